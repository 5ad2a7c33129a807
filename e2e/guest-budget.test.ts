import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, useSiteAndBrowser } from './support/site';

const e2e = useSiteAndBrowser();

/** DESIGN.md's guest entry budget: ≤ 110 KB of JavaScript (compressed) and ≤ 200 KB in all. */
describe('guest entry page weight', () => {
  it('stays within the JavaScript and transfer budgets, and loads no admin or later-step code', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    const requests: { url: string; type: string; bytes: Promise<number> }[] = [];
    const inFlight = new Set<Request>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('requestfinished', (request) => {
      inFlight.delete(request);
      requests.push({
        url: request.url(),
        type: request.resourceType(),
        bytes: request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize),
      });
    });
    await page.goto(e2e.site.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Select your dates' }).waitFor();
    // Every request the entry page started has finished (and is counted below).
    await expect.poll(() => inFlight.size).toBe(0);
    const sized = await Promise.all(requests.map(async (r) => ({ ...r, bytes: await r.bytes })));
    const js = sized.filter((r) => r.type === 'script').reduce((sum, r) => sum + r.bytes, 0);
    const total = sized.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `guest entry: ${(js / 1024).toFixed(1)} KB JavaScript, ${(total / 1024).toFixed(1)} KB in all, ${sized.length} requests`,
    );
    expect(js).toBeLessThanOrEqual(110 * 1024);
    expect(total).toBeLessThanOrEqual(200 * 1024);
    expect(sized.filter((r) => /admin|step-[234]|schemas/.test(r.url)).map((r) => r.url)).toEqual(
      [],
    );
    await context.close();
  });
});

/**
 * The first Intl object a page makes costs ≈ 20 ms of a phone's main thread (ICU's data), in one
 * piece: the entry page makes none (decision 0163). It learns the resort zone's offsets from the
 * page and formats dates and rupees from tables.
 */
describe('guest entry page start', () => {
  it('creates no Intl object, reads the resort zone from the page and asks for the calendar once', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    const calendarRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/calendar') calendarRequests.push(url.search);
    });
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { intlMade: made });
      for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules'] as const) {
        const Original = Intl[name];
        Object.defineProperty(Intl, name, {
          value: new Proxy(Original, {
            construct: (target, args) => (made.push(name), Reflect.construct(target, args)),
            apply: (target, self, args) => (made.push(name), Reflect.apply(target, self, args)),
          }),
        });
      }
      const toLocale = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...args) {
        made.push('toLocaleString');
        return toLocale.apply(this, args);
      };
    });
    await page.goto(e2e.site.url, { waitUntil: 'networkidle' });
    // The calendar has its prices: step 1 has rendered with its data.
    await expect.poll(() => page.locator('[data-price]').count()).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade),
    ).toEqual([]);
    const zone = await page.locator('meta[name="vm-zone"]').getAttribute('content');
    expect(zone).toMatch(/^Asia\/Kolkata( \d+ \d+ 330)+$/);
    // boot.ts asked for the month the page names; step 1 rendered with that answer, not its own.
    const month = await page.locator('meta[name="vm-calendar-month"]').getAttribute('content');
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    expect(calendarRequests).toEqual([`?month=${month}&rooms=1`]);
    await expect
      .poll(() => page.locator(`[data-month="${month}"] [data-price]`).count())
      .toBeGreaterThan(0);
    await context.close();
  });
});
