import { ISLAND_ROOTS } from '@/components/islands/registry';
import { ISLAND_NAMES, ISLANDS } from '@/lib/islands';

describe('islands', () => {
  it('are rendered by the pages and hydrated by the bundles from the same root component', async () => {
    expect(Object.keys(ISLAND_ROOTS).sort()).toEqual([...ISLAND_NAMES].sort());
    for (const name of ISLAND_NAMES) {
      const { module, exportName } = ISLANDS[name];
      const loaded = (await import(`@/${module.replace(/\.tsx$/, '')}`)) as Record<string, unknown>;
      expect(loaded[exportName]).toBe(ISLAND_ROOTS[name]);
    }
  });
});
