import { draftKey } from '~/lib/storage-keys'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLayoutEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest'
import { DIALOG_IDS, opensDialog } from '~/components/ui/dialog-commands'
import { ContactDialog } from './contact-dialog'

/** The form and a button that opens it; the dialog starts open, as after a click on the button. */
function Harness({ type = 'support' as const, initiallyOpen = true }: { type?: 'support' | 'contact'; initiallyOpen?: boolean }) {
  useLayoutEffect(() => {
    if (!initiallyOpen) return
    const opener = document.querySelector<HTMLButtonElement>('button[aria-haspopup]')!
    opener.focus()
    opener.click()
  }, [initiallyOpen])
  return (
    <>
      <button {...opensDialog(DIALOG_IDS[type])}>Open form</button>
      <ContactDialog type={type} />
    </>
  )
}

const created = () => new Response(JSON.stringify({ id: 't1' }), { status: 201 })

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, text] of [
    ['Name', 'Ada Lovelace'],
    ['Email', 'ada@example.com'],
    ['Message', 'I need help with my plan.'],
  ]) {
    await user.click(screen.getByLabelText(label!))
    await user.paste(text!)
  }
}

let fetchMock: Mock<typeof fetch>
let alertMock: MockInstance<typeof window.alert>
let warnMock: MockInstance<typeof console.warn>

beforeEach(() => {
  sessionStorage.clear()
  fetchMock = vi.fn<typeof fetch>(async () => created())
  vi.stubGlobal('fetch', fetchMock)
  alertMock = vi.spyOn(window, 'alert').mockImplementation(() => {})
  warnMock = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('ContactDialog', () => {
  it('shows name, email and message, all required and bounded', () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog', { name: 'Contact Support' })
    const name = within(dialog).getByLabelText('Name')
    const email = within(dialog).getByLabelText('Email')
    const message = within(dialog).getByLabelText('Message')
    expect(name).toBeRequired()
    expect(name).toHaveAttribute('maxlength', '100')
    expect(email).toBeRequired()
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('maxlength', '254')
    expect(message).toBeRequired()
    expect(message.tagName).toBe('TEXTAREA')
    expect(message).toHaveAttribute('rows', '4')
    expect(message).toHaveAttribute('maxlength', '5000')
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('hides the trap field from people: out of the tab order, aria-hidden, no autocomplete', () => {
    render(<Harness />)
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('does not send while a required field is empty', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('checks the fields itself: each refused one says why beside it, and focus goes to the first', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByLabelText('Name').closest('form')).toHaveAttribute('novalidate')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(fetchMock).not.toHaveBeenCalled()
    const name = screen.getByLabelText('Name')
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Enter your name.')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.')
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Enter your message.')
  })

  it('refuses a malformed email, keeps what was typed, and clears each message once corrected', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example')
    await user.type(screen.getByLabelText('Email'), '..com')
    await user.type(screen.getByLabelText('Message'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const email = screen.getByLabelText('Email')
    expect(email).toHaveFocus()
    expect(email).toHaveValue('ada@example..com')
    expect(email).toHaveAccessibleDescription('Enter an email address in the form name@example.com.')
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Name')).toHaveValue('Ada')
    expect(screen.getByLabelText('Message')).toHaveValue('Hello')

    await user.clear(email)
    expect(email).toHaveAccessibleDescription('Enter your email address.')
    expect(email).toHaveFocus()
    await user.type(email, 'ada@example.com')
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(email).not.toHaveAttribute('aria-describedby')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  })

  it('shows the blocking spinner while sending and cannot be submitted twice', async () => {
    const answer = deferred<Response>()
    fetchMock.mockImplementation(() => answer.promise)
    const user = userEvent.setup()
    render(<Harness />)
    await fillForm(user)
    const send = screen.getByRole('button', { name: 'Send Message' })
    await user.click(send)

    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Sending Message...')
    expect(status).toHaveTextContent('Please wait while we process your request.')
    expect(send).toBeDisabled()
    send.closest('form')!.requestSubmit()
    await user.keyboard('{Escape}')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument()

    await act(async () => answer.resolve(created()))
    expect(screen.queryByText('Sending Message...')).not.toBeInTheDocument()
  })

  it('POSTs the message with its type and an Idempotency-Key', async () => {
    const user = userEvent.setup()
    render(<Harness type="contact" />)
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/stripeapi/submit-ticket')
    expect(JSON.parse(init!.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'I need help with my plan.',
      type: 'contact',
    })
    expect(new Headers(init!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('on success closes the form, thanks, and closes the thanks after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness />)
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const thanks = await screen.findByRole('dialog', { name: 'Thank you!' })
    expect(screen.queryByRole('dialog', { name: 'Contact Support' })).not.toBeInTheDocument()
    expect(thanks).toHaveTextContent('Your message has been sent.')
    expect(sessionStorage.getItem(draftKey('support'))).toBeNull()

    act(() => vi.advanceTimersByTime(3_000))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Open form' })).toHaveFocus()

    // The form is empty for the next message.
    await user.click(screen.getByRole('button', { name: 'Open form' }))
    expect(screen.getByLabelText('Name')).toHaveValue('')
  })

  it('on failure keeps the form open with everything typed and alerts', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 500 }))
    const user = userEvent.setup()
    render(<Harness />)
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to send message. Please try again.'))
    expect(alertMock).toHaveBeenCalledTimes(1)
    expect(warnMock).toHaveBeenCalledWith('Failed to send message', 500)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
    expect(screen.getByLabelText('Message')).toHaveValue('I need help with my plan.')
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it("shows the API's explanation of a refused message inline, besides the alert", async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: 'Too Many Requests', message: 'Too many messages, try again in a minute' }), { status: 429 }),
    )
    const user = userEvent.setup()
    render(<Harness />)
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, try again in a minute')
    expect(alertMock).toHaveBeenCalledWith('Failed to send message. Please try again.')
  })

  it('retries the unchanged message with the same Idempotency-Key, an edited one with a new key', async () => {
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')))
    const user = userEvent.setup()
    render(<Harness />)
    await fillForm(user)
    const send = screen.getByRole('button', { name: 'Send Message' })
    await user.click(send)
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(1))
    await user.click(send)
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(2))
    await user.type(screen.getByLabelText('Message'), '!')
    await user.click(send)
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(3))
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init!.headers).get('Idempotency-Key'))
    expect(keys[0]).toBe(keys[1])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('keeps a draft through a close and a reload until it is sent', async () => {
    const user = userEvent.setup()
    const first = render(<Harness />)
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Message'), 'Half a thought')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open form' })).toHaveFocus()
    first.unmount()

    render(<Harness />)
    expect(screen.getByLabelText('Name')).toHaveValue('Ada')
    expect(screen.getByLabelText('Message')).toHaveValue('Half a thought')
    // Drafts are per form type.
    expect(JSON.parse(sessionStorage.getItem(draftKey('support'))!)).toMatchObject({ name: 'Ada' })
    expect(sessionStorage.getItem(draftKey('contact'))).toBeNull()
  })

  it('closes on Escape and on the close button', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open form' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
