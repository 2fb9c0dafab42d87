import { Button, FormGroup, Tag } from '@blueprintjs/core'
import { type KeyboardEvent, useState } from 'react'
import { addTag, removeTag, tagSuggestions } from '../../../shared/domain/tagInput.ts'
import { LIST_LIMITS, tooLongProblem } from '../../../shared/domain/textLimits.ts'
import { fieldHelp } from './fieldHelp.tsx'

interface TagInputProps {
  id: string
  label: string
  tags: string[]
  /** Known tags of posts and publications, for suggestions. */
  known: string[]
  /** What is wrong with the tags (none given where one is required), if anything. */
  problem?: string | undefined
  onChange: (tags: string[]) => void
}

const HINT = 'Press Enter or type a comma to add a tag.'
const { items: MAX_TAGS, itemLength: MAX_TAG_LENGTH } = LIST_LIMITS.tags

/**
 * Tags as chips: Enter or a comma adds the typed tag, Backspace in an empty field removes the
 * last one, and up to five known tags matching the text are suggested. Tags compare in any
 * capitals, and a known tag keeps its spelling. A tag too long, or one too many, stays typed
 * with a message.
 */
export function TagInput({ id, label, tags, known, problem, onChange }: TagInputProps) {
  const [typed, setTyped] = useState('')
  const [refused, setRefused] = useState<string | null>(null)
  const suggestions = tagSuggestions(known, tags, typed)
  const shown = refused ?? problem

  const add = (tag: string) => {
    const next = addTag(tags, tag, known)
    const reason =
      tooLongProblem(tag.trim(), MAX_TAG_LENGTH) ??
      (next.length > MAX_TAGS ? `Please keep to ${String(MAX_TAGS)} tags or fewer` : null)
    setRefused(reason)
    if (reason) return
    onChange(next)
    setTyped('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add(typed)
    } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
      onChange(tags.slice(0, -1))
    }
  }

  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={shown ? 'danger' : 'none'}
      helperText={fieldHelp({ problem: shown, hint: HINT, text: typed, limit: MAX_TAG_LENGTH })}
    >
      <div className={shown ? 'admin-tag-input admin-tag-input--invalid' : 'admin-tag-input'}>
        {tags.length > 0 && (
          <ul className="admin-tag-input__tags" aria-label="Chosen tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Tag
                  round
                  onRemove={() => {
                    onChange(removeTag(tags, tag))
                  }}
                >
                  {tag}
                </Tag>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          className="admin-tag-input__field"
          value={typed}
          autoComplete="off"
          aria-invalid={shown ? true : undefined}
          aria-describedby={suggestions.length > 0 ? `${id}-suggestions` : undefined}
          onChange={(event) => {
            setTyped(event.target.value.replace(',', ''))
            setRefused(null)
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {suggestions.length > 0 && (
        <div
          id={`${id}-suggestions`}
          className="admin-tag-suggestions"
          aria-label="Suggested tags"
          role="group"
        >
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              size="small"
              variant="outlined"
              text={suggestion}
              onClick={() => {
                add(suggestion)
              }}
            />
          ))}
        </div>
      )}
    </FormGroup>
  )
}
