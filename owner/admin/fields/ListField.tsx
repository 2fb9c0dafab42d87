import { Button, FormGroup, InputGroup } from '@blueprintjs/core'
import { withOneRow } from '../../../shared/domain/formFields.ts'
import { fieldHelp } from './fieldHelp.tsx'

interface ListFieldProps {
  /** The first row's id; the others follow it as `{id}-1`, `{id}-2`... */
  id: string
  label: string
  /** How each row is announced: 'Item' gives 'Item 1', 'Item 2'... */
  itemLabel: string
  addLabel: string
  items: string[]
  /** What is wrong with the list (too many items, one too long), if anything. */
  problem?: string | undefined
  /** The longest a row may be: a row nearing it shows its count. */
  itemLimit?: number | undefined
  onChange: (items: string[]) => void
}

/**
 * An ordered list of short texts, one row each. There is always a row to type into; a row can
 * be removed only while there is more than one. Blank rows are dropped when the form is saved.
 */
export function ListField({
  id,
  label,
  itemLabel,
  addLabel,
  items,
  problem,
  itemLimit,
  onChange,
}: ListFieldProps) {
  const rows = withOneRow(items)
  const change = (index: number, text: string) => {
    onChange(rows.map((row, at) => (at === index ? text : row)))
  }
  const rowId = (index: number) => (index === 0 ? id : `${id}-${String(index)}`)

  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={problem ? 'danger' : 'none'}
      helperText={fieldHelp({ problem })}
    >
      <ol className="admin-list-field">
        {rows.map((row, index) => (
          // Rows are plain texts without identity; their position is their key.
          <li key={index} className="admin-list-field__row">
            <div className="admin-list-field__text">
              <InputGroup
                id={rowId(index)}
                aria-label={`${itemLabel} ${String(index + 1)}`}
                aria-invalid={problem ? true : undefined}
                intent={problem ? 'danger' : 'none'}
                value={row}
                onValueChange={(text) => {
                  change(index, text)
                }}
              />
              {fieldHelp({ text: row, limit: itemLimit })}
            </div>
            {rows.length > 1 && (
              <Button
                icon="cross"
                variant="minimal"
                aria-label={`Remove ${itemLabel.toLowerCase()} ${String(index + 1)}`}
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
