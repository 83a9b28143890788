import type { Config } from '../config.ts';
import type { ChatProvider } from '../integrations/llm/chat-provider.ts';
import { openAiCompatibleProvider } from '../integrations/llm/openai-compatible.ts';
import { offlineAssistant } from './offline/offline-assistant.ts';

/** The configured model, else the built-in assistant that answers common questions with the same tools. */
export function chatProvider(llm: Config['llm']): ChatProvider {
  return llm.baseUrl ? openAiCompatibleProvider({ ...llm, baseUrl: llm.baseUrl }) : offlineAssistant;
}
