// Guest entry page budget: ≤ 110 KB gzip of JavaScript, ≤ 200 KB total transfer, Lighthouse (mobile)
// performance, accessibility, best practices and SEO 100, LCP ≤ 1.2 s. Needs a build (npm run build) and /usr/bin/chromium.
// Usage: npm run bench:page (BENCH_LHR=/tmp/lhr.json also writes the whole Lighthouse report)
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, launchBrowser, PHONE, startSite } from '../e2e/support/site';

const site = await startSite();
try {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  let js = 0;
  let total = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    total += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') js += e.encodedDataLength;
  });
  await page.goto(site.url, { waitUntil: 'networkidle' });
  await browser.close();

  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  let perf = NaN;
  let a11y = NaN;
  let practices = NaN;
  let seo = NaN;
  let lcp = NaN;
  try {
    const result = await lighthouse(site.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    // BENCH_LHR=/tmp/lhr.json keeps the whole Lighthouse report for a closer look.
    if (process.env.BENCH_LHR) writeFileSync(process.env.BENCH_LHR, JSON.stringify(lhr));
    perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    a11y = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
    practices = Math.round((lhr.categories['best-practices']?.score ?? 0) * 100);
    seo = Math.round((lhr.categories.seo?.score ?? 0) * 100);
    lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000;
    for (const [id, audit] of Object.entries(lhr.audits)) {
      if (
        audit.score !== null &&
        audit.score < 1 &&
        ['accessibility', 'performance', 'best-practices', 'seo'].some((c) =>
          lhr.categories[c]?.auditRefs.some((r) => r.id === id && r.weight > 0),
        )
      ) {
        console.log(`  lighthouse: ${id} — ${audit.title} (score ${audit.score})`);
      }
    }
  } finally {
    chrome.kill();
  }

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const rows: [string, string, string, boolean][] = [
    ['JavaScript (gzip, transferred)', kb(js), '≤ 110 KB', js <= 110 * 1024],
    ['Total transfer', kb(total), '≤ 200 KB', total <= 200 * 1024],
    ['Lighthouse performance (mobile)', String(perf), '100', perf === 100],
    ['Lighthouse accessibility', String(a11y), '100', a11y === 100],
    ['Lighthouse best practices', String(practices), '100', practices === 100],
    ['Lighthouse SEO', String(seo), '100', seo === 100],
    ['Largest Contentful Paint', `${lcp.toFixed(2)} s`, '≤ 1.2 s', lcp <= 1.2],
  ];
  console.log('\nGuest entry page');
  for (const [name, value, budget, ok] of rows)
    console.log(
      `${name.padEnd(34)} ${value.padStart(10)}   budget ${budget.padEnd(9)} ${ok ? 'PASS' : 'FAIL'}`,
    );
  process.exitCode = rows.every((r) => r[3]) ? 0 : 1;
} finally {
  await site.close();
}
