'use strict'
// Splits the connections the counting server saw into runs. A warm-up and the measured run use
// different connections, one after the other: a new run starts with a connection whose first
// request came after the last request of every connection before it.
function splitIntoRuns (connections) {
  const sorted = [...connections].sort((a, b) => a.first - b.first)
  const runs = []
  let latest = -Infinity
  for (const connection of sorted) {
    if (connection.first > latest) runs.push([])
    runs[runs.length - 1].push(connection)
    latest = Math.max(latest, connection.last)
  }
  return runs.map((run) => ({
    connections: run.length,
    requests: run.reduce((sum, c) => sum + c.requests, 0),
    seconds: (Math.max(...run.map((c) => c.last)) - Math.min(...run.map((c) => c.first))) / 1000
  }))
}

// The three numbers bench.js prints: "requests: 12345", "req/s: 4115.2", "p99: 3 ms", each as
// the problem shows it: digits and at most one decimal point. A line whose number is written
// otherwise ("requests: 10,512", "req/s: 4115,2": toLocaleString(), whose separators depend on
// the machine's language) is listed in `unplain` and its number left undefined: read as it
// stands, the same program would report another number on another laptop.
const PLAIN = /^\d+(\.\d+)?$/
function parseReport (text) {
  const unplain = []
  const number = (pattern) => {
    const match = pattern.exec(text)
    if (!match) return undefined
    const written = match[1].trim()
    if (PLAIN.test(written)) return Number(written)
    if (/\d/.test(written)) unplain.push(match[0].trim())
    return undefined
  }
  return {
    requests: number(/^[ \t]*requests:[ \t]*([^\n]*?)[ \t]*$/mi),
    rps: number(/^[ \t]*req\/s:[ \t]*([^\n]*?)[ \t]*$/mi),
    p99: number(/^[ \t]*p99:[ \t]*([^\n]*?)[ \t]*(?:ms)?[ \t]*$/mi),
    unplain
  }
}

module.exports = { splitIntoRuns, parseReport }
