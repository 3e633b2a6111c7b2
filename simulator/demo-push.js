// The push `npm start -- --push` plays, and whose change the simulator's GitHub answers through
// the compare API (github-compare.ts): one fixed range of acme/docs. Plain JavaScript (typed for
// the simulator's TypeScript by demo-push.d.ts), like cli-options.js, so that scripts/start.js
// reads the same range as it is and the simulator's bundle holds it.

/**
 * @typedef {object} DemoPush
 * @property {string} repository owner/repo: the workflow's repository (the local runner's)
 * @property {string} ref the ref pushed
 * @property {string} before the commit the ref was at (40 hex digits)
 * @property {string} after the commit pushed: the range's last commit (40 hex digits)
 * @property {string} pusher the login that pushed
 */

/** @type {Readonly<DemoPush>} */
export const DEMO_PUSH = Object.freeze({
  repository: 'acme/docs',
  ref: 'refs/heads/main',
  before: '5d1e7a0c3b9f24e6a8d0c1b2e3f4a5b6c7d8e9f0',
  after: '9a4f2c7e1b8d3f6a0c5e2b9d4f7a1c8e3b6d0f25',
  pusher: 'octocat'
})
