/**
 * What `next build` exports for its own client runtime, which no page of this
 * site uses once the post-export step has taken the runtime out: the router's
 * script chunks, the React Server Components payloads (`<route>.txt`,
 * `__next.*.txt`) it fetches on client-side navigation, and the `/_not-found`
 * route (the site's 404 page is 404.html). Left in out/, they would be
 * published and answer 200 as files nobody asked for.
 */
export type ExportedFiles = {
  /** Every file of out/, relative, with forward slashes. */
  files: readonly string[];
  /** Every script file a page loads, as a URL path (`/_next/static/islands/…`). */
  scriptsInUse: readonly string[];
};

/** The files of out/ that nothing uses, relative to out/. */
export function unusedFiles({ files, scriptsInUse }: ExportedFiles): string[] {
  const present = new Set(files);
  const inUse = new Set(scriptsInUse.map((url) => url.replace(/^\//, '')));
  return files.filter((file) => {
    if (file.startsWith('_next/')) return file.endsWith('.js') && !inUse.has(file);
    if (file === '_not-found.html' || file.startsWith('_not-found/')) return true;
    if (!file.endsWith('.txt')) return false;
    const name = file.slice(file.lastIndexOf('/') + 1);
    // A route's payload sits beside its page: about.txt beside about.html, index.txt beside index.html.
    return name.startsWith('__next.') || present.has(`${file.slice(0, -'.txt'.length)}.html`);
  });
}
