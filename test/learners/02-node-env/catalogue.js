'use strict'
// 02-node-env: the other ways learners choose the config by APP_ENV, and the half-fixes they stop
// at (test/learners/index.js).
const K = 'exercises.node-env.checks.'

module.exports = [
  { name: 'config-map', verdict: 'PASS', reason: null, quick: false, why: 'all three configs required up front, picked by APP_ENV || NODE_ENV' },
  { name: 'esm-import-json', verdict: 'PASS', reason: null, quick: false, why: "ESM, the config imported with import attributes (with { type: 'json' })" },
  { name: 'fs-read-config', verdict: 'FAIL', reason: K + 'fallback_wrong', quick: true, why: "APP_ENV ?? 'development': no fallback to NODE_ENV, NODE_ENV=staging loads the development config" },
  { name: 'node-env-from-app-env', verdict: 'FAIL', reason: K + 'stack_leak', quick: true, why: 'NODE_ENV overwritten with APP_ENV: Express runs as staging and shows stack traces' },
  { name: 'view-cache-manual-staging', verdict: 'FAIL', reason: K + 'stack_leak', quick: true, why: "NODE_ENV overwritten, app.set('view cache', true) by hand: fast, but stack traces still shown" },
  { name: 'renderfile-nocache', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'APP_ENV right, but ejs.renderFile per request: production Express has no view cache to use' }
]
