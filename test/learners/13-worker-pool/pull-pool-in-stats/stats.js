'use strict'
// Route statistics of a GPS track: distance, climb and descent, moving time, the pace of each
// kilometre and the steepest 100 m. Pure JavaScript arithmetic over every point of the track:
// tens of milliseconds of CPU for one track, and nothing in it waits for I/O.
const { recordedTrack } = require('./tracks')

const EARTH_RADIUS_M = 6371008.8
const SMOOTHING_POINTS = 30 // the barometer's noise is smoothed over 30 points each side
const MOVING_SPEED = 0.5 // m/s: slower than this is a pause
const RAD = Math.PI / 180

// The great-circle distance between two points, in metres (the haversine formula).
function haversine (lat1, lon1, lat2, lon2) {
  const dLat = (lat2 - lat1) * RAD
  const dLon = (lon2 - lon1) * RAD
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a))
}

// The elevation of each point, averaged with its neighbours.
function smoothElevation (ele) {
  const smooth = new Float64Array(ele.length)
  for (let i = 0; i < ele.length; i++) {
    const from = Math.max(0, i - SMOOTHING_POINTS)
    const to = Math.min(ele.length - 1, i + SMOOTHING_POINTS)
    let sum = 0
    for (let j = from; j <= to; j++) sum += ele[j]
    smooth[i] = sum / (to - from + 1)
  }
  return smooth
}

// Throws on a damaged recording: the statistics of a track with holes would be wrong.
function trackStats (id) {
  const { lat, lon, ele, time } = recordedTrack(id)
  const points = lat.length
  for (let i = 0; i < points; i++) {
    if (Number.isNaN(ele[i])) throw new Error(`track ${id}: point ${i} has no elevation (damaged recording)`)
  }
  const smooth = smoothElevation(ele)
  let distance = 0
  let climb = 0
  let descent = 0
  let movingSeconds = 0
  let steepest = 0
  const splits = [] // seconds per kilometre
  let splitStart = 0
  const along = new Float64Array(points) // metres from the start
  for (let i = 1; i < points; i++) {
    const step = haversine(lat[i - 1], lon[i - 1], lat[i], lon[i])
    distance += step
    along[i] = distance
    const rise = smooth[i] - smooth[i - 1]
    if (rise > 0) climb += rise
    else descent -= rise
    const seconds = time[i] - time[i - 1]
    if (step / seconds > MOVING_SPEED) movingSeconds += seconds
    if (distance >= (splits.length + 1) * 1000) {
      splits.push(time[i] - time[splitStart])
      splitStart = i
    }
  }
  // The steepest 100 m: for each point, the grade to the first point 100 m further on.
  let ahead = 0
  for (let i = 0; i < points; i++) {
    while (ahead < points - 1 && along[ahead] - along[i] < 100) ahead++
    const run = along[ahead] - along[i]
    if (run >= 100) steepest = Math.max(steepest, Math.abs(smooth[ahead] - smooth[i]) / run)
  }
  return {
    id,
    points,
    distanceKm: round(distance / 1000, 2),
    climbM: Math.round(climb),
    descentM: Math.round(descent),
    movingTime: Math.round(movingSeconds),
    splits,
    steepestGrade: round(steepest * 100, 1)
  }
}

const round = (value, digits) => Number(value.toFixed(digits))

module.exports = { trackStats }

// When this file is started as a worker thread (server.js does, once per core), it serves
// trackStats requests from the main thread: it says it is ready, gets a track id, answers with
// the statistics or the error, and says it is ready again.
const { isMainThread, parentPort } = require('node:worker_threads')
if (!isMainThread && parentPort) {
  parentPort.on('message', (id) => {
    let reply
    try {
      reply = { ok: true, stats: trackStats(id) }
    } catch (error) {
      reply = { ok: false, message: error.message }
    }
    parentPort.postMessage(reply)
  })
  parentPort.postMessage({ ready: true })
}
