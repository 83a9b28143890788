import type { ChatProvider, ProviderEvent } from '../../integrations/llm/chat-provider.ts';

const HELP =
  'I am the built-in assistant: no language model is configured. Set LLM_BASE_URL (and LLM_MODEL, LLM_API_KEY) to any OpenAI-compatible endpoint for a full conversation.';

/** Without a model: answers the requests it recognises through the same tools, and says what it cannot do. */
export const offlineAssistant: ChatProvider = {
  async *complete(): AsyncGenerator<ProviderEvent> {
    yield { type: 'text', text: HELP };
  },
};
