'use strict'
// The requirement table of an exercise (exercises/NN-id/requirements.js, format in
// exercises/README.md, "The requirement table"): every statement of what the problem text asks,
// tied to the check that fails when only it is broken and to the catalogue half-fix
// (test/learners/NN-id/) that breaks it alone. scripts/check.js's [requirements] rule uses it;
// `node scripts/check.js --requirements` prints the tables.
const fs = require('node:fs')
const path = require('node:path')

// The items a problem text states, from problem.en.md: 'task N' is the Nth top-level numbered
// item of "## Your task", 'checked N' the Nth top-level bullet of "## How it is checked".
// Resolves a Map from the location to the item's text (its continuation lines joined).
function statedItems (markdown) {
  const items = new Map()
  for (const [heading, prefix, marker] of [['Your task', 'task', /^(\d+)\.\s/], ['How it is checked', 'checked', /^[*-]\s/]]) {
    const section = sectionText(markdown, heading)
    let current = null
    let count = 0
    let blank = false
    for (const line of section.split('\n')) {
      if (marker.test(line)) {
        count++
        current = `${prefix} ${count}`
        items.set(current, line)
      } else if (current && line.trim() === '') {
        blank = true
      } else if (current && (/^\s/.test(line) || !blank)) {
        items.set(current, items.get(current) + ' ' + line.trim()) // an indented or unbroken continuation
      } else {
        current = null // a paragraph after the list
      }
      if (line.trim() !== '') blank = false
    }
  }
  return items
}

function sectionText (markdown, heading) {
  const start = markdown.search(new RegExp(`^## ${heading}\\s*$`, 'm'))
  if (start < 0) return ''
  const rest = markdown.slice(start).split('\n').slice(1).join('\n')
  const end = rest.search(/^## /m)
  return end < 0 ? rest : rest.slice(0, end)
}

const locationsOf = (row) => (Array.isArray(row.in) ? row.in : [row.in])
const whitespace = (text) => String(text).replace(/\s+/g, ' ')

// The bounds an item states: a number after "at most", "at least", "within", "up to", "exactly",
// "between", a timeout of, or "by the time … has read" (code spans, which name ids and paths,
// left out; "half a second" is 0.5 s). Each { phrase, value }, value the number without its
// separators or unit ("5,000 rows" is "5000"), what a row's `bounds` names.
const BOUND = /\b(at most|at least|no more than|never more than|more than|less than|fewer than|within|up to|exactly|between|timeout of|by the time [^.;:]*? has read)\s+(?:the\s+|\*\*)*(half a second|\d+\/\d+|\d[\d,]*(?:\.\d+)?)(?:\*\*)?(?:\s*(?:%|×|ms|s\b|MB|KB|times))?/gi
// A range's other end: "between 350 and 850 ms", "(5 to 20)".
const RANGE_END = /(?:\bbetween\s+\d[\d,]*(?:\.\d+)?\s+and|\((?=\d[\d,]*\s+to\s)\d[\d,]*\s+to)\s+(\d[\d,]*(?:\.\d+)?)/gi
const RANGE_START = /\((\d[\d,]*)\s+to(?=\s+\d)/g
function statedBounds (item) {
  const text = item.replace(/`[^`]*`/g, '``').replace(/\*\*/g, '')
  return [
    ...[...text.matchAll(BOUND)].map((match) => ({ phrase: match[0].trim(), value: boundValue(match[2]), ratio: /×|times$/.test(match[0]) })),
    ...[...text.matchAll(RANGE_START)].map((match) => ({ phrase: match[0], value: boundValue(match[1]), ratio: false })),
    ...[...text.matchAll(RANGE_END)].map((match) => ({ phrase: match[0].trim(), value: boundValue(match[1]), ratio: false }))
  ]
}
const boundValue = (number) => (/^half a/i.test(number) ? '0.5' : String(number).replace(/,/g, ''))

// The table of one exercise, or null when it has none yet: read where the engine reads it.
const { requirementsOf, requirementPlan } = require('../lib/verify/requirements')

// Every problem with one exercise's table, each a sentence saying what to add or change.
// `reported(key)`: whether the message key is one the exercise (or the engine) reports;
// `catalogue`: the exercise's learner catalogue entries.
function tableProblems (exercise, { reported, catalogue }) {
  const where = `exercises/${exercise.folder}/requirements.js`
  const textFile = path.join(exercise.problemDir, 'problem.en.md')
  if (!fs.existsSync(textFile)) return [] // the texts rule says so
  const rows = requirementsOf(exercise)
  if (!Array.isArray(rows)) return [`${where} is missing: add the requirement table (exercises/README.md, "The requirement table").`]
  const items = statedItems(fs.readFileSync(textFile, 'utf8'))
  const problems = []
  const ids = new Set()
  for (const row of rows) {
    const name = row && row.id ? `"${row.id}"` : 'a row without an id'
    if (!row || typeof row.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(row.id)) {
      problems.push(`${where}: ${name} needs an id in kebab-case.`)
      continue
    }
    if (ids.has(row.id)) problems.push(`${where}: the id "${row.id}" is used twice: give each requirement its own.`)
    ids.add(row.id)
    const locations = locationsOf(row)
    for (const location of locations) {
      if (!items.has(location)) problems.push(`${where}: ${name} is in "${location}", which problem.en.md does not have (it has ${[...items.keys()].join(', ')}).`)
    }
    if (typeof row.says !== 'string' || !items.has(locations[0]) || !whitespace(items.get(locations[0])).includes(whitespace(row.says))) {
      problems.push(`${where}: ${name} says ${JSON.stringify(row.says)}, which is not in ${locations[0]} of problem.en.md: quote a phrase of it.`)
    }
    if (row.guidance !== undefined) {
      if (typeof row.guidance !== 'string' || row.check || row.halfFix) problems.push(`${where}: ${name} is guidance (a way of working, nothing a check can observe): give it a reason as a string, and no check or half-fix.`)
      continue
    }
    if (typeof row.evidence !== 'string' || row.evidence.trim().length < 10) {
      problems.push(`${where}: ${name} says no evidence: name what its FAIL message shows (what was expected, what was seen, where).`)
    }
    problems.push(...boundProblems(row, { where, name, catalogue }))
    if (typeof row.check !== 'string' || !reported(row.check)) {
      problems.push(`${where}: ${name} has the check ${JSON.stringify(row.check)}, which no check of the exercise reports: name the message key its FAIL shows.`)
    }
    const entry = catalogue.find((e) => e.name === row.halfFix)
    if (!entry) {
      problems.push(`${where}: ${name} has no half-fix in test/learners/${exercise.folder}/ ${row.halfFix ? `(no entry "${row.halfFix}")` : ''}: add a submission that breaks this requirement alone, verdict FAIL.`.replace(' :', ':'))
    } else if (entry.verdict !== 'FAIL' || entry.reason !== row.check) {
      problems.push(`${where}: ${name}'s half-fix "${row.halfFix}" must FAIL for ${row.check}; its catalogue entry says ${entry.verdict}${entry.reason ? ` for ${entry.reason}` : ''}.`)
    } else if (entry.minNode) {
      problems.push(`${where}: ${name}'s half-fix "${row.halfFix}" runs on Node.js ${entry.minNode} and later only: a requirement needs a half-fix that every supported line runs.`)
    } else if (entry.orReason && !rows.some((other) => other && other.check === entry.orReason && whitespace(String(other.says)) === whitespace(row.says))) {
      problems.push(`${where}: ${name}'s half-fix "${row.halfFix}" may also FAIL for ${entry.orReason}, which is the check of no row that says the same: only another check of the same sentence may decide it.`)
    }
  }
  for (const location of items.keys()) {
    if (!rows.some((row) => row && locationsOf(row).includes(location))) {
      problems.push(`${where}: ${location} of problem.en.md ("${whitespace(items.get(location)).slice(0, 70)}…") has no row: add the requirement, its check and its half-fix.`)
    }
    // Every bound the item states is checked at its edge: a row there names the submission just
    // past it (or why none can be written). A ratio is the speed check's threshold, placed by the
    // threshold rule from the weakest correct and strongest wrong submissions (a row that a count
    // decides first says so in its bounds).
    const here = rows.filter((row) => row && typeof row.id === 'string' && locationsOf(row).includes(location))
    for (const bound of statedBounds(items.get(location))) {
      if (bound.ratio && here.some((row) => /^verdict\.fail_speed/.test(row.check))) continue
      if (!here.some((row) => (row.bounds || []).some((b) => b && boundValue(b.value) === bound.value))) {
        problems.push(`${where}: ${location} of problem.en.md states "${bound.phrase}", and no row there names it in \`bounds\`: add { value: '${bound.value}', past: [the catalogue entry just past it] } to the row it bounds.`)
      }
    }
  }
  // An entry's `shows` gives the evidence of its own reasons only: another key would never apply.
  for (const entry of catalogue) {
    for (const [key, pattern] of Object.entries(entry.shows || {})) {
      if (![entry.reason, entry.orReason].includes(key) || !(pattern instanceof RegExp)) {
        problems.push(`test/learners/${exercise.folder}/catalogue.js: ${entry.name}'s shows has ${key}: give a pattern (a RegExp) for its reason or orReason only.`)
      }
    }
  }
  return problems
}

// What a report needs of the table (lib/verify/requirements.js): every row that a check observes
// has a check that decides it (a test of functional.js that makes its message, a deterministic
// check whose `decides` names it, the speed check for verdict.fail_…), a title in
// messages.en.json (`requirements.<id>`) and a weight, if any, of 0 or more; every deterministic
// check names the rows it decides. `english`: the exercise's messages.en.json, flattened.
function pointProblems (exercise, { english }) {
  const where = `exercises/${exercise.folder}/requirements.js`
  const rows = requirementsOf(exercise)
  if (!Array.isArray(rows)) return [] // tableProblems says so
  const problems = []
  const ids = new Set(rows.filter(Boolean).map((row) => row.id))
  const { spec } = exercise
  for (const [index, check] of (spec.kind === 'client' ? [] : spec.checks || []).entries()) {
    const name = `exercises/${exercise.folder}/checks.js: check ${index + 1} of spec.checks`
    if (!Array.isArray(check.decides) || check.decides.length === 0) problems.push(`${name} names no requirement it decides: give it \`decides: ['<row id>', …]\` (exercises/README.md, "The requirement table").`)
    for (const id of check.decides || []) if (!ids.has(id)) problems.push(`${name} decides "${id}", which ${where} has no row for: name a row's id.`)
  }
  const plan = requirementPlan(exercise)
  for (const point of plan.points.filter((p) => p.kind === 'requirement')) {
    if (point.deciders.length === 0) problems.push(`${where}: "${point.name}" has the check ${point.check}, which no check decides: no test of functional.js makes that message, no check of checks.js names it in \`decides\`.`)
  }
  for (const row of rows.filter((r) => r && r.guidance === undefined)) {
    if (row.weight !== undefined && !(typeof row.weight === 'number' && Number.isFinite(row.weight) && row.weight >= 0)) problems.push(`${where}: "${row.id}" has the weight ${JSON.stringify(row.weight)}: a weight is a number of points, 0 or more (1 when it has none).`)
  }
  for (const point of plan.points.filter((p) => p.title.key.includes('.requirements.'))) {
    const key = point.title.key.replace(/^exercises\.[^.]+\./, '')
    if (!english.has(key)) problems.push(`problems/${exercise.folder}/messages.en.json has no "${key}": add the requirement's title, as reports show it beside its id (then translate it).`)
  }
  return problems
}

// What is wrong with a row's `bounds`: each names its value and the catalogue entries just past
// it, each a FAIL for the row's check on every Node.js line, or (none) why no such submission
// can be written.
function boundProblems (row, { where, name, catalogue }) {
  if (row.bounds === undefined) return []
  if (!Array.isArray(row.bounds)) return [`${where}: ${name}'s bounds must be a list of { value, past } (or { value, none }).`]
  const problems = []
  for (const bound of row.bounds) {
    const value = bound && bound.value !== undefined ? String(bound.value) : null
    if (!value) {
      problems.push(`${where}: ${name} has a bound without a value.`)
      continue
    }
    if (bound.none !== undefined) {
      if (typeof bound.none !== 'string' || bound.none.length < 20 || bound.past) problems.push(`${where}: ${name}'s bound ${value} has no submission just past it: say why none can be written (none: '…'), and name no past.`)
      continue
    }
    const past = Array.isArray(bound.past) ? bound.past : []
    if (past.length === 0) problems.push(`${where}: ${name}'s bound ${value} names no submission just past it: add one to test/learners/ and name it in past.`)
    for (const entryName of past) {
      const entry = catalogue.find((e) => e.name === entryName)
      if (!entry) problems.push(`${where}: ${name}'s bound ${value} names "${entryName}", which is not in the catalogue: add it, verdict FAIL for ${row.check}.`)
      else if (entry.verdict !== 'FAIL' || entry.reason !== row.check) problems.push(`${where}: ${name}'s bound ${value}: "${entryName}" must FAIL for ${row.check}; its catalogue entry says ${entry.verdict}${entry.reason ? ` for ${entry.reason}` : ''}.`)
      else if (entry.minNode) problems.push(`${where}: ${name}'s bound ${value}: "${entryName}" runs on Node.js ${entry.minNode} and later only: a bound needs a submission that every supported line runs.`)
    }
  }
  return problems
}

module.exports = { statedItems, statedBounds, requirementsOf, tableProblems, pointProblems, locationsOf }

if (require.main === module) require('./command-line').moduleOnly('scripts/requirements.js', 'scripts/check.js (node scripts/check.js --requirements prints the tables)')
