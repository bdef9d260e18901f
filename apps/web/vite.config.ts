/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { icuCatalogs } from './scripts/icu-catalogs-plugin.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// The API and robots.txt live on the Node server; the dev server forwards them so the SPA can
// use same-origin relative URLs everywhere (the production CSP only allows 'self').
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/robots.txt': { target: apiTarget, changeOrigin: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [icuCatalogs(), react(), tailwindcss()],
  resolve: {
    // Catalogs arrive compiled (icuCatalogs), so the browser's bundle leaves out the ICU
    // parser (decision 0008). The prerender build keeps it, as the tests do.
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps each src/routes/* module to its chunk and imports, so the
    // server can add <link rel="modulepreload"> for the requested page and skip a round trip.
    manifest: true,
    // Keep every icon/route in its own hashed file under /assets/.
    assetsInlineLimit: 0,
    // Every module the first page needs in one chunk with the entry (decision 0020): otherwise
    // each module that lazily loaded pages share with it (the route table, React Router, the
    // query client…) became a small chunk of its own, another request and another file name in
    // every page's preload list.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [{ name: 'initial', tags: ['$initial' as const] }] },
            },
          },
        }),
  },
}));
