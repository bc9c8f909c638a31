'use strict'
// 0x (under Clinic.js flame) turns the server's V8 log into samples with V8's tick processor,
// `node --prof-process --preprocess`. The processor warns on stderr about code it cannot place
// ("Could not find SFI 0x…", Node 24), and 0x takes every warning but one kind for an error and
// closes the pipe: the processor's next warning then ends it on EPIPE with its output cut, and
// the profile has no samples at all (about 1 run in 40 of 04's starter on Node 24, in CI too).
//
// quietTickProcessor() makes child_process.spawn read and drop a tick processor's warnings; 0x
// gets a stderr of its own that ends when the real one does. Call it before 0x is loaded.
const childProcess = require('node:child_process')
const { PassThrough } = require('node:stream')

function quietTickProcessor () {
  const spawn = childProcess.spawn
  childProcess.spawn = function (command, args) {
    const child = spawn.apply(this, arguments)
    if (Array.isArray(args) && args.includes('--prof-process') && child.stderr) {
      const warnings = child.stderr
      child.stderr = new PassThrough()
      warnings.on('end', () => child.stderr.end()).resume()
    }
    return child
  }
}

module.exports = { quietTickProcessor }
