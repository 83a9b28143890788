import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_ASSISTANT_NAME,
  INVENTORY_STATUSES,
  LISTING_STATUSES,
  type CompletionStreamRequest,
} from '@flipstack/contract';
import { useLocation } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { MESSAGES, notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { completionStream, createChat } from './assistant-api.ts';
import { refreshAfterTools } from './assistant-refresh.ts';
import { storeChatId, storedChatId } from './chat-storage.ts';
import { applyStreamEvent, newTurn, type ChatTurn } from './chat-turn.ts';
import { chatMessagesQuery, useChatMessages } from './useChatMessages.ts';

type Confirmation = NonNullable<CompletionStreamRequest['confirmation']>;

const ENUMERATIONS = { inventory_status: [...INVENTORY_STATUSES], listing_status: [...LISTING_STATUSES] };
export const NO_ANSWER = 'No answer came back. Check your connection and try again.';

/**
 * The panel's conversation (spec: Chat is loading, then idle). A question streams into `turn`; when the
 * stream ends the stored messages are fetched again and replace it, and what its tools wrote refreshes.
 */
export function useChat() {
  const teamId = useSession((session) => session.teamId);
  const [chatIds, setChatIds] = useState<Record<string, number | null>>({});
  const chatId = teamId === null ? null : teamId in chatIds ? (chatIds[teamId] ?? null) : storedChatId(teamId);
  const [turn, setTurn] = useState<ChatTurn | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const history = useChatMessages(chatId);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const status: 'loading' | 'idle' = turn === null ? 'idle' : 'loading';

  const openChat = (id: number | null) => {
    if (teamId === null) return;
    setChatIds((ids) => ({ ...ids, [teamId]: id }));
    storeChatId(teamId, id);
  };

  async function newChatId(): Promise<number | null> {
    try {
      const chat = await createChat();
      openChat(chat.id);
      return chat.id;
    } catch {
      notify.error(MESSAGES.createChatFailed);
      return null;
    }
  }

  /** Streams the answer into `progress.turn` (read after an abort too: tools may have written by then). */
  async function stream(
    id: number,
    progress: { turn: ChatTurn },
    signal: AbortSignal,
    confirmation: Confirmation | undefined,
  ): Promise<void> {
    const request = {
      chatId: id,
      confirmation,
      userMessage: progress.turn.question,
      assistantName: DEFAULT_ASSISTANT_NAME,
      enumerations: ENUMERATIONS,
      context: { screen: pathname, title: document.title },
    };
    for await (const event of completionStream(request, signal)) {
      progress.turn = applyStreamEvent(progress.turn, event);
      setTurn(progress.turn);
    }
  }

  /** Sends a question; false when it was not sent or no answer came (the caller gives the draft back). */
  async function send(text: string, confirmation?: Confirmation): Promise<boolean> {
    const question = text.trim();
    // The ref, not the state: two quick Enters must not both get through before the state changes.
    if (question === '' || abortRef.current !== null) return false;
    const controller = new AbortController();
    abortRef.current = controller;
    setSuggestions([]);
    setNotice(null);
    const progress = { turn: newTurn(question) };
    setTurn(progress.turn);
    let isAnswered = false;
    let id = chatId;
    try {
      id ??= await newChatId();
      try {
        if (id !== null) await stream(id, progress, controller.signal, confirmation);
      } catch (error) {
        // The kept chat is gone (deleted, or this browser's last user's): start a new one once.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        id = await newChatId();
        if (id !== null) await stream(id, progress, controller.signal, undefined);
      }
      isAnswered = id !== null;
    } catch (error) {
      // Spec: this failure is logged, not shown as a toast; the panel says no answer came.
      if (!controller.signal.aborted) {
        console.error(MESSAGES.assistantConnectionFailed, error);
        setNotice(NO_ANSWER);
      }
    }
    const { changedResources, suggestions: offered } = progress.turn;
    if (changedResources.length > 0) void refreshAfterTools(queryClient, changedResources);
    const isKept = isAnswered || controller.signal.aborted;
    // The stored messages replace the streamed turn in one step, without a blank between.
    if (isKept && id !== null) await queryClient.fetchInfiniteQuery({ ...chatMessagesQuery(id), staleTime: 0 });
    setSuggestions(isAnswered ? offered : []);
    setTurn(null);
    abortRef.current = null;
    return isKept;
  }

  return {
    chatId,
    status,
    turn,
    suggestions,
    notice,
    history,
    send,
    /** The card's buttons: the answer is sent as the person's words and as the proposal's answer. */
    answer: (messageId: number, accept: boolean) => void send(accept ? 'Yes' : 'No', { message_id: messageId, accept }),
    stop: () => abortRef.current?.abort(),
    newChat: () => {
      if (status === 'loading') return;
      setSuggestions([]);
      setNotice(null);
      openChat(null);
    },
  };
}
