import { RedirectsAdminPage } from '../pages/RedirectsAdminPage.ts'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * The Redirects screen: its empty state, an old address checked as the database would take it,
 * a redirect added to a post and said to be created once stored, one refused for an address
 * that already leads elsewhere with the form kept, one deleted after asking, and a save that
 * cannot reach the backend failing with the form kept.
 */

test.use({ freshBackend: [], signedIn: true })

async function publishedTitle(backendUrl: string, index: number): Promise<string> {
  const { data } = await serviceData(backendUrl)
    .from('blog_posts')
    .select('title')
    .eq('published', true)
    .order('title')
    .throwOnError()
  const title = data[index]?.title
  if (title === undefined) throw new Error('The demo content has too few published posts')
  return title
}

test('redirects: checked, added, refused when taken, deleted after asking', async ({
  page,
  backendUrl,
}) => {
  const [first, second] = [await publishedTitle(backendUrl, 0), await publishedTitle(backendUrl, 1)]
  const redirects = new RedirectsAdminPage(page)
  await redirects.open()
  await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible()
  await expect(page.getByText('No redirects yet')).toBeVisible()

  await redirects.addRedirect('', null)
  await expect(
    redirects.problem('Enter the old address, such as /2013/05/08/some-post/.'),
  ).toBeVisible()
  await expect(redirects.problem('Choose the post it leads to.')).toBeVisible()
  await redirects.addRedirect('/old page/', first)
  await expect(
    redirects.problem('An old address has no spaces, and none of the characters * ? # and :.'),
  ).toBeVisible()
  await redirects.addRedirect('/blog/some-post', first)
  await expect(
    redirects.problem(
      'This is the address of the blog or of a post here (/blog, /blog/page/2, /blog/some-post); a redirect cannot start there.',
    ),
  ).toBeVisible()

  // A whole old address pasted in is kept as its path.
  await redirects.addRedirect('https://old.example/2013/05/08/some-post/', first)
  await expect(redirects.toast('Redirect created successfully')).toBeVisible()
  await expect(redirects.row('/2013/05/08/some-post/')).toContainText(first)
  await expect(redirects.oldAddress).toHaveValue('')
  await expect(page.getByRole('heading', { name: 'Redirects (1)' })).toBeVisible()

  await redirects.addRedirect('/2013/05/08/some-post/', second)
  await expect(
    redirects.toast(
      'Failed to create redirect: Another redirect already starts at this old address: each old address leads to one post.',
    ),
  ).toBeVisible()
  await expect(redirects.oldAddress).toHaveValue('/2013/05/08/some-post/')
  await expect(page.getByRole('heading', { name: 'Redirects (1)' })).toBeVisible()

  await redirects
    .row('/2013/05/08/some-post/')
    .getByRole('button', { name: /^Delete/ })
    .click()
  const question = page.getByRole('alertdialog')
  await expect(question).toContainText('Are you sure you want to delete this redirect?')
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(redirects.row('/2013/05/08/some-post/')).toBeVisible()
  await redirects
    .row('/2013/05/08/some-post/')
    .getByRole('button', { name: /^Delete/ })
    .click()
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(redirects.toast('Redirect deleted successfully')).toBeVisible()
  await expect(page.getByText('No redirects yet')).toBeVisible()
  const { data } = await serviceData(backendUrl).from('redirects').select('id').throwOnError()
  expect(data).toEqual([])
})

test('a redirect the backend cannot store is not said to be created, and the form stays filled', async ({
  page,
  backendUrl,
  stopBackend,
}) => {
  const title = await publishedTitle(backendUrl, 0)
  const redirects = new RedirectsAdminPage(page)
  await redirects.open()
  await expect(redirects.leadsTo).toBeEnabled()
  await stopBackend()
  await redirects.addRedirect('/2019/01/gone/', title)
  await expect(redirects.toast('Failed to create redirect')).toBeVisible()
  await expect(redirects.toast('Redirect created successfully')).toHaveCount(0)
  await expect(redirects.oldAddress).toHaveValue('/2019/01/gone/')
  await expect(redirects.leadsTo.locator('option:checked')).toHaveText(title)
})
