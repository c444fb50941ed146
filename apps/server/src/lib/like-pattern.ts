/** Text for a LIKE pattern, its wildcards (% and _) and the escape character taken literally. */
export const escapeLike = (text: string) =>
  text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A LIKE pattern that matches text holding `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
