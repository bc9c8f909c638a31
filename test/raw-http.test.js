'use strict'
// lib/kit/raw-http.js against a real node:http server on 127.0.0.1: what a check sees on the wire.
const test = require('node:test')
const assert = require('node:assert')
const http = require('node:http')
const { rawRequest, openConnection, takeResponse, RawHttpError } = require('../lib/kit/raw-http')

function serve (handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler)
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }))
  })
}

test('raw-http: a Content-Length that counts characters shows as more bytes than declared', async (t) => {
  const body = '{"name":"Kōya 登山靴"}'
  const { server, url } = await serve((req, res) => {
    res.writeHead(200, { 'Content-Length': body.length }) // characters: wrong on purpose
    res.end(body)
  })
  t.after(() => server.close())
  const res = await rawRequest(url, { path: '/' })
  assert.strictEqual(Number(res.headers['content-length']), body.length)
  assert.strictEqual(res.body.length, Buffer.byteLength(body))
  assert.ok(res.bytes > res.body.length, 'bytes include the head')
})

test('raw-http: chunked bodies are de-chunked, HEAD has no body, repeated headers are joined', async (t) => {
  const { server, url } = await serve((req, res) => {
    res.setHeader('Vary', ['Origin', 'Accept-Encoding'])
    res.write('hello, ')
    res.end('world')
  })
  t.after(() => server.close())
  const res = await rawRequest(url, { path: '/', headers: { 'Accept-Encoding': 'gzip' } })
  assert.strictEqual(res.headers['transfer-encoding'], 'chunked')
  assert.strictEqual(res.body.toString(), 'hello, world')
  assert.strictEqual(res.headers.vary, 'Origin, Accept-Encoding')
  const head = await rawRequest(url, { method: 'HEAD', path: '/' })
  assert.strictEqual(head.status, 200)
  assert.strictEqual(head.body.length, 0)
})

test('raw-http: a keep-alive connection answers exact request bytes one after another', async (t) => {
  let count = 0
  const { server, url } = await serve((req, res) => res.end(`answer ${++count} to ${req.headers['x-test']}`))
  t.after(() => server.close())
  const connection = openConnection(url)
  const request = Buffer.from(`GET / HTTP/1.1\r\nHost: ${new URL(url).host}\r\nConnection: keep-alive\r\nx-test: yes\r\n\r\n`)
  assert.strictEqual((await connection.send(request)).body.toString(), 'answer 1 to yes')
  assert.strictEqual((await connection.send(request)).body.toString(), 'answer 2 to yes')
  connection.close()
  assert.strictEqual(count, 2)
})

test('raw-http: refused connections and broken answers become reasons, not crashes', async () => {
  const { server, url } = await serve(() => {})
  server.close()
  await assert.rejects(rawRequest(url, { path: '/' }), (error) => error instanceof RawHttpError && error.reason === 'refused')
  assert.throws(() => takeResponse(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n')), RawHttpError)
  assert.strictEqual(takeResponse(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nab')), null, 'waits for the rest')
})
