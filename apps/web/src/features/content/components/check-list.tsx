import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { CheckIcon } from './content-icons';

/** A list with a tick before each item, in one or two columns. */
export function CheckList({ items, columns = 1 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, md: columns }}
      spacing="lg"
      verticalSpacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <Group component="li" key={item} gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size={24}
            radius="xl"
            variant="light"
            aria-hidden="true"
            style={{ flex: 'none' }}
          >
            <CheckIcon size={14} />
          </ThemeIcon>
          <Text pt={1}>{item}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
