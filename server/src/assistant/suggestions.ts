import { SUGGESTIONS_MAX } from '@flipstack/contract';

/** Follow-ups that make sense after the tools the answer used; the general ones otherwise. */
const AFTER: Record<string, string[]> = {
  find_items: ['Show its story', 'What has been in stock over 90 days?', 'How many items are in stock?'],
  item_story: ['What did I make this month?', 'How many items are in stock?', 'What has been in stock over 90 days?'],
  sales_summary: [
    'What did I make last month?',
    'How many items are in stock?',
    'What has been in stock over 90 days?',
  ],
  stock_summary: ['What has been in stock over 90 days?', 'What did I make this month?', 'Sales this year'],
  create_reminder: [
    'How many items are in stock?',
    'What did I make this month?',
    'What has been in stock over 90 days?',
  ],
};
const GENERAL = ['What did I make this month?', 'How many items are in stock?', 'What has been in stock over 90 days?'];

export function suggestionsAfter(toolNames: string[]): string[] {
  const last = [...toolNames].reverse().find((name) => AFTER[name]);
  return (last ? AFTER[last]! : GENERAL).slice(0, SUGGESTIONS_MAX);
}
