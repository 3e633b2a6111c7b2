// Kept apart from github-contract.ts, which `npm run bench` loads outside jest: this one needs
// jest's `expect`.
import { expect } from '@jest/globals'

/**
 * What Octokit throws for GitHub's 422 on reopening a pull request (pulls/update), its message
 * matching `why`: as GitHub documents it, for the tests of the stand-ins' refusals.
 */
export const refusedReopen = (why: string | RegExp) => ({
  status: 422,
  response: {
    data: {
      message: 'Validation Failed',
      errors: [{ resource: 'PullRequest', code: 'custom', field: 'state', message: expect.stringMatching(why) }], // prettier-ignore
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request'
    }
  }
})
