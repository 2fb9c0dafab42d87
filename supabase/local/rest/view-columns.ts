/**
 * Which base-table column each column of a view shows, read from the view's rewrite rule (its
 * `pg_rewrite.ev_action`, a `pg_node_tree`). PostgreSQL records, for every entry of a query's
 * target list, the table and column it comes from (`:resorigtbl`, `:resorigcol`); the entries of
 * the outermost query are the view's columns. Views that are no plain selection (a UNION, a
 * computed column) simply show no origin for those columns.
 */

export interface ColumnOrigin {
  /** The view column's name. */
  column: string
  /** The oid of the table (or view) it comes from, and that relation's attribute number. */
  relationOid: number
  attributeNumber: number
}

type Node = { type: string; fields: Map<string, Value> }
type Value = Node | Value[] | string

export function viewColumnOrigins(tree: string): ColumnOrigin[] {
  const parsed = new TreeParser(tree).value()
  const query = Array.isArray(parsed) ? parsed[0] : parsed
  if (!isNode(query) || query.type !== 'QUERY') return []
  const targetList = query.fields.get('targetList')
  if (!Array.isArray(targetList)) return []
  const origins: ColumnOrigin[] = []
  for (const entry of targetList) {
    if (!isNode(entry) || entry.type !== 'TARGETENTRY') continue
    if (entry.fields.get('resjunk') === 'true') continue
    const column = entry.fields.get('resname')
    const relationOid = Number(entry.fields.get('resorigtbl'))
    const attributeNumber = Number(entry.fields.get('resorigcol'))
    if (typeof column === 'string' && relationOid > 0 && attributeNumber > 0) {
      origins.push({ column, relationOid, attributeNumber })
    }
  }
  return origins
}

function isNode(value: Value | undefined): value is Node {
  return typeof value === 'object' && !Array.isArray(value)
}

/** Reads the text form of a node tree: `{TYPE :field value ...}`, `(...)` lists and atoms. */
class TreeParser {
  private position = 0

  constructor(private readonly text: string) {}

  value(): Value {
    this.skipSpaces()
    const char = this.text.charAt(this.position)
    if (char === '{') return this.node()
    if (char === '(') return this.list()
    return this.atom()
  }

  private node(): Node {
    this.position++
    const type = this.atom()
    const fields = new Map<string, Value>()
    for (;;) {
      this.skipSpaces()
      const char = this.text.charAt(this.position)
      if (char === '}' || char === '') {
        this.position++
        return { type, fields }
      }
      if (char !== ':') {
        this.atom()
        continue
      }
      this.position++
      const name = this.atom()
      this.skipSpaces()
      const next = this.text.charAt(this.position)
      fields.set(name, next === ':' || next === '}' ? '' : this.value())
    }
  }

  private list(): Value[] {
    this.position++
    const items: Value[] = []
    for (;;) {
      this.skipSpaces()
      const char = this.text.charAt(this.position)
      if (char === ')' || char === '') {
        this.position++
        return items
      }
      items.push(this.value())
    }
  }

  /** A token up to a space or bracket; backslash escapes the next character; `<>` is empty. */
  private atom(): string {
    let token = ''
    while (this.position < this.text.length) {
      const char = this.text.charAt(this.position)
      if (char === '\\') {
        token += this.text.charAt(this.position + 1)
        this.position += 2
        continue
      }
      if (' \t\n(){}'.includes(char)) break
      token += char
      this.position++
    }
    return token === '<>' ? '' : token
  }

  private skipSpaces(): void {
    while (' \t\n'.includes(this.text.charAt(this.position)) && this.position < this.text.length) {
      this.position++
    }
  }
}
