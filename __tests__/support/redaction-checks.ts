// What the tests of the redaction on the way to the agent (__tests__/sinks) write and check: a
// secret of each kind, a text wrapped over lines, and what of a secret a shown text still holds.
import { isKeyBody } from '../../src/sinks/tokens.js'

/** The API key (registered by the files that use it), GitHub tokens, another project's key. */
export const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
export const GHP = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
export const GHO = 'gho_Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2'
export const PAT = `github_pat_11ABCDEFG0123456789abc_${'Zq8RwX3vLp2TnY6kHs4JdF'.repeat(3).slice(0, 59)}`
/** Another project's key, of the shape the README describes (mixes digits, small and capitals). */
export const OTHER = 'mint_Kp3QxW9rTz7LmN2vBc5H'

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** `n` random letters and digits. */
export const random = (n: number): string =>
  Array.from({ length: n }, () => ALNUM[Math.floor(Math.random() * ALNUM.length)]).join('')
/**
 * Random secrets of each kind. Another project's key is drawn again until its shape reads as a
 * key: the README says about 5 or 6 in 10,000 random ones read as words and are missed.
 */
export const RANDOM = {
  ghp: (): string => `ghp_${random(36)}`,
  github_pat: (): string => `github_pat_${random(22)}_${random(59)}`,
  mint: (): string => {
    for (;;) {
      const body = `${random(10)}7Kq${random(11)}`
      if (isKeyBody(body)) return `mint_${body}`
    }
  }
}

/** `text` in lines of `width` characters, each after `prefix`, joined by `joint`. */
export const wrap = (text: string, width: number, prefix = '', joint = '\n'): string =>
  (text.match(new RegExp(`[^]{1,${width}}`, 'g')) ?? []).map((l) => `${prefix}${l}`).join(joint)

/** The runs of `size` characters of `secret` left in `shown` once `joints` are taken out. */
export function leftOf(
  shown: string,
  secret: string,
  joints: readonly string[] = [],
  size = 8
): string[] {
  const flat = joints.reduce((text, joint) => text.replaceAll(joint, ''), shown)
  const runs = Array.from({ length: secret.length - size + 1 }, (_, i) => secret.slice(i, i + size))
  return runs.filter((run) => flat.includes(run))
}

/** A Jupyter notebook (nbformat 4, as Jupyter writes it: JSON, indent 1) whose one cell printed
 * `printed`: a stream output's text is an array of its lines, each but the last ending in "\n". */
export const notebook = (printed: string): string => {
  const lines = printed.split('\n')
  const text = lines.map((line, i) => (i < lines.length - 1 ? `${line}\n` : line))
  const cell = {
    cell_type: 'code',
    execution_count: 3,
    metadata: {},
    outputs: [{ name: 'stdout', output_type: 'stream', text }],
    source: ['print(textwrap.fill(token, 20))']
  }
  return JSON.stringify({ cells: [cell], metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1)
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
export const b64url = (n: number): string =>
  Array.from({ length: n }, () => B64URL[Math.floor(Math.random() * 64)]).join('')
export const part = (json: object): string =>
  Buffer.from(JSON.stringify(json)).toString('base64url')

/**
 * A random installation token of GitHub's format of 2026: `ghs_`, an app id, `_` and a JWT
 * (header, payload and an RS256 signature of 342), as the README describes one.
 */
export const installationToken = (): string => {
  const app = String(1 + Math.floor(Math.random() * 9_999_999))
  const header = part({ alg: 'RS256', typ: 'JWT' })
  const payload = part({ iss: app, iat: 1_790_000_000, exp: 1_790_003_600, jti: b64url(16) })
  return `ghs_${app}_${header}.${payload}.${b64url(342)}`
}
