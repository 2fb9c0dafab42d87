import { Button, Card, FormGroup, H2, InputGroup, Switch, TextArea } from '@blueprintjs/core'
import { useQueryClient } from '@tanstack/react-query'
import { type SyntheticEvent, useState } from 'react'
import { toBackendError } from '../../backend/errors.ts'
import { timestampedName, uploadImage } from '../../backend/images.ts'
import { sendNewsletter } from '../../backend/newsletter.ts'
import {
  type BlogPost,
  type PostInput,
  createPost,
  fetchPublishState,
  updatePost,
} from '../../backend/posts.ts'
import { postKeys } from '../../data/posts/queries.ts'
import { becomesPublished } from '../../domain/publishing.ts'
import { readTimeLabel, readTimeMinutes } from '../../domain/readTime.ts'
import { slugify } from '../../domain/slug.ts'
import { plainText } from '../../domain/text.ts'
import { useAdminEnvironment } from '../AdminEnvironment.tsx'
import { FormActions } from '../FormActions.tsx'
import { useToaster } from '../Toaster.tsx'
import { RichTextEditor } from '../editor/RichTextEditor.tsx'
import { ImageField } from '../fields/ImageField.tsx'
import { TagInput } from '../fields/TagInput.tsx'
import { announceSave } from './announcePublication.ts'
import { POST_MESSAGES } from './postMessages.ts'

/** The blog form state of spec section 3; the read time and publish date follow from it. */
interface PostFormValues {
  title: string
  slug: string
  excerpt: string
  content: string
  tags: string[]
  featured: boolean
  published: boolean
  featured_image_url: string | null
  author: string
}

interface PostEditorFormProps {
  /** The post being edited, or null for a new one. */
  post: BlogPost | null
  knownTags: string[]
  onDone: () => void
}

export function PostEditorForm({ post, knownTags, onDone }: PostEditorFormProps) {
  const { client, ownerName } = useAdminEnvironment()
  const queryClient = useQueryClient()
  const toast = useToaster()
  const [values, setValues] = useState<PostFormValues>(() => ({
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    tags: post?.tags ?? [],
    featured: post?.featured ?? false,
    published: post?.published ?? false,
    featured_image_url: post?.featured_image_url ?? null,
    author: post?.author ?? ownerName,
  }))
  // The slug follows the title while creating, until the owner edits it themselves.
  const [slugEdited, setSlugEdited] = useState(post !== null)
  const [saving, setSaving] = useState(false)
  const [testing, setTesting] = useState(false)
  const set = <Field extends keyof PostFormValues>(field: Field, value: PostFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }))
  }
  const readTime = readTimeMinutes(values.content)

  const save = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (
      values.title.trim() === '' ||
      plainText(values.content) === '' ||
      values.tags.length === 0
    ) {
      toast({ title: POST_MESSAGES.required, intent: 'danger' })
      return
    }
    setSaving(true)
    try {
      const before = post ? await fetchPublishState(client, post.id) : null
      const keepsDate = values.published && before?.published
      const input: PostInput = {
        title: values.title.trim(),
        slug: values.slug.trim() || slugify(values.title),
        excerpt: values.excerpt.trim() || null,
        content: values.content,
        tags: values.tags,
        featured: values.featured,
        published: values.published,
        // Published now, unless it already was: editing never moves a post up the blog.
        publish_date: values.published
          ? keepsDate && post?.publish_date
            ? post.publish_date
            : new Date().toISOString()
          : null,
        read_time: readTime,
        featured_image_url: values.featured_image_url,
        author: values.author.trim() || null,
      }
      const saved = post
        ? await updatePost(client, post.id, input)
        : await createPost(client, input)
      await queryClient.invalidateQueries({ queryKey: postKeys.all })
      await queryClient.invalidateQueries({ queryKey: postKeys.knownTags() })
      const newlyPublished = becomesPublished(before, values.published) && !before?.newsletter_sent
      toast(
        await announceSave(
          client.functions,
          saved.id,
          post ? 'updated' : 'created',
          newlyPublished,
        ),
      )
      onDone()
    } catch (error) {
      toast({ title: POST_MESSAGES.saveFailed(toBackendError(error).message), intent: 'danger' })
    } finally {
      setSaving(false)
    }
  }

  const sendTest = async (postId: string) => {
    setTesting(true)
    try {
      await sendNewsletter(client.functions, postId, { test: true })
      toast({
        title: 'Test email sent',
        description: 'Check your inbox to see the newsletter as subscribers will.',
      })
    } catch (error) {
      toast({
        title: `Failed to send the test email: ${toBackendError(error).message}`,
        intent: 'danger',
      })
    } finally {
      setTesting(false)
    }
  }

  const uploadBanner = (file: File) =>
    uploadImage(
      client,
      'blog-images',
      timestampedName(values.slug.trim() || slugify(values.title) || 'post', file),
      file,
    )

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="admin-form">
      <Card elevation={1} className="admin-card">
        <H2 className="admin-card-title">Post Details</H2>
        <FormGroup label="Title" labelFor="post-title" labelInfo="(required)">
          <InputGroup
            id="post-title"
            value={values.title}
            onValueChange={(title) => {
              setValues((current) => ({
                ...current,
                title,
                slug: slugEdited ? current.slug : slugify(title),
              }))
            }}
          />
        </FormGroup>
        <FormGroup label="Slug" labelFor="post-slug" helperText="The post's address: /blog/slug">
          <InputGroup
            id="post-slug"
            value={values.slug}
            onValueChange={(slug) => {
              setSlugEdited(true)
              set('slug', slug)
            }}
          />
        </FormGroup>
        <FormGroup label="Excerpt" labelFor="post-excerpt">
          <TextArea
            id="post-excerpt"
            fill
            rows={3}
            value={values.excerpt}
            onChange={(event) => {
              set('excerpt', event.target.value)
            }}
          />
        </FormGroup>
        <FormGroup label="Author" labelFor="post-author">
          <InputGroup
            id="post-author"
            value={values.author}
            onValueChange={(author) => {
              set('author', author)
            }}
          />
        </FormGroup>
        <TagInput
          label="Tags (at least one)"
          tags={values.tags}
          known={knownTags}
          onChange={(tags) => {
            set('tags', tags)
          }}
        />
        <ImageField
          label="Banner image"
          value={values.featured_image_url}
          upload={uploadBanner}
          onChange={(url) => {
            set('featured_image_url', url)
          }}
        />
        <Switch
          label="Featured"
          checked={values.featured}
          onChange={(event) => {
            set('featured', event.currentTarget.checked)
          }}
        />
        <Switch
          label="Published"
          checked={values.published}
          onChange={(event) => {
            set('published', event.currentTarget.checked)
          }}
        />
        <p className="admin-hint">Estimated read time: {readTimeLabel(readTime)}</p>
      </Card>
      <Card elevation={1} className="admin-card">
        <H2 className="admin-card-title">Content</H2>
        <RichTextEditor
          label="Post content"
          initialHtml={values.content}
          onChange={(content) => {
            set('content', content)
          }}
        />
      </Card>
      <FormActions
        submitText={post ? 'Update Post' : 'Create Post'}
        savingText="Saving..."
        saving={saving}
        onCancel={onDone}
      >
        {post && !post.newsletter_sent && (
          <Button
            size="large"
            variant="minimal"
            icon="envelope"
            loading={testing}
            text="Send a test to myself"
            onClick={() => void sendTest(post.id)}
          />
        )}
      </FormActions>
    </form>
  )
}
