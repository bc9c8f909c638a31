'use strict'
// The speed check's rounds for 03-cache-json: one round of autocannon, and the CPU time the server
// used meanwhile, per request (its preload answers with process.cpuUsage()). On 2 cores the load
// generator, which reads 500 KB per response, limits the requests per second of any server that
// caches its bytes: what a server spends per request is what tells a cache that saves the work
// from one that only moves it (bench/RESULTS.md, 03's CPU time per request on Node 22, 24 and 26).
const { loadRound, askCounter } = require('../../lib/kit')

// socketOf(server): the counter socket of that server's preload. A round's cpuPerRequest is in ms.
function cpuRound ({ socketOf, request, verifyBody }) {
  const cpuMicros = async (server) => {
    const reading = await askCounter(socketOf(server), 'cpu')
    // The preload answered the deterministic check already: no answer now is the workshop's fault.
    if (!reading || !Number.isFinite(reading.micros)) throw new Error('the CPU time of a server under test could not be read')
    return reading.micros
  }
  return async function round (server, { connections, seconds }) {
    const before = await cpuMicros(server)
    const result = await loadRound(server.url, { request, connections, seconds, verifyBody })
    const used = (await cpuMicros(server)) - before
    return { ...result, cpuPerRequest: used / 1000 / Math.max(1, result.responses) }
  }
}

module.exports = { cpuRound }
