import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import { Link } from 'react-router';

type StatCardProps = { label: string; value: ReactNode; hint?: ReactNode; to: string; testId: string };

/** A figure of the dashboard; the whole card links to the screen it comes from. */
export function StatCard({ label, value, hint, to, testId }: StatCardProps) {
  return (
    <Paper
      withBorder
      p="md"
      component={Link}
      to={to}
      data-testid={testId}
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {/* The hint's line is kept while the figure loads, so the cards below do not move when it arrives. */}
      <Text size="sm" c="dimmed" component="div">
        {hint ?? '\u00a0'}
      </Text>
    </Paper>
  );
}
