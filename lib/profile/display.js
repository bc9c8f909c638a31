'use strict'
// The profile's summary in the terminal: where the CPU time went, by function, by package and in
// the learner's own code, and the hottest stack, each frame with its file and line.
const chalk = require('chalk')
const { padEnd } = require('../text/text-width')

const STACK_RUN = 3 // longer runs of frames from one package are shortened to first … last

const pct = (value) => `${value.toFixed(1).padStart(5)}%`

function frameLine (frame, width) {
  return `${padEnd(frame.name, width)}  ${chalk.dim(frame.location || '')}`
}

// Frames from the same package one after another: keep the first and last, count the rest.
function shortenStack (stack, t) {
  const lines = []
  let i = 0
  while (i < stack.length) {
    let j = i
    while (j + 1 < stack.length && stack[j + 1].package && stack[j + 1].package === stack[i].package) j++
    const run = stack.slice(i, j + 1)
    if (run.length > STACK_RUN) {
      lines.push(run[0], { more: t('profile.more_frames', { count: run.length - 2, package: run[0].package }) }, run[run.length - 1])
    } else {
      lines.push(...run)
    }
    i = j + 1
  }
  return lines
}

// The groups that are no package, said in the reader's language: the learner's code, Node.js, and
// what V8 and the workshop name in brackets.
const GROUPS = { 'your code': 'your_code', node: 'node_itself', '(garbage collector)': 'group_gc', '(program)': 'group_program', '(idle)': 'group_idle', '(profiler)': 'group_profiler' }

// The learner's code first (what they can change), then where the CPU time went by function and
// by package, native code last and said in words, then the hottest stack.
function showProfileSummary ({ summary, t, out }) {
  const width = Math.min(40, Math.max(...summary.functions.map((f) => f.name.length), ...summary.own.map((f) => f.name.length), 10))
  const row = (percent, text) => out.line(`  ${pct(percent)}  ${text}`, { hang: 11 })
  if (summary.own.length) {
    out.heading(t('profile.heading_own'))
    for (const f of summary.own) row(f.percent, frameLine(f, width))
  }

  out.heading(t('profile.heading_self', { seconds: (summary.totalMs / 1000).toFixed(1) }))
  for (const f of summary.functions) row(f.percent, frameLine(f, width))
  if (summary.native && summary.native.ms > 0) row(summary.native.percent, chalk.dim(t('profile.native')))

  out.heading(t('profile.heading_packages'))
  for (const p of summary.packages) {
    const name = GROUPS[p.name] ? t(`profile.${GROUPS[p.name]}`) : p.name
    row(p.percent, name)
  }

  if (summary.stack.length) {
    out.heading(t('profile.heading_stack'))
    for (const frame of shortenStack(summary.stack, t)) {
      out.line(frame.more ? `      ${chalk.dim(frame.more)}` : `    ${frameLine(frame, width)}`, { hang: 6 })
    }
  }
}

module.exports = { showProfileSummary }
