import { asc, eq, max, sql } from 'drizzle-orm';
import {
  checkReorder,
  type FaqEntryInput,
  type GalleryItemInput,
  type HomeTexts,
} from '../../domain/home-page';
import { recordAudit, type Actor } from '../audit/record';
import type { Db } from '../db/client';
import { homeFaq, homeGallery, homePage } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

/** The home page's staff-managed content (decision 0129). */

const EMPTY_TEXTS: HomeTexts = {
  tagline: '',
  storyTitle: '',
  story: '',
  locationIntro: '',
  railwayStation: '',
  airport: '',
  reserveGate: '',
  latitude: null,
  longitude: null,
};

export async function readHomeTexts(db: Db): Promise<HomeTexts> {
  const [row] = await db
    .select({
      tagline: homePage.tagline,
      storyTitle: homePage.storyTitle,
      story: homePage.story,
      locationIntro: homePage.locationIntro,
      railwayStation: homePage.railwayStation,
      airport: homePage.airport,
      reserveGate: homePage.reserveGate,
      latitude: homePage.latitude,
      longitude: homePage.longitude,
    })
    .from(homePage)
    .where(eq(homePage.id, 1));
  return row ?? EMPTY_TEXTS;
}

export async function saveHomeTexts(db: Db, texts: HomeTexts, actor: Actor, at: Date) {
  await db.transaction(async (tx) => {
    const before = await readHomeTexts(tx);
    await tx
      .insert(homePage)
      .values({ id: 1, ...texts, updatedAt: at })
      .onConflictDoUpdate({ target: homePage.id, set: { ...texts, updatedAt: at } });
    await recordAudit(tx, {
      actor,
      action: 'home_page_updated',
      entityType: 'home_page',
      entityId: null,
      before,
      after: texts,
      at,
    });
  });
  return readHomeTexts(db);
}

const faqColumns = {
  id: homeFaq.id,
  question: homeFaq.question,
  answer: homeFaq.answer,
  position: homeFaq.position,
};

export const listFaq = (db: Db) =>
  db.select(faqColumns).from(homeFaq).orderBy(asc(homeFaq.position), asc(homeFaq.createdAt));

export async function addFaq(db: Db, input: FaqEntryInput, actor: Actor, at: Date) {
  return db.transaction(async (tx) => {
    await lockList(tx, 'home_faq');
    const [last] = await tx.select({ p: max(homeFaq.position) }).from(homeFaq);
    const [row] = await tx
      .insert(homeFaq)
      .values({ ...input, position: (last?.p ?? 0) + 1, createdAt: at, updatedAt: at })
      .returning(faqColumns);
    await audit(tx, actor, 'faq_added', 'home_faq', row!.id, undefined, input, at);
    return row!;
  });
}

export async function updateFaq(db: Db, id: string, input: FaqEntryInput, actor: Actor, at: Date) {
  const [row] = await db
    .update(homeFaq)
    .set({ ...input, updatedAt: at })
    .where(eq(homeFaq.id, id))
    .returning(faqColumns);
  if (!row) throw notFound('FAQ entry not found');
  await audit(db, actor, 'faq_updated', 'home_faq', id, undefined, input, at);
  return row;
}

export async function deleteFaq(db: Db, id: string, actor: Actor, at: Date) {
  const [row] = await db.delete(homeFaq).where(eq(homeFaq.id, id)).returning(faqColumns);
  if (!row) throw notFound('FAQ entry not found');
  await audit(db, actor, 'faq_deleted', 'home_faq', id, row, undefined, at);
}

export async function reorderFaq(db: Db, ids: string[], actor: Actor, at: Date) {
  await db.transaction(async (tx) => {
    await lockList(tx, 'home_faq');
    const current = await tx.select({ id: homeFaq.id }).from(homeFaq);
    const check = checkReorder(
      current.map((r) => r.id),
      ids,
    );
    if (!check.ok) throw badRequest(check.message, { ids: check.message });
    for (const [i, id] of ids.entries())
      await tx
        .update(homeFaq)
        .set({ position: i + 1 })
        .where(eq(homeFaq.id, id));
    await audit(tx, actor, 'faq_reordered', 'home_faq', null, undefined, ids, at);
  });
  return listFaq(db);
}

const galleryColumns = {
  id: homeGallery.id,
  src: homeGallery.src,
  alt: homeGallery.alt,
  caption: homeGallery.caption,
  position: homeGallery.position,
};

export const listGallery = (db: Db) =>
  db
    .select(galleryColumns)
    .from(homeGallery)
    .orderBy(asc(homeGallery.position), asc(homeGallery.createdAt));

export async function addGalleryItem(db: Db, input: GalleryItemInput, actor: Actor, at: Date) {
  return db.transaction(async (tx) => {
    await lockList(tx, 'home_gallery');
    const [last] = await tx.select({ p: max(homeGallery.position) }).from(homeGallery);
    const [row] = await tx
      .insert(homeGallery)
      .values({ ...input, position: (last?.p ?? 0) + 1, createdAt: at })
      .returning(galleryColumns);
    await audit(tx, actor, 'gallery_added', 'home_gallery', row!.id, undefined, input, at);
    return row!;
  });
}

export async function updateGalleryItem(
  db: Db,
  id: string,
  input: GalleryItemInput,
  actor: Actor,
  at: Date,
) {
  const [row] = await db
    .update(homeGallery)
    .set(input)
    .where(eq(homeGallery.id, id))
    .returning(galleryColumns);
  if (!row) throw notFound('Gallery photo not found');
  await audit(db, actor, 'gallery_updated', 'home_gallery', id, undefined, input, at);
  return row;
}

export async function deleteGalleryItem(db: Db, id: string, actor: Actor, at: Date) {
  const [row] = await db
    .delete(homeGallery)
    .where(eq(homeGallery.id, id))
    .returning(galleryColumns);
  if (!row) throw notFound('Gallery photo not found');
  await audit(db, actor, 'gallery_deleted', 'home_gallery', id, row, undefined, at);
}

export async function reorderGallery(db: Db, ids: string[], actor: Actor, at: Date) {
  await db.transaction(async (tx) => {
    await lockList(tx, 'home_gallery');
    const current = await tx.select({ id: homeGallery.id }).from(homeGallery);
    const check = checkReorder(
      current.map((r) => r.id),
      ids,
    );
    if (!check.ok) throw badRequest(check.message, { ids: check.message });
    for (const [i, id] of ids.entries())
      await tx
        .update(homeGallery)
        .set({ position: i + 1 })
        .where(eq(homeGallery.id, id));
    await audit(tx, actor, 'gallery_reordered', 'home_gallery', null, undefined, ids, at);
  });
  return listGallery(db);
}

/** Two staff adding or reordering at once take turns, so positions stay distinct. */
async function lockList(db: Db, table: 'home_faq' | 'home_gallery') {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`vm:${table}`}))`);
}

function audit(
  db: Db,
  actor: Actor,
  action: string,
  entityType: string,
  entityId: string | null,
  before: unknown,
  after: unknown,
  at: Date,
) {
  return recordAudit(db, { actor, action, entityType, entityId, before, after, at });
}
