import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * zod and the module that turns its eval probe off share one chunk, so the probe is off
 * before any chunk builds a schema (the CSP allows no eval). Left to itself the bundler
 * puts the schemas in a chunk the lazy screens share, evaluated before the entry's imports.
 */
const zodChunk = (id: string) =>
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]client[\\/]no-eval\.ts$/.test(id) ? 'zod' : null;

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has: with NODE_ENV=development
  // Vite ships React's development build (three times the size), import.meta.env.DEV and the
  // Telegram mock behind it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/telegram/',
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true, rollupOptions: { output: { manualChunks: zodChunk } } },
    server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  };
});
