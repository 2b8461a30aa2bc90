/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { appPages, forms } from '@/lib/content/apps';
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
