'use strict'
// verify --watch: the functional checks again each time the learner saves a file in their
// exercise folder, the speed check when they press "s" (on a terminal), until "q" or Ctrl-C.
// Runs never overlap: each one stops its servers before the next starts.
const fs = require('node:fs')
const path = require('node:path')
const readline = require('node:readline')
const { writtenByWorkshop } = require('../files')

const DEBOUNCE_MS = 300
const IGNORED = /(^|[\\/])(node_modules|\.git)([\\/]|$)|\.cpuprofile$|node_trace\.\d+\.log$/

// run(withSpeed) does one verification and prints it; it may throw (the caller's reportError
// shows the error, then we keep watching).
function watchVerify ({ file, t, out, run, reportError, input = process.stdin }) {
  return new Promise((resolve) => {
    let busy = false
    let queued = null // 'checks' or 'speed' waiting for the current run to end
    let timer = null
    const keys = Boolean(input.isTTY)

    async function start (mode) {
      if (busy) {
        queued = queued === 'speed' ? 'speed' : mode
        return
      }
      busy = true
      try {
        await run(mode === 'speed')
      } catch (error) {
        reportError(error)
      }
      busy = false
      if (queued) {
        const mode = queued
        queued = null
        return start(mode)
      }
      out.line('\n' + t(keys ? 'watch.waiting_keys' : 'watch.waiting', { file: path.basename(file) }))
    }

    const watcher = fs.watch(path.dirname(file), { recursive: true }, (event, name) => {
      // A check may change a file of the folder itself (07 replaces the map for a moment).
      if (name && (IGNORED.test(name) || writtenByWorkshop(path.join(path.dirname(file), name)))) return
      clearTimeout(timer)
      timer = setTimeout(() => start('checks'), DEBOUNCE_MS)
    })

    function stop () {
      clearTimeout(timer)
      watcher.close()
      if (keys) {
        input.setRawMode(false)
        input.pause()
      }
      resolve()
    }

    if (keys) {
      readline.emitKeypressEvents(input)
      input.setRawMode(true)
      input.on('keypress', (text, key = {}) => {
        if (key.name === 'q' || (key.ctrl && key.name === 'c')) stop()
        else if (key.name === 's') start('speed')
        else if (key.name === 'return' || key.name === 'c') start('checks')
      })
    }
    start('checks')
  })
}

module.exports = { watchVerify }
