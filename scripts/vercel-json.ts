/** Rewrites vercel.json from lib/build/vercel.ts (the header definition of lib/build/security-headers.ts). */
import { writeFileSync } from 'node:fs';
import { vercelJson } from '../lib/build/vercel';

writeFileSync('vercel.json', vercelJson());
console.log('Wrote vercel.json');
