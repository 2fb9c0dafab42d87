import { Button } from '@blueprintjs/core'

/** The chosen image of an image field, with the button that takes it away. */
export function ImagePreview({ src, onRemove }: { src: string; onRemove: () => void }) {
  return (
    <div className="admin-image-preview">
      <img src={src} alt="Preview" />
      <Button icon="cross" variant="minimal" text="Remove image" onClick={onRemove} />
    </div>
  )
}
