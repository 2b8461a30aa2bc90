/**
 * Every word is read in its own language: a screen reader picks its voice from
 * the nearest `lang`, so English inside a Turkish page (an English app's menu
 * path, a document that exists only in English) and Turkish inside an English
 * page (a project's Turkish name, the postal address) must say so. Each page's
 * text is its own, so every page of out/ is read, in both languages.
 */
import { expect, test } from '@playwright/test';
import { htmlFiles, readOut, routeOf } from './out-files';
import { appFolders } from '../content/apps';
import { appIn, apps } from '../lib/content/apps';
import { inlineParts } from '../lib/content/inline';
import { legalRecords } from '../lib/legal/records';
import { properNames, withoutProperNames } from '../lib/content/names';
import { quotationsIn } from '../lib/content/quotations';

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
 * The English words of every form (content/apps/<app>/app.ts): the page title, the field labels and
 * the button. A form's Turkish page has words of its own for each; a Turkish sentence that names an
 * English one marks it with lang="en".
 */
const FORM_WORDS_IN_ENGLISH = apps.flatMap((app) =>
  appIn(app, 'en').forms.flatMap((form) => [form.page.title, form.button.label, form.button.busy, ...form.fields.map((field) => field.label)]),
);
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

// Each page's <html lang>, by where it is, is checked with its hreflang links in e2e/languages.test.ts.

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
