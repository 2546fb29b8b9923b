/**
 * How large a request may be. The server's options and the error answers that name a limit
 * both read it from here.
 */
import { maxHeaderSize } from 'node:http'

/** A ticket's JSON body: far more than 5,000 characters of message need, in any encoding. */
export const TICKET_BODY_LIMIT = 32 * 1024

/** Request headers: Node's own limit (16 KiB unless --max-http-header-size says otherwise). */
export const HEADER_LIMIT = maxHeaderSize

export const kib = (bytes: number): string => `${Math.round(bytes / 1024)} KiB`

/** A page's path: the longest of ours is under 100 characters; a longer one is refused with 414. */
export const PATH_LIMIT = 2048
