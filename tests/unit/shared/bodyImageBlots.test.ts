// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { Quill } from 'react-quill-new'
import '../../../owner/admin/editor/bodyImageBlots.ts'
import { bodyImage } from '../../../shared/domain/bodyImages.ts'
import { selectedImage, setImageText } from '../../../owner/admin/editor/imageAlt.ts'
import Delta from 'quill-delta'

/** An editor on a page of its own, holding `html` as the post editor loads it. */
function editorWith(html: string): Quill {
  const container = document.createElement('div')
  document.body.append(container)
  const editor = new Quill(container)
  editor.setContents(editor.clipboard.convert({ html }), 'api')
  return editor
}

const STORED = 'https://cdn.example/storage/v1/object/public/blog-images/notes/image-1.jpg'
const SIZED = bodyImage(
  {
    url: STORED,
    variants: {
      width: 1600,
      height: 1200,
      widths: [480, 800, 1200],
      format: 'webp',
      share: false,
      email: false,
    },
  },
  'A whiteboard',
  'The plan, week one',
)

describe('the editor’s images', () => {
  it('a figure keeps its sizes, loading, alt text and caption through a load and a save', () => {
    const editor = editorWith('<p>Before</p>')
    editor.insertEmbed(1, 'figure', SIZED, 'user')
    const html = editor.getSemanticHTML()
    expect(html).toContain('<figure><img src="https://cdn.example')
    expect(html).toContain('-480w.webp 480w, ')
    expect(html).toContain('sizes="(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)"')
    expect(html).toContain(
      'width="1600" height="1200" alt="A whiteboard" loading="lazy" decoding="async">',
    )
    expect(html).toContain('<figcaption>The plan, week one</figcaption></figure>')
    expect(html).not.toContain('contenteditable')
    expect(editorWith(html).getSemanticHTML()).toBe(html)
  })

  it('a figure put in after text gets the alt text and caption the dialog gives it', () => {
    const editor = editorWith('<p>Three photos</p>')
    editor.insertEmbed(5, 'figure', { ...SIZED, alt: '', caption: '' }, 'user')
    const image = selectedImage(editor, { index: 7, length: 0 })
    expect(image).toMatchObject({ alt: '', caption: '' })
    expect(image?.node).toBe(editor.root.querySelector('figure'))
    if (image) setImageText(editor, image, { alt: ' Red above blue ', caption: 'Week one' })
    expect(editor.getSemanticHTML()).toMatch(
      /^<p>Three<\/p><figure><img [^>]* alt="Red above blue" [^>]*><figcaption>Week one<\/figcaption><\/figure><p>&nbsp;photos<\/p>$/,
    )
  })

  it('the dialog’s text goes to its image after what was put in above it, and to no other', () => {
    const editor = editorWith('<p>Two photos</p>')
    editor.insertEmbed(11, 'figure', { ...SIZED, alt: '', caption: '' }, 'user')
    const image = selectedImage(editor, { index: 12, length: 0 })
    if (!image) throw new Error('No image before the cursor')
    editor.insertEmbed(0, 'figure', { ...SIZED, alt: 'Above', caption: '' }, 'user')
    editor.insertText(0, 'Typed first. ', 'user')
    expect(setImageText(editor, image, { alt: 'Described', caption: '' })).toBe(26)
    const alts = [...editor.root.querySelectorAll('img')].map((img) => img.alt)
    expect(alts).toEqual(['Above', 'Described'])
  })

  it('an image taken out while its dialog was open gets no text, and nothing else changes', () => {
    const editor = editorWith('<p>Text <img src="' + STORED + '" alt="Old"></p>')
    const image = selectedImage(editor, { index: 5, length: 1 })
    if (!image) throw new Error('No image selected')
    expect(image).toMatchObject({ alt: 'Old', caption: null })
    expect(image.node).toBe(editor.root.querySelector('img'))
    editor.updateContents(new Delta().retain(5).delete(1), 'user')
    const before = editor.getSemanticHTML()
    expect(setImageText(editor, image, { alt: 'New', caption: null })).toBeNull()
    expect(editor.getSemanticHTML()).toBe(before)
  })

  it('an image inside a paragraph keeps its sizes too', () => {
    const attributes = {
      src: STORED,
      srcset: `${STORED} 1600w`,
      sizes: '100vw',
      width: '1600',
      height: '1200',
      alt: 'Kept',
      loading: 'lazy',
      decoding: 'async',
    }
    const tag = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('')
    const saved = editorWith(`<p>Text <img${tag}></p>`).getSemanticHTML()
    const image = new DOMParser().parseFromString(saved, 'text/html').querySelector('p > img')
    expect(
      Object.fromEntries(
        image ? [...image.attributes].map(({ name, value }) => [name, value]) : [],
      ),
    ).toEqual(attributes)
  })

  it('a figure without a caption has no figcaption, and a source the site refuses is dropped', () => {
    const editor = editorWith('<figure><img src="file:///C:/photo.jpg" alt="Local"></figure>')
    expect(editor.getSemanticHTML()).toBe(
      '<figure><img alt="Local" loading="lazy" decoding="async"></figure>',
    )
  })
})
