'use strict'
// The code follows one style: neostandard (standard's rules on ESLint 9), configured in
// eslint.config.js. `npm run lint` shows the same; `npm run lint -- --fix` fixes the layout ones.
const test = require('node:test')
const assert = require('node:assert')
const path = require('node:path')
const { ESLint } = require('eslint')
const { ROOT } = require('./helpers')

test('the linter finds nothing (npm run lint)', async () => {
  const results = await new ESLint({ cwd: ROOT }).lintFiles(['.'])
  const problems = results.flatMap((result) => result.messages.map((message) =>
    `${path.relative(ROOT, result.filePath)}:${message.line}:${message.column} ${message.message} (${message.ruleId})`))
  assert.deepStrictEqual(problems, [], 'fix these, or run `npm run lint -- --fix` for the layout ones')
})
