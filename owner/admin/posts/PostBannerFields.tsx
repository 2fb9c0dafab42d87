import { readImageChoice } from '../../../shared/domain/imageVariants.ts'
import { useImageUpload } from '../../data/images/useImageUpload.ts'
import { ImageField } from '../fields/ImageField.tsx'
import { type PostFormValues, postImageStem } from './postForm.ts'
import { POST_FIELDS } from './postFields.ts'
import { PostTextField } from './PostTextField.tsx'

type BannerField = 'featured_image_url' | 'banner_alt'

interface PostBannerFieldsProps {
  values: Pick<PostFormValues, 'title' | 'slug' | BannerField>
  altProblem: string | undefined
  onChange: <Field extends BannerField>(field: Field, value: PostFormValues[Field]) => void
}

/**
 * The post's banner: an image chosen or pasted, stored with its web sizes and sharing image under
 * the post's slug, and once there is one, the alt text that says what it shows.
 */
export function PostBannerFields({ values, altProblem, onChange }: PostBannerFieldsProps) {
  const upload = useImageUpload({ bucket: 'blog-images', share: true })
  const store = (file: Blob) => upload(postImageStem(values), file)
  return (
    <>
      <ImageField
        label={POST_FIELDS.featured_image_url.label}
        value={readImageChoice(values.featured_image_url)}
        store={store}
        onChange={(image) => {
          onChange('featured_image_url', image)
        }}
      />
      {values.featured_image_url && (
        <PostTextField
          field="banner_alt"
          value={values.banner_alt}
          problem={altProblem}
          hint="What the banner shows, for readers who cannot see it"
          onChange={(alt) => {
            onChange('banner_alt', alt)
          }}
        />
      )}
    </>
  )
}
