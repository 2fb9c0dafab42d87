import type { ImgHTMLAttributes } from 'react'
import { imageSrcSet, readImageVariants } from '../domain/imageVariants.ts'

interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  url: string
  /** What the owner's app made of the image, as the row records it. */
  variants: unknown
  /** How wide the image is shown, for the browser to pick a size (`sizes`). */
  sizes: string
  /** The size to reserve for an image without recorded sizes (from before, or from elsewhere). */
  fallbackSize: { width: number; height: number }
}

/**
 * An image at the size the visitor's screen needs: `srcset` of its variants and `sizes`, with
 * its real width and height so the page never shifts as it loads. An image without recorded
 * sizes is shown as it is.
 */
export function ResponsiveImage({
  url,
  variants,
  sizes,
  fallbackSize,
  alt = '',
  ...rest
}: ResponsiveImageProps) {
  const known = readImageVariants(variants)
  const size = known ?? fallbackSize
  return (
    <img
      {...rest}
      alt={alt}
      src={url}
      srcSet={known ? imageSrcSet(url, known) : undefined}
      sizes={known ? sizes : undefined}
      width={size.width}
      height={size.height}
    />
  )
}
