/** What a test process asks of its backend host (tests/support/backend-host-main.ts). */
export type HostRequest =
  | { id: number; type: 'start'; args: readonly string[]; env: Record<string, string> }
  | { id: number; type: 'stop'; url: string }
  | { id: number; type: 'advance'; url: string; seconds: number }

/** The host's answer to a request of the same id: a started backend's address, or what failed. */
export interface HostReply {
  id: number
  url?: string
  error?: string
}
