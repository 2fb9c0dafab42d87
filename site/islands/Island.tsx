import type { ReactNode } from 'react'
import { ISLAND_ATTRIBUTE } from './markup.ts'
import type { IslandName } from './islandName.ts'

/**
 * Marks a part of a page as an island: on a prerendered public page, only islands get
 * JavaScript, each its own and when it is needed (site/islands/client.ts). The component inside
 * must be the one the registry names, with no props, so the browser renders it as the build
 * did. The wrapper takes no box of its own (`display: contents`).
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return <div {...{ [ISLAND_ATTRIBUTE]: name }}>{children}</div>
}
