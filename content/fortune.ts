/**
 * Meriastro's "Sana Özel Fal" page: where it is published, its words, and its
 * questions by category. In the app a question costs the points shown beside
 * it. Checked at build time by lib/content/fortune.ts.
 */
import { LAW } from './legal/shared';

export const fortunePage = {
  app: 'meriastro',
  path: '/meriastro/sana-ozel-fal',
  title: 'Sana Özel Fal',
  metaTitle: 'Sana Özel Fal — Meriastro',
  description: 'Meriastro’da sorabileceğiniz kişisel fal soruları: aşk, kariyer, para, sağlık, aile ve arkadaşlık kategorilerinde sorular ve puanları.',
  intro:
    'Merak ettiğiniz konuyu seçin, size en uygun soruyu bulun. Her sorunun altında, uygulamada bu soruyu sormanız için gereken puan yazıyor.',
  note: 'Yorumlar eğlence amaçlıdır. Sorunuzu sormak için Meriastro uygulamasını açın.',
  /** Where the terms say how points are bought, spent and refunded: a section of one of the app's documents. */
  points: {
    before: 'Puanların nasıl satın alındığı, ne zaman harcandığı ve hangi durumlarda iade edildiği Kullanım Koşulları’nın',
    link: 'Puanlar bölümünde',
    after: 'yazılıdır.',
    document: 'terms-and-conditions',
    section: 'puanlar',
  },
  /**
   * The categories open only to adults, and why: their questions may reveal health data, asked on
   * explicit consent a minor cannot give alone (KVKK Art. 6), as the terms, the EULA and the policy say.
   */
  adultsOnly: {
    categories: ['saglik'],
    text: `Sağlık kategorisindeki sorular sağlık verisi içerebildiğinden yalnızca ${LAW.ageOfMajority.value} yaşını doldurmuş kullanıcılara açıktır ve uygulamada açık rızanız alınarak sorulur.`,
  },
  categoriesLabel: 'Kategoriler',
  pointLabel: 'Puan',
} as const;

export const fortuneCategoryEntries = [
  {
    id: 'ask',
    categoryName: 'Aşk',
    questions: [
      { text: 'Aklımdaki kişi de beni düşünüyor mu?', point: 30 },
      { text: 'Bu yıl içinde hayatıma yeni bir aşk girecek mi?', point: 40 },
      { text: 'Eski sevgilimle yeniden bir araya gelir miyiz?', point: 35 },
      { text: 'İlişkim evliliğe doğru ilerliyor mu?', point: 50 },
      { text: 'Ruh eşimle ne zaman ve nerede karşılaşacağım?', point: 60 },
    ],
  },
  {
    id: 'kariyer',
    categoryName: 'Kariyer',
    questions: [
      { text: 'Başvurduğum işten olumlu bir haber alacak mıyım?', point: 35 },
      { text: 'Bu yıl terfi ya da zam alma şansım var mı?', point: 40 },
      { text: 'Kendi işimi kurmak için doğru zaman geldi mi?', point: 50 },
      { text: 'İş yerimdeki anlaşmazlık nasıl çözülecek?', point: 30 },
      { text: 'Bana en uygun meslek ya da alan hangisi?', point: 45 },
    ],
  },
  {
    id: 'para',
    categoryName: 'Para',
    questions: [
      { text: 'Maddi durumum önümüzdeki aylarda düzelecek mi?', point: 35 },
      { text: 'Düşündüğüm yatırım bana kazanç getirir mi?', point: 50 },
      { text: 'Beklediğim ödeme ya da alacak ne zaman gelecek?', point: 30 },
      { text: 'Borçlarımdan bu yıl kurtulabilecek miyim?', point: 40 },
    ],
  },
  {
    id: 'saglik',
    categoryName: 'Sağlık',
    questions: [
      { text: 'Bu dönem enerjimi nasıl yükseltebilirim?', point: 25 },
      { text: 'Stresimi azaltmak için gökyüzü bana ne öneriyor?', point: 30 },
      { text: 'Uyku düzenim ne zaman yoluna girecek?', point: 25 },
      { text: 'Kendime daha iyi bakmak için hangi alışkanlığı değiştirmeliyim?', point: 35 },
    ],
  },
  {
    id: 'aile',
    categoryName: 'Aile',
    questions: [
      { text: 'Ailemle aramdaki kırgınlık ne zaman sona erecek?', point: 35 },
      { text: 'Evlilik ya da nişan haberi yakın mı?', point: 45 },
      { text: 'Ailemle birlikte geçireceğim zaman önümüzdeki dönemde artacak mı?', point: 50 },
      { text: 'Taşınma ya da yeni bir eve geçme planım gerçekleşecek mi?', point: 40 },
    ],
  },
  {
    id: 'arkadaslik',
    categoryName: 'Arkadaşlık',
    questions: [
      { text: 'Yakın arkadaşım bana karşı dürüst mü?', point: 30 },
      { text: 'Bu yıl hayatıma yeni ve kalıcı dostluklar girecek mi?', point: 30 },
      { text: 'Küs olduğum arkadaşımla barışacak mıyız?', point: 35 },
      { text: 'Çevremde beni kıskanan biri var mı?', point: 40 },
    ],
  },
] as const;
