import { z } from '@hono/zod-openapi';
import { createSchemaFactory } from 'drizzle-zod';
import { UNIT_STATUSES, VILLA_STATUSES } from '../../domain/enums';
import { packages, villaInventory, villas } from './schema';

/**
 * Row schemas derived from the drizzle tables (drizzle-zod, decision 0137): an answer that carries a
 * table's columns picks them from here (`villaRow.pick({ id: true, … })`) and extends the pick with
 * what it adds, so a column is never re-listed by hand in a contract. Timestamps are `Date`s in a
 * row and ISO strings in an answer: extend with `isoTimestamp()` where an answer carries one.
 * Columns whose text holds a domain list are narrowed to that list here, once.
 */
const { createSelectSchema } = createSchemaFactory({ zodInstance: z });

export const villaRow = createSelectSchema(villas, { status: z.enum(VILLA_STATUSES) });
export const unitRow = createSelectSchema(villaInventory, { status: z.enum(UNIT_STATUSES) });
export const packageRow = createSelectSchema(packages);

/** A timestamp column as an answer carries it (`toISOString()`). */
export const isoTimestamp = () => z.string();
