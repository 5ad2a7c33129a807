// Screenshots of pages at phone and desktop width: npx tsx scripts/screenshot.ts <url> <name> [path...]
import { mkdirSync } from 'node:fs';
import { launchBrowser, newPage, PHONE, DESKTOP } from '../e2e/support/site';

const [base = 'http://localhost:3000', name = 'page', ...paths] = process.argv.slice(2);
mkdirSync('screenshots', { recursive: true });
const browser = await launchBrowser();
for (const p of paths.length ? paths : ['/']) {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const file = `screenshots/${name}${p.replace(/\W+/g, '-')}-${label}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
}
await browser.close();
