'use strict'
// Work that several checks of one verification share (a traffic run, an instance of the learner's
// server), done once, by whichever asks first: spec.prepare or a check.
const made = new WeakMap()

// work(ctx), once per verification and name: its promise, the same for every caller.
function oncePerVerification (ctx, name, work) {
  if (!made.has(ctx)) made.set(ctx, new Map())
  const mine = made.get(ctx)
  if (!mine.has(name)) {
    const result = work(ctx)
    result.catch(() => {}) // a verification that ends before a check awaits it (a functional FAIL)
    mine.set(name, result)
  }
  return mine.get(name)
}

module.exports = { oncePerVerification }
