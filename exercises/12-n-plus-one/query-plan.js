'use strict'
// Which tables a statement reads from start to end, asked of SQLite itself. Used by preload.js,
// inside the learner's server, on the learner's own connection (their indexes are there).
//
// EXPLAIN QUERY PLAN says it in words ("SCAN oi", "SEARCH o USING INDEX …"), but names a table by
// its alias, and a CTE or a subquery by its own name. EXPLAIN gives the program SQLite compiled
// for the statement, where nothing is named: a cursor is opened on a b-tree by its root page
// (OpenRead), and a loop over all of that b-tree starts at its first or last entry (Rewind, Last)
// and steps (Next, Prev); a search seeks a key instead (SeekGE, SeekRowid, …). So a statement
// reads a table whole when one of its cursors on that table's b-tree, or on an index of it, is
// rewound and stepped (or counted whole: Count), which is what EXPLAIN QUERY PLAN calls a SCAN of
// it, with or without "USING INDEX"; an AUTOMATIC index is built by such a loop on every run. A
// table of at most TINY_ROWS rows may be read whole: that costs nothing. What is not a table
// (json_each, a temporary b-tree for ORDER BY, a CTE's rows) has no root page and is never one.
//
// `query(sql, ...params)` runs a statement that the learner's counters do not see and resolves
// its rows. Node's own modules only: this runs inside the learner's server.
const TINY_ROWS = 100

const OPENS = new Set(['OpenRead', 'ReopenIdx', 'OpenWrite'])
const FIRST = new Set(['Rewind', 'Last'])
const STEPS = new Set(['Next', 'Prev'])
const UNCONDITIONAL = new Set(['Goto', 'Halt', 'Return'])
const RANGE_ENDS = new Set(['IdxGE', 'IdxGT', 'IdxLE', 'IdxLT'])
const COMPARISONS = new Set(['Lt', 'Le', 'Gt', 'Ge'])
// Whether an instruction may jump to `addr` (its p2 is the jump target of every jumping opcode).
const JUMPS_TO = (op, addr) => op.p2 === addr && op.opcode !== 'Integer' && !OPENS.has(op.opcode)

const quoted = (name) => `"${String(name).replaceAll('"', '""')}"`

// What `sql` reads, from one look at its program: `read`, the names of the tables it reads at all
// (a cursor opened for reading on the table's b-tree or on an index of it: a covering index answers
// for its table), and `whole`, those of more than TINY_ROWS rows that it reads from start to end.
// Each name once.
function tablesOf (query, sql) {
  const program = query(`EXPLAIN ${sql}`)
  const opened = new Map() // cursor → its b-tree, and whether it was opened to write
  for (const op of program) {
    if (OPENS.has(op.opcode)) opened.set(op.p1, { root: op.p2, database: op.p3, writes: op.opcode === 'OpenWrite' })
  }
  const read = new Set()
  const whole = new Set()
  for (const [cursor, tree] of opened) {
    const table = tableOf(query, tree)
    if (!table) continue
    if (!tree.writes) read.add(table.name)
    if (readsWhole(program, cursor) && rowsOf(query, table) > TINY_ROWS) whole.add(table.name)
  }
  return { read: [...read], whole: [...whole] }
}

// Whether the program walks all of the cursor's b-tree: a loop that starts at one end (Rewind,
// Last, whose jump is the loop's exit), steps (Next, Prev) and has no bound: a range that ends
// (an Idx* comparison on this cursor, or a comparison, jumping to the exit: "SEARCH … (id<?)"),
// or a step nothing reaches (min() and max() read one entry). Or a count of all its entries.
function readsWhole (program, cursor) {
  if (program.some((op) => op.opcode === 'Count' && op.p1 === cursor)) return true
  return program.some((start, at) => {
    if (!FIRST.has(start.opcode) || start.p1 !== cursor) return false
    const exit = start.p2
    const stepAt = program.findIndex((op, i) => i > at && STEPS.has(op.opcode) && op.p1 === cursor)
    if (stepAt < 0) return false
    const reached = !UNCONDITIONAL.has(program[stepAt - 1].opcode) || program.some((op) => JUMPS_TO(op, program[stepAt].addr))
    const bounded = program.slice(at + 1, stepAt).some((op) => op.p2 === exit &&
      ((RANGE_ENDS.has(op.opcode) && op.p1 === cursor) || COMPARISONS.has(op.opcode)))
    return reached && !bounded
  })
}

// The table a b-tree belongs to (itself, or the table of an index): { schema, name } or null.
function tableOf (query, { root, database }) {
  const schema = query('SELECT name FROM pragma_database_list WHERE seq = ?', database)[0]?.name
  if (!schema) return null
  const entry = query(`SELECT tbl_name FROM ${quoted(schema)}.sqlite_schema WHERE rootpage = ?`, root)[0]
  return entry ? { schema, name: entry.tbl_name } : null
}

function rowsOf (query, { schema, name }) {
  return query(`SELECT count(*) AS n FROM ${quoted(schema)}.${quoted(name)}`)[0].n
}

// EXPLAIN QUERY PLAN's lines for `sql`, as the learner would read them.
function planLines (query, sql) {
  return query(`EXPLAIN QUERY PLAN ${sql}`).map((row) => row.detail)
}

module.exports = { tablesOf, planLines, TINY_ROWS }
