#!/bin/sh
# device_more.sh - the interpreter's local memory, atomics, calls and
# warp-wide instructions (tests/cudasrc) on a GPU: accessan --gpu on each
# kernel pattern, the user's kernel under the counters beside the
# model's totals, and the hand-written local pattern for reference. Run
# from a directory holding accessan, libaccessan-gpu.so and cudasrc/
# (tests/cudasrc); logs into $OUT, one file a case, a summary last.
#   sh device_more.sh
cd "$(dirname "$0")" || exit 2
. ./common.sh
ONE_TIMEOUT=60
one local -q --gpu cudasrc/local.pat
one local_same -q --gpu -D SAME=1 cudasrc/local.pat
one local_hand -q --gpu cudasrc/local_hand.pat
one pick -q --gpu cudasrc/pick.pat
one keep -q --gpu cudasrc/keep.pat
one atomic -q --gpu cudasrc/atomic.pat
one calls -q --gpu cudasrc/calls.pat
one recurse -q --gpu cudasrc/recurse.pat
one warp -q --gpu cudasrc/warp.pat
one warp_nn40 -q --gpu -D NN=40 cudasrc/warp.pat
summary 'error|counters: none|note' '^  (global|shared|local) [a-z]+ [a-z]+ '
