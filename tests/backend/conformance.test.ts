import { afterAll, beforeAll, describe } from 'vitest'
import { type Send, conformanceApi, schemaSql } from './conformance/api.ts'
import { describeEmbedding } from './conformance/embedding.ts'
import { describeFunctions } from './conformance/functions.ts'
import { describeClient, describeProfiles, describeRefusals } from './conformance/profiles.ts'
import { describeReading } from './conformance/reading.ts'
import { describeWriting } from './conformance/writing.ts'
import { type FreshBackend, startFreshBackend } from './support/fresh-backend.ts'
import { type BackendTarget, backendTarget, isLocal } from './support/target.ts'

/**
 * PostgREST's documented behaviour, request by request, on a small library schema of the
 * suite's own (conformance/schema.sql): each request gets the status, body, Content-Range and
 * error code PostgREST documents, or, for what the local backend does not have, a 4xx naming it.
 * Locally the schema is applied to a backend of this file's own; against a hosted project it
 * must be applied and exposed first, or the suite is skipped (see schema.sql).
 */

const suite = backendTarget()
let target: BackendTarget = suite
let backend: FreshBackend | null = null
let send: Send = conformanceApi(suite)

/** On a hosted project the schema must be there already. */
const schemaReady =
  isLocal(suite) || (await conformanceApi(suite)('/authors?select=id&limit=1')).status === 200
if (!schemaReady) {
  console.warn(
    'conformance: skipped; apply tests/backend/conformance/schema.sql to the project and expose the conformance schema',
  )
}

beforeAll(async () => {
  if (!isLocal(suite)) return
  backend = await startFreshBackend({
    env: { SUPABASE_API_SCHEMAS: 'public,graphql_public,conformance' },
    prepare: (db) => db.transaction((session) => session.exec(schemaSql)),
  })
  target = backend.target
  send = conformanceApi(target)
})

afterAll(async () => {
  await backend?.stop()
})

describe.runIf(schemaReady)('PostgREST conformance', () => {
  describeReading(() => send)
  describeEmbedding(() => send)
  describeFunctions(() => send)
  describeWriting(() => send)
  describeProfiles(() => send)
  describeClient(() => target)
  if (isLocal(suite)) describeRefusals(() => send)
})
