import { render, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { documentComponents } from '@/components/legal/facts';
import { TRANSFERS } from '@/content/legal/shared';
import { apps, informationNotice, INFORMATION_NOTICE } from '@/lib/content/apps';
import { legalRecord, legalRecordIn } from '@/lib/legal/records';

/**
 * The Turkish information notice of every English app (content/legal/aydinlatma-metni.mdx), as its
 * reader finds it: the açık rızas apart from the AI permission, which is no consent; every
 * recipient and every channel the English policy names; the app's own ID to add to an
 * application; the stores' transfers accounted for. Each from the app's record.
 */
const english = apps.filter((app) => app.language === 'en' && informationNotice(app));
const notice = matter(readFileSync(path.join(__dirname, '..', '..', INFORMATION_NOTICE.file), 'utf8')).content;

function renderFact(components: MDXComponents, name: string) {
  const Component = components[name] as ComponentType | undefined;
  if (!Component) throw new Error(`no component ${name}`);
  return render(
    <article>
      <Component />
    </article>,
  );
}

const policyOf = (slug: string) => matter(readFileSync(path.join(__dirname, '..', '..', 'content', 'apps', slug, 'privacy-policy.mdx'), 'utf8')).content;

describe.each(english.map((app) => [app.slug, app] as const))('%s: the information notice', (_slug, app) => {
  const record = legalRecord(app.slug);
  const components = () => documentComponents(app, INFORMATION_NOTICE.slug, 'tr');

  it('lists only the açık rızas under the consents, and the AI permission apart, worded as a switch and not as a consent', () => {
    const consents = renderFact(components(), 'ConsentWithdrawals');
    const items = consents.container.querySelectorAll('li');
    expect(items).toHaveLength(record.consents.filter(({ value }) => value.of !== 'ai').length);
    for (const item of items) expect(item.textContent).toMatch(/Bu açık rızanızı dilediğiniz zaman/);
    // "İzin" is the AI switch's word: a consent is called an açık rıza, never an izin.
    expect(consents.container.textContent).not.toMatch(/(?<!\p{L})izin/u);
    consents.unmount();
    const ai = renderFact(components(), 'AiPermission');
    const aiConsent = record.consents.find(({ value }) => value.of === 'ai');
    if (!aiConsent) return void expect(ai.container.textContent).toBe('');
    expect(ai.container).toHaveTextContent(/^Yapay zekâ sağlayıcılarına gönderim izni\. .*Bu izin bir açık rıza değildir/);
    expect(ai.container.textContent).not.toMatch(/geri al|hukuka uygunluğunu etkilemez/);
    expect(within(ai.container).getByText(aiConsent.value.withdrawInApp.join(' › ')).tagName).toBe('STRONG');
  });

  it('names every recipient the English policy names besides the providers, from the record', () => {
    const policy = policyOf(app.slug);
    // The record says what the policy says: a new owner, disclosures to protect rights and safety.
    expect(/new owner/.test(policy)).toBe(record.disclosures.includes('new-owner'));
    expect(/rights and safety|safety and rights/.test(policy)).toBe(record.disclosures.includes('rights-and-safety'));
    const { container } = renderFact(components(), 'OtherRecipients');
    const text = container.textContent ?? '';
    expect(/yeni sahibi/.test(text)).toBe(record.disclosures.includes('new-owner'));
    expect(/haklarımızı ve güvenliğimizi korumak/.test(text)).toBe(record.disclosures.includes('rights-and-safety'));
    expect(/içerik paylaştığınız kullanıcılar/.test(text)).toBe(Boolean(record.userContent));
    expect(text).toMatch(/yetkili kamu kurum ve kuruluşları ile yargı mercileri/);
  });

  it('names every page of the site that collects data for the app among the channels, each at its Turkish version under /tr', () => {
    const { container } = renderFact(components(), 'CollectionChannels');
    for (const form of app.forms) expect(container.querySelector(`a[href="/tr${form.page.path}"]`)).not.toBeNull();
    expect(container.textContent).not.toMatch(/izin verdiğinizde/);
  });

  it('asks for the app’s own ID in an application, where the app has one', () => {
    const { container } = renderFact(components(), 'AccountIdentifier');
    const identifier = legalRecordIn(app, 'tr').identifier?.value;
    if (identifier) expect(container).toHaveTextContent(`başvurunuza ${identifier.name} de ekleyin (${identifier.shownIn}).`);
    expect(container.textContent).not.toMatch(/gösteriyorsa/);
  });

  it('says how the stores’ transfers are covered when the app takes payments', () => {
    const { container } = renderFact(components(), 'TransferSafeguards');
    expect(container.textContent?.includes(TRANSFERS.stores.value.tr)).toBe(record.processors.some(({ value }) => value.kind === 'payments'));
    expect(container).toHaveTextContent(/beş iş günü içinde Kişisel Verileri Koruma Kurumuna bildiririz/);
  });
});

describe('the notice prints each part from the record, and none by hand', () => {
  it('has the components, and not the sentences they replaced', () => {
    for (const component of ['<ConsentWithdrawals />', '<AiPermission />', '<OtherRecipients />', '<AccountIdentifier />', '<OwnerSeat />']) expect(notice).toContain(component);
    expect(notice).not.toMatch(/Bunların dışında kişisel verileriniz yalnızca hukuken zorunlu/);
    expect(notice).toMatch(/Uygulamanın istediği açık rızalar/);
  });
});
