/**
 * The apps, in the order the header, the footer and the legal hub list them.
 * Each folder of content/apps/ is one app: `app.ts` (its entry), `legal.ts`
 * (its legal facts) and its documents as MDX. `npm run new-app` writes a new
 * folder and adds it at the end of this list; a test checks that every
 * folder is listed.
 */
import { app as sonoraAi } from './sonora-ai/app';
import { legal as sonoraAiLegal } from './sonora-ai/legal';
import { app as sharixAi } from './sharix-ai/app';
import { legal as sharixAiLegal } from './sharix-ai/legal';
import { app as vloader } from './vloader/app';
import { legal as vloaderLegal } from './vloader/legal';
import { app as meriastro } from './meriastro/app';
import { legal as meriastroLegal } from './meriastro/legal';
import { app as funo } from './funo/app';
import { legal as funoLegal } from './funo/legal';
import { app as revoai } from './revoai/app';
import { legal as revoaiLegal } from './revoai/legal';

export const appFolders = [
  { app: sonoraAi, legal: sonoraAiLegal },
  { app: sharixAi, legal: sharixAiLegal },
  { app: vloader, legal: vloaderLegal },
  { app: meriastro, legal: meriastroLegal },
  { app: funo, legal: funoLegal },
  { app: revoai, legal: revoaiLegal },
] as const;
