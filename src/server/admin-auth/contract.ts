import { z } from '@hono/zod-openapi';
import { AdminRoleSchema } from '../http/contract';
import { PERMISSIONS, type Permission } from '../../domain/staff-permissions';

/** The request and answer schemas of admin-auth/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const AdminMeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: AdminRoleSchema,
    lastLogin: z.string().nullable(),
    /** Whether this admin signs in with a code from an authenticator app. */
    twoFactorEnabled: z.boolean(),
    /** What the role may do (src/domain/staff-permissions.ts): the web hides the rest. */
    permissions: z.array(z.enum(PERMISSIONS as [Permission, ...Permission[]])),
  })
  .openapi('AdminMe');
export type AdminMe = z.infer<typeof AdminMeSchema>;

/** The answer of `POST /admin/login`: the member of staff signed in. */
export const SignedInSchema = z.object({ user: AdminMeSchema });
