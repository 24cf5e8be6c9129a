import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-aforo';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // The same paths the hosting rewrite sends to the `api` function.
    proxy: {
      '/api': { target: `http://127.0.0.1:5001/${projectId}/us-central1/api`, changeOrigin: true },
      '/auth': { target: `http://127.0.0.1:5001/${projectId}/us-central1/api`, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});
