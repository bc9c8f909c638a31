'use strict'
// 03-cache-json: serialise the catalogue once (and again when it changes), not per request.
const path = require('node:path')
const fs = require('node:fs')
const { checks, socketPathIn } = require('./checks')

// The catalogue as res.json sends it, in characters: what autocannon hands to verifyBody.
const catalogChars = JSON.stringify(JSON.parse(fs.readFileSync(path.join(__dirname, 'starter', 'data', 'catalog.json'), 'utf8'))).length

module.exports = {
  reading: 'json-stringify',
  submission: 'server.js',
  // Both sides run as deployed: Express in production mode. The counter inside the learner's
  // server answers at NPW_STRINGIFY_SOCKET (preload.js); the baseline runs without it.
  env: (ctx) => ({ NODE_ENV: 'production', NPW_STRINGIFY_SOCKET: socketPathIn(ctx.tmpDir) }),
  preload: 'preload.js',
  // Decides first: no JSON.stringify of the catalogue per GET once it is cached.
  checks,
  speed: {
    request: { method: 'GET', path: '/catalog' },
    // Placed by the rule (exercises/README.md). The count decides every submission that still
    // serialises per GET; the speed check then separates a real cache from one that gains
    // nothing. Weakest correct: the article's res.end(cachedString), 2.2× (run medians 1.6–2.7,
    // Node 20; 1.96–2.44 on Node 22; 3.8 on Node 26). Strongest wrong that passes the count: no
    // gain at all, the starter against itself, up to 1.09× (fast-json-stringify per GET: 0.41×).
    // sqrt(2.2 × 1.09) = 1.55: 1.5 is 1.47× below the first and 1.38× above the second.
    threshold: 1.5,
    baseline: { file: 'starter/server.js', env: { NODE_ENV: 'production' } },
    // Runs on every response of both servers, in the load generator's process: O(1) on a 500 KB
    // string. The functional checks compared the whole body already; under load a response
    // counts only if it is a whole JSON object at least the catalogue's size (the checks added a
    // product; a pretty-printed body is larger, up to about 1.5×, and correct; chunk boundaries
    // can turn a multi-byte character into replacement characters). A final newline is fine.
    verifyBody: (body) => body.length > catalogChars * 0.98 && body.length < catalogChars * 3 &&
      body[0] === '{' && (body[body.length - 1] === '}' || body.endsWith('}\n'))
  }
}
