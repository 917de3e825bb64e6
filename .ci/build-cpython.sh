#!/usr/bin/env bash
# Builds CPython from Debian's source package into a cache outside the checkout
# and prints the interpreter's path; a later run on the same machine reuses it.
#   .ci/build-cpython.sh 3.13           -> $CACHE/cpython-3.13/bin/python3.13
#   .ci/build-cpython.sh 3.13 --disable-gil -> $CACHE/cpython-3.13t/bin/python3.13t
# Debian's stable suite ships only 3.11, so the source comes from the suite that
# carries the version (forky), beside the machine's own source list, same mirror.
set -euo pipefail
VERSION=${1:?usage: build-cpython.sh 3.13 [--disable-gil]}
FLAVOUR=${2:-}
SUITE=${PYFXFAST_CPYTHON_SUITE:-forky}
CACHE=${PYFXFAST_CACHE:-$HOME/.cache/pyfxfast}
NAME=cpython-$VERSION$([ "$FLAVOUR" = --disable-gil ] && echo t || true)
PREFIX=$CACHE/$NAME
EXE=$PREFIX/bin/python$VERSION$([ "$FLAVOUR" = --disable-gil ] && echo t || true)

if [ -x "$EXE" ] && "$EXE" -c 'import ssl, zlib, ctypes, bz2, lzma, sqlite3' 2>/dev/null; then
  echo "$EXE"; exit 0
fi

log() { echo "build-cpython: $*" >&2; }
SRC_LIST=/etc/apt/sources.list.d/pyfxfast-deb-src.sources
if [ ! -f "$SRC_LIST" ]; then
  MIRROR=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
  [ -n "$MIRROR" ] || MIRROR=$(awk '/^deb / {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
  [ -n "$MIRROR" ] || { log "no Debian mirror in the machine's apt sources"; exit 3; }
  printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$MIRROR" "$SUITE" > "$SRC_LIST"
fi
log "apt-get update and build dependencies"
apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq build-essential libssl-dev zlib1g-dev libffi-dev libbz2-dev \
  liblzma-dev libsqlite3-dev libreadline-dev uuid-dev libncurses-dev dpkg-dev >&2

WORK=$(mktemp -d "$CACHE/.build-$NAME.XXXX" 2>/dev/null || { mkdir -p "$CACHE"; mktemp -d "$CACHE/.build-$NAME.XXXX"; })
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
log "apt-get source python$VERSION ($SUITE)"
apt-get source --download-only -qq "python$VERSION" >&2
tar xf python"$VERSION"_*.orig.tar.* >&2
cd "$(find . -maxdepth 1 -type d -name 'Python-*' | head -1)"
log "configure and make in $PWD"
./configure --prefix="$PREFIX" --with-ensurepip=install $FLAVOUR >"$WORK/configure.log" 2>&1 \
  || { tail -40 "$WORK/configure.log" >&2; exit 1; }
make -j"$(nproc)" >"$WORK/make.log" 2>&1 || { tail -40 "$WORK/make.log" >&2; exit 1; }
make install >"$WORK/install.log" 2>&1 || { tail -40 "$WORK/install.log" >&2; exit 1; }
"$EXE" -c 'import ssl, zlib, ctypes, bz2, lzma, sqlite3'
echo "$EXE"
