/**
 * If the error is a failed load of a script chunk (a deploy replaced the files,
 * or the network dropped), returns the message the visitor sees; otherwise null.
 */
export function describeChunkLoadError(error: { name?: string; message?: string }): string | null {
  const message = error.message ?? '';
  const match =
    /Loading (?:CSS )?chunk (\S+) failed/i.exec(message) ?? /Failed to load chunk (\S+)/i.exec(message);
  if (match) return `Loading chunk ${stripChunkPath(match[1] ?? '')} failed.`;
  if (error.name === 'ChunkLoadError') return 'Loading chunk unknown failed.';
  return null;
}

function stripChunkPath(id: string): string {
  const file = id.replace(/[).,]+$/, '').split('/').pop() ?? id;
  return file.replace(/\.js$/, '');
}
