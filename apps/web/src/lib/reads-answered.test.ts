import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readsAnswered } from './session';

/** A read the test answers when it chooses. */
function heldRead() {
  let answer: (value: string) => void = () => {};
  const promise = new Promise<string>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);

describe('a logout waits for the reads in flight (readsAnswered)', () => {
  it('settles at once when nothing is being read', async () => {
    const client = new QueryClient();
    expect(await settledWithin(readsAnswered(client), 20)).toBe(true);
  });

  it('settles only once every read in flight is answered', async () => {
    const client = new QueryClient();
    const first = heldRead();
    const second = heldRead();
    void client.fetchQuery({ queryKey: ['me', 'hospitals'], queryFn: () => first.promise });
    void client.fetchQuery({ queryKey: ['patients'], queryFn: () => second.promise });
    const waiting = readsAnswered(client);
    expect(await settledWithin(waiting, 30)).toBe(false);
    first.answer('hospitals');
    expect(await settledWithin(waiting, 30)).toBe(false);
    second.answer('patients');
    expect(await settledWithin(waiting, 30)).toBe(true);
  });

  it('does not wait past its limit for a read that never ends', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => heldRead().promise });
    expect(await settledWithin(readsAnswered(client, 40), 20)).toBe(false);
    expect(await settledWithin(readsAnswered(client, 40), 200)).toBe(true);
  });
});
