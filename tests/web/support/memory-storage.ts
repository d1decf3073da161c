/** A Storage kept in memory, with switches to make it fail the way browsers do (blocked, full). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  /** Every call throws, as when storage is blocked. */
  blocked = false;
  /** Writes throw QuotaExceededError, as when storage is full (or Safari's private mode of old). */
  full = false;

  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    this.items.delete(key);
  }
}
