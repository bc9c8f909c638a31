'use strict'
// 02-node-env: the other ways learners choose the config by APP_ENV, and the half-fixes they stop
// at (test/learners/index.js).
const K = 'exercises.node-env.checks.'

module.exports = [
  { name: 'config-map', verdict: 'PASS', reason: null, quick: false, why: 'all three configs required up front, picked by APP_ENV || NODE_ENV' },
  { name: 'esm-import-json', verdict: 'PASS', reason: null, quick: false, why: "ESM, the config imported with import attributes (with { type: 'json' })" },
  { name: 'prerendered-page', verdict: 'PASS', reason: null, quick: false, why: 'config by APP_ENV, and the page rendered once at start-up (app.render) and sent as it is' },
  { name: 'fs-read-config', verdict: 'FAIL', reason: K + 'fallback_wrong', quick: true, why: "APP_ENV ?? 'development': no fallback to NODE_ENV, NODE_ENV=staging loads the development config" },
  { name: 'no-development-default', verdict: 'FAIL', reason: K + 'default_crashed', quick: false, why: 'APP_ENV || NODE_ENV with no last default: with neither, config/undefined.json' },
  { name: 'app-env-only-in-production', verdict: 'FAIL', reason: K + 'app_env_ignored', quick: true, why: 'APP_ENV read only when NODE_ENV is production: APP_ENV=staging alone loads the development config' },
  { name: 'fallback-order-swapped', verdict: 'FAIL', reason: K + 'wrong_config', quick: false, why: 'NODE_ENV || APP_ENV: NODE_ENV=production wins and loads the production config' },
  { name: 'node-env-from-app-env', verdict: 'FAIL', reason: K + 'stack_leak', quick: true, why: 'NODE_ENV overwritten with APP_ENV: Express runs as staging and shows stack traces' },
  { name: 'view-cache-manual-staging', verdict: 'FAIL', reason: K + 'stack_leak', quick: false, why: "NODE_ENV overwritten, app.set('view cache', true) by hand: fast, but stack traces still shown" },
  { name: 'node-env-overwritten-handled', verdict: 'FAIL', reason: K + 'node_env_changed', quick: false, why: 'NODE_ENV overwritten, then the view cache and an error handler added by hand: fast, no stack traces, still staging inside' },
  { name: 'error-handler-200', verdict: 'FAIL', reason: K + 'error_status', quick: false, why: 'config right, and an error handler that hides the error with a 200' },
  { name: 'inline-partial-copied', verdict: 'FAIL', reason: K + 'page_status', quick: false, why: 'config right, the product partial pasted into index.ejs: its currency variable is undefined there, every page is a 500' },
  { name: 'renderfile-nocache', verdict: 'FAIL', reason: 'verdict.fail_speed', quick: false, why: 'APP_ENV right, but ejs.renderFile per request: production Express has no view cache to use' }
]
