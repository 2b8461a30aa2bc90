/** @jest-environment node */
import { unusedFiles } from '@/lib/build/export/unused-files';

describe('the files of out/ that nothing uses', () => {
  const files = [
    '404.html',
    '__next._full.txt',
    '_next/static/chunks/0abc.js',
    '_next/static/chunks/0def.css',
    '_next/static/islands/profile-id-form-X.js',
    '_next/static/media/font.woff2',
    '_not-found.html',
    '_not-found/__next._tree.txt',
    'about.html',
    'about.txt',
    'faucet.html',
    'faucet.txt',
    'index.html',
    'index.txt',
    'sample-app/sample-page/__next._full.txt',
    'robots.txt',
    'sample-app/eula-plain-text.txt',
    'sample-app/eula.html',
    'sample-app/eula.txt',
  ];

  it('are the runtime chunks no page loads, the payloads beside the pages and the /_not-found route', () => {
    expect(unusedFiles({ files, scriptsInUse: ['/_next/static/islands/profile-id-form-X.js'] })).toEqual([
      '__next._full.txt',
      '_next/static/chunks/0abc.js',
      '_not-found.html',
      '_not-found/__next._tree.txt',
      'about.txt',
      'faucet.txt',
      'index.txt',
      'sample-app/sample-page/__next._full.txt',
      'sample-app/eula.txt',
    ]);
  });

  it('keep what pages load or link: stylesheets, fonts, island bundles, robots.txt and the plain-text EULAs', () => {
    const unused = unusedFiles({ files, scriptsInUse: ['/_next/static/islands/profile-id-form-X.js'] });
    for (const kept of ['_next/static/chunks/0def.css', '_next/static/media/font.woff2', '_next/static/islands/profile-id-form-X.js', 'robots.txt', 'sample-app/eula-plain-text.txt', 'about.html']) {
      expect(unused).not.toContain(kept);
    }
  });
});
