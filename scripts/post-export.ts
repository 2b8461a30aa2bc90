/**
 * The post-export step of `npm run build`, after `next build` has written out/:
 *
 * 0. checks that every picture has the size of its kind, and that every
 *    app's texts agree with its entry and record (lib/build/agreement.ts);
 * 1. builds one bundle per island (lib/build/export/island-bundles.ts);
 * 2. prepares every page (lib/build/export/prepare-page.ts): every page loses
 *    the scripts Next.js wrote into it; a page whose HTML holds islands gets
 *    their HTML rendered from the roots the browser hydrates and one loader
 *    that starts their bundles after the page has loaded;
 * 3. removes what Next.js exported for its client runtime and no page uses
 *    (lib/build/export/unused-files.ts);
 * 4. gives every page its Content-Security-Policy (lib/build/security-headers.ts);
 * 5. writes the plain-text EULAs;
 * 6. checks that OWNER-CHECKLIST.md lists what content/ marks invented, and
 *    docs/REFERENCE.md what content/ holds (npm run docs writes both);
 * 7. writes a gzip copy beside every text file, for nginx (lib/build/precompress.ts);
 * 8. writes the host configurations, each page's policy and every file's
 *    caching as headers, into out/ (lib/build/host-configs.ts).
 *
 * One walk of out/ (lib/build/export/pages.ts) and one mapping between route and
 * file serve every step. A shape of page it does not know stops the build.
 * The step writes nothing outside out/.
 */
import { readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from '../components/islands/IslandRoot';
import { ISLAND_ROOTS } from '../components/islands/registry';
import { allAgreementProblems } from '../lib/build/agreement';
import { artworkProblems } from '../lib/build/artwork';
import { apps, documentPath, hasDocument, plainTextEulaPath } from '../lib/content/apps';
import { backendOfPage } from '../lib/backends';
import { buildConfig as config } from '../lib/config';
import { buildIslandBundles } from '../lib/build/export/island-bundles';
import { type ExportedPage, fileOfRoute, filesUnder, pagesOf } from '../lib/build/export/pages';
import { preparePage } from '../lib/build/export/prepare-page';
import { unusedFiles } from '../lib/build/export/unused-files';
import type { IslandName } from '../lib/islands';
import { checklistProblem, checklistWarning } from '../lib/build/owner-checklist';
import { eulaPlainText } from '../lib/build/plain-text';
import { referenceProblem } from '../lib/build/reference';
import { precompress } from '../lib/build/precompress';
import { contentSecurityPolicy, inlineScripts, type PagePolicy, scriptHash, untypedFiles, withCspMeta, HOST_FILES, NGINX_SITE_FILE } from '../lib/build/security-headers';
import { netlifyHeaders, nginxSiteConfig, serveConfig } from '../lib/build/host-configs';

const OUT = path.resolve('out');

type Page = ExportedPage & { html: string; kind: 'static' | 'interactive'; scriptFiles: string[] };
/** What the steps share: the exported site, its pages as they will be written. */
type Site = { out: string; files: string[]; pages: Page[]; policies: PagePolicy[] };

function fail(heading: string, problems: string[]): never {
  console.error(`${heading}\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}

/** An island's HTML: its root with its props, inside the same wrapper the browser hydrates. */
function renderIsland(name: IslandName, props: unknown): string {
  const Root = ISLAND_ROOTS[name] as (props: object) => React.ReactNode;
  return renderToString(createElement(IslandRoot, {}, createElement(Root, props as object)));
}

async function preparePages(site: Site): Promise<void> {
  const bundles = await buildIslandBundles(site.out);
  const problems: string[] = [];
  for (const page of pagesOf(site.files)) {
    try {
      const prepared = preparePage(readFileSync(path.join(site.out, page.file), 'utf8'), { route: page.route, bundles, renderIsland });
      if ('problem' in prepared) problems.push(`${prepared.problem} (out/${page.file})`);
      else site.pages.push({ ...page, html: prepared.html, kind: prepared.kind, scriptFiles: prepared.scriptFiles });
    } catch (error) {
      problems.push(`out/${page.file}: ${(error as Error).message}`);
    }
  }
  if (problems.length) fail('Post-export: the build cannot ship these pages as they are:', problems);
  const count = (kind: Page['kind']) => site.pages.filter((page) => page.kind === kind).length;
  console.log(`Pages: ${count('static')} ship no JavaScript; ${count('interactive')} load their islands' bundles after the page (${Object.keys(bundles).length} islands).`);
}

/** Takes the router's chunks, the payloads and /_not-found out of out/: no page uses them any more. */
function removeUnusedFiles(site: Site): void {
  site.files = filesUnder(site.out);
  const unused = new Set(unusedFiles({ files: site.files, scriptsInUse: site.pages.flatMap((page) => page.scriptFiles) }));
  for (const file of unused) rmSync(path.join(site.out, file));
  // Folders left empty, deepest first (_not-found/).
  const folders = [...new Set([...unused].map((file) => path.dirname(file)).filter((folder) => folder !== '.'))].sort((a, b) => b.length - a.length);
  for (const folder of folders) if (readdirSync(path.join(site.out, folder)).length === 0) rmdirSync(path.join(site.out, folder));
  site.files = site.files.filter((file) => !unused.has(file));
  site.pages = site.pages.filter((page) => !unused.has(page.file));
  console.log(`Removed ${unused.size} files of Next.js's client runtime that no page uses (its chunks, payloads and /_not-found).`);
}

/**
 * Every page's Content-Security-Policy allows exactly what the page ends up
 * containing: the hashes of its inline scripts, the site's script files only
 * where the loader adds them, only the backend its form calls. The pages get it
 * as a meta tag here; hostConfigurations sends it as a header.
 */
function securityHeaders(site: Site): void {
  for (const page of site.pages) {
    const backend = backendOfPage(page.route);
    const needs = {
      hashes: inlineScripts(page.html).map(scriptHash),
      scriptFiles: page.scriptFiles.length > 0,
      connect: backend ? [new URL(config.backends[backend]!).origin] : [],
    };
    page.html = withCspMeta(page.html, contentSecurityPolicy(needs, 'meta'));
    writeFileSync(path.join(site.out, page.file), page.html);
    site.policies.push({ file: page.file, route: page.route, policy: contentSecurityPolicy(needs, 'header') });
  }
  const backends = [...new Set(Object.values(config.backends).map((url) => new URL(url).origin))];
  console.log(`Security headers: ${site.policies.length} pages, backends ${backends.join(' ')}`);
}

/**
 * out/<app>/eula-plain-text.txt for every app with an EULA, from the exported
 * EULA page itself (the same MDX, every fact filled in): App Store Connect
 * takes a custom licence as plain text. Not `eula.txt`: Next.js writes each
 * route's payload under that name.
 */
function plainTextEulas(site: Site): void {
  const eulaApps = apps.filter((app) => hasDocument(app, 'eula'));
  for (const app of eulaApps) {
    const file = fileOfRoute(documentPath(app, 'eula'));
    const page = site.pages.find((candidate) => candidate.file === file);
    if (!page) fail('Plain-text EULAs:', [`${app.name} has an EULA, but the export has no out/${file}.`]);
    writeFileSync(path.join(site.out, plainTextEulaPath(app)), eulaPlainText(page.html, app), 'utf8');
  }
  console.log(`Plain-text EULAs: wrote ${eulaApps.length} files (out/<app>/eula-plain-text.txt).`);
}

/**
 * What the site states that the owner has not confirmed: OWNER-CHECKLIST.md
 * must list it, and docs/REFERENCE.md what content/ holds (`npm run docs`
 * writes both, after any change to content/); the build says how many facts
 * wait, as a warning.
 */
function ownerChecklist(): void {
  const problems = [checklistProblem(), referenceProblem()].filter((problem): problem is string => problem !== null);
  if (problems.length) fail('Documents generated from content/ (npm run docs):', problems);
  const warning = checklistWarning();
  if (warning) console.warn(warning);
}

/**
 * Once every file visitors get is final: a gzip copy (level 9) beside each
 * text file, which nginx sends with `gzip_static` (out/nginx-site.conf). Other
 * hosts compress on their own and publish the copies as plain files.
 */
function compress(site: Site): void {
  const written = precompress(site.out, { skip: HOST_FILES });
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
  const size = written.reduce((sum, entry) => sum + entry.size, 0);
  const gzipSize = written.reduce((sum, entry) => sum + entry.gzipSize, 0);
  console.log(`Precompressed: ${written.length} files of out/, ${kB(size)} → ${kB(gzipSize)} gzip (level 9), written beside them as .gz`);
}

/** Every picture the content names has the size of its kind (lib/content/artwork.ts). */
function artwork(): void {
  const problems = artworkProblems();
  if (problems.length) fail('Artwork:', problems);
}

/** Every app's texts agree with its entry and record: accounts, deletion page, the policy's link to it (lib/build/agreement.ts). */
function agreement(): void {
  const problems = allAgreementProblems();
  if (problems.length) fail('The apps’ texts and entries disagree:', problems);
}

/**
 * Once every file of out/ is there, gzip copies included: the host
 * configurations, each page's policy and every file's caching as headers,
 * written into out/ (nothing outside it): out/serve.json (npm start, tests),
 * out/_headers (Cloudflare Pages, Netlify) and out/nginx-site.conf, which the
 * owner's deploy/nginx.conf includes. A file whose type has no headers stops the build.
 */
function hostConfigurations(site: Site): void {
  site.files = filesUnder(site.out);
  const untyped = untypedFiles(site.files);
  if (untyped.length) {
    fail(
      'Host configurations: these files have no entry in FILE_TYPES (lib/build/security-headers.ts), so no host would send them a Cache-Control:',
      untyped.map((file) => `out/${file}`),
    );
  }
  writeFileSync(path.join(site.out, 'serve.json'), `${JSON.stringify(serveConfig(site.policies), null, 2)}\n`);
  writeFileSync(path.join(site.out, '_headers'), netlifyHeaders(site.policies, site.files));
  writeFileSync(path.join(site.out, NGINX_SITE_FILE), nginxSiteConfig(site.policies));
  console.log(`Host configurations: wrote out/serve.json, out/_headers, out/${NGINX_SITE_FILE}`);
}

/**
 * The steps, in order. Compressing reads the finished out/, and the host
 * configurations name its files, copies included, so they go last.
 */
const STEPS: ((site: Site) => void | Promise<void>)[] = [artwork, agreement, preparePages, removeUnusedFiles, securityHeaders, plainTextEulas, ownerChecklist, compress, hostConfigurations];

async function main() {
  const site: Site = { out: OUT, files: filesUnder(OUT), pages: [], policies: [] };
  for (const step of STEPS) await step(site);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
