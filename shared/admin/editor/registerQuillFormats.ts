import { Quill } from 'react-quill-new'
import { EDITOR_FONTS, EDITOR_SIZES } from '../../content/editorFonts.ts'

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
