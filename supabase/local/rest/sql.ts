/** SQL text pieces shared by every statement the REST stand-in builds. Values are always bound. */

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** A table or function of the `public` schema, the only one the contract addresses. */
export function publicName(name: string): string {
  return `"public".${quoteIdentifier(name)}`
}

/** Collects bound values and hands out their `$n` placeholders. */
export class SqlParameters {
  readonly values: unknown[] = []

  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}
