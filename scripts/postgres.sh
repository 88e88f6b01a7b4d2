#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1, for tests and the bench.
#   scripts/postgres.sh start DIR   prints postgres://app@127.0.0.1:PORT/postgres
#   scripts/postgres.sh stop DIR    stops it (DIR can then be removed, or started again)
# Installs Debian's postgresql package when no initdb is found (as root). PostgreSQL will
# not run as root, so as root the cluster runs as the `postgres` user.
set -euo pipefail

usage() { echo "usage: $0 start|stop DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
action=$1
dir=$2

bindir() {
  local initdb
  initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$initdb" ] && command -v initdb >/dev/null 2>&1; then initdb=$(command -v initdb); fi
  [ -n "$initdb" ] && dirname "$initdb"
}

install_postgres() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed and installing it needs root (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "Installing PostgreSQL (apt-get install postgresql)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

case $action in
  start)
    bin=$(bindir || true)
    if [ -z "$bin" ]; then
      install_postgres
      bin=$(bindir)
    fi
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    if [ "$(id -u)" -eq 0 ]; then
      chown postgres: "$dir"
      runuser -u postgres -- test -w "$dir" ||
        { echo "The postgres user cannot reach $dir: every folder above it must be searchable (chmod o+x)" >&2; exit 1; }
    fi
    # A cluster already in DIR (a kept bench corpus) is started as it is.
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      as_owner "$bin/initdb" -D "$dir/data" -A trust -U app -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
        { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    for attempt in 1 2 3; do
      port=$(free_port)
      if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >&2; then
        echo "$port" >"$dir/port"
        echo "postgres://app@127.0.0.1:$port/postgres"
        exit 0
      fi
    done
    cat "$dir/log" >&2
    exit 1
    ;;
  stop)
    bin=$(bindir)
    [ -f "$dir/data/postmaster.pid" ] || exit 0
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2
    ;;
  *) usage ;;
esac
