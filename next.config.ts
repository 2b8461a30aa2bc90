import createMDX from '@next/mdx';
import type { NextConfig } from 'next';
import { draftRefusal } from './lib/drafts';
import { establishmentRefusal } from './lib/legal/establishment';
import { resolveBuildConfig } from './lib/env';

// Stops the build, before anything is compiled, with one message naming every
// missing or wrong variable (a production site URL needs every backend's https: URL).
// The pages read the same configuration through lib/config.ts.
const { production } = resolveBuildConfig(process.env);

// A production build never ships an app whose entry npm run new-app wrote and the owner has not
// finished, nor legal texts written for a country the owner has moved away from.
const refusals = production ? [draftRefusal(), establishmentRefusal()].filter((refusal) => refusal !== null) : [];
if (refusals.length) throw new Error(refusals.join('\n\n'));

const nextConfig: NextConfig = {
  // Every page is prerendered to out/; nothing may need a server at request time.
  output: 'export',
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  // Static export has no image optimisation server; our artwork is hand-sized SVG.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Two root layouts (English and Turkish <html lang>) need one global 404 page.
  experimental: { globalNotFound: true },
};

// Turbopack needs plugins named as strings, not imported functions.
const withMDX = createMDX({
  options: {
    remarkPlugins: [['remark-gfm', {}], ['remark-frontmatter', ['yaml']], ['remark-mdx-frontmatter', { name: 'frontmatter' }]],
    rehypePlugins: [['rehype-slug', {}]],
  },
});

export default withMDX(nextConfig);
