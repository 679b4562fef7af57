# accessan calibrate --gpu: measured on NVIDIA H100 80GB HBM3 (driver 13.0, nominal SM clock 1.980 GHz)
# rates per SM are per cycle of the clock measured under load (clock_ghz)
name h100
gpu NVIDIA H100 80GB HBM3
base sm_90
sm_count 132
clock_ghz 1.979
dram_gbps 2975
l2_gbps 6648
dram_latency_ns 351
l2_latency_ns 145
max_warps_per_sm 64
max_blocks_per_sm 32
shared_bytes_per_sm 233472
regs_per_sm 65536
lsu_requests_per_clk 0.99
smem_wavefronts_per_clk 0.99
l1_bytes_per_clk 127
# the three below: accessan calibrate --gpu of 2026-11-23, whose whole
# output is h100.calibrate-2026-11-23.txt (the keys above as measured
# before: that run gave them within 2 %). That binary wrote block_ns less
# a barrier step (552.0); the key is now the whole wave: 552.0 + 82.5.
l2_store_gtps 62.92
sync_step_ns 82.5
block_ns 634.5
# loaded latency: accessan calibrate --gpu of 2026-11-23 (wt-lat), whose
# whole output is h100.calibrate-2026-11-23-lat.txt (the keys above as
# before: that run gave them within 4 %; the wave curves are its "one
# round a thread" points, as calibrate now writes them)
dram_latency_read 1024:383 2048:390 3072:400 4096:412 6144:438 8192:483 12288:640 16384:797 24576:1106 32768:1450 65536:2903 131072:5807
dram_latency_copy 1024:437 2048:480 3072:530 4096:578 6144:736 8192:907 12288:1263 16384:1590 24576:2362 32768:3124 65536:6267 131072:12538
dram_wave_read 8192:686 16384:819 32768:1407 65536:2791 131072:5643
dram_wave_copy 8192:937 16384:1563 32768:2908 65536:5838 131072:11861
# accessan calibrate --gpu of 2026-11-27, whose whole output is
# h100.calibrate-2026-11-27.txt (the keys above as before: that run gave
# them within 3 %; a second run gave 0.43)
dram_line_cost 0.44
# accessan calibrate --gpu of 2026-11-28, whose whole output is
# h100.calibrate-2026-11-28.txt, with cal_const a walk of a new line a
# step (the old kernel's loads were merged and hoisted by ptxas)
const_passes_per_clk 0.468
