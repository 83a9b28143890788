import { Anchor, Image, Typography } from '@mantine/core';
import { Children, isValidElement, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { headingId } from './guide-pages.ts';

/** The plain text of a heading's children, for its anchor. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

function SectionHeading({ level, children }: { level: 2 | 3; children?: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  const id = headingId(textOf(children));
  return (
    <Tag id={id} style={{ scrollMarginTop: 80 }}>
      {children}{' '}
      <Anchor component={Link} to={`#${id}`} aria-label={`Link to the section ${textOf(children)}`} c="dimmed">
        #
      </Anchor>
    </Tag>
  );
}

// Typography's own link style drops the underline the theme gives links in text (WCAG: not by colour alone).
const IN_TEXT = { textDecoration: 'underline' } as const;

// A screenshot keeps its own size up to the column's width, framed so its white edges stand out on a white page.
const SCREENSHOT = {
  border: '1px solid var(--mantine-color-default-border)',
  width: 'auto',
  maxWidth: '100%',
} as const;

// Raw HTML in the Markdown is never rendered (react-markdown's default): the guide is text, tables, links and screenshots.
const COMPONENTS: Components = {
  h2: ({ children }) => <SectionHeading level={2}>{children}</SectionHeading>,
  h3: ({ children }) => <SectionHeading level={3}>{children}</SectionHeading>,
  img: ({ src, alt }) => <Image src={src} alt={alt ?? ''} radius="md" loading="lazy" style={SCREENSHOT} my="md" />,
  a: ({ href = '', children }) =>
    href.startsWith('/') || href.startsWith('#') ? (
      <Anchor component={Link} to={href} style={IN_TEXT}>
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noreferrer" style={IN_TEXT}>
        {children}
      </Anchor>
    ),
};

export function GuideMarkdown({ markdown }: { markdown: string }) {
  return (
    <Typography>
      <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS}>
        {markdown}
      </Markdown>
    </Typography>
  );
}
