// Measures the photo signals on generated scenes (test/photo-scenes.ts): for each photo, how far
// its reused variants (re-encoded, resized, cropped 2 % and 5 %, brightened) are from it, how near
// the other photos come, and the sharpness and brightness of it, blurred and darkened. The unit
// test holds the thresholds to these figures; the benchmark prints them (ADR 0033).
import { type HashPair, nearest, photoClarity, photoHashes } from '../src/infra/photos/measures';
import { blurredOf, darkenedOf, scenePhoto, VARIANT_KINDS, variantOf } from './photo-scenes';

export const REUSE_KINDS = ['reencoded', 'resized', 'cropped2', 'cropped5', 'brightened'] as const;
export type ReuseKind = (typeof REUSE_KINDS)[number];

export interface SceneMeasures {
  /** The stored hashes of each original. */
  hashes: HashPair[];
  /** Each original's own probes (as a query of another photo). */
  probes: HashPair[][];
  /** Per reuse kind, each variant's probes (index = its original; only the first `reused` photos). */
  variants: Record<ReuseKind, HashPair[][]>;
  clarity: { sharp: Clarity[]; blurred: Clarity[]; dark: Clarity[] };
}
type Clarity = { sharpness: number; brightness: number };

/**
 * Measures `count` generated photos (seeds 0…), the first `reused` of them with their variants and
 * their blurred and darkened versions.
 */
export async function measureScenes(count: number, reused = count): Promise<SceneMeasures> {
  const m: SceneMeasures = {
    hashes: [],
    probes: [],
    variants: { reencoded: [], resized: [], cropped2: [], cropped5: [], brightened: [] },
    clarity: { sharp: [], blurred: [], dark: [] },
  };
  for (let seed = 0; seed < count; seed++) {
    const photo = await scenePhoto(seed);
    const { stored, probes } = await photoHashes(photo);
    m.hashes.push(stored);
    m.probes.push(probes);
    if (seed >= reused) continue;
    for (const kind of VARIANT_KINDS) {
      if (kind === 'cropped') {
        m.variants.cropped2.push((await photoHashes(await variantOf(photo, kind, 0.02))).probes);
        m.variants.cropped5.push((await photoHashes(await variantOf(photo, kind, 0.05))).probes);
      } else {
        m.variants[kind].push((await photoHashes(await variantOf(photo, kind))).probes);
      }
    }
    m.clarity.sharp.push(await photoClarity(photo));
    m.clarity.blurred.push(await photoClarity(await blurredOf(photo)));
    m.clarity.dark.push(await photoClarity(await darkenedOf(photo)));
  }
  return m;
}

/** Each variant's distance to its own original, per kind (among probes whose detail is within `detailMax`). */
export function reuseDistances(m: SceneMeasures, detailMax = 64): Record<ReuseKind, number[]> {
  const out = {} as Record<ReuseKind, number[]>;
  for (const kind of REUSE_KINDS)
    out[kind] = m.variants[kind].map((p, i) => nearest(p, m.hashes[i]!, detailMax));
  return out;
}

/** The distance of every ordered pair of different photos (the query's probes to the other's stored hashes). */
export function differentDistances(m: SceneMeasures, detailMax = 64): number[] {
  const out: number[] = [];
  for (let i = 0; i < m.hashes.length; i++) {
    for (let j = 0; j < m.hashes.length; j++) {
      if (i !== j) out.push(nearest(m.probes[i]!, m.hashes[j]!, detailMax));
    }
  }
  return out;
}

export interface KindScore {
  kind: string;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

const score = (kind: string, tp: number, fp: number, fn: number): KindScore => ({
  kind,
  truePositives: tp,
  falsePositives: fp,
  falseNegatives: fn,
  precision: tp + fp ? tp / (tp + fp) : 1,
  recall: tp + fn ? tp / (tp + fn) : 1,
});

/**
 * Per reuse kind: a variant flagged against its own original is a true positive, against any other
 * photo a false positive, not against its own a false negative. Then blurry and dark photos: the
 * blurred (darkened) versions are the positives, the originals the negatives.
 */
export function scores(
  m: SceneMeasures,
  t: { distance: number; detail: number; sharpnessMin: number; brightnessMin: number },
): KindScore[] {
  const out: KindScore[] = [];
  for (const kind of REUSE_KINDS) {
    let tp = 0;
    let fp = 0;
    m.variants[kind].forEach((probes, i) => {
      m.hashes.forEach((h, j) => {
        const hit = nearest(probes, h, t.detail) <= t.distance;
        if (hit && i === j) tp += 1;
        else if (hit) fp += 1;
      });
    });
    out.push(score(`duplicate_photo/${kind}`, tp, fp, m.variants[kind].length - tp));
  }
  const blurry = (c: Clarity) => c.brightness >= t.brightnessMin && c.sharpness < t.sharpnessMin;
  const dark = (c: Clarity) => c.brightness < t.brightnessMin;
  const tpB = m.clarity.blurred.filter((c) => blurry(c) || dark(c)).length;
  const fpB = m.clarity.sharp.filter((c) => blurry(c) || dark(c)).length;
  out.push(score('blurry_photo/blurred', tpB, fpB, m.clarity.blurred.length - tpB));
  const tpD = m.clarity.dark.filter((c) => blurry(c) || dark(c)).length;
  out.push(score('blurry_photo/dark', tpD, fpB, m.clarity.dark.length - tpD));
  return out;
}
