/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStepEnvironment, literalEnvironment, variablesFromRepository } from '@/deploy/workflow';
import { BACKEND_VARIABLES, PRODUCTION_BUILD_VARIABLE } from '@/lib/env/build-config';
import { vercelConfig } from '@/lib/build/vercel';
import { draftApps, draftRefusal } from '@/lib/drafts';
import { establishmentRefusal } from '@/lib/legal/establishment';
import { partiesRefusal } from '@/lib/build/parties';
import { site } from '@/content/site';

/**
 * Runs the real `next build` with the project's next.config.ts, in a throwaway
 * folder (the config, package.json and links to lib/ and node_modules/) so the
 * project's .next/ and out/ stay untouched. The configuration is checked
 * before anything is compiled, so the folder needs no pages. The hosts' own
 * build commands run there too, through `npm run build`, as each host runs them.
 */

const ROOT = path.resolve(__dirname, '..', '..');
/** The origin content/site.ts says the site is published at: a production build refuses any other. */
const PRODUCTION = site.productionUrl.value;
const VARIABLES = Object.values(BACKEND_VARIABLES);
/** Every variable the build reads; none may leak in from the environment the tests run in. */
const BUILD_VARIABLES: string[] = ['NEXT_PUBLIC_SITE_URL', ...VARIABLES, PRODUCTION_BUILD_VARIABLE];

let project: string;

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'build-config-'));
  copyFileSync(path.join(ROOT, 'next.config.ts'), path.join(project, 'next.config.ts'));
  copyFileSync(path.join(ROOT, 'package.json'), path.join(project, 'package.json'));
  symlinkSync(path.join(ROOT, 'lib'), path.join(project, 'lib'), 'dir');
  // npm run build checks content/ first (scripts/check-content.ts, which tsx runs with tsconfig.json's paths).
  for (const folder of ['scripts', 'content']) symlinkSync(path.join(ROOT, folder), path.join(project, folder), 'dir');
  copyFileSync(path.join(ROOT, 'tsconfig.json'), path.join(project, 'tsconfig.json'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Runs `command` in the throwaway project with the test's environment less any build variable, plus `variables`. */
function run(command: string[], variables: Record<string, string>) {
  // Jest's NODE_ENV=test is not a build's, and the test's own environment must not supply a build variable.
  const inherited = Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !BUILD_VARIABLES.includes(name));
  // Next.js types NODE_ENV as always present; `next build` sets it itself.
  const env = { ...Object.fromEntries(inherited), NEXT_TELEMETRY_DISABLED: '1', ...variables } as unknown as NodeJS.ProcessEnv;
  const [program, ...args] = command as [string, ...string[]];
  const result = spawnSync(program, args, { cwd: project, env, encoding: 'utf8', timeout: 90_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function nextBuild(variables: Record<string, string>) {
  return run([process.execPath, path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], variables);
}

/** The refusal's lines, from the output of a failed build. */
function refusal(output: string): string[] {
  const start = output.search(/The (production )?build[^\n]* cannot use this configuration:/);
  expect(start).toBeGreaterThan(-1);
  const lines = output.slice(start).split('\n');
  return lines.slice(0, lines.findIndex((line) => line.startsWith('See "Configuration"')) + 1);
}

describe('next build', () => {
  it('stops a build whose every variable is set but empty, naming each variable', () => {
    const { status, output } = nextBuild(Object.fromEntries(['NEXT_PUBLIC_SITE_URL', ...VARIABLES].map((variable) => [variable, ''])));
    expect(status).not.toBe(0);
    expect(refusal(output)).toEqual([
      'The build cannot use this configuration:',
      "  - NEXT_PUBLIC_SITE_URL is set but empty; give the site's https: address, or unset it for a local build on http://localhost:3000.",
      ...VARIABLES.map((variable) => `  - ${variable} is set but empty; give the backend's URL, or unset it to use the development backend.`),
      'See "Configuration" in README.md.',
    ]);
    expect(existsSync(path.join(project, 'out'))).toBe(false);
  }, 120_000);

  it('stops a production build without backend URLs, naming the variable of every backend in one message', () => {
    const { status, output } = nextBuild({ NEXT_PUBLIC_SITE_URL: PRODUCTION });
    expect(status).not.toBe(0);
    expect(output).toContain(`The production build (NEXT_PUBLIC_SITE_URL=${PRODUCTION} is not a loopback address) cannot use this configuration:`);
    for (const variable of VARIABLES) expect(output).toContain(`  - ${variable} is not set`);
    expect(existsSync(path.join(project, 'out'))).toBe(false);
  }, 120_000);

  it('stops a production build whose backend is plain http:, naming only that variable', () => {
    const complete = Object.fromEntries(VARIABLES.map((variable) => [variable, 'https://api.example']));
    const plain = VARIABLES.at(-1)!;
    const { status, output } = nextBuild({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...complete, [plain]: 'http://api.example' });
    expect(status).not.toBe(0);
    expect(output).toContain(`${plain} must use https:`);
    for (const variable of VARIABLES.filter((name) => name !== plain)) expect(output).not.toContain(variable);
  }, 120_000);

  it('gets past the configuration when every backend has its https: URL', () => {
    const complete = Object.fromEntries(VARIABLES.map((variable) => [variable, 'https://api.example']));
    const { output } = nextBuild({ NEXT_PUBLIC_SITE_URL: PRODUCTION, ...complete });
    // The throwaway folder has no pages, so the build fails later, for that reason only, unless
    // content/ holds what a production build refuses right after the variables: a draft app, or
    // legal texts written for a country the owner has moved away from, or a representative or host still invented.
    const drafts = draftApps();
    const abroad = establishmentRefusal();
    const invented = partiesRefusal({});
    if (drafts.length || abroad || invented) {
      if (drafts.length) expect(output).toContain(draftRefusal(drafts)!.split('\n')[0]);
      for (const draft of drafts) expect(output).toContain(`  - ${draft.name} (content/apps/${draft.slug}/app.ts)`);
      if (abroad) expect(output).toContain(abroad.split('\n')[0]);
      if (invented) expect(output).toContain(invented.split('\n')[0]);
    } else {
      expect(output).toContain('Running next.config.ts');
      expect(output).toContain('Couldn\'t find any `pages` or `app` directory');
    }
    expect(output).not.toContain('cannot use this configuration');
    for (const variable of VARIABLES) expect(output).not.toContain(variable);
  }, 120_000);
});

describe('the hosts\' builds when the owner has set no variable', () => {
  it('stops the GitHub Pages workflow\'s build, which gets no build variable, or an empty one', () => {
    const workflow = readFileSync(path.join(ROOT, '.github', 'workflows', 'github-pages.yml'), 'utf8');
    const step = literalEnvironment(buildStepEnvironment(workflow));
    const none = run(['npm', 'run', 'build'], { ...step, ...variablesFromRepository({}).env });
    expect(none.status).not.toBe(0);
    expect(refusal(none.output)).toEqual([
      'The production build (PRODUCTION_BUILD=1) cannot use this configuration:',
      "  - NEXT_PUBLIC_SITE_URL is not set; a production build needs the site's https: address.",
      ...VARIABLES.map((variable) => `  - ${variable} is not set; a production build needs the backend's https: URL.`),
      'See "Configuration" in README.md.',
    ]);
    const empty = run(['npm', 'run', 'build'], { ...step, ...variablesFromRepository({ NEXT_PUBLIC_SITE_URL: '' }).env });
    expect(refusal(empty.output)).toContain("  - NEXT_PUBLIC_SITE_URL is set but empty; a production build needs the site's https: address.");
  }, 120_000);

  it('stops Vercel\'s build command, which gets no variable at all', () => {
    const { status, output } = run(['sh', '-c', vercelConfig().buildCommand], {});
    expect(status).not.toBe(0);
    expect(refusal(output)).toEqual([
      'The production build (PRODUCTION_BUILD=1) cannot use this configuration:',
      "  - NEXT_PUBLIC_SITE_URL is not set; a production build needs the site's https: address.",
      ...VARIABLES.map((variable) => `  - ${variable} is not set; a production build needs the backend's https: URL.`),
      'See "Configuration" in README.md.',
    ]);
  }, 120_000);
});
