import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit.ts';

function breaker(threshold = 3, cooldownMs = 100) {
  const clock = { now: 0 };
  const events: string[] = [];
  const b = new CircuitBreaker(
    threshold,
    cooldownMs,
    { opened: (n) => events.push(`open ${n}`), closed: () => events.push('closed') },
    () => clock.now,
  );
  return { b, clock, events };
}

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures; a success in between resets the count', () => {
    const { b, events } = breaker();
    const permit = b.enter()!;
    b.failed(permit);
    b.failed(permit);
    b.succeeded(permit);
    b.failed(permit);
    b.failed(permit);
    expect(b.state()).toBe('closed');
    b.failed(permit);
    expect(b.state()).toBe('open');
    expect(b.enter()).toBeNull();
    expect(b.refuses(permit)).toBe(true);
    expect(events).toEqual(['open 3']);
  });

  it('lets a single trial through after the cooldown; its failure reopens, its success closes', () => {
    const { b, clock, events } = breaker();
    for (let i = 0; i < 3; i++) b.failed(b.enter()!);
    clock.now = 100;
    expect(b.state()).toBe('half_open');
    const trial = b.enter()!;
    expect(trial.trial).toBe(true);
    expect(b.enter()).toBeNull();
    b.failed(trial);
    expect(b.state()).toBe('open');
    expect(b.reopensInMs()).toBe(100);
    clock.now = 200;
    const second = b.enter()!;
    b.succeeded(second);
    expect(b.state()).toBe('closed');
    expect(b.consecutiveFailures).toBe(0);
    expect(events).toEqual(['open 3', 'open 4', 'closed']);
  });

  it('frees the trial slot when the trial ends without a verdict', () => {
    const { b, clock } = breaker(1);
    b.failed(b.enter()!);
    clock.now = 100;
    b.released(b.enter()!);
    expect(b.enter()?.trial).toBe(true);
  });

  it('is not closed by a late success of a call that started before it opened', () => {
    const { b } = breaker(1);
    const early = b.enter()!;
    b.failed(b.enter()!);
    b.succeeded(early);
    expect(b.state()).toBe('open');
  });
});
