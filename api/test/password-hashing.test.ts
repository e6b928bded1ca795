// Password hashing must not starve the rest of the server: at most two scrypt hashes at once (auth/passwords.ts).
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashing, verifyPassword } from '../src/auth/passwords.js';
import { createWorkQueue } from '../src/auth/work-queue.js';
import { AppError } from '../src/errors.js';

describe('password hashing', () => {
  it('runs at most two hashes at once; the others wait their turn', async () => {
    const hashes = Array.from({ length: 6 }, (_, i) => hashPassword(`password number ${i}`));
    expect(passwordHashing.running).toBe(2);
    expect(passwordHashing.waiting).toBe(4);
    const done = await Promise.all(hashes);
    expect(passwordHashing.running).toBe(0);
    expect(passwordHashing.waiting).toBe(0);
    expect(await verifyPassword('password number 3', done[3])).toBe(true);
    expect(await verifyPassword('password number 3', done[4])).toBe(false);
  });
});

describe('the work queue', () => {
  it('refuses at once, without running it, a task beyond the waiting line', async () => {
    const queue = createWorkQueue({
      concurrency: 1,
      maxWaiting: 2,
      busy: () => new AppError('UNAVAILABLE', 'busy'),
    });
    const started: number[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const task = (n: number) => () => {
      started.push(n);
      return gate.then(() => n);
    };
    const accepted = [queue.run(task(1)), queue.run(task(2)), queue.run(task(3))];
    await expect(queue.run(task(4))).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect(started).toEqual([1]);
    release();
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
    expect(started).toEqual([1, 2, 3]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
