#!/usr/bin/env bash
# Installs Node.js MAJOR (the npm registry's `node` package, which ships the official binaries)
# into a temporary folder and prints the folder holding its `node` binary. Nothing else is
# downloaded; the project's node_modules are shared (native addons use N-API, stable across versions).
set -euo pipefail
major=${1:?usage: install-node.sh MAJOR}
dir=$(mktemp -d "${TMPDIR:-/tmp}/sanity-node$major-XXXXXX")
# Usable by every user, as a system install is: a test runs a child process as `nobody` (db/client.test.ts).
chmod 755 "$dir"
npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node@$major" >&2
bin="$dir/node_modules/node/bin"
"$bin/node" --version >&2
echo "$bin"
