import type { CompletionStreamEvent, ProposalMetadata } from '@flipstack/contract';

/** A write the assistant proposed in this turn, shown as a card until the stored messages replace it. */
export type TurnProposal = ProposalMetadata & { message_id: number };

export type ToolStep = {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
  status: 'running' | 'done' | 'failed';
};

/** The question being answered, as its stream arrives; the stored messages replace it once it ends. */
export type ChatTurn = {
  question: string;
  answer: string;
  steps: ToolStep[];
  proposals: TurnProposal[];
  suggestions: string[];
  /** The resources its tools wrote: the screens showing them refresh when the turn ends. */
  changedResources: string[];
  error: string | null;
};

export const newTurn = (question: string): ChatTurn => ({
  question,
  answer: '',
  steps: [],
  proposals: [],
  suggestions: [],
  changedResources: [],
  error: null,
});

export function applyStreamEvent(turn: ChatTurn, event: CompletionStreamEvent): ChatTurn {
  switch (event.type) {
    case 'text':
      return { ...turn, answer: turn.answer + event.text };
    case 'function_call_message':
      return {
        ...turn,
        steps: [...turn.steps, { id: event.id, name: event.name, arguments: event.arguments, status: 'running' }],
      };
    case 'function_call_completion':
      return {
        ...turn,
        steps: turn.steps.map((step) =>
          step.id === event.id ? { ...step, status: event.ok ? 'done' : 'failed' } : step,
        ),
        changedResources: [...turn.changedResources, ...event.changed_resources],
      };
    case 'confirmation': {
      const { type: _type, ...proposal } = event;
      return {
        ...turn,
        proposals: [...turn.proposals, { ...proposal, kind: 'proposal', status: 'pending', call_id: '' }],
      };
    }
    case 'suggestions':
      return { ...turn, suggestions: event.suggestions };
    case 'error':
      return { ...turn, error: event.message };
  }
}

/** "create_reminder" → "Create reminder": how a step reads in the panel. */
export const stepLabel = (name: string): string => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
