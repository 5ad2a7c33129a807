import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import { createBookingOk } from '../src/server/testing/booking-helpers';
import { siteClient } from './support/api';
import {
  asNewGuest,
  DESKTOP,
  newPage,
  signIn,
  signInAsAdmin,
  useSiteAndBrowser,
} from './support/site';

/*
 * Issue 26: the admin hides what a role cannot do (decision 0123). An accountant reads bookings and
 * guests but changes nothing; front desk changes bookings and guests but not packages, and erases
 * no guest. Each check is anchored on a control the role does see, so it cannot pass on an empty
 * page.
 */
const e2e = useSiteAndBrowser();
const PASSWORD = 'Forest-Lantern-2026!x';
const ACCOUNTANT = { name: 'Anil Books', email: 'anil@example.com', role: 'accountant' };
const DESK = { name: 'Priya Desk', email: 'priya@example.com', role: 'front_desk' };

async function addStaff(page: Page, user: typeof DESK) {
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Admin' });
  await dialog.getByLabel('Name').fill(user.name);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Role').selectOption(user.role);
  await dialog.getByRole('button', { name: 'Add Admin' }).click();
  await expect.poll(() => page.getByRole('cell', { name: user.email }).count()).toBe(1);
}

function signInAs(page: Page, user: typeof DESK) {
  return signIn(page, e2e.site, { email: user.email, password: PASSWORD });
}

describe('controls a role cannot use are not shown', () => {
  it('accountant and front desk see only the actions their role allows', async () => {
    const checkIn = addDays(e2e.clock.today(), 30);
    const { bookingId: code } = await createBookingOk(siteClient(e2e.site, asNewGuest()), {
      checkIn,
      checkOut: addDays(checkIn, 1),
      guest: { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com' },
    });

    const owner = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(owner.page, e2e.site);
    // The owner sees the controls the others must not.
    await owner.page.goto(`${e2e.site.url}/admin/bookings/${code}`);
    await owner.page.getByRole('button', { name: 'Add charge' }).waitFor();
    await owner.page.goto(`${e2e.site.url}/admin/users`);
    await owner.page.getByRole('button', { name: 'Delete Meera Iyer' }).waitFor();
    await owner.page.goto(`${e2e.site.url}/admin/settings`);
    await addStaff(owner.page, ACCOUNTANT);
    await addStaff(owner.page, DESK);
    await owner.context.close();

    const acc = await newPage(e2e.browser, DESKTOP);
    await signInAs(acc.page, ACCOUNTANT);
    const menu = acc.page.getByRole('navigation', { name: 'Admin menu' }).last();
    await menu.getByRole('link', { name: 'Bookings', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'E-mails', exact: true }).count()).toBe(0);
    await acc.page.goto(`${e2e.site.url}/admin/bookings/${code}`);
    await acc.page.getByRole('heading', { name: 'Charges' }).waitFor();
    expect(await acc.page.getByRole('button', { name: 'Add charge' }).count()).toBe(0);
    await acc.page.goto(`${e2e.site.url}/admin/users`);
    await acc.page.getByRole('button', { name: 'View Meera Iyer' }).waitFor();
    expect(await acc.page.getByRole('button', { name: 'Edit Meera Iyer' }).count()).toBe(0);
    expect(await acc.page.getByRole('button', { name: 'Delete Meera Iyer' }).count()).toBe(0);
    expect(await acc.page.getByRole('button', { name: 'Add User' }).count()).toBe(0);
    await acc.context.close();

    const desk = await newPage(e2e.browser, DESKTOP);
    await signInAs(desk.page, DESK);
    await desk.page.goto(`${e2e.site.url}/admin/bookings/${code}`);
    await desk.page.getByRole('button', { name: 'Add charge' }).waitFor();
    await desk.page.goto(`${e2e.site.url}/admin/users`);
    await desk.page.getByRole('button', { name: 'Edit Meera Iyer' }).waitFor();
    expect(await desk.page.getByRole('button', { name: 'Delete Meera Iyer' }).count()).toBe(0);
    await desk.page.goto(`${e2e.site.url}/admin/packages`);
    await desk.page.getByRole('button', { name: 'View Room Only Package' }).waitFor();
    for (const verb of ['Edit', 'Delete', 'Deactivate', 'Activate'])
      expect(
        await desk.page.getByRole('button', { name: `${verb} Room Only Package` }).count(),
      ).toBe(0);
    await desk.page.goto(`${e2e.site.url}/admin/villas`);
    await desk.page.getByRole('list', { name: 'Villas' }).waitFor();
    expect(await desk.page.getByRole('link', { name: /Channels/ }).count()).toBe(0);
    await desk.context.close();
  }, 120_000);
});
