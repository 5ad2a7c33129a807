import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
            return `<style>${String(css.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Names the built application (main.tsx's chunk and the chunks it imports) in a
 * `<meta name="vm-app">` tag, so boot.ts can start it with a `<script type="module">` element after
 * the first paint: unlike `import()`, a script element holds the window's load event until the
 * application has run, as the module script in the page's head used to (decision 0040).
 */
function nameApplicationChunk(): Plugin {
  return {
    name: 'vm:name-application-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const main = Object.values(ctx.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/web/main.tsx'),
        );
        if (main?.type !== 'chunk') return;
        const files = [
          main.fileName,
          ...main.imports.filter(
            (file) => !(ctx.bundle?.[file] as { isEntry?: boolean } | undefined)?.isEntry,
          ),
        ]
          .map((file) => `/${file}`)
          .join(' ');
        return [{ tag: 'meta', attrs: { name: 'vm-app', content: files }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build (≥ 1 KB), compressed once at
 * the highest levels; static-site.ts serves them instead of compressing on each request.
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
        if (source.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), inlineStylesheet(), nameApplicationChunk(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
