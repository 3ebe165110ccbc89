import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://localhost:3000',
      '/guest': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/live': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
