import type { z } from '@hono/zod-openapi';
import { isoTimestamp, safariOptionRow } from '../db/row-schemas';
import { SAFARI_OPTION_FIELDS } from './options-contract';

/** The request and answer schemas of safari/options-admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
/** The step-3 safari cards as staff manage them (active and inactive). */
export const AdminSafariOptionSchema = safariOptionRow
  .pick({ ...SAFARI_OPTION_FIELDS, isActive: true })
  .extend({ updatedAt: isoTimestamp() })
  .openapi('AdminSafariOption');
export type AdminSafariOption = z.infer<typeof AdminSafariOptionSchema>;
