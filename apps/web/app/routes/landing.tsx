import { data } from 'react-router'
import { CtaSection } from '../components/landing/cta-section'
import { renderIcons } from '../components/landing/icons.server'
import { IconContext, UI_ICONS } from '../components/landing/landing-icon'
import { LandingHero } from '../components/landing/landing-hero'
import { LandingSections } from '../components/landing/landing-sections'
import { practiceRound } from '../components/practice/practice-round.server'
import { TryQuestionSection } from '../components/practice/try-question-section'
import { resolveLanding } from '../content/landing'
import { findPage, landingSlug } from '../content/pages'
import { env } from '../config/env'
import { breadcrumbJsonLd } from '../lib/breadcrumbs'
import { pageMeta } from '../lib/page-meta'
import { socialCardUrl } from '../lib/social-card.server'
import type { Route } from './+types/landing'

// One module renders every landing page. The loader runs at build time
// (prerender), so page content reaches the browser as loader data embedded in
// the HTML and never ships in the JavaScript bundle.
export async function loader({ request }: Route.LoaderArgs) {
  const page = findPage(new URL(request.url).pathname)
  if (!page || page.kind !== 'landing') throw data(null, { status: 404 })
  const resolved = resolveLanding(landingSlug(page))
  // A registry page without a content module fails the build here.
  if (!resolved) throw new Error(`No content module for landing page ${page.path} (app/content/landing)`)
  const { practice, ...content } = resolved
  return {
    page,
    socialImage: await socialCardUrl(page),
    content,
    icons: renderIcons(content, UI_ICONS),
    practice: practiceRound(page.path, practice),
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data),
  ...(data
    ? [
        {
          'script:ld+json': breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Home', path: '/' },
            { name: data.page.label, path: data.page.path },
          ]),
        },
      ]
    : []),
]

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  const { page, content, icons, practice } = loaderData
  return (
    <IconContext value={icons}>
      <LandingHero hero={content.hero} />
      <TryQuestionSection key={page.path} round={practice} />
      <LandingSections sections={content.sections} />
      <CtaSection cta={content.cta} />
    </IconContext>
  )
}
