/**
 * A Turkish place name in the locative, as "<city>’da yerleşik" needs it: the suffix follows the
 * last vowel of the name (-da after a, ı, o, u; -de after e, i, ö, ü) and hardens to -ta/-te after
 * a voiceless consonant (f, s, t, k, ç, ş, h, p), set off by an apostrophe as a proper name's
 * suffix is.
 */
export function turkishLocative(name: string): string {
  const lower = name.toLocaleLowerCase('tr');
  const vowel = [...lower].reverse().find((letter) => 'aeıioöuü'.includes(letter));
  const front = vowel !== undefined && 'eiöü'.includes(vowel);
  const hard = 'fstkçşhp'.includes(lower.at(-1) ?? '');
  return `${name}’${hard ? 't' : 'd'}${front ? 'e' : 'a'}`;
}
