# The app image used by docker-compose.yml: installs from the lockfile, builds the web app, serves everything.
FROM node:24-bookworm-slim
WORKDIR /app
ENV PRISMA_SCHEMA_ENGINE_BINARY=/bin/false
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY api/prisma ./api/prisma
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build
ENV NODE_ENV=production
EXPOSE 4000
CMD ["npx", "tsx", "api/src/main.ts"]
