import { useEffect } from 'react'

interface PostBodyViewProps {
  /** The body's HTML, already cleaned by the post sanitiser; undefined while it is being cleaned. */
  html: string | undefined
  failed: boolean
}

/** A post's body as its page shows it. */
export function PostBodyView({ html, failed }: PostBodyViewProps) {
  // A video embed plays on a press (a prerendered page loads this in site/islands/client.ts).
  const hasVideo = html?.includes('embed-video') === true
  useEffect(() => {
    if (hasVideo)
      void import('./embedFacade.ts').then((facade) => {
        facade.watchEmbeds()
      })
  }, [hasVideo])
  if (failed) {
    return (
      <p className="status-text">There was an error loading this post. Please try again later.</p>
    )
  }
  return (
    <div
      className="post-body"
      aria-busy={html === undefined}
      // Cleaned by the post sanitiser before it gets here: no scripts, handlers or unsafe links.
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  )
}
