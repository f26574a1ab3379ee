/**
 * An append-only Uint32Array that doubles as it fills: index builds collect entries into it
 * without a boxed JS number (and a garbage-collected array) per entry.
 */
export class GrowableUint32 {
  private array: Uint32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.array = new Uint32Array(Math.max(1, capacity));
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = new Uint32Array(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length] = value;
    this.length += 1;
  }

  get(index: number): number {
    return this.array[index] ?? 0;
  }

  set(index: number, value: number): void {
    this.array[index] = value;
  }

  /** The values pushed, as an exactly sized array. */
  toArray(): Uint32Array {
    return this.array.slice(0, this.length);
  }
}
