/**
 * Copies a built site with every script removed from every page (JSON-LD
 * stays): the "same page without JavaScript" the benchmark measures each page
 * against. Usage: tsx scripts/noscript-copy.ts <from> <to>
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripScripts } from '../lib/page-scripts';

const [from, to] = process.argv.slice(2);
if (!from || !to) throw new Error('Usage: tsx scripts/noscript-copy.ts <from> <to>');

rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
for (const entry of readdirSync(to, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath, entry.name);
  writeFileSync(file, stripScripts(readFileSync(file, 'utf8'), { everything: true }));
}
