/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostFilesRemoval } from '@/lib/build/security-headers';
import { buildStepEnvironment, variablesFromRepository } from './workflow';

/**
 * .github/workflows/github-pages.yml, read as text: it must build with every
 * production variable the build requires and the Node version package.json
 * declares, and publish exactly what `npm run build` writes to out/.
 */
const workflow = readFileSync(path.join(__dirname, '..', '.github', 'workflows', 'github-pages.yml'), 'utf8');
const jobs = workflow.slice(workflow.indexOf('\njobs:'));
const job = (name: string) => {
  const start = jobs.indexOf(`\n  ${name}:\n`);
  const next = jobs.slice(start + 1).search(/\n {2}[a-z-]+:\n/);
  return next === -1 ? jobs.slice(start) : jobs.slice(start, start + 1 + next);
};

describe('the GitHub Pages workflow', () => {
  it('sets up the Node version package.json declares, and installs from the lock file', () => {
    expect(job('build')).toMatch(/uses: actions\/setup-node@[0-9a-f]{40} # v[\d.]+\n\s+with:\n(?:\s+#[^\n]*\n)?\s+node-version-file: package\.json\n/);
    expect(job('build')).not.toMatch(/node-version:/);
    expect(job('build')).toContain('- run: npm ci\n');
  });

  it('makes a production build with every NEXT_PUBLIC_ variable of the repository, whatever backends there are', () => {
    expect(buildStepEnvironment(workflow)).toEqual({ PRODUCTION_BUILD: "'1'" });
    const variables = job('build').slice(0, job('build').indexOf('run: npm run build'));
    expect(variables).toContain('run: node deploy/github-variables.mjs >> "$GITHUB_ENV"');
    expect(variables).toContain('REPOSITORY_VARIABLES: ${{ toJSON(vars) }}');
  });

  it('passes on the build variables as they are, with the owner’s flag for invented parties, and nothing else', () => {
    const given = { NEXT_PUBLIC_SITE_URL: 'https://example.com', NEXT_PUBLIC_ANY_API_URL: 'https://api.example.com/v1', NEXT_PUBLIC_EMPTY_API_URL: '', ALLOW_INVENTED_PARTIES: '1', OTHER: 'x', next_public_lower: 'y' };
    expect(variablesFromRepository(given)).toEqual({
      status: 0,
      env: { NEXT_PUBLIC_SITE_URL: 'https://example.com', NEXT_PUBLIC_ANY_API_URL: 'https://api.example.com/v1', NEXT_PUBLIC_EMPTY_API_URL: '', ALLOW_INVENTED_PARTIES: '1' },
      stderr: '',
    });
    expect(variablesFromRepository({})).toEqual({ status: 0, env: {}, stderr: '' });
  });

  it('stops on a value that would write another line into $GITHUB_ENV', () => {
    const result = variablesFromRepository({ NEXT_PUBLIC_SITE_URL: 'https://example.com\nPRODUCTION_BUILD=0' });
    expect(result.status).toBe(1);
    expect(result.env).toEqual({});
    expect(result.stderr).toContain('NEXT_PUBLIC_SITE_URL must be one line of text');
  });

  it('publishes out/ after the build, and only the deploy job may write to Pages', () => {
    const build = job('build');
    expect(build.indexOf('uses: actions/upload-pages-artifact@')).toBeGreaterThan(build.indexOf('run: npm run build'));
    expect(build).toMatch(/uses: actions\/upload-pages-artifact@[0-9a-f]{40} # v[\d.]+\n\s+with:\n\s+path: out\n/);
    expect(build).not.toMatch(/pages: write|id-token: write/);
    expect(workflow.slice(0, workflow.indexOf('\njobs:'))).toMatch(/\npermissions:\n {2}contents: read\n/);
    expect(job('deploy')).toMatch(/needs: build\n/);
    expect(job('deploy')).toMatch(/pages: write\n\s+id-token: write\n/);
    expect(job('deploy')).toMatch(/uses: actions\/deploy-pages@[0-9a-f]{40} # v[\d.]+\n/);
  });

  it('runs every action at a full commit, its release named in a comment, never at a tag or branch someone can move', () => {
    const actions = [...workflow.matchAll(/^[ -]*uses:(.*)$/gm)].map((match) => match[1]!.trim());
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('takes the other hosts’ configuration files out of out/ before publishing it', () => {
    const build = job('build');
    const removal = build.indexOf(`run: ${hostFilesRemoval()}\n`);
    expect(removal).toBeGreaterThan(build.indexOf('run: npm run build'));
    expect(removal).toBeLessThan(build.indexOf('uses: actions/upload-pages-artifact@'));
  });

  it('stops when Pages would serve the site below a path, where its root-relative links break', () => {
    expect(job('build')).toContain("if: steps.pages.outputs.base_path != ''");
  });
});
