/**
 * Import cycles between our modules, type-only imports included (decision 0137). ESLint's
 * `import-x/no-cycle` cannot see a cycle closed by `import type`; this check reads every import and
 * export-from of `src/` (the server's and the browser's programs) with the TypeScript compiler's
 * own parser and resolver and fails on any strongly connected group of more than one module (or a
 * module importing itself).
 *
 * Run: `tsx scripts/check-cycles.ts` (part of `npm run lint`).
 */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
/** The programs of src/: the server and the domain (tsconfig.json), the browser (src/web). */
const programs = ['tsconfig.json', 'src/web/tsconfig.json'].map((name) => {
  const configPath = path.join(root, name);
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
});
/** Each file of src/ with the compiler options of the program it belongs to (for resolution). */
const optionsOf = new Map<string, ts.CompilerOptions>();
for (const program of programs)
  for (const f of program.fileNames) {
    const file = path.resolve(f);
    if (file.startsWith(path.join(root, 'src') + path.sep) && !optionsOf.has(file))
      optionsOf.set(file, program.options);
  }
const files = [...optionsOf.keys()];
const known = new Set(files);

/** The modules a file names in `import … from`, `export … from`, `import()` and `import x = require`. */
function specifiers(file: string): string[] {
  const text = ts.sys.readFile(file) ?? '';
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

const graph = new Map<string, string[]>();
for (const file of files) {
  const targets = new Set<string>();
  for (const spec of specifiers(file)) {
    if (!spec.startsWith('.')) continue;
    const resolved = ts.resolveModuleName(spec, file, optionsOf.get(file)!, ts.sys).resolvedModule;
    const target = resolved ? path.resolve(resolved.resolvedFileName) : undefined;
    if (target && known.has(target)) targets.add(target);
  }
  graph.set(file, [...targets]);
}

/** Tarjan's strongly connected components, iteratively (deep graphs stay off the call stack). */
function stronglyConnected(nodes: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  for (const start of nodes.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const edges = nodes.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const selfLoop = group.length === 1 && (nodes.get(member) ?? []).includes(member);
        if (group.length > 1 || selfLoop) groups.push(group);
      }
    }
  }
  return groups;
}

/** One concrete cycle inside a group, for the message: a shortest path back to its first member. */
function oneCycle(group: string[]): string[] {
  const members = new Set(group);
  const start = group.sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const cycle = [node];
        for (let at = node; at !== start;) cycle.unshift((at = previous.get(at)!));
        return [...cycle, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

const groups = stronglyConnected(graph);
const rel = (f: string) => path.relative(root, f);
if (groups.length) {
  console.error(`Import cycles (type-only imports count too; decision 0137): ${groups.length}`);
  for (const group of groups) {
    console.error(
      `\n- ${group.length} modules: ${group.map(rel).sort().join(', ')}\n  e.g. ${oneCycle(group).map(rel).join(' → ')}`,
    );
  }
  process.exit(1);
}
console.log(`No import cycles among ${files.length} modules (type-only imports included).`);
