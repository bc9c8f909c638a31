'use strict'
// `npm run test:matrix`: the workshop's tests on every supported Node.js line, as CI runs them:
// the full `npm test` on one release (FULL in node-binaries.js) and the install lane
// (`node test/run.js --lane install`, the workshop packed and installed as learners install it)
// on that release too, the content lane (`node test/run.js --lane content`) on the others. The releases come from the npm registry.
// Prints each version's count, then the total as the last line: "N passed, N failed".
const { spawn } = require('node:child_process')
const { VERSIONS, FULL, envFor } = require('./node-binaries')
const { commandLine } = require('./command-line')

const OTHERS = Object.values(VERSIONS).filter((version) => version !== FULL).join(' and ')
commandLine({
  usage: `
node scripts/node-matrix.js    (npm run test:matrix) the full npm test and the install lane on Node.js
                               ${FULL}, the content lane on ${OTHERS}; takes no argument`
})

const ROOT = require('node:path').resolve(__dirname, '..')

// Runs `command args` on Node.js `version`; resolves { code, passed, failed } from its last line.
function runOn (version, command, args) {
  return new Promise((resolve) => {
    let env
    try {
      env = envFor(version)
    } catch (error) {
      console.log(error.message)
      resolve({ code: 1, passed: 0, failed: 1 })
      return
    }
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] })
    let last = ''
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      last = (last + chunk).slice(-200)
    })
    child.on('exit', (code) => {
      const count = last.match(/(\d+) passed, (\d+) failed\s*$/)
      resolve({ code, passed: count ? Number(count[1]) : 0, failed: count ? Number(count[2]) : 1 })
    })
  })
}

async function main () {
  const runs = [
    { version: FULL, lane: 'full', command: process.platform === 'win32' ? 'npm.cmd' : 'npm', args: ['test', '--silent'] },
    { version: FULL, lane: 'install', command: 'node', args: ['test/run.js', '--lane', 'install'] },
    ...Object.values(VERSIONS).filter((version) => version !== FULL)
      .map((version) => ({ version, lane: 'content', command: 'node', args: ['test/run.js', '--lane', 'content'] }))
  ]
  const results = []
  for (const run of runs) {
    const started = Date.now()
    console.log(`\n=== Node.js ${run.version}: ${run.lane} lane`)
    const result = await runOn(run.version, run.command, run.args)
    results.push({ ...run, ...result, minutes: (Date.now() - started) / 60000 })
  }
  console.log('\nNode.js   lane     passed  failed  minutes')
  for (const r of results) {
    console.log(`${r.version.padEnd(9)} ${r.lane.padEnd(8)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${r.minutes.toFixed(1).padStart(7)}`)
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0)
  const failed = results.reduce((sum, r) => sum + r.failed, 0)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(results.every((r) => r.code === 0) && failed === 0 ? 0 : 1)
}

main()
