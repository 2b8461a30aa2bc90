/**
 * What a typed value becomes before it is counted, shown and sent: one
 * normalisation, so that what the page counts is what the backend receives.
 */
import type { FormField } from '@/lib/forms/types';
import { graphemes } from '@/lib/text';

/** Invisible format characters (zero-width spaces and joiners, direction marks, the BOM): pasted along with an ID, never part of it. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** The value as it is counted and sent: for IDs and e-mail addresses, format characters removed, NFC, no spaces around it. */
export function normalise(field: Pick<FormField, 'kind'>, value: string): string {
  if (field.kind === 'password') return value;
  return value.replace(FORMAT_CHARACTERS, '').normalize('NFC').trim();
}

/**
 * The length as the backends count it: JavaScript string length (UTF-16 code
 * units). An ID of six letters is six either way; an emoji counts two.
 */
export function lengthOf(value: string): number {
  return value.length;
}

/**
 * At most `limit` characters as the backends count them, never cutting a
 * character (a grapheme) in half, and never ending in a space the cut exposed.
 */
export function limit(value: string, max: number): string {
  let kept = '';
  for (const character of graphemes(value)) {
    if (lengthOf(kept) + lengthOf(character) > max) break;
    kept += character;
  }
  return kept.trimEnd();
}

/** What a field keeps of what was typed into it: normalised, and cut to its length. */
export function fieldValue(field: Pick<FormField, 'kind' | 'length'>, typed: string): string {
  const value = normalise(field, typed);
  return field.length === undefined ? value : limit(value, field.length);
}

/** Whether a field's value is complete: present if required, and exactly its length if it has one. */
export function isComplete(field: Pick<FormField, 'kind' | 'length' | 'required'>, value: string): boolean {
  const normalised = normalise(field, value);
  if (field.length !== undefined) return lengthOf(normalised) === field.length;
  return !field.required || normalised !== '';
}
