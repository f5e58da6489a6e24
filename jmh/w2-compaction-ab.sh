#!/bin/bash
# w241 (round 41): W2's compaction A/B, jmh/compaction-ab.sh with W2's defaults (WHAT "w2 cma", OUT /tmp/w241).
# Summary: python3 jmh/w2-compaction-abstat.py $OUT
WHAT=${WHAT:-w2 cma} OUT=${OUT:-/tmp/w241} exec bash "$(dirname "$0")/compaction-ab.sh"
