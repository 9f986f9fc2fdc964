#!/usr/bin/env bash
# Starts Popspot as a newcomer would: built, migrated and seeded with demo data on the
# embedded PGlite database in .data/, with the demo sign-in on, at http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .data
# A per-machine signing key, made once and never committed.
[ -s .data/jwt-secret ] || node -e "process.stdout.write(require('crypto').randomBytes(48).toString('base64url'))" > .data/jwt-secret
export JWT_SECRET="${JWT_SECRET:-$(cat .data/jwt-secret)}"
# The Web Push key pair (VAPID), also made once per machine: browsers subscribed with its
# public half keep working across restarts.
[ -s .data/vapid-keys ] || node -e "const k=require('web-push').generateVAPIDKeys();process.stdout.write(k.publicKey+' '+k.privateKey+'\n')" > .data/vapid-keys
read -r vapid_public vapid_private < .data/vapid-keys
export WEB_PUSH_VAPID_PUBLIC_KEY="${WEB_PUSH_VAPID_PUBLIC_KEY:-$vapid_public}"
export WEB_PUSH_VAPID_PRIVATE_KEY="${WEB_PUSH_VAPID_PRIVATE_KEY:-$vapid_private}"
export AUTH_DEV_LOGIN="${AUTH_DEV_LOGIN:-1}"
export PORT="${PORT:-3000}"
export PUBLIC_BASE_URL="${PUBLIC_BASE_URL:-http://localhost:$PORT}"

# Build when there is no build yet or a source file changed since the last one.
if [ ! -f .next/BUILD_ID ] || [ -n "$(find app components hooks stores lib api server i18n locales public next.config.ts package.json -newer .next/BUILD_ID -type f -print -quit 2>/dev/null)" ]; then
  npx next build
fi
# Mail (company verification codes, invitations) goes to a local capture unless SMTP_URL
# names a real server: nothing leaves the machine, and /dev/mailbox shows what was sent.
if [ -z "${SMTP_URL:-}" ]; then
  rm -f .data/mail.env
  # $$ stays this script's process id after the exec below: the capture watches it.
  npx tsx scripts/mail-capture.ts .data/mailbox .data/mail.env "$$" &
  for _ in $(seq 1 100); do [ -s .data/mail.env ] && break; sleep 0.2; done
  # shellcheck source=/dev/null
  source .data/mail.env
fi
npm run --silent db:migrate
npm run --silent db:seed
echo "Popspot is starting on http://localhost:$PORT"
exec node server/serve.mjs -H localhost -p "$PORT"
