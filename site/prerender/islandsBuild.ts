import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { type ResolvedConfig, build } from 'vite'
import { ISLAND_CHUNK_REPORT_FILE, chunkReport } from './chunkReport.ts'
import { compileHints } from './compileHints.ts'

/**
 * The islands' own client build, beside the app's in the same output: the same components,
 * with React's API served by Preact (about a tenth of React's size, measured in the README) and
 * react-router-dom by plain links (site/islands/router.tsx). Only this build is aliased: the
 * app, the owner's screens and the prerender keep React. Returns the entry's file name.
 */
export async function buildIslands(config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    envDir: config.envDir,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [react(), compileHints(), chunkReport(ISLAND_CHUNK_REPORT_FILE)],
    resolve: {
      alias: [
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        { find: /^react-router-dom$/, replacement: join(config.root, 'islands/router.tsx') },
      ],
    },
    build: {
      outDir: resolve(config.root, config.build.outDir),
      emptyOutDir: false,
      copyPublicDir: false,
      // No preload helper: it added a tag per imported chunk at run time, in the task that woke
      // the islands (a fifth of that task). A chunk's own imports load once it has: a short
      // wait, after the page has painted, that no visitor's press is lost in (client.ts holds it).
      modulePreload: false,
      rollupOptions: {
        input: join(config.root, 'islands/client.ts'),
        output: { entryFileNames: 'assets/islands-[hash].js' },
      },
    },
  })
  const outputs = Array.isArray(output) ? output : [output]
  for (const result of outputs) {
    if (!('output' in result)) continue
    const entry = result.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry)
    if (entry) return entry.fileName
  }
  throw new Error('The islands build wrote no entry')
}
