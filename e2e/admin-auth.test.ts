import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/server/db/schema';
import { DESKTOP, hasHorizontalScroll, newPage, useSiteAndBrowser } from './support/site';
import { axeViolations } from './support/axe';

const e2e = useSiteAndBrowser();

const booking = (
  code: string,
  over: Partial<typeof bookings.$inferInsert>,
): typeof bookings.$inferInsert => ({
  bookingId: code,
  guestName: 'Asha Rao',
  email: 'asha@example.com',
  checkIn: '2026-12-01',
  checkOut: '2026-12-02',
  guests: 2,
  adults: 2,
  villaId: 'glass-cottage',
  villaName: 'Glass Cottage',
  villaPrice: 15000,
  subtotal: 15000,
  taxes: 2700,
  total: 17700,
  remainingAmount: 17700,
  ...over,
});

beforeAll(async () => {
  // Two bookings next to the seeded catalogue: one paid, one half paid.
  await e2e.site.database.db.insert(bookings).values([
    booking('VM1764000000001PAIDX', {
      status: 'confirmed',
      paymentStatus: 'paid',
      remainingAmount: 0,
    }),
    booking('VM1764000000002HALFX', {
      guestName: 'Ravi Kumar',
      status: 'confirmed',
      paymentStatus: 'advance_paid',
      advanceAmount: 8850,
      remainingAmount: 8850,
    }),
  ]);
});

describe('admin sign-in (demo mode)', () => {
  it('signs in with the demo admin, shows the dashboard from the database, signs out and guards /admin/*', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await page.goto(`${e2e.site.url}/admin/login`);
    await expect.poll(() => page.getByText('Machaan@Demo2026').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Email Address').fill('admin@villagemachaan.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password. Please try again.');

    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByLabel('Password', { exact: true }).fill('Machaan@Demo2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${e2e.site.url}/admin`);

    await expect.poll(() => page.getByText('Welcome back, Demo Admin').count()).toBe(1);
    await expect.poll(() => page.getByTestId('stat-total-bookings').textContent()).toBe('2');
    // Revenue is this month's nights (decision 0113): these stays are on 1 Dec 2026, so it depends
    // on today; no money moved through the ledger, so Payments received is ₹0.
    expect(await page.getByTestId('stat-revenue').textContent()).toMatch(/^₹[\d,]+$/);
    expect(await page.getByTestId('payments-received').textContent()).toBe('Payments received: ₹0');
    expect(await page.getByTestId('stat-half-payments').textContent()).toBe('1');
    expect(
      await page.getByRole('link', { name: 'View half-paid bookings' }).getAttribute('href'),
    ).toBe('/admin/bookings?filter=advance_paid');
    const overview = page.getByRole('region', { name: 'Property Overview' });
    expect(await overview.textContent()).toContain('22');
    expect(await page.getByRole('region', { name: 'Recent Bookings' }).textContent()).toContain(
      'Ravi Kumar',
    );
    expect(await page.getByRole('region', { name: 'System Status' }).textContent()).toContain(
      'Online (PGlite)',
    );
    for (const item of [
      'Dashboard',
      'Bookings',
      'Occupancy',
      'Safari Queries',
      'Villas',
      'Packages',
      'Users',
      'Reports',
    ]) {
      expect(
        await page
          .getByRole('navigation', { name: 'Admin menu' })
          .getByRole('link', { name: item, exact: true })
          .count(),
      ).toBe(1);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // Settings: change password and admin users, reached from the account menu.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(`${e2e.site.url}/admin/settings`);
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Admin Users' })
          .getByRole('cell', { name: 'admin@villagemachaan.com' })
          .count(),
      )
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Add Admin' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // A signed-in admin visiting the login page goes to the dashboard.
    await page.goto(`${e2e.site.url}/admin/login`);
    await page.waitForURL(`${e2e.site.url}/admin`);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${e2e.site.url}/admin/login`);

    await page.goto(`${e2e.site.url}/admin/bookings`);
    await page.waitForURL(`${e2e.site.url}/admin/login`);
    // The sign-in page's code loads when first needed (decision 0136).
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Login' }).count()).toBe(1);

    // After signing in, the admin comes back to the page asked for.
    await page.getByLabel('Email Address').fill('admin@villagemachaan.com');
    await page.getByLabel('Password', { exact: true }).fill('Machaan@Demo2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${e2e.site.url}/admin/bookings`);
    await page.getByRole('heading', { name: 'Booking Management' }).waitFor();
    await context.close();
  });

  it('keeps the session cookie HttpOnly (invisible to scripts)', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    const res = await page.request.post(`${e2e.site.url}/api/admin/login`, {
      data: { email: 'admin@villagemachaan.com', password: 'Machaan@Demo2026' },
    });
    expect(res.status()).toBe(200);
    await page.goto(`${e2e.site.url}/admin`);
    expect(await page.evaluate(() => document.cookie)).not.toContain('vm_admin_session');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'vm_admin_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    await context.close();
  });

  it('refreshes the dashboard every 60 seconds and reports a failed load', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    const signIn = await page.request.post(`${e2e.site.url}/api/admin/login`, {
      data: { email: 'admin@villagemachaan.com', password: 'Machaan@Demo2026' },
    });
    expect(signIn.status()).toBe(200);
    let loads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/dashboard')) loads += 1;
    });
    await page.goto(`${e2e.site.url}/admin`);
    await expect.poll(() => page.getByTestId('stat-total-bookings').textContent()).toBe('2');
    expect(loads).toBe(1);
    await page.clock.fastForward(61_000);
    await expect.poll(() => loads).toBe(2);

    await page.route('**/api/admin/dashboard', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'DATABASE_ERROR', message: 'x' } }),
      }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Dashboard Error' });
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.textContent()).toContain('Failed to load dashboard data');
    // The figures loaded before stay on screen.
    expect(await page.getByTestId('stat-total-bookings').textContent()).toBe('2');
    await context.close();
  });
});
