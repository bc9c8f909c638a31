'use strict'
// What problems/14-streaming/problem.en.md requires, each with the check that fails when only it is
// broken and the catalogue half-fix (test/learners/14-streaming/) that breaks it alone
// (exercises/README.md, "The requirement table").
module.exports = [
  // TODO(new-exercise) one row per item of "Your task" and bullet of "How it is checked":
  // { id: 'kebab-case', in: 'task 1', says: 'a phrase of it', check: 'exercises.<id>.checks.<key>', halfFix: '<catalogue entry>' }
]
