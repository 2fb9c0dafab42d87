import { bodyImage } from '../../../shared/domain/bodyImages.ts'
import { decodeAttribute, encodeAttribute } from './htmlAttributes.ts'
import { importedEmbeds } from './importedEmbeds.ts'
import { type StoredImage, storeImportedImages } from './importedImages.ts'
import { type ImportRun, subjectOf } from './importRun.ts'
import { relinkOldSite } from './oldSiteLinks.ts'
import type { ImportSettings, SourcePost } from './sourcePost.ts'

/** Stands in for Storage while the HTML is sanitised (the sanitiser keeps only web addresses). */
const STAND_IN = 'https://archive.invalid/'
const IMG_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(["'])(.*?)\2/gi
const IMG_TAG = /<img\b[^>]*>/gi
const attributesNamed = (names: readonly string[]) =>
  new RegExp(`\\s(?:${names.join('|')})\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'>]+)`, 'gi')

const isRemote = (reference: string) => /^https?:\/\//i.test(reference)

/** The image references of a post's body, as written. */
const bodyImages = (html: string) =>
  [...html.matchAll(IMG_SRC)].map((match) => decodeAttribute(match[3] ?? ''))

/** Stores every image of the posts that was given with the import, before any post is read. */
export function storePostImages(posts: readonly SourcePost[], settings: ImportSettings) {
  const requests = posts.flatMap((post) =>
    [
      ...bodyImages(post.html).map((reference) => ({ reference, share: false })),
      ...(post.banner ? [{ reference: post.banner, share: true }] : []),
    ].flatMap(({ reference, share }) => {
      const file = settings.findImage(reference, post)
      return file === null ? [] : [{ file, share, subject: subjectOf(post) }]
    }),
  )
  return storeImportedImages(requests, {
    folder: settings.source,
    files: settings.files,
    prepare: settings.options.prepareImage ?? null,
    onProgress: settings.options.onProgress,
  })
}

/** The address a post keeps for an image: its stored copy, else its web address, else none. */
export function imageLink(
  run: ImportRun,
  reference: string,
  post: SourcePost,
): StoredImage | { remote?: string } {
  const subject = subjectOf(post)
  const file = run.settings.findImage(reference, post)
  const image = file === null ? undefined : run.stored.byFile.get(file)
  if (image) return image
  if (isRemote(reference)) {
    run.note('remote-image', subject, `${reference} is only on the web; it is linked, not copied.`)
    return { remote: reference }
  }
  if (file === null) {
    run.note(
      'missing-image',
      subject,
      `${reference} was not among the files given; it is left out.`,
    )
  }
  return {}
}

/**
 * An image's tag pointing at its stored copy, with its sizes (`srcset`, `sizes`, `width`,
 * `height`) as the editor writes them, or at its web address; either way it loads lazily. Its
 * other attributes (the alt text) are kept.
 */
function importedImageTag(tag: string, link: StoredImage | { remote?: string }): string {
  const stored = 'link' in link
  const src = stored ? STAND_IN + link.link : (link.remote ?? '')
  const sizes = stored ? bodyImage({ url: src, variants: link.variants }) : null
  const attributes: [string, string][] = [
    ['src', src],
    ['srcset', sizes?.srcset ?? ''],
    ['sizes', sizes?.sizes ?? ''],
    ['width', sizes?.width ?? ''],
    ['height', sizes?.height ?? ''],
    ['loading', 'lazy'],
    ['decoding', 'async'],
  ]
  const given = attributes.filter(([, value]) => value !== '')
  // A stored copy never keeps the old site's sizes, which would be fetched from there.
  const replaced = [...given.map(([name]) => name), ...(stored ? ['srcset', 'sizes'] : [])]
  const kept = tag
    .replace(/^<img\b/i, '')
    .replace(/\/?>$/, '')
    .replace(attributesNamed(replaced), '')
  const written = given.map(([name, value]) => ` ${name}="${encodeAttribute(value)}"`).join('')
  return `<img${written}${kept}>`
}

/**
 * The post's body with its images pointing at their stored copies and its links from the old
 * site's root where they lead (oldSiteLinks.ts), its videos as embeds (importedEmbeds.ts),
 * sanitised.
 */
export function importedContent(run: ImportRun, post: SourcePost): string {
  const html = importedEmbeds(post.html).replace(IMG_TAG, (tag) => {
    const raw = /\ssrc\s*=\s*(["'])(.*?)\1/i.exec(tag)?.[2]
    return raw === undefined
      ? tag
      : importedImageTag(tag, imageLink(run, decodeAttribute(raw), post))
  })
  const relinked = relinkOldSite(html, run.site)
  for (const message of relinked.notes) run.note('links', subjectOf(post), message)
  return run.settings.options
    .sanitize(relinked.html)
    .replaceAll(`${STAND_IN}storage/`, 'storage/')
    .trim()
}
