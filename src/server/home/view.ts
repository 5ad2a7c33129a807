import { desc, eq } from 'drizzle-orm';
import type { Config } from '../env';
import type { Db } from '../db/client';
import { bookings, guestReviews } from '../db/schema';
import { resolvePictures } from '../images/picture-service';
import { listActiveVillas } from '../villas/queries';
import type { HomeView } from './render';
import { listFaq, listGallery, readHomeTexts } from './service';

/** How many approved reviews the home page shows (newest first). */
export const HOME_REVIEW_COUNT = 6;

/** Only approved reviews, newest first: what the home page may show (decision 0131). */
export function listPublicReviews(db: Db, limit = HOME_REVIEW_COUNT) {
  return db
    .select({
      author: guestReviews.author,
      rating: guestReviews.rating,
      body: guestReviews.body,
      stayedIn: bookings.villaName,
    })
    .from(guestReviews)
    .innerJoin(bookings, eq(bookings.id, guestReviews.bookingId))
    .where(eq(guestReviews.status, 'approved'))
    .orderBy(desc(guestReviews.decidedAt), desc(guestReviews.createdAt))
    .limit(limit);
}

/** Everything the home page's sections show, read afresh (a staff edit shows on the next load). */
export async function loadHomeView(
  db: Db,
  config: Config,
  staticDir: string | undefined,
): Promise<HomeView> {
  const [texts, faq, gallery, villaRows, reviews] = await Promise.all([
    readHomeTexts(db),
    listFaq(db),
    listGallery(db),
    listActiveVillas(db),
    listPublicReviews(db),
  ]);
  const pictures = await resolvePictures(db, staticDir, [
    ...villaRows.flatMap((v) => v.images.slice(0, 1)),
    ...gallery.map((g) => g.src),
  ]);
  return {
    resortName: config.resortName,
    // Without coordinates of its own, the map link points at RESORT_GEO when that is set.
    texts:
      texts.latitude === null && config.resortGeo
        ? { ...texts, latitude: config.resortGeo.latitude, longitude: config.resortGeo.longitude }
        : texts,
    villas: villaRows.map((v) => ({
      id: v.id,
      name: v.name,
      description: v.description,
      basePrice: v.basePrice,
      maxGuests: v.maxGuests,
      picture: v.images[0] ? pictures.get(v.images[0]) : undefined,
    })),
    gallery: gallery.flatMap((g) => {
      const picture = pictures.get(g.src);
      return picture ? [{ alt: g.alt, caption: g.caption, picture }] : [];
    }),
    faq,
    reviews,
    contact: {
      phone: config.resortPhone,
      email: config.resortEmail,
      address: config.resortAddress,
    },
  };
}
