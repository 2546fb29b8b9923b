import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { home } from '~/content/home'
import { resolveDemoVideo } from './demo-video'
import { DIALOG_IDS, opensDialog } from '~/components/ui/dialog-commands'
import { DemoVideoDialog } from './demo-video-dialog'

const video = { ...home.demoVideo, ...resolveDemoVideo(home.demoVideo, '') }

/** Two triggers opening the one modal, as the hero and How it works do. */
function Harness() {
  return (
    <>
      <button {...opensDialog(DIALOG_IDS.demo)}>Watch Demo</button>
      <button {...opensDialog(DIALOG_IDS.demo)}>Play the demo video</button>
      <DemoVideoDialog video={video} />
    </>
  )
}

async function open(name: string) {
  const user = userEvent.setup()
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  render(<Harness />)
  const trigger = screen.getByRole('button', { name })
  await user.click(trigger)
  const dialog = await screen.findByRole('dialog', { name: video.title })
  return { user, trigger, dialog, play }
}

describe('demo video modal', () => {
  it('is in the page, closed, with a video that downloads nothing (no poster, preload none)', () => {
    const { container } = render(<Harness />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const player = container.querySelector('video')!
    expect(player).toHaveAttribute('preload', 'none')
    expect(player).not.toHaveAttribute('poster')
    expect(player).not.toHaveAttribute('autoplay')
  })

  it('opens with a video that has controls, its poster, both sources, default captions and the fallback text, and plays it', async () => {
    const { dialog, play } = await open('Watch Demo')
    const player = dialog.querySelector('video')!
    expect(player).toHaveAttribute('controls')
    expect(player).toHaveAttribute('playsinline')
    await waitFor(() => expect(play).toHaveBeenCalled())
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

  it('closes with the close button, pauses the video and gives focus back to the trigger that opened it', async () => {
    const { user, trigger } = await open('Play the demo video')
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    await user.click(screen.getByRole('button', { name: 'Close video' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(pause).toHaveBeenCalled()
    expect(trigger).toHaveFocus()
  })

  it('closes with Escape and opens again', async () => {
    const { user } = await open('Watch Demo')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Play the demo video' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })
})
