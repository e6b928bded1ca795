import { lexicographicSortSchema } from 'graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { schema } from './schema/index.js';

/** schema.graphql's text: sorted so that the file's diff follows real changes, with the auth directives. */
export function printedSchema(): string {
  return `${printSchemaWithDirectives(lexicographicSortSchema(schema))}\n`;
}
