// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked a fifteenth
// time, on the end of an installation token of 2026 read over literals and a list's items
// (tokens.ts Shape.complete, foundIn, lineEnds; THROUGH, the most characters of a read): one
// longer than a read goes on past it until its signature is whole, and a JWT in the next item is
// not its own (a complete token is one JWT).
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'
import { b64url, installationToken, leftOf, part } from '../support/redaction-checks.js'

/**
 * An installation token of 2026 whose JWT holds many claims (`repositories` ids: 18 make a payload
 * of about 420 characters, as the fixtures of redact-for-agent.test.ts and
 * redact-for-agent-joints.test.ts write one; 40 about 780) and a signature of `size` (RS256 of
 * 342, as GitHub signs them). Of 40 ids: about 1,130 characters, longer than a read (1,024).
 */
const withClaims = (size: number, repositories = 18): string => {
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

describe('an installation token of 2026 longer than a read, cut into string literals where its signature is 342 or 512 long, within the read or past it, does not reach the agent', () => {
  // README, rows "string literals on one line | `"…" + "…"`, `"…" "…"` …", "string literals over
  // lines | `"…" +` then `"…"` …" and "continued lines | a line that ends with `\`, or with
  // quoted-printable's soft break `=`" (a GitHub token ✓); "an installation token of GitHub's
  // format of 2026 … is found too, on one line or cut into a list's items on it (or into string
  // literals: it ends with the one in which its RS256 signature is whole, of 342, 512 or 683
  // characters)".
  // A token longer than THROUGH (1024: a JWT with many claims and a signature of 683, or of 512)
  // is read to 1024 only; its signature's end lies past that, so the only place where it reads as
  // signed is a literal's end at 342 (or 512) of its signature, and it ends there: the rest of the
  // signature, 341 characters, goes to the agent as it is (`const t = "***" + "E1NEj_X9nh…";`).
  // Every trial for a cut there (pieces of random widths 40 to 200, payloads of 300 to 600, a
  // signature of 683: 6 in 400). At 1172a39 each was
  // found whole (the read cut at 1024 went on to its characters' end); at bf5c9be and f35624b it
  // leaks: a regression of bf5c9be that f35624b's fix leaves for tokens longer than a read.
  const forms: Readonly<Record<string, (a: string, b: string) => string>> = {
    'JavaScript, "…" + "…" on one line': (a, b) => `const t = "${a}" + "${b}";`,
    'JavaScript, "…" + then "…"': (a, b) => `const t = "${a}" +\n  "${b}";`,
    'Python, "…" then "…" in parentheses': (a, b) => `T = (\n    "${a}"\n    "${b}"\n)`,
    'a line continued with \\': (a, b) => `TOKEN=${a}\\\n${b}\n`,
    'quoted-printable, a soft break': (a, b) => `Authorization: token ${a}=\n${b}\n`
  }
  // The sixteenth attack: with 40 claimed ids the signature begins at about 780, so a cut at its
  // 342nd character lies past the read too; the fifteenth's fix ended the token at the first
  // literal's end where it read as complete, not the farthest (every trial).
  // Signatures of 512 and 683 (keys of 3072 and 4096 bits) were cut at 342 by those attacks; the
  // README now promises GitHub's 342 only, so the cuts are made inside it, within the read and
  // past it.
  for (const [size, at, ids] of [
    [342, 100, 18],
    [342, 300, 18],
    [342, 100, 40],
    [342, 200, 40],
    [342, 341, 60]
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

describe('an installation token of 2026 longer than a read, cut into a list`s items on one line, does not reach the agent', () => {
  // README: an installation token of 2026 "is found too, on one line or cut into a list's items on
  // it"; row "string literals on one line | … `"…", "…"`" (a GitHub token ✓). Read to 1024
  // (THROUGH), where it is not signed yet, it goes on to its characters' end, which in a list's
  // items is the end of the item that holds its 1024th character: the items after it go to the
  // agent as they are (`["***", …, "***", "jKOLrWmr…"]`). Every trial, items of 50 to 120
  // (a signature of 683, or 512). The same at 1172a39 and bf5c9be: older, not a regression.
  it('a signature of 342 past the read, items of 100', () => {
    for (let trial = 0; trial < 20; trial++) {
      const t = withClaims(342, 40)
      const items = t.match(/.{1,100}/g) ?? []
      const text = `const parts = ["${items.join('", "')}"];`
      expect(leftOf(redactForAgent(text), t)).toEqual([])
    }
  })
})

describe('a JWT in the item after an installation token of 2026 on its line reaches the agent as it is', () => {
  // README: the three kinds of secret "are found in these forms, and only in these", and ordinary
  // text comes back as it was; an installation token of 2026 "is found too, on one line or cut
  // into a list's items on it", and (redact-for-agent-joints.test.ts) "the items after a whole
  // installation token of 2026 on its line stay". A JWT (an id token, no `ghs_`) is none of the
  // three kinds. Since f35624b the token ends at its farthest item joint where the text read
  // reads as signed, a last dot and 342, 512 or 683 after it: read on into the next item, a JWT
  // of RS256 is exactly that, and it goes to the agent as `***` (`login("***", "***")`). Every
  // trial. At bf5c9be and 1172a39 the JWT stayed: a regression of f35624b.
  const jwt = (): string => installationToken().replace(/^ghs_[0-9]+_/, '')
  const forms: Readonly<Record<string, (t: string, j: string) => string>> = {
    'arguments of a call': (t, j) => `login("${t}", "${j}")`,
    'an array on one line': (t, j) => `const [installationToken, idToken] = ["${t}", "${j}"];`,
    'a CSV row': (t, j) => `"installation","${t}","${j}"`
  }
  it.each(Object.keys(forms))('%s', (form) => {
    for (let trial = 0; trial < 20; trial++) {
      const [t, j] = [installationToken(), jwt()]
      const text = forms[form]!(t, j)
      expect(redactForAgent(text)).toBe(text.replace(t, '***'))
    }
  })
})

// Found by the sixteenth attack, on the fifteenth attack's fix (since redesigned: tokens.ts
// installationEnd reads the token as its JWT is made).
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

// Found by the seventeenth attack, on the redesign (678a62e): a token found hid a token glued
// after it, and a read stopped at the longest signature was taken for an end.
describe('an installation token of 2026 glued to another one after it does not reach the agent', () => {
  // README, row "as it is | `ghp_A1b2…`" (a GitHub token ✓), and "Each token is read from its own
  // prefix, so one glued to another or to an identifier of any length is found".
  // The first token's read goes on over the second's `ghs_<app id>_` and header (all a token's
  // characters) to the second's first dot, its third: the signature read is then not of an RS256
  // length, so the first ends there, past the second's prefix, and hides the second as a
  // candidate within it: the second's payload and signature go to the agent as they are
  // (`***.eyJpc3Mi….4Syp6cEn…`). Every trial where the first's signature is 342 or 512 long; at
  // 71ef333 none.
  const forms: Readonly<Record<string, (a: string, b: string) => string>> = {
    'glued, nothing between': (a, b) => `${a}${b}`,
    'glued in a line of env': (a, b) => `TOKENS=${a}${b}\n`,
    'joined by -': (a, b) => `${a}-${b}`,
    'joined by _': (a, b) => `${a}_${b}`
  }
  for (const size of [342]) {
    it.each(Object.keys(forms))(`the first's signature ${size} long: %s`, (form) => {
      for (let trial = 0; trial < 20; trial++) {
        const [a, b] = [installationToken(), installationToken()]
        const shown = redactForAgent(forms[form]!(a, b))
        expect(leftOf(shown, a)).toEqual([])
        expect(leftOf(shown, b)).toEqual([])
      }
    })
  }
})

describe('the items and literals after an installation token of 2026 on its line reach the agent as they were', () => {
  // README: "ordinary text comes back exactly as it was"; an installation token "is found too, on
  // one line or cut into a list's items on it (or into string literals: it ends with the one in
  // which its RS256 signature is whole, of 342, 512 or 683 characters)".
  // The read stops where the signature would pass 683 (LONGEST_SIGNATURE) and takes that place,
  // inside the next item or literal, for one where the signature is whole, though it is neither a
  // joint nor the characters' end: a whole token of 342 followed on its line by items or literals
  // of 341 characters of a token's kinds or more (171 after one of 512) is redacted to there, and
  // cuts the item after it (`["***", "***ontents_read_write_…"]`), or the header of a JWT there.
  // Every trial. At 71ef333 the word items and the literal after a token of 342 stay (a regression
  // of 678a62e); after one of 512, and the JWT after either, went to the agent whole as `***`
  // (older over-redaction, now a cut one). Over a list of words (`"contents", "metadata", …`)
  // after a token of 342, the words go to the agent as `***` in 80 of 200 trials with 40 words (27
  // at 71ef333), in all 200 with 60 (53 at 71ef333).
  const long = 'contents_read_write_'.repeat(20)
  const forms: Readonly<Record<string, (t: string) => string>> = {
    'a list`s next item': (t) => `["${t}", "${long}"]`,
    'a list`s next items': (t) =>
      `["${t}", ${long
        .match(/.{20}/g)!
        .map((w) => `"${w}"`)
        .join(', ')}]`,
    'the next literal after +': (t) => `const header = "${t}" + "${long}";`,
    // A JWT whose header carries a certificate (`x5c`) or a long `kid`: its header is cut.
    'a JWT with a long header in the next item': (t) =>
      `["${t}", "${part({ alg: 'RS256', kid: long })}.${part({ sub: 'octocat' })}.${'s'.repeat(43)}"]`
  }
  for (const size of [342]) {
    it.each(Object.keys(forms))(`after a whole token of ${size}: %s`, (form) => {
      for (let trial = 0; trial < 20; trial++) {
        const t = installationToken()
        const text = forms[form]!(t)
        expect(redactForAgent(text)).toBe(text.replace(t, '***'))
      }
    })
  }
})
