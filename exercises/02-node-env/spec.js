'use strict'
// 02-node-env: run Express with NODE_ENV=production while still choosing the staging config.
const { checks } = require('./checks')
const products = require('./starter/data/products.json')

const lastProduct = products[products.length - 1].name

module.exports = {
  submission: 'server.js',
  reading: 'express-tuning',
  // How the learner's fixed app is deployed: production Express, staging configuration.
  env: { NODE_ENV: 'production', APP_ENV: 'staging' },
  // APP_ENV falls back to NODE_ENV, then to development (the task's first point).
  checks,
  speed: {
    request: { method: 'GET', path: '/' },
    threshold: 2,
    // The starter as ops deployed it.
    baseline: { file: 'starter/server.js', env: { NODE_ENV: 'staging' } },
    // A fast answer only counts if it is the whole page.
    verifyBody: (body) => body.includes(lastProduct) && body.includes('</html>')
  }
}
