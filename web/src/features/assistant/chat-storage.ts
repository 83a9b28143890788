import { STORAGE_KEYS, readJson, writeJson } from '../../lib/storage.ts';

type ChatsByTeam = Record<string, number>;

const read = (): ChatsByTeam => {
  const stored = readJson(STORAGE_KEYS.assistantChats);
  return typeof stored === 'object' && stored !== null ? (stored as ChatsByTeam) : {};
};

/** The chat the panel shows for this team, kept across reloads (sign-out forgets it). */
export const storedChatId = (teamId: number | null): number | null =>
  teamId === null ? null : (read()[String(teamId)] ?? null);

export function storeChatId(teamId: number | null, chatId: number | null): void {
  if (teamId === null) return;
  const chats = read();
  if (chatId === null) delete chats[String(teamId)];
  else chats[String(teamId)] = chatId;
  writeJson(STORAGE_KEYS.assistantChats, chats);
}
