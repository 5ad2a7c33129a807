// The yardstick for the API budget: bare node:http + pg running the same SQL as our endpoints.
import http from 'node:http';
import pg from 'pg';
import { quoteStay, type PricingRule } from '../src/domain/pricing';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pg.types.setTypeParser(1082, (v) => v);

// The same SQL as src/server/availability/service.ts (countFreeAndHeld) and
// src/server/pricing/quote-service.ts (loadPricingContext), a guest's availability with no hold of
// their own.
const AVAILABILITY = `select
  (select max_guests from villas where id = $1 and status = 'active') as "maxGuests",
  (select count(*)::int from villa_inventory vi where vi.villa_id = $1 and vi.status = 'available'
    and not exists (select 1 from booking_units bu where bu.villa_inventory_id = vi.id and bu.status in ('reserved','occupied')
      and daterange(bu.check_in, bu.check_out, '[)') && daterange($2::date, $3::date, '[)'))
    and not exists (select 1 from inventory_blocks ib where ib.villa_inventory_id = vi.id and ib.block_date >= $2::date and ib.block_date < $3::date)
    and not exists (select 1 from external_reservations er where er.villa_inventory_id = vi.id and er.status = 'active'
      and daterange(er.check_in, er.check_out, '[)') && daterange($2::date, $3::date, '[)'))) as free,
  (select coalesce(sum(rooms), 0)::int from booking_holds where villa_id = $1 and expires_at > $4::timestamptz
    and check_in < $3::date and check_out > $2::date) as held`;
const PRICING = `select
  (select json_build_object('id', v.id, 'name', v.name, 'basePrice', v.base_price, 'maxGuests', v.max_guests, 'images', v.images)
     from villas v where v.id = $1 and v.status = 'active') as villa,
  (select json_build_object('id', p.id, 'name', p.name, 'price', p.price, 'duration', p.duration, 'isActive', p.is_active)
     from packages p where p.id = $2::text) as pkg,
  (select coalesce(json_agg(json_build_object('name', r.name, 'villaId', r.villa_id, 'priceModifier', r.price_modifier::float8,
     'isActive', r.is_active, 'startDate', r.start_date, 'endDate', r.end_date, 'daysOfWeek', r.days_of_week,
     'minNights', r.min_nights, 'closedToArrival', r.closed_to_arrival)), '[]'::json)
     from pricing_rules r where r.is_active and (r.villa_id is null or r.villa_id = $1)
       and (r.start_date is null or r.start_date < $4::date) and (r.end_date is null or r.end_date >= $3::date)) as rules,
  (select coalesce(json_agg(json_build_object('date', a.date, 'priceOverride', a.price_override,
     'minNights', a.min_nights, 'closedToArrival', a.closed_to_arrival)), '[]'::json)
     from availability a where a.villa_id = $1 and a.date >= $3::date and a.date < $4::date) as overrides`;

const server = http.createServer(
  (req, res) =>
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://x');
        if (url.pathname === '/api/availability') {
          const [v, a, b] = ['villaId', 'checkIn', 'checkOut'].map((k) => url.searchParams.get(k));
          const row = (await pool.query(AVAILABILITY, [v, a, b, new Date().toISOString()])).rows[0];
          if (row.maxGuests === null) return send(res, 404, { error: 'not found' });
          const left = Math.max(0, row.free - row.held);
          return send(res, 200, { available: left >= 1, unitsLeft: left });
        }
        if (url.pathname === '/api/quote' && req.method === 'POST') {
          let raw = '';
          for await (const chunk of req) raw += chunk;
          const body = JSON.parse(raw);
          const ctx = (
            await pool.query(PRICING, [
              body.villaId,
              body.packageId ?? null,
              body.checkIn,
              body.checkOut,
            ])
          ).rows[0];
          if (!ctx.villa) return send(res, 404, { error: 'not found' });
          const quote = quoteStay({
            villa: ctx.villa,
            checkIn: body.checkIn,
            checkOut: body.checkOut,
            adults: body.adults,
            children: body.children,
            rooms: body.rooms ?? 1,
            pkg: ctx.pkg,
            rules: ctx.rules as PricingRule[],
            overrides: ctx.overrides,
          });
          return send(res, 200, quote);
        }
        send(res, 404, { error: 'not found' });
      } catch (err) {
        send(res, 500, { error: String(err) });
      }
    })(),
);

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

server.listen(Number(process.env.PORT ?? 0), () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : ''}`);
});

// Exit on SIGTERM (the bench's stop) the normal way, so `--cpu-prof` writes its profile.
process.on('SIGTERM', () => process.exit(0));
