import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import type { Plugin } from 'vite'
import { contentSecurityPolicy } from './desktop/main/content-security-policy.ts'

/**
 * The desktop app's three builds into out/: the main process (ESM, Node), the preload (one
 * CommonJS file, as Electron requires of a sandboxed preload) and the renderer (loaded from
 * file:// when built, hence relative asset paths).
 */

/** The built renderer's policy, in its HTML (the dev server's comes as a header from main). */
const contentSecurityPolicyMeta: Plugin = {
  name: 'content-security-policy-meta',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: {
        'http-equiv': 'Content-Security-Policy',
        content: contentSecurityPolicy({ dev: false }),
      },
      injectTo: 'head-prepend',
    },
  ],
}

const root = import.meta.dirname
const path = (relative: string) => resolve(root, relative)

export default defineConfig({
  main: {
    build: {
      outDir: path('out/main'),
      rolldownOptions: { input: { index: path('desktop/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: path('out/preload'),
      rolldownOptions: {
        input: { index: path('desktop/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: path('desktop/renderer'),
    base: './',
    envDir: root,
    plugins: [react(), contentSecurityPolicyMeta],
    // Beside the site's dev server (5173), which `npm start` runs at the same time.
    server: { host: '127.0.0.1', port: 5174 },
    build: {
      outDir: path('out/renderer'),
      rolldownOptions: { input: path('desktop/renderer/index.html') },
    },
  },
})
