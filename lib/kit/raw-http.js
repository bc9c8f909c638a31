'use strict'
// HTTP/1.1 on a plain socket, keeping every byte the server sent. node:http hides what checks
// sometimes need to see: a Content-Length that does not match the body, how many bytes a
// response really takes on the wire, or requests that must look byte for byte like another
// client's (the load generator's).
const net = require('node:net')

class RawHttpError extends Error {
  constructor (reason) {
    super(reason)
    this.reason = reason // 'refused' | 'no_answer' | 'reset'
  }
}

// { status, headers (lower-case names, repeated ones joined with ", ") } from the bytes before
// the blank line, or null when they are not an HTTP response head.
function parseHead (head) {
  const lines = head.toString('latin1').split('\r\n')
  const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0])
  if (!statusLine) return null
  const headers = {}
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
  }
  return { status: Number(statusLine[1]), headers }
}

// A chunked body: { body, end } once the last chunk is in `data`, else null.
function decodeChunked (data) {
  const parts = []
  let at = 0
  while (true) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd === -1) return null
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (Number.isNaN(size)) return { body: Buffer.concat(parts), end: data.length } // garbage: stop here
    if (size === 0) {
      const end = data.indexOf('\r\n\r\n', lineEnd)
      return end === -1 ? null : { body: Buffer.concat(parts), end: end + 4 }
    }
    if (data.length < lineEnd + 2 + size + 2) return null
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

// One complete response at the start of `data`: { status, headers, body, bytes } or null when
// more bytes are needed. `closed`: the server closed the connection (a body without a length
// ends there, and so does the answer to a HEAD, so that a body sent anyway shows); `head`: the
// request was HEAD (no body, whatever the headers say).
function takeResponse (data, { closed = false, head = false } = {}) {
  const headEnd = data.indexOf('\r\n\r\n')
  if (headEnd === -1) return null
  const parsed = parseHead(data.subarray(0, headEnd))
  if (!parsed) throw new RawHttpError('reset')
  const start = headEnd + 4
  const rest = data.subarray(start)
  const declared = parsed.headers['content-length']
  let body
  let end
  if ((head && !closed) || parsed.status === 204 || parsed.status === 304) {
    body = Buffer.alloc(0)
    end = start
  } else if (/chunked/i.test(parsed.headers['transfer-encoding'] || '')) {
    const chunked = decodeChunked(rest)
    if (!chunked) return null
    body = chunked.body
    end = start + chunked.end
  } else if (declared !== undefined && !closed) {
    if (rest.length < Number(declared)) return null
    body = rest.subarray(0, Number(declared))
    end = start + body.length
  } else {
    // No length, or the connection is closed: everything the server sent is the body (this is
    // how a Content-Length that lies shows).
    if (!closed) return null
    body = rest
    end = data.length
  }
  return { ...parsed, body, bytes: end }
}

function requestBytes (method, path, host, headers, body) {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`]
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (body) lines.push(`Content-Length: ${body.length}`)
  return Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1'), body || Buffer.alloc(0)])
}

// One request on a fresh socket with Connection: close; the response is everything the server
// sent. Resolves { status, headers, body (as sent, de-chunked), bytes (head included) }.
function rawRequest (baseUrl, { method = 'GET', path = '/', headers = {}, body, timeoutMs = 5000 } = {}) {
  const { hostname, port } = new URL(baseUrl)
  const payload = body === undefined ? null : Buffer.from(body)
  const request = requestBytes(method, path, `${hostname}:${port}`, { Connection: 'close', ...headers }, payload)
  return new Promise((resolve, _reject) => {
    // Every RawHttpError says which request went unanswered, and how long it was given.
    const reject = (error) => _reject(error instanceof RawHttpError
      ? Object.assign(error, { request: { method, path }, seconds: timeoutMs / 1000 })
      : error)
    const chunks = []
    const socket = net.connect({ host: hostname, port: Number(port) })
    socket.setTimeout(timeoutMs, () => {
      socket.destroy()
      reject(new RawHttpError('no_answer'))
    })
    socket.on('error', (error) => reject(new RawHttpError(error.code === 'ECONNREFUSED' ? 'refused' : 'reset')))
    // write, not end: a half-closed socket makes Node's server drop a response still being built.
    socket.on('connect', () => socket.write(request))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => {
      socket.destroy()
      const data = Buffer.concat(chunks)
      try {
        const response = takeResponse(data, { closed: true, head: method === 'HEAD' })
        if (response) response.bytes = data.length
        return response ? resolve(response) : reject(new RawHttpError('reset'))
      } catch (error) {
        reject(error)
      }
    })
  })
}

// A keep-alive connection that sends requests exactly as given (bytes) and answers them one at a
// time: send(bytes, { head }) resolves { status, headers, body, bytes }. close() ends it.
function openConnection (baseUrl, { timeoutMs = 5000 } = {}) {
  const { hostname, port } = new URL(baseUrl)
  const socket = net.connect({ host: hostname, port: Number(port) })
  let data = Buffer.alloc(0)
  let waiting = null // { resolve, reject, head }
  let failure = null
  let closed = false
  const settle = () => {
    if (!waiting) return
    try {
      const response = takeResponse(data, { closed, head: waiting.head })
      if (response) {
        data = data.subarray(response.bytes)
        const { resolve } = waiting
        waiting = null
        return resolve(response)
      }
      if (closed || failure) throw failure || new RawHttpError('reset')
    } catch (error) {
      const { reject } = waiting
      waiting = null
      reject(error instanceof RawHttpError ? error : new RawHttpError('reset'))
    }
  }
  socket.setTimeout(timeoutMs, () => {
    failure = new RawHttpError('no_answer')
    socket.destroy()
    settle()
  })
  socket.on('error', (error) => {
    failure = new RawHttpError(error.code === 'ECONNREFUSED' ? 'refused' : 'reset')
    settle()
  })
  socket.on('data', (chunk) => {
    data = Buffer.concat([data, chunk])
    settle()
  })
  socket.on('close', () => {
    closed = true
    settle()
  })
  return {
    send (bytes, { head = false } = {}) {
      if (failure || closed) return Promise.reject(failure || new RawHttpError('reset'))
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject, head }
        socket.write(bytes)
      })
    },
    close () {
      socket.destroy()
    }
  }
}

module.exports = { rawRequest, openConnection, takeResponse, RawHttpError }
