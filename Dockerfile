# One build, two images: `service` runs the command API, query API or projectors (docker-compose.yml picks the
# entry point); `gateway` is Caddy serving both front-ends, built here, and routing /api to the services.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS service
WORKDIR /app
COPY --from=build /app /app
# The services write nothing to DATA_DIR on the engines but their first-start secrets fallback; it is theirs.
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production
USER node

FROM caddy:2 AS gateway
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /app/public-web/dist /srv/public-web
COPY --from=build /app/admin-console/dist /srv/admin-console
