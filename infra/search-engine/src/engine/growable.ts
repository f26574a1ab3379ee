type NumberArray = Uint8Array | Uint32Array | Float64Array;

/**
 * An append-only typed array for index builds: entries without a boxed JS number (and a
 * garbage-collected array) each.
 *
 * It grows by adding blocks, each twice the last, and never copies what it holds. A typed array's
 * bytes live outside the JS heap, and V8 starts a full collection after every 64 MB of them
 * allocated, garbage or not: at 100k variants, arrays that doubled by copying allocated 1.2 GB and
 * set off most of the build's full collections (issue 32).
 */
class Growable<A extends NumberArray> {
  private readonly blocks: A[] = [];
  /** The first block's length, a power of two: block k holds firstLength * 2^k entries. */
  private readonly firstLength: number;
  private current: A;
  /** Entries before the current block. */
  private currentStart = 0;
  length = 0;

  constructor(
    private readonly make: (length: number) => A,
    capacity: number,
  ) {
    this.firstLength = 2 ** Math.max(4, Math.ceil(Math.log2(Math.max(1, capacity))));
    this.current = make(this.firstLength);
    this.blocks.push(this.current);
  }

  push(value: number): void {
    if (this.length - this.currentStart === this.current.length) {
      this.currentStart += this.current.length;
      this.current = this.make(this.current.length * 2);
      this.blocks.push(this.current);
    }
    this.current[this.length - this.currentStart] = value;
    this.length += 1;
  }

  /** Which block holds an entry: block k starts at (2^k - 1) * firstLength. */
  private blockOf(index: number): number {
    return 31 - Math.clz32(((index / this.firstLength) | 0) + 1);
  }

  get(index: number): number {
    const k = this.blockOf(index);
    return this.blocks[k]?.[index - ((1 << k) - 1) * this.firstLength] ?? 0;
  }

  set(index: number, value: number): void {
    const k = this.blockOf(index);
    const block = this.blocks[k];
    if (block) block[index - ((1 << k) - 1) * this.firstLength] = value;
  }

  /** Calls `visit` with each value in order, block by block. */
  each(visit: (value: number, index: number) => void): void {
    let index = 0;
    for (const block of this.blocks) {
      const count = Math.min(block.length, this.length - index);
      for (let at = 0; at < count; at += 1) visit(block[at] ?? 0, index + at);
      index += count;
    }
  }

  /** The values pushed, as an exactly sized array (one allocation). */
  toArray(): A {
    const out = this.make(this.length);
    let start = 0;
    for (const block of this.blocks) {
      const count = Math.min(block.length, this.length - start);
      if (count <= 0) break;
      out.set(block.subarray(0, count), start);
      start += count;
    }
    return out;
  }
}

export class GrowableUint8 extends Growable<Uint8Array> {
  constructor(capacity = 1024) {
    super((length) => new Uint8Array(length), capacity);
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
