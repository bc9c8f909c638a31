'use strict'
const { verdictTests } = require('./verdicts')

// The starter run as NODE_ENV=production APP_ENV=staging loads the production config.
verdictTests({ id: 'node-env', reason: 'exercises.node-env.checks.wrong_config', langs: ['zh-cn'] })
