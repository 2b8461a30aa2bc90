#!/usr/bin/env node
// Full-page screenshots of pages at phone and desktop width, for looking at
// what we built. Usage: node scripts/screenshots.mjs [path ...]
// Expects the site on BASE_URL (default http://127.0.0.1:3000, `npm start`).
// Writes screenshots/<name>-<width>.png (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:3000';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/work', '/about'];
const widths = (process.env.WIDTHS || '375,1280').split(',').map(Number);
const scheme = process.env.COLOR_SCHEME === 'dark' ? 'dark' : 'light';

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme, javaScriptEnabled: process.env.NO_JS !== '1' });
  for (const path of paths) {
    await page.goto(BASE_URL + path, { waitUntil: 'networkidle' });
    // Without JavaScript there is nothing to animate, and evaluate() would wait forever.
    if (process.env.NO_JS !== '1') await page.evaluate(async () => {
      // Scroll through so in-view animations run, then back to the top.
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(900);
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_');
    const file = `screenshots/${name}-${width}${scheme === 'dark' ? '-dark' : ''}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
