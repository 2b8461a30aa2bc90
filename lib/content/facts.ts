import { z } from 'zod';
import type { Fact } from '@/content/facts';

/** Checking and listing the facts content/ marks with invented(...) or confirmed(...) (content/facts.ts). */
export type { Fact };

export function factSchema<T extends z.ZodType>(value: T) {
  return z.object({ value, verified: z.boolean(), note: z.string().min(3).optional() }).strict();
}

export type UnverifiedFact = { where: string; value: unknown; note?: string };

function isFact(value: unknown): value is Fact<unknown> {
  return typeof value === 'object' && value !== null && 'value' in value && 'verified' in value && typeof value.verified === 'boolean';
}

/** Every fact under `root` that is not verified, with the path to it (for example `<app>.retention.analytics`). */
export function unverifiedFacts(root: unknown, where: string): UnverifiedFact[] {
  if (isFact(root)) {
    const inner = unverifiedFacts(root.value, where);
    return root.verified ? inner : [{ where, value: root.value, ...(root.note ? { note: root.note } : {}) }, ...inner];
  }
  if (Array.isArray(root)) return root.flatMap((item, index) => unverifiedFacts(item, `${where}.${index}`));
  if (typeof root === 'object' && root !== null) {
    return Object.entries(root).flatMap(([key, value]) => unverifiedFacts(value, `${where}.${key}`));
  }
  return [];
}

/** One line per fact, the way OWNER-CHECKLIST.md lists it. */
export function describeFact(fact: UnverifiedFact): string {
  const value = typeof fact.value === 'string' ? fact.value : JSON.stringify(fact.value);
  const shown = value.length > 140 ? `${value.slice(0, 137)}…` : value;
  return `${fact.where}: ${shown}${fact.note ? ` (${fact.note})` : ''}`;
}
