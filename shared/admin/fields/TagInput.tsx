import { Button, FormGroup, Tag } from '@blueprintjs/core'
import { type KeyboardEvent, useId, useState } from 'react'
import { addTag, removeTag, tagSuggestions } from '../../domain/tagInput.ts'

interface TagInputProps {
  label: string
  tags: string[]
  /** Known tags of posts and publications, for suggestions. */
  known: string[]
  onChange: (tags: string[]) => void
}

/**
 * Tags as chips: Enter or a comma adds the typed tag, Backspace in an empty field removes the
 * last one, and up to five known tags matching the text are suggested. Tags compare in any
 * capitals, and a known tag keeps its spelling.
 */
export function TagInput({ label, tags, known, onChange }: TagInputProps) {
  const [typed, setTyped] = useState('')
  const id = useId()
  const suggestions = tagSuggestions(known, tags, typed)

  const add = (tag: string) => {
    onChange(addTag(tags, tag, known))
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
    <FormGroup label={label} labelFor={id} helperText="Press Enter or type a comma to add a tag.">
      <div className="admin-tag-input">
        {tags.map((tag) => (
          <Tag
            key={tag}
            round
            onRemove={() => {
              onChange(removeTag(tags, tag))
            }}
          >
            {tag}
          </Tag>
        ))}
        <input
          id={id}
          className="admin-tag-input__field"
          value={typed}
          autoComplete="off"
          aria-describedby={suggestions.length > 0 ? `${id}-suggestions` : undefined}
          onChange={(event) => {
            setTyped(event.target.value.replace(',', ''))
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
