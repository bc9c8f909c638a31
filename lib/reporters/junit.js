'use strict'
// JUnit XML of verify and grade, the test report GitHub, GitLab and Jenkins read: <testsuites>, a
// <testsuite> per exercise (a room: per learner and exercise, the learner in the suite's name and
// id), a <testcase> per requirement (./results.js) named by its stable id
// (`12-n-plus-one/same-json`), with <failure>, <error> (the verification stopped: a crash, a
// server that never started; the program's last lines in <system-out>, as lines) or <skipped>.
// classname is the exercise (`12-n-plus-one`; a room: `<learner>.12-n-plus-one`, so that Jenkins
// groups by learner, then exercise); the suite's `file` is the submission graded, and its
// <properties> hold the title, the folder graded, the verdict, the points and the speed check's
// figures. Only attributes that the schema Jenkins' xunit plugin validates with (junit-10.xsd)
// allows: a testcase has no `file` there, nor <testsuites> a `skipped`. XML has no partial form:
// the file is written whole (grade rewrites it after each exercise).
const os = require('node:os')
const { cleanText, skipReason } = require('./results')
const { yamlLines } = require('./tap')
const { NAME } = require('../names')

function escapeXml (text) {
  return cleanText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function attributes (object) {
  return Object.entries(object)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => ` ${key}="${escapeXml(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;')}"`)
    .join('')
}

const seconds = (ms) => ((ms || 0) / 1000).toFixed(3)

// { speed: { ratio: 1.2, spread: { low: 1 } } } → [['speed.ratio', 1.2], ['speed.spread.low', 1]]
function flatten (object, prefix) {
  return Object.entries(object).flatMap(([key, value]) => {
    if (value === undefined) return []
    const name = `${prefix}.${key}`
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? flatten(value, name) : [[name, Array.isArray(value) ? value.join(', ') : value]]
  })
}

// A failure's body: the title, then what was observed, as YAML.
function body (requirement) {
  const { details, ...evidence } = requirement.evidence || {}
  return escapeXml(yamlLines({ title: requirement.title, ...evidence }, '').join('\n'))
}

function testcaseXml (requirement, { classname }) {
  const head = `    <testcase${attributes({ name: requirement.id, classname, time: seconds(requirement.ms) })}`
  const type = requirement.evidence && (requirement.evidence.check || requirement.evidence.error)
  let inner = ''
  if (requirement.status === 'skip') inner = `      <skipped${attributes({ message: skipReason(requirement) })}/>\n`
  else if (requirement.status === 'error') {
    inner = `      <error${attributes({ message: requirement.message, type })}>${body(requirement)}</error>\n`
    const details = requirement.evidence.details
    if (details) inner += `      <system-out>${escapeXml(details.join('\n'))}</system-out>\n`
  } else if (requirement.status === 'fail') {
    inner = `      <failure${attributes({ message: requirement.message, type: type || requirement.stage })}>${body(requirement)}</failure>\n`
  } else if (requirement.evidence && requirement.evidence.stage === 'speed') {
    // A speed check that passed keeps its figures too, for whoever opens the case.
    inner = `      <system-out>${body(requirement)}</system-out>\n`
  }
  return inner ? `${head}>\n${inner}    </testcase>\n` : `${head}/>\n`
}

function counts (requirements) {
  return {
    tests: requirements.length,
    failures: requirements.filter((r) => r.status === 'fail').length,
    errors: requirements.filter((r) => r.status === 'error').length
  }
}

function suiteXml (result, learner) {
  const id = learner.name === null ? result.exercise.id : `${learner.name}/${result.exercise.id}`
  const name = learner.name === null ? result.exercise.id : `${learner.name} / ${result.exercise.id}`
  const classname = learner.name === null ? result.exercise.id : `${learner.name}.${result.exercise.id}`
  const skipped = result.requirements.filter((r) => r.status === 'skip').length
  const properties = [
    ['exercise', result.exercise.id],
    ['title', result.title],
    ...(learner.name === null ? [] : [['learner', learner.name]]),
    ['folder', result.folder],
    ['file', result.file],
    ['verdict', result.status],
    ['verdict.message', result.message || undefined],
    ['points', result.points],
    ['max', result.max],
    ...result.notes.map((note, i) => [`note.${i + 1}`, note.message]),
    ...(result.status === 'not-attempted' || result.status === 'not-run' ? [] : [['node', process.version], ['cores', os.availableParallelism()]]),
    ...(result.speed ? flatten(Object.fromEntries(Object.entries(result.speed).filter(([key]) => !['stage', 'node', 'cores'].includes(key))), 'speed') : [])
  ].filter(([, value]) => value !== undefined && value !== null)
  const lines = [
    `  <testsuite${attributes({ name, id, ...counts(result.requirements), skipped, time: seconds(result.ms), timestamp: result.timestamp, hostname: os.hostname(), file: result.file || undefined })}>`,
    '    <properties>',
    ...properties.map(([key, value]) => `      <property${attributes({ name: key, value })}/>`),
    '    </properties>'
  ]
  return lines.join('\n') + '\n' + result.requirements.map((r) => testcaseXml(r, { classname })).join('') + '  </testsuite>\n'
}

// The whole report: every learner's every exercise (`skipped` is on each suite: junit-10.xsd
// allows none on <testsuites>).
function junitXml (document) {
  const results = document.learners.flatMap((learner) => learner.exercises.map((result) => ({ result, learner })))
  const all = results.flatMap(({ result }) => result.requirements)
  const ms = results.reduce((sum, { result }) => sum + (result.ms || 0), 0)
  return '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites${attributes({ name: NAME, ...counts(all), time: seconds(ms) })}>\n` +
    results.map(({ result, learner }) => suiteXml(result, learner)).join('') +
    '</testsuites>\n'
}

// grade's own bad input: one suite with the error, so that a report step shows why.
function bailOutJunit (error) {
  return '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites${attributes({ name: NAME, tests: 1, failures: 0, errors: 1, time: seconds(0) })}>\n` +
    `  <testsuite${attributes({ name: NAME, id: NAME, tests: 1, failures: 0, errors: 1, skipped: 0, time: seconds(0), hostname: os.hostname() })}>\n` +
    `    <testcase${attributes({ name: `${NAME}/grade`, classname: NAME, time: seconds(0) })}>\n` +
    `      <error${attributes({ message: error.message, type: error.key })}/>\n` +
    '    </testcase>\n  </testsuite>\n</testsuites>\n'
}

module.exports = { junitXml, bailOutJunit, escapeXml }
