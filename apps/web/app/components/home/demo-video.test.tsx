import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { home } from '../../content/home'
import { resolveDemoVideo } from '../../lib/demo-video'
import { DemoVideoModal, useDemoVideo } from './demo-video'

const video = { ...home.demoVideo, ...resolveDemoVideo(home.demoVideo, '') }

// Transform the lazy chunk once up front, so the first test does not time out on a busy machine.
beforeAll(async () => {
  await import('./demo-video-dialog')
})

/** Two triggers opening the one modal, as the hero and How it works do. */
function Harness() {
  const demo = useDemoVideo()
  return (
    <>
      <button type="button" {...demo.triggerProps}>
        Watch Demo
      </button>
      <button type="button" {...demo.triggerProps}>
        Play the demo video
      </button>
      <DemoVideoModal video={video} state={demo} />
    </>
  )
}

async function open(name: string) {
  const user = userEvent.setup()
  render(<Harness />)
  const trigger = screen.getByRole('button', { name })
  await user.click(trigger)
  const dialog = await screen.findByRole('dialog', { name: video.title })
  return { user, trigger, dialog }
}

describe('demo video modal', () => {
  it('renders no dialog and no video before it is opened', () => {
    const { container } = render(<Harness />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(container.ownerDocument.querySelector('video')).toBeNull()
  })

  it('opens with a video that has controls, autoplay, poster, both sources, default captions and the fallback text', async () => {
    const { dialog } = await open('Watch Demo')
    const player = dialog.querySelector('video')!
    expect(player).toHaveAttribute('controls')
    expect(player).toHaveAttribute('autoplay')
    expect(player).toHaveAttribute('playsinline')
    expect(player).toHaveAttribute('poster', '/demo/poster.webp')
    expect([...player.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/demo/demo.mp4', 'video/mp4'],
      ['/demo/demo.webm', 'video/webm'],
    ])
    const track = player.querySelector('track')!
    expect(track).toHaveAttribute('kind', 'captions')
    expect(track).toHaveAttribute('src', '/demo/demo.en.vtt')
    expect(track).toHaveAttribute('default')
    expect(player).toHaveTextContent('Your browser does not support the video tag.')
  })

  it('closes with the close button and gives focus back to the trigger that opened it', async () => {
    const { user, trigger } = await open('Play the demo video')
    await user.click(screen.getByRole('button', { name: 'Close video' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(document.querySelector('video')).toBeNull()
    expect(trigger).toHaveFocus()
  })

  it('closes with Escape and traps focus while open', async () => {
    const { user, trigger, dialog } = await open('Watch Demo')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.tab()
    await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('opens again after being closed', async () => {
    const { user } = await open('Watch Demo')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Play the demo video' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })
})
