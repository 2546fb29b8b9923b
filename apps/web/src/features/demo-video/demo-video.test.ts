import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { home } from '~/content/home'
import { resolveDemoVideo, toWebVtt, videoTypeOf, vttTimestamp } from './demo-video'

const bundled = {
  sources: [
    { src: '/demo/demo.mp4', type: 'video/mp4' },
    { src: '/demo/demo.webm', type: 'video/webm' },
  ],
  cues: [{ start: 0, end: 4, text: 'Hello' }],
}

describe('resolveDemoVideo', () => {
  it('keeps the bundled sources and captions when no URL is configured', () => {
    const video = resolveDemoVideo(bundled, '')
    expect(video.sources).toEqual(bundled.sources)
    expect(video.cues).toEqual(bundled.cues)
    expect(video.captionsEnabled).toBe(true)
  })

  it('replaces the sources with DEMO_VIDEO_URL and drops captions that describe the bundled video', () => {
    const video = resolveDemoVideo(bundled, ' https://media.example.com/tour.webm?v=2 ')
    expect(video.sources).toEqual([{ src: 'https://media.example.com/tour.webm?v=2', type: 'video/webm' }])
    expect(video.cues).toEqual([])
    expect(video.captionsEnabled).toBe(false)
  })

  it('leaves the type out when the URL does not reveal it', () => {
    expect(resolveDemoVideo(bundled, 'https://cdn.example.com/v/123').sources).toEqual([{ src: 'https://cdn.example.com/v/123' }])
  })
})

describe('videoTypeOf', () => {
  it('maps known extensions, case-insensitively', () => {
    expect(videoTypeOf('/a/b.MP4')).toBe('video/mp4')
    expect(videoTypeOf('/a/b.webm#t=3')).toBe('video/webm')
    expect(videoTypeOf('/a/b.mov')).toBeUndefined()
  })
})

describe('toWebVtt', () => {
  it('writes numbered cues with millisecond timestamps', () => {
    expect(
      toWebVtt([
        { start: 0, end: 4, text: 'One' },
        { start: 4, end: 65.5, text: 'Two' },
      ]),
    ).toBe('WEBVTT\n\n1\n00:00.000 --> 00:04.000\nOne\n\n2\n00:04.000 --> 01:05.500\nTwo\n')
  })

  it('rejects overlapping, empty or malformed cues', () => {
    expect(() =>
      toWebVtt([
        { start: 0, end: 4, text: 'a' },
        { start: 3, end: 5, text: 'b' },
      ]),
    ).toThrow(RangeError)
    expect(() => toWebVtt([{ start: 2, end: 2, text: 'a' }])).toThrow(RangeError)
    expect(() => toWebVtt([{ start: 0, end: 1, text: 'a --> b' }])).toThrow(RangeError)
  })

  it('rejects timestamps WebVTT minutes cannot express', () => {
    expect(() => vttTimestamp(-1)).toThrow(RangeError)
    expect(() => vttTimestamp(3600)).toThrow(RangeError)
  })
})

describe("the home page's demo video", () => {
  it('has captions that say exactly what the content cues (and the transcript) say', () => {
    const captions = join(import.meta.dirname, '../../../public', home.demoVideo.captions.src)
    expect(readFileSync(captions, 'utf8')).toBe(toWebVtt(home.demoVideo.cues))
  })
})
