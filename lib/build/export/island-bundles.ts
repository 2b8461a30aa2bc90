/**
 * Builds one bundle per island with esbuild: it imports the island's root and
 * hydrates it with React (components/islands/hydrate.ts). Each bundle is one
 * file holding everything its island needs, React included: a page loads one
 * file, and gzip compresses it as a whole. It is an ES module, compiled off
 * the main thread as it arrives (see the options below). Nothing of the
 * build's configuration is compiled in: an island gets what it needs as props.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ISLAND_NAMES, type IslandName, islandModule, isIslandName } from '@/lib/islands';

/** Under /_next/static/, so the hosts cache the bundles (hashed names) like the rest of the build's assets. */
export const ISLAND_BUNDLE_PATH = '/_next/static/islands/';

/** Asks V8 to compile the whole file eagerly, on a background thread (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry of each island: `import` it, then hydrate every element that holds it. */
function islandEntries(root: string): Plugin {
  return {
    name: 'island-entries',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice('island:'.length), namespace: 'island' }));
      esbuild.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        const name = args.path as IslandName;
        return {
          resolveDir: root,
          loader: 'ts',
          contents:
            `import { hydrateIslands } from './components/islands/hydrate';\n` +
            `import { ${name} as Root } from './${islandModule(name)}';\n` +
            `hydrateIslands(${JSON.stringify(name)}, Root);\n`,
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
export async function buildIslandBundles(out: string, root = process.cwd()): Promise<IslandBundles> {
  const outdir = path.join(out, ISLAND_BUNDLE_PATH);
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(ISLAND_NAMES.map((name) => [name, `island:${name}`])),
    plugins: [islandEntries(root)],
    bundle: true,
    splitting: false,
    // A module script: its top level is compiled while it streams in, off the
    // main thread (a classic script's arrow-function wrapper is compiled on the
    // main thread when it runs, the whole bundle at once).
    format: 'esm',
    target: ['es2022'],
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    outdir,
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    // V8's explicit compile hint asks for every function to be compiled as the
    // file streams in. Its effect is small and noisy: React DOM's module (one
    // function that esbuild calls on first import) still shows as compiled on
    // the main thread in traces, but Lighthouse's TBT was lower with it on two
    // form pages of three (docs/PERFORMANCE.md). Other engines read a comment.
    banner: { js: COMPILE_HINT },
    define: { 'process.env.NODE_ENV': '"production"' },
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
    if (!name || !isIslandName(name)) continue;
    bundles[name as IslandName] = { url: toUrl(file), files: closure(file).map(toUrl) };
  }
  for (const name of ISLAND_NAMES) if (!bundles[name]) throw new Error(`esbuild wrote no bundle for the island ${name}.`);
  return bundles;
}
