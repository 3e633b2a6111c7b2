/**
 * Who may trigger the agent from an issue, a comment or a pull request (contract §4.5): whoever
 * triggered the event (the labeler, the commenter; not the issue author) needs write, maintain or
 * admin permission on the repository, or a place in `allowed-users`. Bots act only when listed by
 * full name: a bot with write access could otherwise be steered by anyone who can talk to it.
 */
import type { Actor } from './event.js'
import { statusOf, type Octokit, type Repo } from './octokit.js'
import { rateLimitError } from './rate-limit.js'

const WRITE_ROLES = new Set(['admin', 'maintain', 'write'])

export type PermissionVerdict = { allowed: true; why: string } | { allowed: false; why: string }

export function listed(actor: Actor, allowedUsers: readonly string[]): boolean {
  const login = actor.login.toLowerCase()
  return allowedUsers.some((user) => user.toLowerCase() === login)
}

export async function checkPermission(
  octokit: Octokit,
  repo: Repo,
  actor: Actor,
  allowedUsers: readonly string[]
): Promise<PermissionVerdict> {
  if (listed(actor, allowedUsers))
    return { allowed: true, why: `${actor.login} is in allowed-users` }
  if (actor.isBot) {
    return {
      allowed: false,
      why: `${actor.login} is a bot; bots act only when listed in allowed-users`
    }
  }
  let role = 'none'
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...repo,
      username: actor.login
    })
    // `permission` is the legacy level (maintain shows as write); role_name is the real role.
    role = data.role_name || data.permission || 'none'
    if (!WRITE_ROLES.has(role) && WRITE_ROLES.has(data.permission)) role = data.permission
  } catch (error) {
    // 404: not a collaborator at all. A rate limit (a 403 too) says nothing of the actor: the
    // step cannot tell, and fails saying so, rather than skip a collaborator as one without write.
    if (statusOf(error) !== 404) {
      throw rateLimitError(
        error,
        `Could not check ${actor.login}'s permission on ${repo.owner}/${repo.repo}`
      )
    }
  }
  return WRITE_ROLES.has(role)
    ? { allowed: true, why: `${actor.login} has ${role} permission` }
    : {
        allowed: false,
        why: `${actor.login} has ${role} permission on ${repo.owner}/${repo.repo}; write, maintain or admin is needed (or a place in allowed-users)`
      }
}
