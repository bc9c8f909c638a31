'use strict'
// Whether Clinic.js flame (an optional dependency) is installed: asked by \`profile\` and by
// preflight, which must not load the profiler to know it.
function clinicInstalled () {
  try {
    require.resolve('@clinic/flame')
    return true
  } catch {
    return false
  }
}

module.exports = { clinicInstalled }
