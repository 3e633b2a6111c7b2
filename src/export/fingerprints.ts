/**
 * The paths an export has seen, kept as 64-bit fingerprints in one typed array (open
 * addressing, a quarter to half full): 16 to 32 bytes a path, where a Set of the path strings
 * costs about 100 and keeps every string alive, which on a large site also makes V8 grow its
 * young generation.
 *
 * A fingerprint is the first 64 bits of SHA-1 over a random per-run salt and the path. The salt
 * means nobody can prepare a path whose fingerprint equals another page's (that would drop the
 * page as a duplicate); by chance, the odds of any two of 1,000,000 paths sharing one are about
 * 1 in 37 million.
 */
import { createRequire } from 'node:module'
import type * as Crypto from 'node:crypto'

const INITIAL_SLOTS = 4096

// node:crypto (18 modules to compile in the export's worker thread) is loaded by the first set,
// which only the reports paged by offset make: the others' exports never load it.
const load = createRequire(import.meta.url)

export class FingerprintSet {
  /** Two words per slot, high then low; 0,0 is an empty slot. */
  private table = new Uint32Array(INITIAL_SLOTS * 2)
  private used = 0
  private readonly crypto = load('node:crypto') as typeof Crypto
  private readonly salt = this.crypto.randomBytes(16).toString('hex')

  get size(): number {
    return this.used
  }

  /** Adds the fingerprint of `text`; false when it was already there. */
  add(text: string): boolean {
    const digest = this.crypto.hash('sha1', this.salt + text)
    const high = parseInt(digest.slice(0, 8), 16)
    // A low word of 0 stays free to mark empty slots.
    const low = parseInt(digest.slice(8, 16), 16) || 1
    if (!this.insert(high, low)) return false
    this.used++
    if (this.used * 2 > this.table.length / 2) this.grow()
    return true
  }

  private insert(high: number, low: number): boolean {
    const table = this.table
    const mask = table.length / 2 - 1
    for (let slot = high & mask; ; slot = (slot + 1) & mask) {
      const at = slot * 2
      if (table[at + 1] === 0) {
        table[at] = high
        table[at + 1] = low
        return true
      }
      if (table[at] === high && table[at + 1] === low) return false
    }
  }

  private grow(): void {
    const old = this.table
    this.table = new Uint32Array(old.length * 2)
    for (let at = 0; at < old.length; at += 2) {
      if (old[at + 1] !== 0) this.insert(old[at] as number, old[at + 1] as number)
    }
  }
}
