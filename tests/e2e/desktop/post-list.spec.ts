import { PostListPage } from '../pages/PostAdminPages.ts'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/desktop.ts'
import { createPosts } from '../../support/factories/blogPosts.ts'

test.use({ freshBackend: ['--no-seed'] })

test("the posts list keeps its search in the window's address, which a reload keeps", async ({
  desktop,
  backendUrl,
}) => {
  await createPosts(serviceData(backendUrl), [
    { title: 'Cash Before Growth', content: '<p>Runway first.</p>', tags: ['Finance'] },
    { title: 'Hiring Slowly', content: '<p>Fewer, better people.</p>', tags: ['Teams'] },
  ])
  await desktop.openSignedIn()
  const list = new PostListPage(desktop.page)
  await expect(list.titles).toHaveCount(2)
  await list.search.fill('runway')
  await expect(list.titles).toHaveText(['Cash Before Growth'])
  // The app's routes are in the hash: the search goes there, after the list's own path.
  await expect(desktop.page).toHaveURL(/#\/blog-admin\?q=runway$/)

  await desktop.page.reload()
  await expect(list.search).toHaveValue('runway')
  await expect(list.titles).toHaveText(['Cash Before Growth'])
})
