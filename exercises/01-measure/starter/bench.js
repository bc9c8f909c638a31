'use strict'
// bench.js: how fast is the server at the URL given on the command line?
//   node bench.js http://127.0.0.1:3000/
//
// This first attempt sends one request at a time with fetch() for 3 seconds and counts them.
// It does not warm up, uses a single connection and says nothing about latency. Rewrite it with
// autocannon's programmatic API (see the problem text) so that it prints:
//   requests: <total>
//   req/s: <average>
//   p99: <milliseconds> ms
const url = process.argv[2] || 'http://127.0.0.1:3000/'
const seconds = 3

async function main () {
  const end = Date.now() + seconds * 1000
  let requests = 0
  while (Date.now() < end) {
    const response = await fetch(url)
    await response.arrayBuffer()
    requests++
  }
  console.log(`requests: ${requests}`)
  console.log(`req/s: ${(requests / seconds).toFixed(1)}`)
}

main()
