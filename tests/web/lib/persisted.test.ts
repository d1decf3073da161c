import { beforeEach, describe, expect, it } from 'vitest';
import { persisted, type Parse } from '../../../web/lib/persisted';
import { MemoryStorage } from '../support/memory-storage';

type Point = { x: number };
const parsePoint: Parse<Point> = (data) =>
  typeof data === 'object' && data !== null && typeof (data as Point).x === 'number' ? { x: (data as Point).x } : null;

let storage: MemoryStorage;
const point = (version = 2) => persisted('punto', version, parsePoint, () => storage);

beforeEach(() => {
  storage = new MemoryStorage();
});

describe('persisted', () => {
  it('reads back what it wrote, under its key and version', () => {
    expect(point().write({ x: 3 })).toBe(true);
    expect(JSON.parse(storage.getItem('punto')!)).toEqual({ v: 2, data: { x: 3 } });
    expect(point().read()).toEqual({ x: 3 });
    expect(point().key).toBe('punto');
  });

  it('reads null when nothing is stored, and forgets on clear', () => {
    expect(point().read()).toBeNull();
    point().write({ x: 1 });
    point().clear();
    expect(storage.getItem('punto')).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"v":2,"data":{"x":'],
    ['an older version', JSON.stringify({ v: 1, data: { x: 3 } })],
    ['a newer version', JSON.stringify({ v: 3, data: { x: 3 } })],
    ['a foreign shape', JSON.stringify({ v: 2, data: { y: 'no' } })],
    ['a bare value without envelope', JSON.stringify({ x: 3 })],
    ['JSON null', 'null'],
    ['a number', '42'],
  ])('discards %s and removes it', (_what, raw) => {
    storage.setItem('punto', raw);
    expect(point().read()).toBeNull();
    expect(storage.getItem('punto')).toBeNull();
  });

  it('survives blocked storage: reads null, writes false, clears quietly', () => {
    point().write({ x: 1 });
    storage.blocked = true;
    expect(point().read()).toBeNull();
    expect(point().write({ x: 2 })).toBe(false);
    expect(() => point().clear()).not.toThrow();
  });

  it('says so when storage is full, and keeps the older value readable', () => {
    point().write({ x: 1 });
    storage.full = true;
    expect(point().write({ x: 2 })).toBe(false);
    expect(point().read()).toEqual({ x: 1 });
  });

  it('works without any storage (the server, or a getter that throws)', () => {
    const none = persisted('punto', 1, parsePoint, () => null);
    expect(none.read()).toBeNull();
    expect(none.write({ x: 1 })).toBe(false);
    const throwing = persisted('punto', 1, parsePoint, () => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(throwing.read()).toBeNull();
    expect(throwing.write({ x: 1 })).toBe(false);
    expect(() => throwing.clear()).not.toThrow();
  });

  it('uses the browser storage by default, and none where there is no window', () => {
    expect(persisted('punto', 1, parsePoint).read()).toBeNull();
    expect(persisted('punto', 1, parsePoint).write({ x: 1 })).toBe(false);
  });
});
