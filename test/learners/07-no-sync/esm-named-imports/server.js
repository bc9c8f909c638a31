// ESM: named imports from node:fs/promises and node:crypto.
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import express from 'express'
const access = JSON.parse(readFileSync(new URL('./data/access.json', import.meta.url), 'utf8'))
const storedHash = Buffer.from(access.hash, 'hex')
const MAP_FILE = new URL('./data/alps-trails.geojson', import.meta.url)
const hashOf = promisify(pbkdf2)
const app = express()
app.get('/api/map', async (req, res) => {
  const hash = await hashOf(String(req.query.key || ''), access.salt, access.iterations, access.keylen, access.digest)
  if (!timingSafeEqual(hash, storedHash)) return res.status(403).json({ error: 'unknown access key' })
  res.type('application/geo+json').send(await readFile(MAP_FILE))
})
app.get('/health', (req, res) => res.type('text').send('ok'))
app.listen(process.env.PORT || 3000, '127.0.0.1')
