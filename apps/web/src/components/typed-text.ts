import type { CSSProperties } from 'react';

/**
 * Free text as the person typed it (a comment, a pathology note, an enquiry): its line breaks
 * and blank lines are shown, and a long word wraps rather than widening its column.
 */
export const typedTextStyle: CSSProperties = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' };

/**
 * A typed value on one line (a name, a city) in a table: a long word wraps, so one entry of 64
 * letters without a space does not push the other columns off the screen. (overflow-wrap:
 * anywhere, unlike break-word, also narrows the column's minimum width.)
 */
export const typedValueStyle: CSSProperties = { overflowWrap: 'anywhere' };
