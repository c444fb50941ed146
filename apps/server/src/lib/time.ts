/** A span of minutes in milliseconds (the security settings are given in minutes). */
export const minutesInMs = (count: number): number => count * 60_000;
