// Summarises a V8 CPU profile (`node --cpu-prof`, e.g. `BENCH_PROFILE=<dir> npm run bench:api`):
// self time by function and by file (packages grouped by name), the largest first.
//
// Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [rows, default 40] [function name]
//   With a function name: also the call stacks (5 frames) its self time comes from.
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg, callersOf] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
const self = new Map<number, number>();
profile.samples.forEach((id, i) =>
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** `node_modules/<pkg>` for dependencies, the path from `src/` or `bench/` for ours. */
function place(url: string): string {
  if (!url) return '(native)';
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dep) return dep[1]!;
  const own = /\/((?:src|bench)\/.*)$/.exec(url);
  return own ? own[1]! : url.replace(/^file:\/\//, '');
}

const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = place(url);
  const fn = `${functionName || '(anonymous)'}  ${where}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  byFile.set(where, (byFile.get(where) ?? 0) + us);
}

const print = (title: string, m: Map<string, number>, limit = rows) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`,
    );
};
const busy =
  total -
  [...self]
    .filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
    .reduce((a, [, us]) => a + us, 0);
console.log(
  `${file}: ${(total / 1000).toFixed(0)} ms sampled, ${(busy / 1000).toFixed(0)} ms not idle`,
);
print('Self time by file or package', byFile);
print('Self time by function', byFunction);

if (callersOf) {
  const stacks = new Map<string, number>();
  for (const [id, us] of self) {
    if (byId.get(id)!.callFrame.functionName !== callersOf) continue;
    const frames: string[] = [];
    for (
      let p = parentOf.get(id);
      p !== undefined && frames.length < Number(process.env.FRAMES ?? 5);
      p = parentOf.get(p)
    ) {
      const f = byId.get(p)!.callFrame;
      frames.push(`${f.functionName || '(anonymous)'} ${place(f.url)}:${f.lineNumber + 1}`);
    }
    const key = frames.join(' < ');
    stacks.set(key, (stacks.get(key) ?? 0) + us);
  }
  print(`Where ${callersOf} is called from`, stacks, 8);
}

/**
 * INCLUSIVE=a,b,…: for each, the share of busy time with a frame whose "function file" contains it.
 * EXCLUDE=x,y,…: samples with such a frame are left out first (e.g. writev: time in the socket
 * write call, where a loaded machine preempts the thread; module loading at start).
 */
const inclusive = process.env.INCLUSIVE?.split(',').filter(Boolean) ?? [];
if (inclusive.length > 0) {
  console.log('\nInclusive (busy time under a frame matching)');
  const label = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${place(f.url)}:${f.lineNumber + 1}`;
  };
  const exclude = process.env.EXCLUDE?.split(',').filter(Boolean) ?? [];
  const counted = [...self].filter(([id]) => {
    if (byId.get(id)!.callFrame.functionName === '(idle)') return false;
    for (let p: number | undefined = id; p !== undefined; p = parentOf.get(p))
      if (exclude.some((x) => label(p!).includes(x))) return false;
    return true;
  });
  const base = counted.reduce((a, [, t]) => a + t, 0);
  console.log(`${(base / 1000).toFixed(0)} ms counted`);
  for (const needle of inclusive) {
    let us = 0;
    for (const [id, t] of counted) {
      for (let p: number | undefined = id; p !== undefined; p = parentOf.get(p))
        if (label(p).includes(needle)) {
          us += t;
          break;
        }
    }
    console.log(
      `${((us / base) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${needle}`,
    );
  }
}
