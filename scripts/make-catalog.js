#!/usr/bin/env node
'use strict'
// Writes starter/data/catalog.json (and the solution's copy): Acme Outdoor's product catalogue,
// about 500 KB of JSON, the same bytes every time (a seeded generator). Product names come with
// Chinese and Korean translations, so the body has multi-byte characters: a Content-Length
// counted in characters instead of bytes is caught by the checks.
//
//   node scripts/make-catalog.js
const fs = require('node:fs')
const path = require('node:path')
const { seededRandom } = require('./seeded-random')
const { commandLine } = require('./command-line')

commandLine({ usage: 'node scripts/make-catalog.js    writes the catalogue (03-cache-json\'s data/catalog.json, starter and\n                                solution), the same bytes every time; it takes no argument' })

const ITEMS = 1260

const { pick, between } = seededRandom(2019) // the same data on every run

const KINDS = [
  { category: 'tents', en: 'Tent', zh: '帐篷', ko: '텐트', grams: [900, 4200], price: [89, 699] },
  { category: 'sleeping-bags', en: 'Sleeping Bag', zh: '睡袋', ko: '침낭', grams: [600, 2100], price: [59, 449] },
  { category: 'backpacks', en: 'Backpack', zh: '背包', ko: '배낭', grams: [700, 2600], price: [49, 329] },
  { category: 'jackets', en: 'Rain Jacket', zh: '防雨夹克', ko: '방수 재킷', grams: [250, 700], price: [79, 499] },
  { category: 'boots', en: 'Hiking Boots', zh: '登山靴', ko: '등산화', grams: [900, 1600], price: [99, 349] },
  { category: 'stoves', en: 'Camp Stove', zh: '野营炉', ko: '캠핑 스토브', grams: [80, 1900], price: [29, 219] },
  { category: 'poles', en: 'Trekking Poles', zh: '登山杖', ko: '트레킹 폴', grams: [350, 600], price: [39, 189] },
  { category: 'lamps', en: 'Headlamp', zh: '头灯', ko: '헤드램프', grams: [40, 220], price: [19, 129] }
]
const LINES = ['Nordkamm', 'Bergfreund', 'Søndre', 'Höhenweg', 'Café Alpin', 'Glacier', 'Trailhead', 'Ridgeback', 'Mistral', 'Kōya']
const COLORS = ['moss', 'sand', 'slate', 'ember', 'glacier blue', 'pine', 'charcoal', 'saffron']
const TAGS = ['ultralight', 'waterproof', 'recycled', '3-season', '4-season', 'bestseller', 'new', 'vegan', 'repairable', 'kids']
const PHRASES = [
  'Tested on the Haute Route in late spring.',
  'Seams are taped and the zips are YKK.',
  'Packs down small enough for a day pack.',
  'Made with 70 % recycled fabric.',
  'Comes with a lifetime repair promise.',
  'Designed with mountain guides in the Dolomites.',
  'Keeps working below −10 °C.',
  'A favourite of our shop team in Malmö.'
]

function item (index) {
  const kind = pick(KINDS)
  const line = pick(LINES)
  const model = between(1, 9) * 10 + between(0, 9)
  return {
    id: `AO-${String(10001 + index)}`,
    sku: `${kind.category.slice(0, 3).toUpperCase()}-${model}-${String(index).padStart(4, '0')}`,
    name: `${line} ${kind.en} ${model}`,
    names: { 'zh-cn': `${line} ${kind.zh} ${model}`, ko: `${line} ${kind.ko} ${model}` },
    category: kind.category,
    price: between(kind.price[0] * 100, kind.price[1] * 100) / 100,
    stock: between(0, 240),
    weightGrams: between(kind.grams[0], kind.grams[1]),
    colors: [...new Set(Array.from({ length: between(1, 3) }, () => pick(COLORS)))],
    tags: [...new Set(Array.from({ length: between(1, 3) }, () => pick(TAGS)))],
    rating: { average: between(30, 50) / 10, count: between(0, 2400) },
    description: `${pick(PHRASES)} ${pick(PHRASES)}`
  }
}

const catalog = {
  store: 'Acme Outdoor',
  currency: 'EUR',
  items: Array.from({ length: ITEMS }, (_, index) => item(index))
}
// One item per line: readable, and no bigger than it needs to be.
const text = JSON.stringify({ ...catalog, items: [] }).replace('[]', '[\n' +
  catalog.items.map((entry) => JSON.stringify(entry)).join(',\n') + '\n]') + '\n'
const ROOT = path.join(__dirname, '..')
for (const dir of [path.join(ROOT, 'exercises', '03-cache-json', 'starter', 'data'), path.join(ROOT, 'solutions', '03-cache-json', 'data')]) {
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'catalog.json'), text)
}
console.log(`${ITEMS} items, ${Buffer.byteLength(JSON.stringify(catalog))} bytes as sent by res.json`)
