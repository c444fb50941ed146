import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_LABELS = {
  first: 'ui.pagination.first',
  previous: 'ui.pagination.previous',
  next: 'ui.pagination.next',
  last: 'ui.pagination.last',
} as const;

interface PageNavProps {
  /** Names the navigation ('Hospital pages'). */
  label: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
  /** Numbered pages only, smaller (a phone's width). */
  compact?: boolean;
}

/**
 * The page numbers under a server-paged list, with first, previous, next and last buttons that
 * say what they do; nothing when one page holds the whole list.
 */
export function PageNav({ label, pages, page, onChange, compact = false }: PageNavProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} justify="flex-end" mt="md">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        withEdges={!compact}
        size={compact ? 'sm' : 'md'}
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
      />
    </Group>
  );
}
