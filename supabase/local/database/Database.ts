/** A query runner bound to one transaction (or one connection, for scripts). */
export interface SqlSession {
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>
  /** Runs one statement and returns how many rows it affected. */
  execute(sql: string, params?: readonly unknown[]): Promise<number>
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>
}

export interface TransactionOptions {
  readOnly?: boolean
}

/** The database the local backend serves: PGlite in the process, or a PostgreSQL server. */
export interface Database {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(
    work: (session: SqlSession) => Promise<T>,
    options?: TransactionOptions,
  ): Promise<T>
  close(): Promise<void>
  /** Human-readable description for start-up output, e.g. "PGlite at .local/db". */
  readonly description: string
}

/** The fields of a PostgreSQL error that both drivers report. */
export interface PostgresError {
  code: string
  message: string
  detail?: string | undefined
  hint?: string | undefined
}

export function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

/**
 * A data exception (SQLSTATE class 22): a value the database cannot take, such as a NUL
 * character or text where a UUID belongs. Such values come from the request, not the server.
 */
export function isDataException(error: unknown): error is PostgresError {
  return isPostgresError(error) && error.code.startsWith('22')
}
