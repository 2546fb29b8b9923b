import { afterEach, describe, expect, it, vi } from 'vitest'

// test/setup.ts installs every part of the controls (src/inline-script/controls.ts) on this document, as
// the page's inline script does.
afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('installDemoVideo', () => {
  it('gives the video its poster and plays it when its dialog opens, and pauses it on close', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined)
    document.body.innerHTML = `<button type="button" commandfor="d" command="show-modal">Watch</button>
      <dialog id="d"><video data-play-on-open data-poster="/poster.webp"></video></dialog>`
    const video = document.querySelector('video')!
    expect(video).not.toHaveAttribute('poster')
    document.querySelector('button')!.click()
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1))
    expect(video.getAttribute('poster')).toBe('/poster.webp')
    document.querySelector('dialog')!.close()
    expect(pause).toHaveBeenCalledTimes(1)
  })
})
