# accessan calibrate --gpu: measured on NVIDIA H200 (driver 13.0, nominal SM clock 1.980 GHz)
# rates per SM are per cycle of the clock measured under load (clock_ghz)
name h200
gpu NVIDIA H200
base sm_90
sm_count 132
clock_ghz 1.975
dram_gbps 4216
l2_gbps 6891
dram_latency_ns 351
l2_latency_ns 145
max_warps_per_sm 64
max_blocks_per_sm 32
shared_bytes_per_sm 233472
regs_per_sm 65536
lsu_requests_per_clk 0.99
smem_wavefronts_per_clk 0.99
l1_bytes_per_clk 128
# the three below: accessan calibrate --gpu of 2026-11-23, whose whole
# output is h200.calibrate-2026-11-23.txt (the keys above as measured
# before: that run gave them within 5 %)
l2_store_gtps 73.63
sync_step_ns 83.1
block_ns 632.7
# loaded latency: accessan calibrate --gpu of 2026-11-23 (wt-lat), whose
# whole output is h200.calibrate-2026-11-23-lat.txt (the keys above as
# before: that run gave them within 4 %; the wave curves are its "one
# round a thread" points, as calibrate now writes them)
dram_latency_read 1024:365 2048:373 3072:380 4096:388 6144:405 8192:430 12288:523 16384:606 24576:795 32768:1041 65536:2021 131072:4027
dram_latency_copy 1024:406 2048:440 3072:476 4096:512 6144:595 8192:716 12288:991 16384:1199 24576:1692 32768:2248 65536:4522 131072:9100
dram_wave_read 8192:676 16384:791 32768:993 65536:2003 131072:3995
dram_wave_copy 8192:839 16384:1183 32768:2065 65536:4192 131072:8503
# accessan calibrate --gpu of 2026-11-27, whose whole output is
# h200.calibrate-2026-11-27.txt (the keys above as before: that run gave
# them within 3.4 %; a second run gave 0.53 as well)
dram_line_cost 0.53
# accessan calibrate --gpu of 2026-11-28, whose whole output is
# h200.calibrate-2026-11-28.txt, with cal_const a walk of a new line a
# step (ptxas had merged and hoisted the old kernel's loads: it measured
# 85 and then 0.89 passes a clock); tests/gpu/constant/hits.cu's walk
# gave 0.453 on the same GPU
const_passes_per_clk 0.468
# accessan calibrate --gpu of 2026-11-28, the second, whose whole output
# is h200.calibrate-2026-11-28b.txt (the keys above as before: that run
# gave them within 2.7 %): cal_atom, 2^24 atomics on one word
atom_float_ns 1.755
atom_int_ns 0.731
# accessan calibrate --gpu of 2026-11-29, whose whole output is
# h200.calibrate-2026-11-29.txt (the keys above as before: that run gave
# them within 3 %): cal_atomline, the L2 units' atomics (sim/hot.h);
# 130304 is 0x1fd00, bits 8 and 10 to 16 (lines 128 and 512 bytes apart
# share a unit)
atom_sector_ns 0.592
atom_units 74.3
atom_unit_bits 130304
# accessan calibrate --gpu of 2026-11-30, whose whole output is
# h200.calibrate-2026-11-30.txt, with its progress in .log (the keys
# above as before: that run gave them within 3.5 %; of the DRAM costs
# below, 15.6, 74.6 and 75.2, a slow-fetch unit's as on 2026-11-29):
# cal_band, an image
# counted into the bins of its tiles, 16 to 512 rows a band, the window
# of the units' atomics in resident blocks (sim/hot.h)
atom_window 1.50
# accessan calibrate --gpu of 2026-11-29, the second, whose whole output
# is h200.calibrate-2026-11-29b.txt: cal_l2gather, loads the L2 serves
# and L1 does not, a line of 1 sector a lane and a line of 4 a request
# (the keys above as before: that run gave them within 3.4 %, but
# l2_gbps 7598, 10 % more; tests/gpu/l1/gather.cu's sweep gave 3.29 and
# 3.06 on the same GPU)
l2_line_ps 3.067
l2_sector_ps 2.855
# dram_scatter_cost: what a line opened scattered costs (sim/dram.h,
# K_SCATTER), measured on two H200s the same day, 2026-11-29: 4.6 by
# accessan calibrate --gpu (cal_scatter; its whole output is
# h200.calibrate-2026-11-29c.txt, with its progress in .log: the keys
# above as before, within 4.5 %) and 14.8 on another, the fit of
# tests/gpu/dram/footprint.cu over 8 GB (14.6 to 15.6 from 1 to 8 GB;
# footprint.h200-b.txt is the same kernel 9 % faster on the first). The
# two GPUs' random fetches differ where their copies do not: the mean
dram_scatter_cost 9.7
# dram_write_cost, dram_rbw_cost: a block written back in part come into
# L2 scattered, and one read before the write (sim/dram.h, K_WRITE,
# K_RBW): tests/gpu/dram/footprint.cu's stores over 4 GB on two H200s
# gave 82 and 78, and 85 and 69 (footprint-stores.h200*.txt); the mean.
# accessan calibrate --gpu on the second (h200.calibrate-2026-11-29d.txt,
# the keys above as before within 4.9 %) gave 102 and 61.4 from stores
# of 2^24 threads, 0.11 ms for the sectors, and a window for write-backs
# as wide as the fetches'; calibrate now times 2^26
dram_write_cost 84
dram_rbw_cost 73
