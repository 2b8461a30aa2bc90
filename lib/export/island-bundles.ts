/**
 * Builds one bundle per island with esbuild: it imports the island's root and
 * hydrates it with React (components/islands/hydrate.ts). Each bundle is one
 * file holding everything its island needs, React included: a page loads one
 * file, and gzip compresses it as a whole. The bundles get the build's
 * resolved configuration the way Next.js gave it to its own (the literal
 * `process.env.RESOLVED_*` names of lib/bundled-env.ts), and React's
 * production build.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ISLAND_NAMES, ISLANDS, type IslandName } from '@/lib/islands';

/** Under /_next/static/, so the hosts cache the bundles (hashed names) like the rest of the build's assets. */
export const ISLAND_BUNDLE_PATH = '/_next/static/islands/';

/** The entry of each island: `import` it, then hydrate every element that holds it. */
function islandEntries(root: string): Plugin {
  return {
    name: 'island-entries',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice('island:'.length), namespace: 'island' }));
      esbuild.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        const island = ISLANDS[args.path as IslandName];
        return {
          resolveDir: root,
          loader: 'ts',
          contents:
            `import { hydrateIslands } from './components/islands/hydrate';\n` +
            `import { ${island.exportName} as Root } from './${island.module}';\n` +
            `hydrateIslands(${JSON.stringify(args.path)}, Root);\n`,
        };
      });
    },
  };
}

export type IslandBundles = Record<IslandName, { url: string; files: string[] }>;

/**
 * Writes the bundles into `<out>/_next/static/islands/` and answers each
 * island's entry URL and every file its page ends up loading.
 */
export async function buildIslandBundles(out: string, bundledEnv: Record<string, string>, root = process.cwd()): Promise<IslandBundles> {
  const outdir = path.join(out, ISLAND_BUNDLE_PATH);
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(ISLAND_NAMES.map((name) => [name, `island:${name}`])),
    plugins: [islandEntries(root)],
    bundle: true,
    splitting: false,
    format: 'iife',
    target: ['es2022'],
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    outdir,
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': '"production"',
      ...Object.fromEntries(Object.entries(bundledEnv).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
    },
  });
  const toUrl = (file: string) => `${ISLAND_BUNDLE_PATH}${path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/')}`;
  const outputs = result.metafile.outputs;
  /** A file and the chunks it imports statically and dynamically (the browser loads all of them). */
  const closure = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    return [file, ...(outputs[file]?.imports ?? []).flatMap((imported) => (imported.external ? [] : closure(imported.path, seen)))];
  };
  const bundles = {} as IslandBundles;
  for (const [file, output] of Object.entries(outputs)) {
    const name = output.entryPoint?.replace(/^island:/, '');
    if (!name || !(name in ISLANDS)) continue;
    bundles[name as IslandName] = { url: toUrl(file), files: closure(file).map(toUrl) };
  }
  for (const name of ISLAND_NAMES) if (!bundles[name]) throw new Error(`esbuild wrote no bundle for the island ${name}.`);
  return bundles;
}
