import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    sourcemap: true,
    reportCompressedSize: false,
    // Read by scripts/bench-web.mjs to measure what each route loads.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': apiTarget,
      '/dev/mailbox': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});
