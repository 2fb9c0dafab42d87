import { typedLink } from '../../domain/links.ts'
import type { FieldSpec, FormValues } from './resourceDefinition.ts'

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields'
export const FIELD_REQUIRED = 'This field is required'

/** Each field's problem, by field name: required and empty, or not a web address. */
export function fieldProblems<Values extends FormValues>(
  fields: readonly FieldSpec<Values>[],
  values: Values,
): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const field of fields) {
    if (field.kind !== 'text' && field.kind !== 'textarea') continue
    const text = (values[field.name] as string).trim()
    if (field.required && text === '') problems[field.name] = FIELD_REQUIRED
    else if (field.kind === 'text' && field.inputType === 'url' && text !== '') {
      const link = typedLink(text, 'web')
      if (!link.ok) problems[field.name] = link.problem
    }
  }
  return problems
}
