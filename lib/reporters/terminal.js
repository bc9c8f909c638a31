'use strict'
// The terminal's rendering of what a verification found (the events of lib/reporters/index.js):
// each check with a ✓ or a ✗, the speed check's charts and summary, the verdict line. What only
// narrates (steps, headings, the speed check's live progress) the engine writes on `out` itself.
const chalk = require('chalk')
const { showSpeedResult } = require('../speed/display')
const { padEnd, displayWidth } = require('../text/text-width')
const { oneLine } = require('./results')

function terminalReport ({ out, t, exercise }) {
  // `run` makes every check, and a check that cannot be made until an earlier one is met returns
  // that one's finding (13's thread checks while trackStats runs on the main thread; every check
  // of 11's traffic when a request of it failed): said once, then referred to.
  const findings = new Set()
  return (event) => {
    switch (event.type) {
      case 'check':
        // A skipped functional check had nothing to judge: it is silent here.
        if (event.skipped) return
        if (event.ok) out.ok(event.name)
        else if (event.stage === 'deterministic' && findings.has(event.name)) out.bad(t('reporter.same_finding'), '')
        else {
          if (event.stage === 'deterministic') findings.add(event.name)
          out.bad(event.name, event.stage === 'functional' ? event.message : '')
        }
        return
      case 'speed':
        if (event.result) {
          showSpeedResult({ result: event.result, t, out, shortLabel: t(`exercises.${exercise.id}.baseline_short`) })
        }
        if (event.note) out.note(event.note)
        return
      case 'verdict':
        out.verdict(event.kind, event.shown || event.text)
    }
  }
}

// The points of one exercise (a result of ./results.js), under its verdict.
function pointsLine (result, t) {
  return t('reporter.points_line', { points: result.points, max: result.max })
}

const LABELS = {
  pass: () => chalk.green('PASS'),
  fail: () => chalk.red('FAIL'),
  inconclusive: (t) => chalk.yellow(t('grade.inconclusive')),
  'not-attempted': (t) => chalk.dim(t('grade.not_attempted')),
  'not-run': (t) => chalk.dim(t('grade.not_run'))
}

// grade's summary of one learner (a document of ./document.js): an exercise per line, its verdict
// and its points, then the counts and the points in total.
function gradeSummary (learner, t) {
  const rows = learner.exercises
  const width = Math.max(...rows.map((row) => displayWidth(row.exercise.id)))
  const labelWidth = Math.max(...rows.map((row) => displayWidth(LABELS[row.status](t))))
  const lines = rows.map((row) => {
    const label = LABELS[row.status](t)
    if (row.status === 'not-attempted') return `  ${padEnd(row.exercise.id, width)}  ${label}`
    // The folder graded, when it is not named as the workshop names it (5-gzip/).
    const folder = row.folder && row.folder !== row.exercise.id ? `  ${row.folder}/` : ''
    return `  ${padEnd(row.exercise.id, width)}  ${padEnd(label, labelWidth)}  ${row.points}/${row.max}${folder}`
  })
  const count = (status) => rows.filter((row) => row.status === status).length
  return chalk.bold(t('grade.summary')) + '\n' + lines.join('\n') + '\n\n' + t('grade.totals', {
    pass: count('pass'), fail: count('fail'), inconclusive: count('inconclusive'), missing: count('not-attempted')
  }) + ' ' + t('grade.points_total', { points: learner.points, max: learner.max })
}

// grade --class: a learner per line, an exercise per column (its points; · not attempted), the
// learner's points, then where each learner is stuck.
function roomSummary (document, t) {
  const exercises = document.learners[0].exercises.map((result) => result.exercise)
  const name = (learner) => oneLine(learner.name) // a folder's name may hold control characters
  const width = Math.max(displayWidth(t('page.learner')), ...document.learners.map((learner) => displayWidth(name(learner))))
  const cellOf = (result) => {
    const text = result.status === 'not-attempted' ? '·' : result.status === 'not-run' ? '…' : `${result.points}/${result.max}`
    const colour = { pass: chalk.green, fail: chalk.red, inconclusive: chalk.yellow }[result.status] || chalk.dim
    return colour(padEnd(text, 6))
  }
  const head = `  ${padEnd(t('page.learner'), width)}  ${exercises.map((exercise) => padEnd(String(exercise.number).padStart(2, '0'), 6)).join('')}${t('page.points')}`
  const rows = document.learners.map((learner) => `  ${padEnd(name(learner), width)}  ${learner.exercises.map(cellOf).join('')}${learner.points}/${learner.max}`)
  const stuck = document.learners.filter((learner) => learner.stuck)
    .map((learner) => `  ${t('grade.stuck', { learner: name(learner), id: learner.stuck.requirement, title: learner.stuck.title })}`)
  return [chalk.bold(t('grade.summary')), head, ...rows, ...(stuck.length ? ['', ...stuck] : [])].join('\n')
}

module.exports = { terminalReport, pointsLine, gradeSummary, roomSummary }
