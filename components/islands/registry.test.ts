import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_ROOTS } from '@/components/islands/registry';
import { ISLAND_NAMES, islandModule } from '@/lib/islands';

const ROOT = path.resolve(__dirname, '..', '..');
const rootFiles = readdirSync(path.join(__dirname, 'roots')).filter((file) => /^[A-Z]\w*\.tsx$/.test(file));

describe('islands', () => {
  it('are the files of components/islands/roots/, each listed once, each the client component it exports', async () => {
    expect(rootFiles.map((file) => file.replace(/\.tsx$/, '')).sort()).toEqual([...ISLAND_NAMES].sort());
    expect(Object.keys(ISLAND_ROOTS).sort()).toEqual([...ISLAND_NAMES].sort());
    for (const name of ISLAND_NAMES) {
      const source = readFileSync(path.join(ROOT, islandModule(name)), 'utf8');
      expect(source.startsWith("'use client';")).toBe(true);
      const loaded = (await import(`@/${islandModule(name).replace(/\.tsx$/, '')}`)) as Record<string, unknown>;
      expect(loaded[name]).toBe(ISLAND_ROOTS[name]);
    }
  });
});
