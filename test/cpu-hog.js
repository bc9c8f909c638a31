'use strict'
// A CPU loop on one core: the other programs of a busy laptop or a shared CI machine, beside the
// workshop, for the tests and measurements that must hold there. It ends by itself after
// `seconds`, so that a test or a runner that dies without stopping it leaves nothing spinning.
const { spawn, spawnSync } = require('node:child_process')

// { pid, stop() }. `pinned`: on core 0 (taskset, where there is one), so that the hog and the
// workshop share a known core rather than wherever the scheduler puts them.
function startCpuHog ({ seconds, pinned = false }) {
  const loop = ['-e', `const end = Date.now() + ${Math.round(seconds * 1000)}; while (Date.now() < end) {}`]
  const hog = pinned && spawnSync('taskset', ['--version']).status === 0
    ? spawn('taskset', ['-c', '0', process.execPath, ...loop], { stdio: 'ignore' })
    : spawn(process.execPath, loop, { stdio: 'ignore' })
  return { pid: hog.pid, stop: () => hog.kill('SIGKILL') }
}

module.exports = { startCpuHog }
