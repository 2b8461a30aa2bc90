import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
    },
  },
  // Imports go one way: app → components → lib → content.
  ...[
    { files: ['content/**'], outside: ['lib', 'components', 'app'] },
    { files: ['lib/**'], outside: ['components', 'app'] },
    { files: ['components/**'], outside: ['app'] },
  ].map(({ files, outside }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: outside.map((folder) => ({
            regex: `^(@/|(\\.\\./)+)${folder}(/|$)`,
            message: `${files[0].split('/')[0]}/ does not import from ${folder}/: imports go app → components → lib → content.`,
          })),
        },
      ],
    },
  })),
];

export default config;
