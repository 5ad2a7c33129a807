import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  findStartGraphs,
  guardApplicationGraphs,
  inBoot,
  inBothStarts,
  inStartAndReachedByOther,
  nameApplicationChunks,
  onlyInStartOf,
} from './scripts/vite-app-graphs';

/**
 * Puts the site's one stylesheet (≈ 8.5 KB gzip) inside index.html instead of linking it: the first
 * paint then waits for no second request (decision 0040). The CSP allows inline styles.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'vm:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const css = ctx.bundle?.[file];
            if (css?.type !== 'asset' || String(css.source).includes('</style')) return link;
            // Inlined, the file itself is never asked for: it is not written (decision 0162).
            delete ctx.bundle![file];
            return `<style>${String(css.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Puts boot.ts's script (≈ 1 KB brotli) inside index.html instead of linking it (decision 0162): the
 * page asks for nothing before its first paint, so no request can finish ahead of that paint and
 * lengthen it (in a browser or in Lighthouse's model of a slow phone). The server allows the script
 * by its hash in the CSP (server/http/built-page.ts). The build fails if the script imports a file
 * or another file imports it: an inline module has no file for either to name.
 */
function inlineBootScript(): Plugin {
  return {
    name: 'vm:inline-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        return html.replace(
          /<script type="module" crossorigin src="\/(assets\/index-[^"]+\.js)"><\/script>/,
          (tag, file: string) => {
            const boot = bundle[file];
            if (boot?.type !== 'chunk') return tag;
            if (boot.imports.length || boot.dynamicImports.length)
              throw new Error(`${file} imports ${[...boot.imports, ...boot.dynamicImports]}`);
            const importers = Object.values(bundle).filter(
              (c) => c.type === 'chunk' && [...c.imports, ...c.dynamicImports].includes(file),
            );
            if (importers.length)
              throw new Error(`${importers.map((c) => c.fileName)} import ${file}, boot's script`);
            if (/<\/script|<!--/i.test(boot.code)) throw new Error(`${file} cannot be inlined`);
            delete bundle[file];
            return `<script type="module">${boot.code.trim()}</script>`;
          },
        );
      },
    },
  };
}

/** What Content-Encoding and Vary add to a compressed answer, in bytes (rounded up). */
const HEADERS_OF_ENCODED = 64;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, compressed once at the
 * highest levels; static-site.ts serves them instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'vm:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const source = readFileSync(file);
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        // A compressed answer carries Content-Encoding and Vary (≈ 45 bytes): small files are
        // compressed too when that still saves (the entry page's 0.7 KB runtime chunk, 0152).
        if (br.length + HEADERS_OF_ENCODED < source.length) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(source, { level: 9 });
        if (gz.length + HEADERS_OF_ENCODED < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * Vite's helper for lazy imports (`__vitePreload`, ≈ 1.2 KB brotli in both applications' start)
 * handles CSS chunks, CSP nonces, relative bases and a `vite:preloadError` event, none of which this
 * build has or uses: one stylesheet inlined into index.html, absolute base, no listener. This one
 * adds a `modulepreload` link for each file the lazy chunk imports (as Vite's does, so they load
 * side by side) and imports it (decision 0152). The build fails if a lazy import ever needs a
 * stylesheet, which this helper would not load.
 */
function slimPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'vm:slim-preload-helper',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(_code, id) {
        if (id !== helperId) return null;
        return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/' + dep;
    document.head.append(link);
  }
  return load();
};`;
      },
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.viteMetadata?.importedCss.size)
          this.error(
            `${chunk.fileName} imports a stylesheet: the slim preload helper cannot load it`,
          );
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    tailwindcss(),
    inlineStylesheet(),
    inlineBootScript(),
    findStartGraphs(),
    nameApplicationChunks(),
    guardApplicationGraphs(),
    slimPreloadHelper(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser the site supports (es2022) has modulepreload: no polyfill in boot's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // index.html (with boot.ts) and each application's entry, which boot.ts starts by the file
      // names the build writes into index.html (decision 0136), not by an import() of its own.
      input: {
        index: path.resolve('src/web/index.html'),
        app: path.resolve('src/web/main.tsx'),
        admin: path.resolve('src/web/admin-main.tsx'),
      },
      output: {
        // Each application's start in as few files as it can (every response costs ~0.9 KB of
        // headers), React shared by both and cached across them (decision 0136).
        codeSplitting: {
          groups: [
            // boot.ts and what it imports stay index.html's one small script (decision 0040); taken
            // first, so the groups below (which take their modules' imports too) cannot pull them in.
            { name: 'index', test: (id) => inBoot(id), priority: 20 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0rolldown[\\/]runtime/,
              priority: 10,
            },
            // What both applications import at start besides React (TanStack Query, the API client…).
            { name: 'shared', test: (id) => inBothStarts(id), priority: 8 },
            // Kept out of the chunks that run an application's entry: the other one's code uses them.
            {
              name: 'guest-common',
              test: (id) => inStartAndReachedByOther('guest', id),
              priority: 7,
            },
            {
              name: 'admin-common',
              test: (id) => inStartAndReachedByOther('admin', id),
              priority: 7,
            },
            { name: 'main', test: (id) => onlyInStartOf('guest', id), priority: 5 },
            { name: 'admin-main', test: (id) => onlyInStartOf('admin', id), priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
