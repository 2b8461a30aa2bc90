import { BACKEND_NAMES, BACKENDS, backendOfPage } from '@/lib/backends';
import { apiBaseUrls } from '@/lib/bundled-env';
import { BACKEND_VARIABLES, bundledEnv, resolveBuildConfig, resolvedVariable } from '@/lib/env';
import { interactivePage } from '@/lib/interactive-pages';

describe('the list of backends', () => {
  it('gives each form page one backend, and ships the page its script', () => {
    for (const name of BACKEND_NAMES) {
      expect(backendOfPage(BACKENDS[name].page)).toBe(name);
      expect(interactivePage(BACKENDS[name].page)).toBeDefined();
    }
    expect(backendOfPage('/')).toBeUndefined();
    expect(new Set(BACKEND_NAMES.map((name) => BACKENDS[name].page)).size).toBe(BACKEND_NAMES.length);
  });

  it('names the build variables, and the bundles read each resolved URL under its backend', () => {
    expect(BACKEND_VARIABLES.funo).toBe('NEXT_PUBLIC_FUNO_API_URL');
    expect(resolvedVariable('funo')).toBe('RESOLVED_FUNO_API_URL');
    const config = resolveBuildConfig(process.env);
    expect(Object.keys(bundledEnv(config)).sort()).toEqual(['RESOLVED_SITE_URL', ...BACKEND_NAMES.map(resolvedVariable)].sort());
    // Each backend's URL differs, so a line of lib/bundled-env.ts read under the wrong backend shows.
    expect(new Set(Object.values(config.backends)).size).toBe(BACKEND_NAMES.length);
    expect(apiBaseUrls).toEqual(config.backends);
  });
});
