import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core'
import { TEXT_LIMITS } from '../../../shared/domain/textLimits.ts'
import { fieldHelp } from '../fields/fieldHelp.tsx'
import { POST_FIELDS } from './postFields.ts'

interface PostTextFieldProps {
  field:
    | 'title'
    | 'slug'
    | 'excerpt'
    | 'author'
    | 'banner_alt'
    | 'seo_title'
    | 'seo_description'
    | 'canonical_url'
  value: string
  /** What stops the post from being saved with this text, shown instead of the hint. */
  problem: string | undefined
  hint?: string
  required?: boolean
  /** A few lines (the excerpt) rather than one. */
  multiline?: boolean
  onChange: (text: string) => void
}

/**
 * One of the post's text fields: its label, its control marked while it has a problem, and under
 * it the problem or hint and the count as the text nears its limit.
 */
export function PostTextField({
  field,
  value,
  problem,
  hint,
  required = false,
  multiline = false,
  onChange,
}: PostTextFieldProps) {
  // post-title ... post-banner-alt: the label points at the control by it.
  const id = `post-${field.replaceAll('_', '-')}`
  const intent = problem ? 'danger' : 'none'
  const invalid = problem ? true : undefined
  return (
    <FormGroup
      label={POST_FIELDS[field].label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      intent={intent}
      helperText={fieldHelp({ problem, hint, text: value, limit: TEXT_LIMITS.blog_posts[field] })}
    >
      {multiline ? (
        <TextArea
          id={id}
          fill
          rows={3}
          intent={intent}
          aria-invalid={invalid}
          value={value}
          onChange={(event) => {
            onChange(event.target.value)
          }}
        />
      ) : (
        <InputGroup
          id={id}
          intent={intent}
          aria-invalid={invalid}
          value={value}
          onValueChange={onChange}
        />
      )}
    </FormGroup>
  )
}
