/**
 * docs/product.md section 2 (appointment): a message from the scheduling provider's origin whose event name is
 * 'event_scheduled' (providers prefix it, e.g. 'calendly.event_scheduled') means the renter booked.
 */
export function isSchedulingEvent(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  providerOrigin: string | null,
): boolean {
  if (!providerOrigin || event.origin !== providerOrigin) return false;
  const data: unknown = typeof event.data === 'string' ? safeParse(event.data) : event.data;
  if (!data || typeof data !== 'object') return false;
  const name = (data as { event?: unknown }).event;
  return typeof name === 'string' && (name === 'event_scheduled' || name.endsWith('.event_scheduled'));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
