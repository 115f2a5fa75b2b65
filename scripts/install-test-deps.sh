#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing: Chromium (browser tests), Dovecot
# (IMAP tests) and isync's mbsync (the peer `npm run bench:ingest` measures beside the IMAP sync). Needs root (or
# sudo) only when something is missing.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/dovecot ] || missing+=(dovecot-imapd)
command -v mbsync >/dev/null 2>&1 || missing+=(isync)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing test dependencies: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
