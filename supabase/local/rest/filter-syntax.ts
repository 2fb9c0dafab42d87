import { type FieldPath, SyntaxReader } from './syntax-reader.ts'

/** Filters (`col=op.value`), logic trees (`or=(...)`) and `order`, as PostgREST's grammar has them. */

export const QUANTIFIABLE = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch']
export const SINGLE_VALUE = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']
export const FULL_TEXT = ['fts', 'plfts', 'phfts', 'wfts']
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const

export type Operation =
  | { kind: 'compare'; operator: string; quantifier: 'any' | 'all' | null; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: (typeof IS_VALUES)[number] }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; operator: string; language: string | null; value: string }

export interface Condition {
  kind: 'condition'
  field: FieldPath
  negated: boolean
  operation: Operation
}

export interface LogicGroup {
  kind: 'group'
  combinator: 'and' | 'or'
  negated: boolean
  children: LogicTree[]
}

export type LogicTree = Condition | LogicGroup

export interface OrderTerm {
  /** Set for `relation(column)`: ordering by a column of a to-one embedded resource. */
  relation: string | null
  field: FieldPath
  direction: 'asc' | 'desc' | null
  nulls: 'first' | 'last' | null
}

/**
 * `[not.]op.value` as a top-level filter's value: everything after the operator is the value.
 * Null when the text is no operator expression at all (RPC reads take such pairs as arguments).
 */
export function parseOperationExpression(
  text: string,
): { negated: boolean; operation: Operation } | null {
  const reader = new SyntaxReader(text, 'filter')
  const negated = reader.eat('not.')
  const operation = operationAt(reader, (r) => r.rest())
  return operation && { negated, operation }
}

function operationAt(
  reader: SyntaxReader,
  value: (reader: SyntaxReader) => string,
): Operation | null {
  const start = reader.position
  if (reader.eat('in.')) {
    const values = list(reader)
    return { kind: 'in', values }
  }
  if (reader.eat('isdistinct.')) return { kind: 'isdistinct', value: value(reader) }
  if (reader.eat('is.')) {
    const rest = reader.text.slice(reader.position).toLowerCase()
    const known = IS_VALUES.find((candidate) => rest.startsWith(candidate))
    if (!known) {
      reader.position = start
      throw reader.failure('expecting isVal: (null, not_null, true, false, unknown)')
    }
    reader.position += known.length
    return { kind: 'is', value: known }
  }
  const ftsMatch = /^(fts|plfts|phfts|wfts)(?:\(([\p{L}\p{N}_$ ]+)\))?\./u.exec(
    reader.text.slice(reader.position),
  )
  if (ftsMatch?.[1]) {
    reader.position += ftsMatch[0].length
    return {
      kind: 'fts',
      operator: ftsMatch[1],
      language: ftsMatch[2]?.trim() ?? null,
      value: value(reader),
    }
  }
  const simple = /^(neq|cs|cd|ov|sl|sr|nxr|nxl|adj)\./.exec(reader.text.slice(reader.position))
  if (simple?.[1]) {
    reader.position += simple[0].length
    return { kind: 'compare', operator: simple[1], quantifier: null, value: value(reader) }
  }
  const quantified = /^(eq|gte|gt|lte|lt|like|ilike|match|imatch)(?:\((any|all)\))?\./.exec(
    reader.text.slice(reader.position),
  )
  if (quantified?.[1]) {
    reader.position += quantified[0].length
    return {
      kind: 'compare',
      operator: quantified[1],
      quantifier: (quantified[2] as 'any' | 'all' | undefined) ?? null,
      value: value(reader),
    }
  }
  return null
}

/** `(a,"b,c")` */
function list(reader: SyntaxReader): string[] {
  reader.skipSpaces()
  reader.expect('(')
  const values: string[] = []
  for (;;) {
    values.push(listElement(reader))
    if (!reader.eat(',')) break
  }
  reader.skipSpaces()
  reader.expect(')')
  reader.skipSpaces()
  return values
}

function listElement(reader: SyntaxReader): string {
  if (reader.peek() === '"') {
    const start = reader.position
    const value = reader.quoted()
    if (reader.done || reader.peek() === ',' || reader.peek() === ')') return value
    reader.position = start
  }
  const start = reader.position
  while (!reader.done && reader.peek() !== ',' && reader.peek() !== ')') reader.position++
  return reader.text.slice(start, reader.position)
}

/** A value inside a logic tree: quoted, a `{...}` array literal, or up to the next `,` or `)`. */
function logicValue(reader: SyntaxReader): string {
  if (reader.peek() === '"') {
    const start = reader.position
    const value = reader.quoted()
    if (reader.done || reader.peek() === ',' || reader.peek() === ')') return value
    reader.position = start
  }
  const arrayLiteral = /^\{[^{}]*\}/.exec(reader.text.slice(reader.position))
  if (arrayLiteral) {
    reader.position += arrayLiteral[0].length
    return arrayLiteral[0]
  }
  return listElement(reader)
}

/** `(a.eq.1,not.and(b.gt.2,c.is.null))` after `or`/`and`/`not.or`/`not.and`. */
export function parseLogicTree(
  combinator: 'and' | 'or',
  negated: boolean,
  text: string,
): LogicGroup {
  const reader = new SyntaxReader(`${combinator}${text}`, 'logic tree')
  reader.position = combinator.length
  const children = groupChildren(reader)
  if (!reader.done) throw reader.failure('expecting end of input')
  return { kind: 'group', combinator, negated, children }
}

function groupChildren(reader: SyntaxReader): LogicTree[] {
  reader.skipSpaces()
  reader.expect('(')
  const children: LogicTree[] = []
  for (;;) {
    reader.skipSpaces()
    children.push(logicTree(reader))
    reader.skipSpaces()
    if (!reader.eat(',')) break
  }
  reader.expect(')')
  reader.skipSpaces()
  return children
}

function logicTree(reader: SyntaxReader): LogicTree {
  const start = reader.position
  const negated = reader.eat('not.')
  const combinator = reader.eat('and(') ? 'and' : reader.eat('or(') ? 'or' : null
  if (combinator) {
    reader.position -= 1
    return { kind: 'group', combinator, negated, children: groupChildren(reader) }
  }
  reader.position = start
  const field = reader.field()
  reader.expect('.')
  const conditionNegated = reader.eat('not.')
  const operation = operationAt(reader, logicValue)
  if (!operation) throw reader.failure('expecting operator (eq, gt, ...)')
  return { kind: 'condition', field, negated: conditionNegated, operation }
}

/** `a.desc.nullslast,b,relation(c).asc` */
export function parseOrder(text: string): OrderTerm[] {
  const reader = new SyntaxReader(text, 'order')
  const terms: OrderTerm[] = []
  for (;;) {
    reader.skipSpaces()
    const start = reader.position
    let relation: string | null = null
    let field: FieldPath
    const name = reader.fieldName()
    if (reader.eat('(')) {
      relation = name
      field = reader.field()
      reader.expect(')')
    } else {
      reader.position = start
      field = reader.field()
    }
    const direction = reader.eat('.asc') ? 'asc' : reader.eat('.desc') ? 'desc' : null
    const nulls = reader.eat('.nullsfirst') ? 'first' : reader.eat('.nullslast') ? 'last' : null
    reader.skipSpaces()
    terms.push({ relation, field, direction, nulls })
    if (reader.done) return terms
    if (!reader.eat(',')) throw reader.failure('expecting "," or end of input')
  }
}

/** `a,"b"` for `columns` and `on_conflict`. */
export function parseColumnList(text: string, what: string): string[] {
  const reader = new SyntaxReader(text, what)
  const names: string[] = []
  for (;;) {
    reader.skipSpaces()
    names.push(reader.fieldName())
    reader.skipSpaces()
    if (reader.done) return names
    if (!reader.eat(',')) throw reader.failure('expecting "," or end of input')
  }
}

/** `books.title`, `data->>key`: the embedding path and the field a filter key names. */
export function parseFilterKey(key: string): { path: string[]; field: FieldPath } {
  const reader = new SyntaxReader(key, 'tree path')
  const names = [reader.fieldName()]
  while (reader.eat('.')) names.push(reader.fieldName())
  const jsonPath = reader.jsonPath()
  if (!reader.done) throw reader.failure('expecting "." or end of input')
  const name = names.pop() ?? ''
  return { path: names, field: { name, jsonPath } }
}
