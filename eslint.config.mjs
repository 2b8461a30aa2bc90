import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Next.js components that need its client runtime, which no page ships (lib/islands.ts). */
const RUNTIME_COMPONENTS = ['next/link', 'next/image', 'next/script', 'next/form', 'next/dynamic'].map((name) => ({
  name,
  message: 'No page ships Next.js’s client runtime: use a plain element (<a>, components/StaticImage.tsx), or an island (lib/islands.ts).',
}));

const layer = (folder) => ({
  regex: `^(@/|(\\.\\./)+)${folder}(/|$)`,
  message: 'Imports go app → components → lib → content.',
});
const BUILD_CODE = { regex: '^(@/|(\\.\\./)+)lib/build(/|$)', message: 'lib/build/ runs in Node at build time: only scripts/ and the tests import it.' };
const MOTION = { group: ['framer-motion'], message: 'framer-motion runs in the browser: only islands (components/islands/) use it.' };

/** What each folder may not import; a later entry replaces an earlier one for the files it names. */
const BOUNDARIES = [
  { files: ['app/**'], patterns: [BUILD_CODE, MOTION] },
  { files: ['components/**'], patterns: [layer('app'), BUILD_CODE, MOTION] },
  { files: ['components/islands/**'], patterns: [layer('app'), BUILD_CODE] },
  { files: ['lib/**'], patterns: [layer('components'), layer('app'), BUILD_CODE, MOTION] },
  { files: ['lib/build/**'], patterns: [layer('components'), layer('app'), MOTION] },
  {
    files: ['content/**'],
    patterns: [{ regex: '^@/', message: 'content/ imports only content/, by relative path: next.config.ts loads it without the @/ alias.' }, layer('lib'), layer('components'), layer('app')],
  },
  { files: ['**/*.test.ts', '**/*.test.tsx'], ignores: ['content/**'], patterns: [] },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
  {
    rules: {
      // Header and footer links are plain anchors on purpose: the site is static
      // and every page is a full load: there is no client-side router.
      '@next/next/no-html-link-for-pages': 'off',
      // App Router layouts render <head> themselves; next/head is a Pages Router API.
      '@next/next/no-head-element': 'off',
      'no-restricted-imports': ['error', { paths: RUNTIME_COMPONENTS }],
      // Islands are declared in source: a client component is a file of components/islands/roots/ (lib/islands.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector: "Program > ExpressionStatement[directive='use client']",
          message: "'use client' marks an island's root: put the component in components/islands/roots/ and list it in lib/islands.ts.",
        },
      ],
    },
  },
  {
    files: ['components/islands/roots/*.tsx'],
    ignores: ['components/islands/roots/*.test.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Imports go one way: app → components → lib → content. Build-time code
  // (lib/build/, Node only) is imported by scripts/ and the tests alone.
  ...BOUNDARIES.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { paths: RUNTIME_COMPONENTS, patterns }] },
  })),
];

export default config;
