import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';

// The renderer: one React app built for the web and loaded by the desktop shell through its custom protocol.
export default defineConfig({
  root: 'renderer',
  base: '/',
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // .vite/manifest.json: which chunks each route loads (npm run bench)
    manifest: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // `npm run dev` starts the platform beside Vite; calls go through this proxy so the page stays same-origin.
    proxy: {
      '/wps': 'http://127.0.0.1:4174',
      '/lgw': 'http://127.0.0.1:4174',
      '/lotto': 'http://127.0.0.1:4174',
      '/assets-platform': 'http://127.0.0.1:4174',
    },
  },
});
