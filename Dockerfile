# syntax=docker/dockerfile:1
# LinguaCoach: the compiled server `npm start` runs (dist/server/main.mjs), the built web app and the
# production packages, run as the unprivileged `node` user. docs/deployment.md describes its use.
# NODE_IMAGE may name a local or mirrored base image (any Debian-based image with this Node version).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# --- build: every package, then the web app, the server bundle and the embedded database's template ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/start.mjs --build-only && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the build's output and the production packages only ---
FROM ${NODE_IMAGE} AS runtime
# The PostgreSQL client tools for `npm run backup` / `npm run restore` inside the container.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/LICENSE /app/NOTICE ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read at run time: the migrations, the shipped quizzes, and the backup script with the sources it imports.
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/content ./content
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/src ./src
COPY --from=build /app/tsconfig.json ./
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
VOLUME /data
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm: SIGTERM reaches the server, which stops gracefully (decision 051).
CMD ["node", "dist/server/main.mjs"]
