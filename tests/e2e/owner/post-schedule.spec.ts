import { serviceData } from '../support/backend.ts'
import { createPost } from '../../support/factories/blogPosts.ts'
import { expect, test } from '../support/fixtures.ts'
import { PostEditorPage, PostListPage } from '../pages/PostAdminPages.ts'

// The owner's clock reads Berlin time: the chosen time is theirs, stored as the moment it names.
test.use({ freshBackend: ['--no-seed'], signedIn: true, timezoneId: 'Europe/Berlin' })

test('schedule a post for a time of the owner’s, then unschedule it', async ({
  page,
  backendUrl,
}) => {
  const service = serviceData(backendUrl)
  const created = await createPost(service, {
    title: 'Notes for the Spring Offsite',
    slug: 'notes-for-the-spring-offsite',
    content: '<p>Three questions to bring.</p>',
    tags: ['Teams'],
  })
  const id = created.id
  const scheduleOf = async () =>
    (await service.from('blog_posts').select('published, scheduled_at').eq('id', id).single()).data

  const editor = new PostEditorPage(page)
  const list = new PostListPage(page)
  await page.goto(`/blog-admin/edit/${id}`)
  const when = page.getByLabel(/^Publish on \(your time zone, Europe\/Berlin\)/)
  await when.fill('2020-03-01T09:30')
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(page.getByText('Choose a time in the future')).toBeVisible()

  await when.fill('2030-03-01T09:30')
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  await editor.goAheadAnyway('schedule')
  await expect(list.heading).toBeVisible()
  await expect(list.toast('Post scheduled for March 1, 2030 at 9:30 AM')).toBeVisible()
  await expect(list.row('Notes for the Spring Offsite')).toContainText(
    'Scheduled · March 1, 2030 at 9:30 AM',
  )
  const scheduled = await scheduleOf()
  expect(scheduled?.published).toBe(false)
  expect(new Date(scheduled?.scheduled_at ?? '').toISOString()).toBe('2030-03-01T08:30:00.000Z')

  // An edit keeps the schedule.
  await page.goto(`/blog-admin/edit/${id}`)
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled for' })).toContainText(
    'March 1, 2030 at 9:30 AM',
  )
  await editor.title.fill('Notes for the Spring Offsite, Revised')
  await editor.submit('Update Post')
  await expect(list.row('Revised')).toContainText('Scheduled · March 1, 2030')

  await page.goto(`/blog-admin/edit/${id}`)
  await page.getByRole('button', { name: 'Unschedule' }).click()
  await expect(list.heading).toBeVisible()
  await expect(list.toast('Schedule removed: the post is a draft')).toBeVisible()
  await expect(list.row('Revised')).toContainText('Draft')
  await expect(list.row('Revised')).not.toContainText('Scheduled')
  expect(await scheduleOf()).toEqual({ published: false, scheduled_at: null })
})
