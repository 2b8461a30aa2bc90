/**
 * After `next build` and scripts/static-pages.ts: gives every exported page its
 * Content-Security-Policy, allowing exactly what the page ends up containing
 * (the hashes of its inline scripts, script files only on interactive pages,
 * only the backend its form calls), as a meta tag, and writes the host
 * configurations with the same policies: out/serve.json (npm start, tests),
 * out/_headers (Cloudflare Pages, Netlify) and deploy/nginx.conf.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backendOfPage } from '../lib/backends';
import { resolveBuildConfig } from '../lib/env';
import { interactivePage } from '../lib/interactive-pages';
import {
  contentSecurityPolicy,
  inlineScripts,
  loadsScriptFiles,
  netlifyHeaders,
  nginxConfig,
  type PageNeeds,
  type PagePolicy,
  routeOfFile,
  scriptHash,
  serveConfig,
  withCspMeta,
} from '../lib/security-headers';

const OUT = path.resolve('out');
// The same environment resolved the same way as next.config.ts did for the bundles.
const apiBaseUrls = resolveBuildConfig(process.env).backends;

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

const pages: PagePolicy[] = [];

for (const file of htmlFiles(OUT).sort()) {
  const fullPath = path.join(OUT, file);
  const html = readFileSync(fullPath, 'utf8');
  const route = routeOfFile(file);
  const interactive = interactivePage(route);
  const backend = backendOfPage(route);
  const needs: PageNeeds = {
    hashes: inlineScripts(html).map(scriptHash),
    // An interactive page's loader adds its script files after the page has loaded.
    scriptFiles: Boolean(interactive) || loadsScriptFiles(html),
    connect: backend ? [new URL(apiBaseUrls[backend]).origin] : [],
  };
  writeFileSync(fullPath, withCspMeta(html, contentSecurityPolicy(needs, 'meta')));
  pages.push({ file, route, policy: contentSecurityPolicy(needs, 'header') });
}

writeFileSync(path.join(OUT, 'serve.json'), `${JSON.stringify(serveConfig(pages), null, 2)}\n`);
writeFileSync(path.join(OUT, '_headers'), netlifyHeaders(pages));
mkdirSync('deploy', { recursive: true });
writeFileSync(path.join('deploy', 'nginx.conf'), nginxConfig(pages));
const backends = [...new Set(Object.values(apiBaseUrls).map((url) => new URL(url).origin))];
console.log(`Security headers: ${pages.length} pages, backends ${backends.join(' ')}; wrote out/serve.json, out/_headers, deploy/nginx.conf`);
