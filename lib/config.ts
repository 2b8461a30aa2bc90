/**
 * The build configuration, resolved once from the environment the site is
 * built in (lib/env/build-config.ts): the site's URL and each backend's base URL. Pages,
 * metadata and the post-export step read it while the site is built; a form's
 * island receives its backend's URL as a prop, so no browser code reads the
 * environment. next.config.ts resolves the same environment first, to stop a
 * wrong configuration before anything is compiled.
 */
import { type BuildConfig, resolveBuildConfig } from '@/lib/env/build-config';

export const buildConfig: BuildConfig = resolveBuildConfig(process.env);

export const siteUrl = buildConfig.siteUrl;

/** The URL a form calls: its backend's base URL and the call's path. */
export function endpointOf(form: { backend: string; call: { path: string } }): string {
  const base = buildConfig.backends[form.backend];
  if (base === undefined) throw new Error(`No base URL for the backend "${form.backend}"`);
  return `${base}${form.call.path}`;
}
