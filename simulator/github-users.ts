/**
 * Accounts as GitHub's REST API renders them (`simple-user`) on what the simulator's GitHub
 * serves: the installation's bot (`github-actions[bot]`), which the GITHUB_TOKEN acts as, and the
 * people a demo or a test makes comments as (github-comments.ts).
 */
export const API = 'https://api.github.com'
export const WEB = 'https://github.com'
export const BOT = 'github-actions[bot]'

/** `simple-user`'s links, under the account's API address. */
function links(api: string): Record<string, string> {
  return {
    url: api,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`
  }
}

/** The installation's bot, as GitHub renders it on what a GITHUB_TOKEN wrote. */
export function botUser(): Record<string, unknown> {
  return {
    login: BOT,
    id: 41898282,
    node_id: 'MDM6Qm90NDE4OTgyODI=',
    avatar_url: 'https://avatars.githubusercontent.com/in/15368?v=4',
    gravatar_id: '',
    ...links(`${API}/users/github-actions%5Bbot%5D`),
    html_url: `${WEB}/apps/github-actions`,
    type: 'Bot',
    site_admin: false
  }
}

/** A person: a stable id of their login (GitHub's are integers; nothing reads them). */
export function personUser(login: string): Record<string, unknown> {
  const id = [...login.toLowerCase()].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) % 99_999_989, 7) // prettier-ignore
  return {
    login,
    id,
    node_id: Buffer.from(`04:User${id}`).toString('base64'),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    ...links(`${API}/users/${login}`),
    html_url: `${WEB}/${login}`,
    type: 'User',
    site_admin: false
  }
}
