interface HoneypotFieldProps {
  value: string
  onChange: (value: string) => void
}

/**
 * A field people never see or reach: a bot that fills it in is answered as usual and ignored
 * (the Edge Functions check `website`).
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <input
      className="honeypot"
      type="text"
      name="website"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      value={value}
      onChange={(event) => {
        onChange(event.target.value)
      }}
    />
  )
}
