import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { chunkReport } from './prerender/chunkReport.ts'
import { devSearch } from './prerender/devSearch.ts'
import { prerender, staticHosting } from './prerender/prerenderPlugin.ts'

export default defineConfig({
  root: import.meta.dirname,
  envDir: '..',
  plugins: [react(), chunkReport(), prerender(), staticHosting(), devSearch()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
  },
})
