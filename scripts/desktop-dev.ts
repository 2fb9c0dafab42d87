import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Starting the desktop app in development, for `npm run desktop` and `npm start`. */

const require = createRequire(import.meta.url)
const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const electronDir = dirname(require.resolve('electron/package.json'))

/** macOS and Windows always have one; Linux has one when an X or Wayland display is named. */
export function hasDisplay(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): boolean {
  return platform !== 'linux' || Boolean(env.DISPLAY) || Boolean(env.WAYLAND_DISPLAY)
}

/**
 * Why `npm start` cannot open the desktop app here (one line that says what to do instead), or
 * null when it can: it needs a display and the Electron binary.
 */
export function desktopStartProblem(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  binaryInstalled: boolean,
): string | null {
  if (!hasDisplay(platform, env)) {
    return 'Desktop app not started: no display (DISPLAY and WAYLAND_DISPLAY are unset). Run `npm run desktop` on a machine with a display.'
  }
  if (!binaryInstalled) {
    return 'Desktop app not started: the Electron binary is not installed. Run `npm run desktop`, which downloads it, on a machine with a display.'
  }
  return null
}

/**
 * The Electron binary when it is installed, else null. Not `require('electron')`: that downloads a
 * missing binary first (Electron installs it lazily), and the download may hang or fail offline.
 */
export function installedElectronBinary(env: NodeJS.ProcessEnv = process.env): string | null {
  // electron-vite runs this one when it is set.
  const override = env.ELECTRON_EXEC_PATH
  if (override) return existsSync(override) ? override : null
  const pathFile = join(electronDir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8'))
  return existsSync(binary) ? binary : null
}

/** Downloads the Electron binary with Electron's own installer; true when it is there afterwards. */
export function installElectronBinary(): boolean {
  spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'inherit' })
  return installedElectronBinary() !== null
}

/** `electron-vite dev`: the renderer with hot reload, main and preload rebuilt on change, the app. */
export function startDesktopDev(): ChildProcess {
  const cli = join(dirname(require.resolve('electron-vite/package.json')), 'bin/electron-vite.js')
  return spawn(process.execPath, [cli, 'dev'], { cwd: repoRoot, stdio: 'inherit' })
}
