import type { ToastMessage } from '../../ui/Toaster.tsx'
import type { ResourceMessages, ResourceTexts } from './resourceDefinition.ts'

interface Nouns {
  /** 'Service', as in 'Add Service'. */
  one: string
  /** 'Services', as in 'Error loading services'. */
  many: string
  /** Where the list's back link goes: the public page that shows the resource. */
  back: ResourceTexts['back']
  subtitle: string
}

/** The texts every resource screen has, worded from its name; a resource overrides any. */
export function resourceTexts({ one, many, back, subtitle }: Nouns): ResourceTexts {
  const item = one.toLowerCase()
  const items = many.toLowerCase()
  return {
    item: one,
    title: `${one} Management`,
    subtitle,
    back,
    add: `Add ${one}`,
    count: (count) => `${many} (${count})`,
    empty: `No ${items} yet`,
    emptyAction: `Add your first ${item}`,
    loadError: `Error loading ${items}`,
    loadItemError: `Error loading ${item}`,
    notFound: `${one} not found`,
    newTitle: `Create New ${one}`,
    editTitle: `Edit ${one}`,
    backToList: `Back to ${one} Management`,
    card: `${one} Details`,
    newDescription: `Enter the ${item} information`,
    editDescription: `Update the ${item} information`,
    create: `Create ${one}`,
    update: `Update ${one}`,
    confirmDelete: `Are you sure you want to delete this ${item}?`,
  }
}

type MessageTexts = Record<keyof ResourceMessages, string>

/**
 * Every item's toasts, in the one wording the owner's screens use (issue 27): a single line that
 * names the item and what happened, the spec's sentence ('Service created successfully'), and on
 * a failure the reason after it ('Failed to delete service: The server could not be reached').
 * The toast's colour says success or failure; no 'Success' or 'Error' heading repeats it.
 */
export function itemMessages(texts: MessageTexts): ResourceMessages {
  const failure =
    (sentence: string) =>
    (reason: string): ToastMessage => ({
      title: reason ? `${sentence}: ${reason}` : sentence,
      intent: 'danger',
    })
  return {
    created: { title: texts.created },
    updated: { title: texts.updated },
    deleted: { title: texts.deleted },
    createFailed: failure(texts.createFailed),
    updateFailed: failure(texts.updateFailed),
    deleteFailed: failure(texts.deleteFailed),
  }
}
