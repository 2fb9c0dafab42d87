/**
 * A post as the social web receives it: its Note and its Create, and the addresses of the actor
 * and of a post's object. The build writes them on the site and the delivery function sends
 * them, from one module with no imports, for Deno and Node alike.
 */
export {
  ACTIVITYSTREAMS,
  ACTOR_PATH,
  createActivity,
  postNote,
  postObjectPath,
} from '../../supabase/functions/_shared/fediversePost.ts'
