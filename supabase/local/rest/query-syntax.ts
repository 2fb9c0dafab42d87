import { badQuery } from './errors.ts'

/** PostgREST's query-string grammar, as far as supabase-js uses it. Parsing only; no SQL here. */

export interface SelectItem {
  /** A column name, or "*". */
  column: string
  alias: string | null
  cast: string | null
}

export interface OrderTerm {
  column: string
  direction: 'asc' | 'desc' | null
  nulls: 'first' | 'last' | null
}

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
] as const
export type Operator = (typeof OPERATORS)[number]

export type Filter =
  | { kind: 'condition'; column: string; operator: Operator; negated: boolean; value: string }
  | { kind: 'group'; combinator: 'and' | 'or'; negated: boolean; filters: Filter[] }

export interface RequestQuery {
  select: SelectItem[]
  filters: Filter[]
  order: OrderTerm[]
  limit: number | null
  offset: number | null
  onConflict: string[] | null
  columns: string[] | null
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
const CAST = /^[a-z_][a-z0-9_]*(\[\])?$/
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey'])
const LOGIC_KEY = /^(not\.)?(and|or)$/

export function parseRequestQuery(params: URLSearchParams): RequestQuery {
  const filters: Filter[] = []
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue
    const logic = LOGIC_KEY.exec(key)
    if (logic) {
      filters.push(
        parseGroup(logic[2] as 'and' | 'or', Boolean(logic[1]), value, `${key}=${value}`),
      )
    } else {
      filters.push(parseCondition(key, value))
    }
  }
  return {
    select: parseSelect(params.get('select') ?? '*'),
    filters,
    order: parseOrder(params.get('order')),
    limit: parseCount('limit', params.get('limit')),
    offset: parseCount('offset', params.get('offset')),
    onConflict: parseNameList(params.get('on_conflict')),
    columns: parseNameList(params.get('columns')),
  }
}

export function parseSelect(text: string): SelectItem[] {
  return splitTopLevel(text, text).map((raw) => {
    const item = raw.trim()
    if (item.includes('(')) {
      throw badQuery(`Embedding resources ("${item}") is not supported by the local backend`)
    }
    if (item.includes('->')) {
      throw badQuery(`JSON paths ("${item}") are not supported by the local backend`)
    }
    const match = /^(?:([^:]+):(?!:))?([^:]+)(?:::(.+))?$/.exec(item)
    const alias = match?.[1] ?? null
    const column = match?.[2] ?? ''
    const cast = match?.[3] ?? null
    const valid =
      (column === '*' && alias === null && cast === null) ||
      (IDENTIFIER.test(column) &&
        (alias === null || IDENTIFIER.test(alias)) &&
        (cast === null || CAST.test(cast)))
    if (!valid) throw badQuery(`failed to parse select parameter (${text})`)
    return { column, alias, cast }
  })
}

function parseOrder(text: string | null): OrderTerm[] {
  if (text === null) return []
  return text.split(',').map((term) => {
    const [column = '', ...modifiers] = term.split('.')
    const order: OrderTerm = { column, direction: null, nulls: null }
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.direction = modifier
      else if (modifier === 'nullsfirst') order.nulls = 'first'
      else if (modifier === 'nullslast') order.nulls = 'last'
      else throw badQuery(`failed to parse order (${text})`)
    }
    if (!IDENTIFIER.test(column)) throw badQuery(`failed to parse order (${text})`)
    return order
  })
}

function parseCount(name: string, text: string | null): number | null {
  if (text === null) return null
  if (!/^\d{1,9}$/.test(text)) throw badQuery(`failed to parse ${name} (${text})`)
  return Number(text)
}

/** `a,b` or `"a","b"` (supabase-js quotes the names it sends in `columns`). */
function parseNameList(text: string | null): string[] | null {
  if (text === null) return null
  return text.split(',').map((name) => {
    const unquoted = name.trim().replace(/^"(.*)"$/, '$1')
    if (!IDENTIFIER.test(unquoted)) throw badQuery(`failed to parse column list (${text})`)
    return unquoted
  })
}

/** `col=[not.]op.value` */
function parseCondition(column: string, text: string): Filter {
  if (!IDENTIFIER.test(column)) throw badQuery(`failed to parse filter (${column}=${text})`)
  const negated = text.startsWith('not.')
  const rest = negated ? text.slice(4) : text
  const dot = rest.indexOf('.')
  const operator = rest.slice(0, dot)
  if (dot < 0 || !isOperator(operator)) {
    throw badQuery(`failed to parse filter (${text})`, `unknown operator in "${column}=${text}"`)
  }
  return { kind: 'condition', column, operator, negated, value: rest.slice(dot + 1) }
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` */
function parseGroup(
  combinator: 'and' | 'or',
  negated: boolean,
  text: string,
  source: string,
): Filter {
  if (!text.startsWith('(') || !text.endsWith(')') || text.length < 3) {
    throw badQuery(`failed to parse logic tree (${source})`)
  }
  const filters = splitTopLevel(text.slice(1, -1), source).map((item): Filter => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item)
    if (nested) {
      return parseGroup(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '', source)
    }
    const dot = item.indexOf('.')
    if (dot < 1) throw badQuery(`failed to parse logic tree (${source})`)
    const condition = parseCondition(item.slice(0, dot), item.slice(dot + 1))
    if (condition.kind === 'condition' && condition.operator !== 'in') {
      condition.value = unquote(condition.value)
    }
    return condition
  })
  return { kind: 'group', combinator, negated, filters }
}

/** The items of an `in.(a,"b,c")` list. */
export function parseInList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw badQuery(`failed to parse filter (in.${value})`)
  }
  const inner = value.slice(1, -1)
  return inner === '' ? [] : splitTopLevel(inner, value).map(unquote)
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

/** Splits on commas outside double quotes, parentheses and braces. */
function splitTopLevel(text: string, source: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index)
    if (quoted) {
      current += char
      if (char === '\\' && index + 1 < text.length) current += text.charAt(++index)
      else if (char === '"') quoted = false
      continue
    }
    if (char === '"') quoted = true
    else if (char === '(' || char === '{') depth++
    else if (char === ')' || char === '}') depth--
    else if (char === ',' && depth === 0) {
      parts.push(current)
      current = ''
      continue
    }
    if (depth < 0) break
    current += char
  }
  if (quoted || depth !== 0)
    throw badQuery(`failed to parse (${source}): unbalanced quotes or brackets`)
  parts.push(current)
  return parts
}

function isOperator(text: string): text is Operator {
  return (OPERATORS as readonly string[]).includes(text)
}
