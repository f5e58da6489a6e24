#!/bin/bash
# cw40 (round 40): W1's compaction A/B, jmh/compaction-ab.sh with W1's defaults (WHAT "w1 cm", OUT /tmp/cw40).
# Summary: python3 jmh/w1-compaction-abstat.py $OUT
WHAT=${WHAT:-w1 cm} OUT=${OUT:-/tmp/cw40} exec bash "$(dirname "$0")/compaction-ab.sh"
