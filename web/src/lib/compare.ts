// The Compare table's price and deal of one apartment (docs/contract.md, Search semantics): its lowest all-in monthly
// and move-in cost, and its special, among the floorplans compared that staff checked within 30 days. The search card's
// "from $X/mo all-in" leaves unchecked floorplans out the same way, so Compare never shows a price the card does not.

interface ComparedFloorplan<Special> {
  readonly verificationStale: boolean;
  readonly allInMonthlyCents: { readonly min: number } | null | undefined;
  readonly moveInCostCents: { readonly min: number } | null | undefined;
  readonly special: Special | null | undefined;
}

const lowest = (values: readonly (number | undefined)[]) => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length > 0 ? Math.min(...known) : null;
};

export function compareFigures<Special>(floorplans: readonly ComparedFloorplan<Special>[]) {
  const checked = floorplans.filter((floorplan) => !floorplan.verificationStale);
  return {
    allInMonthlyFromCents: lowest(checked.map((floorplan) => floorplan.allInMonthlyCents?.min)),
    moveInCostFromCents: lowest(checked.map((floorplan) => floorplan.moveInCostCents?.min)),
    special: checked.find((floorplan) => floorplan.special)?.special ?? null,
  };
}
