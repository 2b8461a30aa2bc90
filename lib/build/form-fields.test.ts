/**
 * @jest-environment node
 *
 * What a form of an app asks for is data its inventory lists, each field under exactly one data type:
 * the Data safety summary and the stores' forms count a field once. The build refuses a field under
 * no type, under two, and a type that names a field no form asks for, naming both files.
 */
import { agreementProblems } from '@/lib/build/agreement';
import { type App, apps, deletionPage } from '@/lib/content/apps';
import { DELETION_HEADINGS } from '@/lib/legal/deletion';
import { parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

/** An app of content/apps/ whose form asks for something, as the fixture record's app. */
const base = apps.find((app) => deletionPage(app) && app.forms.some((form) => form.fields.length));
const app: App | undefined = base && { ...base, slug: FIXTURE_APP, documents: [{ slug: 'privacy-policy', label: 'Privacy Policy' }] };
const APP_FILE = `content/apps/${FIXTURE_APP}/app.ts`;
const RECORD_FILE = `content/apps/${FIXTURE_APP}/legal.ts`;

/** The fixture record with the form fields of each of its types given by position in the inventory. */
function record(fieldsByType: string[][]) {
  const value = recordFixture({ accounts: true });
  const types = value.inventory.value.types.map((entry, index) => ({ ...entry, fields: fieldsByType[index] ?? [] }));
  return parseLegalRecord({ ...value, inventory: { ...value.inventory, value: { ...value.inventory.value, types } } }, FIXTURE_APP, FIXTURE_OWNER);
}
const policy = () => `## ${DELETION_HEADINGS[app!.language].account}\n\n<DeletionRoutes />\n`;
const problems = (fieldsByType: string[][]) => agreementProblems(app!, record(fieldsByType), policy);

describe('the fields of an app’s forms and the types of its inventory', () => {
  const names = app ? app.forms.flatMap((form) => form.fields.map((field) => field.name)) : [];
  const form = app?.forms.find((candidate) => candidate.fields.length);
  const field = form?.fields[0];

  it('a content app has a form that asks for something, for the fixture to take', () => {
    expect(app).toBeDefined();
  });

  it('each field under one type is accepted', () => {
    expect(problems([names])).toEqual([]);
  });

  it('refuses a field counted under two types of the inventory, naming the field, the page and both files', () => {
    expect(problems([names, [field!.name]])).toEqual([
      `${APP_FILE}: the form of ${form!.page.path} asks for "${field!.name}" (${field!.label}), which 2 types of "inventory.types" in ${RECORD_FILE} carry: list it under "fields" of the one type it is`,
    ]);
  });

  it('refuses a field no type carries, and a type that names a field no form asks for', () => {
    const others = names.filter((name) => name !== field!.name);
    expect(problems([others])).toEqual([expect.stringContaining(`asks for "${field!.name}" (${field!.label}), which no type of "inventory.types" in ${RECORD_FILE} carry`)]);
    expect(problems([[...names, 'favouriteColour']])).toEqual([`${RECORD_FILE}: "inventory.types" names the form field "favouriteColour", which no form of ${APP_FILE} asks for`]);
  });
});
