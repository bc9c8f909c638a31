'use strict'
// The style guides' mechanical rules (i18n/STYLE.zh-cn.md, i18n/STYLE.ko.md; scripts/i18n-checks.js,
// rule [style-guide] of npm run check): every translation follows them, and each rule fires on a
// bad example and stays quiet on a good one.
const test = require('node:test')
const assert = require('node:assert')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { guideProblems, messageProblems, readRecurring, templatePattern, markdownBlocks, sentenceCount, STYLE_GUIDES } = require('../scripts/i18n-checks')

// A copy of the workshop's text layout holding the given files (strings, or objects as JSON).
function textsDir (files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npw-guide-'))
  for (const folder of ['problems', 'i18n']) fs.mkdirSync(path.join(dir, folder))
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return dir
}

// The findings for one pair of texts, without the guide's name at the end.
function findings (files, recurring = { 'zh-cn': [], ko: [] }) {
  const dir = textsDir(files)
  try {
    return guideProblems(dir, recurring).map((problem) => problem.replace(/ \(i18n\/STYLE\.[\w-]+\.md\)$/, ''))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

test('every translation follows the style guides where they can be checked, and every check message is plain text', () => {
  assert.deepStrictEqual(guideProblems(), [])
  assert.deepStrictEqual(messageProblems(), [])
})

test('the guides\' tables parse: every recurring sentence has its phrasing, and finds itself', () => {
  for (const lang of ['zh-cn', 'ko']) {
    const rows = readRecurring(STYLE_GUIDES[lang])
    assert.ok(rows.length >= 20, `${lang}: ${rows.length} rows`)
    for (const row of rows) {
      assert.ok(row.translation && row.translation !== row.english, `${lang}: ${row.english}`)
      const sample = (template) => template.replace(/\{…\}/g, ' x ')
      assert.match(sample(row.english), row.englishPattern, row.english)
      assert.match(sample(row.translation), row.translationPattern, row.translation)
    }
  }
  assert.doesNotMatch('report items', templatePattern('report it'), 'a template matches whole words')
  assert.doesNotMatch('Change the app\n\nso that:', templatePattern('Change the {…} so that:'), '{…} stays in its paragraph')
})

test('paragraphs are blocks in order, and sentences are counted as each language ends them', () => {
  assert.deepStrictEqual(markdownBlocks('<!-- translated from a.en.md sha256:0123456789ab -->\n# T\n\nOne line\nand its rest.\n\n* an item\n  continued\n* two\n\n```sh\nls\n\nls\n```\n\n| a |\n|---|\n\n---\n').map((b) => [b.kind, b.text]), [
    ['heading', '# T'], ['paragraph', 'One line and its rest.'], ['item', 'an item continued'], ['item', 'two'],
    ['code', '```sh\nls\n\nls\n```'], ['table', '| a |\n|---|'], ['rule', '---']
  ])
  assert.strictEqual(sentenceCount('**Noise.** Laptops vary, e.g. `a.b` at https://x.example/y.z. Compare (A B …), then config/staging.json. Done', 'en'), 4)
  assert.strictEqual(sentenceCount('**噪声。** 笔记本电脑的速度会变（例如 `a.b`）。比较两次：https://x.example/y', 'zh-cn'), 3)
  assert.strictEqual(sentenceCount('**노이즈.** 속도가 달라집니다(예: `a.b`). 번갈아 비교하세요', 'ko'), 3)
  // an ellipsis ending a list in brackets ends no sentence, in the middle or at the end
  assert.strictEqual(sentenceCount('Pairs of rounds (A B, B A, …) at 10 connections', 'en'), 1)
  assert.strictEqual(sentenceCount('라운드를 쌍으로(A B, B A, …)', 'ko'), 1)
})

test('a paragraph with a sentence added or dropped, or with other paragraphs, is found; splitting and joining as the guides allow is not', () => {
  const en = '# Demo\n\nThe server starts. It listens on a port.\n\n* one item; then more.\n'
  assert.deepStrictEqual(findings({
    'problems/01-demo/problem.en.md': en,
    'problems/01-demo/problem.zh-cn.md': '# 演示\n\n服务器启动。它监听一个端口。它们不是集群的工作进程。\n\n* 一项；然后更多。\n',
    'problems/01-demo/problem.ko.md': '# 데모\n\n서버가 시작합니다.\n\n* 항목 하나입니다.\n\n* 둘째 항목입니다.\n',
    'i18n/en.json': { a: 'Your progress is reset. Your files are untouched.', b: 'Which file? Give its path.' },
    'i18n/zh-cn.json': { a: '你的进度已重置，你的文件没有任何改动。', b: '检查哪个文件？请给出它的路径。' },
    'i18n/ko.json': { a: '진행 상황을 초기화했습니다. 파일은 그대로입니다.', b: '어떤 파일을 검사할까요? 경로를 지정하세요. 예: server.js' }
  }).sort(), [
    'problems/01-demo/problem.zh-cn.md: 3 sentences where the English has 2: a sentence the English does not have? ("服务器启动。它监听一个端口。它们不是集群的工作进程。")',
    'problems/01-demo/problem.ko.md: 4 paragraphs, lists, headings and code blocks where the English has 3 (they part at "둘째 항목입니다."): give it the English\'s paragraphs, in order',
    'i18n/zh-cn.json a: 1 sentence where the English has 2: a sentence is missing or two are run together ("你的进度已重置，你的文件没有任何改动。")',
    'i18n/ko.json b: 3 sentences where the English has 2: a sentence the English does not have? ("어떤 파일을 검사할까요? 경로를 지정하세요. 예: server.js")'
  ].sort())
  // Korean splits a long sentence at a comma or a colon; Chinese joins two with ；; a blockquote is a
  // note for one language's readers (the npm mirror), outside the paragraph check.
  assert.deepStrictEqual(findings({
    'problems/01-demo/problem.en.md': '# Demo\n\nInstall it, then run it.\n',
    'problems/01-demo/problem.zh-cn.md': '# 演示\n\n先安装，再运行。\n\n> 在中国大陆，默认的 npm 源可能很慢。可以改用镜像。\n',
    'problems/01-demo/problem.ko.md': '# 데모\n\n설치하세요. 그다음 실행하세요.\n',
    'i18n/en.json': { a: 'The server starts, and it listens on a port: the workshop picks it.', b: 'Your progress is reset. Your files are untouched.' },
    'i18n/zh-cn.json': { a: '服务器启动并监听一个端口：工作坊会挑选它。', b: '你的进度已重置；你的文件没有任何改动。' },
    'i18n/ko.json': { a: '서버가 시작합니다. 그리고 포트에서 리슨합니다. 워크숍이 포트를 고릅니다.', b: '진행 상황을 초기화했습니다. 파일은 그대로입니다.' }
  }), [])
})

test('a recurring sentence written otherwise is found, each time it is missing', () => {
  const recurring = { 'zh-cn': readRecurring(STYLE_GUIDES['zh-cn']), ko: readRecurring(STYLE_GUIDES.ko) }
  const en = '# Demo\n\n## The server contract\n\n* Listen on `process.env.PORT` on `127.0.0.1`; the workshop picks a\n  free port.\n\nIf this repeats, please report it.\n'
  assert.deepStrictEqual(findings({
    'problems/01-demo/problem.en.md': en,
    'problems/01-demo/problem.zh-cn.md': '# 演示\n\n## 服务器约定\n\n* 在 `127.0.0.1` 上监听 `process.env.PORT`；端口由工作坊选择。\n\n如果反复出现，请报告给工作坊。\n',
    'problems/01-demo/problem.ko.md': '# 데모\n\n## 서버 규약\n\n* `127.0.0.1`에서 `process.env.PORT`로 리슨하세요. 워크숍이 빈 포트를 골라 줍니다.\n\n반복되면 제보해 주세요.\n'
  }, recurring), [
    'problems/01-demo/problem.zh-cn.md: "Listen on `process.env.PORT` on `127.0.0.1`; the workshop pi…" is written "在 `127.0.0.1` 上监听 `process.env.PORT`；工作坊会挑选一个空闲端口。" here',
    'problems/01-demo/problem.zh-cn.md: "If this repeats, please report it." is written "如果反复出现，请报告这个问题。" here',
    'problems/01-demo/problem.zh-cn.md: "report it" is written "报告这个问题" here'
  ])
})

test('the voice, ratios, Chinese punctuation and Korean particles, brackets and titles: the bad found, the good left alone', () => {
  const en = { a: 'We kill a worker; this is our bug.', b: 'About 88 times (74-96 times across runs).', c: 'Result: about 2 times (see below).', d: 'Ask SQLite, the server and `db` for the plan (see the notes).', e: 'The original: "Title".', f: 'In a table.', g: 'Ask SQLite. See the notes.', h: 'A ratio of 88.00×.', i: '**Noise.** Laptops vary.', j: 'Install once (no install needed; npm caches it).' }
  assert.deepStrictEqual(findings({
    'i18n/en.json': en,
    'i18n/zh-cn.json': { a: '我们会杀掉一个工作进程；这是我们的 bug。', b: '约 **88 倍**（多次运行为 74–96×）。', c: '结果:约 2 倍(见下文)。', d: '向 SQLite 询问计划（见注释）。', e: '原文：《Title》。', f: '| 22 | 1.5 倍（0.7–2.6×） |', g: '向 SQLite 询问。 见注释。', h: '比值 88.00×。', i: '**噪声。** 笔记本电脑的速度会变。' },
    'i18n/ko.json': { a: '저희는 워커 하나를 종료하고, 우리 버그입니다.', b: '약 **88배**입니다(실행마다 74–96×).', c: '결과는 약 2배입니다(아래를 보세요.)', d: 'SQLite에게, 서버에게, `db`에게 계획을 묻습니다(메모 참고).', e: '원문: 「Title」.', f: '| 22 | 1.5배(0.7–2.6×) |', g: 'SQLite에 묻습니다. 메모를 보세요.', h: '비율은 88.00×입니다.', i: '**노이즈.** 노트북은 속도가 달라집니다.', j: '한 번 설치하세요(설치가 필요 없습니다. npm은 `cache.js`에 둡니다).' }
  }).sort(), [
    'i18n/zh-cn.json a: "我们会杀掉一个工作进程；这是我们": the workshop is 工作坊 (or no one), never 我们',
    'i18n/zh-cn.json a: "会杀掉一个工作进程；这是我们的 bug。": the workshop is 工作坊 (or no one), never 我们',
    'i18n/zh-cn.json b: "约 **88 倍**（多次运行为 74–96×）。" writes a ratio with 倍 and with ×: N 倍 in prose, × in a table or a printed figure, not both',
    'i18n/zh-cn.json c: "结果:约 2 倍(见下文)。": full-width punctuation in Chinese prose (，。：；？！（）)',
    'i18n/zh-cn.json c: "结果:约 2 倍(见下文)。": full-width punctuation in Chinese prose (，。：；？！（）)',
    'i18n/zh-cn.json f: "| 22 | 1.5 倍（0.7–2.6×） |" writes a ratio with 倍 and with ×: N 倍 in prose, × in a table or a printed figure, not both',
    'i18n/zh-cn.json g: "向 SQLite 询问。 见注释。": no space after full-width punctuation',
    'i18n/zh-cn.json i: "**噪声。** 笔记本电脑的速度会变。": no space after full-width punctuation',
    'i18n/ko.json a: "저희는 워커 하나를 종료하고,": the workshop is 워크숍 (or no one), never 저희 or 우리',
    'i18n/ko.json a: "커 하나를 종료하고, 우리 버그입니다.": the workshop is 워크숍 (or no one), never 저희 or 우리',
    'i18n/ko.json b: "약 **88배**입니다(실행마다 74–96×)." writes a ratio with 배 and with ×: N배 in prose, × in a table or a printed figure, not both',
    'i18n/ko.json c: "결과는 약 2배입니다(아래를 보세요.)": no full stop inside parentheses',
    'i18n/ko.json j: "한 번 설치하세요(설치가 필요 없습니다. np": no full stop inside parentheses',
    'i18n/ko.json d: "SQLite에게, 서버에게,": 에게 is for people; a thing takes 에 (SQLite에, 서버에)',
    'i18n/ko.json d: "SQLite에게, 서버에게, C에게 계획을 묻습": 에게 is for people; a thing takes 에 (SQLite에, 서버에)',
    'i18n/ko.json d: "te에게, 서버에게, C에게 계획을 묻습니다(메모": 에게 is for people; a thing takes 에 (SQLite에, 서버에)',
    'i18n/ko.json e: "원문: 「Title」.": a title is in "…", not 「…」',
    'i18n/ko.json f: "| 22 | 1.5배(0.7–2.6×) |" writes a ratio with 배 and with ×: N배 in prose, × in a table or a printed figure, not both'
  ].sort())
  assert.deepStrictEqual(findings({
    'i18n/en.json': en,
    'i18n/zh-cn.json': { a: '工作坊会杀掉一个工作进程；这是工作坊的 bug。', b: '约 **88 倍**（多次运行为 74–96 倍）。', h: '比值 88.00×。', c: '结果：约 2 倍（见[下文](#下文-的-结果)）。`a, b` 和 https://x.example/a,b 以及 “Acme Outdoor”。', d: '向 SQLite 询问计划（见注释）。', e: '原文：《Title》。', f: '| 22 | 1.5×（0.7–2.6×） |', g: '向 SQLite 询问。见注释。', i: '**噪声**。笔记本电脑的速度会变。' },
    'i18n/ko.json': { a: '워크숍이 워커 하나를 종료합니다. 워크숍의 버그이고, 우리말로 씁니다.', b: '약 **88배**입니다(여러 번 실행해 74–96배).', h: '비율은 88.00×입니다.', c: '결과는 약 2배입니다(아래를 보세요). 배포와 배경.', d: 'SQLite에, 서버에, `db`에 계획을 묻습니다. 클라이언트에게, 학습자에게 보냅니다.', e: '원문: "Title".', f: '| 22 | 1.5×(0.7–2.6×) |', g: 'SQLite에 묻습니다. 메모를 보세요.', j: '한 번 설치하세요(설치가 필요 없고, npm은 `cache.js`와 v1.2에 둡니다).' }
  }), [])
})

test('a code comment left in English in a translated problem text or hint is found; a translated one is not', () => {
  const en = '# Demo\n\n```js\n// in an async handler (Express 5 turns a rejection into a 500):\nawait pool.run(id) // ok\n```\n\n```sh\n# wait until it answers (at most 20 s)\n```\n'
  assert.deepStrictEqual(findings({
    'problems/01-demo/hints.en.md': en,
    'problems/01-demo/hints.zh-cn.md': '# 演示\n\n```js\n// in an async handler (Express 5 turns a rejection into a 500):\nawait pool.run(id) // ok\n```\n\n```sh\n# 等它开始响应（最多 20 秒）\n```\n',
    'problems/01-demo/hints.ko.md': '# 데모\n\n```js\n// async 핸들러 안에서(Express 5는 거부된 프로미스를 500으로 바꿉니다):\nawait pool.run(id) // ok\n```\n\n```sh\n# 응답할 때까지 기다립니다(최대 20초)\n```\n'
  }), ['problems/01-demo/hints.zh-cn.md: the code comment "in an async handler (Express 5 turns a rejection into a 500)…" is still in English: translate it'])
})

test('a check message with backticks or markdown is found, in every language; plain text is not', () => {
  const dir = textsDir({
    'problems/01-demo/messages.en.json': { title: 'Demo', checks: { a: 'the body is not `ok`', b: 'see **this**', c: 'the body is not "ok".' } },
    'problems/01-demo/messages.zh-cn.json': { title: '演示', checks: { a: '响应体不是 `ok`', b: '见[这里](https://x.example)', c: '响应体不是“ok”。' } }
  })
  try {
    assert.deepStrictEqual(messageProblems(dir).map((problem) => problem.replace(/: a check message.*$/, '')), [
      'problems/01-demo/messages.en.json checks.a: "the body is not `ok`"',
      'problems/01-demo/messages.en.json checks.b: "see **this**"',
      'problems/01-demo/messages.zh-cn.json checks.a: "响应体不是 `ok`"',
      'problems/01-demo/messages.zh-cn.json checks.b: "见[这里](https://x.example)"'
    ])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
