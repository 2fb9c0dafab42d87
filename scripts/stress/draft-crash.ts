import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type Page, chromium } from '@playwright/test'
import { build } from 'vite'
import { CHROMIUM_FEATURES, ENABLE_FEATURES_SWITCH } from '../../desktop/main/chromium-features.ts'
import { testChromiumPath } from '../test-run/test-chromium.ts'
import {
  CRASH_DRAFTS,
  SAVED_MESSAGE,
  crashDraftKey,
  readBackRevision,
} from './draft-crash-drafts.ts'
import type { DraftCrashGlobal } from './draft-crash-page.ts'

/**
 * Crash safety of the desktop app's drafts: the real IndexedDB draft store, in a real Chromium
 * with a profile on disk, is typed into by several forms at once; at a random moment the whole
 * browser is killed (SIGKILL to its process group, nothing shuts down cleanly). Chromium is
 * started again on the same profile and every draft is read back through the store. A save the
 * store acknowledged must be there; a draft must read back exactly as the form wrote it.
 */

export interface DraftCrashResult {
  /** Kill-and-restart cycles completed. */
  cycles: number
  /** Saves the store acknowledged before a kill (each a promise of saveDraft that resolved). */
  acknowledged: number
  /** Drafts that came back older than their last acknowledged save, or not at all (per cycle). */
  lost: number
  /** Drafts that came back unreadable or not exactly as written, or a store that failed to read. */
  corrupt: number
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const PAGE_ENTRY = join(repoRoot, 'scripts/stress/draft-crash-page.ts')
const PAGE_SCRIPT = '/draft-crash-page.js'
const PAGE_HTML = `<!doctype html><script type="module" src="${PAGE_SCRIPT}"></script>`

/** After the first acknowledged save of a cycle, the kill comes within this many milliseconds. */
const KILL_WINDOW_MS = 250
const START_TIMEOUT_MS = 30_000

const CHROMIUM_ARGS = [
  '--headless',
  // As the end-to-end tests run it: no sandbox when running as root in CI, no calls home.
  '--no-sandbox',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--password-store=basic',
  // Crash reporting starts a handler outside the process group, which would outlive the kill.
  '--disable-crash-reporter',
  '--disable-breakpad',
  '--remote-debugging-port=0',
  // The storage the desktop app runs IndexedDB on.
  `--${ENABLE_FEATURES_SWITCH}=${CHROMIUM_FEATURES.join(',')}`,
]

function chromiumPath(): string {
  return testChromiumPath() ?? chromium.executablePath()
}

export async function runDraftCrashCycles(cycles: number): Promise<DraftCrashResult> {
  const result: DraftCrashResult = { cycles: 0, acknowledged: 0, lost: 0, corrupt: 0 }
  // The newest revision of each draft known to be on disk: acknowledged, or read back.
  const durable = new Map<string, number>()
  const server = await serve(await bundlePage())
  const profile = mkdtempSync(join(tmpdir(), 'draft-crash-profile-'))
  let browser: LaunchedChromium | null = null
  try {
    browser = await launchChromium(profile)
    let page = await openPage(browser.cdp, server.url)
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      result.acknowledged += await typeUntilKilled(page, browser, durable)
      browser = await launchChromium(profile)
      page = await openPage(browser.cdp, server.url)
      const { lost, corrupt } = await checkReadBack(page, durable)
      if (lost + corrupt > 0) {
        // Why, as far as Chromium says: its storage errors on opening the profile again.
        console.warn(
          `Draft crash cycle ${cycle + 1}: ${lost} lost, ${corrupt} corrupt. Chromium:\n` +
            (browser.storageErrors().join('\n') || '(no storage error)'),
        )
      }
      result.lost += lost
      result.corrupt += corrupt
      result.cycles += 1
    }
  } finally {
    await browser?.kill()
    await new Promise((resolve) => server.server.close(resolve))
    rmSync(profile, { recursive: true, force: true })
  }
  return result
}

/**
 * Starts the forms typing from the revisions on disk, and kills Chromium at a random moment once
 * the store has acknowledged a save. Returns how many saves it acknowledged; `durable` then has
 * the newest acknowledged revision of each draft.
 */
async function typeUntilKilled(
  page: Page,
  browser: LaunchedChromium,
  durable: Map<string, number>,
): Promise<number> {
  let acknowledged = 0
  let saved: () => void = () => undefined
  let failed: (error: Error) => void = () => undefined
  const firstSave = new Promise<void>((resolve, reject) => {
    saved = resolve
    failed = reject
  })
  page.on('pageerror', failed)
  page.on('console', (message) => {
    const [kind, key, revision] = message.text().split(' ')
    if (kind !== SAVED_MESSAGE || key === undefined) return
    acknowledged += 1
    durable.set(key, Math.max(Number(revision), durable.get(key) ?? 0))
    saved()
  })
  const firstRevisions = Object.fromEntries(
    [...durable].map(([key, revision]) => [key, revision + 1]),
  )
  await page.evaluate((first) => {
    ;(globalThis as unknown as DraftCrashGlobal).draftCrashPage.startTyping(first)
  }, firstRevisions)
  await withTimeout(firstSave, START_TIMEOUT_MS, 'the first save to be acknowledged')
  await new Promise((resolve) => setTimeout(resolve, Math.random() * KILL_WINDOW_MS))
  // Counted until the connection closes: every message that arrives was sent before the kill.
  await browser.kill()
  return acknowledged
}

/** Reads every draft back; counts drafts older than `durable` says, and unreadable ones. */
async function checkReadBack(
  page: Page,
  durable: Map<string, number>,
): Promise<{ lost: number; corrupt: number }> {
  let stored: unknown[]
  try {
    stored = await page.evaluate(() =>
      (globalThis as unknown as DraftCrashGlobal).draftCrashPage.readDrafts(),
    )
  } catch {
    // The store itself could not be read: every draft on it is unreadable.
    return { lost: 0, corrupt: durable.size }
  }
  const byKey = new Map(stored.map((draft) => [keyOf(draft), draft]))
  const known = new Set<unknown>(CRASH_DRAFTS.map(crashDraftKey))
  let lost = 0
  // A draft under a key that was never written is corruption too.
  let corrupt = [...byKey.keys()].filter((key) => !known.has(key)).length
  for (const draft of CRASH_DRAFTS) {
    const key = crashDraftKey(draft)
    const expected = durable.get(key)
    if (!byKey.has(key)) {
      if (expected !== undefined) lost += 1
      durable.delete(key)
      continue
    }
    const revision = readBackRevision(draft, byKey.get(key))
    if (revision === null) {
      corrupt += 1
      continue
    }
    if (expected !== undefined && revision < expected) lost += 1
    // What is on disk now is what must survive the next kill (each loss is counted once).
    durable.set(key, revision)
  }
  return { lost, corrupt }
}

function keyOf(draft: unknown): unknown {
  return typeof draft === 'object' && draft !== null ? (draft as { key?: unknown }).key : undefined
}

/** The page entry and the real draft store it imports, bundled into one module for the browser. */
async function bundlePage(): Promise<string> {
  const output = await build({
    configFile: false,
    root: repoRoot,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: PAGE_ENTRY, formats: ['es'], fileName: 'draft-crash-page' },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((bundle) =>
    'output' in bundle ? bundle.output : [],
  )
  const chunk = chunks.find((file) => file.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error('The draft crash page did not bundle.')
  return chunk.code
}

/**
 * The page from one http://127.0.0.1 origin for the whole run: IndexedDB keeps a database per
 * origin, so every restart must come back to the same address.
 */
async function serve(script: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const [status, type, body] =
      request.url === '/'
        ? [200, 'text/html', PAGE_HTML]
        : request.url === PAGE_SCRIPT
          ? [200, 'text/javascript', script]
          : [404, 'text/plain', 'Not found']
    response.writeHead(status, { 'Content-Type': `${type}; charset=utf-8` })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
}

interface LaunchedChromium {
  cdp: Browser
  /** What Chromium has logged about IndexedDB so far (corruption it found, say). */
  storageErrors(): string[]
  /** SIGKILL to Chromium's whole process group; resolves once none of its processes is left. */
  kill(): Promise<void>
}

/**
 * Chromium in its own process group on `profile`, driven over the DevTools protocol. Now and
 * then, on a busy machine, Chromium opened on a profile it was killed on takes the DevTools
 * connection but never answers it: that Chromium is killed and started again on the same
 * profile (nothing has been typed into it, so what is on disk is unchanged).
 */
async function launchChromium(profile: string): Promise<LaunchedChromium> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startChromium(profile)
    } catch (error) {
      if (attempt === CONNECT_ATTEMPTS || !isUnansweredConnection(error)) throw error
      console.warn(`Chromium did not answer its DevTools connection (attempt ${attempt}); again.`)
    }
  }
}

const CONNECT_ATTEMPTS = 3
const CONNECT_TIMEOUT_MS = 20_000

const isUnansweredConnection = (error: unknown) =>
  error instanceof Error && error.name === 'TimeoutError'

async function startChromium(profile: string): Promise<LaunchedChromium> {
  const child = spawn(chromiumPath(), [...CHROMIUM_ARGS, `--user-data-dir=${profile}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const stderr = readStderr(child)
  const group = child.pid
  if (group === undefined) {
    // It could not be started: this rejects with why.
    await stderr.devToolsUrl
    throw new Error(`Chromium did not start: ${chromiumPath()}`)
  }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const kill = async () => {
    try {
      process.kill(-group, 'SIGKILL')
    } catch {
      // The group is already gone.
    }
    await exited
    await untilGone(group, profile)
  }
  try {
    const cdp = await chromium.connectOverCDP(await stderr.devToolsUrl, {
      timeout: CONNECT_TIMEOUT_MS,
    })
    const disconnected = new Promise((resolve) => cdp.once('disconnected', resolve))
    return {
      cdp,
      storageErrors: () =>
        stderr
          .text()
          .split('\n')
          .filter((line) => /indexed_?db/i.test(line)),
      kill: async () => {
        await kill()
        await disconnected
      },
    }
  } catch (error) {
    await kill()
    throw error
  }
}

/** Chromium's stderr, read to the end: the DevTools address it writes once it listens, and all. */
function readStderr(child: ChildProcess): { devToolsUrl: Promise<string>; text: () => string } {
  let output = ''
  const found = new Promise<string>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const address = /DevTools listening on (ws:\/\/\S+)/.exec(output)?.[1]
      if (address !== undefined) resolve(address)
    })
    child.once('exit', (code, signal) => {
      reject(new Error(`Chromium exited (${signal ?? code}) before it listened:\n${output}`))
    })
    child.once('error', reject)
  })
  return {
    devToolsUrl: withTimeout(found, START_TIMEOUT_MS, 'Chromium to listen for DevTools'),
    text: () => output,
  }
}

/**
 * Waits until no process of the group, nor any other process on the profile, is alive (zombies
 * are dead). Linux only: elsewhere the group's kill is taken as final.
 */
async function untilGone(group: number, profile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    const alive = survivors(group, profile)
    if (alive.length === 0) return
    if (Date.now() > deadline) {
      throw new Error(`Chromium processes outlived the kill: ${alive.join(', ')}`)
    }
    for (const pid of alive) process.kill(pid, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function survivors(group: number, profile: string): number[] {
  if (!existsSync('/proc')) return []
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      const stat = readProcFile(pid, 'stat')
      const cmdline = readProcFile(pid, 'cmdline')
      // After "pid (comm) ": state, parent, process group.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const dead = state === undefined || state === 'Z' || state === 'X'
      return !dead && (Number(pgrp) === group || cmdline.includes(profile))
    })
    .map(Number)
}

function readProcFile(pid: string, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    // The process ended while it was being read.
    return ''
  }
}

async function openPage(cdp: Browser, url: string): Promise<Page> {
  const context = cdp.contexts()[0]
  if (!context) throw new Error('Chromium has no default context.')
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(url)
  return page
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`Timed out after ${ms} ms waiting for ${what}.`))
    }, ms)
  })
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer)
  })
}
