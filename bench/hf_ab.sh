#!/bin/bash
# Alternate a base tree and a new tree on bench/hf_speed.py; print each pair's ratio (new/base).
#   BASE=/work/wt-hfspeed-base NEW=/work/wt-hfspeed bench/hf_ab.sh ROUNDS MODE [ARGS...]
# Runs from /tmp so that neither tree's checkout shadows PYTHONPATH.
R=$1; shift
PY=${PY:-$NEW/.venv/bin/python}
SCRIPT=$(cd "$(dirname "$0")" && pwd)/hf_speed.py
for i in $(seq "$R"); do
  b=$(cd /tmp && PYTHONPATH=$BASE nice -n 5 "$PY" "$SCRIPT" "$@" | tail -1)
  n=$(cd /tmp && PYTHONPATH=$NEW nice -n 5 "$PY" "$SCRIPT" "$@" | tail -1)
  echo "base: $b"; echo "new:  $n"
  echo "ratio $(python3 -c "print(round(${n##* }/${b##* }, 3))")"
done
