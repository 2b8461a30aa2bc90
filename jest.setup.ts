import '@testing-library/jest-dom';
import { bundledEnv, resolveBuildConfig } from './lib/env';

// What next.config.ts inlines into the bundles (lib/bundled-env.ts), resolved
// from this environment the same way, so components see the values a build would.
Object.assign(process.env, bundledEnv(resolveBuildConfig(process.env)));

// jsdom loads no Tailwind CSS; give it the one utility whose effect tests
// observe (hidden elements are neither visible nor in the accessibility tree).
// Suites that run in the node environment have no document.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = '.hidden { display: none; }';
  document.head.append(style);
}
