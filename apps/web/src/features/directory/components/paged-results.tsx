import '../text-values';
import type { ReactNode } from 'react';
import { Alert, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { PageNav } from '@/components/page-nav';

interface PagedResultsProps {
  /** The search's query state: its last page (kept while the next one loads) or its error. */
  result: { data?: { recordsFiltered: number } | undefined; isError: boolean; error: unknown };
  page: number;
  onPage: (page: number) => void;
  /** "12 hospitals found" and the like. */
  countText: (total: number) => string;
  paginationLabel: string;
  /** The table of the page's rows. */
  children: ReactNode;
}

/** How many pages of 10 a search's matches fill: at least one, the empty one. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** A search's answer: how many matched, the table, and full-numbers paging 10 rows a page. */
export function PagedResults(props: PagedResultsProps) {
  const { t } = useTranslation();
  const { result, page } = props;
  const total = result.data?.recordsFiltered ?? 0;
  const pages = pageCount(total);

  if (result.isError && !result.data) {
    return (
      <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
        {errorMessage(result.error)}
      </Alert>
    );
  }
  return (
    <>
      {result.isError && (
        // A search that failed after an earlier one: its rows stay, and say they are the old ones.
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" mb="sm">
          {errorMessage(result.error)} {t('ui.directory.earlierResults')}
        </Alert>
      )}
      <Text fz="sm" c="dimmed" mb="xs" role="status" aria-live="polite">
        {result.data && props.countText(total)}
      </Text>
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {props.children}
      </Paper>
      <PageNav label={props.paginationLabel} pages={pages} page={page} onChange={props.onPage} />
    </>
  );
}
