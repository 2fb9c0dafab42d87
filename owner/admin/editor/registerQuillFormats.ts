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
 * Quill draws the toolbar's buttons from its icon set; Undo, Redo and Alt text are the editor's
 * own. (The image formats are in bodyImageBlots.ts.)
 */
const icons = Quill.import('ui/icons') as Record<string, unknown>
icons.undo =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M5 7h7a3 3 0 0 1 0 6H8M5 7l3-3M5 7l3 3" fill="none"/></svg>'
icons.redo =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M13 7H6a3 3 0 0 0 0 6h4m3-6-3-3m3 3-3 3" fill="none"/></svg>'
icons['alt-text'] =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><rect class="ql-stroke" x="2" y="4" width="14" height="10" rx="1" fill="none"/><text x="9" y="12" text-anchor="middle" font-size="6" font-family="sans-serif" class="ql-fill">ALT</text></svg>'
