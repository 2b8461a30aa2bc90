import { existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { filesUnder } from '@/lib/build/export/pages';

/**
 * Gzip copies of the built site's text files, written beside them
 * (`work.html.gz` next to `work.html`), for hosts that send a precompressed
 * copy instead of compressing on every request (nginx's `gzip_static`).
 */

/** The text formats of out/ worth compressing, and the types a server sends them as. */
export const COMPRESSIBLE_TYPES: Record<string, readonly string[]> = {
  '.html': ['text/html'],
  '.css': ['text/css'],
  // nginx up to 1.22 says application/javascript, later versions text/javascript.
  '.js': ['application/javascript', 'text/javascript'],
  '.svg': ['image/svg+xml'],
  '.json': ['application/json'],
  '.txt': ['text/plain'],
  '.xml': ['text/xml', 'application/xml'],
  '.webmanifest': ['application/manifest+json'],
};

/**
 * Below this size a file is left uncompressed: it fits in one network packet
 * either way, so compressing it saves no round trip. A server compressing on
 * the fly should use the same threshold (nginx `gzip_min_length`).
 */
export const MIN_SIZE = 1024;

/** A copy is kept only when it is at least this much smaller than the file. */
export const MIN_SAVING = 0.1;

export type Compressed = { file: string; size: number; gzipSize: number };

/**
 * Gzip level 9, no file name and a zero timestamp in the header: the same file
 * always gives the same bytes.
 */
export function gzip(content: Buffer): Buffer {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
}

export function isCompressible(file: string): boolean {
  return Object.hasOwn(COMPRESSIBLE_TYPES, path.extname(file).toLowerCase());
}

/**
 * A file time in seconds, to the microsecond the system sets it to. Not a
 * Date: a Date rounds to the millisecond, so a file written in the last
 * half-millisecond of a second would give its copy the next second, and a
 * server two Last-Modified values for one file.
 */
function seconds(nanoseconds: bigint): number {
  return Number(nanoseconds / 1000n) / 1e6;
}

/**
 * Writes `<file>.gz` beside every compressible file of `root` of at least
 * MIN_SIZE bytes whose copy saves at least MIN_SAVING, with the file's
 * modification time (so a server's Last-Modified is the same for both), and
 * removes any earlier copy that no longer qualifies. Paths in `skip` (relative
 * to root, such as host configuration files) get no copy. Returns the copies
 * written, in path order.
 */
export function precompress(root: string, options: { skip?: readonly string[] } = {}): Compressed[] {
  const skip = new Set(options.skip ?? []);
  const written: Compressed[] = [];
  for (const file of filesUnder(root)) {
    if (!isCompressible(file)) continue;
    const full = path.join(root, file);
    const copy = `${full}.gz`;
    // A copy left by an earlier run would be served for content it no longer matches.
    if (existsSync(copy)) rmSync(copy);
    if (skip.has(file)) continue;
    const { size, atimeNs, mtimeNs } = statSync(full, { bigint: true });
    if (size < MIN_SIZE) continue;
    const compressed = gzip(readFileSync(full));
    if (compressed.length > Number(size) * (1 - MIN_SAVING)) continue;
    writeFileSync(copy, compressed);
    utimesSync(copy, seconds(atimeNs), seconds(mtimeNs));
    written.push({ file, size: Number(size), gzipSize: compressed.length });
  }
  return written;
}
