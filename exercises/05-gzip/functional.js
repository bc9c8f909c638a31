'use strict'
// Functional checks for 05-gzip, against the learner's server (NODE_ENV=production). Every
// request goes over a fresh socket so that the checks see the bytes as sent.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')
const { rawRequest, t, differenceFrom, shortJson } = require('../../lib/kit/check-kit')

const guide = fs.readFileSync(path.join(__dirname, 'starter', 'data', 'trails.json'))
// "deflate" in HTTP is the zlib format; some servers send raw deflate, which clients read too.
const inflate = (body) => {
  try {
    return zlib.inflateSync(body)
  } catch {
    return zlib.inflateRawSync(body)
  }
}
const DECODERS = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync, deflate: inflate }

const get = (route, acceptEncoding, method = 'GET') =>
  rawRequest(route, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } })

const encodingOf = (res) => (res.headers['content-encoding'] || 'identity').toLowerCase()
const shown = (acceptEncoding) => acceptEncoding === undefined ? t('no_header') : `Accept-Encoding: ${acceptEncoding}`

// The body as the client reads it once it has undone the Content-Encoding.
function decoded (res, route, acceptEncoding) {
  const encoding = encodingOf(res)
  if (encoding === 'identity') return res.body
  assert.ok(DECODERS[encoding], t('unknown_encoding', { encoding, route, header: shown(acceptEncoding) }))
  try {
    return DECODERS[encoding](res.body)
  } catch {
    assert.fail(t('bad_compressed_body', { encoding, route, header: shown(acceptEncoding) }))
  }
}

// request: as the message names it, "GET /trails" or "HEAD /trails".
function assertVary (res, request, acceptEncoding) {
  const vary = (res.headers.vary || '').toLowerCase()
  assert.ok(vary === '*' || vary.split(',').map((v) => v.trim()).includes('accept-encoding'),
    t('vary_missing', { request, header: shown(acceptEncoding) }))
}

// A whole guide, in the expected encoding, with the headers a client and a cache rely on.
async function assertGuide (acceptEncoding, allowed) {
  const res = await get('/trails', acceptEncoding)
  assert.strictEqual(res.status, 200, t('guide_status', { status: res.status, header: shown(acceptEncoding) }))
  const encoding = encodingOf(res)
  // A client without the header is its own sentence in every language (no label in a sentence).
  const params = { header: shown(acceptEncoding), found: encoding, allowed: allowed.join(', ') }
  assert.ok(allowed.includes(encoding), !allowed.includes('identity')
    ? t('not_compressed', params)
    : acceptEncoding === undefined ? t('must_not_compress_no_header', params) : t('must_not_compress', params))
  assertJsonType(res, 'GET /trails')
  const declared = res.headers['content-length']
  if (declared !== undefined) {
    assert.strictEqual(Number(declared), res.body.length, t('content_length_wrong', { declared, sent: res.body.length, header: shown(acceptEncoding) }))
  }
  const body = decoded(res, '/trails', acceptEncoding)
  if (!body.equals(guide)) assert.fail(t('guide_differs', { header: shown(acceptEncoding), encoding, difference: differenceFrom(guide.toString('utf8'), body.toString('utf8')) }))
  assertVary(res, 'GET /trails', acceptEncoding)
  return res
}

// The guide is JSON, compressed or not; a missing Content-Type is named as missing. request: as
// the message names it, "GET /trails" or "HEAD /trails".
function assertJsonType (res, request) {
  const type = res.headers['content-type']
  assert.ok(type, t('content_type_missing', { request }))
  assert.match(type, /^application\/json\b/i, t('content_type', { request, found: type }))
}

test(t('gzip_when_accepted'), async () => {
  await assertGuide('gzip', ['gzip'])
  // Whatever the client offers is fine: a server that prefers Brotli or deflate is right too.
  await assertGuide('gzip, deflate, br', ['gzip', 'br', 'deflate'])
  // A weight above 0 allows it too: "gzip;q=1.0" is gzip, whatever a split on commas makes of it.
  await assertGuide('gzip;q=1.0, identity; q=0.5, *;q=0', ['gzip'])
})

test(t('identity_otherwise'), async () => {
  await assertGuide(undefined, ['identity'])
  await assertGuide('identity', ['identity'])
  await assertGuide('gzip;q=0', ['identity'])
  await assertGuide('gzip;q=0, identity', ['identity'])
  // Brotli is welcome where it is asked for; gzip is not.
  await assertGuide('br', ['br', 'identity'])
})

test(t('head_like_get'), async () => {
  for (const acceptEncoding of ['gzip', undefined]) {
    const full = await get('/trails', acceptEncoding)
    const head = await get('/trails', acceptEncoding, 'HEAD')
    assert.strictEqual(head.status, 200, t('head_status', { status: head.status, header: shown(acceptEncoding) }))
    // The headers of the GET, or of an uncompressed GET (compression() leaves HEAD uncompressed).
    const encoding = encodingOf(head)
    assert.ok([encodingOf(full), 'identity'].includes(encoding), t('head_encoding', { head: encoding, get: encodingOf(full), header: shown(acceptEncoding) }))
    assertJsonType(head, 'HEAD /trails')
    assert.strictEqual(head.body.length, 0, t('head_body', { bytes: head.body.length }))
    const length = head.headers['content-length']
    const getLength = encoding === encodingOf(full) ? full.body.length : guide.length
    if (length !== undefined) {
      assert.strictEqual(Number(length), getLength, t('head_length', { head: length, get: getLength, header: shown(acceptEncoding) }))
    }
    assertVary(head, 'HEAD /trails', acceptEncoding)
  }
})

test(t('dynamic_compressed'), async () => {
  const first = await get('/api/conditions', 'gzip')
  const second = await get('/api/conditions', 'gzip')
  for (const res of [first, second]) {
    assert.strictEqual(res.status, 200, t('conditions_status', { status: res.status }))
    assert.strictEqual(encodingOf(res), 'gzip', t('conditions_not_compressed', { found: encodingOf(res) }))
    assertVary(res, 'GET /api/conditions', 'gzip')
  }
  const reports = [first, second].map((res) => {
    const text = decoded(res, '/api/conditions', 'gzip').toString('utf8')
    try {
      return JSON.parse(text)
    } catch {
      throw new assert.AssertionError({ message: t('conditions_not_json', { start: shortJson(text.slice(0, 80)) }), operator: 'fail' })
    }
  })
  const odd = reports.find((r) => !(r && Array.isArray(r.trails) && r.trails.length > 0 && r.generatedAt))
  if (odd !== undefined) assert.fail(t('conditions_shape', { found: shortJson(odd) }))
  assert.notDeepStrictEqual(reports[0], reports[1], t('conditions_cached', { generatedAt: shortJson(reports[0].generatedAt) }))
  const plain = await get('/api/conditions')
  assert.strictEqual(encodingOf(plain), 'identity', t('must_not_compress_no_header', { found: encodingOf(plain), allowed: 'identity' }))
})

test(t('small_uncompressed'), async () => {
  const res = await get('/health', 'gzip')
  assert.strictEqual(res.status, 200, t('health_status', { status: res.status }))
  if (encodingOf(res) === 'identity') return
  // The body's own size, and what was sent: compressed, a small body grows. An encoding the
  // client cannot undo leaves only what was sent.
  let bytes = null
  try {
    bytes = decoded(res, '/health', 'gzip').length
  } catch {}
  assert.fail(bytes === null
    ? t('small_compressed_sent', { found: encodingOf(res), sent: res.body.length })
    : t('small_compressed', { found: encodingOf(res), bytes, sent: res.body.length }))
})
