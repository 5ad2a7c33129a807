// Builds the server into one ES module bundle, dist/server/main.mjs (decision 0151), so that
// `npm start` loads a few files with plain node instead of transpiling ~350 TypeScript modules
// through tsx at every start. Packages stay external (loaded from node_modules as before).
// `import.meta.url` in our modules (the migrations folder, the PDF fonts, the built web app) keeps
// naming the module's own source file, so every path it resolves is the same as under tsx.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'dist', 'server', 'main.mjs');

const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  enforce: 'pre',
  transform(code, id) {
    if (!id.startsWith(path.join(root, 'src')) || !code.includes('import.meta.url')) return null;
    // Lines do not move: the source map of the TypeScript stays right (`map: null`).
    return {
      code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)),
      map: null,
    };
  },
};

export async function buildServer(): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [sourceUrls],
    build: {
      ssr: path.join(root, 'src', 'server', 'main.ts'),
      outDir: path.dirname(serverBundle),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: { output: { entryFileNames: 'main.mjs', format: 'es' } },
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
