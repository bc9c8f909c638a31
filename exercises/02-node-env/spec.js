'use strict'
// 02-node-env: run Express with NODE_ENV=production while still choosing the staging config.
const { checks, socketPathIn } = require('./checks')
const products = require('./starter/data/products.json')

const lastProduct = products[products.length - 1].name

module.exports = {
  submission: 'server.js',
  reading: 'express-tuning',
  // How the learner's fixed app is deployed: production Express, staging configuration. The
  // preload answers at NPW_ENV_SOCKET with NODE_ENV as the running server has it.
  env: (ctx) => ({ NODE_ENV: 'production', APP_ENV: 'staging', NPW_ENV_SOCKET: socketPathIn(ctx.tmpDir) }),
  preload: 'preload.js',
  // Still production once it runs; APP_ENV chooses the config, falling back to NODE_ENV, then to
  // development (the task's first point).
  checks,
  speed: {
    request: { method: 'GET', path: '/' },
    // Checked by the rule (exercises/README.md, "Placing a threshold") with verify's own speed
    // check, Node 26.10, 2 shared cores, 3 runs each: weakest correct esm-import-json ×3.82
    // (3.68–4.08; config-map ×4.49, 4.33–4.56), strongest wrong renderfile-nocache (the right
    // config, but ejs.renderFile per request: no view cache) ×1.02 (1.02–1.09).
    // sqrt(3.68 × 1.09) = 2.00: ×1.84 below the one, ×1.83 above the other.
    threshold: 2,
    // The starter as ops deployed it.
    baseline: { file: 'starter/server.js', env: { NODE_ENV: 'staging' } },
    // A fast answer only counts if it is the whole page.
    verifyBody: (body) => body.includes(lastProduct) && body.includes('</html>')
  }
}
