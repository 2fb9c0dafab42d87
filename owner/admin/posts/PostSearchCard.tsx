import { Button, Card, Collapse, H2 } from '@blueprintjs/core'
import { useState } from 'react'
import type { PostFormValues, PostProblems } from './postForm.ts'
import { PostTextField } from './PostTextField.tsx'

type SearchField = 'seo_title' | 'seo_description' | 'canonical_url'

interface PostSearchCardProps {
  values: Pick<PostFormValues, SearchField>
  problems: PostProblems
  onChange: (field: SearchField, value: string) => void
}

const HINTS: Record<SearchField, string> = {
  seo_title: 'Shown as it is, in place of the post title and business name. Empty: the default',
  seo_description: 'Empty: the excerpt, else the opening of the post',
  canonical_url:
    'Where the post first appeared (a journal, LinkedIn, Medium): search engines credit it, and the sitemap leaves this post out',
}

/**
 * The post's search and sharing settings, folded away until wanted (most posts keep the
 * defaults); opened when one of them stops the save, so its problem shows.
 */
export function PostSearchCard({ values, problems, onChange }: PostSearchCardProps) {
  const [open, setOpen] = useState(false)
  const fields = Object.keys(HINTS) as SearchField[]
  const shown = open || fields.some((field) => problems[field] !== undefined)
  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">
        <Button
          variant="minimal"
          endIcon={shown ? 'chevron-up' : 'chevron-down'}
          aria-expanded={shown}
          aria-controls="post-search-settings"
          onClick={() => {
            setOpen(!shown)
          }}
        >
          Search and sharing settings
        </Button>
      </H2>
      <Collapse isOpen={shown}>
        <div id="post-search-settings">
          {fields.map((field) => (
            <PostTextField
              key={field}
              field={field}
              multiline={field === 'seo_description'}
              value={values[field]}
              problem={problems[field]}
              hint={HINTS[field]}
              onChange={(text) => {
                onChange(field, text)
              }}
            />
          ))}
        </div>
      </Collapse>
    </Card>
  )
}
