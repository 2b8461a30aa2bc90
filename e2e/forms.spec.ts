/**
 * Every form of content/apps/ in a real browser against the development
 * backend: what a person sees and what is sent, once. The words of each
 * outcome are the form's rules (unit-tested in lib/forms/); here they are
 * checked where they meet the network and the page. Each form's version in the
 * other language (under /tr or /en) is the same island with the same call: it
 * is tried for what its words change, the answers, the validation, the hint
 * and the notes, in its language.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { grantRule } from '../lib/content/forms';
import { plainText } from '../lib/content/inline';
import { describeOutcome } from '../lib/forms/outcome';
import type { FieldKind } from '../lib/forms/types';
import { getDeletionInfo } from '../lib/legal/deletion';
import { INFORMATION_NOTICE } from '../lib/content/apps';
import { textsIn } from '../lib/content/texts';
import { escapeRegExp } from '../lib/text';
import { site } from '../content/site';
import { callsTo, clearScenarios, queueScenario } from './backend';
import { demoValues, expectedCall, type FormCase, fillForm, formCases, freshAccount, shownFor, translatedFormCases, unknownValues } from './form-cases';
import { hydrated } from './hydration';

// The forms share one development backend, never reset here: a test that deletes or claims with an
// account uses one of its own (freshAccount), and the others change nothing on it, so the tests run
// in parallel and one failing form hides none of the others.

const status = (page: Page) => page.locator('[aria-live="polite"]');
/** The outcome, word for word. */
const message = (page: Page) => status(page).locator('p').first();
/** The line under it when the request may have reached the server without an answer. */
const hint = (page: Page) => status(page).locator('p').nth(1);

/** The input each kind of field is: a password hidden on screen, an e-mail address with the keyboard for one. */
const INPUT_TYPE: Record<FieldKind, string> = { identifier: 'text', email: 'email', password: 'password' };

/** Waits until the island has taken the form over (a field typed into before then is kept, but the button stays disabled). */
async function ready(page: Page, button: string) {
  await hydrated(page);
  await expect(page.getByRole('button', { name: button })).toBeVisible();
}

/** The language of the backend's own words, marked on a page in another language (null: not marked). */
const serverLang = (c: FormCase) => (c.form.backendLanguage === c.language ? null : c.form.backendLanguage);

for (const c of [...formCases, ...translatedFormCases]) {
  /** A form's version in the other language: the same island and call as its page's, whose word-free checks it shares. */
  const translated = translatedFormCases.includes(c);
  test.describe(`${c.path} (${c.form.page.title})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(c.path);
      await ready(page, c.button);
    });

    test('sends what is typed in one call, shows the answer, and a second try gets the backend’s second answer', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: c.form.page.title })).toBeVisible();
      const calls = callsTo(page, c.backend);
      const values = await freshAccount(c.form);
      await fillForm(page, c.form, values);
      await page.getByRole('button', { name: c.button }).click();
      await expect(message(page)).toHaveText(shownFor(c.form, 'done', values));
      // The backend's words are read in their own language on a page in the other; the form's own are the page's.
      const fromServer = shownFor(c.form, 'done', values) !== c.form.answers.success.otherwise;
      if (fromServer && serverLang(c)) await expect(message(page)).toHaveAttribute('lang', serverLang(c)!);
      else await expect(message(page)).not.toHaveAttribute('lang');
      expect(calls.map((call) => [call.method(), call.url(), call.postDataJSON() ?? null])).toEqual([expectedCall(c.form, values)]);
      const colour = c.form.messageColour === 'red' ? /text-red-700/ : /text-green-700/;
      await expect(message(page)).toHaveClass(colour);
      // A finished request stays finished: what clears on success is empty, so the same click cannot send it again by accident.
      for (const field of c.form.fields.filter((candidate) => candidate.clearOnSuccess)) await expect(page.getByLabel(field.label, { exact: true })).toHaveValue('');
      await fillForm(page, c.form, values);
      await page.getByRole('button', { name: c.button }).click();
      await expect(message(page)).toHaveText(shownFor(c.form, c.form.purpose === 'credit-faucet' ? 'tooSoon' : 'notFound', values));
      await expect(message(page)).toHaveClass(/text-red-700/);
      expect(calls).toHaveLength(2);
    });

    if (!translated) test('a password is hidden as it is typed: each field is the input its kind asks for', async ({ page }) => {
      for (const field of c.form.fields) {
        await expect(page.getByLabel(field.label, { exact: true })).toHaveAttribute('type', INPUT_TYPE[field.kind]);
      }
    });

    if (!translated) test('an unknown account gets the backend’s words, in red, keeping what was typed', async ({ page }) => {
      const values = unknownValues(c.form);
      await fillForm(page, c.form, values);
      await page.getByRole('button', { name: c.button }).click();
      await expect(message(page)).toHaveText(shownFor(c.form, 'notFound', values));
      await expect(message(page)).toHaveClass(/text-red-700/);
      for (const field of c.form.fields) await expect(page.getByLabel(field.label, { exact: true })).toHaveValue(values[field.name]!);
      // Typing clears the answer.
      await page.getByLabel(c.form.fields[0]!.label, { exact: true }).press('End');
      await page.getByLabel(c.form.fields[0]!.label, { exact: true }).press('Backspace');
      await expect(status(page)).toHaveText('');
    });

    test('an incomplete form sends nothing', async ({ page }) => {
      const calls = callsTo(page, c.backend);
      const button = page.getByRole('button', { name: c.button });
      if (c.form.incomplete.disableButton) await expect(button).toBeDisabled();
      else {
        await button.click();
        await expect(message(page)).toHaveText(c.form.incomplete.message!);
      }
      const lengthField = c.form.fields.find((field) => field.length);
      if (lengthField) {
        await page.getByLabel(lengthField.label, { exact: true }).fill('X'.repeat(lengthField.length! + 3));
        await expect(page.getByLabel(lengthField.label, { exact: true })).toHaveValue('X'.repeat(lengthField.length!));
        await page.getByLabel(lengthField.label, { exact: true }).press('Backspace');
        if (c.form.incomplete.disableButton) await expect(button).toBeDisabled();
      }
      expect(calls).toHaveLength(0);
    });

    test('no answer within the time limit keeps the failure words and says the request may still have arrived', async ({ page }) => {
      await queueScenario(page, { app: c.backend, hang: true });
      await page.clock.install();
      await page.reload();
      await ready(page, c.button);
      await fillForm(page, c.form, demoValues(c.form));
      await page.getByRole('button', { name: c.button }).click();
      await page.clock.runFor(15_500);
      await expect(message(page)).toHaveText(c.form.answers.failure.otherwise);
      await expect(hint(page)).toHaveText(c.form.answers.noAnswerHint);
      await expect(page.getByRole('button', { name: c.button })).toBeEnabled();
    });

    if (!translated) test('nothing typed appears in an attribute of the page: while typing, after a failure, after coming back', async ({ page }) => {
      const values = Object.fromEntries(c.form.fields.map((field) => [field.name, field.length ? 'Q7W8E9R0T1Y2'.slice(0, field.length) : field.kind === 'email' ? 'secret.person@example.test' : 'S3cret-Value!']));
      const typed = Object.values(values);
      const inAttributes = () =>
        page.evaluate((secrets) => {
          const found: string[] = [];
          for (const element of document.querySelectorAll('*')) {
            for (const attribute of element.attributes) if (secrets.some((secret) => attribute.value.includes(secret))) found.push(`${element.tagName} ${attribute.name}`);
          }
          return found;
        }, typed);
      await fillForm(page, c.form, values);
      expect(await inAttributes()).toEqual([]);
      const body = { message: 'Try again later.' };
      await queueScenario(page, { app: c.backend, status: 500, body });
      await page.getByRole('button', { name: c.button }).click();
      await expect(message(page)).toHaveText(describeOutcome(c.form.answers, { kind: 'response', ok: false, status: 500, body }).text);
      expect(await inAttributes()).toEqual([]);
      await page.goto('/about');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: c.form.page.title })).toBeVisible();
      expect(await inAttributes()).toEqual([]);
    });
  });
}

test.describe('a credit faucet', () => {
  for (const c of [...formCases, ...translatedFormCases].filter(({ form }) => form.purpose === 'credit-faucet')) {
    test(`${c.path} states the rule its backend applies`, async ({ page }) => {
      await page.goto(c.path);
      await expect(page.getByText(grantRule(c.form, c.language)!, { exact: false })).toBeVisible();
    });
  }
});

test.describe('an account page tells the user what the stores require', () => {
  for (const c of [...formCases, ...translatedFormCases].filter(({ form }) => form.purpose === 'account-deletion')) {
    test(`${c.path} names the app and developer, the steps, what is deleted and kept, and links the policy`, async ({ page }) => {
      await page.goto(c.path);
      const main = page.getByRole('main');
      await expect(main.getByText(`${c.app.name}`, { exact: false }).first()).toBeVisible();
      await expect(main.getByText(site.owner.name, { exact: false }).first()).toBeVisible();
      const info = getDeletionInfo(c.app, c.language);
      for (const item of [...info.steps, ...info.deleted, ...info.kept].map(plainText)) await expect(main.getByText(item, { exact: true })).toBeVisible();
      // The privacy text in the page's language: an English app's Turkish notice on its Turkish page, else its policy.
      const policy = c.app.language === 'en' && c.language === 'tr' ? INFORMATION_NOTICE.slug : 'privacy-policy';
      await expect(main.locator(`a[href="/${c.app.slug}/${policy}"]`)).toBeVisible();
    });
  }
});

const [first] = formCases;
/**
 * A form with a button that stays disabled after success, and one with a button that comes back:
 * one of each kind content/ has (a kind that went with a retired app is not tried).
 */
const clearingForms = formCases.filter(({ form }) => form.incomplete.disableButton && form.fields.every((field) => field.clearOnSuccess)).slice(0, 1);
const stayingForms = formCases.filter(({ form }) => !form.fields.some((field) => field.clearOnSuccess)).slice(0, 1);

test.describe('a form is sent once', () => {
  test(`${first!.path}: a double click and an Enter while busy send one request`, async ({ page }) => {
    await page.goto(first!.path);
    await ready(page, first!.button);
    await queueScenario(page, { app: first!.backend, delayMs: 2000 });
    const calls = callsTo(page, first!.backend);
    const values = await freshAccount(first!.form);
    await fillForm(page, first!.form, values);
    await page.getByRole('button', { name: first!.button }).dblclick();
    await page.getByLabel(first!.form.fields[0]!.label, { exact: true }).press('Enter');
    await expect(page.getByRole('button', { name: first!.busy })).toBeDisabled();
    await expect(message(page)).toHaveText(shownFor(first!.form, 'done', values));
    expect(calls).toHaveLength(1);
  });
});

/** Of the forms' versions in the other language, the first in each language: their note without JavaScript is the language's, the same on each. */
const firstTranslatedOfEach = translatedFormCases.filter((c, index) => translatedFormCases.findIndex((other) => other.language === c.language) === index);

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const c of [...formCases, ...firstTranslatedOfEach]) {
    test(`${c.path}: Enter sends nothing, changes no URL, and the page says the form needs JavaScript`, async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() || request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
      });
      const calls = callsTo(page, c.backend);
      await page.goto(c.path);
      sent.length = 0;
      const url = page.url();
      // A regular expression: Playwright's text matching by string leaves out what stands in <noscript>.
      await expect(page.getByText(new RegExp(escapeRegExp(textsIn(c.language).forms.noScript)))).toBeVisible();
      await expect(page.getByRole('link', { name: site.email }).first()).toBeVisible();
      await fillForm(page, c.form, demoValues(c.form));
      // A locator's key press waits for any navigation it starts (a form sent by the browser
      // itself would be one), so the URL below is the one the Enter left.
      await page.getByLabel(c.form.fields.at(-1)!.label, { exact: true }).press('Enter');
      await expect(page.getByRole('button', { name: c.button })).toBeDisabled();
      expect(page.url()).toBe(url);
      expect(sent).toEqual([]);
      expect(calls).toEqual([]);
    });
  }
});

/** Holds the page's script files until `release` is called, as a slow phone would. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/.*\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

test.describe('before the JavaScript has arrived', () => {
  for (const c of formCases) {
    test(`${c.path}: what is typed early is kept and sent once the form works; Enter before that sends nothing`, async ({ page }) => {
      const release = await holdScripts(page);
      const calls = callsTo(page, c.backend);
      const values = await freshAccount(c.form);
      await page.goto(c.path);
      await fillForm(page, c.form, values);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: c.button })).toBeDisabled();
      const url = page.url();
      await release();
      await hydrated(page);
      await expect(page.getByRole('button', { name: c.button })).toBeEnabled();
      expect(page.url()).toBe(url);
      expect(calls).toEqual([]);
      await page.getByRole('button', { name: c.button }).click();
      await expect(message(page)).toHaveText(shownFor(c.form, 'done', values));
      expect(calls).toHaveLength(1);
    });
  }

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`the loading note is out of sight and takes no room when the page has loaded (${reducedMotion} motion)`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      // The islands' scripts start loading after the load event, so the note is always there to be seen then.
      await page.addInitScript(() => {
        addEventListener('load', () => {
          const note = document.querySelector('.form-loading');
          const form = note?.closest('form');
          (window as unknown as { atLoad: unknown }).atLoad = note &&
            form && {
              noteHeight: note.getBoundingClientRect().height,
              noteVisible: note.checkVisibility({ visibilityProperty: true }),
              formHeight: form.getBoundingClientRect().height,
            };
        });
      });
      for (const c of formCases) {
        await page.goto(c.path);
        const atLoad = await page.evaluate(() => (window as unknown as { atLoad: { noteHeight: number; noteVisible: boolean; formHeight: number } | null }).atLoad);
        expect(atLoad, c.path).toEqual({ noteHeight: 0, noteVisible: false, formHeight: expect.any(Number) });
        // Once the form works the note is gone, and nothing under it has moved.
        await hydrated(page);
        await expect(page.locator('.form-loading')).toHaveCount(0);
        expect(await page.locator('form').evaluate((element) => element.getBoundingClientRect().height), c.path).toBe(atLoad!.formHeight);
      }
    });
  }

  test(`${first!.path}: a script that never arrives leaves a disabled form that, after a few seconds, says why`, async ({ page }) => {
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto(first!.path);
    const note = page.locator('.form-loading');
    await expect(note).toBeHidden();
    // Its CSS shows it 4 s after the page's first style; a busy machine may take longer to get there.
    await expect(note).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: first!.button })).toBeDisabled();
  });
});

test.describe('while React takes the form over', () => {
  for (const c of formCases) {
    test(`${c.path}: every key typed while the script runs and hydrates is kept, and the first click sends it once`, async ({ page }) => {
      // A slow phone: evaluating the bundle and hydrating take long enough for keys to land in between.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const release = await holdScripts(page);
      const calls = callsTo(page, c.backend);
      const values = await freshAccount(c.form);
      await page.goto(c.path);
      const last = c.form.fields[c.form.fields.length - 1]!;
      for (const field of c.form.fields.slice(0, -1)) await page.getByLabel(field.label, { exact: true }).fill(values[field.name] ?? '');
      const input = page.getByLabel(last.label, { exact: true });
      await input.focus();
      await release();
      // Raw key presses, which wait for nothing, so they land between the script's tasks.
      await page.keyboard.type(values[last.name] ?? '', { delay: 10 });
      await hydrated(page);
      await expect(page.getByRole('button', { name: c.button })).toBeEnabled();
      await expect(input).toHaveValue(values[last.name] ?? '');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.getByRole('button', { name: c.button }).click();
      await expect(message(page)).toHaveText(shownFor(c.form, 'done', values));
      expect(calls.map((call) => [call.method(), call.url(), call.postDataJSON() ?? null])).toEqual([expectedCall(c.form, values)]);
    });
  }
});

test.describe('a backend that answers oddly', () => {
  const c = first!;
  const failure = c.form.answers.failure.otherwise;

  test.beforeEach(async ({ page }) => {
    await page.goto(c.path);
    await ready(page, c.button);
    await fillForm(page, c.form, demoValues(c.form));
  });

  test('a redirect to a page that answers 200 is not a success, nor is a sign-in page answered with 200', async ({ page }) => {
    const calls = callsTo(page, c.backend);
    // If the redirect were followed, the second answer would be a success.
    await queueScenario(page, { app: c.backend, status: 302, location: `/${c.backend}${c.form.call.path}` });
    await queueScenario(page, { app: c.backend, status: 200, body: {} });
    await page.getByRole('button', { name: c.button }).click();
    await expect(message(page)).toHaveText(failure);
    expect(calls).toHaveLength(1);
    clearScenarios(page);
    await queueScenario(page, { app: c.backend, status: 200, rawBody: '<!DOCTYPE html><title>Sign in</title>', contentType: 'text/html' });
    await page.getByRole('button', { name: c.button }).click();
    await expect(message(page)).toHaveText(failure);
  });

  test('a backend that refuses the site’s origin (CORS), or drops the connection, is a failure', async ({ page }) => {
    await queueScenario(page, { app: c.backend, status: 200, body: { message: 'unreadable across origins' }, withoutCors: true });
    await page.getByRole('button', { name: c.button }).click();
    await expect(message(page)).toHaveText(failure);
    await queueScenario(page, { app: c.backend, drop: true });
    await page.getByRole('button', { name: c.button }).click();
    await expect(message(page)).toHaveText(failure);
    await expect(hint(page)).toHaveText(c.form.answers.noAnswerHint);
  });

  test('shows at most 300 characters of a server message, and reads no more than 64 kB of an answer', async ({ page }) => {
    await queueScenario(page, { app: c.backend, status: 400, body: { message: 'A'.repeat(2_000) } });
    await page.getByRole('button', { name: c.button }).click();
    await expect(message(page)).toHaveText(/^A+…$/);
    expect((await message(page).textContent())!.length).toBe(300);
    await queueScenario(page, { app: c.backend, status: 400, body: { message: 'B'.repeat(100_000) } });
    await page.getByRole('button', { name: c.button }).click();
    await expect(message(page)).toHaveText(failure);
  });
});

test.describe('a keyboard user keeps their place', () => {
  for (const staying of stayingForms) test(`${staying.path}: focus is back on the button once the answer is in`, async ({ page }) => {
    await page.goto(staying.path);
    await ready(page, staying.button);
    // Slow enough, even on a busy machine, for the button to be disabled, and so lose focus, while the request runs.
    await queueScenario(page, { app: staying.backend, delayMs: 2000 });
    const values = await freshAccount(staying.form);
    await fillForm(page, staying.form, values);
    const button = page.getByRole('button', { name: staying.button });
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: staying.busy })).toBeDisabled();
    await expect(message(page)).toHaveText(shownFor(staying.form, 'done', values));
    await expect(button).toBeFocused();
  });

  for (const clearing of clearingForms) test(`${clearing.path}: after a finished request, whose button stays disabled, focus is on the emptied field`, async ({ page }) => {
    await page.goto(clearing.path);
    await ready(page, clearing.button);
    await queueScenario(page, { app: clearing.backend, delayMs: 2000 });
    const values = await freshAccount(clearing.form);
    await fillForm(page, clearing.form, values);
    const button = page.getByRole('button', { name: clearing.button });
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(message(page)).toHaveText(shownFor(clearing.form, 'done', values));
    await expect(button).toBeDisabled();
    const field = page.getByLabel(clearing.form.fields[0]!.label, { exact: true });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
  });
});
