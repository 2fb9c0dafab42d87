import { inject } from 'vitest'

/** The backend a contract suite runs against, handed over by the project's global setup. */
export interface BackendTarget {
  flavour: 'pglite' | 'postgres' | 'hosted'
  url: string
  anonKey: string
  serviceRoleKey: string
  owner: { email: string; password: string }
  /** For the PostgreSQL flavour: the superuser's maintenance database, to create fresh ones. */
  clusterUrl: string | null
}

declare module 'vitest' {
  export interface ProvidedContext {
    backendTarget: BackendTarget
  }
}

export function backendTarget(): BackendTarget {
  return inject('backendTarget')
}

/** Tests that start extra backends of their own run only against the local backend. */
export function isLocal(target: BackendTarget = backendTarget()): boolean {
  return target.flavour !== 'hosted'
}
