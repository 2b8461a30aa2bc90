/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { appPages, apps, forms } from '@/lib/content/apps';
import { sitePages } from '@/lib/content/pages';
import { site } from '@/content/site';
import { BACKEND_NAMES, backendVariable } from '@/lib/backends';
import { GENERATED_FILES, generatedDocument, REFERENCE_FILE, referenceDocument, referenceProblem } from '@/lib/build/reference';

describe('docs/REFERENCE.md', () => {
  const committed = readFileSync(REFERENCE_FILE, 'utf8');

  it('is committed with its generated parts as `npm run docs` writes them from content/', () => {
    expect(committed).toBe(referenceDocument(committed));
  });

  it('names every app page and every form’s call and words', () => {
    for (const page of appPages) expect(committed).toContain(`| \`${page.path}\` |`);
    for (const { form } of forms) {
      expect(committed).toContain(`\`${form.call.method} ${form.call.path}\``);
      expect(committed).toContain(`\`${form.answers.failure.otherwise}\``);
    }
  });

  it('refuses a generated part it does not know', () => {
    expect(() => generatedDocument('README.md', '<!-- generated: nothing -->\nx\n<!-- end generated -->')).toThrow('README.md: no generated part named "nothing"');
    expect(() => referenceDocument('<!-- generated: nothing -->\nx\n<!-- end generated -->')).toThrow('no generated part named "nothing"');
  });
});

describe('the documents with generated parts', () => {
  it.each(GENERATED_FILES)('%s is committed as `npm run docs` writes it from content/', (file) => {
    const committed = readFileSync(file, 'utf8');
    expect(committed).toBe(generatedDocument(file, committed));
  });

  it('the README’s title names the owner, and its production build sets every backend’s variable', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme.split('\n')).toContain(`# ${site.owner.name} — portfolio, apps and account pages`);
    for (const name of BACKEND_NAMES) expect(readme).toContain(`${backendVariable(name)}=https://`);
  });

  it('the build names the stale file: a README whose title names someone else', () => {
    const stale = (file: string) => readFileSync(file, 'utf8').replace(`# ${site.owner.name} —`, '# Made-Up Owner —');
    expect(referenceProblem(stale)).toBe('README.md does not say what content/ holds (the owner, the backends, the pages, forms and calls): run `npm run docs` and commit the files.');
    expect(referenceProblem()).toBeNull();
  });
});

describe('what the hand-written docs count and list', () => {
  it('docs/PERFORMANCE.md counts the pages that load JavaScript from the forms content/ has: the home page and each form, each in both languages', () => {
    const formPages = apps.flatMap((app) => app.forms).length;
    const words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
    const performance = readFileSync('docs/PERFORMANCE.md', 'utf8').replace(/\n/g, ' ');
    expect(performance).toContain(`Only ${words[2 * (formPages + 1)] ?? 2 * (formPages + 1)} pages load JavaScript`);
    expect(performance).toContain(formPages === 1 ? 'the one form' : `the ${words[formPages] ?? formPages} forms`);
  });

  it('the build names a page of content/pages.ts without its row in the route table of docs/REFERENCE.md', () => {
    const page = sitePages.find((candidate) => candidate.path !== '/')!;
    const withoutRow = (file: string) => {
      const text = readFileSync(file, 'utf8');
      return file === REFERENCE_FILE ? text.split('\n').filter((line) => !line.startsWith(`| \`${page.path}\` |`)).join('\n') : text;
    };
    expect(referenceProblem(withoutRow)).toBe(
      `docs/REFERENCE.md has no row for \`${page.path}\` of content/pages.ts in its route table ("1. Routes"): add one saying what the page is, as docs/OWNER-GUIDE.md's "A page of the site" says.`,
    );
  });
});
