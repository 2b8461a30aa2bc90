import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { documentComponents } from '@/components/legal/facts';
import { apps, INFORMATION_NOTICE, informationNotice } from '@/lib/content/apps';
import { plainText } from '@/lib/content/inline';
import { legalRecord, legalRecordIn } from '@/lib/legal/records';

/** One MDX component of an app's documents, rendered as the document would. */
function renderFact(components: MDXComponents, name: string, props: Record<string, unknown> = {}) {
  const Component = components[name] as ComponentType<Record<string, unknown>> | undefined;
  if (!Component) throw new Error(`no component ${name}`);
  return render(
    <article>
      <Component {...props} />
    </article>,
  );
}

const STANDARDS = 'child-safety-standards';
const guarded = apps.filter((app) => legalRecord(app.slug).childSafety);

describe.each(guarded.map((app) => [app.slug, app] as const))('%s: the child-safety standards', (_slug, app) => {
  const standards = legalRecord(app.slug).childSafety!;

  it('name the point of contact of the record, with the address that reaches them', () => {
    const { name, role, email } = standards.contact.value;
    const { container } = renderFact(documentComponents(app, STANDARDS), 'ChildSafetyContact', { block: true });
    expect(container.querySelector('p')).toHaveTextContent(`${name}, ${role}, at ${email}`);
    expect(within(container).getByText(name).tagName).toBe('STRONG');
    expect(within(container).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });

  it('list every body confirmed abuse is reported to, each linked to where it takes reports', () => {
    renderFact(documentComponents(app, STANDARDS), 'ChildSafetyReportTo');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(standards.reportTo.value.length);
    standards.reportTo.value.forEach((body, index) => {
      expect(within(items[index]!).getByRole('link')).toHaveAttribute('href', body.url);
      expect(items[index]).toHaveTextContent(`${plainText(body.name)} (${body.region})`);
    });
  });

  it('the policy and the Turkish notice name those bodies among the recipients, in their own language', () => {
    const { container, unmount } = renderFact(documentComponents(app, 'privacy-policy'), 'ChildSafetyRecipients');
    for (const body of standards.reportTo.value) expect(container).toHaveTextContent(plainText(body.name));
    unmount();
    if (!informationNotice(app)) return;
    const turkish = legalRecordIn(app, 'tr').childSafety!;
    const notice = renderFact(documentComponents(app, INFORMATION_NOTICE.slug, 'tr'), 'ChildSafetyRecipients');
    turkish.reportTo.value.forEach((body, index) => {
      expect(notice.container).toHaveTextContent(`${plainText(body.name)} (${body.region})`);
      expect(body.name).not.toBe(standards.reportTo.value[index]!.name);
    });
  });
});

it('an app without child-safety standards names no such recipients, and its documents cannot print a contact', () => {
  const app = apps.find((candidate) => !legalRecord(candidate.slug).childSafety);
  if (!app) return;
  const { container } = renderFact(documentComponents(app, 'privacy-policy'), 'ChildSafetyRecipients');
  expect(container.querySelector('article')).toBeEmptyDOMElement();
  expect(() => renderFact(documentComponents(app, 'privacy-policy'), 'ChildSafetyContact')).toThrow(/has no "childSafety"/);
});
