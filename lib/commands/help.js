'use strict'
const { defineCommand } = require('./define')
const { renderMarkdown } = require('../text/render')
const { NAME } = require('../names')

module.exports = defineCommand('help', async (context) => {
  context.out.line(renderMarkdown(context.t()('help.text', { name: NAME })))
})
