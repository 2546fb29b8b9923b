import { describe, expect, it } from 'vitest'
import { extensionOf, reasonOf, RECORDING_TYPES, recordingType, VIDEO_TYPES } from './recorder'

describe('the recorder', () => {
  it('records in the first type the browser supports: Opus in WebM, else Ogg, else AAC in MP4 (Safari), else none', () => {
    expect(recordingType(() => true)).toBe('audio/webm;codecs=opus')
    expect(recordingType((t) => t.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus')
    expect(recordingType((t) => t === 'audio/mp4')).toBe('audio/mp4')
    expect(recordingType(() => false)).toBeNull()
    expect(RECORDING_TYPES).toContain('audio/mp4')
  })

  it('records the camera in VP8 in WebM where it can (light on a phone), else WebM, else MP4 (Safari)', () => {
    expect(recordingType(() => true, VIDEO_TYPES)).toBe('video/webm;codecs=vp8,opus')
    expect(recordingType((t) => t === 'video/mp4', VIDEO_TYPES)).toBe('video/mp4')
    expect(recordingType((t) => t.startsWith('audio/'), VIDEO_TYPES)).toBeNull()
  })

  it('downloads each type with the extension players expect', () => {
    expect(['audio/webm', 'audio/ogg', 'audio/mp4', 'video/webm', 'video/mp4'].map(extensionOf)).toEqual([
      'webm',
      'ogg',
      'm4a',
      'webm',
      'mp4',
    ])
  })

  it('names why the microphone could not record: refused, missing or busy, or failed', () => {
    expect(reasonOf(new DOMException('no', 'NotAllowedError'))).toBe('denied')
    expect(reasonOf(new DOMException('no', 'SecurityError'))).toBe('denied')
    expect(reasonOf(new DOMException('none', 'NotFoundError'))).toBe('noDevice')
    expect(reasonOf(new DOMException('busy', 'NotReadableError'))).toBe('noDevice')
    expect(reasonOf(new DOMException('none', 'NotFoundError'), true)).toBe('noCamera')
    expect(reasonOf(new DOMException('no', 'NotAllowedError'), true)).toBe('denied')
    expect(reasonOf(new Error('odd'))).toBe('failed')
    expect(reasonOf('odd')).toBe('failed')
  })
})
