import { createRoute, z } from '@hono/zod-openapi';
import { json, jsonBody } from '../http/contract';
import { asc, eq } from 'drizzle-orm';
import { safariOptionFormSchema, safariOptionUpdateSchema } from '../../domain/admin-forms';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { recordAudit, type Actor } from '../audit/record';
import type { Db } from '../db/client';
import { safariOptions } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { AdminSafariOptionSchema, type AdminSafariOption } from './options-admin-contract';

type Row = typeof safariOptions.$inferSelect;
const toOption = (r: Row): AdminSafariOption => ({
  id: r.id,
  name: r.name,
  description: r.description,
  duration: r.duration,
  pricePerPerson: r.pricePerPerson,
  maxPersons: r.maxPersons,
  images: r.images,
  timings: r.timings,
  highlights: r.highlights,
  isActive: r.isActive,
  updatedAt: r.updatedAt.toISOString(),
});
const snapshot = (r: Row) => ({
  name: r.name,
  duration: r.duration,
  maxPersons: r.maxPersons,
  timings: r.timings,
  images: r.images,
  isActive: r.isActive,
});

async function listSafariOptionsForStaff(db: Db) {
  return (await db.select().from(safariOptions).orderBy(asc(safariOptions.name))).map(toOption);
}

async function createSafariOption(
  db: Db,
  input: z.output<typeof safariOptionFormSchema>,
  actor: Actor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(safariOptions)
      .values({ ...input, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: safariOptions.id })
      .returning();
    if (!row) {
      const message = `A safari with the ID "${input.id}" already exists`;
      throw new AppError(409, 'DUPLICATE_ENTRY', message, { id: message });
    }
    await recordAudit(tx, {
      actor,
      action: 'safari_option.created',
      entityType: 'safari_option',
      entityId: row.id,
      after: snapshot(row),
      at: now,
    });
    return toOption(row);
  });
}

async function updateSafariOption(
  db: Db,
  id: string,
  input: z.output<typeof safariOptionUpdateSchema>,
  actor: Actor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(safariOptions)
      .where(eq(safariOptions.id, id))
      .for('update');
    if (!before) throw notFound(`Safari option not found: ${id}`);
    const [after] = await tx
      .update(safariOptions)
      .set({ ...input, updatedAt: now })
      .where(eq(safariOptions.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'safari_option.updated',
      entityType: 'safari_option',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after!),
      at: now,
    });
    return toOption(after!);
  });
}

const idParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/safari-options',
  summary: 'Every safari option (active and inactive), by name',
  responses: { 200: json(z.array(AdminSafariOptionSchema), 'Safari options') },
});
const createDef = createRoute({
  method: 'post',
  path: '/admin/safari-options',
  summary: 'Add a safari option',
  request: jsonBody(safariOptionFormSchema),
  responses: {
    201: json(AdminSafariOptionSchema, 'Created'),
    409: { description: 'ID already used' },
  },
});
const updateDef = createRoute({
  method: 'patch',
  path: '/admin/safari-options/{id}',
  summary:
    'Edit a safari option or set isActive (inactive options disappear from the guest step 3)',
  request: { params: idParam, ...jsonBody(safariOptionUpdateSchema) },
  responses: {
    200: json(AdminSafariOptionSchema, 'Updated'),
    404: { description: 'No such option' },
  },
});

export function adminSafariOptionRoutes({ db, now }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listSafariOptionsForStaff(db), 200))
    .openapi(createDef, async (c) =>
      c.json(await createSafariOption(db, c.req.valid('json'), actorOf(c), now()), 201),
    )
    .openapi(updateDef, async (c) =>
      c.json(
        await updateSafariOption(
          db,
          c.req.valid('param').id,
          c.req.valid('json'),
          actorOf(c),
          now(),
        ),
        200,
      ),
    );
}
