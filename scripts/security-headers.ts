/**
 * After `next build`: gives every exported page its Content-Security-Policy
 * (the hashes of its own inline scripts, the configured backends) as a meta
 * tag, and writes the host configurations with the same policies:
 * out/serve.json (npm start, tests), out/_headers (Netlify, Cloudflare Pages)
 * and deploy/nginx.conf.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiBaseUrls } from '../lib/env';
import {
  contentSecurityPolicy,
  inlineScripts,
  netlifyHeaders,
  nginxConfig,
  type PagePolicy,
  routeOfFile,
  scriptHash,
  serveConfig,
  withCspMeta,
} from '../lib/security-headers';

const OUT = path.resolve('out');

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

const backendOrigins = [...new Set(Object.values(apiBaseUrls).map((url) => new URL(url).origin))];
const pages: PagePolicy[] = [];

for (const file of htmlFiles(OUT).sort()) {
  const fullPath = path.join(OUT, file);
  const html = readFileSync(fullPath, 'utf8');
  const hashes = inlineScripts(html).map(scriptHash);
  writeFileSync(fullPath, withCspMeta(html, contentSecurityPolicy(hashes, backendOrigins, 'meta')));
  pages.push({ file, route: routeOfFile(file), policy: contentSecurityPolicy(hashes, backendOrigins, 'header') });
}

writeFileSync(path.join(OUT, 'serve.json'), `${JSON.stringify(serveConfig(pages), null, 2)}\n`);
writeFileSync(path.join(OUT, '_headers'), netlifyHeaders(pages));
mkdirSync('deploy', { recursive: true });
writeFileSync(path.join('deploy', 'nginx.conf'), nginxConfig(pages));
console.log(`Security headers: ${pages.length} pages, connect-src ${backendOrigins.join(' ')}; wrote out/serve.json, out/_headers, deploy/nginx.conf`);
