import { useLayoutEffect, useRef } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { proposalMetadataSchema } from '@flipstack/contract';
import { ChatBubble } from './ChatBubble.tsx';
import { ChatMarkdown } from './ChatMarkdown.tsx';
import { ConfirmationCard } from './ConfirmationCard.tsx';
import classes from './Assistant.module.css';
import type { ChatTurn } from './chat-turn.ts';
import { SpeakButton } from './SpeakButton.tsx';
import { ToolSteps } from './ToolSteps.tsx';
import type { Message } from './useChatMessages.ts';

type Props = {
  messages: Message[];
  turn: ChatTurn | null;
  notice: string | null;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  canSpeak: boolean;
  /** Accepts or declines a proposed write (a new turn). */
  onAnswer: (messageId: number, accept: boolean) => void;
  children?: React.ReactNode;
};

/** Near the bottom means following the conversation: new text keeps it in view. */
const FOLLOW_DISTANCE = 80;

export function MessageList({
  messages,
  turn,
  notice,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  canSpeak,
  onAnswer,
  children,
}: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const isFollowing = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      // Older messages arrived above: keep the ones being read where they were.
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (isFollowing.current) {
      element.scrollTop = element.scrollHeight;
    }
  });

  const loadOlder = () => {
    if (!hasOlder || isLoadingOlder || !viewport.current) return;
    heightBeforeOlder.current = viewport.current.scrollHeight;
    onLoadOlder();
  };

  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    isFollowing.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_DISTANCE;
    if (element.scrollTop < 40) loadOlder();
  };

  return (
    <div
      ref={viewport}
      className={classes.log}
      onScroll={onScroll}
      role="log"
      aria-label="Conversation"
      aria-busy={turn !== null}
      tabIndex={0}
    >
      <Stack gap="xs" pb="xs">
        {hasOlder && (
          <Button variant="subtle" size="compact-xs" onClick={loadOlder} loading={isLoadingOlder} mx="auto">
            Earlier messages
          </Button>
        )}
        {children}
        {messages.map((message) =>
          message.message_type === 'user' ? (
            <ChatBubble key={message.id} from="user">
              {message.content}
            </ChatBubble>
          ) : (
            <ChatBubble key={message.id} from="assistant">
              <AssistantContent
                message={message}
                onAnswer={turn === null ? (accept) => onAnswer(message.id, accept) : undefined}
              />
              {canSpeak && (
                <Group justify="flex-end" mt={-4}>
                  <SpeakButton message={message} />
                </Group>
              )}
            </ChatBubble>
          ),
        )}
        {turn && (
          <>
            <ChatBubble from="user">{turn.question}</ChatBubble>
            <ChatBubble from="assistant">
              <ToolSteps steps={turn.steps} />
              {turn.answer && <ChatMarkdown text={turn.answer} />}
              {turn.proposals.map((proposal) => (
                <ConfirmationCard key={proposal.message_id} proposal={proposal} />
              ))}
              {!turn.answer && turn.proposals.length === 0 && <Loader type="dots" size="sm" aria-label="Thinking" />}
              {turn.error && (
                <Text size="xs" c="red">
                  {turn.error}
                </Text>
              )}
            </ChatBubble>
          </>
        )}
        {notice && (
          <Text size="xs" c="red" role="status">
            {notice}
          </Text>
        )}
      </Stack>
    </div>
  );
}

/** A stored assistant message: a proposal shows as its card, anything else as text. */
function AssistantContent({
  message,
  onAnswer,
}: {
  message: Message;
  onAnswer: ((accept: boolean) => void) | undefined;
}) {
  const proposal = proposalMetadataSchema.safeParse(message.metadata);
  if (!proposal.success) return <ChatMarkdown text={message.content} />;
  return <ConfirmationCard proposal={proposal.data} onAnswer={onAnswer} />;
}
