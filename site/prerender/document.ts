import { APP_ENTRY_ID } from '../islands/markup.ts'
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

/** A page template whose hydration scripts start from an inline loader. */
export interface DeferredScripts {
  /** The template without its module script and preload tags. */
  template: string
  /** The loader's source, for the page and for the CSP hash that allows it. */
  loader: string
  /** The app's entry module, as the page addresses it. */
  entry: string
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * A prerendered page shows its content without JavaScript, so the scripts that hydrate it start
 * after its first paint: the browser spends the time before it on the markup, the stylesheet
 * and the fonts the page paints with. The loader preloads the entry's imports alongside it.
 */
export function scriptsAfterFirstPaint(template: string): DeferredScripts {
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1])
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  const [entry] = entries
  if (entries.length !== 1 || entry === undefined) {
    throw new Error('The page template has no single module script')
  }
  const loader = afterFirstPaint([
    `${JSON.stringify(preloads)}.forEach(function (href) {`,
    "  var link = document.createElement('link')",
    "  link.rel = 'modulepreload'",
    '  link.href = href',
    '  document.head.appendChild(link)',
    '})',
    `import(${JSON.stringify(entry)})`,
  ])
  return {
    template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    loader,
    entry,
  }
}

/**
 * The loader of a page built as islands, the same on every page (so one CSP hash allows it),
 * after the markup it wakes. It too starts after the first paint: a page painted after its
 * islands' requests began has them, and the content stamp's, in its paint's critical path.
 */
export function islandsLoader(islandsEntry: string): string {
  return afterFirstPaint([`import(${JSON.stringify(islandsEntry)})`])
}

/**
 * Script lines run once the page's first full frame is on screen: a frame's callback runs before
 * its paint, the next frame's once it has been shown, and a timer set there after that frame.
 * (A timer set in the first frame's callback could run before its paint reached the screen, so
 * the scripts' requests and work raced the content's paint.)
 */
function afterFirstPaint(lines: string[]): string {
  return [
    'requestAnimationFrame(function () {',
    '  requestAnimationFrame(function () {',
    '    setTimeout(function () {',
    ...lines.map((line) => `      ${line}`),
    '    })',
    '  })',
    '})',
  ].join('\n')
}

/** Where the whole app is, as inert data, should the page's data have changed since the build. */
export function appEntryData(appEntry: string): string {
  return `<script type="application/json" id="${APP_ENTRY_ID}">${JSON.stringify(appEntry)}</script>`
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
