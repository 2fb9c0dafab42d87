import { Button, Card, ControlGroup, H2, InputGroup, TextArea } from '@blueprintjs/core'
import { useToaster } from '../../ui/Toaster.tsx'
import { useSiteIdentity } from '../../ui/SiteIdentityContext.ts'

/** A Copy button: the text on the clipboard, and a toast that says so or that it failed. */
function CopyButton({ text, what }: { text: string; what: string }) {
  const toast = useToaster()
  return (
    <Button
      icon="duplicate"
      text="Copy"
      aria-label={`Copy the ${what}`}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => {
            toast({ title: `The ${what} is copied` })
          },
          () => {
            toast({
              title: `The ${what} could not be copied: select it and copy it`,
              intent: 'danger',
            })
          },
        )
      }}
    />
  )
}

/**
 * The owner's handle on the social web, and a "Follow on the fediverse" text to put on other
 * pages or profiles, each to copy.
 */
export function FollowBlock() {
  const handle = useSiteIdentity().fediverseHandle
  const block = `Follow on the fediverse: search for ${handle} on Mastodon, Threads, Pixelfed or any server of the social web, and follow. On Bluesky, follow ${handle} through Bridgy Fed.`
  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Follow on the fediverse</H2>
      <p>Readers follow your blog by this handle; each new post reaches their timeline.</p>
      <ControlGroup fill>
        <InputGroup readOnly value={handle} aria-label="Your handle on the social web" />
        <CopyButton text={handle} what="handle" />
      </ControlGroup>
      <p className="admin-hint">To put on your other pages and profiles:</p>
      <ControlGroup fill vertical>
        <TextArea readOnly value={block} aria-label="Follow on the fediverse text" autoResize />
        <CopyButton text={block} what="follow text" />
      </ControlGroup>
    </Card>
  )
}
