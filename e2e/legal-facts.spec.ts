/**
 * The legal facts as a reader sees them in the browser: each app's privacy
 * policy, terms, EULA, plain-text EULA and deletion page, opened side by side
 * and compared with each other and with the app's record in content/apps/<app>/legal.ts.
 * Every expected sentence is rendered from the record, never restated here;
 * that the documents take their facts from the record at all is checked
 * without a build in lib/legal-consistency.test.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { disputeClause, policyClauses, postalAddress } from '../components/legal/clauses';
import { plainText } from '../lib/content/inline';
import { site } from '../content/site';
import { LAW, TRANSFERS } from '../content/legal/shared';
import { apps, deletionPage, documentPath, hasDocument, plainTextEulaPath } from '../lib/content/apps';
import { DELETION_HEADINGS, getDeletionInfo } from '../lib/legal/deletion';
import { type Period } from '../lib/legal/facts';
import { erasable, formatPeriod, keptLonger, periodDays, retentionEntries, retentionPhrase } from '../lib/legal/wording';
import { carveOutSentence, liabilitySentence } from '../lib/legal/liability';
import { changesClause, indemnityClause, sells, withdrawalClause } from '../lib/legal/consumer';
import { formatDate } from '../lib/legal/documents';
import { effectiveDateOf, legalRecord } from '../lib/legal/records';
import { properNames, withoutProperNames } from '../lib/content/names';
import { pluralAddress, singularAddress } from '../lib/legal/turkish-register';

/** The visible text of a page's article (or main), one space between words. */
async function visibleText(page: Page, path: string, selector: 'article' | 'main' = 'article'): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ');
}

/** The visible text of one level-2 section of the open page's article, from its heading to the next. */
async function sectionText(page: Page, heading: string): Promise<string> {
  return page.locator('article').evaluate((article, wanted) => {
    const start = [...article.querySelectorAll('h2')].find((candidate) => candidate.textContent?.trim() === wanted);
    let text = '';
    for (let node = start?.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) text += ` ${(node as HTMLElement).innerText}`;
    return text.replace(/\s+/g, ' ');
  }, heading);
}

/** A sentence that makes continuing to use the app count as accepting a change. */
const CONTINUED_USE = /\bcontinu\w*\s+(to\s+)?us(e|ing)\b[^.]*\b(accept|agree)|\bby continuing\b[^.]*\b(accept|agree)|kullanmaya devam\p{L}*[^.]*(kabul|onay)/iu;
/** A sentence that makes the user indemnify us or hold us harmless. */
const INDEMNITY = /indemnif|hold (us )?harmless|compensate us|tazmin|karşılarsınız/iu;

/** The paragraphs and list items of a page's article, each as a reader sees it. */
async function blocks(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return (await page.locator('article p, article li').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** Every "N (N) unit" period a text states, in days. */
function statedPeriods(text: string): { phrase: string; days: number }[] {
  const unitOf = (word: string): Period['unit'] => (/^(day|gün)/.test(word) ? 'day' : /^(month|ay)/.test(word) ? 'month' : 'year');
  return [...text.matchAll(/\((\d+)\)\s+(days?|months?|years?|gün|ay|yıl)/g)].map((match) => ({
    phrase: match[0],
    days: periodDays({ amount: Number(match[1]), unit: unitOf(match[2]!) }),
  }));
}

for (const app of apps) {
  test.describe(`${app.name}: legal facts`, () => {
    const record = legalRecord(app.slug);
    const limit = record.deletion.timeLimit.value;
    const aiNames = record.processors.map((fact) => fact.value).filter((processor) => processor.kind === 'ai').map((processor) => processor.name);

    test('the privacy policy states every retention period, every exception to the deletion limit, the in-app ways and the postal address', async ({ page }) => {
      const policy = await visibleText(page, documentPath(app, 'privacy-policy'));
      for (const retention of retentionEntries(record)) expect(policy, retention.data).toContain(retentionPhrase(retention, limit, app.language, erasable(record)));
      for (const retention of keptLonger(record)) expect(policy, `the summary names ${retention.data}`).toContain(retention.data);
      expect(policy).toContain(record.deletion.inApp.value.join(' › '));
      expect(policy).toContain(formatPeriod(limit, app.language));
      expect(policy).toContain(postalAddress());
      expect(policy).toContain(app.supportEmail);
      for (const { value: consent } of record.consents) {
        expect(policy, `withdrawing "${consent.of}" in the app`).toContain(consent.withdrawInApp.join(' › '));
        if (consent.deletedOnWithdrawal) expect(policy, `what withdrawing "${consent.of}" deletes`).toContain(`${consent.deletedOnWithdrawal.data}`);
      }
    });

    const deletion = deletionPage(app);
    if (deletion) {
      test('the privacy policy’s deletion section says what the deletion page does as its entry has it: a form to fill in, or an e-mail it writes, and links it', async ({ page }) => {
        await visibleText(page, documentPath(app, 'privacy-policy'));
        const policy = await sectionText(page, DELETION_HEADINGS[app.language].account);
        const request = /writes the request for you|sizin için yazar/;
        if (deletion.form) {
          for (const word of [...deletion.form.fields.map((field) => field.label), deletion.form.button.label]) expect(policy).toContain(word);
          expect(policy).not.toMatch(request);
        } else {
          expect(policy).toMatch(request);
          expect(policy).toContain(deletion.request!.email.subject);
        }
        const section = page.locator('article h2', { hasText: DELETION_HEADINGS[app.language].account }).locator('xpath=following-sibling::ul[1]');
        await expect(section.locator(`a[href="${deletion.path}"]`)).toHaveCount(1);
      });
    }

    test('the privacy policy names the EU and UK representatives, how transfers are protected and how to get a copy, and how to delete without the app', async ({ page }) => {
      const policy = await visibleText(page, documentPath(app, 'privacy-policy'));
      for (const { value: representative } of Object.values(site.owner.representatives)) {
        for (const detail of [representative.name, representative.address, representative.email]) expect(policy).toContain(detail);
      }
      expect(policy).toContain(TRANSFERS.kvkkSafeguard.value[app.language]);
      expect(policy).toMatch(app.language === 'en' ? /You can get a copy of these safeguards free of charge by writing to \S+@\S+\./ : /Bu güvencelerin bir örneğini \S+@\S+ adresine yazarak ücretsiz olarak isteyebilirsiniz\./);
      expect(policy).toContain(plainText(record.deletion.withoutApp.value));
      for (const item of record.deletion.deleted) expect(policy).toContain(item);
      // Each provider's own policy is a link that says whose it is, and no link reads "Its privacy policy".
      for (const { value: processor } of record.processors) {
        await expect(page.getByRole('link', { name: new RegExp(`^${processor.name.replace(/[()]/g, '\\$&')} (privacy policy|gizlilik politikası)$`) })).not.toHaveCount(0);
      }
      await expect(page.getByRole('link', { name: /^(its )?privacy policy$|^gizlilik politikası$/i })).toHaveCount(0);
    });

    test('the privacy policy says, in the words every policy shares, under which law, that no decision is automated, whether the data is required, who consents below the age of consent, the answer times, the fee, the complaint limits and what a KVKK application contains', async ({ page }) => {
      const policy = await visibleText(page, documentPath(app, 'privacy-policy'));
      const clauses = policyClauses(record, app.language);
      const expected = {
        'laws that apply': clauses.lawsThatApply,
        'automated decisions': clauses.automatedDecisions,
        'data needed': `${clauses.dataNeeded!.label} ${clauses.dataNeeded!.text}`,
        'answers, fee and complaints': clauses.requestAnswers,
        'a KVKK application': clauses.kvkkApplication,
        ...(clauses.consentAge ? { 'age of consent to analytics': clauses.consentAge } : {}),
        ...(clauses.aiChoice ? { 'the AI providers’ permission': clauses.aiChoice.text } : {}),
        ...(record.deletion.warning ? { 'the deletion warning': record.deletion.warning } : {}),
      };
      for (const [what, sentence] of Object.entries(expected)) expect(policy, what).toContain(plainText(sentence));
      // The Data safety summary is printed from the data inventory: every type, in the policy's words, and the answer on sharing.
      const summary = await sectionText(page, app.language === 'en' ? 'Data Safety Summary' : 'Veri Güvenliği Özeti');
      // "No" when nothing is shared; otherwise what is shared, and still why the providers are not sharing.
      const shares = record.inventory.value.types.some((entry) => entry.sharedFor.length);
      expect(summary).toContain(plainText(shares ? clauses.dataSafetyProviders : clauses.dataSafetySharing));
      if (shares) expect(summary).not.toContain(plainText(clauses.dataSafetySharing));
      for (const entry of record.inventory.value.types) expect(summary, entry.type).toContain(entry.data);
      expect(summary).not.toMatch(/PSL_/);
    });

    test('every period the data retention section states is a period of the retention table or the deletion limit', async ({ page }) => {
      await visibleText(page, documentPath(app, 'privacy-policy'));
      const retention = await sectionText(page, app.language === 'en' ? 'Data Retention' : 'Saklama Süresi');
      expect(retention.length).toBeGreaterThan(100);
      const allowed = new Set([limit, ...retentionEntries(record).flatMap((entry) => (entry.period === 'while-active' ? [] : [entry.period]))].map(periodDays));
      for (const stated of statedPeriods(retention)) expect([...allowed], `"${stated.phrase}" is in the retention table`).toContain(stated.days);
    });

    if (aiNames.length) {
      test('every document names each AI provider the record lists', async ({ page }) => {
        for (const { slug: document } of app.documents) {
          const text = await visibleText(page, documentPath(app, document));
          for (const name of aiNames) expect(text, `${document} names ${name}`).toContain(name);
        }
      });
    }

    test('no document promises a shorter retention than a provider it names keeps', async ({ page }) => {
      for (const { slug: document } of app.documents) {
        await page.goto(documentPath(app, document));
        // A sentence, or a row of a table: the retention table's rows each say one period of one kind of data.
        const sentences = (await page.locator('article').first().innerText()).split(/\n+|(?<=[.;:])\s+/).map((line) => line.replace(/\s+/g, ' '));
        for (const { value: processor } of record.processors) {
          if (!processor.minimumRetention) continue;
          for (const sentence of sentences.filter((candidate) => candidate.includes(processor.name))) {
            for (const stated of statedPeriods(sentence)) {
              expect(stated.days, `${document}: "${sentence}" promises less than ${processor.name} keeps`).toBeGreaterThanOrEqual(periodDays(processor.minimumRetention));
            }
          }
        }
      }
    });

    // The contracts: an app's other documents (its policy, its child-safety standards) have no liability, change or dispute clause.
    const rulings = app.documents.map((document) => document.slug).filter((document) => document === 'terms-and-conditions' || document === 'eula');
    if (rulings.length) {
      test('terms and EULA state the one liability rule and the same carve-outs, and no other amount', async ({ page }) => {
        const cap = liabilitySentence(record.liability.value, app.language, app.name);
        const carveOuts = carveOutSentence(record.liability.value, app.language);
        for (const document of rulings) {
          const text = await visibleText(page, documentPath(app, document));
          expect(text, document).toContain(cap);
          expect(text, document).toContain(carveOuts);
          const amounts = new Set([...text.matchAll(/[€$₺]\s?\d[\d.,]*|\d[\d.,]*\s?(?:TL|EUR|USD|euros?|dollars?|avro\w*|ABD dolar\w*)(?!\p{L})/gu)].map((match) => match[0]));
          const floor = record.liability.value.floor?.amount;
          expect([...amounts].filter((amount) => !amount.includes(String(floor))), `${document} states another amount`).toEqual([]);
        }
      });

      test('terms and EULA state the consumer’s rights: a change only after notice, with the right to refuse it and a refund, and never by continued use; the right of withdrawal where the app sells', async ({ page }) => {
        for (const document of rulings as ('terms-and-conditions' | 'eula')[]) {
          const text = await visibleText(page, documentPath(app, document));
          for (const paragraph of changesClause(record, document, app.language)) expect(text, document).toContain(paragraph);
          // How a user ends the contract over a change, in the test's own words: an account is deleted, an app without one is uninstalled.
          const end = { en: ['by deleting your account', 'by uninstalling the app'], tr: ['hesabınızı silerek', 'uygulamayı kaldırarak'] }[app.language];
          expect(text, document).toContain(record.retention.account ? end[0] : end[1]);
          for (const block of await blocks(page, documentPath(app, document))) expect(block, document).not.toMatch(CONTINUED_USE);
          if (sells(record)) {
            for (const paragraph of withdrawalClause(record, app.language)) expect(text, document).toContain(paragraph);
            expect(text, document).toContain(`${formatPeriod(LAW.withdrawal.value, app.language)}`);
          }
        }
      });

      test('an indemnity is only for a breach of the terms or the law, to the extent of the user’s fault, never for the app working as intended', async ({ page }) => {
        for (const document of rulings as ('terms-and-conditions' | 'eula')[]) {
          // Every paragraph that makes the user answer to us is the one clause.
          for (const block of (await blocks(page, documentPath(app, document))).filter((candidate) => INDEMNITY.test(candidate))) {
            expect(block, document).toBe(indemnityClause(document, app.language));
          }
        }
      });

      test('terms and EULA give the same dispute clause: the courts of the owner’s city and the consumer’s own courts and arbitration bodies', async ({ page }) => {
        for (const document of rulings) {
          const text = await visibleText(page, documentPath(app, document));
          const [governing, consumers] = disputeClause(record, document as 'terms-and-conditions' | 'eula', app.language);
          expect(text, document).toContain(governing);
          expect(text, document).toContain(consumers);
          expect(governing).toContain(site.owner.address.value.city);
        }
      });
    }

    if (app.category === 'SocialNetworkingApplication' || record.userContent) {
      test('its users share content, so its terms and EULA forbid objectionable content and say where to report a post and block a user, and how soon a report is acted on', async ({ page }) => {
        const moderation = record.userContent;
        expect(moderation, `content/apps/${app.slug}/legal.ts: userContent`).toBeDefined();
        for (const document of ['terms-and-conditions', 'eula']) {
          const text = await visibleText(page, documentPath(app, document));
          expect(text, document).toContain('no tolerance for objectionable content or abusive users');
          expect(text, document).toContain(moderation!.reportInApp.value.join(' › '));
          expect(text, document).toContain(moderation!.blockInApp.value.join(' › '));
          expect(text, document).toMatch(new RegExp(`acts? on it within ${formatPeriod(moderation!.reportResponse.value, app.language).replace(/[()]/g, '\\$&')}`));
        }
      });
    }

    test('every document shows the date it took effect, its own when it came after the first', async ({ page }) => {
      for (const { slug: document } of app.documents) {
        await page.goto(documentPath(app, document));
        // The header's two dates, in order: the date the document took effect, then its last update.
        const [effective, updated] = [1, 2].map((position) => page.locator(`main header dl > div:nth-child(${position}) time`));
        await expect(effective!, document).toHaveText(formatDate(effectiveDateOf(record, document), app.language));
        await expect(effective!, document).toHaveAttribute('datetime', effectiveDateOf(record, document));
        await expect(updated!, document).toHaveText(formatDate(record.lastUpdated.value, app.language));
      }
    });

    if (hasDocument(app, 'eula')) {
      test('the plain-text EULA follows the HTML one: linked from it, the same address and liability rule, no suffix cut off by a URL', async ({ page }) => {
        const eula = await visibleText(page, documentPath(app, 'eula'));
        expect(eula).toContain(postalAddress());
        await expect(page.locator(`a[href="/${plainTextEulaPath(app)}"]`)).toHaveCount(1);
        const response = await page.goto(`/${plainTextEulaPath(app)}`);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-type']).toMatch(/^text\/plain/);
        const plain = (await response!.text()).replace(/\s+/g, ' ');
        expect(plain).not.toMatch(/<[a-z][^>]*>/i);
        for (const sentence of [postalAddress(), liabilitySentence(record.liability.value, app.language, app.name), carveOutSentence(record.liability.value, app.language), ...disputeClause(record, 'eula', app.language)]) {
          expect(plain).toContain(sentence);
        }
        // "Koşulları (https://…)'nda": a link written out in full must not split a word from its suffix.
        expect(plain).not.toMatch(/\((?:https?:\/\/|\/)[^)\s]*\)['’]?\p{L}/u);
      });
    }

    if (deletionPage(app)) {
      test('the deletion page lists what the record deletes and keeps, with the periods of the privacy policy', async ({ page }) => {
        const deletionText = await visibleText(page, deletionPage(app)!.path, 'main');
        const policy = await visibleText(page, documentPath(app, 'privacy-policy'));
        const info = getDeletionInfo(app);
        expect(info.kept.length).toBeGreaterThan(0);
        for (const item of [...info.deleted, ...info.kept]) expect(deletionText).toContain(item);
        expect(deletionText).toContain(record.deletion.inApp.value.join(' › '));
        expect(deletionText, 'how to delete without the app').toContain(plainText(record.deletion.withoutApp.value));
        expect(deletionText).toContain(formatPeriod(limit, app.language));
        for (const stated of statedPeriods(deletionText)) expect(policy, `the policy states ${stated.phrase}`).toContain(stated.phrase);
      });
    }
  });
}

test('a deletion warning of the record stands before the form', async ({ page }) => {
  for (const app of apps.filter((candidate) => deletionPage(candidate) && legalRecord(candidate.slug).deletion.warning)) {
    await page.goto(deletionPage(app)!.path);
    const warning = legalRecord(app.slug).deletion.warning!;
    const html = await page.content();
    const at = html.indexOf(warning.slice(0, 60));
    expect(at, app.slug).toBeGreaterThan(0);
    expect(at, app.slug).toBeLessThan(html.indexOf('<form'));
  }
});

/**
 * What a Turkish app's deletion page quotes rather than says to its reader: the names of content/
 * (the app, the owner, the providers), the words of its form or of the e-mail its request writes,
 * and the menu paths of its record ("Ayarlar › Hesap › Hesabı Sil").
 */
function quotedOn(app: (typeof apps)[number]): string[] {
  const record = legalRecord(app.slug);
  const page = deletionPage(app)!;
  const formWords = page.form ? [page.form.page.title, page.form.button.label, page.form.button.busy, ...page.form.fields.map((field) => field.label)] : [];
  const requestWords = page.request ? [page.request.email.subject, ...page.request.email.lines] : [];
  const menus = [record.deletion.inApp.value, ...record.consents.map((consent) => consent.value.withdrawInApp)].flatMap((path) => [path.join(' › '), ...path]);
  return [...properNames(), ...formWords, ...requestWords, ...menus];
}

for (const app of apps.filter((candidate) => candidate.language === 'tr' && deletionPage(candidate))) {
  test(`the ${app.name} deletion page speaks the formal register of its documents`, async ({ page }) => {
    await page.goto(deletionPage(app)!.path);
    // The page's Turkish words: a part marked in another language (the draft band, a form's English button) is not.
    const turkish = await page.locator('main').evaluate((main) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement?.closest('[lang]')?.getAttribute('lang') === 'tr') parts.push(node.textContent ?? '');
      return parts.join(' ');
    });
    const said = withoutProperNames(turkish.replace(/\s+/g, ' '), quotedOn(app));
    expect(singularAddress(said)).toEqual([]);
    expect(pluralAddress(said)).toBe(true);
  });
}
