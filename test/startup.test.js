'use strict'
// Commands are loaded when they run (lib/commands/index.js): `list` and `help` load neither the
// other commands nor what they import (autocannon, the profiler, the harness, the markdown
// renderer for `list`; `help` renders markdown), and no Intl number format, whose locale data alone costs more than `list` itself.
// bench/startup.js measures the time; this checks what is loaded, which does not depend on how
// busy the machine is.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawnSync } = require('node:child_process')
const { ROOT, freshHome } = require('./helpers')

// The files `args` loads, relative to the workshop, and whether it made a number format.
function loaded (args) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-startup-test-'))
  try {
    const hook = path.join(dir, 'hook.js')
    const list = path.join(dir, 'loaded.json')
    fs.writeFileSync(hook, `const Module = require('node:module'); const load = Module._load; const seen = new Set(); let formats = 0
const NumberFormat = Intl.NumberFormat; Intl.NumberFormat = function (...args) { formats++; return new NumberFormat(...args) }
Module._load = function (request, parent) { try { seen.add(Module._resolveFilename(request, parent)) } catch {} return load.apply(this, arguments) }
process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, JSON.stringify({ files: [...seen], formats })))\n`)
    const result = spawnSync(process.execPath, ['--require', hook, path.join(ROOT, 'bin', 'node-perf-workshop.js'), ...args], {
      env: { ...process.env, HOME: freshHome(), LANG: 'C.UTF-8', NO_COLOR: '1' },
      encoding: 'utf8'
    })
    assert.strictEqual(result.status, 0, result.stderr)
    const { files, formats } = JSON.parse(fs.readFileSync(list, 'utf8'))
    return { files: files.filter((file) => path.isAbsolute(file)).map((file) => path.relative(ROOT, file)), formats }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

for (const command of ['list', 'help']) {
  test(`${command} loads its own command only, and nothing a heavier command needs`, () => {
    const heavy = [/node_modules\/autocannon\//, /node_modules\/@clinic\//, /node_modules\/simple-terminal-menu\//, /^lib\/(speed|profile|verify\/server|harness\/index)/]
    if (command === 'list') heavy.push(/node_modules\/msee\//)
    const { files, formats } = loaded([command])
    const commands = files.filter((file) => /^lib\/commands\/[\w-]+\.js$/.test(file)).map((file) => path.basename(file, '.js'))
    assert.deepStrictEqual(commands.filter((name) => !['index', 'define', 'registry', 'shared', command].includes(name)), [], 'no other command')
    assert.ok(commands.includes(command), `loads lib/commands/${command}.js`)
    for (const pattern of heavy) assert.deepStrictEqual(files.filter((file) => pattern.test(file)), [], `nothing matching ${pattern}`)
    assert.strictEqual(formats, 0, 'no Intl.NumberFormat made')
  })
}

test('a command that needs them still gets them: print renders markdown', () => {
  assert.ok(loaded(['print', '3']).files.some((file) => /node_modules\/msee\//.test(file)))
})
