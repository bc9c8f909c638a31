'use strict'
// The speed check's rounds for 05-gzip. autocannon 9 turns every body into a string, which
// ruins gzip bytes, so its verifyBody can only check the shape (gzip's first byte, a plausible
// length). Alongside each round, a second client checks answers completely: on a keep-alive
// connection of its own it sends requests byte for byte like autocannon's, every 50 ms, while
// the load runs, and each answer must pass `isExpected` (e.g. gzip that decompresses to the
// exact guide). A server that told the load generator apart, by its headers or by the load,
// cannot tell these requests apart from it, so it would have to cheat on them too.
const { setTimeout: sleep } = require('node:timers/promises')
const { loadRound, openConnection } = require('../../lib/kit')
const { request, smallestGzip, isWholeGuideInGzip } = require('./expected')

const SAMPLE_EVERY_MS = 50

// The bytes autocannon 9 sends for `request` (see autocannon/lib/httpRequestBuilder.js).
function autocannonRequest (url, { method = 'GET', path, headers = {} }) {
  const { host } = new URL(url)
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: keep-alive']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  return Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'utf8')
}

// Resolves { samples, failures } for the requests sent until `until` (a Date.now() value).
async function sampleUntil (url, request, isExpected, until) {
  const bytes = autocannonRequest(url, request)
  const connection = openConnection(url)
  let samples = 0
  let failures = 0
  try {
    while (Date.now() < until) {
      samples++
      try {
        if (!isExpected(await connection.send(bytes, { head: request.method === 'HEAD' }))) failures++
      } catch {
        failures++ // reset or no answer: the load round counts those on its side too
        break
      }
      await sleep(SAMPLE_EVERY_MS)
    }
  } finally {
    connection.close()
  }
  return { samples, failures }
}

// A speed.round: autocannon's round with `verifyBody`, plus the sampled checks, whose failures
// count as wrong bodies.
function sampledRound ({ request, verifyBody, isExpected }) {
  return async (server, { connections, seconds }) => {
    const until = Date.now() + seconds * 1000
    const [load, sampled] = await Promise.all([
      loadRound(server.url, { request, connections, seconds, verifyBody }),
      sampleUntil(server.url, request, isExpected, until)
    ])
    return {
      ...load,
      samples: sampled.samples,
      mismatches: load.mismatches + sampled.failures,
      failures: load.failures + sampled.failures
    }
  }
}

const round = sampledRound({
  request,
  // On every response under load, O(1): gzip's first byte and no less than 60 % of the
  // smallest gzip's length. Full checks are the sampled ones.
  verifyBody: (body) => body.charCodeAt(0) === 0x1f && body.length >= smallestGzip * 0.6,
  isExpected: isWholeGuideInGzip
})

module.exports = { round }
