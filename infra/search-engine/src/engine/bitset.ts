/** A fixed-size set of document numbers, 32 to a word: filters combine word by word. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  static all(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    set.trim();
    return set;
  }

  static of(size: number, docs: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    set.addAll(docs);
    return set;
  }

  /** Adds every document of a list (an indexed loop: a posting can hold every document). */
  addAll(docs: ArrayLike<number>): void {
    const { words } = this;
    for (let i = 0; i < docs.length; i += 1) {
      const doc = docs[i] ?? 0;
      const at = doc >>> 5;
      words[at] = (words[at] ?? 0) | (1 << (doc & 31));
    }
  }

  add(doc: number): void {
    const i = doc >>> 5;
    this.words[i] = (this.words[i] ?? 0) | (1 << (doc & 31));
  }

  has(doc: number): boolean {
    return ((this.words[doc >>> 5] ?? 0) & (1 << (doc & 31))) !== 0;
  }

  and(other: Bitset): this {
    for (let i = 0; i < this.words.length; i += 1)
      this.words[i] = (this.words[i] ?? 0) & (other.words[i] ?? 0);
    return this;
  }

  or(other: Bitset): this {
    for (let i = 0; i < this.words.length; i += 1)
      this.words[i] = (this.words[i] ?? 0) | (other.words[i] ?? 0);
    return this;
  }

  not(): this {
    for (let i = 0; i < this.words.length; i += 1) this.words[i] = ~(this.words[i] ?? 0);
    this.trim();
    return this;
  }

  count(): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i += 1) {
      let word = this.words[i] ?? 0;
      word -= (word >>> 1) & 0x55555555;
      word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
      total += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** Members in increasing order. */
  toArray(): Uint32Array {
    const out = new Uint32Array(this.count());
    let k = 0;
    for (let i = 0; i < this.words.length; i += 1) {
      let word = this.words[i] ?? 0;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        out[k++] = (i << 5) + bit;
        word &= word - 1;
      }
    }
    return out;
  }

  private trim(): void {
    const extra = this.words.length * 32 - this.size;
    if (extra > 0 && this.words.length > 0) {
      const last = this.words.length - 1;
      this.words[last] = (this.words[last] ?? 0) & (0xffffffff >>> extra);
    }
  }
}
