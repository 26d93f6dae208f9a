import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailableError } from './database-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    ['connection ended', new Error('Connection terminated unexpectedly')],
    ['client read timeout', new Error('Query read timeout')],
    ['shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['too many clients', withCode('sorry, too many clients already', '53300')],
    ['connection exception class', withCode('connection failure', '08006')],
    [
      'wrapped by TypeORM',
      new QueryFailedError('SELECT 1', [], withCode('canceling statement due to statement timeout', '57014')),
    ],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['bad syntax', new QueryFailedError('SELEC 1', [], withCode('syntax error at or near "SELEC"', '42601'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: a bug, not an outage', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
