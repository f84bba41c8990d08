# One image for every service of the stack; docker-compose.yml picks the entry point per service.
FROM node:24-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
RUN npm install -g pnpm@10.34.8
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile \
 && DATABASE_URL=postgresql://build/unused pnpm exec prisma generate
# After the install: pnpm skips devDependencies (tsx runs the services) under NODE_ENV=production.
ENV NODE_ENV=production
USER node
CMD ["node", "--import", "tsx", "services/gateway/src/main.ts"]
