/**
 * An exported page for the unit tests of the post-export step: the site's
 * content and its own data scripts, among scripts and preloads of the kinds a
 * framework writes. The step must not depend on what those say.
 */
export function exportedPage(main = '<main><h1>EULA</h1></main>'): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
    '<link rel="modulepreload" href="/_next/static/chunks/module.js"/>' +
    '<script src="/_next/static/chunks/main.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
    `<body>${main}` +
    '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
    '<script id="_R_">(globalThis.FRAMEWORK||(globalThis.FRAMEWORK=[])).push({})</script>' +
    '<script>self.__payload.push([1,"rows the step never reads"])</script>' +
    '<script type="importmap">{"imports":{}}</script>' +
    '<script type="speculationrules">{"prefetch":[]}</script>' +
    '</body></html>'
  );
}
