/**
 * The one `Database` interface both dialects share. Types are the portable subset: text,
 * integer (32-bit), no booleans (0/1) and timestamps as ISO-8601 UTC text, which sorts and
 * compares the same way in SQLite and PostgreSQL.
 */
import type { Generated, Selectable } from 'kysely'

interface ProductsTable {
  id: string
  name: string
  description: string | null
  active: number
  sort_order: number
}

interface PricesTable {
  id: string
  product_id: string
  currency: string
  unit_amount: number | null
  recurring_interval: string | null
  recurring_interval_count: number | null
  /** 1 for the product's default price. */
  is_default: number
}

interface ConfigTable {
  tenant_id: number
  category: string
  active: number
  type: string
  config_key: string
  config_value: string
}

interface TicketsTable {
  id: string
  name: string
  email: string
  message: string
  type: string
  created_at: string
}

type OutboxStatus = 'pending' | 'sent' | 'dead'

interface OutboxTable {
  id: string
  ticket_id: string
  message_id: string
  status: OutboxStatus
  attempts: Generated<number>
  next_attempt_at: string
  created_at: string
  sent_at: string | null
  last_error: string | null
}

interface IdempotencyKeysTable {
  key: string
  request_hash: string
  status_code: number
  response_body: string
  created_at: string
}

/** A ticket-quota window of one client (tickets/quota.ts). */
interface QuotaWindowsTable {
  /** `<window>:<hash of the client address>` */
  key: string
  count: number
  reset_at: string
}

export interface Database {
  products: ProductsTable
  prices: PricesTable
  config: ConfigTable
  tickets: TicketsTable
  outbox: OutboxTable
  idempotency_keys: IdempotencyKeysTable
  quota_windows: QuotaWindowsTable
}

export type TicketRow = Selectable<TicketsTable>
