import { LandingIcon } from './landing-icon'
import type { SectionProps } from './types'

/** A mock recording preview: the camera frame, a REC indicator, a timer and the question. */
export function VideoDemoSection({ section, heading }: SectionProps<'video-demo'>) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2">
      {heading}
      <figure>
        <div className="relative aspect-[4/3] overflow-hidden sm:aspect-video rounded-3xl bg-gradient-to-br from-inverse-raised to-scrim shadow-lg">
          <p className="absolute top-4 left-4 flex items-center gap-2 rounded-full bg-scrim/60 px-3 py-1 text-sm font-bold text-on-inverse">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-record" />
            {section.recordingLabel}
          </p>
          <p className="absolute top-4 right-4 rounded-full bg-scrim/60 px-3 py-1 font-mono text-sm text-on-inverse tabular-nums">
            {section.timer}
          </p>
          <div aria-hidden="true" className="flex h-full items-center justify-center pb-16">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-inverse-strong text-on-inverse-soft sm:size-24">
              <LandingIcon name="user" className="size-10 sm:size-14" />
            </span>
          </div>
          <p className="absolute inset-x-4 bottom-4 rounded-xl bg-scrim/70 px-4 py-3 text-sm text-on-inverse">{section.question}</p>
        </div>
        <figcaption className="mt-3 text-center text-sm text-muted">{section.caption}</figcaption>
      </figure>
    </div>
  )
}
