'use strict'
// The onboarding report: the learner's progress and the numbers measured at each passing verify,
// as JSON and as one self-contained HTML page (no network, no external files) with a chart per
// exercise that a mentor can open in any browser.
const os = require('node:os')
const { listExercises, exerciseTitle } = require('./exercises')
const { formatRatio } = require('./text/charts')
const { NAME } = require('./names')

function reportData ({ results, completed, t, version }) {
  return {
    workshop: NAME,
    version,
    generated: new Date().toISOString(),
    language: t.lang,
    machine: { cores: os.availableParallelism(), node: process.version, platform: `${process.platform}-${process.arch}` },
    exercises: listExercises().map((exercise) => ({
      number: exercise.number,
      id: exercise.id,
      title: exerciseTitle(t, exercise),
      baseline: exercise.spec.speed ? t(`exercises.${exercise.id}.baseline_short`) : null,
      completed: completed.includes(exercise.id),
      result: results[exercise.id] || null
    }))
  }
}

// JSON inside a <script> element: "<" escaped so no "</script>" in the data can end it.
function scriptJson (value) {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

function escapeHtml (text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]))
}

// Drawn in the browser from the embedded data: two bar groups (req/s, p99) per exercise.
const CHART_SCRIPT = `
const data = JSON.parse(document.getElementById('data').textContent);
const labels = JSON.parse(document.getElementById('labels').textContent);
const SVG = 'http://www.w3.org/2000/svg';
function el(name, attrs, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}
function group(svg, top, title, rows, unit) {
  svg.appendChild(el('text', { x: 0, y: top + 12, class: 'title' }, title));
  const max = Math.max(...rows.map((r) => r.value), 1);
  rows.forEach((row, i) => {
    const y = top + 20 + i * 24;
    svg.appendChild(el('text', { x: 0, y: y + 14 }, row.label));
    svg.appendChild(el('rect', { x: 110, y, height: 18, width: Math.max(1, 300 * row.value / max), class: 'bar ' + row.kind }));
    svg.appendChild(el('text', { x: 116 + 300 * row.value / max, y: y + 14 }, Math.round(row.value).toLocaleString() + ' ' + unit));
  });
}
for (const exercise of data.exercises) {
  const result = exercise.result;
  if (!result || !result.yours) continue;
  const svg = el('svg', { viewBox: '0 0 520 150', width: 520, height: 150, role: 'img' });
  group(svg, 0, labels.rps, [
    { label: labels.yours, value: result.yours.rps, kind: 'yours' },
    { label: exercise.baseline, value: result.baseline.rps, kind: 'baseline' }], 'req/s');
  group(svg, 75, labels.p99, [
    { label: labels.yours, value: result.yours.p99, kind: 'yours' },
    { label: exercise.baseline, value: result.baseline.p99, kind: 'baseline' }], 'ms');
  document.getElementById('chart-' + exercise.id).appendChild(svg);
}
`

function exerciseSection (exercise, t) {
  const result = exercise.result
  const status = exercise.completed ? t('report.completed') : t('report.not_yet')
  let details = `<p class="status ${exercise.completed ? 'done' : 'todo'}">${escapeHtml(status)}</p>`
  if (result && result.yours) {
    details += `<p>${escapeHtml(t('report.ratio', {
      ratio: formatRatio(result.ratio),
      low: formatRatio(result.low),
      high: formatRatio(result.high),
      threshold: formatRatio(result.threshold),
      baseline: exercise.baseline
    }))}</p><div class="chart" id="chart-${escapeHtml(exercise.id)}"></div>`
  } else if (result) {
    details += `<p>${escapeHtml(t('report.no_speed'))}</p>`
  }
  if (result) {
    details += `<p class="meta">${escapeHtml(t('report.measured', { date: result.date.slice(0, 10), node: result.node, cores: result.cores }))}</p>`
  }
  return `<section><h2>${exercise.number}. ${escapeHtml(exercise.title)}</h2>${details}</section>`
}

function reportHtml (data, t) {
  const done = data.exercises.filter((e) => e.completed).length
  return `<!doctype html>
<html lang="${escapeHtml(data.language)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(t('report.title'))}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 760px; margin: 2em auto; padding: 0 1em; color: #222; }
section { border-top: 1px solid #ddd; padding: .5em 0 1em; }
.status.done { color: #17803d; font-weight: 600; } .status.todo { color: #888; }
.meta { color: #666; font-size: 13px; }
svg text { font-size: 12px; } svg text.title { font-weight: 600; }
.bar.yours { fill: #0a7bbd; } .bar.baseline { fill: #b9b9b9; }
</style>
</head>
<body>
<h1>${escapeHtml(t('report.title'))}</h1>
<p>${escapeHtml(t('report.summary', { done, total: data.exercises.length, date: data.generated.slice(0, 10), node: data.machine.node, cores: data.machine.cores }))}</p>
${data.exercises.map((exercise) => exerciseSection(exercise, t)).join('\n')}
<script type="application/json" id="data">${scriptJson(data)}</script>
<script type="application/json" id="labels">${scriptJson({ rps: t('speed.chart_rps'), p99: t('speed.chart_p99'), yours: t('speed.yours') })}</script>
<script>${CHART_SCRIPT}</script>
</body>
</html>
`
}

module.exports = { reportData, reportHtml, escapeHtml }
