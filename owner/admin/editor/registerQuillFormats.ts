import { Quill } from 'react-quill-new'
import { EDITOR_FONTS, EDITOR_SIZES } from '../../../shared/content/editorFonts.ts'

interface ClassAttributor {
  whitelist: string[]
}

/** Lets Quill keep exactly the editor's fonts and sizes, as `ql-font-*` and `ql-size-*` classes. */
function register(name: 'font' | 'size', values: string[]): void {
  const attributor = Quill.import(`formats/${name}`) as ClassAttributor
  attributor.whitelist = values
  Quill.register(attributor as never, true)
}

register(
  'font',
  EDITOR_FONTS.map((font) => font.value),
)
register(
  'size',
  EDITOR_SIZES.map((size) => size.value).filter((value) => value !== ''),
)

/**
 * Quill draws the toolbar's buttons from its icon set; Undo, Redo, Alt text, the citation, the
 * divider and the table's buttons are the editor's own. (The image formats are in bodyImageBlots.ts.)
 */
const icons = Quill.import('ui/icons') as Record<string, unknown>
icons.undo =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M5 7h7a3 3 0 0 1 0 6H8M5 7l3-3M5 7l3 3" fill="none"/></svg>'
icons.redo =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M13 7H6a3 3 0 0 0 0 6h4m3-6-3-3m3 3-3 3" fill="none"/></svg>'
icons['alt-text'] =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><rect class="ql-stroke" x="2" y="4" width="14" height="10" rx="1" fill="none"/><text x="9" y="12" text-anchor="middle" font-size="6" font-family="sans-serif" class="ql-fill">ALT</text></svg>'
const stroke = (d: string) =>
  `<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="${d}" fill="none"/></svg>`
const GRID = 'M3 3h12v12H3zM3 7h12M9 3v12'
icons.cite = stroke('M4 9h2M8 6h6M8 9h6M8 12h4')
icons.divider = stroke('M2 9h14M5 5h8M5 13h8')
icons['table-insert'] = stroke(GRID)
icons['row-add'] = stroke(`${GRID}M3 11h12M14 13v4M12 15h4`)
icons['column-add'] = stroke(`${GRID}M12 3v12M15 12h3M16.5 10.5v3`)
icons['row-delete'] = stroke(`${GRID}M3 11h12M12 15l4 2M16 15l-4 2`)
icons['column-delete'] = stroke(`${GRID}M12 3v12M14 14l3 3M17 14l-3 3`)
icons['writing-mode'] = stroke('M4 2v14M14 2v14M9 5v8M7 7l2-2 2 2M7 11l2 2 2-2')
icons['full-window'] = stroke('M2 6V2h4M12 2h4v4M16 12v4h-4M6 16H2v-4')
