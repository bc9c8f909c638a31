'use strict'
// Functional checks for 06-cluster: the same answers as the single-process trail planner, each
// with the pid of the process that served it.
const test = require('node:test')
const assert = require('node:assert')
const { request, t, differenceFrom, shortJson } = require('../../lib/kit/check-kit')
const { stormRisk } = require('./starter/app')
const { PID_HEADER } = require('./expected')

test(t('risk_same'), async () => {
  for (const trail of [7, 1000]) {
    const res = await request(`/api/risk?trail=${trail}`)
    assert.strictEqual(res.status, 200, t('risk_status', { trail, status: res.status }))
    const difference = differenceFrom({ trail, samples: 3000000, risk: stormRisk(trail) }, res.json())
    if (difference) assert.fail(t('risk_body', { trail, difference }))
  }
  const bad = await request('/api/risk?trail=0')
  assert.strictEqual(bad.status, 400, t('risk_bad', { status: bad.status }))
})

test(t('other_routes'), async () => {
  const health = await request('/health')
  assert.ok(health.status === 200 && health.text() === 'ok', t('health_body', { status: health.status, body: shortJson(health.text()) }))
  const forecast = await request('/api/forecast')
  assert.strictEqual(forecast.status, 200, t('forecast_status', { status: forecast.status }))
  assert.ok(typeof forecast.json().forecast === 'string', t('forecast_body', { found: shortJson(forecast.json()) }))
})

test(t('pid_header'), async () => {
  for (const path of ['/health', '/api/risk?trail=3']) {
    const res = await request(path)
    assert.match(String(res.headers[PID_HEADER] || ''), /^[1-9]\d*$/, t('pid_header_missing', { path }))
  }
})
