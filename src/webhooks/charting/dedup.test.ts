import { describe, expect, it } from 'vitest';
import { RecentAnswers } from './dedup.ts';

describe('RecentAnswers', () => {
  it('replays within the window and evaluates again after it', async () => {
    const answers = new RecentAnswers(60_000);
    let runs = 0;
    const compute = async () => `answer ${++runs}`;
    expect(await answers.answer('k', 0, compute)).toEqual({ body: 'answer 1', replayed: false });
    expect(await answers.answer('k', 59_999, compute)).toEqual({ body: 'answer 1', replayed: true });
    expect(await answers.answer('other', 59_999, compute)).toEqual({ body: 'answer 2', replayed: false });
    expect(await answers.answer('k', 60_000, compute)).toEqual({ body: 'answer 3', replayed: false });
  });

  it('joins an evaluation in flight instead of running it twice', async () => {
    const answers = new RecentAnswers();
    let runs = 0;
    let release!: (v: string) => void;
    const compute = () => {
      runs++;
      return new Promise<string>((r) => {
        release = r;
      });
    };
    const first = answers.answer('k', 0, compute);
    const second = answers.answer('k', 1, compute);
    release('done');
    expect(await first).toEqual({ body: 'done', replayed: false });
    expect(await second).toEqual({ body: 'done', replayed: true });
    expect(runs).toBe(1);
  });

  it('forgets a failed evaluation, so the next try runs', async () => {
    const answers = new RecentAnswers();
    await expect(answers.answer('k', 0, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await answers.answer('k', 1, async () => 'ok')).toEqual({ body: 'ok', replayed: false });
  });

  it('stays bounded, dropping the oldest, and sweeps expired entries', async () => {
    const answers = new RecentAnswers(1_000, 3);
    for (const k of ['a', 'b', 'c', 'd']) await answers.answer(k, 0, async () => k);
    expect(answers.size).toBe(3);
    expect((await answers.answer('a', 1, async () => 'again')).replayed).toBe(false);
    await answers.answer('z', 5_000, async () => 'z');
    expect(answers.size).toBe(1);
  });
});
