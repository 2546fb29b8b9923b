/** The baseline: node:http answering every request with the same bytes as get-products. */
import fs from 'node:fs'
import http from 'node:http'

const body = fs.readFileSync(process.env.BODY_FILE ?? '')
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  res.end(body)
})
server.keepAliveTimeout = 5000
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
