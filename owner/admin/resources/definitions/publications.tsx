import { formatLongDate } from '../../../../shared/domain/dates.ts'
import { optionalText } from '../../../../shared/domain/formFields.ts'
import {
  type ImageChoice,
  imageColumns,
  rowImage,
} from '../../../../shared/domain/imageVariants.ts'
import { webAddress } from '../../../../shared/domain/links.ts'
import type { ResourceDefinition } from '../resourceDefinition.ts'
import { itemMessages, resourceTexts } from '../resourceTexts.ts'

// A type, not an interface: form values must be indexable by field name.
type PublicationValues = {
  title: string
  publication_name: string
  publication_url: string
  published_date: string
  excerpt: string
  tags: string[]
  image_url: ImageChoice | null
}

export const publicationsResource: ResourceDefinition<'publications', PublicationValues> = {
  table: 'publications',
  path: '/publications-admin',
  texts: resourceTexts({
    one: 'Publication',
    many: 'Publications',
    back: { to: '/publications', label: 'Back to Publications' },
    subtitle: 'Articles published elsewhere, listed on the Publications page and the blog',
  }),
  messages: itemMessages({
    created: 'Publication created successfully',
    updated: 'Publication updated successfully',
    deleted: 'Publication deleted successfully',
    createFailed: 'Failed to create publication',
    updateFailed: 'Failed to update publication',
    deleteFailed: 'Failed to delete publication',
  }),
  columns: [
    { header: 'Title', cell: (row) => <strong>{row.title}</strong>, truncate: (row) => row.title },
    {
      header: 'Publication',
      cell: (row) => row.publication_name,
      truncate: (row) => row.publication_name,
    },
    { header: 'Published', cell: (row) => formatLongDate(row.published_date) },
    {
      header: 'Tags',
      cell: (row) => (row.tags ?? []).join(', '),
      truncate: (row) => (row.tags ?? []).join(', '),
    },
  ],
  rowLink: (row) => ({ label: 'View', href: row.publication_url }),
  rowName: (row) => row.title,
  searchText: (row) =>
    [row.title, row.publication_name, row.excerpt ?? '', ...(row.tags ?? [])].join(' '),
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'text', name: 'publication_name', label: 'Publication', required: true },
    {
      kind: 'text',
      name: 'publication_url',
      label: 'Article address',
      inputType: 'url',
      required: true,
      placeholder: 'example.com/article',
    },
    {
      kind: 'text',
      name: 'published_date',
      label: 'Published on',
      inputType: 'date',
      required: true,
    },
    { kind: 'textarea', name: 'excerpt', label: 'Excerpt', rows: 3 },
    { kind: 'tags', name: 'tags', label: 'Tags' },
    {
      kind: 'image',
      name: 'image_url',
      label: 'Image',
      bucket: 'blog-images',
      folder: 'publications',
      nameFrom: 'title',
      pasting: true,
    },
  ],
  toValues: (row) => ({
    title: row?.title ?? '',
    publication_name: row?.publication_name ?? '',
    publication_url: row?.publication_url ?? '',
    published_date: row?.published_date ?? '',
    excerpt: row?.excerpt ?? '',
    tags: row?.tags ?? [],
    image_url: rowImage(row?.image_url ?? null, row?.image_variants),
  }),
  toInput: (values) => {
    const image = imageColumns(values.image_url)
    return {
      title: values.title.trim(),
      publication_name: values.publication_name.trim(),
      publication_url: webAddress(values.publication_url),
      published_date: values.published_date,
      excerpt: optionalText(values.excerpt),
      // No tags are stored as null (spec section 3).
      tags: values.tags.length > 0 ? values.tags : null,
      image_url: image.url,
      image_variants: image.variants,
    }
  },
}
