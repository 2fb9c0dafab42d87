import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from './database.types.ts'

/**
 * What the owner's screens read and write tables through: the full supabase-js client, with the
 * session's token. Public pages read through a `RowReader` instead (see rowReads.ts).
 */
export type DataClient = Pick<PostgrestClient<Database>, 'from' | 'rpc'>
