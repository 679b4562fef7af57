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
