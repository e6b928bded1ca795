// A database fault the client may retry answers 503 "try again", never a masked 500 (docs/contract.md "REST adapter
// details"): the driver's codes and messages as Prisma and node-postgres report them.
import { describe, expect, it } from 'vitest';
import { toAppError } from './errors.js';

describe('toAppError', () => {
  it.each([
    ['a pool wait exceeded', { code: 'P2024', message: 'Timed out fetching a new connection from the pool' }],
    [
      'a transaction out of time',
      {
        code: 'P2028',
        message:
          'Transaction API error: Transaction already closed: A query cannot be executed on an expired transaction.',
      },
    ],
    ['a write conflict', { code: 'P2034', message: 'Transaction failed due to a write conflict or a deadlock.' }],
    ['a serialization failure', { code: '40001', message: 'could not serialize access due to concurrent update' }],
    ['a deadlock', { message: 'deadlock detected' }],
  ])('answers %s with 503 and a retry', (_, error) => {
    const known = toAppError(error);
    expect(known?.code).toBe('UNAVAILABLE');
    expect(known?.status).toBe(503);
    expect(known?.message).toBe('The service is briefly unavailable. Please try again.');
  });

  it('leaves other faults to be masked', () => {
    expect(toAppError({ code: 'P2003', message: 'Foreign key constraint violated' })).toBeUndefined();
    expect(toAppError(new Error('boom'))).toBeUndefined();
  });
});
