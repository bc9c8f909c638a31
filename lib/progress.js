'use strict'
// The learner's progress in ~/.config/node-perf-workshop: the same current.json and
// completed.json that workshopper-adventure uses, plus hints.json (hint level per exercise) and
// results.json (the numbers of each passing verify, per exercise id). A file that is corrupt or
// unreadable is reported, kept aside for inspection, and rebuilt from what else we know.
const fs = require('node:fs')
const path = require('node:path')
const { LearnerError } = require('./errors')
const { NAME } = require('./names')

function storageDir (home = process.env.HOME || process.env.USERPROFILE || '.') {
  return path.join(home, '.config', NAME)
}

// `home` is the learner's home folder (tests pass another one).
function createProgress ({ onProblem = () => {}, home } = {}) {
  const dir = storageDir(home)
  const file = (name) => path.join(dir, `${name}.json`)

  // The stored value, or `fallback` when there is none. A damaged file is moved aside and, if
  // the caller can rebuild its content (`rebuild`), written again at once: repaired, not forgotten.
  function read (name, fallback, isValid, rebuild) {
    let text
    try {
      text = fs.readFileSync(file(name), 'utf8')
    } catch (error) {
      if (error.code !== 'ENOENT') onProblem('unreadable', { file: file(name), reason: error.code })
      return fallback
    }
    try {
      const value = JSON.parse(text)
      if (isValid(value)) return value
    } catch {}
    // Keep the damaged file for the curious, start this part afresh.
    const aside = `${file(name)}.corrupt-${Date.now()}`
    try {
      fs.renameSync(file(name), aside)
    } catch {}
    onProblem('corrupt', { file: file(name), aside })
    if (!rebuild) return fallback
    const rebuilt = rebuild()
    write(name, rebuilt)
    return rebuilt
  }

  function write (name, value) {
    const temporary = `${file(name)}.${process.pid}.tmp`
    try {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(temporary, JSON.stringify(value, null, 2))
      fs.renameSync(temporary, file(name)) // atomic: a crash never leaves half a file
    } catch (error) {
      fs.rmSync(temporary, { force: true })
      throw new LearnerError('progress.unwritable', { file: file(name), reason: error.code || error.message })
    }
  }

  const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v)
  const isStringArray = (v) => Array.isArray(v) && v.every((item) => typeof item === 'string')

  const progress = {
    dir,
    current: () => read('current', null, (v) => v === null || typeof v === 'string'),
    setCurrent: (id) => write('current', id),
    results: () => read('results', {}, isObject),
    // Completed exercises; a lost completed.json is rebuilt from the stored results.
    completed () {
      const results = progress.results()
      const passed = Object.keys(results).filter((id) => results[id].passed)
      const listed = read('completed', [], isStringArray, () => passed)
      return [...new Set([...listed, ...passed])]
    },
    markCompleted (id, result) {
      write('results', { ...progress.results(), [id]: { passed: true, ...result } })
      write('completed', [...new Set([...progress.completed(), id])])
    },
    hintLevel: (id) => read('hints', {}, isObject)[id] || 0,
    setHintLevel: (id, level) => write('hints', { ...read('hints', {}, isObject), [id]: level }),
    reset () {
      for (const name of ['current', 'completed', 'hints', 'results']) fs.rmSync(file(name), { force: true })
    }
  }
  return progress
}

module.exports = { createProgress }
