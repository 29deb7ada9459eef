#!/bin/sh
# Upgrades Portico without downtime (docs/deploy.md, Upgrade; decision 063): a release built in its own
# folder is checked, its hashed assets are added to the kept ones, its migrations run (they only
# expand the schema, so the running release keeps working), `current` points at it, and the
# processes are restarted one at a time, each only once the one before answers /api/health/ready.
#
#   deploy/upgrade.sh /opt/portico/releases/2026-11-28-abc1234
#
# Run it as root (it restarts the units). Every setting has the production default:
#   PORTICO_ROOT=/opt/portico            holds releases/ and the `current` symlink
#   PORTICO_ENV_FILE=/etc/portico/portico.env
#   PORTICO_ASSETS=/var/www/portico/assets  the kept hashed assets nginx falls back to
#   PORTICO_PORTS="3001 3002"            one process per port, restarted in this order
#   PORTICO_RESTART='systemctl restart portico@$port'
#   PORTICO_NODE=/usr/bin/node
#   PORTICO_ASSET_DAYS=30                kept assets no release has shipped for this long are deleted
#   PORTICO_KEEP_RELEASES=3              release folders kept (the current one included)
#   PORTICO_READY_SECONDS=60             how long a restarted process may take to be ready
set -eu

new=${1:?usage: deploy/upgrade.sh <release folder, built with npm ci && npm run build>}
root=${PORTICO_ROOT:-/opt/portico}
env_file=${PORTICO_ENV_FILE:-/etc/portico/portico.env}
assets=${PORTICO_ASSETS:-/var/www/portico/assets}
ports=${PORTICO_PORTS:-3001 3002}
restart=${PORTICO_RESTART:-'systemctl restart portico@$port'}
node=${PORTICO_NODE:-/usr/bin/node}
asset_days=${PORTICO_ASSET_DAYS:-30}
keep_releases=${PORTICO_KEEP_RELEASES:-3}
ready_seconds=${PORTICO_READY_SECONDS:-60}

say() { printf '%s upgrade: %s\n' "$(date -u +%H:%M:%S)" "$*"; }
fail() { say "$*" >&2; exit 1; }

new=$(cd "$new" && pwd -P)
for built in apps/server/dist/main.js apps/server/dist/cli.js apps/web/dist/index.html; do
  [ -f "$new/$built" ] || fail "$new/$built is missing: run npm ci && npm run build in $new first"
done
old=$(readlink -f "$root/current" 2>/dev/null || true)
[ "$old" != "$new" ] || fail "$new is already the current release"

# The new release's own commands, with the settings the units get.
portico() {
  (set -a; . "$env_file"; set +a; cd "$new" && "$node" apps/server/dist/cli.js "$@")
}

# 1. Settings: a setting the new release requires is named now, while the old release still runs.
say "checking $env_file against $new"
portico check-config --env-file "$env_file" || fail "fix the settings above (CHANGELOG.md says what each release requires), then run this again"

# 2. Hashed assets: the new release's beside every earlier one's, for pages either release rendered.
mkdir -p "$assets"
for release in "$old" "$new"; do
  # Copied afresh (so dated now): a file's age counts from the last upgrade that still shipped it.
  if [ -n "$release" ] && [ -d "$release/apps/web/dist/assets" ]; then
    cp -R "$release/apps/web/dist/assets/." "$assets/"
  fi
done
say "assets kept in $assets"

# 3. Migrations: expand only (decision 063), so the processes still on the old release keep working.
portico migrate

# 4. The new release becomes current: a restarted unit starts from it (WorkingDirectory).
ln -sfn "$new" "$root/current.next"
mv -T "$root/current.next" "$root/current"
say "current -> $new"

# 5. One process at a time; nginx sends each request to the other while one restarts.
for port in $ports; do
  say "restarting the process on port $port"
  eval "$restart"
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health/ready"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$ready_seconds" ]; then
      curl -sS "http://127.0.0.1:$port/api/health/ready" >&2 || true
      fail "the process on port $port is not ready after ${ready_seconds} s; the others still run. To go back: ln -sfn $old $root/current, then restart it"
    fi
    sleep 1
  done
  say "port $port is ready on the new release"
done

# 6. Tidy up: assets no kept release has shipped for PORTICO_ASSET_DAYS days, the oldest releases.
find "$assets" -type f -mtime "+$asset_days" -delete
if [ -d "$root/releases" ]; then
  # shellcheck disable=SC2012 # release names have no spaces; newest first by time.
  ls -1dt "$root/releases"/*/ 2>/dev/null | tail -n "+$((keep_releases + 1))" | while read -r stale; do
    [ "$(cd "$stale" && pwd -P)" = "$new" ] || [ "$(cd "$stale" && pwd -P)" = "$old" ] || rm -rf "$stale"
  done
fi
say "done: every process runs $new"
