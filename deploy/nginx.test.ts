/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX_SITE_FILE } from '@/lib/build/security-headers';

/**
 * deploy/nginx.conf, the owner's part of the nginx configuration: committed,
 * edited by the owner, never written by the build. e2e/deploy.spec.ts runs it
 * with a real nginx; these checks hold whatever names and paths the owner sets.
 */
const ROOT = path.resolve(__dirname, '..');
const config = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
/** The text of each top-level server block, comments left out. */
const servers = [...config.replace(/#[^\n]*/g, '').matchAll(/^server \{\n([\s\S]*?)\n\}$/gm)].map((match) => match[1]!);
const directive = (server: string, name: string) => [...server.matchAll(new RegExp(`^\\s*${name} ([^;]+);$`, 'gm'))].map((match) => match[1]!);

describe('deploy/nginx.conf', () => {
  it('is the owner’s file: the build does not write it and git keeps it', () => {
    const ignored = readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n');
    expect(ignored.filter((line) => /deploy|nginx/.test(line))).toEqual([]);
    const postExport = readFileSync(path.join(ROOT, 'scripts', 'post-export.ts'), 'utf8');
    expect(postExport).not.toMatch(/['"]deploy['"]|deploy\/nginx\.conf['"]/);
  });

  it('has a port-80 server that redirects to HTTPS on its own name, never the Host a client sent', () => {
    const [plain] = servers;
    expect(directive(plain!, 'listen')).toEqual(['80', '[::]:80']);
    expect(directive(plain!, 'return')).toEqual(['301 https://$server_name$request_uri']);
    expect(directive(plain!, 'server_name')).toHaveLength(1);
    expect(config).not.toMatch(/\$(host|http_host|http_x_forwarded_host)\b/);
  });

  it('has an HTTPS server with the same name, its certificate, and the build’s configuration from the root it serves', () => {
    const [plain, secure] = servers;
    expect(servers).toHaveLength(2);
    expect(directive(secure!, 'listen')).toEqual(['443 ssl http2', '[::]:443 ssl http2']);
    expect(directive(secure!, 'server_name')).toEqual(directive(plain!, 'server_name'));
    expect(directive(secure!, 'ssl_certificate')).toHaveLength(1);
    expect(directive(secure!, 'ssl_certificate_key')).toHaveLength(1);
    const [root] = directive(secure!, 'root');
    // Uploading out/ brings its own include: the two paths name the same folder.
    expect(directive(secure!, 'include')).toEqual([`${root}/${NGINX_SITE_FILE}`]);
  });

  it('leaves headers and locations to the generated include, so a build changes them without touching this file', () => {
    expect(config).not.toMatch(/^\s*(add_header|location|gzip\w*|error_page)\b/m);
  });
});
