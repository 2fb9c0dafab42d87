import { Checkbox } from '@blueprintjs/core'

interface PersonalDataChoiceProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/**
 * Whether a restore writes the archive's enquiries and newsletter subscribers. Shown only for
 * an archive that holds them, which it does only when the owner chose so at export; so they are
 * restored unless unticked, and the dry run below counts them either way.
 */
export function PersonalDataChoice({ checked, onChange }: PersonalDataChoiceProps) {
  return (
    <>
      <Checkbox
        checked={checked}
        label="Restore personal data: enquiries and newsletter subscribers"
        onChange={(event) => {
          onChange(event.currentTarget.checked)
        }}
      />
      <p className="admin-hint">
        {checked
          ? 'This archive holds people’s names, email addresses and messages; they are written back with the rest.'
          : 'The archive’s enquiries and newsletter subscribers are left out; those the site has stay as they are.'}
      </p>
    </>
  )
}
