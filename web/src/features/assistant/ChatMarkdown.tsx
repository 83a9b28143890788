import { Anchor, Table, Text } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';

// Answers link to screens (/inventory/12): those stay in the app; anything else opens apart.
const COMPONENTS: Components = {
  p: ({ children }) => (
    <Text size="sm" mb={6}>
      {children}
    </Text>
  ),
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Anchor component={Link} to={href} size="sm">
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noreferrer noopener" size="sm">
        {children}
      </Anchor>
    ),
  table: ({ children }) => (
    <Table fz="xs" withTableBorder my={6}>
      {children}
    </Table>
  ),
  ul: ({ children }) => (
    <ul style={{ margin: '0 0 6px', paddingLeft: 20, fontSize: 'var(--mantine-font-size-sm)' }}>{children}</ul>
  ),
  ol: ({ children }) => (
    <ol style={{ margin: '0 0 6px', paddingLeft: 20, fontSize: 'var(--mantine-font-size-sm)' }}>{children}</ol>
  ),
};

/** An assistant answer: Markdown without raw HTML (react-markdown never renders it). */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS}>
      {text}
    </Markdown>
  );
}
