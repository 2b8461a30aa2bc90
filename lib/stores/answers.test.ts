/**
 * @jest-environment node
 *
 * The stores' answers against an answer of the test's own: each app's Data safety CSV and App
 * Privacy answers as the stores' rules make them from the inventory's entries, computed here from
 * the entries (never by the code that writes the forms), and the fixture record's CSV against a
 * golden list of answers checked by hand once. The answers of Play's rules:
 * - a data type is "required" when any of its entries is; "Users can choose" only when every one is optional;
 * - its purposes are every purpose of any of its entries; it is "shared" when any entry is given to a third party;
 * - it is "processed ephemerally" only when every entry is.
 * Apple's: a data type is "linked" when any entry of it is, and "used for tracking" when any is.
 */
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { site } from '@/content/site';
import { legalFile, tableOfContents } from '@/lib/legal/documents';
import { type App, apps, deletionPage } from '@/lib/content/apps';
import type { InventoryEntry, LegalRecord } from '@/lib/legal/facts';
import { legalRecord, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';
import { appPrivacyDocument, parsePlayCsv, playDataSafetyCsv, type PlayRow } from '@/lib/stores/forms';
import { DATA_TYPES, PURPOSES } from '@/lib/stores/taxonomy';

const ORIGIN = site.productionUrl.value;
const USAGE = 'PSL_DATA_USAGE_RESPONSES';

/** The answered rows of a CSV, as "question,response,value", in the file's order. */
const answered = (rows: PlayRow[]) => rows.filter((row) => row.value).map((row) => `${row.question},${row.response},${row.value}`);
const valueOf = (rows: PlayRow[], question: string, response = '') => rows.find((row) => row.question === question && row.response === response)?.value;
/** The inventory's entries by the Play ID of their type. */
function byPlayType(record: LegalRecord): Map<string, InventoryEntry[]> {
  const groups = new Map<string, InventoryEntry[]>();
  for (const entry of record.inventory.value.types) groups.set(DATA_TYPES[entry.type].play.id, [...(groups.get(DATA_TYPES[entry.type].play.id) ?? []), entry]);
  return groups;
}

describe.each(apps.map((app) => [app.slug, app] as const))('%s: Play’s answers, type by type, from the inventory’s entries', (_slug, app) => {
  const record = legalRecord(app.slug);
  const rows = parsePlayCsv(playDataSafetyCsv(app, record, ORIGIN));
  const groups = byPlayType(record);

  it('selects the types of the entries, and no other', () => {
    const selected = rows.filter((row) => row.question.startsWith('PSL_DATA_TYPES_') && row.value === 'true').map((row) => row.response);
    expect(selected.sort()).toEqual([...groups.keys()].sort());
  });

  it.each([...byPlayType(legalRecord(app.slug)).entries()])('%s: required when any entry is, with every entry’s purposes, shared and ephemeral as its entries', (id, entries) => {
    const prefix = `${USAGE}:${id}:`;
    const required = entries.some((entry) => entry.use === 'required');
    expect({ required: valueOf(rows, `${prefix}DATA_USAGE_USER_CONTROL`, 'PSL_DATA_USAGE_USER_CONTROL_REQUIRED'), optional: valueOf(rows, `${prefix}DATA_USAGE_USER_CONTROL`, 'PSL_DATA_USAGE_USER_CONTROL_OPTIONAL') }).toEqual({
      required: required ? 'true' : '',
      optional: required ? '' : 'true',
    });
    const purposes = rows.filter((row) => row.question === `${prefix}DATA_USAGE_COLLECTION_PURPOSE` && row.value === 'true').map((row) => row.response);
    expect(purposes.sort()).toEqual([...new Set(entries.flatMap((entry) => entry.purposes.map((purpose) => PURPOSES[purpose].play)))].sort());
    expect(valueOf(rows, `${prefix}PSL_DATA_USAGE_COLLECTION_AND_SHARING`, 'PSL_DATA_USAGE_ONLY_SHARED')).toBe(entries.some((entry) => entry.sharedFor.length) ? 'true' : '');
    expect(valueOf(rows, `${prefix}PSL_DATA_USAGE_EPHEMERAL`)).toBe(String(entries.every((entry) => entry.ephemeral)));
  });
});

describe.each(apps.map((app) => [app.slug, app] as const))('%s: Apple’s answers, from the inventory’s entries', (_slug, app) => {
  it('says each data type is linked when any entry of it is, and used for tracking when any is', () => {
    const record = legalRecord(app.slug);
    const document = appPrivacyDocument(app, record, ORIGIN);
    const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
    for (const apple of new Set(record.inventory.value.types.map((entry) => DATA_TYPES[entry.type].apple))) {
      const entries = record.inventory.value.types.filter((entry) => DATA_TYPES[entry.type].apple === apple);
      const row = document.split('\n').find((line) => line.includes(` › ${apple} |`));
      expect({ apple, answers: row?.split('|').slice(-3, -1).map((cell) => cell.trim()) }).toEqual({ apple, answers: [yesNo(entries.some((entry) => entry.linked)), yesNo(entries.some((entry) => entry.tracking))] });
    }
  });
});

describe('the fixture record’s Data safety CSV, checked by hand once', () => {
  // An app with accounts, payments, analytics by consent, and one data type (App interactions) with an optional entry and a required one.
  const app: App = apps.find((candidate) => deletionPage(candidate))!;
  const value = recordFixture({ accounts: true, payments: true });
  const types = value.inventory.value.types;
  const taps = { ...types.find((entry) => entry.type === 'app-interactions')!, data: 'What you tap to make a result', use: 'required' as const, purposes: ['app-functionality' as const], processors: ['Hosting provider'], retention: 'account' as const, bases: ['service' as const], linked: true };
  const record = parseLegalRecord({ ...value, app: app.slug, inventory: { ...value.inventory, value: { ...value.inventory.value, types: [...types, taps] } } }, app.slug, FIXTURE_OWNER);
  const rows = parsePlayCsv(playDataSafetyCsv(app, record, ORIGIN));

  it('answers Play as a person who read the record would', () => {
    const DELETION = new URL(deletionPage(app)!.path, ORIGIN).href;
    // Play's Delete data URL deletes data without deleting the account: the policy's section on the user's rights, erasure among them.
    const rights = tableOfContents(matter(readFileSync(legalFile(app.slug, 'privacy-policy'), 'utf8')).content).find((entry) => ['Your Rights', 'Haklarınız'].includes(entry.title))!;
    const DATA_DELETION = new URL(`/${app.slug}/privacy-policy#${rights.id}`, ORIGIN).href;
    expect(answered(rows)).toEqual([
      'PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA,,true',
      'PSL_DATA_COLLECTION_ENCRYPTED_IN_TRANSIT,,true',
      'PSL_SUPPORTED_ACCOUNT_CREATION_METHODS,PSL_ACM_USER_ID_PASSWORD,true',
      `PSL_ACCOUNT_DELETION_URL,,${DELETION}`,
      'PSL_SUPPORT_DATA_DELETION_BY_USER,DATA_DELETION_YES,true',
      `PSL_DATA_DELETION_URL,,${DATA_DELETION}`,
      // Play asks whether accounts exist outside the app only of an app that creates none.
      // Support mail is an e-mail address; the servers' logs hold the IP address, an approximate location.
      'PSL_DATA_TYPES_PERSONAL,PSL_EMAIL,true',
      'PSL_DATA_TYPES_PERSONAL,PSL_USER_ACCOUNT,true',
      'PSL_DATA_TYPES_FINANCIAL,PSL_PURCHASE_HISTORY,true',
      'PSL_DATA_TYPES_LOCATION,PSL_APPROX_LOCATION,true',
      'PSL_DATA_TYPES_APP_ACTIVITY,PSL_USER_INTERACTION,true',
      'PSL_DATA_TYPES_APP_ACTIVITY,PSL_USER_GENERATED_CONTENT,true',
      `${USAGE}:PSL_EMAIL:PSL_DATA_USAGE_COLLECTION_AND_SHARING,PSL_DATA_USAGE_ONLY_COLLECTED,true`,
      `${USAGE}:PSL_EMAIL:PSL_DATA_USAGE_EPHEMERAL,,false`,
      // Collected only when the user writes to support: the user chooses.
      `${USAGE}:PSL_EMAIL:DATA_USAGE_USER_CONTROL,PSL_DATA_USAGE_USER_CONTROL_OPTIONAL,true`,
      `${USAGE}:PSL_EMAIL:DATA_USAGE_COLLECTION_PURPOSE,PSL_APP_FUNCTIONALITY,true`,
      `${USAGE}:PSL_USER_ACCOUNT:PSL_DATA_USAGE_COLLECTION_AND_SHARING,PSL_DATA_USAGE_ONLY_COLLECTED,true`,
      `${USAGE}:PSL_USER_ACCOUNT:PSL_DATA_USAGE_EPHEMERAL,,false`,
      `${USAGE}:PSL_USER_ACCOUNT:DATA_USAGE_USER_CONTROL,PSL_DATA_USAGE_USER_CONTROL_REQUIRED,true`,
      `${USAGE}:PSL_USER_ACCOUNT:DATA_USAGE_COLLECTION_PURPOSE,PSL_APP_FUNCTIONALITY,true`,
      `${USAGE}:PSL_USER_ACCOUNT:DATA_USAGE_COLLECTION_PURPOSE,PSL_ACCOUNT_MANAGEMENT,true`,
      `${USAGE}:PSL_PURCHASE_HISTORY:PSL_DATA_USAGE_COLLECTION_AND_SHARING,PSL_DATA_USAGE_ONLY_COLLECTED,true`,
      `${USAGE}:PSL_PURCHASE_HISTORY:PSL_DATA_USAGE_EPHEMERAL,,false`,
      // Collected only when the user buys something: the user chooses.
      `${USAGE}:PSL_PURCHASE_HISTORY:DATA_USAGE_USER_CONTROL,PSL_DATA_USAGE_USER_CONTROL_OPTIONAL,true`,
      `${USAGE}:PSL_PURCHASE_HISTORY:DATA_USAGE_COLLECTION_PURPOSE,PSL_APP_FUNCTIONALITY,true`,
      // Analytics, once allowed, logs the purchases too (Firebase's automatic in_app_purchase event).
      `${USAGE}:PSL_PURCHASE_HISTORY:DATA_USAGE_COLLECTION_PURPOSE,PSL_ANALYTICS,true`,
      // Kept for the period tax law sets: compliance.
      `${USAGE}:PSL_PURCHASE_HISTORY:DATA_USAGE_COLLECTION_PURPOSE,PSL_FRAUD_PREVENTION_SECURITY,true`,
      `${USAGE}:PSL_APPROX_LOCATION:PSL_DATA_USAGE_COLLECTION_AND_SHARING,PSL_DATA_USAGE_ONLY_COLLECTED,true`,
      `${USAGE}:PSL_APPROX_LOCATION:PSL_DATA_USAGE_EPHEMERAL,,false`,
      // Every request reaches the servers with its IP address: the user cannot turn it off (analytics' country is optional, the logs are not).
      `${USAGE}:PSL_APPROX_LOCATION:DATA_USAGE_USER_CONTROL,PSL_DATA_USAGE_USER_CONTROL_REQUIRED,true`,
      `${USAGE}:PSL_APPROX_LOCATION:DATA_USAGE_COLLECTION_PURPOSE,PSL_APP_FUNCTIONALITY,true`,
      // The country the analytics provider derives from the same address, with the analytics consent.
      `${USAGE}:PSL_APPROX_LOCATION:DATA_USAGE_COLLECTION_PURPOSE,PSL_ANALYTICS,true`,
      `${USAGE}:PSL_APPROX_LOCATION:DATA_USAGE_COLLECTION_PURPOSE,PSL_FRAUD_PREVENTION_SECURITY,true`,
      `${USAGE}:PSL_USER_INTERACTION:PSL_DATA_USAGE_COLLECTION_AND_SHARING,PSL_DATA_USAGE_ONLY_COLLECTED,true`,
      `${USAGE}:PSL_USER_INTERACTION:PSL_DATA_USAGE_EPHEMERAL,,false`,
      // Analytics is optional, the taps are not: the type is required.
      `${USAGE}:PSL_USER_INTERACTION:DATA_USAGE_USER_CONTROL,PSL_DATA_USAGE_USER_CONTROL_REQUIRED,true`,
      `${USAGE}:PSL_USER_INTERACTION:DATA_USAGE_COLLECTION_PURPOSE,PSL_APP_FUNCTIONALITY,true`,
      `${USAGE}:PSL_USER_INTERACTION:DATA_USAGE_COLLECTION_PURPOSE,PSL_ANALYTICS,true`,
      `${USAGE}:PSL_USER_GENERATED_CONTENT:PSL_DATA_USAGE_COLLECTION_AND_SHARING,PSL_DATA_USAGE_ONLY_COLLECTED,true`,
      `${USAGE}:PSL_USER_GENERATED_CONTENT:PSL_DATA_USAGE_EPHEMERAL,,false`,
      `${USAGE}:PSL_USER_GENERATED_CONTENT:DATA_USAGE_USER_CONTROL,PSL_DATA_USAGE_USER_CONTROL_REQUIRED,true`,
      `${USAGE}:PSL_USER_GENERATED_CONTENT:DATA_USAGE_COLLECTION_PURPOSE,PSL_APP_FUNCTIONALITY,true`,
    ]);
  });

  it('answers Apple as a person who read the record would', () => {
    const table = appPrivacyDocument(app, record, ORIGIN)
      .split('\n')
      .filter((line) => /^\| [A-Z].* › /.test(line));
    expect(table).toEqual([
      '| Contact Info › Email Address | Your e-mail address and your message, if you write to support | App Functionality | Yes | No |',
      // Apple: the IP address is a coarse location; fraud prevention and security are App Functionality.
      // Linked: the servers receive the address with the account's ID (Apple: linked unless de-identified before collection).
      '| Location › Coarse Location | The country or region the analytics provider derives from your IP address; The IP address of each request, in the server logs | Analytics, App Functionality | Yes | No |',
      // Apple: "data generated by the user during a customer support request".
      '| User Content › Customer Support | Your e-mail address and your message, if you write to support | App Functionality | Yes | No |',
      '| User Content › Other User Content | What you write in the app | App Functionality | Yes | No |',
      '| Identifiers › User ID | The e-mail address and password of your account | App Functionality | Yes | No |',
      '| Purchases › Purchase History | What you buy in the app; The purchases you make, as analytics events | Analytics, App Functionality | Yes | No |',
      '| Usage Data › Product Interaction | How you use the app; What you tap to make a result | Analytics, App Functionality | Yes | No |',
    ]);
  });

  it('says a type is used for tracking, and the product page shows "Data Used to Track You", when one of its entries tracks', () => {
    const tracking = parseLegalRecord(
      { ...value, app: app.slug, inventory: { ...value.inventory, value: { ...value.inventory.value, types: types.map((entry) => (entry.type === 'app-interactions' ? { ...entry, tracking: true, linked: true } : entry)) } } },
      app.slug,
      FIXTURE_OWNER,
    );
    const document = appPrivacyDocument(app, tracking, ORIGIN);
    expect(document).toContain('| Usage Data › Product Interaction | How you use the app | Analytics | Yes | Yes |');
    expect(document).toContain('| Identifiers › User ID | The e-mail address and password of your account | App Functionality | Yes | No |');
    // Every type now has a linked entry: no "Data Not Linked to You".
    expect(document).toContain('The product page then shows "Data Used to Track You" and "Data Linked to You".');
    expect(appPrivacyDocument(app, record, ORIGIN)).toContain('The product page then shows "Data Linked to You".');
    // Without accounts, only support mail is linked: both labels.
    const unlinked = parseLegalRecord({ ...recordFixture({ accounts: false }), app: app.slug }, app.slug, FIXTURE_OWNER);
    expect(appPrivacyDocument(app, unlinked, ORIGIN)).toContain('The product page then shows "Data Linked to You" and "Data Not Linked to You".');
  });
});
