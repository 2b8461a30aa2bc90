/** Next.js ships path-to-regexp compiled without types; lib/build/vercel.test.ts matches vercel.json sources with it. */
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string): RegExp;
}
