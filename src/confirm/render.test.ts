import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';
import { etagOf, maxAgeSeconds, notModified } from './render.ts';

describe('confirm HTTP caching rules', () => {
  it('gives max-age as the seconds left in the minute, between 1 and 60', () => {
    const minute = Date.UTC(2026, 0, 1, 12, 0);
    expect(maxAgeSeconds(minute)).toBe(60);
    expect(maxAgeSeconds(minute + 25_000)).toBe(35);
    expect(maxAgeSeconds(minute + 59_400)).toBe(1);
    expect(maxAgeSeconds(minute + 59_999)).toBe(1);
  });

  it('derives a strong tag from the body and matches If-None-Match weakly', () => {
    const tag = etagOf('{"a":1}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(etagOf('{"a":1}')).toBe(tag);
    expect(etagOf('{"a":2}')).not.toBe(tag);
    expect(notModified(tag, tag)).toBe(true);
    expect(notModified(`W/${tag}`, tag)).toBe(true);
    expect(notModified(`"x", ${tag}`, tag)).toBe(true);
    expect(notModified('*', tag)).toBe(true);
    expect(notModified('"x"', tag)).toBe(false);
    expect(notModified(undefined, tag)).toBe(false);
    expect(notModified('', tag)).toBe(false);
  });
});

describe('Lru', () => {
  it('evicts the least recently used entry', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });
});
