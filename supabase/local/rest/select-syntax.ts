import { type FieldPath, SyntaxReader } from './syntax-reader.ts'

/** The `select` parameter: fields, casts, aliases, JSON paths and embedded resources. */

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'field'
      field: FieldPath
      alias: string | null
      cast: string | null
      /** `col.sum()` and `count()`: refused, as hosted PostgREST refuses aggregates. */
      aggregate: string | null
    }
  | EmbedItem

export interface EmbedItem {
  kind: 'embed'
  /** The table, view, function, foreign-key constraint or column named in the select. */
  name: string
  alias: string | null
  hint: string | null
  joinType: 'left' | 'inner' | null
  spread: boolean
  children: SelectItem[]
}

const AGGREGATES = ['sum', 'avg', 'count', 'max', 'min']

export function parseSelect(text: string): SelectItem[] {
  const reader = new SyntaxReader(text, 'select parameter')
  const items = forest(reader)
  if (!reader.done) throw reader.failure('expecting "," or end of input')
  return items
}

function forest(reader: SyntaxReader): SelectItem[] {
  const items: SelectItem[] = []
  reader.skipSpaces()
  if (reader.done || reader.peek() === ')') return items
  for (;;) {
    items.push(item(reader))
    reader.skipSpaces()
    if (!reader.eat(',')) return items
    reader.skipSpaces()
  }
}

function item(reader: SyntaxReader): SelectItem {
  reader.skipSpaces()
  if (reader.eat('...')) return embed(reader, reader.fieldName(), null, true)
  if (reader.peek() === '*') {
    reader.position++
    endOfItem(reader)
    return { kind: 'star' }
  }
  const start = reader.position
  let alias: string | null = null
  const first = reader.fieldName()
  if (reader.peek() === ':' && reader.peek(2) !== '::') {
    reader.position++
    reader.skipSpaces()
    alias = first
  } else {
    reader.position = start
  }
  if (reader.eat('count()')) {
    return {
      kind: 'field',
      field: { name: '*', jsonPath: [] },
      alias,
      cast: castAfter(reader),
      aggregate: 'count',
    }
  }
  const nameStart = reader.position
  const name = reader.fieldName()
  if (name !== 'count' && (reader.peek() === '(' || reader.peek() === '!')) {
    return embed(reader, name, alias, false)
  }
  reader.position = nameStart
  const field = reader.field()
  const cast = castAfter(reader)
  let aggregate: string | null = null
  const aggregateCall = /^\.(sum|avg|count|max|min)\(\)/.exec(reader.text.slice(reader.position))
  if (aggregateCall?.[1] && AGGREGATES.includes(aggregateCall[1])) {
    reader.position += aggregateCall[0].length
    aggregate = aggregateCall[1]
    castAfter(reader)
  }
  endOfItem(reader)
  return { kind: 'field', field, alias, cast, aggregate }
}

function embed(
  reader: SyntaxReader,
  name: string,
  alias: string | null,
  spread: boolean,
): EmbedItem {
  let hint: string | null = null
  let joinType: EmbedItem['joinType'] = null
  for (let parameter = 0; parameter < 2 && reader.eat('!'); parameter++) {
    if (
      reader.startsWith('inner') &&
      !/[\p{L}\p{N}_$]/u.test(reader.text.charAt(reader.position + 5))
    ) {
      reader.position += 5
      joinType = 'inner'
    } else if (
      reader.startsWith('left') &&
      !/[\p{L}\p{N}_$]/u.test(reader.text.charAt(reader.position + 4))
    ) {
      reader.position += 4
      joinType = 'left'
    } else {
      hint = reader.fieldName()
    }
  }
  reader.expect('(')
  const children = forest(reader)
  reader.skipSpaces()
  reader.expect(')')
  reader.skipSpaces()
  return { kind: 'embed', name, alias, hint, joinType, spread, children }
}

function castAfter(reader: SyntaxReader): string | null {
  return reader.eat('::') ? reader.castName() : null
}

function endOfItem(reader: SyntaxReader): void {
  reader.skipSpaces()
  if (!reader.done && reader.peek() !== ',' && reader.peek() !== ')') {
    throw reader.failure('expecting "->", "::", ".", "," or end of input')
  }
}
