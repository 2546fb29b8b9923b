// Preloaded (`node --expose-gc --import …`) by the start/stop cycle test: a full garbage
// collection every few milliseconds, so native objects (better-sqlite3's statements) are
// finalized while requests run and again while the process exits.
if (typeof globalThis.gc !== 'function') throw new Error('force-gc.mjs needs node --expose-gc')
setInterval(() => globalThis.gc(), 5).unref()
