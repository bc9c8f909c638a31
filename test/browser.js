'use strict'
// Opens a local HTML file in a real headless Chromium and reports the page's errors. The browser
// is the one @sparticuz/chromium (a dev dependency) ships inside its npm package, unpacked once
// into ~/.cache/node-perf-workshop/, so the tests need nothing but `npm ci`; where it cannot run
// (it is built for Linux), Debian's /usr/bin/chromium. With neither, a browser test is skipped
// with one line that says how to install one, except under CI=true, where it is required.
// The machine may have no internet: background networking stays off.
const fs = require('node:fs')
const path = require('node:path')
const assert = require('node:assert')
const { cacheDir } = require('../scripts/node-binaries')

const SYSTEM_CHROMIUM = '/usr/bin/chromium'
const INSTALL_HINT = `no Chromium on this machine (the bundled one runs on Linux only; on Debian or Ubuntu: apt-get install -y chromium, for ${SYSTEM_CHROMIUM})`

// The bundled Chromium, unpacked into a folder of its own per version. @sparticuz/chromium
// unpacks into os.tmpdir(), so TMPDIR points at a staging folder meanwhile, renamed into place
// at the end: test files that run at the same time never see half a browser.
async function bundledChromium () {
  if (process.platform !== 'linux') return null
  let Chromium
  try {
    Chromium = (await import('@sparticuz/chromium')).default
  } catch {
    return null
  }
  const version = require('../package.json').devDependencies['@sparticuz/chromium']
  const folder = path.join(cacheDir(), `chromium-${version}`)
  const binary = path.join(folder, 'chromium')
  if (fs.existsSync(binary)) return binary
  const tmpdir = process.env.TMPDIR
  let staging = null
  try {
    fs.mkdirSync(cacheDir(), { recursive: true })
    staging = fs.mkdtempSync(`${folder}-`)
    process.env.TMPDIR = staging
    await Chromium.executablePath()
  } catch {
    if (staging) fs.rmSync(staging, { recursive: true, force: true })
    return null
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = tmpdir
  }
  try {
    fs.renameSync(staging, folder)
  } catch {
    fs.rmSync(staging, { recursive: true, force: true }) // another test file was first
  }
  return binary
}

// The Chromium to use, or null (and the test `t` skipped, or failed under CI=true) when none.
async function findChromium (t) {
  const found = (await bundledChromium()) || (fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : null)
  if (found) return found
  assert.ok(!process.env.CI, `required under CI: ${INSTALL_HINT}`)
  t.skip(INSTALL_HINT)
  return null
}

// Resolves { pageErrors, result } where result is what `inspect(page)` returned once `ready`
// (a function run in the page) became true; or null when the test was skipped (no Chromium).
async function openInChromium (t, file, { ready, inspect = (page) => page.evaluate(() => document.body.innerText) }) {
  const executablePath = await findChromium(t)
  if (!executablePath) return null
  const { chromium } = require('playwright-core')
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--no-zygote', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
  })
  try {
    const page = await browser.newPage()
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto('file://' + file, { waitUntil: 'load' })
    await page.waitForFunction(ready, null, { timeout: 10000 })
    return { pageErrors, result: await inspect(page) }
  } finally {
    await browser.close()
  }
}

module.exports = { openInChromium }
