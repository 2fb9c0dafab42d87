import { useMemo } from 'react'
import { useSite } from '../SiteContext.tsx'

/** The post's HTML, sanitised before it reaches the page. */
export function PostBody({ html }: { html: string }) {
  const { sanitizePost } = useSite()
  const clean = useMemo(() => sanitizePost(html), [sanitizePost, html])
  // The HTML was sanitised just above: no scripts, handlers or unsafe links remain.
  return <div className="post-body" dangerouslySetInnerHTML={{ __html: clean }} />
}
