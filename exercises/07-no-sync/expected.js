'use strict'
// What the starter answers, shared by the checks and the speed check.
const fs = require('node:fs')
const path = require('node:path')

const MAP_KEY = 'summit-7f3a' // the member key whose PBKDF2 hash is in data/access.json
const mapPath = `/api/map?key=${MAP_KEY}`
const mapText = fs.readFileSync(path.join(__dirname, 'starter', 'data', 'alps-trails.geojson'), 'utf8')

module.exports = { MAP_KEY, mapPath, mapText }
