import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { filesUnder } from '@/lib/export/pages';

/**
 * Client module id → source path, from the client reference manifests
 * `next build` wrote for every route (under .next/server/app). The payload of
 * a page names its client components by these ids.
 */
export function clientModulePaths(serverApp = path.resolve('.next/server/app')): Map<string, string> {
  const context: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, { clientModules: Record<string, { id: string | number }> }> } = {};
  context.globalThis = context;
  for (const file of filesUnder(serverApp).filter((name) => name.endsWith('_client-reference-manifest.js'))) {
    vm.runInNewContext(readFileSync(path.join(serverApp, file), 'utf8'), context);
  }
  const paths = new Map<string, string>();
  for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
    for (const [sourcePath, module] of Object.entries(manifest.clientModules)) paths.set(String(module.id), sourcePath);
  }
  if (!paths.size) throw new Error(`No client reference manifests under ${serverApp}: run next build first.`);
  return paths;
}
