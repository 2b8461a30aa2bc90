import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
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
