// The GraphQL reads of a page rendered on the server (api/src/web.ts, web/src/entry-server.tsx): run in process
// through the schema, plugins and error masking of the /graphql door, without the door's HTTP work. Every public page
// makes one or more of these whenever it is rendered (after a catalog change, every page is): through the door each
// made a Request, went through the HTTP middleware, and wrote its answer as JSON for the renderer to read back.
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLError, GraphQLSchema } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../context.js';
import { currentRequest, runInRequestScope } from '../telemetry/request-scope.js';
import { UNKNOWN_PERSISTED_OPERATION, type PersistedDocuments } from './persisted.js';

/** The body the browser's network sends (web/src/relay/environment.ts `requestBody`): a persisted id, or text. */
export interface PageReadBody {
  query?: string | null;
  variables?: Record<string, unknown>;
  extensions?: { persistedQuery?: { sha256Hash?: string } };
}

/** An answer as /graphql would have written it, and the id of the page request it ran for (a failed page shows it). */
export interface PageReadAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  requestId?: string;
}

/** Envelop's pipeline for one request (yoga's `getEnveloped`), typed as this file calls it. */
interface Enveloped {
  schema: GraphQLSchema;
  parse(source: string): DocumentNode;
  validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
  contextFactory(): Promise<Context> | Context;
  execute(args: ExecutionArgs): Promise<ExecutionResult> | ExecutionResult;
}

export type PageRead = (body: PageReadBody, context: Context) => Promise<PageReadAnswer>;

const asAnswerError = (error: GraphQLError) => {
  const { message, extensions } = error.toJSON();
  return { message, ...(extensions ? { extensions } : {}) };
};

export function pageReads(options: {
  yoga: YogaServerInstance<Context, object>;
  persisted: PersistedDocuments;
  production: boolean;
}): PageRead {
  const { yoga, persisted } = options;
  return async (body, context) => {
    const page = currentRequest();
    // The read belongs to the page's request: its id, its log lines. A scope of its own keeps the operation's name
    // (graphql/yoga.ts labels it) off the page's metrics label, as a read through the door kept it.
    const requestId = page?.requestId;
    const run = async (): Promise<PageReadAnswer> => {
      const hash = body.extensions?.persistedQuery?.sha256Hash;
      // The site's own documents, as for any anonymous caller of the door (graphql/persisted.ts).
      const source = hash ? persisted.get(hash) : options.production ? undefined : (body.query ?? undefined);
      if (!source) {
        const extensions = { code: 'PERSISTED_QUERY_NOT_FOUND' };
        return { errors: [{ message: UNKNOWN_PERSISTED_OPERATION, extensions }], requestId };
      }
      const enveloped = yoga.getEnveloped(context) as Enveloped;
      const document = enveloped.parse(source);
      const invalid = enveloped.validate(enveloped.schema, document);
      if (invalid.length > 0) return { errors: invalid.map(asAnswerError), requestId };
      const result = (await enveloped.execute({
        schema: enveloped.schema,
        document,
        contextValue: await enveloped.contextFactory(),
        variableValues: body.variables ?? {},
      })) as ExecutionResult<Record<string, unknown>>;
      return {
        data: result.data,
        ...(result.errors ? { errors: result.errors.map(asAnswerError) } : {}),
        requestId,
      };
    };
    return page ? runInRequestScope({ requestId: page.requestId }, run) : run();
  };
}
