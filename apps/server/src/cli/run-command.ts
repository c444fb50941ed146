import { z } from 'zod';

/**
 * Runs a command-line tool's main function: on failure it prints what went wrong for a person
 * (each invalid input's message, or the error's message, never a stack) and exits with 1.
 */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof z.ZodError)
      console.error(error.issues.map((issue) => issue.message).join('\n'));
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
