// The pool's worker file, an ES module: Piscina calls its default export with each task.
import { trackStats } from './stats.js'

export default function ({ id }) {
  return trackStats(id)
}
