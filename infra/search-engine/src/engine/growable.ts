type NumberArray = Uint32Array | Float64Array;

/**
 * An append-only typed array that doubles as it fills: index builds collect entries into it
 * without a boxed JS number (and a garbage-collected array) per entry.
 */
class Growable<A extends NumberArray> {
  private array: A;
  length = 0;

  constructor(
    private readonly make: (length: number) => A,
    capacity: number,
  ) {
    this.array = make(Math.max(1, capacity));
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = this.make(this.array.length * 2);
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
  toArray(): A {
    return this.array.slice(0, this.length) as A;
  }
}

export class GrowableUint32 extends Growable<Uint32Array> {
  constructor(capacity = 1024) {
    super((length) => new Uint32Array(length), capacity);
  }
}

export class GrowableFloat64 extends Growable<Float64Array> {
  constructor(capacity = 1024) {
    super((length) => new Float64Array(length), capacity);
  }
}
