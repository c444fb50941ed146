import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('a save while the browser says it is offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is sent at once and fails with its error, instead of waiting silently', async () => {
    const client = createQueryClient({ onSessionEnded: () => undefined });
    onlineManager.setOnline(false);
    let sent = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => {
        sent += 1;
        return Promise.reject(new Error('Could not reach the server'));
      },
    });
    const outcome = Promise.race([
      mutation.execute(undefined).then(
        () => 'saved',
        (error: Error) => error.message,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1_000)),
    ]);
    expect(await outcome).toBe('Could not reach the server');
    expect(sent).toBe(1);
  });
});
