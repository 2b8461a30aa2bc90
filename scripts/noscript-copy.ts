/**
 * Copies a built site with every script removed from every page (JSON-LD
 * stays; the islands' props, which only their scripts read, go): the "same
 * page without JavaScript" the benchmark measures each page against.
 * Usage: tsx scripts/noscript-copy.ts <from> <to>
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportedPages } from '../lib/build/export/pages';
import { stripScripts } from '../lib/build/page-scripts';

const [from, to] = process.argv.slice(2);
if (!from || !to) throw new Error('Usage: tsx scripts/noscript-copy.ts <from> <to>');

rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
for (const { file } of exportedPages(to)) {
  const fullPath = path.join(to, file);
  writeFileSync(fullPath, stripScripts(readFileSync(fullPath, 'utf8'), { everything: true }));
}
