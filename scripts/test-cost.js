'use strict'
// Where the time of `npm test` goes: each test file run alone (`node --test <file>`, one after the
// other), with its CPU seconds (the test process and every process it started and reaped: the
// CLI, the servers, autocannon) beside its wall seconds, and the same per test
// (test/cost-hooks.js). CPU seconds are what a shared or busy machine does not change much;
// wall seconds there are the neighbours' as much as the test's. Linux only (/proc).
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { spawn } = require('node:child_process')
const { commandLine } = require('./command-line')

const { values, positionals } = commandLine({
  usage: `
node scripts/test-cost.js [--lane quick|content] [--place together|foreground|alone] [--top N]
                          [--json FILE] [files…]
    runs each test file alone (all of them, a lane's, a place's of test/run.js, or those named)
    and prints its CPU and wall seconds, then the N costliest tests (20 by default); --json
    writes every figure. Files with tests a clock decides (the places foreground and alone) time
    things: run them under the CPU lock on a shared machine (flock /tmp/npw-cpu.lock …).`,
  options: { lane: { type: 'string' }, place: { type: 'string' }, top: { type: 'string', default: '20' }, json: { type: 'string' } },
  positionals: { min: 0, max: Infinity }
})

const ROOT = path.resolve(__dirname, '..')
const { stagesFor } = require('../test/run')

// The CPU seconds of this process's reaped children (utime and stime of them all, /proc).
function childrenCpu () {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  return (Number(fields[13]) + Number(fields[14])) / 100
}

// Each file once, whole (its tests of every place).
function filesToRun () {
  if (positionals.length) return positionals.map((file) => path.resolve(file))
  const args = [...(values.lane ? ['--lane', values.lane] : []), ...(values.place ? ['--place', values.place] : [])]
  const files = stagesFor(args).flat().flatMap((lane) => lane.runs.flatMap((run) => run.files))
  if (files.length === 0) {
    console.error(`No test file in ${args.join(' ')}: a lane is quick or content, a place together, foreground or alone.`)
    process.exit(1)
  }
  return [...new Set(files)]
}

function runFile (file, costFile) {
  return new Promise((resolve) => {
    const cpu = childrenCpu()
    const started = Date.now()
    const child = spawn(process.execPath, ['--test', '--test-reporter=dot', '--require', path.join(ROOT, 'test', 'cost-hooks.js'), file], {
      cwd: ROOT, env: { ...process.env, NPW_STRICT_MESSAGES: '1', NPW_COST_FILE: costFile }, stdio: ['ignore', 'ignore', 'inherit']
    })
    child.on('exit', (code) => resolve({ file: path.relative(ROOT, file), code, cpu: childrenCpu() - cpu, wall: (Date.now() - started) / 1000 }))
  })
}

const seconds = (value) => value.toFixed(1).padStart(7)

async function main () {
  const costFile = path.join(os.tmpdir(), `npw-cost-${process.pid}.jsonl`)
  const files = []
  console.log('    cpu s  wall s  file')
  for (const file of filesToRun()) {
    const result = await runFile(file, costFile)
    files.push(result)
    console.log(`  ${seconds(result.cpu)} ${seconds(result.wall)}  ${result.file}${result.code === 0 ? '' : ` (exit ${result.code})`}`)
  }
  const tests = fs.existsSync(costFile)
    ? fs.readFileSync(costFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line)).map((t) => ({ ...t, file: path.relative(ROOT, t.file) }))
    : []
  fs.rmSync(costFile, { force: true })
  const sum = (items, key) => items.reduce((total, item) => total + item[key], 0)
  console.log(`  ${seconds(sum(files, 'cpu'))} ${seconds(sum(files, 'wall'))}  in all (${files.length} files)`)
  console.log(`\nThe ${values.top} costliest tests by CPU (tests that run at once in a file share theirs):`)
  for (const t of [...tests].sort((a, b) => b.cpu - a.cpu).slice(0, Number(values.top))) {
    console.log(`  ${seconds(t.cpu)} ${seconds(t.wall)}  ${t.file}: ${t.test}`)
  }
  if (values.json) fs.writeFileSync(values.json, JSON.stringify({ node: process.version, cores: os.availableParallelism(), files, tests }, null, 2) + '\n')
}

main()
