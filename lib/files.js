'use strict'
// File helpers: the trees that starter and solution copy and show, how a path is shown, a file
// of the learner's replaced for the length of a check, and the workshop's temporary folders.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { NAME } = require('./names')

// Every file under `dir`, as paths relative to it, sorted.
function listFiles (dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.name === 'node_modules') return []
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)]
  }).sort()
}

// Copies `from` into `to` without ever replacing a file that is already there.
function copyWithoutOverwriting (from, to) {
  const created = []
  const kept = []
  for (const file of listFiles(from)) {
    const target = path.join(to, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.copyFileSync(path.join(from, file), target, fs.constants.COPYFILE_EXCL)
      created.push(file)
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      kept.push(file)
    }
  }
  return { created, kept }
}

// A path as the learner reads it: relative to the current folder when it is inside it.
function displayPath (file) {
  const shown = path.relative(process.cwd(), file)
  if (shown === '') return '.' // the current folder itself
  return shown.startsWith('..') ? file : shown
}

// Files of the learner's folder that the workshop itself wrote, with when: verify --watch does
// not take them for the learner's saves (lib/verify/watch.js).
const ownWrites = new Map()

// Where writeFileAtomically puts the new bytes first: beside the file, in the same folder, so
// that the rename is atomic; its name says whose it is (a folder left by a killed workshop shows it).
const temporaryFileOf = (file) => path.join(path.dirname(file), `.${path.basename(file)}.${NAME}-${process.pid}.tmp`)

// Writes `bytes` as another program updates a file: to a temporary file beside it, renamed over
// it, so that a reader sees the old file or the new one, never half of one. Synchronous on
// purpose: nothing of ours is still under way if the process exits right after.
function writeFileAtomically (file, bytes) {
  const temporary = temporaryFileOf(file)
  let mode
  try {
    mode = fs.statSync(file).mode & 0o777
  } catch {}
  for (const written of [file, temporary]) ownWrites.set(path.resolve(written), Date.now())
  try {
    fs.writeFileSync(temporary, bytes, mode === undefined ? {} : { mode })
    fs.renameSync(temporary, file)
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}

// Replaces a file of the learner's for the length of a check; resolves { original, restore() }.
// The original goes back the same way (a temporary file renamed over it) when the check calls
// restore() in its `finally`, and when the workshop is stopped first: Ctrl-C and SIGTERM end
// it with process.exit (lib/harness/children.js), and 'exit' listeners run then. A workshop killed
// outright (SIGKILL) restores nothing: the exercise recognises the bytes it wrote next time.
function replaceFile (file, bytes) {
  const original = fs.readFileSync(file)
  let restored = false
  const restore = () => {
    if (restored) return
    restored = true
    process.removeListener('exit', restore)
    writeFileAtomically(file, original)
  }
  process.on('exit', restore)
  try {
    writeFileAtomically(file, bytes)
  } catch (error) {
    restored = true // the original was never replaced
    process.removeListener('exit', restore)
    throw error
  }
  return { original, restore }
}

// Removes what writeFileAtomically left beside `file` when a workshop was killed before it
// could rename it (a process killed outright leaves its temporary file).
function removeTemporaryFiles (file) {
  const prefix = `.${path.basename(file)}.${NAME}-`
  let names = []
  try {
    names = fs.readdirSync(path.dirname(file))
  } catch {}
  for (const name of names) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) fs.rmSync(path.join(path.dirname(file), name), { force: true })
  }
}

// A new folder in the system's temporary folder, named `prefix` and six random characters, and
// its removal: { dir, remove() }. An interrupt ends the CLI with process.exit() and no `finally`
// after it runs (lib/harness/children.js), so the folder is also removed on exit: a Ctrl-C
// during profile or verify left one behind each time.
function temporaryFolder (prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const remove = () => {
    process.removeListener('exit', remove)
    fs.rmSync(dir, { recursive: true, force: true })
  }
  process.on('exit', remove)
  return { dir, remove }
}

// Whether the workshop itself wrote `file` in the last `ms` milliseconds.
function writtenByWorkshop (file, ms = 2000) {
  const at = ownWrites.get(path.resolve(file))
  return at !== undefined && Date.now() - at < ms
}

module.exports = { listFiles, copyWithoutOverwriting, displayPath, writeFileAtomically, replaceFile, removeTemporaryFiles, temporaryFolder, writtenByWorkshop }
