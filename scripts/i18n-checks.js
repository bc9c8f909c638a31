'use strict'
// Text rules shared by scripts/check.js and the i18n tests (test/i18n.test.js, glossary.test.js,
// reading.test.js, units.test.js): run on the workshop itself and on fixtures that show they fail.
const assert = require('node:assert')
const fs = require('node:fs')
const path = require('node:path')
const { translationReport, stripStamp } = require('../lib/i18n/translations')
const { ROOT } = require('../lib/exercises')

// [[ 'a.b', text ], …] for every string of a JSON document, without the translation stamp.
function flatten (object, prefix = '') {
  return Object.entries(object).flatMap(([key, value]) => {
    if (key === '_source') return []
    return value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]
  })
}

const placeholders = (text) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort()

// Same keys both ways, no empty string, the same {{placeholders}} in each string.
function assertSameStrings (englishFile, translatedFile, root) {
  const english = new Map(flatten(JSON.parse(fs.readFileSync(englishFile, 'utf8'))))
  const translated = new Map(flatten(JSON.parse(fs.readFileSync(translatedFile, 'utf8'))))
  const where = path.relative(root, translatedFile)
  assert.deepStrictEqual([...english.keys()].filter((k) => !translated.has(k)), [], `${where}: keys missing`)
  assert.deepStrictEqual([...translated.keys()].filter((k) => !english.has(k)), [], `${where}: keys not in English`)
  for (const [key, text] of translated) {
    assert.ok(String(text).trim(), `${where}: ${key} is empty`)
    assert.deepStrictEqual(placeholders(text), placeholders(english.get(key)), `${where}: placeholders of ${key}`)
  }
}

// Every translation under `root` exists, is stamped, and translates the current English text.
function assertTranslationsFresh (root) {
  const notFresh = translationReport(root).filter((item) => item.status !== 'fresh')
    .map((item) => `${item.status}: ${path.relative(root, item.file)}`)
  assert.deepStrictEqual(notFresh, [], 'run `node scripts/translations.js` and update these')
}

const GLOSSARY = path.join(__dirname, '..', 'i18n', 'GLOSSARY.md')
const HANGUL = /[\uac00-\ud7a3]/
const HAN = /[\u4e00-\u9fff]/

// The rows of one table of the glossary: the table that follows the heading `## <section>`.
function tableRows (file, section) {
  const text = fs.readFileSync(file, 'utf8')
  const start = text.indexOf(`\n## ${section}\n`)
  if (start === -1) throw new Error(`${file} has no "## ${section}" section`)
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end === -1 ? undefined : end).split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(English|-+)\s*\|/.test(line))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
}

// Rows of the glossary's terms: { english: [alternatives], required, 'zh-cn', ko, rejected: { lang: [...] } }.
function readGlossary (file = GLOSSARY) {
  return tableRows(file, 'Terms')
    .map((cells) => {
      const [english, zh, ko, note = ''] = cells
      const rejected = { 'zh-cn': [], ko: [] }
      for (const [, list] of note.matchAll(/\b(?:not|never)\s+([^;]+)/g)) {
        for (const word of list.split(/\s+\/\s+|\s+or\s+/).map((w) => w.trim())) {
          if (HANGUL.test(word)) rejected.ko.push(word)
          else if (HAN.test(word)) rejected['zh-cn'].push(word)
        }
      }
      return {
        english: english.split(/\s+\/\s+/).map((term) => term.replace(/\*\*/g, '')),
        required: english.includes('**'),
        'zh-cn': zh,
        ko,
        rejected
      }
    })
}

// The glossary's recurring headings: Map of the English heading line → { 'zh-cn', ko }.
function readHeadings (file = GLOSSARY) {
  return new Map(tableRows(file, 'Headings').map(([english, zh, ko]) => [english, { 'zh-cn': zh, ko }]))
}

// Identifiers are code even outside backticks (check messages have none): a module or property
// path (node:cluster, cluster.fork(), worker_threads, 06-cluster/server.js), a header name
// (X-Worker-Pid), camelCase (isPrimary), an environment variable or setting (NODE_ENV, WORKERS=3).
const IDENTIFIERS = [
  /[\w@$-]*\w(?:[:./_=][\w@$-]+)+(?:\(\))?/g,
  /\b[a-z]+[A-Z]\w*(?:\(\))?/g,
  /\b[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+\b/g,
  /\b[\w-]*\d[\w-]*-[A-Za-z][\w-]*\b/g,
  /\b(?!PASS\b|FAIL\b)[A-Z][A-Z0-9]{2,}\b/g
]

// Prose only: code, URLs, placeholders and identifiers are never translated.
function prose (text) {
  let result = text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ').replace(/\{\{[^}]*\}\}/g, ' ')
  for (const pattern of IDENTIFIERS) result = result.replace(pattern, ' ')
  return result
}

// A file's texts to compare: the whole markdown file, or each string of a JSON file by key.
function texts (file) {
  const content = fs.readFileSync(file, 'utf8')
  return file.endsWith('.json') ? new Map(flatten(JSON.parse(content))) : new Map([['', content]])
}

// A term in capitals (PASS, FAIL) is a verdict only in capitals; other terms in any case. Each
// compiled once: the glossary rule tries every term on every text (a third of npm run check).
const termPatterns = new Map()
function termPattern (term) {
  if (!termPatterns.has(term)) {
    const capitals = term === term.toUpperCase()
    termPatterns.set(term, new RegExp(`\\b${term.split(/[\s-]+/).join('[\\s-]+')}${capitals ? '' : '(?:s|es|d|ed|ing)?'}\\b`, capitals ? '' : 'i'))
  }
  return termPatterns.get(term)
}

// Seconds after a number are 秒 / 초 in Chinese and Korean prose, never "s" (ms stays ms).
const SECONDS = /(?:\d|\}\})\s?s\b/

// The headings of a markdown text, outside code blocks: ['## The story', …].
function headings (text) {
  return text.replace(/```[\s\S]*?```/g, '').split('\n').filter((line) => /^#{1,6} /.test(line)).map((line) => line.trim())
}

// A quoted English title ("Don't Block the Event Loop (or the Worker Pool)") stays English in a
// translation (《…》, "…"), so the terms inside it require no rendering there.
const QUOTED_TITLE = /"[A-Z][^"]*?\s[^"]*"/g

function glossaryProblems (dir = ROOT, glossary = readGlossary()) {
  const problems = []
  // A term inside a longer listed term ("worker" in "worker thread") is that term's: the shorter
  // one is not required where only the longer one is used.
  const longer = (term) => glossary.filter((other) => other !== term &&
    other.english.some((o) => term.english.some((t) => o.toLowerCase() !== t.toLowerCase() && termPattern(t).test(o))))
  const longerOf = new Map(glossary.map((term) => [term, longer(term).flatMap((other) => other.english.map((o) => new RegExp(termPattern(o).source, 'gi')))]))
  const without = (text, patterns) => patterns.reduce((rest, pattern) => rest.replace(pattern, ' '), text)
  for (const { english, file, lang, status } of translationReport(dir)) {
    if (status === 'missing') continue
    const where = path.relative(dir, file)
    const originals = texts(english)
    for (const [key, translated] of texts(file)) {
      if (SECONDS.test(translated.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, ''))) {
        problems.push(`${where}${key && ' ' + key}: seconds after a number are ${lang === 'ko' ? '초' : '秒'}, not "s"`)
      }
      const text = prose(translated)
      const source = withoutExerciseMentions(withoutHyphenatedNames(prose(originals.get(key) || ''), glossary).replace(QUOTED_TITLE, ' '))
      for (const term of glossary) {
        for (const word of term.rejected[lang]) {
          if (text.includes(word)) problems.push(`${where}${key && ' ' + key}: "${word}" (use ${term[lang]})`)
        }
        // Only where the English uses the term at all is it looked for outside its longer terms.
        const used = (english) => term.english.some((t) => termPattern(t).test(english))
        if (term.required && !text.includes(term[lang]) && used(source) && used(without(source, longerOf.get(term)))) {
          problems.push(`${where}${key && ' ' + key}: "${term.english.join(' / ')}" must be ${term[lang]}`)
        }
      }
    }
  }
  return problems
}

// A translated markdown file has the English file's headings in the same places, and every
// heading the glossary lists is rendered exactly as listed.
function headingProblems (dir = ROOT, listed = readHeadings()) {
  const problems = []
  for (const { english, file, lang, status } of translationReport(dir)) {
    if (status === 'missing' || !file.endsWith('.md')) continue
    const where = path.relative(dir, file)
    const source = headings(fs.readFileSync(english, 'utf8'))
    const translated = headings(fs.readFileSync(file, 'utf8'))
    if (source.length !== translated.length) {
      problems.push(`${where}: ${translated.length} headings, the English has ${source.length}`)
      continue
    }
    source.forEach((heading, i) => {
      const rendering = listed.get(heading)
      if (rendering && translated[i] !== rendering[lang]) problems.push(`${where}: "${translated[i]}" must be "${rendering[lang]}"`)
    })
  }
  return problems
}

// Korean particles whose form depends on the last sound of the word before them. After a
// placeholder that sound is unknown; the fallback forms (을(를), 이(가), (으)로) read as a form
// being filled in. The glossary's rule: put a fixed noun before the particle ({{file}} 파일을).
const FALLBACK_PARTICLE = /을\(를\)|를\(을\)|이\(가\)|가\(이\)|\(으\)로|은\(는\)|는\(은\)|와\(과\)|과\(와\)|\(이\)(?:[가-힣])|\(과\)|\(를\)|\(가\)|\(는\)/
const PARTICLE_AFTER_PLACEHOLDER = /\}\}`?(?:을|를|이|가|은|는|와|과|으로|로|이나|나|이라|라|이며|며|이고|였|이었|으로는|로는|으로도|로도|이라는|라는)(?![가-힣])/

// Chinese quotes: “…” in prose, never an ASCII quote touching Chinese text, and no space outside
// them (是“Acme Outdoor”的); a ratio says 比值 or 倍, not both in one clause.
const CJK_OR_PUNCT = '[\\u4e00-\\u9fff，。：；、（）！？]'
const ZH_ASCII_QUOTE = new RegExp(`${CJK_OR_PUNCT}"|"${CJK_OR_PUNCT}`)
const ZH_SPACED_QUOTE = new RegExp(`${CJK_OR_PUNCT} +[“”]|[“”] +${CJK_OR_PUNCT}`)
const ZH_DOUBLED_RATIO = /比值[^。；，！？\n]{0,15}倍/

// Check labels (a check's name, shown after ✓ or ✗: an English string of messages.en.json's
// checks without a final full stop) are sentences in 합니다체 or noun phrases, never plain
// 해라체 (응답된다) or a question left open (반영되어 있는지).
const PLAIN_STYLE_ENDING = /(?:[^니]다|는지|ㄴ지|은지)$/

// Names are not prose: hyphenated names (node-perf-workshop, no-cache), unless the glossary
// lists them (warm-up); runs of capitalised words (StrongLoop Process Manager, 429 Too Many
// Requests); a quoted English title; a word glossed in brackets after its rendering (局部模板
// （partial）); a command, an option or a field named as one (profile 命令, connections 옵션); a function call (listen(…)), an object literal
// ({ validate: false }) or a path (/trails?trail=3) in a message without code spans; an exercise's id
// (the cluster exercise).
function withoutNames (text, glossary, exerciseIds = EXERCISE_IDS) {
  return withoutHyphenatedNames(text, glossary)
    .replace(/["“「『《][^"”」』》\u4e00-\u9fff\uac00-\ud7a3]*["”」』》]/g, ' ')
    .replace(/([\u4e00-\u9fff\uac00-\ud7a3]\s?[（(])[A-Za-z][\w\s-]*(?=[)）])/g, '$1')
    .replace(/\b\w+\s?(?=命令|명령|选项|옵션|字段|필드)/g, ' ')
    .replace(/\{[^{}\u4e00-\u9fff\uac00-\ud7a3]*\}/g, ' ')
    .replace(/\b\w+\([^()]*\)/g, ' ')
    .replace(/[?&]\w+=/g, ' ')
    .replace(/(^|[^\w.])\/[\w/:.?=&{}-]*/g, '$1 ')
    .replace(/\b[A-Z][\w.]*(?:\s+[A-Z][\w.]*)+/g, ' ')
    .replace(new RegExp(`\\b(?:${exerciseIds.join('|')})\\b`, 'g'), ' ')
}

// An exercise named by its id ("the upstream exercise", "exercise 9 (upstream)") keeps the id in a
// translation, so a glossary term that is also an id requires no rendering there.
function withoutExerciseMentions (text, exerciseIds = EXERCISE_IDS) {
  const ids = exerciseIds.join('|')
  return text
    .replace(new RegExp(`\\b(?:${ids})(?=\\s+exercise\\b)`, 'gi'), ' ')
    .replace(new RegExp(`(\\bexercise\\s+\\d+\\s*\\()(?:${ids})(?=\\))`, 'gi'), '$1')
}

const termSets = new WeakMap()
function withoutHyphenatedNames (text, glossary) {
  if (!termSets.has(glossary)) termSets.set(glossary, new Set(glossary.flatMap((term) => term.english.map((t) => t.toLowerCase()))))
  const terms = termSets.get(glossary)
  return text.replace(/\b[A-Za-z]\w*(?:-\w+)+\b/g, (name) => terms.has(name.toLowerCase()) ? name : ' ')
}

const EXERCISE_IDS = (() => {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, 'exercises', 'manifest.json'), 'utf8')).map((folder) => folder.replace(/^\d+-/, ''))
  } catch {
    return []
  }
})()

// Style rules of the glossary that are not about one term: Korean fallback particles and check
// labels, English words the glossary translates left in a Chinese or Korean sentence, and a space
// between a number and % (10%, not 10 %).
function styleProblems (dir = ROOT, glossary = readGlossary()) {
  const problems = []
  // The English words each language translates (not PASS, which stays PASS), each as a pattern.
  const untranslated = Object.fromEntries(['zh-cn', 'ko'].map((lang) => [lang, glossary
    .filter((term) => !term[lang].toLowerCase().includes(term.english[0].toLowerCase()))
    .flatMap((term) => term.english.map((word) => ({ term, pattern: termPattern(word) })))]))
  for (const { english, file, lang, status } of translationReport(dir)) {
    if (status === 'missing') continue
    const where = path.relative(dir, file)
    const originals = texts(english)
    for (const [key, translated] of texts(file)) {
      const at = `${where}${key && ' ' + key}`
      const noCode = translated.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ')
      if (lang === 'ko') {
        const fallback = FALLBACK_PARTICLE.exec(translated)
        if (fallback) problems.push(`${at}: "${context(translated, fallback.index)}" has a fallback particle ${fallback[0]}: put a noun before the particle or rephrase`)
        const noBlocks = translated.replace(/```[\s\S]*?```/g, ' ')
        const after = !fallback && PARTICLE_AFTER_PLACEHOLDER.exec(noBlocks)
        if (after) problems.push(`${at}: "${context(noBlocks, after.index)}" puts a particle right after a placeholder: put a noun before it ({{file}} 파일을)`)
        const source = originals.get(key)
        if (/^checks\./.test(key) && typeof source === 'string' && !/[.:!?)]$/.test(source.trim()) && PLAIN_STYLE_ENDING.test(translated.trim())) {
          problems.push(`${at}: the check label "${translated.trim()}" must end in 합니다체 (…합니다) or be a noun phrase`)
        }
      }
      if (lang === 'zh-cn') {
        const quote = ZH_ASCII_QUOTE.exec(noCode) || ZH_SPACED_QUOTE.exec(noCode)
        if (quote) problems.push(`${at}: "${context(noCode, quote.index)}": quotes in Chinese prose are “…”, with no space outside them`)
        const ratio = ZH_DOUBLED_RATIO.exec(noCode)
        if (ratio) problems.push(`${at}: "${ratio[0]}": 比值 N.NN× or N.NN 倍, not both`)
      }
      const percent = /(?:\d|\}\})[ \u00a0]+%/.exec(noCode)
      if (percent) problems.push(`${at}: "${context(noCode, percent.index)}": no space before % in ${lang} (10%)`)
      const text = withoutNames(prose(translated), glossary)
      for (const { term, pattern } of untranslated[lang]) {
        const found = pattern.exec(text)
        if (found) problems.push(`${at}: "${found[0]}" left in English (the glossary says ${term[lang]})`)
      }
    }
  }
  return problems
}

// A few characters either side of a match, for a message that shows where it is.
function context (text, index) {
  return text.slice(Math.max(0, index - 12), index + 16).replace(/\s+/g, ' ').trim()
}

// --- The style guides: i18n/STYLE.zh-cn.md and i18n/STYLE.ko.md ---------------------------------
// What of them can be checked: meaning kept paragraph by paragraph (sentence counts), one phrasing
// for each recurring sentence, the workshop's voice, ratios, Chinese punctuation, Korean particles
// and brackets, and check messages as plain text.

const STYLE_GUIDES = { 'zh-cn': path.join(__dirname, '..', 'i18n', 'STYLE.zh-cn.md'), ko: path.join(__dirname, '..', 'i18n', 'STYLE.ko.md') }
const guideOf = (lang) => `i18n/STYLE.${lang}.md`

// A template of the recurring-sentence tables as a pattern: `{…}` is any text of the paragraph
// (or none); at either end it adds nothing to a count, and is left out.
function templatePattern (written) {
  const template = written.replace(/^(?:\{…\})+|(?:\{…\})+$/g, '')
  const parts = template.split('{…}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const edge = (part, at) => (at && /\w/.test(at) ? part : '')
  return new RegExp(edge('\\b', template[0]) + parts.join('[^\\n]*?') + edge('\\b', template[template.length - 1]), 'g')
}

// The recurring sentences of a guide: [{ english, translation, englishPattern, translationPattern }].
function readRecurring (file) {
  return tableRows(file, 'Recurring sentences').map(([english, translation]) => ({
    english, translation, englishPattern: templatePattern(english), translationPattern: templatePattern(translation)
  }))
}

// The markdown as blocks, in order: { kind: 'code' | 'heading' | 'rule' | 'table' | 'quote' |
// 'item' | 'paragraph', text }, each list item, quote and paragraph with its soft line breaks joined.
function markdownBlocks (markdown) {
  const blocks = []
  let current = null
  let fence = null
  for (const line of stripStamp(markdown).split('\n')) {
    if (fence) {
      current.text += '\n' + line
      if (line.trim().startsWith(fence)) fence = current = null
      continue
    }
    const opening = /^\s*(```|~~~)/.exec(line)
    const item = /^\s*(?:[-*+]|\d+\.)\s+(.*)$/.exec(line)
    if (opening) {
      fence = opening[1]
      blocks.push(current = { kind: 'code', text: line })
    } else if (!line.trim()) {
      current = null
    } else if (/^#{1,6} /.test(line)) {
      blocks.push({ kind: 'heading', text: line })
      current = null
    } else if (/^\s*(?:---|\*\*\*)\s*$/.test(line)) {
      blocks.push({ kind: 'rule', text: line })
      current = null
    } else if (/^\s*\|/.test(line)) {
      if (current && current.kind === 'table') current.text += '\n' + line
      else blocks.push(current = { kind: 'table', text: line })
    } else if (/^\s*>/.test(line)) {
      const text = line.replace(/^\s*>\s?/, '')
      if (current && current.kind === 'quote') current.text += ' ' + text.trim()
      else blocks.push(current = { kind: 'quote', text: text.trim() })
    } else if (item) {
      blocks.push(current = { kind: 'item', text: item[1] })
    } else if (current && (current.kind === 'paragraph' || current.kind === 'item')) {
      current.text += ' ' + line.trim()
    } else {
      blocks.push(current = { kind: 'paragraph', text: line.trim() })
    }
  }
  return blocks
}

// The text's prose with code, URLs, placeholders and paths each left as one letter, so that a
// full stop inside them ends no sentence.
function proseForCounting (text) {
  return String(text).replace(/`[^`]*`/g, 'C').replace(/https?:\/\/[^\s)）]*[^\s)）.,;:!?。，；：]/g, 'U')
    .replace(/\{\{[^}]*\}\}/g, 'P').replace(/\b[\w.-]+\/[\w./-]*[\w/]/g, 'F')
    .replace(/\b(?:e\.g|i\.e|etc|vs|cf)\./g, 'A').replace(/^…\s*/, '').trim()
}

// Sentences: those ended by a full stop, question or exclamation mark (in English and Korean
// followed by a space or the end), and a last one without.
function sentenceCount (text, lang) {
  const prose = proseForCounting(text)
  if (!prose) return 0
  // (an ellipsis ends a sentence, but not inside brackets: "(A B, B A, …)" is a list)
  const ends = lang === 'zh-cn' ? /[。！？][”’）」』*_]*/g : /[.!?]["'”’)*_]*(?=\s|$)|…["'”’*_]*(?=\s|$)/g
  const count = (prose.match(ends) || []).length
  const finished = lang === 'zh-cn' ? /[。！？][”’）」』*_]*$/ : /(?:[.!?]["'”’)*_]*|…["'”’*_]*)$/
  return count + (finished.test(prose) ? 0 : 1)
}

// A translated paragraph keeps the English paragraph's sentences: at least as many (in Chinese,
// a ；or ：may join two), and at most as many as the English has sentences and places where a
// sentence may start (: ; — and, in Korean, a comma).
function sentenceProblem (english, translated, lang) {
  const source = proseForCounting(english)
  const sentences = sentenceCount(english, 'en')
  const count = sentenceCount(translated, lang)
  const breaks = (source.match(/[:;]|\s[—–]\s/g) || []).length + (lang === 'ko' ? (source.match(/,\s/g) || []).length : 0)
  const joins = lang === 'zh-cn' ? (proseForCounting(translated).match(/[；：]/g) || []).length : 0
  if (count + joins < sentences) return `${count} sentence${count === 1 ? '' : 's'} where the English has ${sentences}: a sentence is missing or two are run together`
  if (count > sentences + breaks) return `${count} sentences where the English has ${sentences}: a sentence the English does not have?`
  return null
}

const excerpt = (text, length = 48) => {
  const flat = String(text).replace(/\s+/g, ' ').trim()
  return flat.length > length ? flat.slice(0, length) + '…' : flat
}

// Paragraph by paragraph (by position): the same blocks, and each paragraph's sentences. A
// blockquote is a note for the readers of one language (the npm mirror in zh-cn), and is left out.
function alignmentProblems (english, translated, lang, at) {
  if (typeof english === 'string' && typeof translated === 'string' && !/\.md$/.test(at.split(' ')[0])) {
    const problem = sentenceProblem(english, translated, lang)
    return problem ? [`${at}: ${problem} ("${excerpt(translated)}")`] : []
  }
  const aligned = (markdown) => markdownBlocks(markdown).filter((block) => block.kind !== 'quote')
  const source = aligned(english)
  const blocks = aligned(translated)
  const shape = (list) => list.map((block) => block.kind)
  if (source.length !== blocks.length) {
    const first = source.findIndex((block, i) => !blocks[i] || block.kind !== blocks[i].kind)
    const where = first === -1 ? blocks[source.length] : blocks[first]
    return [`${at}: ${blocks.length} paragraphs, lists, headings and code blocks where the English has ${source.length} (they part at "${excerpt(where ? where.text : '')}"): give it the English's paragraphs, in order`]
  }
  if (shape(source).join() !== shape(blocks).join()) {
    const first = source.findIndex((block, i) => block.kind !== blocks[i].kind)
    return [`${at}: "${excerpt(blocks[first].text)}" is a ${blocks[first].kind} where the English has a ${source[first].kind}`]
  }
  return source.flatMap((block, i) => {
    if (block.kind !== 'paragraph' && block.kind !== 'item') return []
    const problem = sentenceProblem(block.text, blocks[i].text, lang)
    return problem ? [`${at}: ${problem} ("${excerpt(blocks[i].text)}")`] : []
  })
}

// The text with its soft line breaks joined (outside code blocks), as the recurring sentences
// are looked for in it.
function flowingText (text) {
  return markdownBlocks(text).map((block) => block.text).join('\n\n')
}

function recurringProblems (english, translated, recurring, at) {
  const source = flowingText(english)
  const text = flowingText(translated)
  const count = (pattern, in_) => (in_.match(pattern) || []).length
  return recurring.flatMap(({ english: sentence, translation, englishPattern, translationPattern }) => {
    const wanted = count(englishPattern, source)
    const found = count(translationPattern, text)
    return wanted > found ? [`${at}: "${excerpt(sentence, 60)}" is written "${translation}" here${wanted > 1 ? ` (${wanted} times)` : ''}`] : []
  })
}

// Ratios: N倍 / N배 in prose, × in tables, charts and printed figures, never both in one sentence
// or table row.
const RATIO = {
  'zh-cn': /(?:\d|[一二两三四五六七八九十百千几数])\s?倍/,
  ko: /(?:\d|두|세|네|다섯|여섯|열|몇|수십|수백|수천|여러)\s?배(?![가-힣]*[포경열치우정달송율터제급분출려])/
}
function ratioProblems (prose, lang, at) {
  const problems = []
  for (const line of prose.split('\n')) {
    const units = /^\s*\|/.test(line) ? [line] : line.split(lang === 'zh-cn' ? /(?<=[。！？])/ : /(?<=[.!?])\s+/)
    for (const unit of units) {
      if (RATIO[lang].test(unit) && unit.includes('×')) problems.push(`${at}: "${excerpt(unit.trim(), 60)}" writes a ratio with ${lang === 'zh-cn' ? '倍' : '배'} and with ×: ${lang === 'zh-cn' ? 'N 倍' : 'N배'} in prose, × in a table or a printed figure, not both`)
    }
  }
  return problems
}

// Things a Korean sentence addresses with 에게 as if they were people.
const THINGS = ['SQLite', '서버', '프로세스', '스레드', '워커', '풀', '데이터베이스', '함수', '모듈', '파일', '루프', '운영체제', '커널',
  '소켓', '스트림', '캐시', '큐', '라우트', '핸들러', '미들웨어', '엔드포인트', '업스트림', '서비스', '앱', '애플리케이션', '프로그램', '코드',
  '플러그인', '에이전트', '객체', '인스턴스', '생성기', '제너레이터', '이터레이터', '소스', '목적지']
const KO_THING_EGE = new RegExp(`(?:[A-Za-z0-9_)\\]\`'"]|${THINGS.join('|')})\\s?에게`)
// A full stop inside Korean brackets, at their end or before more text ("(…합니다. …)"); a bracket
// may hold one of its own (a code span, here a letter, cannot end a sentence).
const KO_STOP_IN_BRACKETS = /\((?=[^()\n]*[가-힣])(?:[^()\n]|\([^()\n]*\))*?\.(?=\s|\))(?:[^()\n]|\([^()\n]*\))*\)/
const CHINESE = '\\u4e00-\\u9fff'
const ZH_HALF_WIDTH = new RegExp(`[${CHINESE}][,.;:?!]|[,;:?!]\\s*[${CHINESE}]|\\([^()\\n]*[${CHINESE}][^()\\n]*\\)`)
// (a bold or italic marker after it counts: "**噪声。** 笔记本" prints "噪声。 笔记本")
const ZH_SPACE_AFTER = /[，。、；：！？）》」』](?:\*{1,2}|_{1,2})? +(?=[^\s|])/

function voiceProblems (prose, lang, at) {
  const around = (index) => excerpt(prose.slice(Math.max(0, index - 12), index + 16))
  const all = (pattern, say) => [...prose.matchAll(new RegExp(pattern.source, 'g'))].map((match) => `${at}: "${around(match.index)}": ${say}`)
  if (lang === 'zh-cn') {
    return [
      ...all(/我们|咱们/, 'the workshop is 工作坊 (or no one), never 我们'),
      ...all(ZH_HALF_WIDTH, 'full-width punctuation in Chinese prose (，。：；？！（）)'),
      ...all(ZH_SPACE_AFTER, 'no space after full-width punctuation')
    ]
  }
  return [
    ...all(/저희|우리(?!말)/, 'the workshop is 워크숍 (or no one), never 저희 or 우리'),
    ...all(KO_THING_EGE, '에게 is for people; a thing takes 에 (SQLite에, 서버에)'),
    ...all(KO_STOP_IN_BRACKETS, 'no full stop inside parentheses'),
    ...all(/[「『]/, 'a title is in "…", not 「…」')
  ]
}

// A code block's comments speak to the learner: in a problem text or a hint, a comment of three
// words or more that the translation kept in English is not translated yet.
function commentProblems (english, translated, at) {
  const comments = (block) => block.text.split('\n').map((line) => (/(?:^|\s)(?:\/\/|#)\s(.*)$/.exec(line) || [])[1]).filter(Boolean)
  const source = markdownBlocks(english).filter((block) => block.kind === 'code')
  const blocks = markdownBlocks(translated).filter((block) => block.kind === 'code')
  return source.flatMap((block, i) => {
    const kept = new Set(blocks[i] ? comments(blocks[i]) : [])
    return comments(block).filter((comment) => (comment.match(/[A-Za-z]{2,}/g) || []).length >= 3 && kept.has(comment))
      .map((comment) => `${at}: the code comment "${excerpt(comment, 60)}" is still in English: translate it`)
  })
}

// Findings of the style guides' rules in every translation under `dir`, each naming its guide.
function guideProblems (dir = ROOT, recurring = { 'zh-cn': readRecurring(STYLE_GUIDES['zh-cn']), ko: readRecurring(STYLE_GUIDES.ko) }) {
  const problems = []
  for (const { english, file, lang, status } of translationReport(dir)) {
    if (status === 'missing') continue
    const where = path.relative(dir, file)
    const originals = texts(english)
    for (const [key, translated] of texts(file)) {
      if (typeof translated !== 'string') continue
      const at = `${where}${key && ' ' + key}`
      const source = originals.get(key)
      const found = []
      if (typeof source === 'string') {
        found.push(...alignmentProblems(source, translated, lang, at))
        found.push(...recurringProblems(source, translated, recurring[lang], at))
        if (/^problems\/.*\.md$/.test(where)) found.push(...commentProblems(source, translated, at))
      }
      // Prose: code, URLs, a link's target and placeholders out (each as a letter, so that what
      // was around them stays apart), headings and the stamp kept.
      const prose = stripStamp(translated).replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, 'C')
        .replace(/https?:\/\/[^\s)）]*/g, 'U').replace(/\]\([^)\s]*\)/g, ']').replace(/\{\{[^}]*\}\}/g, 'P')
      found.push(...ratioProblems(prose, lang, at), ...voiceProblems(prose, lang, at))
      problems.push(...found.map((problem) => `${problem} (${guideOf(lang)})`))
    }
  }
  return problems
}

// Check messages print as plain text, in every language: no code spans, no bold, no links.
function messageProblems (dir = ROOT) {
  const problems = []
  const problemsDir = path.join(dir, 'problems')
  if (!fs.existsSync(problemsDir)) return problems
  for (const folder of fs.readdirSync(problemsDir).sort()) {
    for (const name of fs.existsSync(path.join(problemsDir, folder)) ? fs.readdirSync(path.join(problemsDir, folder)).sort() : []) {
      if (!/^messages\.[\w-]+\.json$/.test(name)) continue
      let strings
      try {
        strings = flatten(JSON.parse(fs.readFileSync(path.join(problemsDir, folder, name), 'utf8')))
      } catch {
        continue // the messages rule says so
      }
      for (const [key, text] of strings) {
        const mark = /`|\*\*|\]\(|^#+ /m.exec(String(text))
        if (mark) problems.push(`problems/${folder}/${name} ${key}: "${excerpt(String(text).slice(Math.max(0, mark.index - 16)), 40)}": a check message prints as plain text, without ${mark[0].trim() === '`' ? 'backticks' : 'markdown'} (write the value itself, in quotes where it needs them)`)
      }
    }
  }
  return problems
}

module.exports = {
  flatten,
  assertSameStrings,
  assertTranslationsFresh,
  readGlossary,
  prose,
  termPattern,
  glossaryProblems,
  headingProblems,
  styleProblems,
  STYLE_GUIDES,
  readRecurring,
  templatePattern,
  markdownBlocks,
  sentenceCount,
  guideProblems,
  messageProblems
}

if (require.main === module) require('./command-line').moduleOnly('scripts/i18n-checks.js', 'scripts/check.js and the i18n tests')
