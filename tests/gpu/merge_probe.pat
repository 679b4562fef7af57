# merge_probe.pat - when do 16-byte shared loads serve 16 lanes a phase?
#
# HARDWARE.md: an 8- or 16-byte load whose lanes n and n^1 (or n and n^2)
# read one address, "among pairs where both lanes are active", is served in
# wider phases. With some lanes inactive, 16-byte loads on an H100 do not
# always merge: measured with accessan --gpu (SASS-patched wavefront
# counter, one warp), 2026-11-22, GPU figure after each access's label in
# the list below. sim/sim.c's split_first_half() is the rule fitted to
# them: lanes 0-15 keep two phases of 8 when, in lanes 0-7 or 8-15, a lane
# whose partner is inactive (and which has no such lane two apart on the
# same address) reads an address another lane of those eight does not,
# and lanes 16-31 take part. The model now gives every figure below; run
# this file with --gpu on a new GPU to see whether the rule still holds.
#
#   v_t9 3, v_full 2, v_odd 3, v_t8 2, v_not0 3, v_not1 3, v_ge8 2,
#   v_no2nd 2, v_half 3, v_simple_t9 3, v_simple_odd 3, w_* 1,
#   bcast_not0 2, even_odd 4, one_single 1, one_pair 1, single_h0 2,
#   singles_both 2, t_odd 4, quad_not0 3, quad_one 3, h0_odd_h1_full 3,
#   store_odd 4; all_but_N 3 for N in 0..15, 2 for N in 16..31;
#   validate's seed 1 pattern 324 (s[t/8*3+7], 2 a warp) and seed 2
#   pattern 671 (s[t/4+16], 2 for the full warp).
# The lone_* loads (8 bytes, no lane with its partner n^1 active; found by
# validate --seed 5, pattern 50) measured, in order: 4 4 2 1 4 8 8 16.
# sim/sim.c's lone_lanes8(): one wavefront if the warp meets no bank
# conflict, else two half-warp phases.
grid 1
block 32
let t = threadIdx.x
shared int4 v[256]
shared double w[256]
read v[t / 2 * 3 + 7] if (t & 9) != 0 as v_t9
read v[t / 2 * 3 + 7] as v_full
read v[t / 2 * 3 + 7] if t % 2 == 1 as v_odd
read v[t / 2 * 3 + 7] if (t & 8) != 0 as v_t8
read v[t / 2 * 3 + 7] if t != 0 as v_not0
read v[t / 2 * 3 + 7] if t != 1 as v_not1
read v[t / 2 * 3 + 7] if t >= 8 as v_ge8
read v[t / 2 * 3 + 7] if t < 8 || t >= 16 as v_no2nd
read v[t / 2 * 3 + 7] if (t & 1) != 0 || t >= 16 as v_half
read v[t / 2] if (t & 9) != 0 as v_simple_t9
read v[t / 2] if t % 2 == 1 as v_simple_odd
read w[t / 2 * 3 + 7] if (t & 9) != 0 as w_t9
read w[t / 2 * 3 + 7] if t % 2 == 1 as w_odd
read w[t / 2 * 3 + 7] if t != 0 as w_not0
read w[t / 2 * 3 + 7] as w_full
read v[0] if t != 0 as bcast_not0
read v[t / 2 * 2] if t % 2 == 1 as even_odd
read v[t / 2] if t == 1 as one_single
read v[t / 2] if t < 2 as one_pair
read v[t / 2] if t == 1 || t >= 16 as single_h0
read v[t / 2] if t == 1 || t == 17 as singles_both
read v[t] if t % 2 == 1 as t_odd
read v[t / 4] if t % 4 != 0 as quad_not0
read v[t / 4] if t % 4 == 3 as quad_one
read v[t / 2] if t != 0 && t != 2 && t != 4 && t != 6 && t != 8 && t != 10 && t != 12 && t != 14 as h0_odd_h1_full
write v[t / 2] if t % 2 == 1 as store_odd
read v[t / 2] if t != 0 as all_but_0
read v[t / 2] if t != 15 as all_but_15
read v[t / 2] if t != 16 as all_but_16
read v[t / 2] if t % 2 == 1 || t == 0 as odd_and_0
read v[t / 2] if t == 1 || t == 30 as two_orphans_far
read v[t / 8 * 3 + 7] if (t & 9) != 0 as p324
read v[t / 4 + 16] if (t & 9) != 0 as p671
read w[t % 15 * 6] if t % 2 == 0 as lone_even
read w[t % 15 * 6] if t % 2 == 1 as lone_odd
read w[t * 3] if t % 2 == 0 as lone_even_free
read w[t / 2 * 3 + 7] if t % 2 == 0 as lone_even_one
read w[t % 15 * 6] if t % 4 == 0 as lone_quad
read w[t * 16 % 128] if t % 2 == 0 as lone_even_conf
read w[t * 16 % 128] if t % 2 == 1 as lone_odd_conf
read w[t / 2 * 16 % 128] if t % 2 == 0 as lone_even_conf2
