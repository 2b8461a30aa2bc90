/**
 * The register of a Turkish text: whether it speaks to its reader in the singular ("sen", the
 * informal register) where the documents speak in the plural of politeness ("siz"). Turkish marks
 * the person on the word itself, so the rule reads the words' endings, not a list of words:
 *
 * - the singular pronoun: "sen", "seni", "sana", "senin", "sende", "senden", "seninle";
 * - a verb in the singular after its tense or mood: "silersin", "edebilirsin", "gidiyorsun",
 *   "silmelisin", "silmişsin", "silemezsin" (the plural ends "-sınız");
 * - the singular possessive of a noun ending in a, e, o or ö, which no other form writes alike:
 *   "şifren", "şifreni", "şifrene", "şifrende", "şifrenden" (the text's own "şifreniz" names the
 *   noun; "şifresini" and "şifrenin" are not the reader's). A noun ending in a consonant writes
 *   its singular possessive like its genitive ("hesabın": "your account" and "the account's", as
 *   in "hesabın sahibinden", from the account's owner), and one ending in ı, i, u or ü its plural
 *   like a command ("yazınız": "your writing" and "write"), so their forms alone say nothing;
 * - a verb's bare stem, the singular command, where the text commands the same verb in the plural
 *   at the end of a sentence: "gönder" beside "…e-postayı gönderin." ("silme", the noun of
 *   "silmeyin", is no command).
 *
 * Proper names and words the text quotes (a button's name, a menu path) are no address to the
 * reader: the caller takes them out first (e2e/legal-facts.spec.ts takes what content/ names).
 */

const WORD = /[\p{L}’']+/gu;
const SINGULAR_PRONOUNS = new Set(['sen', 'seni', 'sana', 'senin', 'sende', 'senden', 'seninle']);
/** A tense or mood, then the singular person: -Ir/-Ar (aorist), -Iyor, -AcAk, -mIş, -mAz, -mAlI, then -sIn. */
const SINGULAR_VERB = /(?:[ıiuü]r|[ae]r|yor|[ae]c[ae]k|m[ıiuü]ş|m[ae]z|m[ae]l[ıi])s[ıiuü]n$/u;
/** The plural possessive of a noun ending in a, e, o or ö, with a case after it or none: "şifreniz", "şifrenizi". */
const PLURAL_POSSESSIVE_AFTER_VOWEL = /^(\p{L}*[aeoö])n[ıiuü]z(?:[ıiuü]|[ae]|[dt][ae]n?|l[ae]|[ıiuü]n)?$/u;
/** The plural command at the end of a sentence or clause: "gönderin.", "basınız;", "isteyin:". */
const PLURAL_COMMAND = /(?<!\p{L})(\p{L}+?)(y?)[ıiuü]n(?:[ıiuü]z)?(?=\s*[.;:!])/u;

const lower = (word: string) => word.toLocaleLowerCase('tr');

/** The words of a Turkish text that address the reader in the singular: none when it keeps to "siz". */
export function singularAddress(text: string): string[] {
  const words = [...text.matchAll(WORD)].map((match) => lower(match[0].replace(/[’'].*$/u, '')));
  const vowelNouns = new Set(words.flatMap((word) => PLURAL_POSSESSIVE_AFTER_VOWEL.exec(word)?.[1] ?? []));
  const commanded = new Set(
    [...text.matchAll(new RegExp(PLURAL_COMMAND, 'gu'))]
      .map((match) => ({ stem: lower(match[1]!), buffer: match[2] }))
      // A stem that needs the buffer "y" ends in a vowel; one that ends in the negative -mA is a noun as well ("silme").
      .filter(({ stem, buffer }) => !(buffer && /m[ae]$/u.test(stem)))
      // A stem in the plural -lAr is a noun's, whose possessive closes a clause as a command would: "Kişisel verileriniz;".
      .filter(({ stem }) => !/l[ae]r$/u.test(stem))
      .map(({ stem }) => stem),
  );
  const singular = (word: string) =>
    SINGULAR_PRONOUNS.has(word) ||
    SINGULAR_VERB.test(word) ||
    [...vowelNouns].some((noun) => new RegExp(`^${noun}n(?:[ıiuü]|[ae]|[dt][ae]n?|l[ae])?$`, 'u').test(word)) ||
    commanded.has(word);
  return [...new Set(words.filter(singular))];
}

/** Whether a Turkish text speaks to its reader in the plural of politeness at all: "hesabınız", "silebilirsiniz", "gönderin." */
export function pluralAddress(text: string): boolean {
  return /\p{L}n[ıiuü]z/u.test(text) || PLURAL_COMMAND.test(text);
}
