/**
 * `npm run test:engines`: what a visitor relies on, in Firefox and in WebKit,
 * against the built out/ (the Playwright tests run Chromium). Store reviewers
 * open the privacy and deletion pages in Safari; every iPhone browser is WebKit.
 *
 * Per engine: every page of the sitemap and the 404 page at 390 and 1280 px with
 * no console error or policy violation, no sideways scrolling and every island
 * hydrated; the menu; the fortune switch; each form's success and failure with
 * one request; the forms' loading note out of sight at the load event (with
 * reduced motion too); every page, and the fortune switch, with JavaScript off.
 *
 * ENGINES=firefox or ENGINES=webkit runs one. Build and run with the same
 * DEV_API_PORT, as for the Playwright tests; TEST_SITE_PORT is the site's port
 * (scripts/test-ports.mjs). `node scripts/test.mjs test:engines` gives both
 * the ports of `npm test`.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseDevApiPort } from '../../lib/env/dev-api-port';
import { testSitePort } from '../../scripts/test-ports.mjs';
import { fortunePage } from '../../content/fortune';
import { BACKENDS } from '../../lib/backends';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../../lib/islands';
import { ALLOWED_MESSAGES, ENGINES, type EngineName, missing, type Mode, PACKAGES, type Tab } from './browsers';
import { type FormCase, FORMS } from './forms';
import { pagesToCheck } from '../routes';
import { type Servers, startServers } from './servers';

const OUT = path.resolve(__dirname, '..', '..', 'out');
const MISSING_PAGE = '/this-page-does-not-exist';
const FORTUNE_PAGE = fortunePage.path;
const WIDTHS = [390, 1280];
const HEIGHT = 800;

const engines = (process.env.ENGINES ?? 'firefox,webkit').split(',').map((name) => name.trim()) as EngineName[];
for (const engine of engines) if (!(engine in ENGINES)) throw new Error(`ENGINES names an unknown engine: ${engine} (firefox, webkit)`);

const apiPort = parseDevApiPort(process.env.DEV_API_PORT);

/** Stops before any browser starts when a browser or the build is missing, saying what to do. */
function checkPrerequisites() {
  const stop = (message: string) => {
    console.error(message);
    process.exit(1);
  };
  const absent = engines.flatMap((engine) => missing(engine).map((what) => `${engine}: ${what}`));
  if (absent.length > 0) {
    const packages = [...new Set(engines.flatMap((engine) => PACKAGES[engine]))].join(' ');
    stop(`Missing for the engine tests:\n  ${absent.join('\n  ')}\nInstall Debian's packages with: sudo apt-get install ${packages}`);
  }
  if (!existsSync(path.join(OUT, 'sitemap.xml'))) stop('out/ holds no site: run `npm run build` first.');
  // The build wrote the backend's port into the forms and their Content-Security-Policy.
  const html = readFileSync(path.join(OUT, `${FORMS[0]!.page}.html`), 'utf8');
  const built = /connect-src[^;"]*http:\/\/127\.0\.0\.1:(\d+)/.exec(html)?.[1];
  if (built !== undefined && Number(built) !== apiPort) {
    stop(`out/ was built for the development backend on port ${built}, not ${apiPort}: run with DEV_API_PORT=${built}, or build again.`);
  }
}
checkPrerequisites();

/**
 * The sitemap's pages, as paths: the site's own list of its pages, read from the build; of the
 * versions under /tr and /en, which share their template with the page they translate, the first of
 * each kind in each language (a Turkish landing page, a Turkish form, an English form …).
 */
const PAGES = pagesToCheck([...readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
const ROUTES = [...PAGES, MISSING_PAGE];

let servers: Servers;

before(async () => {
  servers = await startServers({ sitePort: testSitePort(), apiPort });
});
after(async () => {
  await servers?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it is true, for `ms` at most; false if it never was. */
async function eventually(probe: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > until) return false;
    await sleep(50);
  }
}

/** The engine's messages, without the known ones it prints on every page. */
function problems(tab: Tab): string[] {
  const allowed = new Set(ALLOWED_MESSAGES[tab.engine].map((message) => message.text));
  return tab.takeMessages().filter((message) => !allowed.has(message));
}

// ------------------------------------------------------------------ in the page
// These run in the browser, from their source text: only their arguments and the page's globals.

type PageState = {
  overflow: number;
  heading: boolean;
  islands: number;
  hydrated: number;
  violations: string[];
  atLoad: { noteHeight: number; noteVisible: boolean; formHeight: number } | null;
  formHeight: number | null;
  reducedMotion: boolean;
};

const pageState = (island: string, hydrated: string): PageState => {
  const checks = (window as unknown as { __engineChecks?: { violations: string[]; atLoad: PageState['atLoad'] } }).__engineChecks;
  const h1 = document.querySelector('h1');
  const form = document.querySelector('form');
  return {
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    heading: !!h1 && h1.checkVisibility({ opacityProperty: false, visibilityProperty: true }) && h1.textContent!.trim() !== '',
    islands: document.querySelectorAll(`[${island}]`).length,
    hydrated: document.querySelectorAll(`[${island}][${hydrated}]`).length,
    violations: checks ? checks.violations : [],
    atLoad: checks ? checks.atLoad : null,
    formHeight: form ? form.getBoundingClientRect().height : null,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
};

const allHydrated = (island: string, hydrated: string) => document.querySelectorAll(`[${island}]:not([${hydrated}])`).length === 0;

const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent!.trim()) === name);

const categoryNamed = (name: string) => [...document.querySelectorAll('[role="radiogroup"] label')].find((label) => label.textContent!.trim() === name);

const fieldLabelled = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((element) => element.textContent!.trim() === label);
  return found ? found.control : null;
};

const isVisible = (selector: string, text?: string) => {
  const element = [...document.querySelectorAll(selector)].find((candidate) => text === undefined || candidate.textContent!.trim() === text);
  return !!element && element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().height > 0;
};

const focusedName = () => {
  const element = document.activeElement;
  return element ? element.getAttribute('aria-label') ?? element.textContent!.trim() : '';
};

// ------------------------------------------------------------------ the checks

async function openPage(tab: Tab, route: string): Promise<PageState> {
  await tab.open(`${servers.site}${route}`);
  await eventually(() => tab.run(allHydrated, ISLAND_ATTRIBUTE, HYDRATED_ATTRIBUTE));
  return tab.run(pageState, ISLAND_ATTRIBUTE, HYDRATED_ATTRIBUTE);
}

/** Every page: loads cleanly, fits the width, hydrates; on a form page the loading note takes no room at the load event. */
async function checkPage(tab: Tab, route: string) {
  const late = problems(tab);
  const state = await openPage(tab, route);
  const found: string[] = [...late.map((message) => `reported after the previous page: ${message}`), ...problems(tab)];
  found.push(...state.violations.map((violation) => `policy violation: ${violation}`));
  if (state.overflow > 0) found.push(`${state.overflow} px wider than the window`);
  if (!state.heading) found.push('no visible heading');
  if (state.hydrated !== state.islands) found.push(`${state.islands - state.hydrated} of ${state.islands} islands not hydrated`);
  if (state.formHeight !== null) {
    if (!state.atLoad) found.push('the load event saw no loading note');
    else {
      if (state.atLoad.noteVisible || state.atLoad.noteHeight !== 0) {
        found.push(`loading note at the load event: ${JSON.stringify(state.atLoad)}`);
      }
      if (state.atLoad.formHeight !== state.formHeight) found.push(`the form moved from ${state.atLoad.formHeight} to ${state.formHeight} px tall on hydrating`);
    }
  }
  assert.deepEqual(found, []);
}

async function checkMenu(tab: Tab) {
  await tab.resize(WIDTHS[0]!, HEIGHT);
  await openPage(tab, '/about');
  const linkShown = () => tab.run(isVisible, 'nav a', 'Work');
  const toggle = await tab.element(buttonNamed, 'Open menu');
  assert.equal(await linkShown(), false, 'closed, the menu hides its links');

  await tab.click(toggle);
  assert.ok(await eventually(linkShown, 2_000), 'a click on "Open menu" shows the links');
  await tab.click(await tab.element(buttonNamed, 'Close menu'));
  assert.ok(await eventually(async () => !(await linkShown()), 2_000), '"Close menu" hides them');

  // From the keyboard: focus moves into the menu, and back to the toggle however it closes.
  await tab.run((name: string) => (document.querySelector(`button[aria-label="${name}"]`) as HTMLElement).focus(), 'Open menu');
  await tab.press('Enter');
  assert.ok(await eventually(linkShown, 2_000), 'Enter on the toggle opens the menu');
  assert.equal(await tab.run(focusedName), 'Close menu', 'focus is on "Close menu" once it opens');
  await tab.press('Escape');
  assert.ok(await eventually(async () => !(await linkShown()), 2_000), 'Escape closes the menu');
  assert.equal(await tab.run(focusedName), 'Open menu', 'Escape gives focus back to the toggle');

  await tab.press('Enter');
  assert.ok(await eventually(linkShown, 2_000), 'Enter opens it again');
  await tab.press('Enter');
  assert.ok(await eventually(async () => !(await linkShown()), 2_000), 'Enter on "Close menu" closes it');
  assert.equal(await tab.run(focusedName), 'Open menu', 'closing with its button gives focus back to the toggle');
  assert.deepEqual(problems(tab), []);
}

/** The fortune switch, native radio buttons and CSS: the same with JavaScript on and off. */
async function checkFortune(tab: Tab) {
  await openPage(tab, FORTUNE_PAGE);
  const names = await tab.run(() => [...document.querySelectorAll('[role="radiogroup"][aria-label="Kategoriler"] label')].map((label) => label.textContent!.trim()));
  assert.ok(names.length > 2, 'the page offers categories');
  const [first, second, third] = names as [string, string, string];
  const chosen = () => tab.run(() => document.querySelector<HTMLInputElement>('[role="radiogroup"] input[type="radio"]:checked')?.labels?.[0]?.textContent!.trim() ?? null);
  const regionShown = (name: string) => tab.run(isVisible, `section[aria-label="${name} soruları"]`);
  assert.equal(await chosen(), first, 'the first category is chosen at first');
  assert.equal(await regionShown(first), true, `${first}: its questions show at first`);
  assert.equal(await regionShown(second), false, `${second}: hidden before it is chosen`);

  await tab.click(await tab.element(categoryNamed, second));
  assert.ok(await eventually(() => regionShown(second), 2_000), `${second}: its questions show once clicked`);
  assert.equal(await chosen(), second);
  assert.equal(await regionShown(first), false, `${first}: hidden once another is chosen`);

  // From the keyboard: the arrow keys move the choice along the group.
  await tab.run(() => document.querySelector<HTMLInputElement>('[role="radiogroup"] input[type="radio"]:checked')!.focus());
  await tab.press('ArrowRight');
  assert.ok(await eventually(() => regionShown(third), 2_000), `${third}: its questions show once the right arrow reaches it`);
  assert.equal(await chosen(), third);
  assert.equal(await regionShown(second), false, `${second}: hidden once the arrow moved on`);
  assert.deepEqual(problems(tab), []);
}

const statusLine = () => {
  const line = document.querySelector('[aria-live="polite"] p');
  return line ? { text: line.textContent!.trim(), tone: line.getAttribute('data-tone') } : null;
};

async function checkForm(tab: Tab, form: (typeof FORMS)[number], outcome: 'success' | 'failure') {
  const attempt: FormCase = form[outcome];
  await servers.reset();
  await openPage(tab, form.page);
  for (const [label, value] of Object.entries(attempt.fields)) await tab.type(await tab.element(fieldLabelled, label), value);
  await tab.click(await tab.element(buttonNamed, form.button));
  let shown: { text: string; tone: string | null } | null = null;
  await eventually(async () => (shown = await tab.run(statusLine)) !== null);
  assert.deepEqual(shown, { text: attempt.shows, tone: outcome === 'success' ? 'success' : 'error' });
  // A second request, if the form sent one, went out before the page showed the answer.
  await servers.settled();
  const { method, path: callPath } = BACKENDS[form.backend]!;
  assert.deepEqual(servers.requests(form.backend), [`${method} /${form.backend}${callPath}`]);
  assert.deepEqual(problems(tab), []);
}

/** Without JavaScript: the content shows, the forms say they need it, nothing waits for a script. */
async function checkWithoutJavaScript(tab: Tab, route: string) {
  await tab.open(`${servers.site}${route}`);
  const state = await tab.run(() => {
    const hidden = (element: Element) => !element.checkVisibility({ visibilityProperty: true }) || element.getBoundingClientRect().height === 0;
    const h1 = document.querySelector('h1');
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      heading: !!h1 && !hidden(h1),
      faded: [...document.querySelectorAll('[data-reveal]')].filter((element) => getComputedStyle(element).opacity !== '1').length,
      forms: [...document.querySelectorAll('form')].map((form) => ({
        noscriptNote: [...form.querySelectorAll('noscript p')].some((note) => !hidden(note) && note.textContent!.includes('JavaScript')),
        loadingNote: [...form.querySelectorAll('.form-loading')].some((note) => !hidden(note)),
        enabledButtons: [...form.querySelectorAll('button')].filter((button) => !button.disabled).length,
      })),
    };
  });
  const found = problems(tab);
  if (state.overflow > 0) found.push(`${state.overflow} px wider than the window`);
  if (!state.heading) found.push('no visible heading');
  if (state.faded) found.push(`${state.faded} elements left transparent`);
  for (const form of state.forms) {
    if (!form.noscriptNote) found.push('a form without its note that it needs JavaScript');
    if (form.loadingNote) found.push('a form showing the loading note');
    if (form.enabledButtons) found.push('a form with a button that looks usable');
  }
  assert.deepEqual(found, []);
}

// ------------------------------------------------------------------ per engine

function withTab(engine: EngineName, mode: Mode, body: (tab: () => Tab) => void) {
  let tab: Tab | undefined;
  before(async () => {
    tab = await ENGINES[engine](mode);
    console.log(`${engine}: ${tab.version}${mode.javaScript ? '' : ', JavaScript off'}${mode.reducedMotion ? ', reduced motion' : ''}`);
  });
  after(async () => {
    if (!tab) return;
    const left = problems(tab);
    await tab.close();
    assert.deepEqual(left, [], 'reported after the last check');
  });
  body(() => tab!);
}

for (const engine of engines) {
  describe(engine, () => {
    describe('with JavaScript', () => {
      withTab(engine, { javaScript: true }, (tab) => {
        for (const width of WIDTHS) {
          describe(`${width} px`, () => {
            before(() => tab().resize(width, HEIGHT));
            for (const route of ROUTES) it(route, () => checkPage(tab(), route));
          });
        }
        it('the header menu opens, closes with Escape and with its button, and gives focus back', () => checkMenu(tab()));
        it(`${FORTUNE_PAGE}: a click or an arrow key on a category shows that category`, () => checkFortune(tab()));
        for (const form of FORMS) {
          for (const outcome of ['success', 'failure'] as const) {
            it(`${form.page}: ${outcome} shows "${form[outcome].shows}" after one request`, () => checkForm(tab(), form, outcome));
          }
        }
      });
    });

    describe('with reduced motion', () => {
      withTab(engine, { javaScript: true, reducedMotion: true }, (tab) => {
        for (const form of FORMS) {
          it(`${form.page}: the loading note is out of sight at the load event`, async () => {
            const state = await openPage(tab(), form.page);
            assert.equal(state.reducedMotion, true, 'the browser prefers reduced motion');
            assert.deepEqual(state.atLoad && { height: state.atLoad.noteHeight, visible: state.atLoad.noteVisible }, { height: 0, visible: false });
            assert.deepEqual(problems(tab()), []);
          });
        }
      });
    });

    describe('without JavaScript, 390 px', () => {
      withTab(engine, { javaScript: false }, (tab) => {
        before(() => tab().resize(WIDTHS[0]!, HEIGHT));
        for (const route of ROUTES) it(route, () => checkWithoutJavaScript(tab(), route));
        it(`${FORTUNE_PAGE}: the category switch works the same`, () => checkFortune(tab()));
      });
    });
  });
}
