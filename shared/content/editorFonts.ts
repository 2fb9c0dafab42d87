/**
 * The editor's ten font families. The editor marks text with `ql-font-<value>`; the same
 * classes are styled on the public post page (site/styles/post-fonts.css), so a post looks the
 * same in both places.
 */
export const EDITOR_FONTS = [
  { value: 'sans-serif', label: 'Sans Serif' },
  { value: 'serif', label: 'Serif' },
  { value: 'monospace', label: 'Monospace' },
  { value: 'arial', label: 'Arial' },
  { value: 'georgia', label: 'Georgia' },
  { value: 'helvetica', label: 'Helvetica' },
  { value: 'times-new-roman', label: 'Times New Roman' },
  { value: 'verdana', label: 'Verdana' },
  { value: 'trebuchet-ms', label: 'Trebuchet MS' },
  { value: 'courier-new', label: 'Courier New' },
] as const

/** Sizes Small, Normal, Large and Extra Large; Normal is no mark at all. */
export const EDITOR_SIZES = [
  { value: 'small', label: 'Small' },
  { value: '', label: 'Normal' },
  { value: 'large', label: 'Large' },
  { value: 'huge', label: 'Extra Large' },
] as const
