'use strict'
// The glossary is used consistently: every translation uses the required rendering of a term its
// English text uses, and none uses an alternative the glossary rejects. See i18n/GLOSSARY.md.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { readGlossary, prose, termPattern, glossaryProblems, headingProblems, styleProblems } = require('../scripts/i18n-checks')

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
  fs.writeFileSync(path.join(dir, 'i18n', 'en.json'), JSON.stringify({ a: 'Watch the event loop.', b: 'Throughput doubled.', c: 'Read "Don\'t Block the Event Loop (or the Worker Pool)".', d: 'Each worker is busy.', e: 'Try the upstream exercise (exercise 9 (upstream)).', f: 'The upstream is slow.' }))
  // c: a quoted English title stays English (《…》), so "worker" inside it requires no 工作进程; d does;
  // e: an exercise named by its id keeps the id, so "upstream" there requires no 上游; f does
  fs.writeFileSync(path.join(dir, 'i18n', 'zh-cn.json'), JSON.stringify({ a: '注意事件循环。', b: '吞吐率翻了一倍。', c: '读一读《Don\'t Block the Event Loop (or the Worker Pool)》。', d: '每个线程都很忙。', e: '试试 upstream 练习（练习 9（upstream））。', f: 'upstream 很慢。' }))
  fs.writeFileSync(path.join(dir, 'problems', '01-demo', 'problem.en.md'), '## The story\n\nThe flame graph shows it in 5 s.\n')
  fs.writeFileSync(path.join(dir, 'problems', '01-demo', 'problem.ko.md'), '## 사례\n\n불꽃 그래프에 5 s 만에 나타납니다.\n')
  assert.deepStrictEqual(glossaryProblems(dir).sort(), [
    'i18n/zh-cn.json b: "throughput" must be 吞吐量',
    'i18n/zh-cn.json b: "吞吐率" (use 吞吐量)',
    'i18n/zh-cn.json d: "worker" must be 工作进程',
    'i18n/zh-cn.json f: "upstream" must be 上游',
    'problems/01-demo/problem.ko.md: "flame graph" must be 플레임 그래프',
    'problems/01-demo/problem.ko.md: seconds after a number are 초, not "s"'
  ])
  assert.deepStrictEqual(headingProblems(dir), ['problems/01-demo/problem.ko.md: "## 사례" must be "## 이야기"'])
})

test('every translation follows the glossary\'s style rules (particles, check labels, English left, 10%, Chinese quotes)', () => {
  assert.deepStrictEqual(styleProblems(), [])
})

// A copy of the workshop's text layout with one English text and its translations.
function textsDir (files) {
  const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'npw-style-'))
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return dir
}

test('the style check catches fallback particles, plain check labels, English words left, N % and ASCII quotes in Chinese', () => {
  const dir = textsDir({
    'i18n/en.json': { a: 'Starting {{file}}', b: 'Kept by `cache`', c: 'The service {{file}} failed', d: 'Start with `{{name}}`', e: 'Read the hint', f: '10 % of the bytes', g: 'The workshop picks a port', h: 'The body is not "ok".', i: 'The starter is "Acme Outdoor"', j: 'a ratio of 2.2' },
    'i18n/ko.json': { a: '{{file}}을(를) 시작합니다', b: '`cache`이(가) 붙잡고 있습니다', c: '서비스 {{file}}가 실패했습니다', d: '`{{name}}`으로 시작하세요', e: '워크숍의 hint를 보세요', f: '바이트의 10 %', g: '포트는 워크숍이 고릅니다', h: '본문이 "ok"가 아닙니다.', i: '시작 코드는 "Acme Outdoor"입니다', j: '비율 2.2×' },
    'i18n/zh-cn.json': { a: '正在启动 {{file}}', b: '由 `cache` 持有', c: '服务 {{file}} 失败了', d: '用 `{{name}}` 开始', e: '查看提示', f: '字节的 {{percent}} %', g: 'workshop 会挑选一个端口', h: '响应体不是 "ok"。', i: '起始代码是 “Acme Outdoor” 的', j: '比值约为 2.2 倍' },
    'problems/01-demo/messages.en.json': { title: 'Demo', checks: { cards: 'product cards answer as before', tail: 'p99 includes the slow requests', status: '{{request}} answered {{status}}.' } },
    'problems/01-demo/messages.ko.json': { title: '데모', checks: { cards: '상품 카드가 이전과 같이 응답된다', tail: 'p99에 느린 요청이 반영되어 있는지', status: '{{request}} 요청에 {{status}} 상태로 응답했습니다.' } },
    'problems/01-demo/messages.zh-cn.json': { title: '演示', checks: { cards: '商品卡片的响应和以前一样', tail: 'p99 包含了慢请求', status: '{{request}} 返回了 {{status}}。' } }
  })
  assert.deepStrictEqual(styleProblems(dir).sort(), [
    'i18n/ko.json a: "{{file}}을(를) 시작합니다" has a fallback particle 을(를): put a noun before the particle or rephrase',
    'i18n/ko.json b: "`cache`이(가) 붙잡고 있습니다" has a fallback particle 이(가): put a noun before the particle or rephrase',
    'i18n/ko.json c: "서비스 {{file}}가 실패했습니다" puts a particle right after a placeholder: put a noun before it ({{file}} 파일을)',
    'i18n/ko.json d: "`{{name}}`으로 시작하세요" puts a particle right after a placeholder: put a noun before it ({{file}} 파일을)',
    'i18n/ko.json e: "hint" left in English (the glossary says 힌트)',
    'i18n/ko.json f: "바이트의 10 %": no space before % in ko (10%)',
    'i18n/zh-cn.json f: "节的 {{percent}} %": no space before % in zh-cn (10%)',
    'i18n/zh-cn.json g: "workshop" left in English (the glossary says 工作坊)',
    'i18n/zh-cn.json h: "响应体不是 "ok"。": quotes in Chinese prose are “…”, with no space outside them',
    'i18n/zh-cn.json i: "起始代码是 “Acme Outdoor”": quotes in Chinese prose are “…”, with no space outside them',
    'i18n/zh-cn.json j: "比值约为 2.2 倍": 比值 N.NN× or N.NN 倍, not both',
    'problems/01-demo/messages.ko.json checks.cards: the check label "상품 카드가 이전과 같이 응답된다" must end in 합니다체 (…합니다) or be a noun phrase',
    'problems/01-demo/messages.ko.json checks.tail: the check label "p99에 느린 요청이 반영되어 있는지" must end in 합니다체 (…합니다) or be a noun phrase'
  ].sort())
})

test('the style check leaves correct text alone: particles after a fixed noun, code, names, glosses, 10%', () => {
  const dir = textsDir({
    'i18n/en.json': { a: 'Starting {{file}} on port {{port}}', b: 'Call `res.json()` {{count}} times: {{ratio}}', c: 'a partial', d: 'node-perf-workshop: the profile command, the connections option', e: 'GET /trails?trail=3 and listen(process.env.PORT)', f: '10 % of the bytes', g: '429 Too Many Requests from StrongLoop Process Manager', h: 'W/"x" matches "x"; {"error":"unknown"}', i: 'the "Acme Outdoor" shop', j: 'about 2.2 times' },
    'i18n/ko.json': { a: '포트 {{port}}에서 {{file}} 파일을 시작합니다', b: '`res.json()`을 {{count}}번 호출합니다. {{ratio}}입니다', c: '파셜(partial)', d: 'node-perf-workshop: profile 명령, connections 옵션', e: 'GET /trails?trail=3과 listen(process.env.PORT)', f: '바이트의 10%', g: 'StrongLoop Process Manager의 429 Too Many Requests', h: 'W/"x"는 "x"와 일치합니다. {"error":"unknown"}', i: '"Acme Outdoor" 상점', j: '약 2.2배' },
    'i18n/zh-cn.json': { a: '在端口 {{port}} 上启动 {{file}}', b: '调用 `res.json()` {{count}} 次：{{ratio}}', c: '局部模板（partial）', d: 'node-perf-workshop：profile 命令、connections 选项', e: 'GET /trails?trail=3 和 listen(process.env.PORT)', f: '字节的 10%', g: 'StrongLoop Process Manager 的 429 Too Many Requests', h: 'W/"x" 与 "x" 匹配；{"error":"unknown"}', i: '“Acme Outdoor”的商店', j: '比值约为 2.2×，约为 2.2 倍' },
    'problems/01-demo/messages.en.json': { title: 'Demo', checks: { cards: 'product cards answer as before', header: 'no Accept-Encoding', done: '{{count}} requests, then SIGTERM: every line written' } },
    'problems/01-demo/messages.ko.json': { title: '데모', checks: { cards: '상품 카드 요청에 이전과 같이 응답합니다', header: 'Accept-Encoding 없음', done: '요청 {{count}}개 후 SIGTERM: 모든 줄을 썼습니다' } },
    'problems/01-demo/messages.zh-cn.json': { title: '演示', checks: { cards: '商品卡片的响应和以前一样', header: '不带 Accept-Encoding', done: '{{count}} 个请求之后发送 SIGTERM：每一行都写出了' } },
    'problems/01-demo/problem.en.md': '# Demo\n\nThe workshop keeps a cache. Run `workshop` and:\n\n```sh\ncurl -s http://127.0.0.1:3000/   # the workshop\n```\n',
    'problems/01-demo/problem.ko.md': '# 데모\n\n워크숍은 캐시를 둡니다. `workshop`을 실행하고:\n\n```sh\ncurl -s http://127.0.0.1:3000/   # workshop\n```\n',
    'problems/01-demo/problem.zh-cn.md': '# 演示\n\n工作坊会保留一个缓存。运行 `workshop`，然后：\n\n```sh\ncurl -s http://127.0.0.1:3000/   # workshop\n```\n'
  })
  assert.deepStrictEqual(styleProblems(dir), [])
})
