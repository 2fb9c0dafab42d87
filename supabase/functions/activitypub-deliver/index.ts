import { createActivityPubDeliver } from '../_shared/activitypub-deliver.ts'
import { readEnvironment } from '../_shared/environment.ts'
import { FEDIVERSE_LIMITS } from '../_shared/fediverseFetch.ts'

const env = readEnvironment((name) => Deno.env.get(name))

Deno.serve(
  createActivityPubDeliver({
    env,
    dispatchSecret: Deno.env.get('FEDIVERSE_DISPATCH_SECRET') ?? '',
    privateKeyPem: () => Deno.env.get('FEDIVERSE_PRIVATE_KEY')?.replaceAll('\\n', '\n') ?? null,
    now: Date.now,
    limits: FEDIVERSE_LIMITS,
  }),
)
