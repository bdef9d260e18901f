/**
 * The nearest `keep` spots seen so far: a max-heap by distance, then id. One instance serves
 * every search (a search runs start to end without yielding), its arrays grown as needed.
 */
export class NearestHeap {
  km = new Float64Array(64);
  id = new Float64Array(64);
  position = new Int32Array(64);
  keep = 0;
  size = 0;

  /** Empties it for a search keeping `keep` spots. */
  reset(keep: number): this {
    if (keep > this.km.length) {
      this.km = new Float64Array(keep);
      this.id = new Float64Array(keep);
      this.position = new Int32Array(keep);
    }
    this.keep = keep;
    this.size = 0;
    return this;
  }

  get full(): boolean {
    return this.size === this.keep;
  }

  /** a is farther than b: by distance, then by id. */
  static farther = (ka: number, ia: number, kb: number, ib: number) =>
    ka > kb || (ka === kb && ia > ib);

  offer(km: number, id: number, position: number): void {
    const { km: heapKm, id: heapId, position: heapPosition, keep } = this;
    const farther = NearestHeap.farther;
    if (keep === 0 || (this.size === keep && !farther(heapKm[0]!, heapId[0]!, km, id))) return;
    let at: number;
    if (this.size < keep) {
      // Room left: add at the end and sift up.
      at = this.size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!farther(km, id, heapKm[parent]!, heapId[parent]!)) break;
        heapKm[at] = heapKm[parent]!;
        heapId[at] = heapId[parent]!;
        heapPosition[at] = heapPosition[parent]!;
        at = parent;
      }
    } else {
      // Full: this one replaces the farthest, at the root, and sifts down.
      at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= this.size) break;
        const right = left + 1;
        const child =
          right < this.size && farther(heapKm[right]!, heapId[right]!, heapKm[left]!, heapId[left]!)
            ? right
            : left;
        if (!farther(heapKm[child]!, heapId[child]!, km, id)) break;
        heapKm[at] = heapKm[child]!;
        heapId[at] = heapId[child]!;
        heapPosition[at] = heapPosition[child]!;
        at = child;
      }
    }
    heapKm[at] = km;
    heapId[at] = id;
    heapPosition[at] = position;
  }

  /** Its spots nearest first, from `offset` on. */
  page(offset: number): { ids: number[]; km: number[]; positions: number[] } {
    const order = Array.from({ length: this.size }, (_, k) => k).sort(
      (x, y) => this.km[x]! - this.km[y]! || this.id[x]! - this.id[y]!,
    );
    const page = order.slice(offset);
    return {
      ids: page.map((k) => this.id[k]!),
      km: page.map((k) => this.km[k]!),
      positions: page.map((k) => this.position[k]!),
    };
  }
}
