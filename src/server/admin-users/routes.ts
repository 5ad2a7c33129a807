import { createRoute, z } from '@hono/zod-openapi';
import { errors, json, jsonBody } from '../http/contract';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  changePasswordSchema,
} from '../../domain/admin-forms';
import { currentAdmin } from '../admin-auth/principal';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { clientIp } from '../http/client-ip';
import { changeOwnPassword, createAdminUser, listAdminUsers, updateAdminUser } from './service';
import { AdminUserSchema } from './contract';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  summary: 'Admin users',
  responses: { 200: json(z.array(AdminUserSchema), 'Admin users') },
});
const createRouteDef = createRoute({
  method: 'post',
  path: '/admin/users',
  summary: 'Create an admin user',
  request: jsonBody(adminUserCreateSchema),
  responses: {
    201: json(AdminUserSchema, 'Created'),
    409: { description: 'Email already exists' },
  },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/admin/users/{id}',
  summary: 'Update name, e-mail, role or active flag',
  request: {
    params: z.object({ id: z.uuid('Admin user not found') }),
    ...jsonBody(adminUserUpdateSchema),
  },
  responses: {
    200: json(AdminUserSchema, 'Updated'),
    404: { description: 'No such admin' },
    409: { description: 'Email already exists, or the change would leave no active owner' },
  },
});
const passwordRoute = createRoute({
  method: 'post',
  path: '/admin/me/password',
  summary: "Change the signed-in admin's password (current password required)",
  request: jsonBody(changePasswordSchema),
  responses: {
    200: json(z.object({ ok: z.literal(true) }), 'Changed'),
    ...errors({
      400: 'The current password is wrong, or the new one is weak',
      404: 'The signed-in admin no longer exists',
      429: 'Too many attempts: Retry-After says when to try again',
    }),
  },
});

export function adminUserRoutes({ db, now, config }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listAdminUsers(db), 200))
    .openapi(createRouteDef, async (c) => {
      const admin = currentAdmin(c);
      return c.json(
        await createAdminUser(db, c.req.valid('json'), { id: admin.id, name: admin.name }, now()),
        201,
      );
    })
    .openapi(updateRoute, async (c) => {
      const admin = currentAdmin(c);
      const { id } = c.req.valid('param');
      return c.json(
        await updateAdminUser(
          db,
          id,
          c.req.valid('json'),
          { id: admin.id, name: admin.name },
          now(),
        ),
        200,
      );
    })
    .openapi(passwordRoute, async (c) => {
      const admin = currentAdmin(c);
      const { currentPassword, newPassword } = c.req.valid('json');
      await changeOwnPassword(
        db,
        {
          adminUserId: admin.id,
          keepSessionIdHash: admin.sessionIdHash,
          currentPassword,
          newPassword,
          ip: clientIp(c, config),
        },
        { id: admin.id, name: admin.name },
        now(),
      );
      return c.json({ ok: true as const }, 200);
    });
}
