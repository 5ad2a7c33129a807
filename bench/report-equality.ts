// Every report's answer from two checkouts against one bench database, compared byte for byte
// (decision 0167): each period × type × filter, plus custom ranges, through `loadReport` of this
// checkout and of `BENCH_APP_DIR` (e.g. a worktree at main), at the bench's "now". Prints each
// difference and exits 1 when there is one.
//
// Usage: BENCH_APP_DIR=<other checkout> npx tsx bench/report-equality.ts [bookings]
//   default 10000 (database vm_bench_scale_<bookings>, seeded by bench/seed-scale.ts);
//   BENCH_ZONE (default Asia/Kolkata, the zone of the bench's per-month rows; another zone reads
//   directly).
import { resolve } from 'node:path';
import { REPORT_PERIOD_CHOICES, REPORT_TYPES, reportQuerySchema } from '../src/domain/reports';
import { openPostgres } from '../src/server/db/client';
import { loadReport } from '../src/server/reports/service';
import { SCALE_NOW } from './seed-scale';

const other = process.env.BENCH_APP_DIR;
if (!other) throw new Error('BENCH_APP_DIR: the checkout to compare with');
const size = Number(process.argv[2] ?? 10000);
const timeZone = process.env.BENCH_ZONE ?? 'Asia/Kolkata';
const url = `postgres://postgres@127.0.0.1:5432/${process.env.BENCH_SCALE_PREFIX ?? 'vm_bench_scale_'}${size}`;
const theirs = (await import(resolve(other, 'src/server/reports/service.ts'))) as {
  loadReport: typeof loadReport;
};
const database = await openPostgres(url);
const [villa] = (
  (await database.db.execute(`select id from villas order by id limit 1`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
const filters = [{}, { villaId: villa!.id }, { status: 'confirmed' }, { status: 'cancelled' }];
const ranges = [
  { from: '2024-01-01', to: '2026-11-22' },
  { from: '2023-12-01', to: '2026-11-22' },
  { from: '2025-02-14', to: '2025-06-03' },
  { from: '2026-10-20', to: '2027-01-10' },
];
const queries = REPORT_PERIOD_CHOICES.flatMap((period) =>
  (period === 'custom' ? ranges : [{}]).flatMap((range) =>
    REPORT_TYPES.flatMap((reportType) =>
      filters.map((f) => reportQuerySchema.parse({ period, reportType, ...range, ...f })),
    ),
  ),
);
const deps = { timeZone, resortName: 'Village Machaan' };
let differ = 0;
for (const q of queries) {
  const mine = JSON.stringify(await loadReport(database.db, q, deps, SCALE_NOW));
  const before = JSON.stringify(await theirs.loadReport(database.db, q, deps, SCALE_NOW));
  if (mine !== before) {
    differ++;
    let at = 0;
    while (mine[at] === before[at]) at++;
    console.log(`DIFFERS ${JSON.stringify(q)} at ${at}:`);
    console.log(`  this:  …${mine.slice(Math.max(0, at - 80), at + 80)}`);
    console.log(`  other: …${before.slice(Math.max(0, at - 80), at + 80)}`);
  }
}
console.log(
  `${queries.length} reports at ${size} bookings (${timeZone}): ${differ === 0 ? 'every answer byte-identical' : `${differ} differ`}`,
);
await database.close();
process.exit(differ === 0 ? 0 : 1);
