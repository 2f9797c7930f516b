import { describe, expect, it } from 'vitest';
import { chooseLogFormat, formatLogLine, prettyDestination } from './log-format.ts';

const at = (hours: number, minutes: number, seconds: number) => new Date(2026, 0, 5, hours, minutes, seconds).getTime();

describe('formatLogLine', () => {
  it('shows an answered request as time, method, path, status and duration', () => {
    const record = { level: 30, time: at(10, 42, 1), pid: 1, hostname: 'h', reqId: 'req-1', method: 'GET', url: '/api/v1/projects/', statusCode: 200, responseTime: 12.4, msg: 'request completed' };
    expect(formatLogLine(record)).toBe('10:42:01 GET /api/v1/projects/ 200 12 ms');
  });

  it('shows other lines as time and message, naming the level unless it is info, with their own fields', () => {
    expect(formatLogLine({ level: 30, time: at(9, 5, 7), pid: 1, hostname: 'h', msg: 'Server listening at http://127.0.0.1:3000' })).toBe('09:05:07 Server listening at http://127.0.0.1:3000');
    expect(formatLogLine({ level: 40, time: at(9, 5, 7), pid: 1, hostname: 'h', signal: 'SIGTERM', msg: 'shutting down' })).toBe('09:05:07 WARN shutting down {"signal":"SIGTERM"}');
  });

  it('puts an error stack on the lines below, indented', () => {
    const line = formatLogLine({ level: 50, time: at(23, 59, 59), err: { message: 'boom', stack: 'Error: boom\n    at here' }, msg: 'boom' });
    expect(line).toBe('23:59:59 ERROR boom\n  Error: boom\n      at here');
    const failed = formatLogLine({ level: 50, time: at(23, 59, 59), method: 'GET', url: '/x', statusCode: 500, responseTime: 1, err: { stack: 'Error: db down' }, msg: 'request errored' });
    expect(failed).toBe('23:59:59 GET /x 500 1 ms\n  Error: db down');
  });
});

describe('prettyDestination', () => {
  it('turns each JSON line pino writes into one readable line, and passes anything else through', () => {
    const written: string[] = [];
    const destination = prettyDestination({ write: (text: string) => written.push(text) });
    destination.write(`${JSON.stringify({ level: 30, time: at(10, 0, 0), method: 'POST', url: '/api/v1/auth/login/', statusCode: 401, responseTime: 3 })}\n`);
    destination.write('not json\n');
    expect(written).toEqual(['10:00:00 POST /api/v1/auth/login/ 401 3 ms\n', 'not json\n']);
  });
});

describe('chooseLogFormat', () => {
  it('is readable on a terminal and JSON when piped, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});
