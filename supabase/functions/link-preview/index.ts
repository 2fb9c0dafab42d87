import { readEnvironment } from '../_shared/environment.ts'
import { LINK_PREVIEW_LIMITS, createLinkPreview } from '../_shared/link-preview.ts'
import { DIRECT } from '../_shared/outsideFetch.ts'

const env = readEnvironment((name) => Deno.env.get(name))

Deno.serve(createLinkPreview({ env, limits: LINK_PREVIEW_LIMITS, reach: DIRECT }))
