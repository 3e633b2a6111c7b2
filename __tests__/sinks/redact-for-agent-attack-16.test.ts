// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked a sixteenth
// time, on 71ef333: an installation token of 2026 read to the bound of a read (THROUGH, 1024)
// takes no end within the read and goes on past it (tokens.ts foundIn, lineEnd) until it is
// complete (one JWT whose signature is 342, 512 or 683 long).
// Cost, not tested here (no timed tests): lineEnd tests Shape.complete (a slice and a split of
// all read so far) at each joint past the read, so a token run over many items is quadratic:
// `const xs = ["ghs_12345_" + 1,100 × "A", "a.b", "a.b", …]` takes 2.3 s at 100 KB, 9.4 s at
// 200 KB, 21.8 s at 300 KB (about 4 min at 1 MB), against 30 ms at 200 KB and 87 ms at 1 MB at
// f35624b, and 6 to 60 ms for prose of the same size.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'
import { b64url, installationToken, leftOf, part } from '../support/redaction-checks.js'

/**
 * An installation token of 2026 whose JWT holds `repositories` claimed ids (40 make one of about
 * 1,300 to 1,460 characters) and an RS256 signature of `size`.
 */
const withClaims = (size: number, repositories: number): string => {
  const app = String(1 + Math.floor(Math.random() * 9_999_999))
  const header = part({ alg: 'RS256', typ: 'JWT' })
  const ids = Array.from(
    { length: repositories },
    () => 100_000_000 + Math.floor(Math.random() * 9e8)
  )
  const payload = part({ iss: app, iat: 1_790_000_000, exp: 1_790_003_600, jti: b64url(16), repository_ids: ids, permissions: { contents: 'read', metadata: 'read' } }) // prettier-ignore
  return `ghs_${app}_${header}.${payload}.${b64url(size)}`
}

/** `token` cut in two where its signature has `at` characters. */
const cutInSignature = (token: string, at: number): [string, string] => {
  const cut = token.lastIndexOf('.') + 1 + at
  return [token.slice(0, cut), token.slice(cut)]
}

describe('an installation token of 2026 cut into string literals where its signature is 342 or 512 long, past the bound of a read, does not reach the agent', () => {
  // README, rows "string literals on one line | `"…" + "…"`, `"…" "…"` …", "string literals over
  // lines | `"…" +` then `"…"` …" and "continued lines | a line that ends with `\`, or with
  // quoted-printable's soft break `=`" (a GitHub token ✓); "an installation token of GitHub's
  // format of 2026 … is found too … (or into string literals: it ends with the one in which its
  // RS256 signature is whole, of 342, 512 or 683 characters)".
  // The fifteenth attack's test (redact-for-agent-long-installation-tokens.test.ts) cuts the
  // signature at 342 where that lies within the first 1024 characters. With 40 claimed ids the
  // signature begins at about 780, so its 342nd character lies past the read: the read cut there
  // goes on in lineEnd, which stops at the FIRST literal's end where the token reads as complete
  // (342 of a 683 signature), not the farthest: the rest, 341 characters (or 171), goes to the
  // agent as it is (`const t = "***" + "8TA5mlhkIIee49uO…";`). Every trial. At f35624b each was
  // found whole (lineEnd went on over the literals to their characters' end): a regression of
  // 71ef333. (Cut into a list's items the same leaks at f35624b too: older, not tested here.)
  const forms: Readonly<Record<string, (a: string, b: string) => string>> = {
    'JavaScript, "…" + "…" on one line': (a, b) => `const t = "${a}" + "${b}";`,
    'JavaScript, "…" + then "…"': (a, b) => `const t = "${a}" +\n  "${b}";`,
    'Python, "…" then "…" in parentheses': (a, b) => `T = (\n    "${a}"\n    "${b}"\n)`,
    'a line continued with \\': (a, b) => `TOKEN=${a}\\\n${b}\n`,
    'quoted-printable, a soft break': (a, b) => `Authorization: token ${a}=\n${b}\n`
  }
  for (const [size, at, ids] of [
    [683, 342, 40],
    [683, 512, 30],
    [512, 342, 40]
  ] as const) {
    it.each(Object.keys(forms))(
      `a signature of ${size}, ${ids} claimed ids, cut at ${at}: %s`,
      (form) => {
        for (let trial = 0; trial < 20; trial++) {
          const t = withClaims(size, ids)
          const [a, b] = cutInSignature(t, at)
          expect(leftOf(redactForAgent(forms[form]!(a, b)), t)).toEqual([])
        }
      }
    )
  }
})

describe('the items or literals after an installation token of 2026 reach the agent as they are, however long the list', () => {
  // README: the three kinds of secret "are found in these forms, and only in these", and ordinary
  // text comes back as it was; an installation token of 2026 "is found too, on one line or cut
  // into a list's items on it (or into string literals: it ends with the one in which its RS256
  // signature is whole …)"; redact-for-agent-joints.test.ts: "the items after a whole installation
  // token of 2026 on its line stay".
  // An ordinary token (about 500 characters, a signature of 342) then items of a token's
  // characters (host names, versions, identifiers; `", "` is a joint) going on past 1024 from the
  // token's start: the read is cut, foundIn drops the token's own complete end within the read,
  // and lineEnd goes on over every item (a dot in them makes more than three parts, so it is never
  // complete) to the line's end: every item goes to the agent as `***`
  // (`allowEgress("***", "***", "***", …)`). The same over string literals continued with `\`
  // (README: "it ends with the one in which its RS256 signature is whole"). Every trial. At f35624b the items stayed (the
  // token's complete end within the read was taken): a regression of 71ef333.
  const hosts = ['api.github.com', 'uploads.github.com', 'codeload.github.com', 'objects.githubusercontent.com', 'raw.githubusercontent.com', 'pkg-containers.githubusercontent.com', 'ghcr.io', 'npm.pkg.github.com', 'registry.npmjs.org', 'pypi.org', 'files.pythonhosted.org', 'proxy.golang.org', 'sum.golang.org', 'index.crates.io', 'static.crates.io', 'repo.maven.apache.org', 'rubygems.org', 'api.nuget.org', 'deb.debian.org', 'security.debian.org', 'archive.ubuntu.com', 'dl-cdn.alpinelinux.org', 'download.docker.com', 'registry-1.docker.io', 'auth.docker.io', 'production.cloudflare.docker.com', 'quay.io', 'gcr.io', 'mcr.microsoft.com', 'packages.microsoft.com', 'dl.google.com', 'storage.googleapis.com', 'repo1.maven.org', 'plugins.gradle.org', 'services.gradle.org', 'cdn.jsdelivr.net'] // prettier-ignore
  const forms: Readonly<Record<string, (t: string) => string>> = {
    'arguments of a call': (t) =>
      `await allowEgress("${t}", ${hosts.map((h) => `"${h}"`).join(', ')});`,
    'an array on one line': (t) =>
      `const egress = ["${t}", ${hosts.map((h) => `"${h}"`).join(', ')}];`,
    'a CSV row': (t) => `"installation","${t}",${hosts.map((h) => `"${h}"`).join(',')}`,
    'a shell command continued with \\ over lines': (t) =>
      `./allow-egress.sh "${t}" \\\n${hosts.map((h) => `  "${h}"`).join(' \\\n')}\n`
  }
  it.each(Object.keys(forms))('%s', (form) => {
    for (let trial = 0; trial < 20; trial++) {
      const t = installationToken()
      const text = forms[form]!(t)
      expect(redactForAgent(text)).toBe(text.replace(t, '***'))
    }
  })
})

describe('a long JWT in the item after an installation token of 2026 reaches the agent as it is', () => {
  // README: the three kinds of secret "are found in these forms, and only in these"; an
  // installation token of 2026 "is found too, on one line or cut into a list's items on it". A
  // JWT without `ghs_` (an OIDC id token of GitHub Actions) is none of the three kinds.
  // redact-for-agent-long-installation-tokens.test.ts keeps the JWT after an installation token
  // when the two are under 1024 together; an id token with a few more claims (the JWT here is
  // 1,100 to 1,450 characters, RS256 or ES256) takes the two past the read: the read is cut,
  // the token's complete end within it is dropped, and lineEnd goes on over the JWT's item (five
  // parts: never complete) to the line's end: `login("***", "***")`. Every trial. At f35624b the
  // JWT stayed (the read cut at 1024 ended at the token's complete end): a regression of 71ef333.
  const idToken = (alg: 'RS256' | 'ES256', signature: number): string => {
    const claims = { iss: 'https://token.actions.githubusercontent.com', sub: 'repo:octo-org/octo-repo:ref:refs/heads/main', aud: 'sts.amazonaws.com', ref: 'refs/heads/main', sha: b64url(40), repository: 'octo-org/octo-repo', repository_owner: 'octo-org', run_id: '9876543210', workflow: 'deploy', job_workflow_ref: 'octo-org/octo-repo/.github/workflows/deploy.yml@refs/heads/main', runner_environment: 'github-hosted', iat: 1_790_000_000, exp: 1_790_003_600, nonce: b64url(160) } // prettier-ignore
    return `${part({ alg, typ: 'JWT', kid: b64url(20) })}.${part(claims)}.${b64url(signature)}`
  }
  const forms: Readonly<Record<string, (t: string, j: string) => string>> = {
    'arguments of a call': (t, j) => `login("${t}", "${j}")`,
    'an array on one line': (t, j) => `const [installationToken, idToken] = ["${t}", "${j}"];`,
    'a CSV row': (t, j) => `"installation","${t}","${j}"`
  }
  for (const [alg, signature] of [
    ['RS256', 342],
    ['ES256', 86]
  ] as const) {
    it.each(Object.keys(forms))(`an id token of ${alg}: %s`, (form) => {
      for (let trial = 0; trial < 20; trial++) {
        const [t, j] = [installationToken(), idToken(alg, signature)]
        const text = forms[form]!(t, j)
        expect(redactForAgent(text)).toBe(text.replace(t, '***'))
      }
    })
  }
})
