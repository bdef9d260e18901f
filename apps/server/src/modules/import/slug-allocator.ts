import { createHash } from 'node:crypto';
import { slugify } from '../../db/seed/countries.ts';

/**
 * Hands out spot slugs unique against every slug already taken: slugify(name), then -2, -3 …
 * A name with no Latin letters (e.g. Japanese) gets 'spot-' and a short hash of its ref.
 */
export class SlugAllocator {
  private readonly taken: Set<string>;

  constructor(taken: Iterable<string>) {
    this.taken = new Set(taken);
  }

  allocate(name: string, sourceRef: string): string {
    const base =
      slugify(name).slice(0, 80).replace(/-$/, '') ||
      `spot-${createHash('sha256').update(sourceRef).digest('hex').slice(0, 8)}`;
    let slug = base;
    for (let n = 2; this.taken.has(slug); n += 1) slug = `${base}-${n}`;
    this.taken.add(slug);
    return slug;
  }
}
