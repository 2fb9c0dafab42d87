/**
 * A video embed's facade (supabase/functions/_shared/embeds.ts): until the visitor presses
 * play, a post shows our copy of the video's thumbnail, its title and a play button, as a plain
 * link to the video, and nothing loads from the provider. A press puts the provider's
 * privacy-enhanced player in its place, playing. A press meant for a new tab or window stays a
 * link. Loaded only by pages with a video embed; one listener serves every post shown after.
 */

const FACADE = 'figure.embed-video[data-embed-src] > a.embed-media'

function play(link: HTMLAnchorElement, source: string): void {
  const player = new URL(source)
  player.searchParams.set('autoplay', '1')
  const frame = document.createElement('iframe')
  frame.src = player.href
  frame.title = link.querySelector('img')?.alt ?? link.href
  frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
  frame.allowFullscreen = true
  frame.referrerPolicy = 'strict-origin-when-cross-origin'
  link.replaceWith(frame)
  frame.focus()
}

let watching = false

/** Makes each video embed on the page play on a press, now and for posts shown later. */
export function watchEmbeds(): void {
  if (watching) return
  watching = true
  document.addEventListener('click', pressed)
}

function pressed(event: MouseEvent): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest(FACADE) : null
  const source = link?.parentElement?.getAttribute('data-embed-src')
  if (!(link instanceof HTMLAnchorElement) || !source) return
  event.preventDefault()
  play(link, source)
}
