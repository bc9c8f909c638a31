'use strict'
// Numbers made readable with toLocaleString(), on a laptop whose language is German (pinned here
// so that the entry prints the same on every machine): "req/s: 4.115,2". Measured right, printed
// in a form the problem does not show, and on an English laptop the same program prints
// "4,115.2".
const autocannon = require('autocannon')

const url = process.argv[2]
const readable = (value, digits) => value.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits })

async function main () {
  await autocannon({ url, connections: 10, duration: 1 }) // warm-up, thrown away
  const result = await autocannon({ url, connections: 10, duration: 3 })
  console.log(`requests: ${readable(result.requests.total, 0)}`)
  console.log(`req/s: ${readable(result.requests.average, 1)}`)
  console.log(`p99: ${readable(result.latency.p99, 0)} ms`)
}

main()
