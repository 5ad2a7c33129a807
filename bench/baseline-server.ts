// The yardstick for the API budget: bare node:http + pg running the same SQL as our endpoints.
import http from 'node:http';
import pg from 'pg';
import { quoteStay, type PricingRule } from '../src/domain/pricing';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pg.types.setTypeParser(1082, (v) => v);

const FREE_UNITS = `select vi.id from villa_inventory vi
  where vi.villa_id = $1 and vi.status = 'available'
    and not exists (select 1 from booking_units bu where bu.villa_inventory_id = vi.id and bu.status in ('reserved','occupied')
      and daterange(bu.check_in, bu.check_out, '[)') && daterange($2::date, $3::date, '[)'))
    and not exists (select 1 from inventory_blocks ib where ib.villa_inventory_id = vi.id and ib.block_date >= $2::date and ib.block_date < $3::date)
  order by vi.unit_number`;
const HELD = `select coalesce(sum(rooms),0)::int as held from booking_holds where villa_id = $1 and expires_at > $4
  and check_in < $3::date and check_out > $2::date and ($5::text is null or session_id <> $5::text)`;
const VILLA = `select id, name, base_price, max_guests, images from villas where id = $1 and status = 'active'`;
const RULES = `select name, villa_id, price_modifier, is_active, start_date, end_date, days_of_week from pricing_rules
  where is_active and (villa_id is null or villa_id = $1) and (start_date is null or start_date < $3) and (end_date is null or end_date >= $2)`;
const OVERRIDES = `select date, price_override from availability where villa_id = $1 and date >= $2 and date < $3`;

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/availability') {
      const [v, a, b] = ['villaId', 'checkIn', 'checkOut'].map((k) => url.searchParams.get(k));
      const villa = await pool.query(VILLA, [v]);
      if (!villa.rowCount) return send(res, 404, { error: 'not found' });
      const [free, held] = await Promise.all([pool.query(FREE_UNITS, [v, a, b]), pool.query(HELD, [v, a, b, new Date().toISOString(), null])]);
      const left = Math.max(0, free.rowCount! - held.rows[0].held);
      return send(res, 200, { available: left >= 1, unitsLeft: left });
    }
    if (url.pathname === '/api/quote' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = JSON.parse(raw);
      const villaRow = (await pool.query(VILLA, [body.villaId])).rows[0];
      const pkgRow = body.packageId ? (await pool.query('select id, name, price, duration from packages where id = $1 and is_active', [body.packageId])).rows[0] : null;
      const [rules, overrides] = await Promise.all([
        pool.query(RULES, [body.villaId, body.checkIn, body.checkOut]),
        pool.query(OVERRIDES, [body.villaId, body.checkIn, body.checkOut]),
      ]);
      const quote = quoteStay({
        villa: { id: villaRow.id, name: villaRow.name, basePrice: villaRow.base_price },
        checkIn: body.checkIn, checkOut: body.checkOut, adults: body.adults, children: body.children, rooms: body.rooms ?? 1,
        pkg: pkgRow, overrides: overrides.rows.map((o) => ({ date: o.date, priceOverride: o.price_override })),
        rules: rules.rows.map((r): PricingRule => ({ name: r.name, villaId: r.villa_id, priceModifier: Number(r.price_modifier), isActive: r.is_active, startDate: r.start_date, endDate: r.end_date, daysOfWeek: r.days_of_week })),
      });
      return send(res, 200, quote);
    }
    send(res, 404, { error: 'not found' });
  } catch (err) {
    send(res, 500, { error: String(err) });
  }
});

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

server.listen(Number(process.env.PORT ?? 0), () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : ''}`);
});
