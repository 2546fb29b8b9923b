// negotiator 1.x ships no types, and @types/negotiator (0.6) lacks the `preferred` option.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The client's most wanted of `available` by q-value; ties go to the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
    /** Every acceptable one of `available`, the most wanted first. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[]
  }
}
