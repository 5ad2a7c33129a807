import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatLongDate } from '../src/domain/dates';
import { insertBookingWithUnits } from '../src/server/testing/fixtures';
import { icsOf, startFeedServer, type FeedServer } from '../src/server/testing/ical-feed-server';
import { axeViolations } from './support/axe';
import {
  calendarDay,
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  signInAsAdmin,
  useSiteAndBrowser,
} from './support/site';
import { screenshot } from './support/screenshots';

const e2e = useSiteAndBrowser({ ICAL_ALLOWED_HOSTS: '127.0.0.1' });
let ota: FeedServer;
beforeAll(async () => {
  ota = await startFeedServer();
});
afterAll(() => ota?.close());

const today = () => e2e.clock.today();
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

async function addChannel(page: Page, unit: string, name: string, url: string) {
  await page.getByRole('button', { name: 'Add Channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Channel Calendar' });
  await dialog.getByLabel('Room unit').selectOption(unit);
  await dialog.getByLabel('Channel').fill(name);
  await dialog.getByLabel('Calendar address (iCal URL)').fill(url);
  await dialog.getByRole('button', { name: 'Add and Sync' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The admin villa calendar's day button, paging forward to its month. */
async function adminDay(page: Page, date: string) {
  const grid = page.getByRole('grid');
  const day = grid.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}:`) });
  await grid.getByRole('button').first().waitFor(); // the month's days are there before we look
  for (let i = 0; i < 3 && (await day.count()) === 0; i++)
    await page.getByRole('button', { name: 'Next month' }).click();
  return day;
}

describe('Villas → Channels', () => {
  it('staff add an OTA feed and sync: the nights are taken on the villa calendar and for guests; a conflict is resolved by moving the direct booking', async () => {
    const stay = addDays(today(), 12); // Hornbill: HV-02 sold on Airbnb, the other units blocked
    const clash = addDays(today(), 16); // HV-01 sold here and on Booking.com
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(page, e2e.site, null);
    const blocked = await page.request.post(`${e2e.site.url}/api/admin/blocks`, {
      headers: { origin: e2e.site.url },
      data: {
        villaId: 'hornbill-villa',
        unitNumbers: ['HV-01', 'HV-03', 'HV-04'],
        from: stay,
        to: addDays(stay, 1),
        type: 'maintenance',
      },
    });
    expect(blocked.status()).toBe(201);
    const direct = await insertBookingWithUnits(e2e.site.database.db, {
      villaId: 'hornbill-villa',
      checkIn: clash,
      checkOut: addDays(clash, 2),
      unitNumbers: ['HV-01'],
      guestName: 'Meera Direct',
    });
    ota.set('/airbnb-hv02.ics', {
      ics: icsOf([{ uid: 'hm-1@airbnb.com', from: stay, to: addDays(stay, 2) }]),
    });
    ota.set('/booking-hv01.ics', {
      ics: icsOf([
        {
          uid: 'bdc-1@booking.com',
          from: clash,
          to: addDays(clash, 2),
          summary: 'CLOSED - Not available',
        },
      ]),
    });

    // Villas → Channels.
    await page.goto(`${e2e.site.url}/admin/villas`);
    await page.getByRole('link', { name: 'Channels (OTA calendars)' }).click();
    await page.getByRole('heading', { name: 'Channels', exact: true }).waitFor();
    await page.getByText('No channel calendars yet').waitFor();
    expect(await page.getByRole('textbox', { name: 'Unit HV-01' }).inputValue()).toMatch(
      /\/api\/ical\/units\/[0-9a-f]{64}\.ics$/,
    );

    await addChannel(page, 'HV-02', 'Airbnb', ota.url('/airbnb-hv02.ics'));
    await toast(page, 'Channel Added').waitFor();
    const feeds = page.getByRole('list', { name: 'Channel calendars' });
    await feeds.getByText('OK', { exact: true }).waitFor();
    expect(await feeds.textContent()).toContain('HV-02 · Airbnb');

    // The villa calendar: HV-02 is held by Airbnb that night, nothing is left.
    await page.goto(`${e2e.site.url}/admin/villas/hornbill-villa`);
    const day = await adminDay(page, stay);
    await expect.poll(() => day.textContent()).toMatch(/0\/4 units available.*1 held by channels/);
    await day.click();
    const held = page.getByRole('list', { name: 'Nights held by channels' });
    await held.waitFor();
    expect(await held.textContent()).toContain('HV-02: Airbnb');
    await screenshot(page, 'channels-villa-calendar-1280', { fullPage: true });

    // The guest calendar: those nights are not for sale.
    const guest = await newPage(e2e.browser, PHONE);
    await guest.page.goto(e2e.site.url);
    await guest.page.getByRole('heading', { name: 'Select your dates' }).waitFor();
    await (await calendarDay(guest.page, stay)).click();
    await (await calendarDay(guest.page, addDays(stay, 2))).click();
    await guest.page.getByLabel('Villa', { exact: true }).selectOption('hornbill-villa');
    await guest.page.getByRole('button', { name: 'Check Availability' }).click();
    await guest.page.getByText('Not Available', { exact: true }).waitFor();
    await screenshot(guest.page, 'channels-guest-not-available-390');
    await guest.context.close();

    // A Booking.com reservation over a direct booking: flagged, then resolved by a unit move.
    await page.goto(`${e2e.site.url}/admin/villas/channels`);
    await addChannel(page, 'HV-01', 'Booking.com', ota.url('/booking-hv01.ics'));
    const conflicts = page.getByRole('region', { name: 'Conflicts (1)' });
    await conflicts.waitFor();
    expect(await conflicts.textContent()).toContain(`booking ${direct.bookingId}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'channels-conflict-1280', { fullPage: true });

    // The dashboard and the bell say so too.
    await page.goto(`${e2e.site.url}/admin`);
    await page
      .getByRole('heading', { name: 'A channel sold a night already taken here' })
      .waitFor();
    await page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await page.getByText('Booking.com sold HV-01 for').first().waitFor();
    await screenshot(page, 'channels-dashboard-bell-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Resolve in Channels' }).click();
    await conflicts.waitFor();

    await conflicts.getByRole('button', { name: `Move booking ${direct.bookingId}` }).click();
    const move = page.getByRole('alertdialog', { name: `Move booking ${direct.bookingId}` });
    await move.getByLabel('Move to unit').waitFor();
    await move.getByLabel('Move to unit').selectOption('HV-02');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await toast(page, 'Booking Moved').waitFor();
    await conflicts.waitFor({ state: 'detached' });

    // The unit's timeline: HV-01 now holds the Booking.com guest.
    await page.getByLabel('Room unit').selectOption('HV-01');
    const timeline = page.getByRole('list', { name: 'Imported nights of HV-01' });
    await timeline.getByText('Holds the unit').waitFor();
    expect(await timeline.textContent()).toContain('Booking.com');
    await context.close();
  });

  it('the Channels screen at 390 px: no sideways scroll, labelled controls', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(page, e2e.site, '/admin/villas/channels');
    await page.getByRole('list', { name: 'Channel calendars' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'channels-390', { fullPage: true });
    await context.close();
  });
});
