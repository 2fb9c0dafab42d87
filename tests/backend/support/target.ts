import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'
import type { MovableClock } from './clock.ts'

/** The backend a contract suite runs against. */
export interface BackendTarget {
  flavour: 'pglite' | 'postgres' | 'hosted'
  url: string
  anonKey: string
  serviceRoleKey: string
  owner: { email: string; password: string }
  /** For the PostgreSQL flavour: the superuser's maintenance database, to create fresh ones. */
  clusterUrl: string | null
}

/**
 * What the project's global setup hands over. On the local flavours every test file starts a
 * backend of its own (tests/backend/setup/file-backend.ts), so files run in parallel and never
 * see each other's writes; a hosted project is one backend for the whole run.
 */
export type BackendSuite =
  | { flavour: 'pglite'; clusterUrl: null }
  | { flavour: 'postgres'; clusterUrl: string }
  | { flavour: 'hosted'; target: BackendTarget }

declare module 'vitest' {
  export interface ProvidedContext {
    backendSuite: BackendSuite
  }
}

export function backendSuite(): BackendSuite {
  return inject('backendSuite')
}

let fileBackend: { target: BackendTarget; clock: MovableClock } | null = null

/** Makes this backend the one `backendTarget()` returns for the rest of the file. */
export function useFileBackend(backend: { target: BackendTarget; clock: MovableClock }): void {
  fileBackend = backend
}

/** The backend this test file runs against. */
export function backendTarget(): BackendTarget {
  const suite = backendSuite()
  if (suite.flavour === 'hosted') return suite.target
  if (!fileBackend)
    throw new Error('The file backend starts in tests/backend/setup/file-backend.ts')
  return fileBackend.target
}

/**
 * Lets time pass for the file's backend: its clock is moved on at once. A hosted project's
 * clock cannot be moved, so there the time is waited out.
 */
export async function passTime(seconds: number): Promise<void> {
  if (fileBackend) fileBackend.clock.advance(seconds)
  else await sleep(seconds * 1000)
}

/** Tests that start extra backends of their own run only against the local backend. */
export function isLocal(target: BackendTarget = backendTarget()): boolean {
  return target.flavour !== 'hosted'
}
