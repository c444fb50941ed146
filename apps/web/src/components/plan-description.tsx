import { Typography, type BoxProps } from '@mantine/core';

/**
 * A plan description as stored. The server sanitizes every description (sanitize-html with an
 * allow-list of simple tags, https/mailto links only) before it is saved, so the stored HTML is
 * safe to insert here.
 */
export function PlanDescription({ html, ...props }: { html: string } & BoxProps) {
  return (
    <Typography className="plan-description" {...props}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
