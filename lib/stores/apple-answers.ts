import type { LegalRecord } from '@/lib/legal/facts';
import { type StoreAnswer, storeAnswers } from '@/lib/legal/inventory';
import { APPLE_CATEGORIES, APPLE_PURPOSES, type AppleType, DATA_TYPES, PURPOSES } from '@/lib/stores/taxonomy';

/** Apple's answers by data type: App Privacy asks them per type, with the Play types that make it. */
export type AppleAnswer = { type: AppleType; category: string; from: StoreAnswer[]; linked: boolean; tracking: boolean; purposes: string[] };

export function appleAnswers(record: Pick<LegalRecord, 'inventory'>): AppleAnswer[] {
  const answers = storeAnswers(record);
  return APPLE_CATEGORIES.flatMap(({ name, types }) =>
    types.flatMap((type) => {
      const from = answers.filter((answer) => DATA_TYPES[answer.type].apple === type);
      if (!from.length) return [];
      const purposes = new Set<string>(from.flatMap((answer) => answer.purposes.map((purpose) => PURPOSES[purpose].apple)));
      return [{ type, category: name, from, linked: from.some((answer) => answer.linked), tracking: from.some((answer) => answer.tracking), purposes: APPLE_PURPOSES.filter((purpose) => purposes.has(purpose)) }];
    }),
  );
}

