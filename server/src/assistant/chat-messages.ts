import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';
import type { Session } from '../http/session.ts';
import type { ChatMessage } from '../integrations/llm/chat-provider.ts';
import { createRow } from '../resources/service.ts';
import { messages as messagesResource } from '../resources/definitions/messages.ts';

/** How much of the conversation the model is given back: the latest visible messages. */
const HISTORY_MAX = 20;
/** A message's content column takes this much (the messages resource's rule). */
const CONTENT_MAX = 100_000;

type NewMessage = {
  chat_id: number;
  message_type: 'user' | 'assistant';
  content: string;
  show_to_user?: boolean;
  metadata?: Record<string, unknown>;
};

/** Saved through the messages resource, so the chat's updated_at follows as for any other message. */
export async function saveMessage(db: Database, session: Session, message: NewMessage): Promise<number> {
  const row = await createRow(db, session, messagesResource, {
    ...message,
    content: message.content.slice(0, CONTENT_MAX),
  });
  return row.id;
}

/** A tool call and its result, kept for the record but never shown in the chat. */
export async function saveToolCall(
  db: Database,
  session: Session,
  chatId: number,
  call: { id: string; name: string; arguments: Record<string, unknown>; ok: boolean; result: unknown },
): Promise<void> {
  await saveMessage(db, session, {
    chat_id: chatId,
    message_type: 'assistant',
    show_to_user: false,
    content: JSON.stringify({ name: call.name, arguments: call.arguments }),
    metadata: {
      visibility: 'hidden',
      kind: 'tool_call',
      call_id: call.id,
      name: call.name,
      ok: call.ok,
      result: truncated(call.result),
    },
  });
}

/** The chat's visible messages before the new question, oldest first, as the model reads them. */
export async function chatHistory(db: Database, teamId: number, chatId: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({ type: messages.message_type, content: messages.content })
    .from(messages)
    .where(and(eq(messages.team_id, teamId), eq(messages.chat_id, chatId), eq(messages.show_to_user, true)))
    .orderBy(desc(messages.id))
    .limit(HISTORY_MAX);
  return rows.reverse().map((row) => ({ role: row.type, content: row.content }));
}

function truncated(result: unknown): unknown {
  const text = JSON.stringify(result ?? null);
  return text.length <= CONTENT_MAX / 2 ? result : { truncated: text.slice(0, CONTENT_MAX / 2) };
}
