import { createRoute, z } from '@hono/zod-openapi';
import { errors, json, jsonBody } from '../http/contract';
import { addGuestUserSchema, editGuestUserSchema } from '../../domain/admin-forms';

import { guestListQuerySchema } from '../../domain/catalog-lists';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { attachmentDisposition, csvResponse } from '../http/csv-download';
import { createRouter } from '../http/router';
import { addGuest, editGuest, guestProfile, guestStats, listGuests } from './service';
import { anonymiseGuest } from './erasure';
import {
  AdminGuestSchema,
  GuestExportSchema,
  GuestStatsSchema,
  GuestProfileSchema,
} from './admin-contract';
import { AdminGuestListSchema } from './admin-contract';
import { can } from '../../domain/staff-permissions';
import { currentAdmin } from '../admin-auth/principal';
import { exportedRegistrations } from '../registrations/privacy-service';

const emailParam = z.object({ email: z.string().min(3).max(254) });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/guests',
  summary:
    'Guests derived from bookings (by e-mail) and added by staff: search, sort, paging in SQL',
  request: { query: guestListQuerySchema },
  responses: { 200: json(AdminGuestListSchema, 'Guests') },
});
const statsRoute = createRoute({
  method: 'get',
  path: '/admin/guests/stats',
  summary: 'Total Users, Premium Users, Total Revenue, Avg Spending',
  responses: { 200: json(GuestStatsSchema, 'Figures') },
});
const profileRoute = createRoute({
  method: 'get',
  path: '/admin/guests/{email}',
  summary: "A guest's profile with their bookings",
  request: { params: emailParam },
  responses: { 200: json(GuestProfileSchema, 'Profile'), 404: { description: 'No such guest' } },
});
const exportRoute = createRoute({
  method: 'get',
  path: '/admin/guests/{email}/export',
  summary:
    "A guest's personal data and bookings as a file (data-protection request): format=json|csv",
  request: {
    params: emailParam,
    query: z.object({
      format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
    }),
  },
  responses: {
    200: {
      description: 'The file: the profile as JSON (with exportedAt), or its bookings as CSV',
      content: {
        'application/json': {
          schema: GuestExportSchema,
        },
        'text/csv': { schema: z.string() },
      },
    },
    404: { description: 'No such guest' },
  },
});
const addRoute = createRoute({
  method: 'post',
  path: '/admin/guests',
  summary: 'Add User: a guest record (later bookings with the e-mail belong to it)',
  request: jsonBody(addGuestUserSchema),
  responses: { 201: json(AdminGuestSchema, 'Added'), 409: { description: 'Email already exists' } },
});
const editRoute = createRoute({
  method: 'patch',
  path: '/admin/guests/{email}',
  summary: "Edit a guest's name and phone",
  request: { params: emailParam, ...jsonBody(editGuestUserSchema) },
  responses: {
    200: json(AdminGuestSchema, 'Updated'),
    ...errors({
      404: 'No such guest',
      409: 'The e-mail belongs to another guest, or the guest was anonymised',
    }),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/guests/{email}',
  summary: 'Erase the guest’s personal data (bookings are kept, anonymised)',
  request: { params: emailParam },
  responses: {
    200: json(AdminGuestSchema, 'The anonymised guest'),
    ...errors({ 404: 'No such guest', 409: 'Already anonymised' }),
  },
});

export function adminGuestRoutes({ db, now, config }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listGuests(db, c.req.valid('query')), 200))
    .openapi(statsRoute, async (c) => c.json(await guestStats(db), 200))
    .openapi(addRoute, async (c) =>
      c.json(await addGuest(db, c.req.valid('json'), actorOf(c), now()), 201),
    )
    .openapi(profileRoute, async (c) =>
      c.json(await guestProfile(db, c.req.valid('param').email), 200),
    )
    .openapi(exportRoute, async (c) => {
      const profile = await guestProfile(db, c.req.valid('param').email);
      const stamp = now().toISOString().slice(0, 10);
      if (c.req.valid('query').format === 'json') {
        c.header('content-disposition', attachmentDisposition(`guest-data-${stamp}.json`));
        c.header('cache-control', 'no-store');
        const viewer = {
          actor: actorOf(c),
          mayReveal: can(currentAdmin(c).role, 'guests.identity'),
        };
        const registrations = await exportedRegistrations(db, profile.guest.email, viewer, now());
        return c.json({ exportedAt: now().toISOString(), ...profile, registrations }, 200);
      }
      const g = profile.guest;
      const response = csvResponse({
        fileName: `guest-data-${stamp}.csv`,
        header: [
          'Name',
          'Email',
          'Phone',
          'Booking ID',
          'Villa',
          'Package',
          'Check-in',
          'Check-out',
          'Guests',
          'Rooms',
          'Status',
          'Payment Status',
          'Total (INR)',
          'Booked At',
        ],
        rows: (async function* () {
          if (profile.bookings.length === 0) yield [g.name, g.email, g.phone];
          for (const b of profile.bookings)
            yield [
              g.name,
              g.email,
              g.phone,
              b.bookingId,
              b.villaName,
              b.packageName,
              b.checkIn,
              b.checkOut,
              b.guests,
              b.rooms,
              b.status,
              b.paymentStatus,
              b.total,
              new Date(b.createdAt),
            ];
        })(),
        timeZone: config.resortTz,
      });
      response.headers.set('cache-control', 'no-store');
      return response as never;
    })
    .openapi(editRoute, async (c) =>
      c.json(
        await editGuest(db, c.req.valid('param').email, c.req.valid('json'), actorOf(c), now()),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) =>
      c.json(await anonymiseGuest(db, c.req.valid('param').email, actorOf(c), now()), 200),
    );
}
