import { type Ref, useId } from 'react'

interface SearchFieldProps {
  value: string
  onChange: (value: string) => void
  /** The dialog names itself 'Search'; the page shows the field's label. */
  labelShown: boolean
  ref?: Ref<HTMLInputElement>
}

/** The search field, labelled for what it searches: the same on the page and in the dialog. */
export function SearchField({ value, onChange, labelShown, ref }: SearchFieldProps) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className={labelShown ? 'search-form__label' : 'visually-hidden'}>
        Search posts and publications
      </label>
      <input
        ref={ref}
        id={id}
        name="q"
        type="search"
        className="search-form__field"
        placeholder={labelShown ? undefined : 'Search posts and publications'}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
        }}
      />
    </>
  )
}
