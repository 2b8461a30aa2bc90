import type { MDXComponents } from 'mdx/types';

// Required by @next/mdx with the App Router. Document-specific components
// (owner, support e-mail) are passed per page by the legal document renderer.
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return components;
}
