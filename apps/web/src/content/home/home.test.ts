import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { home } from '.'
import { TestimonialSchema } from '~/content/testimonials/schema'
import { site } from '~/content/site'

const publicDir = resolve(import.meta.dirname, '../../../public')
const publicFile = (src: string) => join(publicDir, src)

/** Width and height from a WebP file's header (lossy, lossless or extended). */
function webpSize(file: string): { width: number; height: number } {
  const b = readFileSync(file)
  expect(b.toString('ascii', 0, 4) + b.toString('ascii', 8, 12)).toBe('RIFFWEBP')
  const chunk = b.toString('ascii', 12, 16)
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 }
}

describe('home content', () => {
  it('shows every marketing claim of the hero from site.ts', () => {
    const c = site.claims
    expect(home.hero.claims.map((claim) => claim.value)).toEqual([
      c.interviewsCompleted,
      c.heroSuccessRate,
      c.companies,
      c.averageRating,
      c.happyUsers,
    ])
  })

  it('has six feature cards and three trusted-by logos that exist', () => {
    expect(home.features.items).toHaveLength(6)
    expect(home.features.trustedBy.logos).toHaveLength(3)
    for (const logo of home.features.trustedBy.logos) expect(existsSync(publicFile(logo.src)), logo.src).toBe(true)
  })

  it('labels only real-time feedback as Coming Soon', () => {
    expect(home.whyChoose.items.filter((item) => item.comingSoon).map((item) => item.title)).toEqual([
      'Real-time feedback on communication skills',
    ])
    expect(home.whyChoose.comingSoonLabel).toBe('Coming Soon')
    expect(home.whyChoose.sampleQuestion).toMatchObject({ position: 'Question 3 of 10', remaining: '04:32 remaining' })
  })

  it('lists the four steps of product.md §2 in order', () => {
    expect(home.howItWorks.steps.map((step) => step.title)).toEqual([
      'Upload Your Resume',
      'Practice with the AI interviewer',
      'Get Detailed Feedback',
      'Land Your Dream Job',
    ])
  })

  it('has three valid testimonials rated 5 whose avatars exist', () => {
    expect(home.testimonials.items).toHaveLength(3)
    for (const item of home.testimonials.items) {
      expect(TestimonialSchema.parse(item).rating).toBe(5)
      expect(existsSync(publicFile(item.image)), item.image).toBe(true)
    }
  })
})

describe('bundled demo video', () => {
  const video = home.demoVideo

  it('runs 10 to 30 seconds', () => {
    const end = video.cues.at(-1)!.end
    expect(end).toBeGreaterThanOrEqual(10)
    expect(end).toBeLessThanOrEqual(30)
  })

  it('ships an MP4 and a WebM that together stay under 2 MB', () => {
    expect(video.sources.map((s) => s.type)).toEqual(['video/mp4', 'video/webm'])
    const total = video.sources.reduce((sum, s) => sum + statSync(publicFile(s.src)).size, 0)
    expect(total).toBeGreaterThan(10_000)
    expect(total).toBeLessThan(2 * 1024 * 1024)
  })

  it('has a WebP poster with the width and height the page declares', () => {
    expect(webpSize(publicFile(video.poster.src))).toEqual({ width: video.poster.width, height: video.poster.height })
  })
})
