// Floorplans' accessibility features (docs/contract.md "Who qualifies"): the search filter's choices (their words: domain's ACCESSIBILITY_FEATURE_LABELS).
import { ACCESSIBILITY_FEATURES, type AccessibilityFeature } from './domain';

export function isAccessibilityFeature(value: string): value is AccessibilityFeature {
  return (ACCESSIBILITY_FEATURES as readonly string[]).includes(value);
}
