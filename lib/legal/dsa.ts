/**
 * What the EU Digital Services Act asks of a hosting service whose provider is established outside
 * the Union, worded once for the terms of every app whose users share content (`userContent` of its
 * record): the legal representative of Art. 13, and the notice-and-action mechanism of Art. 16 (what
 * a notice holds, its confirmation of receipt, the decision and the ways to seek redress).
 */

type Language = 'en' | 'tr';
export type DsaRepresentative = { name: string; address: string; email: string; language: string };

/**
 * The legal representative in the Union (Art. 13), as the terms name it; while the owner has
 * designated none, the terms say so and send the authorities to the point of contact (Art. 11).
 */
export function dsaRepresentativeSentence(representative: DsaRepresentative | undefined, language: Language): { before: string; representative?: DsaRepresentative; after: string } {
  if (language === 'en') {
    return representative
      ? {
          before: 'Our legal representative in the European Union under Art. 13 of the Digital Services Act is ',
          representative,
          after:
            ': the authorities of the Member States, the European Commission and the European Board for Digital Services may address it, in addition to or instead of us, on every matter the Act covers.',
        }
      : { before: 'We have not yet designated a legal representative in the European Union under Art. 13 of the Digital Services Act; until we do, the authorities reach us at the point of contact above.', after: '' };
  }
  return representative
    ? {
        before: 'Dijital Hizmetler Tüzüğü’nün 13. maddesi uyarınca Avrupa Birliği’ndeki yasal temsilcimiz ',
        representative,
        after: '’dir: Üye devletlerin yetkili makamları, Avrupa Komisyonu ve Avrupa Dijital Hizmetler Kurulu, Tüzük kapsamındaki her konuda bize ek olarak veya bizim yerimize ona başvurabilir.',
      }
    : {
        before: 'Dijital Hizmetler Tüzüğü’nün 13. maddesi uyarınca Avrupa Birliği’nde henüz bir yasal temsilci belirlemedik; belirleyene kadar yetkili makamlar bize yukarıdaki irtibat noktasından ulaşır.',
        after: '',
      };
}

/**
 * The notice-and-action mechanism (Art. 16): who may send a notice and how, what it holds so that
 * we can decide on it (16(2)), that we confirm its receipt (16(4)), and that we decide with care
 * and tell the sender the decision and the ways to seek redress (16(5) and (6)).
 */
export function noticeAndActionClause(language: Language): { label: string; text: string } {
  if (language === 'en') {
    return {
      label: 'Notices of illegal content (EU Digital Services Act, Art. 16).',
      text: 'Anyone may tell us of content they consider illegal, by a report in the app or by e-mail. So that we can decide on it, a notice holds: the reasons why you consider the content illegal; where it is, such as the sender’s profile ID and the time of the post (a report in the app points to the post itself); your name and e-mail address, unless the notice concerns child sexual abuse material; and a statement that you believe in good faith that the information and allegations in it are accurate and complete. We confirm receipt of a notice without undue delay (a notice by e-mail at the address it came from, a report in the app in the app), decide on it in a timely, diligent, non-arbitrary and objective manner, and tell you our decision and the ways to seek redress against it: asking us to look at it again, which we offer every user, or the courts and the other remedies the law gives you.',
    };
  }
  return {
    label: 'Hukuka aykırı içerik bildirimleri (AB Dijital Hizmetler Tüzüğü, m. 16).',
    text: 'Hukuka aykırı olduğunu düşündüğünüz bir içeriği uygulamadaki bildirim menüsünden veya e-postayla bize bildirebilirsiniz. Bildirim hakkında karar verebilmemiz için bildiriminizde şunlar bulunur: içeriği neden hukuka aykırı bulduğunuz; içeriğin nerede olduğu (örneğin gönderenin profil kimliği ve gönderinin zamanı; uygulamadaki bildirim gönderinin kendisini gösterir); çocukların cinsel istismarı içeriğine ilişkin bildirimler dışında adınız ve e-posta adresiniz; bildirimdeki bilgi ve iddiaların doğru ve eksiksiz olduğuna iyi niyetle inandığınıza dair bir beyan. Bildirimin alındığını gecikmeksizin teyit eder (e-postayla gelen bildirimi geldiği adrese, uygulamadaki bildirimi uygulamada), bildirim hakkında zamanında, özenle, keyfî olmayan ve nesnel bir biçimde karar verir ve kararımızı, karara karşı başvurabileceğiniz yollarla birlikte size bildiririz: kararın yeniden incelenmesini her kullanıcıya sunduğumuz şekilde bizden isteyebilir veya mahkemelere ve mevzuatın tanıdığı diğer yollara başvurabilirsiniz.',
  };
}
