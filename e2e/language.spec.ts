/**
 * Every word is read in its own language: a screen reader picks its voice from
 * the nearest `lang`, so English inside a Turkish page (the header, the
 * footer) and Turkish inside an English page (a project's Turkish name, the
 * postal address) must say so.
 */
import { expect, test } from '@playwright/test';
import { htmlFiles, readOut, routeOf } from './out-files';
import { fortunePage } from '../content/fortune';
import { appFolders } from '../content/apps';
import { appPages, apps, INFORMATION_NOTICE, informationNotice } from '../lib/content/apps';
import { inlineParts } from '../lib/content/inline';
import { legalRecords } from '../lib/legal/records';
import { properNames, withoutProperNames } from '../lib/content/names';
import { quotationsIn } from '../lib/content/quotations';
import { sitePrivacyFacts } from '../lib/legal/site-privacy';

test.use({ javaScriptEnabled: false });

const pages = htmlFiles()
  .filter((file) => file !== '404.html' && !file.startsWith('_'))
  .map((file) => ({ route: routeOf(file), language: /<html lang="(\w+)"/.exec(readOut(file))?.[1] }));

/** Words that only English uses; none of them is a Turkish word. */
const ENGLISH = /(?<![\p{L}])(the|and|of|to|your|you|with|for|from|this|our|we|is|are|by|in|Home|Work|About|Apps|Menu|Privacy|legal|Skip|Download|Get it)(?![\p{L}])/u;
/** Letters of Turkish words; an English text shows them only in a proper name. */
const TURKISH = /[ğĞşŞıİçÇöÖüÜ]/;
/**
 * The proper names content/ holds (the owner, the representatives, the owner's city and country,
 * the apps, the projects, the providers, the host: lib/content/names.ts), which a text of either
 * language writes as they are: "Elif Yıldız" in an English sentence, "Google Analytics for Firebase"
 * in a Turkish one. Each run is read without them.
 */
const NAMES = properNames();
/**
 * The product's own English words on a Turkish app's pages, from its forms (content/apps/<app>/app.ts):
 * the page title, the field labels and the button. A Turkish sentence that names one ("Delete Account
 * düğmesine basın") marks it with lang="en".
 */
const FORM_WORDS_IN_ENGLISH = apps
  .filter((app) => app.language === 'tr')
  .flatMap((app) => app.forms.flatMap((form) => [form.page.title, form.button.label, form.button.busy, ...form.fields.map((field) => field.label)]));
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string of a piece of content, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
/** The menu paths of a record (where an account is deleted, a permission withdrawn, a user reported): each field named `inApp` or `…InApp`. */
const menuPaths = (value: unknown): string[][] => {
  if (Array.isArray(value)) return value.flatMap(menuPaths);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const path = field && typeof field === 'object' && 'value' in field ? field.value : field;
    return /^inApp$|InApp$/.test(key) && Array.isArray(path) ? [path.map(String)] : menuPaths(field);
  });
};
/**
 * What content/ says is English, wherever a Turkish text shows it: the words a text marks `{en:…}`
 * (content/apps/<app>/app.ts and legal.ts), the English words the shared clauses quote
 * (content/quotations.ts: "Do Not Track"), an English app's menu paths in its record (its Turkish
 * information notice prints them), and the words of the forms on a Turkish app's pages. Each is
 * matched whole; a menu path's items with any separator between them.
 */
const RECORDED_ENGLISH = [
  ...new Set([
    ...strings(appFolders)
      .flatMap(inlineParts)
      .filter((part) => part.lang === 'en')
      .map((part) => part.text),
    ...quotationsIn('en'),
  ]),
]
  .map((words) => ({ words, pattern: escaped(words) }))
  .concat(
    legalRecords
      .filter((record) => apps.find((app) => app.slug === record.app)?.language === 'en')
      .flatMap((record) => menuPaths(record))
      .map((path) => ({ words: path.join(' › '), pattern: path.map(escaped).join('[^\\p{L}]+') })),
    FORM_WORDS_IN_ENGLISH.map((words) => ({ words, pattern: escaped(words) })),
  )
  .map(({ words, pattern }) => ({ words, pattern: new RegExp(`(?<![\\p{L}])${pattern}(?![\\p{L}])`, 'u') }));
const recordedEnglish = (text: string) => RECORDED_ENGLISH.find(({ pattern }) => pattern.test(text))?.words;

type Run = { lang: string; text: string };

async function runs(page: import('@playwright/test').Page): Promise<Run[]> {
  return page.evaluate(() => {
    const found: { lang: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || element.closest('script, style, noscript, code')) continue;
      found.push({ lang: element.closest('[lang]')?.getAttribute('lang') ?? '', text });
    }
    for (const element of document.querySelectorAll('[aria-label], img[alt]')) {
      const text = element.getAttribute('aria-label') ?? element.getAttribute('alt');
      if (text) found.push({ lang: element.closest('[lang]')?.getAttribute('lang') ?? '', text });
    }
    return found;
  });
}

test('every page declares its language: a Turkish app’s pages, an English app’s information notice, the website’s own Turkish notice and the fortune page Turkish, the rest English', () => {
  const notices = apps.filter((app) => app.language === 'en' && (!app.draft || informationNotice(app))).map((app) => `/${app.slug}/${INFORMATION_NOTICE.slug}`);
  const turkish = [...appPages.filter((page) => page.app.language === 'tr').map((page) => page.path), ...notices, sitePrivacyFacts.pages.tr.path, fortunePage.path];
  for (const page of pages) expect({ route: page.route, language: page.language }).toEqual({ route: page.route, language: turkish.includes(page.route) ? 'tr' : 'en' });
});

for (const { route, language } of pages) {
  test(`${route}: every text is marked with its language`, async ({ page }) => {
    await page.goto(route);
    const wrong: string[] = [];
    for (const run of await runs(page)) {
      // An address (a link written out, an e-mail address) is in no language.
      if (/^(https?:\/\/)?[\w.-]+\.[a-z]{2,}(\/\S*)?$|^\S+@\S+$/.test(run.text.trim())) continue;
      // Nor is a proper name, with the Turkish suffix an apostrophe sets off.
      const words = withoutProperNames(run.text, NAMES);
      if (run.lang === 'tr' && (ENGLISH.test(words) || recordedEnglish(words))) wrong.push(`English marked tr: "${run.text}"`);
      if (run.lang === 'en' && TURKISH.test(words)) wrong.push(`Turkish marked en: "${run.text}"`);
    }
    expect(wrong, `${route} (page language ${language})`).toEqual([]);
  });
}
