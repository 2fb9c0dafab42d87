import { chosenTags } from '../support/tagChips.ts'
import { fileURLToPath } from 'node:url'
import { PostEditorPage, PostListPage } from '../pages/PostAdminPages.ts'
import { mailTo, serviceData } from '../support/backend.ts'
import { tick } from '../support/checkedControls.ts'
import { expect, test } from '../support/fixtures.ts'
import { type PostFields, createPosts } from '../../support/factories/blogPosts.ts'
import { createSubscriber } from '../../support/factories/newsletterSubscribers.ts'

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const banner = fileURLToPath(new URL('../../fixtures/images/sample.png', import.meta.url))

test(
  'write, publish, unpublish, republish and delete a post',
  { tag: '@smoke' },
  async ({ page, backendUrl }) => {
    const { email: subscriber } = await createSubscriber(serviceData(backendUrl), {
      confirmed_at: new Date().toISOString(),
    })
    const newsletterMails = async () =>
      (await mailTo(backendUrl, subscriber)).filter(
        (mail) => mail.subject === 'Hiring for the Next Stage',
      )

    const list = new PostListPage(page)
    const editor = new PostEditorPage(page)
    await test.step('the empty list offers a first post, whose form asks for title, content and a tag', async () => {
      await list.open()
      await expect(page.getByRole('heading', { name: 'No blog posts yet' })).toBeVisible()
      await page.getByRole('button', { name: 'Create your first post' }).click()
      await expect(page.getByRole('heading', { name: 'New Post' })).toBeVisible()
      await editor.submit('Create Post')
      await expect(
        editor.toast('Please fill in title, content, and at least one tag'),
      ).toBeVisible()
    })

    await test.step('a published post shows on the blog with its bold text and banner, and mails subscribers', async () => {
      await editor.title.fill('Hiring for the Next Stage')
      await expect(editor.slug).toHaveValue('hiring-for-the-next-stage')
      await editor.excerpt.fill('Who to hire first when growth speeds up.')
      await editor.addTags('Team Building', 'Leadership', 'Leadership')
      await expect(chosenTags(page)).toHaveText(['Team Building', 'Leadership'])
      await editor.content.click()
      await page.keyboard.type('The first hire is ')
      await page.keyboard.press('Control+b')
      await page.keyboard.type('the hardest')
      await page.keyboard.press('Control+b')
      await page.keyboard.type(' one.')
      await editor.bannerFile.setInputFiles(banner)
      await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible()
      await editor.setPublished(true)
      await editor.submit('Create Post')
      await editor.goAheadAnyway('publish')
      await expect(editor.toast('Post published and newsletter sent to subscribers!')).toBeVisible()
      await expect(list.heading).toBeVisible()
      await expect(list.row('Hiring for the Next Stage')).toContainText('Published')

      await page.goto('/blog')
      await expect(page.getByRole('heading', { name: 'Hiring for the Next Stage' })).toBeVisible()
      await page.goto('/blog/hiring-for-the-next-stage')
      await expect(page.locator('.post-body strong')).toHaveText('the hardest')
      await expect(page.locator('.post__banner')).toHaveAttribute(
        'src',
        /\/storage\/v1\/object\/public\/blog-images\/hiring-for-the-next-stage-\d+\.png$/,
      )
      expect(await newsletterMails()).toHaveLength(1)
      const { data: stored } = await serviceData(backendUrl)
        .from('blog_posts')
        .select('content')
        .eq('slug', 'hiring-for-the-next-stage')
        .single()
      expect(stored?.content).toBe('<p>The first hire is <strong>the hardest</strong> one.</p>')
    })

    await test.step('unpublishing takes the post off the blog', async () => {
      await list.open()
      await list.row('Hiring for the Next Stage').getByRole('button', { name: 'Unpublish' }).click()
      await expect(list.toast('Post unpublished')).toBeVisible()
      await page.goto('/blog/hiring-for-the-next-stage')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found')
    })

    // Publish in the list runs the editor's checks on the post as saved: going back keeps it a
    // draft, going ahead publishes it (without a second newsletter).
    await test.step("publishing from the list runs the editor's checks", async () => {
      await list.open()
      const row = list.row('Hiring for the Next Stage')
      await row.getByRole('button', { name: 'Publish', exact: true }).click()
      await expect(editor.checks('publish').getByRole('listitem')).toHaveText([
        'The banner image has no alt text.',
      ])
      await editor.checks('publish').getByRole('button', { name: 'Go back' }).click()
      await expect(editor.checks('publish')).toBeHidden()
      await expect(row).toContainText('Draft')
      await row.getByRole('button', { name: 'Publish', exact: true }).click()
      await editor.goAheadAnyway('publish')
      await expect(list.toast('Post published')).toBeVisible()
      await expect(row).toContainText('Published')
      await row.getByRole('button', { name: 'Unpublish' }).click()
      await expect(row).toContainText('Draft')
    })

    await test.step('republishing from the editor sends no second newsletter', async () => {
      await list
        .row('Hiring for the Next Stage')
        .getByRole('link', { name: 'Hiring for the Next Stage' })
        .click()
      await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
      await editor.setPublished(true)
      await editor.submit('Update Post')
      await editor.goAheadAnyway('publish')
      await expect(editor.toast('Post updated successfully')).toBeVisible()
      await expect(list.row('Hiring for the Next Stage')).toContainText('Newsletter Sent')
      expect(await newsletterMails()).toHaveLength(1)
    })

    await test.step('deleting asks first, naming the post, and can be cancelled', async () => {
      await list.row('Hiring for the Next Stage').getByRole('button', { name: 'Delete' }).click()
      // The question names the post and says it can come back.
      const question = page.getByRole('alertdialog')
      await expect(question.getByText('Are you sure you want to delete this post?')).toBeVisible()
      await expect(question.getByText('Hiring for the Next Stage', { exact: true })).toBeVisible()
      await expect(
        question.getByText(
          'You can bring it back from Recently deleted, below the list, for 30 days.',
        ),
      ).toBeVisible()
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(list.row('Hiring for the Next Stage')).toBeVisible()
      const deleteIt = async () => {
        await list.row('Hiring for the Next Stage').getByRole('button', { name: 'Delete' }).click()
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
        await expect(page.getByRole('heading', { name: 'No blog posts yet' })).toBeVisible()
      }
      // One post deleted by its row's button is undone as selected ones are.
      await deleteIt()
      await list.toast('Post deleted successfully').getByRole('button', { name: 'Undo' }).click()
      await expect(list.toast('1 post brought back')).toBeVisible()
      await expect(list.row('Hiring for the Next Stage')).toContainText('Published')
      await deleteIt()
      await expect(list.toast('Post deleted successfully')).toBeVisible()
    })
  },
)

test('the list finds a draft by a word of one paragraph of its body, and keeps the search on reload', async ({
  page,
  backendUrl,
}) => {
  await createPosts(serviceData(backendUrl), [
    {
      title: 'Quiet draft',
      content: '<p>An opening.</p><p>The word marmalade is only here.</p>',
      tags: ['Notes'],
    },
    {
      title: 'Public post',
      content: '<p>Nothing about breakfast.</p>',
      tags: ['Notes'],
      published: true,
    },
  ])

  const list = new PostListPage(page)
  await list.open()
  await expect(list.titles).toHaveCount(2)
  await list.search.pressSequentially('marmalade')
  await expect(list.titles).toHaveText(['Quiet draft'])
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 post matches')
  // The address takes the search once its answer is shown, replacing the list's entry.
  await expect(page).toHaveURL(/\/blog-admin\?q=marmalade$/)

  await page.reload()
  await expect(list.search).toHaveValue('marmalade')
  await expect(list.titles).toHaveText(['Quiet draft'])
  await page.getByLabel('Status').selectOption('Published')
  await expect(page.getByRole('heading', { name: 'No posts match' })).toBeVisible()
  await expect(page).toHaveURL(/\/blog-admin\?q=marmalade&status=published$/)
  await page.getByRole('button', { name: 'Clear search and filters' }).click()
  await expect(list.search).toHaveValue('')
  await expect(list.titles).toHaveCount(2)
  await expect(page).toHaveURL(/\/blog-admin$/)

  // An address given from elsewhere is the list's new state: a search in it, then the Admin
  // menu's plain link to the list.
  await page.goto('/blog-admin?q=marmalade')
  await expect(list.titles).toHaveText(['Quiet draft'])
  await page.getByRole('button', { name: 'Admin' }).click()
  await page.getByRole('link', { name: 'Blog Posts' }).click()
  await expect(page).toHaveURL(/\/blog-admin$/)
  await expect(list.search).toHaveValue('')
  await expect(list.titles).toHaveCount(2)
})

test('an unsaved post comes back when the form reopens, saying from when, and can be discarded', async ({
  page,
}) => {
  await page.goto('/blog-admin/new')
  const editor = new PostEditorPage(page)
  await editor.title.fill('Half-written thoughts')
  await editor.content.click()
  await page.keyboard.type('A first paragraph')
  // Leaving a field keeps the draft at once. The owner goes to the list and opens a new post
  // from there, as they would: a reload would end the page while the draft is being written.
  await editor.title.focus()

  await page.getByRole('button', { name: 'Admin' }).click()
  await page.getByRole('link', { name: 'Blog Posts' }).click()
  await page.getByRole('button', { name: 'New Post' }).click()
  const notice = page.getByText(/^Restored your unsaved changes from .+\d/)
  await expect(notice).toBeVisible()
  await expect(editor.title).toHaveValue('Half-written thoughts')
  await expect(editor.content).toHaveText('A first paragraph')

  await page.getByRole('button', { name: 'Discard changes' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(notice).toHaveCount(0)
  await expect(editor.title).toHaveValue('')
})

/** Posts made for a test of the list's bulk actions, as they were years ago. */
const listedPost = (title: string, published: boolean, tags: string[]): PostFields => ({
  title,
  content: `<p>${title}.</p>`,
  tags,
  published,
  newsletter_sent: published,
  publish_date: published ? '2025-05-02T09:00:00Z' : null,
  created_at: '2025-05-01T09:00:00Z',
})

test('bulk publish shows the pre-publish checks of each post, asks whether to mail subscribers, unticked, and mails nobody unless asked', async ({
  page,
  backendUrl,
}) => {
  const data = serviceData(backendUrl)
  const { email: subscriber } = await createSubscriber(data, {
    confirmed_at: new Date().toISOString(),
  })
  await createPosts(data, [
    listedPost('First draft', false, ['Notes']),
    listedPost('Second draft', false, ['Notes']),
  ])

  const list = new PostListPage(page)
  await list.open()
  await tick(page, 'Select all on this page')
  await page
    .getByRole('region', { name: 'Selected posts' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click()
  const question = page.getByRole('dialog', { name: 'Publish 2 posts' })
  await expect(
    question.getByRole('checkbox', {
      name: 'Email each post going out for the first time to newsletter subscribers',
    }),
  ).not.toBeChecked()
  // The pre-publish checks, as one post's Publish shows them, for each post.
  const problems = question.getByRole('list', { name: 'What would hurt the posts' })
  await expect(problems.getByRole('listitem').filter({ hasText: 'First draft' })).toContainText(
    'There is no excerpt: search results and link cards show the start of the post instead.',
  )
  await expect(problems.getByText('Second draft')).toBeVisible()
  await question.getByRole('button', { name: 'Publish 2 posts anyway' }).click()
  await expect(list.toast('2 posts published')).toBeVisible()
  await expect(list.row('First draft')).toContainText('Published')
  await expect(list.row('Second draft')).toContainText('Published')
  const { data: marked } = await data.from('blog_posts').select('newsletter_sent')
  expect(marked).toEqual([{ newsletter_sent: true }, { newsletter_sent: true }])
  expect(await mailTo(backendUrl, subscriber)).toEqual([])
})

test('deletes the selected posts, and one Undo brings them all back as they were', async ({
  page,
  backendUrl,
}) => {
  await createPosts(serviceData(backendUrl), [
    listedPost('Pricing notes', true, ['Money', 'Strategy']),
    listedPost('Hiring draft', false, ['Team']),
    listedPost('Left alone', false, ['Notes']),
  ])

  const list = new PostListPage(page)
  await list.open()
  await expect(list.titles).toHaveCount(3)
  const shown = async (title: string) => list.row(title).innerText()
  const before = [await shown('Pricing notes'), await shown('Hiring draft')]
  await tick(page, 'Select Pricing notes')
  await tick(page, 'Select Hiring draft')
  await page
    .getByRole('region', { name: 'Selected posts' })
    .getByRole('button', { name: 'Delete' })
    .click()
  const question = page.getByRole('alertdialog')
  await expect(question.getByText('Are you sure you want to delete these 2 posts?')).toBeVisible()
  await expect(question.getByText('Pricing notes, Hiring draft')).toBeVisible()
  await question.getByRole('button', { name: 'Delete' }).click()
  const count = page.locator('.post-count')
  await expect(count).toHaveText('1 post')
  await expect(page.getByRole('region', { name: 'Recently deleted' })).toContainText(
    'Pricing notes',
  )

  await list.toast('2 posts deleted').getByRole('button', { name: 'Undo' }).click()
  await expect(list.toast('2 posts brought back')).toBeVisible()
  await expect(count).toHaveText('3 posts')
  await expect(page.getByRole('heading', { name: 'Recently deleted' })).toBeHidden()
  await expect(list.row('Pricing notes')).toHaveText(before[0] ?? '', { useInnerText: true })
  await expect(list.row('Hiring draft')).toHaveText(before[1] ?? '', { useInnerText: true })
})

test('a deletion of posts changed elsewhere meanwhile is held as a deletion: kept, or deleted anyway', async ({
  page,
  backendUrl,
}) => {
  const data = serviceData(backendUrl)
  const titles = ['Pricing notes', 'Hiring draft']
  await createPosts(data, [
    listedPost('Pricing notes', false, ['Money']),
    listedPost('Hiring draft', false, ['Team']),
  ])
  const list = new PostListPage(page)
  await list.open()
  await expect(list.titles).toHaveCount(2)
  for (const title of titles) {
    await data
      .from('blog_posts')
      .update({ excerpt: 'Edited elsewhere' })
      .eq('title', title)
      .throwOnError()
  }
  await tick(page, 'Select all on this page')
  await page
    .getByRole('region', { name: 'Selected posts' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(list.toast('2 changed elsewhere meanwhile: see Drafts')).toBeVisible()

  const { data: hiring } = await data.from('blog_posts').select('id').eq('title', 'Hiring draft')
  await page.goto(`/blog-admin/edit/${hiring?.[0]?.id ?? ''}`)
  const held = page.getByText('You deleted this item, and it was changed on the server')
  await expect(held).toBeVisible()
  await page.getByRole('button', { name: "Keep the server's version" }).click()
  await expect(held).toBeHidden()
  await expect(new PostEditorPage(page).excerpt).toHaveValue('Edited elsewhere')

  await page.goto('/drafts')
  await page.getByRole('link', { name: 'Compare' }).click()
  await expect(held).toBeVisible()
  await expect(page.getByRole('button', { name: 'Keep all mine' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Delete it anyway' }).click()
  await expect(list.heading).toBeVisible()
  const { data: left } = await data.from('blog_posts').select('title, excerpt')
  expect(left).toEqual([{ title: 'Hiring draft', excerpt: 'Edited elsewhere' }])
})
