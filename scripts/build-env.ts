/**
 * Imported first by the post-export scripts that read content/site.ts: gives
 * them the same resolved configuration next.config.ts passed to the pages.
 */
import { bundledEnv, resolveBuildConfig } from '../lib/env';

Object.assign(process.env, bundledEnv(resolveBuildConfig(process.env)));
