import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Rendering a whole legal document or reading every app's content takes seconds on a busy two-core
  // machine, past Jest's 5 s. Tests that type, call a server or run a command set their own limit.
  testTimeout: 15_000,
};

// Some dependencies ship only ES modules; let SWC compile them for Jest.
const ESM_DEPENDENCIES = ['github-slugger'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_DEPENDENCIES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
