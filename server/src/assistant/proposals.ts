import { and, desc, eq, sql } from 'drizzle-orm';
import { proposalMetadataSchema, type ProposalMetadata } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { saveMessage } from './chat-messages.ts';
import type { Proposal } from './tools/tool.ts';

/** A typed answer to the proposal just made: "yes", "ok, record it", "no", "cancel". */
const YES = /^(?:yes|yep|yeah|y|ok|okay|sure|confirm|accept|do it|go ahead|record it|please do)\b[\s\w,.!]*$/i;
const NO = /^(?:no|nope|n|cancel|decline|don'?t|do not)\b[\s\w,.!]*$/i;

const SHORT_REPLY_WORDS = 4;

type ProposedCall = { id: string; name: string; arguments: Record<string, unknown> };

/**
 * Saves a write the assistant proposes as a message the person sees (the card's facts in its metadata,
 * the same facts in words as its content); nothing is written until they accept it.
 */
export async function saveProposal(
  db: Database,
  session: Session,
  chatId: number,
  call: ProposedCall,
  proposal: Proposal,
): Promise<number> {
  const metadata: ProposalMetadata = {
    kind: 'proposal',
    status: 'pending',
    call_id: call.id,
    name: call.name,
    arguments: call.arguments,
    ...proposal,
  };
  const facts = proposal.lines.map((line) => `- ${line.label}: ${line.value}`).join('\n');
  return saveMessage(db, session, {
    chat_id: chatId,
    message_type: 'assistant',
    content: `${proposal.title}?\n${facts}\n\nAccept to record it, or decline.`,
    metadata,
  });
}

/**
 * Marks the chat's pending proposal accepted or declined, once: of two answers to the same proposal (two
 * tabs, a double click, two instances) only one gets it, the other is told it was already answered.
 */
export async function answerProposal(
  db: Database,
  session: Session,
  chatId: number,
  messageId: number,
  accept: boolean,
): Promise<ProposalMetadata> {
  const status = accept ? 'accepted' : 'declined';
  const ofChat = and(
    eq(messages.id, messageId),
    eq(messages.team_id, session.teamId),
    eq(messages.chat_id, chatId),
    sql`${messages.metadata} ->> 'kind' = 'proposal'`,
  );
  const [answered] = await db
    .update(messages)
    .set({ metadata: sql`jsonb_set(${messages.metadata}, '{status}', to_jsonb(${status}::text))` })
    .where(and(ofChat, sql`${messages.metadata} ->> 'status' = 'pending'`))
    .returning({ metadata: messages.metadata });
  if (answered) return proposalMetadataSchema.parse(answered.metadata);
  const [exists] = await db.select({ id: messages.id }).from(messages).where(ofChat).limit(1);
  if (!exists) throw new AppError('NOT_FOUND', 'This chat has no such proposal');
  throw new AppError('CONFLICT', 'This proposal was already answered');
}

/**
 * A typed "yes" or "no" right after a proposal answers it, as the card's buttons do: the chat's last
 * assistant message must be that pending proposal.
 */
export async function typedAnswer(
  db: Database,
  session: Session,
  chatId: number,
  text: string,
): Promise<{ message_id: number; accept: boolean } | undefined> {
  const said = text.trim();
  // A short reply only: "ok, and what did I make this month?" is a new question.
  if (said.split(/\s+/).length > SHORT_REPLY_WORDS) return undefined;
  const accept = YES.test(said) ? true : NO.test(said) ? false : undefined;
  if (accept === undefined) return undefined;
  const [last] = await db
    .select({ id: messages.id, metadata: messages.metadata })
    .from(messages)
    .where(
      and(
        eq(messages.team_id, session.teamId),
        eq(messages.chat_id, chatId),
        eq(messages.show_to_user, true),
        eq(messages.message_type, 'assistant'),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  const proposal = proposalMetadataSchema.safeParse(last?.metadata);
  return proposal.success && proposal.data.status === 'pending' ? { message_id: last!.id, accept } : undefined;
}
