import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import {
  FIRST_SCREEN_FILES_ID,
  SIGNED_IN_SHELL_MODULES,
  SIGNED_OUT_KEY,
  SIGNED_OUT_MODULE,
} from './client/app/first-screens';
import { FIRST_SCREENS } from './common/navigation/screens';
import { withCodeAfterPaint } from './client/app/code-after-paint-html';
import { stampServiceWorker, type ViteManifest } from './client/lib/pwa/sw-stamp';
import { precompressDir } from './scripts/precompress';

const root = path.resolve(import.meta.dirname, 'client');
const outDir = path.resolve(import.meta.dirname, 'dist/client');
/** The server's drawing of the first screen (client/app/server-render.tsx), built for Node. */
const serverRenderOutDir = path.resolve(import.meta.dirname, 'dist/server');
const commonDir = path.resolve(import.meta.dirname, 'common');
const PAGE_START = 'app/page-start.ts';

/**
 * The files of each screen a page opens on (the screen table's first screens) that index.html does not
 * load already: the screen's chunk, the chunks it imports and their styles, then the same for the
 * signed-in shell's own chunks (on signed-in screens), as paths under the build. The page start
 * asks for them (app/first-screen-files.ts). A screen missing from the bundle fails the build:
 * the list would silently stop helping.
 */
function firstScreenFiles(bundle: Rollup.OutputBundle, html: string) {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const filesOf = (...modules: string[]) => {
    const files = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      for (const imported of chunk.imports) visit(byFile.get(imported));
    };
    for (const module of modules) {
      const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, module));
      if (!chunk) throw new Error(`The screen table names ${module}, which has no chunk of its own`);
      visit(chunk);
    }
    return [...files].filter((file) => !html.includes(`"/${file}"`));
  };
  const lists: Record<string, string[]> = { [SIGNED_OUT_KEY]: filesOf(SIGNED_OUT_MODULE) };
  for (const { path: pathname, code } of FIRST_SCREENS) lists[pathname] = filesOf(code, ...SIGNED_IN_SHELL_MODULES);
  return lists;
}

/**
 * Loads client/app/page-start.ts as the page's first script, in a chunk of its own and `async`,
 * so it runs as soon as it arrives. Vite would otherwise bundle every script of index.html into
 * one entry, and the page start would wait for the whole app it exists to overtake. In front of
 * it, the list of each first screen's files that it asks for (firstScreenFiles), as JSON: data,
 * not a script, so the CSP that forbids inline scripts has nothing to say about it.
 */
function pageStartPlugin(): Plugin {
  return {
    name: 'ru-page-start',
    config: () => ({
      build: {
        rollupOptions: {
          input: { index: path.join(root, 'index.html'), 'page-start': path.join(root, PAGE_START) },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(PAGE_START),
        );
        const fileLists = ctx.bundle ? firstScreenFiles(ctx.bundle, html) : {};
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: FIRST_SCREEN_FILES_ID },
            // Only file names of the build: nothing in them can close the element.
            children: JSON.stringify(fileLists),
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            attrs: {
              type: 'module',
              async: true,
              crossorigin: true,
              src: `/${chunk?.fileName ?? PAGE_START}`,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Names the app's code in index.html instead of loading it (client/app/code-after-paint-html.ts):
 * the page start loads it once the page has painted, so the splash (or the screen the server
 * drew) is never held back by the code running first (decision 092).
 */
function codeAfterPaintPlugin(): Plugin {
  return {
    name: 'ru-code-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withCodeAfterPaint },
  };
}

/**
 * Writes the app's own stylesheet (tokens, resets, the shell; 13 KB, 3 KB compressed) into
 * index.html instead of linking it, so the splash paints as soon as the HTML is in, without
 * waiting a round trip for the CSS (decision 089). Screens' own styles still load
 * as files with their chunks. The CSP allows inline styles; the file has no url() to re-base.
 */
function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'ru-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') return tag;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.trim()}</style>`;
        });
      },
    },
  };
}

/**
 * Stamps the built sw.js (copied from client/public) with the build id and the JS/CSS to
 * precache, read from Vite's manifest once everything is written; then writes .br/.gz copies
 * of the text files (after stamping, so sw.js.br matches sw.js).
 */
function stampServiceWorkerPlugin(): Plugin {
  return {
    name: 'ru-stamp-service-worker',
    apply: 'build',
    closeBundle() {
      const swPath = path.join(outDir, 'sw.js');
      const manifest = JSON.parse(
        fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as ViteManifest;
      fs.writeFileSync(swPath, stampServiceWorker(fs.readFileSync(swPath, 'utf8'), manifest));
      precompressDir(outDir);
    },
  };
}

/**
 * Builds client/app/server-render.tsx for the server (dist/server/server-render.js) once the
 * client is built, so that every `vite build` leaves both: the server draws the first screen
 * with the same components the page then runs (decision 092). Styles are the client build's.
 */
function serverRenderPlugin(): Plugin {
  return {
    name: 'ru-server-render',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias: { '@common': commonDir } },
        // Self-contained, with React's production build whatever NODE_ENV the server runs with
        // (the demo's `npm start`, the bench): its development build draws three times slower.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: 'app/server-render.tsx',
          outDir: serverRenderOutDir,
          emptyOutDir: true,
          target: 'node20',
          sourcemap: false,
        },
      });
    },
  };
}

export default defineConfig({
  root,
  publicDir: path.resolve(import.meta.dirname, 'client/public'),
  plugins: [
    react(),
    pageStartPlugin(),
    inlineEntryCssPlugin(),
    codeAfterPaintPlugin(),
    stampServiceWorkerPlugin(),
    serverRenderPlugin(),
  ],
  resolve: { alias: { '@common': commonDir } },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      // Small shared chunks are copied into the chunks that use them (decision 085):
      // Hjem opened 35 chunks, 30 of them under 1 KB gzip, each a request and a preload link
      // added on the main thread; now 5. Rolldown requires the two settings that come with it
      // (entry signatures not kept, strict execution order).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/objects': 'http://localhost:5000' },
  },
});
