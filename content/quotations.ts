/**
 * Words of English that the Turkish texts quote as they are, beside their own words: "İzlenmeme
 * ({en:Do Not Track}) sinyali". Each is printed marked with its language (`{en:…}`, printed as
 * `<span lang="en">`), so a screen reader reads it in English, and the browser tests refuse a page
 * that shows one unmarked in a Turkish text (e2e/language.spec.ts).
 *
 * A quotation written in one record's text is marked there (`{en:Delete my account}` in a record's
 * Turkish `withoutApp`); this file holds those the shared clauses quote (lib/legal/). A proper name
 * (the owner, the representatives, an app, a project, a provider, the host, a place: what content/
 * names already) is no quotation: it is written as it is in a text of either language.
 */
export const quotations = {
  /** The signal a browser sends to ask websites and apps not to track its user (the policies' <DoNotTrack />). */
  doNotTrack: { en: 'Do Not Track' },
} as const;
