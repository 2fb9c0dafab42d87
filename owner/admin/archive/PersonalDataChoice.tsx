import { Checkbox } from '@blueprintjs/core'

interface PersonalDataChoiceProps {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  /** What the choice means, ticked and not: said under it. */
  said: { checked: string; unchecked: string }
  disabled?: boolean
}

/** Whether enquiries and newsletter subscribers go into an export or back with a restore. */
export function PersonalDataChoice({
  checked,
  onChange,
  label,
  said,
  disabled,
}: PersonalDataChoiceProps) {
  return (
    <>
      <Checkbox
        checked={checked}
        disabled={disabled}
        label={label}
        onChange={(event) => {
          onChange(event.currentTarget.checked)
        }}
      />
      <p className="admin-hint">{checked ? said.checked : said.unchecked}</p>
    </>
  )
}
