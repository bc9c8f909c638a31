'use strict'
process.env.NODE_ENV = 'production'
require('./app')
