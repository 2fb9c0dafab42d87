import { PRODUCT_CONTRACT } from '../contract.ts'
import { RestError, badQuery, outsideContract } from './errors.ts'

/**
 * A request's query string in the part of PostgREST's grammar the contract uses: a select list
 * of columns, filters `column=op.value` with the contract's operators, `order`, `limit`,
 * `offset`, `columns` and `on_conflict`, each where its method takes it. Whatever else
 * PostgREST reads there (embedding, aliases and casts, JSON paths, logic trees, other
 * operators) is refused, naming it; what is malformed is PGRST100, as PostgREST has it.
 */

export type FilterOperator = 'eq' | 'gt' | 'lt' | 'like' | 'is'

export interface Filter {
  column: string
  operator: FilterOperator
  negated: boolean
  value: string
}

export interface OrderTerm {
  column: string
  descending: boolean
  nulls: 'first' | 'last' | null
}

/** A selected column, under its own name or renamed (`alias:column`). */
export interface SelectedColumn {
  column: string
  alias: string
}

export interface RestQuery {
  /** Null for every column (`*`, or no select). */
  select: SelectedColumn[] | null
  filters: Filter[]
  order: OrderTerm[]
  limit: number | null
  offset: number
  columns: string[] | null
  onConflict: string[] | null
}

type NamedParameter = (typeof PRODUCT_CONTRACT.rest.parameters)[number]
type Parameter = NamedParameter | 'filters'

/** What each method reads from the query string. */
const TAKES: Record<string, readonly Parameter[]> = {
  GET: ['select', 'order', 'limit', 'offset', 'filters'],
  POST: ['select', 'columns', 'on_conflict'],
  PATCH: ['select', 'columns', 'filters'],
  DELETE: ['select', 'filters'],
}

const FILTERS: readonly string[] = PRODUCT_CONTRACT.rest.filters
const OPERATORS: readonly FilterOperator[] = ['eq', 'gt', 'lt', 'like', 'is']
/** PostgREST's own operators: one of these outside the contract is refused by name. */
const POSTGREST_OPERATORS = [
  ...OPERATORS,
  ...['neq', 'gte', 'lte', 'ilike', 'match', 'imatch', 'in', 'isdistinct', 'cs', 'cd', 'ov'],
  ...['sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts'],
]
const SELECT_ITEMS = PRODUCT_CONTRACT.rest.select.join(', ')
const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown']
/** Kong passes the API key through; it is no filter. */
const GATEWAY = 'apikey'

export function parseRestQuery(params: URLSearchParams, method: string): RestQuery {
  const query: RestQuery = {
    select: null,
    filters: [],
    order: [],
    limit: null,
    offset: 0,
    columns: null,
    onConflict: null,
  }
  const seen = new Set<string>()
  const takes = TAKES[method] ?? []
  for (const [key, value] of params) {
    if (key === GATEWAY) continue
    const parameter: Parameter = isNamedParameter(key) ? key : 'filters'
    if (!takes.includes(parameter)) {
      throw outsideContract(
        parameter === 'filters' ? `A filter ('${key}') on a ${method}` : `'${key}' on a ${method}`,
        `${takes.join(', ') || 'no query parameters'} for it`,
      )
    }
    if (parameter === 'filters') {
      query.filters.push(parseFilter(key, value))
      continue
    }
    if (seen.has(key)) continue
    seen.add(key)
    readNamed(query, parameter, value)
  }
  return query
}

/** A named parameter into the query: each the contract lists has its case. */
function readNamed(query: RestQuery, parameter: NamedParameter, value: string): void {
  switch (parameter) {
    case 'select':
      query.select = parseSelect(value)
      return
    case 'order':
      query.order = splitList(value).map(orderTerm)
      return
    case 'limit':
      query.limit = parseLimit(value)
      return
    case 'offset':
      query.offset = wholeNumber(value, 'offset')
      return
    case 'columns':
      query.columns = columnList(value, 'columns')
      return
    case 'on_conflict':
      query.onConflict = columnList(value, 'on_conflict')
  }
}

/** A function call takes its arguments in its body: its query string holds nothing. */
export function checkEmptyQuery(params: URLSearchParams, name: string): void {
  const key = [...params.keys()].find((candidate) => candidate !== GATEWAY)
  if (key !== undefined) {
    throw outsideContract(`The query parameter '${key}' on the function '${name}'`, 'none for it')
  }
}

const NAMED_PARAMETERS: readonly string[] = PRODUCT_CONTRACT.rest.parameters

function isNamedParameter(key: string): key is NamedParameter {
  return NAMED_PARAMETERS.includes(key)
}

const COLUMN = /^(?:[\p{L}\p{N}_$]+|"[^"]+")$/u

function columnName(text: string): string {
  return text.startsWith('"') ? text.slice(1, -1) : text
}

function parseSelect(text: string): SelectedColumn[] | null {
  const items = splitList(text)
  if (items.every((item) => item === '*')) return null
  return items.map((item) => {
    const renamed = /^([^:]+):([^:]+)$/.exec(item)
    const [alias = item, column = item] = renamed ? renamed.slice(1) : []
    if (COLUMN.test(alias) && COLUMN.test(column)) {
      return { column: columnName(column), alias: columnName(alias) }
    }
    const feature = item === '*' ? '* beside columns' : unsupportedSyntax(item)
    if (feature === null) throw parseFailure('select parameter', text)
    throw outsideContract(
      `The select item '${item}' (${feature})`,
      `the select items ${SELECT_ITEMS}`,
    )
  })
}

/** What PostgREST feature a select item or order term that is no plain column uses. */
function unsupportedSyntax(item: string): string | null {
  if (item.startsWith('...')) return 'spreading an embedded resource'
  if (item.includes('()')) return 'aggregate functions'
  if (item.includes('(') || item.includes('!')) return 'resource embedding'
  if (item.includes('->')) return 'JSON paths'
  if (item.includes('::')) return 'casts'
  return null
}

function orderTerm(text: string): OrderTerm {
  const match = /^(.+?)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/.exec(text)
  const column = match?.[1] ?? ''
  if (!match || !COLUMN.test(column)) {
    const feature = unsupportedSyntax(text)
    if (feature === null) throw parseFailure('order', text)
    throw outsideContract(`The order term '${text}' (${feature})`, 'order by columns')
  }
  const nulls = match[3] === undefined ? null : match[3] === 'nullsfirst' ? 'first' : 'last'
  return { column: columnName(column), descending: match[2] === 'desc', nulls }
}

function parseFilter(key: string, value: string): Filter {
  const logic = ['or', 'and', 'not.or', 'not.and'].includes(key)
  if (logic || !COLUMN.test(key)) {
    const feature = logic
      ? 'logic trees'
      : key.includes('->')
        ? 'JSON paths'
        : key.includes('.')
          ? 'filters, order and limits on an embedded resource'
          : null
    if (feature === null) throw parseFailure('tree path', key)
    throw outsideContract(`The parameter '${key}' (${feature})`, 'filters on columns')
  }
  const match = /^(not\.)?([a-z]+(?:\([^)]*\))?)\.(.*)$/s.exec(value)
  if (!match) {
    throw badQuery(
      `"failed to parse filter (${value})" (line 1, column 1)`,
      'unexpected end of input expecting "not" or operator (eq, gt, ...)',
    )
  }
  const [, not, name = '', operand = ''] = match
  const listed = `${not ?? ''}${name}`
  const operator = OPERATORS.find((candidate) => candidate === name)
  if (!POSTGREST_OPERATORS.includes(name.replace(/\(.*\)$/, ''))) {
    throw badQuery(
      `"failed to parse filter (${value})" (line 1, column 1)`,
      `unexpected "${name}" expecting "not" or operator (eq, gt, ...)`,
    )
  }
  if (!FILTERS.includes(listed) || operator === undefined) {
    throw outsideContract(
      `The filter operator '${listed}'`,
      `the filter operators ${FILTERS.join(', ')}`,
    )
  }
  if (operator === 'is' && !IS_VALUES.includes(operand.toLowerCase())) {
    throw parseFailure('filter', value)
  }
  return {
    column: columnName(key),
    operator,
    negated: not !== undefined,
    value: operator === 'is' ? operand.toLowerCase() : operand,
  }
}

/** A negative limit is PostgREST's 416; anything but a whole number is malformed. */
function parseLimit(text: string): number {
  if (/^\s*-\d+\s*$/.test(text)) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'Limit should be greater than or equal to zero.',
    )
  }
  return wholeNumber(text, 'limit')
}

function wholeNumber(text: string, what: string): number {
  if (!/^\s*\d{1,15}\s*$/.test(text)) throw parseFailure(what, text)
  return Number(text)
}

function columnList(text: string, what: string): string[] {
  return splitList(text).map((item) => {
    if (!COLUMN.test(item)) throw parseFailure(`${what} parameter`, text)
    return columnName(item)
  })
}

/** Comma-separated items, trimmed; commas inside quotes or parentheses do not split. */
function splitList(text: string): string[] {
  const items: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let at = 0; at <= text.length; at++) {
    const char = text.charAt(at)
    if (char === '"') quoted = !quoted
    else if (!quoted && char === '(') depth++
    else if (!quoted && char === ')') depth--
    if (at === text.length || (char === ',' && depth === 0 && !quoted)) {
      items.push(text.slice(start, at).trim())
      start = at + 1
    }
  }
  return items.filter((item) => item !== '')
}

function parseFailure(what: string, text: string): RestError {
  return badQuery(`"failed to parse ${what} (${text})" (line 1, column 1)`)
}
