import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY } from '../src/domain/cancellation-policy';
import { errorBody } from '../src/server/testing/typed-client';
import { axeViolations } from './support/axe';
import { DESKTOP, hasHorizontalScroll, newPage, PHONE, useSiteAndBrowser } from './support/site';

const e2e = useSiteAndBrowser();

/** The parts of the entry page that index.html paints before React starts (decision 0040). */
const FIRST_PAINT = `(() => {
  const root = document.getElementById('root');
  const html = (sel) => root.querySelector(sel)?.outerHTML ?? null;
  const h2 = root.querySelector('main h2');
  return {
    skipLink: html('a[href="#main"]'),
    header: html('header'),
    progress: html('nav[aria-label="Booking progress"]'),
    intro: html('main header p'),
    title: h2 && { text: h2.textContent, className: h2.className },
  };
})()`;

describe('the site shell', () => {
  it("index.html's static first paint is what React's first render paints", async () => {
    const paintOf = async (javaScriptEnabled: boolean) => {
      const context = await e2e.browser.newContext({ javaScriptEnabled, viewport: PHONE });
      const page = await context.newPage();
      await page.goto(e2e.site.url);
      // React's step heading carries the id the focus management uses; the static one does not.
      if (javaScriptEnabled) await page.locator('h2#step-heading').waitFor();
      const paint: unknown = await page.evaluate(FIRST_PAINT);
      await context.close();
      return paint;
    };
    const staticPaint = await paintOf(false);
    expect(staticPaint).toMatchObject({ title: { text: 'Select your dates' } });
    expect(await paintOf(true)).toEqual(staticPaint);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('offers the three villas from the database on the home page (%s)', async (_name, viewport) => {
    const { context, page } = await newPage(e2e.browser, viewport);
    await page.goto(e2e.site.url);
    await expect
      .poll(() => page.getByLabel('Villa', { exact: true }).locator('option').count())
      .toBe(4);
    const options = await page
      .getByLabel('Villa', { exact: true })
      .locator('option')
      .allTextContents();
    expect(options.slice(1)).toEqual([
      'Glass Cottage — ₹15,000 per night',
      'Hornbill Villa — ₹18,000 per night',
      'Kingfisher Villa — ₹22,000 per night',
    ]);
    await expect.poll(() => page.getByText('stay@villagemachaan.com').count()).toBe(1);
    expect(await page.getByLabel('Language').inputValue()).toBe('en');
    expect(await page.getByLabel('Currency').inputValue()).toBe('INR');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });

  it('routes /admin/anything to the app', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    const response = await page.goto(`${e2e.site.url}/admin/bookings`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { name: /admin/i }).count())
      .toBeGreaterThan(0);
    await context.close();
  });

  it('shows a friendly page for an unknown guest path, without loading the admin panel', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${e2e.site.url}/no-such-trail`);
    await page.getByRole('heading', { name: 'This trail leads nowhere' }).waitFor();
    expect(scripts.some((u) => /admin/.test(u))).toBe(false);
    await context.close();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await fetch(`${e2e.site.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect((await errorBody(res)).error.code).toBe('NOT_FOUND');
  });

  it('serves hashed assets with a long cache lifetime and compressed', async () => {
    const html = await (await fetch(e2e.site.url)).text();
    // The page links no script (boot's is inline, decision 0162); it names the application's files.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const script = /<meta name="vm-app" content="(\/assets\/[^" ]+\.js)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const res = await fetch(`${e2e.site.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'the footer links the terms, privacy and cancellation policy pages, with the policy the cancel flow applies (%s)',
    async (_name, viewport) => {
      const { context, page } = await newPage(e2e.browser, viewport);
      await page.goto(e2e.site.url);
      const policies = page.getByRole('navigation', { name: 'Policies' });
      await policies.getByRole('link', { name: 'Terms & Conditions' }).click();
      await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
      await expect.poll(() => page.getByText(CANCELLATION_POLICY[0]).count()).toBe(1);
      expect(
        await page
          .getByText('Check-in is from 2:00 PM and check-out is by 11:00 AM, resort time.')
          .count(),
      ).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasHorizontalScroll(page)).toBe(false);

      await page.getByRole('main').getByRole('link', { name: 'Cancellation Policy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Cancellation Policy' }).waitFor();
      for (const line of CANCELLATION_POLICY)
        await expect.poll(() => page.getByText(line).count()).toBe(1);
      await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
