import { type PostSanitizer, createPostSanitizer } from '../../shared/content/sanitizePostHtml.ts'

let sanitizer: PostSanitizer | undefined

/** Cleans post HTML as the site cleans it, with this window's DOM (made on first use). */
export const sanitizeInBrowser = (html: string) => (sanitizer ??= createPostSanitizer(window))(html)
