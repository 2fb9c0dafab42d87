import { PROJECT_PAUSED_STATUS } from '../../../shared/backend/errors.ts'
import { type DesktopApp, expect, test } from '../support/desktop.ts'

/**
 * The backend's address answers as hosted Supabase does for a paused project: 540 to every
 * request, its CORS layer still answering the browser's preflight.
 */
async function pauseProject(desktop: DesktopApp): Promise<void> {
  await desktop.context.route(`${desktop.backendUrl}/**`, async (route) => {
    const request = route.request()
    const preflight = request.method() === 'OPTIONS'
    await route.fulfill({
      status: preflight ? 204 : PROJECT_PAUSED_STATUS,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          (await request.headerValue('access-control-request-headers')) ?? '*',
        'Content-Type': 'text/plain',
      },
      body: preflight ? '' : 'Project paused',
    })
  })
}

test('the status bar tells a paused or unreachable backend apart from being offline', async ({
  desktop,
}) => {
  await pauseProject(desktop)
  await desktop.open('/auth')
  const status = desktop.page.getByRole('contentinfo', { name: 'Status' })
  await expect(status).toContainText('Backend paused or unreachable')

  await desktop.context.setOffline(true)
  await expect(status).toContainText('Offline')
  await expect(status).not.toContainText('Backend paused or unreachable')

  // The project back: a request the pause was still answering is answered first, so the
  // stand-in never answers a request the browser has already sent on.
  await desktop.context.unrouteAll({ behavior: 'wait' })
  await desktop.context.setOffline(false)
  await expect(status).toContainText('Online')
})

test('settings that name a paused project say so', async ({ desktop, backendUrl }) => {
  await desktop.open('/settings')
  await pauseProject(desktop)
  await desktop.page.getByRole('button', { name: 'Test and Save' }).click()
  await expect(desktop.page.getByRole('alert')).toContainText(
    `The project at ${backendUrl} is paused.`,
  )
})
