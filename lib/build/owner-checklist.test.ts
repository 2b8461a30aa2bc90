/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { BACKEND_NAMES, backendVariable } from '@/lib/backends';
import { forms } from '@/lib/content/apps';
import { site } from '@/content/site';
import { TERMS, TRANSFERS } from '@/content/legal/shared';
import { legalRecords } from '@/lib/legal/records';
import { OPEN_QUESTIONS } from '@/content/legal/shared';
import { checklistDocument, OWNER_CHECKLIST_FILE, openQuestions, ownerChecklist, recipientsAbroad, transferLines } from '@/lib/build/owner-checklist';
import { ESTABLISHMENT } from '@/content/legal/shared';
import { sitePrivacy } from '@/content/legal/site-privacy';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

describe('the owner checklist', () => {
  it('is committed as written by npm run checklist, listing every invented fact', () => {
    expect(readFileSync(OWNER_CHECKLIST_FILE, 'utf8')).toBe(checklistDocument());
  });

  it('asks for the https: URL of every backend a form calls', () => {
    const document = checklistDocument([]);
    for (const { form } of forms) {
      expect(document).toContain(`- [ ] \`${backendVariable(form.backend)}\`: the https: base URL of the backend that answers \`${form.call.method} ${form.call.path}\` for \`${form.page.path}\``);
    }
    expect(document.match(/^- \[ \] `NEXT_PUBLIC_\w+_API_URL`/gm) ?? []).toHaveLength(BACKEND_NAMES.length);
  });

  it('lists the questions of every app record that only the owner can settle, and warns against uploading a local build’s EULA', () => {
    const document = checklistDocument([], ['made-up-app: which platforms allow their videos to be saved']);
    expect(document).toContain('## Questions only the owner can settle');
    expect(document).toContain('- [ ] **made-up-app**: which platforms allow their videos to be saved\n');
    expect(document).toMatch(/plain-text EULAs .* of a production build: those of a local build link to `http:\/\/localhost:3000`/);
    // Every question of every record, each once, under its app.
    const questions = openQuestions();
    expect(questions).toEqual([...OPEN_QUESTIONS.map((question) => `every app: ${question}`), ...legalRecords.flatMap((record) => record.openQuestions.map((question) => `${record.app}: ${question}`))]);
    for (const question of questions) expect(checklistDocument([], questions)).toContain(`- [ ] ${question.replace(/^([^:]+):/, '**$1**:')}\n`);
  });

  it('names where each fact is written and what it says, with the reason when one is given', () => {
    // Every fact content/ marks invented is listed where it is written, and none the owner confirmed: the list follows content/.
    const listed = ownerChecklist().map((fact) => fact.where);
    const owner = Object.entries(site.owner.representatives).map(([region, fact]) => [`site.owner.representatives.${region}`, fact] as const);
    const shared = [...Object.entries(TRANSFERS).map(([key, fact]) => [`legal.shared.transfers.${key}`, fact] as const), ...Object.entries(TERMS).map(([key, fact]) => [`legal.shared.terms.${key}`, fact] as const)];
    for (const [where, fact] of [['site.owner.address', site.owner.address] as const, ['site.footerYear', site.footerYear] as const, ...owner, ...shared]) {
      expect({ where, listed: listed.includes(where) }).toEqual({ where, listed: !fact.verified });
    }
    const document = checklistDocument([
      { where: 'site.social.github', value: 'https://github.com/example' },
      { where: 'legal.sample-app.minimumAge', value: 13, note: 'why' },
    ]);
    expect(document).toContain('2 facts to confirm.');
    expect(document).toContain('- [ ] `site.social.github`: https://github.com/example\n- [ ] `legal.sample-app.minimumAge`: 13 (why)\n');
  });
});

describe('the transfers abroad the owner must notify (KVKK Art. 9(5))', () => {
  const NOTIFY = "notify the signed contract to the Personal Data Protection Authority within five business days of signing (KVKK Art. 9(5))";

  it('list every processor of every record outside the controller’s country, and the website’s host, each on a line that asks for the notification', () => {
    const document = checklistDocument([]);
    const lines = document.split('\n').filter((line) => line.includes(NOTIFY));
    const abroad = [
      ...legalRecords.flatMap((record) => record.processors.map(({ value }) => value)),
      sitePrivacy.host.value,
    ].filter((recipient) => !recipient.region.includes(ESTABLISHMENT.value.country));
    expect(abroad.length).toBeGreaterThan(0);
    for (const { name } of abroad) expect({ name, lines: lines.filter((line) => line.includes(name)).length }).toEqual({ name, lines: 1 });
  });

  it('give a new processor abroad its line, one per company, and none to a processor at home', () => {
    const record = parseLegalRecord(recordFixture(), FIXTURE_APP, FIXTURE_OWNER);
    const added = (name: string, region: string, policyUrl: string) => ({ verified: true, value: { ...record.processors[0]!.value, name, region, policyUrl } });
    const changed = {
      ...record,
      processors: [added('Made Up Cloud', 'Atlantis', 'https://cloud.madeup.example/privacy'), added('Made Up Mail', 'Atlantis', 'https://mail.madeup.example/privacy'), added('Home Host', 'Lemuria', 'https://home.example/privacy')],
    };
    const recipients = recipientsAbroad([changed], { name: 'Made Up Host', region: 'Lemuria', policyUrl: 'https://host.example/privacy' }, 'Lemuria');
    expect(recipients.map((recipient) => recipient.name)).toEqual(['Made Up Cloud', 'Made Up Mail']);
    expect(transferLines(recipients)).toEqual([
      `- [ ] Made Up Cloud, Made Up Mail (the company of madeup.example), for ${FIXTURE_APP}: sign the Personal Data Protection Board's standard contract with it before any data goes there, and ${NOTIFY}`,
    ]);
  });
});
