import { z } from '@hono/zod-openapi';
import { isoTimestamp, packageRow } from '../db/row-schemas';

/** The request and answer schemas of packages/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const AdminPackageSchema = packageRow
  .pick({
    id: true,
    name: true,
    description: true,
    price: true,
    duration: true,
    inclusions: true,
    images: true,
    isActive: true,
  })
  .extend({
    createdAt: isoTimestamp(),
    updatedAt: isoTimestamp(),
    bookings: z.number().int(),
    /** Revenue this month so far (decision 0113; the dates: the list's `stats.revenuePeriod`). */
    revenue: z.number().int(),
    popularity: z.number().int(),
  })
  .openapi('AdminPackage');
export type AdminPackage = z.infer<typeof AdminPackageSchema>;

export const AdminPackageListSchema = z
  .object({
    items: z.array(AdminPackageSchema),
    stats: z.object({
      totalPackages: z.number().int(),
      activePackages: z.number().int(),
      /** The packages' revenue this month (Room only not included). */
      packageRevenue: z.number().int(),
      avgPackageValue: z.number().int(),
      /** The dates the packages' revenue covers: the 1st of this month to today (resort time). */
      revenuePeriod: z.object({ from: z.string(), to: z.string() }),
    }),
  })
  .openapi('AdminPackageList');
export type AdminPackageList = z.infer<typeof AdminPackageListSchema>;

export const bulkPackageStatusSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1, 'Please select packages to update').max(100),
  isActive: z.boolean(),
});
