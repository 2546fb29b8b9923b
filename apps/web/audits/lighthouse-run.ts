import lighthouse from 'lighthouse'

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/**
 * One Lighthouse run on `url` (mobile: its default emulation and simulated throttling), in the
 * Chromium whose debugging port `port()` gives, for `categories` only. Lighthouse itself
 * sometimes fails a run (a protocol timeout): that is no measurement, so the run is tried again,
 * `attempts` times in all.
 */
export async function lighthouseRun(url: string, port: () => Promise<number>, categories: string[], attempts = 3): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, { port: await port(), output: 'json', logLevel: 'error', onlyCategories: categories })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { runtimeError } = result.lhr
      if (runtimeError) throw new Error(`Lighthouse runtime error on ${url}: ${runtimeError.code} ${runtimeError.message}`)
      return result.lhr
    } catch (error) {
      if (attempt >= attempts) throw error
      console.error(`  ${(error as Error).message}; retrying`)
    }
  }
}
