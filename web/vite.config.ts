import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ports, webDistDir } from '../scripts/ports.mjs';

const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-aforo';
const p = ports();
const functionsUrl = `http://127.0.0.1:${p.functions}/${projectId}/us-central1/api`;

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: p.web,
    strictPort: true,
    // The same paths the hosting rewrite sends to the `api` function.
    proxy: {
      '/api': { target: functionsUrl, changeOrigin: true },
      '/auth': { target: functionsUrl, changeOrigin: true },
    },
  },
  // The browser reaches the emulators directly: bake their (possibly shifted) ports in.
  define: {
    'import.meta.env.VITE_AUTH_EMULATOR_PORT': JSON.stringify(String(p.auth)),
    'import.meta.env.VITE_FIRESTORE_EMULATOR_PORT': JSON.stringify(String(p.firestore)),
    'import.meta.env.VITE_STORAGE_EMULATOR_PORT': JSON.stringify(String(p.storage)),
  },
  build: {
    outDir: webDistDir(),
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});
