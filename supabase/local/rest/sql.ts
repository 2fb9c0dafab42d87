/** SQL text pieces shared by every statement the REST stand-in builds. Values are always bound. */

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

export function qualifiedName(schema: string, name: string): string {
  return `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`
}

/** A string literal, for JSON keys in paths (never for request values, which are bound). */
export function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

/** Collects bound values and hands out their `$n` placeholders. */
export class SqlParameters {
  readonly values: unknown[] = []

  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** `{"a","b"}`: an array literal that PostgreSQL casts to the column's array type. */
export function postgresArrayLiteral(items: string[]): string {
  const quoted = items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)
  return `{${quoted.join(',')}}`
}

/** Hands out short aliases (t0, t1, ...) so that nested statements never clash. */
export class AliasCounter {
  private next = 0

  take(prefix = 't'): string {
    return `${prefix}${this.next++}`
  }
}
