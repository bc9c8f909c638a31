'use strict'
// What the learner sees of a speed check: a live progress bar while rounds run, a line per pair,
// and at the end bar charts for both servers: first what the check compares, with its route.
const chalk = require('chalk')
const { barChart, shown, formatNumber, formatRatio, formatMs } = require('../text/charts')
const { hold } = require('../text/line-break')

const BAR_WIDTH = 20

function progressBar (done, total) {
  const filled = Math.round((done / total) * BAR_WIDTH)
  return '▕' + '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled) + '▏'
}

// yoursLabel: the learner's side ("yours"; a file's name when two versions of their own service
// are compared, lib/routes/).
function showSpeedProgress ({ t, out, shortLabel, yoursLabel = t('speed.yours') }) {
  let rounds = 0
  let minPairs = 3
  return (event) => {
    if (event.type === 'warmup') {
      minPairs = event.settings.minPairs
      out.status(`${progressBar(0, 1)} ${t('speed.warming_up')}`)
      return
    }
    if (event.type === 'round') {
      // Planned rounds grow when a verdict needs more pairs.
      const planned = Math.max(minPairs, event.pair) * 2
      const who = event.side === 'yours' ? yoursLabel : shortLabel
      out.status(`${progressBar(rounds, planned)} ${t('speed.measuring', { pair: event.pair, who })}`)
      rounds++
      return
    }
    if (event.type === 'pair') {
      const { yours, baseline, ratio } = event.pair
      // Each server's numbers stay together when a narrow terminal wraps the line.
      // 03's rounds measure the server's CPU time per request: 0.08 to 3 ms, shown in µs.
      const cpu = (round) => (round.cpuPerRequest === undefined ? '' : ` · CPU ${formatNumber(Math.round(round.cpuPerRequest * 1000))} µs/req`)
      const side = (label, round) => hold(`${label} ${formatNumber(round.rps)} req/s · p99 ${formatMs(round.p99)}${cpu(round)}`)
      out.line(`    ${hold(t('speed.pair', { number: event.number }))}  ${side(yoursLabel, yours)}   ` +
        `${side(shortLabel, baseline)}   ${chalk.bold(formatRatio(ratio))}`, { hang: 6 })
      // Only when the noise is why more rounds follow.
      if (event.noisy && !event.done && event.number === minPairs) out.note(t('speed.noisy'))
    }
  }
}

// The charts, the one the check compares first and named so, with its route: req/s (what most
// exercises compare), p99 of /health while a route is loaded (07, 13: that route's req/s follow,
// shown, not judged) or CPU time per request (03); then the others, each said to be shown only.
function showSpeedResult ({ result, t, out, shortLabel }) {
  out.endStatus()
  const yoursLabel = t('speed.yours')
  const paint = (text, index) => (index === 0 ? chalk.cyan(text) : chalk.gray(text))
  out.line('')
  // A chart's rows: each server's number as shown, and its bar drawn from that shown number.
  const rows = (format, yours, baseline) => [
    { label: yoursLabel, ...format(yours) },
    { label: shortLabel, ...format(baseline) }
  ]
  const name = (request) => (request ? `${request.method} ${request.path}` : '')
  const judged = name(result.request)
  const loaded = result.loaded ? name(result.loaded) : judged
  const chart = (title, format, key) => {
    out.line(`  ${title}`)
    for (const line of barChart(rows(format, result.yours[key], result.baseline[key]), { paint })) out.line(line)
  }
  const rps = () => chart(t(result.measure === 'rps' ? 'speed.chart_judged_rps' : 'speed.chart_shown_rps', { route: loaded }), shown.count, 'rps')
  const p99 = () => chart(result.measure === 'p99'
    ? t(loaded !== judged ? 'speed.chart_judged_p99_beside' : 'speed.chart_judged_p99', { route: judged, loaded })
    : t('speed.chart_shown_p99', { route: loaded }), shown.ms, 'p99')
  if (result.measure === 'cpu' && result.yours.cpuPerRequest !== undefined) {
    chart(t('speed.chart_judged_cpu', { route: judged }), shown.cpu, 'cpuPerRequest')
    rps()
    p99()
  } else if (result.measure === 'p99') {
    p99()
    rps()
  } else {
    rps()
    p99()
  }
  // Bytes only when they differ (compression, say): then they are part of the story.
  const bytes = [result.yours.bytesPerResponse, result.baseline.bytesPerResponse]
  if (Math.max(...bytes) > 1.1 * Math.min(...bytes)) {
    out.line(`  ${t('speed.chart_bytes')}`)
    for (const line of barChart(rows(shown.bytes, bytes[0], bytes[1]), { paint })) out.line(line)
  }
  out.line('')
  // One pair has no range to show (a spec may PASS on one: speed.settings.earlyPassPairs).
  out.line('  ' + t(result.pairs.length === 1 ? 'speed.summary_one_pair' : 'speed.summary', {
    baseline: shortLabel,
    ratio: formatRatio(result.ratio),
    low: formatRatio(result.low),
    high: formatRatio(result.high),
    pairs: result.pairs.length,
    threshold: formatRatio(result.threshold)
  }))
}

module.exports = { showSpeedProgress, showSpeedResult }
