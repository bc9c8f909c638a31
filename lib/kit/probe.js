'use strict'
// One HTTP request from an exercise's deterministic checks (spec.checks, which run in the
// workshop's own process): a fresh connection every time, so that a cluster's primary hands each
// one to the next worker and a request that fails is one that was really in flight. Never
// rejects: a failure is an answer with `error` set.
const http = require('node:http')
const { setTimeout: sleep } = require('node:timers/promises')

// Resolves { ok, status, headers, body, error, ms }; ok means a 2xx answer arrived in time.
// `body`, optional: the request's body (a string or a Buffer).
function probe (url, { method = 'GET', headers = {}, body: sent, timeoutMs = 5000 } = {}) {
  const started = Date.now()
  return new Promise((resolve) => {
    let settled = false
    const finish = (answer) => {
      if (settled) return
      settled = true
      resolve({ status: 0, headers: {}, body: '', error: null, ...answer, ms: Date.now() - started })
    }
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => { body += chunk })
      res.on('error', (error) => finish({ error: error.code || error.message }))
      res.on('end', () => finish({
        ok: res.statusCode >= 200 && res.statusCode < 300,
        status: res.statusCode,
        headers: res.headers,
        body
      }))
    })
    req.setTimeout(timeoutMs, () => {
      req.destroy()
      finish({ ok: false, error: 'timeout' })
    })
    req.on('error', (error) => finish({ ok: false, error: error.code || error.message }))
    req.end(sent)
  })
}

// Keeps `concurrency` requests to `url` in flight, one after another on each lane, until
// stop() is called; after ease(gapMs), each lane waits gapMs between its requests. stop() waits
// at most `settleMs` for the last ones; a request still unanswered then is reported to onAnswer
// as lost ({ ok: false, error: 'unfinished' }).
function steadyLoad (url, { concurrency = 4, timeoutMs = 5000, settleMs = 1000, onAnswer = () => {} } = {}) {
  const stopping = new AbortController()
  let stopped = false
  let gapMs = 0
  const lanes = Array.from({ length: concurrency }, async () => {
    while (!stopping.signal.aborted) {
      const answer = await probe(url, { timeoutMs })
      if (!stopped) onAnswer(answer)
      if (gapMs > 0) await sleep(gapMs, null, { signal: stopping.signal }).catch(() => {})
    }
  })
  return {
    ease (gap) {
      gapMs = gap
    },
    async stop () {
      stopping.abort()
      let pending = concurrency
      lanes.forEach((lane) => lane.then(() => pending--))
      await Promise.race([Promise.all(lanes), new Promise((resolve) => setTimeout(resolve, settleMs))])
      stopped = true
      for (let i = 0; i < pending; i++) onAnswer({ ok: false, status: 0, headers: {}, body: '', error: 'unfinished' })
    }
  }
}

module.exports = { probe, steadyLoad }
