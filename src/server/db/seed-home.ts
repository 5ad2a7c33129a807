import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { homeFaq, homeGallery, homePage } from './schema';

/**
 * The home page's demo content (decision 0129): staff edit or replace all of it in the admin
 * (Home page). The pictures are the site's illustrations until staff upload photographs.
 */
export const SEED_HOME_TEXTS = {
  tagline: 'Eco-friendly villas and cottages on the edge of the tiger reserve',
  storyTitle: 'A home in the forest',
  story:
    'Village Machaan began as a single machaan — a watchtower of wood and rope — where the village meets the forest. We built our villas around the old trees rather than in place of them, with glass walls to the canopy, open decks and verandas that look into the sal and teak.\n\nMornings start with the call of the langur and the first jeep to the reserve gate; evenings end around a fire with food from the village kitchen and stories from our naturalists. We keep the resort small, light on the land and run by the people who live here.',
  locationIntro:
    'We are on the buffer of the tiger reserve, a short drive from the safari gate. Tell us your train or flight when you book and we will arrange a pick-up; the last stretch is a forest road best driven in daylight.',
  railwayStation: 'District junction, about 95 km (2 hours by road)',
  airport: 'Nearest domestic airport, about 140 km (3 hours by road)',
  reserveGate: 'Safari gate, 6 km (15 minutes by jeep)',
  latitude: 21.7583,
  longitude: 79.3467,
};

export const SEED_FAQ = [
  {
    question: 'What time are check-in and check-out?',
    answer:
      'Check-in is from 2 pm and check-out by 11 am. Tell us if you arrive early for a morning safari and we will keep a place for you to freshen up.',
  },
  {
    question: 'How do I book a jungle safari?',
    answer:
      'Add a safari enquiry in step 3 of the booking. Safari permits are issued by the forest department; our team confirms your slot and sends the payment link separately.',
  },
  {
    question: 'Are meals included?',
    answer:
      'Choose a package in step 2: the Basic Stay is room only, the Breakfast package adds breakfast every morning. All meals are available at the resort kitchen.',
  },
  {
    question: 'Can children stay?',
    answer:
      'Yes. Up to four children can share a villa with their parents; safaris have their own age rules set by the reserve.',
  },
  {
    question: 'Is there mobile signal and Wi-Fi?',
    answer:
      'Wi-Fi works in every villa and the dining hall. Mobile signal is patchy in the forest — most guests are glad of it.',
  },
];

export const SEED_GALLERY = [
  {
    src: '/images/villas/glass-cottage.svg',
    alt: 'Glass Cottage under the forest canopy',
    caption: 'Glass Cottage',
  },
  {
    src: '/images/villas/hornbill-villa.svg',
    alt: 'Hornbill Villa with its veranda',
    caption: 'Hornbill Villa',
  },
  {
    src: '/images/villas/kingfisher-villa.svg',
    alt: 'Kingfisher Villa by the water',
    caption: 'Kingfisher Villa',
  },
  {
    src: '/images/packages/breakfast-package.svg',
    alt: 'Breakfast served on the deck',
    caption: 'Breakfast on the deck',
  },
  {
    src: '/images/packages/basic-stay.svg',
    alt: 'A villa room made up for arrival',
    caption: 'Ready for your stay',
  },
];

/**
 * Writes the demo home page once: when the database has no home page row yet (a new database, or
 * one from before migration 0022). Staff changes are never overwritten; the row, once there, stays.
 */
export async function seedHomePage(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(homePage)
      .values({ id: 1, ...SEED_HOME_TEXTS, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: homePage.id });
    if (inserted.length === 0) return false;
    const [faqRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(homeFaq);
    if ((faqRow?.n ?? 0) === 0)
      await tx
        .insert(homeFaq)
        .values(
          SEED_FAQ.map((f, i) => ({ ...f, position: i + 1, createdAt: now, updatedAt: now })),
        );
    const [galleryRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(homeGallery);
    if ((galleryRow?.n ?? 0) === 0)
      await tx
        .insert(homeGallery)
        .values(SEED_GALLERY.map((g, i) => ({ ...g, position: i + 1, createdAt: now })));
    return true;
  });
}
