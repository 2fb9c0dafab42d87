import { BlockEmbed } from 'quill/blots/block'
import Image from 'quill/formats/image'
import { Quill } from 'react-quill-new'
import {
  type BodyImage,
  PENDING_IMAGE_SCHEME,
  bodyImageAttributes,
  isShownImageSource,
  readBodyImage,
} from '../../../shared/domain/bodyImages.ts'

/**
 * The editor's images. A new image is a figure of its own (`<figure>`, its `<img>` in sizes and
 * an optional `<figcaption>`); an image inside a paragraph (from before figures) keeps its sizes
 * too. Both keep sources the site shows, images waiting on this computer to be uploaded, and
 * data strings (which saving stores): anything else loses its source, so the pre-publish checks
 * name it.
 */

/** The attributes an image inside a paragraph keeps, besides its source. */
const INLINE_ATTRIBUTES = ['alt', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding']

function keptSource(src: string): string {
  const kept =
    isShownImageSource(src) || src.startsWith('data:') || src.startsWith(PENDING_IMAGE_SCHEME)
  return kept ? src : ''
}

/**
 * What the editor shows of an image waiting on this computer: its file, as an object address.
 * The post's HTML keeps the waiting reference; only the editor's own view uses these.
 */
const waitingFiles = new Map<string, string>()

/** Shows an image chosen offline in the editor until it is uploaded. */
export function showWaitingImage(reference: string, file: Blob): void {
  waitingFiles.set(reference, URL.createObjectURL(file))
}

class InlineImage extends Image {
  static override formats(domNode: Element): Record<string, string | null> {
    const formats: Record<string, string | null> = {}
    for (const name of INLINE_ATTRIBUTES) {
      if (domNode.hasAttribute(name)) formats[name] = domNode.getAttribute(name)
    }
    return formats
  }

  static override sanitize(url: string): string {
    return keptSource(url)
  }

  override format(name: string, value: string): void {
    if (!INLINE_ATTRIBUTES.includes(name)) {
      super.format(name, value)
    } else if (value) {
      this.domNode.setAttribute(name, value)
    } else {
      this.domNode.removeAttribute(name)
    }
  }
}

/** The images the editor made (or read), by their figure: what the post's HTML holds of each. */
const figureImages = new WeakMap<Node, BodyImage>()

/** Writes a body image into an empty `<figure>`; `shown` is the address the editor shows it at. */
function fillFigure(figure: Element, image: BodyImage, shown?: string): void {
  const document = figure.ownerDocument
  const img = document.createElement('img')
  for (const [name, value] of bodyImageAttributes(image)) {
    // A waiting image is shown from its file; its sizes are not anywhere yet.
    if (shown === undefined || (name !== 'srcset' && name !== 'sizes')) {
      img.setAttribute(name, value)
    }
  }
  if (shown !== undefined) img.setAttribute('src', shown)
  figure.append(img)
  if (image.caption.trim() !== '') {
    const caption = document.createElement('figcaption')
    caption.textContent = image.caption
    figure.append(caption)
  }
}

/** A `<figure>` of saved HTML as a body image: its `<img>` and its caption's text. */
function figureImage(figure: Node): BodyImage {
  const img = figure instanceof Element ? figure.querySelector('img') : null
  const caption = figure instanceof Element ? figure.querySelector('figcaption') : null
  const attribute = (name: string) => img?.getAttribute(name) ?? ''
  return {
    src: keptSource(attribute('src')),
    srcset: attribute('srcset'),
    sizes: attribute('sizes'),
    width: attribute('width'),
    height: attribute('height'),
    alt: attribute('alt'),
    caption: caption?.textContent.trim() ?? '',
  }
}

class FigureImage extends BlockEmbed {
  static override blotName = 'figure'
  static override tagName = 'FIGURE'

  static override create(value: unknown): Element {
    const figure = super.create(value)
    if (!(figure instanceof Element)) throw new Error('Quill made no element for a figure')
    const image = readBodyImage(value)
    image.src = keptSource(image.src)
    fillFigure(figure, image, waitingFiles.get(image.src))
    // The figure is edited as a whole, through its dialog, never by typing into its caption.
    figure.setAttribute('contenteditable', 'false')
    figureImages.set(figure, image)
    return figure
  }

  static override value(domNode: Node): BodyImage {
    return figureImages.get(domNode) ?? figureImage(domNode)
  }

  /** The figure as the post's HTML holds it (Quill's HTML of the content asks each blot). */
  html(): string {
    const figure = this.domNode.ownerDocument.createElement('figure')
    fillFigure(figure, FigureImage.value(this.domNode))
    return figure.outerHTML
  }
}

Quill.register(InlineImage, true)
Quill.register(FigureImage, true)
