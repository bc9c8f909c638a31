'use strict'
// The glossary is used consistently: every translation uses the required rendering of a term its
// English text uses, and none uses an alternative the glossary rejects. See i18n/GLOSSARY.md.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { readGlossary, prose, termPattern, glossaryProblems, headingProblems } = require('../scripts/i18n-checks')

test('the glossary parses: every row has both renderings, and rejected words are not the rendering', () => {
  const glossary = readGlossary()
  assert.ok(glossary.length > 40, `only ${glossary.length} rows`)
  for (const term of glossary) {
    assert.ok(term['zh-cn'] && term.ko, `${term.english}: a rendering is missing`)
    for (const lang of ['zh-cn', 'ko']) assert.ok(!term.rejected[lang].includes(term[lang]), `${term.english} (${lang})`)
  }
  const throughput = glossary.find((term) => term.english.includes('throughput'))
  assert.deepStrictEqual(throughput.rejected, { 'zh-cn': ['吞吐率'], ko: ['스루풋'] })
  assert.strictEqual(throughput.required, true)
})

test('every translation uses the glossary\'s terms', () => {
  assert.deepStrictEqual(glossaryProblems(), [])
})

test('every translation renders the recurring headings as the glossary lists them', () => {
  assert.deepStrictEqual(headingProblems(), [])
})

test('identifiers are code: a term inside one needs no translation', () => {
  assert.strictEqual(prose('GET /health has no X-Worker-Pid header; use node:cluster, cluster.fork(), worker_threads, isPrimary and WORKERS=3 in 06-cluster').match(/worker|cluster/i), null)
  assert.match(prose('each worker of the cluster'), /worker.*cluster/)
  assert.match(prose('This is not a FAIL'), /FAIL/)
  assert.ok(termPattern('FAIL').test('not a FAIL') && !termPattern('FAIL').test('the checks fail'))
})

test('the glossary check catches a rejected word and a missing rendering', () => {
  const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'npw-glossary-'))
  fs.mkdirSync(path.join(dir, 'problems', '01-demo'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'i18n'))
  fs.writeFileSync(path.join(dir, 'i18n', 'en.json'), JSON.stringify({ a: 'Watch the event loop.', b: 'Throughput doubled.' }))
  fs.writeFileSync(path.join(dir, 'i18n', 'zh-cn.json'), JSON.stringify({ a: '注意事件循环。', b: '吞吐率翻了一倍。' }))
  fs.writeFileSync(path.join(dir, 'problems', '01-demo', 'problem.en.md'), '## The story\n\nThe flame graph shows it in 5 s.\n')
  fs.writeFileSync(path.join(dir, 'problems', '01-demo', 'problem.ko.md'), '## 사례\n\n불꽃 그래프에 5 s 만에 나타납니다.\n')
  assert.deepStrictEqual(glossaryProblems(dir).sort(), [
    'i18n/zh-cn.json b: "throughput" must be 吞吐量',
    'i18n/zh-cn.json b: "吞吐率" (use 吞吐量)',
    'problems/01-demo/problem.ko.md: "flame graph" must be 플레임 그래프',
    'problems/01-demo/problem.ko.md: seconds after a number are 초, not "s"'
  ])
  assert.deepStrictEqual(headingProblems(dir), ['problems/01-demo/problem.ko.md: "## 사례" must be "## 이야기"'])
})
