import { z } from 'zod';
import { site } from '@/content/site';
import { factSchema } from '@/lib/content/facts';
import { parseContent } from '@/lib/content/validate';
import type { Language } from '@/lib/i18n/languages';
import { localized } from '@/lib/i18n/localized';

/**
 * The owner's postal address (content/site.ts), checked when the site builds. It is one
 * record so that a move changes street, district, postcode, city and country together; every
 * page that names the owner's city or country reads it from here.
 */
const addressSchema = z
  .object({
    street: z.string().min(3),
    /** A Turkish address names its district before the city ("<postcode> <district>/<city>"); many others have none. */
    district: z.string().min(2).optional(),
    postalCode: z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{1,9}$/u, 'must be a postcode: letters, digits, spaces and hyphens'),
    city: z.string().min(2),
    country: z.string().min(2),
  })
  .strict();

export type OwnerAddress = z.infer<typeof addressSchema>;

export const ownerAddress: OwnerAddress = parseContent(factSchema(addressSchema), site.owner.address, 'content/site.ts, owner.address').value;

/** What the owner does, in each language (content/site.ts, owner.jobTitle). */
export const jobTitle: Record<Language, string> = parseContent(localized(z.string().min(3)), site.owner.jobTitle, 'content/site.ts, owner.jobTitle');

/** "<city>, <country>": where the owner works, as the footer and the documents say it. */
export function ownerPlace(address: OwnerAddress = ownerAddress): string {
  return `${address.city}, ${address.country}`;
}

/** The whole postal address on one line: "<street>, <postcode> <district>/<city>, <country>", or without a district "<street>, <postcode> <city>, <country>". */
export function postalAddress(address: OwnerAddress = ownerAddress): string {
  const locality = address.district ? `${address.district}/${address.city}` : address.city;
  return `${address.street}, ${address.postalCode} ${locality}, ${address.country}`;
}
