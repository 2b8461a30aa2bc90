import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Checks of the exported site that need no browser: they read the files of
 * out/ as a static host would serve them, so `npm test` runs them after the
 * build (`npm run test:export`). Browser tests are e2e/*.spec.ts (Playwright).
 * @type {import('jest').Config}
 */
const config = {
  displayName: 'export',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Each test reads and parses every page of out/: seconds on a busy two-core machine.
  testTimeout: 30_000,
};

// Some dependencies ship only ES modules (the content loaders read them); let SWC compile them for Jest, as jest.config.mjs does.
const ESM_DEPENDENCIES = ['github-slugger'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return { ...resolved, transformIgnorePatterns: [`/node_modules/(?!(${ESM_DEPENDENCIES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'] };
}
