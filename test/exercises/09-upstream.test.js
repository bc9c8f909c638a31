'use strict'
// 09-upstream: the verdicts through the real CLI. The half-fixes the checks must catch are the
// catalogue's entries (test/learners/09-upstream/), run by test/learners.test.js.
const test = require('node:test')
const assert = require('node:assert')
const { verdictTests } = require('./verdicts')
const { checks, givenUpInTime } = require('../../exercises/09-upstream/checks')
const { start } = require('../../exercises/09-upstream/starter/upstream')

// The starter calls the upstream one product after the other: the first deterministic check.
verdictTests({ id: 'upstream', reason: 'exercises.upstream.checks.not_concurrent', langs: ['zh-cn'] })

// A server that stops answering during the deterministic checks gets the kit's sentence about it
// (the learner's problem), never "something went wrong inside the workshop"; the upstream's stall
// is always lifted.
test('09-upstream: a server gone during the checks is reported as the learner\'s, in words', async () => {
  const service = await start()
  try {
    const t = (key, params) => `${key} ${JSON.stringify(params)}`
    for (const check of checks) {
      const result = await check.run({ server: { url: 'http://127.0.0.1:1', ended: async () => {} }, service, t })
      assert.strictEqual(result.ok, false)
      assert.strictEqual(result.key, 'unanswered')
      assert.match(result.params.detail, /^kit\.refused /)
    }
  } finally {
    await service.stop()
  }
})

// The upstream itself: its delay, its limit, its record, its stall.
test('09-upstream: the upstream answers after its delay, refuses above its limit with 429, records and stalls', async () => {
  const service = await start()
  const { Agent } = require('node:http')
  const agent = new Agent({ keepAlive: true })
  const get = (path, signal) => new Promise((resolve, reject) => {
    require('node:http').get(service.url + path, { agent, signal }, (res) => {
      let body = ''
      res.on('data', (chunk) => { body += chunk })
      res.on('end', () => resolve({ status: res.statusCode, body }))
    }).on('error', reject)
  })
  try {
    // Six calls at once, held until all six are in (eight sent at once may not all be at the
    // upstream together: on a busy machine the first answers came back before the last call went
    // out), then two more: refused with 429.
    service.begin()
    service.stall([1, 2, 3, 4, 5, 6])
    const holding = Array.from({ length: 6 }, (_, i) => get(`/items/${i + 1}`).catch(() => 'dropped'))
    while (service.end().held.length < 6) await new Promise((resolve) => setTimeout(resolve, 10))
    const over = await Promise.all([get('/items/7'), get('/items/8')])
    assert.deepStrictEqual(over.map((a) => a.status), [429, 429])
    service.resume()
    assert.deepStrictEqual(await Promise.all(holding), Array(6).fill('dropped'))
    const seen = service.end()
    assert.deepStrictEqual({ calls: seen.calls, maxAtOnce: seen.maxAtOnce, refused: seen.refused }, { calls: 8, maxAtOnce: 6, refused: 2 })
    assert.strictEqual(seen.connections, 8)
    // Below the limit, every call is answered after the delay, with its item.
    service.begin()
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => get(`/items/${i + 1}`)))
    assert.deepStrictEqual(answers.map((a) => a.status), Array(6).fill(200))
    assert.deepStrictEqual(answers.map((a) => JSON.parse(a.body).id), [1, 2, 3, 4, 5, 6])
    assert.strictEqual(service.end().refused, 0)
    service.begin()
    await get('/items/1')
    assert.strictEqual(service.end().connections, 0) // the kept-alive connections are reused
    service.stall()
    await assert.rejects(get('/items/2', AbortSignal.timeout(200)), { name: 'AbortError' })
    service.resume()
    assert.strictEqual((await get('/items/3')).status, 200)
    // One product held, two answered with errors; the held call's record says when it was given up.
    service.begin()
    service.stall([4])
    service.fail({ 5: 429, 6: 500 })
    const [held, refused, failed, fine] = await Promise.allSettled([get('/items/4', AbortSignal.timeout(200)), get('/items/5'), get('/items/6'), get('/items/7')])
    assert.strictEqual(held.status, 'rejected')
    assert.deepStrictEqual([refused.value.status, failed.value.status, fine.value.status], [429, 500, 200])
    await new Promise((resolve) => setTimeout(resolve, 50)) // the close reaches the upstream
    const call = service.end().held[0]
    assert.strictEqual(call.item, 4)
    assert.ok(call.ms > 150 && call.ms < 400, `given up after ${call.ms} ms`)
    service.resume()
    assert.strictEqual((await get('/items/5')).status, 200)
  } finally {
    agent.destroy()
    await service.stop()
  }
})

// The window of the one-call stall: a call given up too late or too early, or in time.
test('09-upstream: a held call is judged by when the server gave it up', () => {
  assert.deepStrictEqual([120, 349, 350, 503, 850, 851, 1201].map(givenUpInTime), [false, false, true, true, true, false, false])
})
