import { fortunePage } from '@/content/fortune';
import { site } from '@/content/site';
import { sitePrivacy } from '@/content/legal/site-privacy';
import { apps } from '@/lib/content/apps';
import { properNames, withoutProperNames } from '@/lib/content/names';
import { legalRecords } from '@/lib/legal/records';

describe('the proper names content/ holds', () => {
  it('are the owner’s, the representatives’, each app’s, the fortune page’s, each provider’s and the host’s, longest first', () => {
    const names = properNames();
    const expected = [
      site.owner.name,
      ...Object.values(site.owner.representatives).map((representative) => representative.value.name),
      ...apps.map((app) => app.name),
      fortunePage.title,
      ...legalRecords.flatMap((record) => record.processors.map((processor) => processor.value.name)),
      sitePrivacy.host.value.name,
    ];
    for (const name of expected) expect(names).toContain(name);
    expect(names.map((name) => name.length)).toEqual([...names.map((name) => name.length)].sort((a, b) => b - a));
  });

  it.each([
    ['an owner with Turkish letters goes from an English sentence', ['Elif Yıldız'], 'Made by Elif Yıldız in a city.', 'Made by   in a city.'],
    ['a name goes with the suffix a Turkish sentence gives it', ['Elif Yıldız'], 'Elif Yıldız’ın uygulaması', '  uygulaması'],
    ['a name inside a longer word stays', ['Yaz'], 'Yazılım ve Yaz’ın notları', 'Yazılım ve   notları'],
    ['the longer of two names that share a word goes whole', ['Google Analytics for Firebase', 'Google'], 'Google Analytics for Firebase ve Google', '  ve  '],
  ])('%s', (_case, names, text, rest) => {
    expect(withoutProperNames(text, names)).toBe(rest);
  });
});
