# Presta's production image: built with the same commands CI runs (npm ci, npm run build), run
# from dist/ and the production dependencies alone. Untested here (no container engine on the
# machine this was written on): see README "Containers".

# --- build: every dependency, the web app and the compiled server ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies only ---
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime: dist/, production node_modules, the start tools; not root ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json ./
COPY tools/start.mjs tools/artefact.mjs tools/run-cli.mjs ./tools/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# /healthz: the process answers (the orchestrator's liveness); a load balancer polls /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): in-flight work finishes within SHUTDOWN_TIMEOUT_MS.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
