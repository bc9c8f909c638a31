'use strict'
// Reads V8 heap snapshots (the .heapsnapshot JSON that v8.writeHeapSnapshot and Chrome DevTools
// write) and compares two of the same process: what grew, by constructor, and the retaining path
// of the biggest growing group back to a variable or property of the learner's code, with the
// file and line V8 records for closures (the snapshot's `locations`).
//
// Written here rather than taken from a package: memlab's heap analysis (@memlab/core) pulls in
// the whole of puppeteer and a browser download; this is the part we need, in one small file.
//
// The format, as V8 writes it: `snapshot.meta` names the fields; `nodes` is a flat array of
// node_fields per node (type, name, id, self_size, edge_count, …), `edges` a flat array of
// edge_fields per edge (type, name_or_index, to_node = index into `nodes`), each node's edges
// following the previous node's; `strings` holds every name; `locations` holds
// [object_index, script_id, line, column] for closures. Node ids stay the same across snapshots
// of one process, which is how DevTools' "Comparison" view tells new objects from old.
const fs = require('node:fs')

// Node types grouped as DevTools' "Summary" view shows them; objects by their constructor.
const GROUP_OF_TYPE = {
  hidden: '(system)',
  array: '(array)',
  string: '(string)',
  'concatenated string': '(string)',
  'sliced string': '(string)',
  code: '(compiled code)',
  closure: '(closure)',
  regexp: 'RegExp',
  number: '(number)',
  symbol: '(symbol)',
  bigint: '(bigint)',
  'object shape': '(object shape)'
}

function readSnapshot (file) {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  const meta = raw.snapshot.meta
  const nodeFields = meta.node_fields
  const edgeFields = meta.edge_fields
  const heap = {
    nodeTypes: meta.node_types[0],
    edgeTypes: meta.edge_types[0],
    strings: raw.strings,
    nodes: raw.nodes,
    edges: raw.edges,
    nodeFieldCount: nodeFields.length,
    edgeFieldCount: edgeFields.length,
    f: {
      type: nodeFields.indexOf('type'),
      name: nodeFields.indexOf('name'),
      id: nodeFields.indexOf('id'),
      size: nodeFields.indexOf('self_size'),
      edgeCount: nodeFields.indexOf('edge_count'),
      edgeType: edgeFields.indexOf('type'),
      edgeName: edgeFields.indexOf('name_or_index'),
      edgeTo: edgeFields.indexOf('to_node')
    },
    locations: raw.locations || []
  }
  heap.count = heap.nodes.length / heap.nodeFieldCount
  // Where each node's edges start in `edges`.
  heap.firstEdge = new Uint32Array(heap.count + 1)
  for (let i = 0; i < heap.count; i++) {
    heap.firstEdge[i + 1] = heap.firstEdge[i] + heap.nodes[i * heap.nodeFieldCount + heap.f.edgeCount] * heap.edgeFieldCount
  }
  return heap
}

const field = (heap, node, name) => heap.nodes[node * heap.nodeFieldCount + heap.f[name]]
const typeOf = (heap, node) => heap.nodeTypes[field(heap, node, 'type')]
const nameOf = (heap, node) => heap.strings[field(heap, node, 'name')]

function groupOf (heap, node) {
  const type = typeOf(heap, node)
  if (type === 'synthetic') return null
  return GROUP_OF_TYPE[type] || nameOf(heap, node) || '(anonymous)'
}

function * edgesOf (heap, node) {
  const { edges, edgeFieldCount, f } = heap
  for (let e = heap.firstEdge[node]; e < heap.firstEdge[node + 1]; e += edgeFieldCount) {
    const type = heap.edgeTypes[edges[e + f.edgeType]]
    const nameOrIndex = edges[e + f.edgeName]
    yield {
      type,
      name: type === 'element' || type === 'hidden' ? nameOrIndex : heap.strings[nameOrIndex],
      to: edges[e + f.edgeTo] / heap.nodeFieldCount
    }
  }
}

// Per group: { count, size } in each snapshot, and the nodes of `after` that `before` did not have.
// Resolves the groups that grew, the biggest growth (in bytes) first.
function compareSnapshots (before, after) {
  const groups = new Map()
  const entry = (name) => {
    if (!groups.has(name)) groups.set(name, { name, countBefore: 0, sizeBefore: 0, countAfter: 0, sizeAfter: 0, added: [] })
    return groups.get(name)
  }
  const seen = new Set()
  for (let node = 0; node < before.count; node++) {
    seen.add(field(before, node, 'id'))
    const name = groupOf(before, node)
    if (name === null) continue
    const group = entry(name)
    group.countBefore++
    group.sizeBefore += field(before, node, 'size')
  }
  for (let node = 0; node < after.count; node++) {
    const name = groupOf(after, node)
    if (name === null) continue
    const group = entry(name)
    group.countAfter++
    group.sizeAfter += field(after, node, 'size')
    if (!seen.has(field(after, node, 'id'))) group.added.push(node)
  }
  return [...groups.values()]
    .map((group) => ({ ...group, countDelta: group.countAfter - group.countBefore, sizeDelta: group.sizeAfter - group.sizeBefore }))
    .filter((group) => group.sizeDelta > 0)
    .sort((a, b) => b.sizeDelta - a.sizeDelta)
}

// The shortest path from the snapshot's root to `target`, over strong edges (weak ones do not keep
// anything alive): [{ node, edge }], the target last. Breadth-first over the whole graph.
function retainingPath (heap, target) {
  const parent = new Int32Array(heap.count).fill(-1)
  const parentEdge = new Array(heap.count)
  parent[0] = 0
  const queue = new Uint32Array(heap.count)
  let head = 0
  let tail = 0
  queue[tail++] = 0
  while (head < tail && parent[target] === -1) {
    const node = queue[head++]
    for (const edge of edgesOf(heap, node)) {
      if (edge.type === 'weak' || parent[edge.to] !== -1) continue
      parent[edge.to] = node
      parentEdge[edge.to] = edge
      queue[tail++] = edge.to
    }
  }
  if (parent[target] === -1) return null
  const path = []
  for (let node = target; node !== 0; node = parent[node]) path.unshift({ node, edge: parentEdge[node] })
  return path
}

// script id → script name, from the closures V8 recorded a location for (closure → shared
// function info → script, whose name is the file).
function scriptNames (heap) {
  const names = new Map()
  const { locations, nodeFieldCount } = heap
  for (let k = 0; k < locations.length; k += 4) {
    const scriptId = locations[k + 1]
    if (names.has(scriptId)) continue
    const closure = locations[k] / nodeFieldCount
    const shared = [...edgesOf(heap, closure)].find((edge) => edge.name === 'shared')
    const script = shared && [...edgesOf(heap, shared.to)].find((edge) => edge.name === 'script')
    const name = script && [...edgesOf(heap, script.to)].find((edge) => edge.name === 'name')
    if (name) names.set(scriptId, nameOf(heap, name.to))
  }
  return names
}

// node → { file, line } (line from 1) for closures.
function closureLocations (heap) {
  const scripts = scriptNames(heap)
  const found = new Map()
  const { locations, nodeFieldCount } = heap
  for (let k = 0; k < locations.length; k += 4) {
    const file = scripts.get(locations[k + 1])
    if (file) found.set(locations[k] / nodeFieldCount, { file, line: locations[k + 2] + 1 })
  }
  return found
}

// The ids of a snapshot's nodes: what existed before, for describePath's `existed`.
function idsOf (heap) {
  const ids = new Set()
  for (let node = 0; node < heap.count; node++) ids.add(field(heap, node, 'id'))
  return ids
}

// The path described for people: from the object up to the root, each step the edge that holds
// it and the holder; `closure` is the first closure above the holder with a location.
// `holder` is the long-lived name that keeps the object: the first variable (a closure's context
// slot) on the way up whose context existed before the load (`existed(id)`), else the first such
// property, else the first variable or property at all. A variable of a context made during the
// load belongs to one request (a listener's closure, say) and is not what leaks.
function describePath (heap, path, existed = () => true) {
  const locations = closureLocations(heap)
  const steps = path.map(({ node, edge }, index) => {
    const holder = index > 0 ? path[index - 1].node : 0
    return {
      edgeType: edge.type,
      edgeName: edge.name,
      node: { group: groupOf(heap, node), name: nameOf(heap, node), type: typeOf(heap, node), size: field(heap, node, 'size') },
      holder: { group: groupOf(heap, holder), name: nameOf(heap, holder), type: typeOf(heap, holder), location: locations.get(holder) || null },
      holderId: field(heap, holder, 'id'),
      location: locations.get(node) || null
    }
  }).reverse()
  const isVariable = (step) => step.edgeType === 'context'
  const isProperty = (step) => step.edgeType === 'property' && step.edgeName !== '__proto__'
  const old = (step) => existed(step.holderId)
  const found = [(step) => isVariable(step) && old(step), (step) => isProperty(step) && old(step), (step) => isVariable(step) || isProperty(step)]
    .map((test) => steps.findIndex(test))
  const named = found.find((index) => index >= 0) ?? -1
  const closure = steps.slice(Math.max(named, 0)).find((step) => step.node.type === 'closure' && step.location)
  return { steps, holder: named >= 0 ? steps[named] : null, closure: closure ? closure.location : null }
}

module.exports = { readSnapshot, compareSnapshots, retainingPath, describePath, idsOf, groupOf }
