'use strict'
// What the starter answers, shared by the checks and the speed check; and the map update the
// check makes in the learner's folder, as the job that updates the map would.
const fs = require('node:fs')
const path = require('node:path')

const MAP_KEY = 'summit-7f3a' // the member key whose PBKDF2 hash is in data/access.json
const mapPath = `/api/map?key=${MAP_KEY}`

// The map in a folder of the learner's (the one their server is in), as the starter reads it.
const mapFileIn = (folder) => path.join(folder, 'data', 'alps-trails.geojson')

// What the check's update adds to the map: a member of the top-level object, as a newer map would
// differ, that says whose change it is to anyone who opens the file meanwhile. A workshop killed
// outright cannot put the original back: the next verify finds this member and takes it out.
const UPDATE_MARK = Buffer.from('"nodePerfWorkshop":"changed by verify for a moment, to check that each download reads this file; verify puts the original back",')

// The original map with the update's member inserted after its first "{" (or before it all).
function updatedMap (original) {
  const at = original.indexOf('{') + 1
  return Buffer.concat([original.subarray(0, at), UPDATE_MARK, original.subarray(at)])
}

// The map without the update's member, or null when it has none.
function withoutUpdate (bytes) {
  const at = bytes.indexOf(UPDATE_MARK)
  return at < 0 ? null : Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + UPDATE_MARK.length)])
}

// The starter's map (as it is once any update of a killed verify is taken out).
const starterMap = fs.readFileSync(mapFileIn(path.join(__dirname, 'starter')))
const mapText = (withoutUpdate(starterMap) || starterMap).toString('utf8')

module.exports = { MAP_KEY, mapPath, mapText, mapFileIn, updatedMap, withoutUpdate }
