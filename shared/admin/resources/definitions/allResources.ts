import type { EditableTable } from '../../../backend/contentTables.ts'
import { contactFaqsResource } from './contactFaqs.tsx'
import { earlierExperiencesResource } from './earlierExperiences.tsx'
import { experiencesResource } from './experiences.tsx'
import { publicationsResource } from './publications.tsx'
import { servicesResource } from './services.tsx'
import { startupLogosResource } from './startupLogos.tsx'
import { testimonialsResource } from './testimonials.tsx'

/** What the drafts and conflict screens need to know of any editable table. */
export interface TableOutline {
  /** What one item is called: 'Blog post', 'Service'. */
  item: string
  /** The list's address; an item is edited at `{path}/edit/{id}`. */
  path: string
  /** The form's fields, each with the columns it writes, in form order. */
  fields: { label: string; columns: string[] }[]
}

const resources = [
  publicationsResource,
  experiencesResource,
  earlierExperiencesResource,
  startupLogosResource,
  servicesResource,
  testimonialsResource,
  contactFaqsResource,
]

/** Blog posts have their own editor; these are its fields as the owner thinks of them. */
const POSTS: TableOutline = {
  item: 'Blog post',
  path: '/blog-admin',
  fields: [
    { label: 'Title', columns: ['title'] },
    { label: 'Slug', columns: ['slug'] },
    { label: 'Excerpt', columns: ['excerpt'] },
    { label: 'Tags', columns: ['tags'] },
    { label: 'Featured', columns: ['featured'] },
    { label: 'Published', columns: ['published', 'publish_date'] },
    { label: 'Content', columns: ['content', 'read_time'] },
    { label: 'Banner image', columns: ['featured_image_url'] },
    { label: 'Author', columns: ['author'] },
  ],
}

export function outlineOf(table: EditableTable): TableOutline {
  if (table === 'blog_posts') return POSTS
  const resource = resources.find((candidate) => candidate.table === table)
  if (!resource) throw new Error(`No admin screens for ${table}`)
  return {
    item: resource.texts.item,
    path: resource.path,
    fields: resource.fields.map((field) => ({ label: field.label, columns: [field.name] })),
  }
}
