import { describe, expect, it } from 'vitest';
import { applyStreamEvent, newTurn, stepLabel } from './chat-turn.ts';

describe('applyStreamEvent', () => {
  it('grows the answer, tracks each tool step and keeps what the tools wrote and the suggestions', () => {
    const events = [
      { type: 'text', text: 'Adding ' },
      { type: 'function_call_message', id: 'c1', name: 'create_reminder', arguments: { title: 'Ship' } },
      { type: 'function_call_message', id: 'c2', name: 'find_items', arguments: {} },
      {
        type: 'function_call_completion',
        id: 'c1',
        name: 'create_reminder',
        ok: true,
        result: {},
        changed_data: true,
        changed_resources: ['reminders'],
      },
      {
        type: 'function_call_completion',
        id: 'c2',
        name: 'find_items',
        ok: false,
        result: {},
        changed_data: false,
        changed_resources: [],
      },
      { type: 'text', text: 'done.' },
      { type: 'suggestions', suggestions: ['Show reminders'] },
    ] as const;
    const turn = events.reduce(
      (current, event) => applyStreamEvent(current, structuredClone(event) as never),
      newTurn('Remind me'),
    );
    expect(turn.answer).toBe('Adding done.');
    expect(turn.steps.map((step) => [step.name, step.status])).toEqual([
      ['create_reminder', 'done'],
      ['find_items', 'failed'],
    ]);
    expect(turn.changedResources).toEqual(['reminders']);
    expect(turn.suggestions).toEqual(['Show reminders']);
    expect(turn.error).toBeNull();
  });

  it('keeps what was said when the run stops with an error', () => {
    const turn = applyStreamEvent(applyStreamEvent(newTurn('Hi'), { type: 'text', text: 'Part' }), {
      type: 'error',
      message: 'Stopped',
    });
    expect([turn.answer, turn.error]).toEqual(['Part', 'Stopped']);
  });

  it('names a step in words', () => {
    expect(stepLabel('create_reminder')).toBe('Create reminder');
  });
});
