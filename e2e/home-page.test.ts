import { describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/dates';
import { issueAccessToken } from '../src/server/booking-records/repository';
import { SEED_FAQ, SEED_HOME_TEXTS } from '../src/server/db/seed-home';
import { insertBookingWithUnits } from '../src/server/testing/fixtures';
import { axeViolations } from './support/axe';
import {
  DESKTOP,
  hasHorizontalScroll,
  newPage,
  PHONE,
  signInAsAdmin,
  useSiteAndBrowser,
} from './support/site';

const e2e = useSiteAndBrowser();

describe('the home page (decision 0129)', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'shows the story, villas, gallery, getting here, FAQ and contact below the wizard, axe clean (%s)',
    async (_name, viewport) => {
      const { context, page } = await newPage(e2e.browser, viewport);
      await page.goto(e2e.site.url);
      const about = page.getByRole('region', { name: SEED_HOME_TEXTS.storyTitle });
      await about.waitFor();
      for (const name of [
        'Our villas',
        'Gallery',
        'Getting here',
        'Questions guests ask',
        'Contact us',
      ])
        expect(await page.getByRole('region', { name }).count()).toBe(1);
      // The wizard comes first: the home sections follow the booking form in the page.
      const order = await page.evaluate(() => {
        const wizard = document.querySelector('section[aria-label="Book your stay"]')!;
        const story = document.getElementById('about')!;
        return wizard.compareDocumentPosition(story) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order).toBeTruthy();
      // FAQ answers open without JavaScript of their own (details/summary).
      await page.getByText(SEED_FAQ[0]!.question).click();
      expect(await page.getByText(SEED_FAQ[0]!.answer).isVisible()).toBe(true);
      const maps = page.getByRole('link', { name: /Open in Maps/ });
      expect(await maps.getAttribute('href')).toBe(
        `https://www.google.com/maps/search/?api=1&query=${SEED_HOME_TEXTS.latitude},${SEED_HOME_TEXTS.longitude}`,
      );
      // Let the lazy pictures load, then check the whole page.
      await page.getByRole('region', { name: 'Contact us' }).scrollIntoViewIfNeeded();
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);

      // The booking wizard one tap away, from anywhere in the home sections.
      await page
        .getByRole('region', { name: 'Contact us' })
        .getByRole('link', { name: 'Book your stay' })
        .click();
      await expect
        .poll(() =>
          page.evaluate(() => document.querySelector('#main')!.getBoundingClientRect().top),
        )
        .toBeLessThanOrEqual(1);
      expect(await page.getByRole('heading', { name: 'Select your dates' }).isVisible()).toBe(true);
      await context.close();
    },
  );

  it('a staff change shows on the next visit', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(page, e2e.site, '/admin/home-page');
    await page.getByRole('button', { name: 'Add Question' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Question' }).click();
    expect(await dialog.getByText('Question is required').isVisible()).toBe(true);
    await dialog.getByLabel('Question').fill('Do you have a swimming pool?');
    await dialog.getByLabel('Answer').fill('Kingfisher Villa has a plunge pool.');
    await dialog.getByRole('button', { name: 'Add Question' }).click();
    await page.getByText('Do you have a swimming pool?').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(e2e.site.url);
    await page.getByRole('region', { name: 'Questions guests ask' }).waitFor();
    expect(await page.getByText('Do you have a swimming pool?').count()).toBe(1);
    await context.close();
  });

  it('a guest reviews the stay through the private link; once staff approve, it is on the home page', async () => {
    const today = e2e.clock.today();
    const db = e2e.site.database.db;
    const b = await insertBookingWithUnits(db, {
      villaId: 'kingfisher-villa',
      checkIn: addDays(today, -5),
      checkOut: addDays(today, -2),
      unitNumbers: [],
      status: 'checked_out',
      guestName: 'Meera Iyer',
      email: 'meera@example.com',
    });
    const token = await issueAccessToken(db, b.id, e2e.clock.now());
    const guest = await newPage(e2e.browser, PHONE);
    await guest.page.goto(`${e2e.site.url}/booking/${b.bookingId}?token=${token}#review`);
    const section = guest.page.getByRole('region', { name: 'Review your stay' });
    await section.waitFor();
    await section.getByRole('button', { name: 'Send review' }).click();
    expect(await section.getByText('Please choose a rating from 1 to 5 stars').isVisible()).toBe(
      true,
    );
    expect(await axeViolations(guest.page)).toEqual([]);
    await section.getByRole('radio', { name: '4 stars' }).check({ force: true });
    const words = 'Quiet, green and kind people. The night sounds were magical.';
    await section.getByLabel('A few words about your stay').fill(words);
    await section.getByRole('button', { name: 'Send review' }).click();
    await section.getByText(/once the team has read it/).waitFor();
    await guest.context.close();

    const staff = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(staff.page, e2e.site, '/admin/home-page');
    await staff.page.getByRole('button', { name: 'Approve the review by Meera I.' }).click();
    await staff.page.getByText('On the home page', { exact: true }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);
    await staff.context.close();

    const visitor = await newPage(e2e.browser, PHONE);
    await visitor.page.goto(e2e.site.url);
    const reviews = visitor.page.getByRole('region', { name: 'What guests say' });
    await reviews.waitFor();
    expect(await reviews.getByText(words).count()).toBe(1);
    expect(await reviews.getByText('Rated 4 out of 5').count()).toBe(1);
    await visitor.context.close();
  });
});
