import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has: with NODE_ENV=development
  // Vite ships React's development build (three times the size), import.meta.env.DEV and the
  // Telegram mock behind it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/telegram/',
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true },
    server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  };
});
