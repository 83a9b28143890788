import { Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { ChatInput } from './ChatInput.tsx';
import { MessageList } from './MessageList.tsx';
import { Suggestions } from './Suggestions.tsx';
import { useAssistantInfo } from './useAssistantInfo.ts';
import { useChat } from './useChat.ts';

const EXAMPLES = [
  'What did I make last month?',
  'What has been in stock for more than 90 days?',
  'Remind me to ship the Switch tomorrow',
];

/** The assistant beside the current screen: not modal, so the screen stays usable and updates behind it. */
export function AssistantPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const chat = useChat();
  const info = useAssistantInfo();
  const isLoading = chat.status === 'loading';
  const isEmpty = chat.history.messages.length === 0 && chat.turn === null;

  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      position="right"
      size={440}
      keepMounted
      withOverlay={false}
      trapFocus={false}
      lockScroll={false}
      closeOnClickOutside={false}
      shadow="xl"
      closeButtonProps={{ 'aria-label': 'Close the assistant' }}
      title={
        <Group gap="xs">
          <IconSparkles size={18} aria-hidden />
          <Title order={2} size="h4">
            Assistant
          </Title>
          {info && (
            <Badge variant="light" size="sm" color={info.provider === 'built-in' ? 'gray' : 'blue'}>
              {info.provider === 'built-in' ? 'Built-in' : (info.model ?? 'Model')}
            </Badge>
          )}
        </Group>
      }
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' },
      }}
    >
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={chat.newChat}
          disabled={isLoading || chat.chatId === null}
        >
          New chat
        </Button>
      </Group>
      <MessageList
        messages={chat.history.messages}
        turn={chat.turn}
        notice={chat.notice}
        hasOlder={chat.history.hasNextPage}
        isLoadingOlder={chat.history.isFetchingNextPage}
        onLoadOlder={() => void chat.history.fetchNextPage()}
        canSpeak={info?.speech.text_to_speech ?? false}
        onAnswer={chat.answer}
      >
        {isEmpty && (
          <Stack gap="xs" py="md">
            <Text size="sm">
              Ask about your stock, sales and profit, or ask me to add a purchase, sale, listing, reminder or expense.
            </Text>
            {EXAMPLES.map((example) => (
              <Button
                key={example}
                variant="default"
                size="compact-sm"
                justify="flex-start"
                disabled={isLoading}
                onClick={() => void chat.send(example)}
              >
                {example}
              </Button>
            ))}
          </Stack>
        )}
      </MessageList>
      <Suggestions suggestions={chat.suggestions} onPick={(text) => void chat.send(text)} />
      <ChatInput
        isLoading={isLoading}
        suggestions={chat.suggestions}
        canRecord={info?.speech.transcription ?? false}
        onSend={chat.send}
        onStop={chat.stop}
      />
    </Drawer>
  );
}
