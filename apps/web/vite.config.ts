import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './vite/bundle-report';
import { firstScreenChunk } from './vite/first-screen-chunk';
import { precompress } from './vite/precompress';
import { texts } from './vite/texts';

// In development the API runs separately (`npm run dev`, port 3000); the proxy keeps the browser on one origin.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), texts(), firstScreenChunk(), precompress(), bundleReport()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': api, '/auth': api } },
});
