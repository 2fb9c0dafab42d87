import { abortable } from './abortable.ts'
import type { Database } from './database.types.ts'
import { dataOf } from './errors.ts'
import { answerOf } from './queryAnswer.ts'
import type { DataClient } from './dataClient.ts'
import type { RowReader } from './rowReads.ts'

type PublicTables = Database['public']['Tables']

/** The tables the owner edits through the admin's one list-and-form pattern. */
export type ContentTable =
  | 'publications'
  | 'experiences'
  | 'earlier_experiences'
  | 'startup_experience_logos'
  | 'services'
  | 'testimonials'
  | 'contact_faqs'

/** Every table the owner writes through a form: the content tables and blog posts. */
export type EditableTable = ContentTable | 'blog_posts'

/** The editable tables by name, to tell one in data read back from storage. */
const EDITABLE_TABLES: Record<EditableTable, true> = {
  publications: true,
  experiences: true,
  earlier_experiences: true,
  startup_experience_logos: true,
  services: true,
  testimonials: true,
  contact_faqs: true,
  blog_posts: true,
}

export function isEditableTable(name: unknown): name is EditableTable {
  return typeof name === 'string' && Object.hasOwn(EDITABLE_TABLES, name)
}

/**
 * The tables the content stamp covers (`content_stamp()`): the editable ones, and the approved
 * replies from the social web that posts show.
 */
export type StampedTable = EditableTable | 'fediverse_replies'

export function isStampedTable(name: unknown): name is StampedTable {
  return name === 'fediverse_replies' || isEditableTable(name)
}

export type ContentRow<Table extends EditableTable> = PublicTables[Table]['Row']
export type ContentInput<Table extends EditableTable> = PublicTables[Table]['Insert']

/** Tables whose rows the owner switches on and off for the public pages. */
export type SwitchableTable = 'testimonials' | 'contact_faqs'

/** Tables whose rows the owner puts in order. */
export type OrderedTable = {
  [Table in ContentTable]: 'display_order' extends keyof ContentRow<Table> ? Table : never
}[ContentTable]

/*
 * supabase-js infers result types from a literal table name; for a name that is a type
 * parameter it cannot. So each helper queries through the union of table names (`name`) and
 * states the row type of the table it was given (answerOf); inputs are typed by the helpers'
 * signatures.
 */

/** Every row, in list order: publications newest first, the rest by display order. */
export function fetchContentRows<Table extends ContentTable>(
  reader: RowReader,
  table: Table,
  signal?: AbortSignal,
): Promise<ContentRow<Table>[]> {
  const byDate = table === 'publications'
  return reader.rows<ContentRow<Table>>(
    {
      table,
      order: [
        { column: byDate ? 'published_date' : 'display_order', ascending: !byDate },
        { column: 'created_at', ascending: true },
      ],
    },
    signal,
  )
}

/** The rows the public pages show: active ones, in display order. */
export function fetchActiveRows<Table extends SwitchableTable>(
  reader: RowReader,
  table: Table,
  signal?: AbortSignal,
): Promise<ContentRow<Table>[]> {
  return reader.rows<ContentRow<Table>>(
    {
      table,
      equals: { is_active: true },
      order: [
        { column: 'display_order', ascending: true },
        { column: 'created_at', ascending: true },
      ],
    },
    signal,
  )
}

export function fetchContentRow<Table extends EditableTable>(
  client: DataClient,
  table: Table,
  id: string,
  signal?: AbortSignal,
): Promise<ContentRow<Table>> {
  const name: EditableTable = table
  const query = abortable(client.from(name).select('*').eq('id', id), signal).single()
  return dataOf(answerOf<ContentRow<Table>>(query))
}

export function createContentRow<Table extends EditableTable>(
  client: DataClient,
  table: Table,
  input: ContentInput<Table>,
): Promise<ContentRow<Table>> {
  const name: EditableTable = table
  const query = client
    .from(name)
    .insert(input as never)
    .select('*')
    .single()
  return dataOf(answerOf<ContentRow<Table>>(query))
}

/**
 * Marks a write as the post editor's autosave, which the database records as a revision at most
 * every 10 minutes (private.is_autosave); an explicit save is always recorded.
 */
const AUTOSAVE_HEADER = 'x-post-autosave'

export function updateContentRow<Table extends EditableTable>(
  client: DataClient,
  table: Table,
  id: string,
  input: Partial<ContentInput<Table>>,
  autosave = false,
): Promise<ContentRow<Table>> {
  const name: EditableTable = table
  const query = client
    .from(name)
    .update(input as never)
    .eq('id', id)
    .select('*')
    .single()
  return dataOf(
    answerOf<ContentRow<Table>>(autosave ? query.setHeader(AUTOSAVE_HEADER, '1') : query),
  )
}

/**
 * Updates a row only while it is the version the edit started from (its updated_at unchanged).
 * Resolves to the updated row, or null when the row has changed or is gone meanwhile.
 */
export async function updateContentRowIfUnchanged<Table extends EditableTable>(
  client: DataClient,
  table: Table,
  id: string,
  input: Partial<ContentInput<Table>>,
  baseUpdatedAt: string,
  autosave = false,
): Promise<ContentRow<Table> | null> {
  const name: EditableTable = table
  const query = client
    .from(name)
    .update(input as never)
    .eq('id', id)
    .eq('updated_at', baseUpdatedAt)
    .select('*')
  const rows = await dataOf(
    answerOf<ContentRow<Table>[]>(autosave ? query.setHeader(AUTOSAVE_HEADER, '1') : query),
  )
  return rows[0] ?? null
}

/** The row with this id, or null when there is none (deleted, or never synced). */
export async function findContentRow<Table extends EditableTable>(
  client: DataClient,
  table: Table,
  id: string,
): Promise<ContentRow<Table> | null> {
  const name: EditableTable = table
  const query = client.from(name).select('*').eq('id', id)
  const rows = await dataOf(answerOf<ContentRow<Table>[]>(query))
  return rows[0] ?? null
}

/** Deletes a row; a row that is already gone (or not the owner's to delete) is an error. */
export async function deleteContentRow(
  client: DataClient,
  table: EditableTable,
  id: string,
): Promise<void> {
  const name: EditableTable = table
  await dataOf(client.from(name).delete().eq('id', id).select('id').single())
}

/**
 * Deletes a row only while it is the version the deletion was asked of (its updated_at
 * unchanged). Resolves to the row as it was, or null when it has changed or is gone meanwhile.
 */
export async function deleteContentRowIfUnchanged<Table extends EditableTable>(
  client: DataClient,
  table: Table,
  id: string,
  baseUpdatedAt: string,
): Promise<ContentRow<Table> | null> {
  const name: EditableTable = table
  const query = client.from(name).delete().eq('id', id).eq('updated_at', baseUpdatedAt).select('*')
  const rows = await dataOf(answerOf<ContentRow<Table>[]>(query))
  return rows[0] ?? null
}

/** Stores a new order: the rows, given by id in their new order, get display orders 1, 2, 3... */
export async function saveDisplayOrder(
  client: DataClient,
  table: OrderedTable,
  ids: readonly string[],
): Promise<void> {
  await Promise.all(
    ids.map((id, index) =>
      dataOf(
        client
          .from(table)
          .update({ display_order: index + 1 })
          .eq('id', id)
          .select('id')
          .single(),
      ),
    ),
  )
}
