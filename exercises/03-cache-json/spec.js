'use strict'
// 03-cache-json: serialise the catalogue once (and again when it changes), not per request.
const path = require('node:path')
const fs = require('node:fs')

// The catalogue as res.json sends it, in characters: what autocannon hands to verifyBody.
const catalogChars = JSON.stringify(JSON.parse(fs.readFileSync(path.join(__dirname, 'starter', 'data', 'catalog.json'), 'utf8'))).length

module.exports = {
  reading: 'json-stringify',
  submission: 'server.js',
  // Both sides run as deployed: Express in production mode.
  env: { NODE_ENV: 'production' },
  speed: {
    request: { method: 'GET', path: '/catalog' },
    // Measured side by side (medians of 3 pairs, 5 runs): a cached Buffer 4.7–5.2× (autocannon's
    // own string building is the limit), res.send(cachedString) 3.0–3.1×, the article's
    // res.end(cachedString) 1.7–2.4× (it re-encodes 500 KB of text per request), the starter
    // against itself 0.88–1.09×. The exercise asks for cached bytes, so 2× has room both ways.
    threshold: 2,
    baseline: { file: 'starter/server.js', env: { NODE_ENV: 'production' } },
    // Runs on every response of both servers, in the load generator's process: O(1) on a 500 KB
    // string. The functional checks compared the whole body already; under load a response
    // counts only if it is a whole JSON object of about the catalogue's size (the checks added a
    // product, and chunk boundaries can turn a multi-byte character into replacement characters).
    verifyBody: (body) => body.length > catalogChars * 0.98 && body.length < catalogChars * 1.02 &&
      body[0] === '{' && body[body.length - 1] === '}'
  }
}
