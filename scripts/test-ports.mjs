// The ports the tests use, from two documented variables (docs/REFERENCE.md,
// "Commands"), so that two checkouts on one machine can run their tests side
// by side: the one definition for `npm test` (scripts/test.mjs), the browser
// tests (playwright.config.ts) and the engine tests (e2e/engines/run.ts).

/** The development backend's port `npm test` builds the forms for and starts, unless TEST_API_PORT says otherwise. */
export const DEFAULT_TEST_API_PORT = 4777;
/** The port the browser tests serve out/ on, unless TEST_SITE_PORT says otherwise. */
export const DEFAULT_TEST_SITE_PORT = 3100;

/** A whole number from 1 to 65535 (spaces around it allowed), or the fallback when unset or blank. */
function portFrom(name, value, fallback) {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return fallback;
  const port = /^[0-9]+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a whole number from 1 to 65535, got "${value}".`);
  return port;
}

/** TEST_API_PORT: the port `npm test` gives the build and the tests as DEV_API_PORT. */
export function testApiPort(env = process.env) {
  return portFrom('TEST_API_PORT', env.TEST_API_PORT, DEFAULT_TEST_API_PORT);
}

/** TEST_SITE_PORT: the port the browser tests serve out/ on; E2E_SITE_PORT, its former name, is read when it is unset. */
export function testSitePort(env = process.env) {
  if ((env.TEST_SITE_PORT ?? '').trim() !== '') return portFrom('TEST_SITE_PORT', env.TEST_SITE_PORT, DEFAULT_TEST_SITE_PORT);
  return portFrom('E2E_SITE_PORT', env.E2E_SITE_PORT, DEFAULT_TEST_SITE_PORT);
}
