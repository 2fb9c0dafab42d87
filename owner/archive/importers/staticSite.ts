import { parse as parseToml } from 'smol-toml'
import { parse as parseYaml } from 'yaml'
import { isRecord } from '../rows.ts'
import type { FileTree } from './fileTree.ts'
import { type HugoConfig, hugoAddress, hugoOlderAddresses } from './hugoAddress.ts'
import { type JekyllConfig, jekyllAddress, jekyllOlderAddresses } from './jekyllAddress.ts'
import { siteAddress } from './sourceSite.ts'

/** The site generator a folder of Markdown files was the source of. */
export type Generator = 'Jekyll' | 'Hugo'

/** A post's old addresses, or the placeholders of its address that could not be filled. */
export interface OldAddresses {
  paths: string[]
  unknown: string[]
}

/**
 * What a file was on its site: a post; a page or a draft, imported as a draft as pages from
 * elsewhere are; or no content of the site (a theme's or a template's), left out.
 */
export type FileRole =
  { role: 'post' } | { role: 'draft'; why: string } | { role: 'left-out'; why: string }

/** What a folder of Markdown files says of the site it made. */
export interface StaticSite {
  generator: Generator | null
  roleOf(path: string): FileRole
  /** The site's address, from its configuration ('' when it does not say). */
  address: string
  /** Why the address is not known, for the notes. */
  unknownBecause: string
  /** A post's addresses on the old site: its own, and those its site redirected already. */
  oldAddresses(post: { path: string; title: string; fields: Record<string, unknown> }): OldAddresses
}

const JEKYLL_CONFIGS = ['_config.yml', '_config.yaml', '_config.toml']
const HUGO_CONFIGS = [
  'hugo.toml',
  'hugo.yaml',
  'hugo.yml',
  'hugo.json',
  'config.toml',
  'config.yaml',
  'config.yml',
  'config.json',
  'config/_default/hugo.toml',
  'config/_default/config.toml',
]

/** A configuration file's settings; none when it cannot be read (the posts still import). */
async function settingsOf(files: FileTree, path: string | undefined) {
  if (path === undefined) return {}
  const text = new TextDecoder().decode(await files.read(path))
  try {
    const parsed: unknown = path.endsWith('.toml')
      ? parseToml(text)
      : path.endsWith('.json')
        ? JSON.parse(text)
        : parseYaml(text, { schema: 'core', maxAliasCount: 100 })
    return isRecord(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const withoutEndSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '')

const unknownAddress = (generator: Generator | null) =>
  generator === 'Jekyll'
    ? 'the files given do not say its address (url in _config.yml)'
    : generator === 'Hugo'
      ? 'the files given do not say its address (baseURL in hugo.toml or config.toml)'
      : 'the files given do not say its address (a Jekyll _config.yml or a Hugo configuration with it)'

function jekyllRole(path: string): FileRole {
  if (/(^|\/)_posts\//.test(path)) return { role: 'post' }
  if (/(^|\/)_drafts\//.test(path)) {
    return { role: 'draft', why: 'It was in Jekyll’s _drafts folder; it stays a draft.' }
  }
  return {
    role: 'draft',
    why: 'It was a page of the Jekyll site, not a post; it is imported as a draft post.',
  }
}

function hugoRole(path: string): FileRole {
  const inContent = /^content\/(.+)$/.exec(path)?.[1]
  if (inContent === undefined) {
    return {
      role: 'left-out',
      why: 'It is not under content/, where Hugo keeps a site’s pages; it is not imported.',
    }
  }
  const parts = inContent.split('/')
  if (parts.length > 1 && !/^_index\.[^.]+$/.test(parts.at(-1) ?? '')) return { role: 'post' }
  return {
    role: 'draft',
    why: 'It was a page of the Hugo site, not a post of a section; it is imported as a draft post.',
  }
}

function collect(
  found: { path: string } | { unknown: string[] } | null,
  older: string[],
): OldAddresses {
  if (found === null) return { paths: older, unknown: [] }
  return 'path' in found
    ? { paths: [found.path, ...older], unknown: [] }
    : { paths: older, unknown: found.unknown }
}

/**
 * Reads which generator made a folder of Markdown files (Jekyll: a `_config.yml` or a `_posts`
 * folder; Hugo: its configuration or a `content` folder), the site's address, and how it
 * made its posts' addresses. A folder of neither kind has no old addresses.
 */
export async function readStaticSite(files: FileTree): Promise<StaticSite> {
  const has = (path: string) => files.paths.includes(path)
  const jekyllConfig = JEKYLL_CONFIGS.find(has)
  const hugoConfig = HUGO_CONFIGS.find(has)
  if (jekyllConfig !== undefined || files.paths.some((path) => /(^|\/)_posts\//.test(path))) {
    const settings = await settingsOf(files, jekyllConfig)
    const baseUrl = withoutEndSlashes(text(settings.baseurl))
    const config: JekyllConfig = {
      permalink: text(settings.permalink) || 'date',
      baseUrl: baseUrl === '' ? '' : `/${baseUrl}`,
    }
    const url = text(settings.url)
    const address = siteAddress(url === '' ? '' : `${url.replace(/\/+$/, '')}${config.baseUrl}/`)
    return {
      generator: 'Jekyll',
      roleOf: jekyllRole,
      address,
      unknownBecause: unknownAddress('Jekyll'),
      oldAddresses: (post) =>
        collect(jekyllAddress(post, config), jekyllOlderAddresses(post.fields, config.baseUrl)),
    }
  }
  if (hugoConfig !== undefined || files.paths.some((path) => path.startsWith('content/'))) {
    const settings = await settingsOf(files, hugoConfig)
    const address = siteAddress(text(settings.baseURL) || text(settings.baseurl))
    const permalinks = isRecord(settings.permalinks) ? settings.permalinks : {}
    // Hugo 0.120 and later may nest them under `page`.
    const byKind = isRecord(permalinks.page) ? permalinks.page : permalinks
    const config: HugoConfig = {
      permalinks: Object.fromEntries(
        Object.entries(byKind).flatMap(([section, template]) =>
          typeof template === 'string' ? [[section, template]] : [],
        ),
      ),
      basePath: address === '' ? '' : withoutEndSlashes(new URL(address).pathname),
    }
    return {
      generator: 'Hugo',
      roleOf: hugoRole,
      address,
      unknownBecause: unknownAddress('Hugo'),
      oldAddresses: (post) =>
        collect(hugoAddress(post, config), hugoOlderAddresses(post.fields, config.basePath)),
    }
  }
  return {
    generator: null,
    roleOf: () => ({ role: 'post' }),
    address: '',
    unknownBecause: unknownAddress(null),
    oldAddresses: () => ({ paths: [], unknown: [] }),
  }
}
