import { useId, type ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** One titled card of a dashboard, with an optional action beside its title. */
export function DashboardSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
