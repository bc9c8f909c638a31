#!/usr/bin/env node
'use strict'
// Writes starter/data/trails.json (and the solution's copy): Acme Outdoor's trail guide, about
// 100 KB of JSON that compresses like real JSON does (gzip: about a seventh of the size), the
// same bytes every time (a seeded generator).
//
//   node scripts/make-guide.js
const fs = require('node:fs')
const path = require('node:path')
const { seededRandom } = require('./seeded-random')
const zlib = require('node:zlib')
const { commandLine } = require('./command-line')

commandLine({ usage: 'node scripts/make-guide.js    writes the trail guide (05-gzip\'s data/trails.json, starter and\n                              solution), the same bytes every time; it takes no argument' })

const TRAILS = 196

const { pick, between } = seededRandom(2024) // the same data on every run

const REGIONS = ['Dolomites', 'Jotunheimen', 'Picos de Europa', 'High Tatras', 'Julian Alps', 'Cairngorms', 'Pyrenees', 'Vanoise']
const FIRST = ['Eagle', 'Larch', 'Glacier', 'Shepherd', 'Falcon', 'Marmot', 'Cloud', 'Granite', 'Meadow', 'Chamois']
const SECOND = ['Ridge', 'Loop', 'Traverse', 'Gorge', 'Pass', 'Lakes', 'Balcony', 'Saddle']
const SURFACES = ['forest path', 'scree', 'rock steps', 'meadow', 'gravel road', 'snowfield', 'boardwalk']
const SENTENCES = [
  'The path climbs steadily through larch forest before it opens onto high pasture.',
  'Expect loose scree on the descent; poles help.',
  'Water is available at the hut from June to September.',
  'The last section is exposed and secured with fixed cables.',
  'In early summer the snowfield below the pass can stay until July.',
  'Start early: afternoon thunderstorms are common in August.',
  'Dogs on a lead are welcome; the farmers graze cattle here.',
  'The view from the saddle takes in three countries on a clear day.',
  'Parking at the trailhead fills up by 8 o\'clock at weekends.',
  'A bus runs back to the valley every hour until 6 pm.'
]

function trail (index) {
  const name = `${pick(FIRST)} ${pick(SECOND)}`
  const km = between(30, 260) / 10
  return {
    id: `trail-${String(index + 1).padStart(3, '0')}`,
    name,
    region: pick(REGIONS),
    difficulty: pick(['easy', 'moderate', 'hard', 'alpine']),
    distanceKm: km,
    ascentM: between(150, 1800),
    hours: Math.round(km / 3.2 * 10) / 10,
    surfaces: [pick(SURFACES), pick(SURFACES)],
    huts: Array.from({ length: between(0, 2) }, () => `${pick(FIRST)} Hut`),
    bestMonths: ['June', 'July', 'August', 'September'].slice(0, between(2, 4)),
    description: [...new Set(Array.from({ length: between(2, 5) }, () => pick(SENTENCES)))].join(' '),
    // GPS waypoints [latitude, longitude, elevation]: numbers, the part of JSON that compresses least.
    waypoints: Array.from({ length: between(2, 4) }, () => [between(4200000, 6200000) / 100000, between(-500000, 2400000) / 100000, between(400, 3200)])
  }
}

const trails = Array.from({ length: TRAILS }, (_, index) => trail(index))
const text = '{"guide":"Acme Outdoor trail guide","edition":"2024","trails":[\n' +
  trails.map((entry) => JSON.stringify(entry)).join(',\n') + '\n]}\n'
const ROOT = path.join(__dirname, '..')
for (const dir of [path.join(ROOT, 'exercises', '05-gzip', 'starter', 'data'), path.join(ROOT, 'solutions', '05-gzip', 'data')]) {
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'trails.json'), text)
}
const bytes = Buffer.byteLength(text)
const gzip = zlib.gzipSync(text, { level: 9 }).length
console.log(`${TRAILS} trails, ${bytes} bytes; gzip -9 ${gzip} bytes (${(bytes / gzip).toFixed(1)}×), gzip -1 ${zlib.gzipSync(text, { level: 1 }).length}, brotli ${zlib.brotliCompressSync(text).length}`)
