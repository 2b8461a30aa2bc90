import { render, screen, within } from '@testing-library/react';
import { DeletionRoutesList } from '@/components/legal/deletion';
import { appFolders } from '@/content/apps';
import { appIn, apps, type App, deletionForm, deletionPage } from '@/lib/content/apps';
import { legalRecord } from '@/lib/legal/records';

/** The ways to delete as a reader of a document in `language` sees them. */
function routes(app: App, language: App['language'] = app.language) {
  render(<DeletionRoutesList app={app} record={legalRecord(app.slug)} language={language} />);
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

/** An app of content/apps/ with a deletion form, and the same app with an e-mail request at the form's path instead. */
const withForm = apps.find((app) => deletionForm(app));
const form = withForm && deletionForm(withForm)!;
const withRequest: App | undefined = withForm && {
  ...withForm,
  forms: withForm.forms.filter((entry) => entry !== form),
  deletionRequest: { page: form!.page, steps: form!.steps, email: { subject: 'Please delete my made-up account', lines: ['Please delete my account.', 'Made-up identifier:'] } },
};

describe.each(apps.map((app) => [app.slug, app] as const))('%s: the ways to delete its data', (_slug, app) => {
  const record = legalRecord(app.slug);
  const page = deletionPage(app);

  it('give the way inside the app from the record, then the deletion page as the entry has it, linked', () => {
    const items = routes(app);
    expect(items[0]).toContain(record.deletion.inApp.value.join(' › '));
    const links = screen.queryAllByRole('link').filter((link) => !link.getAttribute('href')!.startsWith('mailto:'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(page ? [page.path] : []);
    if (page?.form) for (const word of [...page.form.fields.map((field) => field.label), page.form.button.label]) expect(items[1]).toContain(word);
    if (page?.request) expect(items[1]).toContain(page.request.email.subject);
  });
});

describe('the ways to delete follow the entry', () => {
  if (!withForm || !withRequest) return it.todo('no app of content/apps/ has a deletion form');

  it('a form: the page deletes with the form’s fields and button, and e-mail is the way without the page', () => {
    const items = routes(withForm);
    expect(items).toHaveLength(3);
    expect(items[1]).not.toMatch(/writes the request|talebinizi .* sizin için/);
    expect(items[1]).toContain(form!.button.label);
    expect(items[2]).toMatch(/next paragraph|bir sonraki paragrafta/);
  });

  it('the same page as an e-mail request: the page writes the request, with its subject and the lines to complete, and names no button', () => {
    const items = routes(withRequest);
    expect(items).toHaveLength(2);
    expect(items[1]).toMatch(/writes the request for you|sizin için\s+yazar/);
    expect(items[1]).toContain('Please delete my made-up account');
    expect(items[1]).toContain('Made-up identifier:');
    expect(items[1]).not.toContain(form!.button.label);
    expect(within(screen.getByRole('list')).getByRole('link', { name: withForm.supportEmail })).toHaveAttribute('href', `mailto:${withForm.supportEmail}`);
  });

  it('in a text of the other language (an English app’s Turkish notice), leads to the deletion page in that language and names its button in its words', () => {
    const other = withForm.language === 'en' ? 'tr' : 'en';
    // The form's words as the entry writes them, in both languages.
    const written = appFolders.find((folder) => folder.app.slug === withForm.slug)!.app as unknown as { forms: { button: { label: Record<'en' | 'tr', string> } }[] };
    const label = written.forms[withForm.forms.indexOf(form!)]!.button.label[other];
    render(<DeletionRoutesList app={withForm} record={legalRecord(withForm.slug)} language={other} />);
    expect(screen.getByText(label, { selector: 'strong' })).not.toHaveAttribute('lang');
    const links = screen.queryAllByRole('link').filter((link) => !link.getAttribute('href')!.startsWith('mailto:'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/${other}${form!.page.path}`]);
  });
});

describe('the request’s words are those its deletion page writes in the text’s language, the page the text links', () => {
  const requesting = apps.find((app) => app.deletionRequest);
  if (!withRequest || !requesting) return it.todo('no app of content/apps/ has a deletion request, or a deletion form to make one of');
  const turkishRequest: App = { ...withRequest, language: 'tr', deletionRequest: { ...withRequest.deletionRequest!, email: { subject: 'Uydurma hesabımın silinmesi', lines: ['Hesabımın silinmesini talep ediyorum.', 'Uydurma tanımlayıcı:'] } } };
  const languageOf = (words: string) => screen.getByText(words).closest('[lang]')?.getAttribute('lang') ?? 'the document’s';

  it.each([
    [`${requesting.name}’s, in its own language`, requesting, requesting.language],
    [`${requesting.name}’s, in the other language`, requesting, requesting.language === 'en' ? 'tr' : 'en'],
    ['a Turkish app’s, in its Turkish policy', turkishRequest, 'tr'],
  ] as const)('%s', (_case, app, language) => {
    render(<DeletionRoutesList app={app} record={legalRecord(app.slug)} language={language} />);
    const request = appIn(app, language).deletionRequest!.email;
    expect(languageOf(request.subject)).toBe('the document’s');
    for (const line of request.lines.slice(-1)) expect(languageOf(line)).toBe('the document’s');
  });
});
