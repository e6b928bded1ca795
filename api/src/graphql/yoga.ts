import { GraphQLError } from 'graphql';
import { createYoga, maskError as defaultMaskError } from 'graphql-yoga';
import type { Logger } from 'pino';
import { AppError } from '../services/errors.js';
import type { Context } from './context.js';
import { schema } from './schema/index.js';

/** Client mistakes keep their message and code; anything else is masked (no stack, no SQL). */
function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      extensions: { code: original.code, ...(original.fieldErrors ? { errors: original.fieldErrors } : {}) },
    });
  }
  if (error instanceof GraphQLError && !error.originalError) return error;
  return defaultMaskError(error, message, isDev);
}

export function createGraphQL(options: { production: boolean; logger: Logger }) {
  return createYoga<Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !options.production,
    landingPage: false,
    maskedErrors: { maskError, isDev: false },
    logging: {
      debug: (...args) => options.logger.debug(args),
      info: (...args) => options.logger.info(args),
      warn: (...args) => options.logger.warn(args),
      error: (...args) => options.logger.error(args),
    },
  });
}
