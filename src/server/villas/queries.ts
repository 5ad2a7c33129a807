import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { villas } from '../db/schema';

const villaColumns = {
  id: villas.id,
  name: villas.name,
  description: villas.description,
  basePrice: villas.basePrice,
  maxGuests: villas.maxGuests,
  amenities: villas.amenities,
  images: villas.images,
  status: villas.status,
  // Written out in full: drizzle drops table qualifiers inside a correlated subquery.
  totalUnits: sql<number>`(select count(*)::int from villa_inventory vi
    where vi.villa_id = "villas"."id" and vi.status = 'available')`.mapWith(Number),
};

export type VillaRow = Awaited<ReturnType<typeof listActiveVillas>>[number];

/** Active villas, cheapest first (the guest's villa dropdown order). */
export function listActiveVillas(db: Db) {
  return db
    .select(villaColumns)
    .from(villas)
    .where(eq(villas.status, 'active'))
    .orderBy(asc(villas.basePrice), asc(villas.name));
}

export async function findVilla(db: Db, id: string) {
  const [row] = await db.select(villaColumns).from(villas).where(eq(villas.id, id));
  return row;
}
