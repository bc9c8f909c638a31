'use strict'
// Loaded with --require into a test file's process by scripts/test-cost.js: appends, for each
// test, its wall and CPU seconds (this process and the children it has reaped, from
// /proc/self/stat: Linux) to the file NPW_COST_FILE names, one JSON line per test. Tests that run
// at the same time in one file share their CPU: their figures overlap, the file's total does not.
const fs = require('node:fs')
const { beforeEach, afterEach } = require('node:test')

const TICKS = 100 // USER_HZ on Linux
function cpuSeconds () {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS
}

const started = new Map()
const nameOf = (t) => t.fullName || t.name
beforeEach((t) => { started.set(nameOf(t), { cpu: cpuSeconds(), wall: Date.now() }) })
afterEach((t) => {
  const start = started.get(nameOf(t))
  if (!start) return
  const line = { file: process.argv[1], test: nameOf(t), cpu: cpuSeconds() - start.cpu, wall: (Date.now() - start.wall) / 1000 }
  fs.appendFileSync(process.env.NPW_COST_FILE, JSON.stringify(line) + '\n')
})
