import { z } from '@hono/zod-openapi';
import { AdminRoleSchema } from '../http/contract';

/** The request and answer schemas of admin-users/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const AdminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: AdminRoleSchema,
    isActive: z.boolean(),
    lastLogin: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('AdminUser');
export type AdminUser = z.infer<typeof AdminUserSchema>;
