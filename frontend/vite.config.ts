/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY } from '@portfolio/contract';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API in development: `make dev` / `make start` serve it on $PORT (8080 by default). */
const API_ORIGIN = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': API_ORIGIN },
  },
  preview: {
    proxy: { '/api': API_ORIGIN },
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  build: {
    // Every browser that runs this app supports modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
