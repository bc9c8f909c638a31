'use strict'
// TAP 14 (https://testanything.org/tap-version-14-specification.html) of verify and grade on
// stdout. verify: the plan first, a point per check, the verdict as a comment; a verification
// that stopped (bad input, a server that never started or crashed) ends with `Bail out!`. Its
// plan comes first because a trailing plan ends the stream for tap-parser, which then reads a
// `Bail out!` after it as stray text: so verify's stream is written whole when it ends (a few
// seconds). grade: the plan (the manifest's exercises) first, then a subtest per exercise as
// each finishes (4 spaces in, after `# Subtest:`, with a trailing plan) closed by the exercise's
// own point; an exercise without its folder is `# SKIP not attempted`. An "inconclusive" speed
// check is `ok … # SKIP inconclusive: …`, never a plain ok.
const { pointOf, stoppedPoint, cleanText, oneLine } = require('./points')

// In a description and a directive, `\` and `#` are escaped (TAP 14, "Escaping").
function escape (text) {
  return oneLine(text).replace(/\\/g, '\\\\').replace(/#/g, '\\#')
}

// YAML for the diagnostics: strings as JSON (a subset of YAML's double-quoted scalars, so any
// text is safe), a multi-line text as a literal block when its lines allow one.
function yamlScalar (value, indent) {
  if (value === null) return '~'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : JSON.stringify(String(value))
  if (typeof value === 'boolean') return String(value)
  const text = cleanText(value).replace(/\s+$/, '')
  // A word such as a stage or a message key reads best plain (unless YAML would read it as
  // something else: true, null, yes, …).
  if (/^[a-z][\w.-]*$/i.test(text) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(text)) return text
  const lines = text.split('\n')
  // A literal block takes its indentation from its first line: drop what every line shares, and
  // keep to JSON when the first line is further in than another (or a line could end the block).
  const filled = lines.filter((line) => line.trim())
  const margin = Math.min(...filled.map((line) => line.match(/^ */)[0].length))
  const blockable = lines.length > 1 && filled[0].match(/^ */)[0].length === margin &&
    !lines.some((line) => /^\s*(---|\.\.\.)\s*$/.test(line) || /^ *\t/.test(line))
  if (!blockable) return JSON.stringify(text)
  return '|-\n' + lines.map((line) => (line.trim() ? indent + '  ' + line.slice(margin) : '')).join('\n')
}

function yamlLines (object, indent) {
  const lines = []
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined) continue
    if (value !== null && typeof value === 'object') {
      const inner = yamlLines(value, indent + '  ')
      lines.push(inner.length ? `${indent}${key}:` : `${indent}${key}: {}`, ...inner)
    } else {
      lines.push(`${indent}${key}: ${yamlScalar(value, indent)}`)
    }
  }
  return lines
}

// A test point, and its diagnostics (a YAML block 2 spaces in) when it has any.
function pointLines (indent, number, point) {
  const directive = point.skip === null ? '' : ` # SKIP${point.skip ? ' ' + escape(point.skip) : ''}`
  const lines = [`${indent}${point.ok ? 'ok' : 'not ok'} ${number} - ${escape(point.name)}${directive}`]
  if (point.diagnostics) lines.push(`${indent}  ---`, ...yamlLines(point.diagnostics, indent + '  '), `${indent}  ...`)
  return lines
}

const LABELS = { pass: 'PASS', fail: 'FAIL', inconclusive: '' } // inconclusive texts say so first

// nested: grade's form (a subtest per exercise); else verify's (the points at the top).
function tapReporter ({ t, write, nested = false }) {
  const heading = (exercise) => t('verify.heading', { number: exercise.number, title: t(`exercises.${exercise.id}.title`) })
  const held = [] // verify's lines, written at end() after the plan
  const put = (lines) => {
    if (nested) write(lines.map((line) => line + '\n').join(''))
    else held.push(...lines)
  }
  let planned = false // grade: its plan is written
  let exercises = 0 // grade: the points of the top level
  let current = null // the verification under way: { exercise, indent, count, kind, text }
  let bailOut = null
  let title = null // verify: the exercise's heading, a comment above the plan

  function begin (exercise) {
    current = { exercise, indent: nested ? '    ' : '', count: 0, kind: null, text: '' }
    if (!exercise) return
    if (nested) put([`# Subtest: ${escape(heading(exercise))}`])
    else title = heading(exercise)
  }
  function plan (count) {
    if (!planned) put([`1..${count}`])
    planned = true
  }

  return {
    start: () => write('TAP version 14\n'),
    // grade: how many exercises the stream will have a point for.
    expect: (count) => nested && plan(count),
    begin,
    report (event) {
      if (event.type === 'verdict') {
        Object.assign(current, { kind: event.kind, text: event.text })
        if (!nested) put([`# ${[LABELS[event.kind], escape(event.text)].filter(Boolean).join(' ')}`])
        return
      }
      const point = pointOf(event, { t, exercise: current.exercise })
      if (point) put(pointLines(current.indent, ++current.count, point))
    },
    // The verification stopped. In grade, an exercise's subtest records it and grading goes on;
    // anywhere else (verify, or grade's own bad input) the stream ends with `Bail out!`.
    stop (error) {
      const point = stoppedPoint(error, t)
      if (nested && !current) {
        plan(1)
        put(pointLines('', ++exercises, point))
        bailOut = point.name
        return
      }
      if (!current) begin(null)
      put(pointLines(current.indent, ++current.count, point))
      Object.assign(current, { kind: 'fail', text: point.name })
      if (!nested) bailOut = point.name
    },
    // grade: the subtest's plan, then the exercise's point.
    finish () {
      if (!nested || !current) return
      const { exercise, kind, text, count } = current
      put([`    1..${count}`])
      const point = {
        ok: kind !== 'fail',
        skip: kind === 'inconclusive' ? `inconclusive: ${text}` : null,
        name: heading(exercise),
        diagnostics: { folder: exercise.folder, verdict: kind, message: kind === 'pass' ? undefined : cleanText(text) }
      }
      put(pointLines('', ++exercises, point))
      current = null
    },
    notAttempted (exercise) {
      put(pointLines('', ++exercises, { ok: true, skip: 'not attempted', name: heading(exercise), diagnostics: { folder: exercise.folder } }))
    },
    end () {
      if (nested) plan(exercises)
      else {
        const lines = [...(title ? [`# ${escape(title)}`] : []), `1..${current ? current.count : 0}`, ...held]
        write(lines.map((line) => line + '\n').join(''))
      }
      if (bailOut !== null) write(`Bail out! ${escape(bailOut)}\n`)
    }
  }
}

module.exports = { tapReporter, escape, yamlLines }
