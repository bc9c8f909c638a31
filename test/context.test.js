'use strict'
// The run context (lib/verify/context.js) that verify, run and profile share: the temporary
// folder and every server started through ctx.start are gone when the run ends, however it ends;
// a speed function's answer is checked against the exercise format, like a spec.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { withRunContext, resolve, resolveSpeed } = require('../lib/verify/context')
const { WorkshopError } = require('../lib/errors')
const { canConnect } = require('../lib/harness/ports')

const out = { endStatus () {} }
const speed = { request: { path: '/' }, threshold: 2, baseline: { file: 'starter/server.js' } }

test('resolve: a value as it is, a function of ctx called with it', () => {
  assert.deepStrictEqual(resolve({ A: '1' }, { cores: 2 }), { A: '1' })
  assert.deepStrictEqual(resolve((ctx) => ({ CORES: ctx.cores }), { cores: 2 }), { CORES: 2 })
})

test('resolveSpeed: none, an object, a function; a misspelt field in what the function returns is the workshop\'s bug, named', () => {
  const ctxOf = (spec) => ({ cores: 2, exercise: { folder: '12-demo', spec } })
  assert.strictEqual(resolveSpeed(ctxOf({})), null)
  assert.strictEqual(resolveSpeed(ctxOf({ speed })), speed)
  assert.deepStrictEqual(resolveSpeed(ctxOf({ speed: (ctx) => ({ ...speed, threshold: ctx.cores }) })).threshold, 2)
  const { threshold, ...misspelt } = speed
  assert.throws(() => resolveSpeed(ctxOf({ speed: () => ({ ...misspelt, treshold: threshold }) })), (error) => {
    assert.ok(error instanceof WorkshopError)
    assert.strictEqual(error.key, 'cli.broken_spec')
    assert.strictEqual(error.params.problem, 'exercises/12-demo/spec.js: speed has a field "treshold" that the speed check does not read (did you mean "threshold"?): rename it to one of the speed fields in exercises/README.md')
    assert.match(error.details, /speed has no "threshold"/)
    return true
  })
})

test('withRunContext: the folder and a server still starting are gone after work that throws', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-context-test-'))
  const file = path.join(dir, 'server.js')
  fs.writeFileSync(file, "require('node:http').createServer((req, res) => res.end('ok')).listen(process.env.PORT, '127.0.0.1')\n")
  let seen = null
  try {
    await assert.rejects(withRunContext({ exercise: { spec: {} }, file, t: (key) => key, out }, async (ctx) => {
      assert.ok(fs.statSync(ctx.tmpDir).isDirectory())
      assert.strictEqual(ctx.service, null)
      assert.ok(ctx.cores >= 1)
      const server = await ctx.start({ file, env: {} })
      ctx.start({ file, env: {} }) // not awaited: the finally stops it all the same
      seen = { tmpDir: ctx.tmpDir, port: server.port }
      throw new Error('a check broke')
    }), /a check broke/)
    assert.ok(!fs.existsSync(seen.tmpDir), 'the temporary folder is removed')
    assert.strictEqual(await canConnect(seen.port), false, 'the server is stopped')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
