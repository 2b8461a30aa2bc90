/**
 * The last step of `npm run build`, after every step that changes a file of
 * out/: a gzip copy beside each text file, which nginx sends with
 * `gzip_static` (deploy/nginx.conf). Other hosts compress on their own and
 * publish the copies as plain files (deploy/README.md).
 */
import path from 'node:path';
import { precompress } from '../lib/precompress';
import { HOST_FILES } from '../lib/security-headers';

const written = precompress(path.resolve('out'), { skip: HOST_FILES });
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const size = written.reduce((sum, entry) => sum + entry.size, 0);
const gzipSize = written.reduce((sum, entry) => sum + entry.gzipSize, 0);
console.log(`Precompressed: ${written.length} files of out/, ${kB(size)} → ${kB(gzipSize)} gzip (level 9), written beside them as .gz`);
