/** A span of minutes in milliseconds (the security settings are given in minutes). */
export const minutesInMs = (count: number): number => count * 60_000;
/** A span of days in milliseconds (plan durations, daily clean-up windows). */
export const daysInMs = (count: number): number => count * 86_400_000;
/** Whole days from one time to another, rounded (a pack's span from its two dates). */
export const daysBetween = (from: Date, to: Date): number =>
  Math.round((to.getTime() - from.getTime()) / daysInMs(1));
