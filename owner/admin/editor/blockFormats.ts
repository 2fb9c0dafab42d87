import { BlockEmbed } from 'quill/blots/block'
import Inline from 'quill/blots/inline'
import { escapeText } from 'quill/blots/text'
import CodeBlock, { CodeBlockContainer } from 'quill/formats/code'
import { Quill } from 'react-quill-new'
import { CODE_LANGUAGE } from '../../../shared/content/codeLanguages.ts'

/**
 * The editor's blocks besides text and images: a divider (`<hr>`), a quote's citation
 * (`<cite>` inside a `<blockquote>`, Quill's own), and code blocks labelled with their language
 * (`<pre data-language="python">`). Tables are Quill's table module; tableHtml.ts gives them
 * their header row.
 */

const languageOf = (value: unknown) =>
  typeof value === 'string' && CODE_LANGUAGE.test(value) ? value : 'plain'

class Divider extends BlockEmbed {
  static override blotName = 'divider'
  static override tagName = 'HR'
}

class Citation extends Inline {
  static override blotName = 'cite'
  static override tagName = 'CITE'
}

class LabelledCodeBlock extends CodeBlock {
  static override create(value: unknown): HTMLElement {
    const node = super.create(value)
    if (!(node instanceof HTMLElement)) throw new Error('Quill made no element for code')
    node.setAttribute('data-language', languageOf(value))
    return node
  }

  /** The language of a code line, or of a `<pre>` pasted or loaded into the editor. */
  static override formats(domNode: Element): string {
    return languageOf(domNode.getAttribute('data-language'))
  }

  static override register(): void {
    Quill.register(LabelledCodeContainer, true)
  }

  override format(name: string, value: unknown): void {
    if (name === LabelledCodeBlock.blotName && value) {
      this.domNode.setAttribute('data-language', languageOf(value))
    } else {
      super.format(name, value)
    }
  }
}

class LabelledCodeContainer extends CodeBlockContainer {
  /** The block's text: each line's own, not as laid out on the page (`innerText`). */
  override code(index: number, length: number): string {
    return this.children
      .map((line) => (line.length() <= 1 ? '' : (line.domNode.textContent ?? '')))
      .join('\n')
      .slice(index, index + length)
  }

  /** The block as the post's HTML holds it: its lines in a `<pre>`, labelled by its first. */
  override html(index: number, length: number): string {
    const first = this.children.head?.domNode
    const language = languageOf(first instanceof Element ? first.getAttribute('data-language') : '')
    return `<pre data-language="${language}">\n${escapeText(this.code(index, length))}\n</pre>`
  }
}
LabelledCodeContainer.allowedChildren = [LabelledCodeBlock]
LabelledCodeBlock.requiredContainer = LabelledCodeContainer

Quill.register(Divider, true)
Quill.register(Citation, true)
Quill.register(LabelledCodeBlock, true)
