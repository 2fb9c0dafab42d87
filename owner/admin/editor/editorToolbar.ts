import { CODE_LANGUAGES } from '../../../shared/content/codeLanguages.ts'
import { EDITOR_FONTS, EDITOR_SIZES } from '../../../shared/content/editorFonts.ts'

/** A picker's value as Quill takes it: false is the picker's default (no mark at all). */
type PickerValue = string | false

/** The default font carries no mark, so the editor's default font is the one chosen. */
const DEFAULT_FONT = 'sans-serif'
const HEADINGS = [1, 2, 3, 4, 5, 6].map((level) => ({
  value: String(level),
  label: `Heading ${level}`,
}))

const PICKERS: Record<string, { name: string; options: { value: string; label: string }[] }> = {
  header: { name: 'Heading', options: [...HEADINGS, { value: '', label: 'Normal' }] },
  size: { name: 'Text size', options: [...EDITOR_SIZES] },
  font: { name: 'Font', options: [...EDITOR_FONTS] },
  'code-block': {
    name: 'Code block',
    options: [{ value: '', label: 'Not code' }, ...CODE_LANGUAGES],
  },
}

const pickerValues = (format: string): PickerValue[] =>
  (PICKERS[format]?.options ?? []).map(({ value }) =>
    value === '' || (format === 'font' && value === DEFAULT_FONT) ? false : value,
  )

/**
 * The toolbar of spec section 2, as Quill builds it: Quill creates the toolbar's elements with
 * each editor and removes them with it, so an editor mounted twice (React's StrictMode) never
 * leaves a second, dead set of controls wired to the first.
 */
export const EDITOR_TOOLBAR = [
  ['bold', 'italic', 'underline', 'link', 'image', 'alt-text'],
  [{ list: 'bullet' }, { list: 'ordered' }],
  [
    { header: pickerValues('header') },
    { size: pickerValues('size') },
    { font: pickerValues('font') },
  ],
  ['blockquote', 'cite', { 'code-block': pickerValues('code-block') }, 'divider'],
  ['table-insert', 'row-add', 'column-add', 'row-delete', 'column-delete'],
  ['clean'],
  ['undo', 'redo'],
  ['writing-mode', 'full-window'],
]

const BUTTON_NAMES: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  link: 'Link',
  image: 'Insert image',
  'alt-text': 'Image alt text',
  'list:bullet': 'Bulleted list',
  'list:ordered': 'Numbered list',
  blockquote: 'Quote',
  cite: 'Quote citation',
  divider: 'Divider',
  'table-insert': 'Insert table',
  'row-add': 'Add table row',
  'column-add': 'Add table column',
  'row-delete': 'Delete table row',
  'column-delete': 'Delete table column',
  clean: 'Clear formatting',
  undo: 'Undo',
  redo: 'Redo',
  'writing-mode': 'Writing mode',
  'full-window': 'Full window',
}

/**
 * Names every control of a toolbar Quill built: buttons by what they do, and each picker's
 * button and items by the spec's words (Quill labels them with format names, or not at all).
 */
export function labelToolbar(toolbar: HTMLElement): void {
  toolbar.setAttribute('aria-label', 'Formatting')
  for (const button of toolbar.querySelectorAll('button')) {
    const format = formatOf(button)
    const name = BUTTON_NAMES[button.value ? `${format}:${button.value}` : format]
    if (name) button.setAttribute('aria-label', name)
  }
  for (const [format, picker] of Object.entries(PICKERS)) {
    const element = toolbar.querySelector(`.ql-picker.ql-${format}`)
    if (!element) continue
    const items = [...element.querySelectorAll('.ql-picker-item')]
    items.forEach((item, index) => {
      const label = picker.options[index]?.label
      if (label) item.setAttribute('data-label', label)
    })
    const button = element.querySelector('.ql-picker-label')
    button?.setAttribute('aria-label', picker.name)
    const selected = element.querySelector('.ql-picker-item.ql-selected')
    button?.setAttribute('data-label', selected?.getAttribute('data-label') ?? '')
  }
}

/** Undo and Redo are available only when the editor's own history has a step to take. */
export function showHistorySteps(toolbar: HTMLElement, canUndo: boolean, canRedo: boolean) {
  const undo = toolbar.querySelector<HTMLButtonElement>('button.ql-undo')
  const redo = toolbar.querySelector<HTMLButtonElement>('button.ql-redo')
  if (undo) undo.disabled = !canUndo
  if (redo) redo.disabled = !canRedo
}

function formatOf(element: Element): string {
  const name = [...element.classList].find((className) => className.startsWith('ql-')) ?? ''
  return name.slice('ql-'.length)
}
