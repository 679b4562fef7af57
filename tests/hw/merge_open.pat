# merge_open.pat - the 45 random probes on which a model fitted to
# Nsight's SASS-instrumented estimate still disagreed with it (16-byte
# loads, lanes 0-15 partly inactive, few distinct addresses). Measured
# again with the load/store unit's pipe counter (l1tex__data_pipe_lsu_
# wavefronts_mem_shared_op_ld / smsp__inst_executed_op_shared_ld), one
# warp repeating the access 128 times, counted alike on an H100 80GB HBM3
# and an H200 (2026-11-23, tests/gpu/smem_wave.cu): the expectations. The
# comment before an access gives the instrumented estimate where it
# differs. The plain n^1 / n^2 rule of sim/sim.c is exact on all 45: the
# disagreement was the estimate's.
grid 1
block 32
let t = threadIdx.x
shared int4 v[256]
shared double w[256]
# Nsight's instrumented estimate: 3
read v[t <= 3 ? 79 : t <= 5 ? 133 : t <= 15 ? 79 : t <= 17 ? 133 : t <= 19 ? 79 : t <= 25 ? 133 : t <= 27 ? 79 : t <= 29 ? 133 : 79] if (4294967231 >> t & 1) != 0 as a126
expect a126.wavefronts == 2
# Nsight's instrumented estimate: 2
read v[t <= 1 ? 44 : t <= 3 ? 94 : t <= 4 ? 189 : t <= 5 ? 145 : t <= 6 ? 0 : t <= 7 ? 189 : t <= 9 ? 223 : t <= 11 ? 211 : t <= 13 ? 234 : t <= 15 ? 145 : t <= 17 ? 59 : t <= 19 ? 190 : t <= 21 ? 151 : t <= 23 ? 104 : t <= 25 ? 113 : t <= 27 ? 194 : t <= 29 ? 180 : 173] if (2138562525 >> t & 1) != 0 as a130
expect a130.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 8 : t <= 2 ? 161 : t <= 3 ? 227 : t <= 5 ? 161 : t <= 6 ? 117 : t <= 7 ? 8 : t <= 9 ? 161 : t <= 11 ? 8 : t <= 15 ? 161 : t <= 19 ? 69 : t <= 20 ? 76 : t <= 21 ? 161 : t <= 23 ? 206 : t <= 29 ? 161 : 69] if (264151031 >> t & 1) != 0 as a440
expect a440.wavefronts == 4
read v[t <= 23 ? 27 : t <= 24 ? 168 : 27] if (4294967039 >> t & 1) != 0 as a483
expect a483.wavefronts == 4
# Nsight's instrumented estimate: 2
read v[t <= 0 ? 27 : t <= 1 ? 2 : t <= 3 ? 27 : t <= 4 ? 232 : t <= 12 ? 27 : t <= 13 ? 119 : 27] if (2138046463 >> t & 1) != 0 as a513
expect a513.wavefronts == 4
# Nsight's instrumented estimate: 2
read v[t <= 3 ? 184 : t <= 4 ? 210 : t <= 5 ? 121 : t <= 7 ? 184 : t <= 13 ? 210 : t <= 14 ? 11 : t <= 15 ? 210 : t <= 19 ? 184 : t <= 21 ? 210 : t <= 23 ? 184 : t <= 27 ? 210 : t <= 29 ? 184 : 210] if (1467865053 >> t & 1) != 0 as a568
expect a568.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 3 ? 21 : t <= 7 ? 119 : t <= 11 ? 26 : t <= 13 ? 119 : t <= 15 ? 26 : t <= 17 ? 119 : t <= 19 ? 21 : t <= 25 ? 26 : t <= 27 ? 21 : t <= 29 ? 79 : 119] if (3692020623 >> t & 1) != 0 as a608
expect a608.wavefronts == 3
# Nsight's instrumented estimate: 3
read v[t <= 0 ? 99 : t <= 1 ? 113 : t <= 2 ? 45 : t <= 3 ? 78 : t <= 4 ? 77 : t <= 5 ? 19 : t <= 6 ? 84 : t <= 7 ? 247 : t <= 8 ? 183 : t <= 9 ? 8 : t <= 10 ? 53 : t <= 11 ? 106 : t <= 12 ? 107 : t <= 13 ? 210 : t <= 14 ? 176 : t <= 15 ? 76 : t <= 16 ? 86 : t <= 17 ? 94 : t <= 18 ? 232 : t <= 19 ? 12 : t <= 20 ? 92 : t <= 21 ? 25 : t <= 22 ? 147 : t <= 23 ? 170 : t <= 24 ? 141 : t <= 25 ? 137 : t <= 26 ? 230 : t <= 27 ? 114 : t <= 28 ? 62 : t <= 29 ? 185 : t <= 30 ? 101 : 145] if (111181882 >> t & 1) != 0 as a1059
expect a1059.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 6 : t <= 3 ? 9 : t <= 4 ? 12 : t <= 5 ? 134 : t <= 7 ? 15 : t <= 9 ? 18 : t <= 11 ? 21 : t <= 13 ? 24 : t <= 15 ? 27 : t <= 17 ? 30 : t <= 19 ? 33 : t <= 21 ? 36 : t <= 23 ? 39 : t <= 25 ? 42 : t <= 27 ? 45 : t <= 28 ? 48 : t <= 29 ? 151 : 51] if (831024696 >> t & 1) != 0 as a1069
expect a1069.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 0 ? 79 : t <= 1 ? 58 : t <= 2 ? 79 : t <= 3 ? 58 : t <= 7 ? 79 : t <= 8 ? 58 : t <= 9 ? 79 : t <= 10 ? 58 : t <= 11 ? 79 : t <= 16 ? 58 : t <= 17 ? 79 : t <= 18 ? 58 : t <= 27 ? 79 : 58] if (2526452389 >> t & 1) != 0 as a1337
expect a1337.wavefronts == 2
# Nsight's instrumented estimate: 2
read v[t <= 1 ? 187 : t <= 3 ? 128 : t <= 5 ? 187 : t <= 9 ? 135 : t <= 10 ? 128 : t <= 11 ? 109 : t <= 13 ? 187 : t <= 19 ? 135 : t <= 23 ? 187 : t <= 25 ? 135 : t <= 27 ? 187 : 135] if (2147221499 >> t & 1) != 0 as a1376
expect a1376.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 27 ? 242 : t <= 28 ? 140 : 242] if (3221225431 >> t & 1) != 0 as a1429
expect a1429.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 15 ? 95 : t <= 16 ? 1 : t <= 19 ? 95 : t <= 20 ? 49 : 95] if (4259249592 >> t & 1) != 0 as a1589
expect a1589.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 49 : t <= 7 ? 72 : t <= 9 ? 49 : t <= 15 ? 72 : t <= 17 ? 49 : 72] if (4227850239 >> t & 1) != 0 as a1597
expect a1597.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 231 : t <= 7 ? 149 : t <= 11 ? 231 : t <= 13 ? 149 : t <= 15 ? 231 : t <= 17 ? 149 : t <= 19 ? 231 : 149] if (4294963199 >> t & 1) != 0 as a1682
expect a1682.wavefronts == 2
read v[t <= 22 ? 234 : t <= 23 ? 195 : t <= 29 ? 234 : t <= 30 ? 84 : 234] if (4294963199 >> t & 1) != 0 as a1830
expect a1830.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 9 ? 20 : t <= 10 ? 142 : t <= 17 ? 20 : t <= 18 ? 81 : t <= 28 ? 20 : t <= 29 ? 106 : 20] if (3857787903 >> t & 1) != 0 as a1884
expect a1884.wavefronts == 2
# Nsight's instrumented estimate: 2
read v[t <= 7 ? 145 : t <= 8 ? 38 : 145] if (1979711487 >> t & 1) != 0 as a1907
expect a1907.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 5 ? 155 : t <= 9 ? 135 : t <= 15 ? 155 : t <= 17 ? 135 : t <= 29 ? 155 : 135] if (4294442367 >> t & 1) != 0 as a1992
expect a1992.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 7 ? 243 : t <= 9 ? 242 : t <= 11 ? 243 : t <= 13 ? 112 : t <= 15 ? 243 : t <= 17 ? 242 : t <= 21 ? 112 : t <= 23 ? 242 : t <= 25 ? 243 : t <= 27 ? 242 : t <= 29 ? 4 : 243] if (4294934421 >> t & 1) != 0 as a1995
expect a1995.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 0 ? 80 : t <= 1 ? 254 : t <= 2 ? 80 : t <= 4 ? 254 : t <= 5 ? 80 : t <= 6 ? 254 : t <= 11 ? 80 : t <= 16 ? 254 : t <= 17 ? 80 : t <= 18 ? 254 : t <= 23 ? 80 : t <= 27 ? 254 : t <= 28 ? 80 : t <= 29 ? 254 : t <= 30 ? 80 : 254] if (2868558586 >> t & 1) != 0 as a2005
expect a2005.wavefronts == 2
read v[t <= 5 ? 115 : t <= 7 ? 102 : t <= 9 ? 115 : t <= 11 ? 102 : t <= 13 ? 115 : t <= 19 ? 167 : t <= 21 ? 115 : t <= 25 ? 102 : t <= 28 ? 167 : t <= 29 ? 9 : 102] if (3217030143 >> t & 1) != 0 as a2131
expect a2131.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 133 : t <= 13 ? 220 : t <= 17 ? 133 : t <= 19 ? 220 : t <= 21 ? 133 : 220] if (4294967039 >> t & 1) != 0 as a2279
expect a2279.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 5 ? 202 : t <= 7 ? 49 : t <= 15 ? 202 : t <= 25 ? 49 : 202] if (4294938830 >> t & 1) != 0 as a2352
expect a2352.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 3 ? 219 : t <= 4 ? 16 : t <= 28 ? 219 : t <= 29 ? 114 : 219] if (2939892453 >> t & 1) != 0 as a2378
expect a2378.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 31 : t <= 3 ? 187 : t <= 7 ? 31 : t <= 13 ? 187 : t <= 17 ? 31 : t <= 23 ? 187 : t <= 27 ? 31 : 187] if (3848539191 >> t & 1) != 0 as b628
expect b628.wavefronts == 2
read v[t <= 16 ? 78 : t <= 17 ? 69 : 78] if (4294967039 >> t & 1) != 0 as b630
expect b630.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 43 : t <= 7 ? 61 : t <= 8 ? 56 : t <= 9 ? 61 : t <= 11 ? 43 : t <= 12 ? 145 : t <= 13 ? 247 : t <= 17 ? 43 : t <= 21 ? 247 : t <= 23 ? 43 : t <= 26 ? 247 : t <= 27 ? 226 : t <= 29 ? 247 : 61] if (2104844245 >> t & 1) != 0 as b687
expect b687.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 140 : t <= 1 ? 1 : t <= 2 ? 130 : t <= 3 ? 124 : t <= 4 ? 64 : t <= 5 ? 39 : t <= 6 ? 104 : t <= 7 ? 49 : t <= 8 ? 67 : t <= 9 ? 135 : t <= 10 ? 133 : t <= 11 ? 225 : t <= 12 ? 100 : t <= 13 ? 173 : t <= 14 ? 97 : t <= 15 ? 194 : t <= 16 ? 241 : t <= 17 ? 45 : t <= 18 ? 168 : t <= 19 ? 140 : t <= 20 ? 153 : t <= 21 ? 238 : t <= 22 ? 182 : t <= 23 ? 172 : t <= 24 ? 235 : t <= 25 ? 65 : t <= 26 ? 213 : t <= 27 ? 113 : t <= 28 ? 243 : t <= 29 ? 170 : t <= 30 ? 59 : 80] if (494465376 >> t & 1) != 0 as b704
expect b704.wavefronts == 6
read v[t <= 1 ? 245 : t <= 3 ? 187 : t <= 5 ? 245 : t <= 9 ? 187 : t <= 13 ? 245 : t <= 15 ? 187 : t <= 16 ? 117 : t <= 27 ? 187 : t <= 29 ? 245 : 187] if (4294967231 >> t & 1) != 0 as b803
expect b803.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 50 : t <= 3 ? 198 : t <= 4 ? 200 : t <= 5 ? 198 : t <= 7 ? 237 : t <= 9 ? 198 : t <= 13 ? 50 : t <= 15 ? 237 : t <= 17 ? 50 : t <= 18 ? 158 : t <= 19 ? 50 : t <= 25 ? 237 : t <= 27 ? 198 : t <= 29 ? 237 : 50] if (2136834045 >> t & 1) != 0 as b1006
expect b1006.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 234 : t <= 5 ? 31 : t <= 7 ? 234 : t <= 11 ? 31 : t <= 13 ? 234 : t <= 17 ? 31 : t <= 21 ? 234 : t <= 23 ? 31 : t <= 29 ? 234 : 31] if (3221225463 >> t & 1) != 0 as b1174
expect b1174.wavefronts == 2
read v[t <= 15 ? 79 : t <= 16 ? 138 : t <= 26 ? 79 : t <= 27 ? 89 : 79] if (4219465727 >> t & 1) != 0 as b1193
expect b1193.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 5 ? 203 : t <= 9 ? 90 : t <= 15 ? 203 : t <= 23 ? 90 : t <= 25 ? 203 : t <= 27 ? 90 : 203] if (4093442010 >> t & 1) != 0 as b1228
expect b1228.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 19 ? 7 : t <= 20 ? 226 : t <= 21 ? 7 : t <= 22 ? 226 : t <= 23 ? 7 : t <= 24 ? 226 : t <= 25 ? 7 : t <= 26 ? 226 : t <= 27 ? 7 : t <= 28 ? 226 : t <= 29 ? 7 : t <= 30 ? 226 : 7] if (4294967231 >> t & 1) != 0 as b1242
expect b1242.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 224 : t <= 3 ? 15 : t <= 5 ? 140 : t <= 7 ? 53 : t <= 9 ? 139 : t <= 11 ? 70 : t <= 13 ? 82 : t <= 15 ? 225 : t <= 17 ? 6 : t <= 19 ? 176 : t <= 21 ? 45 : t <= 23 ? 44 : t <= 25 ? 249 : t <= 27 ? 159 : t <= 29 ? 139 : 82] if (3220692991 >> t & 1) != 0 as b1306
expect b1306.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 27 ? 218 : t <= 28 ? 121 : 218] if (2613382682 >> t & 1) != 0 as b1363
expect b1363.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 34 : t <= 5 ? 168 : t <= 13 ? 34 : t <= 17 ? 168 : t <= 19 ? 34 : t <= 29 ? 168 : 34] if (4294967294 >> t & 1) != 0 as b1433
expect b1433.wavefronts == 2
read v[t <= 15 ? 24 : t <= 16 ? 160 : 24] if (4294961119 >> t & 1) != 0 as b1438
expect b1438.wavefronts == 5
# Nsight's instrumented estimate: 3
read v[t <= 20 ? 10 : t <= 21 ? 161 : 10] if (2926312438 >> t & 1) != 0 as b1605
expect b1605.wavefronts == 2
read v[t <= 18 ? 87 : t <= 19 ? 121 : t <= 20 ? 180 : 87] if (4091541311 >> t & 1) != 0 as b2046
expect b2046.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 3 ? 190 : t <= 5 ? 74 : t <= 11 ? 190 : t <= 25 ? 74 : t <= 27 ? 190 : 74] if (4294950879 >> t & 1) != 0 as b2071
expect b2071.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 106 : t <= 3 ? 231 : t <= 5 ? 106 : t <= 7 ? 172 : t <= 11 ? 231 : t <= 13 ? 172 : t <= 15 ? 106 : t <= 17 ? 231 : t <= 19 ? 106 : t <= 21 ? 172 : t <= 25 ? 106 : t <= 27 ? 231 : t <= 29 ? 106 : 172] if (4277657599 >> t & 1) != 0 as b2086
expect b2086.wavefronts == 2
read v[t <= 29 ? 22 : t <= 30 ? 254 : 22] if (4294959103 >> t & 1) != 0 as b2117
expect b2117.wavefronts == 5
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 170 : t <= 3 ? 27 : t <= 9 ? 170 : t <= 11 ? 27 : t <= 13 ? 170 : t <= 15 ? 27 : t <= 21 ? 170 : t <= 23 ? 27 : t <= 25 ? 170 : t <= 29 ? 27 : 170] if (4026523647 >> t & 1) != 0 as b2254
expect b2254.wavefronts == 2
