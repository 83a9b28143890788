import { describe, expect, it } from 'vitest';
import { uploadsReducer, type Upload } from './uploads-state.ts';

const upload = (key: string): Upload => ({ key, name: `${key}.jpg`, size: 10, percent: 0, status: 'uploading' });

describe('upload progress list', () => {
  it('moves each file on its own and never back', () => {
    let state = uploadsReducer([], { type: 'start', uploads: [upload('a'), upload('b')] });
    state = uploadsReducer(state, { type: 'progress', key: 'a', sent: 0.426 });
    expect(state.map((item) => item.percent)).toEqual([42, 0]);
    state = uploadsReducer(state, { type: 'progress', key: 'a', sent: 0.2 });
    expect(state[0]!.percent).toBe(42);
    // Every byte sent is not yet a kept file: the bar waits at 99 for the server's answer.
    state = uploadsReducer(state, { type: 'progress', key: 'b', sent: 1 });
    expect(state[1]!.percent).toBe(99);
    state = uploadsReducer(state, { type: 'done', key: 'b' });
    expect(state[1]).toMatchObject({ percent: 100, status: 'done' });
    state = uploadsReducer(state, { type: 'progress', key: 'b', sent: 0.5 });
    expect(state[1]!.percent).toBe(100);
  });

  it('keeps a failure with its reason until dismissed', () => {
    let state = uploadsReducer([upload('a')], { type: 'failed', key: 'a', error: 'Files are limited to 25 MB' });
    expect(state[0]).toMatchObject({ status: 'failed', error: 'Files are limited to 25 MB' });
    state = uploadsReducer(state, { type: 'progress', key: 'a', sent: 0.9 });
    expect(state[0]!.percent).toBe(0);
    expect(uploadsReducer(state, { type: 'dismiss', key: 'a' })).toEqual([]);
  });
});
