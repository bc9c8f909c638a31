'use strict'
// How fast the CLI starts, next to learnyounode (the NodeSchool workshop our shell comes from):
// `node-perf-workshop list`, `help` and `print 3` against learnyounode 4.2.2's `list`, each run
// as a fresh process on the Node.js this runs on, alternating (the order rotates every round),
// in a temporary HOME (no progress), median of 10 each. learnyounode is installed into a
// temporary folder by npm (not a dependency of ours); needs the npm registry or npm's cache.
//
//   node bench/startup.js [--runs 10] [--write] [--save]
//     --write: the figures into bench/figures.json; --save: kept in bench/results/ (bench/results.js)
//   PATH=$N22:$PATH node bench/startup.js --write   (another Node.js line)
//
// Also prints the CPU time of each (Linux) and how many modules it loads (a --require hook counts
// them): figures that depend less, or not at all, on how busy the machine is than wall time.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawnSync, execFileSync } = require('node:child_process')
const { commandLine } = require('../scripts/command-line')
const { startMeasurement } = require('./results')

const ROOT = path.resolve(__dirname, '..')
const LEARNYOUNODE = '4.2.2'
const FIGURES = path.join(ROOT, 'bench', 'figures.json')
const SETUP = 'startup-2026-11'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function installLearnyounode (dir) {
  execFileSync('npm', ['install', `learnyounode@${LEARNYOUNODE}`, '--prefix', dir, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { stdio: ['ignore', 'ignore', 'inherit'] })
  return path.join(dir, 'node_modules', 'learnyounode', 'bin', 'learnyounode')
}

// The CPU time (user + system, ms) of the children this process has waited for, on Linux
// (/proc/self/stat: cutime and cstime, in clock ticks of 10 ms); null elsewhere.
function childrenCpuMs () {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ')
    return (Number(fields[13]) + Number(fields[14])) * 10
  } catch {
    return null
  }
}

// One run of a command: its wall time and CPU time in ms.
function runOnce (args, env) {
  const cpuBefore = childrenCpuMs()
  const started = process.hrtime.bigint()
  const result = spawnSync(process.execPath, args, { env, encoding: 'utf8' })
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}: ${result.stderr}`)
  return { ms, cpuMs: cpuBefore === null ? null : childrenCpuMs() - cpuBefore }
}

// How many modules (CommonJS and builtins) a command loads.
function modulesLoaded (args, env, dir) {
  const counter = path.join(dir, 'count-modules.js')
  fs.writeFileSync(counter, `const Module = require('node:module'); const load = Module._load; const seen = new Set()
Module._load = function (request, parent) { try { seen.add(Module._resolveFilename(request, parent)) } catch {} return load.apply(this, arguments) }
process.on('exit', () => process.stderr.write('\\nmodules: ' + seen.size + '\\n'))\n`)
  const result = spawnSync(process.execPath, ['--require', counter, ...args], { env, encoding: 'utf8' })
  return Number((result.stderr.match(/modules: (\d+)/) || [])[1])
}

// This Node.js line's figures into bench/figures.json's "startup" entry, the rest of the file
// left as it is written (its hand-kept layout): the entry is one block, rewritten whole.
function writeFigures (line) {
  const text = fs.readFileSync(FIGURES, 'utf8')
  const startup = JSON.parse(text).startup || { setup: SETUP, lines: {} }
  startup.lines[process.versions.node] = line
  const lines = Object.entries(startup.lines).map(([version, { commands, ...about }]) =>
    `      ${JSON.stringify(version)}: {\n` +
    Object.entries(about).map(([key, value]) => `        ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`).join('') +
    '        "commands": {\n' +
    Object.entries(commands).map(([name, figure]) => `          ${JSON.stringify(name)}: ${JSON.stringify(figure).replace(/,"/g, ', "').replace(/":/g, '": ')}`).join(',\n') +
    '\n        }\n      }')
  const block = `  "startup": {\n    "setup": ${JSON.stringify(startup.setup)},\n    "lines": {\n${lines.join(',\n')}\n    }\n  }`
  // The entry is the file's last: taken out whole (with the comma before it), then put back.
  const at = text.indexOf(',\n  "startup": {')
  const rest = at < 0 ? text : text.slice(0, at) + text.slice(text.lastIndexOf('\n}'))
  const end = rest.lastIndexOf('\n}')
  const updated = rest.slice(0, end) + ',\n' + block + rest.slice(end)
  JSON.parse(updated) // never a broken file
  fs.writeFileSync(FIGURES, updated)
}

function main () {
  const { values } = commandLine({
    usage: 'node bench/startup.js [--runs 10] [--write] [--save]    how fast the CLI starts (--write: into\n    bench/figures.json; --save: into bench/results/, for bench/RESULTS.md)',
    options: { runs: { type: 'string', default: '10' }, write: { type: 'boolean' }, save: { type: 'boolean' } }
  })
  const measurement = startMeasurement('startup')
  const runs = Number(values.runs)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-startup-'))
  try {
    const home = path.join(dir, 'home')
    fs.mkdirSync(home)
    const env = { ...process.env, HOME: home, LANG: 'en_US.UTF-8', LC_ALL: '', NO_COLOR: '1', FORCE_COLOR: '0' }
    const ours = path.join(ROOT, 'bin', 'node-perf-workshop.js')
    const commands = [
      { name: 'list', args: [ours, 'list'] },
      { name: 'help', args: [ours, 'help'] },
      { name: 'print 3', args: [ours, 'print', '3'] },
      { name: 'learnyounode list', args: [installLearnyounode(dir), 'list'] }
    ]
    for (const command of commands) {
      runOnce(command.args, env) // once before timing: the files are in the page cache for each
      command.times = []
      command.cpu = []
      command.modules = modulesLoaded(command.args, env, dir)
    }
    for (let round = 0; round < runs; round++) {
      for (let i = 0; i < commands.length; i++) {
        const command = commands[(i + round) % commands.length]
        const run = runOnce(command.args, env)
        command.times.push(run.ms)
        command.cpu.push(run.cpuMs)
      }
    }
    const theirs = median(commands[3].times)
    const theirCpu = median(commands[3].cpu)
    const figures = Object.fromEntries(commands.map((command) => [command.name, {
      medianMs: Math.round(median(command.times)),
      range: [Math.round(Math.min(...command.times)), Math.round(Math.max(...command.times))],
      ratio: Number((median(command.times) / theirs).toFixed(2)),
      ...(theirCpu ? { cpuMs: median(command.cpu), cpuRatio: Number((median(command.cpu) / theirCpu).toFixed(2)) } : {}),
      modules: command.modules
    }]))
    console.log(`Node.js ${process.versions.node}, ${runs} runs each, alternating, load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`)
    console.log('command              wall: median  range          × learnyounode   CPU: median  × learnyounode   modules')
    for (const [name, figure] of Object.entries(figures)) {
      const cpu = figure.cpuMs === undefined ? '-'.padEnd(29) : `${String(figure.cpuMs).padStart(8)} ms  ×${figure.cpuRatio.toFixed(2)}`.padEnd(29)
      console.log(`${name.padEnd(20)} ${String(figure.medianMs).padStart(10)} ms  ${`${figure.range[0]}–${figure.range[1]} ms`.padEnd(14)} ${`×${figure.ratio.toFixed(2)}`.padEnd(16)} ${cpu}  ${figure.modules}`)
    }
    const saved = values.save && measurement.save(Object.entries(figures).map(([name, figure]) => ({ id: name, command: name, ...figure })))
    if (saved) console.error(`saved: ${saved}`)
    if (values.write) {
      // With --save too, the line names the result it came from (npm run check holds them equal).
      const source = saved ? { source: path.basename(saved, '.json') } : {}
      writeFigures({ measured: new Date().toISOString().slice(0, 10), loadAverage: Number(os.loadavg()[0].toFixed(1)), ...source, commands: figures })
      console.log(`written to ${path.relative(process.cwd(), FIGURES)} (startup.lines["${process.versions.node}"])`)
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main()
