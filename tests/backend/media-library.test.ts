import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { deleteStillUnused, fetchMediaObjects, mediaFileUrl } from '../../shared/backend/media.ts'
import { type MediaItem, mediaItems, unusedFiles } from '../../shared/domain/media.ts'
import { type FixtureType, imageBytes } from '../support/images.ts'
import { anonClient, ownerClient } from './support/clients.ts'
import { createPost } from '../support/factories/blogPosts.ts'
import { deleteRows } from './support/delete-rows.ts'

/**
 * The media view's facts: every object in Storage with its web sizes and where it is used, and
 * the delete of unused ones, which deletes only what its dry run listed and is still unused.
 * Other tests share the backend: only this test's folder is looked at.
 */

let owner: BackendClient
const folder = `media-${randomUUID().slice(0, 8)}`
const posts: string[] = []

const FILES: Record<string, FixtureType> = {
  'used.png': 'image/png',
  'used-480w.webp': 'image/webp',
  'used-share.jpg': 'image/jpeg',
  'in-body.png': 'image/png',
  'abandoned.png': 'image/png',
  'abandoned-480w.webp': 'image/webp',
  'left-by-deleted-post.png': 'image/png',
  'in-an-earlier-version.png': 'image/png',
  'stray.png': 'image/png',
}
const url = (name: string) =>
  mediaFileUrl(owner, { bucket: 'blog-images', name: `${folder}/${name}` })

beforeAll(async () => {
  owner = await ownerClient()
  for (const [name, type] of Object.entries(FILES)) {
    const { error } = await owner.storage
      .from('blog-images')
      .upload(`${folder}/${name}`, imageBytes(type), { contentType: type })
    expect(error).toBeNull()
  }
})

afterAll(async () => {
  await deleteRows(owner, 'blog_posts', posts)
  const { data } = await owner.storage.from('blog-images').list(folder)
  const names = (data ?? []).map((file) => `${folder}/${file.name}`)
  if (names.length > 0) await owner.storage.from('blog-images').remove(names)
})

async function savePost(title: string, banner: string | null, content: string) {
  const data = await createPost(owner, {
    title,
    slug: `${folder}-${String(posts.length)}`,
    tags: ['Media'],
    content,
    featured_image_url: banner,
  })
  posts.push(data.id)
  return data.id
}

async function mine(): Promise<MediaItem[]> {
  const objects = await fetchMediaObjects(owner)
  return mediaItems(objects.filter((object) => object.name.startsWith(`${folder}/`)))
}

describe('the media library', () => {
  it('lists each image with its web sizes and uses, earlier versions of posts too; what nothing points at is unused', async () => {
    const post = await savePost(
      'Hiring well',
      url('used.png'),
      `<p>Text</p><p><img src="${url('in-an-earlier-version.png')}" alt="A first chart"></p>`,
    )
    await owner
      .from('blog_posts')
      .update({ content: `<p>Text</p><p><img src="${url('in-body.png')}" alt="A chart"></p>` })
      .eq('id', post)
      .throwOnError()
    const gone = await savePost('Deleted later', url('left-by-deleted-post.png'), '<p>Gone</p>')
    await owner.from('blog_posts').delete().eq('id', gone)

    const items = await mine()
    const item = (name: string) => items.find((entry) => entry.name === `${folder}/${name}`)
    expect(items.map((entry) => entry.name.slice(folder.length + 1))).toEqual([
      'abandoned.png',
      'in-an-earlier-version.png',
      'in-body.png',
      'left-by-deleted-post.png',
      'stray.png',
      'used.png',
    ])
    expect(
      item('used.png')
        ?.variants.map((variant) => variant.name)
        .sort(),
    ).toEqual([`${folder}/used-480w.webp`, `${folder}/used-share.jpg`])
    expect(item('used.png')?.size).toBe(imageBytes('image/png').length)
    expect(item('used.png')?.uses).toEqual([{ kind: 'banner', id: post, label: 'Hiring well' }])
    expect(item('in-body.png')?.uses).toEqual([
      { kind: 'post body', id: post, label: 'Hiring well' },
    ])
    expect(item('abandoned.png')?.uses).toEqual([])
    // Restoring that version, or bringing the deleted post back, must find the file.
    expect(item('in-an-earlier-version.png')?.uses).toEqual([
      { kind: 'revision', id: post, label: 'Hiring well' },
    ])
    expect(item('left-by-deleted-post.png')?.uses).toEqual([
      { kind: 'revision', id: gone, label: 'Deleted later' },
    ])
  })

  it('deletes after a dry run only what the dry run listed and is still unused', async () => {
    const dryRun = unusedFiles(await mine())
    expect(dryRun.map((file) => file.name.slice(folder.length + 1)).sort()).toEqual([
      'abandoned-480w.webp',
      'abandoned.png',
      'stray.png',
    ])
    // Between the dry run and the delete, a post starts using the abandoned upload.
    await savePost('Found a use', null, `<p><img src="${url('abandoned.png')}" alt=""></p>`)

    expect(await deleteStillUnused(owner, dryRun)).toBe(1)
    const { data } = await owner.storage.from('blog-images').list(folder)
    expect((data ?? []).map((file) => file.name).sort()).toEqual(
      Object.keys(FILES)
        .filter((name) => name !== 'stray.png')
        .sort(),
    )
  })

  it('is the owner’s only', async () => {
    const { error } = await anonClient().rpc('media_library')
    expect(error).not.toBeNull()
  })
})
