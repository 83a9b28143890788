import { describe, expect, it } from 'vitest';
import { SPEECH_TEXT_MAX, speakableText } from './speech.ts';

describe('speakableText', () => {
  it('reads an answer without its Markdown marks', () => {
    const answer = '## Last month\n\n- **Profit:** $56.60\n- See [the sale](/sales/12)\n\n| a | b |';
    expect(speakableText(answer)).toBe('Last month Profit: $56.60 See the sale a b');
  });

  it('stays within what one speech request reads', () => {
    expect(speakableText('word '.repeat(2000))).toHaveLength(SPEECH_TEXT_MAX);
  });
});
