import { pluralAddress, singularAddress } from '@/lib/legal/turkish-register';

/**
 * Sentences a Turkish deletion page may hold, each read by hand: the words that speak to the reader
 * in the singular ("sen"), none in a text that keeps to the plural of politeness ("siz").
 */
const READ_BY_HAND: [string, string[]][] = [
  // The plural of politeness throughout.
  ['Hesabınızı ve verilerinizi şu yollardan biriyle silebilirsiniz.', []],
  ['Şifrenizi girin ve düğmeye basın.', []],
  ['Bu sayfadaki düğmeyi seçin ve e-postayı hesabınızın e-posta adresinden gönderin; dilerseniz aynı e-postayı herhangi bir e-posta uygulamasından da gönderebilirsiniz.', []],
  // The genitive writes "hesabın" too: the account's owner is no reader addressed.
  ['Talebin hesabın sahibinden geldiğini doğruladıktan sonra hesabı siler ve işlemin tamamlandığını size bildiririz.', []],
  ['Talebin size ait olduğunu doğrulamak için size yanıt veririz; talebinizden itibaren en geç otuz gün içinde sileriz.', []],
  // A noun of the negative command ("silmeyin") is no singular command: "silme sayfası".
  ['Uygulamayı silmeyin: hesap silme sayfasını kullanın.', []],
  // "yazınız" is "write", not "your writing": "yazın" stays a command.
  ['Bize yazınız. Sorunuzu bize yazın.', []],
  // A plural noun's possessive closes a clause as a command would: "verileriniz;" is "your data", not "veriler" commanded.
  ['Kişisel verileriniz; veriler bu amaçlarla işlenir. Okumalarınız: okumalar hesabınızla saklanır.', []],
  // The singular.
  ['Şifreni gir ve düğmeye bas. Şifreniz yanlışsa tekrar deneyin.', ['şifreni']],
  ['Hesabını silersin; sonra bize yazarsın.', ['silersin', 'yazarsın']],
  ['Verilerini sana geri veremeyiz.', ['sana']],
  ['E-postayı gönder. E-postayı hesabınızın adresinden gönderin.', ['gönder']],
  ['Bu işlemi geri alamazsın; şifrene dikkat et. Şifrenizi kimseyle paylaşmayın.', ['alamazsın', 'şifrene']],
  ['Hesabını uygulamadan da silebilirsin.', ['silebilirsin']],
];

describe('the register of a Turkish text, read from its words’ endings', () => {
  it.each(READ_BY_HAND)('%s', (text, singular) => {
    expect(singularAddress(text)).toEqual(singular);
  });

  it('knows a text that speaks to its reader in the plural of politeness from one that never does', () => {
    for (const text of ['Hesabınızı silebilirsiniz.', 'Düğmeye basın.', 'E-posta adresinizden yazın.']) expect(pluralAddress(text)).toBe(true);
    for (const text of ['Hesabını sil.', 'Düğmeye bas ve bekle.', 'Talebin hesabın sahibinden geldiğini doğrularız.']) expect(pluralAddress(text)).toBe(false);
  });
});
