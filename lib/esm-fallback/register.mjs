// Preloaded into learners' programs: bare imports that their folder cannot resolve are resolved
// from the workshop instead (see ../module-paths.js).
import { register } from 'node:module'

register('./resolve.mjs', import.meta.url)
