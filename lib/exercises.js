'use strict'
// The exercise catalogue: reads exercises/manifest.json (the order and the stable ids) and
// knows where each exercise keeps its spec, starter, tests, solution and texts. A spec is
// validated against the exercise format (lib/exercise-format.js) when the engine first reads it:
// a misspelt field is our bug, reported as such with the sentence `npm run check` gives.
const fs = require('node:fs')
const path = require('node:path')
const { WorkshopError } = require('./errors')

const ROOT = path.resolve(__dirname, '..')
const MANIFEST = path.join(ROOT, 'exercises', 'manifest.json')

let cache = null
const validated = new WeakSet()

// The spec as the engine uses it: loaded, and its fields as the format says.
function validatedSpec (folder, spec) {
  if (validated.has(spec)) return spec
  const { specProblems } = require('./exercise-format')
  const problems = specProblems(spec, `exercises/${folder}/spec.js`)
  if (problems.length > 0) throw new WorkshopError('cli.broken_spec', { problem: problems[0].replace(/\.$/, '') }, problems.slice(1).join('\n'))
  validated.add(spec)
  return spec
}

function listExercises () {
  if (cache) return cache
  const folders = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'))
  cache = folders.map((folder, index) => {
    const id = folder.replace(/^\d+-/, '')
    const exerciseDir = path.join(ROOT, 'exercises', folder)
    return {
      number: index + 1,
      id,
      folder,
      exerciseDir,
      starterDir: path.join(exerciseDir, 'starter'),
      functionalFile: path.join(exerciseDir, 'functional.js'),
      solutionDir: path.join(ROOT, 'solutions', folder),
      problemDir: path.join(ROOT, 'problems', folder),
      get spec () {
        return validatedSpec(folder, require(path.join(exerciseDir, 'spec.js')))
      },
      // As written, unchecked: for scripts/check.js, which reports every problem itself.
      get specAsWritten () {
        return require(path.join(exerciseDir, 'spec.js'))
      }
    }
  })
  return cache
}

// "2", "node-env", "02-node-env" all name the same exercise; numbers count from 1.
function findExercise (specifier) {
  const text = String(specifier == null ? '' : specifier).trim().toLowerCase()
  if (!text) return null
  const all = listExercises()
  if (/^\d+$/.test(text)) return all[Number(text) - 1] || null
  return all.find((ex) => ex.id === text || ex.folder === text) || null
}

// The exercise's title in the learner's language (problems/<NN-id>/messages.<lang>.json).
function exerciseTitle (t, exercise) {
  return t(`exercises.${exercise.id}.title`)
}

module.exports = { ROOT, listExercises, findExercise, exerciseTitle }
