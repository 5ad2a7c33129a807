import { createRoute, z } from '@hono/zod-openapi';
import { json, jsonBody } from '../http/contract';
import { packageFormSchema, packageUpdateSchema } from '../../domain/admin-forms';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import {
  createPackage,
  deletePackage,
  getPackageWithStats,
  listPackagesWithStats,
  setPackagesActive,
  updatePackage,
} from './admin-service';
import {
  AdminPackageSchema,
  AdminPackageListSchema,
  bulkPackageStatusSchema,
} from './admin-contract';

const idParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/packages',
  summary: 'Every package with bookings, revenue and popularity, and the screen figures',
  responses: { 200: json(AdminPackageListSchema, 'Packages') },
});
const getRoute = createRoute({
  method: 'get',
  path: '/admin/packages/{id}',
  summary: 'One package with its figures',
  request: { params: idParam },
  responses: { 200: json(AdminPackageSchema, 'Package'), 404: { description: 'No such package' } },
});
const createDef = createRoute({
  method: 'post',
  path: '/admin/packages',
  summary: 'Add a package',
  request: jsonBody(packageFormSchema),
  responses: { 201: json(AdminPackageSchema, 'Created'), 409: { description: 'ID already used' } },
});
const updateDef = createRoute({
  method: 'patch',
  path: '/admin/packages/{id}',
  summary: 'Edit a package or set isActive (the id cannot change)',
  request: { params: idParam, ...jsonBody(packageUpdateSchema) },
  responses: { 200: json(AdminPackageSchema, 'Updated'), 404: { description: 'No such package' } },
});
const bulkDef = createRoute({
  method: 'post',
  path: '/admin/packages/bulk-status',
  summary: 'Activate or deactivate several packages',
  request: jsonBody(bulkPackageStatusSchema),
  responses: {
    200: json(z.object({ updated: z.number().int() }), 'Updated'),
    404: { description: 'Unknown package' },
  },
});
const deleteDef = createRoute({
  method: 'delete',
  path: '/admin/packages/{id}',
  summary: 'Delete a package no booking uses',
  request: { params: idParam },
  responses: {
    204: { description: 'Deleted' },
    404: { description: 'No such package' },
    409: { description: 'Bookings use it' },
  },
});

export function adminPackageRoutes({ db, now, config }: AppDeps) {
  const ctx = () => ({ now: now(), timeZone: config.resortTz });
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listPackagesWithStats(db, ctx()), 200))
    .openapi(bulkDef, async (c) => {
      const { ids, isActive } = c.req.valid('json');
      return c.json(
        { updated: await setPackagesActive(db, ids, isActive, actorOf(c), now()) },
        200,
      );
    })
    .openapi(getRoute, async (c) =>
      c.json(await getPackageWithStats(db, c.req.valid('param').id, ctx()), 200),
    )
    .openapi(createDef, async (c) => {
      const id = await createPackage(db, c.req.valid('json'), actorOf(c), now());
      return c.json(await getPackageWithStats(db, id, ctx()), 201);
    })
    .openapi(updateDef, async (c) => {
      const id = await updatePackage(
        db,
        c.req.valid('param').id,
        c.req.valid('json'),
        actorOf(c),
        now(),
      );
      return c.json(await getPackageWithStats(db, id, ctx()), 200);
    })
    .openapi(deleteDef, async (c) => {
      await deletePackage(db, c.req.valid('param').id, actorOf(c), now());
      return c.body(null, 204);
    });
}
