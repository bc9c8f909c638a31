'use strict'
// What problems/02-node-env/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/02-node-env/) that breaks it alone
// (exercises/README.md, "The requirement table").
const K = 'exercises.node-env.checks.'

module.exports = [
  { id: 'app-env-chooses', in: ['task 1', 'checked 5'], says: 'a variable of its own, **`APP_ENV`**', check: K + 'app_env_ignored', halfFix: 'app-env-only-in-production' },
  { id: 'falls-back-to-node-env', in: ['task 1', 'checked 5'], says: 'falling back to `NODE_ENV`', check: K + 'fallback_wrong', halfFix: 'fs-read-config' },
  { id: 'then-development', in: ['task 1', 'checked 5'], says: 'and then to `development` when it is not set', check: K + 'default_crashed', halfFix: 'no-development-default' },
  { id: 'staging-config', in: ['task 2', 'checked 2'], says: 'staging config', check: K + 'wrong_config', halfFix: 'fallback-order-swapped' },
  { id: 'errors-as-production', in: ['task 2', 'checked 3'], says: 'production Express', check: K + 'stack_leak', halfFix: 'node-env-from-app-env' },
  { id: 'still-production', in: ['task 2', 'checked 4'], says: 'production Express', check: K + 'node_env_changed', halfFix: 'node-env-overwritten-handled' },
  { id: 'faster-than-deployed', in: ['task 2', 'checked 6'], says: 'it can therefore run as', check: 'verdict.fail_speed', halfFix: 'renderfile-nocache' },
  { id: 'same-page', in: ['task 3', 'checked 1'], says: 'the same page', check: K + 'page_status', halfFix: 'inline-partial-copied' },
  { id: 'failing-route-500', in: ['task 3', 'checked 3'], says: 'a failing route still answers 500', check: K + 'error_status', halfFix: 'error-handler-200' }
]
