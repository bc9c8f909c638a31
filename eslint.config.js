'use strict'
// The linter (npm run lint, and part of npm test): neostandard, the code's style (standard's
// rules on ESLint 9). JavaScript only, no JSX; the two fixtures that are syntax errors on
// purpose are left out, and a catalogue entry written with import attributes (`with { type: 'json' }`),
// which the parser does not read yet.
const neostandard = require('neostandard')

module.exports = [
  ...neostandard({ noTs: true, noJsx: true }),
  { ignores: ['test/fixtures/bad-servers/syntax-error.js', 'test/fixtures/bad-clients/syntax-error.js', 'test/learners/02-node-env/esm-import-json/server.js'] }
]
