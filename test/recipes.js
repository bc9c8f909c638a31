'use strict'
// The CI recipes of docs/GRADING.md (and its translations), read as a CI reads them, and their
// shell steps run as the CI runs them: GitHub Actions (a workflow's `run:` steps, with bash -eo
// pipefail, the workflow's and the job's `env`), GitLab CI (a job's `script:`, one shell, its
// `variables`), Jenkins (the Jenkinsfile's `sh` steps with sh -e, its `environment`, WORKSPACE).
// test/grade.test.js runs them with the install replaced by this checkout; test/install.test.js
// runs them whole, from a tarball made with npm pack.
const fs = require('node:fs')
const path = require('node:path')
const assert = require('node:assert')
const { spawn } = require('node:child_process')
const YAML = require('yaml')
const { ROOT } = require('./helpers')

const INSTALL = 'npm install --global "$WORKSHOP"'

function gradingDoc (lang) {
  return fs.readFileSync(path.join(ROOT, 'docs', lang === 'en' ? 'GRADING.md' : `GRADING.${lang}.md`), 'utf8')
}

// { github, gitlab, jenkins }, each { env, steps: [{ shell, script } | { uses, with }], report }
// (report: what the CI reads the JUnit file from, and how).
function recipes (lang = 'en') {
  const markdown = gradingDoc(lang)
  const yamls = [...markdown.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm)].map((match) => YAML.parse(match[1]))
  const workflows = yamls.filter((block) => block && block.jobs)
  const grading = workflows.find((workflow) => Object.values(workflow.jobs).some((job) => job.steps.some((step) => step.run)))
  assert.ok(grading, `docs/GRADING (${lang}): a GitHub Actions workflow with run steps`)
  const [githubJob] = Object.values(grading.jobs)
  const github = {
    env: { ...(grading.env || {}), ...(githubJob.env || {}) },
    steps: githubJob.steps.map((step) => (step.run ? { shell: ['bash', '-eo', 'pipefail', '-c'], script: step.run } : step)),
    workflows,
    job: githubJob
  }
  const gitlabBlock = yamls.find((block) => block && !block.jobs && Object.values(block).some((job) => job && job.script))
  assert.ok(gitlabBlock, `docs/GRADING (${lang}): a GitLab CI job`)
  const [gitlabJob] = Object.values(gitlabBlock).filter((job) => job && job.script)
  const gitlab = {
    env: gitlabJob.variables || {},
    steps: [{ shell: ['bash', '-eo', 'pipefail', '-c'], script: gitlabJob.script.join('\n') }],
    job: gitlabJob
  }
  const groovy = /^```groovy\n([\s\S]*?)^```/m.exec(markdown)
  assert.ok(groovy, `docs/GRADING (${lang}): a Jenkinsfile`)
  const jenkinsfile = groovy[1]
  const environment = /environment \{([\s\S]*?)\n {2}\}/.exec(jenkinsfile)
  const jenkins = {
    env: Object.fromEntries([...(environment ? environment[1] : '').matchAll(/^\s*(\w+) = '([^']*)'/gm)].map((m) => [m[1], m[2]])),
    steps: [...jenkinsfile.matchAll(/sh '''\n([\s\S]*?)'''/g)].map((m) => ({ shell: ['sh', '-e', '-c'], script: m[1] })),
    jenkinsfile
  }
  return { github, gitlab, jenkins }
}

// Runs a job's steps, one after the other, in `cwd` as the CI's workspace: a shell step as the CI
// runs it, a `uses:` step handed to `uses(step)`. After a step fails, only the steps that run
// `if: always()` do. Resolves { code (the first failing step's, else 0), output, ran (the steps) }.
async function runJob (job, { cwd, env = {}, inherit = process.env, replace = (script) => script, uses = () => {} }) {
  let output = ''
  let code = 0
  const ran = []
  for (const step of job.steps) {
    if (code !== 0 && !/\balways\(\)/.test(step.if || '')) continue
    ran.push(step)
    if (!step.shell) {
      uses(step)
      continue
    }
    const result = await new Promise((resolve) => {
      const [command, ...args] = step.shell
      const child = spawn(command, [...args, replace(step.script)], {
        cwd,
        env: { ...inherit, CI: 'true', NO_COLOR: '1', ...job.env, WORKSPACE: cwd, ...env },
        stdio: ['ignore', 'pipe', 'pipe']
      })
      let text = ''
      child.stdout.on('data', (chunk) => { text += chunk })
      child.stderr.on('data', (chunk) => { text += chunk })
      child.on('close', (code) => resolve({ code, output: text }))
    })
    output += result.output
    if (code === 0) code = result.code
  }
  return { code, output, ran }
}

module.exports = { recipes, runJob, gradingDoc, INSTALL }
