import { Container, Stack } from '@mantine/core';
import { ContentHeader } from '../components/content-header';
import { DocBlock } from '../components/doc-blocks';
import { useLocalizedContent, type LocalizedContent } from '@/lib/localized-content';
import type { ContentDocument } from '../copy/types';
import '../components/content.css';

/** Audience pages, policies and About Us: a header, then the document's blocks in order. */
export function DocumentPage({ copy }: { copy: LocalizedContent<ContentDocument> }) {
  const document = useLocalizedContent(copy);
  return (
    <Container size="lg">
      <ContentHeader title={document.title} lead={document.lead} parent={document.parent} />
      <Stack gap={48}>
        {document.blocks.map((block) => (
          <DocBlock key={block.type === 'notice' ? block.title : block.heading} block={block} />
        ))}
      </Stack>
    </Container>
  );
}
