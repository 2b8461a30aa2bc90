/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { appPages, forms } from '@/lib/content/apps';
import { REFERENCE_FILE, referenceDocument } from '@/lib/build/reference';

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
    expect(() => referenceDocument('<!-- generated: nothing -->\nx\n<!-- end generated -->')).toThrow('no generated part named "nothing"');
  });
});
