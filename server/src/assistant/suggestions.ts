import { SUGGESTIONS_MAX } from '@flipstack/contract';
import { understand } from './offline/understand.ts';

/** Follow-ups that make sense after the tools the answer used; the general ones otherwise. */
const AFTER: Record<string, string[]> = {
  find_items: ['How many items are in stock?', 'What is my oldest item?', 'What did I make this month?'],
  item_story: ['What did I make this month?', 'How many items are in stock?', 'What is my oldest item?'],
  sales_summary: ['What sold this month?', 'Did I lose money on anything?', 'What did I make last month?'],
  sales_list: ['What did I make this month?', 'Did I lose money on anything?', 'What do I need to ship?'],
  stock_summary: ['What is my oldest item?', 'What should I relist?', 'What did I make this month?'],
  oldest_items: ['What should I relist?', 'How many items are in stock?', 'What did I make this month?'],
  relist_candidates: ['What is my oldest item?', 'What sold this week?', 'How many items are in stock?'],
  to_ship: ['What sold this week?', 'What did I make this month?', 'What should I relist?'],
  lot_summary: ['What sold this month?', 'What is my oldest item?', 'What did I make this month?'],
  create_sale: ['What do I need to ship?', 'What sold this week?', 'What did I make this month?'],
  create_reminder: ['How many items are in stock?', 'What did I make this month?', 'What is my oldest item?'],
};
/** Offered when nothing more fitting is known: after a greeting, help, or a question no tool answered. */
export const GENERAL_SUGGESTIONS = ['What did I make this month?', 'What sold this week?', 'What is my oldest item?'];

/** What a request asks, in the built-in assistant's terms (else its plain words): two wordings of one question meet. */
const meaning = (text: string) => {
  const intent = understand(text);
  return intent
    ? JSON.stringify(intent)
    : text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
};

/** Never the question just asked, however it was worded: offering it again is a wasted button. */
export function suggestionsAfter(toolNames: string[], question: string): string[] {
  const last = [...toolNames].reverse().find((name) => AFTER[name]);
  const asked = meaning(question);
  return [...new Set([...(last ? AFTER[last]! : []), ...GENERAL_SUGGESTIONS])]
    .filter((suggestion) => meaning(suggestion) !== asked)
    .slice(0, SUGGESTIONS_MAX);
}
