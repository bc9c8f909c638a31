'use strict'
// Which TCP addresses a set of processes listens on, so that a server on the wrong port or the
// wrong address gets a precise message instead of "it never started". Linux reads /proc; other
// systems ask lsof; where neither works the answer is null ("unknown").
const fs = require('node:fs')
const { execFileSync } = require('node:child_process')

const LISTEN_STATE = '0A'

// "0100007F:1F90" (tcp) or 32 hex digits (tcp6), both little-endian per 32-bit word.
function decodeAddress (hex) {
  const [addressHex, portHex] = hex.split(':')
  const port = parseInt(portHex, 16)
  const words = addressHex.match(/.{8}/g).map((word) => word.match(/../g).reverse().join(''))
  if (words.length === 1) {
    return { address: words[0].match(/../g).map((byte) => parseInt(byte, 16)).join('.'), port }
  }
  const groups = words.join('').match(/.{4}/g).map((group) => parseInt(group, 16).toString(16))
  let address = groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::')
  const mapped = /^::ffff:([0-9a-f]+):([0-9a-f]+)$/.exec(address)
  if (mapped) {
    const value = (parseInt(mapped[1], 16) << 16 >>> 0) + parseInt(mapped[2], 16)
    address = '::ffff:' + [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.')
  }
  return { address, port }
}

// The listening sockets of the last read of /proc/net/tcp and tcp6 ({ byInode, inodes, at }):
// the kernel walks every socket on the machine to write them (9 ms of CPU for 400 during npm
// test), and a server that never listens is asked about every 250 ms for 10 s. A socket a
// process has had since that read cannot have started listening since (Node binds and listens
// in one call), so the read is used again while the processes hold no other socket, for 2 s.
const REREAD_MS = 2000
let lastRead = null

function listeningTable () {
  const byInode = new Map()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text
    try {
      text = fs.readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols[3] === LISTEN_STATE) byInode.set(cols[9], decodeAddress(cols[1]))
    }
  }
  return byInode
}

// [{ pid, inode }] of every socket the processes hold.
function socketsOf (pids) {
  const sockets = []
  for (const pid of pids) {
    let fds = []
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
        if (match) sockets.push({ pid, inode: match[1] })
      } catch {}
    }
  }
  return sockets
}

function linuxListeners (pids) {
  const sockets = socketsOf(pids)
  const fresh = lastRead && Date.now() - lastRead.at < REREAD_MS && sockets.every((s) => lastRead.inodes.has(s.inode))
  if (!fresh) lastRead = { byInode: listeningTable(), inodes: new Set(sockets.map((s) => s.inode)), at: Date.now() }
  return sockets.filter((s) => lastRead.byInode.has(s.inode)).map((s) => ({ pid: s.pid, ...lastRead.byInode.get(s.inode) }))
}

function lsofListeners (pids) {
  try {
    const out = execFileSync('lsof', ['-nP', '-a', '-p', pids.join(','), '-iTCP', '-sTCP:LISTEN', '-Fpn'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    const found = []
    let pid = null
    for (const line of out.split('\n')) {
      if (line[0] === 'p') pid = Number(line.slice(1))
      const match = /^n\[?(.*?)\]?:(\d+)$/.exec(line)
      if (match) found.push({ pid, address: match[1] === '*' ? '0.0.0.0' : match[1], port: Number(match[2]) })
    }
    return found
  } catch (error) {
    return error.status === 1 ? [] : null // lsof exits 1 when it finds nothing
  }
}

// [{ pid, address, port }], or null when this system cannot tell.
function listeningAddresses (pids) {
  if (pids.length === 0) return []
  if (process.platform === 'linux') return linuxListeners(pids)
  if (process.platform === 'win32') return null
  return lsofListeners(pids)
}

function isWildcard (address) {
  return address === '0.0.0.0' || address === '::'
}

// Whether a connection to 127.0.0.1 reaches a server listening on `address`.
function reachesLoopback (address) {
  return address === '127.0.0.1' || address === '::ffff:127.0.0.1' || isWildcard(address)
}

module.exports = { listeningAddresses, decodeAddress, isWildcard, reachesLoopback }
