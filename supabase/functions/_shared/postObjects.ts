import type { ActivityContext } from './inboxActivities.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The published post whose object (as the build writes it: `posts/<id>.json` beside the actor,
 * site/prerender/fediverse/addresses.ts) is at this address; null for any other address.
 */
export async function postOfObject(
  address: string | null,
  context: ActivityContext,
): Promise<string | null> {
  const folder = new URL('posts/', context.actorId).href
  if (address === null || !address.startsWith(folder) || !address.endsWith('.json')) return null
  const id = address.slice(folder.length, -'.json'.length)
  if (!UUID.test(id)) return null
  const { data, error } = await context.client
    .from('blog_posts')
    .select('id')
    .eq('id', id)
    .eq('published', true)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data?.id ?? null
}
