import { describe, expect, it } from 'vitest'
import {
  restoreDraft,
  restoreFormValues,
  restoreQueuedChange,
  restoreSyncedVersion,
} from '../../../owner/offline/store/restore.ts'

/* Records as an older version of the app wrote them: no format stamp, fields since renamed,
 * added or dropped. */

const olderDraft = {
  key: 'services:local-1',
  table: 'services',
  recordId: 'local-1',
  values: { title: 'Board Advisory', whats_included: ['Board pack review'], retired: 'x' },
  baseUpdatedAt: null,
  title: 'Board Advisory',
  savedAt: '2026-01-05T10:00:00.000Z',
  formerlyKept: { cursor: 12 },
}

const olderChange = {
  id: 'change-1',
  seq: 3,
  table: 'blog_posts',
  recordId: 'local-2',
  kind: 'create',
  input: { title: 'Pricing', tags: ['Strategy'], read_time: 2 },
  baseUpdatedAt: null,
  title: 'Pricing',
  queuedAt: '2026-01-05T10:00:00.000Z',
  state: 'pending',
  problem: null,
  serverRow: null,
}

describe('restoreDraft', () => {
  it('reads a draft of an older shape: known fields kept, unknown ones dropped', () => {
    const known = Object.entries(olderDraft).filter(([name]) => name !== 'formerlyKept')
    expect(restoreDraft(olderDraft)).toEqual(Object.fromEntries(known))
  })

  it('fills defaults for missing or mistyped fields, and drops values that are not JSON', () => {
    const restored = restoreDraft({
      key: 'services:3',
      table: 'services',
      recordId: '3',
      values: { title: 'A', broken: Number.NaN, when: new Date(0) },
      baseUpdatedAt: 7,
    })
    expect(restored).toEqual({
      key: 'services:3',
      table: 'services',
      recordId: '3',
      values: { title: 'A' },
      baseUpdatedAt: null,
      title: '',
      savedAt: '1970-01-01T00:00:00.000Z',
    })
  })

  it('is null for what is not a draft of an editable table', () => {
    for (const stored of [null, 'text', [], { ...olderDraft, table: 'users' }, { key: 1 }]) {
      expect(restoreDraft(stored)).toBeNull()
    }
  })
})

describe('restoreQueuedChange', () => {
  it('reads a change written before images, newsletters and autosaves were queued with it', () => {
    expect(restoreQueuedChange({ ...olderChange, retired: true })).toEqual({
      ...olderChange,
      pendingFiles: [],
      announce: false,
      autosave: false,
    })
  })

  it('keeps a deletion a deletion, and a bringing back a bringing back', () => {
    for (const kind of ['delete', 'bring-back'] as const) {
      expect(restoreQueuedChange({ ...olderChange, kind })).toMatchObject({ kind })
    }
  })

  it('keeps only the pending images it can upload, and unknown kinds retry as updates', () => {
    const restored = restoreQueuedChange({
      ...olderChange,
      kind: 'upsert',
      state: 'stuck',
      announce: 'yes',
      pendingFiles: [
        { column: 'featured_image_url', fileId: 'f1', bucket: 'blog-images', path: 'a.png' },
        { column: 'logo_url', fileId: 'f2', bucket: 'elsewhere', path: 'b.png' },
        'c.png',
        {
          column: 'image_url',
          fileId: 'f3',
          bucket: 'blog-images',
          path: 'c.jpg',
          siblings: ['480w.webp', 7],
        },
      ],
    })
    expect(restored).toMatchObject({
      kind: 'update',
      state: 'pending',
      announce: false,
      pendingFiles: [
        // Queued before image sizes: nothing beside it.
        {
          column: 'featured_image_url',
          inHtml: false,
          fileId: 'f1',
          bucket: 'blog-images',
          path: 'a.png',
          siblings: [],
        },
        {
          column: 'image_url',
          inHtml: false,
          fileId: 'f3',
          bucket: 'blog-images',
          path: 'c.jpg',
          siblings: ['480w.webp'],
        },
      ],
    })
  })

  it('is null without an id, an order, a table or a record id', () => {
    for (const missing of ['id', 'seq', 'table', 'recordId']) {
      expect(restoreQueuedChange({ ...olderChange, [missing]: undefined })).toBeNull()
    }
    expect(restoreQueuedChange({ ...olderChange, seq: 1.5 })).toBeNull()
  })
})

describe('restoreSyncedVersion', () => {
  it('reads an id and version, and nothing else', () => {
    expect(restoreSyncedVersion({ id: '9', updatedAt: 'x', extra: 1 })).toEqual({
      id: '9',
      updatedAt: 'x',
    })
    expect(restoreSyncedVersion({ id: '9' })).toBeUndefined()
  })
})

describe('restoreFormValues', () => {
  const start = {
    title: '',
    subtitle: 'From the server',
    whats_included: [''],
    featured: false,
    logo_url: null as string | null,
  }

  it('takes what the draft holds for each field the form has now', () => {
    expect(
      restoreFormValues(start, {
        title: 'Board Advisory',
        whats_included: ['Review', 'Coaching'],
        featured: true,
        logo_url: 'https://example.com/logo.png',
        retired: 'dropped',
      }),
    ).toEqual({
      title: 'Board Advisory',
      subtitle: 'From the server',
      whats_included: ['Review', 'Coaching'],
      featured: true,
      logo_url: 'https://example.com/logo.png',
    })
  })

  it('keeps the form’s own value where the draft has none, or one of another kind', () => {
    expect(
      restoreFormValues(start, {
        title: null,
        subtitle: 4,
        whats_included: 'Review',
        featured: 'yes',
        logo_url: ['a'],
      }),
    ).toEqual(start)
    expect(restoreFormValues(start, { whats_included: ['Review', 3] })).toEqual(start)
  })

  it('takes an image as an address (from before image sizes), with its sizes, or removed', () => {
    const image = {
      url: 'https://example.com/logo.png',
      variants: { width: 900, height: 300, widths: [480, 800], format: 'webp', share: false },
    }
    expect(restoreFormValues(start, { logo_url: image }).logo_url).toEqual(image)
    expect(restoreFormValues({ ...start, logo_url: image }, { logo_url: null }).logo_url).toBeNull()
    expect(
      restoreFormValues({ ...start, logo_url: image }, { logo_url: 'https://a.b/c.png' }),
    ).toMatchObject({ logo_url: 'https://a.b/c.png' })
  })
})
