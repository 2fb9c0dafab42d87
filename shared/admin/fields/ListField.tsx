import { Button, FormGroup, InputGroup } from '@blueprintjs/core'
import { useId } from 'react'
import { withOneRow } from '../../domain/formFields.ts'

interface ListFieldProps {
  label: string
  /** How each row is announced: 'Item' gives 'Item 1', 'Item 2'... */
  itemLabel: string
  addLabel: string
  items: string[]
  onChange: (items: string[]) => void
}

/**
 * An ordered list of short texts, one row each. There is always a row to type into; a row can
 * be removed only while there is more than one. Blank rows are dropped when the form is saved.
 */
export function ListField({ label, itemLabel, addLabel, items, onChange }: ListFieldProps) {
  const id = useId()
  const rows = withOneRow(items)
  const change = (index: number, text: string) => {
    onChange(rows.map((row, at) => (at === index ? text : row)))
  }

  return (
    <FormGroup label={label} labelFor={`${id}-0`}>
      <ol className="admin-list-field">
        {rows.map((row, index) => (
          // Rows are plain texts without identity; their position is their key.
          <li key={index} className="admin-list-field__row">
            <InputGroup
              id={`${id}-${index}`}
              aria-label={`${itemLabel} ${index + 1}`}
              value={row}
              onValueChange={(text) => {
                change(index, text)
              }}
            />
            {rows.length > 1 && (
              <Button
                icon="cross"
                variant="minimal"
                aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                onClick={() => {
                  onChange(rows.filter((_, at) => at !== index))
                }}
              />
            )}
          </li>
        ))}
      </ol>
      <Button
        icon="plus"
        variant="minimal"
        text={addLabel}
        onClick={() => {
          onChange([...rows, ''])
        }}
      />
    </FormGroup>
  )
}
