import { Button, Callout, ProgressBar } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { imageQueries } from '../../data/images/queries.ts'
import { useImageSizesMutation } from '../../data/images/useImageSizesMutation.ts'
import { useBackend } from '../../ui/BackendContext.ts'

const images = (count: number) => `${String(count)} ${count === 1 ? 'image' : 'images'}`

/**
 * Offers, while there are any, to make the sizes of images stored before sizes were made (and to
 * move publication images out of their rows into Storage): one action for the whole site, with
 * its progress.
 */
export function ImageSizesNotice() {
  const client = useBackend()
  const waiting = useQuery(imageQueries.withoutSizes(client))
  const making = useImageSizesMutation()
  const found = waiting.data ?? []
  if (found.length === 0 && !making.progress) return null
  const inline = found.filter((image) => image.url.startsWith('data:')).length

  return (
    <Callout
      className="admin-callout"
      intent="primary"
      icon="media"
      title="Images without web sizes"
    >
      <p>
        {images(found.length)} on the site {found.length === 1 ? 'was' : 'were'} stored before web
        sizes were made{inline > 0 && `, ${images(inline)} of them inside publication rows`}.
        Visitors download them at full size, with any location a photo carries. Making web sizes
        replaces each with an upright copy without metadata, in sizes for every screen.
      </p>
      {making.progress ? (
        <div role="status" aria-live="polite">
          <ProgressBar
            intent="primary"
            value={making.progress.total === 0 ? 1 : making.progress.done / making.progress.total}
            stripes
          />
          <p className="admin-hint">
            {`Made ${String(making.progress.done)} of ${images(making.progress.total)}...`}
          </p>
        </div>
      ) : (
        <Button
          intent="primary"
          text={`Make web sizes for ${images(found.length)}`}
          onClick={() => {
            making.mutate(found)
          }}
        />
      )}
    </Callout>
  )
}
