import type {
  ContentInput,
  ContentRow,
  ContentTable,
} from '../../../shared/backend/contentTables.ts'
import type { ImageBucket } from '../../../shared/backend/images.ts'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import type { ToastMessage } from '../../ui/Toaster.tsx'
import type { TableColumn } from '../list/DataTable.tsx'

/** What a form field holds while the owner edits: text, a switch, a list, or an image. */
export type FieldValue = string | boolean | string[] | ImageChoice | null
export type FormValues = Record<string, FieldValue>

/** The names of the fields of `Values` that hold a `Value`. */
export type FieldsHolding<Values, Value> = {
  [Name in keyof Values]-?: Values[Name] extends Value ? Name : never
}[keyof Values] &
  string

interface FieldBase {
  label: string
  helperText?: string
}

/** One field of a resource form; its kind decides the control and the value it edits. */
export type FieldSpec<Values> =
  | (FieldBase & {
      kind: 'text'
      name: FieldsHolding<Values, string>
      required?: boolean
      /** `url` is checked as a web address; `number` and `date` get the matching keyboard. */
      inputType?: 'text' | 'url' | 'number' | 'date'
      placeholder?: string
    })
  | (FieldBase & {
      kind: 'textarea'
      name: FieldsHolding<Values, string>
      required?: boolean
      rows?: number
    })
  | (FieldBase & { kind: 'switch'; name: FieldsHolding<Values, boolean> })
  | (FieldBase & { kind: 'tags'; name: FieldsHolding<Values, string[]> })
  | (FieldBase & {
      kind: 'list'
      name: FieldsHolding<Values, string[]>
      itemLabel: string
      addLabel: string
    })
  | (FieldBase & {
      /**
       * An image stored with its sizes at `{folder}/{name}-{timestamp}` in `bucket`, the name
       * taken from the field `nameFrom`. It writes its column and the variants column beside it.
       */
      kind: 'image'
      name: FieldsHolding<Values, ImageChoice | null>
      bucket: ImageBucket
      folder: string
      nameFrom: FieldsHolding<Values, string>
      /** Also takes an image pasted from the clipboard. */
      pasting?: boolean
    })

/** Every text of a resource's screens (spec sections 2 and 8, or in their style). */
export interface ResourceTexts {
  /** What one item is called: 'Service'. */
  item: string
  title: string
  subtitle: string
  /** The list's link back to the public page (or home) that shows the resource. */
  back: { to: string; label: string }
  add: string
  /** The list card's heading, with the number of items. */
  count: (count: number) => string
  empty: string
  /** The empty state's button, when it has one. */
  emptyAction?: string
  loadError: string
  loadItemError: string
  notFound: string
  newTitle: string
  editTitle: string
  backToList: string
  card: string
  newDescription: string
  editDescription: string
  create: string
  update: string
  confirmDelete: string
}

/** The toasts of every save and delete. */
export interface ResourceMessages {
  created: ToastMessage
  updated: ToastMessage
  deleted: ToastMessage
  createFailed: (reason: string) => ToastMessage
  updateFailed: (reason: string) => ToastMessage
  deleteFailed: (reason: string) => ToastMessage
}

/**
 * One resource of the admin: its table, its address, its texts, the columns of its list and
 * the fields of its form. The list and form screens are the same code for every resource.
 */
export interface ResourceDefinition<Table extends ContentTable, Values extends FormValues> {
  table: Table
  /** The list's address; the forms are at `{path}/new` and `{path}/edit/{id}`. */
  path: string
  texts: ResourceTexts
  messages: ResourceMessages
  columns: TableColumn<ContentRow<Table>>[]
  /** A link per row besides Edit and Delete (a publication's View). */
  rowLink?: (row: ContentRow<Table>) => { label: string; href: string }
  /** The row's name for screen readers (the drag handle and the delete button say it). */
  rowName: (row: ContentRow<Table>) => string
  fields: FieldSpec<Values>[]
  toValues: (row: ContentRow<Table> | null) => Values
  toInput: (values: Values) => ContentInput<Table>
  /** The owner orders the items by dragging them (or with the keyboard). */
  reorderable?: boolean
  /** The row's text the list's search box looks through; no search box without it. */
  searchText?: (row: ContentRow<Table>) => string
}
