import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const require = createRequire(import.meta.url)
const cli = join(dirname(require.resolve('electron-vite/package.json')), 'bin/electron-vite.js')

/**
 * Builds the desktop app as `npm run build` does (electron-vite, which needs no Electron binary)
 * into `outDir`: main/, preload/ and renderer/.
 */
export async function buildDesktop(outDir: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [cli, 'build', '--outDir', outDir, '--logLevel', 'warn'],
    { cwd: repoRoot },
  )
}
