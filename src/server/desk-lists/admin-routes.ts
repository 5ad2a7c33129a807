import { createRoute, z } from '@hono/zod-openapi';
import { formatStaffTime, todayInZone } from '../../domain/dates';
import type { AppDeps } from '../app-types';
import { IsoDateSchema, json } from '../http/contract';
import { createRouter } from '../http/router';
import { DeskListsSchema } from './contract';
import { renderDeskListsPdf } from './pdf';
import { deskLists } from './service';

const query = z.object({ date: IsoDateSchema.optional() });

const listsRoute = createRoute({
  method: 'get',
  path: '/admin/front-desk/lists',
  summary: 'Arrivals, guests in house and departures of a day (default: today), for the print page',
  request: { query },
  responses: { 200: json(DeskListsSchema, 'The lists') },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/admin/front-desk/lists.pdf',
  summary: 'The same lists as a PDF (A4 landscape) to print at the desk',
  request: { query },
  responses: {
    200: {
      description: 'PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
});

export function deskListAdminRoutes({ db, config, now }: AppDeps) {
  const dateOf = (d: string | undefined) => d ?? todayInZone(now(), config.resortTz);
  return createRouter()
    .openapi(listsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await deskLists(db, dateOf(c.req.valid('query').date)), 200);
    })
    .openapi(pdfRoute, async (c) => {
      const date = dateOf(c.req.valid('query').date);
      const at = now();
      const bytes = await renderDeskListsPdf(
        await deskLists(db, date),
        {
          name: config.resortName,
          printedAt: formatStaffTime(at.toISOString(), config.resortTz, at),
        },
        at,
      );
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="front-desk-lists-${date}.pdf"`,
        'Cache-Control': 'no-store',
      });
    });
}
