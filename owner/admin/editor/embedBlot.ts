import { BlockEmbed } from 'quill/blots/block'
import { Quill } from 'react-quill-new'
import { type Embed, embedHtml, readEmbed } from '../../../shared/domain/embeds.ts'

/**
 * An embed in the editor: a video or a link card, shown as the post stores it (a figure with
 * our copy of its preview image, its title, description and site) and edited as a whole. What
 * it holds is its Embed, and its HTML is written anew from that.
 */
class EmbedBlot extends BlockEmbed {
  static override blotName = 'embed'
  static override tagName = 'FIGURE'
  static override className = 'embed'

  static override create(value: unknown): Element {
    const template = document.createElement('template')
    template.innerHTML = embedHtml(value as Embed)
    const figure = template.content.firstElementChild
    if (!figure) throw new Error('No embed was written')
    figure.setAttribute('contenteditable', 'false')
    return figure
  }

  static override value(domNode: Element): Embed | null {
    return readEmbed(domNode.outerHTML)
  }

  /** The embed as the post's HTML holds it (Quill's HTML of the content asks each blot). */
  html(): string {
    const embed = EmbedBlot.value(this.domNode)
    return embed ? embedHtml(embed) : ''
  }
}

Quill.register(EmbedBlot, true)
