'use strict'
// `profile --heap` in the terminal: what grew between the two snapshots, by constructor, and the
// retaining path of the biggest group, from the object up to the variable or property of the
// learner's code that keeps it, with the file and line.
const fs = require('node:fs')
const path = require('node:path')
const chalk = require('chalk')
const { padEnd } = require('../text/text-width')

const STEPS_SHOWN = 8
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)
const signed = (text) => (text.startsWith('-') ? text : `+${text}`)
const size = (bytes) => (bytes >= 1024 * 1024 ? `${mb(bytes)} MB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`)

// A file as the learner reads it: relative to their folder, a package's from its name on.
function shortFile (file, folder) {
  const modules = file.lastIndexOf(`node_modules${path.sep}`)
  if (modules >= 0) return file.slice(modules + 'node_modules'.length + 1).split(path.sep).join('/')
  const relative = path.relative(folder, file)
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/')
}

const place = (location, folder) => location && `${shortFile(location.file, folder)}:${location.line}`

// The line where a variable is declared in a file of the learner's: `const name =`, `let name`,
// `var name`; null when not found (destructured, or another file's).
function declarationLine (file, name) {
  if (!file || !fs.existsSync(file) || !/^[\w$]+$/.test(name)) return null
  const pattern = new RegExp(`\\b(?:const|let|var)\\s+${name.replace(/\$/g, '\\$')}\\b`)
  const index = fs.readFileSync(file, 'utf8').split('\n').findIndex((line) => pattern.test(line))
  return index >= 0 ? index + 1 : null
}

// One step of the path: the holder and how it holds the object below.
function stepLine (step, folder) {
  const holder = step.holder.type === 'closure'
    ? `(closure ${step.holder.name || 'anonymous'})`
    : step.holder.group
  const edge = /^\d+$/.test(String(step.edgeName)) ? `[${step.edgeName}]` : `.${step.edgeName}`
  const where = step.holder.location && step.holder.type === 'closure' ? chalk.dim(`  ${place(step.holder.location, folder)}`) : ''
  return `${holder}${edge}${where}`
}

function showHeapReport ({ report, seconds, folder, t, out }) {
  out.heading(t('profile.heap_heading', { seconds, requests: report.requests, before: mb(report.heapUsed[0]), after: mb(report.heapUsed[1]) }))
  if (report.groups.length === 0) {
    out.line(`  ${t('profile.heap_nothing_grew', { noise: size(report.noise) })}`, { hang: 0 })
    return
  }
  const width = Math.min(40, Math.max(...report.groups.map((group) => group.name.length)))
  for (const group of report.groups) {
    out.line(`  ${signed(size(group.sizeDelta)).padStart(10)}  ${signed(String(group.countDelta)).padStart(7)}  ${padEnd(group.name, width)}`)
  }
  const found = report.path
  if (!found) return
  const top = report.groups[0]
  out.heading(t('profile.heap_path_heading', { group: top.name }))
  const holder = found.holder
  if (holder) {
    const closure = found.closure
    const learnerFile = closure && !closure.file.includes(`node_modules${path.sep}`) && path.isAbsolute(closure.file) ? closure.file : null
    const line = holder.edgeType === 'context' && declarationLine(learnerFile, holder.edgeName)
    const params = {
      name: holder.edgeName,
      type: holder.node.group,
      declared: line ? `${shortFile(learnerFile, folder)}:${line}` : '',
      closure: place(closure, folder) || '?'
    }
    const key = holder.edgeType === 'context' ? (line ? 'heap_kept_by_variable' : 'heap_kept_by_variable_nowhere') : 'heap_kept_by_property'
    out.line(`  ${t(`profile.${key}`, params)}`)
  }
  const steps = found.steps
  out.line(`    ${chalk.bold(steps[0].node.group)} ${chalk.dim(size(steps[0].node.size))}`)
  for (const step of steps.slice(0, STEPS_SHOWN)) out.line(`    ← ${stepLine(step, folder)}`)
  if (steps.length > STEPS_SHOWN) out.line(chalk.dim(`    ← … ${t('profile.heap_more_steps', { count: steps.length - STEPS_SHOWN })}`))
}

module.exports = { showHeapReport, declarationLine }
