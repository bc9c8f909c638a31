'use strict'
// What problems/02-node-env/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/02-node-env/) that breaks it alone
// (exercises/README.md, "The requirement table").
const K = 'exercises.node-env.checks.'

module.exports = [
  { id: 'app-env-chooses', in: ['task 1', 'checked 5'], says: 'a variable of its own, **`APP_ENV`**', check: K + 'app_env_ignored', evidence: 'the config the server loaded with APP_ENV=staging and no NODE_ENV, and the one expected', halfFix: 'app-env-only-in-production' },
  { id: 'falls-back-to-node-env', in: ['task 1', 'checked 5'], says: 'falling back to `NODE_ENV`', check: K + 'fallback_wrong', evidence: 'the environment it was started with, the config it loaded and the one expected', halfFix: 'fs-read-config' },
  { id: 'then-development', in: ['task 1', 'checked 5'], says: 'and then to `development` when it is not set', check: K + 'default_crashed', evidence: 'the config it loaded with neither variable, and the one expected', halfFix: 'no-development-default' },
  { id: 'staging-config', in: ['task 2', 'checked 2'], says: 'staging config', check: K + 'wrong_config', evidence: 'the config the server says it runs, where APP_ENV=staging asks for config/staging.json', halfFix: 'fallback-order-swapped' },
  { id: 'errors-as-production', in: ['task 2', 'checked 3'], says: 'production Express', check: K + 'stack_leak', evidence: 'the stack line the failing route showed the visitor', halfFix: 'node-env-from-app-env' },
  { id: 'still-production', in: ['task 2', 'checked 4'], says: 'production Express', check: K + 'node_env_changed', evidence: 'the NODE_ENV read inside the running server', halfFix: 'node-env-overwritten-handled' },
  { id: 'faster-than-deployed', in: ['task 2', 'checked 6'], says: 'it can therefore run as', check: 'verdict.fail_speed', evidence: 'req/s of both servers per pair, their ratios and the threshold', halfFix: 'renderfile-nocache' },
  { id: 'same-page', in: ['task 3', 'checked 1'], says: 'the same page', check: K + 'page_status', evidence: 'the status of GET / instead of 200 (or the products missing, or the first one out of order)', halfFix: 'inline-partial-copied' },
  { id: 'failing-route-500', in: ['task 3', 'checked 3'], says: 'a failing route still answers 500', check: K + 'error_status', evidence: 'the status the failing route answered instead of 500', halfFix: 'error-handler-200' }
]
