'use strict'
// TAP 14 (https://testanything.org/tap-version-14-specification.html) of verify and grade: a
// point per requirement of each exercise (./results.js), named by its stable id
// (`12-n-plus-one/same-json`), its title and what was observed in its YAML block. The plan comes
// first everywhere it can (a trailing plan ends the stream for tap-parser, which then reads
// anything after it as stray text).
//   verify: `# <id>: <title>`, the plan, the points, the verdict and the points as comments.
//   grade: the plan (one point per exercise of the workshop), then as each exercise ends its
//     subtest (`# Subtest: <id>`, 4 spaces in, a trailing plan) closed by the exercise's point;
//     not attempted and not run (cancelled) exercises list every point too, skipped.
//   grade --class: the plan (one point per learner), a subtest per learner holding the
//     exercises' subtests, closed by the learner's point.
// Bad input before anything is graded (grade: no such folder) is a failing point and `Bail out!`.
const { cleanText, oneLine, skipReason } = require('./results')

// In a description and a directive, `\` and `#` are escaped (TAP 14, "Escaping").
function escape (text) {
  return oneLine(text).replace(/\\/g, '\\\\').replace(/#/g, '\\#')
}

// YAML for the diagnostics: strings as JSON (a subset of YAML's double-quoted scalars, so any
// text is safe), a multi-line text as a literal block (`|2-`: its indentation stated, so that a
// first line further in than the others, as a crash's source excerpt is, stays as printed).
function yamlScalar (value, indent) {
  if (value === null) return '~'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : JSON.stringify(String(value))
  if (typeof value === 'boolean') return String(value)
  const text = cleanText(value).replace(/\s+$/, '')
  // A word such as a stage or a message key reads best plain (unless YAML would read it as
  // something else: true, null, yes, …).
  if (/^[a-z][\w./-]*$/i.test(text) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(text)) return text
  const lines = text.split('\n')
  const blockable = lines.length > 1 && !lines.some((line) => /^\s*(---|\.\.\.)\s*$/.test(line))
  if (!blockable) return JSON.stringify(text)
  return '|2-\n' + lines.map((line) => (line.trim() ? indent + '  ' + line : '')).join('\n')
}

function yamlLines (object, indent) {
  const lines = []
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined) continue
    if (Array.isArray(value)) {
      lines.push(value.length ? `${indent}${key}:` : `${indent}${key}: []`, ...value.map((item) => `${indent}  - ${yamlScalar(item, indent + '  ')}`))
    } else if (value !== null && typeof value === 'object') {
      const inner = yamlLines(value, indent + '  ')
      lines.push(inner.length ? `${indent}${key}:` : `${indent}${key}: {}`, ...inner)
    } else {
      lines.push(`${indent}${key}: ${yamlScalar(value, indent)}`)
    }
  }
  return lines
}

// A test point, and its YAML block (2 spaces in) when it has one.
function pointLines (indent, number, { ok, name, skip = null, diagnostics }) {
  const directive = skip === null ? '' : ` # SKIP${skip ? ' ' + escape(skip) : ''}`
  const lines = [`${indent}${ok ? 'ok' : 'not ok'} ${number} - ${escape(name)}${directive}`]
  if (diagnostics) lines.push(`${indent}  ---`, ...yamlLines(diagnostics, indent + '  '), `${indent}  ...`)
  return lines
}

// What a requirement's YAML block holds: its title and points, how long its check took, and for a
// FAIL or an ERROR what was observed (an assertion's actual and expected at the top, as node:test
// writes them; a crash's last lines as a block).
function requirementDiagnostics (requirement) {
  const { stage, check, actual, expected, operator, observed, error, details, ...figures } = requirement.evidence || {}
  const failed = requirement.status === 'fail' || requirement.status === 'error'
  // An exercise not attempted, or not run: nothing was measured.
  if (requirement.skip && ['not-attempted', 'cancelled'].includes(requirement.skip.code)) return { title: requirement.title, max: requirement.max }
  return {
    title: requirement.title,
    points: requirement.points,
    max: requirement.max,
    duration_ms: Math.round(requirement.ms || 0),
    ...(failed ? { stage, message: requirement.message, check, actual, expected, operator, observed, error, details: details && details.join('\n') } : {}),
    ...(stage === 'speed' ? figures : {})
  }
}

function requirementPoint (requirement) {
  return {
    ok: requirement.status === 'pass' || requirement.status === 'skip',
    name: requirement.id,
    skip: requirement.status === 'skip' ? skipReason(requirement) : null,
    diagnostics: requirementDiagnostics(requirement)
  }
}

// The exercise's own point, closing its subtest.
function exercisePoint (result) {
  const skip = { 'not-attempted': 'not attempted', 'not-run': 'cancelled', inconclusive: `inconclusive: ${oneLine(result.message).replace(/^inconclusive\s*:\s*/i, '')}` }[result.status]
  return {
    ok: result.status !== 'fail',
    name: result.exercise.id,
    skip: skip || null,
    diagnostics: {
      title: result.title,
      folder: result.folder,
      file: result.file,
      verdict: result.status,
      message: result.status === 'pass' ? undefined : result.message,
      points: result.points,
      max: result.max,
      duration_ms: Math.round(result.ms || 0),
      notes: result.notes.length ? result.notes.map((note) => note.message) : undefined
    }
  }
}

// An exercise's subtest, `indent` in, as point `number` of its parent.
function exerciseLines (result, indent, number, subtestName = result.exercise.id) {
  const inner = indent + '    '
  return [
    `${indent}# Subtest: ${escape(subtestName)}`,
    ...result.requirements.flatMap((requirement, i) => pointLines(inner, i + 1, requirementPoint(requirement))),
    `${inner}1..${result.requirements.length}`,
    ...pointLines(indent, number, exercisePoint(result))
  ]
}

// A learner's point in a room, closing their subtest.
function learnerPoint (learner) {
  const statuses = learner.exercises.map((result) => result.status)
  const failed = statuses.includes('fail')
  const cancelled = statuses.includes('not-run')
  return {
    ok: !failed,
    name: learner.name,
    skip: !failed && cancelled ? 'cancelled' : null,
    diagnostics: { folder: learner.folder, points: learner.points, max: learner.max, notes: learner.notes.length ? learner.notes.map((note) => note.message) : undefined }
  }
}

const text = (lines) => lines.map((line) => line + '\n').join('')

// verify's report, whole: one result.
function verifyTap (result, t) {
  const comments = [
    `# ${escape(`${result.exercise.id}: ${result.title}`)}`
  ]
  const end = [
    ...(result.message ? [`# ${{ pass: 'PASS ', fail: 'FAIL ' }[result.status] || ''}${escape(result.message)}`] : []),
    `# ${escape(t('reporter.points_line', { points: result.points, max: result.max }))}`
  ]
  return 'TAP version 14\n' + text([
    ...comments,
    `1..${result.requirements.length}`,
    ...result.requirements.flatMap((requirement, i) => pointLines('', i + 1, requirementPoint(requirement))),
    ...end
  ])
}

// grade's report as a stream: `write` gets each part as soon as it is known.
// start(document): the version and the plan (the document as it starts: every learner with every
// exercise); exercise(learner, result) as each ends; learnerEnd(learner) after a learner's last.
function gradeTapStream (write) {
  let room = false
  let exercises = 0 // points of the current subtest level
  let learners = 0
  let open = null // the learner whose subtest is open (a room)
  return {
    start (document) {
      room = document.room
      write(text(['TAP version 14', `1..${room ? document.learners.length : document.learners[0].exercises.length}`]))
    },
    exercise (learner, result) {
      if (room && open !== learner) {
        open = learner
        exercises = 0
        write(text([`# Subtest: ${escape(learner.name)}`]))
      }
      const indent = room ? '    ' : ''
      write(text(exerciseLines(result, indent, ++exercises, room ? `${learner.name}/${result.exercise.id}` : result.exercise.id)))
    },
    learnerEnd (learner) {
      if (!room) return
      write(text([`    1..${exercises}`, ...pointLines('', ++learners, learnerPoint(learner))]))
      open = null
    }
  }
}

// The whole of grade's report at once (a file rewritten as grading goes on, or at the end).
function gradeTap (document) {
  let out = ''
  const stream = gradeTapStream((chunk) => { out += chunk })
  stream.start(document)
  for (const learner of document.learners) {
    for (const result of learner.exercises) stream.exercise(learner, result)
    stream.learnerEnd(learner)
  }
  return out
}

// Bad input before anything was graded (grade: no such folder; verify: no file): one failing
// point that says it, and a bail-out (after a plan of 0, tap-parser would read it as stray text).
function bailOutTap (message) {
  return text(['TAP version 14', '1..1', `not ok 1 - ${escape(message)}`, `Bail out! ${escape(message)}`])
}

module.exports = { verifyTap, gradeTap, gradeTapStream, bailOutTap, escape, yamlLines }
