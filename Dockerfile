# syntax=docker/dockerfile:1
# The app image used by docker-compose.yml (docs/operations.md, "The image"). Two stages: the build stage installs
# every dependency from the lockfile, generates code, builds the web app and compiles the API to JavaScript; the
# runtime stage holds production dependencies and those outputs only, and runs as a user without privileges.
# CI replays these steps on Node 24 without a Docker engine (scripts/replay-dockerfile.mjs).

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
ENV PRISMA_SCHEMA_ENGINE_BINARY=/bin/false
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY api/prisma ./api/prisma
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build && npm run build:api

FROM node:24.21.0-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund --ignore-scripts
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/prisma/migrations ./api/prisma/migrations
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-server ./web/dist-server
COPY --from=build /app/web/persisted-queries.json ./web/
# DATA_DIR (./.data) is the one place the server writes: the embedded database, local images and the JWT secret.
# The base image's `node` user, by number, so that a platform's "run as non-root" check can verify it.
RUN mkdir -p .data && chown 1000:1000 .data
USER 1000:1000
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/readyz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# A young generation of 32 MB (docs/operations.md, Processes): a rendered page allocates much that dies at once, and
# V8's default of a few MB collected it so often that the collector took a sixth of each uncached request's time.
CMD ["node", "--max-semi-space-size=32", "api/dist/main.js"]
