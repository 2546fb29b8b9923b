/**
 * The demo video's part of the page's inline script: a dialog's `video[data-play-on-open]` gets its
 * `data-poster` and plays when the dialog opens (nothing of it downloads before), and every video
 * of a dialog pauses when it closes.
 */
export function installDemoVideo(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.('button[command="show-modal"]')
      const dialog = button && doc.getElementById(button.getAttribute('commandfor')!)
      // After the dialog has opened: a command runs after the click's listeners.
      if (dialog) setTimeout(() => playOnOpen(dialog))
    },
    true,
  )
  doc.addEventListener(
    'close',
    (event) => {
      for (const video of (event.target as HTMLDialogElement).querySelectorAll('video')) video.pause()
    },
    true,
  )
}

function playOnOpen(dialog: Element): void {
  if (!dialog.matches('dialog[open]')) return
  for (const video of dialog.querySelectorAll<HTMLVideoElement>('video[data-play-on-open]')) {
    if (video.dataset.poster && !video.poster) video.poster = video.dataset.poster
    video.play().catch(() => undefined)
  }
}
