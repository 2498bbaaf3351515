#!/usr/bin/env bash
# Installs the release build of Hark, stripped, into DIR (default ~/.local/bin):
#
#   Scripts/install.sh [DIR]
#
# (HARK_BUILT names another build to install; CI installs its debug build this way.)
#
# The program goes in as DIR/hark, stripped with `install -s`. Its function names go beside it,
# in DIR/.debug/hark.debug (the symbol table alone, no debug sections), and the program names
# that file (a GNU debug link), so a crash trace still names Hark's own functions. Without that
# file a trace shows `<unknown>` for them and nothing else changes. Upgrading is running this
# again; uninstalling is deleting both files.
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-$HOME/.local/bin}"
built="${HARK_BUILT:-.build/release/hark}"
if [ ! -x "$built" ]; then
    echo "install.sh: $built is not built; run: swift build -c release --static-swift-stdlib" >&2
    exit 66
fi
for tool in objcopy install; do
    command -v "$tool" >/dev/null || { echo "install.sh: needs $tool (binutils, coreutils)" >&2; exit 69; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$dir/.debug"
# The symbols only: what a trace needs to name a function.
objcopy --only-keep-debug "$built" "$work/with-debug"
objcopy --strip-debug "$work/with-debug" "$work/hark.debug"
# The debug link names the file and carries its checksum; it is read from beside the program
# or from .debug/ under the program's folder.
cp "$built" "$work/hark"
objcopy --add-gnu-debuglink="$work/hark.debug" "$work/hark"
install -m 644 "$work/hark.debug" "$dir/.debug/hark.debug"
install -s -m 755 "$work/hark" "$dir/hark"
echo "installed $dir/hark ($(( $(stat -c %s "$dir/hark") / 1048576 )) MB, stripped) and $dir/.debug/hark.debug ($(( $(stat -c %s "$dir/.debug/hark.debug") / 1048576 )) MB, its function names)"
