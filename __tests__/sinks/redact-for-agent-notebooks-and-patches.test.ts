// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked a tenth
// time: a GitHub token in a Jupyter notebook's output (its lines JSON strings that end in "\n",
// an array's items one a line): wrapped, in base64 wrapped at 76, in `od -tu1`; in string
// literals that each end in \n; bytes in decimal over a patch's removed lines. Each failed
// before; the two "control" tests (the same text outside the notebook, or on added lines) did not.
// The attack's third find, the cost of lines of glued `ghs_1_`, is measured in bench/redaction.ts.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'
import {
  GHP,
  KEY,
  PAT,
  RANDOM,
  leftOf,
  notebook,
  random,
  wrap
} from '../support/redaction-checks.js'

registerSecret(KEY)

const [randomGhp, randomPat] = [RANDOM.ghp, RANDOM.github_pat]

/** What a notebook's stream output prints (the redacted JSON read back as Jupyter reads it). */
const printedBy = (shown: string): string =>
  (JSON.parse(shown) as { cells: { outputs: { text: string[] }[] }[] }).cells[0]!.outputs[0]!.text.join('') // prettier-ignore

describe('a GitHub token wrapped in a Jupyter notebook`s output does not reach the agent', () => {
  // README rows: "wrapped | lines of any width, CRLF, blanks around the breaks, `\n` in a JSON
  // string" and "string literals over lines | … an array's items one a line" (✓ for a GitHub
  // token). nbformat writes a multi-line string as an array of its lines, one a line, each
  // ending in "\n": every notebook's outputs and markdown cells are in this form.
  it('a token wrapped at 20 in a stream output is redacted', () => {
    const shown = redactForAgent(notebook(`token:\n${wrap(GHP, 20)}\ndone`))
    expect(leftOf(printedBy(shown), GHP, ['\n'])).toEqual([])
  })

  it('a fine-grained token wrapped at 40 in a stream output is redacted to its end', () => {
    const shown = redactForAgent(notebook(wrap(PAT, 40)))
    expect(leftOf(printedBy(shown), PAT, ['\n'])).toEqual([])
  })

  it('random classic and fine-grained tokens wrapped at widths 10 to 39 leave nothing (300 trials)', () => {
    let leaks = 0
    for (let i = 0; i < 300; i++) {
      const token = i % 2 ? randomGhp() : randomPat()
      const shown = redactForAgent(notebook(`export GITHUB_TOKEN=\n${wrap(token, 10 + (i % 30))}`))
      if (leftOf(printedBy(shown), token, ['\n']).length > 0) leaks++
    }
    expect(leaks).toBe(0)
  })

  // README row "base64 | … wrapped (in a patch too)" (✓ for a GitHub token): `!base64 .env` in
  // a cell prints lines of 76, which the notebook holds as the items above.
  const env = `# deploy settings\nREGION=eu-west-1\nGITHUB_TOKEN=${PAT}\nDEBUG=false\n`
  const fromBase64 = (printed: string): string => Buffer.from(printed, 'base64').toString('latin1')

  it('the control: base64 of a .env wrapped at 76, as `base64` prints it, is redacted', () => {
    const shown = redactForAgent(wrap(Buffer.from(env).toString('base64'), 76))
    expect(leftOf(fromBase64(shown.replaceAll('\n', '')), PAT)).toEqual([])
  })

  it('base64 of a .env wrapped at 76, printed in a notebook`s output, is redacted', () => {
    const shown = redactForAgent(notebook(wrap(Buffer.from(env).toString('base64'), 76)))
    expect(leftOf(fromBase64(printedBy(shown).replaceAll('\n', '')), PAT)).toEqual([])
  })

  it('random tokens in base64 of a .env wrapped at 76 in a notebook leave nothing (200 trials)', () => {
    let leaks = 0
    for (let i = 0; i < 200; i++) {
      const token = i % 2 ? randomGhp() : randomPat()
      const file = `REGION=eu-west-1\nNAME=${random(i % 60)}\nGITHUB_TOKEN=${token}\nDEBUG=false\n`
      const shown = redactForAgent(notebook(wrap(Buffer.from(file).toString('base64'), 76)))
      if (leftOf(fromBase64(printedBy(shown).replaceAll('\n', '')), token).length > 0) leaks++
    }
    expect(leaks).toBe(0)
  })

  it('a token in `od -tu1 .env` output printed in a notebook`s output is redacted', () => {
    // README row "decimal | … over lines as NumPy, `od` or a YAML sequence print them"; the
    // same output outside a notebook is redacted (redact-for-agent-encodings.test.ts).
    const codes = [...Buffer.from(`GITHUB_TOKEN=${GHP}\n`)]
    const lines: string[] = []
    for (let i = 0; i < codes.length; i += 16) {
      const row = codes.slice(i, i + 16).map((code) => String(code).padStart(4))
      lines.push(`${i.toString(8).padStart(7, '0')}${row.join('')}`)
    }
    const printed = [...lines, codes.length.toString(8).padStart(7, '0')].join('\n')
    const bytes = printedBy(redactForAgent(notebook(printed)))
      .split('\n')
      .flatMap((line) => line.trim().split(/\s+/).slice(1))
      .filter((number) => /^\d+$/.test(number))
      .map(Number)
    expect(leftOf(Buffer.from(bytes).toString('latin1'), GHP)).toEqual([])
  })

  it('a token cut into JSON strings ending in "\\n", items on one line, is redacted', () => {
    // README: "string literals on one line | `"…", "…"`" and "wrapped | `\n` in a JSON string".
    const text = JSON.stringify({ text: [`${GHP.slice(0, 20)}\n`, GHP.slice(20)] })
    expect(leftOf(redactForAgent(text), GHP)).toEqual([])
  })
})

describe('a GitHub token cut into string literals that each end in \\n does not reach the agent', () => {
  // README rows: "string literals on one line | `"…" + "…"`", "string literals over lines | `"…" +`
  // then `"…"`" and "wrapped | … `\n` in a JSON string" (✓ for a GitHub token): a wrapped value
  // written back as code, one literal a line (a PEM-like constant, `print(f.readlines())`).
  it('in JavaScript literals joined by + over lines, each ending in \\n', () => {
    const text = `const t = ${wrap(GHP, 20)
      .split('\n')
      .map((line) => `"${line}\\n"`)
      .join(' +\n  ')};`
    expect(leftOf(redactForAgent(text), GHP)).toEqual([])
  })

  it('in the list Python prints for readlines(), items on one line', () => {
    const text = `[${wrap(GHP, 20)
      .split('\n')
      .map((line) => `'${line}\\n'`)
      .join(', ')}]`
    expect(leftOf(redactForAgent(text), GHP)).toEqual([])
  })
})

describe('bytes in decimal over a patch`s removed lines do not reach the agent', () => {
  // README rows: "decimal | … over lines as NumPy, `od` or a YAML sequence print them" and
  // "wrapped in a patch, quote or comment | lines that begin with `+`, `-`, a space …". The same
  // lines added (`+`) or as context (a space) are redacted; removed (`-`), they are not.
  const removed = (text: string): string =>
    text
      .split('\n')
      .map((line) => `-${line}`)
      .join('\n')
  const yamlSequence = (secret: string): string =>
    `bytes:\n${[...Buffer.from(secret)].map((code) => `  - ${code}`).join('\n')}`
  const od = (secret: string): string => {
    const codes = [...Buffer.from(secret)]
    const lines: string[] = []
    for (let i = 0; i < codes.length; i += 16) {
      const row = codes.slice(i, i + 16).map((code) => String(code).padStart(4))
      lines.push(`${i.toString(8).padStart(7, '0')}${row.join('')}`)
    }
    return [...lines, codes.length.toString(8).padStart(7, '0')].join('\n')
  }
  const yamlBytes = (shown: string): string =>
    Buffer.from((shown.match(/- (\d+)$/gm) ?? []).map((item) => Number(item.slice(2)))).toString('latin1') // prettier-ignore
  const odBytes = (shown: string): string =>
    Buffer.from(
      shown
        .split('\n')
        .flatMap((line) => line.slice(1).trim().split(/\s+/).slice(1))
        .filter((number) => /^\d+$/.test(number))
        .map(Number)
    ).toString('latin1')

  it('the control: a GitHub token as a YAML sequence of its bytes, on added lines, is redacted', () => {
    const added = yamlSequence(GHP)
      .split('\n')
      .map((line) => `+${line}`)
      .join('\n')
    expect(leftOf(yamlBytes(redactForAgent(added)), GHP)).toEqual([])
  })

  it('a GitHub token as a YAML sequence of its bytes, on removed lines, is redacted', () => {
    expect(leftOf(yamlBytes(redactForAgent(removed(yamlSequence(GHP)))), GHP)).toEqual([])
  })

  it('the API key as a YAML sequence of its bytes, on removed lines, is redacted', () => {
    expect(leftOf(yamlBytes(redactForAgent(removed(yamlSequence(KEY)))), KEY)).toEqual([])
  })

  it('a GitHub token in `od -tu1` output, on removed lines, is redacted', () => {
    expect(leftOf(odBytes(redactForAgent(removed(od(GHP)))), GHP)).toEqual([])
  })
})
