import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card of form fields laid out in a responsive grid. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" fz="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
