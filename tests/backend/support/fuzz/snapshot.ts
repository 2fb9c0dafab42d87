import { createHash } from 'node:crypto'
import { PRODUCT_CONTRACT } from '../../../../supabase/local/contract.ts'
import type { BackendTarget } from '../target.ts'
import { BUCKETS } from './storage.ts'

/**
 * A fingerprint of everything a caller could change through the API: the rows (count and hash)
 * of each table the contract lets be read, and each bucket's objects, read with the service
 * role past row-level security. (newsletter_deliveries, which the product only writes, cannot
 * be read through the API, so it is not fingerprinted.)
 */
export type Snapshot = Record<string, { count: number; hash: string }>

const PAGE = 1000

export async function takeSnapshot(target: BackendTarget): Promise<Snapshot> {
  const parts = await Promise.all([
    ...READABLE_TABLES.map(async (table) => [
      `table ${table}`,
      fingerprint(await allRows(target, table)),
    ]),
    ...BUCKETS.map(async (bucket) => [
      `bucket ${bucket}`,
      fingerprint(await allObjects(target, bucket, '')),
    ]),
  ])
  return Object.fromEntries(parts) as Snapshot
}

/** What differs between two snapshots, one line per table or bucket. */
export function changesBetween(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names]
    .filter((name) => before[name]?.hash !== after[name]?.hash)
    .map(
      (name) =>
        `${name}: ${before[name]?.count ?? 0} → ${after[name]?.count ?? 0} rows, contents changed`,
    )
}

function fingerprint(items: unknown[]): { count: number; hash: string } {
  const lines = items.map((item) => JSON.stringify(item)).sort()
  return { count: lines.length, hash: createHash('sha256').update(lines.join('\n')).digest('hex') }
}

async function serviceFetch(target: BackendTarget, path: string, init: RequestInit = {}) {
  const response = await fetch(`${target.url}${path}`, {
    ...init,
    headers: {
      apikey: target.serviceRoleKey,
      authorization: `Bearer ${target.serviceRoleKey}`,
      'content-type': 'application/json',
    },
  })
  if (!response.ok) throw new Error(`Snapshot read ${path} failed: ${response.status}`)
  return (await response.json()) as unknown
}

const TABLES: Readonly<Record<string, readonly string[]>> = PRODUCT_CONTRACT.rest.tables
const READABLE_TABLES = Object.keys(TABLES).filter((table) => TABLES[table]?.includes('GET'))

async function allRows(target: BackendTarget, table: string): Promise<unknown[]> {
  const rows: unknown[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = (await serviceFetch(
      target,
      `/rest/v1/${table}?select=*&limit=${PAGE}&offset=${offset}`,
    )) as unknown[]
    rows.push(...page)
    if (page.length < PAGE) return rows
  }
}

interface ListEntry {
  name: string
  id: string | null
  updated_at: string | null
  metadata: unknown
}

/** Every object under a prefix, folders followed. */
async function allObjects(
  target: BackendTarget,
  bucket: string,
  prefix: string,
): Promise<unknown[]> {
  const objects: unknown[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = (await serviceFetch(target, `/storage/v1/object/list/${bucket}`, {
      method: 'POST',
      body: JSON.stringify({ prefix, limit: PAGE, offset }),
    })) as ListEntry[]
    for (const entry of page) {
      const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`
      if (entry.id === null) objects.push(...(await allObjects(target, bucket, path)))
      else
        objects.push({ path, id: entry.id, updated_at: entry.updated_at, metadata: entry.metadata })
    }
    if (page.length < PAGE) return objects
  }
}
