import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstLoadOutput, listTheAppModules } from '@app/shared/build/app-modules';
import { compileCatalogs } from '@app/shared/build/i18n-catalogs';

const PAGE_SCRIPT = fileURLToPath(new URL('./src/boot/main.tsx', import.meta.url));
const APP = fileURLToPath(new URL('./src/boot/boot.tsx', import.meta.url));

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has: with NODE_ENV=development
  // Vite ships React's development build (three times the size) and import.meta.env.DEV.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      tailwindcss(),
      compileCatalogs({ catalogs: ['common', 'web'], preloadFromPage: true }),
      listTheAppModules({ base: '/', app: '/src/boot/boot.tsx' }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // One stylesheet, linked from the page: the app's styles must not wait for its chunk to run.
      cssCodeSplit: false,
      rollupOptions: { output: firstLoadOutput({ page: PAGE_SCRIPT, app: APP }) },
    },
    server: {
      proxy: {
        '/api': 'http://localhost:3000',
        '/dev': 'http://localhost:3000',
      },
    },
  };
});
