import type { ReactNode } from 'react'
import { characterCount, countAgainstLimit, nearsLimit } from '../../../shared/domain/textLimits.ts'

interface FieldHelpProps {
  /** What is wrong with the field, shown instead of the hint. */
  problem?: string | undefined
  hint?: string | undefined
  /** The field's text and its limit: the count shows as the text nears the limit. */
  text?: string
  limit?: number | undefined
}

/**
 * The line under a field: its problem or hint, and 'n / limit' once the text nears its limit;
 * undefined when there is nothing to say, so the field keeps no empty line.
 */
export function fieldHelp({ problem, hint, text = '', limit }: FieldHelpProps): ReactNode {
  const counted = limit !== undefined && nearsLimit(text, limit)
  if (!problem && !hint && !counted) return undefined
  const count = characterCount(text)
  return (
    <span className="admin-field-help">
      <span>{problem ?? hint}</span>
      {counted && (
        <span
          className={
            count > limit ? 'admin-field-count admin-field-count--over' : 'admin-field-count'
          }
        >
          {countAgainstLimit(text, limit)}
        </span>
      )}
    </span>
  )
}
