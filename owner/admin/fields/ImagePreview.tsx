import { Button } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { offlineQueries } from '../../data/offline/queries.ts'
import { isPendingImage, pendingImageFileId } from '../../offline/queue/pendingImages.ts'
import { usePlatform } from '../../ui/PlatformContext.ts'

/** The address to show an image at: itself, or for one kept on this computer, its file. */
function useImageAddress(src: string): string | undefined {
  const platform = usePlatform()
  const fileId = isPendingImage(src) ? pendingImageFileId(src) : null
  const file = useQuery({
    ...offlineQueries.file(platform.drafts, fileId ?? ''),
    enabled: fileId !== null,
  })
  const objectUrl = useMemo(
    () => (file.data ? URL.createObjectURL(file.data) : undefined),
    [file.data],
  )
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    },
    [objectUrl],
  )
  return fileId ? objectUrl : src
}

/** The chosen image of an image field, with the button that takes it away. */
export function ImagePreview({ src, onRemove }: { src: string; onRemove: () => void }) {
  const address = useImageAddress(src)
  return (
    <div className="admin-image-preview">
      {address && <img src={address} alt="Preview" />}
      <Button icon="cross" variant="minimal" text="Remove image" onClick={onRemove} />
    </div>
  )
}
