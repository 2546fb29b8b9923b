import type { Config } from '@react-router/dev/config'
import { NOT_FOUND_PRERENDER_PATH, pages } from './app/content/pages'

export default {
  ssr: false,
  // Tests and parallel builds may build elsewhere (absolute path); the API serves WEB_BUILD_DIR too.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Every page of the registry, plus the not-found page that postbuild turns into 404.html.
  prerender: () => [...pages.map((page) => page.path), NOT_FOUND_PRERENDER_PATH],
  future: {
    // Required with Vite 8: without it prerender silently emits no HTML.
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
