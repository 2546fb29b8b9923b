import { useEffect, useRef, useState } from 'react'

/** The part of the Web Speech API the widget uses (TypeScript's DOM library has no types for it). */
interface Recognition {
  lang: string
  /** Recognise on this device only (Chrome 139+), where `available()` said it can. */
  processLocally?: boolean
  continuous: boolean
  interimResults: boolean
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
  abort(): void
}
type RecognitionConstructor = (new () => Recognition) & {
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>
  install?: (options: { langs: string[]; processLocally: boolean }) => Promise<boolean>
}

const ON_DEVICE = { langs: ['en-US'], processLocally: true }

/**
 * Where the browser turns speech into text, as it says itself (`SpeechRecognition.available`):
 * `device` (the audio stays on it), `downloadable` (it could, once it downloads its English model:
 * `installOnDeviceSpeech`), or `service` (its maker's speech service may get the audio; also where
 * the browser does not say).
 */
export type SpeechWhere = 'device' | 'downloadable' | 'service'

export async function speechWhere(): Promise<SpeechWhere> {
  try {
    const answer = await speechRecognition()?.available?.(ON_DEVICE)
    return answer === 'available' ? 'device' : answer === 'downloadable' ? 'downloadable' : 'service'
  } catch {
    return 'service'
  }
}

/** Asks the browser to download its on-device English model; true once it can recognise on the device. */
export async function installOnDeviceSpeech(): Promise<boolean> {
  try {
    return (await speechRecognition()?.install?.(ON_DEVICE)) === true && (await speechWhere()) === 'device'
  } catch {
    return false
  }
}

/** The browser's speech recognition, or null where it has none (then the widget shows no microphone button). */
function speechRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null
  const w = window as unknown as Record<'SpeechRecognition' | 'webkitSpeechRecognition', RecognitionConstructor | undefined>
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null
}

export interface SpeechCallbacks {
  /** Everything recognised since `start`: the final part and the part still being guessed. */
  onText: (final: string, interim: string) => void
  /** Recognition ended (stopped, silent, or failed), with what was finally recognised. */
  onEnd: (final: string) => void
  onError: (code: string) => void
}

/**
 * Dictation into the answer box. The browser asks for the microphone when `start` runs, i.e.
 * only on the visitor's click; its speech service (often a cloud service of the browser's
 * maker) may process the audio, which the widget says next to the button.
 */
export function useSpeechInput() {
  // Unknown (undefined) until mounted: the page's HTML shows the button, as most browsers offer
  // speech recognition, and the first render must match that HTML. Then it hides where missing.
  const [Constructor, setConstructor] = useState<RecognitionConstructor | null>()
  const [listening, setListening] = useState(false)
  const current = useRef<Recognition | null>(null)

  /** Ends dictation with no word more: nothing it recognises late reaches an answer it no longer belongs to. */
  function cancel() {
    const recognition = current.current
    if (!recognition) return
    recognition.onresult = recognition.onerror = recognition.onend = null
    current.current = null
    recognition.abort()
    setListening(false)
  }

  useEffect(() => {
    setConstructor(() => speechRecognition())
    return () => {
      const recognition = current.current
      if (!recognition) return
      recognition.onresult = recognition.onerror = recognition.onend = null
      recognition.abort()
    }
  }, [])

  function start(callbacks: SpeechCallbacks, options: { processLocally?: boolean } = {}) {
    if (!Constructor || current.current) return
    const recognition = new Constructor()
    recognition.lang = 'en-US'
    if (options.processLocally) recognition.processLocally = true
    recognition.continuous = true
    recognition.interimResults = true
    let final = ''
    recognition.onresult = (event) => {
      let done = ''
      let interim = ''
      for (const result of Array.from(event.results)) {
        const text = result[0]?.transcript ?? ''
        if (result.isFinal) done += text
        else interim += text
      }
      final = done
      callbacks.onText(done, interim)
    }
    recognition.onerror = (event) => callbacks.onError(event.error)
    recognition.onend = () => {
      current.current = null
      setListening(false)
      callbacks.onEnd(final)
    }
    current.current = recognition
    setListening(true)
    try {
      recognition.start()
    } catch {
      // Thrown when recognition is already running or not allowed here; onend may never come.
      current.current = null
      setListening(false)
      callbacks.onError('other')
    }
  }

  return { supported: Constructor !== null, listening, start, stop: () => current.current?.stop(), cancel }
}
