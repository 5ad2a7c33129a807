import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emailOutbox, pricingRules } from '../src/server/db/schema';
import {
  asNewGuest,
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  useSiteAndBrowser,
  signInAsAdmin,
} from './support/site';
import { axeViolations } from './support/axe';
import { siteApi } from './support/api';
import { bodyAt } from '../src/server/testing/typed-client';
import { screenshot } from './support/screenshots';

// PUBLIC_URL: the payment link in the e-mail points at this site.
const e2e = useSiteAndBrowser({ PUBLIC_URL: 'auto' });
const STAY = { villaId: 'hornbill-villa', checkIn: '2027-03-10', checkOut: '2027-03-12' };

async function guestBooking(first: string, last: string): Promise<string> {
  const created = await siteApi(e2e.site)('POST /bookings', {
    header: asNewGuest(),
    json: {
      sessionId: `e2e-${first}-${randomUUID()}`,
      ...STAY,
      adults: 2,
      children: 0,
      rooms: 1,
      packageId: 'basic-stay',
      guest: {
        firstName: first,
        lastName: last,
        email: `${first}.${last}@example.com`.toLowerCase(),
        phone: '98765 43210',
        countryCode: '+91',
      },
      acceptTerms: true,
    },
  });
  return bodyAt(created, 201).bookingId;
}

const unitsRegion = (page: Page) => page.getByRole('region', { name: 'Units' });

describe('staff edit, move, delete and take bookings', () => {
  it('finds a guest booking by surname and moves it to another free unit; a taken one is refused', async () => {
    const first = await guestBooking('Ishaan', 'Mukherjee');
    await guestBooking('Tara', 'Dsouza'); // holds HV-02 on the same nights
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(page, e2e.site, '/admin/bookings');
    await page.getByLabel('Search bookings').fill('mukher');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('link', { name: `Edit booking ${first}` }).click();

    const dialog = page.getByRole('dialog', { name: `Edit Booking ${first}` });
    await dialog.waitFor();
    await dialog.getByText('HV-01').waitFor();
    // Offered: its own unit and the free ones, not HV-02 (taken those nights).
    const offered = await dialog
      .getByRole('checkbox')
      .evaluateAll((els) => els.map((e) => e.parentElement?.textContent?.trim() ?? ''));
    expect(offered.filter((t) => /^HV-/.test(t))).toEqual(['HV-01(current)', 'HV-03', 'HV-04']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'edit-modal-1280');

    // Nothing chosen but two units for one room: the validator's words.
    await dialog.getByRole('checkbox', { name: 'HV-03' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please fix the errors below').first().waitFor();
    await dialog.getByText('Choose 1 unit (one for each room)').waitFor();
    await dialog.getByRole('checkbox', { name: 'HV-01 (current)' }).uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Booking and room assignment updated successfully').waitFor();
    await expect.poll(() => unitsRegion(page).textContent()).toContain('HV-03');
    // The history says who moved it and from where to where.
    await expect
      .poll(() => page.getByRole('region', { name: 'Activity' }).textContent())
      .toContain('Units: HV-01 → HV-03');

    await screenshot(page, 'detail-1280', { fullPage: true });
    await page.goto(`${e2e.site.url}/admin/bookings`);
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(2);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'list-actions-1280');
    await page.goto(`${e2e.site.url}/admin/bookings/${first}`);
    await page.getByRole('heading', { name: 'Ishaan Mukherjee' }).waitFor();

    // A longer stay: the price preview and the keep-or-take choice.
    await page.getByRole('button', { name: 'Edit Booking' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Check-out').fill('2027-03-13');
    await dialog.getByText(/new price ₹/).waitFor();
    await screenshot(page, 'edit-modal-price-1280');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Choose whether to keep the old price or take the new one').waitFor();
    await dialog.getByRole('radio', { name: /Take new price/ }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Booking and room assignment updated successfully').waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Stay' }).textContent())
      .toContain('3');
    await context.close();
  });

  it('deletes an unpaid booking with the danger dialog, freeing its unit', async () => {
    const unitsLeft = async () =>
      (await siteApi(e2e.site).ok('GET /availability', { query: STAY })).unitsLeft;
    const code = await guestBooking('Kavya', 'Menon');
    const before = await unitsLeft();
    const { context, page } = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(page, e2e.site, `/admin/bookings/${code}`);
    await page.getByRole('heading', { name: 'Kavya Menon' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'detail-390', { fullPage: true });
    await page.getByRole('button', { name: 'Edit Booking' }).click();
    const edit = page.getByRole('dialog', { name: `Edit Booking ${code}` });
    await edit.getByText('HV-01').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'edit-modal-390');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('will be permanently deleted').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'delete-dialog-390');
    await dialog.getByRole('button', { name: 'Delete Booking' }).click();
    await page.getByText('Booking has been permanently deleted').waitFor();
    await page.waitForURL(`${e2e.site.url}/admin/bookings`);
    expect(await unitsLeft()).toBe(before + 1);
    await context.close();
  });

  it('takes a phone booking: server price, pay later, then it is in the list', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(page, e2e.site, '/admin/bookings');
    await page.getByRole('link', { name: 'New Booking' }).click();
    await page.getByRole('heading', { name: 'New Booking' }).waitFor();
    await page.getByLabel('Villa').selectOption('glass-cottage');
    await page.getByLabel('Check-in').fill('2027-04-06');
    await page.getByLabel('Check-out').fill('2027-04-07');
    await page.getByRole('region', { name: 'Price' }).getByText('₹17,700').waitFor();
    await page.getByText(/units? free for these nights/).waitFor();
    // Missing guest details: the validator's words on the fields.
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await page.getByText('Please fix the errors below').first().waitFor();
    await page.getByText('First Name must be at least 2 characters long').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'new-booking-390', { fullPage: true });
    await page.getByLabel('First Name').fill('Anand');
    await page.getByLabel('Last Name').fill('Phonecall');
    await page.getByLabel('Email').fill('anand.phone@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('98123 45678');
    await page.getByLabel('Admin Notes').fill('Called the front desk at 10:00');
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await page.getByRole('heading', { name: 'Anand Phonecall' }).waitFor();
    await page.getByText(/Booking VM\w+ created for Anand Phonecall/).waitFor();
    expect(await page.getByRole('region', { name: 'Stay' }).textContent()).toContain('admin');
    await context.close();

    const desk = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(desk.page, e2e.site, '/admin/bookings/new');
    await desk.page.getByRole('heading', { name: 'New Booking' }).waitFor();
    expect(await hasHorizontalScroll(desk.page)).toBe(false);
    await screenshot(desk.page, 'new-booking-1280', { fullPage: true });
    await desk.page.goto(`${e2e.site.url}/admin/bookings?q=phonecall`);
    await expect.poll(() => desk.page.getByRole('row').count()).toBe(2);
    await screenshot(desk.page, 'list-1280');
    await desk.context.close();
  });
  it('a phone booking refused for a minimum stay goes through with a reason to override', async () => {
    await e2e.site.database.db.insert(pricingRules).values({
      name: 'May long stay',
      villaId: 'glass-cottage',
      priceModifier: 1,
      startDate: '2027-05-04',
      endDate: '2027-05-06',
      minNights: 3,
    });
    const { context, page } = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(page, e2e.site, '/admin/bookings/new');
    await page.getByLabel('Villa').selectOption('glass-cottage');
    await page.getByLabel('Check-in').fill('2027-05-04');
    await page.getByLabel('Check-out').fill('2027-05-05');
    await page.getByLabel('First Name').fill('Ravi');
    await page.getByLabel('Last Name').fill('Override');
    await page.getByLabel('Email').fill('ravi.override@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('98123 45670');
    expect(await page.getByLabel('Reason to override').count()).toBe(0);
    await page.getByRole('button', { name: 'Create Booking' }).click();
    const reason = page.getByLabel('Reason to override');
    await reason.waitFor();
    await page.getByText('Minimum stay for these dates is 3 nights').first().waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'new-booking-override-390', { fullPage: true });
    await reason.fill('Regular guest, one night agreed by the manager');
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await page.getByRole('heading', { name: 'Ravi Override' }).waitFor();
    await context.close();
  });
  it('takes a phone booking with a payment link; the guest opens the e-mailed link and pays', async () => {
    const staff = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(staff.page, e2e.site, '/admin/bookings/new');
    const p = staff.page;
    await p.getByLabel('Villa').selectOption('kingfisher-villa');
    await p.getByLabel('Check-in').fill('2027-04-13');
    await p.getByLabel('Check-out').fill('2027-04-14');
    await p.getByRole('region', { name: 'Price' }).getByText('Total').waitFor();
    await p.getByLabel('First Name').fill('Meher');
    await p.getByLabel('Last Name').fill('Linkpay');
    await p.getByLabel('Email').fill('meher.linkpay@example.com');
    await p.getByLabel('Phone', { exact: true }).fill('98123 45679');
    await p.getByRole('radio', { name: /Send a payment link by e-mail/ }).check();
    await p.getByRole('button', { name: 'Create Booking' }).click();
    await p.getByRole('heading', { name: 'Meher Linkpay' }).waitFor();
    await p.getByText(/payment link e-mailed to meher.linkpay@example.com/).waitFor();
    const code = (await p.locator('.font-mono').first().textContent())!.trim();
    await staff.context.close();

    const [mail] = await e2e.site.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'payment_link'),
          eq(emailOutbox.toAddress, 'meher.linkpay@example.com'),
        ),
      );
    const link = /https?:\/\/\S+token=\S+/.exec(mail!.text)![0];
    expect(link).toContain(`/booking/${code}`);

    const guest = await newPage(e2e.browser, PHONE);
    await guest.page.goto(link);
    await guest.page.getByRole('heading', { name: 'Pay for your booking' }).waitFor();
    await screenshot(guest.page, 'guest-pay-link-390', { fullPage: true });
    await guest.page.getByRole('button', { name: /^Pay ₹/ }).click();
    const dialog = guest.page.getByRole('dialog');
    await dialog.getByLabel('Card Number').fill('4111 1111 1111 1111');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
    await dialog.getByLabel('CVV').fill('123');
    await dialog.getByLabel('Cardholder Name').fill('Meher Linkpay');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await guest.page.getByText('Payment Successful').first().waitFor();
    await guest.page.getByText('Status: Confirmed').waitFor();
    await guest.context.close();
  });
});
