// Floorplans' accessibility features (docs/contract.md "Who qualifies"): the search filter's choices and their words.
import { ACCESSIBILITY_FEATURES, type AccessibilityFeature } from './domain';

export const ACCESSIBILITY_LABELS: Record<AccessibilityFeature, string> = {
  GROUND_FLOOR: 'Ground floor',
  ELEVATOR: 'Elevator',
  STEP_FREE_ENTRY: 'Step-free entry',
  ROLL_IN_SHOWER: 'Roll-in shower',
  GRAB_BARS: 'Grab bars',
  VISUAL_ALARMS: 'Visual alarms',
  WIDE_DOORWAYS: 'Wide doorways',
};

export function isAccessibilityFeature(value: string): value is AccessibilityFeature {
  return (ACCESSIBILITY_FEATURES as readonly string[]).includes(value);
}
