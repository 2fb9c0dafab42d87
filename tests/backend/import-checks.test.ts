import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST_CHECKS, REDIRECT_CHECKS } from '../../owner/archive/importers/postChecks.ts'
import { isWritableImagePath } from '../../owner/archive/writableImages.ts'
import { MAX_SLUG_LENGTH } from '../../shared/domain/slug.ts'
import { LIST_LIMITS, textLimit } from '../../shared/domain/textLimits.ts'
import type { Database } from '../../supabase/local/database/Database.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * The importer applies every check of the tables it writes before it writes (postChecks.ts),
 * with the editor's numbers (shared/domain). The database is the judge of both: its check
 * constraints are read here, so a check a later migration adds, or a number it changes, fails
 * this test until the importer and the editor's list follow.
 */

const suite = backendTarget()

describe.runIf(isLocal(suite))('the importer’s checks are the database’s', () => {
  let db: Database
  let checks: Map<string, string>

  beforeAll(async () => {
    db = await openMigratedDatabase()
    const rows = await db.transaction((session) =>
      session.query<{ name: string; definition: string }>(
        `select conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint
        where contype = 'c' and conrelid in ('public.blog_posts'::regclass, 'public.redirects'::regclass)`,
      ),
    )
    checks = new Map(rows.map((row) => [row.name, row.definition]))
  })

  afterAll(async () => {
    await db.close()
  })

  it('has a rule for each check constraint of blog_posts and redirects, and for no other', () => {
    expect(Object.keys({ ...POST_CHECKS, ...REDIRECT_CHECKS }).sort()).toEqual(
      [...checks.keys()].sort(),
    )
  })

  it('cuts each text to the length the database allows', () => {
    const lengths = [...checks].flatMap(([name, definition]) => {
      const found = /^CHECK \(\(char_length\((\w+)\) <= (\d+)\)\)$/.exec(definition)
      return found ? [[name, found[1], Number(found[2])] as const] : []
    })
    expect(lengths.length).toBeGreaterThanOrEqual(6)
    for (const [name, column, limit] of lengths) {
      expect([name, textLimit('blog_posts', column ?? '')]).toEqual([name, limit])
    }
  })

  it('writes images only where Storage lets the owner write them', async () => {
    const paths = [
      ['blog-images', 'imported/markdown/cover.jpg'],
      ['blog-images', 'top.png'],
      ['company-logos', 'experience-logos/acme.png'],
      ['company-logos', 'earlier-experience-logos/acme.png'],
      ['company-logos', 'startup-logos/acme.png'],
      ['company-logos', 'elsewhere/acme.png'],
      ['company-logos', 'acme.png'],
      ['company-logos', 'experience-logos'],
    ] as const
    const allowed = await db.transaction((session) =>
      Promise.all(
        paths.map(async ([bucket, path]) => {
          const [row] = await session.query<{ allowed: boolean }>(
            // A null (no folder) lets nothing through a policy: it is a no.
            'select coalesce(private.is_site_image_path($1, $2), false) as allowed',
            [bucket, path],
          )
          return row?.allowed
        }),
      ),
    )
    expect(paths.map(([bucket, path]) => [path, isWritableImagePath(bucket, path)])).toEqual(
      paths.map(([, path], index) => [path, allowed[index]]),
    )
  })

  it('keeps as many tags, as long, and slugs as long as the database does', () => {
    expect(checks.get('blog_posts_tags_length')).toContain(
      `cardinality(tags) <= ${String(LIST_LIMITS.tags.items)}`,
    )
    expect(checks.get('blog_posts_tags_length')).toContain(
      `texts_within(tags, ${String(LIST_LIMITS.tags.itemLength)})`,
    )
    expect(checks.get('blog_posts_slug_format')).toContain(
      `length(slug) <= ${String(MAX_SLUG_LENGTH)}`,
    )
  })
})
