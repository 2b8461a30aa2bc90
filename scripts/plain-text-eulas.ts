/**
 * After the export: writes out/<app>/eula-plain-text.txt for every app with an
 * EULA, from the exported EULA page itself (so it is the same MDX, with every
 * fact filled in). App Store Connect takes a custom licence as plain text.
 * Not `eula.txt`: Next.js writes each route's RSC payload under that name.
 */
import './build-env';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps } from '../lib/apps';
import { eulaPlainText, plainTextEulaPath } from '../lib/plain-text';

const OUT = path.resolve('out');
let written = 0;
for (const app of apps) {
  if (!app.legalDocuments.includes('eula')) continue;
  const html = readFileSync(path.join(OUT, app.slug, 'eula.html'), 'utf8');
  writeFileSync(path.join(OUT, plainTextEulaPath(app)), eulaPlainText(html, app), 'utf8');
  written += 1;
}
console.log(`Plain-text EULAs: wrote ${written} files (out/<app>/eula-plain-text.txt).`);
