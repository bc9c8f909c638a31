'use strict'
// spec.service (lib/verify/service.js): a service of the exercise's own, started by verify before
// the learner's server, its URL given to that server through spec.env and to functional.js as
// SERVICE_URL, on ctx.service for the checks, and stopped with the servers whatever happens.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { verifyServerExercise } = require('../lib/verify/server')
const { WorkshopError } = require('../lib/errors')
const { canConnect } = require('../lib/harness/ports')

// An exercise folder of its own: a service answering "from the service", a learner's server that
// passes it on, a functional check that asks both.
function fakeExercise (dir, { serviceFails = false, checkThrows = false } = {}) {
  fs.writeFileSync(path.join(dir, 'service.js'), `
    const http = require('node:http')
    exports.start = () => new Promise((resolve, reject) => {
      ${serviceFails ? "return reject(new Error('no service today'))" : ''}
      const server = http.createServer((req, res) => res.end('from the service'))
      server.listen(0, '127.0.0.1', () => resolve({
        url: 'http://127.0.0.1:' + server.address().port,
        port: server.address().port,
        stop: () => new Promise((done) => server.close(done))
      }))
    })`)
  fs.writeFileSync(path.join(dir, 'server.js'), `
    const http = require('node:http')
    http.createServer(async (req, res) => res.end(await (await fetch(process.env.UPSTREAM_URL)).text()))
      .listen(process.env.PORT, '127.0.0.1')`)
  fs.writeFileSync(path.join(dir, 'functional.js'), `
    const test = require('node:test')
    const assert = require('node:assert')
    test('the server passes the service on', async () => {
      assert.strictEqual(await (await fetch(process.env.SERVER_URL)).text(), 'from the service')
      assert.strictEqual(await (await fetch(process.env.SERVICE_URL)).text(), 'from the service')
    })`)
  const seen = {}
  const check = {
    async run (ctx) {
      seen.port = ctx.service.port
      if (checkThrows) throw new Error('a check broke')
      return { ok: true, key: 'fine' }
    }
  }
  const spec = { submission: 'server.js', service: 'service.js', env: (ctx) => ({ UPSTREAM_URL: ctx.service.url }), checks: [check] }
  return { seen, exercise: { id: 'fake', spec, exerciseDir: dir, functionalFile: path.join(dir, 'functional.js') } }
}

const out = { heading () {}, ok () {}, bad () {}, step () {}, note () {}, line () {}, endStatus () {} }
const t = Object.assign((key) => key, { lang: 'en' })
// What the checks find goes nowhere: the outcome is what these tests read.
const report = () => {}

test('spec.service: started first, its URL in the env and on ctx, stopped after the run', async (t2) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-service-'))
  t2.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  const { exercise, seen } = fakeExercise(dir)
  const outcome = await verifyServerExercise({ exercise, file: path.join(dir, 'server.js'), t, out, report })
  assert.strictEqual(outcome.verdict, 'pass')
  assert.ok(seen.port > 0)
  assert.strictEqual(await canConnect(seen.port), false, 'the service still listens after the run')
})

test('spec.service: stopped when a check throws too', async (t2) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-service-'))
  t2.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  const { exercise, seen } = fakeExercise(dir, { checkThrows: true })
  await assert.rejects(verifyServerExercise({ exercise, file: path.join(dir, 'server.js'), t, out, report }), /a check broke/)
  assert.strictEqual(await canConnect(seen.port), false, 'the service still listens after the error')
})

test('spec.service: one that fails to start is the workshop\'s failure, not the learner\'s', async (t2) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-service-'))
  t2.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  const { exercise } = fakeExercise(dir, { serviceFails: true })
  await assert.rejects(verifyServerExercise({ exercise, file: path.join(dir, 'server.js'), t, out, report }),
    (error) => error instanceof WorkshopError && error.key === 'verify.service_failed' && /no service today/.test(error.details))
})
