'use strict'
// Unit tests of the engine's pure parts.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { decide } = require('../lib/speed/compare')
const { decodeAddress, reachesLoopback } = require('../lib/harness/listening')
const { displayWidth } = require('../lib/text/text-width')
const { unwrapSoftBreaks } = require('../lib/text/render')
const { normaliseLang, langFromEnvironment } = require('../lib/i18n')
const { translationReport, stamp } = require('../lib/i18n/translations')
const { readReading } = require('../lib/i18n/readings')
const { assertTranslationsFresh } = require('../scripts/i18n-checks')
const { splitIntoRuns, parseReport } = require('../exercises/01-measure/phases')

test('speed check: a clear verdict after 3 pairs, early', () => {
  assert.deepStrictEqual(decide([3.1, 2.9, 3.4], 2), { done: true, verdict: 'pass', noisy: false })
  assert.deepStrictEqual(decide([1.1, 0.9, 1.2], 2), { done: true, verdict: 'fail', noisy: false })
  assert.strictEqual(decide([2.3, 2.9], 2).done, false, 'fewer than 3 pairs only for a wide PASS')
  assert.deepStrictEqual(decide([2.4, 2.9], 2), { done: true, verdict: 'pass', noisy: false }, 'both pairs ≥ 1.2 × the threshold')
  assert.strictEqual(decide([0.5, 0.6], 2).done, false, 'never an early FAIL: the excuse is weighed after 3 pairs')
  assert.strictEqual(decide([3.1], 2).done, false, 'never after one pair')
})

test('speed check: straddling the threshold takes 3 more pairs, then the median decides', () => {
  assert.strictEqual(decide([2.1, 1.9, 2.2], 2).done, false)
  assert.deepStrictEqual(decide([2.1, 1.9, 2.2, 2.15, 2.05, 1.95], 2), { done: true, verdict: 'pass', noisy: false })
  assert.deepStrictEqual(decide([1.9, 2.05, 1.85, 1.95, 1.9, 2.02], 2), { done: true, verdict: 'fail', noisy: false })
})

test('speed check: a noisy machine gets more rounds, then "inconclusive" rather than a guess', () => {
  const noisy = [2.6, 1.5, 2.1, 1.7, 2.4, 1.9]
  assert.strictEqual(decide(noisy, 2).done, false, 'noisy: 9 pairs, not 6')
  assert.deepStrictEqual(decide([...noisy, 2.2, 1.8, 2.0], 2), { done: true, verdict: 'inconclusive', noisy: true })
  const noisyButClear = [3.0, 1.9, 2.9, 3.1, 2.8, 3.2, 1.95, 3.0, 2.9]
  assert.deepStrictEqual(decide(noisyButClear, 2), { done: true, verdict: 'pass', noisy: true })
})

test('listening addresses decode from /proc/net/tcp and tcp6', () => {
  assert.deepStrictEqual(decodeAddress('0100007F:0BB8'), { address: '127.0.0.1', port: 3000 })
  assert.deepStrictEqual(decodeAddress('00000000:0050'), { address: '0.0.0.0', port: 80 })
  assert.deepStrictEqual(decodeAddress('00000000000000000000000000000000:0BB8'), { address: '::', port: 3000 })
  assert.deepStrictEqual(decodeAddress('00000000000000000000000001000000:0BB8'), { address: '::1', port: 3000 })
  assert.deepStrictEqual(decodeAddress('0000000000000000FFFF00000100007F:0BB8'), { address: '::ffff:127.0.0.1', port: 3000 })
})

test('a server that 127.0.0.1 reaches is never reported as listening on the wrong address', () => {
  for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '0.0.0.0', '::']) assert.ok(reachesLoopback(address), address)
  for (const address of ['::1', '192.168.1.20', '10.0.0.5']) assert.ok(!reachesLoopback(address), address)
})

test('01-measure: the counting server\'s connections split into warm-up and measured runs', () => {
  const warmup = [{ first: 0, last: 990, requests: 500 }, { first: 1, last: 995, requests: 480 }]
  const measured = [{ first: 1000, last: 3990, requests: 1500 }, { first: 1002, last: 3995, requests: 1490 }]
  const runs = splitIntoRuns([...measured, ...warmup])
  assert.deepStrictEqual(runs.map((r) => r.requests), [980, 2990])
  assert.deepStrictEqual(splitIntoRuns(measured).length, 1)
  assert.deepStrictEqual(parseReport('requests: 12345\nreq/s: 4115.2\np99: 3ms\n'), { requests: 12345, rps: 4115.2, p99: 3, unplain: [] })
  // A number written with the machine's separators is not read as another number: it is named.
  assert.deepStrictEqual(parseReport('requests: 12,345\nreq/s: 4115,2\np99: 3 ms\n'),
    { requests: undefined, rps: undefined, p99: 3, unplain: ['requests: 12,345', 'req/s: 4115,2'] })
  assert.deepStrictEqual(parseReport('requests: 12\u202f345\nreq/s: 4.1e3\np99: 3 ms\n').unplain, ['requests: 12\u202f345', 'req/s: 4.1e3'])
  assert.deepStrictEqual(parseReport('hello\nrequests: many'), { requests: undefined, rps: undefined, p99: undefined, unplain: [] })
})

test('display width counts Chinese and Korean characters as two columns', () => {
  assert.strictEqual(displayWidth('req/s'), 5)
  assert.strictEqual(displayWidth('吞吐量'), 6)
  assert.strictEqual(displayWidth('처리량 ok'), 9)
  assert.strictEqual(displayWidth('\x1b[1mbold\x1b[22m'), 4)
})

test('soft line breaks are joined before rendering, code blocks are kept', () => {
  const markdown = '* one\n  two\n\n```js\nconst a = 1\nconst b = 2\n```\nplain\ntext'
  assert.strictEqual(unwrapSoftBreaks(markdown), '* one two\n\n```js\nconst a = 1\nconst b = 2\n```\nplain text')
})

test('languages: locale names map to the workshop\'s languages', () => {
  assert.strictEqual(normaliseLang('zh_CN.UTF-8'), 'zh-cn')
  assert.strictEqual(normaliseLang('ZH-cn'), 'zh-cn')
  assert.strictEqual(normaliseLang('zh_TW'), null)
  assert.strictEqual(normaliseLang('ko_KR'), 'ko')
  assert.strictEqual(normaliseLang('fr'), null)
  assert.strictEqual(langFromEnvironment({ LANG: 'C.UTF-8' }), 'en')
  assert.strictEqual(langFromEnvironment({ LANG: 'en_US', LC_ALL: 'ko_KR.UTF-8' }), 'ko')
})

test('translation freshness: editing an English problem or reading without its translations fails the freshness test', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-translations-'))
  fs.cpSync(path.join(__dirname, 'fixtures', 'translations'), dir, { recursive: true })
  const demo = (...parts) => path.join(dir, ...parts)
  const statuses = () => Object.fromEntries(translationReport(dir).map((item) => [path.relative(dir, item.file), item.status]))
  for (const lang of ['zh-cn', 'ko']) {
    stamp(demo('problems', '01-demo', `problem.${lang}.md`))
    stamp(demo('i18n', 'articles', `demo.${lang}.md`))
  }
  stamp(demo('i18n', 'zh-cn.json'))
  for (const lang of ['zh-cn', 'ko']) stamp(demo('docs', `GUIDE.${lang}.md`))
  assert.deepStrictEqual(statuses(), {
    'docs/GUIDE.ko.md': 'fresh',
    'docs/GUIDE.zh-cn.md': 'fresh',
    'i18n/articles/demo.ko.md': 'fresh',
    'i18n/articles/demo.zh-cn.md': 'fresh',
    'i18n/ko.json': 'missing',
    'i18n/zh-cn.json': 'fresh',
    'problems/01-demo/problem.ko.md': 'fresh',
    'problems/01-demo/problem.zh-cn.md': 'fresh'
  })
  assert.throws(() => assertTranslationsFresh(dir), /missing: i18n\/ko\.json/, 'a missing language file fails')
  fs.writeFileSync(demo('i18n', 'ko.json'), JSON.stringify({ title: '데모' }))
  stamp(demo('i18n', 'ko.json'))
  assertTranslationsFresh(dir) // all fresh: the test passes

  fs.appendFileSync(demo('problems', '01-demo', 'problem.en.md'), '\nOne more sentence in English.\n')
  assert.throws(() => assertTranslationsFresh(dir), (error) =>
    /stale: problems\/01-demo\/problem\.zh-cn\.md/.test(error.message) && /stale: problems\/01-demo\/problem\.ko\.md/.test(error.message))
  for (const lang of ['zh-cn', 'ko']) stamp(demo('problems', '01-demo', `problem.${lang}.md`))
  assertTranslationsFresh(dir)

  fs.appendFileSync(demo('i18n', 'articles', 'demo.en.md'), '\nAlternate the runs.\n')
  assert.throws(() => assertTranslationsFresh(dir), /stale: i18n\/articles\/demo\.zh-cn\.md/)

  // docs/: the English document is GUIDE.md, its translations GUIDE.zh-cn.md and GUIDE.ko.md.
  fs.appendFileSync(demo('docs', 'GUIDE.md'), '\nBring chargers.\n')
  assert.strictEqual(statuses()['docs/GUIDE.ko.md'], 'stale')
})

test('readings: a stale translation is still read, and said to be stale; a missing one falls back to English', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-readings-'))
  fs.cpSync(path.join(__dirname, 'fixtures', 'translations', 'i18n', 'articles'), dir, { recursive: true })
  stamp(path.join(dir, 'demo.ko.md'))
  assert.deepStrictEqual(readReading('demo', 'ko', dir), { text: '# 데모 이야기\n\n설정마다 한 번만 실행하면 표본은 하나뿐입니다.\n', status: 'fresh' })
  fs.appendFileSync(path.join(dir, 'demo.en.md'), '\nAlternate the runs.\n')
  assert.strictEqual(readReading('demo', 'ko', dir).status, 'stale')
  assert.match(readReading('demo', 'ko', dir).text, /데모 이야기/)
  fs.rmSync(path.join(dir, 'demo.ko.md'))
  assert.deepStrictEqual(readReading('demo', 'ko', dir).status, 'untranslated')
  assert.match(readReading('demo', 'ko', dir).text, /Demo story/)
})

test('messages group whole amounts from 1,000 up in every language, never ids, pids, ports or status codes', () => {
  const { createTranslator } = require('../lib/i18n')
  for (const lang of ['en', 'zh-cn', 'ko']) {
    const t = createTranslator(lang)
    assert.match(t('exercises.gzip.checks.head_body', { bytes: 99293 }), /99,293/, lang)
    assert.doesNotMatch(t('exercises.gzip.checks.head_body', { bytes: 999 }), /,999/, lang)
    const oneProcess = t('exercises.cluster.checks.one_process', { count: 1200, pid: 12345 })
    assert.match(oneProcess, /1,200/, lang)
    assert.match(oneProcess, /12345/, lang)
    const order = t('exercises.n-plus-one.checks.diff_order', { position: 3, id: 14688, difference: '…' })
    assert.match(order, /14688/, lang)
    assert.doesNotMatch(order, /14,688/, lang)
  }
})

test('a difference says where it is in the learner\'s language: the root, the line or character a text differs from', () => {
  const { createTranslator } = require('../lib/i18n')
  const { firstDifference, describeDifference } = require('../lib/kit/difference')
  const long = 'x'.repeat(70)
  const cases = {
    line: firstDifference({ csv: 'a\nb' }, { csv: 'a\nc' }),
    character: firstDifference(long + 'a', long + 'b'),
    whole: firstDifference('ok', 'no')
  }
  assert.deepStrictEqual([cases.line.path, cases.line.line, cases.character.path, cases.character.character], ['csv', 2, '', 71])
  const en = createTranslator('en')
  assert.strictEqual(describeDifference(en, cases.line), 'csv line 2 is "c", expected "b"')
  assert.strictEqual(describeDifference(en, cases.character), 'from character 71 is "b", expected "a"')
  assert.strictEqual(describeDifference(en, cases.whole, 'card'), 'the card is "no", expected "ok"')
  assert.strictEqual(describeDifference(en, cases.whole, 'updatedAt'), 'updatedAt is "no", expected "ok"', 'a JSON key as it is')
  for (const lang of ['zh-cn', 'ko']) {
    const t = createTranslator(lang)
    for (const [name, difference] of Object.entries(cases)) {
      const text = describeDifference(t, difference, 'card')
      assert.doesNotMatch(text, /\b(line|from character|card|is|expected)\b/, `${lang} ${name}: ${text}`)
    }
  }
})

test('a file replaced for a check is put back by restore(), and by the exit of the process that replaced it', () => {
  const { spawnSync } = require('node:child_process')
  const { replaceFile, writtenByWorkshop } = require('../lib/files')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-replace-'))
  const file = path.join(dir, 'map.json')
  try {
    fs.writeFileSync(file, '{"original":true}')
    const update = replaceFile(file, '{"updated":true}')
    assert.strictEqual(fs.readFileSync(file, 'utf8'), '{"updated":true}')
    assert.ok(writtenByWorkshop(file), 'verify --watch can tell the workshop\'s own write from a save')
    update.restore()
    update.restore() // a second restore (the check's finally after its own) changes nothing
    assert.strictEqual(fs.readFileSync(file, 'utf8'), '{"original":true}')
    // A process that ends meanwhile (process.exit, as the CLI does on Ctrl-C; an uncaught error)
    // puts it back on its way out; nothing of the workshop's is left beside it.
    for (const ending of ['process.exit(130)', 'throw new Error("boom")']) {
      const script = `const { replaceFile } = require(${JSON.stringify(path.join(__dirname, '..', 'lib', 'files.js'))});` +
        `replaceFile(${JSON.stringify(file)}, 'changed'); ${ending}`
      const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' })
      assert.notStrictEqual(child.status, 0, child.stderr)
      assert.strictEqual(fs.readFileSync(file, 'utf8'), '{"original":true}', ending)
      assert.deepStrictEqual(fs.readdirSync(dir), ['map.json'], ending)
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('the speed charts show first what the check compares, with its route; the others are said to be shown only', () => {
  const { showSpeedResult } = require('../lib/speed/display')
  const { createTranslator } = require('../lib/i18n')
  const t = createTranslator('en')
  const lines = []
  const out = { endStatus () {}, line: (text = '') => lines.push(text) }
  const round = (rps, p99) => ({ rps, p99, bytesPerResponse: 100 })
  const result = { measure: 'p99', request: { method: 'GET', path: '/health' }, loaded: { method: 'GET', path: '/api/tracks/7/stats' }, yours: round(9, 15), baseline: round(12, 1046), pairs: [{}], ratio: 69.7, low: 69.7, high: 69.7, threshold: 3.5 }
  showSpeedResult({ result, t, out, shortLabel: 'starter' })
  const titles = lines.filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim())
  assert.strictEqual(titles[0], t('speed.chart_judged_p99_beside', { route: 'GET /health', loaded: 'GET /api/tracks/7/stats' }))
  assert.strictEqual(titles[1], t('speed.chart_shown_rps', { route: 'GET /api/tracks/7/stats' }))
  lines.length = 0
  showSpeedResult({ result: { ...result, measure: 'rps', request: { method: 'GET', path: '/' }, loaded: null }, t, out, shortLabel: 'starter' })
  const rpsTitles = lines.filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim())
  assert.deepStrictEqual(rpsTitles.slice(0, 2), [t('speed.chart_judged_rps', { route: 'GET /' }), t('speed.chart_shown_p99', { route: 'GET /' })])
})

// starterFilesKept compares programs: the starter's app.js rewritten as an ES module, its comments,
// quotes and semicolons changed, is the same program; a cache added, or a file that does not
// parse, is not.
test('a starter file kept: the same program whatever its module syntax and layout, not with a cache added', () => {
  const { programOf } = require('../lib/kit/starter-files')
  const starter = fs.readFileSync(path.join(__dirname, '..', 'exercises', '06-cluster', 'starter', 'app.js'), 'utf8')
  const same = programOf(starter)
  const esm = starter.replace("'use strict'\n", '').replace("const express = require('express')", 'import express from "express";').replace('module.exports = { app, stormRisk }', 'export { app, stormRisk };')
  assert.notStrictEqual(esm, starter)
  assert.strictEqual(programOf(esm), same, 'as an ES module')
  assert.strictEqual(programOf(starter.replace(/^\/\/.*\n/gm, '').replace(/'/g, '"').replace(/\)\n/g, ');\n')), same, 'comments, quotes, semicolons')
  assert.notStrictEqual(programOf(starter.replace('risk: stormRisk(trail)', 'risk: cached(trail)')), same, 'a call changed')
  assert.notStrictEqual(programOf(starter.replace('const SAMPLES = 3000000', 'const SAMPLES = 300')), same, 'a constant changed')
  assert.notStrictEqual(programOf(starter.replace('module.exports = { app, stormRisk }', 'module.exports = { app: cached(app), stormRisk }')), same, 'an export changed')
  assert.notStrictEqual(programOf(starter.replace("require('express')", "require('./faster-express')")), same, 'an import changed')
  assert.strictEqual(programOf(starter + '\n}'), null, 'does not parse')
})
