# merge_hw.pat - adversarial shared-memory probes, one warp each, for the
# 8- and 16-byte merge rule (4-byte ones as a check of the plain rule):
# a lone lane at every position; lane 31 with each other lane (same
# address, same bank another word, another bank); n^1-paired warps with
# lane 31 off or breaking its pair; pairs split across halves and
# quarters; conflicts inside one quarter with empty neighbours (and one
# stray lane); sparse masks of 1 to 9 lanes; loads and stores; issue 18's
# two examples (issue_*); test_sim's shared cases (tsim*, tmeas*).
# Written by tests/gpu/smem_probe.py gen 18 (seeded), then pat.
# Expectations: the wavefronts per instruction of the load/store unit's
# pipe counter, l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld (_st)
# over smsp__inst_executed_op_shared_ld (_st), read with ncu 2025.3.1 on
# an H100 80GB HBM3 and on an H200 (driver 580.159.04, 2026-11-23); the
# two GPUs counted every probe alike. Each probe ran as its own launch of
# one warp (grid 1, block 32) repeating the access 128 times
# (tests/gpu/smem_wave.cu, tests/gpu/smem_measure.sh), so no other warp
# arbitrates and every figure is a whole number. Where Nsight's
# SASS-instrumented estimate (smsp__sass_l1tex_data_pipe_lsu_wavefronts_
# mem_shared_op_ld/st) differs, the comment before the access gives it.
# Arrays: v holds 16-byte, w 8-byte, f 4-byte elements, each 128-byte
# aligned, as on the GPU. make check holds the model to every figure.
grid 1
block 32
let t = threadIdx.x
shared int4 v[512]
shared double w[1024]
shared float f[2048]
# Nsight's instrumented estimate: 1
read v[37] if (2147492864 >> t & 1) != 0 as issue_b37
expect issue_b37.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[12 * t + 10] if (17568 >> t & 1) != 0 as issue_12n
expect issue_12n.wavefronts == 2
read w[37] if (1 >> t & 1) != 0 as ld8_lone0
expect ld8_lone0.wavefronts == 1
read w[37] if (2 >> t & 1) != 0 as ld8_lone1
expect ld8_lone1.wavefronts == 1
read w[37] if (4 >> t & 1) != 0 as ld8_lone2
expect ld8_lone2.wavefronts == 1
read w[37] if (8 >> t & 1) != 0 as ld8_lone3
expect ld8_lone3.wavefronts == 1
read w[37] if (16 >> t & 1) != 0 as ld8_lone4
expect ld8_lone4.wavefronts == 1
read w[37] if (32 >> t & 1) != 0 as ld8_lone5
expect ld8_lone5.wavefronts == 1
read w[37] if (64 >> t & 1) != 0 as ld8_lone6
expect ld8_lone6.wavefronts == 1
read w[37] if (128 >> t & 1) != 0 as ld8_lone7
expect ld8_lone7.wavefronts == 1
read w[37] if (256 >> t & 1) != 0 as ld8_lone8
expect ld8_lone8.wavefronts == 1
read w[37] if (512 >> t & 1) != 0 as ld8_lone9
expect ld8_lone9.wavefronts == 1
read w[37] if (1024 >> t & 1) != 0 as ld8_lone10
expect ld8_lone10.wavefronts == 1
read w[37] if (2048 >> t & 1) != 0 as ld8_lone11
expect ld8_lone11.wavefronts == 1
read w[37] if (4096 >> t & 1) != 0 as ld8_lone12
expect ld8_lone12.wavefronts == 1
read w[37] if (8192 >> t & 1) != 0 as ld8_lone13
expect ld8_lone13.wavefronts == 1
read w[37] if (16384 >> t & 1) != 0 as ld8_lone14
expect ld8_lone14.wavefronts == 1
read w[37] if (32768 >> t & 1) != 0 as ld8_lone15
expect ld8_lone15.wavefronts == 1
read w[37] if (65536 >> t & 1) != 0 as ld8_lone16
expect ld8_lone16.wavefronts == 1
read w[37] if (131072 >> t & 1) != 0 as ld8_lone17
expect ld8_lone17.wavefronts == 1
read w[37] if (262144 >> t & 1) != 0 as ld8_lone18
expect ld8_lone18.wavefronts == 1
read w[37] if (524288 >> t & 1) != 0 as ld8_lone19
expect ld8_lone19.wavefronts == 1
read w[37] if (1048576 >> t & 1) != 0 as ld8_lone20
expect ld8_lone20.wavefronts == 1
read w[37] if (2097152 >> t & 1) != 0 as ld8_lone21
expect ld8_lone21.wavefronts == 1
read w[37] if (4194304 >> t & 1) != 0 as ld8_lone22
expect ld8_lone22.wavefronts == 1
read w[37] if (8388608 >> t & 1) != 0 as ld8_lone23
expect ld8_lone23.wavefronts == 1
read w[37] if (16777216 >> t & 1) != 0 as ld8_lone24
expect ld8_lone24.wavefronts == 1
read w[37] if (33554432 >> t & 1) != 0 as ld8_lone25
expect ld8_lone25.wavefronts == 1
read w[37] if (67108864 >> t & 1) != 0 as ld8_lone26
expect ld8_lone26.wavefronts == 1
read w[37] if (134217728 >> t & 1) != 0 as ld8_lone27
expect ld8_lone27.wavefronts == 1
read w[37] if (268435456 >> t & 1) != 0 as ld8_lone28
expect ld8_lone28.wavefronts == 1
read w[37] if (536870912 >> t & 1) != 0 as ld8_lone29
expect ld8_lone29.wavefronts == 1
read w[37] if (1073741824 >> t & 1) != 0 as ld8_lone30
expect ld8_lone30.wavefronts == 1
read w[37] if (2147483648 >> t & 1) != 0 as ld8_lone31
expect ld8_lone31.wavefronts == 1
read w[37] if (2147483649 >> t & 1) != 0 as ld8_w31same0
expect ld8_w31same0.wavefronts == 1
read w[t <= 0 ? 37 : 53] if (2147483649 >> t & 1) != 0 as ld8_w31bank0
expect ld8_w31bank0.wavefronts == 2
read w[t <= 0 ? 37 : 38] if (2147483649 >> t & 1) != 0 as ld8_w31diff0
expect ld8_w31diff0.wavefronts == 1
read w[37] if (2147483650 >> t & 1) != 0 as ld8_w31same1
expect ld8_w31same1.wavefronts == 1
read w[t <= 1 ? 37 : 53] if (2147483650 >> t & 1) != 0 as ld8_w31bank1
expect ld8_w31bank1.wavefronts == 2
read w[t <= 1 ? 37 : 38] if (2147483650 >> t & 1) != 0 as ld8_w31diff1
expect ld8_w31diff1.wavefronts == 1
read w[37] if (2147483652 >> t & 1) != 0 as ld8_w31same2
expect ld8_w31same2.wavefronts == 1
read w[t <= 2 ? 37 : 53] if (2147483652 >> t & 1) != 0 as ld8_w31bank2
expect ld8_w31bank2.wavefronts == 2
read w[t <= 2 ? 37 : 38] if (2147483652 >> t & 1) != 0 as ld8_w31diff2
expect ld8_w31diff2.wavefronts == 1
read w[37] if (2147483656 >> t & 1) != 0 as ld8_w31same3
expect ld8_w31same3.wavefronts == 1
read w[t <= 3 ? 37 : 53] if (2147483656 >> t & 1) != 0 as ld8_w31bank3
expect ld8_w31bank3.wavefronts == 2
read w[t <= 3 ? 37 : 38] if (2147483656 >> t & 1) != 0 as ld8_w31diff3
expect ld8_w31diff3.wavefronts == 1
read w[37] if (2147483664 >> t & 1) != 0 as ld8_w31same4
expect ld8_w31same4.wavefronts == 1
read w[t <= 4 ? 37 : 53] if (2147483664 >> t & 1) != 0 as ld8_w31bank4
expect ld8_w31bank4.wavefronts == 2
read w[t <= 4 ? 37 : 38] if (2147483664 >> t & 1) != 0 as ld8_w31diff4
expect ld8_w31diff4.wavefronts == 1
read w[37] if (2147483680 >> t & 1) != 0 as ld8_w31same5
expect ld8_w31same5.wavefronts == 1
read w[t <= 5 ? 37 : 53] if (2147483680 >> t & 1) != 0 as ld8_w31bank5
expect ld8_w31bank5.wavefronts == 2
read w[t <= 5 ? 37 : 38] if (2147483680 >> t & 1) != 0 as ld8_w31diff5
expect ld8_w31diff5.wavefronts == 1
read w[37] if (2147483712 >> t & 1) != 0 as ld8_w31same6
expect ld8_w31same6.wavefronts == 1
read w[t <= 6 ? 37 : 53] if (2147483712 >> t & 1) != 0 as ld8_w31bank6
expect ld8_w31bank6.wavefronts == 2
read w[t <= 6 ? 37 : 38] if (2147483712 >> t & 1) != 0 as ld8_w31diff6
expect ld8_w31diff6.wavefronts == 1
read w[37] if (2147483776 >> t & 1) != 0 as ld8_w31same7
expect ld8_w31same7.wavefronts == 1
read w[t <= 7 ? 37 : 53] if (2147483776 >> t & 1) != 0 as ld8_w31bank7
expect ld8_w31bank7.wavefronts == 2
read w[t <= 7 ? 37 : 38] if (2147483776 >> t & 1) != 0 as ld8_w31diff7
expect ld8_w31diff7.wavefronts == 1
read w[37] if (2147483904 >> t & 1) != 0 as ld8_w31same8
expect ld8_w31same8.wavefronts == 1
read w[t <= 8 ? 37 : 53] if (2147483904 >> t & 1) != 0 as ld8_w31bank8
expect ld8_w31bank8.wavefronts == 2
read w[t <= 8 ? 37 : 38] if (2147483904 >> t & 1) != 0 as ld8_w31diff8
expect ld8_w31diff8.wavefronts == 1
read w[37] if (2147484160 >> t & 1) != 0 as ld8_w31same9
expect ld8_w31same9.wavefronts == 1
read w[t <= 9 ? 37 : 53] if (2147484160 >> t & 1) != 0 as ld8_w31bank9
expect ld8_w31bank9.wavefronts == 2
read w[t <= 9 ? 37 : 38] if (2147484160 >> t & 1) != 0 as ld8_w31diff9
expect ld8_w31diff9.wavefronts == 1
read w[37] if (2147484672 >> t & 1) != 0 as ld8_w31same10
expect ld8_w31same10.wavefronts == 1
read w[t <= 10 ? 37 : 53] if (2147484672 >> t & 1) != 0 as ld8_w31bank10
expect ld8_w31bank10.wavefronts == 2
read w[t <= 10 ? 37 : 38] if (2147484672 >> t & 1) != 0 as ld8_w31diff10
expect ld8_w31diff10.wavefronts == 1
read w[37] if (2147485696 >> t & 1) != 0 as ld8_w31same11
expect ld8_w31same11.wavefronts == 1
read w[t <= 11 ? 37 : 53] if (2147485696 >> t & 1) != 0 as ld8_w31bank11
expect ld8_w31bank11.wavefronts == 2
read w[t <= 11 ? 37 : 38] if (2147485696 >> t & 1) != 0 as ld8_w31diff11
expect ld8_w31diff11.wavefronts == 1
read w[37] if (2147487744 >> t & 1) != 0 as ld8_w31same12
expect ld8_w31same12.wavefronts == 1
read w[t <= 12 ? 37 : 53] if (2147487744 >> t & 1) != 0 as ld8_w31bank12
expect ld8_w31bank12.wavefronts == 2
read w[t <= 12 ? 37 : 38] if (2147487744 >> t & 1) != 0 as ld8_w31diff12
expect ld8_w31diff12.wavefronts == 1
read w[37] if (2147491840 >> t & 1) != 0 as ld8_w31same13
expect ld8_w31same13.wavefronts == 1
read w[t <= 13 ? 37 : 53] if (2147491840 >> t & 1) != 0 as ld8_w31bank13
expect ld8_w31bank13.wavefronts == 2
read w[t <= 13 ? 37 : 38] if (2147491840 >> t & 1) != 0 as ld8_w31diff13
expect ld8_w31diff13.wavefronts == 1
read w[37] if (2147500032 >> t & 1) != 0 as ld8_w31same14
expect ld8_w31same14.wavefronts == 1
read w[t <= 14 ? 37 : 53] if (2147500032 >> t & 1) != 0 as ld8_w31bank14
expect ld8_w31bank14.wavefronts == 2
read w[t <= 14 ? 37 : 38] if (2147500032 >> t & 1) != 0 as ld8_w31diff14
expect ld8_w31diff14.wavefronts == 1
read w[37] if (2147516416 >> t & 1) != 0 as ld8_w31same15
expect ld8_w31same15.wavefronts == 1
read w[1 * t + 22] if (2147516416 >> t & 1) != 0 as ld8_w31bank15
expect ld8_w31bank15.wavefronts == 2
read w[t <= 15 ? 37 : 38] if (2147516416 >> t & 1) != 0 as ld8_w31diff15
expect ld8_w31diff15.wavefronts == 1
read w[37] if (2147549184 >> t & 1) != 0 as ld8_w31same16
expect ld8_w31same16.wavefronts == 1
read w[t <= 16 ? 37 : 53] if (2147549184 >> t & 1) != 0 as ld8_w31bank16
expect ld8_w31bank16.wavefronts == 2
read w[t <= 16 ? 37 : 38] if (2147549184 >> t & 1) != 0 as ld8_w31diff16
expect ld8_w31diff16.wavefronts == 1
read w[37] if (2147614720 >> t & 1) != 0 as ld8_w31same17
expect ld8_w31same17.wavefronts == 1
read w[t <= 17 ? 37 : 53] if (2147614720 >> t & 1) != 0 as ld8_w31bank17
expect ld8_w31bank17.wavefronts == 2
read w[t <= 17 ? 37 : 38] if (2147614720 >> t & 1) != 0 as ld8_w31diff17
expect ld8_w31diff17.wavefronts == 1
read w[37] if (2147745792 >> t & 1) != 0 as ld8_w31same18
expect ld8_w31same18.wavefronts == 1
read w[t <= 18 ? 37 : 53] if (2147745792 >> t & 1) != 0 as ld8_w31bank18
expect ld8_w31bank18.wavefronts == 2
read w[t <= 18 ? 37 : 38] if (2147745792 >> t & 1) != 0 as ld8_w31diff18
expect ld8_w31diff18.wavefronts == 1
read w[37] if (2148007936 >> t & 1) != 0 as ld8_w31same19
expect ld8_w31same19.wavefronts == 1
read w[t <= 19 ? 37 : 53] if (2148007936 >> t & 1) != 0 as ld8_w31bank19
expect ld8_w31bank19.wavefronts == 2
read w[t <= 19 ? 37 : 38] if (2148007936 >> t & 1) != 0 as ld8_w31diff19
expect ld8_w31diff19.wavefronts == 1
read w[37] if (2148532224 >> t & 1) != 0 as ld8_w31same20
expect ld8_w31same20.wavefronts == 1
read w[t <= 20 ? 37 : 53] if (2148532224 >> t & 1) != 0 as ld8_w31bank20
expect ld8_w31bank20.wavefronts == 2
read w[t <= 20 ? 37 : 38] if (2148532224 >> t & 1) != 0 as ld8_w31diff20
expect ld8_w31diff20.wavefronts == 1
read w[37] if (2149580800 >> t & 1) != 0 as ld8_w31same21
expect ld8_w31same21.wavefronts == 1
read w[t <= 21 ? 37 : 53] if (2149580800 >> t & 1) != 0 as ld8_w31bank21
expect ld8_w31bank21.wavefronts == 2
read w[t <= 21 ? 37 : 38] if (2149580800 >> t & 1) != 0 as ld8_w31diff21
expect ld8_w31diff21.wavefronts == 1
read w[37] if (2151677952 >> t & 1) != 0 as ld8_w31same22
expect ld8_w31same22.wavefronts == 1
read w[t <= 22 ? 37 : 53] if (2151677952 >> t & 1) != 0 as ld8_w31bank22
expect ld8_w31bank22.wavefronts == 2
read w[t <= 22 ? 37 : 38] if (2151677952 >> t & 1) != 0 as ld8_w31diff22
expect ld8_w31diff22.wavefronts == 1
read w[37] if (2155872256 >> t & 1) != 0 as ld8_w31same23
expect ld8_w31same23.wavefronts == 1
read w[2 * t + -9] if (2155872256 >> t & 1) != 0 as ld8_w31bank23
expect ld8_w31bank23.wavefronts == 2
read w[t <= 23 ? 37 : 38] if (2155872256 >> t & 1) != 0 as ld8_w31diff23
expect ld8_w31diff23.wavefronts == 1
read w[37] if (2164260864 >> t & 1) != 0 as ld8_w31same24
expect ld8_w31same24.wavefronts == 1
read w[t <= 24 ? 37 : 53] if (2164260864 >> t & 1) != 0 as ld8_w31bank24
expect ld8_w31bank24.wavefronts == 2
read w[t <= 24 ? 37 : 38] if (2164260864 >> t & 1) != 0 as ld8_w31diff24
expect ld8_w31diff24.wavefronts == 1
read w[37] if (2181038080 >> t & 1) != 0 as ld8_w31same25
expect ld8_w31same25.wavefronts == 1
read w[t <= 25 ? 37 : 53] if (2181038080 >> t & 1) != 0 as ld8_w31bank25
expect ld8_w31bank25.wavefronts == 2
read w[t <= 25 ? 37 : 38] if (2181038080 >> t & 1) != 0 as ld8_w31diff25
expect ld8_w31diff25.wavefronts == 1
read w[37] if (2214592512 >> t & 1) != 0 as ld8_w31same26
expect ld8_w31same26.wavefronts == 1
read w[t <= 26 ? 37 : 53] if (2214592512 >> t & 1) != 0 as ld8_w31bank26
expect ld8_w31bank26.wavefronts == 2
read w[t <= 26 ? 37 : 38] if (2214592512 >> t & 1) != 0 as ld8_w31diff26
expect ld8_w31diff26.wavefronts == 1
read w[37] if (2281701376 >> t & 1) != 0 as ld8_w31same27
expect ld8_w31same27.wavefronts == 1
read w[4 * t + -71] if (2281701376 >> t & 1) != 0 as ld8_w31bank27
expect ld8_w31bank27.wavefronts == 2
read w[t <= 27 ? 37 : 38] if (2281701376 >> t & 1) != 0 as ld8_w31diff27
expect ld8_w31diff27.wavefronts == 1
read w[37] if (2415919104 >> t & 1) != 0 as ld8_w31same28
expect ld8_w31same28.wavefronts == 1
read w[t <= 28 ? 37 : 53] if (2415919104 >> t & 1) != 0 as ld8_w31bank28
expect ld8_w31bank28.wavefronts == 2
read w[t <= 28 ? 37 : 38] if (2415919104 >> t & 1) != 0 as ld8_w31diff28
expect ld8_w31diff28.wavefronts == 1
read w[37] if (2684354560 >> t & 1) != 0 as ld8_w31same29
expect ld8_w31same29.wavefronts == 1
read w[8 * t + -195] if (2684354560 >> t & 1) != 0 as ld8_w31bank29
expect ld8_w31bank29.wavefronts == 2
read w[t <= 29 ? 37 : 38] if (2684354560 >> t & 1) != 0 as ld8_w31diff29
expect ld8_w31diff29.wavefronts == 1
read w[37] if (3221225472 >> t & 1) != 0 as ld8_w31same30
expect ld8_w31same30.wavefronts == 1
read w[16 * t + -443] if (3221225472 >> t & 1) != 0 as ld8_w31bank30
expect ld8_w31bank30.wavefronts == 2
read w[1 * t + 7] if (3221225472 >> t & 1) != 0 as ld8_w31diff30
expect ld8_w31diff30.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 185 : t <= 3 ? 125 : t <= 5 ? 459 : t <= 7 ? 342 : t <= 9 ? 245 : t <= 11 ? 202 : t <= 13 ? 501 : t <= 15 ? 505 : t <= 17 ? 187 : t <= 19 ? 491 : t <= 21 ? 302 : t <= 23 ? 469 : t <= 25 ? 270 : t <= 27 ? 200 : t <= 29 ? 259 : 120] as ld8_n1full
expect ld8_n1full.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 185 : t <= 3 ? 125 : t <= 5 ? 459 : t <= 7 ? 342 : t <= 9 ? 245 : t <= 11 ? 202 : t <= 13 ? 501 : t <= 15 ? 505 : t <= 17 ? 187 : t <= 19 ? 491 : t <= 21 ? 302 : t <= 23 ? 469 : t <= 25 ? 270 : t <= 27 ? 200 : t <= 29 ? 259 : 120] if (2147483647 >> t & 1) != 0 as ld8_n1no31
expect ld8_n1no31.wavefronts == 3
read w[t <= 1 ? 185 : t <= 3 ? 125 : t <= 5 ? 459 : t <= 7 ? 342 : t <= 9 ? 245 : t <= 11 ? 202 : t <= 13 ? 501 : t <= 15 ? 505 : t <= 17 ? 187 : t <= 19 ? 491 : t <= 21 ? 302 : t <= 23 ? 469 : t <= 25 ? 270 : t <= 27 ? 200 : t <= 29 ? 259 : t <= 30 ? 120 : 121] as ld8_n1brk31
expect ld8_n1brk31.wavefronts == 4
read w[332] if (65537 >> t & 1) != 0 as ld8_split0_16_same
expect ld8_split0_16_same.wavefronts == 1
read w[1 * t + 332] if (65537 >> t & 1) != 0 as ld8_split0_16_bank
expect ld8_split0_16_bank.wavefronts == 2
read w[t <= 0 ? 332 : 333] if (65537 >> t & 1) != 0 as ld8_split0_16_diff
expect ld8_split0_16_diff.wavefronts == 1
read w[178] if (98304 >> t & 1) != 0 as ld8_split15_16_same
expect ld8_split15_16_same.wavefronts == 1
read w[16 * t + -62] if (98304 >> t & 1) != 0 as ld8_split15_16_bank
expect ld8_split15_16_bank.wavefronts == 2
read w[1 * t + 163] if (98304 >> t & 1) != 0 as ld8_split15_16_diff
expect ld8_split15_16_diff.wavefronts == 1
read w[240] if (384 >> t & 1) != 0 as ld8_split7_8_same
expect ld8_split7_8_same.wavefronts == 1
read w[16 * t + 128] if (384 >> t & 1) != 0 as ld8_split7_8_bank
expect ld8_split7_8_bank.wavefronts == 2
read w[1 * t + 233] if (384 >> t & 1) != 0 as ld8_split7_8_diff
expect ld8_split7_8_diff.wavefronts == 1
read w[173] if (134217736 >> t & 1) != 0 as ld8_split3_27_same
expect ld8_split3_27_same.wavefronts == 1
read w[t <= 3 ? 173 : 189] if (134217736 >> t & 1) != 0 as ld8_split3_27_bank
expect ld8_split3_27_bank.wavefronts == 2
read w[t <= 3 ? 173 : 174] if (134217736 >> t & 1) != 0 as ld8_split3_27_diff
expect ld8_split3_27_diff.wavefronts == 1
read w[243] if (2097184 >> t & 1) != 0 as ld8_split5_21_same
expect ld8_split5_21_same.wavefronts == 1
read w[1 * t + 238] if (2097184 >> t & 1) != 0 as ld8_split5_21_bank
expect ld8_split5_21_bank.wavefronts == 2
read w[t <= 5 ? 243 : 244] if (2097184 >> t & 1) != 0 as ld8_split5_21_diff
expect ld8_split5_21_diff.wavefronts == 1
read w[205] if (257 >> t & 1) != 0 as ld8_split0_8_same
expect ld8_split0_8_same.wavefronts == 1
read w[2 * t + 205] if (257 >> t & 1) != 0 as ld8_split0_8_bank
expect ld8_split0_8_bank.wavefronts == 2
read w[t <= 0 ? 205 : 206] if (257 >> t & 1) != 0 as ld8_split0_8_diff
expect ld8_split0_8_diff.wavefronts == 1
read w[374] if (16777472 >> t & 1) != 0 as ld8_split8_24_same
expect ld8_split8_24_same.wavefronts == 1
read w[1 * t + 366] if (16777472 >> t & 1) != 0 as ld8_split8_24_bank
expect ld8_split8_24_bank.wavefronts == 2
read w[t <= 8 ? 374 : 375] if (16777472 >> t & 1) != 0 as ld8_split8_24_diff
expect ld8_split8_24_diff.wavefronts == 1
read w[206] if (1073741826 >> t & 1) != 0 as ld8_split1_30_same
expect ld8_split1_30_same.wavefronts == 1
read w[t <= 1 ? 206 : 222] if (1073741826 >> t & 1) != 0 as ld8_split1_30_bank
expect ld8_split1_30_bank.wavefronts == 2
read w[t <= 1 ? 206 : 207] if (1073741826 >> t & 1) != 0 as ld8_split1_30_diff
expect ld8_split1_30_diff.wavefronts == 1
read w[505] if (147456 >> t & 1) != 0 as ld8_split14_17_same
expect ld8_split14_17_same.wavefronts == 1
read w[t <= 14 ? 505 : 9] if (147456 >> t & 1) != 0 as ld8_split14_17_bank
expect ld8_split14_17_bank.wavefronts == 2
read w[t <= 14 ? 505 : 506] if (147456 >> t & 1) != 0 as ld8_split14_17_diff
expect ld8_split14_17_diff.wavefronts == 1
read w[221] if (576 >> t & 1) != 0 as ld8_split6_9_same
expect ld8_split6_9_same.wavefronts == 1
read w[t <= 6 ? 221 : 237] if (576 >> t & 1) != 0 as ld8_split6_9_bank
expect ld8_split6_9_bank.wavefronts == 2
read w[t <= 6 ? 221 : 222] if (576 >> t & 1) != 0 as ld8_split6_9_diff
expect ld8_split6_9_diff.wavefronts == 1
read w[t <= 2 ? 17 : 1] if (20 >> t & 1) != 0 as ld8_qconf0_2
expect ld8_qconf0_2.wavefronts == 2
read w[t <= 2 ? 17 : t <= 4 ? 1 : 415] if (8212 >> t & 1) != 0 as ld8_qconfs0_2
expect ld8_qconfs0_2.wavefronts == 2
read w[t <= 3 ? 103 : t <= 5 ? 135 : 119] if (104 >> t & 1) != 0 as ld8_qconf0_3
expect ld8_qconf0_3.wavefronts == 3
read w[t <= 3 ? 103 : t <= 5 ? 135 : t <= 6 ? 119 : 278] if (8296 >> t & 1) != 0 as ld8_qconfs0_3
expect ld8_qconfs0_3.wavefronts == 3
read w[t <= 2 ? 77 : t <= 4 ? 29 : t <= 5 ? 61 : 45] if (180 >> t & 1) != 0 as ld8_qconf0_4
expect ld8_qconf0_4.wavefronts == 4
read w[t <= 2 ? 77 : t <= 4 ? 29 : t <= 5 ? 61 : t <= 7 ? 45 : 488] if (4276 >> t & 1) != 0 as ld8_qconfs0_4
expect ld8_qconfs0_4.wavefronts == 4
read w[16 * t + -119] if (3072 >> t & 1) != 0 as ld8_qconf1_2
expect ld8_qconf1_2.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 10 ? 41 : t <= 11 ? 57 : 211] if (527360 >> t & 1) != 0 as ld8_qconfs1_2
expect ld8_qconfs1_2.wavefronts == 2
read w[t <= 9 ? 138 : t <= 11 ? 154 : 122] if (18944 >> t & 1) != 0 as ld8_qconf1_3
expect ld8_qconf1_3.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 9 ? 138 : t <= 11 ? 154 : t <= 14 ? 122 : 206] if (150016 >> t & 1) != 0 as ld8_qconfs1_3
expect ld8_qconfs1_3.wavefronts == 3
read w[t <= 10 ? 152 : t <= 12 ? 120 : t <= 14 ? 168 : 136] if (54272 >> t & 1) != 0 as ld8_qconf1_4
expect ld8_qconf1_4.wavefronts == 4
read w[t <= 10 ? 152 : t <= 12 ? 120 : t <= 14 ? 168 : t <= 15 ? 136 : 503] if (185344 >> t & 1) != 0 as ld8_qconfs1_4
expect ld8_qconfs1_4.wavefronts == 5
read w[16 * t + -250] if (786432 >> t & 1) != 0 as ld8_qconf2_2
expect ld8_qconf2_2.wavefronts == 2
read w[t <= 18 ? 38 : t <= 19 ? 54 : 80] if (2148270080 >> t & 1) != 0 as ld8_qconfs2_2
expect ld8_qconfs2_2.wavefronts == 2
read w[t <= 16 ? 122 : t <= 19 ? 90 : 106] if (2686976 >> t & 1) != 0 as ld8_qconf2_3
expect ld8_qconf2_3.wavefronts == 3
read w[t <= 16 ? 122 : t <= 19 ? 90 : t <= 21 ? 106 : 402] if (136904704 >> t & 1) != 0 as ld8_qconfs2_3
expect ld8_qconfs2_3.wavefronts == 3
read w[t <= 16 ? 122 : t <= 17 ? 138 : t <= 21 ? 154 : 170] if (10682368 >> t & 1) != 0 as ld8_qconf2_4
expect ld8_qconf2_4.wavefronts == 4
read w[t <= 16 ? 122 : t <= 17 ? 138 : t <= 21 ? 154 : t <= 23 ? 170 : 414] if (1084424192 >> t & 1) != 0 as ld8_qconfs2_4
expect ld8_qconfs2_4.wavefronts == 4
read w[16 * t + -310] if (201326592 >> t & 1) != 0 as ld8_qconf3_2
expect ld8_qconf3_2.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 2 ? 277 : t <= 26 ? 106 : 122] if (201326596 >> t & 1) != 0 as ld8_qconfs3_2
expect ld8_qconfs3_2.wavefronts == 2
read w[t <= 29 ? 108 : t <= 30 ? 92 : 124] if (3758096384 >> t & 1) != 0 as ld8_qconf3_3
expect ld8_qconf3_3.wavefronts == 3
read w[t <= 2 ? 343 : t <= 29 ? 108 : t <= 30 ? 92 : 124] if (3758096388 >> t & 1) != 0 as ld8_qconfs3_3
expect ld8_qconfs3_3.wavefronts == 4
read w[t <= 26 ? 80 : t <= 28 ? 64 : t <= 29 ? 32 : 48] if (3019898880 >> t & 1) != 0 as ld8_qconf3_4
expect ld8_qconf3_4.wavefronts == 4
read w[t <= 6 ? 18 : t <= 26 ? 80 : t <= 28 ? 64 : t <= 29 ? 32 : 48] if (3019898944 >> t & 1) != 0 as ld8_qconfs3_4
expect ld8_qconfs3_4.wavefronts == 5
read w[149] if (134217728 >> t & 1) != 0 as ld8_sp1_0_one
expect ld8_sp1_0_one.wavefronts == 1
read w[167] if (134217728 >> t & 1) != 0 as ld8_sp1_0_rnd
expect ld8_sp1_0_rnd.wavefronts == 1
read w[66] if (134217728 >> t & 1) != 0 as ld8_sp1_0_two
expect ld8_sp1_0_two.wavefronts == 1
read w[17] if (134217728 >> t & 1) != 0 as ld8_sp1_0_n1
expect ld8_sp1_0_n1.wavefronts == 1
read w[67] if (8388608 >> t & 1) != 0 as ld8_sp1_1_one
expect ld8_sp1_1_one.wavefronts == 1
read w[57] if (8388608 >> t & 1) != 0 as ld8_sp1_1_rnd
expect ld8_sp1_1_rnd.wavefronts == 1
read w[241] if (8388608 >> t & 1) != 0 as ld8_sp1_1_two
expect ld8_sp1_1_two.wavefronts == 1
read w[441] if (8388608 >> t & 1) != 0 as ld8_sp1_1_n1
expect ld8_sp1_1_n1.wavefronts == 1
read w[241] if (8192 >> t & 1) != 0 as ld8_sp1_2_one
expect ld8_sp1_2_one.wavefronts == 1
read w[311] if (8192 >> t & 1) != 0 as ld8_sp1_2_rnd
expect ld8_sp1_2_rnd.wavefronts == 1
read w[236] if (8192 >> t & 1) != 0 as ld8_sp1_2_two
expect ld8_sp1_2_two.wavefronts == 1
read w[348] if (8192 >> t & 1) != 0 as ld8_sp1_2_n1
expect ld8_sp1_2_n1.wavefronts == 1
read w[20] if (1048580 >> t & 1) != 0 as ld8_sp2_0_one
expect ld8_sp2_0_one.wavefronts == 1
read w[t <= 2 ? 248 : 424] if (1048580 >> t & 1) != 0 as ld8_sp2_0_rnd
expect ld8_sp2_0_rnd.wavefronts == 2
read w[127] if (1048580 >> t & 1) != 0 as ld8_sp2_0_two
expect ld8_sp2_0_two.wavefronts == 1
read w[t <= 2 ? 274 : 238] if (1048580 >> t & 1) != 0 as ld8_sp2_0_n1
expect ld8_sp2_0_n1.wavefronts == 1
read w[16] if (32772 >> t & 1) != 0 as ld8_sp2_1_one
expect ld8_sp2_1_one.wavefronts == 1
read w[t <= 2 ? 389 : 179] if (32772 >> t & 1) != 0 as ld8_sp2_1_rnd
expect ld8_sp2_1_rnd.wavefronts == 1
read w[484] if (32772 >> t & 1) != 0 as ld8_sp2_1_two
expect ld8_sp2_1_two.wavefronts == 1
read w[t <= 2 ? 353 : 178] if (32772 >> t & 1) != 0 as ld8_sp2_1_n1
expect ld8_sp2_1_n1.wavefronts == 1
read w[153] if (8389120 >> t & 1) != 0 as ld8_sp2_2_one
expect ld8_sp2_2_one.wavefronts == 1
read w[7 * t + 16] if (8389120 >> t & 1) != 0 as ld8_sp2_2_rnd
expect ld8_sp2_2_rnd.wavefronts == 1
read w[229] if (8389120 >> t & 1) != 0 as ld8_sp2_2_two
expect ld8_sp2_2_two.wavefronts == 1
read w[t <= 9 ? 43 : 106] if (8389120 >> t & 1) != 0 as ld8_sp2_2_n1
expect ld8_sp2_2_n1.wavefronts == 1
read w[188] if (536871008 >> t & 1) != 0 as ld8_sp3_0_one
expect ld8_sp3_0_one.wavefronts == 1
read w[t <= 5 ? 215 : t <= 6 ? 146 : 23] if (536871008 >> t & 1) != 0 as ld8_sp3_0_rnd
expect ld8_sp3_0_rnd.wavefronts == 2
read w[t <= 5 ? 303 : 320] if (536871008 >> t & 1) != 0 as ld8_sp3_0_two
expect ld8_sp3_0_two.wavefronts == 1
read w[t <= 5 ? 148 : t <= 6 ? 272 : 136] if (536871008 >> t & 1) != 0 as ld8_sp3_0_n1
expect ld8_sp3_0_n1.wavefronts == 1
read w[368] if (2148007952 >> t & 1) != 0 as ld8_sp3_1_one
expect ld8_sp3_1_one.wavefronts == 1
read w[t <= 4 ? 271 : t <= 19 ? 40 : 190] if (2148007952 >> t & 1) != 0 as ld8_sp3_1_rnd
expect ld8_sp3_1_rnd.wavefronts == 1
read w[t <= 19 ? 263 : 239] if (2148007952 >> t & 1) != 0 as ld8_sp3_1_two
expect ld8_sp3_1_two.wavefronts == 1
read w[t <= 4 ? 276 : t <= 19 ? 334 : 313] if (2148007952 >> t & 1) != 0 as ld8_sp3_1_n1
expect ld8_sp3_1_n1.wavefronts == 1
read w[441] if (671088656 >> t & 1) != 0 as ld8_sp3_2_one
expect ld8_sp3_2_one.wavefronts == 1
read w[t <= 4 ? 250 : t <= 27 ? 208 : 94] if (671088656 >> t & 1) != 0 as ld8_sp3_2_rnd
expect ld8_sp3_2_rnd.wavefronts == 1
read w[395] if (671088656 >> t & 1) != 0 as ld8_sp3_2_two
expect ld8_sp3_2_two.wavefronts == 1
read w[t <= 4 ? 495 : t <= 27 ? 85 : 163] if (671088656 >> t & 1) != 0 as ld8_sp3_2_n1
expect ld8_sp3_2_n1.wavefronts == 1
read w[37] if (1083187200 >> t & 1) != 0 as ld8_sp4_0_one
expect ld8_sp4_0_one.wavefronts == 1
read w[t <= 13 ? 447 : t <= 20 ? 25 : t <= 23 ? 303 : 376] if (1083187200 >> t & 1) != 0 as ld8_sp4_0_rnd
expect ld8_sp4_0_rnd.wavefronts == 2
read w[t <= 23 ? 493 : 452] if (1083187200 >> t & 1) != 0 as ld8_sp4_0_two
expect ld8_sp4_0_two.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 13 ? 55 : t <= 20 ? 511 : t <= 23 ? 380 : 271] if (1083187200 >> t & 1) != 0 as ld8_sp4_0_n1
expect ld8_sp4_0_n1.wavefronts == 2
read w[170] if (16785544 >> t & 1) != 0 as ld8_sp4_1_one
expect ld8_sp4_1_one.wavefronts == 1
read w[t <= 3 ? 408 : t <= 7 ? 13 : t <= 13 ? 78 : 409] if (16785544 >> t & 1) != 0 as ld8_sp4_1_rnd
expect ld8_sp4_1_rnd.wavefronts == 1
read w[280] if (16785544 >> t & 1) != 0 as ld8_sp4_1_two
expect ld8_sp4_1_two.wavefronts == 1
read w[t <= 3 ? 144 : t <= 7 ? 475 : t <= 13 ? 157 : 480] if (16785544 >> t & 1) != 0 as ld8_sp4_1_n1
expect ld8_sp4_1_n1.wavefronts == 2
read w[208] if (2147614732 >> t & 1) != 0 as ld8_sp4_2_one
expect ld8_sp4_2_one.wavefronts == 1
read w[t <= 2 ? 256 : t <= 3 ? 49 : t <= 17 ? 213 : 160] if (2147614732 >> t & 1) != 0 as ld8_sp4_2_rnd
expect ld8_sp4_2_rnd.wavefronts == 2
read w[t <= 2 ? 455 : t <= 3 ? 157 : 455] if (2147614732 >> t & 1) != 0 as ld8_sp4_2_two
expect ld8_sp4_2_two.wavefronts == 1
read w[t <= 3 ? 346 : t <= 17 ? 154 : 459] if (2147614732 >> t & 1) != 0 as ld8_sp4_2_n1
expect ld8_sp4_2_n1.wavefronts == 2
read w[410] if (136316945 >> t & 1) != 0 as ld8_sp5_0_one
expect ld8_sp5_0_one.wavefronts == 1
read w[t <= 0 ? 469 : t <= 4 ? 372 : t <= 11 ? 317 : t <= 21 ? 362 : 55] if (136316945 >> t & 1) != 0 as ld8_sp5_0_rnd
expect ld8_sp5_0_rnd.wavefronts == 1
read w[t <= 0 ? 494 : t <= 21 ? 44 : 494] if (136316945 >> t & 1) != 0 as ld8_sp5_0_two
expect ld8_sp5_0_two.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 13 : t <= 4 ? 102 : t <= 11 ? 476 : t <= 21 ? 210 : 226] if (136316945 >> t & 1) != 0 as ld8_sp5_0_n1
expect ld8_sp5_0_n1.wavefronts == 2
read w[426] if (3087007748 >> t & 1) != 0 as ld8_sp5_1_one
expect ld8_sp5_1_one.wavefronts == 1
read w[t <= 2 ? 443 : t <= 27 ? 350 : t <= 28 ? 74 : t <= 29 ? 447 : 389] if (3087007748 >> t & 1) != 0 as ld8_sp5_1_rnd
expect ld8_sp5_1_rnd.wavefronts == 2
read w[149] if (3087007748 >> t & 1) != 0 as ld8_sp5_1_two
expect ld8_sp5_1_two.wavefronts == 1
read w[t <= 2 ? 299 : t <= 27 ? 505 : t <= 29 ? 495 : 446] if (3087007748 >> t & 1) != 0 as ld8_sp5_1_n1
expect ld8_sp5_1_n1.wavefronts == 1
read w[184] if (8471296 >> t & 1) != 0 as ld8_sp5_2_one
expect ld8_sp5_2_one.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 8 ? 22 : t <= 9 ? 135 : t <= 14 ? 438 : t <= 16 ? 333 : 44] if (8471296 >> t & 1) != 0 as ld8_sp5_2_rnd
expect ld8_sp5_2_rnd.wavefronts == 2
read w[t <= 8 ? 80 : t <= 16 ? 73 : 80] if (8471296 >> t & 1) != 0 as ld8_sp5_2_two
expect ld8_sp5_2_two.wavefronts == 1
read w[t <= 9 ? 449 : t <= 14 ? 105 : t <= 16 ? 70 : 421] if (8471296 >> t & 1) != 0 as ld8_sp5_2_n1
expect ld8_sp5_2_n1.wavefronts == 1
read w[32] if (134261056 >> t & 1) != 0 as ld8_sp6_0_one
expect ld8_sp6_0_one.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 6 ? 360 : t <= 8 ? 396 : t <= 11 ? 200 : t <= 13 ? 342 : t <= 15 ? 86 : 129] if (134261056 >> t & 1) != 0 as ld8_sp6_0_rnd
expect ld8_sp6_0_rnd.wavefronts == 2
read w[t <= 8 ? 467 : t <= 11 ? 124 : t <= 13 ? 467 : 124] if (134261056 >> t & 1) != 0 as ld8_sp6_0_two
expect ld8_sp6_0_two.wavefronts == 1
read w[t <= 6 ? 106 : t <= 8 ? 271 : t <= 11 ? 134 : t <= 13 ? 430 : t <= 15 ? 440 : 8] if (134261056 >> t & 1) != 0 as ld8_sp6_0_n1
expect ld8_sp6_0_n1.wavefronts == 2
read w[85] if (1091702800 >> t & 1) != 0 as ld8_sp6_1_one
expect ld8_sp6_1_one.wavefronts == 1
read w[t <= 4 ? 207 : t <= 12 ? 403 : t <= 17 ? 246 : t <= 20 ? 381 : t <= 24 ? 119 : 392] if (1091702800 >> t & 1) != 0 as ld8_sp6_1_rnd
expect ld8_sp6_1_rnd.wavefronts == 1
read w[t <= 4 ? 421 : t <= 12 ? 120 : 421] if (1091702800 >> t & 1) != 0 as ld8_sp6_1_two
expect ld8_sp6_1_two.wavefronts == 1
read w[t <= 4 ? 261 : t <= 12 ? 441 : t <= 17 ? 486 : t <= 20 ? 165 : t <= 24 ? 415 : 256] if (1091702800 >> t & 1) != 0 as ld8_sp6_1_n1
expect ld8_sp6_1_n1.wavefronts == 2
read w[233] if (538003458 >> t & 1) != 0 as ld8_sp6_2_one
expect ld8_sp6_2_one.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 259 : t <= 11 ? 162 : t <= 14 ? 364 : t <= 16 ? 52 : t <= 20 ? 132 : 281] if (538003458 >> t & 1) != 0 as ld8_sp6_2_rnd
expect ld8_sp6_2_rnd.wavefronts == 2
read w[t <= 11 ? 406 : t <= 14 ? 121 : t <= 16 ? 406 : 121] if (538003458 >> t & 1) != 0 as ld8_sp6_2_two
expect ld8_sp6_2_two.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 297 : t <= 11 ? 453 : t <= 14 ? 197 : t <= 16 ? 0 : t <= 20 ? 402 : 450] if (538003458 >> t & 1) != 0 as ld8_sp6_2_n1
expect ld8_sp6_2_n1.wavefronts == 2
read w[17] if (2416984610 >> t & 1) != 0 as ld8_sp7_0_one
expect ld8_sp7_0_one.wavefronts == 1
read w[t <= 1 ? 376 : t <= 5 ? 223 : t <= 9 ? 284 : t <= 14 ? 288 : t <= 20 ? 119 : t <= 28 ? 489 : 498] if (2416984610 >> t & 1) != 0 as ld8_sp7_0_rnd
expect ld8_sp7_0_rnd.wavefronts == 1
read w[t <= 1 ? 23 : t <= 9 ? 192 : t <= 20 ? 23 : t <= 28 ? 192 : 23] if (2416984610 >> t & 1) != 0 as ld8_sp7_0_two
expect ld8_sp7_0_two.wavefronts == 1
read w[t <= 1 ? 282 : t <= 5 ? 353 : t <= 9 ? 223 : t <= 14 ? 502 : t <= 20 ? 408 : t <= 28 ? 269 : 302] if (2416984610 >> t & 1) != 0 as ld8_sp7_0_n1
expect ld8_sp7_0_n1.wavefronts == 1
read w[305] if (541083944 >> t & 1) != 0 as ld8_sp7_1_one
expect ld8_sp7_1_one.wavefronts == 1
read w[t <= 3 ? 348 : t <= 5 ? 250 : t <= 8 ? 189 : t <= 11 ? 328 : t <= 14 ? 167 : t <= 22 ? 469 : 272] if (541083944 >> t & 1) != 0 as ld8_sp7_1_rnd
expect ld8_sp7_1_rnd.wavefronts == 1
read w[t <= 3 ? 279 : t <= 8 ? 400 : t <= 11 ? 279 : t <= 14 ? 400 : 279] if (541083944 >> t & 1) != 0 as ld8_sp7_1_two
expect ld8_sp7_1_two.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 3 ? 376 : t <= 5 ? 13 : t <= 8 ? 220 : t <= 11 ? 427 : t <= 14 ? 492 : t <= 22 ? 307 : 238] if (541083944 >> t & 1) != 0 as ld8_sp7_1_n1
expect ld8_sp7_1_n1.wavefronts == 2
read w[427] if (17309963 >> t & 1) != 0 as ld8_sp7_2_one
expect ld8_sp7_2_one.wavefronts == 1
read w[t <= 0 ? 449 : t <= 1 ? 331 : t <= 3 ? 27 : t <= 8 ? 411 : t <= 13 ? 295 : t <= 19 ? 246 : 58] if (17309963 >> t & 1) != 0 as ld8_sp7_2_rnd
expect ld8_sp7_2_rnd.wavefronts == 4
read w[t <= 0 ? 60 : t <= 1 ? 371 : t <= 3 ? 60 : t <= 8 ? 371 : t <= 13 ? 60 : t <= 19 ? 371 : 60] if (17309963 >> t & 1) != 0 as ld8_sp7_2_two
expect ld8_sp7_2_two.wavefronts == 2
read w[t <= 1 ? 452 : t <= 3 ? 272 : t <= 8 ? 463 : t <= 13 ? 435 : t <= 19 ? 241 : 362] if (17309963 >> t & 1) != 0 as ld8_sp7_2_n1
expect ld8_sp7_2_n1.wavefronts == 1
read w[200] if (537939585 >> t & 1) != 0 as ld8_sp8_0_one
expect ld8_sp8_0_one.wavefronts == 1
read w[t <= 0 ? 98 : t <= 7 ? 48 : t <= 9 ? 271 : t <= 10 ? 69 : t <= 11 ? 329 : t <= 14 ? 370 : t <= 20 ? 8 : 384] if (537939585 >> t & 1) != 0 as ld8_sp8_0_rnd
expect ld8_sp8_0_rnd.wavefronts == 3
read w[t <= 0 ? 66 : t <= 9 ? 408 : t <= 10 ? 66 : t <= 11 ? 408 : t <= 14 ? 66 : 408] if (537939585 >> t & 1) != 0 as ld8_sp8_0_two
expect ld8_sp8_0_two.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 73 : t <= 7 ? 343 : t <= 9 ? 318 : t <= 11 ? 473 : t <= 14 ? 254 : t <= 20 ? 44 : 87] if (537939585 >> t & 1) != 0 as ld8_sp8_0_n1
expect ld8_sp8_0_n1.wavefronts == 2
read w[261] if (406869568 >> t & 1) != 0 as ld8_sp8_1_one
expect ld8_sp8_1_one.wavefronts == 1
read w[t <= 6 ? 211 : t <= 9 ? 182 : t <= 10 ? 380 : t <= 12 ? 207 : t <= 14 ? 34 : t <= 22 ? 263 : t <= 27 ? 336 : 491] if (406869568 >> t & 1) != 0 as ld8_sp8_1_rnd
expect ld8_sp8_1_rnd.wavefronts == 1
read w[t <= 9 ? 325 : t <= 12 ? 456 : t <= 27 ? 325 : 456] if (406869568 >> t & 1) != 0 as ld8_sp8_1_two
expect ld8_sp8_1_two.wavefronts == 1
read w[t <= 6 ? 296 : t <= 9 ? 121 : t <= 10 ? 107 : t <= 12 ? 264 : t <= 14 ? 44 : t <= 22 ? 339 : t <= 27 ? 369 : 136] if (406869568 >> t & 1) != 0 as ld8_sp8_1_n1
expect ld8_sp8_1_n1.wavefronts == 3
read w[361] if (1745256962 >> t & 1) != 0 as ld8_sp8_2_one
expect ld8_sp8_2_one.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 438 : t <= 9 ? 346 : t <= 15 ? 188 : t <= 17 ? 354 : t <= 18 ? 179 : t <= 27 ? 133 : t <= 29 ? 354 : 291] if (1745256962 >> t & 1) != 0 as ld8_sp8_2_rnd
expect ld8_sp8_2_rnd.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 384 : t <= 15 ? 368 : 384] if (1745256962 >> t & 1) != 0 as ld8_sp8_2_two
expect ld8_sp8_2_two.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 491 : t <= 9 ? 62 : t <= 15 ? 260 : t <= 17 ? 109 : t <= 18 ? 317 : t <= 27 ? 254 : t <= 29 ? 455 : 131] if (1745256962 >> t & 1) != 0 as ld8_sp8_2_n1
expect ld8_sp8_2_n1.wavefronts == 2
read w[22] if (172033075 >> t & 1) != 0 as ld8_sp9_0_one
expect ld8_sp9_0_one.wavefronts == 1
read w[t <= 0 ? 423 : t <= 1 ? 345 : t <= 4 ? 374 : t <= 5 ? 247 : t <= 10 ? 386 : t <= 16 ? 390 : t <= 22 ? 128 : t <= 25 ? 259 : 320] if (172033075 >> t & 1) != 0 as ld8_sp9_0_rnd
expect ld8_sp9_0_rnd.wavefronts == 4
read w[t <= 1 ? 246 : t <= 4 ? 76 : t <= 5 ? 246 : t <= 16 ? 76 : 246] if (172033075 >> t & 1) != 0 as ld8_sp9_0_two
expect ld8_sp9_0_two.wavefronts == 1
read w[t <= 1 ? 68 : t <= 5 ? 163 : t <= 10 ? 222 : t <= 16 ? 228 : t <= 22 ? 408 : t <= 25 ? 117 : 316] if (172033075 >> t & 1) != 0 as ld8_sp9_0_n1
expect ld8_sp9_0_n1.wavefronts == 2
read w[222] if (46149899 >> t & 1) != 0 as ld8_sp9_1_one
expect ld8_sp9_1_one.wavefronts == 1
read w[t <= 0 ? 87 : t <= 1 ? 127 : t <= 3 ? 42 : t <= 8 ? 198 : t <= 12 ? 216 : t <= 13 ? 85 : t <= 22 ? 484 : t <= 23 ? 62 : 493] if (46149899 >> t & 1) != 0 as ld8_sp9_1_rnd
expect ld8_sp9_1_rnd.wavefronts == 2
read w[t <= 0 ? 318 : t <= 23 ? 267 : 318] if (46149899 >> t & 1) != 0 as ld8_sp9_1_two
expect ld8_sp9_1_two.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 282 : t <= 3 ? 39 : t <= 8 ? 138 : t <= 13 ? 122 : t <= 23 ? 396 : 365] if (46149899 >> t & 1) != 0 as ld8_sp9_1_n1
expect ld8_sp9_1_n1.wavefronts == 3
read w[154] if (11612816 >> t & 1) != 0 as ld8_sp9_2_one
expect ld8_sp9_2_one.wavefronts == 1
read w[t <= 4 ? 186 : t <= 7 ? 342 : t <= 9 ? 261 : t <= 12 ? 310 : t <= 13 ? 26 : t <= 16 ? 150 : t <= 20 ? 301 : 20] if (11612816 >> t & 1) != 0 as ld8_sp9_2_rnd
expect ld8_sp9_2_rnd.wavefronts == 3
read w[t <= 4 ? 136 : t <= 13 ? 442 : t <= 21 ? 136 : 442] if (11612816 >> t & 1) != 0 as ld8_sp9_2_two
expect ld8_sp9_2_two.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 4 ? 487 : t <= 7 ? 384 : t <= 9 ? 200 : t <= 13 ? 124 : t <= 16 ? 121 : t <= 21 ? 68 : 345] if (11612816 >> t & 1) != 0 as ld8_sp9_2_n1
expect ld8_sp9_2_n1.wavefronts == 2
write w[37] if (1 >> t & 1) != 0 as st8_lone0
expect st8_lone0.wavefronts == 1
write w[37] if (2 >> t & 1) != 0 as st8_lone1
expect st8_lone1.wavefronts == 1
write w[37] if (4 >> t & 1) != 0 as st8_lone2
expect st8_lone2.wavefronts == 1
write w[37] if (8 >> t & 1) != 0 as st8_lone3
expect st8_lone3.wavefronts == 1
write w[37] if (16 >> t & 1) != 0 as st8_lone4
expect st8_lone4.wavefronts == 1
write w[37] if (32 >> t & 1) != 0 as st8_lone5
expect st8_lone5.wavefronts == 1
write w[37] if (64 >> t & 1) != 0 as st8_lone6
expect st8_lone6.wavefronts == 1
write w[37] if (128 >> t & 1) != 0 as st8_lone7
expect st8_lone7.wavefronts == 1
write w[37] if (256 >> t & 1) != 0 as st8_lone8
expect st8_lone8.wavefronts == 1
write w[37] if (512 >> t & 1) != 0 as st8_lone9
expect st8_lone9.wavefronts == 1
write w[37] if (1024 >> t & 1) != 0 as st8_lone10
expect st8_lone10.wavefronts == 1
write w[37] if (2048 >> t & 1) != 0 as st8_lone11
expect st8_lone11.wavefronts == 1
write w[37] if (4096 >> t & 1) != 0 as st8_lone12
expect st8_lone12.wavefronts == 1
write w[37] if (8192 >> t & 1) != 0 as st8_lone13
expect st8_lone13.wavefronts == 1
write w[37] if (16384 >> t & 1) != 0 as st8_lone14
expect st8_lone14.wavefronts == 1
write w[37] if (32768 >> t & 1) != 0 as st8_lone15
expect st8_lone15.wavefronts == 1
write w[37] if (65536 >> t & 1) != 0 as st8_lone16
expect st8_lone16.wavefronts == 1
write w[37] if (131072 >> t & 1) != 0 as st8_lone17
expect st8_lone17.wavefronts == 1
write w[37] if (262144 >> t & 1) != 0 as st8_lone18
expect st8_lone18.wavefronts == 1
write w[37] if (524288 >> t & 1) != 0 as st8_lone19
expect st8_lone19.wavefronts == 1
write w[37] if (1048576 >> t & 1) != 0 as st8_lone20
expect st8_lone20.wavefronts == 1
write w[37] if (2097152 >> t & 1) != 0 as st8_lone21
expect st8_lone21.wavefronts == 1
write w[37] if (4194304 >> t & 1) != 0 as st8_lone22
expect st8_lone22.wavefronts == 1
write w[37] if (8388608 >> t & 1) != 0 as st8_lone23
expect st8_lone23.wavefronts == 1
write w[37] if (16777216 >> t & 1) != 0 as st8_lone24
expect st8_lone24.wavefronts == 1
write w[37] if (33554432 >> t & 1) != 0 as st8_lone25
expect st8_lone25.wavefronts == 1
write w[37] if (67108864 >> t & 1) != 0 as st8_lone26
expect st8_lone26.wavefronts == 1
write w[37] if (134217728 >> t & 1) != 0 as st8_lone27
expect st8_lone27.wavefronts == 1
write w[37] if (268435456 >> t & 1) != 0 as st8_lone28
expect st8_lone28.wavefronts == 1
write w[37] if (536870912 >> t & 1) != 0 as st8_lone29
expect st8_lone29.wavefronts == 1
write w[37] if (1073741824 >> t & 1) != 0 as st8_lone30
expect st8_lone30.wavefronts == 1
write w[37] if (2147483648 >> t & 1) != 0 as st8_lone31
expect st8_lone31.wavefronts == 1
write w[37] if (2147483649 >> t & 1) != 0 as st8_w31same0
expect st8_w31same0.wavefronts == 2
write w[t <= 0 ? 37 : 53] if (2147483649 >> t & 1) != 0 as st8_w31bank0
expect st8_w31bank0.wavefronts == 2
write w[t <= 0 ? 37 : 38] if (2147483649 >> t & 1) != 0 as st8_w31diff0
expect st8_w31diff0.wavefronts == 2
write w[37] if (2147483650 >> t & 1) != 0 as st8_w31same1
expect st8_w31same1.wavefronts == 2
write w[t <= 1 ? 37 : 53] if (2147483650 >> t & 1) != 0 as st8_w31bank1
expect st8_w31bank1.wavefronts == 2
write w[t <= 1 ? 37 : 38] if (2147483650 >> t & 1) != 0 as st8_w31diff1
expect st8_w31diff1.wavefronts == 2
write w[37] if (2147483652 >> t & 1) != 0 as st8_w31same2
expect st8_w31same2.wavefronts == 2
write w[t <= 2 ? 37 : 53] if (2147483652 >> t & 1) != 0 as st8_w31bank2
expect st8_w31bank2.wavefronts == 2
write w[t <= 2 ? 37 : 38] if (2147483652 >> t & 1) != 0 as st8_w31diff2
expect st8_w31diff2.wavefronts == 2
write w[37] if (2147483656 >> t & 1) != 0 as st8_w31same3
expect st8_w31same3.wavefronts == 2
write w[t <= 3 ? 37 : 53] if (2147483656 >> t & 1) != 0 as st8_w31bank3
expect st8_w31bank3.wavefronts == 2
write w[t <= 3 ? 37 : 38] if (2147483656 >> t & 1) != 0 as st8_w31diff3
expect st8_w31diff3.wavefronts == 2
write w[37] if (2147483664 >> t & 1) != 0 as st8_w31same4
expect st8_w31same4.wavefronts == 2
write w[t <= 4 ? 37 : 53] if (2147483664 >> t & 1) != 0 as st8_w31bank4
expect st8_w31bank4.wavefronts == 2
write w[t <= 4 ? 37 : 38] if (2147483664 >> t & 1) != 0 as st8_w31diff4
expect st8_w31diff4.wavefronts == 2
write w[37] if (2147483680 >> t & 1) != 0 as st8_w31same5
expect st8_w31same5.wavefronts == 2
write w[t <= 5 ? 37 : 53] if (2147483680 >> t & 1) != 0 as st8_w31bank5
expect st8_w31bank5.wavefronts == 2
write w[t <= 5 ? 37 : 38] if (2147483680 >> t & 1) != 0 as st8_w31diff5
expect st8_w31diff5.wavefronts == 2
write w[37] if (2147483712 >> t & 1) != 0 as st8_w31same6
expect st8_w31same6.wavefronts == 2
write w[t <= 6 ? 37 : 53] if (2147483712 >> t & 1) != 0 as st8_w31bank6
expect st8_w31bank6.wavefronts == 2
write w[t <= 6 ? 37 : 38] if (2147483712 >> t & 1) != 0 as st8_w31diff6
expect st8_w31diff6.wavefronts == 2
write w[37] if (2147483776 >> t & 1) != 0 as st8_w31same7
expect st8_w31same7.wavefronts == 2
write w[t <= 7 ? 37 : 53] if (2147483776 >> t & 1) != 0 as st8_w31bank7
expect st8_w31bank7.wavefronts == 2
write w[t <= 7 ? 37 : 38] if (2147483776 >> t & 1) != 0 as st8_w31diff7
expect st8_w31diff7.wavefronts == 2
write w[37] if (2147483904 >> t & 1) != 0 as st8_w31same8
expect st8_w31same8.wavefronts == 2
write w[t <= 8 ? 37 : 53] if (2147483904 >> t & 1) != 0 as st8_w31bank8
expect st8_w31bank8.wavefronts == 2
write w[t <= 8 ? 37 : 38] if (2147483904 >> t & 1) != 0 as st8_w31diff8
expect st8_w31diff8.wavefronts == 2
write w[37] if (2147484160 >> t & 1) != 0 as st8_w31same9
expect st8_w31same9.wavefronts == 2
write w[t <= 9 ? 37 : 53] if (2147484160 >> t & 1) != 0 as st8_w31bank9
expect st8_w31bank9.wavefronts == 2
write w[t <= 9 ? 37 : 38] if (2147484160 >> t & 1) != 0 as st8_w31diff9
expect st8_w31diff9.wavefronts == 2
write w[37] if (2147484672 >> t & 1) != 0 as st8_w31same10
expect st8_w31same10.wavefronts == 2
write w[t <= 10 ? 37 : 53] if (2147484672 >> t & 1) != 0 as st8_w31bank10
expect st8_w31bank10.wavefronts == 2
write w[t <= 10 ? 37 : 38] if (2147484672 >> t & 1) != 0 as st8_w31diff10
expect st8_w31diff10.wavefronts == 2
write w[37] if (2147485696 >> t & 1) != 0 as st8_w31same11
expect st8_w31same11.wavefronts == 2
write w[t <= 11 ? 37 : 53] if (2147485696 >> t & 1) != 0 as st8_w31bank11
expect st8_w31bank11.wavefronts == 2
write w[t <= 11 ? 37 : 38] if (2147485696 >> t & 1) != 0 as st8_w31diff11
expect st8_w31diff11.wavefronts == 2
write w[37] if (2147487744 >> t & 1) != 0 as st8_w31same12
expect st8_w31same12.wavefronts == 2
write w[t <= 12 ? 37 : 53] if (2147487744 >> t & 1) != 0 as st8_w31bank12
expect st8_w31bank12.wavefronts == 2
write w[t <= 12 ? 37 : 38] if (2147487744 >> t & 1) != 0 as st8_w31diff12
expect st8_w31diff12.wavefronts == 2
write w[37] if (2147491840 >> t & 1) != 0 as st8_w31same13
expect st8_w31same13.wavefronts == 2
write w[t <= 13 ? 37 : 53] if (2147491840 >> t & 1) != 0 as st8_w31bank13
expect st8_w31bank13.wavefronts == 2
write w[t <= 13 ? 37 : 38] if (2147491840 >> t & 1) != 0 as st8_w31diff13
expect st8_w31diff13.wavefronts == 2
write w[37] if (2147500032 >> t & 1) != 0 as st8_w31same14
expect st8_w31same14.wavefronts == 2
write w[t <= 14 ? 37 : 53] if (2147500032 >> t & 1) != 0 as st8_w31bank14
expect st8_w31bank14.wavefronts == 2
write w[t <= 14 ? 37 : 38] if (2147500032 >> t & 1) != 0 as st8_w31diff14
expect st8_w31diff14.wavefronts == 2
write w[37] if (2147516416 >> t & 1) != 0 as st8_w31same15
expect st8_w31same15.wavefronts == 2
write w[1 * t + 22] if (2147516416 >> t & 1) != 0 as st8_w31bank15
expect st8_w31bank15.wavefronts == 2
write w[t <= 15 ? 37 : 38] if (2147516416 >> t & 1) != 0 as st8_w31diff15
expect st8_w31diff15.wavefronts == 2
write w[37] if (2147549184 >> t & 1) != 0 as st8_w31same16
expect st8_w31same16.wavefronts == 1
write w[t <= 16 ? 37 : 53] if (2147549184 >> t & 1) != 0 as st8_w31bank16
expect st8_w31bank16.wavefronts == 2
write w[t <= 16 ? 37 : 38] if (2147549184 >> t & 1) != 0 as st8_w31diff16
expect st8_w31diff16.wavefronts == 1
write w[37] if (2147614720 >> t & 1) != 0 as st8_w31same17
expect st8_w31same17.wavefronts == 1
write w[t <= 17 ? 37 : 53] if (2147614720 >> t & 1) != 0 as st8_w31bank17
expect st8_w31bank17.wavefronts == 2
write w[t <= 17 ? 37 : 38] if (2147614720 >> t & 1) != 0 as st8_w31diff17
expect st8_w31diff17.wavefronts == 1
write w[37] if (2147745792 >> t & 1) != 0 as st8_w31same18
expect st8_w31same18.wavefronts == 1
write w[t <= 18 ? 37 : 53] if (2147745792 >> t & 1) != 0 as st8_w31bank18
expect st8_w31bank18.wavefronts == 2
write w[t <= 18 ? 37 : 38] if (2147745792 >> t & 1) != 0 as st8_w31diff18
expect st8_w31diff18.wavefronts == 1
write w[37] if (2148007936 >> t & 1) != 0 as st8_w31same19
expect st8_w31same19.wavefronts == 1
write w[t <= 19 ? 37 : 53] if (2148007936 >> t & 1) != 0 as st8_w31bank19
expect st8_w31bank19.wavefronts == 2
write w[t <= 19 ? 37 : 38] if (2148007936 >> t & 1) != 0 as st8_w31diff19
expect st8_w31diff19.wavefronts == 1
write w[37] if (2148532224 >> t & 1) != 0 as st8_w31same20
expect st8_w31same20.wavefronts == 1
write w[t <= 20 ? 37 : 53] if (2148532224 >> t & 1) != 0 as st8_w31bank20
expect st8_w31bank20.wavefronts == 2
write w[t <= 20 ? 37 : 38] if (2148532224 >> t & 1) != 0 as st8_w31diff20
expect st8_w31diff20.wavefronts == 1
write w[37] if (2149580800 >> t & 1) != 0 as st8_w31same21
expect st8_w31same21.wavefronts == 1
write w[t <= 21 ? 37 : 53] if (2149580800 >> t & 1) != 0 as st8_w31bank21
expect st8_w31bank21.wavefronts == 2
write w[t <= 21 ? 37 : 38] if (2149580800 >> t & 1) != 0 as st8_w31diff21
expect st8_w31diff21.wavefronts == 1
write w[37] if (2151677952 >> t & 1) != 0 as st8_w31same22
expect st8_w31same22.wavefronts == 1
write w[t <= 22 ? 37 : 53] if (2151677952 >> t & 1) != 0 as st8_w31bank22
expect st8_w31bank22.wavefronts == 2
write w[t <= 22 ? 37 : 38] if (2151677952 >> t & 1) != 0 as st8_w31diff22
expect st8_w31diff22.wavefronts == 1
write w[37] if (2155872256 >> t & 1) != 0 as st8_w31same23
expect st8_w31same23.wavefronts == 1
write w[2 * t + -9] if (2155872256 >> t & 1) != 0 as st8_w31bank23
expect st8_w31bank23.wavefronts == 2
write w[t <= 23 ? 37 : 38] if (2155872256 >> t & 1) != 0 as st8_w31diff23
expect st8_w31diff23.wavefronts == 1
write w[37] if (2164260864 >> t & 1) != 0 as st8_w31same24
expect st8_w31same24.wavefronts == 1
write w[t <= 24 ? 37 : 53] if (2164260864 >> t & 1) != 0 as st8_w31bank24
expect st8_w31bank24.wavefronts == 2
write w[t <= 24 ? 37 : 38] if (2164260864 >> t & 1) != 0 as st8_w31diff24
expect st8_w31diff24.wavefronts == 1
write w[37] if (2181038080 >> t & 1) != 0 as st8_w31same25
expect st8_w31same25.wavefronts == 1
write w[t <= 25 ? 37 : 53] if (2181038080 >> t & 1) != 0 as st8_w31bank25
expect st8_w31bank25.wavefronts == 2
write w[t <= 25 ? 37 : 38] if (2181038080 >> t & 1) != 0 as st8_w31diff25
expect st8_w31diff25.wavefronts == 1
write w[37] if (2214592512 >> t & 1) != 0 as st8_w31same26
expect st8_w31same26.wavefronts == 1
write w[t <= 26 ? 37 : 53] if (2214592512 >> t & 1) != 0 as st8_w31bank26
expect st8_w31bank26.wavefronts == 2
write w[t <= 26 ? 37 : 38] if (2214592512 >> t & 1) != 0 as st8_w31diff26
expect st8_w31diff26.wavefronts == 1
write w[37] if (2281701376 >> t & 1) != 0 as st8_w31same27
expect st8_w31same27.wavefronts == 1
write w[4 * t + -71] if (2281701376 >> t & 1) != 0 as st8_w31bank27
expect st8_w31bank27.wavefronts == 2
write w[t <= 27 ? 37 : 38] if (2281701376 >> t & 1) != 0 as st8_w31diff27
expect st8_w31diff27.wavefronts == 1
write w[37] if (2415919104 >> t & 1) != 0 as st8_w31same28
expect st8_w31same28.wavefronts == 1
write w[t <= 28 ? 37 : 53] if (2415919104 >> t & 1) != 0 as st8_w31bank28
expect st8_w31bank28.wavefronts == 2
write w[t <= 28 ? 37 : 38] if (2415919104 >> t & 1) != 0 as st8_w31diff28
expect st8_w31diff28.wavefronts == 1
write w[37] if (2684354560 >> t & 1) != 0 as st8_w31same29
expect st8_w31same29.wavefronts == 1
write w[8 * t + -195] if (2684354560 >> t & 1) != 0 as st8_w31bank29
expect st8_w31bank29.wavefronts == 2
write w[t <= 29 ? 37 : 38] if (2684354560 >> t & 1) != 0 as st8_w31diff29
expect st8_w31diff29.wavefronts == 1
write w[37] if (3221225472 >> t & 1) != 0 as st8_w31same30
expect st8_w31same30.wavefronts == 1
write w[16 * t + -443] if (3221225472 >> t & 1) != 0 as st8_w31bank30
expect st8_w31bank30.wavefronts == 2
write w[1 * t + 7] if (3221225472 >> t & 1) != 0 as st8_w31diff30
expect st8_w31diff30.wavefronts == 1
write w[t <= 1 ? 470 : t <= 3 ? 41 : t <= 5 ? 334 : t <= 7 ? 238 : t <= 9 ? 210 : t <= 11 ? 279 : t <= 13 ? 124 : t <= 15 ? 508 : t <= 17 ? 499 : t <= 19 ? 329 : t <= 21 ? 469 : t <= 23 ? 331 : t <= 25 ? 99 : t <= 27 ? 372 : t <= 29 ? 275 : 170] as st8_n1full
expect st8_n1full.wavefronts == 5
write w[t <= 1 ? 470 : t <= 3 ? 41 : t <= 5 ? 334 : t <= 7 ? 238 : t <= 9 ? 210 : t <= 11 ? 279 : t <= 13 ? 124 : t <= 15 ? 508 : t <= 17 ? 499 : t <= 19 ? 329 : t <= 21 ? 469 : t <= 23 ? 331 : t <= 25 ? 99 : t <= 27 ? 372 : t <= 29 ? 275 : 170] if (2147483647 >> t & 1) != 0 as st8_n1no31
expect st8_n1no31.wavefronts == 5
write w[t <= 1 ? 470 : t <= 3 ? 41 : t <= 5 ? 334 : t <= 7 ? 238 : t <= 9 ? 210 : t <= 11 ? 279 : t <= 13 ? 124 : t <= 15 ? 508 : t <= 17 ? 499 : t <= 19 ? 329 : t <= 21 ? 469 : t <= 23 ? 331 : t <= 25 ? 99 : t <= 27 ? 372 : t <= 29 ? 275 : t <= 30 ? 170 : 171] as st8_n1brk31
expect st8_n1brk31.wavefronts == 5
write w[404] if (65537 >> t & 1) != 0 as st8_split0_16_same
expect st8_split0_16_same.wavefronts == 2
write w[1 * t + 404] if (65537 >> t & 1) != 0 as st8_split0_16_bank
expect st8_split0_16_bank.wavefronts == 2
write w[t <= 0 ? 404 : 405] if (65537 >> t & 1) != 0 as st8_split0_16_diff
expect st8_split0_16_diff.wavefronts == 2
write w[24] if (98304 >> t & 1) != 0 as st8_split15_16_same
expect st8_split15_16_same.wavefronts == 2
write w[16 * t + -216] if (98304 >> t & 1) != 0 as st8_split15_16_bank
expect st8_split15_16_bank.wavefronts == 2
write w[1 * t + 9] if (98304 >> t & 1) != 0 as st8_split15_16_diff
expect st8_split15_16_diff.wavefronts == 2
write w[276] if (384 >> t & 1) != 0 as st8_split7_8_same
expect st8_split7_8_same.wavefronts == 1
write w[16 * t + 164] if (384 >> t & 1) != 0 as st8_split7_8_bank
expect st8_split7_8_bank.wavefronts == 2
write w[1 * t + 269] if (384 >> t & 1) != 0 as st8_split7_8_diff
expect st8_split7_8_diff.wavefronts == 1
write w[57] if (134217736 >> t & 1) != 0 as st8_split3_27_same
expect st8_split3_27_same.wavefronts == 2
write w[t <= 3 ? 57 : 73] if (134217736 >> t & 1) != 0 as st8_split3_27_bank
expect st8_split3_27_bank.wavefronts == 2
write w[t <= 3 ? 57 : 58] if (134217736 >> t & 1) != 0 as st8_split3_27_diff
expect st8_split3_27_diff.wavefronts == 2
write w[323] if (2097184 >> t & 1) != 0 as st8_split5_21_same
expect st8_split5_21_same.wavefronts == 2
write w[1 * t + 318] if (2097184 >> t & 1) != 0 as st8_split5_21_bank
expect st8_split5_21_bank.wavefronts == 2
write w[t <= 5 ? 323 : 324] if (2097184 >> t & 1) != 0 as st8_split5_21_diff
expect st8_split5_21_diff.wavefronts == 2
write w[108] if (257 >> t & 1) != 0 as st8_split0_8_same
expect st8_split0_8_same.wavefronts == 1
write w[2 * t + 108] if (257 >> t & 1) != 0 as st8_split0_8_bank
expect st8_split0_8_bank.wavefronts == 2
write w[t <= 0 ? 108 : 109] if (257 >> t & 1) != 0 as st8_split0_8_diff
expect st8_split0_8_diff.wavefronts == 1
write w[498] if (16777472 >> t & 1) != 0 as st8_split8_24_same
expect st8_split8_24_same.wavefronts == 2
write w[t <= 8 ? 498 : 2] if (16777472 >> t & 1) != 0 as st8_split8_24_bank
expect st8_split8_24_bank.wavefronts == 2
write w[t <= 8 ? 498 : 499] if (16777472 >> t & 1) != 0 as st8_split8_24_diff
expect st8_split8_24_diff.wavefronts == 2
write w[385] if (1073741826 >> t & 1) != 0 as st8_split1_30_same
expect st8_split1_30_same.wavefronts == 2
write w[t <= 1 ? 385 : 401] if (1073741826 >> t & 1) != 0 as st8_split1_30_bank
expect st8_split1_30_bank.wavefronts == 2
write w[t <= 1 ? 385 : 386] if (1073741826 >> t & 1) != 0 as st8_split1_30_diff
expect st8_split1_30_diff.wavefronts == 2
write w[374] if (147456 >> t & 1) != 0 as st8_split14_17_same
expect st8_split14_17_same.wavefronts == 2
write w[t <= 14 ? 374 : 390] if (147456 >> t & 1) != 0 as st8_split14_17_bank
expect st8_split14_17_bank.wavefronts == 2
write w[t <= 14 ? 374 : 375] if (147456 >> t & 1) != 0 as st8_split14_17_diff
expect st8_split14_17_diff.wavefronts == 2
write w[328] if (576 >> t & 1) != 0 as st8_split6_9_same
expect st8_split6_9_same.wavefronts == 1
write w[t <= 6 ? 328 : 344] if (576 >> t & 1) != 0 as st8_split6_9_bank
expect st8_split6_9_bank.wavefronts == 2
write w[t <= 6 ? 328 : 329] if (576 >> t & 1) != 0 as st8_split6_9_diff
expect st8_split6_9_diff.wavefronts == 1
write w[t <= 1 ? 135 : 119] if (10 >> t & 1) != 0 as st8_qconf0_2
expect st8_qconf0_2.wavefronts == 2
write w[t <= 1 ? 135 : t <= 3 ? 119 : 92] if (266 >> t & 1) != 0 as st8_qconfs0_2
expect st8_qconfs0_2.wavefronts == 2
write w[t <= 1 ? 100 : t <= 3 ? 132 : 116] if (42 >> t & 1) != 0 as st8_qconf0_3
expect st8_qconf0_3.wavefronts == 3
write w[t <= 1 ? 100 : t <= 3 ? 132 : t <= 5 ? 116 : 11] if (16426 >> t & 1) != 0 as st8_qconfs0_3
expect st8_qconfs0_3.wavefronts == 3
write w[t <= 0 ? 12 : t <= 1 ? 44 : t <= 4 ? 60 : 28] if (147 >> t & 1) != 0 as st8_qconf0_4
expect st8_qconf0_4.wavefronts == 4
write w[t <= 0 ? 12 : t <= 1 ? 44 : t <= 4 ? 60 : t <= 7 ? 28 : 8] if (659 >> t & 1) != 0 as st8_qconfs0_4
expect st8_qconfs0_4.wavefronts == 4
write w[8 * t + -83] if (40960 >> t & 1) != 0 as st8_qconf1_2
expect st8_qconf1_2.wavefronts == 2
write w[t <= 13 ? 21 : t <= 15 ? 37 : 422] if (106496 >> t & 1) != 0 as st8_qconfs1_2
expect st8_qconfs1_2.wavefronts == 3
write w[t <= 10 ? 90 : t <= 11 ? 58 : 74] if (7168 >> t & 1) != 0 as st8_qconf1_3
expect st8_qconf1_3.wavefronts == 3
write w[t <= 10 ? 90 : t <= 11 ? 58 : t <= 12 ? 74 : 376] if (8395776 >> t & 1) != 0 as st8_qconfs1_3
expect st8_qconfs1_3.wavefronts == 4
write w[t <= 9 ? 86 : t <= 10 ? 118 : t <= 13 ? 102 : 134] if (26112 >> t & 1) != 0 as st8_qconf1_4
expect st8_qconf1_4.wavefronts == 4
write w[t <= 9 ? 86 : t <= 10 ? 118 : t <= 13 ? 102 : t <= 14 ? 134 : 152] if (91648 >> t & 1) != 0 as st8_qconfs1_4
expect st8_qconfs1_4.wavefronts == 5
write w[t <= 18 ? 57 : 41] if (2359296 >> t & 1) != 0 as st8_qconf2_2
expect st8_qconf2_2.wavefronts == 2
write w[t <= 18 ? 57 : t <= 21 ? 41 : 48] if (270794752 >> t & 1) != 0 as st8_qconfs2_2
expect st8_qconfs2_2.wavefronts == 2
write w[t <= 17 ? 88 : t <= 20 ? 72 : 56] if (3276800 >> t & 1) != 0 as st8_qconf2_3
expect st8_qconf2_3.wavefronts == 3
write w[t <= 17 ? 88 : t <= 20 ? 72 : t <= 21 ? 56 : 250] if (137494528 >> t & 1) != 0 as st8_qconfs2_3
expect st8_qconfs2_3.wavefronts == 3
write w[t <= 16 ? 116 : t <= 19 ? 132 : t <= 22 ? 148 : 164] if (13172736 >> t & 1) != 0 as st8_qconf2_4
expect st8_qconf2_4.wavefronts == 4
write w[t <= 16 ? 116 : t <= 19 ? 132 : t <= 22 ? 148 : t <= 23 ? 164 : 87] if (550043648 >> t & 1) != 0 as st8_qconfs2_4
expect st8_qconfs2_4.wavefronts == 4
write w[t <= 24 ? 107 : 91] if (1090519040 >> t & 1) != 0 as st8_qconf3_2
expect st8_qconf3_2.wavefronts == 2
write w[t <= 3 ? 151 : t <= 24 ? 107 : 91] if (1090519048 >> t & 1) != 0 as st8_qconfs3_2
expect st8_qconfs3_2.wavefronts == 3
write w[t <= 26 ? 106 : t <= 29 ? 74 : 90] if (2751463424 >> t & 1) != 0 as st8_qconf3_3
expect st8_qconf3_3.wavefronts == 3
write w[t <= 4 ? 32 : t <= 26 ? 106 : t <= 29 ? 74 : 90] if (2751463440 >> t & 1) != 0 as st8_qconfs3_3
expect st8_qconfs3_3.wavefronts == 4
write w[t <= 26 ? 111 : t <= 27 ? 143 : t <= 29 ? 95 : 127] if (2885681152 >> t & 1) != 0 as st8_qconf3_4
expect st8_qconf3_4.wavefronts == 4
write w[t <= 3 ? 498 : t <= 26 ? 111 : t <= 27 ? 143 : t <= 29 ? 95 : 127] if (2885681160 >> t & 1) != 0 as st8_qconfs3_4
expect st8_qconfs3_4.wavefronts == 5
write w[478] if (524288 >> t & 1) != 0 as st8_sp1_0_one
expect st8_sp1_0_one.wavefronts == 1
write w[258] if (524288 >> t & 1) != 0 as st8_sp1_0_rnd
expect st8_sp1_0_rnd.wavefronts == 1
write w[49] if (524288 >> t & 1) != 0 as st8_sp1_0_two
expect st8_sp1_0_two.wavefronts == 1
write w[505] if (524288 >> t & 1) != 0 as st8_sp1_0_n1
expect st8_sp1_0_n1.wavefronts == 1
write w[346] if (268435456 >> t & 1) != 0 as st8_sp1_1_one
expect st8_sp1_1_one.wavefronts == 1
write w[200] if (268435456 >> t & 1) != 0 as st8_sp1_1_rnd
expect st8_sp1_1_rnd.wavefronts == 1
write w[462] if (268435456 >> t & 1) != 0 as st8_sp1_1_two
expect st8_sp1_1_two.wavefronts == 1
write w[349] if (268435456 >> t & 1) != 0 as st8_sp1_1_n1
expect st8_sp1_1_n1.wavefronts == 1
write w[208] if (2 >> t & 1) != 0 as st8_sp1_2_one
expect st8_sp1_2_one.wavefronts == 1
write w[84] if (2 >> t & 1) != 0 as st8_sp1_2_rnd
expect st8_sp1_2_rnd.wavefronts == 1
write w[510] if (2 >> t & 1) != 0 as st8_sp1_2_two
expect st8_sp1_2_two.wavefronts == 1
write w[248] if (2 >> t & 1) != 0 as st8_sp1_2_n1
expect st8_sp1_2_n1.wavefronts == 1
write w[173] if (2147483776 >> t & 1) != 0 as st8_sp2_0_one
expect st8_sp2_0_one.wavefronts == 2
write w[t <= 7 ? 302 : 347] if (2147483776 >> t & 1) != 0 as st8_sp2_0_rnd
expect st8_sp2_0_rnd.wavefronts == 2
write w[t <= 7 ? 407 : 385] if (2147483776 >> t & 1) != 0 as st8_sp2_0_two
expect st8_sp2_0_two.wavefronts == 2
write w[t <= 7 ? 251 : 3] if (2147483776 >> t & 1) != 0 as st8_sp2_0_n1
expect st8_sp2_0_n1.wavefronts == 2
write w[272] if (131584 >> t & 1) != 0 as st8_sp2_1_one
expect st8_sp2_1_one.wavefronts == 2
write w[t <= 9 ? 401 : 41] if (131584 >> t & 1) != 0 as st8_sp2_1_rnd
expect st8_sp2_1_rnd.wavefronts == 2
write w[264] if (131584 >> t & 1) != 0 as st8_sp2_1_two
expect st8_sp2_1_two.wavefronts == 2
write w[t <= 9 ? 364 : 246] if (131584 >> t & 1) != 0 as st8_sp2_1_n1
expect st8_sp2_1_n1.wavefronts == 2
write w[359] if (2050 >> t & 1) != 0 as st8_sp2_2_one
expect st8_sp2_2_one.wavefronts == 1
write w[t <= 1 ? 146 : 127] if (2050 >> t & 1) != 0 as st8_sp2_2_rnd
expect st8_sp2_2_rnd.wavefronts == 1
write w[413] if (2050 >> t & 1) != 0 as st8_sp2_2_two
expect st8_sp2_2_two.wavefronts == 1
write w[t <= 1 ? 167 : 495] if (2050 >> t & 1) != 0 as st8_sp2_2_n1
expect st8_sp2_2_n1.wavefronts == 1
write w[439] if (71565312 >> t & 1) != 0 as st8_sp3_0_one
expect st8_sp3_0_one.wavefronts == 1
write w[t <= 18 ? 2 : t <= 22 ? 262 : 451] if (71565312 >> t & 1) != 0 as st8_sp3_0_rnd
expect st8_sp3_0_rnd.wavefronts == 1
write w[114] if (71565312 >> t & 1) != 0 as st8_sp3_0_two
expect st8_sp3_0_two.wavefronts == 1
write w[t <= 18 ? 179 : t <= 22 ? 351 : 382] if (71565312 >> t & 1) != 0 as st8_sp3_0_n1
expect st8_sp3_0_n1.wavefronts == 1
write w[398] if (268451844 >> t & 1) != 0 as st8_sp3_1_one
expect st8_sp3_1_one.wavefronts == 2
write w[t <= 2 ? 295 : t <= 14 ? 355 : 359] if (268451844 >> t & 1) != 0 as st8_sp3_1_rnd
expect st8_sp3_1_rnd.wavefronts == 2
write w[t <= 14 ? 98 : 3] if (268451844 >> t & 1) != 0 as st8_sp3_1_two
expect st8_sp3_1_two.wavefronts == 2
write w[t <= 2 ? 285 : t <= 14 ? 95 : 43] if (268451844 >> t & 1) != 0 as st8_sp3_1_n1
expect st8_sp3_1_n1.wavefronts == 2
write w[33] if (131585 >> t & 1) != 0 as st8_sp3_2_one
expect st8_sp3_2_one.wavefronts == 2
write w[t <= 0 ? 192 : t <= 9 ? 62 : 58] if (131585 >> t & 1) != 0 as st8_sp3_2_rnd
expect st8_sp3_2_rnd.wavefronts == 2
write w[t <= 0 ? 315 : 382] if (131585 >> t & 1) != 0 as st8_sp3_2_two
expect st8_sp3_2_two.wavefronts == 2
write w[t <= 0 ? 233 : t <= 9 ? 192 : 438] if (131585 >> t & 1) != 0 as st8_sp3_2_n1
expect st8_sp3_2_n1.wavefronts == 2
write w[163] if (436207632 >> t & 1) != 0 as st8_sp4_0_one
expect st8_sp4_0_one.wavefronts == 2
write w[t <= 4 ? 191 : t <= 25 ? 132 : t <= 27 ? 49 : 473] if (436207632 >> t & 1) != 0 as st8_sp4_0_rnd
expect st8_sp4_0_rnd.wavefronts == 2
write w[274] if (436207632 >> t & 1) != 0 as st8_sp4_0_two
expect st8_sp4_0_two.wavefronts == 2
write w[t <= 4 ? 413 : t <= 25 ? 166 : t <= 27 ? 187 : 20] if (436207632 >> t & 1) != 0 as st8_sp4_0_n1
expect st8_sp4_0_n1.wavefronts == 2
write w[446] if (169934848 >> t & 1) != 0 as st8_sp4_1_one
expect st8_sp4_1_one.wavefronts == 1
write w[t <= 16 ? 177 : t <= 21 ? 95 : t <= 25 ? 96 : 238] if (169934848 >> t & 1) != 0 as st8_sp4_1_rnd
expect st8_sp4_1_rnd.wavefronts == 1
write w[154] if (169934848 >> t & 1) != 0 as st8_sp4_1_two
expect st8_sp4_1_two.wavefronts == 1
write w[t <= 16 ? 484 : t <= 21 ? 29 : t <= 25 ? 494 : 493] if (169934848 >> t & 1) != 0 as st8_sp4_1_n1
expect st8_sp4_1_n1.wavefronts == 2
write w[279] if (71319616 >> t & 1) != 0 as st8_sp4_2_one
expect st8_sp4_2_one.wavefronts == 2
write w[t <= 6 ? 427 : t <= 14 ? 157 : t <= 22 ? 338 : 452] if (71319616 >> t & 1) != 0 as st8_sp4_2_rnd
expect st8_sp4_2_rnd.wavefronts == 2
write w[t <= 6 ? 159 : 262] if (71319616 >> t & 1) != 0 as st8_sp4_2_two
expect st8_sp4_2_two.wavefronts == 2
write w[t <= 6 ? 147 : t <= 14 ? 28 : t <= 22 ? 388 : 26] if (71319616 >> t & 1) != 0 as st8_sp4_2_n1
expect st8_sp4_2_n1.wavefronts == 2
write w[123] if (218365956 >> t & 1) != 0 as st8_sp5_0_one
expect st8_sp5_0_one.wavefronts == 2
write w[t <= 2 ? 218 : t <= 18 ? 38 : t <= 24 ? 249 : t <= 26 ? 62 : 154] if (218365956 >> t & 1) != 0 as st8_sp5_0_rnd
expect st8_sp5_0_rnd.wavefronts == 2
write w[t <= 2 ? 121 : 458] if (218365956 >> t & 1) != 0 as st8_sp5_0_two
expect st8_sp5_0_two.wavefronts == 2
write w[t <= 2 ? 401 : t <= 18 ? 171 : t <= 24 ? 372 : 509] if (218365956 >> t & 1) != 0 as st8_sp5_0_n1
expect st8_sp5_0_n1.wavefronts == 2
write w[107] if (6736 >> t & 1) != 0 as st8_sp5_1_one
expect st8_sp5_1_one.wavefronts == 1
write w[t <= 4 ? 463 : t <= 6 ? 267 : t <= 9 ? 231 : t <= 11 ? 500 : 67] if (6736 >> t & 1) != 0 as st8_sp5_1_rnd
expect st8_sp5_1_rnd.wavefronts == 1
write w[t <= 6 ? 318 : t <= 9 ? 178 : t <= 11 ? 318 : 178] if (6736 >> t & 1) != 0 as st8_sp5_1_two
expect st8_sp5_1_two.wavefronts == 1
write w[t <= 4 ? 163 : t <= 6 ? 428 : t <= 9 ? 355 : t <= 11 ? 204 : 22] if (6736 >> t & 1) != 0 as st8_sp5_1_n1
expect st8_sp5_1_n1.wavefronts == 2
write w[509] if (1208156161 >> t & 1) != 0 as st8_sp5_2_one
expect st8_sp5_2_one.wavefronts == 2
write w[t <= 0 ? 438 : t <= 16 ? 277 : t <= 17 ? 117 : t <= 27 ? 56 : 0] if (1208156161 >> t & 1) != 0 as st8_sp5_2_rnd
expect st8_sp5_2_rnd.wavefronts == 3
write w[386] if (1208156161 >> t & 1) != 0 as st8_sp5_2_two
expect st8_sp5_2_two.wavefronts == 2
write w[t <= 0 ? 215 : t <= 17 ? 291 : t <= 27 ? 9 : 439] if (1208156161 >> t & 1) != 0 as st8_sp5_2_n1
expect st8_sp5_2_n1.wavefronts == 2
write w[441] if (1140863168 >> t & 1) != 0 as st8_sp6_0_one
expect st8_sp6_0_one.wavefronts == 2
write w[t <= 6 ? 207 : t <= 7 ? 418 : t <= 12 ? 243 : t <= 13 ? 364 : t <= 26 ? 11 : 98] if (1140863168 >> t & 1) != 0 as st8_sp6_0_rnd
expect st8_sp6_0_rnd.wavefronts == 2
write w[t <= 6 ? 390 : 217] if (1140863168 >> t & 1) != 0 as st8_sp6_0_two
expect st8_sp6_0_two.wavefronts == 2
write w[t <= 7 ? 430 : t <= 13 ? 181 : t <= 26 ? 167 : 454] if (1140863168 >> t & 1) != 0 as st8_sp6_0_n1
expect st8_sp6_0_n1.wavefronts == 2
write w[372] if (135317 >> t & 1) != 0 as st8_sp6_1_one
expect st8_sp6_1_one.wavefronts == 2
write w[t <= 0 ? 456 : t <= 2 ? 422 : t <= 4 ? 43 : t <= 7 ? 452 : t <= 12 ? 308 : 333] if (135317 >> t & 1) != 0 as st8_sp6_1_rnd
expect st8_sp6_1_rnd.wavefronts == 3
write w[t <= 0 ? 486 : t <= 4 ? 95 : 486] if (135317 >> t & 1) != 0 as st8_sp6_1_two
expect st8_sp6_1_two.wavefronts == 2
write w[t <= 0 ? 306 : t <= 2 ? 371 : t <= 4 ? 221 : t <= 7 ? 387 : t <= 12 ? 149 : 97] if (135317 >> t & 1) != 0 as st8_sp6_1_n1
expect st8_sp6_1_n1.wavefronts == 3
write w[392] if (403440644 >> t & 1) != 0 as st8_sp6_2_one
expect st8_sp6_2_one.wavefronts == 2
write w[t <= 2 ? 446 : t <= 10 ? 331 : t <= 18 ? 273 : t <= 19 ? 193 : t <= 27 ? 314 : 195] if (403440644 >> t & 1) != 0 as st8_sp6_2_rnd
expect st8_sp6_2_rnd.wavefronts == 3
write w[t <= 10 ? 510 : t <= 18 ? 199 : t <= 19 ? 510 : 199] if (403440644 >> t & 1) != 0 as st8_sp6_2_two
expect st8_sp6_2_two.wavefronts == 2
write w[t <= 2 ? 342 : t <= 10 ? 454 : t <= 19 ? 309 : t <= 27 ? 74 : 345] if (403440644 >> t & 1) != 0 as st8_sp6_2_n1
expect st8_sp6_2_n1.wavefronts == 3
write w[147] if (38053896 >> t & 1) != 0 as st8_sp7_0_one
expect st8_sp7_0_one.wavefronts == 2
write w[t <= 3 ? 111 : t <= 11 ? 11 : t <= 13 ? 191 : t <= 15 ? 154 : t <= 18 ? 155 : t <= 22 ? 495 : 504] if (38053896 >> t & 1) != 0 as st8_sp7_0_rnd
expect st8_sp7_0_rnd.wavefronts == 3
write w[t <= 3 ? 186 : t <= 11 ? 494 : t <= 18 ? 186 : 494] if (38053896 >> t & 1) != 0 as st8_sp7_0_two
expect st8_sp7_0_two.wavefronts == 2
write w[t <= 3 ? 162 : t <= 11 ? 85 : t <= 13 ? 304 : t <= 15 ? 319 : t <= 18 ? 84 : t <= 22 ? 214 : 403] if (38053896 >> t & 1) != 0 as st8_sp7_0_n1
expect st8_sp7_0_n1.wavefronts == 2
write w[52] if (2751471623 >> t & 1) != 0 as st8_sp7_1_one
expect st8_sp7_1_one.wavefronts == 2
write w[t <= 0 ? 266 : t <= 1 ? 231 : t <= 2 ? 326 : t <= 13 ? 252 : t <= 26 ? 153 : t <= 29 ? 442 : 191] if (2751471623 >> t & 1) != 0 as st8_sp7_1_rnd
expect st8_sp7_1_rnd.wavefronts == 2
write w[t <= 13 ? 169 : t <= 29 ? 418 : 169] if (2751471623 >> t & 1) != 0 as st8_sp7_1_two
expect st8_sp7_1_two.wavefronts == 2
write w[t <= 1 ? 86 : t <= 2 ? 9 : t <= 13 ? 115 : t <= 26 ? 432 : t <= 29 ? 257 : 340] if (2751471623 >> t & 1) != 0 as st8_sp7_1_n1
expect st8_sp7_1_n1.wavefronts == 2
write w[273] if (2164281372 >> t & 1) != 0 as st8_sp7_2_one
expect st8_sp7_2_one.wavefronts == 2
write w[t <= 2 ? 90 : t <= 3 ? 88 : t <= 4 ? 166 : t <= 12 ? 54 : t <= 14 ? 205 : t <= 24 ? 229 : 32] if (2164281372 >> t & 1) != 0 as st8_sp7_2_rnd
expect st8_sp7_2_rnd.wavefronts == 3
write w[t <= 2 ? 403 : t <= 14 ? 401 : t <= 24 ? 403 : 401] if (2164281372 >> t & 1) != 0 as st8_sp7_2_two
expect st8_sp7_2_two.wavefronts == 2
write w[t <= 3 ? 110 : t <= 4 ? 287 : t <= 12 ? 18 : t <= 14 ? 120 : t <= 24 ? 339 : 89] if (2164281372 >> t & 1) != 0 as st8_sp7_2_n1
expect st8_sp7_2_n1.wavefronts == 2
write w[114] if (2183532592 >> t & 1) != 0 as st8_sp8_0_one
expect st8_sp8_0_one.wavefronts == 2
write w[t <= 4 ? 109 : t <= 5 ? 277 : t <= 12 ? 143 : t <= 17 ? 376 : t <= 18 ? 245 : t <= 21 ? 255 : t <= 25 ? 379 : 245] if (2183532592 >> t & 1) != 0 as st8_sp8_0_rnd
expect st8_sp8_0_rnd.wavefronts == 2
write w[t <= 4 ? 396 : t <= 12 ? 269 : t <= 21 ? 396 : 269] if (2183532592 >> t & 1) != 0 as st8_sp8_0_two
expect st8_sp8_0_two.wavefronts == 2
write w[t <= 5 ? 232 : t <= 12 ? 469 : t <= 17 ? 453 : t <= 18 ? 195 : t <= 21 ? 79 : t <= 25 ? 359 : 116] if (2183532592 >> t & 1) != 0 as st8_sp8_0_n1
expect st8_sp8_0_n1.wavefronts == 2
write w[186] if (1784676484 >> t & 1) != 0 as st8_sp8_1_one
expect st8_sp8_1_one.wavefronts == 2
write w[t <= 2 ? 337 : t <= 7 ? 322 : t <= 21 ? 172 : t <= 22 ? 105 : t <= 25 ? 465 : t <= 27 ? 329 : t <= 29 ? 155 : 302] if (1784676484 >> t & 1) != 0 as st8_sp8_1_rnd
expect st8_sp8_1_rnd.wavefronts == 3
write w[t <= 21 ? 311 : t <= 22 ? 263 : t <= 29 ? 311 : 263] if (1784676484 >> t & 1) != 0 as st8_sp8_1_two
expect st8_sp8_1_two.wavefronts == 3
write w[t <= 2 ? 334 : t <= 7 ? 152 : t <= 21 ? 0 : t <= 22 ? 110 : t <= 25 ? 448 : t <= 27 ? 149 : t <= 29 ? 478 : 10] if (1784676484 >> t & 1) != 0 as st8_sp8_1_n1
expect st8_sp8_1_n1.wavefronts == 3
write w[344] if (446234688 >> t & 1) != 0 as st8_sp8_2_one
expect st8_sp8_2_one.wavefronts == 2
write w[t <= 6 ? 32 : t <= 16 ? 33 : t <= 19 ? 366 : t <= 20 ? 64 : t <= 23 ? 350 : t <= 25 ? 210 : t <= 27 ? 366 : 159] if (446234688 >> t & 1) != 0 as st8_sp8_2_rnd
expect st8_sp8_2_rnd.wavefronts == 3
write w[t <= 6 ? 151 : t <= 16 ? 240 : t <= 23 ? 151 : 240] if (446234688 >> t & 1) != 0 as st8_sp8_2_two
expect st8_sp8_2_two.wavefronts == 2
write w[t <= 6 ? 39 : t <= 16 ? 480 : t <= 19 ? 203 : t <= 20 ? 304 : t <= 23 ? 133 : t <= 25 ? 404 : t <= 27 ? 248 : 14] if (446234688 >> t & 1) != 0 as st8_sp8_2_n1
expect st8_sp8_2_n1.wavefronts == 3
write w[446] if (272750640 >> t & 1) != 0 as st8_sp9_0_one
expect st8_sp9_0_one.wavefronts == 2
write w[t <= 4 ? 99 : t <= 5 ? 156 : t <= 11 ? 301 : t <= 12 ? 166 : t <= 14 ? 359 : t <= 15 ? 60 : t <= 16 ? 187 : t <= 22 ? 27 : 383] if (272750640 >> t & 1) != 0 as st8_sp9_0_rnd
expect st8_sp9_0_rnd.wavefronts == 4
write w[t <= 5 ? 230 : t <= 12 ? 80 : t <= 16 ? 230 : 80] if (272750640 >> t & 1) != 0 as st8_sp9_0_two
expect st8_sp9_0_two.wavefronts == 2
write w[t <= 5 ? 40 : t <= 11 ? 126 : t <= 12 ? 309 : t <= 15 ? 266 : t <= 16 ? 31 : t <= 22 ? 87 : 336] if (272750640 >> t & 1) != 0 as st8_sp9_0_n1
expect st8_sp9_0_n1.wavefronts == 2
write w[198] if (109183409 >> t & 1) != 0 as st8_sp9_1_one
expect st8_sp9_1_one.wavefronts == 2
write w[t <= 0 ? 191 : t <= 4 ? 115 : t <= 5 ? 80 : t <= 7 ? 473 : t <= 8 ? 178 : t <= 17 ? 486 : t <= 23 ? 118 : t <= 25 ? 438 : 272] if (109183409 >> t & 1) != 0 as st8_sp9_1_rnd
expect st8_sp9_1_rnd.wavefronts == 4
write w[t <= 8 ? 490 : t <= 23 ? 63 : 490] if (109183409 >> t & 1) != 0 as st8_sp9_1_two
expect st8_sp9_1_two.wavefronts == 2
write w[t <= 0 ? 313 : t <= 5 ? 15 : t <= 7 ? 177 : t <= 8 ? 25 : t <= 17 ? 172 : t <= 23 ? 200 : t <= 25 ? 102 : 299] if (109183409 >> t & 1) != 0 as st8_sp9_1_n1
expect st8_sp9_1_n1.wavefronts == 3
write w[407] if (159986689 >> t & 1) != 0 as st8_sp9_2_one
expect st8_sp9_2_one.wavefronts == 2
write w[t <= 0 ? 279 : t <= 10 ? 198 : t <= 12 ? 322 : t <= 13 ? 21 : t <= 16 ? 503 : t <= 19 ? 45 : t <= 23 ? 105 : t <= 24 ? 475 : 411] if (159986689 >> t & 1) != 0 as st8_sp9_2_rnd
expect st8_sp9_2_rnd.wavefronts == 3
write w[t <= 12 ? 177 : t <= 13 ? 71 : t <= 16 ? 177 : 71] if (159986689 >> t & 1) != 0 as st8_sp9_2_two
expect st8_sp9_2_two.wavefronts == 2
write w[t <= 0 ? 153 : t <= 10 ? 75 : t <= 13 ? 445 : t <= 16 ? 410 : t <= 19 ? 185 : t <= 23 ? 270 : t <= 24 ? 148 : 64] if (159986689 >> t & 1) != 0 as st8_sp9_2_n1
expect st8_sp9_2_n1.wavefronts == 2
read v[37] if (1 >> t & 1) != 0 as ld16_lone0
expect ld16_lone0.wavefronts == 1
read v[37] if (2 >> t & 1) != 0 as ld16_lone1
expect ld16_lone1.wavefronts == 1
read v[37] if (4 >> t & 1) != 0 as ld16_lone2
expect ld16_lone2.wavefronts == 1
read v[37] if (8 >> t & 1) != 0 as ld16_lone3
expect ld16_lone3.wavefronts == 1
read v[37] if (16 >> t & 1) != 0 as ld16_lone4
expect ld16_lone4.wavefronts == 1
read v[37] if (32 >> t & 1) != 0 as ld16_lone5
expect ld16_lone5.wavefronts == 1
read v[37] if (64 >> t & 1) != 0 as ld16_lone6
expect ld16_lone6.wavefronts == 1
read v[37] if (128 >> t & 1) != 0 as ld16_lone7
expect ld16_lone7.wavefronts == 1
read v[37] if (256 >> t & 1) != 0 as ld16_lone8
expect ld16_lone8.wavefronts == 1
read v[37] if (512 >> t & 1) != 0 as ld16_lone9
expect ld16_lone9.wavefronts == 1
read v[37] if (1024 >> t & 1) != 0 as ld16_lone10
expect ld16_lone10.wavefronts == 1
read v[37] if (2048 >> t & 1) != 0 as ld16_lone11
expect ld16_lone11.wavefronts == 1
read v[37] if (4096 >> t & 1) != 0 as ld16_lone12
expect ld16_lone12.wavefronts == 1
read v[37] if (8192 >> t & 1) != 0 as ld16_lone13
expect ld16_lone13.wavefronts == 1
read v[37] if (16384 >> t & 1) != 0 as ld16_lone14
expect ld16_lone14.wavefronts == 1
read v[37] if (32768 >> t & 1) != 0 as ld16_lone15
expect ld16_lone15.wavefronts == 1
read v[37] if (65536 >> t & 1) != 0 as ld16_lone16
expect ld16_lone16.wavefronts == 1
read v[37] if (131072 >> t & 1) != 0 as ld16_lone17
expect ld16_lone17.wavefronts == 1
read v[37] if (262144 >> t & 1) != 0 as ld16_lone18
expect ld16_lone18.wavefronts == 1
read v[37] if (524288 >> t & 1) != 0 as ld16_lone19
expect ld16_lone19.wavefronts == 1
read v[37] if (1048576 >> t & 1) != 0 as ld16_lone20
expect ld16_lone20.wavefronts == 1
read v[37] if (2097152 >> t & 1) != 0 as ld16_lone21
expect ld16_lone21.wavefronts == 1
read v[37] if (4194304 >> t & 1) != 0 as ld16_lone22
expect ld16_lone22.wavefronts == 1
read v[37] if (8388608 >> t & 1) != 0 as ld16_lone23
expect ld16_lone23.wavefronts == 1
read v[37] if (16777216 >> t & 1) != 0 as ld16_lone24
expect ld16_lone24.wavefronts == 1
read v[37] if (33554432 >> t & 1) != 0 as ld16_lone25
expect ld16_lone25.wavefronts == 1
read v[37] if (67108864 >> t & 1) != 0 as ld16_lone26
expect ld16_lone26.wavefronts == 1
read v[37] if (134217728 >> t & 1) != 0 as ld16_lone27
expect ld16_lone27.wavefronts == 1
read v[37] if (268435456 >> t & 1) != 0 as ld16_lone28
expect ld16_lone28.wavefronts == 1
read v[37] if (536870912 >> t & 1) != 0 as ld16_lone29
expect ld16_lone29.wavefronts == 1
read v[37] if (1073741824 >> t & 1) != 0 as ld16_lone30
expect ld16_lone30.wavefronts == 1
read v[37] if (2147483648 >> t & 1) != 0 as ld16_lone31
expect ld16_lone31.wavefronts == 1
# Nsight's instrumented estimate: 1
read v[37] if (2147483649 >> t & 1) != 0 as ld16_w31same0
expect ld16_w31same0.wavefronts == 2
read v[t <= 0 ? 37 : 45] if (2147483649 >> t & 1) != 0 as ld16_w31bank0
expect ld16_w31bank0.wavefronts == 2
read v[t <= 0 ? 37 : 38] if (2147483649 >> t & 1) != 0 as ld16_w31diff0
expect ld16_w31diff0.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147483650 >> t & 1) != 0 as ld16_w31same1
expect ld16_w31same1.wavefronts == 2
read v[t <= 1 ? 37 : 45] if (2147483650 >> t & 1) != 0 as ld16_w31bank1
expect ld16_w31bank1.wavefronts == 2
read v[t <= 1 ? 37 : 38] if (2147483650 >> t & 1) != 0 as ld16_w31diff1
expect ld16_w31diff1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147483652 >> t & 1) != 0 as ld16_w31same2
expect ld16_w31same2.wavefronts == 2
read v[t <= 2 ? 37 : 45] if (2147483652 >> t & 1) != 0 as ld16_w31bank2
expect ld16_w31bank2.wavefronts == 2
read v[t <= 2 ? 37 : 38] if (2147483652 >> t & 1) != 0 as ld16_w31diff2
expect ld16_w31diff2.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147483656 >> t & 1) != 0 as ld16_w31same3
expect ld16_w31same3.wavefronts == 2
read v[t <= 3 ? 37 : 45] if (2147483656 >> t & 1) != 0 as ld16_w31bank3
expect ld16_w31bank3.wavefronts == 2
read v[t <= 3 ? 37 : 38] if (2147483656 >> t & 1) != 0 as ld16_w31diff3
expect ld16_w31diff3.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147483664 >> t & 1) != 0 as ld16_w31same4
expect ld16_w31same4.wavefronts == 2
read v[t <= 4 ? 37 : 45] if (2147483664 >> t & 1) != 0 as ld16_w31bank4
expect ld16_w31bank4.wavefronts == 2
read v[t <= 4 ? 37 : 38] if (2147483664 >> t & 1) != 0 as ld16_w31diff4
expect ld16_w31diff4.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147483680 >> t & 1) != 0 as ld16_w31same5
expect ld16_w31same5.wavefronts == 2
read v[t <= 5 ? 37 : 45] if (2147483680 >> t & 1) != 0 as ld16_w31bank5
expect ld16_w31bank5.wavefronts == 2
read v[t <= 5 ? 37 : 38] if (2147483680 >> t & 1) != 0 as ld16_w31diff5
expect ld16_w31diff5.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147483712 >> t & 1) != 0 as ld16_w31same6
expect ld16_w31same6.wavefronts == 2
read v[t <= 6 ? 37 : 45] if (2147483712 >> t & 1) != 0 as ld16_w31bank6
expect ld16_w31bank6.wavefronts == 2
read v[t <= 6 ? 37 : 38] if (2147483712 >> t & 1) != 0 as ld16_w31diff6
expect ld16_w31diff6.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147483776 >> t & 1) != 0 as ld16_w31same7
expect ld16_w31same7.wavefronts == 2
read v[t <= 7 ? 37 : 45] if (2147483776 >> t & 1) != 0 as ld16_w31bank7
expect ld16_w31bank7.wavefronts == 2
read v[t <= 7 ? 37 : 38] if (2147483776 >> t & 1) != 0 as ld16_w31diff7
expect ld16_w31diff7.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147483904 >> t & 1) != 0 as ld16_w31same8
expect ld16_w31same8.wavefronts == 2
read v[t <= 8 ? 37 : 45] if (2147483904 >> t & 1) != 0 as ld16_w31bank8
expect ld16_w31bank8.wavefronts == 2
read v[t <= 8 ? 37 : 38] if (2147483904 >> t & 1) != 0 as ld16_w31diff8
expect ld16_w31diff8.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147484160 >> t & 1) != 0 as ld16_w31same9
expect ld16_w31same9.wavefronts == 2
read v[t <= 9 ? 37 : 45] if (2147484160 >> t & 1) != 0 as ld16_w31bank9
expect ld16_w31bank9.wavefronts == 2
read v[t <= 9 ? 37 : 38] if (2147484160 >> t & 1) != 0 as ld16_w31diff9
expect ld16_w31diff9.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147484672 >> t & 1) != 0 as ld16_w31same10
expect ld16_w31same10.wavefronts == 2
read v[t <= 10 ? 37 : 45] if (2147484672 >> t & 1) != 0 as ld16_w31bank10
expect ld16_w31bank10.wavefronts == 2
read v[t <= 10 ? 37 : 38] if (2147484672 >> t & 1) != 0 as ld16_w31diff10
expect ld16_w31diff10.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147485696 >> t & 1) != 0 as ld16_w31same11
expect ld16_w31same11.wavefronts == 2
read v[t <= 11 ? 37 : 45] if (2147485696 >> t & 1) != 0 as ld16_w31bank11
expect ld16_w31bank11.wavefronts == 2
read v[t <= 11 ? 37 : 38] if (2147485696 >> t & 1) != 0 as ld16_w31diff11
expect ld16_w31diff11.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147487744 >> t & 1) != 0 as ld16_w31same12
expect ld16_w31same12.wavefronts == 2
read v[t <= 12 ? 37 : 45] if (2147487744 >> t & 1) != 0 as ld16_w31bank12
expect ld16_w31bank12.wavefronts == 2
read v[t <= 12 ? 37 : 38] if (2147487744 >> t & 1) != 0 as ld16_w31diff12
expect ld16_w31diff12.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147491840 >> t & 1) != 0 as ld16_w31same13
expect ld16_w31same13.wavefronts == 2
read v[t <= 13 ? 37 : 45] if (2147491840 >> t & 1) != 0 as ld16_w31bank13
expect ld16_w31bank13.wavefronts == 2
read v[t <= 13 ? 37 : 38] if (2147491840 >> t & 1) != 0 as ld16_w31diff13
expect ld16_w31diff13.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147500032 >> t & 1) != 0 as ld16_w31same14
expect ld16_w31same14.wavefronts == 2
read v[t <= 14 ? 37 : 45] if (2147500032 >> t & 1) != 0 as ld16_w31bank14
expect ld16_w31bank14.wavefronts == 2
read v[t <= 14 ? 37 : 38] if (2147500032 >> t & 1) != 0 as ld16_w31diff14
expect ld16_w31diff14.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[37] if (2147516416 >> t & 1) != 0 as ld16_w31same15
expect ld16_w31same15.wavefronts == 2
read v[t <= 15 ? 37 : 45] if (2147516416 >> t & 1) != 0 as ld16_w31bank15
expect ld16_w31bank15.wavefronts == 2
read v[t <= 15 ? 37 : 38] if (2147516416 >> t & 1) != 0 as ld16_w31diff15
expect ld16_w31diff15.wavefronts == 2
read v[37] if (2147549184 >> t & 1) != 0 as ld16_w31same16
expect ld16_w31same16.wavefronts == 1
read v[t <= 16 ? 37 : 45] if (2147549184 >> t & 1) != 0 as ld16_w31bank16
expect ld16_w31bank16.wavefronts == 2
read v[t <= 16 ? 37 : 38] if (2147549184 >> t & 1) != 0 as ld16_w31diff16
expect ld16_w31diff16.wavefronts == 1
read v[37] if (2147614720 >> t & 1) != 0 as ld16_w31same17
expect ld16_w31same17.wavefronts == 1
read v[t <= 17 ? 37 : 45] if (2147614720 >> t & 1) != 0 as ld16_w31bank17
expect ld16_w31bank17.wavefronts == 2
read v[t <= 17 ? 37 : 38] if (2147614720 >> t & 1) != 0 as ld16_w31diff17
expect ld16_w31diff17.wavefronts == 1
read v[37] if (2147745792 >> t & 1) != 0 as ld16_w31same18
expect ld16_w31same18.wavefronts == 1
read v[t <= 18 ? 37 : 45] if (2147745792 >> t & 1) != 0 as ld16_w31bank18
expect ld16_w31bank18.wavefronts == 2
read v[t <= 18 ? 37 : 38] if (2147745792 >> t & 1) != 0 as ld16_w31diff18
expect ld16_w31diff18.wavefronts == 1
read v[37] if (2148007936 >> t & 1) != 0 as ld16_w31same19
expect ld16_w31same19.wavefronts == 1
read v[t <= 19 ? 37 : 45] if (2148007936 >> t & 1) != 0 as ld16_w31bank19
expect ld16_w31bank19.wavefronts == 2
read v[t <= 19 ? 37 : 38] if (2148007936 >> t & 1) != 0 as ld16_w31diff19
expect ld16_w31diff19.wavefronts == 1
read v[37] if (2148532224 >> t & 1) != 0 as ld16_w31same20
expect ld16_w31same20.wavefronts == 1
read v[t <= 20 ? 37 : 45] if (2148532224 >> t & 1) != 0 as ld16_w31bank20
expect ld16_w31bank20.wavefronts == 2
read v[t <= 20 ? 37 : 38] if (2148532224 >> t & 1) != 0 as ld16_w31diff20
expect ld16_w31diff20.wavefronts == 1
read v[37] if (2149580800 >> t & 1) != 0 as ld16_w31same21
expect ld16_w31same21.wavefronts == 1
read v[t <= 21 ? 37 : 45] if (2149580800 >> t & 1) != 0 as ld16_w31bank21
expect ld16_w31bank21.wavefronts == 2
read v[t <= 21 ? 37 : 38] if (2149580800 >> t & 1) != 0 as ld16_w31diff21
expect ld16_w31diff21.wavefronts == 1
read v[37] if (2151677952 >> t & 1) != 0 as ld16_w31same22
expect ld16_w31same22.wavefronts == 1
read v[t <= 22 ? 37 : 45] if (2151677952 >> t & 1) != 0 as ld16_w31bank22
expect ld16_w31bank22.wavefronts == 2
read v[t <= 22 ? 37 : 38] if (2151677952 >> t & 1) != 0 as ld16_w31diff22
expect ld16_w31diff22.wavefronts == 1
read v[37] if (2155872256 >> t & 1) != 0 as ld16_w31same23
expect ld16_w31same23.wavefronts == 1
read v[1 * t + 14] if (2155872256 >> t & 1) != 0 as ld16_w31bank23
expect ld16_w31bank23.wavefronts == 2
read v[t <= 23 ? 37 : 38] if (2155872256 >> t & 1) != 0 as ld16_w31diff23
expect ld16_w31diff23.wavefronts == 1
read v[37] if (2164260864 >> t & 1) != 0 as ld16_w31same24
expect ld16_w31same24.wavefronts == 1
read v[t <= 24 ? 37 : 45] if (2164260864 >> t & 1) != 0 as ld16_w31bank24
expect ld16_w31bank24.wavefronts == 2
read v[t <= 24 ? 37 : 38] if (2164260864 >> t & 1) != 0 as ld16_w31diff24
expect ld16_w31diff24.wavefronts == 1
read v[37] if (2181038080 >> t & 1) != 0 as ld16_w31same25
expect ld16_w31same25.wavefronts == 1
read v[t <= 25 ? 37 : 45] if (2181038080 >> t & 1) != 0 as ld16_w31bank25
expect ld16_w31bank25.wavefronts == 2
read v[t <= 25 ? 37 : 38] if (2181038080 >> t & 1) != 0 as ld16_w31diff25
expect ld16_w31diff25.wavefronts == 1
read v[37] if (2214592512 >> t & 1) != 0 as ld16_w31same26
expect ld16_w31same26.wavefronts == 1
read v[t <= 26 ? 37 : 45] if (2214592512 >> t & 1) != 0 as ld16_w31bank26
expect ld16_w31bank26.wavefronts == 2
read v[t <= 26 ? 37 : 38] if (2214592512 >> t & 1) != 0 as ld16_w31diff26
expect ld16_w31diff26.wavefronts == 1
read v[37] if (2281701376 >> t & 1) != 0 as ld16_w31same27
expect ld16_w31same27.wavefronts == 1
read v[2 * t + -17] if (2281701376 >> t & 1) != 0 as ld16_w31bank27
expect ld16_w31bank27.wavefronts == 2
read v[t <= 27 ? 37 : 38] if (2281701376 >> t & 1) != 0 as ld16_w31diff27
expect ld16_w31diff27.wavefronts == 1
read v[37] if (2415919104 >> t & 1) != 0 as ld16_w31same28
expect ld16_w31same28.wavefronts == 1
read v[t <= 28 ? 37 : 45] if (2415919104 >> t & 1) != 0 as ld16_w31bank28
expect ld16_w31bank28.wavefronts == 2
read v[t <= 28 ? 37 : 38] if (2415919104 >> t & 1) != 0 as ld16_w31diff28
expect ld16_w31diff28.wavefronts == 1
read v[37] if (2684354560 >> t & 1) != 0 as ld16_w31same29
expect ld16_w31same29.wavefronts == 1
read v[4 * t + -79] if (2684354560 >> t & 1) != 0 as ld16_w31bank29
expect ld16_w31bank29.wavefronts == 2
read v[t <= 29 ? 37 : 38] if (2684354560 >> t & 1) != 0 as ld16_w31diff29
expect ld16_w31diff29.wavefronts == 1
read v[37] if (3221225472 >> t & 1) != 0 as ld16_w31same30
expect ld16_w31same30.wavefronts == 1
read v[8 * t + -203] if (3221225472 >> t & 1) != 0 as ld16_w31bank30
expect ld16_w31bank30.wavefronts == 2
read v[1 * t + 7] if (3221225472 >> t & 1) != 0 as ld16_w31diff30
expect ld16_w31diff30.wavefronts == 1
# Nsight's instrumented estimate: 9
read v[t <= 1 ? 355 : t <= 3 ? 283 : t <= 5 ? 237 : t <= 7 ? 97 : t <= 9 ? 295 : t <= 11 ? 233 : t <= 13 ? 319 : t <= 15 ? 207 : t <= 17 ? 215 : t <= 19 ? 224 : t <= 21 ? 72 : t <= 23 ? 432 : t <= 25 ? 195 : t <= 27 ? 290 : t <= 29 ? 293 : 417] as ld16_n1full
expect ld16_n1full.wavefronts == 6
# Nsight's instrumented estimate: 9
read v[t <= 1 ? 355 : t <= 3 ? 283 : t <= 5 ? 237 : t <= 7 ? 97 : t <= 9 ? 295 : t <= 11 ? 233 : t <= 13 ? 319 : t <= 15 ? 207 : t <= 17 ? 215 : t <= 19 ? 224 : t <= 21 ? 72 : t <= 23 ? 432 : t <= 25 ? 195 : t <= 27 ? 290 : t <= 29 ? 293 : 417] if (2147483647 >> t & 1) != 0 as ld16_n1no31
expect ld16_n1no31.wavefronts == 6
read v[t <= 1 ? 355 : t <= 3 ? 283 : t <= 5 ? 237 : t <= 7 ? 97 : t <= 9 ? 295 : t <= 11 ? 233 : t <= 13 ? 319 : t <= 15 ? 207 : t <= 17 ? 215 : t <= 19 ? 224 : t <= 21 ? 72 : t <= 23 ? 432 : t <= 25 ? 195 : t <= 27 ? 290 : t <= 29 ? 293 : t <= 30 ? 417 : 418] as ld16_n1brk31
expect ld16_n1brk31.wavefronts == 10
# Nsight's instrumented estimate: 1
read v[3] if (65537 >> t & 1) != 0 as ld16_split0_16_same
expect ld16_split0_16_same.wavefronts == 2
read v[t <= 0 ? 3 : 11] if (65537 >> t & 1) != 0 as ld16_split0_16_bank
expect ld16_split0_16_bank.wavefronts == 2
read v[t <= 0 ? 3 : 4] if (65537 >> t & 1) != 0 as ld16_split0_16_diff
expect ld16_split0_16_diff.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[269] if (98304 >> t & 1) != 0 as ld16_split15_16_same
expect ld16_split15_16_same.wavefronts == 2
read v[8 * t + 149] if (98304 >> t & 1) != 0 as ld16_split15_16_bank
expect ld16_split15_16_bank.wavefronts == 2
read v[1 * t + 254] if (98304 >> t & 1) != 0 as ld16_split15_16_diff
expect ld16_split15_16_diff.wavefronts == 2
read v[112] if (384 >> t & 1) != 0 as ld16_split7_8_same
expect ld16_split7_8_same.wavefronts == 1
read v[8 * t + 56] if (384 >> t & 1) != 0 as ld16_split7_8_bank
expect ld16_split7_8_bank.wavefronts == 2
read v[1 * t + 105] if (384 >> t & 1) != 0 as ld16_split7_8_diff
expect ld16_split7_8_diff.wavefronts == 1
# Nsight's instrumented estimate: 1
read v[395] if (134217736 >> t & 1) != 0 as ld16_split3_27_same
expect ld16_split3_27_same.wavefronts == 2
read v[t <= 3 ? 395 : 403] if (134217736 >> t & 1) != 0 as ld16_split3_27_bank
expect ld16_split3_27_bank.wavefronts == 2
read v[t <= 3 ? 395 : 396] if (134217736 >> t & 1) != 0 as ld16_split3_27_diff
expect ld16_split3_27_diff.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[204] if (2097184 >> t & 1) != 0 as ld16_split5_21_same
expect ld16_split5_21_same.wavefronts == 2
read v[t <= 5 ? 204 : 212] if (2097184 >> t & 1) != 0 as ld16_split5_21_bank
expect ld16_split5_21_bank.wavefronts == 2
read v[t <= 5 ? 204 : 205] if (2097184 >> t & 1) != 0 as ld16_split5_21_diff
expect ld16_split5_21_diff.wavefronts == 2
read v[294] if (257 >> t & 1) != 0 as ld16_split0_8_same
expect ld16_split0_8_same.wavefronts == 1
read v[1 * t + 294] if (257 >> t & 1) != 0 as ld16_split0_8_bank
expect ld16_split0_8_bank.wavefronts == 2
read v[t <= 0 ? 294 : 295] if (257 >> t & 1) != 0 as ld16_split0_8_diff
expect ld16_split0_8_diff.wavefronts == 1
# Nsight's instrumented estimate: 1
read v[331] if (16777472 >> t & 1) != 0 as ld16_split8_24_same
expect ld16_split8_24_same.wavefronts == 2
read v[t <= 8 ? 331 : 339] if (16777472 >> t & 1) != 0 as ld16_split8_24_bank
expect ld16_split8_24_bank.wavefronts == 2
read v[t <= 8 ? 331 : 332] if (16777472 >> t & 1) != 0 as ld16_split8_24_diff
expect ld16_split8_24_diff.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[292] if (1073741826 >> t & 1) != 0 as ld16_split1_30_same
expect ld16_split1_30_same.wavefronts == 2
read v[t <= 1 ? 292 : 300] if (1073741826 >> t & 1) != 0 as ld16_split1_30_bank
expect ld16_split1_30_bank.wavefronts == 2
read v[t <= 1 ? 292 : 293] if (1073741826 >> t & 1) != 0 as ld16_split1_30_diff
expect ld16_split1_30_diff.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[178] if (147456 >> t & 1) != 0 as ld16_split14_17_same
expect ld16_split14_17_same.wavefronts == 2
read v[t <= 14 ? 178 : 186] if (147456 >> t & 1) != 0 as ld16_split14_17_bank
expect ld16_split14_17_bank.wavefronts == 2
read v[t <= 14 ? 178 : 179] if (147456 >> t & 1) != 0 as ld16_split14_17_diff
expect ld16_split14_17_diff.wavefronts == 2
read v[85] if (576 >> t & 1) != 0 as ld16_split6_9_same
expect ld16_split6_9_same.wavefronts == 1
read v[t <= 6 ? 85 : 93] if (576 >> t & 1) != 0 as ld16_split6_9_bank
expect ld16_split6_9_bank.wavefronts == 2
read v[t <= 6 ? 85 : 86] if (576 >> t & 1) != 0 as ld16_split6_9_diff
expect ld16_split6_9_diff.wavefronts == 1
read v[t <= 1 ? 51 : 59] if (66 >> t & 1) != 0 as ld16_qconf0_2
expect ld16_qconf0_2.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 51 : t <= 6 ? 59 : 228] if (32834 >> t & 1) != 0 as ld16_qconfs0_2
expect ld16_qconfs0_2.wavefronts == 2
read v[t <= 0 ? 72 : t <= 4 ? 88 : 80] if (145 >> t & 1) != 0 as ld16_qconf0_3
expect ld16_qconf0_3.wavefronts == 3
# Nsight's instrumented estimate: 4
read v[t <= 0 ? 72 : t <= 4 ? 88 : t <= 7 ? 80 : 284] if (4241 >> t & 1) != 0 as ld16_qconfs0_3
expect ld16_qconfs0_3.wavefronts == 3
read v[t <= 0 ? 113 : t <= 1 ? 105 : t <= 3 ? 121 : 129] if (27 >> t & 1) != 0 as ld16_qconf0_4
expect ld16_qconf0_4.wavefronts == 4
read v[t <= 0 ? 113 : t <= 1 ? 105 : t <= 3 ? 121 : t <= 4 ? 129 : 162] if (2075 >> t & 1) != 0 as ld16_qconfs0_4
expect ld16_qconfs0_4.wavefronts == 5
read v[t <= 10 ? 120 : 128] if (9216 >> t & 1) != 0 as ld16_qconf1_2
expect ld16_qconf1_2.wavefronts == 2
read v[t <= 10 ? 120 : t <= 13 ? 128 : 60] if (8397824 >> t & 1) != 0 as ld16_qconfs1_2
expect ld16_qconfs1_2.wavefronts == 3
read v[t <= 8 ? 28 : t <= 11 ? 36 : 44] if (18688 >> t & 1) != 0 as ld16_qconf1_3
expect ld16_qconf1_3.wavefronts == 3
read v[t <= 8 ? 28 : t <= 11 ? 36 : t <= 14 ? 44 : 377] if (8407296 >> t & 1) != 0 as ld16_qconfs1_3
expect ld16_qconfs1_3.wavefronts == 4
read v[t <= 8 ? 38 : t <= 10 ? 46 : t <= 11 ? 54 : 30] if (19712 >> t & 1) != 0 as ld16_qconf1_4
expect ld16_qconf1_4.wavefronts == 4
read v[t <= 8 ? 38 : t <= 10 ? 46 : t <= 11 ? 54 : t <= 14 ? 30 : 406] if (1068288 >> t & 1) != 0 as ld16_qconfs1_4
expect ld16_qconfs1_4.wavefronts == 5
read v[t <= 18 ? 55 : 63] if (2359296 >> t & 1) != 0 as ld16_qconf2_2
expect ld16_qconf2_2.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 18 ? 55 : t <= 21 ? 63 : 20] if (136577024 >> t & 1) != 0 as ld16_qconfs2_2
expect ld16_qconfs2_2.wavefronts == 2
read v[t <= 19 ? 27 : t <= 20 ? 35 : 19] if (5767168 >> t & 1) != 0 as ld16_qconf2_3
expect ld16_qconf2_3.wavefronts == 3
# Nsight's instrumented estimate: 4
read v[t <= 19 ? 27 : t <= 20 ? 35 : t <= 22 ? 19 : 268] if (139984896 >> t & 1) != 0 as ld16_qconfs2_3
expect ld16_qconfs2_3.wavefronts == 3
read v[t <= 16 ? 83 : t <= 19 ? 91 : t <= 22 ? 107 : 99] if (13172736 >> t & 1) != 0 as ld16_qconf2_4
expect ld16_qconf2_4.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 16 ? 83 : t <= 19 ? 91 : t <= 22 ? 107 : t <= 23 ? 99 : 55] if (281608192 >> t & 1) != 0 as ld16_qconfs2_4
expect ld16_qconfs2_4.wavefronts == 4
read v[t <= 25 ? 26 : 18] if (570425344 >> t & 1) != 0 as ld16_qconf3_2
expect ld16_qconf3_2.wavefronts == 2
read v[t <= 0 ? 109 : t <= 25 ? 26 : 18] if (570425345 >> t & 1) != 0 as ld16_qconfs3_2
expect ld16_qconfs3_2.wavefronts == 3
read v[t <= 25 ? 68 : t <= 26 ? 52 : 60] if (234881024 >> t & 1) != 0 as ld16_qconf3_3
expect ld16_qconf3_3.wavefronts == 3
read v[t <= 5 ? 503 : t <= 25 ? 68 : t <= 26 ? 52 : 60] if (234881056 >> t & 1) != 0 as ld16_qconfs3_3
expect ld16_qconfs3_3.wavefronts == 4
read v[t <= 24 ? 35 : t <= 26 ? 27 : t <= 29 ? 43 : 19] if (2768240640 >> t & 1) != 0 as ld16_qconf3_4
expect ld16_qconf3_4.wavefronts == 4
read v[t <= 4 ? 78 : t <= 24 ? 35 : t <= 26 ? 27 : t <= 29 ? 43 : 19] if (2768240656 >> t & 1) != 0 as ld16_qconfs3_4
expect ld16_qconfs3_4.wavefronts == 5
read v[244] if (16384 >> t & 1) != 0 as ld16_sp1_0_one
expect ld16_sp1_0_one.wavefronts == 1
read v[370] if (16384 >> t & 1) != 0 as ld16_sp1_0_rnd
expect ld16_sp1_0_rnd.wavefronts == 1
read v[368] if (16384 >> t & 1) != 0 as ld16_sp1_0_two
expect ld16_sp1_0_two.wavefronts == 1
read v[31] if (16384 >> t & 1) != 0 as ld16_sp1_0_n1
expect ld16_sp1_0_n1.wavefronts == 1
read v[455] if (131072 >> t & 1) != 0 as ld16_sp1_1_one
expect ld16_sp1_1_one.wavefronts == 1
read v[139] if (131072 >> t & 1) != 0 as ld16_sp1_1_rnd
expect ld16_sp1_1_rnd.wavefronts == 1
read v[157] if (131072 >> t & 1) != 0 as ld16_sp1_1_two
expect ld16_sp1_1_two.wavefronts == 1
read v[343] if (131072 >> t & 1) != 0 as ld16_sp1_1_n1
expect ld16_sp1_1_n1.wavefronts == 1
read v[426] if (262144 >> t & 1) != 0 as ld16_sp1_2_one
expect ld16_sp1_2_one.wavefronts == 1
read v[353] if (262144 >> t & 1) != 0 as ld16_sp1_2_rnd
expect ld16_sp1_2_rnd.wavefronts == 1
read v[6] if (262144 >> t & 1) != 0 as ld16_sp1_2_two
expect ld16_sp1_2_two.wavefronts == 1
read v[202] if (262144 >> t & 1) != 0 as ld16_sp1_2_n1
expect ld16_sp1_2_n1.wavefronts == 1
# Nsight's instrumented estimate: 1
read v[81] if (131074 >> t & 1) != 0 as ld16_sp2_0_one
expect ld16_sp2_0_one.wavefronts == 2
read v[t <= 1 ? 85 : 243] if (131074 >> t & 1) != 0 as ld16_sp2_0_rnd
expect ld16_sp2_0_rnd.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[431] if (131074 >> t & 1) != 0 as ld16_sp2_0_two
expect ld16_sp2_0_two.wavefronts == 2
read v[t <= 1 ? 31 : 470] if (131074 >> t & 1) != 0 as ld16_sp2_0_n1
expect ld16_sp2_0_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[112] if (268435584 >> t & 1) != 0 as ld16_sp2_1_one
expect ld16_sp2_1_one.wavefronts == 2
read v[2 * t + 76] if (268435584 >> t & 1) != 0 as ld16_sp2_1_rnd
expect ld16_sp2_1_rnd.wavefronts == 2
read v[t <= 7 ? 63 : 19] if (268435584 >> t & 1) != 0 as ld16_sp2_1_two
expect ld16_sp2_1_two.wavefronts == 2
read v[t <= 7 ? 471 : 322] if (268435584 >> t & 1) != 0 as ld16_sp2_1_n1
expect ld16_sp2_1_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[297] if (1073741952 >> t & 1) != 0 as ld16_sp2_2_one
expect ld16_sp2_2_one.wavefronts == 2
read v[t <= 7 ? 59 : 256] if (1073741952 >> t & 1) != 0 as ld16_sp2_2_rnd
expect ld16_sp2_2_rnd.wavefronts == 2
read v[t <= 7 ? 403 : 241] if (1073741952 >> t & 1) != 0 as ld16_sp2_2_two
expect ld16_sp2_2_two.wavefronts == 2
read v[t <= 7 ? 136 : 103] if (1073741952 >> t & 1) != 0 as ld16_sp2_2_n1
expect ld16_sp2_2_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[247] if (1311232 >> t & 1) != 0 as ld16_sp3_0_one
expect ld16_sp3_0_one.wavefronts == 2
read v[t <= 9 ? 443 : t <= 18 ? 140 : 445] if (1311232 >> t & 1) != 0 as ld16_sp3_0_rnd
expect ld16_sp3_0_rnd.wavefronts == 2
read v[t <= 9 ? 32 : 215] if (1311232 >> t & 1) != 0 as ld16_sp3_0_two
expect ld16_sp3_0_two.wavefronts == 2
read v[t <= 9 ? 232 : t <= 18 ? 73 : 168] if (1311232 >> t & 1) != 0 as ld16_sp3_0_n1
expect ld16_sp3_0_n1.wavefronts == 2
read v[188] if (6160 >> t & 1) != 0 as ld16_sp3_1_one
expect ld16_sp3_1_one.wavefronts == 1
read v[t <= 4 ? 48 : t <= 11 ? 378 : 301] if (6160 >> t & 1) != 0 as ld16_sp3_1_rnd
expect ld16_sp3_1_rnd.wavefronts == 1
read v[t <= 4 ? 85 : 189] if (6160 >> t & 1) != 0 as ld16_sp3_1_two
expect ld16_sp3_1_two.wavefronts == 2
read v[t <= 4 ? 135 : t <= 11 ? 275 : 71] if (6160 >> t & 1) != 0 as ld16_sp3_1_n1
expect ld16_sp3_1_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[137] if (4194376 >> t & 1) != 0 as ld16_sp3_2_one
expect ld16_sp3_2_one.wavefronts == 2
read v[t <= 3 ? 0 : t <= 6 ? 445 : 268] if (4194376 >> t & 1) != 0 as ld16_sp3_2_rnd
expect ld16_sp3_2_rnd.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[227] if (4194376 >> t & 1) != 0 as ld16_sp3_2_two
expect ld16_sp3_2_two.wavefronts == 2
read v[t <= 3 ? 235 : t <= 6 ? 242 : 490] if (4194376 >> t & 1) != 0 as ld16_sp3_2_n1
expect ld16_sp3_2_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[428] if (1140851840 >> t & 1) != 0 as ld16_sp4_0_one
expect ld16_sp4_0_one.wavefronts == 2
read v[t <= 7 ? 44 : t <= 10 ? 63 : t <= 26 ? 466 : 167] if (1140851840 >> t & 1) != 0 as ld16_sp4_0_rnd
expect ld16_sp4_0_rnd.wavefronts == 2
read v[t <= 7 ? 350 : t <= 26 ? 140 : 350] if (1140851840 >> t & 1) != 0 as ld16_sp4_0_two
expect ld16_sp4_0_two.wavefronts == 2
read v[t <= 7 ? 395 : t <= 10 ? 49 : t <= 26 ? 250 : 251] if (1140851840 >> t & 1) != 0 as ld16_sp4_0_n1
expect ld16_sp4_0_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[426] if (537411585 >> t & 1) != 0 as ld16_sp4_1_one
expect ld16_sp4_1_one.wavefronts == 2
read v[t <= 0 ? 212 : t <= 14 ? 35 : t <= 19 ? 260 : 149] if (537411585 >> t & 1) != 0 as ld16_sp4_1_rnd
expect ld16_sp4_1_rnd.wavefronts == 2
read v[t <= 0 ? 116 : 359] if (537411585 >> t & 1) != 0 as ld16_sp4_1_two
expect ld16_sp4_1_two.wavefronts == 2
read v[t <= 0 ? 182 : t <= 14 ? 214 : t <= 19 ? 196 : 161] if (537411585 >> t & 1) != 0 as ld16_sp4_1_n1
expect ld16_sp4_1_n1.wavefronts == 3
read v[198] if (17184 >> t & 1) != 0 as ld16_sp4_2_one
expect ld16_sp4_2_one.wavefronts == 1
read v[t <= 5 ? 162 : t <= 8 ? 250 : t <= 9 ? 407 : 164] if (17184 >> t & 1) != 0 as ld16_sp4_2_rnd
expect ld16_sp4_2_rnd.wavefronts == 2
read v[t <= 5 ? 454 : t <= 8 ? 291 : 454] if (17184 >> t & 1) != 0 as ld16_sp4_2_two
expect ld16_sp4_2_two.wavefronts == 1
read v[t <= 5 ? 64 : t <= 9 ? 320 : 244] if (17184 >> t & 1) != 0 as ld16_sp4_2_n1
expect ld16_sp4_2_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[260] if (276898304 >> t & 1) != 0 as ld16_sp5_0_one
expect ld16_sp5_0_one.wavefronts == 2
read v[t <= 9 ? 243 : t <= 13 ? 488 : t <= 16 ? 360 : t <= 23 ? 388 : 274] if (276898304 >> t & 1) != 0 as ld16_sp5_0_rnd
expect ld16_sp5_0_rnd.wavefronts == 2
read v[t <= 16 ? 311 : 237] if (276898304 >> t & 1) != 0 as ld16_sp5_0_two
expect ld16_sp5_0_two.wavefronts == 2
read v[t <= 9 ? 182 : t <= 13 ? 323 : t <= 16 ? 330 : t <= 23 ? 111 : 30] if (276898304 >> t & 1) != 0 as ld16_sp5_0_n1
expect ld16_sp5_0_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[114] if (69341186 >> t & 1) != 0 as ld16_sp5_1_one
expect ld16_sp5_1_one.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 5 : t <= 12 ? 467 : t <= 17 ? 313 : t <= 21 ? 369 : 343] if (69341186 >> t & 1) != 0 as ld16_sp5_1_rnd
expect ld16_sp5_1_rnd.wavefronts == 3
read v[t <= 12 ? 351 : 381] if (69341186 >> t & 1) != 0 as ld16_sp5_1_two
expect ld16_sp5_1_two.wavefronts == 2
read v[t <= 1 ? 175 : t <= 12 ? 339 : t <= 17 ? 165 : t <= 21 ? 119 : 326] if (69341186 >> t & 1) != 0 as ld16_sp5_1_n1
expect ld16_sp5_1_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[161] if (34078985 >> t & 1) != 0 as ld16_sp5_2_one
expect ld16_sp5_2_one.wavefronts == 2
read v[t <= 0 ? 502 : t <= 3 ? 337 : t <= 8 ? 346 : t <= 19 ? 201 : 495] if (34078985 >> t & 1) != 0 as ld16_sp5_2_rnd
expect ld16_sp5_2_rnd.wavefronts == 2
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 70 : t <= 8 ? 462 : t <= 19 ? 70 : 462] if (34078985 >> t & 1) != 0 as ld16_sp5_2_two
expect ld16_sp5_2_two.wavefronts == 4
read v[t <= 0 ? 485 : t <= 3 ? 307 : t <= 8 ? 216 : t <= 19 ? 273 : 229] if (34078985 >> t & 1) != 0 as ld16_sp5_2_n1
expect ld16_sp5_2_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[484] if (68288585 >> t & 1) != 0 as ld16_sp6_0_one
expect ld16_sp6_0_one.wavefronts == 2
read v[t <= 0 ? 95 : t <= 3 ? 433 : t <= 6 ? 132 : t <= 17 ? 331 : t <= 20 ? 262 : 168] if (68288585 >> t & 1) != 0 as ld16_sp6_0_rnd
expect ld16_sp6_0_rnd.wavefronts == 2
read v[t <= 17 ? 228 : t <= 20 ? 202 : 228] if (68288585 >> t & 1) != 0 as ld16_sp6_0_two
expect ld16_sp6_0_two.wavefronts == 2
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 442 : t <= 3 ? 248 : t <= 6 ? 192 : t <= 17 ? 377 : t <= 20 ? 409 : 246] if (68288585 >> t & 1) != 0 as ld16_sp6_0_n1
expect ld16_sp6_0_n1.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[194] if (103696 >> t & 1) != 0 as ld16_sp6_1_one
expect ld16_sp6_1_one.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 4 ? 55 : t <= 8 ? 487 : t <= 10 ? 91 : t <= 12 ? 125 : t <= 15 ? 27 : 498] if (103696 >> t & 1) != 0 as ld16_sp6_1_rnd
expect ld16_sp6_1_rnd.wavefronts == 3
read v[t <= 8 ? 268 : t <= 12 ? 38 : 268] if (103696 >> t & 1) != 0 as ld16_sp6_1_two
expect ld16_sp6_1_two.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 4 ? 302 : t <= 8 ? 329 : t <= 10 ? 106 : t <= 12 ? 361 : t <= 15 ? 478 : 135] if (103696 >> t & 1) != 0 as ld16_sp6_1_n1
expect ld16_sp6_1_n1.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[139] if (2692808896 >> t & 1) != 0 as ld16_sp6_2_one
expect ld16_sp6_2_one.wavefronts == 2
read v[t <= 6 ? 229 : t <= 7 ? 15 : t <= 16 ? 133 : t <= 23 ? 239 : t <= 29 ? 295 : 127] if (2692808896 >> t & 1) != 0 as ld16_sp6_2_rnd
expect ld16_sp6_2_rnd.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 7 ? 455 : t <= 16 ? 431 : t <= 23 ? 455 : t <= 29 ? 431 : 455] if (2692808896 >> t & 1) != 0 as ld16_sp6_2_two
expect ld16_sp6_2_two.wavefronts == 3
read v[t <= 7 ? 184 : t <= 16 ? 112 : t <= 23 ? 139 : t <= 29 ? 249 : 407] if (2692808896 >> t & 1) != 0 as ld16_sp6_2_n1
expect ld16_sp6_2_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[505] if (68695168 >> t & 1) != 0 as ld16_sp7_0_one
expect ld16_sp7_0_one.wavefronts == 2
read v[t <= 7 ? 101 : t <= 10 ? 21 : t <= 12 ? 300 : t <= 13 ? 240 : t <= 19 ? 36 : t <= 20 ? 257 : 141] if (68695168 >> t & 1) != 0 as ld16_sp7_0_rnd
expect ld16_sp7_0_rnd.wavefronts == 3
read v[t <= 12 ? 447 : 108] if (68695168 >> t & 1) != 0 as ld16_sp7_0_two
expect ld16_sp7_0_two.wavefronts == 2
read v[t <= 7 ? 182 : t <= 10 ? 340 : t <= 13 ? 374 : t <= 19 ? 125 : t <= 20 ? 234 : 491] if (68695168 >> t & 1) != 0 as ld16_sp7_0_n1
expect ld16_sp7_0_n1.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[236] if (1745928224 >> t & 1) != 0 as ld16_sp7_1_one
expect ld16_sp7_1_one.wavefronts == 2
read v[t <= 5 ? 103 : t <= 14 ? 385 : t <= 15 ? 55 : t <= 20 ? 73 : t <= 27 ? 80 : t <= 29 ? 67 : 217] if (1745928224 >> t & 1) != 0 as ld16_sp7_1_rnd
expect ld16_sp7_1_rnd.wavefronts == 4
read v[t <= 15 ? 96 : t <= 29 ? 75 : 96] if (1745928224 >> t & 1) != 0 as ld16_sp7_1_two
expect ld16_sp7_1_two.wavefronts == 2
read v[t <= 5 ? 479 : t <= 15 ? 38 : t <= 20 ? 334 : t <= 27 ? 189 : t <= 29 ? 156 : 321] if (1745928224 >> t & 1) != 0 as ld16_sp7_1_n1
expect ld16_sp7_1_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[492] if (542184480 >> t & 1) != 0 as ld16_sp7_2_one
expect ld16_sp7_2_one.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 5 ? 289 : t <= 10 ? 68 : t <= 12 ? 52 : t <= 16 ? 430 : t <= 20 ? 44 : t <= 22 ? 34 : 264] if (542184480 >> t & 1) != 0 as ld16_sp7_2_rnd
expect ld16_sp7_2_rnd.wavefronts == 3
# Nsight's instrumented estimate: 5
read v[t <= 5 ? 78 : t <= 12 ? 278 : t <= 20 ? 78 : t <= 22 ? 278 : 78] if (542184480 >> t & 1) != 0 as ld16_sp7_2_two
expect ld16_sp7_2_two.wavefronts == 4
read v[t <= 5 ? 275 : t <= 10 ? 380 : t <= 12 ? 59 : t <= 16 ? 234 : t <= 20 ? 255 : t <= 22 ? 267 : 64] if (542184480 >> t & 1) != 0 as ld16_sp7_2_n1
expect ld16_sp7_2_n1.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[340] if (2281747976 >> t & 1) != 0 as ld16_sp8_0_one
expect ld16_sp8_0_one.wavefronts == 2
read v[t <= 3 ? 503 : t <= 9 ? 251 : t <= 10 ? 106 : t <= 12 ? 445 : t <= 13 ? 219 : t <= 15 ? 443 : t <= 27 ? 92 : 369] if (2281747976 >> t & 1) != 0 as ld16_sp8_0_rnd
expect ld16_sp8_0_rnd.wavefronts == 5
# Nsight's instrumented estimate: 3
read v[t <= 3 ? 110 : t <= 10 ? 397 : t <= 12 ? 110 : t <= 15 ? 397 : t <= 27 ? 110 : 397] if (2281747976 >> t & 1) != 0 as ld16_sp8_0_two
expect ld16_sp8_0_two.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 3 ? 294 : t <= 9 ? 394 : t <= 10 ? 294 : t <= 13 ? 336 : t <= 15 ? 99 : t <= 27 ? 280 : 488] if (2281747976 >> t & 1) != 0 as ld16_sp8_0_n1
expect ld16_sp8_0_n1.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[224] if (157358096 >> t & 1) != 0 as ld16_sp8_1_one
expect ld16_sp8_1_one.wavefronts == 2
read v[t <= 4 ? 479 : t <= 11 ? 125 : t <= 12 ? 122 : t <= 16 ? 378 : t <= 21 ? 135 : t <= 22 ? 238 : t <= 24 ? 474 : 401] if (157358096 >> t & 1) != 0 as ld16_sp8_1_rnd
expect ld16_sp8_1_rnd.wavefronts == 3
read v[t <= 4 ? 257 : t <= 12 ? 28 : t <= 21 ? 257 : t <= 22 ? 28 : 257] if (157358096 >> t & 1) != 0 as ld16_sp8_1_two
expect ld16_sp8_1_two.wavefronts == 2
read v[t <= 4 ? 414 : t <= 11 ? 133 : t <= 12 ? 267 : t <= 16 ? 9 : t <= 21 ? 437 : t <= 22 ? 211 : t <= 24 ? 258 : 33] if (157358096 >> t & 1) != 0 as ld16_sp8_1_n1
expect ld16_sp8_1_n1.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[90] if (25448672 >> t & 1) != 0 as ld16_sp8_2_one
expect ld16_sp8_2_one.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 5 ? 24 : t <= 6 ? 218 : t <= 7 ? 175 : t <= 12 ? 488 : t <= 14 ? 249 : t <= 18 ? 62 : t <= 23 ? 469 : 191] if (25448672 >> t & 1) != 0 as ld16_sp8_2_rnd
expect ld16_sp8_2_rnd.wavefronts == 4
# Nsight's instrumented estimate: 2
read v[t <= 6 ? 280 : t <= 14 ? 164 : t <= 18 ? 280 : t <= 23 ? 164 : 280] if (25448672 >> t & 1) != 0 as ld16_sp8_2_two
expect ld16_sp8_2_two.wavefronts == 4
read v[t <= 5 ? 361 : t <= 7 ? 456 : t <= 12 ? 263 : t <= 14 ? 202 : t <= 18 ? 189 : t <= 23 ? 428 : 471] if (25448672 >> t & 1) != 0 as ld16_sp8_2_n1
expect ld16_sp8_2_n1.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[57] if (674235781 >> t & 1) != 0 as ld16_sp9_0_one
expect ld16_sp9_0_one.wavefronts == 2
# Nsight's instrumented estimate: 2
read v[t <= 0 ? 246 : t <= 2 ? 423 : t <= 7 ? 473 : t <= 8 ? 333 : t <= 10 ? 0 : t <= 20 ? 126 : t <= 21 ? 488 : t <= 27 ? 490 : 468] if (674235781 >> t & 1) != 0 as ld16_sp9_0_rnd
expect ld16_sp9_0_rnd.wavefronts == 4
read v[t <= 20 ? 230 : t <= 21 ? 464 : t <= 27 ? 230 : 464] if (674235781 >> t & 1) != 0 as ld16_sp9_0_two
expect ld16_sp9_0_two.wavefronts == 2
read v[t <= 0 ? 234 : t <= 2 ? 223 : t <= 7 ? 233 : t <= 8 ? 71 : t <= 10 ? 355 : t <= 21 ? 369 : t <= 27 ? 443 : 352] if (674235781 >> t & 1) != 0 as ld16_sp9_0_n1
expect ld16_sp9_0_n1.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[269] if (1879072008 >> t & 1) != 0 as ld16_sp9_1_one
expect ld16_sp9_1_one.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 3 ? 127 : t <= 8 ? 91 : t <= 10 ? 105 : t <= 11 ? 397 : t <= 12 ? 192 : t <= 14 ? 278 : t <= 28 ? 350 : t <= 29 ? 182 : 283] if (1879072008 >> t & 1) != 0 as ld16_sp9_1_rnd
expect ld16_sp9_1_rnd.wavefronts == 4
# Nsight's instrumented estimate: 2
read v[t <= 3 ? 427 : t <= 11 ? 48 : t <= 12 ? 427 : t <= 14 ? 48 : t <= 28 ? 427 : 48] if (1879072008 >> t & 1) != 0 as ld16_sp9_1_two
expect ld16_sp9_1_two.wavefronts == 3
# Nsight's instrumented estimate: 5
read v[t <= 3 ? 177 : t <= 8 ? 381 : t <= 11 ? 496 : t <= 12 ? 444 : t <= 14 ? 48 : t <= 29 ? 329 : 193] if (1879072008 >> t & 1) != 0 as ld16_sp9_1_n1
expect ld16_sp9_1_n1.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[53] if (673253729 >> t & 1) != 0 as ld16_sp9_2_one
expect ld16_sp9_2_one.wavefronts == 2
read v[t <= 0 ? 326 : t <= 5 ? 179 : t <= 6 ? 8 : t <= 8 ? 301 : t <= 11 ? 12 : t <= 16 ? 90 : t <= 21 ? 466 : t <= 27 ? 2 : 380] if (673253729 >> t & 1) != 0 as ld16_sp9_2_rnd
expect ld16_sp9_2_rnd.wavefronts == 4
read v[t <= 8 ? 494 : t <= 16 ? 106 : 494] if (673253729 >> t & 1) != 0 as ld16_sp9_2_two
expect ld16_sp9_2_two.wavefronts == 2
read v[t <= 0 ? 97 : t <= 5 ? 294 : t <= 6 ? 452 : t <= 8 ? 11 : t <= 11 ? 336 : t <= 16 ? 266 : t <= 21 ? 305 : t <= 27 ? 26 : 69] if (673253729 >> t & 1) != 0 as ld16_sp9_2_n1
expect ld16_sp9_2_n1.wavefronts == 3
write v[37] if (1 >> t & 1) != 0 as st16_lone0
expect st16_lone0.wavefronts == 1
write v[37] if (2 >> t & 1) != 0 as st16_lone1
expect st16_lone1.wavefronts == 1
write v[37] if (4 >> t & 1) != 0 as st16_lone2
expect st16_lone2.wavefronts == 1
write v[37] if (8 >> t & 1) != 0 as st16_lone3
expect st16_lone3.wavefronts == 1
write v[37] if (16 >> t & 1) != 0 as st16_lone4
expect st16_lone4.wavefronts == 1
write v[37] if (32 >> t & 1) != 0 as st16_lone5
expect st16_lone5.wavefronts == 1
write v[37] if (64 >> t & 1) != 0 as st16_lone6
expect st16_lone6.wavefronts == 1
write v[37] if (128 >> t & 1) != 0 as st16_lone7
expect st16_lone7.wavefronts == 1
write v[37] if (256 >> t & 1) != 0 as st16_lone8
expect st16_lone8.wavefronts == 1
write v[37] if (512 >> t & 1) != 0 as st16_lone9
expect st16_lone9.wavefronts == 1
write v[37] if (1024 >> t & 1) != 0 as st16_lone10
expect st16_lone10.wavefronts == 1
write v[37] if (2048 >> t & 1) != 0 as st16_lone11
expect st16_lone11.wavefronts == 1
write v[37] if (4096 >> t & 1) != 0 as st16_lone12
expect st16_lone12.wavefronts == 1
write v[37] if (8192 >> t & 1) != 0 as st16_lone13
expect st16_lone13.wavefronts == 1
write v[37] if (16384 >> t & 1) != 0 as st16_lone14
expect st16_lone14.wavefronts == 1
write v[37] if (32768 >> t & 1) != 0 as st16_lone15
expect st16_lone15.wavefronts == 1
write v[37] if (65536 >> t & 1) != 0 as st16_lone16
expect st16_lone16.wavefronts == 1
write v[37] if (131072 >> t & 1) != 0 as st16_lone17
expect st16_lone17.wavefronts == 1
write v[37] if (262144 >> t & 1) != 0 as st16_lone18
expect st16_lone18.wavefronts == 1
write v[37] if (524288 >> t & 1) != 0 as st16_lone19
expect st16_lone19.wavefronts == 1
write v[37] if (1048576 >> t & 1) != 0 as st16_lone20
expect st16_lone20.wavefronts == 1
write v[37] if (2097152 >> t & 1) != 0 as st16_lone21
expect st16_lone21.wavefronts == 1
write v[37] if (4194304 >> t & 1) != 0 as st16_lone22
expect st16_lone22.wavefronts == 1
write v[37] if (8388608 >> t & 1) != 0 as st16_lone23
expect st16_lone23.wavefronts == 1
write v[37] if (16777216 >> t & 1) != 0 as st16_lone24
expect st16_lone24.wavefronts == 1
write v[37] if (33554432 >> t & 1) != 0 as st16_lone25
expect st16_lone25.wavefronts == 1
write v[37] if (67108864 >> t & 1) != 0 as st16_lone26
expect st16_lone26.wavefronts == 1
write v[37] if (134217728 >> t & 1) != 0 as st16_lone27
expect st16_lone27.wavefronts == 1
write v[37] if (268435456 >> t & 1) != 0 as st16_lone28
expect st16_lone28.wavefronts == 1
write v[37] if (536870912 >> t & 1) != 0 as st16_lone29
expect st16_lone29.wavefronts == 1
write v[37] if (1073741824 >> t & 1) != 0 as st16_lone30
expect st16_lone30.wavefronts == 1
write v[37] if (2147483648 >> t & 1) != 0 as st16_lone31
expect st16_lone31.wavefronts == 1
write v[37] if (2147483649 >> t & 1) != 0 as st16_w31same0
expect st16_w31same0.wavefronts == 2
write v[t <= 0 ? 37 : 45] if (2147483649 >> t & 1) != 0 as st16_w31bank0
expect st16_w31bank0.wavefronts == 2
write v[t <= 0 ? 37 : 38] if (2147483649 >> t & 1) != 0 as st16_w31diff0
expect st16_w31diff0.wavefronts == 2
write v[37] if (2147483650 >> t & 1) != 0 as st16_w31same1
expect st16_w31same1.wavefronts == 2
write v[t <= 1 ? 37 : 45] if (2147483650 >> t & 1) != 0 as st16_w31bank1
expect st16_w31bank1.wavefronts == 2
write v[t <= 1 ? 37 : 38] if (2147483650 >> t & 1) != 0 as st16_w31diff1
expect st16_w31diff1.wavefronts == 2
write v[37] if (2147483652 >> t & 1) != 0 as st16_w31same2
expect st16_w31same2.wavefronts == 2
write v[t <= 2 ? 37 : 45] if (2147483652 >> t & 1) != 0 as st16_w31bank2
expect st16_w31bank2.wavefronts == 2
write v[t <= 2 ? 37 : 38] if (2147483652 >> t & 1) != 0 as st16_w31diff2
expect st16_w31diff2.wavefronts == 2
write v[37] if (2147483656 >> t & 1) != 0 as st16_w31same3
expect st16_w31same3.wavefronts == 2
write v[t <= 3 ? 37 : 45] if (2147483656 >> t & 1) != 0 as st16_w31bank3
expect st16_w31bank3.wavefronts == 2
write v[t <= 3 ? 37 : 38] if (2147483656 >> t & 1) != 0 as st16_w31diff3
expect st16_w31diff3.wavefronts == 2
write v[37] if (2147483664 >> t & 1) != 0 as st16_w31same4
expect st16_w31same4.wavefronts == 2
write v[t <= 4 ? 37 : 45] if (2147483664 >> t & 1) != 0 as st16_w31bank4
expect st16_w31bank4.wavefronts == 2
write v[t <= 4 ? 37 : 38] if (2147483664 >> t & 1) != 0 as st16_w31diff4
expect st16_w31diff4.wavefronts == 2
write v[37] if (2147483680 >> t & 1) != 0 as st16_w31same5
expect st16_w31same5.wavefronts == 2
write v[t <= 5 ? 37 : 45] if (2147483680 >> t & 1) != 0 as st16_w31bank5
expect st16_w31bank5.wavefronts == 2
write v[t <= 5 ? 37 : 38] if (2147483680 >> t & 1) != 0 as st16_w31diff5
expect st16_w31diff5.wavefronts == 2
write v[37] if (2147483712 >> t & 1) != 0 as st16_w31same6
expect st16_w31same6.wavefronts == 2
write v[t <= 6 ? 37 : 45] if (2147483712 >> t & 1) != 0 as st16_w31bank6
expect st16_w31bank6.wavefronts == 2
write v[t <= 6 ? 37 : 38] if (2147483712 >> t & 1) != 0 as st16_w31diff6
expect st16_w31diff6.wavefronts == 2
write v[37] if (2147483776 >> t & 1) != 0 as st16_w31same7
expect st16_w31same7.wavefronts == 2
write v[t <= 7 ? 37 : 45] if (2147483776 >> t & 1) != 0 as st16_w31bank7
expect st16_w31bank7.wavefronts == 2
write v[t <= 7 ? 37 : 38] if (2147483776 >> t & 1) != 0 as st16_w31diff7
expect st16_w31diff7.wavefronts == 2
write v[37] if (2147483904 >> t & 1) != 0 as st16_w31same8
expect st16_w31same8.wavefronts == 2
write v[t <= 8 ? 37 : 45] if (2147483904 >> t & 1) != 0 as st16_w31bank8
expect st16_w31bank8.wavefronts == 2
write v[t <= 8 ? 37 : 38] if (2147483904 >> t & 1) != 0 as st16_w31diff8
expect st16_w31diff8.wavefronts == 2
write v[37] if (2147484160 >> t & 1) != 0 as st16_w31same9
expect st16_w31same9.wavefronts == 2
write v[t <= 9 ? 37 : 45] if (2147484160 >> t & 1) != 0 as st16_w31bank9
expect st16_w31bank9.wavefronts == 2
write v[t <= 9 ? 37 : 38] if (2147484160 >> t & 1) != 0 as st16_w31diff9
expect st16_w31diff9.wavefronts == 2
write v[37] if (2147484672 >> t & 1) != 0 as st16_w31same10
expect st16_w31same10.wavefronts == 2
write v[t <= 10 ? 37 : 45] if (2147484672 >> t & 1) != 0 as st16_w31bank10
expect st16_w31bank10.wavefronts == 2
write v[t <= 10 ? 37 : 38] if (2147484672 >> t & 1) != 0 as st16_w31diff10
expect st16_w31diff10.wavefronts == 2
write v[37] if (2147485696 >> t & 1) != 0 as st16_w31same11
expect st16_w31same11.wavefronts == 2
write v[t <= 11 ? 37 : 45] if (2147485696 >> t & 1) != 0 as st16_w31bank11
expect st16_w31bank11.wavefronts == 2
write v[t <= 11 ? 37 : 38] if (2147485696 >> t & 1) != 0 as st16_w31diff11
expect st16_w31diff11.wavefronts == 2
write v[37] if (2147487744 >> t & 1) != 0 as st16_w31same12
expect st16_w31same12.wavefronts == 2
write v[t <= 12 ? 37 : 45] if (2147487744 >> t & 1) != 0 as st16_w31bank12
expect st16_w31bank12.wavefronts == 2
write v[t <= 12 ? 37 : 38] if (2147487744 >> t & 1) != 0 as st16_w31diff12
expect st16_w31diff12.wavefronts == 2
write v[37] if (2147491840 >> t & 1) != 0 as st16_w31same13
expect st16_w31same13.wavefronts == 2
write v[t <= 13 ? 37 : 45] if (2147491840 >> t & 1) != 0 as st16_w31bank13
expect st16_w31bank13.wavefronts == 2
write v[t <= 13 ? 37 : 38] if (2147491840 >> t & 1) != 0 as st16_w31diff13
expect st16_w31diff13.wavefronts == 2
write v[37] if (2147500032 >> t & 1) != 0 as st16_w31same14
expect st16_w31same14.wavefronts == 2
write v[t <= 14 ? 37 : 45] if (2147500032 >> t & 1) != 0 as st16_w31bank14
expect st16_w31bank14.wavefronts == 2
write v[t <= 14 ? 37 : 38] if (2147500032 >> t & 1) != 0 as st16_w31diff14
expect st16_w31diff14.wavefronts == 2
write v[37] if (2147516416 >> t & 1) != 0 as st16_w31same15
expect st16_w31same15.wavefronts == 2
write v[t <= 15 ? 37 : 45] if (2147516416 >> t & 1) != 0 as st16_w31bank15
expect st16_w31bank15.wavefronts == 2
write v[t <= 15 ? 37 : 38] if (2147516416 >> t & 1) != 0 as st16_w31diff15
expect st16_w31diff15.wavefronts == 2
write v[37] if (2147549184 >> t & 1) != 0 as st16_w31same16
expect st16_w31same16.wavefronts == 2
write v[t <= 16 ? 37 : 45] if (2147549184 >> t & 1) != 0 as st16_w31bank16
expect st16_w31bank16.wavefronts == 2
write v[t <= 16 ? 37 : 38] if (2147549184 >> t & 1) != 0 as st16_w31diff16
expect st16_w31diff16.wavefronts == 2
write v[37] if (2147614720 >> t & 1) != 0 as st16_w31same17
expect st16_w31same17.wavefronts == 2
write v[t <= 17 ? 37 : 45] if (2147614720 >> t & 1) != 0 as st16_w31bank17
expect st16_w31bank17.wavefronts == 2
write v[t <= 17 ? 37 : 38] if (2147614720 >> t & 1) != 0 as st16_w31diff17
expect st16_w31diff17.wavefronts == 2
write v[37] if (2147745792 >> t & 1) != 0 as st16_w31same18
expect st16_w31same18.wavefronts == 2
write v[t <= 18 ? 37 : 45] if (2147745792 >> t & 1) != 0 as st16_w31bank18
expect st16_w31bank18.wavefronts == 2
write v[t <= 18 ? 37 : 38] if (2147745792 >> t & 1) != 0 as st16_w31diff18
expect st16_w31diff18.wavefronts == 2
write v[37] if (2148007936 >> t & 1) != 0 as st16_w31same19
expect st16_w31same19.wavefronts == 2
write v[t <= 19 ? 37 : 45] if (2148007936 >> t & 1) != 0 as st16_w31bank19
expect st16_w31bank19.wavefronts == 2
write v[t <= 19 ? 37 : 38] if (2148007936 >> t & 1) != 0 as st16_w31diff19
expect st16_w31diff19.wavefronts == 2
write v[37] if (2148532224 >> t & 1) != 0 as st16_w31same20
expect st16_w31same20.wavefronts == 2
write v[t <= 20 ? 37 : 45] if (2148532224 >> t & 1) != 0 as st16_w31bank20
expect st16_w31bank20.wavefronts == 2
write v[t <= 20 ? 37 : 38] if (2148532224 >> t & 1) != 0 as st16_w31diff20
expect st16_w31diff20.wavefronts == 2
write v[37] if (2149580800 >> t & 1) != 0 as st16_w31same21
expect st16_w31same21.wavefronts == 2
write v[t <= 21 ? 37 : 45] if (2149580800 >> t & 1) != 0 as st16_w31bank21
expect st16_w31bank21.wavefronts == 2
write v[t <= 21 ? 37 : 38] if (2149580800 >> t & 1) != 0 as st16_w31diff21
expect st16_w31diff21.wavefronts == 2
write v[37] if (2151677952 >> t & 1) != 0 as st16_w31same22
expect st16_w31same22.wavefronts == 2
write v[t <= 22 ? 37 : 45] if (2151677952 >> t & 1) != 0 as st16_w31bank22
expect st16_w31bank22.wavefronts == 2
write v[t <= 22 ? 37 : 38] if (2151677952 >> t & 1) != 0 as st16_w31diff22
expect st16_w31diff22.wavefronts == 2
write v[37] if (2155872256 >> t & 1) != 0 as st16_w31same23
expect st16_w31same23.wavefronts == 2
write v[1 * t + 14] if (2155872256 >> t & 1) != 0 as st16_w31bank23
expect st16_w31bank23.wavefronts == 2
write v[t <= 23 ? 37 : 38] if (2155872256 >> t & 1) != 0 as st16_w31diff23
expect st16_w31diff23.wavefronts == 2
write v[37] if (2164260864 >> t & 1) != 0 as st16_w31same24
expect st16_w31same24.wavefronts == 1
write v[t <= 24 ? 37 : 45] if (2164260864 >> t & 1) != 0 as st16_w31bank24
expect st16_w31bank24.wavefronts == 2
write v[t <= 24 ? 37 : 38] if (2164260864 >> t & 1) != 0 as st16_w31diff24
expect st16_w31diff24.wavefronts == 1
write v[37] if (2181038080 >> t & 1) != 0 as st16_w31same25
expect st16_w31same25.wavefronts == 1
write v[t <= 25 ? 37 : 45] if (2181038080 >> t & 1) != 0 as st16_w31bank25
expect st16_w31bank25.wavefronts == 2
write v[t <= 25 ? 37 : 38] if (2181038080 >> t & 1) != 0 as st16_w31diff25
expect st16_w31diff25.wavefronts == 1
write v[37] if (2214592512 >> t & 1) != 0 as st16_w31same26
expect st16_w31same26.wavefronts == 1
write v[t <= 26 ? 37 : 45] if (2214592512 >> t & 1) != 0 as st16_w31bank26
expect st16_w31bank26.wavefronts == 2
write v[t <= 26 ? 37 : 38] if (2214592512 >> t & 1) != 0 as st16_w31diff26
expect st16_w31diff26.wavefronts == 1
write v[37] if (2281701376 >> t & 1) != 0 as st16_w31same27
expect st16_w31same27.wavefronts == 1
write v[2 * t + -17] if (2281701376 >> t & 1) != 0 as st16_w31bank27
expect st16_w31bank27.wavefronts == 2
write v[t <= 27 ? 37 : 38] if (2281701376 >> t & 1) != 0 as st16_w31diff27
expect st16_w31diff27.wavefronts == 1
write v[37] if (2415919104 >> t & 1) != 0 as st16_w31same28
expect st16_w31same28.wavefronts == 1
write v[t <= 28 ? 37 : 45] if (2415919104 >> t & 1) != 0 as st16_w31bank28
expect st16_w31bank28.wavefronts == 2
write v[t <= 28 ? 37 : 38] if (2415919104 >> t & 1) != 0 as st16_w31diff28
expect st16_w31diff28.wavefronts == 1
write v[37] if (2684354560 >> t & 1) != 0 as st16_w31same29
expect st16_w31same29.wavefronts == 1
write v[4 * t + -79] if (2684354560 >> t & 1) != 0 as st16_w31bank29
expect st16_w31bank29.wavefronts == 2
write v[t <= 29 ? 37 : 38] if (2684354560 >> t & 1) != 0 as st16_w31diff29
expect st16_w31diff29.wavefronts == 1
write v[37] if (3221225472 >> t & 1) != 0 as st16_w31same30
expect st16_w31same30.wavefronts == 1
write v[8 * t + -203] if (3221225472 >> t & 1) != 0 as st16_w31bank30
expect st16_w31bank30.wavefronts == 2
write v[1 * t + 7] if (3221225472 >> t & 1) != 0 as st16_w31diff30
expect st16_w31diff30.wavefronts == 1
write v[t <= 1 ? 254 : t <= 3 ? 420 : t <= 5 ? 119 : t <= 7 ? 250 : t <= 9 ? 383 : t <= 11 ? 125 : t <= 13 ? 243 : t <= 15 ? 269 : t <= 17 ? 201 : t <= 19 ? 254 : t <= 21 ? 418 : t <= 23 ? 71 : t <= 25 ? 508 : t <= 27 ? 303 : t <= 29 ? 237 : 186] as st16_n1full
expect st16_n1full.wavefronts == 5
write v[t <= 1 ? 254 : t <= 3 ? 420 : t <= 5 ? 119 : t <= 7 ? 250 : t <= 9 ? 383 : t <= 11 ? 125 : t <= 13 ? 243 : t <= 15 ? 269 : t <= 17 ? 201 : t <= 19 ? 254 : t <= 21 ? 418 : t <= 23 ? 71 : t <= 25 ? 508 : t <= 27 ? 303 : t <= 29 ? 237 : 186] if (2147483647 >> t & 1) != 0 as st16_n1no31
expect st16_n1no31.wavefronts == 5
write v[t <= 1 ? 254 : t <= 3 ? 420 : t <= 5 ? 119 : t <= 7 ? 250 : t <= 9 ? 383 : t <= 11 ? 125 : t <= 13 ? 243 : t <= 15 ? 269 : t <= 17 ? 201 : t <= 19 ? 254 : t <= 21 ? 418 : t <= 23 ? 71 : t <= 25 ? 508 : t <= 27 ? 303 : t <= 29 ? 237 : t <= 30 ? 186 : 187] as st16_n1brk31
expect st16_n1brk31.wavefronts == 5
write v[348] if (65537 >> t & 1) != 0 as st16_split0_16_same
expect st16_split0_16_same.wavefronts == 2
write v[t <= 0 ? 348 : 356] if (65537 >> t & 1) != 0 as st16_split0_16_bank
expect st16_split0_16_bank.wavefronts == 2
write v[t <= 0 ? 348 : 349] if (65537 >> t & 1) != 0 as st16_split0_16_diff
expect st16_split0_16_diff.wavefronts == 2
write v[236] if (98304 >> t & 1) != 0 as st16_split15_16_same
expect st16_split15_16_same.wavefronts == 2
write v[8 * t + 116] if (98304 >> t & 1) != 0 as st16_split15_16_bank
expect st16_split15_16_bank.wavefronts == 2
write v[1 * t + 221] if (98304 >> t & 1) != 0 as st16_split15_16_diff
expect st16_split15_16_diff.wavefronts == 2
write v[345] if (384 >> t & 1) != 0 as st16_split7_8_same
expect st16_split7_8_same.wavefronts == 2
write v[8 * t + 289] if (384 >> t & 1) != 0 as st16_split7_8_bank
expect st16_split7_8_bank.wavefronts == 2
write v[1 * t + 338] if (384 >> t & 1) != 0 as st16_split7_8_diff
expect st16_split7_8_diff.wavefronts == 2
write v[466] if (134217736 >> t & 1) != 0 as st16_split3_27_same
expect st16_split3_27_same.wavefronts == 2
write v[t <= 3 ? 466 : 474] if (134217736 >> t & 1) != 0 as st16_split3_27_bank
expect st16_split3_27_bank.wavefronts == 2
write v[t <= 3 ? 466 : 467] if (134217736 >> t & 1) != 0 as st16_split3_27_diff
expect st16_split3_27_diff.wavefronts == 2
write v[494] if (2097184 >> t & 1) != 0 as st16_split5_21_same
expect st16_split5_21_same.wavefronts == 2
write v[t <= 5 ? 494 : 502] if (2097184 >> t & 1) != 0 as st16_split5_21_bank
expect st16_split5_21_bank.wavefronts == 2
write v[t <= 5 ? 494 : 495] if (2097184 >> t & 1) != 0 as st16_split5_21_diff
expect st16_split5_21_diff.wavefronts == 2
write v[103] if (257 >> t & 1) != 0 as st16_split0_8_same
expect st16_split0_8_same.wavefronts == 2
write v[1 * t + 103] if (257 >> t & 1) != 0 as st16_split0_8_bank
expect st16_split0_8_bank.wavefronts == 2
write v[t <= 0 ? 103 : 104] if (257 >> t & 1) != 0 as st16_split0_8_diff
expect st16_split0_8_diff.wavefronts == 2
write v[182] if (16777472 >> t & 1) != 0 as st16_split8_24_same
expect st16_split8_24_same.wavefronts == 2
write v[t <= 8 ? 182 : 190] if (16777472 >> t & 1) != 0 as st16_split8_24_bank
expect st16_split8_24_bank.wavefronts == 2
write v[t <= 8 ? 182 : 183] if (16777472 >> t & 1) != 0 as st16_split8_24_diff
expect st16_split8_24_diff.wavefronts == 2
write v[204] if (1073741826 >> t & 1) != 0 as st16_split1_30_same
expect st16_split1_30_same.wavefronts == 2
write v[t <= 1 ? 204 : 212] if (1073741826 >> t & 1) != 0 as st16_split1_30_bank
expect st16_split1_30_bank.wavefronts == 2
write v[t <= 1 ? 204 : 205] if (1073741826 >> t & 1) != 0 as st16_split1_30_diff
expect st16_split1_30_diff.wavefronts == 2
write v[102] if (147456 >> t & 1) != 0 as st16_split14_17_same
expect st16_split14_17_same.wavefronts == 2
write v[t <= 14 ? 102 : 110] if (147456 >> t & 1) != 0 as st16_split14_17_bank
expect st16_split14_17_bank.wavefronts == 2
write v[t <= 14 ? 102 : 103] if (147456 >> t & 1) != 0 as st16_split14_17_diff
expect st16_split14_17_diff.wavefronts == 2
write v[138] if (576 >> t & 1) != 0 as st16_split6_9_same
expect st16_split6_9_same.wavefronts == 2
write v[t <= 6 ? 138 : 146] if (576 >> t & 1) != 0 as st16_split6_9_bank
expect st16_split6_9_bank.wavefronts == 2
write v[t <= 6 ? 138 : 139] if (576 >> t & 1) != 0 as st16_split6_9_diff
expect st16_split6_9_diff.wavefronts == 2
write v[t <= 3 ? 31 : 23] if (24 >> t & 1) != 0 as st16_qconf0_2
expect st16_qconf0_2.wavefronts == 2
write v[t <= 3 ? 31 : t <= 4 ? 23 : 479] if (1048 >> t & 1) != 0 as st16_qconfs0_2
expect st16_qconfs0_2.wavefronts == 3
write v[t <= 0 ? 54 : t <= 4 ? 70 : 62] if (49 >> t & 1) != 0 as st16_qconf0_3
expect st16_qconf0_3.wavefronts == 3
write v[t <= 0 ? 54 : t <= 4 ? 70 : t <= 5 ? 62 : 114] if (561 >> t & 1) != 0 as st16_qconfs0_3
expect st16_qconfs0_3.wavefronts == 4
write v[t <= 0 ? 56 : t <= 2 ? 48 : t <= 4 ? 32 : 40] if (149 >> t & 1) != 0 as st16_qconf0_4
expect st16_qconf0_4.wavefronts == 4
write v[t <= 0 ? 56 : t <= 2 ? 48 : t <= 4 ? 32 : t <= 7 ? 40 : 58] if (8341 >> t & 1) != 0 as st16_qconfs0_4
expect st16_qconfs0_4.wavefronts == 5
write v[8 * t + -43] if (1536 >> t & 1) != 0 as st16_qconf1_2
expect st16_qconf1_2.wavefronts == 2
write v[t <= 9 ? 29 : t <= 10 ? 37 : 215] if (8390144 >> t & 1) != 0 as st16_qconfs1_2
expect st16_qconfs1_2.wavefronts == 3
write v[t <= 8 ? 23 : t <= 12 ? 31 : 15] if (12544 >> t & 1) != 0 as st16_qconf1_3
expect st16_qconf1_3.wavefronts == 3
write v[t <= 8 ? 23 : t <= 12 ? 31 : t <= 13 ? 15 : 493] if (2109696 >> t & 1) != 0 as st16_qconfs1_3
expect st16_qconfs1_3.wavefronts == 4
write v[t <= 9 ? 94 : t <= 10 ? 102 : t <= 12 ? 110 : 86] if (13824 >> t & 1) != 0 as st16_qconf1_4
expect st16_qconf1_4.wavefronts == 4
write v[t <= 9 ? 94 : t <= 10 ? 102 : t <= 12 ? 110 : t <= 13 ? 86 : 331] if (79360 >> t & 1) != 0 as st16_qconfs1_4
expect st16_qconfs1_4.wavefronts == 5
write v[t <= 18 ? 21 : 29] if (2359296 >> t & 1) != 0 as st16_qconf2_2
expect st16_qconf2_2.wavefronts == 2
write v[t <= 18 ? 21 : t <= 21 ? 29 : 58] if (1076101120 >> t & 1) != 0 as st16_qconfs2_2
expect st16_qconfs2_2.wavefronts == 3
write v[t <= 16 ? 15 : t <= 20 ? 31 : 23] if (3211264 >> t & 1) != 0 as st16_qconf2_3
expect st16_qconf2_3.wavefronts == 3
write v[t <= 16 ? 15 : t <= 20 ? 31 : t <= 21 ? 23 : 179] if (1076953088 >> t & 1) != 0 as st16_qconfs2_3
expect st16_qconfs2_3.wavefronts == 4
write v[t <= 16 ? 112 : t <= 20 ? 136 : t <= 22 ? 120 : 128] if (13697024 >> t & 1) != 0 as st16_qconf2_4
expect st16_qconf2_4.wavefronts == 4
write v[t <= 16 ? 112 : t <= 20 ? 136 : t <= 22 ? 120 : t <= 23 ? 128 : 49] if (2161180672 >> t & 1) != 0 as st16_qconfs2_4
expect st16_qconfs2_4.wavefronts == 5
write v[t <= 24 ? 50 : 58] if (2164260864 >> t & 1) != 0 as st16_qconf3_2
expect st16_qconf3_2.wavefronts == 2
write v[t <= 2 ? 504 : t <= 24 ? 50 : 58] if (2164260868 >> t & 1) != 0 as st16_qconfs3_2
expect st16_qconfs3_2.wavefronts == 3
write v[t <= 26 ? 126 : t <= 28 ? 110 : 118] if (2483027968 >> t & 1) != 0 as st16_qconf3_3
expect st16_qconf3_3.wavefronts == 3
write v[t <= 6 ? 425 : t <= 26 ? 126 : t <= 28 ? 110 : 118] if (2483028032 >> t & 1) != 0 as st16_qconfs3_3
expect st16_qconfs3_3.wavefronts == 4
write v[t <= 24 ? 143 : t <= 25 ? 135 : t <= 29 ? 127 : 119] if (1660944384 >> t & 1) != 0 as st16_qconf3_4
expect st16_qconf3_4.wavefronts == 4
write v[t <= 0 ? 110 : t <= 24 ? 143 : t <= 25 ? 135 : t <= 29 ? 127 : 119] if (1660944385 >> t & 1) != 0 as st16_qconfs3_4
expect st16_qconfs3_4.wavefronts == 5
write v[263] if (268435456 >> t & 1) != 0 as st16_sp1_0_one
expect st16_sp1_0_one.wavefronts == 1
write v[413] if (268435456 >> t & 1) != 0 as st16_sp1_0_rnd
expect st16_sp1_0_rnd.wavefronts == 1
write v[434] if (268435456 >> t & 1) != 0 as st16_sp1_0_two
expect st16_sp1_0_two.wavefronts == 1
write v[358] if (268435456 >> t & 1) != 0 as st16_sp1_0_n1
expect st16_sp1_0_n1.wavefronts == 1
write v[15] if (8192 >> t & 1) != 0 as st16_sp1_1_one
expect st16_sp1_1_one.wavefronts == 1
write v[22] if (8192 >> t & 1) != 0 as st16_sp1_1_rnd
expect st16_sp1_1_rnd.wavefronts == 1
write v[115] if (8192 >> t & 1) != 0 as st16_sp1_1_two
expect st16_sp1_1_two.wavefronts == 1
write v[22] if (8192 >> t & 1) != 0 as st16_sp1_1_n1
expect st16_sp1_1_n1.wavefronts == 1
write v[264] if (16777216 >> t & 1) != 0 as st16_sp1_2_one
expect st16_sp1_2_one.wavefronts == 1
write v[167] if (16777216 >> t & 1) != 0 as st16_sp1_2_rnd
expect st16_sp1_2_rnd.wavefronts == 1
write v[438] if (16777216 >> t & 1) != 0 as st16_sp1_2_two
expect st16_sp1_2_two.wavefronts == 1
write v[334] if (16777216 >> t & 1) != 0 as st16_sp1_2_n1
expect st16_sp1_2_n1.wavefronts == 1
write v[177] if (4128 >> t & 1) != 0 as st16_sp2_0_one
expect st16_sp2_0_one.wavefronts == 2
write v[t <= 5 ? 132 : 319] if (4128 >> t & 1) != 0 as st16_sp2_0_rnd
expect st16_sp2_0_rnd.wavefronts == 2
write v[182] if (4128 >> t & 1) != 0 as st16_sp2_0_two
expect st16_sp2_0_two.wavefronts == 2
write v[t <= 5 ? 460 : 81] if (4128 >> t & 1) != 0 as st16_sp2_0_n1
expect st16_sp2_0_n1.wavefronts == 2
write v[353] if (134217730 >> t & 1) != 0 as st16_sp2_1_one
expect st16_sp2_1_one.wavefronts == 2
write v[t <= 1 ? 156 : 328] if (134217730 >> t & 1) != 0 as st16_sp2_1_rnd
expect st16_sp2_1_rnd.wavefronts == 2
write v[375] if (134217730 >> t & 1) != 0 as st16_sp2_1_two
expect st16_sp2_1_two.wavefronts == 2
write v[t <= 1 ? 489 : 103] if (134217730 >> t & 1) != 0 as st16_sp2_1_n1
expect st16_sp2_1_n1.wavefronts == 2
write v[5] if (2097216 >> t & 1) != 0 as st16_sp2_2_one
expect st16_sp2_2_one.wavefronts == 2
write v[t <= 6 ? 120 : 235] if (2097216 >> t & 1) != 0 as st16_sp2_2_rnd
expect st16_sp2_2_rnd.wavefronts == 2
write v[t <= 6 ? 450 : 375] if (2097216 >> t & 1) != 0 as st16_sp2_2_two
expect st16_sp2_2_two.wavefronts == 2
write v[t <= 6 ? 50 : 248] if (2097216 >> t & 1) != 0 as st16_sp2_2_n1
expect st16_sp2_2_n1.wavefronts == 2
write v[501] if (2147550208 >> t & 1) != 0 as st16_sp3_0_one
expect st16_sp3_0_one.wavefronts == 3
write v[t <= 10 ? 70 : t <= 16 ? 337 : 55] if (2147550208 >> t & 1) != 0 as st16_sp3_0_rnd
expect st16_sp3_0_rnd.wavefronts == 3
write v[395] if (2147550208 >> t & 1) != 0 as st16_sp3_0_two
expect st16_sp3_0_two.wavefronts == 3
write v[t <= 10 ? 178 : t <= 16 ? 11 : 441] if (2147550208 >> t & 1) != 0 as st16_sp3_0_n1
expect st16_sp3_0_n1.wavefronts == 3
write v[154] if (1140850696 >> t & 1) != 0 as st16_sp3_1_one
expect st16_sp3_1_one.wavefronts == 2
write v[t <= 3 ? 488 : t <= 26 ? 149 : 90] if (1140850696 >> t & 1) != 0 as st16_sp3_1_rnd
expect st16_sp3_1_rnd.wavefronts == 2
write v[t <= 3 ? 374 : t <= 26 ? 467 : 374] if (1140850696 >> t & 1) != 0 as st16_sp3_1_two
expect st16_sp3_1_two.wavefronts == 2
write v[t <= 3 ? 214 : t <= 26 ? 408 : 368] if (1140850696 >> t & 1) != 0 as st16_sp3_1_n1
expect st16_sp3_1_n1.wavefronts == 3
write v[133] if (33554500 >> t & 1) != 0 as st16_sp3_2_one
expect st16_sp3_2_one.wavefronts == 2
write v[t <= 2 ? 299 : t <= 6 ? 339 : 35] if (33554500 >> t & 1) != 0 as st16_sp3_2_rnd
expect st16_sp3_2_rnd.wavefronts == 3
write v[155] if (33554500 >> t & 1) != 0 as st16_sp3_2_two
expect st16_sp3_2_two.wavefronts == 2
write v[t <= 2 ? 289 : t <= 6 ? 212 : 21] if (33554500 >> t & 1) != 0 as st16_sp3_2_n1
expect st16_sp3_2_n1.wavefronts == 2
write v[64] if (136380418 >> t & 1) != 0 as st16_sp4_0_one
expect st16_sp4_0_one.wavefronts == 3
write v[t <= 1 ? 489 : t <= 16 ? 366 : t <= 21 ? 61 : 5] if (136380418 >> t & 1) != 0 as st16_sp4_0_rnd
expect st16_sp4_0_rnd.wavefronts == 3
write v[t <= 16 ? 338 : 305] if (136380418 >> t & 1) != 0 as st16_sp4_0_two
expect st16_sp4_0_two.wavefronts == 3
write v[t <= 1 ? 172 : t <= 16 ? 307 : t <= 21 ? 276 : 453] if (136380418 >> t & 1) != 0 as st16_sp4_0_n1
expect st16_sp4_0_n1.wavefronts == 3
write v[480] if (73731 >> t & 1) != 0 as st16_sp4_1_one
expect st16_sp4_1_one.wavefronts == 3
write v[t <= 0 ? 105 : t <= 1 ? 190 : t <= 13 ? 335 : 476] if (73731 >> t & 1) != 0 as st16_sp4_1_rnd
expect st16_sp4_1_rnd.wavefronts == 3
write v[t <= 0 ? 279 : t <= 1 ? 63 : 279] if (73731 >> t & 1) != 0 as st16_sp4_1_two
expect st16_sp4_1_two.wavefronts == 4
write v[t <= 1 ? 5 : t <= 13 ? 395 : 120] if (73731 >> t & 1) != 0 as st16_sp4_1_n1
expect st16_sp4_1_n1.wavefronts == 3
write v[0] if (16778273 >> t & 1) != 0 as st16_sp4_2_one
expect st16_sp4_2_one.wavefronts == 3
write v[t <= 0 ? 419 : t <= 5 ? 475 : t <= 10 ? 466 : 352] if (16778273 >> t & 1) != 0 as st16_sp4_2_rnd
expect st16_sp4_2_rnd.wavefronts == 4
write v[454] if (16778273 >> t & 1) != 0 as st16_sp4_2_two
expect st16_sp4_2_two.wavefronts == 3
write v[t <= 0 ? 297 : t <= 5 ? 190 : t <= 10 ? 490 : 462] if (16778273 >> t & 1) != 0 as st16_sp4_2_n1
expect st16_sp4_2_n1.wavefronts == 3
write v[430] if (134610950 >> t & 1) != 0 as st16_sp5_0_one
expect st16_sp5_0_one.wavefronts == 3
write v[t <= 1 ? 383 : t <= 2 ? 385 : t <= 17 ? 182 : t <= 18 ? 505 : 287] if (134610950 >> t & 1) != 0 as st16_sp5_0_rnd
expect st16_sp5_0_rnd.wavefronts == 3
write v[t <= 1 ? 36 : t <= 2 ? 104 : 36] if (134610950 >> t & 1) != 0 as st16_sp5_0_two
expect st16_sp5_0_two.wavefronts == 3
write v[t <= 1 ? 193 : t <= 2 ? 462 : t <= 17 ? 354 : t <= 18 ? 19 : 408] if (134610950 >> t & 1) != 0 as st16_sp5_0_n1
expect st16_sp5_0_n1.wavefronts == 3
write v[324] if (38814208 >> t & 1) != 0 as st16_sp5_1_one
expect st16_sp5_1_one.wavefronts == 3
write v[t <= 9 ? 126 : t <= 14 ? 68 : t <= 20 ? 178 : t <= 22 ? 140 : 232] if (38814208 >> t & 1) != 0 as st16_sp5_1_rnd
expect st16_sp5_1_rnd.wavefronts == 3
write v[t <= 9 ? 350 : t <= 14 ? 50 : t <= 20 ? 350 : t <= 22 ? 50 : 350] if (38814208 >> t & 1) != 0 as st16_sp5_1_two
expect st16_sp5_1_two.wavefronts == 3
write v[t <= 9 ? 184 : t <= 14 ? 313 : t <= 20 ? 475 : t <= 22 ? 61 : 64] if (38814208 >> t & 1) != 0 as st16_sp5_1_n1
expect st16_sp5_1_n1.wavefronts == 3
write v[94] if (402719240 >> t & 1) != 0 as st16_sp5_2_one
expect st16_sp5_2_one.wavefronts == 4
write v[t <= 3 ? 84 : t <= 9 ? 175 : t <= 16 ? 19 : t <= 27 ? 91 : 278] if (402719240 >> t & 1) != 0 as st16_sp5_2_rnd
expect st16_sp5_2_rnd.wavefronts == 4
write v[t <= 3 ? 300 : t <= 9 ? 424 : t <= 16 ? 300 : t <= 27 ? 424 : 300] if (402719240 >> t & 1) != 0 as st16_sp5_2_two
expect st16_sp5_2_two.wavefronts == 4
write v[t <= 3 ? 343 : t <= 9 ? 296 : t <= 16 ? 502 : t <= 27 ? 124 : 129] if (402719240 >> t & 1) != 0 as st16_sp5_2_n1
expect st16_sp5_2_n1.wavefronts == 4
write v[259] if (67394048 >> t & 1) != 0 as st16_sp6_0_one
expect st16_sp6_0_one.wavefronts == 3
write v[t <= 9 ? 423 : t <= 11 ? 99 : t <= 12 ? 349 : t <= 14 ? 268 : t <= 18 ? 153 : 22] if (67394048 >> t & 1) != 0 as st16_sp6_0_rnd
expect st16_sp6_0_rnd.wavefronts == 3
write v[t <= 9 ? 436 : t <= 11 ? 302 : 436] if (67394048 >> t & 1) != 0 as st16_sp6_0_two
expect st16_sp6_0_two.wavefronts == 3
write v[t <= 9 ? 497 : t <= 11 ? 249 : t <= 12 ? 353 : t <= 14 ? 10 : t <= 18 ? 121 : 231] if (67394048 >> t & 1) != 0 as st16_sp6_0_n1
expect st16_sp6_0_n1.wavefronts == 5
write v[259] if (21037067 >> t & 1) != 0 as st16_sp6_1_one
expect st16_sp6_1_one.wavefronts == 3
write v[t <= 0 ? 392 : t <= 1 ? 189 : t <= 3 ? 360 : t <= 16 ? 276 : t <= 22 ? 186 : 425] if (21037067 >> t & 1) != 0 as st16_sp6_1_rnd
expect st16_sp6_1_rnd.wavefronts == 4
write v[t <= 1 ? 27 : t <= 3 ? 104 : t <= 22 ? 27 : 104] if (21037067 >> t & 1) != 0 as st16_sp6_1_two
expect st16_sp6_1_two.wavefronts == 3
write v[t <= 1 ? 364 : t <= 3 ? 315 : t <= 16 ? 365 : t <= 22 ? 104 : 277] if (21037067 >> t & 1) != 0 as st16_sp6_1_n1
expect st16_sp6_1_n1.wavefronts == 3
write v[252] if (4325985 >> t & 1) != 0 as st16_sp6_2_one
expect st16_sp6_2_one.wavefronts == 3
write v[t <= 0 ? 93 : t <= 5 ? 220 : t <= 6 ? 482 : t <= 9 ? 357 : t <= 17 ? 26 : 155] if (4325985 >> t & 1) != 0 as st16_sp6_2_rnd
expect st16_sp6_2_rnd.wavefronts == 3
write v[t <= 0 ? 20 : t <= 6 ? 459 : t <= 17 ? 20 : 459] if (4325985 >> t & 1) != 0 as st16_sp6_2_two
expect st16_sp6_2_two.wavefronts == 3
write v[t <= 0 ? 161 : t <= 5 ? 401 : t <= 6 ? 269 : t <= 9 ? 419 : t <= 17 ? 424 : 84] if (4325985 >> t & 1) != 0 as st16_sp6_2_n1
expect st16_sp6_2_n1.wavefronts == 4
write v[322] if (805374100 >> t & 1) != 0 as st16_sp7_0_one
expect st16_sp7_0_one.wavefronts == 4
write v[t <= 2 ? 91 : t <= 4 ? 154 : t <= 7 ? 215 : t <= 11 ? 182 : t <= 16 ? 213 : t <= 28 ? 261 : 118] if (805374100 >> t & 1) != 0 as st16_sp7_0_rnd
expect st16_sp7_0_rnd.wavefronts == 4
write v[t <= 2 ? 313 : t <= 4 ? 386 : t <= 7 ? 313 : t <= 16 ? 386 : t <= 28 ? 313 : 386] if (805374100 >> t & 1) != 0 as st16_sp7_0_two
expect st16_sp7_0_two.wavefronts == 4
write v[t <= 2 ? 254 : t <= 4 ? 223 : t <= 7 ? 388 : t <= 11 ? 366 : t <= 16 ? 153 : 77] if (805374100 >> t & 1) != 0 as st16_sp7_0_n1
expect st16_sp7_0_n1.wavefronts == 4
write v[79] if (1621148672 >> t & 1) != 0 as st16_sp7_1_one
expect st16_sp7_1_one.wavefronts == 3
write v[t <= 10 ? 510 : t <= 14 ? 195 : t <= 15 ? 127 : t <= 21 ? 74 : t <= 23 ? 402 : t <= 29 ? 285 : 424] if (1621148672 >> t & 1) != 0 as st16_sp7_1_rnd
expect st16_sp7_1_rnd.wavefronts == 4
write v[t <= 10 ? 393 : t <= 14 ? 116 : t <= 23 ? 393 : t <= 29 ? 116 : 393] if (1621148672 >> t & 1) != 0 as st16_sp7_1_two
expect st16_sp7_1_two.wavefronts == 3
write v[t <= 10 ? 241 : t <= 15 ? 455 : t <= 21 ? 235 : t <= 23 ? 364 : t <= 29 ? 356 : 178] if (1621148672 >> t & 1) != 0 as st16_sp7_1_n1
expect st16_sp7_1_n1.wavefronts == 3
write v[443] if (201965570 >> t & 1) != 0 as st16_sp7_2_one
expect st16_sp7_2_one.wavefronts == 4
write v[t <= 1 ? 465 : t <= 14 ? 315 : t <= 15 ? 190 : t <= 16 ? 267 : t <= 19 ? 347 : t <= 26 ? 29 : 460] if (201965570 >> t & 1) != 0 as st16_sp7_2_rnd
expect st16_sp7_2_rnd.wavefronts == 5
write v[t <= 1 ? 100 : t <= 15 ? 422 : t <= 16 ? 100 : t <= 19 ? 422 : 100] if (201965570 >> t & 1) != 0 as st16_sp7_2_two
expect st16_sp7_2_two.wavefronts == 4
write v[t <= 1 ? 396 : t <= 15 ? 290 : t <= 16 ? 190 : t <= 19 ? 343 : 96] if (201965570 >> t & 1) != 0 as st16_sp7_2_n1
expect st16_sp7_2_n1.wavefronts == 4
write v[177] if (19043200 >> t & 1) != 0 as st16_sp8_0_one
expect st16_sp8_0_one.wavefronts == 4
write v[t <= 7 ? 170 : t <= 8 ? 325 : t <= 9 ? 391 : t <= 12 ? 112 : t <= 15 ? 245 : t <= 17 ? 313 : t <= 21 ? 442 : 461] if (19043200 >> t & 1) != 0 as st16_sp8_0_rnd
expect st16_sp8_0_rnd.wavefronts == 5
write v[t <= 9 ? 422 : t <= 17 ? 352 : 422] if (19043200 >> t & 1) != 0 as st16_sp8_0_two
expect st16_sp8_0_two.wavefronts == 4
write v[t <= 7 ? 509 : t <= 9 ? 255 : t <= 12 ? 354 : t <= 15 ? 467 : t <= 17 ? 114 : t <= 21 ? 64 : 77] if (19043200 >> t & 1) != 0 as st16_sp8_0_n1
expect st16_sp8_0_n1.wavefronts == 4
write v[40] if (2156405042 >> t & 1) != 0 as st16_sp8_1_one
expect st16_sp8_1_one.wavefronts == 4
write v[t <= 1 ? 13 : t <= 4 ? 357 : t <= 5 ? 453 : t <= 8 ? 257 : t <= 13 ? 363 : t <= 19 ? 201 : t <= 23 ? 380 : 356] if (2156405042 >> t & 1) != 0 as st16_sp8_1_rnd
expect st16_sp8_1_rnd.wavefronts == 6
write v[t <= 5 ? 209 : t <= 8 ? 393 : t <= 19 ? 209 : t <= 23 ? 393 : 209] if (2156405042 >> t & 1) != 0 as st16_sp8_1_two
expect st16_sp8_1_two.wavefronts == 6
write v[t <= 1 ? 498 : t <= 5 ? 9 : t <= 8 ? 482 : t <= 13 ? 129 : t <= 19 ? 98 : t <= 23 ? 378 : 325] if (2156405042 >> t & 1) != 0 as st16_sp8_1_n1
expect st16_sp8_1_n1.wavefronts == 5
write v[307] if (1342518528 >> t & 1) != 0 as st16_sp8_2_one
expect st16_sp8_2_one.wavefronts == 3
write v[t <= 8 ? 308 : t <= 10 ? 383 : t <= 12 ? 412 : t <= 13 ? 352 : t <= 16 ? 35 : t <= 18 ? 67 : t <= 28 ? 421 : 75] if (1342518528 >> t & 1) != 0 as st16_sp8_2_rnd
expect st16_sp8_2_rnd.wavefronts == 5
write v[t <= 8 ? 345 : t <= 10 ? 370 : t <= 13 ? 345 : t <= 18 ? 370 : t <= 28 ? 345 : 370] if (1342518528 >> t & 1) != 0 as st16_sp8_2_two
expect st16_sp8_2_two.wavefronts == 3
write v[t <= 8 ? 323 : t <= 10 ? 188 : t <= 13 ? 511 : t <= 16 ? 378 : t <= 18 ? 136 : t <= 28 ? 129 : 357] if (1342518528 >> t & 1) != 0 as st16_sp8_2_n1
expect st16_sp8_2_n1.wavefronts == 3
write v[188] if (1242047265 >> t & 1) != 0 as st16_sp9_0_one
expect st16_sp9_0_one.wavefronts == 4
write v[t <= 0 ? 322 : t <= 5 ? 142 : t <= 8 ? 310 : t <= 9 ? 453 : t <= 13 ? 339 : t <= 19 ? 201 : t <= 25 ? 12 : t <= 27 ? 67 : 50] if (1242047265 >> t & 1) != 0 as st16_sp9_0_rnd
expect st16_sp9_0_rnd.wavefronts == 4
write v[t <= 0 ? 122 : t <= 5 ? 293 : t <= 8 ? 122 : t <= 19 ? 293 : 122] if (1242047265 >> t & 1) != 0 as st16_sp9_0_two
expect st16_sp9_0_two.wavefronts == 4
write v[t <= 0 ? 298 : t <= 5 ? 350 : t <= 9 ? 226 : t <= 13 ? 448 : t <= 19 ? 298 : t <= 25 ? 32 : t <= 27 ? 491 : 485] if (1242047265 >> t & 1) != 0 as st16_sp9_0_n1
expect st16_sp9_0_n1.wavefronts == 4
write v[362] if (2284815360 >> t & 1) != 0 as st16_sp9_1_one
expect st16_sp9_1_one.wavefronts == 3
write v[t <= 10 ? 236 : t <= 15 ? 63 : t <= 16 ? 136 : t <= 17 ? 258 : t <= 18 ? 495 : t <= 19 ? 62 : t <= 21 ? 115 : t <= 27 ? 315 : 463] if (2284815360 >> t & 1) != 0 as st16_sp9_1_rnd
expect st16_sp9_1_rnd.wavefronts == 3
write v[t <= 10 ? 174 : t <= 18 ? 58 : t <= 21 ? 174 : t <= 27 ? 58 : 174] if (2284815360 >> t & 1) != 0 as st16_sp9_1_two
expect st16_sp9_1_two.wavefronts == 3
write v[t <= 10 ? 389 : t <= 15 ? 480 : t <= 17 ? 176 : t <= 19 ? 93 : t <= 21 ? 370 : t <= 27 ? 64 : 420] if (2284815360 >> t & 1) != 0 as st16_sp9_1_n1
expect st16_sp9_1_n1.wavefronts == 3
write v[311] if (1104224776 >> t & 1) != 0 as st16_sp9_2_one
expect st16_sp9_2_one.wavefronts == 4
write v[t <= 3 ? 43 : t <= 9 ? 470 : t <= 13 ? 11 : t <= 16 ? 374 : t <= 20 ? 313 : t <= 22 ? 497 : t <= 23 ? 196 : t <= 24 ? 484 : 94] if (1104224776 >> t & 1) != 0 as st16_sp9_2_rnd
expect st16_sp9_2_rnd.wavefronts == 5
write v[t <= 13 ? 477 : t <= 16 ? 500 : t <= 20 ? 477 : t <= 22 ? 500 : t <= 24 ? 477 : 500] if (1104224776 >> t & 1) != 0 as st16_sp9_2_two
expect st16_sp9_2_two.wavefronts == 4
write v[t <= 3 ? 263 : t <= 9 ? 82 : t <= 13 ? 237 : t <= 16 ? 314 : t <= 20 ? 448 : t <= 23 ? 413 : t <= 24 ? 417 : 466] if (1104224776 >> t & 1) != 0 as st16_sp9_2_n1
expect st16_sp9_2_n1.wavefronts == 4
read f[37] if (1 >> t & 1) != 0 as ld4_lone0
expect ld4_lone0.wavefronts == 1
read f[37] if (2 >> t & 1) != 0 as ld4_lone1
expect ld4_lone1.wavefronts == 1
read f[37] if (4 >> t & 1) != 0 as ld4_lone2
expect ld4_lone2.wavefronts == 1
read f[37] if (8 >> t & 1) != 0 as ld4_lone3
expect ld4_lone3.wavefronts == 1
read f[37] if (16 >> t & 1) != 0 as ld4_lone4
expect ld4_lone4.wavefronts == 1
read f[37] if (32 >> t & 1) != 0 as ld4_lone5
expect ld4_lone5.wavefronts == 1
read f[37] if (64 >> t & 1) != 0 as ld4_lone6
expect ld4_lone6.wavefronts == 1
read f[37] if (128 >> t & 1) != 0 as ld4_lone7
expect ld4_lone7.wavefronts == 1
read f[37] if (256 >> t & 1) != 0 as ld4_lone8
expect ld4_lone8.wavefronts == 1
read f[37] if (512 >> t & 1) != 0 as ld4_lone9
expect ld4_lone9.wavefronts == 1
read f[37] if (1024 >> t & 1) != 0 as ld4_lone10
expect ld4_lone10.wavefronts == 1
read f[37] if (2048 >> t & 1) != 0 as ld4_lone11
expect ld4_lone11.wavefronts == 1
read f[37] if (4096 >> t & 1) != 0 as ld4_lone12
expect ld4_lone12.wavefronts == 1
read f[37] if (8192 >> t & 1) != 0 as ld4_lone13
expect ld4_lone13.wavefronts == 1
read f[37] if (16384 >> t & 1) != 0 as ld4_lone14
expect ld4_lone14.wavefronts == 1
read f[37] if (32768 >> t & 1) != 0 as ld4_lone15
expect ld4_lone15.wavefronts == 1
read f[37] if (65536 >> t & 1) != 0 as ld4_lone16
expect ld4_lone16.wavefronts == 1
read f[37] if (131072 >> t & 1) != 0 as ld4_lone17
expect ld4_lone17.wavefronts == 1
read f[37] if (262144 >> t & 1) != 0 as ld4_lone18
expect ld4_lone18.wavefronts == 1
read f[37] if (524288 >> t & 1) != 0 as ld4_lone19
expect ld4_lone19.wavefronts == 1
read f[37] if (1048576 >> t & 1) != 0 as ld4_lone20
expect ld4_lone20.wavefronts == 1
read f[37] if (2097152 >> t & 1) != 0 as ld4_lone21
expect ld4_lone21.wavefronts == 1
read f[37] if (4194304 >> t & 1) != 0 as ld4_lone22
expect ld4_lone22.wavefronts == 1
read f[37] if (8388608 >> t & 1) != 0 as ld4_lone23
expect ld4_lone23.wavefronts == 1
read f[37] if (16777216 >> t & 1) != 0 as ld4_lone24
expect ld4_lone24.wavefronts == 1
read f[37] if (33554432 >> t & 1) != 0 as ld4_lone25
expect ld4_lone25.wavefronts == 1
read f[37] if (67108864 >> t & 1) != 0 as ld4_lone26
expect ld4_lone26.wavefronts == 1
read f[37] if (134217728 >> t & 1) != 0 as ld4_lone27
expect ld4_lone27.wavefronts == 1
read f[37] if (268435456 >> t & 1) != 0 as ld4_lone28
expect ld4_lone28.wavefronts == 1
read f[37] if (536870912 >> t & 1) != 0 as ld4_lone29
expect ld4_lone29.wavefronts == 1
read f[37] if (1073741824 >> t & 1) != 0 as ld4_lone30
expect ld4_lone30.wavefronts == 1
read f[37] if (2147483648 >> t & 1) != 0 as ld4_lone31
expect ld4_lone31.wavefronts == 1
read f[37] if (2147483649 >> t & 1) != 0 as ld4_w31same0
expect ld4_w31same0.wavefronts == 1
read f[t <= 0 ? 37 : 69] if (2147483649 >> t & 1) != 0 as ld4_w31bank0
expect ld4_w31bank0.wavefronts == 2
read f[t <= 0 ? 37 : 38] if (2147483649 >> t & 1) != 0 as ld4_w31diff0
expect ld4_w31diff0.wavefronts == 1
read f[37] if (2147483650 >> t & 1) != 0 as ld4_w31same1
expect ld4_w31same1.wavefronts == 1
read f[t <= 1 ? 37 : 69] if (2147483650 >> t & 1) != 0 as ld4_w31bank1
expect ld4_w31bank1.wavefronts == 2
read f[t <= 1 ? 37 : 38] if (2147483650 >> t & 1) != 0 as ld4_w31diff1
expect ld4_w31diff1.wavefronts == 1
read f[37] if (2147483652 >> t & 1) != 0 as ld4_w31same2
expect ld4_w31same2.wavefronts == 1
read f[t <= 2 ? 37 : 69] if (2147483652 >> t & 1) != 0 as ld4_w31bank2
expect ld4_w31bank2.wavefronts == 2
read f[t <= 2 ? 37 : 38] if (2147483652 >> t & 1) != 0 as ld4_w31diff2
expect ld4_w31diff2.wavefronts == 1
read f[37] if (2147483656 >> t & 1) != 0 as ld4_w31same3
expect ld4_w31same3.wavefronts == 1
read f[t <= 3 ? 37 : 69] if (2147483656 >> t & 1) != 0 as ld4_w31bank3
expect ld4_w31bank3.wavefronts == 2
read f[t <= 3 ? 37 : 38] if (2147483656 >> t & 1) != 0 as ld4_w31diff3
expect ld4_w31diff3.wavefronts == 1
read f[37] if (2147483664 >> t & 1) != 0 as ld4_w31same4
expect ld4_w31same4.wavefronts == 1
read f[t <= 4 ? 37 : 69] if (2147483664 >> t & 1) != 0 as ld4_w31bank4
expect ld4_w31bank4.wavefronts == 2
read f[t <= 4 ? 37 : 38] if (2147483664 >> t & 1) != 0 as ld4_w31diff4
expect ld4_w31diff4.wavefronts == 1
read f[37] if (2147483680 >> t & 1) != 0 as ld4_w31same5
expect ld4_w31same5.wavefronts == 1
read f[t <= 5 ? 37 : 69] if (2147483680 >> t & 1) != 0 as ld4_w31bank5
expect ld4_w31bank5.wavefronts == 2
read f[t <= 5 ? 37 : 38] if (2147483680 >> t & 1) != 0 as ld4_w31diff5
expect ld4_w31diff5.wavefronts == 1
read f[37] if (2147483712 >> t & 1) != 0 as ld4_w31same6
expect ld4_w31same6.wavefronts == 1
read f[t <= 6 ? 37 : 69] if (2147483712 >> t & 1) != 0 as ld4_w31bank6
expect ld4_w31bank6.wavefronts == 2
read f[t <= 6 ? 37 : 38] if (2147483712 >> t & 1) != 0 as ld4_w31diff6
expect ld4_w31diff6.wavefronts == 1
read f[37] if (2147483776 >> t & 1) != 0 as ld4_w31same7
expect ld4_w31same7.wavefronts == 1
read f[t <= 7 ? 37 : 69] if (2147483776 >> t & 1) != 0 as ld4_w31bank7
expect ld4_w31bank7.wavefronts == 2
read f[t <= 7 ? 37 : 38] if (2147483776 >> t & 1) != 0 as ld4_w31diff7
expect ld4_w31diff7.wavefronts == 1
read f[37] if (2147483904 >> t & 1) != 0 as ld4_w31same8
expect ld4_w31same8.wavefronts == 1
read f[t <= 8 ? 37 : 69] if (2147483904 >> t & 1) != 0 as ld4_w31bank8
expect ld4_w31bank8.wavefronts == 2
read f[t <= 8 ? 37 : 38] if (2147483904 >> t & 1) != 0 as ld4_w31diff8
expect ld4_w31diff8.wavefronts == 1
read f[37] if (2147484160 >> t & 1) != 0 as ld4_w31same9
expect ld4_w31same9.wavefronts == 1
read f[t <= 9 ? 37 : 69] if (2147484160 >> t & 1) != 0 as ld4_w31bank9
expect ld4_w31bank9.wavefronts == 2
read f[t <= 9 ? 37 : 38] if (2147484160 >> t & 1) != 0 as ld4_w31diff9
expect ld4_w31diff9.wavefronts == 1
read f[37] if (2147484672 >> t & 1) != 0 as ld4_w31same10
expect ld4_w31same10.wavefronts == 1
read f[t <= 10 ? 37 : 69] if (2147484672 >> t & 1) != 0 as ld4_w31bank10
expect ld4_w31bank10.wavefronts == 2
read f[t <= 10 ? 37 : 38] if (2147484672 >> t & 1) != 0 as ld4_w31diff10
expect ld4_w31diff10.wavefronts == 1
read f[37] if (2147485696 >> t & 1) != 0 as ld4_w31same11
expect ld4_w31same11.wavefronts == 1
read f[t <= 11 ? 37 : 69] if (2147485696 >> t & 1) != 0 as ld4_w31bank11
expect ld4_w31bank11.wavefronts == 2
read f[t <= 11 ? 37 : 38] if (2147485696 >> t & 1) != 0 as ld4_w31diff11
expect ld4_w31diff11.wavefronts == 1
read f[37] if (2147487744 >> t & 1) != 0 as ld4_w31same12
expect ld4_w31same12.wavefronts == 1
read f[t <= 12 ? 37 : 69] if (2147487744 >> t & 1) != 0 as ld4_w31bank12
expect ld4_w31bank12.wavefronts == 2
read f[t <= 12 ? 37 : 38] if (2147487744 >> t & 1) != 0 as ld4_w31diff12
expect ld4_w31diff12.wavefronts == 1
read f[37] if (2147491840 >> t & 1) != 0 as ld4_w31same13
expect ld4_w31same13.wavefronts == 1
read f[t <= 13 ? 37 : 69] if (2147491840 >> t & 1) != 0 as ld4_w31bank13
expect ld4_w31bank13.wavefronts == 2
read f[t <= 13 ? 37 : 38] if (2147491840 >> t & 1) != 0 as ld4_w31diff13
expect ld4_w31diff13.wavefronts == 1
read f[37] if (2147500032 >> t & 1) != 0 as ld4_w31same14
expect ld4_w31same14.wavefronts == 1
read f[t <= 14 ? 37 : 69] if (2147500032 >> t & 1) != 0 as ld4_w31bank14
expect ld4_w31bank14.wavefronts == 2
read f[t <= 14 ? 37 : 38] if (2147500032 >> t & 1) != 0 as ld4_w31diff14
expect ld4_w31diff14.wavefronts == 1
read f[37] if (2147516416 >> t & 1) != 0 as ld4_w31same15
expect ld4_w31same15.wavefronts == 1
read f[2 * t + 7] if (2147516416 >> t & 1) != 0 as ld4_w31bank15
expect ld4_w31bank15.wavefronts == 2
read f[t <= 15 ? 37 : 38] if (2147516416 >> t & 1) != 0 as ld4_w31diff15
expect ld4_w31diff15.wavefronts == 1
read f[37] if (2147549184 >> t & 1) != 0 as ld4_w31same16
expect ld4_w31same16.wavefronts == 1
read f[t <= 16 ? 37 : 69] if (2147549184 >> t & 1) != 0 as ld4_w31bank16
expect ld4_w31bank16.wavefronts == 2
read f[t <= 16 ? 37 : 38] if (2147549184 >> t & 1) != 0 as ld4_w31diff16
expect ld4_w31diff16.wavefronts == 1
read f[37] if (2147614720 >> t & 1) != 0 as ld4_w31same17
expect ld4_w31same17.wavefronts == 1
read f[t <= 17 ? 37 : 69] if (2147614720 >> t & 1) != 0 as ld4_w31bank17
expect ld4_w31bank17.wavefronts == 2
read f[t <= 17 ? 37 : 38] if (2147614720 >> t & 1) != 0 as ld4_w31diff17
expect ld4_w31diff17.wavefronts == 1
read f[37] if (2147745792 >> t & 1) != 0 as ld4_w31same18
expect ld4_w31same18.wavefronts == 1
read f[t <= 18 ? 37 : 69] if (2147745792 >> t & 1) != 0 as ld4_w31bank18
expect ld4_w31bank18.wavefronts == 2
read f[t <= 18 ? 37 : 38] if (2147745792 >> t & 1) != 0 as ld4_w31diff18
expect ld4_w31diff18.wavefronts == 1
read f[37] if (2148007936 >> t & 1) != 0 as ld4_w31same19
expect ld4_w31same19.wavefronts == 1
read f[t <= 19 ? 37 : 69] if (2148007936 >> t & 1) != 0 as ld4_w31bank19
expect ld4_w31bank19.wavefronts == 2
read f[t <= 19 ? 37 : 38] if (2148007936 >> t & 1) != 0 as ld4_w31diff19
expect ld4_w31diff19.wavefronts == 1
read f[37] if (2148532224 >> t & 1) != 0 as ld4_w31same20
expect ld4_w31same20.wavefronts == 1
read f[t <= 20 ? 37 : 69] if (2148532224 >> t & 1) != 0 as ld4_w31bank20
expect ld4_w31bank20.wavefronts == 2
read f[t <= 20 ? 37 : 38] if (2148532224 >> t & 1) != 0 as ld4_w31diff20
expect ld4_w31diff20.wavefronts == 1
read f[37] if (2149580800 >> t & 1) != 0 as ld4_w31same21
expect ld4_w31same21.wavefronts == 1
read f[t <= 21 ? 37 : 69] if (2149580800 >> t & 1) != 0 as ld4_w31bank21
expect ld4_w31bank21.wavefronts == 2
read f[t <= 21 ? 37 : 38] if (2149580800 >> t & 1) != 0 as ld4_w31diff21
expect ld4_w31diff21.wavefronts == 1
read f[37] if (2151677952 >> t & 1) != 0 as ld4_w31same22
expect ld4_w31same22.wavefronts == 1
read f[t <= 22 ? 37 : 69] if (2151677952 >> t & 1) != 0 as ld4_w31bank22
expect ld4_w31bank22.wavefronts == 2
read f[t <= 22 ? 37 : 38] if (2151677952 >> t & 1) != 0 as ld4_w31diff22
expect ld4_w31diff22.wavefronts == 1
read f[37] if (2155872256 >> t & 1) != 0 as ld4_w31same23
expect ld4_w31same23.wavefronts == 1
read f[4 * t + -55] if (2155872256 >> t & 1) != 0 as ld4_w31bank23
expect ld4_w31bank23.wavefronts == 2
read f[t <= 23 ? 37 : 38] if (2155872256 >> t & 1) != 0 as ld4_w31diff23
expect ld4_w31diff23.wavefronts == 1
read f[37] if (2164260864 >> t & 1) != 0 as ld4_w31same24
expect ld4_w31same24.wavefronts == 1
read f[t <= 24 ? 37 : 69] if (2164260864 >> t & 1) != 0 as ld4_w31bank24
expect ld4_w31bank24.wavefronts == 2
read f[t <= 24 ? 37 : 38] if (2164260864 >> t & 1) != 0 as ld4_w31diff24
expect ld4_w31diff24.wavefronts == 1
read f[37] if (2181038080 >> t & 1) != 0 as ld4_w31same25
expect ld4_w31same25.wavefronts == 1
read f[t <= 25 ? 37 : 69] if (2181038080 >> t & 1) != 0 as ld4_w31bank25
expect ld4_w31bank25.wavefronts == 2
read f[t <= 25 ? 37 : 38] if (2181038080 >> t & 1) != 0 as ld4_w31diff25
expect ld4_w31diff25.wavefronts == 1
read f[37] if (2214592512 >> t & 1) != 0 as ld4_w31same26
expect ld4_w31same26.wavefronts == 1
read f[t <= 26 ? 37 : 69] if (2214592512 >> t & 1) != 0 as ld4_w31bank26
expect ld4_w31bank26.wavefronts == 2
read f[t <= 26 ? 37 : 38] if (2214592512 >> t & 1) != 0 as ld4_w31diff26
expect ld4_w31diff26.wavefronts == 1
read f[37] if (2281701376 >> t & 1) != 0 as ld4_w31same27
expect ld4_w31same27.wavefronts == 1
read f[8 * t + -179] if (2281701376 >> t & 1) != 0 as ld4_w31bank27
expect ld4_w31bank27.wavefronts == 2
read f[t <= 27 ? 37 : 38] if (2281701376 >> t & 1) != 0 as ld4_w31diff27
expect ld4_w31diff27.wavefronts == 1
read f[37] if (2415919104 >> t & 1) != 0 as ld4_w31same28
expect ld4_w31same28.wavefronts == 1
read f[t <= 28 ? 37 : 69] if (2415919104 >> t & 1) != 0 as ld4_w31bank28
expect ld4_w31bank28.wavefronts == 2
read f[t <= 28 ? 37 : 38] if (2415919104 >> t & 1) != 0 as ld4_w31diff28
expect ld4_w31diff28.wavefronts == 1
read f[37] if (2684354560 >> t & 1) != 0 as ld4_w31same29
expect ld4_w31same29.wavefronts == 1
read f[16 * t + -427] if (2684354560 >> t & 1) != 0 as ld4_w31bank29
expect ld4_w31bank29.wavefronts == 2
read f[t <= 29 ? 37 : 38] if (2684354560 >> t & 1) != 0 as ld4_w31diff29
expect ld4_w31diff29.wavefronts == 1
read f[37] if (3221225472 >> t & 1) != 0 as ld4_w31same30
expect ld4_w31same30.wavefronts == 1
read f[32 * t + -923] if (3221225472 >> t & 1) != 0 as ld4_w31bank30
expect ld4_w31bank30.wavefronts == 2
read f[1 * t + 7] if (3221225472 >> t & 1) != 0 as ld4_w31diff30
expect ld4_w31diff30.wavefronts == 1
read f[t <= 1 ? 415 : t <= 3 ? 69 : t <= 5 ? 155 : t <= 7 ? 349 : t <= 9 ? 281 : t <= 11 ? 268 : t <= 13 ? 124 : t <= 15 ? 469 : t <= 17 ? 350 : t <= 19 ? 359 : t <= 21 ? 75 : t <= 23 ? 344 : t <= 25 ? 290 : t <= 27 ? 164 : t <= 29 ? 485 : 12] as ld4_n1full
expect ld4_n1full.wavefronts == 2
read f[t <= 1 ? 415 : t <= 3 ? 69 : t <= 5 ? 155 : t <= 7 ? 349 : t <= 9 ? 281 : t <= 11 ? 268 : t <= 13 ? 124 : t <= 15 ? 469 : t <= 17 ? 350 : t <= 19 ? 359 : t <= 21 ? 75 : t <= 23 ? 344 : t <= 25 ? 290 : t <= 27 ? 164 : t <= 29 ? 485 : 12] if (2147483647 >> t & 1) != 0 as ld4_n1no31
expect ld4_n1no31.wavefronts == 2
read f[t <= 1 ? 415 : t <= 3 ? 69 : t <= 5 ? 155 : t <= 7 ? 349 : t <= 9 ? 281 : t <= 11 ? 268 : t <= 13 ? 124 : t <= 15 ? 469 : t <= 17 ? 350 : t <= 19 ? 359 : t <= 21 ? 75 : t <= 23 ? 344 : t <= 25 ? 290 : t <= 27 ? 164 : t <= 29 ? 485 : t <= 30 ? 12 : 13] as ld4_n1brk31
expect ld4_n1brk31.wavefronts == 2
read f[123] if (65537 >> t & 1) != 0 as ld4_split0_16_same
expect ld4_split0_16_same.wavefronts == 1
read f[2 * t + 123] if (65537 >> t & 1) != 0 as ld4_split0_16_bank
expect ld4_split0_16_bank.wavefronts == 2
read f[t <= 0 ? 123 : 124] if (65537 >> t & 1) != 0 as ld4_split0_16_diff
expect ld4_split0_16_diff.wavefronts == 1
read f[60] if (98304 >> t & 1) != 0 as ld4_split15_16_same
expect ld4_split15_16_same.wavefronts == 1
read f[32 * t + -420] if (98304 >> t & 1) != 0 as ld4_split15_16_bank
expect ld4_split15_16_bank.wavefronts == 2
read f[1 * t + 45] if (98304 >> t & 1) != 0 as ld4_split15_16_diff
expect ld4_split15_16_diff.wavefronts == 1
read f[5] if (384 >> t & 1) != 0 as ld4_split7_8_same
expect ld4_split7_8_same.wavefronts == 1
read f[32 * t + -219] if (384 >> t & 1) != 0 as ld4_split7_8_bank
expect ld4_split7_8_bank.wavefronts == 2
read f[1 * t + -2] if (384 >> t & 1) != 0 as ld4_split7_8_diff
expect ld4_split7_8_diff.wavefronts == 1
read f[238] if (134217736 >> t & 1) != 0 as ld4_split3_27_same
expect ld4_split3_27_same.wavefronts == 1
read f[t <= 3 ? 238 : 270] if (134217736 >> t & 1) != 0 as ld4_split3_27_bank
expect ld4_split3_27_bank.wavefronts == 2
read f[t <= 3 ? 238 : 239] if (134217736 >> t & 1) != 0 as ld4_split3_27_diff
expect ld4_split3_27_diff.wavefronts == 1
read f[236] if (2097184 >> t & 1) != 0 as ld4_split5_21_same
expect ld4_split5_21_same.wavefronts == 1
read f[2 * t + 226] if (2097184 >> t & 1) != 0 as ld4_split5_21_bank
expect ld4_split5_21_bank.wavefronts == 2
read f[t <= 5 ? 236 : 237] if (2097184 >> t & 1) != 0 as ld4_split5_21_diff
expect ld4_split5_21_diff.wavefronts == 1
read f[122] if (257 >> t & 1) != 0 as ld4_split0_8_same
expect ld4_split0_8_same.wavefronts == 1
read f[4 * t + 122] if (257 >> t & 1) != 0 as ld4_split0_8_bank
expect ld4_split0_8_bank.wavefronts == 2
read f[t <= 0 ? 122 : 123] if (257 >> t & 1) != 0 as ld4_split0_8_diff
expect ld4_split0_8_diff.wavefronts == 1
read f[200] if (16777472 >> t & 1) != 0 as ld4_split8_24_same
expect ld4_split8_24_same.wavefronts == 1
read f[2 * t + 184] if (16777472 >> t & 1) != 0 as ld4_split8_24_bank
expect ld4_split8_24_bank.wavefronts == 2
read f[t <= 8 ? 200 : 201] if (16777472 >> t & 1) != 0 as ld4_split8_24_diff
expect ld4_split8_24_diff.wavefronts == 1
read f[405] if (1073741826 >> t & 1) != 0 as ld4_split1_30_same
expect ld4_split1_30_same.wavefronts == 1
read f[t <= 1 ? 405 : 437] if (1073741826 >> t & 1) != 0 as ld4_split1_30_bank
expect ld4_split1_30_bank.wavefronts == 2
read f[t <= 1 ? 405 : 406] if (1073741826 >> t & 1) != 0 as ld4_split1_30_diff
expect ld4_split1_30_diff.wavefronts == 1
read f[261] if (147456 >> t & 1) != 0 as ld4_split14_17_same
expect ld4_split14_17_same.wavefronts == 1
read f[t <= 14 ? 261 : 293] if (147456 >> t & 1) != 0 as ld4_split14_17_bank
expect ld4_split14_17_bank.wavefronts == 2
read f[t <= 14 ? 261 : 262] if (147456 >> t & 1) != 0 as ld4_split14_17_diff
expect ld4_split14_17_diff.wavefronts == 1
read f[23] if (576 >> t & 1) != 0 as ld4_split6_9_same
expect ld4_split6_9_same.wavefronts == 1
read f[t <= 6 ? 23 : 55] if (576 >> t & 1) != 0 as ld4_split6_9_bank
expect ld4_split6_9_bank.wavefronts == 2
read f[t <= 6 ? 23 : 24] if (576 >> t & 1) != 0 as ld4_split6_9_diff
expect ld4_split6_9_diff.wavefronts == 1
read f[t <= 0 ? 44 : 76] if (9 >> t & 1) != 0 as ld4_qconf0_2
expect ld4_qconf0_2.wavefronts == 2
read f[t <= 0 ? 44 : t <= 3 ? 76 : 91] if (16393 >> t & 1) != 0 as ld4_qconfs0_2
expect ld4_qconfs0_2.wavefronts == 2
read f[t <= 5 ? 115 : t <= 6 ? 179 : 147] if (224 >> t & 1) != 0 as ld4_qconf0_3
expect ld4_qconf0_3.wavefronts == 3
read f[t <= 5 ? 115 : t <= 6 ? 179 : t <= 7 ? 147 : 511] if (2272 >> t & 1) != 0 as ld4_qconfs0_3
expect ld4_qconfs0_3.wavefronts == 3
read f[t <= 1 ? 145 : t <= 3 ? 113 : t <= 4 ? 177 : 209] if (58 >> t & 1) != 0 as ld4_qconf0_4
expect ld4_qconf0_4.wavefronts == 4
read f[t <= 1 ? 145 : t <= 3 ? 113 : t <= 4 ? 177 : t <= 5 ? 209 : 400] if (8250 >> t & 1) != 0 as ld4_qconfs0_4
expect ld4_qconfs0_4.wavefronts == 4
read f[t <= 10 ? 103 : 135] if (9216 >> t & 1) != 0 as ld4_qconf1_2
expect ld4_qconf1_2.wavefronts == 2
read f[t <= 10 ? 103 : t <= 13 ? 135 : 317] if (4203520 >> t & 1) != 0 as ld4_qconfs1_2
expect ld4_qconfs1_2.wavefronts == 2
read f[t <= 10 ? 16 : t <= 14 ? 80 : 48] if (50176 >> t & 1) != 0 as ld4_qconf1_3
expect ld4_qconf1_3.wavefronts == 3
read f[t <= 10 ? 16 : t <= 14 ? 80 : t <= 15 ? 48 : 440] if (181248 >> t & 1) != 0 as ld4_qconfs1_3
expect ld4_qconfs1_3.wavefronts == 3
read f[t <= 9 ? 64 : t <= 11 ? 96 : t <= 12 ? 128 : 32] if (23040 >> t & 1) != 0 as ld4_qconf1_4
expect ld4_qconf1_4.wavefronts == 4
read f[t <= 9 ? 64 : t <= 11 ? 96 : t <= 12 ? 128 : t <= 14 ? 32 : 383] if (154112 >> t & 1) != 0 as ld4_qconfs1_4
expect ld4_qconfs1_4.wavefronts == 4
read f[t <= 18 ? 59 : 27] if (1310720 >> t & 1) != 0 as ld4_qconf2_2
expect ld4_qconf2_2.wavefronts == 2
read f[t <= 18 ? 59 : t <= 20 ? 27 : 341] if (68419584 >> t & 1) != 0 as ld4_qconfs2_2
expect ld4_qconfs2_2.wavefronts == 2
read f[t <= 16 ? 112 : t <= 17 ? 80 : 48] if (4390912 >> t & 1) != 0 as ld4_qconf2_3
expect ld4_qconf2_3.wavefronts == 3
read f[t <= 16 ? 112 : t <= 17 ? 80 : t <= 22 ? 48 : 269] if (1078132736 >> t & 1) != 0 as ld4_qconfs2_3
expect ld4_qconfs2_3.wavefronts == 3
read f[t <= 16 ? 202 : t <= 19 ? 170 : t <= 20 ? 106 : 138] if (3735552 >> t & 1) != 0 as ld4_qconf2_4
expect ld4_qconf2_4.wavefronts == 4
read f[t <= 16 ? 202 : t <= 19 ? 170 : t <= 20 ? 106 : t <= 21 ? 138 : 509] if (2151219200 >> t & 1) != 0 as ld4_qconfs2_4
expect ld4_qconfs2_4.wavefronts == 4
read f[32 * t + -805] if (201326592 >> t & 1) != 0 as ld4_qconf3_2
expect ld4_qconf3_2.wavefronts == 2
read f[t <= 0 ? 99 : t <= 26 ? 27 : 59] if (201326593 >> t & 1) != 0 as ld4_qconfs3_2
expect ld4_qconfs3_2.wavefronts == 2
read f[t <= 24 ? 133 : t <= 28 ? 101 : 165] if (822083584 >> t & 1) != 0 as ld4_qconf3_3
expect ld4_qconf3_3.wavefronts == 3
read f[t <= 0 ? 456 : t <= 24 ? 133 : t <= 28 ? 101 : 165] if (822083585 >> t & 1) != 0 as ld4_qconfs3_3
expect ld4_qconfs3_3.wavefronts == 3
read f[t <= 25 ? 147 : t <= 27 ? 179 : t <= 29 ? 83 : 115] if (1778384896 >> t & 1) != 0 as ld4_qconf3_4
expect ld4_qconf3_4.wavefronts == 4
read f[t <= 5 ? 489 : t <= 25 ? 147 : t <= 27 ? 179 : t <= 29 ? 83 : 115] if (1778384928 >> t & 1) != 0 as ld4_qconfs3_4
expect ld4_qconfs3_4.wavefronts == 4
read f[232] if (512 >> t & 1) != 0 as ld4_sp1_0_one
expect ld4_sp1_0_one.wavefronts == 1
read f[33] if (512 >> t & 1) != 0 as ld4_sp1_0_rnd
expect ld4_sp1_0_rnd.wavefronts == 1
read f[269] if (512 >> t & 1) != 0 as ld4_sp1_0_two
expect ld4_sp1_0_two.wavefronts == 1
read f[422] if (512 >> t & 1) != 0 as ld4_sp1_0_n1
expect ld4_sp1_0_n1.wavefronts == 1
read f[467] if (512 >> t & 1) != 0 as ld4_sp1_1_one
expect ld4_sp1_1_one.wavefronts == 1
read f[151] if (512 >> t & 1) != 0 as ld4_sp1_1_rnd
expect ld4_sp1_1_rnd.wavefronts == 1
read f[320] if (512 >> t & 1) != 0 as ld4_sp1_1_two
expect ld4_sp1_1_two.wavefronts == 1
read f[125] if (512 >> t & 1) != 0 as ld4_sp1_1_n1
expect ld4_sp1_1_n1.wavefronts == 1
read f[279] if (536870912 >> t & 1) != 0 as ld4_sp1_2_one
expect ld4_sp1_2_one.wavefronts == 1
read f[64] if (536870912 >> t & 1) != 0 as ld4_sp1_2_rnd
expect ld4_sp1_2_rnd.wavefronts == 1
read f[151] if (536870912 >> t & 1) != 0 as ld4_sp1_2_two
expect ld4_sp1_2_two.wavefronts == 1
read f[220] if (536870912 >> t & 1) != 0 as ld4_sp1_2_n1
expect ld4_sp1_2_n1.wavefronts == 1
read f[458] if (264192 >> t & 1) != 0 as ld4_sp2_0_one
expect ld4_sp2_0_one.wavefronts == 1
read f[t <= 11 ? 93 : 291] if (264192 >> t & 1) != 0 as ld4_sp2_0_rnd
expect ld4_sp2_0_rnd.wavefronts == 1
read f[t <= 11 ? 479 : 60] if (264192 >> t & 1) != 0 as ld4_sp2_0_two
expect ld4_sp2_0_two.wavefronts == 1
read f[t <= 11 ? 132 : 120] if (264192 >> t & 1) != 0 as ld4_sp2_0_n1
expect ld4_sp2_0_n1.wavefronts == 1
read f[478] if (67109888 >> t & 1) != 0 as ld4_sp2_1_one
expect ld4_sp2_1_one.wavefronts == 1
read f[t <= 10 ? 497 : 249] if (67109888 >> t & 1) != 0 as ld4_sp2_1_rnd
expect ld4_sp2_1_rnd.wavefronts == 1
read f[244] if (67109888 >> t & 1) != 0 as ld4_sp2_1_two
expect ld4_sp2_1_two.wavefronts == 1
read f[t <= 10 ? 11 : 15] if (67109888 >> t & 1) != 0 as ld4_sp2_1_n1
expect ld4_sp2_1_n1.wavefronts == 1
read f[200] if (131088 >> t & 1) != 0 as ld4_sp2_2_one
expect ld4_sp2_2_one.wavefronts == 1
read f[t <= 4 ? 318 : 50] if (131088 >> t & 1) != 0 as ld4_sp2_2_rnd
expect ld4_sp2_2_rnd.wavefronts == 1
read f[t <= 4 ? 150 : 320] if (131088 >> t & 1) != 0 as ld4_sp2_2_two
expect ld4_sp2_2_two.wavefronts == 1
read f[t <= 4 ? 483 : 470] if (131088 >> t & 1) != 0 as ld4_sp2_2_n1
expect ld4_sp2_2_n1.wavefronts == 1
read f[183] if (68222976 >> t & 1) != 0 as ld4_sp3_0_one
expect ld4_sp3_0_one.wavefronts == 1
read f[t <= 16 ? 415 : t <= 20 ? 285 : 153] if (68222976 >> t & 1) != 0 as ld4_sp3_0_rnd
expect ld4_sp3_0_rnd.wavefronts == 1
read f[363] if (68222976 >> t & 1) != 0 as ld4_sp3_0_two
expect ld4_sp3_0_two.wavefronts == 1
read f[t <= 16 ? 418 : t <= 20 ? 472 : 457] if (68222976 >> t & 1) != 0 as ld4_sp3_0_n1
expect ld4_sp3_0_n1.wavefronts == 1
read f[367] if (2097172 >> t & 1) != 0 as ld4_sp3_1_one
expect ld4_sp3_1_one.wavefronts == 1
read f[t <= 2 ? 215 : t <= 4 ? 139 : 156] if (2097172 >> t & 1) != 0 as ld4_sp3_1_rnd
expect ld4_sp3_1_rnd.wavefronts == 1
read f[195] if (2097172 >> t & 1) != 0 as ld4_sp3_1_two
expect ld4_sp3_1_two.wavefronts == 1
read f[t <= 2 ? 252 : t <= 4 ? 108 : 226] if (2097172 >> t & 1) != 0 as ld4_sp3_1_n1
expect ld4_sp3_1_n1.wavefronts == 1
read f[65] if (16781320 >> t & 1) != 0 as ld4_sp3_2_one
expect ld4_sp3_2_one.wavefronts == 1
read f[t <= 3 ? 375 : t <= 12 ? 33 : 504] if (16781320 >> t & 1) != 0 as ld4_sp3_2_rnd
expect ld4_sp3_2_rnd.wavefronts == 1
read f[t <= 3 ? 194 : t <= 12 ? 317 : 194] if (16781320 >> t & 1) != 0 as ld4_sp3_2_two
expect ld4_sp3_2_two.wavefronts == 1
read f[t <= 3 ? 259 : t <= 12 ? 487 : 75] if (16781320 >> t & 1) != 0 as ld4_sp3_2_n1
expect ld4_sp3_2_n1.wavefronts == 1
read f[474] if (151808 >> t & 1) != 0 as ld4_sp4_0_one
expect ld4_sp4_0_one.wavefronts == 1
read f[t <= 8 ? 136 : t <= 12 ? 511 : t <= 14 ? 187 : 126] if (151808 >> t & 1) != 0 as ld4_sp4_0_rnd
expect ld4_sp4_0_rnd.wavefronts == 1
read f[t <= 8 ? 186 : t <= 12 ? 204 : 186] if (151808 >> t & 1) != 0 as ld4_sp4_0_two
expect ld4_sp4_0_two.wavefronts == 1
read f[t <= 8 ? 468 : t <= 12 ? 320 : t <= 14 ? 388 : 87] if (151808 >> t & 1) != 0 as ld4_sp4_0_n1
expect ld4_sp4_0_n1.wavefronts == 1
read f[107] if (33559560 >> t & 1) != 0 as ld4_sp4_1_one
expect ld4_sp4_1_one.wavefronts == 1
read f[t <= 3 ? 440 : t <= 10 ? 318 : t <= 12 ? 436 : 132] if (33559560 >> t & 1) != 0 as ld4_sp4_1_rnd
expect ld4_sp4_1_rnd.wavefronts == 1
read f[t <= 12 ? 105 : 262] if (33559560 >> t & 1) != 0 as ld4_sp4_1_two
expect ld4_sp4_1_two.wavefronts == 1
read f[t <= 3 ? 164 : t <= 10 ? 183 : t <= 12 ? 362 : 123] if (33559560 >> t & 1) != 0 as ld4_sp4_1_n1
expect ld4_sp4_1_n1.wavefronts == 1
read f[469] if (578813960 >> t & 1) != 0 as ld4_sp4_2_one
expect ld4_sp4_2_one.wavefronts == 1
read f[t <= 3 ? 49 : t <= 23 ? 293 : t <= 25 ? 468 : 239] if (578813960 >> t & 1) != 0 as ld4_sp4_2_rnd
expect ld4_sp4_2_rnd.wavefronts == 1
read f[t <= 23 ? 262 : t <= 25 ? 25 : 262] if (578813960 >> t & 1) != 0 as ld4_sp4_2_two
expect ld4_sp4_2_two.wavefronts == 1
read f[t <= 3 ? 394 : t <= 23 ? 300 : t <= 25 ? 191 : 325] if (578813960 >> t & 1) != 0 as ld4_sp4_2_n1
expect ld4_sp4_2_n1.wavefronts == 1
read f[128] if (2150634496 >> t & 1) != 0 as ld4_sp5_0_one
expect ld4_sp5_0_one.wavefronts == 1
read f[t <= 10 ? 16 : t <= 12 ? 508 : t <= 20 ? 107 : t <= 21 ? 393 : 304] if (2150634496 >> t & 1) != 0 as ld4_sp5_0_rnd
expect ld4_sp5_0_rnd.wavefronts == 2
read f[t <= 10 ? 474 : t <= 12 ? 44 : t <= 20 ? 474 : t <= 21 ? 44 : 474] if (2150634496 >> t & 1) != 0 as ld4_sp5_0_two
expect ld4_sp5_0_two.wavefronts == 1
read f[t <= 10 ? 267 : t <= 12 ? 468 : t <= 21 ? 229 : 403] if (2150634496 >> t & 1) != 0 as ld4_sp5_0_n1
expect ld4_sp5_0_n1.wavefronts == 1
read f[33] if (134357632 >> t & 1) != 0 as ld4_sp5_1_one
expect ld4_sp5_1_one.wavefronts == 1
read f[t <= 7 ? 467 : t <= 9 ? 77 : t <= 13 ? 384 : t <= 17 ? 249 : 302] if (134357632 >> t & 1) != 0 as ld4_sp5_1_rnd
expect ld4_sp5_1_rnd.wavefronts == 1
read f[t <= 9 ? 79 : t <= 13 ? 310 : t <= 17 ? 79 : 310] if (134357632 >> t & 1) != 0 as ld4_sp5_1_two
expect ld4_sp5_1_two.wavefronts == 1
read f[t <= 7 ? 85 : t <= 9 ? 422 : t <= 13 ? 28 : t <= 17 ? 414 : 444] if (134357632 >> t & 1) != 0 as ld4_sp5_1_n1
expect ld4_sp5_1_n1.wavefronts == 2
read f[77] if (22024704 >> t & 1) != 0 as ld4_sp5_2_one
expect ld4_sp5_2_one.wavefronts == 1
read f[t <= 9 ? 285 : t <= 12 ? 494 : t <= 20 ? 106 : t <= 22 ? 128 : 130] if (22024704 >> t & 1) != 0 as ld4_sp5_2_rnd
expect ld4_sp5_2_rnd.wavefronts == 1
read f[t <= 12 ? 401 : t <= 20 ? 58 : 401] if (22024704 >> t & 1) != 0 as ld4_sp5_2_two
expect ld4_sp5_2_two.wavefronts == 1
read f[t <= 9 ? 500 : t <= 12 ? 272 : t <= 20 ? 478 : t <= 22 ? 89 : 405] if (22024704 >> t & 1) != 0 as ld4_sp5_2_n1
expect ld4_sp5_2_n1.wavefronts == 1
read f[320] if (2185238529 >> t & 1) != 0 as ld4_sp6_0_one
expect ld4_sp6_0_one.wavefronts == 1
read f[t <= 0 ? 470 : t <= 11 ? 449 : t <= 12 ? 459 : t <= 22 ? 12 : t <= 25 ? 156 : 434] if (2185238529 >> t & 1) != 0 as ld4_sp6_0_rnd
expect ld4_sp6_0_rnd.wavefronts == 1
read f[t <= 11 ? 444 : 451] if (2185238529 >> t & 1) != 0 as ld4_sp6_0_two
expect ld4_sp6_0_two.wavefronts == 1
read f[t <= 0 ? 114 : t <= 11 ? 112 : t <= 12 ? 330 : t <= 22 ? 161 : t <= 25 ? 303 : 48] if (2185238529 >> t & 1) != 0 as ld4_sp6_0_n1
expect ld4_sp6_0_n1.wavefronts == 2
read f[210] if (2684497921 >> t & 1) != 0 as ld4_sp6_1_one
expect ld4_sp6_1_one.wavefronts == 1
read f[t <= 0 ? 389 : t <= 12 ? 342 : t <= 13 ? 278 : t <= 17 ? 141 : t <= 29 ? 126 : 486] if (2684497921 >> t & 1) != 0 as ld4_sp6_1_rnd
expect ld4_sp6_1_rnd.wavefronts == 2
read f[t <= 0 ? 435 : t <= 12 ? 46 : t <= 13 ? 435 : t <= 29 ? 46 : 435] if (2684497921 >> t & 1) != 0 as ld4_sp6_1_two
expect ld4_sp6_1_two.wavefronts == 1
read f[t <= 0 ? 22 : t <= 13 ? 139 : t <= 17 ? 445 : t <= 29 ? 286 : 117] if (2684497921 >> t & 1) != 0 as ld4_sp6_1_n1
expect ld4_sp6_1_n1.wavefronts == 1
read f[182] if (804128 >> t & 1) != 0 as ld4_sp6_2_one
expect ld4_sp6_2_one.wavefronts == 1
read f[t <= 5 ? 153 : t <= 8 ? 180 : t <= 10 ? 209 : t <= 14 ? 317 : t <= 18 ? 457 : 36] if (804128 >> t & 1) != 0 as ld4_sp6_2_rnd
expect ld4_sp6_2_rnd.wavefronts == 1
read f[t <= 5 ? 422 : t <= 8 ? 403 : t <= 10 ? 422 : t <= 14 ? 403 : 422] if (804128 >> t & 1) != 0 as ld4_sp6_2_two
expect ld4_sp6_2_two.wavefronts == 1
read f[t <= 5 ? 213 : t <= 8 ? 413 : t <= 10 ? 502 : t <= 14 ? 345 : 448] if (804128 >> t & 1) != 0 as ld4_sp6_2_n1
expect ld4_sp6_2_n1.wavefronts == 1
read f[194] if (59246912 >> t & 1) != 0 as ld4_sp7_0_one
expect ld4_sp7_0_one.wavefronts == 1
read f[t <= 6 ? 9 : t <= 8 ? 314 : t <= 11 ? 364 : t <= 19 ? 461 : t <= 23 ? 347 : t <= 24 ? 233 : 14] if (59246912 >> t & 1) != 0 as ld4_sp7_0_rnd
expect ld4_sp7_0_rnd.wavefronts == 2
read f[454] if (59246912 >> t & 1) != 0 as ld4_sp7_0_two
expect ld4_sp7_0_two.wavefronts == 1
read f[t <= 6 ? 43 : t <= 8 ? 498 : t <= 11 ? 130 : t <= 19 ? 413 : t <= 23 ? 381 : 263] if (59246912 >> t & 1) != 0 as ld4_sp7_0_n1
expect ld4_sp7_0_n1.wavefronts == 2
read f[278] if (2197815473 >> t & 1) != 0 as ld4_sp7_1_one
expect ld4_sp7_1_one.wavefronts == 1
read f[t <= 0 ? 184 : t <= 4 ? 25 : t <= 5 ? 316 : t <= 7 ? 155 : t <= 24 ? 463 : t <= 25 ? 55 : 216] if (2197815473 >> t & 1) != 0 as ld4_sp7_1_rnd
expect ld4_sp7_1_rnd.wavefronts == 2
read f[t <= 4 ? 345 : t <= 5 ? 447 : t <= 7 ? 345 : t <= 25 ? 447 : 345] if (2197815473 >> t & 1) != 0 as ld4_sp7_1_two
expect ld4_sp7_1_two.wavefronts == 1
read f[t <= 0 ? 213 : t <= 5 ? 487 : t <= 7 ? 72 : t <= 25 ? 96 : 65] if (2197815473 >> t & 1) != 0 as ld4_sp7_1_n1
expect ld4_sp7_1_n1.wavefronts == 1
read f[360] if (1279262858 >> t & 1) != 0 as ld4_sp7_2_one
expect ld4_sp7_2_one.wavefronts == 1
read f[t <= 1 ? 331 : t <= 3 ? 223 : t <= 7 ? 373 : t <= 22 ? 305 : t <= 26 ? 347 : t <= 27 ? 25 : 126] if (1279262858 >> t & 1) != 0 as ld4_sp7_2_rnd
expect ld4_sp7_2_rnd.wavefronts == 1
read f[t <= 7 ? 462 : t <= 26 ? 273 : t <= 27 ? 462 : 273] if (1279262858 >> t & 1) != 0 as ld4_sp7_2_two
expect ld4_sp7_2_two.wavefronts == 1
read f[t <= 1 ? 62 : t <= 3 ? 467 : t <= 7 ? 508 : t <= 22 ? 53 : t <= 27 ? 480 : 68] if (1279262858 >> t & 1) != 0 as ld4_sp7_2_n1
expect ld4_sp7_2_n1.wavefronts == 1
read f[420] if (2152235116 >> t & 1) != 0 as ld4_sp8_0_one
expect ld4_sp8_0_one.wavefronts == 1
read f[t <= 2 ? 180 : t <= 3 ? 57 : t <= 5 ? 300 : t <= 6 ? 353 : t <= 15 ? 199 : t <= 19 ? 39 : t <= 22 ? 163 : 139] if (2152235116 >> t & 1) != 0 as ld4_sp8_0_rnd
expect ld4_sp8_0_rnd.wavefronts == 2
read f[t <= 15 ? 184 : t <= 22 ? 63 : 184] if (2152235116 >> t & 1) != 0 as ld4_sp8_0_two
expect ld4_sp8_0_two.wavefronts == 1
read f[t <= 3 ? 501 : t <= 5 ? 311 : t <= 6 ? 453 : t <= 15 ? 404 : t <= 19 ? 362 : t <= 22 ? 70 : 365] if (2152235116 >> t & 1) != 0 as ld4_sp8_0_n1
expect ld4_sp8_0_n1.wavefronts == 1
read f[237] if (67438136 >> t & 1) != 0 as ld4_sp8_1_one
expect ld4_sp8_1_one.wavefronts == 1
read f[t <= 3 ? 195 : t <= 4 ? 400 : t <= 5 ? 128 : t <= 9 ? 357 : t <= 10 ? 349 : t <= 16 ? 132 : t <= 18 ? 287 : 83] if (67438136 >> t & 1) != 0 as ld4_sp8_1_rnd
expect ld4_sp8_1_rnd.wavefronts == 1
read f[t <= 3 ? 15 : 31] if (67438136 >> t & 1) != 0 as ld4_sp8_1_two
expect ld4_sp8_1_two.wavefronts == 1
read f[t <= 3 ? 461 : t <= 5 ? 399 : t <= 9 ? 170 : t <= 10 ? 27 : t <= 16 ? 82 : t <= 18 ? 126 : 274] if (67438136 >> t & 1) != 0 as ld4_sp8_1_n1
expect ld4_sp8_1_n1.wavefronts == 2
read f[427] if (340787849 >> t & 1) != 0 as ld4_sp8_2_one
expect ld4_sp8_2_one.wavefronts == 1
read f[t <= 0 ? 26 : t <= 3 ? 89 : t <= 7 ? 79 : t <= 9 ? 485 : t <= 20 ? 363 : t <= 22 ? 274 : t <= 26 ? 302 : 435] if (340787849 >> t & 1) != 0 as ld4_sp8_2_rnd
expect ld4_sp8_2_rnd.wavefronts == 1
read f[t <= 0 ? 105 : t <= 7 ? 130 : t <= 9 ? 105 : t <= 22 ? 130 : t <= 26 ? 105 : 130] if (340787849 >> t & 1) != 0 as ld4_sp8_2_two
expect ld4_sp8_2_two.wavefronts == 1
read f[t <= 0 ? 486 : t <= 3 ? 312 : t <= 7 ? 23 : t <= 9 ? 173 : t <= 20 ? 107 : t <= 22 ? 246 : t <= 26 ? 150 : 190] if (340787849 >> t & 1) != 0 as ld4_sp8_2_n1
expect ld4_sp8_2_n1.wavefronts == 2
read f[125] if (182616084 >> t & 1) != 0 as ld4_sp9_0_one
expect ld4_sp9_0_one.wavefronts == 1
read f[t <= 2 ? 456 : t <= 4 ? 207 : t <= 15 ? 364 : t <= 17 ? 443 : t <= 21 ? 152 : t <= 22 ? 254 : t <= 23 ? 432 : t <= 25 ? 494 : 416] if (182616084 >> t & 1) != 0 as ld4_sp9_0_rnd
expect ld4_sp9_0_rnd.wavefronts == 1
read f[t <= 4 ? 148 : t <= 17 ? 120 : t <= 21 ? 148 : t <= 22 ? 120 : t <= 23 ? 148 : t <= 25 ? 120 : 148] if (182616084 >> t & 1) != 0 as ld4_sp9_0_two
expect ld4_sp9_0_two.wavefronts == 1
read f[t <= 2 ? 335 : t <= 4 ? 425 : t <= 15 ? 260 : t <= 17 ? 372 : t <= 21 ? 40 : t <= 23 ? 103 : t <= 25 ? 21 : 372] if (182616084 >> t & 1) != 0 as ld4_sp9_0_n1
expect ld4_sp9_0_n1.wavefronts == 1
read f[382] if (2508260616 >> t & 1) != 0 as ld4_sp9_1_one
expect ld4_sp9_1_one.wavefronts == 1
read f[t <= 3 ? 399 : t <= 8 ? 239 : t <= 10 ? 117 : t <= 16 ? 397 : t <= 23 ? 270 : t <= 24 ? 283 : t <= 26 ? 136 : t <= 28 ? 10 : 183] if (2508260616 >> t & 1) != 0 as ld4_sp9_1_rnd
expect ld4_sp9_1_rnd.wavefronts == 2
read f[t <= 8 ? 441 : t <= 10 ? 190 : t <= 23 ? 441 : t <= 24 ? 190 : t <= 28 ? 441 : 190] if (2508260616 >> t & 1) != 0 as ld4_sp9_1_two
expect ld4_sp9_1_two.wavefronts == 1
read f[t <= 3 ? 303 : t <= 8 ? 299 : t <= 10 ? 447 : t <= 16 ? 266 : t <= 23 ? 395 : t <= 24 ? 151 : t <= 26 ? 372 : t <= 28 ? 354 : 328] if (2508260616 >> t & 1) != 0 as ld4_sp9_1_n1
expect ld4_sp9_1_n1.wavefronts == 2
read f[130] if (2762082688 >> t & 1) != 0 as ld4_sp9_2_one
expect ld4_sp9_2_one.wavefronts == 1
read f[t <= 7 ? 34 : t <= 8 ? 322 : t <= 11 ? 409 : t <= 17 ? 18 : t <= 21 ? 52 : t <= 23 ? 188 : t <= 26 ? 66 : t <= 29 ? 508 : 510] if (2762082688 >> t & 1) != 0 as ld4_sp9_2_rnd
expect ld4_sp9_2_rnd.wavefronts == 3
read f[t <= 7 ? 504 : t <= 8 ? 230 : t <= 17 ? 504 : t <= 21 ? 230 : t <= 29 ? 504 : 230] if (2762082688 >> t & 1) != 0 as ld4_sp9_2_two
expect ld4_sp9_2_two.wavefronts == 1
read f[t <= 7 ? 506 : t <= 8 ? 438 : t <= 11 ? 183 : t <= 17 ? 188 : t <= 21 ? 393 : t <= 23 ? 389 : t <= 26 ? 446 : t <= 29 ? 234 : 263] if (2762082688 >> t & 1) != 0 as ld4_sp9_2_n1
expect ld4_sp9_2_n1.wavefronts == 1
write f[37] if (1 >> t & 1) != 0 as st4_lone0
expect st4_lone0.wavefronts == 1
write f[37] if (2 >> t & 1) != 0 as st4_lone1
expect st4_lone1.wavefronts == 1
write f[37] if (4 >> t & 1) != 0 as st4_lone2
expect st4_lone2.wavefronts == 1
write f[37] if (8 >> t & 1) != 0 as st4_lone3
expect st4_lone3.wavefronts == 1
write f[37] if (16 >> t & 1) != 0 as st4_lone4
expect st4_lone4.wavefronts == 1
write f[37] if (32 >> t & 1) != 0 as st4_lone5
expect st4_lone5.wavefronts == 1
write f[37] if (64 >> t & 1) != 0 as st4_lone6
expect st4_lone6.wavefronts == 1
write f[37] if (128 >> t & 1) != 0 as st4_lone7
expect st4_lone7.wavefronts == 1
write f[37] if (256 >> t & 1) != 0 as st4_lone8
expect st4_lone8.wavefronts == 1
write f[37] if (512 >> t & 1) != 0 as st4_lone9
expect st4_lone9.wavefronts == 1
write f[37] if (1024 >> t & 1) != 0 as st4_lone10
expect st4_lone10.wavefronts == 1
write f[37] if (2048 >> t & 1) != 0 as st4_lone11
expect st4_lone11.wavefronts == 1
write f[37] if (4096 >> t & 1) != 0 as st4_lone12
expect st4_lone12.wavefronts == 1
write f[37] if (8192 >> t & 1) != 0 as st4_lone13
expect st4_lone13.wavefronts == 1
write f[37] if (16384 >> t & 1) != 0 as st4_lone14
expect st4_lone14.wavefronts == 1
write f[37] if (32768 >> t & 1) != 0 as st4_lone15
expect st4_lone15.wavefronts == 1
write f[37] if (65536 >> t & 1) != 0 as st4_lone16
expect st4_lone16.wavefronts == 1
write f[37] if (131072 >> t & 1) != 0 as st4_lone17
expect st4_lone17.wavefronts == 1
write f[37] if (262144 >> t & 1) != 0 as st4_lone18
expect st4_lone18.wavefronts == 1
write f[37] if (524288 >> t & 1) != 0 as st4_lone19
expect st4_lone19.wavefronts == 1
write f[37] if (1048576 >> t & 1) != 0 as st4_lone20
expect st4_lone20.wavefronts == 1
write f[37] if (2097152 >> t & 1) != 0 as st4_lone21
expect st4_lone21.wavefronts == 1
write f[37] if (4194304 >> t & 1) != 0 as st4_lone22
expect st4_lone22.wavefronts == 1
write f[37] if (8388608 >> t & 1) != 0 as st4_lone23
expect st4_lone23.wavefronts == 1
write f[37] if (16777216 >> t & 1) != 0 as st4_lone24
expect st4_lone24.wavefronts == 1
write f[37] if (33554432 >> t & 1) != 0 as st4_lone25
expect st4_lone25.wavefronts == 1
write f[37] if (67108864 >> t & 1) != 0 as st4_lone26
expect st4_lone26.wavefronts == 1
write f[37] if (134217728 >> t & 1) != 0 as st4_lone27
expect st4_lone27.wavefronts == 1
write f[37] if (268435456 >> t & 1) != 0 as st4_lone28
expect st4_lone28.wavefronts == 1
write f[37] if (536870912 >> t & 1) != 0 as st4_lone29
expect st4_lone29.wavefronts == 1
write f[37] if (1073741824 >> t & 1) != 0 as st4_lone30
expect st4_lone30.wavefronts == 1
write f[37] if (2147483648 >> t & 1) != 0 as st4_lone31
expect st4_lone31.wavefronts == 1
write f[37] if (2147483649 >> t & 1) != 0 as st4_w31same0
expect st4_w31same0.wavefronts == 1
write f[t <= 0 ? 37 : 69] if (2147483649 >> t & 1) != 0 as st4_w31bank0
expect st4_w31bank0.wavefronts == 2
write f[t <= 0 ? 37 : 38] if (2147483649 >> t & 1) != 0 as st4_w31diff0
expect st4_w31diff0.wavefronts == 1
write f[37] if (2147483650 >> t & 1) != 0 as st4_w31same1
expect st4_w31same1.wavefronts == 1
write f[t <= 1 ? 37 : 69] if (2147483650 >> t & 1) != 0 as st4_w31bank1
expect st4_w31bank1.wavefronts == 2
write f[t <= 1 ? 37 : 38] if (2147483650 >> t & 1) != 0 as st4_w31diff1
expect st4_w31diff1.wavefronts == 1
write f[37] if (2147483652 >> t & 1) != 0 as st4_w31same2
expect st4_w31same2.wavefronts == 1
write f[t <= 2 ? 37 : 69] if (2147483652 >> t & 1) != 0 as st4_w31bank2
expect st4_w31bank2.wavefronts == 2
write f[t <= 2 ? 37 : 38] if (2147483652 >> t & 1) != 0 as st4_w31diff2
expect st4_w31diff2.wavefronts == 1
write f[37] if (2147483656 >> t & 1) != 0 as st4_w31same3
expect st4_w31same3.wavefronts == 1
write f[t <= 3 ? 37 : 69] if (2147483656 >> t & 1) != 0 as st4_w31bank3
expect st4_w31bank3.wavefronts == 2
write f[t <= 3 ? 37 : 38] if (2147483656 >> t & 1) != 0 as st4_w31diff3
expect st4_w31diff3.wavefronts == 1
write f[37] if (2147483664 >> t & 1) != 0 as st4_w31same4
expect st4_w31same4.wavefronts == 1
write f[t <= 4 ? 37 : 69] if (2147483664 >> t & 1) != 0 as st4_w31bank4
expect st4_w31bank4.wavefronts == 2
write f[t <= 4 ? 37 : 38] if (2147483664 >> t & 1) != 0 as st4_w31diff4
expect st4_w31diff4.wavefronts == 1
write f[37] if (2147483680 >> t & 1) != 0 as st4_w31same5
expect st4_w31same5.wavefronts == 1
write f[t <= 5 ? 37 : 69] if (2147483680 >> t & 1) != 0 as st4_w31bank5
expect st4_w31bank5.wavefronts == 2
write f[t <= 5 ? 37 : 38] if (2147483680 >> t & 1) != 0 as st4_w31diff5
expect st4_w31diff5.wavefronts == 1
write f[37] if (2147483712 >> t & 1) != 0 as st4_w31same6
expect st4_w31same6.wavefronts == 1
write f[t <= 6 ? 37 : 69] if (2147483712 >> t & 1) != 0 as st4_w31bank6
expect st4_w31bank6.wavefronts == 2
write f[t <= 6 ? 37 : 38] if (2147483712 >> t & 1) != 0 as st4_w31diff6
expect st4_w31diff6.wavefronts == 1
write f[37] if (2147483776 >> t & 1) != 0 as st4_w31same7
expect st4_w31same7.wavefronts == 1
write f[t <= 7 ? 37 : 69] if (2147483776 >> t & 1) != 0 as st4_w31bank7
expect st4_w31bank7.wavefronts == 2
write f[t <= 7 ? 37 : 38] if (2147483776 >> t & 1) != 0 as st4_w31diff7
expect st4_w31diff7.wavefronts == 1
write f[37] if (2147483904 >> t & 1) != 0 as st4_w31same8
expect st4_w31same8.wavefronts == 1
write f[t <= 8 ? 37 : 69] if (2147483904 >> t & 1) != 0 as st4_w31bank8
expect st4_w31bank8.wavefronts == 2
write f[t <= 8 ? 37 : 38] if (2147483904 >> t & 1) != 0 as st4_w31diff8
expect st4_w31diff8.wavefronts == 1
write f[37] if (2147484160 >> t & 1) != 0 as st4_w31same9
expect st4_w31same9.wavefronts == 1
write f[t <= 9 ? 37 : 69] if (2147484160 >> t & 1) != 0 as st4_w31bank9
expect st4_w31bank9.wavefronts == 2
write f[t <= 9 ? 37 : 38] if (2147484160 >> t & 1) != 0 as st4_w31diff9
expect st4_w31diff9.wavefronts == 1
write f[37] if (2147484672 >> t & 1) != 0 as st4_w31same10
expect st4_w31same10.wavefronts == 1
write f[t <= 10 ? 37 : 69] if (2147484672 >> t & 1) != 0 as st4_w31bank10
expect st4_w31bank10.wavefronts == 2
write f[t <= 10 ? 37 : 38] if (2147484672 >> t & 1) != 0 as st4_w31diff10
expect st4_w31diff10.wavefronts == 1
write f[37] if (2147485696 >> t & 1) != 0 as st4_w31same11
expect st4_w31same11.wavefronts == 1
write f[t <= 11 ? 37 : 69] if (2147485696 >> t & 1) != 0 as st4_w31bank11
expect st4_w31bank11.wavefronts == 2
write f[t <= 11 ? 37 : 38] if (2147485696 >> t & 1) != 0 as st4_w31diff11
expect st4_w31diff11.wavefronts == 1
write f[37] if (2147487744 >> t & 1) != 0 as st4_w31same12
expect st4_w31same12.wavefronts == 1
write f[t <= 12 ? 37 : 69] if (2147487744 >> t & 1) != 0 as st4_w31bank12
expect st4_w31bank12.wavefronts == 2
write f[t <= 12 ? 37 : 38] if (2147487744 >> t & 1) != 0 as st4_w31diff12
expect st4_w31diff12.wavefronts == 1
write f[37] if (2147491840 >> t & 1) != 0 as st4_w31same13
expect st4_w31same13.wavefronts == 1
write f[t <= 13 ? 37 : 69] if (2147491840 >> t & 1) != 0 as st4_w31bank13
expect st4_w31bank13.wavefronts == 2
write f[t <= 13 ? 37 : 38] if (2147491840 >> t & 1) != 0 as st4_w31diff13
expect st4_w31diff13.wavefronts == 1
write f[37] if (2147500032 >> t & 1) != 0 as st4_w31same14
expect st4_w31same14.wavefronts == 1
write f[t <= 14 ? 37 : 69] if (2147500032 >> t & 1) != 0 as st4_w31bank14
expect st4_w31bank14.wavefronts == 2
write f[t <= 14 ? 37 : 38] if (2147500032 >> t & 1) != 0 as st4_w31diff14
expect st4_w31diff14.wavefronts == 1
write f[37] if (2147516416 >> t & 1) != 0 as st4_w31same15
expect st4_w31same15.wavefronts == 1
write f[2 * t + 7] if (2147516416 >> t & 1) != 0 as st4_w31bank15
expect st4_w31bank15.wavefronts == 2
write f[t <= 15 ? 37 : 38] if (2147516416 >> t & 1) != 0 as st4_w31diff15
expect st4_w31diff15.wavefronts == 1
write f[37] if (2147549184 >> t & 1) != 0 as st4_w31same16
expect st4_w31same16.wavefronts == 1
write f[t <= 16 ? 37 : 69] if (2147549184 >> t & 1) != 0 as st4_w31bank16
expect st4_w31bank16.wavefronts == 2
write f[t <= 16 ? 37 : 38] if (2147549184 >> t & 1) != 0 as st4_w31diff16
expect st4_w31diff16.wavefronts == 1
write f[37] if (2147614720 >> t & 1) != 0 as st4_w31same17
expect st4_w31same17.wavefronts == 1
write f[t <= 17 ? 37 : 69] if (2147614720 >> t & 1) != 0 as st4_w31bank17
expect st4_w31bank17.wavefronts == 2
write f[t <= 17 ? 37 : 38] if (2147614720 >> t & 1) != 0 as st4_w31diff17
expect st4_w31diff17.wavefronts == 1
write f[37] if (2147745792 >> t & 1) != 0 as st4_w31same18
expect st4_w31same18.wavefronts == 1
write f[t <= 18 ? 37 : 69] if (2147745792 >> t & 1) != 0 as st4_w31bank18
expect st4_w31bank18.wavefronts == 2
write f[t <= 18 ? 37 : 38] if (2147745792 >> t & 1) != 0 as st4_w31diff18
expect st4_w31diff18.wavefronts == 1
write f[37] if (2148007936 >> t & 1) != 0 as st4_w31same19
expect st4_w31same19.wavefronts == 1
write f[t <= 19 ? 37 : 69] if (2148007936 >> t & 1) != 0 as st4_w31bank19
expect st4_w31bank19.wavefronts == 2
write f[t <= 19 ? 37 : 38] if (2148007936 >> t & 1) != 0 as st4_w31diff19
expect st4_w31diff19.wavefronts == 1
write f[37] if (2148532224 >> t & 1) != 0 as st4_w31same20
expect st4_w31same20.wavefronts == 1
write f[t <= 20 ? 37 : 69] if (2148532224 >> t & 1) != 0 as st4_w31bank20
expect st4_w31bank20.wavefronts == 2
write f[t <= 20 ? 37 : 38] if (2148532224 >> t & 1) != 0 as st4_w31diff20
expect st4_w31diff20.wavefronts == 1
write f[37] if (2149580800 >> t & 1) != 0 as st4_w31same21
expect st4_w31same21.wavefronts == 1
write f[t <= 21 ? 37 : 69] if (2149580800 >> t & 1) != 0 as st4_w31bank21
expect st4_w31bank21.wavefronts == 2
write f[t <= 21 ? 37 : 38] if (2149580800 >> t & 1) != 0 as st4_w31diff21
expect st4_w31diff21.wavefronts == 1
write f[37] if (2151677952 >> t & 1) != 0 as st4_w31same22
expect st4_w31same22.wavefronts == 1
write f[t <= 22 ? 37 : 69] if (2151677952 >> t & 1) != 0 as st4_w31bank22
expect st4_w31bank22.wavefronts == 2
write f[t <= 22 ? 37 : 38] if (2151677952 >> t & 1) != 0 as st4_w31diff22
expect st4_w31diff22.wavefronts == 1
write f[37] if (2155872256 >> t & 1) != 0 as st4_w31same23
expect st4_w31same23.wavefronts == 1
write f[4 * t + -55] if (2155872256 >> t & 1) != 0 as st4_w31bank23
expect st4_w31bank23.wavefronts == 2
write f[t <= 23 ? 37 : 38] if (2155872256 >> t & 1) != 0 as st4_w31diff23
expect st4_w31diff23.wavefronts == 1
write f[37] if (2164260864 >> t & 1) != 0 as st4_w31same24
expect st4_w31same24.wavefronts == 1
write f[t <= 24 ? 37 : 69] if (2164260864 >> t & 1) != 0 as st4_w31bank24
expect st4_w31bank24.wavefronts == 2
write f[t <= 24 ? 37 : 38] if (2164260864 >> t & 1) != 0 as st4_w31diff24
expect st4_w31diff24.wavefronts == 1
write f[37] if (2181038080 >> t & 1) != 0 as st4_w31same25
expect st4_w31same25.wavefronts == 1
write f[t <= 25 ? 37 : 69] if (2181038080 >> t & 1) != 0 as st4_w31bank25
expect st4_w31bank25.wavefronts == 2
write f[t <= 25 ? 37 : 38] if (2181038080 >> t & 1) != 0 as st4_w31diff25
expect st4_w31diff25.wavefronts == 1
write f[37] if (2214592512 >> t & 1) != 0 as st4_w31same26
expect st4_w31same26.wavefronts == 1
write f[t <= 26 ? 37 : 69] if (2214592512 >> t & 1) != 0 as st4_w31bank26
expect st4_w31bank26.wavefronts == 2
write f[t <= 26 ? 37 : 38] if (2214592512 >> t & 1) != 0 as st4_w31diff26
expect st4_w31diff26.wavefronts == 1
write f[37] if (2281701376 >> t & 1) != 0 as st4_w31same27
expect st4_w31same27.wavefronts == 1
write f[8 * t + -179] if (2281701376 >> t & 1) != 0 as st4_w31bank27
expect st4_w31bank27.wavefronts == 2
write f[t <= 27 ? 37 : 38] if (2281701376 >> t & 1) != 0 as st4_w31diff27
expect st4_w31diff27.wavefronts == 1
write f[37] if (2415919104 >> t & 1) != 0 as st4_w31same28
expect st4_w31same28.wavefronts == 1
write f[t <= 28 ? 37 : 69] if (2415919104 >> t & 1) != 0 as st4_w31bank28
expect st4_w31bank28.wavefronts == 2
write f[t <= 28 ? 37 : 38] if (2415919104 >> t & 1) != 0 as st4_w31diff28
expect st4_w31diff28.wavefronts == 1
write f[37] if (2684354560 >> t & 1) != 0 as st4_w31same29
expect st4_w31same29.wavefronts == 1
write f[16 * t + -427] if (2684354560 >> t & 1) != 0 as st4_w31bank29
expect st4_w31bank29.wavefronts == 2
write f[t <= 29 ? 37 : 38] if (2684354560 >> t & 1) != 0 as st4_w31diff29
expect st4_w31diff29.wavefronts == 1
write f[37] if (3221225472 >> t & 1) != 0 as st4_w31same30
expect st4_w31same30.wavefronts == 1
write f[32 * t + -923] if (3221225472 >> t & 1) != 0 as st4_w31bank30
expect st4_w31bank30.wavefronts == 2
write f[1 * t + 7] if (3221225472 >> t & 1) != 0 as st4_w31diff30
expect st4_w31diff30.wavefronts == 1
write f[t <= 1 ? 298 : t <= 3 ? 41 : t <= 5 ? 129 : t <= 7 ? 101 : t <= 9 ? 318 : t <= 11 ? 447 : t <= 13 ? 401 : t <= 15 ? 421 : t <= 17 ? 457 : t <= 19 ? 24 : t <= 21 ? 405 : t <= 23 ? 403 : t <= 25 ? 485 : t <= 27 ? 450 : t <= 29 ? 432 : 274] as st4_n1full
expect st4_n1full.wavefronts == 3
write f[t <= 1 ? 298 : t <= 3 ? 41 : t <= 5 ? 129 : t <= 7 ? 101 : t <= 9 ? 318 : t <= 11 ? 447 : t <= 13 ? 401 : t <= 15 ? 421 : t <= 17 ? 457 : t <= 19 ? 24 : t <= 21 ? 405 : t <= 23 ? 403 : t <= 25 ? 485 : t <= 27 ? 450 : t <= 29 ? 432 : 274] if (2147483647 >> t & 1) != 0 as st4_n1no31
expect st4_n1no31.wavefronts == 3
write f[t <= 1 ? 298 : t <= 3 ? 41 : t <= 5 ? 129 : t <= 7 ? 101 : t <= 9 ? 318 : t <= 11 ? 447 : t <= 13 ? 401 : t <= 15 ? 421 : t <= 17 ? 457 : t <= 19 ? 24 : t <= 21 ? 405 : t <= 23 ? 403 : t <= 25 ? 485 : t <= 27 ? 450 : t <= 29 ? 432 : t <= 30 ? 274 : 275] as st4_n1brk31
expect st4_n1brk31.wavefronts == 3
write f[160] if (65537 >> t & 1) != 0 as st4_split0_16_same
expect st4_split0_16_same.wavefronts == 1
write f[2 * t + 160] if (65537 >> t & 1) != 0 as st4_split0_16_bank
expect st4_split0_16_bank.wavefronts == 2
write f[t <= 0 ? 160 : 161] if (65537 >> t & 1) != 0 as st4_split0_16_diff
expect st4_split0_16_diff.wavefronts == 1
write f[306] if (98304 >> t & 1) != 0 as st4_split15_16_same
expect st4_split15_16_same.wavefronts == 1
write f[32 * t + -174] if (98304 >> t & 1) != 0 as st4_split15_16_bank
expect st4_split15_16_bank.wavefronts == 2
write f[1 * t + 291] if (98304 >> t & 1) != 0 as st4_split15_16_diff
expect st4_split15_16_diff.wavefronts == 1
write f[268] if (384 >> t & 1) != 0 as st4_split7_8_same
expect st4_split7_8_same.wavefronts == 1
write f[32 * t + 44] if (384 >> t & 1) != 0 as st4_split7_8_bank
expect st4_split7_8_bank.wavefronts == 2
write f[1 * t + 261] if (384 >> t & 1) != 0 as st4_split7_8_diff
expect st4_split7_8_diff.wavefronts == 1
write f[237] if (134217736 >> t & 1) != 0 as st4_split3_27_same
expect st4_split3_27_same.wavefronts == 1
write f[t <= 3 ? 237 : 269] if (134217736 >> t & 1) != 0 as st4_split3_27_bank
expect st4_split3_27_bank.wavefronts == 2
write f[t <= 3 ? 237 : 238] if (134217736 >> t & 1) != 0 as st4_split3_27_diff
expect st4_split3_27_diff.wavefronts == 1
write f[482] if (2097184 >> t & 1) != 0 as st4_split5_21_same
expect st4_split5_21_same.wavefronts == 1
write f[t <= 5 ? 482 : 2] if (2097184 >> t & 1) != 0 as st4_split5_21_bank
expect st4_split5_21_bank.wavefronts == 2
write f[t <= 5 ? 482 : 483] if (2097184 >> t & 1) != 0 as st4_split5_21_diff
expect st4_split5_21_diff.wavefronts == 1
write f[120] if (257 >> t & 1) != 0 as st4_split0_8_same
expect st4_split0_8_same.wavefronts == 1
write f[4 * t + 120] if (257 >> t & 1) != 0 as st4_split0_8_bank
expect st4_split0_8_bank.wavefronts == 2
write f[t <= 0 ? 120 : 121] if (257 >> t & 1) != 0 as st4_split0_8_diff
expect st4_split0_8_diff.wavefronts == 1
write f[501] if (16777472 >> t & 1) != 0 as st4_split8_24_same
expect st4_split8_24_same.wavefronts == 1
write f[t <= 8 ? 501 : 21] if (16777472 >> t & 1) != 0 as st4_split8_24_bank
expect st4_split8_24_bank.wavefronts == 2
write f[t <= 8 ? 501 : 502] if (16777472 >> t & 1) != 0 as st4_split8_24_diff
expect st4_split8_24_diff.wavefronts == 1
write f[194] if (1073741826 >> t & 1) != 0 as st4_split1_30_same
expect st4_split1_30_same.wavefronts == 1
write f[t <= 1 ? 194 : 226] if (1073741826 >> t & 1) != 0 as st4_split1_30_bank
expect st4_split1_30_bank.wavefronts == 2
write f[t <= 1 ? 194 : 195] if (1073741826 >> t & 1) != 0 as st4_split1_30_diff
expect st4_split1_30_diff.wavefronts == 1
write f[87] if (147456 >> t & 1) != 0 as st4_split14_17_same
expect st4_split14_17_same.wavefronts == 1
write f[t <= 14 ? 87 : 119] if (147456 >> t & 1) != 0 as st4_split14_17_bank
expect st4_split14_17_bank.wavefronts == 2
write f[t <= 14 ? 87 : 88] if (147456 >> t & 1) != 0 as st4_split14_17_diff
expect st4_split14_17_diff.wavefronts == 1
write f[91] if (576 >> t & 1) != 0 as st4_split6_9_same
expect st4_split6_9_same.wavefronts == 1
write f[t <= 6 ? 91 : 123] if (576 >> t & 1) != 0 as st4_split6_9_bank
expect st4_split6_9_bank.wavefronts == 2
write f[t <= 6 ? 91 : 92] if (576 >> t & 1) != 0 as st4_split6_9_diff
expect st4_split6_9_diff.wavefronts == 1
write f[16 * t + -65] if (160 >> t & 1) != 0 as st4_qconf0_2
expect st4_qconf0_2.wavefronts == 2
write f[t <= 5 ? 15 : t <= 7 ? 47 : 344] if (8352 >> t & 1) != 0 as st4_qconfs0_2
expect st4_qconfs0_2.wavefronts == 2
write f[t <= 0 ? 87 : t <= 1 ? 55 : 119] if (131 >> t & 1) != 0 as st4_qconf0_3
expect st4_qconf0_3.wavefronts == 3
write f[t <= 0 ? 87 : t <= 1 ? 55 : t <= 7 ? 119 : 148] if (8323 >> t & 1) != 0 as st4_qconfs0_3
expect st4_qconfs0_3.wavefronts == 3
write f[t <= 0 ? 133 : t <= 4 ? 101 : t <= 5 ? 69 : 37] if (177 >> t & 1) != 0 as st4_qconf0_4
expect st4_qconf0_4.wavefronts == 4
write f[t <= 0 ? 133 : t <= 4 ? 101 : t <= 5 ? 69 : t <= 7 ? 37 : 310] if (689 >> t & 1) != 0 as st4_qconfs0_4
expect st4_qconfs0_4.wavefronts == 4
write f[8 * t + 42] if (8704 >> t & 1) != 0 as st4_qconf1_2
expect st4_qconf1_2.wavefronts == 2
write f[t <= 9 ? 114 : t <= 13 ? 146 : 313] if (4203008 >> t & 1) != 0 as st4_qconfs1_2
expect st4_qconfs1_2.wavefronts == 2
write f[t <= 8 ? 56 : t <= 11 ? 24 : 88] if (6400 >> t & 1) != 0 as st4_qconf1_3
expect st4_qconf1_3.wavefronts == 3
write f[t <= 8 ? 56 : t <= 11 ? 24 : t <= 12 ? 88 : 27] if (268544 >> t & 1) != 0 as st4_qconfs1_3
expect st4_qconfs1_3.wavefronts == 3
write f[t <= 8 ? 37 : t <= 9 ? 101 : t <= 11 ? 69 : 5] if (35584 >> t & 1) != 0 as st4_qconf1_4
expect st4_qconf1_4.wavefronts == 4
write f[t <= 8 ? 37 : t <= 9 ? 101 : t <= 11 ? 69 : t <= 15 ? 5 : 312] if (559872 >> t & 1) != 0 as st4_qconfs1_4
expect st4_qconfs1_4.wavefronts == 4
write f[16 * t + -147] if (327680 >> t & 1) != 0 as st4_qconf2_2
expect st4_qconf2_2.wavefronts == 2
write f[t <= 16 ? 109 : t <= 18 ? 141 : 66] if (268763136 >> t & 1) != 0 as st4_qconfs2_2
expect st4_qconfs2_2.wavefronts == 2
write f[t <= 16 ? 111 : t <= 17 ? 143 : 175] if (4390912 >> t & 1) != 0 as st4_qconf2_3
expect st4_qconf2_3.wavefronts == 3
write f[t <= 16 ? 111 : t <= 17 ? 143 : t <= 22 ? 175 : 471] if (272826368 >> t & 1) != 0 as st4_qconfs2_3
expect st4_qconfs2_3.wavefronts == 3
write f[t <= 18 ? 117 : t <= 20 ? 149 : t <= 22 ? 181 : 85] if (13893632 >> t & 1) != 0 as st4_qconf2_4
expect st4_qconf2_4.wavefronts == 4
write f[t <= 18 ? 117 : t <= 20 ? 149 : t <= 22 ? 181 : t <= 23 ? 85 : 33] if (2161377280 >> t & 1) != 0 as st4_qconfs2_4
expect st4_qconfs2_4.wavefronts == 4
write f[t <= 24 ? 46 : 14] if (1090519040 >> t & 1) != 0 as st4_qconf3_2
expect st4_qconf3_2.wavefronts == 2
write f[t <= 2 ? 192 : t <= 24 ? 46 : 14] if (1090519044 >> t & 1) != 0 as st4_qconfs3_2
expect st4_qconfs3_2.wavefronts == 2
write f[t <= 25 ? 132 : t <= 29 ? 164 : 100] if (1644167168 >> t & 1) != 0 as st4_qconf3_3
expect st4_qconf3_3.wavefronts == 3
write f[t <= 3 ? 218 : t <= 25 ? 132 : t <= 29 ? 164 : 100] if (1644167176 >> t & 1) != 0 as st4_qconfs3_3
expect st4_qconfs3_3.wavefronts == 3
write f[t <= 25 ? 50 : t <= 27 ? 146 : t <= 29 ? 82 : 114] if (1778384896 >> t & 1) != 0 as st4_qconf3_4
expect st4_qconf3_4.wavefronts == 4
write f[t <= 2 ? 470 : t <= 25 ? 50 : t <= 27 ? 146 : t <= 29 ? 82 : 114] if (1778384900 >> t & 1) != 0 as st4_qconfs3_4
expect st4_qconfs3_4.wavefronts == 4
write f[270] if (8388608 >> t & 1) != 0 as st4_sp1_0_one
expect st4_sp1_0_one.wavefronts == 1
write f[78] if (8388608 >> t & 1) != 0 as st4_sp1_0_rnd
expect st4_sp1_0_rnd.wavefronts == 1
write f[372] if (8388608 >> t & 1) != 0 as st4_sp1_0_two
expect st4_sp1_0_two.wavefronts == 1
write f[90] if (8388608 >> t & 1) != 0 as st4_sp1_0_n1
expect st4_sp1_0_n1.wavefronts == 1
write f[84] if (128 >> t & 1) != 0 as st4_sp1_1_one
expect st4_sp1_1_one.wavefronts == 1
write f[458] if (128 >> t & 1) != 0 as st4_sp1_1_rnd
expect st4_sp1_1_rnd.wavefronts == 1
write f[491] if (128 >> t & 1) != 0 as st4_sp1_1_two
expect st4_sp1_1_two.wavefronts == 1
write f[104] if (128 >> t & 1) != 0 as st4_sp1_1_n1
expect st4_sp1_1_n1.wavefronts == 1
write f[508] if (67108864 >> t & 1) != 0 as st4_sp1_2_one
expect st4_sp1_2_one.wavefronts == 1
write f[220] if (67108864 >> t & 1) != 0 as st4_sp1_2_rnd
expect st4_sp1_2_rnd.wavefronts == 1
write f[351] if (67108864 >> t & 1) != 0 as st4_sp1_2_two
expect st4_sp1_2_two.wavefronts == 1
write f[411] if (67108864 >> t & 1) != 0 as st4_sp1_2_n1
expect st4_sp1_2_n1.wavefronts == 1
write f[56] if (2147500032 >> t & 1) != 0 as st4_sp2_0_one
expect st4_sp2_0_one.wavefronts == 1
write f[t <= 14 ? 492 : 423] if (2147500032 >> t & 1) != 0 as st4_sp2_0_rnd
expect st4_sp2_0_rnd.wavefronts == 1
write f[t <= 14 ? 138 : 411] if (2147500032 >> t & 1) != 0 as st4_sp2_0_two
expect st4_sp2_0_two.wavefronts == 1
write f[t <= 14 ? 190 : 511] if (2147500032 >> t & 1) != 0 as st4_sp2_0_n1
expect st4_sp2_0_n1.wavefronts == 1
write f[274] if (16777232 >> t & 1) != 0 as st4_sp2_1_one
expect st4_sp2_1_one.wavefronts == 1
write f[t <= 4 ? 196 : 244] if (16777232 >> t & 1) != 0 as st4_sp2_1_rnd
expect st4_sp2_1_rnd.wavefronts == 1
write f[442] if (16777232 >> t & 1) != 0 as st4_sp2_1_two
expect st4_sp2_1_two.wavefronts == 1
write f[t <= 4 ? 354 : 432] if (16777232 >> t & 1) != 0 as st4_sp2_1_n1
expect st4_sp2_1_n1.wavefronts == 1
write f[252] if (768 >> t & 1) != 0 as st4_sp2_2_one
expect st4_sp2_2_one.wavefronts == 1
write f[t <= 8 ? 452 : 37] if (768 >> t & 1) != 0 as st4_sp2_2_rnd
expect st4_sp2_2_rnd.wavefronts == 1
write f[451] if (768 >> t & 1) != 0 as st4_sp2_2_two
expect st4_sp2_2_two.wavefronts == 1
write f[15] if (768 >> t & 1) != 0 as st4_sp2_2_n1
expect st4_sp2_2_n1.wavefronts == 1
write f[99] if (67239952 >> t & 1) != 0 as st4_sp3_0_one
expect st4_sp3_0_one.wavefronts == 1
write f[t <= 4 ? 228 : t <= 17 ? 229 : 157] if (67239952 >> t & 1) != 0 as st4_sp3_0_rnd
expect st4_sp3_0_rnd.wavefronts == 1
write f[359] if (67239952 >> t & 1) != 0 as st4_sp3_0_two
expect st4_sp3_0_two.wavefronts == 1
write f[t <= 4 ? 284 : t <= 17 ? 19 : 384] if (67239952 >> t & 1) != 0 as st4_sp3_0_n1
expect st4_sp3_0_n1.wavefronts == 1
write f[82] if (133184 >> t & 1) != 0 as st4_sp3_1_one
expect st4_sp3_1_one.wavefronts == 1
write f[t <= 6 ? 350 : t <= 11 ? 334 : 31] if (133184 >> t & 1) != 0 as st4_sp3_1_rnd
expect st4_sp3_1_rnd.wavefronts == 1
write f[t <= 6 ? 477 : 434] if (133184 >> t & 1) != 0 as st4_sp3_1_two
expect st4_sp3_1_two.wavefronts == 1
write f[t <= 6 ? 469 : t <= 11 ? 248 : 295] if (133184 >> t & 1) != 0 as st4_sp3_1_n1
expect st4_sp3_1_n1.wavefronts == 1
write f[206] if (142606338 >> t & 1) != 0 as st4_sp3_2_one
expect st4_sp3_2_one.wavefronts == 1
write f[t <= 1 ? 39 : t <= 23 ? 471 : 346] if (142606338 >> t & 1) != 0 as st4_sp3_2_rnd
expect st4_sp3_2_rnd.wavefronts == 1
write f[511] if (142606338 >> t & 1) != 0 as st4_sp3_2_two
expect st4_sp3_2_two.wavefronts == 1
write f[t <= 1 ? 141 : t <= 23 ? 15 : 383] if (142606338 >> t & 1) != 0 as st4_sp3_2_n1
expect st4_sp3_2_n1.wavefronts == 1
write f[417] if (526348 >> t & 1) != 0 as st4_sp4_0_one
expect st4_sp4_0_one.wavefronts == 1
write f[t <= 2 ? 440 : t <= 3 ? 465 : t <= 11 ? 343 : 112] if (526348 >> t & 1) != 0 as st4_sp4_0_rnd
expect st4_sp4_0_rnd.wavefronts == 1
write f[t <= 2 ? 216 : t <= 3 ? 486 : 216] if (526348 >> t & 1) != 0 as st4_sp4_0_two
expect st4_sp4_0_two.wavefronts == 1
write f[t <= 3 ? 27 : t <= 11 ? 420 : 284] if (526348 >> t & 1) != 0 as st4_sp4_0_n1
expect st4_sp4_0_n1.wavefronts == 1
write f[118] if (268468248 >> t & 1) != 0 as st4_sp4_1_one
expect st4_sp4_1_one.wavefronts == 1
write f[t <= 3 ? 450 : t <= 4 ? 380 : t <= 15 ? 20 : 499] if (268468248 >> t & 1) != 0 as st4_sp4_1_rnd
expect st4_sp4_1_rnd.wavefronts == 1
write f[t <= 4 ? 412 : 376] if (268468248 >> t & 1) != 0 as st4_sp4_1_two
expect st4_sp4_1_two.wavefronts == 1
write f[t <= 3 ? 187 : t <= 4 ? 125 : t <= 15 ? 426 : 165] if (268468248 >> t & 1) != 0 as st4_sp4_1_n1
expect st4_sp4_1_n1.wavefronts == 1
write f[102] if (268436528 >> t & 1) != 0 as st4_sp4_2_one
expect st4_sp4_2_one.wavefronts == 1
write f[t <= 4 ? 454 : t <= 5 ? 49 : t <= 10 ? 68 : 431] if (268436528 >> t & 1) != 0 as st4_sp4_2_rnd
expect st4_sp4_2_rnd.wavefronts == 1
write f[t <= 5 ? 300 : t <= 10 ? 475 : 300] if (268436528 >> t & 1) != 0 as st4_sp4_2_two
expect st4_sp4_2_two.wavefronts == 1
write f[t <= 5 ? 384 : t <= 10 ? 190 : 439] if (268436528 >> t & 1) != 0 as st4_sp4_2_n1
expect st4_sp4_2_n1.wavefronts == 1
write f[352] if (1342308868 >> t & 1) != 0 as st4_sp5_0_one
expect st4_sp5_0_one.wavefronts == 1
write f[t <= 2 ? 385 : t <= 9 ? 480 : t <= 17 ? 451 : t <= 28 ? 489 : 56] if (1342308868 >> t & 1) != 0 as st4_sp5_0_rnd
expect st4_sp5_0_rnd.wavefronts == 1
write f[t <= 2 ? 242 : t <= 9 ? 89 : t <= 28 ? 242 : 89] if (1342308868 >> t & 1) != 0 as st4_sp5_0_two
expect st4_sp5_0_two.wavefronts == 1
write f[t <= 2 ? 220 : t <= 9 ? 350 : t <= 17 ? 417 : t <= 28 ? 415 : 112] if (1342308868 >> t & 1) != 0 as st4_sp5_0_n1
expect st4_sp5_0_n1.wavefronts == 1
write f[473] if (138465280 >> t & 1) != 0 as st4_sp5_1_one
expect st4_sp5_1_one.wavefronts == 1
write f[t <= 12 ? 164 : t <= 14 ? 425 : t <= 15 ? 394 : t <= 22 ? 360 : 2] if (138465280 >> t & 1) != 0 as st4_sp5_1_rnd
expect st4_sp5_1_rnd.wavefronts == 1
write f[t <= 12 ? 182 : t <= 14 ? 489 : t <= 15 ? 182 : 489] if (138465280 >> t & 1) != 0 as st4_sp5_1_two
expect st4_sp5_1_two.wavefronts == 1
write f[t <= 12 ? 35 : t <= 15 ? 256 : t <= 22 ? 319 : 470] if (138465280 >> t & 1) != 0 as st4_sp5_1_n1
expect st4_sp5_1_n1.wavefronts == 1
write f[436] if (34620480 >> t & 1) != 0 as st4_sp5_2_one
expect st4_sp5_2_one.wavefronts == 1
write f[t <= 6 ? 511 : t <= 10 ? 143 : t <= 14 ? 11 : t <= 20 ? 358 : 187] if (34620480 >> t & 1) != 0 as st4_sp5_2_rnd
expect st4_sp5_2_rnd.wavefronts == 1
write f[t <= 6 ? 340 : t <= 10 ? 349 : t <= 20 ? 340 : 349] if (34620480 >> t & 1) != 0 as st4_sp5_2_two
expect st4_sp5_2_two.wavefronts == 1
write f[t <= 6 ? 357 : t <= 10 ? 83 : t <= 14 ? 125 : t <= 20 ? 29 : 484] if (34620480 >> t & 1) != 0 as st4_sp5_2_n1
expect st4_sp5_2_n1.wavefronts == 2
write f[113] if (818153472 >> t & 1) != 0 as st4_sp6_0_one
expect st4_sp6_0_one.wavefronts == 1
write f[t <= 11 ? 104 : t <= 18 ? 236 : t <= 22 ? 418 : t <= 23 ? 317 : t <= 28 ? 322 : 256] if (818153472 >> t & 1) != 0 as st4_sp6_0_rnd
expect st4_sp6_0_rnd.wavefronts == 2
write f[258] if (818153472 >> t & 1) != 0 as st4_sp6_0_two
expect st4_sp6_0_two.wavefronts == 1
write f[t <= 11 ? 344 : t <= 18 ? 477 : t <= 23 ? 307 : 393] if (818153472 >> t & 1) != 0 as st4_sp6_0_n1
expect st4_sp6_0_n1.wavefronts == 1
write f[141] if (75563169 >> t & 1) != 0 as st4_sp6_1_one
expect st4_sp6_1_one.wavefronts == 1
write f[t <= 0 ? 87 : t <= 5 ? 142 : t <= 7 ? 415 : t <= 16 ? 487 : t <= 23 ? 149 : 216] if (75563169 >> t & 1) != 0 as st4_sp6_1_rnd
expect st4_sp6_1_rnd.wavefronts == 1
write f[t <= 7 ? 326 : t <= 23 ? 387 : 326] if (75563169 >> t & 1) != 0 as st4_sp6_1_two
expect st4_sp6_1_two.wavefronts == 1
write f[t <= 0 ? 294 : t <= 5 ? 249 : t <= 7 ? 144 : t <= 16 ? 225 : t <= 23 ? 336 : 384] if (75563169 >> t & 1) != 0 as st4_sp6_1_n1
expect st4_sp6_1_n1.wavefronts == 2
write f[404] if (2167049 >> t & 1) != 0 as st4_sp6_2_one
expect st4_sp6_2_one.wavefronts == 1
write f[t <= 0 ? 377 : t <= 3 ? 491 : t <= 8 ? 96 : t <= 12 ? 386 : t <= 16 ? 397 : 153] if (2167049 >> t & 1) != 0 as st4_sp6_2_rnd
expect st4_sp6_2_rnd.wavefronts == 2
write f[t <= 16 ? 342 : 485] if (2167049 >> t & 1) != 0 as st4_sp6_2_two
expect st4_sp6_2_two.wavefronts == 1
write f[t <= 0 ? 385 : t <= 3 ? 434 : t <= 8 ? 77 : t <= 12 ? 439 : t <= 16 ? 476 : 164] if (2167049 >> t & 1) != 0 as st4_sp6_2_n1
expect st4_sp6_2_n1.wavefronts == 1
write f[58] if (469770755 >> t & 1) != 0 as st4_sp7_0_one
expect st4_sp7_0_one.wavefronts == 1
write f[t <= 0 ? 122 : t <= 1 ? 271 : t <= 9 ? 121 : t <= 13 ? 146 : t <= 26 ? 202 : t <= 27 ? 368 : 219] if (469770755 >> t & 1) != 0 as st4_sp7_0_rnd
expect st4_sp7_0_rnd.wavefronts == 1
write f[t <= 0 ? 5 : t <= 26 ? 47 : t <= 27 ? 5 : 47] if (469770755 >> t & 1) != 0 as st4_sp7_0_two
expect st4_sp7_0_two.wavefronts == 1
write f[t <= 1 ? 304 : t <= 9 ? 287 : t <= 13 ? 66 : t <= 27 ? 269 : 490] if (469770755 >> t & 1) != 0 as st4_sp7_0_n1
expect st4_sp7_0_n1.wavefronts == 1
write f[425] if (155224130 >> t & 1) != 0 as st4_sp7_1_one
expect st4_sp7_1_one.wavefronts == 1
write f[t <= 1 ? 325 : t <= 6 ? 402 : t <= 11 ? 11 : t <= 15 ? 409 : t <= 22 ? 191 : t <= 24 ? 147 : 262] if (155224130 >> t & 1) != 0 as st4_sp7_1_rnd
expect st4_sp7_1_rnd.wavefronts == 1
write f[t <= 6 ? 183 : t <= 15 ? 419 : 183] if (155224130 >> t & 1) != 0 as st4_sp7_1_two
expect st4_sp7_1_two.wavefronts == 1
write f[t <= 1 ? 204 : t <= 6 ? 358 : t <= 11 ? 154 : t <= 15 ? 340 : t <= 22 ? 354 : t <= 24 ? 168 : 405] if (155224130 >> t & 1) != 0 as st4_sp7_1_n1
expect st4_sp7_1_n1.wavefronts == 1
write f[499] if (566240768 >> t & 1) != 0 as st4_sp7_2_one
expect st4_sp7_2_one.wavefronts == 1
write f[t <= 9 ? 457 : t <= 10 ? 369 : t <= 13 ? 137 : t <= 22 ? 426 : t <= 23 ? 344 : t <= 24 ? 132 : 196] if (566240768 >> t & 1) != 0 as st4_sp7_2_rnd
expect st4_sp7_2_rnd.wavefronts == 2
write f[t <= 9 ? 511 : t <= 22 ? 391 : t <= 24 ? 511 : 391] if (566240768 >> t & 1) != 0 as st4_sp7_2_two
expect st4_sp7_2_two.wavefronts == 1
write f[t <= 9 ? 301 : t <= 10 ? 130 : t <= 13 ? 237 : t <= 23 ? 417 : t <= 24 ? 263 : 224] if (566240768 >> t & 1) != 0 as st4_sp7_2_n1
expect st4_sp7_2_n1.wavefronts == 2
write f[264] if (1613235592 >> t & 1) != 0 as st4_sp8_0_one
expect st4_sp8_0_one.wavefronts == 1
write f[t <= 3 ? 468 : t <= 7 ? 93 : t <= 8 ? 345 : t <= 10 ? 346 : t <= 19 ? 127 : t <= 21 ? 75 : t <= 29 ? 76 : 333] if (1613235592 >> t & 1) != 0 as st4_sp8_0_rnd
expect st4_sp8_0_rnd.wavefronts == 1
write f[t <= 3 ? 454 : t <= 8 ? 41 : t <= 10 ? 454 : 41] if (1613235592 >> t & 1) != 0 as st4_sp8_0_two
expect st4_sp8_0_two.wavefronts == 1
write f[t <= 3 ? 29 : t <= 7 ? 14 : t <= 8 ? 337 : t <= 10 ? 127 : t <= 19 ? 452 : t <= 21 ? 61 : t <= 29 ? 284 : 294] if (1613235592 >> t & 1) != 0 as st4_sp8_0_n1
expect st4_sp8_0_n1.wavefronts == 2
write f[168] if (2424848454 >> t & 1) != 0 as st4_sp8_1_one
expect st4_sp8_1_one.wavefronts == 1
write f[t <= 1 ? 431 : t <= 2 ? 62 : t <= 6 ? 437 : t <= 14 ? 508 : t <= 19 ? 365 : t <= 23 ? 260 : t <= 28 ? 157 : 400] if (2424848454 >> t & 1) != 0 as st4_sp8_1_rnd
expect st4_sp8_1_rnd.wavefronts == 1
write f[t <= 1 ? 113 : t <= 2 ? 13 : t <= 6 ? 113 : t <= 19 ? 13 : t <= 23 ? 113 : t <= 28 ? 13 : 113] if (2424848454 >> t & 1) != 0 as st4_sp8_1_two
expect st4_sp8_1_two.wavefronts == 1
write f[t <= 1 ? 469 : t <= 2 ? 399 : t <= 6 ? 442 : t <= 14 ? 276 : t <= 19 ? 387 : t <= 23 ? 113 : t <= 28 ? 275 : 217] if (2424848454 >> t & 1) != 0 as st4_sp8_1_n1
expect st4_sp8_1_n1.wavefronts == 1
write f[495] if (570581003 >> t & 1) != 0 as st4_sp8_2_one
expect st4_sp8_2_one.wavefronts == 1
write f[t <= 0 ? 349 : t <= 1 ? 370 : t <= 3 ? 189 : t <= 13 ? 276 : t <= 14 ? 241 : t <= 17 ? 28 : t <= 25 ? 99 : 191] if (570581003 >> t & 1) != 0 as st4_sp8_2_rnd
expect st4_sp8_2_rnd.wavefronts == 2
write f[t <= 1 ? 419 : t <= 3 ? 499 : t <= 13 ? 419 : t <= 14 ? 499 : t <= 17 ? 419 : t <= 25 ? 499 : 419] if (570581003 >> t & 1) != 0 as st4_sp8_2_two
expect st4_sp8_2_two.wavefronts == 1
write f[t <= 1 ? 267 : t <= 3 ? 221 : t <= 13 ? 427 : t <= 14 ? 376 : t <= 17 ? 264 : t <= 25 ? 506 : 71] if (570581003 >> t & 1) != 0 as st4_sp8_2_n1
expect st4_sp8_2_n1.wavefronts == 2
write f[185] if (44092288 >> t & 1) != 0 as st4_sp9_0_one
expect st4_sp9_0_one.wavefronts == 1
write f[t <= 7 ? 207 : t <= 8 ? 286 : t <= 9 ? 61 : t <= 11 ? 461 : t <= 14 ? 231 : t <= 15 ? 434 : t <= 21 ? 99 : t <= 23 ? 393 : 81] if (44092288 >> t & 1) != 0 as st4_sp9_0_rnd
expect st4_sp9_0_rnd.wavefronts == 1
write f[t <= 7 ? 282 : t <= 8 ? 88 : t <= 14 ? 282 : t <= 23 ? 88 : 282] if (44092288 >> t & 1) != 0 as st4_sp9_0_two
expect st4_sp9_0_two.wavefronts == 1
write f[t <= 7 ? 260 : t <= 9 ? 112 : t <= 11 ? 426 : t <= 15 ? 199 : t <= 21 ? 316 : t <= 23 ? 210 : 243] if (44092288 >> t & 1) != 0 as st4_sp9_0_n1
expect st4_sp9_0_n1.wavefronts == 1
write f[307] if (2283799219 >> t & 1) != 0 as st4_sp9_1_one
expect st4_sp9_1_one.wavefronts == 1
write f[t <= 0 ? 328 : t <= 1 ? 353 : t <= 4 ? 474 : t <= 5 ? 508 : t <= 7 ? 304 : t <= 9 ? 483 : t <= 21 ? 276 : t <= 27 ? 0 : 474] if (2283799219 >> t & 1) != 0 as st4_sp9_1_rnd
expect st4_sp9_1_rnd.wavefronts == 1
write f[t <= 0 ? 136 : t <= 1 ? 47 : t <= 4 ? 136 : t <= 5 ? 47 : t <= 7 ? 136 : t <= 9 ? 47 : t <= 21 ? 136 : 47] if (2283799219 >> t & 1) != 0 as st4_sp9_1_two
expect st4_sp9_1_two.wavefronts == 1
write f[t <= 1 ? 342 : t <= 5 ? 273 : t <= 7 ? 334 : t <= 9 ? 165 : t <= 21 ? 511 : t <= 27 ? 146 : 133] if (2283799219 >> t & 1) != 0 as st4_sp9_1_n1
expect st4_sp9_1_n1.wavefronts == 2
write f[213] if (472123434 >> t & 1) != 0 as st4_sp9_2_one
expect st4_sp9_2_one.wavefronts == 1
write f[t <= 1 ? 227 : t <= 3 ? 450 : t <= 5 ? 129 : t <= 11 ? 260 : t <= 18 ? 487 : t <= 21 ? 436 : t <= 26 ? 334 : t <= 27 ? 161 : 13] if (472123434 >> t & 1) != 0 as st4_sp9_2_rnd
expect st4_sp9_2_rnd.wavefronts == 2
write f[t <= 3 ? 239 : t <= 18 ? 377 : t <= 21 ? 239 : 377] if (472123434 >> t & 1) != 0 as st4_sp9_2_two
expect st4_sp9_2_two.wavefronts == 1
write f[t <= 1 ? 436 : t <= 3 ? 108 : t <= 5 ? 223 : t <= 11 ? 127 : t <= 18 ? 49 : t <= 21 ? 221 : t <= 27 ? 127 : 330] if (472123434 >> t & 1) != 0 as st4_sp9_2_n1
expect st4_sp9_2_n1.wavefronts == 2
read f[1 * t] as tsim0_float_s_lane
expect tsim0_float_s_lane.wavefronts == 1
read f[2 * t] as tsim1_float_s_2_lane
expect tsim1_float_s_2_lane.wavefronts == 2
read f[3 * t] as tsim2_float_s_3_lane
expect tsim2_float_s_3_lane.wavefronts == 1
read f[32 * t] as tsim3_float_s_32_lane
expect tsim3_float_s_32_lane.wavefronts == 32
read f[33 * t] as tsim4_float_s_33_lane
expect tsim4_float_s_33_lane.wavefronts == 1
read f[0] as tsim5_float_s_0
expect tsim5_float_s_0.wavefronts == 1
read w[1 * t] as tsim6_double_s_lane
expect tsim6_double_s_lane.wavefronts == 2
read w[2 * t] as tsim7_double_s_2_lane
expect tsim7_double_s_2_lane.wavefronts == 4
read w[16 * t] as tsim8_double_s_16_lane
expect tsim8_double_s_16_lane.wavefronts == 32
read w[17 * t] as tsim9_double_s_17_lane
expect tsim9_double_s_17_lane.wavefronts == 2
read w[0] as tsim10_double_s_0
expect tsim10_double_s_0.wavefronts == 1
read w[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : t <= 15 ? 7 : t <= 17 ? 8 : t <= 19 ? 9 : t <= 21 ? 10 : t <= 23 ? 11 : t <= 25 ? 12 : t <= 27 ? 13 : t <= 29 ? 14 : 15] as tsim11_double_s_lane_1
expect tsim11_double_s_lane_1.wavefronts == 1
read w[t <= 0 ? 0 : t <= 1 ? 1 : t <= 2 ? 2 : t <= 3 ? 3 : t <= 4 ? 4 : t <= 5 ? 5 : t <= 6 ? 6 : t <= 7 ? 7 : t <= 8 ? 8 : t <= 9 ? 9 : t <= 10 ? 10 : t <= 11 ? 11 : t <= 12 ? 12 : t <= 13 ? 13 : t <= 14 ? 14 : t <= 15 ? 15 : t <= 16 ? 0 : t <= 17 ? 1 : t <= 18 ? 2 : t <= 19 ? 3 : t <= 20 ? 4 : t <= 21 ? 5 : t <= 22 ? 6 : t <= 23 ? 7 : t <= 24 ? 8 : t <= 25 ? 9 : t <= 26 ? 10 : t <= 27 ? 11 : t <= 28 ? 12 : t <= 29 ? 13 : t <= 30 ? 14 : 15] as tsim12_double_s_lane_15
expect tsim12_double_s_lane_15.wavefronts == 2
read v[1 * t] as tsim13_float4_s_lane
expect tsim13_float4_s_lane.wavefronts == 4
read v[0] as tsim14_float4_s_0
expect tsim14_float4_s_0.wavefronts == 2
read v[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : t <= 15 ? 7 : t <= 17 ? 8 : t <= 19 ? 9 : t <= 21 ? 10 : t <= 23 ? 11 : t <= 25 ? 12 : t <= 27 ? 13 : t <= 29 ? 14 : 15] as tsim15_float4_s_lane_1
expect tsim15_float4_s_lane_1.wavefronts == 2
read v[t <= 0 ? 0 : t <= 1 ? 1 : t <= 2 ? 2 : t <= 3 ? 3 : t <= 4 ? 0 : t <= 5 ? 1 : t <= 6 ? 2 : t <= 7 ? 3 : t <= 8 ? 0 : t <= 9 ? 1 : t <= 10 ? 2 : t <= 11 ? 3 : t <= 12 ? 0 : t <= 13 ? 1 : t <= 14 ? 2 : t <= 15 ? 3 : t <= 16 ? 0 : t <= 17 ? 1 : t <= 18 ? 2 : t <= 19 ? 3 : t <= 20 ? 0 : t <= 21 ? 1 : t <= 22 ? 2 : t <= 23 ? 3 : t <= 24 ? 0 : t <= 25 ? 1 : t <= 26 ? 2 : t <= 27 ? 3 : t <= 28 ? 0 : t <= 29 ? 1 : t <= 30 ? 2 : 3] as tsim16_float4_s_lane_3
expect tsim16_float4_s_lane_3.wavefronts == 4
read v[2 * t] as tsim17_float4_s_2_lane
expect tsim17_float4_s_2_lane.wavefronts == 8
read f[t <= 0 ? 0 : t <= 1 ? 16 : t <= 2 ? 32 : t <= 3 ? 48 : t <= 4 ? 64 : t <= 5 ? 80 : t <= 6 ? 96 : t <= 7 ? 112 : t <= 8 ? 128 : t <= 9 ? 144 : t <= 10 ? 160 : t <= 11 ? 176 : t <= 12 ? 192 : t <= 13 ? 208 : t <= 14 ? 224 : t <= 15 ? 240 : t <= 16 ? 1 : t <= 17 ? 17 : t <= 18 ? 33 : t <= 19 ? 49 : t <= 20 ? 65 : t <= 21 ? 81 : t <= 22 ? 97 : t <= 23 ? 113 : t <= 24 ? 129 : t <= 25 ? 145 : t <= 26 ? 161 : t <= 27 ? 177 : t <= 28 ? 193 : t <= 29 ? 209 : t <= 30 ? 225 : 241] as tsim18_float_tile_16_16_by_column
expect tsim18_float_tile_16_16_by_column.wavefronts == 8
read f[t <= 0 ? 0 : t <= 1 ? 17 : t <= 2 ? 34 : t <= 3 ? 51 : t <= 4 ? 68 : t <= 5 ? 85 : t <= 6 ? 102 : t <= 7 ? 119 : t <= 8 ? 136 : t <= 9 ? 153 : t <= 10 ? 170 : t <= 11 ? 187 : t <= 12 ? 204 : t <= 13 ? 221 : t <= 14 ? 238 : t <= 15 ? 255 : t <= 16 ? 1 : t <= 17 ? 18 : t <= 18 ? 35 : t <= 19 ? 52 : t <= 20 ? 69 : t <= 21 ? 86 : t <= 22 ? 103 : t <= 23 ? 120 : t <= 24 ? 137 : t <= 25 ? 154 : t <= 26 ? 171 : t <= 27 ? 188 : t <= 28 ? 205 : t <= 29 ? 222 : t <= 30 ? 239 : 256] as tsim19_float_tile_16_17_by_column
expect tsim19_float_tile_16_17_by_column.wavefronts == 2
read f[t <= 0 ? 0 : t <= 1 ? 1 : t <= 2 ? 2 : t <= 3 ? 3 : t <= 4 ? 4 : t <= 5 ? 5 : t <= 6 ? 6 : t <= 7 ? 7 : t <= 8 ? 8 : t <= 9 ? 9 : t <= 10 ? 10 : t <= 11 ? 11 : t <= 12 ? 12 : t <= 13 ? 13 : t <= 14 ? 14 : t <= 15 ? 15 : t <= 16 ? 0 : t <= 17 ? 1 : t <= 18 ? 2 : t <= 19 ? 3 : t <= 20 ? 4 : t <= 21 ? 5 : t <= 22 ? 6 : t <= 23 ? 7 : t <= 24 ? 8 : t <= 25 ? 9 : t <= 26 ? 10 : t <= 27 ? 11 : t <= 28 ? 12 : t <= 29 ? 13 : t <= 30 ? 14 : 15] as tsim20_float_Bs_k_tx_16x16_block
expect tsim20_float_Bs_k_tx_16x16_block.wavefronts == 1
read f[t <= 15 ? 0 : 16] as tsim21_float_As_ty_k_16x16_block
expect tsim21_float_As_ty_k_16x16_block.wavefronts == 1
read f[t <= 0 ? 0 : t <= 1 ? 16 : t <= 2 ? 32 : t <= 3 ? 48 : t <= 4 ? 64 : t <= 5 ? 80 : t <= 6 ? 96 : t <= 7 ? 112 : t <= 8 ? 128 : t <= 9 ? 144 : t <= 10 ? 160 : t <= 11 ? 176 : t <= 12 ? 192 : t <= 13 ? 208 : t <= 14 ? 224 : t <= 15 ? 240 : t <= 16 ? 0 : t <= 17 ? 16 : t <= 18 ? 32 : t <= 19 ? 48 : t <= 20 ? 64 : t <= 21 ? 80 : t <= 22 ? 96 : t <= 23 ? 112 : t <= 24 ? 128 : t <= 25 ? 144 : t <= 26 ? 160 : t <= 27 ? 176 : t <= 28 ? 192 : t <= 29 ? 208 : t <= 30 ? 224 : 240] as tsim22_float_Bs_tx_k_16x16_block
expect tsim22_float_Bs_tx_k_16x16_block.wavefronts == 8
read f[t <= 0 ? 0 : t <= 1 ? 32 : t <= 2 ? 64 : t <= 3 ? 96 : t <= 4 ? 128 : t <= 5 ? 160 : t <= 6 ? 192 : t <= 7 ? 224 : t <= 8 ? 256 : t <= 9 ? 288 : t <= 10 ? 320 : t <= 11 ? 352 : t <= 12 ? 384 : t <= 13 ? 416 : t <= 14 ? 448 : t <= 15 ? 480 : t <= 16 ? 0 : t <= 17 ? 32 : t <= 18 ? 64 : t <= 19 ? 96 : t <= 20 ? 128 : t <= 21 ? 160 : t <= 22 ? 192 : t <= 23 ? 224 : t <= 24 ? 256 : t <= 25 ? 288 : t <= 26 ? 320 : t <= 27 ? 352 : t <= 28 ? 384 : t <= 29 ? 416 : t <= 30 ? 448 : 480] as tsim23_float_s_32_lane_15
expect tsim23_float_s_32_lane_15.wavefronts == 16
write w[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : t <= 15 ? 7 : t <= 17 ? 8 : t <= 19 ? 9 : t <= 21 ? 10 : t <= 23 ? 11 : t <= 25 ? 12 : t <= 27 ? 13 : t <= 29 ? 14 : 15] as tsim24_store_double_s_lane_1
expect tsim24_store_double_s_lane_1.wavefronts == 2
write w[0] as tsim25_store_double_s_0
expect tsim25_store_double_s_0.wavefronts == 2
write v[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : t <= 15 ? 7 : t <= 17 ? 8 : t <= 19 ? 9 : t <= 21 ? 10 : t <= 23 ? 11 : t <= 25 ? 12 : t <= 27 ? 13 : t <= 29 ? 14 : 15] as tsim26_store_float4_s_lane_1
expect tsim26_store_float4_s_lane_1.wavefronts == 4
write v[0] as tsim27_store_float4_s_0
expect tsim27_store_float4_s_0.wavefronts == 4
write f[1 * t] as tsim28_store_float_s_lane
expect tsim28_store_float_s_lane.wavefronts == 1
write f[2 * t] as tsim29_store_float_s_2_lane
expect tsim29_store_float_s_2_lane.wavefronts == 2
write w[1 * t] as tsim30_store_double_s_lane
expect tsim30_store_double_s_lane.wavefronts == 2
write w[2 * t] as tsim31_store_double_s_2_lane
expect tsim31_store_double_s_2_lane.wavefronts == 4
read w[1 * t] if (65535 >> t & 1) != 0 as tsim32_double_s_lane_lanes_0_15
expect tsim32_double_s_lane_lanes_0_15.wavefronts == 1
read w[1 * t] if (4294901760 >> t & 1) != 0 as tsim33_double_s_lane_lanes_16_31
expect tsim33_double_s_lane_lanes_16_31.wavefronts == 1
read f[2 * t] if (65535 >> t & 1) != 0 as tsim34_float_s_2_lane_lanes_0_15
expect tsim34_float_s_2_lane_lanes_0_15.wavefronts == 1
read f[32 * t] if (1431655765 >> t & 1) != 0 as tsim35_float_s_32_lane_even_lanes
expect tsim35_float_s_32_lane_even_lanes.wavefronts == 16
read v[1 * t] if (255 >> t & 1) != 0 as tsim36_float4_s_lane_lanes_0_7
expect tsim36_float4_s_lane_lanes_0_7.wavefronts == 1
read v[1 * t] if (16843009 >> t & 1) != 0 as tsim37_float4_s_lane_lanes_0_8_16_24
expect tsim37_float4_s_lane_lanes_0_8_16_24.wavefronts == 4
read w[16 * t] if (65535 >> t & 1) != 0 as tsim38_double_s_16_lane_lanes_0_15
expect tsim38_double_s_16_lane_lanes_0_15.wavefronts == 16
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : t <= 15 ? 7 : t <= 17 ? 8 : t <= 19 ? 9 : t <= 21 ? 10 : t <= 23 ? 11 : t <= 25 ? 12 : t <= 27 ? 13 : t <= 29 ? 14 : 15] if (4294967294 >> t & 1) != 0 as tsim39_float4_s_lane_1_all_but_lane_0
expect tsim39_float4_s_lane_1_all_but_lane_0.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : t <= 14 ? 7 : t <= 17 ? 8 : t <= 19 ? 9 : t <= 21 ? 10 : t <= 23 ? 11 : t <= 25 ? 12 : t <= 27 ? 13 : t <= 29 ? 14 : 15] if (4294934527 >> t & 1) != 0 as tsim40_float4_s_lane_1_all_but_lane_15
expect tsim40_float4_s_lane_1_all_but_lane_15.wavefronts == 2
read v[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : t <= 15 ? 7 : t <= 17 ? 8 : t <= 19 ? 9 : t <= 21 ? 10 : t <= 23 ? 11 : t <= 25 ? 12 : t <= 27 ? 13 : t <= 29 ? 14 : 15] if (4294901759 >> t & 1) != 0 as tsim41_float4_s_lane_1_all_but_lane_16
expect tsim41_float4_s_lane_1_all_but_lane_16.wavefronts == 2
read v[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : 7] if (65534 >> t & 1) != 0 as tsim42_float4_s_lane_1_lanes_1_15
expect tsim42_float4_s_lane_1_lanes_1_15.wavefronts == 1
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : t <= 15 ? 7 : t <= 17 ? 8 : t <= 19 ? 9 : t <= 21 ? 10 : t <= 23 ? 11 : t <= 25 ? 12 : t <= 27 ? 13 : t <= 29 ? 14 : 15] if (2863311530 >> t & 1) != 0 as tsim43_float4_s_lane_1_odd_lanes
expect tsim43_float4_s_lane_1_odd_lanes.wavefronts == 2
read v[t <= 1 ? 0 : 15] if (1073741826 >> t & 1) != 0 as tsim44_float4_s_lane_1_lanes_1_and_30
expect tsim44_float4_s_lane_1_lanes_1_and_30.wavefronts == 2
read v[t <= 7 ? 0 : t <= 15 ? 1 : t <= 23 ? 2 : 3] if (4289396650 >> t & 1) != 0 as tsim45_float4_s_lane_3_lanes_t_9_0
expect tsim45_float4_s_lane_3_lanes_t_9_0.wavefronts == 2
read w[1 * t] if (65535 >> t & 1) != 0 as tsim46_double_s_lane_15_lanes_0_15
expect tsim46_double_s_lane_15_lanes_0_15.wavefronts == 1
read w[t <= 1 ? 0 : t <= 3 ? 1 : t <= 5 ? 2 : t <= 7 ? 3 : t <= 9 ? 4 : t <= 11 ? 5 : t <= 13 ? 6 : t <= 15 ? 7 : t <= 17 ? 8 : t <= 19 ? 9 : t <= 21 ? 10 : t <= 23 ? 11 : t <= 25 ? 12 : t <= 27 ? 13 : t <= 29 ? 14 : 15] if (4294967294 >> t & 1) != 0 as tsim47_double_s_lane_1_lane_0_off
expect tsim47_double_s_lane_1_lane_0_off.wavefronts == 1
read w[t <= 0 ? 0 : t <= 2 ? 1 : t <= 4 ? 2 : t <= 6 ? 3 : t <= 8 ? 4 : t <= 10 ? 5 : t <= 12 ? 6 : t <= 14 ? 7 : t <= 16 ? 8 : t <= 18 ? 9 : t <= 20 ? 10 : t <= 22 ? 11 : t <= 24 ? 12 : t <= 26 ? 13 : t <= 28 ? 14 : 15] if (1431655765 >> t & 1) != 0 as tsim48_double_s_lane_1_even_lanes
expect tsim48_double_s_lane_1_even_lanes.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 0 : t <= 2 ? 12 : t <= 4 ? 24 : t <= 6 ? 36 : t <= 8 ? 48 : t <= 10 ? 60 : t <= 12 ? 72 : t <= 14 ? 84 : t <= 16 ? 0 : t <= 18 ? 12 : t <= 20 ? 24 : t <= 22 ? 36 : t <= 24 ? 48 : t <= 26 ? 60 : t <= 28 ? 72 : 84] if (1431655765 >> t & 1) != 0 as tsim49_double_s_lane_15_6_even_lanes
expect tsim49_double_s_lane_15_6_even_lanes.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 6 : t <= 3 ? 18 : t <= 5 ? 30 : t <= 7 ? 42 : t <= 9 ? 54 : t <= 11 ? 66 : t <= 13 ? 78 : t <= 15 ? 90 : t <= 17 ? 6 : t <= 19 ? 18 : t <= 21 ? 30 : t <= 23 ? 42 : t <= 25 ? 54 : t <= 27 ? 66 : t <= 29 ? 78 : 90] if (2863311530 >> t & 1) != 0 as tsim50_double_s_lane_15_6_odd_lanes
expect tsim50_double_s_lane_15_6_odd_lanes.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 467 : t <= 5 ? 268 : t <= 7 ? 492 : t <= 11 ? 467 : t <= 13 ? 268 : t <= 15 ? 467 : t <= 17 ? 268 : t <= 21 ? 492 : t <= 23 ? 467 : t <= 27 ? 492 : t <= 29 ? 467 : 268] as tmeas0_ld
expect tmeas0_ld.wavefronts == 4
write v[t <= 1 ? 467 : t <= 5 ? 268 : t <= 7 ? 492 : t <= 11 ? 467 : t <= 13 ? 268 : t <= 15 ? 467 : t <= 17 ? 268 : t <= 21 ? 492 : t <= 23 ? 467 : t <= 27 ? 492 : t <= 29 ? 467 : 268] as tmeas0_st
expect tmeas0_st.wavefronts == 7
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 483 : t <= 3 ? 260 : t <= 5 ? 423 : t <= 7 ? 483 : t <= 9 ? 260 : t <= 11 ? 423 : t <= 13 ? 483 : t <= 15 ? 364 : t <= 17 ? 423 : t <= 21 ? 483 : t <= 25 ? 423 : t <= 29 ? 260 : 483] as tmeas1_ld
expect tmeas1_ld.wavefronts == 3
write v[t <= 1 ? 483 : t <= 3 ? 260 : t <= 5 ? 423 : t <= 7 ? 483 : t <= 9 ? 260 : t <= 11 ? 423 : t <= 13 ? 483 : t <= 15 ? 364 : t <= 17 ? 423 : t <= 21 ? 483 : t <= 25 ? 423 : t <= 29 ? 260 : 483] as tmeas1_st
expect tmeas1_st.wavefronts == 5
# Nsight's instrumented estimate: 1
read v[400] if (1701157477 >> t & 1) != 0 as tmeas2_ld
expect tmeas2_ld.wavefronts == 2
write v[400] if (1701157477 >> t & 1) != 0 as tmeas2_st
expect tmeas2_st.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[t <= 1 ? 416 : t <= 5 ? 326 : t <= 7 ? 435 : t <= 9 ? 511 : t <= 11 ? 364 : t <= 12 ? 490 : t <= 13 ? 505 : 333] if (49139 >> t & 1) != 0 as tmeas3_ld
expect tmeas3_ld.wavefronts == 2
write v[t <= 1 ? 416 : t <= 5 ? 326 : t <= 7 ? 435 : t <= 9 ? 511 : t <= 11 ? 364 : t <= 12 ? 490 : t <= 13 ? 505 : 333] if (49139 >> t & 1) != 0 as tmeas3_st
expect tmeas3_st.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 257 : t <= 3 ? 258 : t <= 5 ? 259 : t <= 7 ? 260 : t <= 9 ? 261 : t <= 11 ? 262 : t <= 13 ? 263 : t <= 15 ? 264 : t <= 17 ? 265 : t <= 19 ? 266 : t <= 21 ? 267 : t <= 23 ? 268 : t <= 25 ? 269 : t <= 27 ? 270 : t <= 29 ? 271 : 272] if (4294963199 >> t & 1) != 0 as tmeas4_ld
expect tmeas4_ld.wavefronts == 2
write v[t <= 1 ? 257 : t <= 3 ? 258 : t <= 5 ? 259 : t <= 7 ? 260 : t <= 9 ? 261 : t <= 11 ? 262 : t <= 13 ? 263 : t <= 15 ? 264 : t <= 17 ? 265 : t <= 19 ? 266 : t <= 21 ? 267 : t <= 23 ? 268 : t <= 25 ? 269 : t <= 27 ? 270 : t <= 29 ? 271 : 272] if (4294963199 >> t & 1) != 0 as tmeas4_st
expect tmeas4_st.wavefronts == 4
read v[t <= 0 ? 259 : t <= 3 ? 260 : t <= 5 ? 261 : t <= 7 ? 262 : t <= 9 ? 263 : t <= 11 ? 264 : t <= 13 ? 265 : t <= 15 ? 266 : t <= 16 ? 267 : t <= 18 ? 268 : t <= 21 ? 269 : t <= 23 ? 270 : t <= 24 ? 271 : t <= 27 ? 272 : t <= 29 ? 273 : 274] if (2113273853 >> t & 1) != 0 as tmeas5_ld
expect tmeas5_ld.wavefronts == 2
write v[t <= 0 ? 259 : t <= 3 ? 260 : t <= 5 ? 261 : t <= 7 ? 262 : t <= 9 ? 263 : t <= 11 ? 264 : t <= 13 ? 265 : t <= 15 ? 266 : t <= 16 ? 267 : t <= 18 ? 268 : t <= 21 ? 269 : t <= 23 ? 270 : t <= 24 ? 271 : t <= 27 ? 272 : t <= 29 ? 273 : 274] if (2113273853 >> t & 1) != 0 as tmeas5_st
expect tmeas5_st.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 623 : t <= 3 ? 672 : t <= 5 ? 665 : t <= 7 ? 586 : t <= 9 ? 671 : t <= 11 ? 586 : t <= 13 ? 751 : t <= 15 ? 611 : t <= 17 ? 704 : t <= 19 ? 766 : t <= 21 ? 707 : t <= 23 ? 536 : t <= 25 ? 535 : t <= 27 ? 662 : t <= 29 ? 633 : 561] as tmeas6_ld
expect tmeas6_ld.wavefronts == 3
write w[t <= 1 ? 623 : t <= 3 ? 672 : t <= 5 ? 665 : t <= 7 ? 586 : t <= 9 ? 671 : t <= 11 ? 586 : t <= 13 ? 751 : t <= 15 ? 611 : t <= 17 ? 704 : t <= 19 ? 766 : t <= 21 ? 707 : t <= 23 ? 536 : t <= 25 ? 535 : t <= 27 ? 662 : t <= 29 ? 633 : 561] as tmeas6_st
expect tmeas6_st.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 626 : t <= 1 ? 606 : t <= 2 ? 626 : t <= 3 ? 606 : t <= 5 ? 739 : t <= 6 ? 540 : t <= 7 ? 739 : t <= 8 ? 628 : t <= 11 ? 706 : t <= 14 ? 619 : t <= 15 ? 714 : t <= 16 ? 622 : t <= 17 ? 635 : t <= 18 ? 622 : t <= 19 ? 635 : t <= 20 ? 576 : t <= 21 ? 726 : t <= 22 ? 576 : t <= 23 ? 726 : t <= 24 ? 608 : t <= 25 ? 585 : t <= 26 ? 608 : t <= 27 ? 585 : t <= 28 ? 524 : t <= 29 ? 748 : t <= 30 ? 524 : 748] if (4294958063 >> t & 1) != 0 as tmeas7_ld
expect tmeas7_ld.wavefronts == 3
write w[t <= 0 ? 626 : t <= 1 ? 606 : t <= 2 ? 626 : t <= 3 ? 606 : t <= 5 ? 739 : t <= 6 ? 540 : t <= 7 ? 739 : t <= 8 ? 628 : t <= 11 ? 706 : t <= 14 ? 619 : t <= 15 ? 714 : t <= 16 ? 622 : t <= 17 ? 635 : t <= 18 ? 622 : t <= 19 ? 635 : t <= 20 ? 576 : t <= 21 ? 726 : t <= 22 ? 576 : t <= 23 ? 726 : t <= 24 ? 608 : t <= 25 ? 585 : t <= 26 ? 608 : t <= 27 ? 585 : t <= 28 ? 524 : t <= 29 ? 748 : t <= 30 ? 524 : 748] if (4294958063 >> t & 1) != 0 as tmeas7_st
expect tmeas7_st.wavefronts == 4
