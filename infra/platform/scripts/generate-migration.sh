#!/usr/bin/env bash
# Writes the next versioned migration from src/db/schema.ts: npm run db:generate -- --name <what>.
# drizzle-kit is hoisted to the root node_modules but drizzle-orm stays in this workspace's, where
# drizzle-kit cannot see it; link it for the duration of the run.
set -euo pipefail
cd "$(dirname "$0")/.."
root_orm=../../node_modules/drizzle-orm
linked=false
if [ ! -e "$root_orm" ] && [ -d node_modules/drizzle-orm ]; then
  ln -s ../infra/platform/node_modules/drizzle-orm "$root_orm"
  linked=true
fi
trap '[ "$linked" = true ] && rm -f "$root_orm"' EXIT
npx drizzle-kit generate "$@"
