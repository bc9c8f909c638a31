'use strict'
// Terminal charts for the speed check: horizontal bars of req/s and p99 for both servers.
const { displayWidth, padEnd } = require('./text-width')

const FULL = '█'
const PARTS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉']

function bar (value, max, width) {
  const cells = max > 0 ? (value / max) * width : 0
  const whole = Math.floor(cells)
  return FULL.repeat(whole) + PARTS[Math.floor((cells - whole) * 8)]
}

// rows: [{ label, value, text }] → lines like "  yours    ████████████  3,512 req/s". `value`
// is the number as `text` shows it (rounded alike: shown()), so that two values shown alike get
// bars alike.
function barChart (rows, { width = 32, paint = (s) => s } = {}) {
  const labelWidth = Math.max(...rows.map((row) => displayWidth(row.label)))
  const max = Math.max(...rows.map((row) => row.value))
  return rows.map((row, index) => {
    const drawn = padEnd(bar(row.value, max, width), width)
    return `    ${padEnd(row.label, labelWidth)}  ${paint(drawn, index)}  ${row.text}`
  })
}

function formatNumber (value, digits = 0) {
  return Number(value).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
}

function formatRatio (value) {
  return formatNumber(value, 2) + '×'
}

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits

// A measurement as it is shown, and the value a bar is drawn from, rounded alike:
// { value, text }. Milliseconds with a decimal below 10 ms (2.4 ms and 1.6 ms are not both
// "2 ms"), requests per second whole, CPU time per request in whole µs, bytes whole below 1 KB, in
// KB with a decimal above.
const shown = {
  ms (value) {
    const digits = value < 10 ? 1 : 0
    const rounded = round(value, digits)
    return rounded === 0 ? { value: 0, text: '<0.1 ms' } : { value: rounded, text: `${formatNumber(rounded, digits)} ms` }
  },
  count (value) {
    const rounded = Math.round(value)
    return { value: rounded, text: formatNumber(rounded) }
  },
  // A latency autocannon measured: it counts whole milliseconds, so its 0 is under 1 ms.
  latency (value) {
    return value === 0 ? { value: 0, text: '<1 ms' } : shown.ms(value)
  },
  // CPU time per request, given in ms, shown in µs (03's: 0.08 to 3 ms).
  cpu (value) {
    const us = Math.round(value * 1000)
    return { value: us, text: `${formatNumber(us)} µs` }
  },
  bytes (value) {
    if (value < 1024) return { value: Math.round(value), text: `${formatNumber(value)} B` }
    const kb = round(value / 1024, 1)
    return { value: kb * 1024, text: `${formatNumber(kb, 1)} KB` }
  }
}

const formatMs = (value) => shown.ms(value).text
const formatBytes = (value) => shown.bytes(value).text

module.exports = { barChart, shown, formatNumber, formatRatio, formatMs, formatBytes }
