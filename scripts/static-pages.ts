/**
 * After `next build`, before the security headers: every exported page that is
 * not in lib/interactive-pages.ts loses the framework (its scripts, script
 * preloads and inlined React Server Components payload) and is left as HTML
 * and CSS. The build stops, naming the page and the component, when such a
 * page contains a client component that would need hydrating, and when a page
 * listed as interactive has nothing to hydrate. The interactive pages keep
 * their scripts, which start loading once the page has loaded.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { INTERACTIVE_PAGES, interactivePage } from '../lib/interactive-pages';
import { preparePage } from '../lib/page-scripts';
import { routeOfFile } from '../lib/security-headers';

const OUT = path.resolve('out');
const SERVER_APP = path.resolve('.next/server/app');

function files(dir: string, keep: (name: string) => boolean, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '_next' ? [] : files(path.join(dir, entry.name), keep, relative);
    return keep(entry.name) ? [relative] : [];
  });
}

/** Module id → source path, from the client reference manifests `next build` wrote for every route. */
function clientModulePaths(): Map<string, string> {
  const context: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, { clientModules: Record<string, { id: string | number }> }> } = {};
  context.globalThis = context;
  for (const file of files(SERVER_APP, (name) => name.endsWith('_client-reference-manifest.js'))) {
    vm.runInNewContext(readFileSync(path.join(SERVER_APP, file), 'utf8'), context);
  }
  const paths = new Map<string, string>();
  for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
    for (const [sourcePath, module] of Object.entries(manifest.clientModules)) paths.set(String(module.id), sourcePath);
  }
  if (!paths.size) throw new Error(`No client reference manifests under ${SERVER_APP}: run next build first.`);
  return paths;
}

const modulePaths = clientModulePaths();
const problems: string[] = [];
const seen = new Set<string>();
const counts = { static: 0, interactive: 0 };

for (const file of files(OUT, (name) => name.endsWith('.html')).sort()) {
  const fullPath = path.join(OUT, file);
  const route = routeOfFile(file);
  const interactive = Boolean(interactivePage(route));
  if (interactive) seen.add(route);
  const page = preparePage(route, readFileSync(fullPath, 'utf8'), modulePaths, interactive);
  if ('problem' in page) {
    problems.push(`${page.problem} (out/${file})`);
    continue;
  }
  writeFileSync(fullPath, page.html);
  counts[page.kind]++;
}

for (const page of INTERACTIVE_PAGES) {
  if (!seen.has(page.route)) problems.push(`${page.route} is listed in lib/interactive-pages.ts but the build exported no such page.`);
}

if (problems.length) {
  console.error(`Static pages: the build cannot ship these pages as they are:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Static pages: ${counts.static} pages ship no JavaScript; ${counts.interactive} interactive pages load their scripts after the page.`);
