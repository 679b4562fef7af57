# merge_probe.pat - when are 8- and 16-byte shared loads served in wider
# phases? Hand-made probes, one warp each, with the wavefronts that an
# H100 80GB HBM3 counted (accessan --gpu and accessan validate, SASS-patched
# counter, 2026-11-22) kept as expectations; make check holds the model
# to them.
#
# HARDWARE.md: an 8- or 16-byte load whose lanes n and n^1 (or n and n^2)
# read one address, "among pairs where both lanes are active", is served
# in phases twice as long. These probes, and the random ones of
# merge_random.pat, show what happens when lanes are inactive or the
# longer phase would meet a bank conflict; sim/sim.c's shared_geometry()
# gives the rule fitted to them:
#   - the two phases are one only if that phase costs one wavefront;
#   - a 16-byte load's lanes 0-15 and 16-31 are tested on their own;
#   - in lanes 0-15 of a 16-byte load an inactive lane counts as reading
#     lane 31's address while lane 31 is active (v_not0 against
#     v_ge8, all_but_0 against all_but_16);
#   - a 16-byte load whose active lanes read one address takes one
#     wavefront if at most 16 lanes are active (bcast_not0 takes 2).
# The lone_* loads (8 bytes, no lane with its n^1 partner active) come
# from validate --seed 5, pattern 50; p324 and p671 from seeds 1 and 2.
# Run accessan validate on this file on a new GPU to see whether the
# rule still holds.
grid 1
block 32
let t = threadIdx.x
shared int4 v[256]
shared double w[256]
read v[t / 2 * 3 + 7] if (t & 9) != 0 as v_t9
expect v_t9.wavefronts == 3
read v[t / 2 * 3 + 7] as v_full
expect v_full.wavefronts == 2
read v[t / 2 * 3 + 7] if t % 2 == 1 as v_odd
expect v_odd.wavefronts == 3
read v[t / 2 * 3 + 7] if (t & 8) != 0 as v_t8
expect v_t8.wavefronts == 2
read v[t / 2 * 3 + 7] if t != 0 as v_not0
expect v_not0.wavefronts == 3
read v[t / 2 * 3 + 7] if t != 1 as v_not1
expect v_not1.wavefronts == 3
read v[t / 2 * 3 + 7] if t >= 8 as v_ge8
expect v_ge8.wavefronts == 2
read v[t / 2 * 3 + 7] if t < 8 || t >= 16 as v_no2nd
expect v_no2nd.wavefronts == 2
read v[t / 2 * 3 + 7] if (t & 1) != 0 || t >= 16 as v_half
expect v_half.wavefronts == 3
read v[t / 2] if (t & 9) != 0 as v_simple_t9
expect v_simple_t9.wavefronts == 3
read v[t / 2] if t % 2 == 1 as v_simple_odd
expect v_simple_odd.wavefronts == 3
read w[t / 2 * 3 + 7] if (t & 9) != 0 as w_t9
expect w_t9.wavefronts == 1
read w[t / 2 * 3 + 7] if t % 2 == 1 as w_odd
expect w_odd.wavefronts == 1
read w[t / 2 * 3 + 7] if t != 0 as w_not0
expect w_not0.wavefronts == 1
read w[t / 2 * 3 + 7] as w_full
expect w_full.wavefronts == 1
read v[0] if t != 0 as bcast_not0
expect bcast_not0.wavefronts == 2
read v[t / 2 * 2] if t % 2 == 1 as even_odd
expect even_odd.wavefronts == 4
read v[t / 2] if t == 1 as one_single
expect one_single.wavefronts == 1
read v[t / 2] if t < 2 as one_pair
expect one_pair.wavefronts == 1
read v[t / 2] if t == 1 || t >= 16 as single_h0
expect single_h0.wavefronts == 2
read v[t / 2] if t == 1 || t == 17 as singles_both
expect singles_both.wavefronts == 2
read v[t] if t % 2 == 1 as t_odd
expect t_odd.wavefronts == 4
read v[t / 4] if t % 4 != 0 as quad_not0
expect quad_not0.wavefronts == 3
read v[t / 4] if t % 4 == 3 as quad_one
expect quad_one.wavefronts == 3
read v[t / 2] if t != 0 && t != 2 && t != 4 && t != 6 && t != 8 && t != 10 && t != 12 && t != 14 as h0_odd_h1_full
expect h0_odd_h1_full.wavefronts == 3
write v[t / 2] if t % 2 == 1 as store_odd
expect store_odd.wavefronts == 4
read v[t / 2] if t != 0 as all_but_0
expect all_but_0.wavefronts == 3
read v[t / 2] if t != 15 as all_but_15
expect all_but_15.wavefronts == 3
read v[t / 2] if t != 16 as all_but_16
expect all_but_16.wavefronts == 2
read v[t / 2] if t % 2 == 1 || t == 0 as odd_and_0
expect odd_and_0.wavefronts == 3
read v[t / 2] if t == 1 || t == 30 as two_orphans_far
expect two_orphans_far.wavefronts == 2
read v[t / 8 * 3 + 7] if (t & 9) != 0 as p324
expect p324.wavefronts == 2
read v[t / 4 + 16] if (t & 9) != 0 as p671
expect p671.wavefronts == 2
read w[t % 15 * 6] if t % 2 == 0 as lone_even
expect lone_even.wavefronts == 4
read w[t % 15 * 6] if t % 2 == 1 as lone_odd
expect lone_odd.wavefronts == 4
read w[t * 3] if t % 2 == 0 as lone_even_free
expect lone_even_free.wavefronts == 2
read w[t / 2 * 3 + 7] if t % 2 == 0 as lone_even_one
expect lone_even_one.wavefronts == 1
read w[t % 15 * 6] if t % 4 == 0 as lone_quad
expect lone_quad.wavefronts == 4
read w[t * 16 % 128] if t % 2 == 0 as lone_even_conf
expect lone_even_conf.wavefronts == 8
read w[t * 16 % 128] if t % 2 == 1 as lone_odd_conf
expect lone_odd_conf.wavefronts == 8
read w[t / 2 * 16 % 128] if t % 2 == 0 as lone_even_conf2
expect lone_even_conf2.wavefronts == 16
