import type { Config } from '../config.ts';

type LogRecord = Record<string, unknown>;

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Fields every pino line carries, or that the readable line already shows.
const shownOrNoise = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'method', 'url', 'statusCode', 'responseTime']);

/** Readable on a terminal, JSON when piped (log collectors, docker); LOG_FORMAT overrides. */
export function chooseLogFormat(setting: Config['logFormat'], stdoutIsTerminal: boolean): 'json' | 'pretty' {
  if (setting !== 'auto') return setting;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function clockTime(time: unknown) {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}

/** One pino record as one readable line: `10:42:01 GET /api/v1/projects/ 200 12 ms`, or the time, level and message. */
export function formatLogLine(record: LogRecord): string {
  const time = clockTime(record.time);
  const error = record.err as { stack?: string; message?: string } | undefined;
  const stack = error ? `\n  ${(error.stack ?? error.message ?? '').replace(/\n/g, '\n  ')}` : '';
  if (typeof record.method === 'string' && typeof record.statusCode === 'number') {
    const took = typeof record.responseTime === 'number' ? ` ${Math.round(record.responseTime)} ms` : '';
    return `${time} ${record.method} ${String(record.url)} ${record.statusCode}${took}${stack}`;
  }
  const level = typeof record.level === 'number' && record.level !== 30 ? ` ${levelNames[record.level] ?? record.level}` : '';
  const extras = Object.fromEntries(Object.entries(record).filter(([key]) => !shownOrNoise.has(key)));
  const details = Object.keys(extras).length > 0 ? ` ${JSON.stringify(extras)}` : '';
  return `${time}${level} ${String(record.msg ?? '')}${details}${stack}`;
}

/** A pino destination that writes each JSON line it is given as a readable line to `out`. */
export function prettyDestination(out: { write(text: string): unknown }) {
  return {
    write(line: string) {
      let record: LogRecord;
      try {
        record = JSON.parse(line) as LogRecord;
      } catch {
        out.write(line);
        return;
      }
      out.write(`${formatLogLine(record)}\n`);
    },
  };
}
