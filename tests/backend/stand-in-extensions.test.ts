import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../supabase/local/database/Database.ts'
import { startOutgoingRequests } from '../../supabase/local/database/outgoing-requests.ts'
import { openMigratedDatabase } from './support/migrated-database.ts'
import { inRolledBackTransaction as rolledBack } from './support/rolled-back.ts'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * The interfaces of pg_net and pg_cron as the local backend offers them: pg_net as an
 * extension where the server has its control file (the PostgreSQL cluster, like hosted) and as
 * a plain schema on PGlite; pg_cron where the server has its control file.
 */

const suite = backendTarget()

describe.runIf(isLocal(suite))('the pg_net and pg_cron stand-ins', () => {
  let db: Database

  beforeAll(async () => {
    db = await openMigratedDatabase()
    // What the backend does at start: where pg_net is missing, install its interface.
    await (await startOutgoingRequests(db)).stop()
  })

  afterAll(async () => {
    await db.close()
  })

  it('queues requests as pg_net does, parameters encoded into the URL', async () => {
    const queued = await rolledBack(db, async (session) => {
      await session.query(
        `select net.http_get('https://example.com/a', '{"q": "a b&c"}'),
                net.http_post('https://example.com/b', '{"n": 1}')`,
      )
      return session.query<{ method: string; url: string; body: string | null }>(
        `select method, url, convert_from(body, 'UTF8') as body from net.http_request_queue order by id`,
      )
    })
    expect(queued).toEqual([
      { method: 'GET', url: 'https://example.com/a?q=a%20b%26c', body: null },
      { method: 'POST', url: 'https://example.com/b', body: '{"n": 1}' },
    ])
  })

  it('refuses a POST body that is not JSON, as pg_net does', async () => {
    await expect(
      rolledBack(db, (session) =>
        session.query(
          `select net.http_post('https://example.com', '{}', headers => '{"Content-Type": "text/plain"}')`,
        ),
      ),
    ).rejects.toThrow('Content-Type header must be "application/json"')
  })

  it.runIf(suite.flavour === 'postgres')(
    'records pg_cron jobs by name, and refuses a schedule pg_cron would refuse',
    async () => {
      const jobs = await rolledBack(db, async (session) => {
        await session.exec('create extension if not exists pg_cron')
        await session.query(`select cron.schedule('nightly', '0 3 * * *', 'select 1')`)
        await session.query(`select cron.schedule('nightly', '*/5 * * * *', 'select 2')`)
        await session.query(`select cron.schedule('30 seconds', 'select 3')`)
        return session.query<{ jobname: string | null; schedule: string; username: string }>(
          'select jobname, schedule, username from cron.job order by jobid',
        )
      })
      expect(jobs).toEqual([
        // Scheduled by the migrations (20261124170100_scheduled_publishing).
        { jobname: 'publish-due-posts', schedule: '* * * * *', username: 'postgres' },
        { jobname: 'nightly', schedule: '*/5 * * * *', username: 'postgres' },
        { jobname: null, schedule: '30 seconds', username: 'postgres' },
      ])
      await expect(
        rolledBack(db, async (session) => {
          await session.exec('create extension if not exists pg_cron')
          await session.query(`select cron.schedule('every minute', 'select 1')`)
        }),
      ).rejects.toThrow('invalid schedule: every minute')
    },
  )
})
