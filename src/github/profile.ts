/**
 * Where a GitHub login's page is on the workflow's GitHub (`serverHost`): a person's or an
 * organisation's at `/<login>`, an app's bot (`name[bot]`) at `/apps/<name>`. Never github.com
 * for an Enterprise Server's account (a stranger there, or a name anyone may register), nor a
 * bot's name as a user's.
 */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\[bot\])?$/

export function profileUrl(login: string, serverHost = 'github.com'): string | undefined {
  if (!LOGIN.test(login)) return undefined
  const app = /^(.*)\[bot\]$/.exec(login)?.[1]
  return app ? `https://${serverHost}/apps/${app}` : `https://${serverHost}/${login}`
}
