import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { parsePublicEnv } from './app/config/public-env'

const publicEnv = parsePublicEnv(process.env)
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __PUBLIC_ENV__: JSON.stringify(publicEnv) },
  server: {
    proxy: {
      '/stripeapi': apiTarget,
      '/api': apiTarget,
    },
  },
})
