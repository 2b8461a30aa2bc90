/** @jest-environment node */
import { testApiPort, testSitePort } from './test-ports.mjs';

describe('the test ports', () => {
  it('are 4777 for the development backend and 3100 for the site when nothing is set', () => {
    expect([testApiPort({}), testSitePort({})]).toEqual([4777, 3100]);
    expect([testApiPort({ TEST_API_PORT: ' ' }), testSitePort({ TEST_SITE_PORT: '' })]).toEqual([4777, 3100]);
  });

  it('come from TEST_API_PORT and TEST_SITE_PORT, the site’s from E2E_SITE_PORT when TEST_SITE_PORT is unset', () => {
    expect(testApiPort({ TEST_API_PORT: '5077', DEV_API_PORT: '4010' })).toBe(5077);
    expect(testSitePort({ TEST_SITE_PORT: ' 3377 ', E2E_SITE_PORT: '3200' })).toBe(3377);
    expect(testSitePort({ E2E_SITE_PORT: '3200' })).toBe(3200);
  });

  it.each(['abc', '0', '65536', '0x10', '3100.0', '-1'])('refuse %p, naming the variable', (value) => {
    expect(() => testApiPort({ TEST_API_PORT: value })).toThrow(`TEST_API_PORT must be a whole number from 1 to 65535, got "${value}".`);
    expect(() => testSitePort({ TEST_SITE_PORT: value })).toThrow(`TEST_SITE_PORT must be a whole number from 1 to 65535, got "${value}".`);
  });
});
