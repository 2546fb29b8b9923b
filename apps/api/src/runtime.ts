/**
 * Imported first by server.ts, so it runs before any dependency loads: on a Node older than
 * the floor, better-sqlite3's Node-API binary crashes the process without a word (a
 * segmentation fault on Node 20), so the operator gets this line instead.
 */
export const NODE_FLOOR = [22, 12] as const

export function supportsNode(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number)
  return major > NODE_FLOOR[0] || (major === NODE_FLOOR[0] && minor >= NODE_FLOOR[1])
}

if (!supportsNode(process.version)) {
  console.error(
    `Node.js ${process.version} is not supported: run the API on Node.js ${NODE_FLOOR.join('.')} or newer (24 LTS recommended).`,
  )
  process.exit(1)
}
