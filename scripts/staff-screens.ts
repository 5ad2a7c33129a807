// Screenshots of the staff screens of issue 23 at 390 and 1280 px, with axe:
// npx tsx scripts/staff-screens.ts <out-dir>
import { mkdirSync } from 'node:fs';
import { axeViolations } from '../e2e/support/axe';
import {
  asNewGuest,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  signInAsAdmin,
  startSite,
} from '../e2e/support/site';
import { addDays, todayInZone } from '../src/domain/dates';

const out = process.argv[2] ?? 'screenshots';
mkdirSync(out, { recursive: true });
const site = await startSite({
  RESORT_PHONE: '+91 98450 12345',
  RESORT_EMAIL: 'stay@villagemachaan.com',
});
const browser = await launchBrowser();
const post = (path: string, body: unknown, headers: Record<string, string> = asNewGuest()) =>
  fetch(`${site.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
try {
  const arrival = addDays(todayInZone(new Date(), 'Asia/Kolkata'), 20);
  const names = [
    ['Asha', 'Rao'],
    ['Kabir', 'Mehta Srinivasan'],
    ['Zoë', 'Ångström'],
  ];
  for (const [i, [firstName, lastName]] of names.entries()) {
    const res = await post('/api/bookings', {
      sessionId: `shots-${i}-${Date.now()}`,
      villaId: i === 1 ? 'kingfisher-villa' : 'glass-cottage',
      checkIn: addDays(arrival, i * 3),
      checkOut: addDays(arrival, i * 3 + 2),
      adults: 2,
      children: 0,
      rooms: 1,
      packageId: 'basic-stay',
      guest: {
        firstName,
        lastName,
        email: `${firstName!.toLowerCase()}.${i}@example.com`,
        phone: '98765 43210',
        countryCode: '+91',
      },
      acceptTerms: true,
    });
    if (res.status !== 201) throw new Error(await res.text());
  }
  // Safari enquiries of a guest who never booked.
  const enquiry = await post('/api/safari-enquiries', {
    checkIn: arrival,
    checkOut: addDays(arrival, 2),
    safaris: [{ date: addDays(arrival, 1), timing: 'Morning', persons: 2 }],
  });
  if (enquiry.status !== 201) throw new Error(await enquiry.text());

  // The outbox job holds what it cannot send (no SMTP here): wait until the e-mail list shows it.
  await new Promise((r) => setTimeout(r, 11_000));
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    const { context, page } = await newPage(browser, viewport);
    await signInAsAdmin(page, site);
    for (const [name, path, ready] of [
      ['bookings', '/admin/bookings', 'Booking Management'],
      ['emails', '/admin/emails', 'E-mails'],
      ['safari', '/admin/safari-queries', 'Safari Queries'],
      ['safari-unbooked', '/admin/safari-queries?view=unbooked', 'Safari Queries'],
      ['villas', '/admin/villas', 'Villas'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await page.getByRole('heading', { name: ready, exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const scroll = await page.evaluate(() => {
        const t = document.querySelector('main table')?.parentElement;
        return {
          page: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          table: t ? t.scrollWidth > t.clientWidth : null,
        };
      });
      const axe = await axeViolations(page);
      console.log(label, name, JSON.stringify(scroll), 'axe', JSON.stringify(axe));
      await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
    }
    // The villa form (new villa: Inactive, Active needs units).
    await page.goto(`${site.url}/admin/villas`);
    await page.getByRole('button', { name: 'Add Villa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Villa' });
    await dialog.waitFor();
    await dialog.getByLabel('Status').scrollIntoViewIfNeeded();
    console.log(label, 'villa-form axe', JSON.stringify(await axeViolations(page)));
    await page.screenshot({ path: `${out}/villa-form-${label}.png` });
    if (label === '1280') {
      // A new villa: created Inactive, then its Room Units; its card says units come first.
      await dialog.getByLabel('Villa ID').fill('sunbird-villa');
      await dialog.getByLabel('Villa Name').fill('Sunbird Villa');
      await dialog.getByLabel('Description').fill('A quiet villa by the lake.');
      await dialog.getByLabel('Base Price per Night (₹)').fill('16000');
      await dialog.getByLabel('Max Guests').fill('4');
      await dialog.getByRole('button', { name: 'Create Villa' }).click();
      await page.getByRole('heading', { name: 'Room Units (0)' }).waitFor();
      await page.waitForTimeout(300);
      console.log(label, 'villa-units axe', JSON.stringify(await axeViolations(page)));
      await page.screenshot({ path: `${out}/villa-new-units-${label}.png` });
      await page.goto(`${site.url}/admin/villas`);
      await page.getByText('No room units yet.').waitFor();
      await page.screenshot({ path: `${out}/villas-no-units-${label}.png`, fullPage: true });
    } else await page.keyboard.press('Escape');
    if (label === '390') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Admin menu' }).waitFor();
      await page.screenshot({ path: `${out}/menu-contact-${label}.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
