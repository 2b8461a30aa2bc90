import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { requiredOrOptional } from '@/components/legal/data-safety';
import { apps } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';

/**
 * In Turkish, "izin" is the AI providers' permission, a choice the contract rests on; what the app
 * asks beyond the service (analytics, health questions) is "açık rıza" (KVKK Art. 5(1), 6(3)). A
 * switch and the Data safety summary name each as the notice does.
 */
const turkishApps = apps.filter((app) => app.language === 'tr');

describe.each(turkishApps.map((app) => [app.slug, app] as const))('%s', (_slug, app) => {
  const record = legalRecord(app.slug);

  it('names the AI permission alone "izin", and every other consent "açık rıza", in its switches', () => {
    for (const { value: consent } of record.consents) {
      const name = consent.withdrawInApp.at(-1)!;
      if (consent.of === 'ai') continue;
      expect(name).not.toMatch(/izin/i);
      expect(name).toMatch(/Açık Rıza/);
    }
  });

  it('its Data safety summary says "açık rıza verirseniz" for a consent other than the AI permission', () => {
    for (const entry of record.inventory.value.types) {
      if (typeof entry.use !== 'object' || !('consent' in entry.use)) continue;
      const { container } = render(<p>{requiredOrOptional(entry, record, 'tr')}</p>);
      expect(container.textContent).toMatch(entry.use.consent === 'ai' ? /izin verirseniz/ : /açık rıza verirseniz/);
    }
  });

  it('its documents never call the analytics consent an "izin"', () => {
    for (const { slug } of app.documents) {
      expect(readFileSync(path.join(__dirname, '..', '..', 'content', 'apps', app.slug, `${slug}.mdx`), 'utf8')).not.toMatch(/izin verdiğinizde analiz|analiz izni/i);
    }
  });
});
