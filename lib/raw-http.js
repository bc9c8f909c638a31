'use strict'
// One HTTP/1.1 request on a fresh socket (Connection: close), keeping every byte the server
// sent. node:http hides what checks sometimes need to see: a Content-Length that does not
// match the body, or how many bytes a response really takes on the wire.
const net = require('node:net')

class RawHttpError extends Error {
  constructor (reason) {
    super(reason)
    this.reason = reason // 'refused' | 'no_answer' | 'reset'
  }
}

function decodeChunked (data) {
  const parts = []
  let at = 0
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd === -1) break
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!(size > 0)) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

// Resolves { status, headers (lower-case names, repeated ones joined with ", "), body (as sent,
// de-chunked), bytes (everything received, head included) }.
function rawRequest (baseUrl, { method = 'GET', path = '/', headers = {}, body, timeoutMs = 5000 } = {}) {
  const { hostname, port } = new URL(baseUrl)
  const payload = body === undefined ? null : Buffer.from(body)
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (payload) lines.push(`Content-Length: ${payload.length}`)
  const request = Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1'), payload || Buffer.alloc(0)])

  return new Promise((resolve, reject) => {
    const chunks = []
    const socket = net.connect({ host: hostname, port: Number(port) })
    socket.setTimeout(timeoutMs, () => {
      socket.destroy()
      reject(new RawHttpError('no_answer'))
    })
    socket.on('error', (error) => reject(new RawHttpError(error.code === 'ECONNREFUSED' ? 'refused' : 'reset')))
    socket.on('connect', () => socket.end(request))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => {
      socket.destroy()
      const data = Buffer.concat(chunks)
      const headEnd = data.indexOf('\r\n\r\n')
      const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(data.subarray(0, 16).toString('latin1'))
      if (headEnd === -1 || !statusLine) return reject(new RawHttpError('reset'))
      const parsed = {}
      for (const line of data.subarray(0, headEnd).toString('latin1').split('\r\n').slice(1)) {
        const colon = line.indexOf(':')
        const name = line.slice(0, colon).trim().toLowerCase()
        const value = line.slice(colon + 1).trim()
        parsed[name] = parsed[name] === undefined ? value : `${parsed[name]}, ${value}`
      }
      const rest = data.subarray(headEnd + 4)
      resolve({
        status: Number(statusLine[1]),
        headers: parsed,
        body: /chunked/i.test(parsed['transfer-encoding'] || '') ? decodeChunked(rest) : rest,
        bytes: data.length
      })
    })
  })
}

module.exports = { rawRequest, RawHttpError, decodeChunked }
