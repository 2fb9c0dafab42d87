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
 * Toasts titled 'Success' or 'Error' with the spec's sentence below (spec section 8: logos,
 * experience, services, testimonials). The backend's reason is logged, not shown.
 */
export function successOrErrorMessages(texts: MessageTexts): ResourceMessages {
  const success = (description: string): ToastMessage => ({ title: 'Success', description })
  const failure = (description: string) => (): ToastMessage => ({
    title: 'Error',
    description,
    intent: 'danger',
  })
  return {
    created: success(texts.created),
    updated: success(texts.updated),
    deleted: success(texts.deleted),
    createFailed: failure(texts.createFailed),
    updateFailed: failure(texts.updateFailed),
    deleteFailed: failure(texts.deleteFailed),
  }
}
