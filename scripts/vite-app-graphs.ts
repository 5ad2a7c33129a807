// The build's two applications (decision 0136): the guest site (src/web/main.tsx) and the admin
// panel (src/web/admin-main.tsx), each started by boot.ts. These Vite plugins find what each one
// imports at start, name those files in index.html for boot.ts, and fail the build when one
// application's start would download the other's code.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** Each application: the meta tag that names its files in index.html, and its entry module. */
export const APPLICATIONS = [
  { app: 'guest', meta: 'vm-app', entry: '/src/web/main.tsx' },
  { app: 'admin', meta: 'vm-admin', entry: '/src/web/admin-main.tsx' },
] as const;
type App = (typeof APPLICATIONS)[number]['app'];

/** What an application's start may not contain (module ids). */
const FORBIDDEN: Record<App, RegExp[]> = {
  // No admin module and no React Router in the guest site (decision 0030).
  guest: [
    /[\\/]src[\\/]web[\\/]admin[\\/-]/,
    /[\\/]src[\\/]web[\\/]app[\\/](admin-root|router)\./,
    /node_modules[\\/]react-router[\\/]/,
  ],
  // No guest page in the admin panel.
  admin: [
    /[\\/]src[\\/]web[\\/]guest[\\/]/,
    /[\\/]src[\\/]web[\\/]main\.tsx$/,
    /[\\/]src[\\/]web[\\/]app[\\/]guest-/,
  ],
};

const LUCIDE_INDEX = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const QUERY_INDEX =
  /node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/;
const QUERY_OPTIONS =
  /node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]queryOptions\.js$/;

/**
 * True when a module takes only `queryOptions` (an identity function) from TanStack Query, whose
 * index re-exports the whole library: the api modules do (src/web/api/*), and the guest entry page
 * reads their options without the library (decision 0143). Such a module reaches queryOptions.js.
 */
const onlyQueryOptions = (code: string) => {
  const names = [...code.matchAll(/import \{([^}]*)\} from ["']@tanstack\/react-query["']/g)]
    .flatMap(([, list]) => list!.split(','))
    .map((name) => name.trim().split(/\s+as\s+/)[0])
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name === 'queryOptions');
};
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * The modules each application imports statically from its entry, found once the graph is built,
 * and those of boot.ts itself (index.html's script, which stays small and apart: decision 0040).
 */
const graphs: Record<App | 'boot', Set<string>> = {
  guest: new Set(),
  admin: new Set(),
  boot: new Set(),
};
/**
 * The modules the other application's code can reach (imports and lazy imports). A chunk that
 * holds an application's entry runs it when loaded: such a module must not be in it, or the other
 * application loading it would start this one too.
 */
const reachedByOther: Record<App, Set<string>> = { guest: new Set(), admin: new Set() };

/** For the chunk groups: boot.ts's own modules (they stay in index.html's script). */
export const inBoot = (id: string) => graphs.boot.has(id);
/** For the chunk groups: a module both applications import at start (and boot.ts does not). */
export const inBothStarts = (id: string) =>
  graphs.guest.has(id) && graphs.admin.has(id) && !graphs.boot.has(id);
/** For the chunk groups: a module `app` imports at start that the other application's code can reach too. */
export const inStartAndReachedByOther = (app: App, id: string) =>
  graphs[app].has(id) &&
  !graphs[app === 'guest' ? 'admin' : 'guest'].has(id) &&
  !graphs.boot.has(id) &&
  reachedByOther[app].has(id);
/** For the chunk groups: a module only `app` imports at start (and nothing else can reach). */
export const onlyInStartOf = (app: App, id: string) =>
  graphs[app].has(id) &&
  !graphs[app === 'guest' ? 'admin' : 'guest'].has(id) &&
  !graphs.boot.has(id) &&
  !reachedByOther[app].has(id);

/** Finds each application's start graph (module ids), for the chunk groups in vite.config.ts. */
export function findStartGraphs(): Plugin {
  return {
    name: 'vm:find-start-graphs',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // lucide-react's index imports every icon: follow only the icons a module names.
      const index = ids.find((id) => LUCIDE_INDEX.test(id));
      const iconFile = new Map<string, string>();
      const indexCode = (index && this.getModuleInfo(index)?.code) || '';
      for (const [, names, file] of indexCode.matchAll(
        /export \{([^}]*)\} from '\.\/icons\/([^']+)'/g,
      ))
        for (const [, name] of names!.matchAll(/as (\w+)/g)) iconFile.set(name!, file!);
      const iconId = new Map(
        ids.filter((id) => LUCIDE_ICON.test(id)).map((id) => [path.basename(id), id]),
      );
      const iconsNamedBy = (id: string) =>
        [
          ...(this.getModuleInfo(id)?.code ?? '').matchAll(
            /import \{([^}]*)\} from ["']lucide-react["']/g,
          ),
        ]
          .flatMap(([, names]) => names!.split(','))
          .map((name) => iconId.get(iconFile.get(name.trim().split(/\s+as\s+/)[0]!) ?? ''))
          .filter((icon): icon is string => !!icon);
      const queryOptionsId = ids.find((id) => QUERY_OPTIONS.test(id));
      /** What `id` imports (and with `lazy`, loads later), narrowed as the comments above say. */
      const edges = (id: string, lazy: boolean): string[] => {
        const info = this.getModuleInfo(id);
        const imported = [
          ...(info?.importedIds ?? []),
          ...(lazy ? (info?.dynamicallyImportedIds ?? []) : []),
        ];
        const queryOnly = onlyQueryOptions(info?.code ?? '');
        return [...imported, ...iconsNamedBy(id)].flatMap((next) => {
          if (LUCIDE_INDEX.test(id) && LUCIDE_ICON.test(next)) return [];
          if (queryOnly && QUERY_INDEX.test(next)) return queryOptionsId ? [queryOptionsId] : [];
          return [next];
        });
      };
      const starts = [...APPLICATIONS, { app: 'boot', entry: '/src/web/index.html' }] as const;
      for (const { app, entry } of starts) {
        const graph = graphs[app];
        graph.clear();
        const visit = (id: string) => {
          if (graph.has(id)) return;
          graph.add(id);
          for (const next of edges(id, false)) visit(next);
        };
        const root = ids.find((id) => id.endsWith(entry));
        if (root) visit(root);
      }
      for (const { app } of APPLICATIONS) {
        const reached = reachedByOther[app];
        reached.clear();
        const visit = (id: string) => {
          if (reached.has(id)) return;
          reached.add(id);
          for (const next of edges(id, true)) visit(next);
        };
        for (const id of ids) if (FORBIDDEN[app].some((pattern) => pattern.test(id))) visit(id);
      }
    },
  };
}

type Bundle = Record<string, { type: string }>;

/** The chunk that runs `entry` and every chunk it imports statically (what its start downloads). */
function startChunks(bundle: Bundle, entry: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const main = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(entry)));
  if (!main) return [];
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file] as OutputChunk | undefined;
      if (next?.type === 'chunk' && !next.isEntry) visit(next);
    }
  };
  visit(main);
  return [...seen.values()];
}

/**
 * Names each application's files (its entry chunk first) in a meta tag, so boot.ts can start it
 * with a `<script type="module">` element after the first paint: unlike `import()`, a script
 * element holds the window's load event until the application has run (decision 0040). The
 * stylesheets its start imports (the admin panel's admin.css) go in `<meta name="…-style">`: the
 * server links them from that application's pages in place of the guest's inlined stylesheet
 * (server/site/first-paint.ts, decision 0152).
 */
export function nameApplicationChunks(): Plugin {
  return {
    name: 'vm:name-application-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = (ctx.bundle ?? {}) as unknown as Bundle;
        return APPLICATIONS.flatMap(({ meta, entry }) => {
          const chunks = startChunks(bundle, entry);
          const files = chunks.map((chunk) => `/${chunk.fileName}`);
          if (!files.length) return [];
          const styles = chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
          return [
            { name: meta, content: files.join(' ') },
            ...(styles.length ? [{ name: `${meta}-style`, content: `/${styles.join(' /')}` }] : []),
          ].map((attrs) => ({ tag: 'meta', attrs, injectTo: 'head' as const }));
        });
      },
    },
  };
}

/** Fails the build when an application's start would download the other's code. */
export function guardApplicationGraphs(): Plugin {
  return {
    name: 'vm:guard-application-graphs',
    apply: 'build',
    generateBundle(_options, bundle) {
      const all = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      for (const { app, entry } of APPLICATIONS) {
        const runner = all.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(entry)));
        for (const chunk of all) {
          if (!runner || ![...chunk.imports, ...chunk.dynamicImports].includes(runner.fileName))
            continue;
          const other = chunk.moduleIds.find((id) => FORBIDDEN[app].some((p) => p.test(id)));
          if (other)
            this.error(
              `${chunk.fileName} (${other}) imports ${runner.fileName}, which starts ${entry} when loaded (decision 0136)`,
            );
        }
        const chunks = startChunks(bundle as unknown as Bundle, entry);
        if (!chunks.length) this.error(`${entry} is not in the build`);
        for (const chunk of chunks)
          for (const id of chunk.moduleIds)
            if (FORBIDDEN[app].some((pattern) => pattern.test(id)))
              this.error(
                `${id} is in ${chunk.fileName}, part of ${entry}'s start: keep it behind a lazy import() (decision 0136)`,
              );
      }
    },
  };
}
