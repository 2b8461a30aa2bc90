/** An exported page as Next.js writes it, for the unit tests of the post-export step. */

/** The payload rows Next.js writes, pushed in two scripts as it streams them. */
const push = (rows: string) => `<script>self.__next_f.push(${JSON.stringify([1, rows])})</script>`;

export function exportedPage(rows: string[], main = '<main><h1>Funo AI EULA</h1></main>'): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>' +
    '<link rel="modulepreload" href="/_next/static/chunks/module.js"/>' +
    '<script src="/_next/static/chunks/main.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
    `<body>${main}` +
    '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
    '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    push(`${rows.slice(0, 1).join('\n')}\n`) +
    push(`${rows.slice(1).join('\n')}\n`) +
    '</body></html>'
  );
}

export const modulePaths = new Map([
  ['39756', '[project]/node_modules/next/dist/esm/client/components/layout-router.js'],
  ['78324', '[project]/app/(en)/error.tsx'],
  ['53348', '[project]/app/global-error.tsx'],
  ['65617', '[project]/components/MobileMenu.tsx'],
  ['58184', '[project]/components/forms/ProfileIdForm.tsx <module evaluation>'],
]);

export const frameworkRows = ['3:I[39756,["$2"],"default"]', '9:I[78324,["$8"],"default"]', '23:I[53348,["$22"],"default"]', '4:["$","main",null,{}]'];
