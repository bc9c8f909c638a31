'use strict'
// The terminal's rendering of what a verification found (the events of lib/reporters/index.js):
// each check with a ✓ or a ✗, the speed check's charts and summary, the verdict line. What only
// narrates (steps, headings, the speed check's live progress) the engine writes on `out` itself.
const { showSpeedResult } = require('../speed/display')

function terminalReport ({ out, t, exercise }) {
  return (event) => {
    switch (event.type) {
      case 'check':
        // A skipped functional check had nothing to judge: it is silent here.
        if (event.skipped) return
        if (event.ok) out.ok(event.name)
        else out.bad(event.name, event.stage === 'functional' ? event.message : '')
        return
      case 'speed':
        if (event.result) {
          showSpeedResult({ result: event.result, t, out, shortLabel: t(`exercises.${exercise.id}.baseline_short`) })
        }
        if (event.note) out.note(event.note)
        return
      case 'verdict':
        out.verdict(event.kind, event.shown || event.text)
    }
  }
}

module.exports = { terminalReport }
