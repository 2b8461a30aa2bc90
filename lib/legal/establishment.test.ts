/** @jest-environment node */
import { ESTABLISHMENT } from '@/content/legal/shared';
import { site } from '@/content/site';
import { establishmentRefusal } from '@/lib/legal/establishment';

describe('the country the legal texts are written for', () => {
  /** A country no owner could live in, made up for this run. */
  const elsewhere = `Countryx${Math.random().toString(36).slice(2, 8)}`;

  it('lets a production build ship them while the owner lives there', () => {
    expect(establishmentRefusal(ESTABLISHMENT.value.country)).toBeNull();
    // By default the owner's country is read from content/site.ts.
    const ownerCountry: string = site.owner.address.value.country;
    expect(establishmentRefusal() === null).toBe(ownerCountry === ESTABLISHMENT.value.country);
  });

  it('stops a production build after a move abroad, naming both countries and the record to change', () => {
    const message = establishmentRefusal(elsewhere)!;
    expect(message).toMatch(new RegExp(`^The production build cannot ship legal texts written for another country: the owner's address \\(content/site\\.ts\\) is in ${elsewhere},`));
    expect(message).toContain(`written for a controller established in ${ESTABLISHMENT.value.country}`);
    expect(message).toContain(`then set ESTABLISHMENT in content/legal/shared.ts to ${elsewhere}.`);
    // Once the texts are reviewed and the record names the new country, the build goes on.
    expect(establishmentRefusal(elsewhere, elsewhere)).toBeNull();
  });
});
