import { badQuery } from './errors.ts'
import {
  type Condition,
  type LogicGroup,
  type OrderTerm,
  parseColumnList,
  parseFilterKey,
  parseLogicTree,
  parseOperationExpression,
  parseOrder,
} from './filter-syntax.ts'
import { type SelectItem, parseSelect } from './select-syntax.ts'

/**
 * A request's query string in PostgREST's grammar: select, filters, logic trees, order, limits
 * and offsets (each on the top level or on an embedded resource's path), columns and
 * on_conflict. Parsing only; names are checked against the catalogue when the request is planned.
 */
export interface RequestQuery {
  select: SelectItem[]
  /** The select is `*` (given or not): what a bare RPC call answers with its plain result. */
  selectsAll: boolean
  filters: { path: string[]; condition: Condition }[]
  logic: { path: string[]; tree: LogicGroup }[]
  order: { path: string[]; terms: OrderTerm[] }[]
  ranges: { path: string[]; limit: number | null; offset: number | null }[]
  columns: string[] | null
  onConflict: string[] | null
  /** On an RPC read, pairs whose value is no operator expression: the function's arguments. */
  arguments: [string, string][]
}

const EMBEDDABLE = ['order', 'limit', 'offset', 'and', 'or']
/** Kong passes the API key through; it is no filter. */
const IGNORED = ['apikey']

export function parseRequestQuery(params: URLSearchParams, rpcRead = false): RequestQuery {
  const query: RequestQuery = {
    select: [{ kind: 'star' }],
    selectsAll: true,
    filters: [],
    logic: [],
    order: [],
    ranges: [],
    columns: null,
    onConflict: null,
    arguments: [],
  }
  const seen = new Set<string>()
  for (const [key, value] of params) {
    if (IGNORED.includes(key)) continue
    const first = !seen.has(key)
    seen.add(key)
    if (key === 'select') {
      if (first) setSelect(query, value)
    } else if (key === 'columns') {
      if (first) query.columns = parseColumnList(value, 'columns parameter')
    } else if (key === 'on_conflict') {
      if (first) query.onConflict = parseColumnList(value, 'on_conflict parameter')
    } else {
      readParameter(query, key, value, rpcRead)
    }
  }
  return query
}

function setSelect(query: RequestQuery, text: string): void {
  const items = parseSelect(text)
  query.select = items.length === 0 ? [{ kind: 'star' }] : items
  query.selectsAll = query.select.length === 1 && query.select[0]?.kind === 'star'
}

function readParameter(query: RequestQuery, key: string, value: string, rpcRead: boolean): void {
  const segments = key.split('.')
  const last = segments[segments.length - 1] ?? ''
  if (EMBEDDABLE.includes(last)) {
    const path = segments.slice(0, -1)
    if (last === 'order') query.order.push({ path, terms: parseOrder(value) })
    else if (last === 'limit' || last === 'offset') setRange(query, path, last, value)
    else readLogic(query, segments, last as 'and' | 'or', value)
    return
  }
  const { path, field } = parseFilterKey(key)
  const expression = parseOperationExpression(value)
  if (expression) {
    query.filters.push({ path, condition: { kind: 'condition', field, ...expression } })
  } else if (rpcRead && path.length === 0 && field.jsonPath.length === 0) {
    query.arguments.push([field.name, value])
  } else {
    throw badQuery(
      `"failed to parse filter (${value})" (line 1, column 1)`,
      'unexpected end of input expecting "not" or operator (eq, gt, ...)',
    )
  }
}

function readLogic(
  query: RequestQuery,
  segments: string[],
  combinator: 'and' | 'or',
  value: string,
): void {
  const path = segments.slice(0, -1)
  const negated = path.includes('not')
  query.logic.push({
    path: path.filter((segment) => segment !== 'not'),
    tree: parseLogicTree(combinator, negated, value),
  })
}

/** Whole numbers set a limit or offset; anything else is ignored, as PostgREST ignores it. */
function setRange(
  query: RequestQuery,
  path: string[],
  which: 'limit' | 'offset',
  value: string,
): void {
  if (!/^\s*-?\d{1,15}\s*$/.test(value)) return
  const key = path.join('.')
  let range = query.ranges.find((candidate) => candidate.path.join('.') === key)
  if (!range) {
    range = { path, limit: null, offset: null }
    query.ranges.push(range)
  }
  range[which] ??= Number(value)
}
