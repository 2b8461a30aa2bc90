/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKEND_VARIABLES } from '@/lib/env';

/**
 * Runs the real `next build` with the project's next.config.ts, in a throwaway
 * folder (the config, package.json and links to lib/ and node_modules/) so the
 * project's .next/ and out/ stay untouched. The configuration is checked
 * before anything is compiled, so the folder needs no pages.
 */

const ROOT = path.resolve(__dirname, '..');
const VARIABLES = Object.values(BACKEND_VARIABLES);

let project: string;

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'build-config-'));
  copyFileSync(path.join(ROOT, 'next.config.ts'), path.join(project, 'next.config.ts'));
  copyFileSync(path.join(ROOT, 'package.json'), path.join(project, 'package.json'));
  symlinkSync(path.join(ROOT, 'lib'), path.join(project, 'lib'), 'dir');
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

function nextBuild(variables: Record<string, string>) {
  // Jest's NODE_ENV=test is not a build's, and the test's own environment must not supply a backend.
  const inherited = Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !(VARIABLES as string[]).includes(name));
  // Next.js types NODE_ENV as always present; `next build` sets it itself.
  const env = { ...Object.fromEntries(inherited), NEXT_TELEMETRY_DISABLED: '1', ...variables } as unknown as NodeJS.ProcessEnv;
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: project,
    env,
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('next build', () => {
  it('stops a production build without backend URLs, naming all five variables in one message', () => {
    const { status, output } = nextBuild({ NEXT_PUBLIC_SITE_URL: 'https://keremaksoy.dev' });
    expect(status).not.toBe(0);
    expect(output).toContain('The production build (NEXT_PUBLIC_SITE_URL=https://keremaksoy.dev is not a loopback address) cannot use this configuration:');
    for (const variable of VARIABLES) expect(output).toContain(`  - ${variable} is not set`);
    expect(existsSync(path.join(project, 'out'))).toBe(false);
  }, 120_000);

  it('stops a production build whose backend is plain http:, naming only that variable', () => {
    const complete = Object.fromEntries(VARIABLES.map((variable) => [variable, 'https://api.example']));
    const { status, output } = nextBuild({ NEXT_PUBLIC_SITE_URL: 'https://keremaksoy.dev', ...complete, NEXT_PUBLIC_FUNO_API_URL: 'http://api.example' });
    expect(status).not.toBe(0);
    expect(output).toContain('NEXT_PUBLIC_FUNO_API_URL must use https:');
    for (const variable of VARIABLES.filter((name) => name !== 'NEXT_PUBLIC_FUNO_API_URL')) expect(output).not.toContain(variable);
  }, 120_000);

  it('gets past the configuration when all five https: URLs are given', () => {
    const complete = Object.fromEntries(VARIABLES.map((variable) => [variable, 'https://api.example']));
    const { output } = nextBuild({ NEXT_PUBLIC_SITE_URL: 'https://keremaksoy.dev', ...complete });
    // The throwaway folder has no pages, so the build fails later, for that reason only.
    expect(output).toContain('Running next.config.ts');
    expect(output).toContain('Couldn\'t find any `pages` or `app` directory');
    expect(output).not.toContain('cannot use this configuration');
    for (const variable of VARIABLES) expect(output).not.toContain(variable);
  }, 120_000);
});
