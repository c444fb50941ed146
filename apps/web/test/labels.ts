/** A text matched literally in a pattern (dots and brackets included). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A label text as a name to find an input by, exactly: Mantine adds " *" to the label of a
 * required input, and the text is matched literally (dots and brackets included).
 */
export const labelled = (text: string) => new RegExp(`^${literal(text)}\\s*\\*?$`);

/** A description that starts with a message (a hint may follow it, as under a new password). */
export const startingWith = (text: string) => new RegExp(`^${literal(text)}`);
