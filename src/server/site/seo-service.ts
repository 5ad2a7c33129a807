import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../env';
import type { Db } from '../db/client';
import { loadSharp, readImage } from '../images/service';
import { findVilla, listActiveVillas } from '../villas/queries';
import type { SeoFacts } from './seo';

/** Villas change rarely; the guest page's head is rebuilt at most this often (and on every start). */
const FACTS_TTL_MS = 30_000;

/**
 * The facts the guest page's head, robots.txt and sitemap.xml are built from. The origin is
 * PUBLIC_URL when set (what links and previews must point at behind a proxy), else the request's.
 */
export function seoFactsSource(db: Db, config: Config, clock: () => Date) {
  let cached: { at: number; villas: SeoFacts['villas'] } | undefined;
  return {
    baseUrl: (requestUrl: string) =>
      (config.publicUrl ?? new URL(requestUrl).origin).replace(/\/+$/, ''),
    async facts(requestUrl: string): Promise<SeoFacts> {
      const now = clock().getTime();
      if (!cached || now - cached.at > FACTS_TTL_MS) {
        const rows = await listActiveVillas(db);
        cached = {
          at: now,
          villas: rows.map((v) => ({
            id: v.id,
            name: v.name,
            description: v.description,
            basePrice: v.basePrice,
            maxGuests: v.maxGuests,
            amenities: v.amenities,
            images: v.images,
          })),
        };
      }
      return {
        baseUrl: this.baseUrl(requestUrl),
        resortName: config.resortName,
        resortAddress: config.resortAddress,
        resortPhone: config.resortPhone,
        resortEmail: config.resortEmail,
        geo: config.resortGeo,
        villas: cached.villas,
      };
    },
  };
}

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

/**
 * A villa's first picture as the 1200×630 JPEG that link previews want (WhatsApp and others do not
 * show SVG). Only pictures this site holds are read: files of the built site and uploaded images;
 * a picture elsewhere (an https URL) is not fetched. Undefined when the villa has none of those.
 */
export async function villaPreviewJpeg(db: Db, staticDir: string, villaId: string) {
  const villa = await findVilla(db, villaId);
  if (!villa || villa.status !== 'active') return undefined;
  const sharp = await loadSharp();
  for (const src of villa.images) {
    const bytes = await readOwnPicture(db, staticDir, src);
    if (!bytes) continue;
    try {
      return await sharp(bytes, { limitInputPixels: 40_000_000 })
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' })
        .flatten({ background: '#1f3d2b' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
    } catch {
      continue;
    }
  }
  return undefined;
}

async function readOwnPicture(
  db: Db,
  staticDir: string,
  src: string,
): Promise<Uint8Array | undefined> {
  const uploaded = /^\/api\/images\/([0-9a-f-]{36})$/i.exec(src);
  if (uploaded) return (await readImage(db, uploaded[1]!))?.content;
  if (!src.startsWith('/images/')) return undefined;
  const root = path.resolve(staticDir);
  const file = path.resolve(root, `.${decodeURIComponent(src)}`);
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}
