import { escapeXml } from './feeds.ts'

export interface PageParts {
  /** Tags for the head: title, description, canonical, sharing, structured data. */
  head: string
  /** The page's markup inside `#root` (empty for the app shell). */
  body: string
  /** Scripts after `#root` (the page's query data). */
  data: string
}

const ROOT = '<div id="root"></div>'

/** A built page: the template (index.html from the client build) with the page's parts. */
export function pageDocument(template: string, parts: PageParts): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) {
    throw new Error('The page template has no </head> or no empty #root')
  }
  return template
    .replace('</head>', `${parts.head}</head>`)
    .replace(ROOT, `<div id="root">${parts.body}</div>${parts.data}`)
}

/**
 * A prerendered page shows its content without JavaScript, so the scripts that hydrate it load
 * at low priority: the stylesheet, fonts and images it paints with come first.
 */
export function withLowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  )
}

/**
 * Structured data in a non-executable script element; `<` is escaped so no value can close
 * the element.
 */
export function jsonLd(data: object): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}

/** The feed link browsers and readers discover on every page. */
export function feedLink(title: string): string {
  return `<link rel="alternate" type="application/rss+xml" title="${escapeXml(title)}" href="/rss.xml" />`
}
