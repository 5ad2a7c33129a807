import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { browserApi } from './support/api';
import {
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  signIn,
  signInAsAdmin,
  useSiteAndBrowser,
} from './support/site';
import { screenshot } from './support/screenshots';

/*
 * Issue 25 at 390 px as housekeeping staff (decision 0133): the housekeeper opens the board on a
 * phone, filters it to one villa's dirty rooms, marks three of them clean and sees each change; the
 * page has no sideways scroll and passes axe.
 */
const e2e = useSiteAndBrowser();
const PASSWORD = 'Mango-Lantern-2026!hk';
const HOUSEKEEPER = {
  name: 'Meena Housekeeping',
  email: 'meena.hk@example.com',
  role: 'housekeeping',
};
const ROOMS = ['KF-01', 'KF-02', 'KF-03'];

describe('housekeeping board on a phone', () => {
  it('a housekeeper filters the board and marks three dirty rooms clean', async () => {
    // The owner adds the housekeeper and makes three Kingfisher rooms dirty (as after check-out).
    const owner = await newPage(e2e.browser, PHONE);
    await signInAsAdmin(owner.page, e2e.site, null);
    const headers = { origin: e2e.site.url };
    const added = await owner.page.request.post(`${e2e.site.url}/api/admin/users`, {
      headers,
      data: { ...HOUSEKEEPER, password: PASSWORD },
    });
    expect(added.status()).toBe(201);
    const board = () => browserApi(owner.page, e2e.site).ok('GET /admin/housekeeping');
    const rooms = (await board()).filter((u) => ROOMS.includes(u.unitNumber));
    expect(rooms.map((u) => u.unitNumber).sort()).toEqual(ROOMS);
    for (const room of rooms) {
      if (room.state === 'dirty') continue;
      const dirty = await owner.page.request.patch(
        `${e2e.site.url}/api/admin/units/${room.unitId}/housekeeping`,
        { headers, data: { state: 'dirty' } },
      );
      expect(dirty.status()).toBe(200);
    }
    const dirtyKf = (await board()).filter(
      (u) => u.villaId === 'kingfisher-villa' && u.state === 'dirty',
    );
    expect(dirtyKf.map((u) => u.unitNumber)).toEqual(expect.arrayContaining(ROOMS));
    await owner.context.close();

    // The housekeeper signs in on a phone and opens the board.
    const { page } = await newPage(e2e.browser, PHONE);
    await signIn(
      page,
      e2e.site,
      { email: HOUSEKEEPER.email, password: PASSWORD },
      '/admin/housekeeping',
    );
    await page.getByRole('heading', { name: 'Housekeeping', level: 1 }).waitFor();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => cards.count()).toBeGreaterThan(ROOMS.length);
    const total = await cards.count();

    // Filter by villa, then by state: only Kingfisher's dirty rooms are left.
    await page.getByLabel('Villa').selectOption('kingfisher-villa');
    await page.getByLabel('State').selectOption('dirty');
    await expect.poll(() => cards.count()).toBe(dirtyKf.length);
    await page.getByText(`${dirtyKf.length} of ${total} rooms`).waitFor();
    await expect.poll(() => new URL(page.url()).search).toContain('villa=kingfisher-villa');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'housekeeping-dirty-390', { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Three taps: each room leaves the dirty filter once it is clean.
    for (const [i, room] of ROOMS.entries()) {
      await page.getByRole('button', { name: `Mark clean: ${room}` }).click();
      await page.getByText(`${room} is clean`).first().waitFor();
      await expect.poll(() => cards.count()).toBe(dirtyKf.length - i - 1);
    }

    // With the state filter cleared, the three rooms show Clean and offer the next step.
    await page.getByLabel('State').selectOption('');
    for (const room of ROOMS) {
      const card = page.getByRole('listitem', { name: room, exact: true });
      await card.getByText('Clean', { exact: true }).waitFor();
      await card.getByRole('button', { name: `Mark inspected: ${room}` }).waitFor();
      await card.getByText(/Meena Housekeeping/).waitFor();
    }
    await page.getByLabel('State').selectOption('clean');
    await expect
      .poll(async () => (await cards.allInnerTexts()).filter((t) => /KF-0[123]/.test(t)).length)
      .toBe(3);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByLabel('State').selectOption('');
    await screenshot(page, 'housekeeping-390', { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // The server agrees.
    const after = await browserApi(page, e2e.site).ok('GET /admin/housekeeping');
    expect(after.filter((u) => ROOMS.includes(u.unitNumber)).map((u) => u.state)).toEqual([
      'clean',
      'clean',
      'clean',
    ]);

    // On a desk screen the board is a grid; the desk's lists (guests, money) are not hers to open.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('heading', { name: 'KF-03' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'housekeeping-1280', { fullPage: true });
    await page.goto(`${e2e.site.url}/admin/occupancy/lists`);
    await page.getByText('This page is not part of your role').waitFor();
  });
});
