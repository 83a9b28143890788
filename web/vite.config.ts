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
    // The first load is budgeted at 200 KB gzip; warn well before a single chunk gets near it.
    chunkSizeWarningLimit: 400,
    // Shared chunks under 8 KB are copied into each chunk that needs them instead of loaded on their own:
    // a screen then loads about 13 files instead of 50–100, which over HTTP/1.1's six connections per
    // host cost more round trips than the copies cost bytes (docs/benchmarks.md, "Fewer, larger chunks").
    // It also keeps each module's code running in import order (rolldown's strictExecutionOrder).
    rolldownOptions: { output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } } },
  },
});
