import { describe, expect, it } from 'vitest';
import { isSchedulingEvent } from './schedulingEvent';

describe("the scheduling provider's booking message", () => {
  const origin = 'https://calendly.com';
  it("accepts 'event_scheduled' from the provider's origin, prefixed or not, object or JSON", () => {
    expect(isSchedulingEvent({ origin, data: { event: 'calendly.event_scheduled' } }, origin)).toBe(true);
    expect(isSchedulingEvent({ origin, data: JSON.stringify({ event: 'event_scheduled' }) }, origin)).toBe(true);
  });
  it('ignores other origins, other events and an unconfigured provider', () => {
    expect(isSchedulingEvent({ origin: 'https://evil.test', data: { event: 'event_scheduled' } }, origin)).toBe(false);
    expect(isSchedulingEvent({ origin, data: { event: 'calendly.profile_page_viewed' } }, origin)).toBe(false);
    expect(isSchedulingEvent({ origin, data: { event: 'event_scheduled' } }, null)).toBe(false);
  });
});
