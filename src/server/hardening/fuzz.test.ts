import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { createBookingOk } from '../testing/booking-helpers';
import { createTestApp, TEST_PEER, type TestApp } from '../testing/test-app';
import { openApiDocument } from '../testing/typed-client';

/**
 * Issue 10: hostile paths, query strings, headers and bodies against every route of the API's own
 * description (/api/openapi.json), public and admin (signed in). Properties: never a 5xx; every
 * error in the API's error shape; a refused (4xx) request changes no row of any table.
 */
let t: TestApp;
let cookie: string;
let routes: { method: string; path: string }[];
let tables: string[];
let bookingCode: string;

/** Tables that change on any request by design (counters, session last-seen). */
const VOLATILE = new Set(['rate_limits', 'admin_sessions']);
/** Would end the test's own session, or never end (a server-sent events stream). */
const SKIP = new Set(['POST /api/admin/logout', 'GET /api/admin/events']);

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
  bookingCode = (await createBookingOk(t)).bookingId;
  const doc = await openApiDocument(t.request);
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .map((m) => ({ method: m.toUpperCase(), path }))
      .filter((r) => !SKIP.has(`${r.method} ${r.path}`)),
  );
  const listed = await t.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  tables = rowsOf<{ table_name: string }>(listed)
    .map((r) => r.table_name)
    .filter((n) => !VOLATILE.has(n) && !n.startsWith('__'));
});
afterAll(() => t.close());

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** One checksum per table: every row's text, ordered. */
async function snapshot(): Promise<Record<string, string>> {
  const columns = tables.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.identifier(name)} x) as ${sql.identifier(name)}`,
  );
  const result = await t.database.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return rowsOf<Record<string, string>>(result)[0]!;
}

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '%',
    '%E0%A4%A',
    '../../etc/passwd',
    '..%2f..%2f',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '𝕏'.repeat(30),
    '\ud800',
    'x'.repeat(5000),
    '-1',
    '0x2',
    '1e309',
    'NaN',
    'true',
    '[]',
    '{}',
    'null',
    '2026-02-30',
    '9999-12-31',
    'glass-cottage',
    'basic-stay',
    '__BOOKING__',
  ),
);

const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        hostileText,
        fc.constantFrom(
          'villaId',
          'checkIn',
          'checkOut',
          'adults',
          'guest',
          'email',
          'bookingId',
          'plan',
          'status',
          'name',
          'price',
        ),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

const body = fc.oneof(
  fc.constant(undefined),
  jsonish.map((v) => JSON.stringify(v)),
  hostileText,
  fc.constantFrom(
    '{',
    '{"a":',
    '[[[[[[[[',
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
    '\u0000',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
  ),
);

const headerValue = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
  fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    '1.2.3.4, ::1, garbage',
    'unknown',
    '',
  ),
);
const headers = fc.dictionary(
  fc.constantFrom(
    'content-type',
    'x-forwarded-for',
    'idempotency-key',
    'last-event-id',
    'if-none-match',
    'accept',
    'x-request-id',
    'x-razorpay-signature',
    'x-razorpay-event-id',
  ),
  headerValue,
  { maxKeys: 4 },
);

const query = fc.array(
  fc.tuple(
    fc.oneof(
      hostileText,
      fc.constantFrom(
        'page',
        'pageSize',
        'sort',
        'q',
        'status',
        'from',
        'to',
        'days',
        'rooms',
        'checkIn',
        'checkOut',
        'villaId',
        'token',
        'email',
        'after',
      ),
    ),
    hostileText,
  ),
  { maxLength: 4 },
);

const request = fc.record({
  route: fc.nat(),
  params: fc.array(hostileText, { minLength: 3, maxLength: 3 }),
  rawParams: fc.boolean(),
  query,
  headers,
  body,
  admin: fc.boolean(),
});

/** Hostile text in a URL: percent-encoded, or (rawParams) only what a URL cannot carry escaped. */
function inUrl(s: string, raw: boolean): string {
  if (raw) return s.replace(/[\s#?/\\]/g, (c) => encodeURIComponent(c));
  try {
    return encodeURIComponent(s);
  } catch {
    // A lone surrogate: send it as the invalid UTF-8 bytes a hostile client would.
    return `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

function tryUrl(path: string): string | undefined {
  try {
    return new URL(`http://localhost${path}`).toString();
  } catch {
    return undefined;
  }
}

describe('fuzzing every route', () => {
  it('never a 5xx, always the error shape, no row changed by a refused request', async () => {
    let before = await snapshot();
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const route = routes[r.route % routes.length]!;
        let i = 0;
        const path = route.path.replace(/\{[^}]+\}/g, () =>
          inUrl((r.params[i++] ?? '').replace('__BOOKING__', bookingCode), r.rawParams),
        );
        const search = r.query
          .map(
            ([k, v]) =>
              `${inUrl(k, r.rawParams)}=${inUrl(v.replace('__BOOKING__', bookingCode), r.rawParams)}`,
          )
          .join('&');
        const url = tryUrl(search ? `${path}?${search}` : path);
        if (!url) return;
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(r.headers)) h[k] = v;
        if (r.body !== undefined && !('content-type' in h)) h['content-type'] = 'application/json';
        if (route.path.startsWith('/api/admin') && (r.admin || route.method !== 'GET')) {
          h.cookie = cookie;
          h.origin = 'http://localhost';
        }
        let req: Request;
        try {
          req = new Request(url, {
            method: route.method,
            headers: h,
            body: route.method === 'GET' || route.method === 'HEAD' ? undefined : r.body,
          });
        } catch {
          return; // not a request a client could send (e.g. a header value fetch refuses)
        }
        const res = await t.app.request(req, undefined, TEST_PEER);
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        const text = await res.text();
        const where = `${route.method} ${url} → ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, where).toBeLessThan(500);
        if (res.status >= 400) {
          const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
          expect(typeof parsed.error?.code, where).toBe('string');
          expect(typeof parsed.error?.message, where).toBe('string');
          if (route.method !== 'GET') expect(await snapshot(), where).toEqual(before);
        } else if (route.method !== 'GET') {
          before = await snapshot();
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400), endOnFailure: true },
    );
    // Print the mix of answers (no timing assertions; the run is budgeted by numRuns).
    console.info('fuzz statuses', Object.fromEntries([...seen].sort((a, b) => a[0] - b[0])));
  });
});

/** A report date as a hostile client would type it: real dates, edges, near misses and garbage. */
const reportDate = fc.oneof(
  fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '',
    '2026-02-29',
    '2024-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-1-1',
    ' 2026-01-01',
    '2026-01-01 ',
    '2026-01-01T00:00:00Z',
    '+02026-01-01',
    '0000-01-01',
    '0001-01-01',
    '0099-12-31',
    '1899-12-31',
    '9999-12-31',
    '10000-01-01',
    '2026/01/01',
    '01-01-2026',
    'today',
    '٢٠٢٦-٠١-٠١',
  ),
  hostileText,
);

describe('fuzzing the report dates (Issue 23)', () => {
  it('a custom range on the report and its export is a 200 or a 4xx in the error shape, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/admin/reports', '/api/admin/reports/export'),
        fc.option(reportDate, { nil: undefined }),
        fc.option(reportDate, { nil: undefined }),
        fc.constantFrom('csv', 'pdf', 'xlsx', 'doc'),
        fc.constantFrom('custom', 'month', 'custom'),
        async (path, from, to, format, period) => {
          const params = new URLSearchParams({ period, format });
          if (from !== undefined) params.set('from', from);
          if (to !== undefined) params.set('to', to);
          const url = `${path}?${params.toString()}`;
          const res = await t.app.request(url, { headers: { cookie } }, TEST_PEER);
          const text = await res.text();
          const where = `GET ${url} → ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) {
            const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
            expect(parsed.error?.code, where).toBe('VALIDATION_ERROR');
            expect(typeof parsed.error?.message, where).toBe('string');
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300), endOnFailure: true },
    );
  });
});
