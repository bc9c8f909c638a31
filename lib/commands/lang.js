'use strict'
const chalk = require('chalk')
const { LANGUAGES, normaliseLang, createTranslator } = require('../i18n')
const { LearnerError } = require('../errors')
const { command } = require('../invocation')

// `lang ko` keeps Korean for every later command (`--lang ko` is for one command only).
// Without an argument: a menu on a terminal, the list of languages elsewhere.
module.exports = async function lang (context, args) {
  const { shop, out } = context
  const t = context.t()
  if (args.length === 0) {
    const current = context.lang()
    const menu = shop.options.menuFactory.create({
      title: t('title'),
      subtitle: t('lang.choose'),
      menu: LANGUAGES.map((lang) => ({
        label: chalk.bold('» ' + t(`lang.names.${lang}`)),
        marker: lang === current ? `[${t('lang.current')}]` : '',
        handler: () => {
          shop.i18n.change(lang)
          context.langOverride = null
          shop.execute(['menu'])
        }
      })),
      extras: [
        { label: chalk.bold(t('menu.cancel')), handler: () => shop.execute(['menu']) },
        { label: chalk.bold(t('menu.exit')), handler: () => process.exit(0) }
      ]
    })
    if (!menu) {
      for (const lang of LANGUAGES) {
        out.line(`${lang === current ? '»' : ' '} ${lang.padEnd(6)} ${t(`lang.names.${lang}`)}`)
      }
      out.line('\n' + t('lang.usage', { name: command() }))
    }
    return
  }
  const lang = normaliseLang(args[0])
  if (!lang) throw new LearnerError('lang.unknown', { lang: args[0], languages: LANGUAGES.join(', ') })
  shop.i18n.change(lang)
  context.langOverride = null
  out.line(createTranslator(lang)('lang.changed'))
}
