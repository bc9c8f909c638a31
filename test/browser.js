'use strict'
// Opens a local HTML file in Debian's headless Chromium (installed by .ci/run) and reports the
// page's errors. The machine has no internet: background networking stays off.
const fs = require('node:fs')
const assert = require('node:assert')

const CHROMIUM = '/usr/bin/chromium'

// Resolves { pageErrors, result } where result is what `inspect(page)` returned once `ready`
// (a function run in the page) became true.
async function openInChromium (file, { ready, inspect = (page) => page.evaluate(() => document.body.innerText) }) {
  assert.ok(fs.existsSync(CHROMIUM), `Chromium is needed for this test and is not installed (${CHROMIUM}): apt-get install -y chromium`)
  const { chromium } = require('playwright-core')
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
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

module.exports = { CHROMIUM, openInChromium }
