/**
 * The GitHub Pages workflow's build step, read from its text: the `env:` under
 * `run: npm run build`, each variable with its value as written
 * (`${{ vars.X }}`, `'1'`). For the tests that check and run that step.
 */
export function buildStepEnvironment(workflow: string): Record<string, string> {
  const build = /\n( +)run: npm run build\n\1env:\n((?:\1 {2}.*\n)+)/.exec(workflow);
  if (!build) throw new Error('.github/workflows/github-pages.yml: no `run: npm run build` step with an env: block.');
  return Object.fromEntries([...build[2]!.matchAll(/^\s+(\w+): (.+)$/gm)].map((match) => [match[1]!, match[2]!]));
}

/**
 * The environment GitHub Actions gives the step when the repository defines
 * none of its variables: `${{ vars.X }}` is then the empty string, which the
 * runner sets as an empty variable; a quoted literal is its text.
 */
export function withUnsetRepositoryVariables(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => {
      if (/^\$\{\{ vars\.\w+ \}\}$/.test(value)) return [name, ''];
      const quoted = /^'(.*)'$/.exec(value);
      if (quoted) return [name, quoted[1]!];
      throw new Error(`.github/workflows/github-pages.yml: ${name}: ${value} is neither a repository variable nor a quoted literal.`);
    }),
  );
}
