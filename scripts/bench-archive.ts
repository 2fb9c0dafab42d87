import { parseArgs } from 'node:util'
import { applyRestore } from '../owner/archive/applyRestore.ts'
import { exportArchiveFile } from '../owner/archive/exportArchive.ts'
import { packArchive } from '../owner/archive/packArchive.ts'
import { readArchive } from '../owner/archive/readArchive.ts'
import { planRestore } from '../owner/archive/restorePlan.ts'
import { createArchiveBackend } from '../shared/backend/archiveBackend.ts'
import { createBackendClient } from '../shared/backend/client.ts'
import { LOCAL_BACKEND } from '../shared/config/siteConfig.ts'
import { DEFAULT_OWNER } from '../supabase/local/cli-options.ts'
import { spawnLocalBackend } from './local-backend-process.ts'
import { generatedArchive } from './bench/archive-content.ts'

/**
 * `npm run bench:archive`: restores a generated site (300 posts of ~1,500 words, 40 phone-photo
 * sized images) into an empty local backend, exports it again, and prints the times against
 * the targets (export ≤ 30 s, restore ≤ 60 s). `--posts N --images N` change the scale.
 */

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '300' },
    images: { type: 'string', default: '40' },
    words: { type: 'string', default: '1500' },
  },
})
const posts = Number(values.posts)
const images = Number(values.images)
const words = Number(values.words)

const seconds = (start: number) => (performance.now() - start) / 1000
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const verdict = (took: number, target: number) =>
  `${took.toFixed(1)} s (target ≤ ${target} s: ${took <= target ? 'met' : 'NOT MET'})`

async function main(): Promise<void> {
  console.log(`Generating ${posts} posts of ~${words} words and ${images} images...`)
  // Phone photos after the app's resizing: 1.5 to 4.5 MB each.
  const generated = generatedArchive({
    posts,
    wordsPerPost: words,
    images,
    imageBytes: (index) => 1_500_000 + ((index * 7_919_000) % 3_000_000),
    personalData: false,
  })
  const { archive } = await readArchive(await packArchive(generated))
  const imageBytes = archive.images.reduce((sum, image) => sum + image.bytes.length, 0)
  console.log(`Archive: ${posts} posts, ${archive.images.length} images (${megabytes(imageBytes)})`)

  const server = await spawnLocalBackend(['--memory', '--no-seed'])
  try {
    const client = createBackendClient(
      { url: server.url, anonKey: LOCAL_BACKEND.anonKey },
      { persistSession: false, autoRefreshToken: false },
    )
    const { error } = await client.auth.signInWithPassword(DEFAULT_OWNER)
    if (error) throw new Error(`Sign-in failed: ${error.message}`)
    const backend = createArchiveBackend(client)

    const restoreStart = performance.now()
    const plan = await planRestore(backend, archive)
    const planned = seconds(restoreStart)
    const result = await applyRestore(backend, plan)
    const restored = seconds(restoreStart)
    const rows = Object.values(result.rows).reduce((sum, count) => sum + count, 0)
    console.log(
      `Restore into an empty local backend: ${verdict(restored, 60)}; dry run ${planned.toFixed(1)} s, ${rows} rows and ${result.images} images written`,
    )

    const exportStart = performance.now()
    const bytes = await exportArchiveFile(backend, {
      siteUrl: generated.manifest.siteUrl,
      personalData: false,
    })
    const exported = seconds(exportStart)
    console.log(`Export: ${verdict(exported, 30)}; archive of ${megabytes(bytes.length)}`)

    const again = await readArchive(bytes)
    const same = again.archive.tables.blog_posts?.length === posts
    console.log(`Exported archive read back: ${same ? 'every post there' : 'POSTS MISSING'}`)
  } finally {
    await server.stop()
  }
}

await main()
