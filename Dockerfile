# syntax=docker/dockerfile:1
# The whole product in one image: the API (run from its TypeScript sources by tsx, as
# `npm run serve` does), the bot, and the two built front ends.
#
#   docker build -t bwif-guess .
#   docker run -d -p 127.0.0.1:3000:3000 -v bwif-data:/app/data --env-file .env bwif-guess

# better-sqlite3 falls back to compiling when no prebuilt binary fits; sharp's binaries
# come as npm packages. Both stages that install share this toolchain and its manifests.
# Node 24, the LTS line with security fixes the longest (Node 20's ended on 2026-04-30).
FROM node:24-slim AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY db/package.json db/
COPY api/package.json api/
COPY bot/package.json bot/
COPY web/package.json web/
COPY miniapp/package.json miniapp/

# What runs: production dependencies only (no Vite, TypeScript, test tools).
FROM toolchain AS dependencies
RUN npm ci --omit=dev && npm cache clean --force

# The front ends, built with the development dependencies.
FROM toolchain AS build
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/app/data/app.db
WORKDIR /app
# The share picture's words are drawn by sharp from system fonts; the slim image has none.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
# Same base image as the stages above, so the native modules match this system.
COPY --from=dependencies /app ./
COPY tsconfig.json tsconfig.base.json ./
COPY shared shared
COPY db db
COPY api api
COPY bot bot
COPY scripts scripts
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/miniapp/dist miniapp/dist
# The database, its backups and nothing else are written here.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The flags of `npm run serve`; node itself is PID 1, so SIGTERM reaches the server's shutdown.
CMD ["node", "--v8-pool-size=0", "--expose-gc", "--import", "tsx", "api/src/server.ts"]
