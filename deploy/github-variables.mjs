/**
 * Prints, as NAME=value lines for $GITHUB_ENV, every repository variable of
 * the GitHub Pages workflow whose name is a build variable (NEXT_PUBLIC_…, and
 * ALLOW_INVENTED_PARTIES, the owner's flag of lib/build/parties.ts):
 * the workflow passes them all (`toJSON(vars)` in REPOSITORY_VARIABLES), so a
 * new backend's NEXT_PUBLIC_<NAME>_API_URL needs no edit of the workflow. A
 * variable the repository does not define is simply absent, and the
 * production build refuses it by name. A value with a line break could write
 * another variable into $GITHUB_ENV, so it stops the workflow instead.
 */
const variables = JSON.parse(process.env.REPOSITORY_VARIABLES || '{}');
const lines = [];
for (const [name, value] of Object.entries(variables)) {
  if (!/^NEXT_PUBLIC_[A-Z0-9_]+$/.test(name) && name !== 'ALLOW_INVENTED_PARTIES') continue;
  if (typeof value !== 'string' || /[\r\n]/.test(value)) {
    console.error(`The repository variable ${name} must be one line of text.`);
    process.exit(1);
  }
  lines.push(`${name}=${value}`);
}
process.stdout.write(lines.map((line) => `${line}\n`).join(''));
