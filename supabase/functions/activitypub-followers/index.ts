import { createActivityPubFollowers } from '../_shared/activitypub-followers.ts'
import { readEnvironment } from '../_shared/environment.ts'

const env = readEnvironment((name) => Deno.env.get(name))

Deno.serve(createActivityPubFollowers({ env }))
