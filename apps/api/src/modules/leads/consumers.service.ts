// The local consumer registry (docs/product/design.md "Consumers"): who a verified e-mail and
// number belong to and which offers they may still take. Behind these functions a CRM adapter
// (Salesforce in the original) could answer instead.
import type { OfferEntitlements } from '@tourplanner/domain/webform';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consumerAssets, consumers, productInterests } from '../../db/schema/consumers';

export interface RegistryMatch {
  consumers: { id: string; email: string; phone: string; version: number }[];
  /** Matched ids with their versions: equal fingerprints mean nothing changed in between. */
  state: string;
  /** One consumer owning both the e-mail and the number. */
  exact: { id: string; version: number } | null;
  /** The e-mail and the number belong to different consumers (or only one of them is known). */
  conflicting: boolean;
}

export async function matchConsumers(db: Db, email: string, phone: string): Promise<RegistryMatch> {
  const rows = await db
    .select({ id: consumers.id, email: consumers.email, phone: consumers.phone, version: consumers.version })
    .from(consumers)
    .where(or(eq(consumers.email, email), eq(consumers.phone, phone)));
  rows.sort((a, b) => a.id.localeCompare(b.id));
  const state = rows.map((r) => `${r.id}:${r.version}`).join(',');
  const only = rows.length === 1 ? rows[0]! : null;
  const exact = only && only.email === email && only.phone === phone ? only : null;
  return {
    consumers: rows,
    state,
    exact: exact ? { id: exact.id, version: exact.version } : null,
    conflicting: rows.length > 0 && !exact,
  };
}

/**
 * An offer is closed when the consumer holds that brand's device (Glo, Vuse) or has had that
 * brand's trial before (Velo, Neo).
 */
export async function entitlementsOf(db: Db, consumerIds: string[]): Promise<OfferEntitlements> {
  if (!consumerIds.length) return { Glo: true, Vuse: true, Velo: true, Neo: true };
  const [assets, interests] = await Promise.all([
    db
      .selectDistinct({ brand: consumerAssets.brand })
      .from(consumerAssets)
      .where(inArray(consumerAssets.consumerId, consumerIds)),
    db
      .selectDistinct({ brand: productInterests.brand })
      .from(productInterests)
      .where(inArray(productInterests.consumerId, consumerIds)),
  ]);
  const held = new Set<string>([...assets.map((a) => a.brand), ...interests.map((i) => i.brand)]);
  return { Glo: !held.has('Glo'), Vuse: !held.has('Vuse'), Velo: !held.has('Velo'), Neo: !held.has('Neo') };
}
