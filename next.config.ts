import createMDX from '@next/mdx';
import type { NextConfig } from 'next';
import { buildRefusal } from './lib/build/refusals';

// Stops the build, before anything is compiled, with one message naming every reason it cannot go
// on: each missing or wrong variable (a production site URL needs every backend's https: URL) and,
// in a production build, each app npm run new-app wrote that the owner has not finished and legal
// texts written for a country the owner has moved away from. The pages read the same
// configuration through lib/config.ts.
const refusal = buildRefusal(process.env);
if (refusal) throw new Error(refusal);

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
