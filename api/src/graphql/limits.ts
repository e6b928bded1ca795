// The limits a GraphQL document meets before any resolver runs (GraphQL Armor), with answers that say which
// limit was met, the value allowed and what to change. Armor words its own refusals as "Syntax Error: ...",
// which sends a client looking for a typo; each plugin's onReject throws this answer instead.
import { GraphQLError } from 'graphql';

/** Generous for the app's own queries (README "Limits the server enforces"). */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 4_000,
  maxCost: 20_000,
} as const;

type LimitName = keyof typeof GRAPHQL_LIMITS;

const ANSWERS: Record<LimitName, (allowed: number, found: number | null) => string> = {
  maxDepth: (allowed, found) => `Query depth ${found} exceeds the limit of ${allowed}. Select fewer nested fields.`,
  maxAliases: (allowed, found) => `The query uses ${found} aliases; the limit is ${allowed}. Use fewer aliases.`,
  maxDirectives: (allowed, found) =>
    `The query uses ${found} directives; the limit is ${allowed}. Use fewer directives.`,
  maxTokens: (allowed) =>
    `The document has more than ${allowed} tokens, the limit. Send a shorter document or split it in several.`,
  maxCost: (allowed, found) =>
    `Query cost ${found} exceeds the limit of ${allowed}. Ask for fewer items per page or fewer fields.`,
};

/** An Armor onReject handler: Armor's refusal (which carries the value found) becomes this limit's answer. */
export function rejectOver(name: LimitName) {
  return (_context: unknown, refusal: GraphQLError): never => {
    const found = /found (\d+)/.exec(refusal.message);
    const allowed = GRAPHQL_LIMITS[name];
    throw new GraphQLError(ANSWERS[name](allowed, found ? Number(found[1]) : null), {
      extensions: {
        code: 'QUERY_LIMIT_EXCEEDED',
        limit: name,
        allowed,
        ...(found ? { found: Number(found[1]) } : {}),
      },
    });
  };
}
