'use strict'
// The body of bench/json-body/*.js: BODY=tiny is the article's {a:1}; BODY=10kb an object of about
// 10 KB (50 products shaped like exercise 03's catalogue).
const tiny = { a: 1 }
const items = Array.from({ length: 50 }, (_, i) => ({ id: `p${i}`, name: `Product ${i}`, price: i * 1.5, tags: ['outdoor', 'camping'], description: 'x'.repeat(120) }))
module.exports = process.env.BODY === '10kb' ? { items } : tiny
