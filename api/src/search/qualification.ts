// docs/contract.md "Who qualifies": a renter's answers against each floorplan of a search's answer, never stored.
import {
  bestQualification,
  evaluateQualification,
  type QualificationAnswers,
  type QualificationResult,
} from '../domain/index.js';
import type { Floorplan } from '../generated/prisma/client.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import { lowestAllInCents } from '../catalog/all-in.js';

/** One floorplan against the property's stated rules, at its all-in monthly cost (docs/contract.md "Who qualifies"). */
export function qualifyFloorplan(
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  answers: QualificationAnswers,
  now: Date,
): QualificationResult {
  return evaluateQualification(
    apartment.screening,
    answers,
    { allInMonthlyCents: lowestAllInCents(apartment, floorplan, now), petsAllowed: apartment.petsAllowed },
    now,
  );
}

export type Qualified<T> = T & { qualification?: QualificationResult };

/**
 * A result apartment with the verdict of each of its floorplans and its own (its best floorplan's; the rules alone
 * when it lists none). Copies: the catalog's rows are shared by every request and never carry one renter's answers.
 */
export function withQualification<A extends StoredCatalogApartment>(
  apartment: A,
  answers: QualificationAnswers,
  now: Date,
): Qualified<A> {
  const floorplans = apartment.floorplans.map((floorplan) => ({
    ...floorplan,
    qualification: qualifyFloorplan(apartment, floorplan, answers, now),
  }));
  const qualification =
    bestQualification(floorplans.map((floorplan) => floorplan.qualification)) ??
    evaluateQualification(
      apartment.screening,
      answers,
      { allInMonthlyCents: null, petsAllowed: apartment.petsAllowed },
      now,
    );
  return { ...apartment, floorplans, qualification };
}
