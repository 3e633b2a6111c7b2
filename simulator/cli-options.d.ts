// The types of cli-options.js for the simulator's TypeScript, which compiles without JavaScript
// (simulator/tsconfig.json); the scripts and the type check read the JSDoc of the file itself.
export interface OptionSpec {
  type: 'string' | 'boolean'
  description: string
  value?: string
  default?: string
}

export interface Command {
  npmScript: string
  npmCommand: string
  nodeCommand: string
  summary: string
  options: Record<string, OptionSpec>
  positional?: string
  notes?: string
  check?: (values: Record<string, string | boolean>) => string | undefined
}

export interface ReadOptions {
  argv?: string[]
  env?: Record<string, string | undefined>
}

export function readOptions(
  command: Command,
  read?: ReadOptions
): { values: Record<string, string | boolean>; positionals: string[] }

export function nameOf(
  command: Pick<Command, 'npmScript' | 'npmCommand' | 'nodeCommand'>,
  env?: Record<string, string | undefined>
): string

export function help(command: Command, viaNpm: boolean): string
