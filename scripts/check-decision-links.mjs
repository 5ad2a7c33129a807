// Every reference to a decision record resolves to a file in docs/decisions (decision 0138):
// a path `docs/decisions/NNNN…` (a full file name must exist as written), a markdown link to a
// record, and prose such as "decision 0111" or "decisions 0108 and 0116" in code, docs and README.
// Applied migrations are history and are not rewritten (src/server/db/migrations is skipped).
// Prints each broken reference as file:line and exits 1 when there is any.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const decisionsDir = path.join(root, 'docs/decisions');
const records = readdirSync(decisionsDir).filter((f) => /^\d{4}-.+\.md$/.test(f));
const numbers = new Set(records.map((f) => f.slice(0, 4)));
const files = new Set(records);

const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage', 'playwright-report']);
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|sh|sql|css|html|json)$/;
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (full === path.join(root, 'src/server/db/migrations')) continue;
    if (entry.isDirectory()) yield* walk(full);
    else if (EXTENSIONS.test(entry.name) && entry.name !== 'package-lock.json') yield full;
  }
}

const problems = [];
for (const file of walk(root)) {
  const relative = path.relative(root, file);
  const inDecisions = path.dirname(file) === decisionsDir;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const where = `${relative}:${i + 1}`;
      const missing = (what) => problems.push(`${where}: ${what} names no decision record`);
      // docs/decisions/0115 or docs/decisions/0115-database-blips.md
      for (const m of line.matchAll(/docs\/decisions\/(\d{4})([A-Za-z0-9-]*(?:\.md)?)?/g)) {
        const name = `${m[1]}${m[2] ?? ''}`;
        if (!numbers.has(m[1])) missing(`docs/decisions/${name}`);
        else if (name.endsWith('.md') && !files.has(name)) missing(`docs/decisions/${name}`);
      }
      // A markdown link from one record to another: ](0113-two-money-figures.md)
      if (inDecisions)
        for (const m of line.matchAll(/\]\((\d{4}-[^)#\s]+\.md)/g))
          if (!files.has(m[1])) missing(m[1]);
      // Prose: "decision 0111", "Decisions 0108, 0116 and 0117", "decision records 0090/0091"
      for (const m of line.matchAll(
        /\bdecisions?(?: records?)?\s+((?:\d{4}(?:\s*(?:,|and|&|\/|or)\s*)?)+)/gi,
      ))
        for (const n of m[1].match(/\d{4}/g) ?? []) if (!numbers.has(n)) missing(`decision ${n}`);
    });
}

if (problems.length) {
  console.error(
    `Decision references that resolve to no file in docs/decisions:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
