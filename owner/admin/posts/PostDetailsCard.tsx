import { Card, H2, Switch } from '@blueprintjs/core'
import { readTimeLabel, readTimeMinutes } from '../../../shared/domain/readTime.ts'
import { TagInput } from '../fields/TagInput.tsx'
import { PostBannerFields } from './PostBannerFields.tsx'
import { PostNewsletterField } from './PostNewsletterField.tsx'
import type { PostFormValues, PostProblems } from './postForm.ts'
import { POST_FIELDS } from './postFields.ts'
import { PostTextField } from './PostTextField.tsx'

interface PostDetailsCardProps {
  values: PostFormValues
  problems: PostProblems
  /** Tags other posts have, offered as the owner types. */
  knownTags: string[]
  /** Sets a field and clears its problem. */
  onChange: <Field extends keyof PostFormValues>(field: Field, value: PostFormValues[Field]) => void
  /** Sets the title, and the slug with it while the slug follows the title. */
  onTitleChange: (title: string) => void
  /** Sets the slug as the owner typed it: it no longer follows the title. */
  onSlugChange: (slug: string) => void
  /** The post was mailed to subscribers already. */
  newsletterSent: boolean
}

/**
 * The Post Details card: everything about the post but its content (title, slug, excerpt,
 * author, tags, banner, Featured and Published, what the newsletter mails), and the read time
 * the content gives.
 */
export function PostDetailsCard({
  values,
  problems,
  knownTags,
  onChange,
  onTitleChange,
  onSlugChange,
  newsletterSent,
}: PostDetailsCardProps) {
  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Post Details</H2>
      <PostTextField
        field="title"
        required
        value={values.title}
        problem={problems.title}
        onChange={onTitleChange}
      />
      <PostTextField
        field="slug"
        value={values.slug}
        problem={problems.slug}
        hint="The post's address: /blog/slug"
        onChange={onSlugChange}
      />
      <PostTextField
        field="excerpt"
        multiline
        value={values.excerpt}
        problem={problems.excerpt}
        onChange={(excerpt) => {
          onChange('excerpt', excerpt)
        }}
      />
      <PostTextField
        field="author"
        value={values.author}
        problem={problems.author}
        onChange={(author) => {
          onChange('author', author)
        }}
      />
      <TagInput
        id="post-tags"
        label={`${POST_FIELDS.tags.label} (at least one)`}
        problem={problems.tags}
        tags={values.tags}
        known={knownTags}
        onChange={(tags) => {
          onChange('tags', tags)
        }}
      />
      <PostBannerFields values={values} altProblem={problems.banner_alt} onChange={onChange} />
      {(['featured', 'published'] as const).map((field) => (
        <Switch
          key={field}
          label={POST_FIELDS[field].label}
          checked={values[field]}
          onChange={(event) => {
            onChange(field, event.currentTarget.checked)
          }}
        />
      ))}
      <PostNewsletterField
        value={values.newsletter_format}
        sent={newsletterSent}
        onChange={(format) => {
          onChange('newsletter_format', format)
        }}
      />
      <p className="admin-hint">
        Estimated read time: {readTimeLabel(readTimeMinutes(values.content))}
      </p>
    </Card>
  )
}
