/** @jest-environment node */
import { buildRefusal } from '@/lib/build/refusals';
import { draftRefusal } from '@/lib/drafts';
import { BACKEND_VARIABLES, checkBuildConfig } from '@/lib/env/build-config';
import { establishmentRefusal } from '@/lib/legal/establishment';
import { type Party, partiesRefusal } from '@/lib/build/parties';

/**
 * A production build stops with one message for every reason at once, whatever
 * content/ holds today: the test brings its own draft and its own move abroad.
 */
const VARIABLES = Object.values(BACKEND_VARIABLES);
const complete = { NEXT_PUBLIC_SITE_URL: 'https://owner.example.com', ...Object.fromEntries(VARIABLES.map((variable, index) => [variable, `https://api${index}.example.com`])) };
const plain = VARIABLES.at(-1)!;
const wrongVariable = { ...complete, [plain]: 'http://api.example.com' };
const drafts = [{ slug: 'made-up-draft', name: 'Made Up Draft' }];
/** Two countries no test of content/ could confuse with the owner's: the owner is in the first, the texts are written for the second. */
const abroad = { ownerCountry: 'Atlantis', textsCountry: 'Lemuria', productionUrl: complete.NEXT_PUBLIC_SITE_URL, parties: [] };
const settled = { drafts: [], ownerCountry: 'Lemuria', textsCountry: 'Lemuria', productionUrl: complete.NEXT_PUBLIC_SITE_URL, parties: [] };

describe('the one message a stopped build gives', () => {
  it('names a wrong variable, every draft app and the legal texts of another country together', () => {
    const message = buildRefusal(wrongVariable, { drafts, ...abroad })!;
    const parts = message.split('\n\n');
    expect(parts).toEqual([checkBuildConfig(wrongVariable).refusal, draftRefusal(drafts), establishmentRefusal(abroad.ownerCountry, abroad.textsCountry)]);
    expect(parts[0]).toContain(`${plain} must use https:`);
    expect(parts[1]).toContain('  - Made Up Draft (content/apps/made-up-draft/app.ts)');
    expect(parts[2]).toContain("the owner's address (content/site.ts) is in Atlantis");
  });

  it('names the drafts and the move alone once the variables are right, and nothing once all is done', () => {
    expect(buildRefusal(complete, { drafts, ...abroad })).toBe([draftRefusal(drafts), establishmentRefusal(abroad.ownerCountry, abroad.textsCountry)].join('\n\n'));
    expect(buildRefusal(complete, { drafts: [], ...abroad })).toBe(establishmentRefusal(abroad.ownerCountry, abroad.textsCountry));
    expect(buildRefusal(complete, settled)).toBeNull();
  });

  it('lets a local build show drafts and texts under review, and still names its wrong variables', () => {
    expect(buildRefusal({}, { drafts, ...abroad })).toBeNull();
    const local = { NEXT_PUBLIC_SITE_URL: '' };
    expect(buildRefusal(local, { drafts, ...abroad })).toBe(checkBuildConfig(local).refusal);
    expect(checkBuildConfig(local).refusal).toContain('NEXT_PUBLIC_SITE_URL is set but empty');
  });
});

describe('one production origin', () => {
  it('stops a production build whose site URL is another host than productionUrl, saying which to change', () => {
    const www = { ...complete, NEXT_PUBLIC_SITE_URL: 'https://www.owner.example.com' };
    expect(buildRefusal(www, { ...settled, productionUrl: 'https://owner.example.com' })).toBe(
      [
        'The production build has two origins: NEXT_PUBLIC_SITE_URL is https://www.owner.example.com, but productionUrl in content/site.ts is https://owner.example.com,',
        "which the stores' forms in docs/stores/ link to. Pages, sitemap and store listings must name one host:",
        'if the site is published at https://www.owner.example.com, set productionUrl in content/site.ts to it and run npm run docs;',
        'otherwise set NEXT_PUBLIC_SITE_URL to https://owner.example.com on the host.',
      ].join('\n'),
    );
  });

  it('accepts the same origin written with a trailing slash, and leaves a local build alone', () => {
    expect(buildRefusal(complete, { ...settled, productionUrl: `${complete.NEXT_PUBLIC_SITE_URL}/` })).toBeNull();
    expect(buildRefusal({}, { ...settled, productionUrl: 'https://owner.example.com' })).toBeNull();
  });
});

describe('a representative or a host content/ still names by a made-up name', () => {
  /** Parties of the test's own: one still invented, one the owner has confirmed. */
  const made: Party = { where: 'content/site.ts: owner.representatives.eu', what: 'the representative in the EU (GDPR Art. 27)', name: 'Made Up Vertretung GmbH', invented: true };
  const host: Party = { where: 'content/legal/site-privacy.ts: host', what: "the host the website's notice names", name: 'Made Up Hosting Ltd', invented: true };
  const real: Party = { ...made, where: 'content/site.ts: owner.representatives.uk', name: 'Appointed Representative Ltd', invented: false };

  it('stops a production build, naming each invented one with its file and field, and not the confirmed one', () => {
    const message = buildRefusal(complete, { ...settled, parties: [made, host, real] })!;
    expect(message.split('\n')).toEqual([
      'The production build would publish names this repository made up, as people users may write to or as the company that serves the site:',
      '  - content/site.ts: owner.representatives.eu: "Made Up Vertretung GmbH", the representative in the EU (GDPR Art. 27), is still invented(...)',
      '  - content/legal/site-privacy.ts: host: "Made Up Hosting Ltd", the host the website\'s notice names, is still invented(...)',
      'Appoint or confirm each, write its real name, address and e-mail there and mark it confirmed(...), then run npm run docs.',
      'To publish before then, knowing the pages name placeholders, set ALLOW_INVENTED_PARTIES=1 for the build (README, "Configuration").',
    ]);
  });

  it('lets the owner publish them with ALLOW_INVENTED_PARTIES=1, and refuses any other value of the flag', () => {
    expect(buildRefusal({ ...complete, ALLOW_INVENTED_PARTIES: '1' }, { ...settled, parties: [made, host] })).toBeNull();
    expect(buildRefusal({ ...complete, ALLOW_INVENTED_PARTIES: 'yes' }, { ...settled, parties: [made] })).toBe('ALLOW_INVENTED_PARTIES must be 1 or unset; it is set to something else.');
  });

  it('leaves a local build alone, and a production build once every party is confirmed', () => {
    expect(buildRefusal({}, { ...settled, parties: [made, host] })).toBeNull();
    expect(buildRefusal(complete, { ...settled, parties: [real] })).toBeNull();
    expect(partiesRefusal({}, [real])).toBeNull();
  });
});
