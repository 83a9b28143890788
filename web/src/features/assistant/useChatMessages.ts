import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, type messages } from '@flipstack/contract';
import type { z } from 'zod';
import { fetchRows } from '../../lib/rows.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type Message = z.infer<typeof messages.row>;

/**
 * The chat's messages the user may see, CHAT_PAGE_SIZE at a time: the newest page first, older pages
 * before the oldest id shown (a cursor, so new messages never shift a page).
 */
export const chatMessagesQuery = (chatId: number | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.resources.list('messages', { chat_id: chatId, pages: 'newest-first' }),
    queryFn: ({ pageParam, signal }) =>
      fetchRows<typeof messages>(
        'messages',
        {
          where: JSON.stringify({ chat_id: chatId, show_to_user: 1, ...(pageParam ? { id: { lt: pageParam } } : {}) }),
          order_by: '-id',
          limit: CHAT_PAGE_SIZE,
        },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => (page.rows.length < CHAT_PAGE_SIZE ? undefined : page.rows.at(-1)?.id),
    enabled: chatId !== null,
    meta: { resourceLabel: 'messages' },
  });

/** The chat's messages, oldest first, without hidden ones (tool calls). */
export function useChatMessages(chatId: number | null) {
  const query = useInfiniteQuery(chatMessagesQuery(chatId));
  const shown = (query.data?.pages ?? [])
    .flatMap((page) => page.rows)
    .filter((message) => message.metadata.visibility !== 'hidden')
    .reverse();
  return { ...query, messages: shown };
}
