import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { param, runStatement, statement } from './statement';

/**
 * A compiled statement answers the same values on every run, on both drivers: dates, timestamps and
 * intervals as text (drizzle's parsers), numbers and JSON parsed. On PostgreSQL a statement whose
 * columns need none of drizzle's text parsers goes as plain text from its second run on
 * (decision 0160): its answers must not change.
 */
let d: TestDatabase;
beforeAll(async () => {
  d = await createTestDatabase({ empty: true });
}, 120_000);
afterAll(() => d?.drop());

const timed = statement(
  sql`select ${param('day')}::date as day, ${param('at')}::timestamptz as at,
        interval '2 days' as span, ${param('n')}::int + 1 as n`,
);
const plain = statement(
  sql`select ${param('n')}::int * 2 as n, json_build_object('day', ${param('day')}::date, 'x', 1.5) as j,
        ${param('s')}::text as s, null::int as nothing`,
);

describe('runStatement', () => {
  it('keeps date and time columns as text on every run', async () => {
    for (let run = 0; run < 3; run++) {
      const [row] = await runStatement(d.db, timed, {
        day: '2027-03-04',
        at: '2027-03-04T10:00:00Z',
        n: run,
      });
      expect(row).toEqual({
        day: '2027-03-04',
        at: expect.stringMatching(/^2027-03-04 \d\d:\d\d:00[+-]\d\d/),
        span: '2 days',
        n: run + 1,
      });
    }
  });

  it('answers the same parsed values on every run of a statement without such columns', async () => {
    for (let run = 0; run < 3; run++) {
      const [row] = await runStatement(d.db, plain, { n: run, day: '2027-03-04', s: `run ${run}` });
      expect(row).toEqual({
        n: run * 2,
        j: { day: '2027-03-04', x: 1.5 },
        s: `run ${run}`,
        nothing: null,
      });
    }
  });
});
