import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.OMS_API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API and the SSO page come from the running server.
    proxy: { '/api': api, '/sso': api, '/version.json': api },
  },
  build: {
    outDir: 'dist',
    // Built for debugging at hand; the server does not serve them unless OMS_SERVE_SOURCE_MAPS=1.
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    modulePreload: {
      // The frame fetches the list prefetcher alone: its imports are the list page's own, which the page's
      // import (in flight at the same moment) fetches anyway; naming them all in the frame cost its first
      // load 350 bytes over budget.
      resolveDependencies: (file, deps) => (file.includes('listPrefetch') ? [] : deps),
    },
    rolldownOptions: {
      output: {
        advancedChunks: {
          // Only the matched modules: tabs (list pages) stay out of the chunk the shell's grid (/home) loads,
          // and Statistic (/home's cards) out of the chunk of AmountCard, which drags Card and its tabs.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'antd-tabs', test: /[\\/](antd[\\/]es[\\/]tabs|@rc-component[\\/]tabs)[\\/]/ },
            { name: 'antd-statistic', test: /[\\/]antd[\\/]es[\\/]statistic[\\/]/ },
          ],
        },
      },
    },
  },
});
