import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // react-router 7 ships CommonJS under the default condition; its ESM build keeps one router context.
  resolve: { conditions: ['module-sync', 'module'] },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // One file per core: the default leaves one idle, half the machine on two cores.
    maxWorkers: '100%',
    // Screen tests render whole pages in happy-dom: on a busy 2-core machine one can pass the default 5 s.
    testTimeout: 15_000,
  },
});
