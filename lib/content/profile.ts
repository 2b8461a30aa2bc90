import { z } from 'zod';
import { mainSkills, mainSoftware } from '@/content/profile';
import { parseContent } from '@/lib/content/validate';
import type { Language } from '@/lib/i18n/languages';
import { localized, resolve } from '@/lib/i18n/localized';

/** A skill of content/profile.ts: a name (a product's own, or words in both languages) and what it covers, in both languages. */
const skillSchema = z.object({ name: z.union([z.string().min(2), localized(z.string().min(2))]), detail: localized(z.string().min(10)) }).strict();
const skillsSchema = z.array(skillSchema).min(1);

const software = parseContent(skillsSchema, mainSoftware, 'content/profile.ts, mainSoftware');
const skills = parseContent(skillsSchema, mainSkills, 'content/profile.ts, mainSkills');

export type Skill = { name: string; detail: string };

/** The owner's main software and main skills, in one language. */
export function profileIn(language: Language): { software: Skill[]; skills: Skill[] } {
  return { software: resolve(software, language), skills: resolve(skills, language) };
}
