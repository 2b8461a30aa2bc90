/**
 * @jest-environment node
 *
 * The app settings sheet tells the app's developer where the user turns analytics off, and that place
 * is the record's own switch for analytics: the menu path of the analytics consent (`consents` of
 * content/apps/<app>/legal.ts, `withdrawInApp`), never another consent's. Read in the sheet as
 * `npm run docs` writes it (docs/stores/<app>/app-settings.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apps } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';
import { escapeRegExp } from '@/lib/text';

const sheetOf = (slug: string) => readFileSync(path.join(__dirname, '..', '..', 'docs', 'stores', slug, 'app-settings.md'), 'utf8');
/** A menu path as a sheet may print it: its items in order, with any separator between them. */
const pathPattern = (items: readonly string[]) => new RegExp(items.map(escapeRegExp).join('[^\\p{L}\\p{N}]+'), 'u');

const withAnalytics = apps.filter((app) => legalRecord(app.slug).processors.some((processor) => processor.value.kind === 'analytics'));

describe.each(withAnalytics.map((app) => [app.slug] as const))('docs/stores/%s/app-settings.md', (slug) => {
  const record = legalRecord(slug);
  const switches = record.consents.map((consent) => consent.value);

  it('names the analytics consent’s menu path as where the user turns analytics off, and no other consent’s', () => {
    const analytics = switches.find((consent) => consent.of === 'analytics');
    expect(analytics?.withdrawInApp.length).toBeGreaterThan(0);
    const sheet = sheetOf(slug);
    expect(sheet).toMatch(pathPattern(analytics!.withdrawInApp));
    const others = switches.filter((consent) => consent.of !== 'analytics' && consent.withdrawInApp.join('›') !== analytics!.withdrawInApp.join('›'));
    // A line that speaks of analytics gives no other switch's place.
    for (const line of sheet.split('\n').filter((candidate) => /analytics/i.test(candidate))) {
      for (const other of others) expect({ line, names: `${other.of}: ${other.withdrawInApp.join(' › ')}`, found: pathPattern(other.withdrawInApp).test(line) }).toEqual({ line, names: `${other.of}: ${other.withdrawInApp.join(' › ')}`, found: false });
    }
  });
});
