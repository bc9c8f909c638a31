'use strict'
// Clinic's samples as a V8 CPU profile, for lib/profile/flame-collector.js (its one user), so that
// lib/profile/cpu-profile.js summarises a profile the same way whichever profiler took it.

// The event loop waiting for I/O, as native symbols in V8's --prof samples.
const IDLE_WAIT = /^(epoll_p?wait|kevent|uv__io_poll|GetQueuedCompletionStatus)/

// A tick's stack up to its innermost JavaScript frame. V8's --prof samples end in whatever ran last:
// a built-in (StringPrototypeCharCodeAt), a bytecode handler, C++ in the node binary. --cpu-prof
// counts that time to the JavaScript function that called it, and so does the summary: otherwise
// nine tenths of a busy server's time would read "native" (04's starter under Clinic, Node 26).
// A stack with no JavaScript at all (the event loop, a write) stays native. The top-level code of
// one of Node's own modules ("(anonymous) node:dgram:1") is no frame a request runs: it runs once,
// when the module loads. V8's log named it for code at an address its code had once held (13's
// starter, Node 26: "34.1 % (anonymous) node:dgram:1", nothing there uses UDP); the tick goes to
// the frame that called it, which the log names right.
const MODULE_TOP_LEVEL = /^(\(anonymous\))?\s*node:[\w/]+:1:\d+$/
function upToJavaScript (stack) {
  const innermost = stack.findLastIndex((frame) => frame.type === 'JS' && !MODULE_TOP_LEVEL.test(frame.name.trim()))
  return innermost === -1 ? stack.filter((frame) => frame.type !== 'JS') : stack.slice(0, innermost + 1)
}

// Clinic's samples (0x ticks: per tick the stack, outermost frame first, each frame named
// "function url:line:column", or a bare native symbol) as a V8 CPU profile, so the same summary
// works on both. V8's --prof sampler and --cpu-prof cannot run in the same process, so under
// Clinic this is where the terminal summary comes from.
function fromClinicTicks (ticks, tickMicros = 1000) {
  const root = { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [] }
  const nodes = [root]
  const childIndex = new Map() // "parentId|frame name" → node
  const samples = []
  for (const ticked of ticks) {
    // Waiting for I/O is idle time, as --cpu-prof counts it, not work.
    const stack = ticked.some((frame) => IDLE_WAIT.test(frame.name)) ? [{ name: '(idle)', type: 'CPP' }] : upToJavaScript(ticked)
    let parent = root
    for (const frame of stack) {
      const key = `${parent.id}|${frame.name}`
      let node = childIndex.get(key)
      if (!node) {
        const js = frame.type === 'JS' && /^(.*?) ?(\S+):(\d+):(\d+)$/.exec(frame.name)
        node = {
          id: nodes.length + 1,
          callFrame: js
            ? { functionName: js[1].trim(), url: js[2], lineNumber: Number(js[3]) - 1, columnNumber: Number(js[4]) - 1 }
            : { functionName: frame.name.trim(), url: '', lineNumber: -1, columnNumber: -1 },
          children: []
        }
        nodes.push(node)
        parent.children.push(node.id)
        childIndex.set(key, node)
      }
      parent = node
    }
    samples.push(parent.id)
  }
  return { nodes, startTime: 0, endTime: samples.length * tickMicros, samples, timeDeltas: samples.map(() => tickMicros) }
}

module.exports = { fromClinicTicks }
