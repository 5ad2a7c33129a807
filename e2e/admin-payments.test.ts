import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { siteApi } from './support/api';
import { bodyAt } from '../src/server/testing/typed-client';
import {
  asNewGuest,
  DESKTOP,
  newPage,
  PHONE,
  useSiteAndBrowser,
  signInAsAdmin,
} from './support/site';
import { screenshot } from './support/screenshots';

const e2e = useSiteAndBrowser();

describe('staff take and return money from the booking page', () => {
  it('verifies a reported bank transfer, then refunds the advance', async () => {
    const created = await siteApi(e2e.site)('POST /bookings', {
      header: asNewGuest(),
      json: {
        sessionId: `e2e-money-${randomUUID()}`,
        villaId: 'glass-cottage',
        checkIn: '2027-03-09',
        checkOut: '2027-03-10',
        adults: 2,
        children: 0,
        rooms: 1,
        packageId: 'basic-stay',
        guest: {
          firstName: 'Meera',
          lastName: 'Iyer',
          email: 'meera.iyer@example.com',
          phone: '98765 43210',
          countryCode: '+91',
        },
        acceptTerms: true,
      },
    });
    const { bookingId, email } = bodyAt(created, 201);
    const report = await fetch(`${e2e.site.url}/api/payments/bank-transfer`, {
      method: 'POST',
      headers: asNewGuest(),
      body: JSON.stringify({ bookingId, email }),
    });
    expect(report.status).toBe(200);

    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(page, e2e.site, `/admin/bookings/${bookingId}`);
    await page.getByRole('button', { name: 'Verify bank transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify bank transfer' });
    await dialog.getByLabel('Amount (₹)').waitFor();
    await screenshot(page, 'admin-payments-verify-1280');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Verify and confirm' }).click();
    await page.getByText('Bank Transfer Verified').first().waitFor();
    await page.getByText('Received by staff').waitFor();

    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund' });
    await refund.getByLabel('Reason').fill('Guest cancelled by phone');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refund Processed').first().waitFor();
    await page.getByRole('heading', { name: 'Refunds' }).waitFor();
    expect(await page.getByText('By hand').count()).toBeGreaterThan(0);
    // The Price card keeps what was received and shows the refund beside it (not "Paid ₹0").
    const price = page.getByRole('table', { name: 'Price lines' });
    const row = (name: string) => price.getByRole('row', { name: new RegExp(`^${name} `) });
    await expect.poll(() => row('Refunded').textContent()).toMatch(/^Refunded₹[1-9]/);
    expect(await row('Paid').textContent()).not.toBe('Paid₹0');
    await screenshot(page, 'admin-payments-1280', { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const phone = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(phone.page, e2e.site, `/admin/bookings/${bookingId}`);
    await phone.page.getByRole('heading', { name: 'Refunds' }).waitFor();
    await screenshot(phone.page, 'admin-payments-390', { fullPage: true });
    await phone.context.close();
  });
});
