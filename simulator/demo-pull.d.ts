// The types of demo-pull.js for the simulator's TypeScript, which compiles without JavaScript
// (simulator/tsconfig.json).
export interface DemoPullCommit {
  sha: string
  message: string
  date: string
}

export interface DemoPullFile {
  filename: string
  status: 'added' | 'modified'
  patch: string
}

export interface DemoPullPush {
  head: string
  commits: DemoPullCommit[]
  files: DemoPullFile[]
}

export interface DemoPull {
  repository: string
  number: number
  title: string
  body: string
  author: string
  authorName: string
  headRef: string
  baseRef: string
  base: string
  pushes: readonly DemoPullPush[]
  mergeCommit: string
}

export const DEMO_PULL: Readonly<DemoPull>
