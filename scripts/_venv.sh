# Sourced by scripts/run, scripts/test and .ci/run: make .venv with Python >= 3.11 and install the
# project into it (again only when pyproject.toml changed). Usage: ensure_venv "extras" (e.g. "test,dev").
ensure_venv() {
    local extras="$1" root python stamp want
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    if [ ! -x "$root/.venv/bin/python" ]; then
        python=""
        for candidate in python3.13 python3.12 python3.11 python3; do
            if command -v "$candidate" >/dev/null 2>&1 &&
                "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
                python="$candidate"
                break
            fi
        done
        if [ -z "$python" ]; then
            echo "Photo Finish needs Python 3.11 or newer; install it and try again." >&2
            return 1
        fi
        "$python" -m venv "$root/.venv" || return 1
    fi
    stamp="$root/.venv/.photo-finish-installed"
    want="$(cat "$root/pyproject.toml" | cksum) [$extras]"
    if [ ! -f "$stamp" ] || ! grep -qxF "$want" "$stamp"; then
        echo "Installing Photo Finish and its dependencies into .venv ..." >&2
        "$root/.venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip >/dev/null 2>&1
        local spec="$root"
        [ -n "$extras" ] && spec="$root[$extras]"
        local log="$root/.venv/install.log"
        if ! "$root/.venv/bin/python" -m pip install --quiet --disable-pip-version-check -e "$spec" >"$log" 2>&1; then
            cat "$log" >&2
            echo "Installing the dependencies failed (the output above is also in $log)." >&2
            return 1
        fi
        echo "$want" >"$stamp"
    fi
}
