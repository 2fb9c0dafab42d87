import { FIELD_REQUIRED } from '../../../shared/domain/formFields.ts'
import { typedLink } from '../../../shared/domain/links.ts'
import { type ListLimit, tooLongProblem } from '../../../shared/domain/textLimits.ts'
import type { FieldSpec, FormValues } from './resourceDefinition.ts'

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields'

/** The limits of a form's fields, by field name: a text's length, or a list's. */
export interface FieldLimits {
  text: (name: string) => number | undefined
  list: (name: string) => ListLimit | undefined
}

/**
 * Each field's problem, by field name: required and empty, not a web address, too long, or a
 * list with too many or too long items.
 */
export function fieldProblems<Values extends FormValues>(
  fields: readonly FieldSpec<Values>[],
  values: Values,
  limits: FieldLimits,
): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.name], limits)
    if (problem) problems[field.name] = problem
  }
  return problems
}

function fieldProblem<Values extends FormValues>(
  field: FieldSpec<Values>,
  value: Values[string],
  limits: FieldLimits,
): string | null {
  if (field.kind === 'text' || field.kind === 'textarea') {
    const text = (value as string).trim()
    if (field.required && text === '') return FIELD_REQUIRED
    if (field.kind === 'text' && field.inputType === 'url' && text !== '') {
      const link = typedLink(text, 'web')
      if (!link.ok) return link.problem
    }
    const limit = limits.text(field.name)
    return limit === undefined ? null : tooLongProblem(text, limit)
  }
  if (field.kind === 'tags' || field.kind === 'list') {
    const limit = limits.list(field.name)
    return limit === undefined ? null : listProblem(value as string[], limit)
  }
  return null
}

/** Why a list cannot be saved as it is: too many items, or an item too long. */
export function listProblem(items: readonly string[], limit: ListLimit): string | null {
  const filled = items.filter((item) => item.trim() !== '')
  if (filled.length > limit.items)
    return `Please keep this list to ${String(limit.items)} items or fewer`
  for (const item of filled) {
    const problem = tooLongProblem(item.trim(), limit.itemLength)
    if (problem) return problem
  }
  return null
}
