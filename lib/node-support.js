'use strict'
// Whether this Node.js is one the workshop supports: read by the CLI at every start (one line
// when it is not) and by preflight, apart from preflight's other checks so that a start loads
// none of what they need (http, the harness).

// The Node.js lines the workshop supports and is tested on, from package.json's engines
// ("^22.15.0 || ^24.0.0 || ^26.0.0"): [{ major, minimum }].
const SUPPORTED = require('../package.json').engines.node.split('||')
  .map((range) => range.trim().replace(/^\^/, ''))
  .map((minimum) => ({ major: Number(minimum.split('.')[0]), minimum }))

// < 0 when version a is older than b ("22.14.0" vs "22.15.0").
function compareVersions (a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number))
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]
}

// ok for a supported line (at its minimum or newer); fail for an end-of-life version or a
// supported line's release older than its minimum; warn for a line the workshop is not tested on.
function nodeVersion (version = process.versions.node) {
  const major = Number(version.split('.')[0])
  const line = SUPPORTED.find((candidate) => candidate.major === major)
  const lines = SUPPORTED.map((supported) => supported.major).join(' / ') // "22 / 24 / 26" reads in every language
  const params = { version: `v${version}`, lines, newest: SUPPORTED[SUPPORTED.length - 1].major }
  if (major < SUPPORTED[0].major) return { status: 'fail', key: 'node_end_of_life', params }
  if (!line) return { status: 'warn', key: 'node_untested', params }
  if (compareVersions(version, line.minimum) < 0) return { status: 'fail', key: 'node_outdated', params: { ...params, minimum: line.minimum } }
  return { status: 'ok', key: 'node', params }
}

module.exports = { nodeVersion, SUPPORTED }
