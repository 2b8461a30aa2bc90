import createMDX from '@next/mdx';

/** @type {import('next').NextConfig} */
const nextConfig = {
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
