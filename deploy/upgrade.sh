#!/bin/sh
# Upgrades Portico without downtime (docs/deploy.md, Upgrade; decision 063): a release built in its own
# folder is checked, its hashed assets are added to the kept ones, its migrations run (they only
# expand the schema, so the running release keeps working), `current` points at it, and the
# processes are restarted one at a time: each is taken out of nginx's rotation first (its upstream
# line marked `down`, nginx reloaded, its old workers gone), and put back once it answers
# /api/health/ready on the new release.
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
#   PORTICO_UPSTREAM_FILE=/etc/nginx/portico-upstream.conf
#                                        the site's upstream include, rewritten from PORTICO_PORTS;
#                                        empty: no nginx here, each process only drains as it stops
#   PORTICO_NGINX_RELOAD='systemctl reload nginx'
#   PORTICO_NGINX_PID=/run/nginx.pid     nginx's master, whose old workers are waited for
#   PORTICO_NGINX_SECONDS=120            how long an old nginx worker may take to finish its requests
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
upstream_file=${PORTICO_UPSTREAM_FILE-/etc/nginx/portico-upstream.conf}
nginx_reload=${PORTICO_NGINX_RELOAD:-systemctl reload nginx}
nginx_pid=${PORTICO_NGINX_PID:-/run/nginx.pid}
nginx_seconds=${PORTICO_NGINX_SECONDS:-120}

say() { printf '%s upgrade: %s\n' "$(date -u +%H:%M:%S)" "$*"; }
fail() { say "$*" >&2; exit 1; }

new=$(cd "$new" && pwd -P)
for built in apps/server/dist/main.js apps/server/dist/cli.js apps/web/dist/index.html; do
  [ -f "$new/$built" ] || fail "$new/$built is missing: run npm ci && npm run build in $new first"
done
old=$(readlink -f "$root/current" 2>/dev/null || true)
[ "$old" != "$new" ] || fail "$new is already the current release"

# nginx's rotation. The upstream include lists every process; `$1`, a port, is marked down.
write_upstream() {
  {
    echo "# Written by deploy/upgrade.sh from PORTICO_PORTS (deploy/nginx/portico-upstream.conf says why)."
    for listed_port in $ports; do
      if [ "$listed_port" = "${1:-}" ]; then
        echo "server 127.0.0.1:$listed_port max_fails=0 down;"
      else
        echo "server 127.0.0.1:$listed_port max_fails=0;"
      fi
    done
  } >"$upstream_file.next"
  mv "$upstream_file.next" "$upstream_file"
}

# The pids of nginx's master's living children (its workers, old and new), one a line.
nginx_workers() {
  for worker_stat in /proc/[0-9]*/stat; do
    { read -r worker_line <"$worker_stat"; } 2>/dev/null || continue
    # After the command's name in parentheses: state, parent pid, ...
    # shellcheck disable=SC2086 # split on purpose
    set -- ${worker_line##*) }
    if [ "$2" = "$master" ] && [ "$1" != Z ]; then
      worker_pid=${worker_stat#/proc/}
      echo "${worker_pid%/stat}"
    fi
  done
}

# Rewrites the include with `$1` (a port, or nothing) out of rotation and reloads nginx. Returns once
# nginx runs on it; with a port, once no worker that had the old file is left (so none sends to it).
rotate() {
  master=$(cat "$nginx_pid" 2>/dev/null) || fail "nginx's pid file $nginx_pid cannot be read (PORTICO_NGINX_PID)"
  old_workers=$(nginx_workers)
  [ -n "$old_workers" ] || fail "nginx (pid $master, $nginx_pid) has no worker processes: is it running?"
  write_upstream "${1:-}"
  # On failure the file lists every process again, so a later reload takes none out.
  if ! eval "$nginx_reload"; then
    write_upstream
    fail "'$nginx_reload' failed (PORTICO_NGINX_RELOAD)"
  fi
  ticks=0
  # A worker that was not there before: nginx read the new file (a wrong one leaves the old workers).
  until nginx_workers | grep -qvxF "$old_workers"; do
    ticks=$((ticks + 1))
    if [ "$ticks" -ge 100 ]; then
      write_upstream
      fail "nginx did not load $upstream_file within 10 s: see nginx -t and its error log"
    fi
    sleep 0.1
  done
  [ -n "${1:-}" ] || return 0
  # The old workers finish the requests they have (one may be on its way to that process), then exit.
  ticks=0
  while nginx_workers | grep -qxF "$old_workers"; do
    ticks=$((ticks + 1))
    if [ "$ticks" -ge $((nginx_seconds * 10)) ]; then
      say "an old nginx worker still serves a request after ${nginx_seconds} s (PORTICO_NGINX_SECONDS); restarting anyway, the process drains"
      break
    fi
    sleep 0.1
  done
}

# The new release's own commands, with the settings the units get.
portico() {
  (set -a; . "$env_file"; set +a; cd "$new" && "$node" apps/server/dist/cli.js "$@")
}

# 0. nginx lists the same processes as PORTICO_PORTS, so rewriting its include drops none.
if [ -n "$upstream_file" ]; then
  [ -f "$upstream_file" ] || fail "$upstream_file is missing: install deploy/nginx/portico-upstream.conf there and include it in the site (CHANGELOG.md), or set PORTICO_UPSTREAM_FILE"
  listed=$(sed -n 's/^[[:space:]]*server[[:space:]]*127\.0\.0\.1:\([0-9]*\).*/\1/p' "$upstream_file" | sort | tr '\n' ' ')
  wanted=$(printf '%s\n' $ports | sort | tr '\n' ' ')
  [ "$listed" = "$wanted" ] || fail "$upstream_file lists the ports ${listed:-none}, PORTICO_PORTS has $wanted: make them the same"
fi

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

# 5. One process at a time. nginx stops sending to it first (its old workers gone, so nothing of
# nginx's is open to the process when it closes: no POST can meet a closing connection), then it
# restarts, and nginx sends to it again once it answers /ready. The others serve meanwhile.
for port in $ports; do
  if [ -n "$upstream_file" ]; then
    say "taking the process on port $port out of nginx's rotation"
    rotate "$port"
  fi
  say "restarting the process on port $port"
  eval "$restart"
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health/ready"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$ready_seconds" ]; then
      curl -sS "http://127.0.0.1:$port/api/health/ready" >&2 || true
      fail "the process on port $port is not ready after ${ready_seconds} s; the others still run${upstream_file:+ and it stays out of nginx's rotation}. To go back: deploy/upgrade.sh $old"
    fi
    sleep 1
  done
  if [ -n "$upstream_file" ]; then
    rotate
  fi
  say "port $port is ready on the new release${upstream_file:+ and back in nginx's rotation}"
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
