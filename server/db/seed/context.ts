import 'server-only';
import type { Transaction } from '../client';
import type { SeedClock } from './clock';
import type { GeneratedImage } from './images';
import type { PlannedSpot } from './plan-spots';

/** A planned spot once inserted. */
export interface SeededSpot extends PlannedSpot {
  id: number;
}

export interface SeedUsers {
  demoId: number;
  adminId: number;
  enterpriseId: number;
  /** Ordinary users (reviewers, pickers, chatters), demo user excluded. */
  regular: number[];
}

/** Pre-rendered artwork, made before the transaction so it holds no lock while encoding. */
export interface SeedImages {
  hero: Map<number, GeneratedImage>;
  details: Map<number, GeneratedImage[]>;
  reviewPhotos: GeneratedImage[];
  partnerCovers: GeneratedImage[];
  magazineCovers: GeneratedImage[];
  magazineInline: GeneratedImage[];
}

export interface SeedContext {
  tx: Transaction;
  clock: SeedClock;
  images: SeedImages;
  /** Images to write under UPLOAD_DIR with their variants (storage key -> image), in one go. */
  files: Map<string, GeneratedImage>;
  counts: Record<string, number>;
  spots: SeededSpot[];
  users: SeedUsers;
  categoryIds: Map<string, number>;
  metricIds: number[];
  companyIds: Map<string, number>;
}

export function count(ctx: Pick<SeedContext, 'counts'>, table: string, n: number): void {
  ctx.counts[table] = (ctx.counts[table] ?? 0) + n;
}

export function spotAt(ctx: Pick<SeedContext, 'spots'>, position: number): SeededSpot | undefined {
  return ctx.spots.find((s) => s.position === position);
}
