/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MIN_SIZE, precompress } from '@/lib/build/precompress';

/** Text that compresses the way the site's pages do: repeated markup with varying words. */
function markup(bytes: number): string {
  let text = '';
  for (let index = 0; text.length < bytes; index++) text += `<li class="item"><a href="/work/${index}">Project ${index}</a></li>\n`;
  return text.slice(0, bytes);
}

/** Bytes gzip cannot shrink. */
function noise(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  let state = 12345;
  for (let index = 0; index < bytes; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    buffer[index] = state >>> 24;
  }
  return buffer;
}

let root: string;
const at = (file: string) => path.join(root, file);
function put(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), content);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes a gzip copy beside each text file of the site, which unzips to the file', () => {
    const files = ['index.html', 'work/sample-project.html', '_next/static/chunks/app.js', '_next/static/chunks/site.css', 'images/logo.svg', 'sitemap.xml', 'robots.txt', 'data.json', 'manifest.webmanifest'];
    for (const file of files) put(file, markup(4000));
    const written = precompress(root);
    expect(written.map((entry) => entry.file)).toEqual([...files].sort());
    for (const file of files) {
      expect(gunzipSync(readFileSync(at(`${file}.gz`))).toString()).toBe(markup(4000));
    }
    expect(written.every((entry) => entry.size === 4000 && entry.gzipSize < 1000)).toBe(true);
  });

  it('leaves images, fonts and other binary files alone', () => {
    for (const file of ['icon.png', 'photo.jpg', 'font.woff2', 'favicon.ico', 'archive.zip', '_headers']) put(file, markup(4000));
    expect(precompress(root)).toEqual([]);
    expect(existsSync(at('icon.png.gz'))).toBe(false);
  });

  it('skips files below one packet and files gzip does not shrink', () => {
    put('small.html', markup(MIN_SIZE - 1));
    put('enough.html', markup(MIN_SIZE));
    put('random.txt', noise(8000));
    expect(precompress(root).map((entry) => entry.file)).toEqual(['enough.html']);
    expect(existsSync(at('small.html.gz'))).toBe(false);
    expect(existsSync(at('random.txt.gz'))).toBe(false);
  });

  it('gives no copy to the files it is told to skip', () => {
    put('serve.json', markup(4000));
    put('other.json', markup(4000));
    expect(precompress(root, { skip: ['serve.json'] }).map((entry) => entry.file)).toEqual(['other.json']);
    expect(existsSync(at('serve.json.gz'))).toBe(false);
  });

  it('compresses at level 9 and gives the same bytes on every run, whatever the time', () => {
    put('index.html', markup(20000));
    precompress(root);
    const first = readFileSync(at('index.html.gz'));
    // Gzip header: magic, deflate, no flags (no file name), a zero timestamp, "maximum compression".
    expect([...first.subarray(0, 9)]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2]);
    utimesSync(at('index.html'), new Date('2030-01-01'), new Date('2030-01-01'));
    precompress(root);
    expect(readFileSync(at('index.html.gz')).equals(first)).toBe(true);
  });

  it('gives the copy the file’s modification time, so a server sends the same Last-Modified', () => {
    put('index.html', markup(4000));
    const time = new Date('2026-05-01T10:00:00Z');
    utimesSync(at('index.html'), time, time);
    precompress(root);
    expect(statSync(at('index.html.gz')).mtimeMs).toBe(time.getTime());
  });

  it('gives both the same second when the file was written in the last half-millisecond of one', () => {
    put('index.html', markup(4000));
    // 10:00:00.9996: a Date of it (whole milliseconds, rounded) falls in the next second.
    utimesSync(at('index.html'), 1_777_629_600.9996, 1_777_629_600.9996);
    precompress(root);
    const seconds = (file: string) => Math.floor(statSync(at(file)).mtimeMs / 1000);
    expect(seconds('index.html')).toBe(1_777_629_600);
    expect(seconds('index.html.gz')).toBe(seconds('index.html'));
  });

  it('replaces copies of an earlier run, and removes those that no longer qualify', () => {
    put('index.html', markup(4000));
    put('about.html', markup(4000));
    precompress(root);
    put('index.html', markup(6000));
    put('about.html', markup(100));
    precompress(root);
    expect(gunzipSync(readFileSync(at('index.html.gz'))).toString()).toBe(markup(6000));
    expect(existsSync(at('about.html.gz'))).toBe(false);
  });

  it('keeps a .gz file of the site that is not a copy', () => {
    put('downloads/source.tar.gz', noise(2000));
    precompress(root);
    expect(readFileSync(at('downloads/source.tar.gz')).equals(noise(2000))).toBe(true);
  });
});
