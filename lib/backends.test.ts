import { BACKEND_NAMES, BACKENDS, backendOfPage, backendVariable } from '@/lib/backends';
import { buildConfig, endpointOf } from '@/lib/config';
import { forms } from '@/lib/content/apps';

describe('the backends', () => {
  it('are the forms’ backends, each with its form’s one call and page, which the form’s page in the other language calls too', () => {
    expect([...BACKEND_NAMES].sort()).toEqual(forms.map(({ form }) => form.backend).sort());
    for (const { app, form } of forms) {
      // The page's version in the other language: under /tr for an English app, /en for a Turkish one.
      const translated = `/${app.language === 'en' ? 'tr' : 'en'}${form.page.path}`;
      expect(BACKENDS[form.backend]).toEqual({ method: form.call.method, path: form.call.path, page: form.page.path, translatedPage: translated });
      expect(backendOfPage(form.page.path)).toBe(form.backend);
      expect(backendOfPage(translated)).toBe(form.backend);
    }
    expect(backendOfPage('/')).toBeUndefined();
    expect(backendOfPage('/tr')).toBeUndefined();
  });

  it('take their base URL from NEXT_PUBLIC_<NAME>_API_URL', () => {
    expect(backendVariable('sample')).toBe('NEXT_PUBLIC_SAMPLE_API_URL');
  });

  it('give each form the URL of its own call: its backend’s base URL and the call’s path', () => {
    for (const { form } of forms) expect(endpointOf(form)).toBe(`${buildConfig.backends[form.backend]}${form.call.path}`);
    // A local build serves each backend under its own prefix, so a form reaching another's backend would show.
    expect(new Set(forms.map(({ form }) => endpointOf(form))).size).toBe(forms.length);
  });
});
