'use strict'
// What the learner sees of their own service's figures (lib/routes/measure.js): a line per
// round, then the medians with their spread; side by side, the speed checks' live progress and
// line per pair (lib/speed/display.js), the bar charts, each figure's ratio with its spread, and
// one sentence that says what the numbers show.
const chalk = require('chalk')
const { barChart, shown, formatNumber, formatRatio } = require('../text/charts')
const { hold } = require('../text/line-break')
const { showSpeedProgress } = require('../speed/display')
const { displayWidth, padEnd } = require('../text/text-width')

const latencyText = (ms) => shown.latency(ms).text

// CPU time per request, in µs as the speed checks' pair lines show it.
const cpuText = (ms) => `${formatNumber(Math.round(ms * 1000))} µs`

// "1,234 req/s · p99 12 ms · CPU 812 µs/req" of one round.
function roundText (round) {
  const cpu = round.cpuPerRequest === undefined ? '' : ` · CPU ${cpuText(round.cpuPerRequest)}/req`
  return hold(`${formatNumber(round.rps)} req/s · p99 ${latencyText(round.p99)}${cpu}`)
}

// Rows of a small table: labels padded to one width.
function table (out, rows) {
  const width = Math.max(...rows.map(([label]) => displayWidth(label)))
  for (const [label, text] of rows) out.line(`    ${padEnd(label, width)}  ${text}`, { hang: width + 6 })
}

// The heading of a route's measurement.
function showRouteHeading ({ t, out, request, settings, labels }) {
  const params = {
    route: request.text,
    connections: settings.connections,
    seconds: formatNumber(settings.roundSeconds, settings.roundSeconds % 1 ? 1 : 0),
    rounds: settings.minPairs
  }
  out.heading(labels
    ? t('routes.heading_vs', { ...params, a: labels[0], b: labels[1] })
    : t('routes.heading_alone', params))
}

// The live progress of one server's rounds (measureAlone's onEvent).
function showAloneProgress ({ t, out }) {
  return (event) => {
    if (event.type === 'warmup') out.status(t('routes.warming_up'))
    if (event.type === 'round') out.status(t('routes.measuring', { number: event.number, total: event.total }))
    if (event.type === 'measured') out.line(`    ${hold(t('routes.round', { number: event.number }))}  ${roundText(event.round)}`, { hang: 6 })
  }
}

// The medians of one server's rounds, with the lowest and highest round.
function showAloneResult ({ t, out, measured, request, label }) {
  out.endStatus()
  const range = (figure, format) => t('routes.range', { value: format(figure.median), low: format(figure.low), high: format(figure.high) })
  out.line('')
  out.line('  ' + t('routes.summary_alone', { route: request.text, file: label, rounds: measured.rounds.length }))
  const rows = [
    [t('routes.measure_rps'), range(measured.rps, (n) => formatNumber(n))],
    [t('routes.measure_p99'), range(measured.p99, latencyText)]
  ]
  if (measured.cpu) rows.push([t('routes.measure_cpu'), range(measured.cpu, cpuText)])
  table(out, rows)
}

// A figure's ratio as said: "3.22× (2.85× to 3.59×)"; for p99 and CPU with whether it is A's
// advantage ("shorter", "less") or not ("longer", "more": the ratio then inverted, so that the
// number read is at least 1); when the pairs do not tell, the plain ratio and why.
function ratioText (t, name, figure) {
  const said = (ratio, low, high) => ({ ratio: formatRatio(ratio), low: formatRatio(low), high: formatRatio(high) })
  const untold = ['close', 'inconclusive'].includes(figure.finding)
  // Told or not, the numbers; a direction only where the pairs show one.
  if (name === 'rps' || untold) {
    const text = t('routes.ratio_rps', said(figure.median, figure.low, figure.high))
    return untold ? t('routes.tagged', { text, tag: t(`routes.tag_${figure.finding}`) }) : text
  }
  if (figure.median >= 1) return t(`routes.ratio_${name}_better`, said(figure.median, figure.low, figure.high))
  return t(`routes.ratio_${name}_worse`, said(1 / figure.median, 1 / figure.high, 1 / figure.low))
}

// Side by side: the live progress and the pair lines are the speed checks' own.
function sideBySideProgress ({ t, out, labels }) {
  return showSpeedProgress({ t, out, yoursLabel: labels[0], shortLabel: labels[1] })
}

// The charts of both versions' medians, each figure's ratio with its spread, and what they show.
function showSideBySideResult ({ t, out, measured, request, labels, settings }) {
  out.endStatus()
  const { result, figures } = measured
  const paint = (text, index) => (index === 0 ? chalk.cyan(text) : chalk.gray(text))
  const chart = (heading, format, a, b) => {
    out.line(`  ${heading}`)
    for (const line of barChart([{ label: labels[0], ...format(a) }, { label: labels[1], ...format(b) }], { paint })) out.line(line)
  }
  out.line('')
  chart(t('speed.chart_rps'), shown.count, result.yours.rps, result.baseline.rps)
  chart(t('speed.chart_p99'), shown.latency, result.yours.p99, result.baseline.p99)
  if (result.yours.cpuPerRequest !== undefined && result.baseline.cpuPerRequest !== undefined) {
    const us = (ms) => ({ value: Math.round(ms * 1000), text: cpuText(ms) })
    chart(t('routes.chart_cpu'), us, result.yours.cpuPerRequest, result.baseline.cpuPerRequest)
  }
  out.line('')
  out.line('  ' + t('routes.summary_vs', { a: labels[0], b: labels[1], route: request.text, pairs: result.pairs.length }))
  const rows = [[t('routes.measure_rps'), ratioText(t, 'rps', figures.rps)]]
  rows.push([t('routes.measure_p99'), figures.p99 ? ratioText(t, 'p99', figures.p99) : t('routes.p99_unmeasured')])
  if (figures.cpu) rows.push([t('routes.measure_cpu'), ratioText(t, 'cpu', figures.cpu)])
  table(out, rows)
  const rps = figures.rps
  out.line('')
  out.line(t(`routes.finding_${rps.finding}`, {
    a: labels[0],
    b: labels[1],
    route: request.text,
    ratio: formatRatio(rps.median),
    low: formatRatio(rps.low),
    high: formatRatio(rps.high),
    pairs: result.pairs.length,
    margin: `${Math.round(settings.margin * 100)}%`
  }))
}

module.exports = { showRouteHeading, showAloneProgress, showAloneResult, sideBySideProgress, showSideBySideResult }
