import type { Config } from '../env';
import type { Db } from '../db/client';
import { resolvePictures } from '../images/picture-service';
import { listPublicReviews } from '../reviews/service';
import { listActiveVillas } from '../villas/queries';
import type { HomeView } from './render';
import { listFaq, listGallery, readHomeTexts } from './service';

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
