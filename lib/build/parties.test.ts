/** @jest-environment node */
import { site } from '@/content/site';
import { sitePrivacy } from '@/content/legal/site-privacy';
import { parties } from '@/lib/build/parties';

/**
 * The facts content/ holds that name a person or a company users are sent to: each is read from its
 * place, with its mark, so that confirming one (or leaving it invented) is what the build sees.
 */
describe('the parties a production build checks', () => {
  it('are the representatives in the EU and the UK and the website’s host, each with its name and whether it is still invented', () => {
    const { eu, uk } = site.owner.representatives;
    expect(parties().map(({ where, name, invented }) => ({ where, name, invented }))).toEqual([
      { where: 'content/site.ts: owner.representatives.eu', name: eu.value.name, invented: !eu.verified },
      { where: 'content/site.ts: owner.representatives.uk', name: uk.value.name, invented: !uk.verified },
      { where: 'content/legal/site-privacy.ts: host', name: sitePrivacy.host.value.name, invented: !sitePrivacy.host.verified },
    ]);
  });
});
