'use strict'
// The members' recorded GPS tracks. In production they come from the database; here each one is
// made from its id by a seeded random walk, so that every track is the same on every run and
// needs no files. A recording is a point per second: latitude, longitude (degrees), elevation
// (metres) and time (seconds).
const POINTS = 80000
const MAX_ID = 999999

const isTrackId = (id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID
// One recording in a hundred comes from a watch whose barometer failed: holes in its elevation.
const isDamaged = (id) => id % 100 === 13

// mulberry32: a small seeded generator, the same numbers for the same seed.
function seeded (seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function recordedTrack (id) {
  const random = seeded(id * 2654435761)
  const lat = new Float64Array(POINTS)
  const lon = new Float64Array(POINTS)
  const ele = new Float64Array(POINTS)
  const time = new Float64Array(POINTS)
  let heading = random() * 2 * Math.PI
  lat[0] = 45.8 + random()
  lon[0] = 6.8 + random()
  const metresPerDegreeLon = 111320 * Math.cos(lat[0] * Math.PI / 180)
  ele[0] = 1000 + 1500 * random()
  for (let i = 1; i < POINTS; i++) {
    if (i % 60 === 0) heading += (random() - 0.5) * 0.6 // a new bearing every minute
    const metres = random() < 0.05 ? 0 : 0.6 + random() * 1.2 // a walker, with pauses
    lat[i] = lat[i - 1] + (metres * Math.cos(heading)) / 111320
    lon[i] = lon[i - 1] + (metres * Math.sin(heading)) / metresPerDegreeLon
    ele[i] = ele[i - 1] + (random() - 0.48) * 0.8
    time[i] = i
  }
  if (isDamaged(id)) ele[Math.floor(POINTS * 0.6)] = NaN
  return { lat, lon, ele, time }
}

module.exports = { recordedTrack, isTrackId, isDamaged }
