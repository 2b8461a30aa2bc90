import { expect, type Page, type Route, test } from '@playwright/test';
import { faucetRule, faucetTooSoonMessage } from '../lib/faucet';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../lib/islands';
import { API_ORIGIN, type BackendApp, callsTo, clearScenarios, queueScenario, resetBackend } from './backend';

// The forms share one development backend, reset before each test: run this file's tests one at a time.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async () => {
  await resetBackend();
});

const status = (page: Page) => page.locator('[aria-live="polite"]');
/** The outcome, word for word as the message catalogue (docs/REFERENCE.md) has it. */
const message = (page: Page) => status(page).locator('p').first();
/** The line under it when the request may have reached the server without an answer. */
const hint = (page: Page) => status(page).locator('p').nth(1);

async function expectTimeout(page: Page, submit: () => Promise<void>, text: string, hintText: RegExp) {
  await page.clock.install();
  await page.reload();
  await submit();
  await page.clock.runFor(15_500);
  await expect(message(page)).toHaveText(text);
  await expect(hint(page)).toHaveText(hintText);
}

test.describe('credit faucet', () => {
  const submit = async (page: Page, id: string) => {
    await page.getByLabel('Profile ID').fill(id);
    await page.getByRole('button', { name: 'Claim Free Credits' }).click();
  };

  test.beforeEach(async ({ page }) => {
    await page.goto('/faucet');
  });

  test('grants credits once and shows the server message', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'SONORA Credit Faucet' })).toBeVisible();
    // The rule the page states is the one the backend enforces (both read Sonora's record).
    await expect(page.getByText(faucetRule(), { exact: false })).toBeVisible();
    const button = page.getByRole('button', { name: 'Claim Free Credits' });
    await page.getByLabel('Profile ID').fill('SONO0');
    await expect(button).toBeDisabled();
    await page.getByLabel('Profile ID').pressSequentially('1XYZ');
    await expect(page.getByLabel('Profile ID')).toHaveValue('SONO01');
    const calls = callsTo(page, 'sonora');
    await button.click();
    await expect(message(page)).toHaveText('50 free credits have been added to profile SONO01.');
    expect(calls.map((call) => [call.method(), call.url(), call.postData()])).toEqual([
      ['POST', `${API_ORIGIN}/sonora/user/grant-free-credit?username=SONO01`, null],
    ]);
  });

  test('shows the server message of a failure in red, and of a second claim', async ({ page }) => {
    await submit(page, 'ZZZZZZ');
    await expect(message(page)).toHaveText('No Sonora AI profile found with this ID.');
    await expect(message(page)).toHaveClass(/text-red-700/);
    await submit(page, 'ABC123');
    await expect(message(page)).toHaveText(/added to profile ABC123/);
    await page.getByRole('button', { name: 'Claim Free Credits' }).click();
    await expect(message(page)).toHaveText(faucetTooSoonMessage());
    expect(faucetTooSoonMessage()).toBe('This profile has already claimed its free credits today. Come back tomorrow!');
  });

  test('an answer without a message, a dropped connection and a time-out say "An error occurred."', async ({ page }) => {
    await queueScenario(page, { app: 'sonora', status: 502, rawBody: '<html>Bad gateway</html>', contentType: 'text/html' });
    await submit(page, 'SONO01');
    await expect(message(page)).toHaveText('An error occurred.');
    await queueScenario(page, { app: 'sonora', drop: true });
    await page.getByRole('button', { name: 'Claim Free Credits' }).click();
    await expect(message(page)).toHaveText('An error occurred.');
    await expect(page.getByRole('button', { name: 'Claim Free Credits' })).toBeEnabled();
    await queueScenario(page, { app: 'sonora', hang: true });
    await expectTimeout(page, () => submit(page, 'SONO02'), 'An error occurred.', /may still have reached Sonora AI/);
  });

  test('a double click sends one request', async ({ page }) => {
    await queueScenario(page, { app: 'sonora', delayMs: 2000 });
    const calls = callsTo(page, 'sonora');
    await page.getByLabel('Profile ID').fill('SONO02');
    await page.getByRole('button', { name: 'Claim Free Credits' }).dblclick();
    await page.getByLabel('Profile ID').press('Enter');
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(message(page)).toHaveText(/added to profile SONO02/);
    expect(calls).toHaveLength(1);
  });
});

test.describe('Sharix account deletion', () => {
  const submit = async (page: Page, id: string) => {
    await page.getByLabel('Profile ID').fill(id);
    await page.getByRole('button', { name: 'Delete Account' }).click();
  };

  test('deletes the account for real; the ID is cleared, and only a deliberate second attempt gets the not-found message', async ({ page }) => {
    await page.goto('/sharix-delete-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Sharix Account Delete' })).toBeVisible();
    const calls = callsTo(page, 'sharix');
    await submit(page, 'SHRX01');
    await expect(message(page)).toHaveText('Your Sharix account SHRX01 has been deleted.');
    // Finished stays finished: the ID is gone, so a second click sends nothing.
    await expect(page.getByLabel('Profile ID')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    await page.getByLabel('Profile ID').press('Enter');
    await expect(message(page)).toHaveText('Your Sharix account SHRX01 has been deleted.');
    // Typed again on purpose, the ID is no longer there.
    await submit(page, 'SHRX01');
    await expect(message(page)).toHaveText('No Sharix account found with this profile ID.');
    expect(calls.map((call) => `${call.method()} ${call.url()}`)).toEqual([
      `DELETE ${API_ORIGIN}/sharix/user?username=SHRX01`,
      `DELETE ${API_ORIGIN}/sharix/user?username=SHRX01`,
    ]);
  });

  test('no response says "An error occurred."', async ({ page }) => {
    await page.goto('/sharix-delete-account');
    await queueScenario(page, { app: 'sharix', drop: true });
    await submit(page, 'SHRX02');
    await expect(message(page)).toHaveText('An error occurred.');
    await expect(page.getByLabel('Profile ID')).toHaveValue('SHRX02');
    await queueScenario(page, { app: 'sharix', hang: true });
    await expectTimeout(page, () => submit(page, 'SHRX02'), 'An error occurred.', /may still have reached Sharix AI/);
  });
});

test.describe('Meriastro account deletion', () => {
  const submit = async (page: Page, email: string, password: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Delete Account' }).click();
  };

  test.beforeEach(async ({ page }) => {
    await page.goto('/meriastro/account-delete');
  });

  test('asks for both fields and sends nothing until both are filled', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Delete Your account' })).toBeVisible();
    const calls = callsTo(page, 'meriastro');
    await submit(page, 'ayse@meriastro.app', '');
    await expect(message(page)).toHaveText('Please provide both email and password.');
    expect(calls).toHaveLength(0);
  });

  test('deletes with the right password, showing Deleting... meanwhile, and sends the password only in the body', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await queueScenario(page, { app: 'meriastro', delayMs: 2000 });
    const calls = callsTo(page, 'meriastro');
    await submit(page, 'ayse@meriastro.app', 'yildiz2024');
    await expect(page.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(message(page)).toHaveText('Your Meriastro account and all of its data have been deleted.');
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeEnabled();
    expect(calls.map((call) => [call.method(), call.url(), call.postDataJSON()])).toEqual([
      ['DELETE', `${API_ORIGIN}/meriastro/api/users/delete`, { email: 'ayse@meriastro.app', password: 'yildiz2024' }],
    ]);
    expect(logs.join('\n')).not.toContain('yildiz2024');
    // The password does not outlive the deletion; a second click asks for it and sends nothing.
    await expect(page.getByLabel('Password')).toHaveValue('');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Please provide both email and password.');
    expect(calls).toHaveLength(1);
    await submit(page, 'ayse@meriastro.app', 'yildiz2024');
    await expect(message(page)).toHaveText('Invalid email or password.');
  });

  test('failures show message, else error, else "Something went wrong", keeping the e-mail', async ({ page }) => {
    await submit(page, 'mehmet@meriastro.app', 'wrong-password');
    await expect(message(page)).toHaveText('Invalid email or password.');
    await queueScenario(page, { app: 'meriastro', status: 400, body: { message: 'Email and password are required.', error: 'ignored' } });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Email and password are required.');
    await queueScenario(page, { app: 'meriastro', status: 500, rawBody: '' });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Something went wrong');
    await queueScenario(page, { app: 'meriastro', drop: true });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Something went wrong');
    await expect(page.getByLabel('Email')).toHaveValue('mehmet@meriastro.app');
  });

  test('a time-out ends in "Something went wrong"', async ({ page }) => {
    await queueScenario(page, { app: 'meriastro', hang: true });
    await expectTimeout(page, () => submit(page, 'demo@meriastro.app', 'demo1234'), 'Something went wrong', /sunucumuza ulaşmış olabilir/);
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeEnabled();
  });
});

test.describe('Funo AI account deletion', () => {
  const submit = async (page: Page, deviceId: string) => {
    await page.getByLabel('Device ID').fill(deviceId);
    await page.getByRole('button', { name: 'Delete Account' }).click();
  };

  test.beforeEach(async ({ page }) => {
    await page.goto('/funo/account-delete');
  });

  test('requires a device ID, then deletes and shows the server msg', async ({ page }) => {
    const calls = callsTo(page, 'funo');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Please provide your device ID.');
    expect(calls).toHaveLength(0);
    await submit(page, 'FUNO-DEVICE-0001');
    await expect(message(page)).toHaveText('Device account removed.');
    expect(calls.map((call) => [call.method(), call.url(), call.postDataJSON()])).toEqual([
      ['DELETE', `${API_ORIGIN}/funo/api/user/user-delete`, { deviceId: 'FUNO-DEVICE-0001' }],
    ]);
    await expect(page.getByLabel('Device ID')).toHaveValue('');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Please provide your device ID.');
    expect(calls).toHaveLength(1);
    await submit(page, 'FUNO-DEVICE-0001');
    await expect(message(page)).toHaveText('No Funo AI account is linked to this device ID.');
  });

  test('success without a message shows the default text', async ({ page }) => {
    await queueScenario(page, { app: 'funo', status: 200, rawBody: '' });
    await submit(page, 'FUNO-DEVICE-0002');
    await expect(message(page)).toHaveText('Your Funo AI account has been deleted successfully.');
  });

  test('failures show message, msg or error, else "Something went wrong."', async ({ page }) => {
    await queueScenario(page, { app: 'funo', status: 400, body: { msg: 'Device ID is malformed.', error: 'ignored' } });
    await submit(page, 'bad id');
    await expect(message(page)).toHaveText('Device ID is malformed.');
    await queueScenario(page, { app: 'funo', status: 503, rawBody: 'Service Unavailable' });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Something went wrong.');
    await queueScenario(page, { app: 'funo', drop: true });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Something went wrong.');
    await expect(page.getByLabel('Device ID')).toHaveValue('bad id');
  });

  test('a backend that refuses the site’s origin (CORS) ends in "Something went wrong."', async ({ page }) => {
    await queueScenario(page, { app: 'funo', status: 200, body: { message: 'unreadable across origins' }, withoutCors: true });
    await submit(page, 'FUNO-DEVICE-0001');
    await expect(message(page)).toHaveText('Something went wrong.');
  });

  test('a time-out ends in "Something went wrong."', async ({ page }) => {
    await queueScenario(page, { app: 'funo', hang: true });
    await expectTimeout(page, () => submit(page, 'FUNO-DEVICE-0002'), 'Something went wrong.', /may still have reached Funo AI/);
  });
});

test.describe('RevoAI account deletion', () => {
  const submit = async (page: Page, username: string) => {
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Delete Account' }).click();
  };
  test.beforeEach(async ({ page }) => {
    await page.goto('/revoai/account-delete');
  });

  test('deletes the account: green message, input cleared, button disabled; again is "User not found"', async ({ page }) => {
    await expect(page.getByText(/cannot be undone/)).toBeVisible();
    await submit(page, 'REVO01');
    await expect(message(page)).toHaveText('Account deleted successfully');
    await expect(message(page)).toHaveClass(/text-green-700/);
    await expect(page.getByLabel('Username')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    await submit(page, 'REVO01');
    await expect(message(page)).toHaveText('User not found');
    await expect(message(page)).toHaveClass(/text-red-700/);
    await page.getByLabel('Username').fill('REVO0');
    await expect(status(page)).toHaveText('');
  });

  test('400 shows the server message, else "Invalid username"; other errors their message, else the default', async ({ page }) => {
    await queueScenario(page, { app: 'revoai', status: 400, body: { message: 'Username contains invalid characters' } });
    await submit(page, 'REVO02');
    await expect(message(page)).toHaveText('Username contains invalid characters');
    await queueScenario(page, { app: 'revoai', status: 400, rawBody: '' });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Invalid username');
    await queueScenario(page, { app: 'revoai', status: 500, body: { message: 'Database unavailable, try again later' } });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Database unavailable, try again later');
    await queueScenario(page, { app: 'revoai', status: 500, rawBody: '<html>oops</html>', contentType: 'text/html' });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('An error occurred while deleting the account');
    await queueScenario(page, { app: 'revoai', drop: true });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('An error occurred while deleting the account');
    await expect(page.getByLabel('Username')).toHaveValue('REVO02');
  });

  test('a time-out ends in the default message', async ({ page }) => {
    await queueScenario(page, { app: 'revoai', hang: true });
    await expectTimeout(page, () => submit(page, 'DESIGN'), 'An error occurred while deleting the account', /may still have reached RevoAI/);
  });
});

test.describe('account pages tell the user what the stores require', () => {
  for (const path of ['/sharix-delete-account', '/meriastro/account-delete', '/funo/account-delete', '/revoai/account-delete']) {
    test(`${path} names the app and developer, the steps, what is deleted and kept, and links the policy`, async ({ request }) => {
      const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
      expect(html).toContain('Kerem Aksoy');
      expect(html).toMatch(/How to delete your account|Hesabınızı nasıl silebilirsiniz\?/);
      expect(html).toMatch(/What is deleted|Neler silinir\?/);
      expect(html).toMatch(/What is kept, and for how long|Neler, ne kadar süre saklanır\?/);
      expect(html).toMatch(/href="\/[a-z-]+\/privacy-policy"/);
    });
  }
});

type FormCase = {
  path: string;
  app: BackendApp;
  /** Fills the form as a visitor would, with values that would be sent. */
  fill: (page: Page) => Promise<void>;
  button: string;
  /** Words of the note that the form needs JavaScript, in the page's language. */
  needsJs: RegExp;
};

const FORMS: FormCase[] = [
  { path: '/faucet', app: 'sonora', fill: (page) => page.getByLabel('Profile ID').fill('SONO01'), button: 'Claim Free Credits', needsJs: /This form needs JavaScript/ },
  {
    path: '/sharix-delete-account',
    app: 'sharix',
    fill: (page) => page.getByLabel('Profile ID').fill('SHRX01'),
    button: 'Delete Account',
    needsJs: /This form needs JavaScript/,
  },
  {
    path: '/meriastro/account-delete',
    app: 'meriastro',
    fill: async (page) => {
      await page.getByLabel('Email').fill('ayse@meriastro.app');
      await page.getByLabel('Password').fill('yildiz2024');
    },
    button: 'Delete Account',
    needsJs: /Bu form JavaScript gerektirir/,
  },
  { path: '/funo/account-delete', app: 'funo', fill: (page) => page.getByLabel('Device ID').fill('FUNO-DEVICE-0001'), button: 'Delete Account', needsJs: /This form needs JavaScript/ },
  { path: '/revoai/account-delete', app: 'revoai', fill: (page) => page.getByLabel('Username').fill('REVO01'), button: 'Delete Account', needsJs: /This form needs JavaScript/ },
];

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of FORMS) {
    test(`${form.path}: Enter sends nothing, changes no URL, and the page says the form needs JavaScript`, async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() || request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
      });
      const calls = callsTo(page, form.app);
      await page.goto(form.path);
      sent.length = 0;
      const url = page.url();
      await expect(page.getByText(form.needsJs)).toBeVisible();
      await form.fill(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: form.button })).toBeDisabled();
      await page.waitForTimeout(500);
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
  for (const form of FORMS) {
    test(`${form.path}: what is typed early is kept and sent once the form works; Enter before that sends nothing`, async ({ page }) => {
      const release = await holdScripts(page);
      const calls = callsTo(page, form.app);
      await page.goto(form.path);
      await form.fill(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: form.button })).toBeDisabled();
      const url = page.url();
      await release();
      await expect(page.getByRole('button', { name: form.button })).toBeEnabled();
      expect(page.url()).toBe(url);
      expect(calls).toEqual([]);
      await page.getByRole('button', { name: form.button }).click();
      await expect(message(page)).not.toHaveText('');
      expect(calls).toHaveLength(1);
      await expect(message(page)).not.toHaveText(/Please provide|must be exactly/);
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
      for (const form of FORMS) {
        await page.goto(form.path);
        const atLoad = await page.evaluate(() => (window as unknown as { atLoad: { noteHeight: number; noteVisible: boolean; formHeight: number } | null }).atLoad);
        expect(atLoad, form.path).toEqual({ noteHeight: 0, noteVisible: false, formHeight: expect.any(Number) });
        // Once the form works the note is gone, and nothing under it has moved.
        await expect(page.locator(`[${ISLAND_ATTRIBUTE}]`)).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
        await expect(page.locator('.form-loading')).toHaveCount(0);
        expect(await page.locator('form').evaluate((element) => element.getBoundingClientRect().height), form.path).toBe(atLoad!.formHeight);
      }
    });
  }

  test('a script that never arrives leaves a disabled form that, after a few seconds, says why', async ({ page }) => {
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto('/funo/account-delete');
    const note = page.getByText('This form is still loading.');
    await expect(note).toBeHidden();
    await expect(note).toBeVisible({ timeout: 8_000 });
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  });
});

test.describe('a backend that answers oddly', () => {
  test('a redirect to a page that answers 200 is not a deletion (Meriastro)', async ({ page }) => {
    await page.goto('/meriastro/account-delete');
    const calls = callsTo(page, 'meriastro');
    // If the redirect were followed, the second answer would be a 200 with no message: "Account deleted successfully."
    await queueScenario(page, { app: 'meriastro', status: 302, location: '/meriastro/api/users/delete' });
    await queueScenario(page, { app: 'meriastro', status: 200, body: {} });
    await page.getByLabel('Email').fill('ayse@meriastro.app');
    await page.getByLabel('Password').fill('yildiz2024');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Something went wrong');
    expect(calls).toHaveLength(1);
    await expect(page.getByLabel('Password')).toHaveValue('yildiz2024');
  });

  test('a redirect is not a deletion (RevoAI), nor is a sign-in page answered with 200', async ({ page }) => {
    await page.goto('/revoai/account-delete');
    const calls = callsTo(page, 'revoai');
    await queueScenario(page, { app: 'revoai', status: 302, location: '/revoai/api/user/delete-by-username' });
    await queueScenario(page, { app: 'revoai', status: 200, body: {} });
    await page.getByLabel('Username').fill('REVO01');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('An error occurred while deleting the account');
    await expect(message(page)).toHaveClass(/text-red-700/);
    expect(calls).toHaveLength(1);
    clearScenarios(page);
    await queueScenario(page, { app: 'revoai', status: 200, rawBody: '<!DOCTYPE html><title>Sign in</title>', contentType: 'text/html' });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('An error occurred while deleting the account');
    await expect(page.getByLabel('Username')).toHaveValue('REVO01');
  });

  test('shows at most 300 characters of a server message, and reads no more than 64 kB of an answer', async ({ page }) => {
    await page.goto('/funo/account-delete');
    await queueScenario(page, { app: 'funo', status: 400, body: { message: 'A'.repeat(2_000) } });
    await page.getByLabel('Device ID').fill('FUNO-DEVICE-0001');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText(/^A+…$/);
    expect((await message(page).textContent())!.length).toBe(300);
    await queueScenario(page, { app: 'funo', status: 400, body: { message: 'B'.repeat(100_000) } });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(message(page)).toHaveText('Something went wrong.');
  });
});

test.describe('a keyboard user keeps their place', () => {
  test('on the faucet, focus is back on the button once the answer is in', async ({ page }) => {
    await page.goto('/faucet');
    // Slow enough, even on a busy machine, for the button to be disabled, and so lose focus, while the request runs.
    await queueScenario(page, { app: 'sonora', delayMs: 2000 });
    await page.getByLabel('Profile ID').fill('SONO02');
    const button = page.getByRole('button', { name: 'Claim Free Credits' });
    // Enabled once the island has hydrated: a disabled button takes no focus.
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(message(page)).toHaveText('50 free credits have been added to profile SONO02.');
    await expect(button).toBeFocused();
  });

  test('after a finished deletion, whose button stays disabled, focus is on the emptied field', async ({ page }) => {
    await page.goto('/revoai/account-delete');
    await queueScenario(page, { app: 'revoai', delayMs: 2000 });
    await page.getByLabel('Username').fill('DESIGN');
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeEnabled();
    await page.getByRole('button', { name: 'Delete Account' }).focus();
    await page.keyboard.press('Enter');
    await expect(message(page)).toHaveText('Account deleted successfully');
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByLabel('Username')).toHaveValue('');
  });
});
