import type { ContextMenuParams, EditFlags, MenuItemConstructorOptions } from 'electron'

/** What the context menu depends on; Electron's ContextMenuParams has all of it. */
export type ContextMenuFacts = Pick<
  ContextMenuParams,
  'misspelledWord' | 'dictionarySuggestions' | 'isEditable' | 'selectionText'
> & { editFlags: Pick<EditFlags, 'canCut' | 'canCopy' | 'canPaste' | 'canSelectAll'> }

export interface SpellingActions {
  /** Replaces the misspelled word under the pointer (webContents.replaceMisspelling). */
  replaceMisspelling(suggestion: string): void
  /** Stops flagging the word (session.addWordToSpellCheckerDictionary). */
  addToDictionary(word: string): void
}

/**
 * The right-click menu: spelling suggestions for a misspelled word, then cut, copy and paste in a
 * field, or copy for selected text. Electron shows none by default. Empty when there is nothing
 * to offer.
 */
export function contextMenuTemplate(
  facts: ContextMenuFacts,
  actions: SpellingActions,
): MenuItemConstructorOptions[] {
  const separator = { type: 'separator' } as const
  const spelling: MenuItemConstructorOptions[] =
    facts.misspelledWord === ''
      ? []
      : [
          ...(facts.dictionarySuggestions.length === 0
            ? [{ label: 'No Suggestions', enabled: false }]
            : facts.dictionarySuggestions.map((suggestion) => ({
                label: suggestion,
                click: () => {
                  actions.replaceMisspelling(suggestion)
                },
              }))),
          {
            label: 'Add to Dictionary',
            click: () => {
              actions.addToDictionary(facts.misspelledWord)
            },
          },
          separator,
        ]

  if (facts.isEditable) {
    const { canCut, canCopy, canPaste, canSelectAll } = facts.editFlags
    return [
      ...spelling,
      { role: 'cut', enabled: canCut },
      { role: 'copy', enabled: canCopy },
      { role: 'paste', enabled: canPaste },
      separator,
      { role: 'selectAll', enabled: canSelectAll },
    ]
  }
  return facts.selectionText.trim() === '' ? spelling : [...spelling, { role: 'copy' }]
}
