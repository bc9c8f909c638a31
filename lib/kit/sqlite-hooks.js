'use strict'
// What the preloads that watch node:sqlite inside the learner's server share (12-n-plus-one's,
// 14-streaming's): node:sqlite wrapped when the learner's code loads it, never before (on Node 22
// loading it prints an ExperimentalWarning, which must come from the learner's server only if
// the learner's code uses SQLite, never from the workshop), and a method wrapped so that an
// error of the original still names the learner's line.
const nodeModule = require('node:module')

// Calls `wrap(sqlite)` once, when this thread first loads node:sqlite (require, import,
// getBuiltinModule).
function watchForSqlite (wrap) {
  let wrapped = false
  const once = () => {
    if (wrapped) return
    wrapped = true
    wrap(require('node:sqlite'))
  }
  nodeModule.registerHooks({
    resolve (specifier, context, nextResolve) {
      if (specifier === 'node:sqlite') once()
      return nextResolve(specifier, context)
    }
  })
  const getBuiltinModule = process.getBuiltinModule
  if (typeof getBuiltinModule === 'function') {
    process.getBuiltinModule = function (id) {
      if (id === 'node:sqlite' || id === 'sqlite') once()
      return getBuiltinModule.call(this, id)
    }
  }
}

// Replaces object[name] with a function of the same name that calls before(this, args) first
// and after(this, result, args, found) last, where found is what before returned (work done once
// per call), and returns the original's result. An error of the original leaves with the caller's
// frame on top (Error.captureStackTrace), so that a crash names the learner's line, not ours.
function around (object, name, { before = () => {}, after = () => {} }) {
  const original = object[name]
  if (typeof original !== 'function') return
  const wrapper = {
    [name] (...args) {
      const found = before(this, args)
      let result
      try {
        result = original.apply(this, args)
      } catch (error) {
        if (error instanceof Error) Error.captureStackTrace(error, wrapper)
        throw error
      }
      after(this, result, args, found)
      return result
    }
  }[name]
  object[name] = wrapper
}

// For each tag store that db.createTagStore() makes (Node 24 and later): created(db, store), and
// wrapMethods(prototype) once per prototype. Node 24 and 26 give every store a prototype of its
// own: wrapping the first store's methods leaves the next stores unseen.
function watchTagStores (DatabaseSync, { wrapMethods, created = () => {} }) {
  const wrapped = new WeakSet()
  around(DatabaseSync.prototype, 'createTagStore', {
    after: (db, store) => {
      if (!store) return
      created(db, store)
      const prototype = Object.getPrototypeOf(store)
      if (wrapped.has(prototype)) return
      wrapped.add(prototype)
      wrapMethods(prototype)
    }
  })
}

// The SQL of a tag store's query (Node 24 and later: db.createTagStore()), as the store keys the
// statement it caches: the template's strings joined by '?'; null when it was not called as a tag.
const tagStoreSql = (strings) => (Array.isArray(strings) ? strings.join('?') : null)

// The statements tag stores keep, as a store does: one per store and SQL text, prepared by the
// store's first query of that text. Returns statementOf(store, strings): { sql, statement (an
// object that stands for it, the same for every query of that text on that store), first (true
// for the first call about it: the store prepares it then) }.
function tagStoreStatements () {
  const byStore = new WeakMap() // store → Map(sql → statement)
  return (store, strings) => {
    const sql = tagStoreSql(strings)
    if (!byStore.has(store)) byStore.set(store, new Map())
    const statements = byStore.get(store)
    const first = !statements.has(sql)
    if (first) statements.set(sql, {})
    return { sql, statement: statements.get(sql), first }
  }
}

module.exports = { watchForSqlite, around, watchTagStores, tagStoreStatements }
