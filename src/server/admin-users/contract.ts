import type { z } from '@hono/zod-openapi';
import { adminUserRow, isoTimestamp } from '../db/row-schemas';

/** The request and answer schemas of admin-users/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const AdminUserSchema = adminUserRow
  .pick({ id: true, email: true, name: true, role: true, isActive: true })
  .extend({ lastLogin: isoTimestamp().nullable(), createdAt: isoTimestamp() })
  .openapi('AdminUser');
export type AdminUser = z.infer<typeof AdminUserSchema>;
