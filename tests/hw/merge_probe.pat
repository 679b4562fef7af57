# merge_probe.pat - when are 8- and 16-byte shared loads served in wider
# phases? Hand-made probes, one warp each. Expectations: the wavefronts
# per instruction of the load/store unit's pipe counter
# (l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld / smsp__inst_executed
# _op_shared_ld), counted alike on an H100 80GB HBM3 and an H200 (driver
# 580, ncu 2025.3.1, 2026-11-23) by tests/gpu/smem_wave.cu: a single warp
# repeating the access 128 times, so no other warp arbitrates. Where
# Nsight's SASS-instrumented estimate (smsp__sass_l1tex_data_pipe_lsu_
# wavefronts_mem_shared_op_ld), against which these were first kept,
# differs, a comment gives it.
#
# The rule (sim/sim.c, shared_geometry(); HARDWARE.md): an 8-byte access
# is served in 16-lane phases, a 16-byte one in 8-lane phases; a load
# whose active lanes n and n^1 all read one address, or n and n^2 (pairs
# with an inactive lane agree), over the whole warp, gets phases twice as
# long; each phase costs its worst bank's distinct words.
# The lone_* loads (8 bytes, no lane with its n^1 partner active) come
# from validate --seed 5, pattern 50; p324 and p671 from seeds 1 and 2.
# tests/gpu/smem_probe.py and smem_measure.sh measure them again.
grid 1
block 32
let t = threadIdx.x
shared int4 v[256]
shared double w[256]
# Nsight's instrumented estimate: 3
read v[t / 2 * 3 + 7] if (t & 9) != 0 as v_t9
expect v_t9.wavefronts == 2
read v[t / 2 * 3 + 7] as v_full
expect v_full.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 2 * 3 + 7] if t % 2 == 1 as v_odd
expect v_odd.wavefronts == 2
read v[t / 2 * 3 + 7] if (t & 8) != 0 as v_t8
expect v_t8.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 2 * 3 + 7] if t != 0 as v_not0
expect v_not0.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 2 * 3 + 7] if t != 1 as v_not1
expect v_not1.wavefronts == 2
read v[t / 2 * 3 + 7] if t >= 8 as v_ge8
expect v_ge8.wavefronts == 2
read v[t / 2 * 3 + 7] if t < 8 || t >= 16 as v_no2nd
expect v_no2nd.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 2 * 3 + 7] if (t & 1) != 0 || t >= 16 as v_half
expect v_half.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 2] if (t & 9) != 0 as v_simple_t9
expect v_simple_t9.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 2] if t % 2 == 1 as v_simple_odd
expect v_simple_odd.wavefronts == 2
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
# Nsight's instrumented estimate: 3
read v[t / 4] if t % 4 != 0 as quad_not0
expect quad_not0.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 4] if t % 4 == 3 as quad_one
expect quad_one.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 2] if t != 0 && t != 2 && t != 4 && t != 6 && t != 8 && t != 10 && t != 12 && t != 14 as h0_odd_h1_full
expect h0_odd_h1_full.wavefronts == 2
write v[t / 2] if t % 2 == 1 as store_odd
expect store_odd.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t / 2] if t != 0 as all_but_0
expect all_but_0.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 2] if t != 15 as all_but_15
expect all_but_15.wavefronts == 2
read v[t / 2] if t != 16 as all_but_16
expect all_but_16.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t / 2] if t % 2 == 1 || t == 0 as odd_and_0
expect odd_and_0.wavefronts == 2
read v[t / 2] if t == 1 || t == 30 as two_orphans_far
expect two_orphans_far.wavefronts == 2
read v[t / 8 * 3 + 7] if (t & 9) != 0 as p324
expect p324.wavefronts == 2
read v[t / 4 + 16] if (t & 9) != 0 as p671
expect p671.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t % 15 * 6] if t % 2 == 0 as lone_even
expect lone_even.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t % 15 * 6] if t % 2 == 1 as lone_odd
expect lone_odd.wavefronts == 2
read w[t * 3] if t % 2 == 0 as lone_even_free
expect lone_even_free.wavefronts == 2
read w[t / 2 * 3 + 7] if t % 2 == 0 as lone_even_one
expect lone_even_one.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t % 15 * 6] if t % 4 == 0 as lone_quad
expect lone_quad.wavefronts == 2
# Nsight's instrumented estimate: 8
read w[t * 16 % 128] if t % 2 == 0 as lone_even_conf
expect lone_even_conf.wavefronts == 4
# Nsight's instrumented estimate: 8
read w[t * 16 % 128] if t % 2 == 1 as lone_odd_conf
expect lone_odd_conf.wavefronts == 4
# Nsight's instrumented estimate: 16
read w[t / 2 * 16 % 128] if t % 2 == 0 as lone_even_conf2
expect lone_even_conf2.wavefronts == 8
