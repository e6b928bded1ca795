import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import pino, { type DestinationStream } from 'pino';
import { currentRequest } from './telemetry/request-scope.js';

/**
 * Every line written while a request runs names its request id and, when tracing is on (docs/operations.md,
 * Tracing), its trace and span: the three ways an operator finds one renter's request. Without the tracing SDK the
 * OpenTelemetry API answers no span, so the line carries the request id only.
 */
function correlation(): Record<string, string> {
  const fields: Record<string, string> = {};
  const request = currentRequest();
  if (request) fields.requestId = request.requestId;
  const span = trace.getSpan(context.active())?.spanContext();
  if (span && isSpanContextValid(span)) {
    fields.trace_id = span.traceId;
    fields.span_id = span.spanId;
  }
  return fields;
}

/** `destination`: where lines go instead of standard output (tests read them). */
export function createLogger(level: string, destination?: DestinationStream) {
  // Never log request bodies: they carry passwords and renters' contact data.
  const options = { level, redact: ['password', '*.password', 'req.headers.authorization'], mixin: correlation };
  return destination ? pino(options, destination) : pino(options);
}
