/**
 * A label text as a name to find an input by, exactly: Mantine adds " *" to the label of a
 * required input, and the text is matched literally (dots and brackets included).
 */
export const labelled = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
