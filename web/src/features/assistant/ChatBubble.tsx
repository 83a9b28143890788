import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import classes from './Assistant.module.css';

/** One message of the conversation: the user's on the right, the assistant's on the left. */
export function ChatBubble({ from, children }: { from: 'user' | 'assistant'; children: ReactNode }) {
  return (
    <Paper
      className={from === 'user' ? classes.user : classes.assistant}
      px="sm"
      py={6}
      radius="md"
      fz="sm"
      aria-label={from === 'user' ? 'You' : 'Assistant'}
    >
      {children}
    </Paper>
  );
}
