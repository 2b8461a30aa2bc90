/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { checklistDocument, OWNER_CHECKLIST_FILE, ownerChecklist } from '@/lib/build/owner-checklist';

describe('the owner checklist', () => {
  it('is committed as written by npm run checklist, listing every invented fact', () => {
    expect(readFileSync(OWNER_CHECKLIST_FILE, 'utf8')).toBe(checklistDocument());
  });

  it('asks for the https: URL of every backend a form calls', () => {
    const document = checklistDocument([]);
    expect(document).toContain('- [ ] `NEXT_PUBLIC_FUNO_API_URL`: the https: base URL of the backend that answers `DELETE /api/user/user-delete` for `/funo/account-delete`');
    expect(document.match(/^- \[ \] `NEXT_PUBLIC_\w+_API_URL`/gm)).toHaveLength(5);
  });

  it('names where each fact is written and what it says, with the reason when one is given', () => {
    const facts = ownerChecklist();
    expect(facts.length).toBeGreaterThan(0);
    expect(facts.map((fact) => fact.where)).toContain('site.owner.address');
    const document = checklistDocument([
      { where: 'site.social.github', value: 'https://github.com/example' },
      { where: 'legal.funo.minimumAge', value: 13, note: 'why' },
    ]);
    expect(document).toContain('2 facts to confirm.');
    expect(document).toContain('- [ ] `site.social.github`: https://github.com/example\n- [ ] `legal.funo.minimumAge`: 13 (why)\n');
  });
});
