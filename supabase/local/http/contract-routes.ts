/**
 * A service's route table, checked against the routes the contract lists for it
 * (supabase/local/contract.ts): the contract is the allow-list, so a route it does not list, or
 * a listed route no handler serves, stops the backend as it starts. A listed route's query
 * (`POST /token?grant_type=password`) is the handler's to check.
 */
export function contractRoutes<Table extends object>(
  service: string,
  table: Table,
  listed: readonly string[],
): Table {
  const served = Object.keys(table)
  const allowed = new Set(listed.map((route) => route.split('?')[0] ?? route))
  const unlisted = served.filter((route) => !allowed.has(route))
  const unserved = [...allowed].filter((route) => !served.includes(route))
  if (unlisted.length > 0 || unserved.length > 0) {
    throw new Error(
      `${service} serves other routes than supabase/local/contract.ts lists: unlisted ${unlisted.join(', ') || 'none'}; unserved ${unserved.join(', ') || 'none'}`,
    )
  }
  return table
}
