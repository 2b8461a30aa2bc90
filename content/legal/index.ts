import { funoLegal } from '@/content/legal/funo';
import { meriastroLegal } from '@/content/legal/meriastro';
import { revoaiLegal } from '@/content/legal/revoai';
import { sharixLegal } from '@/content/legal/sharix-ai';
import { sonoraLegal } from '@/content/legal/sonora-ai';
import { vloaderLegal } from '@/content/legal/vloader';
import { type LegalRecord, parseLegalRecord } from '@/lib/legal-facts';

const inputs = [sonoraLegal, sharixLegal, vloaderLegal, meriastroLegal, funoLegal, revoaiLegal];

/** The legal facts of every app, checked when the site is built. */
export const legalRecords: readonly LegalRecord[] = inputs.map((input) => parseLegalRecord(input, input.app));

export function legalRecord(appSlug: string): LegalRecord {
  const record = legalRecords.find((entry) => entry.app === appSlug);
  if (!record) throw new Error(`content/legal/${appSlug}.ts: no legal record for "${appSlug}"`);
  return record;
}
