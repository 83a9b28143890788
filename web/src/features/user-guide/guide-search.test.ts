import { describe, expect, it } from 'vitest';
import { searchGuide } from './guide-search.ts';

describe('searchGuide', () => {
  it('finds the section that holds every word, in any case, with the text around it', () => {
    const hits = searchGuide('SPARE cents');
    expect(hits.map((hit) => hit.to)).toEqual(['/user-guide/purchases#how-the-cost-is-split']);
    expect(hits[0]!.heading).toBe('How the cost is split');
    expect(hits[0]!.snippet).toContain('spare cents go to the items');
  });

  it('reads link texts and bold words as plain text, and points a page opening at the page', () => {
    expect(searchGuide('Why sales tax is left out of profit').map((hit) => hit.to)).toEqual([
      '/user-guide/sales#how-profit-is-computed',
    ]);
    expect(searchGuide('back office of a resale business')[0]!.to).toBe('/user-guide');
  });

  it('answers nothing for an empty query or a phrase the guide does not hold', () => {
    expect(searchGuide('   ')).toEqual([]);
    expect(searchGuide('cryptocurrency')).toEqual([]);
  });
});
