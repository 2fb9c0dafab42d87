/**
 * Reading row-level security expressions as PostgreSQL prints them (pg_get_expr): which
 * conditions a policy always requires, and which of its alternatives let a row through alone.
 */

/** The conditions joined by a top-level AND: every one must hold. */
export function conjuncts(expression: string): string[] {
  return operands(expression, 'AND')
}

/** The alternatives joined by a top-level OR: any one suffices. */
export function disjuncts(expression: string): string[] {
  return operands(expression, 'OR')
}

/** The expression requires the owner rule of the migrations (private.is_owner(), with aal2). */
export function requiresOwner(expression: string | null): boolean {
  return (
    expression !== null &&
    conjuncts(expression).some((part) =>
      /^(SELECT )?private\.is_owner\(\)( AS is_owner)?$/.test(unwrap(part)),
    )
  )
}

/** Functions that tell who is calling. */
const CALLER = /\b(private\.is_owner|auth\.uid|auth\.jwt)\(\)/

/** Some condition the expression always requires depends, in every alternative, on the caller. */
export function dependsOnCaller(expression: string | null): boolean {
  return (
    expression !== null &&
    conjuncts(expression).some((part) =>
      disjuncts(part).every((alternative) => CALLER.test(alternative)),
    )
  )
}

/** `true`, or a comparison of a constant with itself such as `1 = 1`. */
export function isAlwaysTrue(expression: string): boolean {
  const bare = unwrap(expression)
  return bare === 'true' || /^('[^']*'(::\w+)?|\d+) = \1$/.test(bare)
}

/** An alternative that holds whenever an auth helper has no value, as for a visitor. */
export function hasNullAuthAlternative(expression: string): boolean {
  return disjuncts(expression).some((part) => {
    const match = /^(.*) IS NULL$/.exec(unwrap(part))
    const operand = match?.[1] ? unwrap(match[1]) : ''
    return /^(SELECT )?(auth\.(uid|jwt|role)\(\)|current_setting\('[^']*'::text, true\))( AS \w+)?$/.test(
      operand,
    )
  })
}

function operands(expression: string, operator: 'AND' | 'OR'): string[] {
  const bare = unwrap(expression)
  const parts = splitTopLevel(bare, ` ${operator} `)
  return parts.length === 1 ? [bare] : parts.flatMap((part) => operands(part, operator))
}

/** Removes parentheses that enclose the whole expression, and surrounding blanks. */
function unwrap(expression: string): string {
  let bare = expression.trim()
  while (bare.startsWith('(') && closingParenthesis(bare, 0) === bare.length - 1) {
    bare = bare.slice(1, -1).trim()
  }
  return bare
}

function closingParenthesis(text: string, open: number): number {
  let depth = 0
  let quoted = false
  for (let index = open; index < text.length; index++) {
    const char = text[index]
    if (char === "'") quoted = !quoted
    if (quoted) continue
    if (char === '(') depth++
    if (char === ')') depth--
    if (depth === 0) return index
  }
  return -1
}

/** Splits at the separator wherever it stands outside parentheses and string literals. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === "'") quoted = !quoted
    if (quoted) continue
    if (char === '(') depth++
    if (char === ')') depth--
    if (depth === 0 && text.startsWith(separator, index)) {
      parts.push(text.slice(start, index))
      start = index + separator.length
      index += separator.length - 1
    }
  }
  parts.push(text.slice(start))
  return parts
}
