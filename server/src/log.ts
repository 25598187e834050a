import type { Config } from './config.ts'

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
type Level = Exclude<keyof typeof levels, 'silent'>

/** Structured JSON logs, one object per line on stdout. */
export function createLogger(level: Config['logLevel']) {
  const threshold = levels[level]
  const write = (lvl: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (levels[lvl] < threshold) return
    process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }) + '\n')
  }
  return {
    /** Whether a level is written, so that hot paths build no log fields for nothing. */
    enabled: (lvl: Level) => levels[lvl] >= threshold,
    debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
    info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
    warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
    error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
  }
}

export type Logger = ReturnType<typeof createLogger>
