'use strict'
// The room's page (`grade --class <folder> --html <file>`, also `grade --html` for one learner): a
// page an instructor projects at a meetup. One row per learner, one column per exercise (the
// points, coloured by the verdict), the learner's points and the requirement they are stuck on
// (the point that failed first: ./results.js), then what was not graded (folders named almost
// right). Plain HTML and CSS, no script: every text escaped, a learner's folder named like markup
// shows as text. While grading goes on, the page is rewritten after each exercise and reloads
// itself every 15 s.
const { escapeHtml } = require('../report')

const STATUS_CLASS = { pass: 'pass', fail: 'fail', inconclusive: 'inconclusive', 'not-attempted': 'none', 'not-run': 'pending' }

function cell (result, t) {
  const label = result.status === 'not-attempted' ? '·' : result.status === 'not-run' ? '…' : `${result.points}/${result.max}`
  const tip = `${result.exercise.id}: ${result.title}\n${t(`page.status_${result.status.replace(/-/g, '_')}`)}${result.message && result.status !== 'pass' ? `\n${result.message}` : ''}`
  return `<td class="${STATUS_CLASS[result.status]}" title="${escapeHtml(tip)}">${escapeHtml(label)}</td>`
}

function stuckCell (learner, t) {
  if (!learner.stuck) return `<td class="stuck">${learner.status === 'pass' ? escapeHtml(t('page.nothing_stuck')) : ''}</td>`
  const { requirement, title, message } = learner.stuck
  return `<td class="stuck"><code>${escapeHtml(requirement)}</code><br>${escapeHtml(title)}<div class="message">${escapeHtml(message || '')}</div></td>`
}

function learnerRow (learner, t) {
  const name = learner.name === null ? learner.folder : learner.name
  return `<tr><th scope="row">${escapeHtml(name)}</th>${learner.exercises.map((result) => cell(result, t)).join('')}` +
    `<td class="total">${escapeHtml(`${learner.points}/${learner.max}`)}</td>${stuckCell(learner, t)}</tr>`
}

function notesList (document, t) {
  const notes = document.learners.flatMap((learner) => [...learner.notes, ...learner.exercises.flatMap((result) => result.notes)]
    .map((note) => ({ learner: learner.name === null ? learner.folder : learner.name, message: note.message })))
  if (notes.length === 0) return ''
  return `<h2>${escapeHtml(t('page.not_graded'))}</h2>\n<ul class="notes">${notes.map((note) => `<li><strong>${escapeHtml(note.learner)}</strong>: ${escapeHtml(note.message)}</li>`).join('')}</ul>`
}

function roomPage (document, t) {
  const exercises = document.learners[0] ? document.learners[0].exercises : []
  const done = document.learners.flatMap((learner) => learner.exercises).filter((result) => result.status !== 'not-run').length
  const total = document.learners.length * exercises.length
  const state = document.complete
    ? t('page.complete', { date: (document.ended || '').slice(0, 16).replace('T', ' '), node: document.node, cores: document.cores, version: document.workshop })
    : document.cancelled ? t('page.cancelled', { done, total }) : t('page.in_progress', { done, total })
  return `<!doctype html>
<html lang="${escapeHtml(document.lang)}">
<head>
<meta charset="utf-8">
${document.complete || document.cancelled ? '' : '<meta http-equiv="refresh" content="15">\n'}<title>${escapeHtml(t('page.title'))}</title>
<style>
body { font: 16px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: .3em .5em; text-align: center; }
th[scope=row] { text-align: left; max-width: 14em; overflow-wrap: anywhere; }
td.pass { background: #d6f5dd; } td.fail { background: #fbd5d5; } td.inconclusive { background: #fff1c2; }
td.none { color: #999; } td.pending { color: #999; background: #f3f3f3; }
td.total { font-weight: 600; } td.stuck { text-align: left; max-width: 26em; font-size: 14px; }
td.stuck .message { color: #555; font-size: 13px; }
.state { color: #555; } .legend span { display: inline-block; padding: 0 .5em; margin-right: .3em; }
</style>
</head>
<body>
<h1>${escapeHtml(t('page.title'))}</h1>
<p class="state">${escapeHtml(state)}</p>
<p class="legend"><span style="background:#d6f5dd">${escapeHtml(t('page.status_pass'))}</span><span style="background:#fbd5d5">${escapeHtml(t('page.status_fail'))}</span><span style="background:#fff1c2">${escapeHtml(t('page.status_inconclusive'))}</span><span>· ${escapeHtml(t('page.status_not_attempted'))}</span></p>
<table>
<thead><tr><th scope="col">${escapeHtml(t('page.learner'))}</th>${exercises.map((result) => `<th scope="col" title="${escapeHtml(result.title)}">${escapeHtml(String(result.exercise.number).padStart(2, '0'))}</th>`).join('')}<th scope="col">${escapeHtml(t('page.points'))}</th><th scope="col">${escapeHtml(t('page.stuck_on'))}</th></tr></thead>
<tbody>
${document.learners.map((learner) => learnerRow(learner, t)).join('\n')}
</tbody>
</table>
${notesList(document, t)}
</body>
</html>
`
}

// grade could not start (no such folder): the page says why.
function bailOutPage (error, { lang, t }) {
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(t('page.title'))}</title>\n</head>\n<body>\n<h1>${escapeHtml(t('page.title'))}</h1>\n<p class="error">${escapeHtml(error.message)}</p>\n</body>\n</html>\n`
}

module.exports = { roomPage, bailOutPage }
