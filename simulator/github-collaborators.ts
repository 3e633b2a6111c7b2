/**
 * Who may write to a repository, as GitHub's REST API answers it, for the simulator's GitHub
 * (routes.ts): `GET /repos/{owner}/{repo}/collaborators/{username}/permission`, which a run on an
 * event someone triggered (a pull request opened, a label, a comment) asks before it acts. Every
 * account is a collaborator with write permission on every repository of the simulator's GitHub,
 * so that the demo's author may start a docs job (`npm start -- --pr`); a bot (a login ending in
 * `[bot]`) is none: GitHub's 404 (the action never asks of one: it acts for a bot only when
 * allowed-users names it).
 */
import { user } from './github-pull.js'

type Answer = { status: number; body: unknown }

const DOCS =
  'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user'

/** Answers `method path` (the part after `/_sim/github`) when it asks for a permission. */
export function permissionAnswer(method: string, path: string): Answer | undefined {
  const match = /^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)\/permission$/.exec(path)
  if (!match || method !== 'GET') return undefined
  const login = decoded(match[1] ?? '')
  if (login.endsWith('[bot]')) {
    return {
      status: 404,
      body: { message: 'Not Found', documentation_url: DOCS, status: '404' }
    }
  }
  return {
    status: 200,
    body: {
      permission: 'write',
      role_name: 'write',
      user: {
        ...user(login, 'User'),
        role_name: 'write',
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true }
      }
    }
  }
}

/** A path part decoded; as it is when it is not valid percent-encoding. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
