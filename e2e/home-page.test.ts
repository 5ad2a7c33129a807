import { describe, expect, it } from 'vitest';
import { SEED_FAQ, SEED_HOME_TEXTS } from '../src/server/db/seed-home';
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
    await signInAsAdmin(page, e2e.site);
    await page.goto(`${e2e.site.url}/admin/home-page`);
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
});
