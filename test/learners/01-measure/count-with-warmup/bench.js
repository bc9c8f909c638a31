'use strict'
const autocannon = require('autocannon')

const url = process.argv[2]
let requests = 0

// One run of autocannon, counting every response as it comes.
function run (duration) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration }, (err, result) => (err ? reject(err) : resolve(result)))
    instance.on('response', () => { requests++ })
  })
}

async function main () {
  await run(1) // warm-up
  const result = await run(3)
  console.log(`requests: ${requests}`)
  console.log(`req/s: ${result.requests.average}`)
  console.log(`p99: ${result.latency.p99} ms`)
}

main()
