// The types of demo-push.js for the simulator's TypeScript, which compiles without JavaScript
// (simulator/tsconfig.json).
export interface DemoPush {
  repository: string
  ref: string
  before: string
  after: string
  pusher: string
}

export const DEMO_PUSH: Readonly<DemoPush>
