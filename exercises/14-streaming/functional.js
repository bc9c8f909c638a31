'use strict'
// Functional checks for 14-streaming: TODO(new-exercise) what the learner's server must still do.
const test = require('node:test')
const assert = require('node:assert')
const { request, t } = require('../../lib/kit/check-kit')

test(t('todo'), async () => {
  const res = await request('/')
  assert.strictEqual(res.status, 200, t('todo'))
})
