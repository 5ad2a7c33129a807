import { SIGN_IN_FAILURES } from '../../domain/enums';
import { z } from '@hono/zod-openapi';

/** The request and answer schemas of admin-auth/security-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */

const SessionSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    expiresAt: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    /** The session of this request. */
    current: z.boolean(),
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  })
  .openapi('AdminSession');
const SignInSchema = z
  .object({
    at: z.string(),
    email: z.string(),
    ip: z.string(),
    userAgent: z.string().nullable(),
    success: z.boolean(),
    /** Why it failed: password, code (wrong), code_required (asked for one), locked_out. */
    reason: z.enum(SIGN_IN_FAILURES).nullable(),
  })
  .openapi('AdminSignIn');
export const SessionsAnswerSchema = z.object({
  sessions: z.array(SessionSchema),
  signIns: z.array(SignInSchema),
});

export const StaffSettingsSchema = z
  .object({ requireTwoFactor: z.boolean() })
  .openapi('StaffSettings');
