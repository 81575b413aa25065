#!/bin/sh
# Makes a built release the current one and keeps the one it replaces as `previous` (README, "Upgrade"):
#
#   deploy/switch-release.sh /opt/summer-weeks 2026-12-01
#
# An installation holds one folder per release in releases/ (each a checkout with `npm ci && npm run build`
# done in it) and two links: `current`, where the units start the replicas (WorkingDirectory) and where nginx
# finds the assets, and `previous`, whose assets nginx still serves to the pages of a replica that has not been
# restarted yet. A running replica keeps the release it started from until it is restarted. Rolling back is
# switching to the previous release's name and restarting the replicas again. The deploy check runs this script.
set -eu

if [ $# -ne 2 ]; then
    echo "Usage: $0 INSTALLATION RELEASE   (makes INSTALLATION/releases/RELEASE the current release)" >&2
    exit 2
fi
base=$1
release=$2

if [ ! -f "$base/releases/$release/apps/server/dist/main.js" ] || [ ! -f "$base/releases/$release/apps/web/dist/index.html" ]; then
    echo "$base/releases/$release is not a built release: run npm ci && npm run build in it first." >&2
    exit 1
fi

old=$(readlink "$base/current" || true)
if [ "$old" = "releases/$release" ]; then
    echo "releases/$release is the current release already."
    exit 0
fi

# Each link is replaced by a rename, in one step: nginx and a starting replica never find it missing.
if [ -n "$old" ]; then
    ln -sfn "$old" "$base/.previous.new"
    mv -T "$base/.previous.new" "$base/previous"
fi
ln -sfn "releases/$release" "$base/.current.new"
mv -T "$base/.current.new" "$base/current"
echo "Current release: releases/$release${old:+ (previous: $old)}. Restart the replicas one after the other."
