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

// The three numbers bench.js prints: "requests: 12345", "req/s: 4115.2", "p99: 3 ms".
function parseReport (text) {
  const number = (pattern) => {
    const match = pattern.exec(text)
    return match ? Number(match[1].replace(/[,_]/g, '')) : undefined
  }
  return {
    requests: number(/^\s*requests:\s*([\d,_.]+)\s*$/mi),
    rps: number(/^\s*req\/s:\s*([\d,_.]+)\s*$/mi),
    p99: number(/^\s*p99:\s*([\d,_.]+)\s*(?:ms)?\s*$/mi)
  }
}

module.exports = { splitIntoRuns, parseReport }
