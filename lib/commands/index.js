'use strict'
// The workshop's commands. They take precedence over workshopper-adventure's built-ins of the
// same name (see define.js); the built-ins we keep are version, completed and credits.
const NAMES = ['menu', 'list', 'select', 'print', 'current', 'next', 'reset', 'lang', 'help',
  'starter', 'run', 'verify', 'profile', 'hint', 'reading', 'solution', 'preflight', 'report', 'bundle']

module.exports = { definitions: NAMES.map((name) => require(`./${name}`)), NAMES }
