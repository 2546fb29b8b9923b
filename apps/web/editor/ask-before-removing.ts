/**
 * The editor asks before a page section is removed. Its list fields remove an item at one click,
 * with no undo. A page needs some of its sections: one with the questions of its "Try one question"
 * widget, and the ones its buttons link to. The build refuses a page without them, and "Check my
 * changes" names what broke (check-changes.ts). A marketer should not find that out afterwards,
 * so a section's Remove button asks first. integration.ts adds this to the editor's page.
 */

/** The list fields whose items are a page's sections, by their label in the form. */
export const SECTION_LISTS = ['Sections']

/** The question, for the editor's page; `wireRemoveGuard` asks it. The page's style gives its look. */
export const REMOVE_MARKUP = `<dialog id="remove-section" class="editor-dialog" aria-labelledby="remove-title" aria-describedby="remove-body">
  <h2 id="remove-title">Remove this section?</h2>
  <div id="remove-body">
    <p>The <strong id="remove-kind"></strong> section goes from the page when you save. There is no undo, but until you save you can leave the page without saving.</p>
    <p>A page needs a questions section with at least 3 questions for its "Try one question" widget, and a button that links to this section stops working. "Check my changes" names what a removal breaks.</p>
  </div>
  <form method="dialog">
    <button value="keep" autofocus>Keep it</button>
    <button value="remove">Remove</button>
  </form>
</dialog>`

/**
 * Runs in the editor's page (serialised into it). A click on the Remove button of an item of a
 * section list is held back, and the dialog asks. "Remove" clicks the button again, let through.
 * Listens in the capture phase, before the editor's own handler.
 */
export function wireRemoveGuard(doc: Document, lists: readonly string[]): void {
  const dialog = doc.getElementById('remove-section') as HTMLDialogElement
  const kind = doc.getElementById('remove-kind')!
  let asking: HTMLButtonElement | undefined
  let allowed: HTMLButtonElement | undefined

  /** The section list a Remove button removes an item of, if it is one. */
  const sectionOf = (target: EventTarget | null) => {
    const button = target instanceof Element ? target.closest<HTMLButtonElement>('button[aria-label="Remove"]') : null
    const item = button?.closest<HTMLElement>('[role="group"].item')
    // The list's field is the nearest group named “Label” Field around the item.
    const field = item?.parentElement?.closest('[role="group"][aria-label$=" Field"]')
    const label = field
      ?.getAttribute('aria-label')
      ?.replace(/[“”\u2068\u2069]/g, '')
      .replace(/ Field$/, '')
    return button && item && label && lists.includes(label) ? { button, item } : undefined
  }

  doc.addEventListener(
    'click',
    (event) => {
      const section = sectionOf(event.target)
      if (!section) return
      if (allowed === section.button) {
        allowed = undefined
        return
      }
      event.preventDefault()
      event.stopImmediatePropagation()
      asking = section.button
      // The item's header names its kind, as the editor shows it ("Questions", "Steps").
      kind.textContent = section.item.querySelector(':scope > .header .type')?.textContent?.trim() || 'chosen'
      dialog.returnValue = ''
      dialog.showModal()
    },
    { capture: true },
  )
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'remove' && asking?.isConnected) {
      allowed = asking
      asking.click()
    }
    asking = undefined
  })
}
