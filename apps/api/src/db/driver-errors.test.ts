import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, sqlStateOf } from './driver-errors';

/** A driver error as Drizzle wraps it: "Failed query: …" with the driver's error as its cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });
const pgError = (code: string, message = 'refused') => Object.assign(new Error(message), { code });

describe('what a driver error says', () => {
  it('finds the SQLSTATE under Drizzle’s wrapper', () => {
    expect(sqlStateOf(wrapped(pgError('23505')))).toBe('23505');
    expect(sqlStateOf(new Error('no code'))).toBeUndefined();
  });

  it.each([
    [
      'a terminated backend (57P01)',
      wrapped(pgError('57P01', 'terminating connection due to administrator command')),
    ],
    ['a server starting up (57P03)', pgError('57P03')],
    ['a connection exception (08006)', wrapped(pgError('08006'))],
    ['too many connections (53300)', pgError('53300')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', wrapped(pgError('ECONNRESET', 'read ECONNRESET'))],
    ['a connection ended under a statement', wrapped(new Error('Connection terminated unexpectedly'))],
    [
      'a client already dead',
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
    ],
  ])('tells the database out of reach: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique clash', wrapped(pgError('23505'))],
    ['a value out of range', wrapped(pgError('22003'))],
    ['a syntax error', pgError('42601')],
    ['a statement cancelled', pgError('57014')],
    ['any other failure', new Error('Connection terminated unexpectedly, or so it says')],
    ['no error at all', undefined],
  ])('leaves a refused statement alone: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
