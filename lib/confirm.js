'use strict'
// Asks a yes/no question on a terminal. Without a terminal there is nobody to ask: the answer
// is no, and the caller says which flag (--yes) to use instead.
const readline = require('node:readline/promises')

const YES = /^\s*(y|yes|是|是的|好|확인|네|예|응)\s*$/i

async function confirm (question) {
  if (!process.stdin.isTTY) return false
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout })
  try {
    return YES.test(await prompt.question(question + ' '))
  } finally {
    prompt.close()
  }
}

module.exports = { confirm }
