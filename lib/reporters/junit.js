'use strict'
// JUnit XML of verify and grade, the test report GitHub, GitLab and Jenkins read: <testsuites>,
// a <testsuite> per verification (grade: per exercise), a <testcase> per check with <failure>,
// <skipped> or, for a verification that stopped (bad input, a server that never started or
// crashed), <error>. classname is `<NN-id>.<stage>` (functional, deterministic, speed, stopped),
// so Jenkins groups by exercise; the speed figures are the suite's <properties>. Written whole at
// the end: XML has no partial form.
const os = require('node:os')
const { pointOf, stoppedPoint, cleanText } = require('./points')
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
    return value !== null && typeof value === 'object' ? flatten(value, name) : [[name, value]]
  })
}

function testcaseXml (suite, point) {
  const head = `    <testcase${attributes({ name: point.name, classname: `${suite.folder}.${point.stage}`, time: seconds(point.ms) })}`
  const body = point.diagnostics ? escapeXml(yamlLines(point.diagnostics, '').join('\n')) : ''
  let inner = ''
  if (point.skip !== null) inner = `      <skipped${attributes({ message: point.skip || undefined })}/>\n`
  else if (point.stage === 'stopped') inner = `      <error${attributes({ message: point.message, type: point.diagnostics.error })}>${body}</error>\n`
  else if (!point.ok) inner = `      <failure${attributes({ message: point.message, type: point.stage })}>${body}</failure>\n`
  // A speed check that passed keeps its figures too, for whoever opens the case.
  if (point.ok && point.stage === 'speed' && point.skip === null) inner = `      <system-out>${body}</system-out>\n`
  return inner ? `${head}>\n${inner}    </testcase>\n` : `${head}/>\n`
}

function counts (points) {
  return {
    tests: points.length,
    failures: points.filter((p) => !p.ok && p.stage !== 'stopped').length,
    errors: points.filter((p) => p.stage === 'stopped').length,
    skipped: points.filter((p) => p.skip !== null).length
  }
}

function suiteXml (suite) {
  const properties = Object.entries(suite.properties).filter(([, value]) => value !== undefined && value !== null)
  const lines = [`  <testsuite${attributes({ name: suite.name, ...counts(suite.points), time: seconds(suite.ms), timestamp: suite.timestamp, hostname: os.hostname() })}>`]
  if (properties.length) {
    lines.push('    <properties>', ...properties.map(([name, value]) => `      <property${attributes({ name, value })}/>`), '    </properties>')
  }
  return lines.join('\n') + '\n' + suite.points.map((point) => testcaseXml(suite, point)).join('') + '  </testsuite>\n'
}

function junitXml (suites) {
  const points = suites.flatMap((suite) => suite.points)
  const ms = suites.reduce((sum, suite) => sum + (suite.ms || 0), 0)
  return '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites${attributes({ name: NAME, ...counts(points), time: seconds(ms) })}>\n` +
    suites.map(suiteXml).join('') +
    '</testsuites>\n'
}

// The same calls as tapReporter (lib/reporters/index.js); everything is written at end().
function junitReporter ({ t, write }) {
  const suites = []
  let current = null
  const title = (exercise) => t('verify.heading', { number: exercise.number, title: t(`exercises.${exercise.id}.title`) })

  function begin (exercise, file) {
    const started = Date.now()
    current = {
      name: exercise ? title(exercise) : NAME,
      folder: exercise ? exercise.folder : NAME,
      exercise,
      points: [],
      started,
      timestamp: new Date(started).toISOString().replace(/\.\d+Z$/, ''),
      properties: {
        exercise: exercise ? exercise.folder : undefined,
        file: file || undefined,
        node: process.version,
        cores: os.availableParallelism()
      }
    }
    suites.push(current)
  }
  function close () {
    if (current) current.ms = Date.now() - current.started
    current = null
  }

  return {
    start () {},
    expect () {},
    begin,
    report (event) {
      if (event.type === 'verdict') {
        Object.assign(current.properties, { verdict: event.kind, 'verdict.message': cleanText(event.text) })
        return
      }
      const point = pointOf(event, { t, exercise: current.exercise })
      if (!point) return
      current.points.push(point)
      if (point.stage === 'speed' && point.diagnostics) {
        const { stage, message, note, node, cores, ...figures } = point.diagnostics
        Object.assign(current.properties, Object.fromEntries(flatten(figures, 'speed')))
      }
    },
    stop (error) {
      if (!current) begin(null)
      current.points.push(stoppedPoint(error, t))
      current.properties.verdict = 'fail'
    },
    finish: close,
    notAttempted (exercise) {
      const name = title(exercise)
      suites.push({
        name,
        folder: exercise.folder,
        points: [{ stage: 'exercise', ok: true, skip: 'not attempted', name, ms: 0 }],
        ms: 0,
        timestamp: new Date().toISOString().replace(/\.\d+Z$/, ''),
        properties: { exercise: exercise.folder, verdict: 'not attempted' }
      })
    },
    end () {
      close()
      write(junitXml(suites))
    }
  }
}

module.exports = { junitReporter, junitXml }
