import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The GitHub Pages workflow's build, read from its text: the `env:` under
 * `run: npm run build`, each variable with its value as written (`'1'`), and
 * what its variables step (deploy/github-variables.mjs) gives the build for a
 * set of repository variables. For the tests that check and run them.
 */
export function buildStepEnvironment(workflow: string): Record<string, string> {
  const build = /\n( +)run: npm run build\n\1env:\n((?:\1 {2}.*\n)+)/.exec(workflow);
  if (!build) throw new Error('.github/workflows/github-pages.yml: no `run: npm run build` step with an env: block.');
  return Object.fromEntries([...build[2]!.matchAll(/^\s+(\w+): (.+)$/gm)].map((match) => [match[1]!, match[2]!]));
}

/** The step's environment as the runner sets it: a quoted literal is its text. */
export function literalEnvironment(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => {
      const quoted = /^'(.*)'$/.exec(value);
      if (!quoted) throw new Error(`.github/workflows/github-pages.yml: ${name}: ${value} is not a quoted literal.`);
      return [name, quoted[1]!];
    }),
  );
}

/** What deploy/github-variables.mjs adds to $GITHUB_ENV for these repository variables, or its refusal. */
export function variablesFromRepository(variables: Record<string, unknown>): { status: number | null; env: Record<string, string>; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(__dirname, 'github-variables.mjs')], {
    env: { REPOSITORY_VARIABLES: JSON.stringify(variables) } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
  const env = Object.fromEntries(
    result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { status: result.status, env, stderr: result.stderr };
}
