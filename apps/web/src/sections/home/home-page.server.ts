import { env } from '~/config/env'
import { home } from '~/content/home'
import { findPage } from '~/content/pages'
import { resolveDemoVideo } from '~/features/demo-video/demo-video'
import { socialCardUrl } from '~/features/page-meta/social-card.server'
import { tryQuestion } from '~/features/try-question/try-question.server'

/** What the home page renders, worked out at build time: its copy, the demo video, its practice round. */
export async function homePageData() {
  const { sources, cues, captionsEnabled } = resolveDemoVideo(home.demoVideo, env.DEMO_VIDEO_URL)
  const { practice, ...content } = home
  const page = findPage('/')!
  return {
    page,
    socialImage: await socialCardUrl(page),
    content,
    video: { ...home.demoVideo, sources, cues, captionsEnabled },
    practice: tryQuestion('/', practice),
  }
}

export type HomePageData = Awaited<ReturnType<typeof homePageData>>
