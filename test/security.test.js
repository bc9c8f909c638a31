'use strict'
// Security basics: every server the workshop ships listens on 127.0.0.1 only, and the workshop
// never hands a path to a shell.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { ROOT } = require('./helpers')
const { listExercises } = require('../lib/exercises')
const { startServer } = require('../lib/harness')
const { listeningAddresses } = require('../lib/harness/listening')
const { files } = require('../package.json')

test('every starter and reference solution listens on 127.0.0.1 only', async () => {
  for (const exercise of listExercises().filter((ex) => ex.spec.kind !== 'client')) {
    for (const dir of [exercise.starterDir, exercise.solutionDir]) {
      const server = await startServer({ file: path.join(dir, exercise.spec.submission), env: typeof exercise.spec.env === 'function' ? {} : exercise.spec.env })
      try {
        const addresses = [...new Set(listeningAddresses(server.pids()).map((s) => s.address))]
        assert.deepStrictEqual(addresses, ['127.0.0.1'], `${path.relative(ROOT, dir)} listens on ${addresses}`)
      } finally {
        await server.stop()
      }
    }
  }
})

test('nothing the workshop ships starts a shell (paths are never interpolated into commands)', () => {
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : /\.(c?m?js)$/.test(entry.name) ? [full] : []
  })
  const shipped = files.map((f) => path.join(ROOT, f)).filter(fs.existsSync).flatMap(walk)
  // shell: true, or exec / execSync (which always go through a shell) taken from child_process.
  const shell = /shell:\s*true|\{[^}]*\bexec(Sync)?\b[^}]*\}\s*=\s*require\(['"](node:)?child_process['"]\)|child_process['"]\)\.exec(Sync)?\(/
  const offenders = shipped.filter((file) => shell.test(fs.readFileSync(file, 'utf8')))
  assert.ok(shell.test("const { exec } = require('node:child_process')"), 'the pattern catches exec')
  assert.deepStrictEqual(offenders.map((f) => path.relative(ROOT, f)), [])
})
