# merge_probe.pat - when do 16-byte shared loads serve 16 lanes a phase?
#
# HARDWARE.md: an 8- or 16-byte load whose lanes n and n^1 (or n and n^2)
# read one address, "among pairs where both lanes are active", is served in
# wider phases. The model reads "among pairs where both are active" as
# vacuously true when no pair is complete. Measured with accessan --gpu on
# an H100 (SASS-patched wavefront counter, one warp), 2026-11-22:
#
#   access (int4 v)                                 model  GPU
#   v[t/2*3+7]                                          2    2
#   v[t/2*3+7] if (t & 8) != 0   (complete pairs)       2    2
#   v[t/2*3+7] if t >= 8                                2    2
#   v[t/2*3+7] if t < 8 || t >= 16                      2    2
#   v[t/2*3+7] if (t & 9) != 0   (some single lanes)    2    3
#   v[t/2*3+7] if t % 2 == 1     (only singles)         2    3
#   v[t/2*3+7] if t != 0                                2    3
#   v[t/2] if t % 2 == 1                                2    3
#   v[t/4] if t % 4 != 0                                2    3
#   v[t/4] if t % 4 == 3                                2    3
#   v[0] if t != 0               (broadcast)            2    2
#   v[t/2] if t == 1 || t >= 16                         2    2
#   v[t/2*2] if t % 2 == 1       (conflicts)            4    4
#   v[t] if t % 2 == 1                                  4    4
#   double w[...]: every case above agrees              1    1
#
# So for 16-byte loads a lane whose partner is inactive changes the phases
# in a way the rule does not yet say; 8-byte loads follow the model. Run it
# with 'accessan --gpu tests/gpu/merge_probe.pat' on a new GPU; the figures
# below pin the model's current answer, not the hardware's.
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
