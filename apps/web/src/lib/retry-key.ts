import { useRef } from 'react';

/** 32 random hex characters (crypto.randomUUID needs a secure context; this does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a create (server: plugins/idempotency.ts). The same thing sent again,
 * a retry after "Could not reach the server" when the server had saved it and only its answer
 * was lost, carries the same key and gets the first answer instead of a second record. A save
 * that succeeded, or different content, starts a new key: two appointments made one after the
 * other, even alike, are two.
 */
export function useRetryKey() {
  const last = useRef<{ content: string; key: string } | null>(null);
  return {
    for(content: unknown): string {
      const text = JSON.stringify(content);
      if (last.current?.content !== text) last.current = { content: text, key: newKey() };
      return last.current.key;
    },
    saved(): void {
      last.current = null;
    },
  };
}
