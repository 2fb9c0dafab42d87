import { Radio, RadioGroup } from '@blueprintjs/core'
import {
  NEWSLETTER_FORMATS,
  type NewsletterFormat,
} from '../../../shared/domain/newsletterFormat.ts'
import { POST_FIELDS } from './postFields.ts'

interface PostNewsletterFieldProps {
  value: NewsletterFormat
  /** The post went out already: what it mailed cannot change. */
  sent: boolean
  onChange: (format: NewsletterFormat) => void
}

/** What subscribers get when the post is first published: the whole post, or a teaser. */
export function PostNewsletterField({ value, sent, onChange }: PostNewsletterFieldProps) {
  return (
    <RadioGroup
      label={`${POST_FIELDS.newsletter_format.label}: what subscribers get by email`}
      inline
      disabled={sent}
      selectedValue={value}
      onChange={(event) => {
        onChange(event.currentTarget.value === 'excerpt' ? 'excerpt' : 'full')
      }}
    >
      {NEWSLETTER_FORMATS.map((format) => (
        <Radio key={format.value} label={format.label} value={format.value} />
      ))}
    </RadioGroup>
  )
}
