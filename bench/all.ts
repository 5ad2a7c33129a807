// `npm run bench`: every budget of DESIGN.md "Performance budgets" in one go, on PostgreSQL, one
// bench after the other (each starts its own servers), then one table of every figure with its
// budget and PASS/FAIL. Exits 1 when any figure fails or a bench fails to run.
//
//   BENCH_SKIP   comma list of benches to leave out: build, entry-page, admin-page, api, start,
//                admin-scale (e.g. BENCH_SKIP=admin-scale on a first run, whose seeding takes minutes)
//   Each bench's own settings (BENCH_SECONDS, BENCH_SIZES, BENCH_RUNS, …) pass through.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

type Bench = { name: string; script: string; env?: Record<string, string> };

const benches: Bench[] = [
  { name: 'build', script: 'scripts/start.ts', env: { START_BUILD_ONLY: '1' } },
  { name: 'entry-page', script: 'bench/entry-page.ts' },
  { name: 'admin-page', script: 'bench/admin-page.ts' },
  { name: 'api', script: 'bench/api.ts' },
  { name: 'start', script: 'bench/start.ts' },
  { name: 'admin-scale', script: 'bench/admin-scale.ts' },
];
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()));

/** A budget line as the benches print it: PASS or FAIL at its start or at its end. */
const VERDICT = /^(PASS|FAIL)\s+(.*)$|^(.*?)\s+(PASS|FAIL)\b\s*(.*)$/;

type Row = { bench: string; pass: boolean; line: string };

function run(b: Bench): Promise<{ code: number; rows: Row[] }> {
  return new Promise((resolve) => {
    console.log(`\n=== ${b.name}: ${b.script}`);
    const child = spawn(process.execPath, ['--import', 'tsx', b.script], {
      env: { ...process.env, ...b.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rows: Row[] = [];
    let pending = '';
    child.stdout.on('data', (d: Buffer) => {
      process.stdout.write(d);
      pending += d.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const m = VERDICT.exec(line.trim());
        if (!m) continue;
        const pass = (m[1] ?? m[4]) === 'PASS';
        const text = m[1] ? m[2]! : `${m[3]!}${m[5] ? `  ${m[5]}` : ''}`;
        rows.push({ bench: b.name, pass, line: text.replace(/\s{3,}/g, '  ') });
      }
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, rows }));
  });
}

const rows: Row[] = [];
const broken: string[] = [];
for (const b of benches) {
  if (skip.has(b.name)) continue;
  if (!existsSync(b.script)) {
    broken.push(`${b.name}: ${b.script} is missing`);
    continue;
  }
  const { code, rows: found } = await run(b);
  rows.push(...found);
  // A bench that failed without a failing figure did not measure: that is a failure too.
  if (code !== 0 && !found.some((r) => !r.pass)) broken.push(`${b.name}: exited ${code}`);
}

console.log('\n=== Summary (figures taken one bench after the other on this machine)');
for (const r of rows) console.log(`${r.pass ? 'PASS' : 'FAIL'}  ${r.bench.padEnd(12)} ${r.line}`);
for (const b of broken) console.log(`FAIL  ${b}`);
const failed = rows.filter((r) => !r.pass).length + broken.length;
console.log(`\n${rows.length - rows.filter((r) => !r.pass).length} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
