import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'
import { parsePublicEnv } from './app/config/public-env'

const publicEnv = parsePublicEnv(process.env)
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __PUBLIC_ENV__: JSON.stringify(publicEnv) },
  // Workspace packages from their TypeScript ("source" export condition), not the dist/ that
  // `npm run build` compiles for the API process.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    proxy: {
      '/stripeapi': apiTarget,
      '/api': apiTarget,
    },
  },
})
