'use strict'
// How much CPU other programs used while we measured: the machine's busy time (/proc/stat)
// minus what our own processes used (this process, which runs autocannon, and the servers'
// trees). A speed-up that needs free cores (a cluster) cannot show on a machine whose other
// programs keep the cores busy; this says when that was the case. Linux only; null elsewhere.
const fs = require('node:fs')
const os = require('node:os')
const { procStat } = require('../harness/process-tree')

function machineTicks () {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait }
}

// CPU ticks used so far by each pid, as a Map (processes that are gone are left out).
function processTicks (pids) {
  const ticks = new Map()
  for (const pid of pids) {
    const stat = procStat(pid)
    if (stat) ticks.set(pid, stat.utime + stat.stime)
  }
  return ticks
}

// Starts watching; ownPids() lists the processes that are ours. stop() resolves
// { foreignCores, cores }: the average number of cores other programs kept busy meanwhile.
function watchForeignLoad (ownPids) {
  if (process.platform !== 'linux') return { stop: () => null }
  const pids = () => [...new Set([process.pid, ...ownPids()])]
  const started = { machine: machineTicks(), own: processTicks(pids()) }
  return {
    stop () {
      const machine = machineTicks()
      const own = processTicks([...new Set([...started.own.keys(), ...pids()])])
      let ownTicks = 0
      for (const [pid, now] of own) ownTicks += now - (started.own.get(pid) || 0)
      const busy = machine.busy - started.machine.busy
      const total = busy + machine.idle - started.machine.idle
      const cores = os.cpus().length
      if (total <= 0) return { foreignCores: 0, cores }
      // Ticks are counted per core: total/cores is the wall time in ticks.
      const foreign = Math.max(0, busy - ownTicks) / (total / cores)
      return { foreignCores: foreign, cores }
    }
  }
}

module.exports = { watchForeignLoad, processTicks }
