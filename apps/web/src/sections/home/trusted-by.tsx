import type { HomeContent } from '~/content/home'

/** The trusted-by strip: wordmarks of companies (our own SVGs in public/logos/). */
export function TrustedBy({ content }: { content: HomeContent['features']['trustedBy'] }) {
  return (
    <div className="mt-16 border-t border-line pt-10 text-center">
      <p className="text-sm font-medium text-muted">{content.heading}</p>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-12 gap-y-6">
        {content.logos.map((logo) => (
          <li key={logo.name}>
            <img
              src={logo.src}
              alt={logo.name}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
              className="dark:hue-rotate-180 dark:invert"
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
