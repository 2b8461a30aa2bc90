import { describeChunkLoadError } from '@/lib/errors';

describe('describeChunkLoadError', () => {
  it('names the chunk of a webpack-style chunk error', () => {
    expect(describeChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 123 failed.\n(error: /static/js/123.chunk.js)' })).toBe(
      'Loading chunk 123 failed.',
    );
  });

  it('names the chunk file of a Turbopack chunk error', () => {
    expect(describeChunkLoadError({ name: 'ChunkLoadError', message: 'Failed to load chunk /_next/static/chunks/0a1b2c.js from module 42' })).toBe(
      'Loading chunk 0a1b2c failed.',
    );
  });

  it('returns null for any other error', () => {
    expect(describeChunkLoadError({ name: 'TypeError', message: 'x is undefined' })).toBeNull();
  });
});
