'use strict'
// 09-http-cache: the verdicts through the real CLI. The half-fixes the checks must catch are the
// catalogue's entries (test/learners/09-http-cache/), run by test/learners.test.js.
const { verdictTests } = require('./verdicts')

// The starter sends no validator at all: the first functional check says so.
verdictTests({ id: 'http-cache', reason: 'exercises.http-cache.checks.etag_missing', langs: ['en', 'ko'] })
