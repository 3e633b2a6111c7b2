// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked from a fresh
// context: ordinary identifiers that begin with mint_ reached the agent as `***`. The README
// ("Docs that follow the code") tells another project's key from an identifier: "a part of 8 or
// more that mixes digits, small and capital letters and is not words in camel case … so
// `mint_config_value` or `mint_getConfigValue` in code reaches the agent as it is".
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'

registerSecret('mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123')

describe('identifiers of words in camel case that begin with mint_ reach the agent as they are', () => {
  it.each([
    // Words written with digits inside (numeronyms), in camel case.
    ['i18n', 'const mint_i18nConfig = loadLocales()'],
    ['k8s', 'export const mint_k8sCluster = cluster(name)'],
    ['e2e', 'mint_e2eTimeout: 30_000,'],
    ['a11y', 'function mint_a11yLabels(page) {'],
    ['p2p', 'await mint_p2pNetwork.connect()'],
    // An acronym with a version in it, as Node and the DOM write them (`isIPv4`, `UTF8`).
    ['IPv4', 'const host = mint_getIPv4Address(req)'],
    ['UTF8', 'return mint_getUTF8Length(text)']
  ])('an identifier with %s in camel case stays as it was', (_word, line) => {
    expect(redactForAgent(line)).toBe(line)
  })
})

describe('identifiers of words in camel case with numbers and acronyms reach the agent as they are', () => {
  it.each([
    // An acronym with its number, a few acronyms after digits, a capitalised numeronym.
    'mint_toSHA256',
    'mint_parseISO8601Date',
    'mint_render3DModel',
    'mint_runE2ETests',
    'mint_is2FAEnabled',
    'mint_toUTF16LE',
    // Of 20 or more with two capitals side by side: acronyms that are words of code.
    'mint_isValidURLForCurrentUser',
    'mint_parseResponseAsJSONObject',
    'mint_handleOAuthCallbackError',
    'mint_convertMarkdownToHTMLString',
    'mint_loadUserSettingsFromAPI'
  ])('%s', (id) => {
    expect(redactForAgent(`const handler = ${id}(input)`)).toBe(`const handler = ${id}(input)`)
  })
})

describe('identifiers of words in camel case with common acronyms outside the closed list reach the agent as they are', () => {
  // Found by the fifth attack. README: "a part that is not words in camel case … so
  // `mint_isValidURLForCurrentUser` … reaches the agent as it is". CAMEL (tokens.ts) takes only a
  // closed list of bare acronyms (URL, URI, API, JSON, …); identifiers of 20 or more with ID, AWS,
  // PDF, JWT, SMS or CSV in them are words in camel case too, and reach the agent as `***`.
  it.each([
    'const session = mint_getUserIDFromSession(req)',
    'await mint_getAWSCredentialsForUser(user)',
    'mint_loadPDFDocumentFromDisk(path)',
    'const claims = mint_parseJWTTokenFromHeader(h)',
    'mint_sendSMSNotifications(users)',
    'mint_parseCSVFile2024(rows)',
    'const meta = mint_parseYAMLFrontMatter(source)',
    'await mint_i18nextInit(options)',
    'mint_useOAuth2PKCEFlow(client)'
  ])('%s', (line) => {
    expect(redactForAgent(line)).toBe(line)
  })
})

describe('identifiers of words in camel case with a word of one or two letters, or a plural acronym, reach the agent as they are', () => {
  // Found by the eighth attack: CAMEL (tokens.ts) took a capital only when two small letters or
  // digits follow it, so the article `A` (`isAValid…`) and words of two letters written the way
  // JavaScript writes `userId` (`Id`, `Db`, `Md`, `Px`) made an identifier read as a key.
  it.each([
    'if (mint_isAValidConfigurationValue(value)) return',
    'await mint_createANewProjectFolder(root)',
    'const id = mint_getUserIdV2(session)',
    'const instance = mint_ec2InstanceId',
    'export const mint_fontSize14Px = "14px"',
    'await mint_initDbV2(pool)',
    'return mint_convertMd2Html(source)',
    // Found by the ninth attack: common words of two letters, `Of` before a number, the plural of
    // a listed acronym.
    'const profile = await mint_getMyProfileV2(user)',
    'mint_runIfEnabledV2(flags, () => start())',
    'if (mint_hasNoAccessV2(member)) return deny()',
    'export const mint_isAnAdminV2 = (u: User) => u.role === "admin"',
    'expect(mint_isOkResponseV2(res)).toBe(true)',
    'while (!mint_isItReadyV2(job)) await sleep(100)',
    'return mint_tellMeMoreV2(topic)',
    'mint_letUsGoV2()',
    'const label = mint_showPage1Of10(page)',
    'return mint_getPageOf2(items)',
    'const ids = mint_getUserIDsFromSession(req)',
    'const tokens = mint_parseJWTsFromHeaders(req.headers)',
    'const urls = await mint_fetchURLsV2(page)',
    'for (const api of mint_listAPIsV2(owner)) {',
    'const all = mint_getAllIDs2(batch)'
  ])('%s', (line) => {
    expect(redactForAgent(line)).toBe(line)
  })
})

describe('an identifier with a capital letter alone other than A reads as a key, as the README says', () => {
  // Taking any capital alone as a word would let a random key of 24 pass for words three times as
  // often (`npm run bench:keys`); README: "a letter alone other than A … may make an identifier
  // read as a key". The eighth attack's coordinates stay redacted, by that choice.
  it.each(['mint_getXCoordinateForElement', 'mint_setYPositionOfTheCursor'])('%s', (id) => {
    expect(redactForAgent(`const at = ${id}(el)`)).toBe('const at = ***(el)')
  })
})
