import type { EditableTable } from '../../../../shared/backend/contentTables.ts'
import { variantsColumn } from '../../../../shared/domain/imageVariants.ts'
import { POST_FIELDS } from '../../posts/postFields.ts'
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

/** Blog posts have their own editor, with its own fields. */
const POSTS: TableOutline = {
  item: 'Blog post',
  path: '/blog-admin',
  fields: Object.values(POST_FIELDS).map(({ label, columns }) => ({
    label,
    columns: [...columns],
  })),
}

export function outlineOf(table: EditableTable): TableOutline {
  if (table === 'blog_posts') return POSTS
  const resource = resources.find((candidate) => candidate.table === table)
  if (!resource) throw new Error(`No admin screens for ${table}`)
  return {
    item: resource.texts.item,
    path: resource.path,
    fields: resource.fields.map((field) => ({
      label: field.label,
      // An image writes what was made of it beside its address.
      columns: field.kind === 'image' ? [field.name, variantsColumn(field.name)] : [field.name],
    })),
  }
}
