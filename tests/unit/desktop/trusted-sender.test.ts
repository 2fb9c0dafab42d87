import { describe, expect, it } from 'vitest'
import { senderFacts } from '../../../desktop/main/ipc.ts'
import { type SenderFacts, isTrustedSender } from '../../../desktop/main/trusted-sender.ts'

const appUrl = 'file:///app/out/renderer/index.html'
const trusted = { windowContentsId: 7, appUrl }
const fromApp: SenderFacts = { contentsId: 7, frame: { url: `${appUrl}#/posts`, isTopFrame: true } }

describe('isTrustedSender', () => {
  it("accepts the app's page in the main window", () => {
    expect(isTrustedSender(fromApp, trusted)).toBe(true)
  })

  it.each<[string, SenderFacts]>([
    ['another webContents', { ...fromApp, contentsId: 8 }],
    ['an embedded frame', { ...fromApp, frame: { url: appUrl, isTopFrame: false } }],
    ['another page', { ...fromApp, frame: { url: 'https://evil.example/', isTopFrame: true } }],
    ['a frame that has gone', { ...fromApp, frame: null }],
  ])('refuses %s', (_case, sender) => {
    expect(isTrustedSender(sender, trusted)).toBe(false)
  })

  it('refuses everything while there is no window', () => {
    expect(isTrustedSender(fromApp, { ...trusted, windowContentsId: null })).toBe(false)
  })
})

describe('senderFacts', () => {
  it("reads the sender's id, the frame's address and whether it is the top frame", () => {
    const top = { url: appUrl, parent: null }
    expect(senderFacts({ sender: { id: 3 }, senderFrame: top })).toEqual({
      contentsId: 3,
      frame: { url: appUrl, isTopFrame: true },
    })
    const child = { url: appUrl, parent: top }
    expect(senderFacts({ sender: { id: 3 }, senderFrame: child }).frame?.isTopFrame).toBe(false)
  })

  it('treats a frame that cannot be read any more as gone', () => {
    const disposed = {
      get url(): string {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed')
      },
      parent: null,
    }
    expect(senderFacts({ sender: { id: 3 }, senderFrame: disposed }).frame).toBeNull()
  })
})
