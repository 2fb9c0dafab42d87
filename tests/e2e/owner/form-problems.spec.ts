import { chosenTags } from '../support/tagChips.ts'
import { PostEditorPage } from '../pages/PostAdminPages.ts'
import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { SignInPage } from '../pages/SignInPage.ts'
import { expect, test } from '../support/fixtures.ts'

/* Every form marks each field to fix, says why under it, and moves focus to the first one. */

test.describe('the owner’s forms', () => {
  test.use({ signedIn: true })

  test('the post form marks each missing field and moves to the first', async ({ page }) => {
    await page.goto('/blog-admin/new')
    const editor = new PostEditorPage(page)
    await editor.submit('Create Post')
    await expect(editor.toast('Please fill in title, content, and at least one tag')).toBeVisible()
    await expect(editor.title).toBeFocused()
    for (const field of [editor.title, editor.tagInput, editor.content]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
    }
    await expect(page.getByText('This field is required')).toHaveCount(3)

    await editor.title.fill('Pricing for Scale-ups')
    await expect(editor.title).not.toHaveAttribute('aria-invalid')
    await editor.submit('Create Post')
    await expect(editor.tagInput).toBeFocused()
  })

  test('a text nearing its limit shows a count, and one past it is not saved', async ({ page }) => {
    const faqs = new ResourceAdminPage(page, '/contact-faqs-admin/new')
    await faqs.open()
    await faqs.field('Answer').fill('Yes.')
    await faqs.field('Question').fill('q'.repeat(150))
    await expect(page.getByText('150 / 200')).toHaveCount(0)
    await faqs.field('Question').fill('q'.repeat(170))
    await expect(page.getByText('170 / 200')).toBeVisible()

    const question = 'Why? '.repeat(600).trim()
    await faqs.field('Question').fill(question)
    await expect(page.getByText('2,999 / 200')).toBeVisible()
    await faqs.field('Answer').focus()
    await faqs.submit('Create FAQ')
    await expect(faqs.toast('Please keep this to 200 characters or fewer')).toBeVisible()
    await expect(
      page.getByText('Please keep this to 200 characters or fewer').first(),
    ).toBeVisible()
    await expect(faqs.field('Question')).toBeFocused()
    await expect(faqs.field('Question')).toHaveValue(question)
    await expect(page).toHaveURL(/\/contact-faqs-admin\/new$/)
  })

  test('a tag too long stays typed, with a message', async ({ page }) => {
    await page.goto('/blog-admin/new')
    const editor = new PostEditorPage(page)
    const tag = 't'.repeat(51)
    await editor.addTags(tag)
    await expect(page.getByText('Please keep this to 50 characters or fewer')).toBeVisible()
    await expect(editor.tagInput).toHaveValue(tag)
    await expect(chosenTags(page)).toHaveCount(0)
  })
})

test('signing in without an email or password marks what is missing', async ({ page }) => {
  const signIn = new SignInPage(page)
  await signIn.open()
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(signIn.email).toBeFocused()
  await expect(signIn.email).toHaveAttribute('aria-invalid', 'true')
  await expect(signIn.password).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('This field is required')).toHaveCount(2)
})
