/**
 * A fact the site states about the owner or an app: a retention period, a
 * provider, a store link. `verified: false` marks what this repository wrote
 * without the owner confirming it; `npm run build` lists every such fact and
 * `npm run checklist` writes them into OWNER-CHECKLIST.md, so nothing invented
 * ships unnoticed. Once the owner has checked a fact, they write
 * `confirmed(...)` instead of `invented(...)`.
 *
 * Plain data markers: content/ imports nothing outside content/.
 */
export type Fact<T> = { readonly value: T; readonly verified: boolean; readonly note?: string };

/** A fact this repository made up; it must be checked by the owner. */
export function invented<const T>(value: T, note?: string): Fact<T> {
  return note ? { value, verified: false, note } : { value, verified: false };
}

/** A fact the owner has confirmed, or one that is true by law or by what the app's backend does. */
export function confirmed<const T>(value: T, note?: string): Fact<T> {
  return note ? { value, verified: true, note } : { value, verified: true };
}
