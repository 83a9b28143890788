import { moneyFormatter } from '@flipstack/contract';
import type { Proposal, ToolContext } from './tool.ts';

type Line = Proposal['lines'][number];

/** The lines of a proposal, leaving out the facts that were not given. */
export const lines = (...given: (Line | false | undefined)[]): Line[] =>
  given.filter((line): line is Line => line !== false && line !== undefined);

/** Money in the team's currency. */
export const moneyIn = (context: ToolContext) => moneyFormatter(context.currency ?? 'USD');

/** "today" for a write dated now, else the date as given. */
export const dateText = (value: string | undefined) => value ?? 'today';
