'use strict'
// What an exercise's functional.js needs: the server's URL, messages in the learner's language,
// and an HTTP client whose failures (no answer, connection reset, refused) are sentences, not codes.
const http = require('node:http')
const path = require('node:path')
const { createTranslator } = require('../i18n')
const raw = require('./raw-http')
const { remember } = require('./message-keys')
const difference = require('./difference')

const url = process.env.SERVER_URL
// Set by the workshop; when a check file is run by hand, its folder names the exercise.
const exerciseId = process.env.WORKSHOP_EXERCISE || path.basename(path.dirname(path.resolve(process.argv[1] || ''))).replace(/^\d+-/, '')
const translate = createTranslator(process.env.WORKSHOP_LANG || 'en')
const REQUEST_TIMEOUT_MS = 5000

// The exercise's own check message if it has one, else a shared one; remembered with the key
// that made it, for the report (./message-keys.js).
function t (key, params) {
  const own = `exercises.${exerciseId}.checks.${key}`
  const text = translate(own, params)
  return text === own ? remember(translate(key, params), key) : remember(text, own)
}

// After one request hangs or is refused, every later one fails at once with the same sentence:
// a stuck server should cost the learner five seconds, not five seconds per check.
let brokenServer = null

class CheckFailure extends Error {}

// bodyDelayMs sends the body that long after the headers, as a client on a slow link does.
function request (path, { method = 'GET', headers = {}, body, timeoutMs = REQUEST_TIMEOUT_MS, bodyDelayMs = 0 } = {}) {
  if (brokenServer) return Promise.reject(new CheckFailure(brokenServer))
  const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))
  return new Promise((resolve, reject) => {
    let settled = false
    const fail = (key) => {
      if (settled) return // a timeout also ends in a reset: report it once
      settled = true
      const message = t(key, { method, path, seconds: timeoutMs / 1000 })
      if (key !== 'kit.reset') brokenServer = message
      reject(new CheckFailure(message))
    }
    const req = http.request(url + path, {
      method,
      agent: false,
      headers: payload ? { 'content-length': payload.length, ...headers } : headers
    }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('error', () => fail('kit.reset'))
      res.on('end', () => {
        settled = true
        const buffer = Buffer.concat(chunks)
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: buffer,
          text: () => buffer.toString('utf8'),
          json: () => {
            try {
              return JSON.parse(buffer.toString('utf8'))
            } catch {
              throw new CheckFailure(t('kit.not_json', { method, path }))
            }
          }
        })
      })
    })
    req.setTimeout(timeoutMs, () => {
      req.destroy()
      fail('kit.no_answer')
    })
    req.on('error', (error) => {
      fail(error.code === 'ECONNREFUSED' ? 'kit.refused' : 'kit.reset')
    })
    if (!bodyDelayMs) return req.end(payload)
    req.flushHeaders()
    setTimeout(() => req.end(payload), bodyDelayMs)
  })
}

// The same request on a fresh socket, with every byte the server sent (see raw-http.js):
// { status, headers, body, bytes }. For checks of the wire itself (Content-Length, bytes).
async function rawRequest (path, { method = 'GET', headers = {}, body, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  if (brokenServer) throw new CheckFailure(brokenServer)
  try {
    return await raw.rawRequest(url, { method, path, headers, body, timeoutMs })
  } catch (error) {
    if (!(error instanceof raw.RawHttpError)) throw error
    const message = t(`kit.${error.reason}`, { method, path, seconds: timeoutMs / 1000 })
    if (error.reason !== 'reset') brokenServer = message
    throw new CheckFailure(message)
  }
}

// Where `found` first differs from `expected` (JSON values), as a sentence in the learner's
// language ("orders[0].id is 14688, expected 14689"), or null when they are the same; `root` names
// the whole value when that is what differs.
function differenceFrom (expected, found, root) {
  const first = difference.firstDifference(expected, found)
  return first && difference.describeDifference(t, first, root)
}

module.exports = { url, t, request, rawRequest, differenceFrom, firstDifference: difference.firstDifference, shortJson: difference.shortJson }
