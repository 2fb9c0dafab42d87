import { createActivityPubInbox } from '../_shared/activitypub-inbox.ts'
import { readEnvironment } from '../_shared/environment.ts'
import { FEDIVERSE_LIMITS } from '../_shared/fediverseFetch.ts'

const env = readEnvironment((name) => Deno.env.get(name))

Deno.serve(
  createActivityPubInbox({
    env,
    privateKeyPem: () => Deno.env.get('FEDIVERSE_PRIVATE_KEY')?.replaceAll('\\n', '\n') ?? null,
    now: Date.now,
    limits: FEDIVERSE_LIMITS,
  }),
)
