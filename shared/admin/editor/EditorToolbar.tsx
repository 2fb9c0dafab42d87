import { EDITOR_FONTS, EDITOR_SIZES } from '../../content/editorFonts.ts'

interface EditorToolbarProps {
  id: string
  canUndo: boolean
  canRedo: boolean
}

/**
 * The editor's toolbar, in Quill's markup: Quill wires every `ql-*` control to its format;
 * link, undo and redo go to the editor's own handlers.
 */
export function EditorToolbar({ id, canUndo, canRedo }: EditorToolbarProps) {
  return (
    <div id={id} className="rich-text-toolbar">
      <span className="ql-formats">
        <button type="button" className="ql-bold" aria-label="Bold" />
        <button type="button" className="ql-italic" aria-label="Italic" />
        <button type="button" className="ql-underline" aria-label="Underline" />
        <button type="button" className="ql-link" aria-label="Link" />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-list" value="bullet" aria-label="Bulleted list" />
        <button type="button" className="ql-list" value="ordered" aria-label="Numbered list" />
      </span>
      <span className="ql-formats">
        <select className="ql-header" defaultValue="" aria-label="Heading">
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <option key={level} value={level}>
              Heading {level}
            </option>
          ))}
          <option value="">Normal</option>
        </select>
        <select className="ql-size" defaultValue="" aria-label="Text size">
          {EDITOR_SIZES.map((size) => (
            <option key={size.label} value={size.value}>
              {size.label}
            </option>
          ))}
        </select>
        <select className="ql-font" defaultValue="sans-serif" aria-label="Font">
          {EDITOR_FONTS.map((font) => (
            <option key={font.value} value={font.value}>
              {font.label}
            </option>
          ))}
        </select>
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-clean" aria-label="Clear formatting" />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-undo" aria-label="Undo" disabled={!canUndo}>
          <svg viewBox="0 0 18 18" aria-hidden="true">
            <path className="ql-stroke" d="M5 7h7a3 3 0 0 1 0 6H8M5 7l3-3M5 7l3 3" fill="none" />
          </svg>
        </button>
        <button type="button" className="ql-redo" aria-label="Redo" disabled={!canRedo}>
          <svg viewBox="0 0 18 18" aria-hidden="true">
            <path className="ql-stroke" d="M13 7H6a3 3 0 0 0 0 6h4m3-6-3-3m3 3-3 3" fill="none" />
          </svg>
        </button>
      </span>
    </div>
  )
}
