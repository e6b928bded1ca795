import pino from 'pino';

export function createLogger(level: string) {
  // Never log request bodies: they carry passwords and renters' contact data.
  return pino({ level, redact: ['password', '*.password', 'req.headers.authorization'] });
}
