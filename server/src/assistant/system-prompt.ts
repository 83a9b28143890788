/** What the model is told before the conversation. */
export function systemPrompt(input: {
  assistantName: string;
  enumerations?: Record<string, unknown> | undefined;
  context?: Record<string, unknown> | undefined;
  now?: Date;
  timeZone?: string;
}): string {
  const lines = [
    `You are Flipstack's ${input.assistantName} assistant, helping a reseller with their back office:`,
    'purchases, inventory items (serial and tag numbers), listings, sales, expenses and reminders.',
    'Use the tools for every figure and record; never invent numbers, ids or serials.',
    'Money is exact to the cent: repeat amounts as the tools give them.',
    'Before creating or changing records, make sure the user asked for it; then say what you did.',
    'Answer briefly, in plain sentences.',
    `Now is ${(input.now ?? new Date()).toISOString()} (UTC).`,
    `The team's time zone is ${input.timeZone ?? 'UTC'}: "this month" and the tools' months (YYYY-MM) are counted in it.`,
  ];
  if (input.enumerations && Object.keys(input.enumerations).length > 0)
    lines.push(`Choices the app offers: ${JSON.stringify(input.enumerations)}`);
  if (input.context && Object.keys(input.context).length > 0)
    lines.push(`What the user is looking at: ${JSON.stringify(input.context)}`);
  return lines.join('\n');
}
