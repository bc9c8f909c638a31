'use strict'
// The command the workshop prints (`… verify 04-hapi-podium/server.js`, in messages and in the
// problem texts' shell blocks), in a form that works from the learner's own folders: the way
// this run was started, made absolute.
//  - `node-perf-workshop` when that name on the learner's PATH is this workshop (npm install -g,
//    npm link: possible where the global prefix is the learner's own, as with nvm or Homebrew's
//    Node, not a system Node's /usr);
//  - `npx node-perf-workshop` (or `npx node-perf-workshop@0.1.0`, as typed) when npx installed it
//    from the registry: npx finds it again from any folder;
//  - `npx ~/node-perf-workshop` when it was `npx .` (or npx with another path) in a checkout:
//    `npx .` works only inside the checkout, the same folder as an absolute path works anywhere,
//    and npx reuses what it installed for it;
//  - otherwise `node ~/node-perf-workshop/bin/node-perf-workshop.js`: `node <bin>` from a
//    checkout, or a tarball through npx (the offline bundle), which npx would install again
//    from another folder.
// The home folder is written `~`, and a path with characters the shell would split is quoted.
const fs = require('node:fs')
const path = require('node:path')
const { NAME } = require('./names')
const { ROOT } = require('./exercises')

const BIN = path.join(ROOT, 'bin', `${NAME}.js`)
const SAFE = /^[\w./+@%,:=-]+$/
const REGISTRY_SPEC = new RegExp(`^${NAME}(@[\\w.^~<>=*|-]+)?$`)

// A path as the learner types it in bash or zsh: `~/…` under the home folder, quoted if needed.
function shellPath (file, home) {
  const quote = (text) => (SAFE.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`)
  const relative = home ? path.relative(home, file) : ''
  if (home && relative && !relative.startsWith('..') && !path.isAbsolute(relative)) return `~/${quote(relative)}`
  return quote(file)
}

const realpath = (file) => {
  try {
    return fs.realpathSync(file)
  } catch {
    return null
  }
}

// The npx cache folder this run was installed into (<cache>/_npx/<hash>), from the script node
// ran (<cache>/_npx/<hash>/node_modules/.bin/node-perf-workshop), else null.
function npxFolder (script) {
  const match = /^(.*[\\/]_npx[\\/][0-9a-f]+)[\\/]node_modules[\\/]/.exec(script || '')
  return match ? match[1] : null
}

// The form to print. Everything it reads is a parameter, for the tests:
// script: process.argv[1]; bin: this workshop's bin file (its real path); env: process.env;
// home: the home folder; read(file): a file's text or null; real(file): its real path or null.
function commandForm ({
  script = process.argv[1],
  bin = BIN,
  env = process.env,
  home = env.HOME,
  read = (file) => { try { return fs.readFileSync(file, 'utf8') } catch { return null } },
  real = realpath
} = {}) {
  const underNpx = env.npm_lifecycle_event === 'npx' || env.npm_command === 'exec'
  const npx = underNpx && npxFolder(script)
  if (npx) {
    let packages = []
    try {
      packages = JSON.parse(read(path.join(npx, 'package.json')))._npx.packages || []
    } catch {}
    const registry = packages.find((spec) => REGISTRY_SPEC.test(spec))
    if (registry) return `npx ${registry}`
    const folder = packages.find((spec) => path.isAbsolute(spec) && real(spec) === real(path.dirname(path.dirname(bin))))
    if (folder) return `npx ${shellPath(folder, home)}`
  }
  // On the learner's PATH (npm's own additions under npx do not count: they are gone after it).
  for (const dir of (env.PATH || '').split(path.delimiter)) {
    if (!dir || /[\\/]node_modules[\\/]\.bin$|[\\/]_npx[\\/]/.test(dir)) continue
    if (real(path.join(dir, NAME)) === real(bin)) return NAME
  }
  return `node ${shellPath(real(bin) || bin, home)}`
}

let cached = null
// The form for this run (worked out once).
function command () {
  if (cached === null) cached = commandForm()
  return cached
}

module.exports = { command, commandForm, shellPath }
