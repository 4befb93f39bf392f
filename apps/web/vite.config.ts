import { defineConfig } from 'vite';

// In development, API calls go to a running Tessera server (default http://localhost:3000).
const apiTarget = process.env.TESSERA_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/events/v3', '/oauth2'];

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // TanStack Query ships "use client" directives, which only matter to server-component bundlers.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
