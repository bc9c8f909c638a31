'use strict'
// bench/results/: every measurement a benchmark of bench/ saves (its --save), as the JSON the tool
// wrote, with when, where and how it was measured: the command, the Node.js release, the machine
// (cores, CPU, load average at its start and end), a CPU hog or not, the commit. bench/RESULTS.md is
// made from them (bench/results-page.js), and a figure of bench/figures.json names the result it
// came from (`source`), which `npm run check` holds it to. A result is never edited: a new
// measurement is a new file, and the page shows the newest of each kind; the older ones stay in
// git's history.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { execFileSync } = require('node:child_process')

const ROOT = path.resolve(__dirname, '..')
const RESULTS_DIR = path.join(ROOT, 'bench', 'results')

// The commit measured, with "+" when files other than bench/results/ differ from it.
function commitMeasured () {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    const changed = execFileSync('git', ['status', '--porcelain', '--', '.', ':!bench/results', ':!bench/RESULTS.md'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    return changed ? `${commit}+` : commit
  } catch {
    return null
  }
}

const loadAverage = () => Number(os.loadavg()[0].toFixed(1))

// Called when a benchmark starts; its save(rows) writes the result when it ends and returns the
// file's path. `tool`: the script's name in bench/ (verdicts, effect-matrix, …); `hog`: whether a
// CPU hog ran beside it; `argv`: its arguments (--save left out of the command recorded).
function startMeasurement (tool, { hog = false, argv = process.argv.slice(2) } = {}) {
  const started = { at: new Date(), load: loadAverage() }
  return {
    save (rows) {
      const measured = started.at.toISOString().slice(0, 16) + 'Z'
      const result = {
        tool,
        command: ['node', `bench/${tool}.js`, ...argv.filter((arg) => arg !== '--save')].join(' '),
        measured,
        node: process.versions.node,
        setup: {
          cores: os.availableParallelism(),
          cpu: (os.cpus()[0] || {}).model || null,
          system: `${os.platform()} ${os.release()}`,
          loadAverage: [started.load, loadAverage()],
          hog,
          commit: commitMeasured()
        },
        rows
      }
      fs.mkdirSync(RESULTS_DIR, { recursive: true })
      const line = process.versions.node.split('.')[0]
      const file = path.join(RESULTS_DIR, `${tool}-node${line}${hog ? '-hog' : ''}-${measured.replace(/:/g, '')}.json`)
      fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n')
      return path.relative(ROOT, file)
    }
  }
}

// Every saved result: [{ name (the file's, without .json), ...result }], oldest first.
function readResults (dir = RESULTS_DIR) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort()
    .map((name) => ({ name: name.replace(/\.json$/, ''), ...JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) }))
    .sort((a, b) => a.measured.localeCompare(b.measured) || a.name.localeCompare(b.name))
}

module.exports = { RESULTS_DIR, startMeasurement, readResults }

if (require.main === module) require('../scripts/command-line').moduleOnly('bench/results.js', 'the benchmarks of bench/ and bench/results-page.js')
