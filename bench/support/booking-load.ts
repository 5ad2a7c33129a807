// POST /api/bookings under load: every request books a stay that is free (one room of one villa
// for one night, each unit-night offered once), from its own client address, e-mail and browsing
// session, with an Idempotency-Key as the website sends. Afterwards the database is checked.
import autocannon from 'autocannon';
import type pg from 'pg';

type Stay = { villaId: string; checkIn: string; checkOut: string };

const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Free stays, spread so that consecutive requests differ in villa and night. */
async function freeStays(client: pg.Client): Promise<Stay[]> {
  const { rows } = await client.query<{ villaId: string; units: number }>(
    `select villa_id as "villaId", count(*)::int as units from villa_inventory
     where status = 'available' group by villa_id order by villa_id`,
  );
  const stays: Stay[] = [];
  const most = Math.max(...rows.map((r) => r.units));
  // 3 days ahead (past the 24-hour notice) to 360 days ahead (within the 365-day limit).
  for (let unit = 0; unit < most; unit++)
    for (let d = 3; d <= 360; d++)
      for (const v of rows)
        if (unit < v.units)
          stays.push({ villaId: v.villaId, checkIn: isoDay(d), checkOut: isoDay(d + 1) });
  return stays;
}

/** 0 → "a", 27 → "bb": names may hold only letters and spaces. */
const letters = (i: number): string =>
  (i >= 26 ? letters(Math.floor(i / 26) - 1) : '') + String.fromCharCode(97 + (i % 26));

export type BookingRun = {
  seconds: number;
  sent: number;
  created: number;
  refused: number;
  /** Requests never answered: the client's timeout (10 s) or a dropped connection. */
  timeouts: number;
  errors: number;
  p99: number;
  answered: string[];
  /** Requests without an answer: a timeout, a dropped connection, or in flight when time was up. */
  unanswered: number;
  runId: string;
  /** The first refusal's status and body, to say why. */
  firstRefusal: string | undefined;
};

export async function bookingLoad(
  client: pg.Client,
  url: string,
  seconds: number,
): Promise<BookingRun> {
  const stays = await freeStays(client);
  const runId = Date.now().toString(36);
  let n = 0;
  const answered: string[] = [];
  let replied = 0;
  let refused = 0;
  let firstRefusal: string | undefined;
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    maxOverallRequests: stays.length,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        setupRequest: (req) => {
          const i = n++;
          const stay = stays[i % stays.length]!;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': `bench-${runId}-${i}`,
              'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({
              sessionId: `bench-${runId}-${i}`,
              ...stay,
              adults: 2,
              children: 0,
              rooms: 1,
              packageId: 'basic-stay',
              guest: {
                firstName: 'Bench',
                lastName: `Guest ${letters(i)}`,
                email: `bench.${runId}.${i}@example.com`,
                phone: '98765 43210',
                countryCode: '+91',
              },
              acceptTerms: true,
              marketingConsent: false,
            }),
          };
        },
        onResponse: (status, body) => {
          replied++;
          if (status === 201) answered.push((JSON.parse(body) as { bookingId: string }).bookingId);
          else if (refused++ === 0) firstRefusal = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  return {
    seconds,
    sent: n,
    created: answered.length,
    refused,
    // autocannon counts a timeout among its errors too.
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    p99: result.latency.p99,
    answered,
    unanswered: n - replied,
    runId,
    firstRefusal,
  };
}

/**
 * Lost: an answered booking that is not stored, or a free stay refused. Double: a unit sold twice
 * for a night, or one request stored as two bookings. Unitless: a booking without its rooms' units.
 * A request without an answer (the client's timeout, a dropped connection, or in flight when the
 * run's time was up) is neither: the guest was told nothing. The bench's bookings stored without an
 * answered code (`unansweredStored`: booked, the answer came too late) are counted apart; the checks
 * for double and unitless bookings cover them.
 */
export async function checkBookings(client: pg.Client, run: BookingRun) {
  const one = async (text: string, values: unknown[] = []) =>
    Number((await client.query<{ n: number }>(text, values)).rows[0]!.n);
  const stored = await one(`select count(*)::int as n from bookings where session_id like $1`, [
    `bench-${run.runId}-%`,
  ]);
  const answeredStored = await one(
    `select count(*)::int as n from bookings where booking_id = any($1::text[])`,
    [run.answered],
  );
  const unitless = await one(
    `select count(*)::int as n from bookings b
     where b.session_id like $1
       and (select count(*) from booking_units bu where bu.booking_id = b.id) <> b.rooms`,
    [`bench-${run.runId}-%`],
  );
  const doubleSold = await one(
    `select count(*)::int as n from booking_units a join booking_units b
       on a.villa_inventory_id = b.villa_inventory_id and a.id < b.id
      and a.status in ('reserved', 'occupied') and b.status in ('reserved', 'occupied')
      and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')`,
  );
  const doubled = await one(
    `select count(*)::int as n from (select session_id from bookings where session_id like $1
       group by session_id having count(*) > 1) d`,
    [`bench-${run.runId}-%`],
  );
  return {
    stored,
    unansweredStored: stored - answeredStored,
    lost: run.answered.length - answeredStored + run.refused,
    unitless,
    doubleSold,
    doubled,
  };
}
