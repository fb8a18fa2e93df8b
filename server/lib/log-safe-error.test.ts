import { describe, expect, it } from 'vitest';
import { serializeErrorForLog } from './log-safe-error';

/** A PostgreSQL error as node-postgres raises it. */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', routine: '_bt_check_unique', ...fields });
}

describe('serializeErrorForLog', () => {
  it('keeps the code, constraint and query of a database error, drops its values', () => {
    const cause = databaseError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      detail: 'Key (email)=(anna@example.dk) already exists.',
    });
    const failed = Object.assign(new Error('Failed query: insert into users (email) values ($1)\nparams: anna@example.dk'), {
      query: 'insert into users (email) values ($1)',
      params: ['anna@example.dk'],
      cause,
    });
    const logged = JSON.stringify(serializeErrorForLog(failed));
    expect(logged).not.toContain('anna@example.dk');
    expect(logged).toContain('insert into users (email) values ($1)');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_unique');
    expect(logged).toContain('log-safe-error.test.ts'); // the stack frames stay
  });

  it('keeps an ordinary error’s message and simple fields, and logs a non-error by its type only', () => {
    const err = Object.assign(new Error('gateway timed out'), { statusCode: 502, params: ['x'], payload: { card: '4242' } });
    expect(serializeErrorForLog(err)).toMatchObject({ type: 'Error', message: 'gateway timed out', statusCode: 502 });
    expect(JSON.stringify(serializeErrorForLog(err))).not.toContain('4242');
    expect(serializeErrorForLog('secret string')).toEqual({ type: 'string', message: '', stack: '' });
  });
});
