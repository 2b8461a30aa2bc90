/** Rewrites vercel.json from lib/vercel.ts (the header definition of lib/security-headers.ts). */
import { writeFileSync } from 'node:fs';
import { vercelJson } from '../lib/build/vercel';

writeFileSync('vercel.json', vercelJson());
console.log('Wrote vercel.json');
