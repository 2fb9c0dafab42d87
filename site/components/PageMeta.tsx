import { useSite } from '../SiteContext.tsx'
import { SHARE_IMAGE } from './shareImage.ts'

interface PageMetaProps {
  /** The page's own title; the business name is added. */
  title: string
  description: string
  /** The page's path, for the canonical address. */
  path: string
  type?: 'website' | 'article'
  /** An absolute image address; the site's default sharing image otherwise. */
  image?: string | null
}

/**
 * Document title and sharing metadata. React places these in the document head, in the browser
 * and when pages are rendered ahead of time.
 */
export function PageMeta({ title, description, path, type = 'website', image }: PageMetaProps) {
  const { site } = useSite()
  const fullTitle = `${title} | ${site.businessName}`
  const url = `${site.siteUrl}${path}`
  const imageUrl = image ?? `${site.siteUrl}${SHARE_IMAGE.path}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.businessName} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  )
}
