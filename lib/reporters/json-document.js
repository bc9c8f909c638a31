'use strict'
// A JSON document for CI on stdout: what was measured, and where. The envelope is the same for
// every JSON report of the workshop (today `run --reporter json`, lib/routes/report.js): its
// format and version, the workshop's version, when, the Node.js line and the machine, so that
// figures kept across builds say what they were measured on. Numbers are rounded as measured
// figures are read (a few digits), never as text.
const os = require('node:os')
const { version } = require('../../package.json')

// The envelope of a report of `format` (a name and a version, e.g. 'run-figures', 1) around
// `body`'s fields.
function jsonDocument (format, formatVersion, body) {
  const cpus = os.cpus()
  return {
    format,
    formatVersion,
    workshop: version,
    date: new Date().toISOString(),
    node: process.version,
    machine: {
      platform: process.platform,
      arch: process.arch,
      cores: os.availableParallelism(),
      cpu: cpus.length ? cpus[0].model.trim() : null
    },
    ...body
  }
}

// `value` rounded to `digits` decimals; null stays null (never 0 for what was not measured).
function rounded (value, digits) {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}

function writeJsonDocument (stream, document) {
  stream.write(JSON.stringify(document, null, 2) + '\n')
}

module.exports = { jsonDocument, writeJsonDocument, rounded }
