import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import { occupancyWindow } from '../src/domain/occupancy-view';
import { bookings } from '../src/server/db/schema';
import { registerLeadGuest } from '../src/server/registrations/test-helpers';
import { insertBookingWithUnits } from '../src/server/testing/fixtures';
import {
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  useSiteAndBrowser,
  signInAsAdmin,
} from './support/site';
import { axeViolations } from './support/axe';
import { screenshot } from './support/screenshots';

const e2e = useSiteAndBrowser();

// The resort's today (the server's default RESORT_TZ): check-in is only allowed on the day.
const today = e2e.clock.today();
const arrival = { name: 'Kavya Nair', email: 'kavya.nair@example.com', phone: '98450 12345' };
let arrivalId = '';
let laterId = '';

beforeAll(async () => {
  const db = e2e.site.database.db;
  // Arrives today for two nights in KF-01 (confirmed and paid): the front desk can check her in.
  const first = await insertBookingWithUnits(db, {
    villaId: 'kingfisher-villa',
    checkIn: today,
    checkOut: addDays(today, 2),
    unitNumbers: ['KF-01'],
    guestName: arrival.name,
    email: arrival.email,
  });
  arrivalId = first.bookingId;
  await db.update(bookings).set({ phone: arrival.phone }).where(eq(bookings.bookingId, arrivalId));
  // One night in HV-04 from today: checked in from its Room Details.
  const second = await insertBookingWithUnits(db, {
    villaId: 'hornbill-villa',
    checkIn: today,
    checkOut: addDays(today, 1),
    unitNumbers: ['HV-04'],
    guestName: 'Meera Das',
  });
  // A two-room stay from yesterday in GC-03 and GC-04.
  const third = await insertBookingWithUnits(db, {
    villaId: 'glass-cottage',
    checkIn: addDays(today, -1),
    checkOut: addDays(today, 3),
    unitNumbers: ['GC-03', 'GC-04'],
    guestName: 'Rohan Pillai',
  });
  laterId = third.bookingId;
  // Registered at the desk already (check-in needs it; decision 0132).
  for (const [b, name] of [
    [first, arrival.name],
    [second, 'Meera Das'],
    [third, 'Rohan Pillai'],
  ] as const)
    await registerLeadGuest(db, b.id, name);
});

/** A maintenance block on HV-02 tomorrow, through the staff API with the page's session. */
async function blockTomorrow(page: Page) {
  const res = await page.request.post(`${e2e.site.url}/api/admin/blocks`, {
    headers: { origin: e2e.site.url },
    data: {
      villaId: 'hornbill-villa',
      unitNumbers: ['HV-02'],
      from: addDays(today, 1),
      to: addDays(today, 1),
      type: 'maintenance',
      notes: 'Fan repair',
    },
  });
  expect(res.status()).toBe(201);
}

const tile = (page: Page, unit: string) => page.locator(`button[data-unit="${unit}"]`);

describe('Room-Wise Occupancy (staff)', () => {
  it('shows tonight’s tiles and figures, opens a booked bar of the month view, checks a guest in', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(page, e2e.site, null);
    await blockTomorrow(page);

    // Day view (tonight): 4 of 22 rooms occupied, 18%.
    await page.goto(`${e2e.site.url}/admin/occupancy`);
    await page.getByRole('heading', { name: 'Room-Wise Occupancy' }).waitFor();
    await expect.poll(() => page.getByTestId('stat-occupied').textContent()).toBe('4');
    expect(await page.getByTestId('stat-total-rooms').textContent()).toBe('22');
    expect(await page.getByTestId('stat-available').textContent()).toBe('18');
    expect(await page.getByTestId('stat-occupancy-rate').textContent()).toBe('18%');
    expect(await tile(page, 'KF-01').getAttribute('data-status')).toBe('occupied');
    expect(await tile(page, 'KF-01').textContent()).toContain('Arriving');
    expect(await tile(page, 'KF-02').getAttribute('data-status')).toBe('available');
    await screenshot(page, 'occupancy-day-1280', { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // A tile opens Room Details with the guest and a link to the booking.
    await tile(page, 'KF-01').click();
    const details = page.getByRole('dialog', { name: 'Room Details' });
    await details.waitFor();
    for (const text of [arrival.name, arrival.email, arrival.phone, arrivalId])
      expect(await details.textContent()).toContain(text);
    await screenshot(page, 'occupancy-details-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // Check in from a tile's Room Details.
    await tile(page, 'HV-04').click();
    await details.getByRole('button', { name: 'Check in', exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Check in', exact: true })
      .click();
    await page.getByText('Meera Das checked in').waitFor();
    await tile(page, 'HV-04').click();
    await expect.poll(() => details.textContent()).toContain('Checked In');
    expect(await details.getByRole('button', { name: 'Check out', exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // Month view: the stay is one bar; clicking it opens the same details.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.waitForURL(/view=month/);
    const bar = page.locator(`button[data-stay="${arrivalId}"]`);
    await bar.waitFor();
    expect(await bar.count()).toBe(1);
    // Two rooms of one booking: one bar per room.
    expect(await page.locator(`button[data-stay="${laterId}"]`).count()).toBe(2);
    expect(await page.locator('button[data-block="HV-02"]').textContent()).toBe('Maintenance');
    await screenshot(page, 'occupancy-month-1280', { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await bar.click();
    await details.waitFor();
    expect(await details.textContent()).toContain(arrival.email);
    expect(
      await details.getByRole('link', { name: `Open booking ${arrivalId}` }).getAttribute('href'),
    ).toBe(`/admin/bookings/${arrivalId}`);
    await page.keyboard.press('Escape');

    // The view and date are in the URL: a reload shows the month again.
    await page.reload();
    await page.locator(`button[data-stay="${arrivalId}"]`).waitFor();
    expect(
      await page.getByRole('button', { name: 'Month', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Week view.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.waitForURL(/view=week/);
    await page.locator(`button[data-stay="${arrivalId}"]`).waitFor();
    const week = occupancyWindow('week', today);
    // The month's bar is in the week too: wait for the grid to narrow to seven days.
    await expect
      .poll(() =>
        page
          .getByTestId('occupancy-grid')
          .getByRole('button', { name: /^Select / })
          .count(),
      )
      .toBe(7);
    expect(week.from <= today && today <= week.to).toBe(true);
    await screenshot(page, 'occupancy-week-1280', { fullPage: true });

    // Front desk today: check in the arrival (confirm, toast), the list and the grid follow.
    const arrivals = page.getByRole('region', { name: 'Arrivals' });
    await arrivals.getByRole('button', { name: `Check in ${arrival.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`Check in ${arrival.name}`);
    await confirm.getByRole('button', { name: 'Check in', exact: true }).click();
    await page.getByText(`${arrival.name} checked in`).waitFor();
    await arrivals
      .getByRole('listitem')
      .filter({ hasText: arrival.name })
      .getByText('Checked In', { exact: true })
      .waitFor();
    await arrivals.getByRole('button', { name: `Check out ${arrival.name}` }).waitFor();
    await expect
      .poll(() => page.locator(`button[data-stay="${arrivalId}"]`).getAttribute('aria-label'))
      .toContain('Checked In');

    // A second check-in is refused with the server's words.
    const again = await page.request.post(
      `${e2e.site.url}/api/admin/bookings/${arrivalId}/front-desk/check-in`,
      { headers: { origin: e2e.site.url } },
    );
    expect(again.status()).toBe(409);

    // Another night from the URL: tomorrow HV-02 is blocked for maintenance; the day after, KF-01 departs.
    await page.goto(`${e2e.site.url}/admin/occupancy?date=${addDays(today, 1)}`);
    await expect.poll(() => tile(page, 'HV-02').getAttribute('data-status')).toBe('blocked');
    expect(await tile(page, 'HV-02').textContent()).toContain('Maintenance');
    expect(await page.getByTestId('stat-available').textContent()).toBe('18');
    await page.goto(`${e2e.site.url}/admin/occupancy?date=${addDays(today, 2)}`);
    await expect.poll(() => tile(page, 'KF-01').textContent()).toContain('Departing');
    expect(await tile(page, 'KF-01').getAttribute('data-status')).toBe('available');
    await screenshot(page, 'occupancy-day-later-1280', { fullPage: true });
    await context.close();
  });

  it('fits a phone: the page does not scroll sideways, the grid does', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(page, e2e.site);
    // No live stream on this phone: its front desk list goes stale when someone else acts.
    await page.route('**/api/admin/events', (route) => route.abort());
    await page.goto(`${e2e.site.url}/admin/occupancy`);
    await tile(page, 'KF-01').waitFor();

    // Rohan Pillai is checked in at another desk; this phone's Check in is refused with the server's words.
    const overdue = page.getByRole('region', { name: 'Overdue arrivals' });
    await overdue.getByRole('button', { name: 'Check in Rohan Pillai' }).waitFor();
    const elsewhere = await page.request.post(
      `${e2e.site.url}/api/admin/bookings/${laterId}/front-desk/check-in`,
      { headers: { origin: e2e.site.url } },
    );
    expect(elsewhere.status()).toBe(200);
    await overdue.getByRole('button', { name: 'Check in Rohan Pillai' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Check in', exact: true })
      .click();
    await page.getByText('This guest is already checked in').waitFor();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    // The lists reload: checked in, he is no longer an overdue arrival.
    await overdue.waitFor({ state: 'detached' });

    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'occupancy-day-390', { fullPage: true });
    await tile(page, 'GC-03').click();
    await page.getByRole('dialog', { name: 'Room Details' }).waitFor();
    await screenshot(page, 'occupancy-details-390');
    await page.keyboard.press('Escape');

    for (const view of ['week', 'month'] as const) {
      await page.goto(`${e2e.site.url}/admin/occupancy?view=${view}`);
      await page.locator(`button[data-stay="${arrivalId}"]`).waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      const grid = page.getByRole('region', { name: /^Occupancy grid/ });
      expect(await grid.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await screenshot(page, `occupancy-${view}-390`, { fullPage: true });
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
