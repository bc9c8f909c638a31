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

// rows: [{ label, value, text }] → lines like "  yours    ████████████  3,512 req/s".
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

function formatMs (value) {
  return value < 1 ? '<1 ms' : `${formatNumber(value)} ms`
}

function formatBytes (value) {
  return value < 1024 ? `${formatNumber(value)} B` : `${formatNumber(value / 1024, 1)} KB`
}

module.exports = { barChart, formatNumber, formatRatio, formatMs, formatBytes }
