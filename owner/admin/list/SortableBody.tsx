import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Icon } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { moveItem } from '../../../shared/domain/formFields.ts'

/** How the owner puts rows in order. */
export interface RowOrdering<Row> {
  /** Called with the rows in their new order after a drag or a keyboard move. */
  onReorder: (rows: Row[]) => void
  disabled: boolean
}

interface SortableBodyProps<Row extends { id: string }> {
  rows: Row[]
  rowName: (row: Row) => string
  ordering: RowOrdering<Row>
  cells: (row: Row) => ReactNode
}

const INSTRUCTIONS =
  'To pick up an item, press Space or Enter. Move it with the Up and Down arrow keys, ' +
  'press Space or Enter again to drop it in its new place, or Escape to cancel.'

/**
 * Table rows the owner reorders by dragging their handle, or from the keyboard: focus the
 * handle, Space to lift, arrows to move, Space to drop. Moves are announced by name.
 */
export function SortableBody<Row extends { id: string }>({
  rows,
  rowName,
  ordering,
  cells,
}: SortableBodyProps<Row>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const nameOf = (id: string | number) => {
    const row = rows.find((candidate) => candidate.id === id)
    return row ? rowName(row) : 'the item'
  }
  const positionOf = (id: string | number) =>
    `position ${rows.findIndex((row) => row.id === id) + 1} of ${rows.length}`
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, in ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped in ${positionOf(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  }

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = rows.findIndex((row) => row.id === active.id)
    const to = rows.findIndex((row) => row.id === over.id)
    ordering.onReorder(moveItem(rows, from, to))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // The announcer's elements go to the body: inside the table they would be invalid HTML.
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: INSTRUCTIONS },
        container: document.body,
      }}
      onDragEnd={drop}
    >
      <SortableContext
        items={rows.map((row) => row.id)}
        strategy={verticalListSortingStrategy}
        disabled={ordering.disabled}
      >
        <tbody>
          {rows.map((row) => (
            <SortableRow key={row.id} id={row.id} name={rowName(row)}>
              {cells(row)}
            </SortableRow>
          ))}
        </tbody>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    isDragging,
    transform,
    transition,
  } = useSortable({ id })
  return (
    <tr
      ref={setNodeRef}
      className={isDragging ? 'admin-row--dragging' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <td>
        <button
          type="button"
          className="admin-drag-handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}`}
        >
          <Icon icon="drag-handle-vertical" />
        </button>
      </td>
      {children}
    </tr>
  )
}
