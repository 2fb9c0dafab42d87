import { describe, expect, it, vi } from 'vitest'
import { type ContextMenuFacts, contextMenuTemplate } from '../../../desktop/main/context-menu.ts'

const inField: ContextMenuFacts = {
  misspelledWord: '',
  dictionarySuggestions: [],
  isEditable: true,
  selectionText: '',
  editFlags: { canCut: false, canCopy: false, canPaste: true, canSelectAll: true },
}

const actions = () => ({ replaceMisspelling: vi.fn(), addToDictionary: vi.fn() })

describe('contextMenuTemplate', () => {
  it('offers cut, copy, paste and select all in a field, enabled as the field allows', () => {
    expect(contextMenuTemplate(inField, actions())).toEqual([
      { role: 'cut', enabled: false },
      { role: 'copy', enabled: false },
      { role: 'paste', enabled: true },
      { type: 'separator' },
      { role: 'selectAll', enabled: true },
    ])
  })

  it('puts spelling suggestions first and replaces the word with the one chosen', () => {
    const spelling = actions()
    const template = contextMenuTemplate(
      { ...inField, misspelledWord: 'recieve', dictionarySuggestions: ['receive', 'relieve'] },
      spelling,
    )
    expect(template.slice(0, 4).map((item) => item.label ?? item.type)).toEqual([
      'receive',
      'relieve',
      'Add to Dictionary',
      'separator',
    ])
    ;(template[1]?.click as () => void)()
    expect(spelling.replaceMisspelling).toHaveBeenCalledExactlyOnceWith('relieve')
    ;(template[2]?.click as () => void)()
    expect(spelling.addToDictionary).toHaveBeenCalledExactlyOnceWith('recieve')
  })

  it('says so when the spell-checker has no suggestion', () => {
    const template = contextMenuTemplate({ ...inField, misspelledWord: 'qwzx' }, actions())
    expect(template[0]).toEqual({ label: 'No Suggestions', enabled: false })
    expect(template[1]?.label).toBe('Add to Dictionary')
  })

  it('offers copy for selected text outside a field', () => {
    const text = { ...inField, isEditable: false, selectionText: 'a phrase' }
    expect(contextMenuTemplate(text, actions())).toEqual([{ role: 'copy' }])
  })

  it('offers nothing where there is nothing to do', () => {
    const page = { ...inField, isEditable: false, selectionText: '  ' }
    expect(contextMenuTemplate(page, actions())).toEqual([])
  })
})
