import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { site } from '../content/site';
import { htmlFiles, OUT, readOut } from './out-files';

// Reads out/ only, no browser: run after the build by `npm run test:export`.

/** The file a static host with clean URLs serves for a site path, if any. */
function fileFor(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  return candidates.find((candidate) => existsSync(path.join(OUT, candidate)) && statSync(path.join(OUT, candidate)).isFile()) ?? null;
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));

test('every same-origin link, image, script and stylesheet in out/ resolves to a file', () => {
  const broken: string[] = [];
  for (const file of htmlFiles()) {
    const html = readOut(file);
    const references = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    for (const reference of references) {
      if (/^(https?:|mailto:|tel:|data:)/.test(reference)) continue;
      const url = new URL(reference, `http://site/${file}`);
      const target = url.pathname === `/${file}` ? file : fileFor(url.pathname);
      if (!target) {
        broken.push(`${file}: ${reference}`);
        continue;
      }
      if (url.hash && target.endsWith('.html') && !ids(readOut(target)).has(decodeURIComponent(url.hash.slice(1)))) {
        broken.push(`${file}: ${reference} (no such anchor)`);
      }
    }
  }
  expect(broken).toEqual([]);
});

test('every page of out/ is valid HTML', async () => {
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      // Next.js writes these itself; they are not ours to change.
      'no-inline-style': 'off',
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      'void-style': 'off',
      'no-trailing-whitespace': 'off',
      'long-title': 'off',
      'script-type': 'off',
      // HTML attribute names are case-insensitive; React writes charSet, noModule, fetchPriority.
      'attr-case': 'off',
      // HTML allows any id without spaces; React's useId gives ids such as _R_.
      'valid-id': ['error', { relaxed: true }],
      // A list may be named (its implicit role is list): the tech stacks and store badges are.
      'aria-label-misuse': ['error', { allowAnyNamable: true }],
    },
  });
  const reports: string[] = [];
  for (const file of htmlFiles()) {
    const report = await validator.validateString(readOut(file), file);
    for (const result of report.results) {
      for (const message of result.messages) reports.push(`${file}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
    }
  }
  expect(reports).toEqual([]);
});

test('every page’s title names the site, as search results and tabs show it', () => {
  const untitled = htmlFiles()
    .filter((file) => file !== '404.html')
    .map((file) => ({ file, title: /<title>([^<]*)<\/title>/.exec(readOut(file))?.[1] ?? '' }))
    .filter(({ title }) => !title.includes(site.owner.name));
  expect(untitled).toEqual([]);
});

test('every page has one description of 50 to 160 characters, as search results show it, and one robots rule at most; the 404 page is kept out of them', () => {
  const named = (html: string, name: string) =>
    [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"/>`, 'g'))].map((match) => match[1]!.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  const problems = htmlFiles().flatMap((file) => {
    const html = readOut(file);
    const descriptions = named(html, 'description');
    const robots = named(html, 'robots');
    return [
      ...(descriptions.length === 1 ? [] : [`${file}: ${descriptions.length} descriptions`]),
      ...descriptions.filter((text) => [...text].length < 50 || [...text].length > 160).map((text) => `${file}: a description of ${[...text].length} characters`),
      ...(robots.length <= 1 ? [] : [`${file}: ${robots.length} robots tags`]),
    ];
  });
  expect(problems).toEqual([]);
  expect(named(readOut('404.html'), 'robots')).toEqual(['noindex']);
});
