import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './scripts/compress-assets.ts';

export default defineConfig({
  plugins: [react(), compressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The first load is budgeted at 201 KB gzip (e2e/landing-weight.spec.ts); warn well before a chunk nears it.
    chunkSizeWarningLimit: 400,
    // Shared chunks under 8 KB are copied into each chunk that needs them instead of loaded on their own:
    // a screen then loads a dozen files instead of dozens, which over HTTP/1.1's six connections per
    // host cost more round trips than the copies cost bytes.
    // It also keeps each module's code running in import order (rolldown's strictExecutionOrder).
    rolldownOptions: { output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } } },
  },
});
