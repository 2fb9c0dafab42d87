import { type PageSharingInput, SHARE_IMAGE, pageSharing } from '../../shared/domain/sharing.ts'
import { useSite } from '../SiteContext.tsx'

/**
 * Document title and sharing metadata. React places these in the document head, in the browser
 * and when pages are rendered ahead of time.
 */
export function PageMeta(props: PageSharingInput) {
  const { site } = useSite()
  const head = pageSharing(site, props)
  return (
    <>
      <title>{head.title}</title>
      {/* A search result's excerpt, where the page is searched (site/prerender/searchIndex.ts). */}
      <meta name="description" content={head.description} data-pagefind-meta="excerpt[content]" />
      <link rel="canonical" href={head.url} />
      <meta property="og:type" content={head.type} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.url} />
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:image" content={head.imageUrl} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      {head.imageAlt && <meta property="og:image:alt" content={head.imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.imageUrl} />
      {head.imageAlt && <meta name="twitter:image:alt" content={head.imageAlt} />}
    </>
  )
}
