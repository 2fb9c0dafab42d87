import { NonIdealState } from '@blueprintjs/core'

/** In place of a list this computer has never loaded, while the server cannot be reached. */
export function NotLoadedOffline() {
  return (
    <NonIdealState
      icon="offline"
      title="Not available offline"
      description="This list has not been loaded on this computer yet. It loads as soon as the server can be reached."
    />
  )
}
