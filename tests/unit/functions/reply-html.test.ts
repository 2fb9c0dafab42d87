import { describe, expect, it } from 'vitest'
import { cleanReplyHtml } from '../../../supabase/functions/_shared/replyHtml.ts'

/** A reply's HTML as the inbox keeps it: the formatting a reply needs, nothing that runs. */
describe('cleanReplyHtml', () => {
  it('keeps a Mastodon reply’s paragraphs, mentions and links, with rel="nofollow ugc"', () => {
    const mastodon =
      '<p><span class="h-card"><a href="https://site.example/activitypub/actor.json" class="u-url mention">@<span>alex</span></a></span> Agreed,<br>see <a href="https://example.org/x" target="_blank">this</a></p>'
    expect(cleanReplyHtml(mastodon)).toBe(
      '<p><span><a href="https://site.example/activitypub/actor.json" rel="nofollow ugc">@<span>alex</span></a></span> Agreed,<br>see <a href="https://example.org/x" rel="nofollow ugc">this</a></p>',
    )
  })

  it('drops scripts, handlers, images, styles and links that are not to the web', () => {
    const hostile =
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><style>p{}</style><a href="javascript:alert(3)">there</a><iframe src="https://evil.example"></iframe></p>'
    expect(cleanReplyHtml(hostile)).toBe('<p>Hi<a>there</a></p>')
  })

  it('escapes text and closes what it opened', () => {
    expect(cleanReplyHtml('<blockquote><p>1 < 2 & "3"')).toBe(
      '<blockquote><p>1 &lt; 2 &amp; "3"</p></blockquote>',
    )
    expect(cleanReplyHtml('<em>a<strong>b</em>c</p>')).toBe('<em>a<strong>b</strong></em>c')
  })
})
