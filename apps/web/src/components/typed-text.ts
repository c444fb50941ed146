import type { CSSProperties } from 'react';

/**
 * Free text as the person typed it (a comment, a pathology note, an enquiry): its line breaks
 * and blank lines are shown, and a long word wraps rather than widening its column.
 */
export const typedTextStyle: CSSProperties = { whiteSpace: 'pre-line', wordBreak: 'break-word' };
