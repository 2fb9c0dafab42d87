/**
 * Embeds as a post's HTML stores them (a video's facade, a link card): written and read by
 * supabase/functions/_shared/embeds.ts, which the newsletter uses too.
 */
export {
  type Embed,
  EMBED_CLASSES,
  EMBED_SOURCES,
  PROVIDER_NAMES,
  embedHtml,
  readEmbed,
  videoOf,
} from '../../supabase/functions/_shared/embeds.ts'
