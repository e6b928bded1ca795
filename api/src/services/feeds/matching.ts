// Which apartment a feed's property is (docs/contract.md "Property feeds", matching rules): once an admin confirmed
// it, the stored match; before that, a proposal by the apartment's code, then its name, then the nearest apartment
// within PROPOSAL_RADIUS_M. A proposal is never applied until an admin confirms it.
import { distanceMeters, type GeoPoint } from '../../domain/index.js';
import type { ReadProperty } from './mapping.js';

/** Farther than this, two buildings are not taken for one. */
export const PROPOSAL_RADIUS_M = 150;

export interface MatchCandidate {
  id: string;
  code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Proposal {
  apartmentId: string;
  reason: string;
}

const folded = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function proposeMatches(reads: readonly ReadProperty[], candidates: readonly MatchCandidate[]) {
  const byCode = new Map(candidates.map((candidate) => [folded(candidate.code), candidate]));
  const byName = new Map(candidates.map((candidate) => [folded(candidate.name), candidate]));
  const proposals = new Map<string, Proposal>();
  for (const read of reads) {
    const code = byCode.get(folded(read.propertyId));
    if (code) {
      proposals.set(read.propertyId, { apartmentId: code.id, reason: 'same code' });
      continue;
    }
    const name = byName.get(folded(read.name));
    if (name) {
      proposals.set(read.propertyId, { apartmentId: name.id, reason: 'same name' });
      continue;
    }
    const point = read.mapped?.point;
    if (!point) continue;
    const nearest = nearestWithin(point, candidates);
    if (nearest) proposals.set(read.propertyId, nearest);
  }
  return proposals;
}

function nearestWithin(point: GeoPoint, candidates: readonly MatchCandidate[]): Proposal | undefined {
  let best: { id: string; meters: number } | undefined;
  for (const candidate of candidates) {
    if (candidate.latitude === null || candidate.longitude === null) continue;
    const meters = distanceMeters(point, { latitude: candidate.latitude, longitude: candidate.longitude });
    if (meters <= PROPOSAL_RADIUS_M && (!best || meters < best.meters)) best = { id: candidate.id, meters };
  }
  return best && { apartmentId: best.id, reason: `${Math.round(best.meters)} m away` };
}
