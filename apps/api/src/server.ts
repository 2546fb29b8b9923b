/**
 * The process: env → database (migrated) → app (with the outbox worker) → listen.
 * SIGTERM/SIGINT close gracefully: stop accepting, finish in-flight requests and the mail
 * batch in hand, close the database. Unsent mail stays pending for the next start.
 */
import './runtime.ts'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { PRIVATE_UMASK, securePrivateDir } from './data-dir.ts'
import { openDatabase } from './db/connect.ts'
import { migrateToLatest } from './db/migrations.ts'
import { parseEnv, type Env } from './env.ts'
import { createMailer } from './mail/transports.ts'
import { createStripeClient } from './products/sources.ts'

let env: Env
try {
  env = parseEnv()
} catch (err) {
  // A configuration problem is the operator's to fix: the message, not a stack trace.
  console.error((err as Error).message)
  process.exit(1)
}
// Tickets are personal data: what this process creates is for its own user only.
process.umask(PRIVATE_UMASK)
const tightened = securePrivateDir(env.DATA_DIR)
const { db, dialect } = openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL })
await migrateToLatest(db)

const mailer = createMailer(env)
const stripe = env.STRIPE_SECRET_KEY ? createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE }) : undefined

const app = await buildApp({ env, db, mailer, stripe })
if (tightened > 0) app.log.warn({ dir: env.DATA_DIR, files: tightened }, 'DATA_DIR was readable by others; now 0700 with files 0600')

closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'Closing after an uncaught error')
  else app.log.info({ signal }, 'Closing')
  // The app stops the outbox worker on close; the transport and database go last.
  await app.close()
  mailer.close()
  await db.destroy()
})

const address = await app.listen({ port: env.PORT, host: env.HOST })
app.log.info(
  { node: process.version, database: dialect, mail: mailer.kind, products: stripe ? 'stripe' : 'plan catalog' },
  `Listening on ${address}`,
)
