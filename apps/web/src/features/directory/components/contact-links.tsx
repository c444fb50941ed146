import { Anchor } from '@mantine/core';

/** A phone number that a phone calls when tapped. */
export function CallLink({ number }: { number: string }) {
  return (
    <Anchor href={`tel:${number.replace(/\s+/g, '')}`} fz="sm">
      {number}
    </Anchor>
  );
}

/** An email address that opens a new message when tapped; a dash when there is none. */
export function EmailLink({ email }: { email: string | null }) {
  if (!email) return '-';
  return (
    <Anchor href={`mailto:${email}`} fz="sm" style={{ wordBreak: 'break-all' }}>
      {email}
    </Anchor>
  );
}
