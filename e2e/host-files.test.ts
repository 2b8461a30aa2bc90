import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
// The route matcher Next.js uses for headers(), from the same library whose `source` syntax vercel.json uses.
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { headersRuleMatches } from '../lib/build/host-configs';
import { HOST_FILES, hostFilesRemoval } from '../lib/build/security-headers';
import { readOut } from './out-files';

// Reads out/ and the committed host configurations, no browser: run after the build by `npm run test:export`.
// Each host file, as its host reads it: the host files are not served where the host can refuse them, and
// the 404 page, under any name, gets a policy header that with its meta tag is the page's full policy.

const ROOT = path.resolve(__dirname, '..');
/** Names a visitor may ask for that are no page: the 404 page answers each. */
const UNKNOWN = ['/this-page-does-not-exist', '/work/nope', '/favicon.ico', '/nope.txt', '/icons/nope.png'];

const notFoundPage = readOut('404.html');
const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(notFoundPage)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** The 404 page's full policy: its meta tag's, and frame-ancestors, which only a header can carry. */
const FULL_POLICY = `${metaPolicy}; frame-ancestors 'none'`;

/**
 * What is wrong with the policies a browser enforces together for the 404
 * page (its header policies and its meta tag's), against FULL_POLICY: a
 * directive that is not the full policy's, one of the full policy's that none
 * has, or a default-src without the fetch directives that narrow it.
 */
function enforcedAgainstFull(headerPolicies: string[]): string[] {
  const full = new Set(FULL_POLICY.split('; '));
  const policies = [...headerPolicies, metaPolicy].map((policy) => policy.split('; '));
  const fetchDirectives = [...full].filter((directive) => /^[a-z-]+-src /.test(directive) && !directive.startsWith('default-src '));
  return [
    ...policies.flat().filter((directive) => !full.has(directive)).map((directive) => `not in the page's policy: ${directive}`),
    ...[...full].filter((directive) => !policies.some((policy) => policy.includes(directive))).map((directive) => `enforced by none: ${directive}`),
    ...policies
      .filter((policy) => policy.some((directive) => directive.startsWith('default-src ')))
      .flatMap((policy) => fetchDirectives.filter((directive) => !policy.includes(directive)).map((directive) => `default-src stands in for ${directive}`)),
  ];
}

test('the 404 page’s meta tag holds its policy, which frame-ancestors completes', () => {
  expect(metaPolicy).toMatch(/^default-src 'none'; script-src 'sha256-/);
  expect(metaPolicy).not.toContain('frame-ancestors');
});

describe('out/nginx-site.conf (nginx)', () => {
  const config = readOut('nginx-site.conf');
  const block = (match: string) => new RegExp(`\\nlocation ${match.replace(/[.*/]/g, '\\$&')} \\{\\n([^}]*)\\n\\}`).exec(config)?.[1] ?? '';

  test('answers 404 for every host file', () => {
    for (const file of HOST_FILES) expect({ file, block: block(`= /${file}`).trim() }).toEqual({ file, block: 'return 404;' });
  });

  test('answers every unknown path with the 404 page and its full policy', () => {
    expect(config).toMatch(/\nerror_page 404 \/404\.html;\n/);
    const page = block('= /404.html');
    expect(page).toContain('internal;');
    const policies = [...page.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map((match) => match[1]!);
    expect(policies).toEqual([FULL_POLICY]);
    expect(enforcedAgainstFull(policies)).toEqual([]);
  });
});

describe('out/serve.json (scripts/serve.ts: npm start, the browser tests)', () => {
  let server: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts', 'out', '--port', String(port)], { cwd: ROOT, stdio: 'ignore' });
    // Until it answers or stops: tsx compiles it first, which takes seconds on a busy machine.
    while (server.exitCode === null) {
      if (await fetch(`${origin}/`).then(() => true, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`scripts/serve.ts did not answer on ${origin}: it exited with ${server.exitCode}`);
  }, 120_000);

  afterAll(async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  test('answers 404 with the 404 page for every host file, however its name is written', async () => {
    for (const file of HOST_FILES) {
      const escaped = `/%${file.charCodeAt(0).toString(16)}${file.slice(1)}`;
      for (const name of [`/${file}`, `/${file.toUpperCase()}`, escaped, `/./${file}`]) {
        const answer = await fetch(`${origin}${name}`);
        expect({ name, status: answer.status }).toEqual({ name, status: 404 });
        expect(await answer.text()).toBe(notFoundPage);
      }
    }
  });

  test('answers every unknown path, and every host file, with the 404 page and its full policy', async () => {
    for (const name of [...UNKNOWN, ...HOST_FILES.map((file) => `/${file}`)]) {
      const answer = await fetch(`${origin}${name}`);
      expect({ name, status: answer.status }).toEqual({ name, status: 404 });
      expect({ name, problems: enforcedAgainstFull([answer.headers.get('content-security-policy') ?? '']) }).toEqual({ name, problems: [] });
    }
  });
});

describe('out/_headers (Netlify, Cloudflare Pages)', () => {
  const rules = readOut('_headers')
    .trim()
    .split(/\n\s*\n/)
    .map((rule) => {
      const [rulePath, ...lines] = rule.split('\n');
      return { rulePath: rulePath!, headers: lines.map((line) => /^ {2}([A-Za-z-]+): (.+)$/.exec(line)!.slice(1, 3) as [string, string]) };
    });

  test('gives the 404 page, under any name, a policy header that with its meta tag is its full policy', () => {
    // Both hosts choose headers by the URL asked for. _headers itself is read, not served, by both;
    // they have no setting that refuses serve.json or nginx-site.conf.
    for (const name of UNKNOWN) {
      const policies = rules
        .filter((rule) => headersRuleMatches(rule.rulePath, name))
        .flatMap((rule) => rule.headers.filter(([key]) => key === 'Content-Security-Policy').map(([, value]) => value));
      expect({ name, policies: policies.length }).toEqual({ name, policies: 1 });
      expect({ name, problems: enforcedAgainstFull(policies) }).toEqual({ name, problems: [] });
    }
  });
});

describe('vercel.json (Vercel)', () => {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'vercel.json'), 'utf8')) as {
    buildCommand: string;
    outputDirectory: string;
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };

  test('takes the host files out of what it publishes', () => {
    expect(config.outputDirectory).toBe('out');
    expect(config.buildCommand.endsWith(` && ${hostFilesRemoval()}`)).toBe(true);
    for (const file of HOST_FILES) expect(hostFilesRemoval().split(' ')).toContain(`out/${file}`);
  });

  test('gives the 404 page, under any name, a policy header that with its meta tag is its full policy', () => {
    for (const name of UNKNOWN) {
      // Every matching rule applies, a later one replacing a header of the same name.
      const headers: Record<string, string> = {};
      for (const rule of config.headers.filter((candidate) => pathToRegexp(candidate.source).test(name))) {
        for (const { key, value } of rule.headers) headers[key] = value;
      }
      expect({ name, problems: enforcedAgainstFull([headers['Content-Security-Policy'] ?? '']) }).toEqual({ name, problems: [] });
    }
  });
});

describe('.github/workflows/github-pages.yml (GitHub Pages)', () => {
  // GitHub Pages sends no header of the site's: the 404 page has its meta tag alone (docs/DEPLOY.md).
  test('takes the host files out of out/ before publishing it', () => {
    const workflow = readFileSync(path.join(ROOT, '.github', 'workflows', 'github-pages.yml'), 'utf8');
    expect(workflow).toContain(`run: ${hostFilesRemoval()}\n`);
    for (const file of HOST_FILES) expect(hostFilesRemoval().split(' ')).toContain(`out/${file}`);
  });
});
