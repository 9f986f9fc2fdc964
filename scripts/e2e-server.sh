#!/usr/bin/env bash
# Serves the built app for Playwright on a fresh, seeded PGlite database of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-3210}"
dir=".data/e2e-$port"
rm -rf "$dir"
export PGLITE_DIR="$dir/pglite" UPLOAD_DIR="$dir/uploads"
unset DATABASE_URL
export AUTH_DEV_LOGIN=1 AUTH_DEV_ADMIN=1 LOG_LEVEL=warn JWT_SECRET="e2e-secret-$(date +%s)-$RANDOM-0123456789abcdef"
export PUBLIC_BASE_URL="http://localhost:$port"
read -r WEB_PUSH_VAPID_PUBLIC_KEY WEB_PUSH_VAPID_PRIVATE_KEY < <(node -e "const k=require('web-push').generateVAPIDKeys();process.stdout.write(k.publicKey+' '+k.privateKey+'\n')")
export WEB_PUSH_VAPID_PUBLIC_KEY WEB_PUSH_VAPID_PRIVATE_KEY
# Kakao, Naver and Apple stand-ins (scripts/e2e-fake-providers.ts), gone when this server is.
rm -f "$dir/providers.env"; mkdir -p "$dir"
# $$ stays this process's id after the exec below: the stand-ins watch it.
npx tsx scripts/e2e-fake-providers.ts "$PUBLIC_BASE_URL" "$dir/providers.env" "$$" &
for _ in $(seq 1 100); do [ -s "$dir/providers.env" ] && break; sleep 0.2; done
# shellcheck source=/dev/null
source "$dir/providers.env"
# The local mail capture (scripts/mail-capture.ts): company verification codes and
# invitations land in $dir/mailbox, readable on the dev-only page /dev/mailbox.
rm -f "$dir/mail.env"
npx tsx scripts/mail-capture.ts "$dir/mailbox" "$dir/mail.env" "$$" &
for _ in $(seq 1 100); do [ -s "$dir/mail.env" ] && break; sleep 0.2; done
# shellcheck source=/dev/null
source "$dir/mail.env"
npm run --silent db:migrate
npm run --silent db:seed
exec node server/serve.mjs -H localhost -p "$port"
