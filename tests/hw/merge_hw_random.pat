# merge_hw_random.pat - 3000 random shared-memory probes, one warp each:
# 8, 16 and 4-byte loads and stores, random lane masks (full, random
# density, runs, 1 to 9 lanes), per-lane element indices from families
# named in each label (n1/n2: lanes n and n^1 / n^2 on one address; c:
# such pairs in conflicting banks; s: with stray lanes; stride; bcast;
# few: 2 to 4 addresses; rand). Labels r<n> with n % 3 == 0 are the
# held-out third: the rule was stated before these were looked at.
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
read w[1 * t + 185] if (4258852639 >> t & 1) != 0 as r0_stride
expect r0_stride.wavefronts == 2
read f[t <= 1 ? 93 : t <= 3 ? 62 : t <= 5 ? 61 : t <= 7 ? 62 : t <= 9 ? 125 : t <= 11 ? 126 : t <= 13 ? 93 : t <= 15 ? 94 : t <= 17 ? 125 : t <= 19 ? 94 : t <= 21 ? 29 : t <= 23 ? 94 : t <= 25 ? 61 : t <= 27 ? 126 : t <= 29 ? 29 : 62] as r1_n1c
expect r1_n1c.wavefronts == 4
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 63 : t <= 3 ? 56 : t <= 5 ? 55 : t <= 7 ? 48 : t <= 9 ? 47 : t <= 11 ? 64 : t <= 13 ? 47 : t <= 15 ? 56 : t <= 17 ? 55 : t <= 19 ? 48 : t <= 21 ? 55 : t <= 23 ? 48 : t <= 25 ? 55 : t <= 27 ? 64 : t <= 29 ? 71 : 56] as r2_n1c
expect r2_n1c.wavefronts == 6
read w[t <= 0 ? 293 : t <= 1 ? 185 : t <= 2 ? 26 : t <= 5 ? 293 : t <= 8 ? 111 : t <= 9 ? 293 : t <= 11 ? 26 : t <= 13 ? 293 : t <= 19 ? 185 : t <= 20 ? 26 : t <= 22 ? 111 : t <= 23 ? 185 : t <= 24 ? 111 : t <= 25 ? 26 : t <= 27 ? 293 : t <= 28 ? 26 : t <= 29 ? 111 : 293] if (3153625071 >> t & 1) != 0 as r3_few
expect r3_few.wavefronts == 2
read v[t <= 0 ? 123 : t <= 1 ? 205 : t <= 2 ? 275 : t <= 3 ? 14 : t <= 4 ? 368 : t <= 5 ? 407 : t <= 6 ? 456 : t <= 7 ? 27 : t <= 8 ? 434 : t <= 9 ? 52 : t <= 10 ? 314 : t <= 11 ? 387 : t <= 12 ? 418 : t <= 13 ? 66 : t <= 14 ? 464 : t <= 15 ? 328 : t <= 16 ? 263 : t <= 17 ? 377 : t <= 18 ? 464 : t <= 20 ? 47 : t <= 21 ? 99 : t <= 22 ? 43 : t <= 23 ? 280 : t <= 24 ? 468 : t <= 25 ? 82 : t <= 26 ? 58 : t <= 27 ? 341 : t <= 28 ? 47 : t <= 29 ? 308 : t <= 30 ? 423 : 274] if (4294443007 >> t & 1) != 0 as r4_rand
expect r4_rand.wavefronts == 12
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 48 : t <= 1 ? 311 : t <= 2 ? 48 : t <= 3 ? 311 : t <= 4 ? 109 : t <= 5 ? 170 : t <= 6 ? 109 : t <= 7 ? 170 : t <= 8 ? 269 : t <= 9 ? 366 : t <= 10 ? 269 : t <= 11 ? 366 : t <= 12 ? 236 : t <= 13 ? 491 : t <= 14 ? 236 : t <= 15 ? 491 : t <= 16 ? 172 : t <= 17 ? 500 : t <= 18 ? 172 : t <= 19 ? 500 : t <= 20 ? 164 : t <= 21 ? 15 : t <= 22 ? 164 : t <= 23 ? 15 : t <= 24 ? 131 : t <= 25 ? 206 : t <= 26 ? 131 : t <= 27 ? 206 : t <= 28 ? 259 : t <= 29 ? 438 : t <= 30 ? 259 : 438] as r5_n2
expect r5_n2.wavefronts == 5
# Nsight's instrumented estimate: 5
read w[t <= 5 ? 156 : t <= 7 ? 141 : t <= 9 ? 124 : t <= 11 ? 141 : t <= 13 ? 108 : t <= 15 ? 157 : t <= 17 ? 140 : t <= 19 ? 157 : 108] if (4194272 >> t & 1) != 0 as r6_n1c
expect r6_n1c.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 6 : t <= 1 ? 31 : t <= 4 ? 7 : t <= 5 ? 8 : t <= 6 ? 7 : t <= 8 ? 8 : t <= 9 ? 14 : t <= 10 ? 8 : t <= 11 ? 14 : t <= 12 ? 22 : t <= 13 ? 23 : t <= 14 ? 22 : t <= 15 ? 23 : t <= 17 ? 24 : t <= 18 ? 15 : t <= 21 ? 22 : t <= 22 ? 8 : t <= 23 ? 22 : t <= 25 ? 7 : t <= 26 ? 22 : t <= 27 ? 7 : t <= 29 ? 24 : t <= 30 ? 23 : 24] if (4008116211 >> t & 1) != 0 as r7_n2c
expect r7_n2c.wavefronts == 6
write w[t <= 1 ? 116 : t <= 3 ? 339 : t <= 5 ? 364 : t <= 7 ? 256 : t <= 9 ? 212 : t <= 11 ? 128 : t <= 13 ? 354 : t <= 15 ? 205 : t <= 17 ? 314 : t <= 19 ? 207 : t <= 21 ? 75 : t <= 23 ? 168 : t <= 25 ? 336 : t <= 27 ? 22 : t <= 29 ? 456 : 396] as r8_n1
expect r8_n1.wavefronts == 4
read f[396] if (805306368 >> t & 1) != 0 as r9_n1
expect r9_n1.wavefronts == 1
write v[t <= 1 ? 506 : t <= 3 ? 114 : t <= 5 ? 139 : t <= 23 ? 24 : 109] if (75497514 >> t & 1) != 0 as r10_n1s
expect r10_n1s.wavefronts == 4
write w[t <= 1 ? 317 : t <= 3 ? 435 : t <= 7 ? 92 : t <= 8 ? 406 : t <= 10 ? 56 : t <= 12 ? 1 : t <= 13 ? 104 : t <= 20 ? 484 : 431] if (5256586 >> t & 1) != 0 as r11_rand
expect r11_rand.wavefronts == 3
write w[t <= 5 ? 116 : t <= 7 ? 242 : t <= 9 ? 224 : t <= 10 ? 51 : t <= 13 ? 284 : t <= 19 ? 174 : t <= 24 ? 241 : t <= 27 ? 80 : 385] if (956835488 >> t & 1) != 0 as r12_n1
expect r12_n1.wavefronts == 3
write v[4 * t + 56] if (1922038821 >> t & 1) != 0 as r13_stride
expect r13_stride.wavefronts == 10
read w[t <= 0 ? 323 : t <= 1 ? 143 : t <= 2 ? 323 : t <= 3 ? 143 : t <= 4 ? 188 : t <= 5 ? 332 : t <= 6 ? 188 : t <= 7 ? 332 : t <= 8 ? 172 : t <= 9 ? 208 : t <= 10 ? 172 : t <= 11 ? 208 : t <= 12 ? 489 : t <= 13 ? 407 : t <= 14 ? 489 : t <= 15 ? 117 : t <= 16 ? 167 : t <= 17 ? 243 : t <= 18 ? 167 : t <= 19 ? 243 : t <= 20 ? 5 : t <= 21 ? 259 : t <= 22 ? 5 : t <= 23 ? 259 : t <= 24 ? 350 : t <= 25 ? 146 : t <= 26 ? 350 : t <= 27 ? 146 : t <= 28 ? 149 : t <= 29 ? 154 : t <= 30 ? 149 : 154] as r14_n2s
expect r14_n2s.wavefronts == 5
# Nsight's instrumented estimate: 1
read v[489] if (285247760 >> t & 1) != 0 as r15_bcast
expect r15_bcast.wavefronts == 2
read w[t <= 0 ? 509 : t <= 7 ? 494 : t <= 25 ? 89 : 261] if (1107296385 >> t & 1) != 0 as r16_rand
expect r16_rand.wavefronts == 1
read v[t <= 0 ? 348 : t <= 1 ? 89 : t <= 2 ? 348 : t <= 3 ? 89 : t <= 4 ? 162 : t <= 5 ? 148 : t <= 6 ? 162 : t <= 7 ? 148 : t <= 8 ? 358 : t <= 9 ? 200 : t <= 10 ? 358 : t <= 11 ? 200 : t <= 12 ? 16 : t <= 13 ? 272 : t <= 14 ? 456 : t <= 15 ? 272 : t <= 16 ? 356 : t <= 17 ? 450 : t <= 18 ? 356 : t <= 19 ? 450 : t <= 20 ? 504 : t <= 21 ? 412 : t <= 22 ? 504 : t <= 23 ? 412 : t <= 24 ? 224 : t <= 25 ? 221 : t <= 26 ? 224 : t <= 27 ? 221 : t <= 28 ? 1 : t <= 29 ? 143 : t <= 30 ? 1 : 143] as r17_n2s
expect r17_n2s.wavefronts == 9
write w[t <= 1 ? 106 : t <= 3 ? 107 : t <= 5 ? 138 : t <= 7 ? 139 : t <= 9 ? 106 : t <= 11 ? 107 : t <= 13 ? 138 : t <= 15 ? 155 : t <= 17 ? 154 : 139] if (524287 >> t & 1) != 0 as r18_n1c
expect r18_n1c.wavefronts == 4
write w[t <= 0 ? 413 : t <= 3 ? 388 : t <= 4 ? 115 : t <= 6 ? 413 : t <= 10 ? 115 : t <= 11 ? 388 : t <= 12 ? 413 : t <= 13 ? 115 : t <= 18 ? 119 : t <= 20 ? 388 : t <= 24 ? 119 : t <= 27 ? 413 : t <= 28 ? 115 : 388] if (2642197629 >> t & 1) != 0 as r19_few
expect r19_few.wavefronts == 2
read v[t <= 8 ? 273 : t <= 9 ? 103 : t <= 14 ? 0 : t <= 18 ? 273 : t <= 19 ? 0 : t <= 21 ? 273 : t <= 24 ? 103 : t <= 25 ? 273 : t <= 26 ? 0 : t <= 27 ? 273 : 0] if (1333545728 >> t & 1) != 0 as r20_few
expect r20_few.wavefronts == 3
read v[t <= 0 ? 390 : t <= 1 ? 395 : t <= 2 ? 400 : t <= 3 ? 405 : t <= 4 ? 410 : t <= 5 ? 415 : t <= 6 ? 420 : t <= 7 ? 425 : t <= 8 ? 430 : t <= 9 ? 435 : t <= 10 ? 440 : t <= 11 ? 445 : t <= 12 ? 450 : t <= 13 ? 455 : t <= 14 ? 460 : t <= 15 ? 465 : t <= 16 ? 470 : t <= 17 ? 475 : t <= 18 ? 480 : t <= 19 ? 485 : t <= 20 ? 490 : t <= 21 ? 495 : t <= 22 ? 500 : t <= 23 ? 505 : t <= 24 ? 510 : t <= 25 ? 3 : t <= 26 ? 8 : t <= 27 ? 13 : t <= 28 ? 18 : t <= 29 ? 23 : t <= 30 ? 28 : 33] as r21_stride
expect r21_stride.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 291 : t <= 3 ? 308 : t <= 5 ? 133 : t <= 7 ? 50 : t <= 9 ? 215 : t <= 11 ? 24 : t <= 13 ? 169 : t <= 15 ? 59 : t <= 17 ? 442 : t <= 19 ? 152 : t <= 21 ? 34 : t <= 23 ? 381 : t <= 25 ? 294 : t <= 27 ? 430 : t <= 29 ? 28 : 81] as r22_n1
expect r22_n1.wavefronts == 4
read w[371] if (134217728 >> t & 1) != 0 as r23_n2s
expect r23_n2s.wavefronts == 1
read v[t <= 0 ? 36 : t <= 1 ? 29 : t <= 16 ? 37 : t <= 20 ? 38 : 37] if (1074855939 >> t & 1) != 0 as r24_n2c
expect r24_n2c.wavefronts == 2
read f[t <= 1 ? 369 : t <= 3 ? 406 : t <= 5 ? 427 : t <= 7 ? 43 : t <= 9 ? 66 : t <= 11 ? 435 : t <= 13 ? 143 : t <= 15 ? 93 : t <= 17 ? 314 : t <= 19 ? 257 : t <= 21 ? 284 : t <= 23 ? 58 : t <= 25 ? 83 : t <= 27 ? 287 : t <= 29 ? 190 : t <= 30 ? 463 : 108] as r25_n1s
expect r25_n1s.wavefronts == 2
read f[t <= 4 ? 57 : t <= 6 ? 122 : 58] if (786512 >> t & 1) != 0 as r26_n1c
expect r26_n1c.wavefronts == 2
# Nsight's instrumented estimate: 2
read v[t <= 0 ? 259 : t <= 3 ? 297 : t <= 5 ? 476 : t <= 7 ? 127 : t <= 8 ? 297 : t <= 10 ? 259 : t <= 13 ? 297 : t <= 14 ? 259 : t <= 17 ? 476 : t <= 25 ? 127 : t <= 26 ? 476 : t <= 28 ? 259 : 297] if (906126761 >> t & 1) != 0 as r27_few
expect r27_few.wavefronts == 4
# Nsight's instrumented estimate: 2
read v[t <= 0 ? 423 : t <= 11 ? 84 : t <= 13 ? 145 : t <= 14 ? 309 : t <= 19 ? 439 : t <= 25 ? 420 : t <= 26 ? 120 : t <= 28 ? 181 : 225] if (906786817 >> t & 1) != 0 as r28_n1s
expect r28_n1s.wavefronts == 4
read v[t <= 15 ? 505 : 410] if (163840 >> t & 1) != 0 as r29_rand
expect r29_rand.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 50 : t <= 3 ? 43 : t <= 5 ? 34 : t <= 7 ? 43 : t <= 9 ? 34 : t <= 11 ? 51 : t <= 13 ? 42 : t <= 15 ? 43 : t <= 17 ? 50 : t <= 19 ? 27 : t <= 21 ? 50 : t <= 23 ? 51 : t <= 25 ? 50 : t <= 27 ? 51 : t <= 29 ? 50 : 27] as r30_n1c
expect r30_n1c.wavefronts == 5
read f[t <= 0 ? 37 : t <= 3 ? 70 : t <= 6 ? 102 : t <= 14 ? 37 : t <= 15 ? 102 : t <= 18 ? 70 : t <= 26 ? 69 : 103] if (612680265 >> t & 1) != 0 as r31_n2c
expect r31_n2c.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 15 : t <= 3 ? 48 : t <= 9 ? 31 : t <= 18 ? 32 : t <= 24 ? 31 : t <= 27 ? 16 : t <= 28 ? 31 : 48] if (1493434909 >> t & 1) != 0 as r32_n1c
expect r32_n1c.wavefronts == 3
write v[t <= 9 ? 120 : t <= 21 ? 104 : 105] if (10486272 >> t & 1) != 0 as r33_n1c
expect r33_n1c.wavefronts == 2
read w[t <= 3 ? 288 : 218] if (536870920 >> t & 1) != 0 as r34_stride
expect r34_stride.wavefronts == 1
read v[t <= 1 ? 66 : t <= 13 ? 44 : t <= 14 ? 186 : 330] if (90114 >> t & 1) != 0 as r35_n1
expect r35_n1.wavefronts == 3
read f[t <= 0 ? 59 : t <= 1 ? 265 : t <= 2 ? 59 : t <= 3 ? 265 : t <= 4 ? 279 : t <= 5 ? 187 : t <= 6 ? 279 : t <= 7 ? 187 : t <= 8 ? 374 : t <= 9 ? 285 : t <= 10 ? 374 : t <= 11 ? 285 : t <= 12 ? 256 : t <= 13 ? 378 : t <= 14 ? 256 : t <= 15 ? 378 : t <= 16 ? 461 : t <= 17 ? 481 : t <= 18 ? 461 : t <= 19 ? 167 : t <= 20 ? 137 : t <= 21 ? 114 : t <= 22 ? 137 : t <= 23 ? 114 : t <= 24 ? 101 : t <= 25 ? 292 : t <= 26 ? 101 : t <= 27 ? 292 : t <= 28 ? 188 : t <= 29 ? 250 : t <= 30 ? 188 : 250] as r36_n2s
expect r36_n2s.wavefronts == 2
read f[t <= 0 ? 242 : t <= 6 ? 349 : t <= 9 ? 145 : t <= 10 ? 395 : t <= 12 ? 490 : t <= 13 ? 84 : t <= 14 ? 490 : t <= 15 ? 84 : t <= 17 ? 128 : t <= 18 ? 394 : t <= 21 ? 351 : t <= 22 ? 200 : t <= 26 ? 230 : t <= 27 ? 322 : t <= 30 ? 35 : 48] if (3446076993 >> t & 1) != 0 as r37_n2
expect r37_n2.wavefronts == 2
read w[300] if (1610612736 >> t & 1) != 0 as r38_few
expect r38_few.wavefronts == 1
write v[t <= 3 ? 279 : t <= 7 ? 379 : t <= 10 ? 172 : t <= 17 ? 104 : t <= 20 ? 327 : 217] if (34735240 >> t & 1) != 0 as r39_n1
expect r39_n1.wavefronts == 4
write w[t <= 14 ? 129 : t <= 16 ? 474 : 265] if (536952832 >> t & 1) != 0 as r40_n2
expect r40_n2.wavefronts == 2
write v[t <= 7 ? 240 : 101] if (262272 >> t & 1) != 0 as r41_n1
expect r41_n1.wavefronts == 2
read w[t <= 0 ? 437 : t <= 1 ? 232 : t <= 2 ? 422 : t <= 3 ? 30 : t <= 5 ? 277 : t <= 7 ? 85 : t <= 8 ? 317 : t <= 9 ? 388 : t <= 11 ? 321 : t <= 12 ? 228 : t <= 13 ? 459 : t <= 14 ? 310 : t <= 15 ? 461 : t <= 16 ? 415 : t <= 17 ? 310 : t <= 18 ? 291 : t <= 20 ? 345 : t <= 21 ? 80 : t <= 22 ? 255 : t <= 23 ? 405 : t <= 24 ? 468 : t <= 25 ? 200 : t <= 26 ? 44 : t <= 27 ? 4 : t <= 28 ? 273 : t <= 29 ? 112 : t <= 30 ? 26 : 234] if (4294441903 >> t & 1) != 0 as r42_rand
expect r42_rand.wavefronts == 5
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 405 : t <= 7 ? 503 : t <= 10 ? 63 : t <= 12 ? 355 : t <= 17 ? 78 : t <= 27 ? 30 : 422] if (2281837698 >> t & 1) != 0 as r43_rand
expect r43_rand.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 109 : t <= 1 ? 110 : t <= 2 ? 109 : t <= 3 ? 110 : t <= 4 ? 126 : t <= 5 ? 119 : t <= 6 ? 126 : t <= 7 ? 119 : t <= 8 ? 127 : t <= 9 ? 101 : t <= 10 ? 127 : t <= 12 ? 101 : t <= 13 ? 118 : t <= 14 ? 101 : t <= 15 ? 118 : t <= 16 ? 126 : t <= 17 ? 111 : t <= 18 ? 126 : t <= 19 ? 111 : t <= 20 ? 127 : t <= 21 ? 117 : t <= 22 ? 127 : t <= 23 ? 117 : t <= 24 ? 109 : t <= 25 ? 102 : t <= 26 ? 109 : t <= 27 ? 102 : t <= 28 ? 118 : t <= 29 ? 119 : t <= 30 ? 118 : 119] as r44_n2c
expect r44_n2c.wavefronts == 6
read v[t <= 0 ? 253 : t <= 1 ? 54 : t <= 2 ? 253 : t <= 3 ? 54 : t <= 4 ? 432 : t <= 5 ? 180 : t <= 6 ? 478 : t <= 7 ? 444 : t <= 8 ? 466 : t <= 9 ? 489 : t <= 10 ? 466 : t <= 11 ? 489 : t <= 12 ? 223 : t <= 13 ? 272 : t <= 14 ? 223 : t <= 15 ? 272 : t <= 16 ? 314 : t <= 17 ? 84 : t <= 18 ? 314 : t <= 19 ? 84 : t <= 20 ? 279 : t <= 21 ? 438 : t <= 22 ? 279 : t <= 23 ? 438 : t <= 24 ? 445 : t <= 25 ? 15 : t <= 26 ? 445 : t <= 27 ? 15 : t <= 28 ? 201 : t <= 29 ? 270 : t <= 30 ? 201 : 270] as r45_n2s
expect r45_n2s.wavefronts == 5
write w[t <= 0 ? 459 : t <= 1 ? 252 : t <= 2 ? 390 : t <= 3 ? 187 : t <= 4 ? 333 : t <= 5 ? 262 : t <= 6 ? 443 : t <= 7 ? 375 : t <= 8 ? 500 : t <= 9 ? 54 : t <= 10 ? 114 : t <= 11 ? 460 : t <= 12 ? 213 : t <= 13 ? 355 : t <= 14 ? 20 : t <= 15 ? 36 : t <= 16 ? 147 : t <= 17 ? 28 : t <= 18 ? 427 : t <= 19 ? 66 : t <= 20 ? 284 : t <= 21 ? 160 : t <= 22 ? 334 : t <= 23 ? 311 : t <= 24 ? 138 : t <= 25 ? 435 : t <= 26 ? 385 : t <= 27 ? 237 : t <= 28 ? 346 : t <= 29 ? 181 : t <= 30 ? 272 : 285] as r46_rand
expect r46_rand.wavefronts == 5
write f[t <= 1 ? 356 : t <= 3 ? 141 : t <= 5 ? 227 : t <= 7 ? 29 : t <= 9 ? 91 : t <= 11 ? 221 : t <= 13 ? 43 : t <= 15 ? 450 : t <= 17 ? 189 : t <= 19 ? 386 : t <= 21 ? 431 : t <= 23 ? 95 : t <= 25 ? 366 : t <= 27 ? 271 : t <= 29 ? 500 : 298] as r47_n1
expect r47_n1.wavefronts == 3
write w[12 * t + 54] if (134217856 >> t & 1) != 0 as r48_stride
expect r48_stride.wavefronts == 2
write v[t <= 0 ? 46 : t <= 1 ? 379 : t <= 2 ? 46 : t <= 3 ? 379 : t <= 4 ? 182 : t <= 5 ? 265 : t <= 6 ? 182 : t <= 7 ? 265 : t <= 8 ? 472 : t <= 9 ? 332 : t <= 10 ? 472 : t <= 11 ? 332 : t <= 12 ? 13 : t <= 13 ? 76 : t <= 14 ? 13 : t <= 15 ? 76 : t <= 16 ? 467 : t <= 17 ? 146 : t <= 18 ? 467 : t <= 20 ? 146 : t <= 21 ? 346 : t <= 22 ? 146 : t <= 23 ? 346 : t <= 24 ? 19 : t <= 25 ? 344 : t <= 26 ? 19 : t <= 27 ? 344 : t <= 28 ? 31 : t <= 29 ? 200 : t <= 30 ? 31 : 200] as r49_n2
expect r49_n2.wavefronts == 8
write w[t <= 15 ? 112 : t <= 16 ? 288 : t <= 17 ? 92 : t <= 18 ? 288 : t <= 19 ? 92 : t <= 20 ? 287 : t <= 21 ? 428 : t <= 22 ? 348 : t <= 23 ? 428 : t <= 24 ? 42 : t <= 25 ? 373 : t <= 26 ? 42 : t <= 27 ? 373 : 440] if (536838144 >> t & 1) != 0 as r50_n2s
expect r50_n2s.wavefronts == 4
read v[t <= 13 ? 504 : t <= 14 ? 124 : t <= 15 ? 504 : t <= 16 ? 246 : t <= 17 ? 206 : t <= 18 ? 427 : t <= 19 ? 206 : t <= 20 ? 19 : 312] if (4186112 >> t & 1) != 0 as r51_n2s
expect r51_n2s.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 99 : t <= 3 ? 92 : t <= 5 ? 83 : t <= 6 ? 84 : t <= 8 ? 99 : t <= 11 ? 84 : t <= 13 ? 83 : t <= 15 ? 100 : t <= 16 ? 99 : t <= 18 ? 92 : t <= 21 ? 91 : t <= 23 ? 84 : t <= 25 ? 99 : t <= 27 ? 100 : t <= 29 ? 99 : 92] if (4222987645 >> t & 1) != 0 as r52_n1c
expect r52_n1c.wavefronts == 6
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 130 : t <= 3 ? 115 : t <= 5 ? 114 : t <= 7 ? 115 : t <= 9 ? 130 : t <= 11 ? 107 : t <= 13 ? 122 : t <= 15 ? 115 : t <= 17 ? 114 : t <= 19 ? 107 : t <= 21 ? 130 : t <= 23 ? 131 : t <= 25 ? 114 : t <= 27 ? 107 : t <= 29 ? 106 : 115] as r53_n1c
expect r53_n1c.wavefronts == 6
read v[t <= 14 ? 293 : 40] if (67125248 >> t & 1) != 0 as r54_few
expect r54_few.wavefronts == 2
write v[t <= 1 ? 115 : t <= 2 ? 100 : t <= 5 ? 91 : t <= 7 ? 92 : t <= 9 ? 91 : t <= 10 ? 108 : t <= 12 ? 115 : t <= 15 ? 108 : t <= 17 ? 107 : t <= 19 ? 108 : t <= 21 ? 99 : t <= 23 ? 116 : t <= 25 ? 107 : t <= 27 ? 100 : t <= 29 ? 115 : 92] if (4277131255 >> t & 1) != 0 as r55_n1c
expect r55_n1c.wavefronts == 8
read v[t <= 7 ? 346 : t <= 11 ? 198 : t <= 19 ? 144 : t <= 28 ? 4 : 126] if (1342703744 >> t & 1) != 0 as r56_n1s
expect r56_n1s.wavefronts == 2
read v[t <= 1 ? 449 : t <= 12 ? 280 : t <= 18 ? 251 : t <= 21 ? 294 : t <= 27 ? 469 : 57] if (1478758402 >> t & 1) != 0 as r57_n2
expect r57_n2.wavefronts == 2
read v[t <= 1 ? 41 : t <= 2 ? 40 : t <= 3 ? 41 : t <= 5 ? 18 : t <= 8 ? 26 : t <= 14 ? 40 : t <= 19 ? 42 : t <= 21 ? 40 : t <= 22 ? 26 : t <= 24 ? 40 : t <= 25 ? 41 : t <= 29 ? 18 : t <= 30 ? 41 : 18] if (3823780142 >> t & 1) != 0 as r58_n2c
expect r58_n2c.wavefronts == 5
read v[202] if (4294963119 >> t & 1) != 0 as r59_stride
expect r59_stride.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 41 : t <= 1 ? 26 : t <= 2 ? 41 : t <= 3 ? 26 : t <= 4 ? 34 : t <= 5 ? 27 : t <= 6 ? 34 : t <= 8 ? 27 : t <= 9 ? 17 : t <= 10 ? 27 : t <= 11 ? 17 : t <= 12 ? 33 : t <= 13 ? 18 : t <= 14 ? 33 : t <= 16 ? 18 : t <= 17 ? 19 : t <= 18 ? 18 : t <= 20 ? 19 : t <= 21 ? 33 : t <= 22 ? 19 : t <= 23 ? 33 : t <= 24 ? 17 : t <= 25 ? 42 : t <= 26 ? 17 : t <= 27 ? 42 : t <= 28 ? 34 : t <= 29 ? 19 : t <= 30 ? 34 : 19] as r60_n2c
expect r60_n2c.wavefronts == 6
read v[t <= 3 ? 271 : t <= 5 ? 419 : t <= 6 ? 220 : t <= 11 ? 129 : t <= 18 ? 413 : t <= 22 ? 399 : t <= 23 ? 81 : t <= 24 ? 327 : 289] if (1103366248 >> t & 1) != 0 as r61_n2s
expect r61_n2s.wavefronts == 3
read v[t <= 15 ? 1 : t <= 17 ? 24 : t <= 19 ? 17 : t <= 21 ? 24 : t <= 23 ? 17 : t <= 25 ? 8 : t <= 27 ? 25 : t <= 29 ? 24 : 9] if (4294950912 >> t & 1) != 0 as r62_n1c
expect r62_n1c.wavefronts == 4
read v[t <= 1 ? 356 : t <= 2 ? 77 : t <= 3 ? 277 : t <= 5 ? 300 : t <= 7 ? 150 : t <= 9 ? 480 : t <= 11 ? 421 : t <= 13 ? 192 : t <= 15 ? 35 : t <= 16 ? 493 : t <= 19 ? 126 : t <= 20 ? 450 : t <= 22 ? 82 : t <= 23 ? 371 : t <= 24 ? 102 : t <= 28 ? 88 : t <= 30 ? 103 : 170] if (3520966654 >> t & 1) != 0 as r63_n1s
expect r63_n1s.wavefronts == 7
read f[t <= 0 ? 277 : t <= 1 ? 506 : t <= 2 ? 277 : t <= 3 ? 506 : t <= 6 ? 395 : t <= 8 ? 213 : t <= 10 ? 94 : t <= 11 ? 96 : t <= 12 ? 19 : t <= 13 ? 331 : t <= 14 ? 271 : t <= 15 ? 331 : t <= 17 ? 222 : t <= 20 ? 325 : t <= 21 ? 494 : t <= 22 ? 325 : t <= 23 ? 494 : t <= 24 ? 76 : t <= 25 ? 66 : t <= 26 ? 76 : 144] if (401800543 >> t & 1) != 0 as r64_n2s
expect r64_n2s.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 26 : t <= 4 ? 58 : t <= 9 ? 42 : t <= 14 ? 43 : t <= 17 ? 42 : t <= 18 ? 27 : t <= 20 ? 58 : t <= 27 ? 43 : 74] if (404111889 >> t & 1) != 0 as r65_n1c
expect r65_n1c.wavefronts == 4
read w[t <= 9 ? 462 : t <= 12 ? 407 : 459] if (1073746432 >> t & 1) != 0 as r66_n1s
expect r66_n1s.wavefronts == 1
write w[t <= 1 ? 398 : t <= 2 ? 73 : t <= 3 ? 225 : t <= 4 ? 423 : t <= 5 ? 459 : t <= 6 ? 247 : t <= 7 ? 383 : t <= 8 ? 55 : t <= 9 ? 40 : t <= 11 ? 257 : t <= 12 ? 181 : t <= 14 ? 91 : t <= 15 ? 381 : t <= 16 ? 205 : t <= 18 ? 455 : t <= 20 ? 311 : t <= 21 ? 246 : t <= 22 ? 104 : t <= 23 ? 233 : t <= 25 ? 23 : t <= 28 ? 279 : t <= 29 ? 5 : 11] if (1928715262 >> t & 1) != 0 as r67_rand
expect r67_rand.wavefronts == 7
read w[t <= 1 ? 122 : t <= 4 ? 123 : t <= 7 ? 188 : t <= 11 ? 123 : t <= 13 ? 188 : t <= 18 ? 123 : t <= 20 ? 122 : t <= 24 ? 123 : t <= 25 ? 122 : t <= 27 ? 123 : t <= 29 ? 188 : 123] if (3952426642 >> t & 1) != 0 as r68_few
expect r68_few.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 3 ? 63 : t <= 4 ? 264 : t <= 8 ? 258 : t <= 15 ? 254 : t <= 18 ? 80 : t <= 19 ? 328 : 310] if (269254936 >> t & 1) != 0 as r69_rand
expect r69_rand.wavefronts == 3
write f[t <= 0 ? 57 : t <= 1 ? 26 : t <= 2 ? 57 : t <= 4 ? 26 : t <= 5 ? 123 : t <= 6 ? 26 : t <= 7 ? 123 : t <= 8 ? 59 : t <= 9 ? 89 : t <= 10 ? 59 : t <= 12 ? 89 : t <= 13 ? 90 : t <= 14 ? 89 : t <= 15 ? 90 : t <= 16 ? 26 : t <= 17 ? 91 : t <= 18 ? 26 : t <= 20 ? 91 : t <= 21 ? 25 : t <= 22 ? 91 : t <= 23 ? 25 : t <= 24 ? 89 : t <= 25 ? 90 : t <= 26 ? 89 : t <= 27 ? 90 : t <= 28 ? 26 : t <= 29 ? 123 : t <= 30 ? 26 : 123] as r70_n2c
expect r70_n2c.wavefronts == 3
read f[t <= 2 ? 163 : t <= 4 ? 130 : t <= 9 ? 162 : 98] if (2097684 >> t & 1) != 0 as r71_n1c
expect r71_n1c.wavefronts == 3
read w[1 * t + 444] if (555513684 >> t & 1) != 0 as r72_stride
expect r72_stride.wavefronts == 2
write v[473] as r73_bcast
expect r73_bcast.wavefronts == 4
read f[130] if (1039662845 >> t & 1) != 0 as r74_bcast
expect r74_bcast.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 35 : t <= 2 ? 18 : t <= 3 ? 35 : t <= 4 ? 3 : t <= 5 ? 20 : t <= 6 ? 3 : t <= 7 ? 20 : t <= 9 ? 34 : t <= 10 ? 4 : t <= 11 ? 34 : t <= 12 ? 18 : t <= 13 ? 51 : t <= 14 ? 18 : t <= 15 ? 51 : t <= 18 ? 35 : t <= 22 ? 20 : t <= 23 ? 34 : t <= 24 ? 50 : t <= 28 ? 19 : t <= 29 ? 36 : t <= 30 ? 19 : 36] if (4057857790 >> t & 1) != 0 as r75_n2c
expect r75_n2c.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 81 : t <= 6 ? 98 : t <= 10 ? 83 : t <= 11 ? 81 : t <= 17 ? 91 : t <= 22 ? 99 : t <= 25 ? 106 : t <= 26 ? 81 : t <= 28 ? 106 : 83] if (2655128644 >> t & 1) != 0 as r76_n2c
expect r76_n2c.wavefronts == 4
read v[t <= 12 ? 316 : t <= 13 ? 3 : t <= 14 ? 32 : t <= 15 ? 3 : t <= 16 ? 440 : t <= 17 ? 163 : 94] if (520192 >> t & 1) != 0 as r77_rand
expect r77_rand.wavefronts == 2
write f[t <= 4 ? 128 : t <= 6 ? 277 : t <= 23 ? 341 : t <= 24 ? 201 : 83] if (562036816 >> t & 1) != 0 as r78_n1s
expect r78_n1s.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 74 : t <= 1 ? 83 : t <= 2 ? 74 : t <= 3 ? 83 : t <= 4 ? 91 : t <= 5 ? 76 : t <= 6 ? 91 : t <= 8 ? 76 : t <= 9 ? 98 : t <= 10 ? 76 : t <= 11 ? 98 : t <= 12 ? 74 : t <= 13 ? 91 : t <= 14 ? 74 : t <= 15 ? 91 : t <= 17 ? 100 : t <= 18 ? 75 : t <= 20 ? 100 : t <= 21 ? 98 : t <= 22 ? 100 : t <= 23 ? 98 : t <= 24 ? 74 : t <= 27 ? 99 : t <= 28 ? 75 : t <= 29 ? 92 : t <= 30 ? 75 : 92] if (4227792895 >> t & 1) != 0 as r79_n2c
expect r79_n2c.wavefronts == 4
read w[t <= 2 ? 240 : t <= 4 ? 220 : t <= 5 ? 240 : t <= 6 ? 220 : t <= 8 ? 240 : t <= 10 ? 220 : t <= 11 ? 240 : t <= 13 ? 220 : t <= 14 ? 240 : t <= 15 ? 220 : t <= 16 ? 240 : t <= 17 ? 220 : t <= 19 ? 240 : t <= 22 ? 220 : t <= 23 ? 240 : t <= 24 ? 220 : t <= 28 ? 240 : t <= 29 ? 220 : t <= 30 ? 240 : 220] as r80_few
expect r80_few.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 148 : t <= 3 ? 331 : t <= 5 ? 64 : t <= 7 ? 100 : t <= 9 ? 244 : t <= 11 ? 432 : t <= 12 ? 337 : t <= 15 ? 294 : t <= 17 ? 101 : t <= 19 ? 458 : t <= 21 ? 179 : t <= 23 ? 42 : t <= 25 ? 64 : t <= 27 ? 355 : t <= 29 ? 63 : 107] if (4290764799 >> t & 1) != 0 as r81_n1
expect r81_n1.wavefronts == 6
write w[t <= 1 ? 69 : t <= 4 ? 284 : t <= 6 ? 358 : t <= 10 ? 48 : t <= 17 ? 400 : t <= 21 ? 154 : t <= 25 ? 454 : t <= 29 ? 234 : 327] if (2721186898 >> t & 1) != 0 as r82_n1s
expect r82_n1s.wavefronts == 3
write w[t <= 0 ? 214 : t <= 1 ? 239 : t <= 2 ? 66 : t <= 3 ? 465 : t <= 4 ? 441 : t <= 5 ? 11 : t <= 6 ? 176 : t <= 7 ? 82 : t <= 8 ? 466 : t <= 9 ? 183 : t <= 10 ? 405 : t <= 11 ? 330 : t <= 12 ? 201 : t <= 13 ? 244 : t <= 14 ? 177 : t <= 15 ? 203 : t <= 16 ? 121 : t <= 17 ? 386 : t <= 18 ? 403 : t <= 19 ? 500 : t <= 20 ? 271 : t <= 21 ? 450 : t <= 22 ? 99 : t <= 23 ? 494 : t <= 24 ? 454 : t <= 25 ? 3 : t <= 26 ? 100 : t <= 27 ? 194 : t <= 28 ? 294 : t <= 29 ? 342 : t <= 30 ? 339 : 44] as r83_rand
expect r83_rand.wavefronts == 7
read w[t <= 2 ? 249 : t <= 7 ? 73 : t <= 8 ? 115 : t <= 9 ? 412 : t <= 19 ? 195 : t <= 23 ? 440 : t <= 25 ? 393 : t <= 26 ? 357 : 311] if (1183318916 >> t & 1) != 0 as r84_rand
expect r84_rand.wavefronts == 3
read w[297] as r85_bcast
expect r85_bcast.wavefronts == 1
read w[t <= 3 ? 152 : t <= 27 ? 120 : 135] if (469762056 >> t & 1) != 0 as r86_n1c
expect r86_n1c.wavefronts == 2
read v[t <= 6 ? 308 : 299] if (32832 >> t & 1) != 0 as r87_stride
expect r87_stride.wavefronts == 1
read v[t <= 0 ? 478 : t <= 4 ? 29 : t <= 5 ? 195 : t <= 9 ? 420 : t <= 15 ? 59 : t <= 21 ? 389 : 178] if (539001393 >> t & 1) != 0 as r88_rand
expect r88_rand.wavefronts == 3
write v[498] if (1 >> t & 1) != 0 as r89_rand
expect r89_rand.wavefronts == 1
write v[9 * t + 11] if (402654593 >> t & 1) != 0 as r90_stride
expect r90_stride.wavefronts == 3
read v[t <= 0 ? 356 : t <= 3 ? 433 : t <= 9 ? 356 : t <= 10 ? 433 : t <= 16 ? 356 : 433] if (2721293 >> t & 1) != 0 as r91_few
expect r91_few.wavefronts == 2
read w[t <= 1 ? 380 : t <= 3 ? 446 : t <= 5 ? 428 : t <= 6 ? 109 : t <= 7 ? 483 : t <= 9 ? 132 : t <= 11 ? 129 : t <= 13 ? 198 : t <= 15 ? 387 : t <= 16 ? 327 : t <= 17 ? 206 : t <= 19 ? 441 : t <= 21 ? 51 : t <= 23 ? 428 : t <= 24 ? 396 : t <= 25 ? 394 : t <= 27 ? 6 : t <= 29 ? 414 : 387] as r92_n1s
expect r92_n1s.wavefronts == 4
write w[t <= 1 ? 93 : t <= 3 ? 126 : t <= 5 ? 141 : t <= 11 ? 126 : t <= 12 ? 109 : t <= 23 ? 110 : t <= 26 ? 142 : t <= 29 ? 125 : 126] if (1686640683 >> t & 1) != 0 as r93_n1c
expect r93_n1c.wavefronts == 6
read f[t <= 0 ? 106 : t <= 5 ? 410 : t <= 6 ? 81 : t <= 8 ? 333 : t <= 11 ? 263 : t <= 12 ? 25 : t <= 13 ? 401 : t <= 14 ? 450 : t <= 16 ? 342 : t <= 17 ? 31 : t <= 18 ? 54 : t <= 19 ? 458 : t <= 20 ? 370 : t <= 21 ? 264 : t <= 22 ? 330 : t <= 23 ? 213 : t <= 25 ? 66 : t <= 26 ? 474 : t <= 27 ? 210 : t <= 28 ? 170 : 64] if (2667542881 >> t & 1) != 0 as r94_rand
expect r94_rand.wavefronts == 4
read v[t <= 0 ? 451 : t <= 1 ? 175 : t <= 2 ? 451 : t <= 3 ? 175 : t <= 4 ? 431 : t <= 5 ? 35 : t <= 6 ? 431 : t <= 7 ? 35 : t <= 8 ? 167 : t <= 9 ? 239 : t <= 10 ? 167 : t <= 11 ? 239 : t <= 12 ? 189 : t <= 13 ? 105 : t <= 14 ? 189 : t <= 15 ? 105 : t <= 16 ? 223 : t <= 17 ? 324 : t <= 18 ? 223 : t <= 19 ? 298 : t <= 20 ? 434 : t <= 21 ? 444 : t <= 22 ? 434 : t <= 23 ? 444 : t <= 24 ? 13 : t <= 25 ? 388 : t <= 26 ? 111 : t <= 27 ? 388 : t <= 28 ? 309 : t <= 29 ? 365 : t <= 30 ? 309 : 252] as r95_n2s
expect r95_n2s.wavefronts == 9
# Nsight's instrumented estimate: 1
read v[500] if (151000064 >> t & 1) != 0 as r96_bcast
expect r96_bcast.wavefronts == 2
write v[t <= 9 ? 278 : t <= 17 ? 388 : 455] if (10617344 >> t & 1) != 0 as r97_n2s
expect r97_n2s.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 293 : t <= 1 ? 154 : t <= 2 ? 293 : t <= 3 ? 154 : t <= 4 ? 457 : t <= 5 ? 99 : t <= 6 ? 457 : t <= 7 ? 99 : t <= 8 ? 215 : t <= 9 ? 0 : t <= 10 ? 215 : t <= 11 ? 0 : t <= 12 ? 282 : t <= 13 ? 45 : t <= 14 ? 282 : t <= 15 ? 45 : t <= 16 ? 66 : t <= 17 ? 459 : t <= 18 ? 66 : t <= 19 ? 459 : t <= 20 ? 78 : t <= 21 ? 487 : t <= 22 ? 78 : t <= 23 ? 487 : t <= 24 ? 229 : t <= 25 ? 159 : t <= 26 ? 229 : t <= 27 ? 159 : t <= 28 ? 441 : t <= 29 ? 377 : t <= 30 ? 441 : 377] as r98_n2
expect r98_n2.wavefronts == 3
read v[6 * t + -70] if (3145728 >> t & 1) != 0 as r99_n2c
expect r99_n2c.wavefronts == 1
write w[t <= 1 ? 87 : t <= 3 ? 88 : t <= 5 ? 55 : t <= 7 ? 72 : t <= 9 ? 55 : t <= 11 ? 40 : t <= 13 ? 71 : t <= 15 ? 72 : t <= 17 ? 87 : t <= 19 ? 72 : t <= 21 ? 71 : t <= 23 ? 56 : t <= 25 ? 39 : t <= 27 ? 56 : t <= 29 ? 39 : 56] as r100_n1c
expect r100_n1c.wavefronts == 6
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 53 : t <= 3 ? 86 : t <= 5 ? 37 : t <= 7 ? 70 : t <= 9 ? 53 : t <= 11 ? 70 : t <= 13 ? 69 : t <= 15 ? 86 : t <= 17 ? 53 : t <= 19 ? 70 : t <= 21 ? 37 : t <= 23 ? 70 : t <= 25 ? 85 : t <= 27 ? 38 : t <= 29 ? 85 : 86] as r101_n1c
expect r101_n1c.wavefronts == 4
read v[t <= 1 ? 229 : t <= 3 ? 219 : t <= 5 ? 376 : t <= 6 ? 268 : t <= 7 ? 501 : t <= 9 ? 205 : t <= 11 ? 14 : t <= 13 ? 280 : t <= 15 ? 103 : t <= 16 ? 280 : t <= 17 ? 375 : t <= 19 ? 3 : t <= 21 ? 237 : t <= 23 ? 322 : t <= 24 ? 105 : t <= 25 ? 488 : t <= 27 ? 411 : t <= 29 ? 414 : 323] as r102_n1s
expect r102_n1s.wavefronts == 6
# Nsight's instrumented estimate: 3
read w[t <= 2 ? 305 : t <= 7 ? 208 : t <= 10 ? 200 : t <= 12 ? 429 : t <= 13 ? 317 : t <= 14 ? 429 : t <= 16 ? 456 : t <= 17 ? 441 : t <= 18 ? 456 : t <= 19 ? 441 : t <= 20 ? 247 : t <= 23 ? 431 : 28] if (1352627620 >> t & 1) != 0 as r103_n2s
expect r103_n2s.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 7 ? 242 : t <= 8 ? 507 : t <= 9 ? 312 : t <= 10 ? 507 : t <= 11 ? 312 : t <= 12 ? 448 : t <= 13 ? 408 : t <= 14 ? 448 : t <= 15 ? 408 : t <= 16 ? 399 : t <= 17 ? 291 : t <= 18 ? 399 : t <= 19 ? 291 : t <= 20 ? 378 : t <= 21 ? 39 : t <= 22 ? 378 : t <= 23 ? 39 : t <= 24 ? 54 : t <= 25 ? 206 : t <= 26 ? 54 : 206] if (268435328 >> t & 1) != 0 as r104_n2
expect r104_n2.wavefronts == 5
# Nsight's instrumented estimate: 4
read v[t <= 2 ? 347 : t <= 7 ? 131 : t <= 8 ? 209 : t <= 27 ? 73 : 399] if (1275068868 >> t & 1) != 0 as r105_n1s
expect r105_n1s.wavefronts == 3
read v[t <= 0 ? 125 : t <= 1 ? 118 : t <= 5 ? 135 : t <= 10 ? 127 : t <= 15 ? 126 : t <= 22 ? 135 : t <= 26 ? 125 : t <= 29 ? 119 : 126] if (1682089251 >> t & 1) != 0 as r106_n2c
expect r106_n2c.wavefronts == 4
read v[t <= 9 ? 28 : 146] if (33554944 >> t & 1) != 0 as r107_n1s
expect r107_n1s.wavefronts == 2
read f[12 * t + -40] if (2718269440 >> t & 1) != 0 as r108_stride
expect r108_stride.wavefronts == 2
read f[t <= 1 ? 428 : t <= 3 ? 31 : t <= 5 ? 288 : t <= 7 ? 344 : t <= 9 ? 232 : t <= 11 ? 295 : t <= 13 ? 311 : t <= 15 ? 442 : t <= 17 ? 425 : t <= 19 ? 394 : t <= 21 ? 417 : t <= 23 ? 350 : t <= 25 ? 109 : t <= 27 ? 497 : t <= 29 ? 439 : 421] as r109_n1
expect r109_n1.wavefronts == 2
read v[t <= 0 ? 101 : t <= 1 ? 23 : t <= 2 ? 369 : t <= 3 ? 182 : t <= 4 ? 175 : t <= 5 ? 393 : t <= 6 ? 227 : t <= 7 ? 206 : t <= 8 ? 180 : t <= 9 ? 492 : t <= 10 ? 323 : t <= 11 ? 55 : t <= 12 ? 259 : t <= 13 ? 30 : t <= 14 ? 289 : t <= 15 ? 413 : t <= 16 ? 231 : t <= 17 ? 80 : t <= 18 ? 391 : t <= 19 ? 224 : t <= 20 ? 165 : t <= 21 ? 427 : t <= 22 ? 161 : t <= 23 ? 201 : t <= 24 ? 93 : t <= 25 ? 21 : t <= 26 ? 191 : t <= 27 ? 446 : t <= 28 ? 348 : t <= 29 ? 11 : t <= 30 ? 362 : 24] as r110_rand
expect r110_rand.wavefronts == 8
read w[t <= 8 ? 206 : t <= 9 ? 207 : t <= 10 ? 206 : t <= 11 ? 207 : t <= 12 ? 358 : t <= 13 ? 373 : 358] if (32512 >> t & 1) != 0 as r111_n2s
expect r111_n2s.wavefronts == 1
read w[t <= 7 ? 70 : 66] if (4194464 >> t & 1) != 0 as r112_n2
expect r112_n2.wavefronts == 1
read w[t <= 29 ? 312 : 338] if (3758096384 >> t & 1) != 0 as r113_few
expect r113_few.wavefronts == 1
read w[t <= 3 ? 397 : t <= 7 ? 63 : t <= 13 ? 169 : t <= 23 ? 135 : 287] if (41951436 >> t & 1) != 0 as r114_n1s
expect r114_n1s.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 2 ? 111 : t <= 4 ? 104 : t <= 9 ? 119 : t <= 13 ? 104 : t <= 14 ? 111 : t <= 15 ? 104 : t <= 16 ? 112 : t <= 21 ? 119 : t <= 25 ? 104 : t <= 30 ? 112 : 129] if (3525435924 >> t & 1) != 0 as r115_n2c
expect r115_n2c.wavefronts == 4
write f[t <= 1 ? 49 : t <= 3 ? 82 : t <= 9 ? 49 : t <= 11 ? 82 : t <= 13 ? 113 : t <= 14 ? 18 : t <= 17 ? 49 : t <= 21 ? 113 : t <= 23 ? 82 : t <= 25 ? 81 : t <= 27 ? 82 : t <= 29 ? 49 : 50] if (1874029327 >> t & 1) != 0 as r116_n1c
expect r116_n1c.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 123 : t <= 1 ? 140 : t <= 2 ? 123 : t <= 4 ? 140 : t <= 5 ? 141 : t <= 6 ? 140 : t <= 8 ? 141 : t <= 9 ? 139 : t <= 10 ? 141 : t <= 11 ? 139 : t <= 12 ? 123 : t <= 13 ? 156 : t <= 14 ? 123 : t <= 16 ? 156 : t <= 17 ? 141 : t <= 18 ? 156 : t <= 19 ? 141 : t <= 20 ? 173 : t <= 21 ? 139 : t <= 22 ? 173 : t <= 24 ? 139 : t <= 25 ? 124 : t <= 26 ? 139 : t <= 28 ? 124 : t <= 29 ? 173 : t <= 30 ? 124 : 173] as r117_n2c
expect r117_n2c.wavefronts == 3
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 262 : t <= 7 ? 197 : t <= 8 ? 321 : t <= 9 ? 448 : t <= 12 ? 34 : t <= 13 ? 480 : t <= 14 ? 34 : t <= 15 ? 480 : t <= 23 ? 78 : t <= 24 ? 498 : 326] if (1098969985 >> t & 1) != 0 as r118_n2s
expect r118_n2s.wavefronts == 4
read v[16 * t + -7] if (1426630988 >> t & 1) != 0 as r119_stride
expect r119_stride.wavefronts == 12
read v[t <= 0 ? 0 : t <= 1 ? 104 : t <= 2 ? 0 : t <= 3 ? 104 : t <= 4 ? 293 : t <= 5 ? 65 : t <= 6 ? 293 : t <= 7 ? 65 : t <= 8 ? 176 : t <= 9 ? 213 : t <= 10 ? 176 : t <= 11 ? 213 : t <= 12 ? 14 : t <= 13 ? 456 : t <= 14 ? 14 : t <= 15 ? 456 : t <= 16 ? 435 : t <= 17 ? 310 : t <= 18 ? 158 : t <= 19 ? 310 : t <= 20 ? 237 : t <= 21 ? 174 : t <= 22 ? 237 : t <= 23 ? 174 : t <= 24 ? 152 : t <= 25 ? 267 : t <= 26 ? 152 : t <= 27 ? 267 : t <= 28 ? 57 : t <= 29 ? 425 : t <= 30 ? 57 : 425] as r120_n2s
expect r120_n2s.wavefronts == 9
read f[2 * t + 69] if (2155906656 >> t & 1) != 0 as r121_stride
expect r121_stride.wavefronts == 2
read f[t <= 1 ? 360 : t <= 3 ? 477 : t <= 5 ? 234 : t <= 7 ? 426 : t <= 9 ? 457 : t <= 11 ? 387 : t <= 13 ? 272 : t <= 14 ? 144 : t <= 15 ? 112 : t <= 17 ? 214 : t <= 19 ? 81 : t <= 21 ? 151 : t <= 23 ? 94 : t <= 25 ? 192 : t <= 27 ? 303 : t <= 29 ? 6 : 12] as r122_n1s
expect r122_n1s.wavefronts == 3
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 15 : t <= 1 ? 16 : t <= 2 ? 15 : t <= 6 ? 24 : t <= 8 ? 41 : t <= 9 ? 23 : t <= 10 ? 41 : t <= 12 ? 15 : t <= 13 ? 32 : t <= 14 ? 15 : t <= 15 ? 32 : t <= 17 ? 33 : t <= 18 ? 24 : t <= 20 ? 33 : t <= 21 ? 15 : t <= 22 ? 33 : t <= 23 ? 15 : t <= 24 ? 39 : t <= 27 ? 32 : 24] if (1542911831 >> t & 1) != 0 as r123_n2c
expect r123_n2c.wavefronts == 5
read v[t <= 1 ? 224 : t <= 5 ? 123 : t <= 11 ? 331 : t <= 17 ? 25 : t <= 18 ? 251 : t <= 20 ? 18 : t <= 26 ? 167 : 187] if (2216036387 >> t & 1) != 0 as r124_n1s
expect r124_n1s.wavefronts == 4
write w[t <= 1 ? 126 : t <= 3 ? 184 : t <= 4 ? 209 : t <= 5 ? 350 : t <= 9 ? 13 : t <= 10 ? 408 : t <= 12 ? 61 : t <= 15 ? 507 : t <= 17 ? 484 : t <= 19 ? 29 : t <= 21 ? 252 : t <= 23 ? 31 : t <= 25 ? 321 : t <= 26 ? 258 : 88] if (1202427707 >> t & 1) != 0 as r125_n1s
expect r125_n1s.wavefronts == 3
read w[t <= 5 ? 109 : t <= 7 ? 216 : t <= 9 ? 62 : t <= 10 ? 94 : t <= 12 ? 265 : t <= 13 ? 502 : t <= 14 ? 427 : t <= 17 ? 386 : t <= 19 ? 297 : t <= 21 ? 326 : t <= 22 ? 403 : t <= 26 ? 94 : t <= 28 ? 173 : t <= 29 ? 390 : 407] if (1954445043 >> t & 1) != 0 as r126_n1s
expect r126_n1s.wavefronts == 4
read v[132] as r127_bcast
expect r127_bcast.wavefronts == 2
write w[t <= 0 ? 116 : t <= 8 ? 150 : t <= 9 ? 116 : t <= 14 ? 148 : t <= 17 ? 150 : t <= 20 ? 134 : t <= 21 ? 116 : t <= 24 ? 164 : t <= 30 ? 133 : 166] if (3241296641 >> t & 1) != 0 as r128_n2c
expect r128_n2c.wavefronts == 5
write f[t <= 6 ? 275 : t <= 10 ? 48 : t <= 26 ? 220 : t <= 28 ? 295 : t <= 29 ? 458 : 31] if (3019899968 >> t & 1) != 0 as r129_n1s
expect r129_n1s.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 152 : t <= 1 ? 106 : t <= 2 ? 152 : t <= 4 ? 353 : t <= 5 ? 121 : t <= 6 ? 353 : t <= 7 ? 121 : t <= 8 ? 151 : t <= 9 ? 484 : t <= 10 ? 151 : t <= 11 ? 484 : t <= 12 ? 355 : t <= 13 ? 166 : t <= 14 ? 355 : t <= 15 ? 166 : t <= 17 ? 382 : t <= 18 ? 2 : t <= 20 ? 201 : t <= 23 ? 466 : t <= 24 ? 252 : t <= 25 ? 22 : t <= 26 ? 252 : 336] if (2813788151 >> t & 1) != 0 as r130_n2
expect r130_n2.wavefronts == 2
read v[t <= 9 ? 165 : 189] if (524800 >> t & 1) != 0 as r131_n2
expect r131_n2.wavefronts == 2
read w[t <= 3 ? 196 : t <= 6 ? 458 : t <= 10 ? 343 : t <= 19 ? 134 : t <= 22 ? 411 : 142] if (139199564 >> t & 1) != 0 as r132_n1
expect r132_n1.wavefronts == 1
write v[t <= 1 ? 58 : t <= 7 ? 280 : t <= 12 ? 58 : t <= 16 ? 280 : t <= 17 ? 58 : t <= 20 ? 280 : t <= 23 ? 58 : t <= 24 ? 280 : t <= 27 ? 58 : t <= 29 ? 280 : t <= 30 ? 58 : 280] as r133_few
expect r133_few.wavefronts == 4
write v[t <= 0 ? 258 : t <= 2 ? 290 : t <= 3 ? 51 : t <= 4 ? 346 : t <= 5 ? 89 : t <= 7 ? 177 : t <= 8 ? 278 : t <= 9 ? 279 : t <= 10 ? 247 : t <= 11 ? 111 : t <= 12 ? 201 : t <= 13 ? 457 : t <= 14 ? 154 : t <= 15 ? 307 : t <= 16 ? 235 : t <= 17 ? 61 : t <= 18 ? 463 : t <= 19 ? 487 : t <= 20 ? 45 : t <= 21 ? 100 : t <= 22 ? 234 : t <= 23 ? 27 : t <= 24 ? 205 : t <= 25 ? 40 : t <= 26 ? 195 : t <= 27 ? 192 : t <= 28 ? 274 : t <= 29 ? 22 : t <= 30 ? 401 : 17] if (4294967229 >> t & 1) != 0 as r134_rand
expect r134_rand.wavefronts == 10
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 64 : t <= 3 ? 41 : t <= 5 ? 64 : t <= 7 ? 65 : t <= 9 ? 40 : t <= 11 ? 41 : t <= 13 ? 64 : t <= 15 ? 49 : t <= 17 ? 40 : t <= 19 ? 41 : t <= 21 ? 40 : t <= 23 ? 57 : t <= 25 ? 40 : t <= 27 ? 65 : t <= 29 ? 48 : 65] as r135_n1c
expect r135_n1c.wavefronts == 6
write v[t <= 5 ? 43 : t <= 7 ? 44 : t <= 11 ? 52 : t <= 15 ? 36 : t <= 17 ? 59 : t <= 19 ? 60 : t <= 25 ? 59 : t <= 27 ? 60 : 52] if (2383318256 >> t & 1) != 0 as r136_n1c
expect r136_n1c.wavefronts == 6
read f[t <= 0 ? 55 : t <= 1 ? 19 : t <= 2 ? 43 : t <= 3 ? 293 : t <= 4 ? 43 : t <= 5 ? 330 : t <= 6 ? 379 : t <= 7 ? 123 : t <= 8 ? 34 : t <= 9 ? 321 : t <= 10 ? 152 : t <= 11 ? 173 : t <= 12 ? 91 : t <= 13 ? 306 : t <= 14 ? 105 : t <= 15 ? 15 : t <= 16 ? 341 : t <= 17 ? 311 : t <= 18 ? 269 : t <= 19 ? 0 : t <= 20 ? 45 : t <= 21 ? 501 : t <= 22 ? 100 : t <= 23 ? 226 : t <= 24 ? 404 : t <= 25 ? 221 : t <= 26 ? 399 : t <= 27 ? 371 : t <= 28 ? 272 : t <= 29 ? 156 : t <= 30 ? 491 : 152] as r137_rand
expect r137_rand.wavefronts == 3
read f[99] if (67108864 >> t & 1) != 0 as r138_n2c
expect r138_n2c.wavefronts == 1
write f[t <= 2 ? 262 : t <= 4 ? 415 : t <= 5 ? 264 : t <= 7 ? 52 : t <= 9 ? 300 : t <= 11 ? 257 : t <= 13 ? 490 : t <= 14 ? 290 : t <= 19 ? 494 : t <= 23 ? 299 : t <= 24 ? 313 : t <= 26 ? 3 : 84] if (633891508 >> t & 1) != 0 as r139_n1s
expect r139_n1s.wavefronts == 2
read v[207] as r140_bcast
expect r140_bcast.wavefronts == 2
read f[t <= 0 ? 336 : t <= 1 ? 335 : t <= 2 ? 334 : t <= 3 ? 333 : t <= 4 ? 332 : t <= 5 ? 331 : t <= 6 ? 330 : t <= 7 ? 329 : t <= 8 ? 328 : t <= 9 ? 327 : t <= 10 ? 326 : t <= 11 ? 325 : t <= 12 ? 324 : t <= 13 ? 323 : t <= 15 ? 321 : t <= 16 ? 320 : t <= 17 ? 319 : t <= 19 ? 317 : t <= 20 ? 316 : t <= 21 ? 315 : t <= 22 ? 314 : t <= 23 ? 313 : t <= 24 ? 312 : t <= 25 ? 311 : t <= 26 ? 310 : t <= 28 ? 308 : t <= 29 ? 307 : 306] if (2012987391 >> t & 1) != 0 as r141_stride
expect r141_stride.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 114 : t <= 1 ? 131 : t <= 2 ? 114 : t <= 3 ? 131 : t <= 4 ? 115 : t <= 5 ? 132 : t <= 6 ? 115 : t <= 8 ? 132 : t <= 9 ? 106 : t <= 10 ? 132 : t <= 12 ? 106 : t <= 13 ? 123 : t <= 14 ? 106 : t <= 15 ? 123 : t <= 16 ? 107 : t <= 17 ? 116 : t <= 18 ? 107 : t <= 19 ? 116 : t <= 20 ? 124 : t <= 21 ? 106 : t <= 22 ? 124 : t <= 23 ? 106 : t <= 24 ? 114 : t <= 25 ? 131 : t <= 26 ? 114 : t <= 27 ? 131 : t <= 28 ? 115 : t <= 29 ? 124 : t <= 30 ? 115 : 124] as r142_n2c
expect r142_n2c.wavefronts == 6
write v[398] if (130560 >> t & 1) != 0 as r143_bcast
expect r143_bcast.wavefronts == 2
write v[t <= 0 ? 479 : t <= 1 ? 470 : t <= 2 ? 479 : t <= 3 ? 470 : t <= 4 ? 72 : t <= 5 ? 379 : t <= 6 ? 72 : t <= 7 ? 379 : t <= 8 ? 419 : t <= 9 ? 475 : t <= 10 ? 419 : t <= 11 ? 475 : t <= 12 ? 496 : t <= 13 ? 70 : t <= 14 ? 496 : t <= 15 ? 70 : t <= 16 ? 228 : t <= 17 ? 330 : t <= 18 ? 228 : t <= 19 ? 330 : t <= 20 ? 251 : t <= 21 ? 310 : t <= 22 ? 251 : t <= 23 ? 310 : t <= 24 ? 133 : t <= 25 ? 324 : t <= 26 ? 133 : t <= 27 ? 324 : t <= 28 ? 382 : t <= 29 ? 389 : t <= 30 ? 382 : 389] as r144_n2
expect r144_n2.wavefronts == 6
read v[327] if (2147483648 >> t & 1) != 0 as r145_n2
expect r145_n2.wavefronts == 1
read v[147] if (3628486431 >> t & 1) != 0 as r146_bcast
expect r146_bcast.wavefronts == 2
# Nsight's instrumented estimate: 5
read v[t <= 1 ? 231 : t <= 3 ? 167 : t <= 5 ? 62 : t <= 6 ? 463 : t <= 7 ? 497 : t <= 10 ? 35 : t <= 19 ? 114 : t <= 22 ? 444 : 230] if (2152203498 >> t & 1) != 0 as r147_rand
expect r147_rand.wavefronts == 6
read f[t <= 17 ? 478 : t <= 18 ? 461 : t <= 19 ? 471 : t <= 20 ? 349 : t <= 21 ? 25 : t <= 22 ? 220 : t <= 23 ? 134 : 199] if (33423360 >> t & 1) != 0 as r148_rand
expect r148_rand.wavefronts == 1
read v[t <= 0 ? 462 : t <= 7 ? 105 : t <= 8 ? 14 : t <= 15 ? 261 : 110] if (2147516801 >> t & 1) != 0 as r149_rand
expect r149_rand.wavefronts == 3
read f[t <= 1 ? 162 : t <= 3 ? 67 : t <= 5 ? 130 : t <= 7 ? 67 : t <= 9 ? 98 : t <= 11 ? 163 : t <= 13 ? 162 : t <= 15 ? 163 : t <= 17 ? 66 : t <= 19 ? 163 : t <= 21 ? 66 : t <= 23 ? 131 : t <= 25 ? 162 : t <= 27 ? 131 : t <= 29 ? 66 : 131] as r150_n1c
expect r150_n1c.wavefronts == 4
read v[t <= 8 ? 348 : t <= 10 ? 372 : t <= 19 ? 480 : t <= 20 ? 492 : t <= 27 ? 64 : t <= 30 ? 100 : 112] if (3357017344 >> t & 1) != 0 as r151_stride
expect r151_stride.wavefronts == 5
# Nsight's instrumented estimate: 5
read v[t <= 7 ? 503 : t <= 8 ? 29 : t <= 11 ? 55 : t <= 15 ? 401 : t <= 19 ? 348 : t <= 24 ? 167 : t <= 25 ? 143 : t <= 28 ? 405 : 142] if (2466810240 >> t & 1) != 0 as r152_n2s
expect r152_n2s.wavefronts == 4
read v[t <= 1 ? 27 : t <= 3 ? 16 : t <= 5 ? 478 : t <= 7 ? 346 : t <= 9 ? 155 : t <= 11 ? 254 : t <= 13 ? 94 : t <= 15 ? 507 : t <= 17 ? 39 : t <= 19 ? 152 : t <= 21 ? 83 : t <= 23 ? 470 : t <= 25 ? 190 : t <= 27 ? 288 : t <= 29 ? 462 : 55] as r153_n1
expect r153_n1.wavefronts == 6
write v[t <= 0 ? 139 : t <= 1 ? 481 : t <= 2 ? 139 : t <= 3 ? 481 : t <= 4 ? 295 : t <= 5 ? 430 : t <= 6 ? 295 : t <= 7 ? 430 : t <= 8 ? 83 : t <= 9 ? 319 : t <= 10 ? 83 : t <= 11 ? 319 : t <= 12 ? 288 : t <= 13 ? 251 : t <= 14 ? 288 : t <= 15 ? 251 : t <= 16 ? 37 : t <= 17 ? 180 : t <= 18 ? 37 : t <= 19 ? 180 : t <= 20 ? 77 : t <= 21 ? 375 : t <= 22 ? 77 : t <= 23 ? 375 : t <= 24 ? 434 : t <= 25 ? 290 : t <= 26 ? 434 : t <= 27 ? 290 : t <= 28 ? 436 : t <= 29 ? 181 : t <= 30 ? 436 : 181] as r154_n2
expect r154_n2.wavefronts == 7
write w[t <= 7 ? 477 : t <= 10 ? 118 : t <= 26 ? 257 : 19] if (2214593664 >> t & 1) != 0 as r155_n1
expect r155_n1.wavefronts == 2
read w[t <= 20 ? 44 : 290] if (9439232 >> t & 1) != 0 as r156_few
expect r156_few.wavefronts == 1
read w[46] if (4456456 >> t & 1) != 0 as r157_bcast
expect r157_bcast.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 207 : t <= 3 ? 313 : t <= 5 ? 245 : t <= 7 ? 504 : t <= 9 ? 453 : t <= 11 ? 311 : t <= 13 ? 349 : t <= 15 ? 7 : t <= 16 ? 170 : t <= 19 ? 477 : t <= 21 ? 70 : t <= 23 ? 208 : t <= 24 ? 221 : t <= 26 ? 470 : t <= 28 ? 105 : 510] if (3590172671 >> t & 1) != 0 as r158_n1s
expect r158_n1s.wavefronts == 3
write w[t <= 1 ? 359 : t <= 9 ? 138 : t <= 17 ? 130 : 500] if (134349570 >> t & 1) != 0 as r159_n1s
expect r159_n1s.wavefronts == 2
read w[t <= 1 ? 390 : t <= 2 ? 61 : t <= 8 ? 50 : t <= 11 ? 439 : t <= 13 ? 325 : t <= 14 ? 131 : t <= 15 ? 55 : t <= 18 ? 33 : t <= 21 ? 449 : t <= 22 ? 11 : t <= 24 ? 55 : t <= 26 ? 190 : 278] if (358934790 >> t & 1) != 0 as r160_rand
expect r160_rand.wavefronts == 4
read v[t <= 27 ? 67 : 58] if (1006632960 >> t & 1) != 0 as r161_n1c
expect r161_n1c.wavefronts == 1
write v[t <= 3 ? 183 : t <= 15 ? 176 : 183] if (2418705420 >> t & 1) != 0 as r162_few
expect r162_few.wavefronts == 4
write v[t <= 0 ? 70 : t <= 1 ? 263 : t <= 2 ? 122 : t <= 3 ? 14 : t <= 4 ? 471 : t <= 5 ? 13 : t <= 6 ? 314 : t <= 7 ? 402 : t <= 8 ? 182 : t <= 9 ? 83 : t <= 10 ? 343 : t <= 11 ? 183 : t <= 12 ? 329 : t <= 13 ? 478 : t <= 14 ? 443 : t <= 15 ? 365 : t <= 16 ? 99 : t <= 17 ? 487 : t <= 18 ? 434 : t <= 19 ? 461 : t <= 20 ? 153 : t <= 21 ? 399 : t <= 22 ? 45 : t <= 23 ? 33 : t <= 24 ? 75 : t <= 25 ? 187 : t <= 26 ? 158 : t <= 27 ? 506 : t <= 28 ? 173 : t <= 29 ? 0 : t <= 30 ? 482 : 493] as r163_rand
expect r163_rand.wavefronts == 9
write v[51] if (1 >> t & 1) != 0 as r164_n2
expect r164_n2.wavefronts == 1
read v[t <= 0 ? 294 : t <= 1 ? 302 : t <= 2 ? 310 : t <= 3 ? 318 : t <= 4 ? 326 : t <= 5 ? 334 : t <= 7 ? 350 : t <= 8 ? 358 : t <= 9 ? 366 : t <= 10 ? 374 : t <= 11 ? 382 : t <= 13 ? 398 : t <= 14 ? 406 : t <= 15 ? 414 : t <= 16 ? 422 : t <= 17 ? 430 : t <= 18 ? 438 : t <= 19 ? 446 : t <= 20 ? 454 : t <= 22 ? 470 : t <= 23 ? 478 : t <= 24 ? 486 : t <= 25 ? 494 : t <= 28 ? 6 : 14] if (870313919 >> t & 1) != 0 as r165_stride
expect r165_stride.wavefronts == 25
read f[t <= 0 ? 479 : t <= 1 ? 413 : t <= 2 ? 445 : t <= 3 ? 198 : t <= 4 ? 92 : t <= 5 ? 202 : t <= 6 ? 462 : t <= 7 ? 496 : t <= 8 ? 456 : t <= 9 ? 395 : t <= 10 ? 385 : t <= 11 ? 508 : t <= 12 ? 329 : t <= 13 ? 510 : t <= 14 ? 48 : t <= 15 ? 212 : t <= 16 ? 282 : t <= 17 ? 436 : t <= 18 ? 439 : t <= 19 ? 456 : t <= 20 ? 444 : t <= 21 ? 90 : t <= 22 ? 309 : t <= 23 ? 316 : t <= 24 ? 326 : t <= 25 ? 50 : t <= 26 ? 441 : t <= 27 ? 76 : t <= 28 ? 394 : t <= 29 ? 154 : t <= 30 ? 471 : 192] as r166_rand
expect r166_rand.wavefronts == 4
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 69 : t <= 2 ? 54 : t <= 5 ? 69 : t <= 7 ? 54 : t <= 9 ? 69 : t <= 12 ? 53 : t <= 15 ? 62 : t <= 16 ? 53 : t <= 19 ? 54 : t <= 21 ? 53 : t <= 22 ? 62 : t <= 25 ? 69 : t <= 27 ? 62 : t <= 29 ? 53 : 54] if (4018000887 >> t & 1) != 0 as r167_n1c
expect r167_n1c.wavefronts == 4
write v[8 * t + 218] as r168_stride
expect r168_stride.wavefronts == 32
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 24 : t <= 4 ? 10 : t <= 6 ? 300 : t <= 8 ? 195 : t <= 11 ? 178 : t <= 13 ? 426 : t <= 21 ? 480 : t <= 26 ? 129 : t <= 29 ? 204 : 155] if (1948265811 >> t & 1) != 0 as r169_n1s
expect r169_n1s.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 139 : t <= 3 ? 140 : t <= 5 ? 147 : t <= 7 ? 140 : t <= 9 ? 147 : t <= 11 ? 132 : t <= 13 ? 131 : t <= 15 ? 124 : t <= 17 ? 139 : t <= 19 ? 140 : t <= 21 ? 131 : t <= 23 ? 140 : t <= 25 ? 147 : t <= 27 ? 124 : t <= 29 ? 147 : 148] as r170_n1c
expect r170_n1c.wavefronts == 6
read w[t <= 0 ? 12 : t <= 1 ? 1 : t <= 2 ? 166 : t <= 3 ? 266 : t <= 4 ? 430 : t <= 5 ? 76 : t <= 6 ? 307 : t <= 7 ? 81 : t <= 8 ? 331 : t <= 10 ? 344 : t <= 11 ? 425 : t <= 12 ? 199 : t <= 13 ? 281 : t <= 14 ? 488 : t <= 15 ? 224 : t <= 16 ? 114 : t <= 17 ? 485 : t <= 18 ? 492 : t <= 20 ? 260 : t <= 21 ? 74 : t <= 22 ? 59 : t <= 23 ? 322 : t <= 24 ? 45 : t <= 25 ? 12 : t <= 26 ? 15 : t <= 27 ? 459 : t <= 29 ? 159 : t <= 30 ? 358 : 315] if (4026007039 >> t & 1) != 0 as r171_rand
expect r171_rand.wavefronts == 5
read v[5 * t + 8] as r172_stride
expect r172_stride.wavefronts == 4
write v[t <= 0 ? 508 : t <= 1 ? 118 : t <= 2 ? 508 : t <= 3 ? 118 : t <= 4 ? 49 : t <= 5 ? 343 : t <= 6 ? 49 : t <= 7 ? 343 : t <= 8 ? 509 : t <= 9 ? 122 : t <= 10 ? 509 : t <= 11 ? 122 : t <= 12 ? 181 : t <= 13 ? 347 : t <= 14 ? 181 : t <= 15 ? 347 : t <= 16 ? 114 : t <= 17 ? 336 : t <= 18 ? 114 : t <= 19 ? 336 : t <= 20 ? 409 : t <= 21 ? 76 : t <= 22 ? 409 : t <= 23 ? 318 : t <= 24 ? 143 : t <= 25 ? 465 : t <= 26 ? 143 : t <= 27 ? 441 : t <= 28 ? 494 : t <= 29 ? 16 : t <= 30 ? 494 : 16] as r173_n2s
expect r173_n2s.wavefronts == 6
write w[t <= 2 ? 405 : t <= 16 ? 193 : 188] if (33619972 >> t & 1) != 0 as r174_n1s
expect r174_n1s.wavefronts == 2
write v[t <= 1 ? 492 : t <= 3 ? 282 : t <= 5 ? 307 : t <= 7 ? 446 : t <= 9 ? 409 : t <= 11 ? 110 : t <= 13 ? 394 : t <= 15 ? 232 : t <= 17 ? 24 : t <= 19 ? 434 : t <= 21 ? 319 : t <= 23 ? 41 : t <= 24 ? 102 : t <= 25 ? 106 : t <= 27 ? 506 : t <= 29 ? 231 : 270] as r175_n1s
expect r175_n1s.wavefronts == 5
write w[4 * t + 199] if (3873795508 >> t & 1) != 0 as r176_stride
expect r176_stride.wavefronts == 7
write w[468] if (262144 >> t & 1) != 0 as r177_rand
expect r177_rand.wavefronts == 1
read w[t <= 0 ? 233 : t <= 1 ? 273 : t <= 3 ? 233 : t <= 6 ? 273 : t <= 7 ? 233 : t <= 8 ? 273 : t <= 9 ? 233 : t <= 14 ? 273 : t <= 15 ? 233 : t <= 19 ? 273 : t <= 21 ? 233 : t <= 24 ? 273 : t <= 26 ? 233 : t <= 28 ? 273 : t <= 30 ? 233 : 273] if (4286577663 >> t & 1) != 0 as r178_few
expect r178_few.wavefronts == 2
read v[t <= 22 ? 151 : t <= 23 ? 141 : 149] if (29360128 >> t & 1) != 0 as r179_n2c
expect r179_n2c.wavefronts == 2
write f[t <= 0 ? 127 : t <= 1 ? 462 : t <= 2 ? 127 : t <= 3 ? 462 : t <= 4 ? 324 : t <= 7 ? 221 : t <= 10 ? 15 : t <= 11 ? 29 : t <= 12 ? 49 : t <= 13 ? 493 : t <= 14 ? 49 : t <= 15 ? 493 : t <= 16 ? 439 : t <= 17 ? 402 : t <= 18 ? 439 : t <= 19 ? 402 : t <= 22 ? 343 : t <= 23 ? 373 : t <= 24 ? 387 : t <= 25 ? 347 : t <= 26 ? 387 : t <= 27 ? 347 : t <= 28 ? 187 : 114] if (3219127743 >> t & 1) != 0 as r180_n2s
expect r180_n2s.wavefronts == 2
write w[t <= 0 ? 137 : t <= 8 ? 333 : t <= 10 ? 508 : t <= 15 ? 444 : t <= 16 ? 316 : t <= 17 ? 382 : t <= 23 ? 486 : 376] if (142836993 >> t & 1) != 0 as r181_rand
expect r181_rand.wavefronts == 3
read v[2 * t + 57] as r182_stride
expect r182_stride.wavefronts == 8
read w[2 * t + 365] if (2634879834 >> t & 1) != 0 as r183_stride
expect r183_stride.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 5 ? 71 : t <= 6 ? 40 : t <= 8 ? 23 : t <= 11 ? 24 : t <= 15 ? 40 : t <= 21 ? 39 : t <= 23 ? 40 : t <= 24 ? 39 : 72] if (162564464 >> t & 1) != 0 as r184_n1c
expect r184_n1c.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 261 : t <= 1 ? 102 : t <= 2 ? 261 : t <= 3 ? 102 : t <= 4 ? 5 : t <= 5 ? 365 : t <= 6 ? 5 : t <= 7 ? 365 : t <= 8 ? 138 : t <= 9 ? 302 : t <= 10 ? 138 : t <= 11 ? 302 : t <= 12 ? 128 : t <= 13 ? 340 : t <= 14 ? 128 : t <= 15 ? 340 : t <= 16 ? 1 : t <= 17 ? 321 : t <= 18 ? 1 : t <= 19 ? 321 : t <= 20 ? 322 : t <= 21 ? 346 : t <= 22 ? 322 : t <= 23 ? 346 : t <= 24 ? 183 : t <= 25 ? 156 : t <= 26 ? 183 : t <= 27 ? 156 : t <= 28 ? 93 : t <= 29 ? 327 : t <= 30 ? 93 : 327] as r185_n2
expect r185_n2.wavefronts == 5
write w[t <= 0 ? 151 : t <= 1 ? 445 : t <= 2 ? 214 : t <= 3 ? 99 : t <= 4 ? 349 : t <= 5 ? 161 : t <= 6 ? 390 : t <= 7 ? 378 : t <= 8 ? 264 : t <= 9 ? 52 : t <= 10 ? 397 : t <= 11 ? 449 : t <= 12 ? 292 : t <= 13 ? 129 : t <= 14 ? 293 : t <= 16 ? 261 : t <= 17 ? 81 : t <= 19 ? 3 : t <= 20 ? 178 : t <= 22 ? 212 : t <= 23 ? 265 : t <= 24 ? 475 : t <= 25 ? 429 : t <= 26 ? 36 : t <= 27 ? 404 : t <= 28 ? 428 : t <= 29 ? 127 : t <= 30 ? 96 : 150] if (4292575231 >> t & 1) != 0 as r186_rand
expect r186_rand.wavefronts == 6
read v[76] if (33554432 >> t & 1) != 0 as r187_n2s
expect r187_n2s.wavefronts == 1
read f[131] if (147464 >> t & 1) != 0 as r188_bcast
expect r188_bcast.wavefronts == 1
read v[t <= 0 ? 133 : t <= 1 ? 474 : t <= 2 ? 133 : t <= 3 ? 474 : t <= 4 ? 434 : t <= 5 ? 209 : t <= 6 ? 434 : t <= 7 ? 209 : t <= 8 ? 38 : t <= 9 ? 304 : t <= 10 ? 38 : t <= 11 ? 304 : t <= 12 ? 489 : t <= 13 ? 98 : t <= 14 ? 58 : t <= 15 ? 98 : t <= 16 ? 491 : t <= 17 ? 205 : t <= 18 ? 491 : t <= 19 ? 205 : t <= 20 ? 38 : t <= 21 ? 422 : t <= 22 ? 38 : t <= 23 ? 422 : t <= 24 ? 133 : t <= 25 ? 153 : t <= 26 ? 133 : t <= 27 ? 153 : t <= 28 ? 60 : t <= 29 ? 206 : t <= 30 ? 60 : 206] as r189_n2s
expect r189_n2s.wavefronts == 7
read f[t <= 1 ? 134 : t <= 3 ? 199 : t <= 4 ? 102 : t <= 13 ? 134 : t <= 15 ? 199 : t <= 17 ? 166 : t <= 18 ? 135 : t <= 28 ? 102 : 167] if (1344795423 >> t & 1) != 0 as r190_n1c
expect r190_n1c.wavefronts == 3
read w[t <= 1 ? 322 : t <= 3 ? 438 : t <= 5 ? 104 : t <= 6 ? 226 : t <= 7 ? 330 : t <= 9 ? 277 : t <= 10 ? 400 : t <= 13 ? 342 : t <= 15 ? 460 : t <= 17 ? 201 : t <= 19 ? 216 : t <= 20 ? 192 : t <= 21 ? 86 : t <= 23 ? 15 : t <= 25 ? 248 : t <= 27 ? 291 : t <= 29 ? 272 : 26] if (4227774463 >> t & 1) != 0 as r191_n1s
expect r191_n1s.wavefronts == 4
read v[2 * t + 53] if (3899272676 >> t & 1) != 0 as r192_stride
expect r192_stride.wavefronts == 7
write w[t <= 0 ? 286 : t <= 1 ? 285 : t <= 2 ? 284 : t <= 3 ? 283 : t <= 4 ? 282 : t <= 5 ? 281 : t <= 6 ? 280 : t <= 7 ? 279 : t <= 8 ? 278 : t <= 9 ? 277 : t <= 10 ? 276 : t <= 11 ? 275 : t <= 12 ? 274 : t <= 13 ? 273 : t <= 14 ? 272 : t <= 15 ? 271 : t <= 16 ? 270 : t <= 17 ? 269 : t <= 18 ? 268 : t <= 19 ? 267 : t <= 20 ? 266 : t <= 21 ? 265 : t <= 22 ? 264 : t <= 24 ? 262 : t <= 25 ? 261 : t <= 26 ? 260 : t <= 28 ? 258 : t <= 29 ? 257 : t <= 30 ? 256 : 255] if (4152360959 >> t & 1) != 0 as r193_stride
expect r193_stride.wavefronts == 2
read f[t <= 1 ? 213 : t <= 4 ? 253 : t <= 8 ? 39 : t <= 12 ? 194 : t <= 16 ? 273 : t <= 22 ? 257 : 324] if (21041426 >> t & 1) != 0 as r194_n2s
expect r194_n2s.wavefronts == 1
write v[116] if (448 >> t & 1) != 0 as r195_bcast
expect r195_bcast.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 99 : t <= 2 ? 114 : t <= 4 ? 131 : t <= 8 ? 116 : t <= 14 ? 114 : t <= 15 ? 99 : t <= 16 ? 83 : t <= 17 ? 84 : t <= 22 ? 132 : t <= 23 ? 114 : t <= 25 ? 99 : 116] if (2193871126 >> t & 1) != 0 as r196_n2c
expect r196_n2c.wavefronts == 3
write f[478] if (336069120 >> t & 1) != 0 as r197_bcast
expect r197_bcast.wavefronts == 1
read w[157] if (2428928 >> t & 1) != 0 as r198_bcast
expect r198_bcast.wavefronts == 1
read v[t <= 29 ? 135 : 112] if (3758096384 >> t & 1) != 0 as r199_n1c
expect r199_n1c.wavefronts == 1
write w[5 * t + 20] if (3147792521 >> t & 1) != 0 as r200_stride
expect r200_stride.wavefronts == 2
write f[t <= 6 ? 223 : t <= 7 ? 32 : t <= 8 ? 326 : t <= 9 ? 181 : t <= 10 ? 326 : t <= 11 ? 181 : t <= 12 ? 159 : t <= 13 ? 97 : t <= 14 ? 159 : t <= 15 ? 97 : t <= 16 ? 216 : t <= 17 ? 492 : t <= 18 ? 216 : 492] if (1048512 >> t & 1) != 0 as r201_n2
expect r201_n2.wavefronts == 2
read w[461] if (1 >> t & 1) != 0 as r202_few
expect r202_few.wavefronts == 1
read f[t <= 0 ? 490 : t <= 27 ? 445 : 4] if (402653185 >> t & 1) != 0 as r203_n2
expect r203_n2.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 4 ? 268 : t <= 6 ? 384 : t <= 9 ? 104 : t <= 11 ? 365 : t <= 17 ? 491 : t <= 18 ? 447 : t <= 20 ? 379 : t <= 22 ? 479 : t <= 25 ? 60 : 267] if (844499536 >> t & 1) != 0 as r204_n1s
expect r204_n1s.wavefronts == 3
read f[84] if (2147483648 >> t & 1) != 0 as r205_n2c
expect r205_n2c.wavefronts == 1
write v[t <= 1 ? 432 : t <= 2 ? 264 : t <= 4 ? 241 : t <= 5 ? 163 : t <= 6 ? 241 : t <= 7 ? 163 : t <= 8 ? 174 : t <= 9 ? 77 : t <= 10 ? 174 : t <= 11 ? 77 : t <= 12 ? 210 : t <= 13 ? 370 : t <= 14 ? 210 : t <= 15 ? 370 : t <= 16 ? 418 : t <= 17 ? 494 : t <= 18 ? 418 : t <= 22 ? 314 : t <= 23 ? 426 : t <= 24 ? 337 : t <= 27 ? 31 : t <= 28 ? 313 : t <= 29 ? 483 : 313] if (2044198902 >> t & 1) != 0 as r206_n2
expect r206_n2.wavefronts == 9
read w[0] if (4096 >> t & 1) != 0 as r207_n1c
expect r207_n1c.wavefronts == 1
read w[t <= 0 ? 384 : t <= 3 ? 234 : t <= 4 ? 384 : t <= 5 ? 234 : t <= 6 ? 384 : t <= 9 ? 234 : t <= 12 ? 384 : t <= 16 ? 234 : t <= 19 ? 384 : t <= 20 ? 234 : t <= 21 ? 384 : t <= 25 ? 234 : t <= 26 ? 384 : t <= 27 ? 234 : t <= 28 ? 384 : t <= 29 ? 234 : t <= 30 ? 384 : 234] as r208_few
expect r208_few.wavefronts == 2
read w[t <= 5 ? 356 : t <= 9 ? 409 : t <= 10 ? 356 : t <= 17 ? 409 : 356] if (33523302 >> t & 1) != 0 as r209_few
expect r209_few.wavefronts == 1
write f[440] if (3992681903 >> t & 1) != 0 as r210_bcast
expect r210_bcast.wavefronts == 1
read v[t <= 0 ? 484 : t <= 1 ? 487 : t <= 2 ? 490 : t <= 3 ? 493 : t <= 4 ? 496 : t <= 5 ? 499 : t <= 6 ? 502 : t <= 7 ? 505 : t <= 8 ? 508 : t <= 9 ? 511 : t <= 10 ? 2 : t <= 11 ? 5 : t <= 12 ? 8 : t <= 13 ? 11 : t <= 14 ? 14 : t <= 15 ? 17 : t <= 16 ? 20 : t <= 17 ? 23 : t <= 18 ? 26 : t <= 19 ? 29 : t <= 20 ? 32 : t <= 21 ? 35 : t <= 22 ? 38 : t <= 23 ? 41 : t <= 24 ? 44 : t <= 25 ? 47 : t <= 26 ? 50 : t <= 27 ? 53 : t <= 28 ? 56 : t <= 29 ? 59 : t <= 30 ? 62 : 65] as r211_stride
expect r211_stride.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 2 ? 55 : t <= 7 ? 39 : t <= 14 ? 7 : t <= 17 ? 22 : 38] if (268583044 >> t & 1) != 0 as r212_n1c
expect r212_n1c.wavefronts == 3
write v[t <= 3 ? 134 : t <= 5 ? 115 : t <= 7 ? 70 : t <= 9 ? 363 : t <= 10 ? 322 : t <= 13 ? 22 : t <= 15 ? 151 : t <= 16 ? 486 : t <= 19 ? 444 : t <= 21 ? 356 : t <= 22 ? 80 : t <= 24 ? 81 : t <= 25 ? 510 : t <= 27 ? 344 : 72] if (528328700 >> t & 1) != 0 as r213_n1s
expect r213_n1s.wavefronts == 7
write v[22] if (2147483648 >> t & 1) != 0 as r214_n1c
expect r214_n1c.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 65 : t <= 5 ? 83 : t <= 6 ? 90 : t <= 10 ? 75 : t <= 12 ? 89 : t <= 18 ? 74 : t <= 19 ? 67 : t <= 20 ? 91 : t <= 21 ? 73 : t <= 22 ? 91 : t <= 23 ? 73 : t <= 26 ? 89 : t <= 27 ? 90 : t <= 28 ? 82 : t <= 29 ? 75 : 82] if (2096969057 >> t & 1) != 0 as r215_n2c
expect r215_n2c.wavefronts == 5
read v[t <= 0 ? 315 : t <= 1 ? 71 : t <= 3 ? 14 : t <= 4 ? 78 : t <= 5 ? 196 : t <= 7 ? 11 : t <= 9 ? 192 : t <= 11 ? 473 : t <= 12 ? 79 : t <= 13 ? 34 : t <= 15 ? 184 : t <= 17 ? 80 : t <= 19 ? 240 : t <= 21 ? 355 : t <= 23 ? 356 : t <= 25 ? 123 : t <= 27 ? 266 : t <= 29 ? 410 : 322] as r216_n1s
expect r216_n1s.wavefronts == 9
write w[t <= 1 ? 153 : t <= 3 ? 46 : t <= 5 ? 175 : t <= 7 ? 501 : t <= 9 ? 168 : t <= 11 ? 64 : t <= 13 ? 85 : t <= 15 ? 270 : t <= 17 ? 368 : t <= 19 ? 472 : t <= 21 ? 323 : t <= 23 ? 471 : t <= 25 ? 292 : t <= 27 ? 159 : t <= 29 ? 7 : t <= 30 ? 168 : 334] as r217_n1s
expect r217_n1s.wavefronts == 4
read w[t <= 7 ? 95 : 110] if (704 >> t & 1) != 0 as r218_n1c
expect r218_n1c.wavefronts == 1
write w[t <= 13 ? 202 : t <= 17 ? 157 : t <= 18 ? 351 : t <= 24 ? 11 : 172] if (151396352 >> t & 1) != 0 as r219_n1s
expect r219_n1s.wavefronts == 2
read w[t <= 11 ? 375 : t <= 12 ? 194 : t <= 18 ? 34 : t <= 22 ? 16 : 74] if (2153060352 >> t & 1) != 0 as r220_n2s
expect r220_n2s.wavefronts == 2
read f[t <= 0 ? 386 : t <= 1 ? 191 : t <= 2 ? 386 : t <= 3 ? 191 : t <= 4 ? 435 : t <= 5 ? 419 : t <= 6 ? 435 : t <= 7 ? 419 : t <= 8 ? 433 : t <= 9 ? 272 : t <= 10 ? 433 : t <= 11 ? 272 : t <= 12 ? 254 : t <= 13 ? 280 : t <= 14 ? 254 : t <= 15 ? 280 : t <= 16 ? 349 : t <= 17 ? 448 : t <= 18 ? 349 : t <= 19 ? 448 : t <= 20 ? 277 : t <= 21 ? 225 : t <= 22 ? 277 : t <= 23 ? 225 : t <= 24 ? 184 : t <= 25 ? 361 : t <= 26 ? 184 : t <= 27 ? 361 : t <= 28 ? 171 : t <= 29 ? 342 : t <= 30 ? 171 : 342] as r221_n2
expect r221_n2.wavefronts == 2
read v[t <= 5 ? 137 : t <= 9 ? 329 : t <= 19 ? 435 : t <= 23 ? 290 : 50] if (42467872 >> t & 1) != 0 as r222_n2
expect r222_n2.wavefronts == 4
read v[t <= 1 ? 458 : t <= 6 ? 503 : t <= 15 ? 72 : t <= 24 ? 153 : 171] if (83918914 >> t & 1) != 0 as r223_stride
expect r223_stride.wavefronts == 2
write w[t <= 0 ? 155 : t <= 1 ? 108 : t <= 2 ? 155 : t <= 3 ? 108 : t <= 4 ? 156 : t <= 5 ? 141 : t <= 6 ? 156 : t <= 7 ? 141 : t <= 8 ? 109 : t <= 9 ? 107 : t <= 10 ? 109 : t <= 11 ? 107 : t <= 12 ? 155 : t <= 13 ? 156 : t <= 14 ? 155 : t <= 15 ? 156 : t <= 16 ? 108 : t <= 17 ? 109 : t <= 18 ? 108 : t <= 20 ? 109 : t <= 21 ? 107 : t <= 22 ? 109 : t <= 24 ? 107 : t <= 25 ? 140 : t <= 26 ? 107 : t <= 28 ? 140 : t <= 29 ? 141 : t <= 30 ? 140 : 141] as r224_n2c
expect r224_n2c.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 110 : t <= 1 ? 95 : t <= 2 ? 110 : t <= 3 ? 95 : t <= 4 ? 127 : t <= 5 ? 112 : t <= 6 ? 127 : t <= 10 ? 112 : t <= 11 ? 110 : t <= 12 ? 94 : t <= 13 ? 111 : t <= 14 ? 94 : t <= 15 ? 111 : t <= 16 ? 127 : t <= 17 ? 112 : t <= 18 ? 127 : t <= 19 ? 112 : t <= 20 ? 128 : t <= 21 ? 126 : t <= 22 ? 128 : t <= 23 ? 126 : t <= 24 ? 78 : t <= 25 ? 79 : t <= 26 ? 78 : t <= 27 ? 79 : t <= 28 ? 127 : t <= 29 ? 128 : t <= 30 ? 127 : 128] if (4294966783 >> t & 1) != 0 as r225_n2c
expect r225_n2c.wavefronts == 4
read v[4 * t + 282] as r226_stride
expect r226_stride.wavefronts == 16
read w[11 * t + -151] if (9437184 >> t & 1) != 0 as r227_n1c
expect r227_n1c.wavefronts == 1
read w[281] if (64 >> t & 1) != 0 as r228_n1s
expect r228_n1s.wavefronts == 1
write w[35] as r229_bcast
expect r229_bcast.wavefronts == 2
write v[358] if (251658240 >> t & 1) != 0 as r230_bcast
expect r230_bcast.wavefronts == 1
read f[t <= 0 ? 99 : t <= 19 ? 164 : t <= 23 ? 100 : 163] if (814219265 >> t & 1) != 0 as r231_n1c
expect r231_n1c.wavefronts == 2
write v[t <= 0 ? 254 : t <= 18 ? 207 : t <= 19 ? 355 : t <= 27 ? 67 : 444] if (403439617 >> t & 1) != 0 as r232_n2s
expect r232_n2s.wavefronts == 3
# Nsight's instrumented estimate: 6
read v[t <= 2 ? 120 : t <= 6 ? 510 : t <= 7 ? 170 : t <= 11 ? 474 : t <= 18 ? 506 : t <= 21 ? 289 : t <= 22 ? 464 : t <= 23 ? 289 : t <= 25 ? 397 : t <= 26 ? 109 : t <= 30 ? 21 : 489] if (3605334228 >> t & 1) != 0 as r233_n2
expect r233_n2.wavefronts == 5
# Nsight's instrumented estimate: 8
read w[t <= 0 ? 486 : t <= 2 ? 38 : t <= 7 ? 198 : t <= 9 ? 262 : t <= 23 ? 198 : t <= 25 ? 262 : t <= 28 ? 358 : 422] if (1384120965 >> t & 1) != 0 as r234_stride
expect r234_stride.wavefronts == 6
write w[t <= 1 ? 10 : t <= 2 ? 278 : t <= 5 ? 496 : t <= 8 ? 360 : t <= 14 ? 445 : t <= 15 ? 393 : t <= 16 ? 183 : t <= 17 ? 31 : t <= 21 ? 272 : t <= 22 ? 454 : t <= 23 ? 272 : t <= 25 ? 35 : 193] if (115593510 >> t & 1) != 0 as r235_n2s
expect r235_n2s.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 20 ? 102 : t <= 25 ? 117 : 118] if (2182086912 >> t & 1) != 0 as r236_n2c
expect r236_n2c.wavefronts == 2
read v[376] if (2112 >> t & 1) != 0 as r237_bcast
expect r237_bcast.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 82 : t <= 4 ? 257 : t <= 8 ? 286 : t <= 13 ? 19 : t <= 14 ? 275 : t <= 19 ? 218 : t <= 20 ? 78 : t <= 27 ? 30 : 429] if (1276666130 >> t & 1) != 0 as r238_n1
expect r238_n1.wavefronts == 3
read w[t <= 2 ? 309 : t <= 3 ? 308 : t <= 7 ? 304 : t <= 9 ? 302 : t <= 10 ? 301 : t <= 11 ? 300 : t <= 12 ? 299 : t <= 13 ? 298 : t <= 15 ? 296 : t <= 17 ? 294 : t <= 20 ? 291 : t <= 21 ? 290 : t <= 25 ? 286 : t <= 26 ? 285 : t <= 28 ? 283 : t <= 30 ? 281 : 280] if (3593649804 >> t & 1) != 0 as r239_stride
expect r239_stride.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 72 : t <= 3 ? 25 : t <= 5 ? 24 : t <= 7 ? 41 : t <= 9 ? 40 : t <= 11 ? 25 : t <= 13 ? 72 : t <= 15 ? 57 : t <= 17 ? 40 : t <= 19 ? 41 : t <= 21 ? 72 : t <= 23 ? 41 : t <= 25 ? 24 : t <= 27 ? 41 : t <= 29 ? 72 : 57] as r240_n1c
expect r240_n1c.wavefronts == 3
read v[t <= 0 ? 449 : t <= 3 ? 27 : t <= 4 ? 237 : t <= 7 ? 175 : t <= 8 ? 44 : t <= 9 ? 356 : t <= 10 ? 87 : t <= 12 ? 357 : t <= 13 ? 170 : t <= 14 ? 231 : t <= 15 ? 206 : t <= 16 ? 323 : t <= 19 ? 66 : t <= 20 ? 248 : t <= 21 ? 353 : t <= 23 ? 226 : t <= 25 ? 474 : t <= 26 ? 446 : t <= 27 ? 75 : t <= 30 ? 173 : 234] if (3468294041 >> t & 1) != 0 as r241_rand
expect r241_rand.wavefronts == 7
# Nsight's instrumented estimate: 4
read w[t <= 3 ? 478 : t <= 7 ? 237 : t <= 15 ? 158 : t <= 18 ? 331 : t <= 23 ? 430 : 491] if (2693046408 >> t & 1) != 0 as r242_n2
expect r242_n2.wavefronts == 3
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 290 : t <= 3 ? 406 : t <= 7 ? 206 : t <= 9 ? 144 : t <= 11 ? 324 : t <= 15 ? 253 : t <= 19 ? 449 : t <= 20 ? 57 : t <= 24 ? 50 : 33] if (823709321 >> t & 1) != 0 as r243_n1
expect r243_n1.wavefronts == 2
write v[9 * t + 56] if (3727536607 >> t & 1) != 0 as r244_stride
expect r244_stride.wavefronts == 4
read v[t <= 17 ? 314 : t <= 19 ? 214 : t <= 21 ? 126 : 331] if (16711680 >> t & 1) != 0 as r245_n1
expect r245_n1.wavefronts == 2
write w[t <= 0 ? 369 : t <= 1 ? 45 : t <= 2 ? 369 : t <= 3 ? 45 : t <= 4 ? 4 : t <= 5 ? 194 : t <= 6 ? 4 : t <= 7 ? 194 : t <= 8 ? 375 : t <= 9 ? 85 : t <= 10 ? 375 : t <= 11 ? 85 : t <= 12 ? 391 : t <= 13 ? 476 : t <= 14 ? 391 : t <= 15 ? 157 : t <= 16 ? 458 : t <= 17 ? 192 : t <= 18 ? 458 : t <= 19 ? 192 : t <= 20 ? 88 : t <= 21 ? 500 : t <= 22 ? 259 : t <= 23 ? 500 : t <= 24 ? 198 : t <= 25 ? 66 : t <= 26 ? 198 : t <= 27 ? 66 : t <= 28 ? 323 : t <= 29 ? 117 : t <= 30 ? 323 : 117] as r246_n2s
expect r246_n2s.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 356 : t <= 1 ? 122 : t <= 2 ? 356 : t <= 3 ? 122 : t <= 4 ? 347 : t <= 10 ? 481 : t <= 11 ? 472 : t <= 12 ? 487 : t <= 16 ? 51 : t <= 17 ? 92 : t <= 23 ? 396 : t <= 25 ? 370 : t <= 26 ? 247 : t <= 27 ? 370 : t <= 28 ? 106 : t <= 29 ? 398 : 106] if (2124618783 >> t & 1) != 0 as r247_n2s
expect r247_n2s.wavefronts == 3
read v[t <= 0 ? 376 : t <= 1 ? 472 : t <= 2 ? 414 : t <= 3 ? 365 : t <= 4 ? 66 : t <= 5 ? 203 : t <= 6 ? 493 : t <= 7 ? 501 : t <= 8 ? 416 : t <= 9 ? 83 : t <= 10 ? 352 : t <= 11 ? 73 : t <= 12 ? 113 : t <= 13 ? 297 : t <= 14 ? 202 : t <= 15 ? 37 : t <= 16 ? 313 : t <= 17 ? 248 : t <= 18 ? 229 : t <= 19 ? 493 : t <= 20 ? 367 : t <= 21 ? 431 : t <= 22 ? 460 : t <= 23 ? 229 : t <= 24 ? 44 : t <= 25 ? 83 : t <= 26 ? 21 : t <= 27 ? 86 : t <= 28 ? 319 : t <= 29 ? 148 : t <= 30 ? 268 : 274] as r248_rand
expect r248_rand.wavefronts == 11
read f[t <= 1 ? 78 : t <= 10 ? 143 : 174] if (33555586 >> t & 1) != 0 as r249_n1c
expect r249_n1c.wavefronts == 2
read w[t <= 2 ? 228 : t <= 14 ? 127 : 315] if (83902468 >> t & 1) != 0 as r250_n2
expect r250_n2.wavefronts == 1
read f[t <= 12 ? 293 : t <= 14 ? 216 : t <= 21 ? 219 : 70] if (69226496 >> t & 1) != 0 as r251_n1s
expect r251_n1s.wavefronts == 1
write v[t <= 0 ? 114 : t <= 1 ? 293 : t <= 2 ? 114 : t <= 5 ? 469 : t <= 6 ? 347 : t <= 7 ? 469 : t <= 8 ? 407 : t <= 11 ? 109 : t <= 13 ? 304 : t <= 14 ? 226 : t <= 15 ? 304 : t <= 16 ? 186 : t <= 17 ? 450 : t <= 18 ? 186 : t <= 19 ? 450 : t <= 22 ? 495 : t <= 23 ? 158 : t <= 24 ? 420 : t <= 27 ? 384 : t <= 28 ? 485 : t <= 29 ? 405 : t <= 30 ? 485 : 405] if (4224707559 >> t & 1) != 0 as r252_n2
expect r252_n2.wavefronts == 7
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 450 : t <= 3 ? 451 : t <= 4 ? 68 : t <= 6 ? 257 : t <= 9 ? 369 : t <= 13 ? 161 : t <= 15 ? 28 : t <= 19 ? 152 : t <= 20 ? 223 : t <= 23 ? 369 : t <= 25 ? 155 : t <= 27 ? 377 : t <= 29 ? 146 : 418] if (4023968602 >> t & 1) != 0 as r253_n1s
expect r253_n1s.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 90 : t <= 3 ? 115 : t <= 5 ? 114 : t <= 7 ? 115 : t <= 9 ? 106 : t <= 11 ? 99 : t <= 13 ? 90 : t <= 15 ? 91 : t <= 17 ? 98 : t <= 19 ? 107 : t <= 21 ? 98 : t <= 23 ? 115 : t <= 25 ? 106 : t <= 27 ? 99 : t <= 29 ? 90 : 115] as r254_n1c
expect r254_n1c.wavefronts == 6
read w[t <= 0 ? 199 : t <= 4 ? 214 : t <= 7 ? 209 : t <= 8 ? 314 : t <= 9 ? 232 : t <= 10 ? 314 : t <= 11 ? 232 : t <= 15 ? 176 : t <= 17 ? 122 : t <= 18 ? 477 : t <= 19 ? 122 : t <= 22 ? 410 : t <= 23 ? 276 : t <= 24 ? 325 : t <= 27 ? 505 : t <= 30 ? 65 : 24] if (3655249841 >> t & 1) != 0 as r255_n2
expect r255_n2.wavefronts == 3
read v[t <= 25 ? 103 : 104] if (251658240 >> t & 1) != 0 as r256_n1c
expect r256_n1c.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 101 : t <= 3 ? 46 : t <= 5 ? 339 : t <= 7 ? 94 : t <= 9 ? 145 : t <= 11 ? 464 : t <= 13 ? 168 : t <= 15 ? 204 : t <= 17 ? 346 : t <= 19 ? 271 : t <= 21 ? 240 : t <= 23 ? 280 : t <= 25 ? 133 : t <= 27 ? 241 : t <= 29 ? 245 : 161] as r257_n1
expect r257_n1.wavefronts == 4
read v[55] if (2147483648 >> t & 1) != 0 as r258_few
expect r258_few.wavefronts == 1
write v[t <= 1 ? 86 : t <= 3 ? 95 : t <= 5 ? 481 : t <= 7 ? 344 : t <= 9 ? 11 : t <= 11 ? 143 : t <= 13 ? 326 : t <= 15 ? 368 : t <= 17 ? 39 : t <= 19 ? 220 : t <= 21 ? 272 : t <= 23 ? 152 : t <= 25 ? 6 : t <= 27 ? 276 : t <= 29 ? 282 : 346] as r259_n1
expect r259_n1.wavefronts == 6
write w[97] if (1199968256 >> t & 1) != 0 as r260_bcast
expect r260_bcast.wavefronts == 2
read v[468] if (4082011019 >> t & 1) != 0 as r261_bcast
expect r261_bcast.wavefronts == 2
read w[t <= 0 ? 64 : t <= 1 ? 362 : t <= 2 ? 64 : t <= 3 ? 494 : t <= 4 ? 263 : t <= 5 ? 321 : t <= 6 ? 263 : t <= 7 ? 321 : t <= 8 ? 298 : t <= 9 ? 64 : t <= 10 ? 298 : t <= 11 ? 64 : t <= 12 ? 194 : t <= 13 ? 37 : t <= 14 ? 194 : t <= 15 ? 37 : t <= 16 ? 235 : t <= 17 ? 396 : t <= 18 ? 235 : t <= 19 ? 396 : t <= 20 ? 500 : t <= 21 ? 203 : t <= 22 ? 500 : t <= 23 ? 203 : t <= 24 ? 124 : t <= 25 ? 6 : t <= 26 ? 124 : t <= 27 ? 6 : t <= 28 ? 25 : t <= 29 ? 125 : t <= 30 ? 25 : 371] as r262_n2s
expect r262_n2s.wavefronts == 4
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 349 : t <= 1 ? 210 : t <= 2 ? 349 : t <= 3 ? 210 : t <= 4 ? 281 : t <= 5 ? 480 : t <= 6 ? 281 : t <= 7 ? 480 : t <= 8 ? 260 : t <= 9 ? 252 : t <= 10 ? 260 : t <= 11 ? 252 : t <= 13 ? 414 : t <= 14 ? 175 : t <= 15 ? 414 : t <= 18 ? 235 : t <= 19 ? 328 : t <= 20 ? 339 : t <= 21 ? 105 : t <= 22 ? 339 : t <= 23 ? 105 : t <= 24 ? 378 : t <= 25 ? 324 : t <= 26 ? 378 : t <= 27 ? 324 : t <= 30 ? 239 : 303] if (3757961215 >> t & 1) != 0 as r263_n2
expect r263_n2.wavefronts == 4
read v[t <= 17 ? 452 : t <= 19 ? 282 : t <= 21 ? 111 : t <= 23 ? 226 : t <= 25 ? 159 : t <= 26 ? 373 : t <= 27 ? 463 : t <= 29 ? 432 : 478] if (2147352576 >> t & 1) != 0 as r264_n1s
expect r264_n1s.wavefronts == 4
read v[165 * t + -4601] if (1610612736 >> t & 1) != 0 as r265_n1s
expect r265_n1s.wavefronts == 1
read v[t <= 0 ? 76 : t <= 1 ? 430 : t <= 2 ? 76 : t <= 3 ? 430 : t <= 4 ? 240 : t <= 5 ? 93 : t <= 6 ? 240 : t <= 7 ? 93 : t <= 8 ? 429 : t <= 9 ? 331 : t <= 10 ? 429 : t <= 11 ? 331 : t <= 12 ? 409 : t <= 13 ? 177 : t <= 14 ? 409 : t <= 15 ? 177 : t <= 16 ? 412 : t <= 17 ? 509 : t <= 18 ? 346 : t <= 19 ? 509 : t <= 20 ? 10 : t <= 21 ? 330 : t <= 22 ? 175 : t <= 23 ? 330 : t <= 24 ? 64 : t <= 25 ? 87 : t <= 26 ? 64 : t <= 27 ? 87 : t <= 28 ? 65 : t <= 29 ? 208 : t <= 30 ? 65 : 208] as r266_n2s
expect r266_n2s.wavefronts == 8
write v[25] as r267_bcast
expect r267_bcast.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 425 : t <= 4 ? 130 : t <= 5 ? 446 : t <= 8 ? 6 : t <= 12 ? 86 : t <= 13 ? 238 : t <= 22 ? 497 : t <= 23 ? 313 : t <= 25 ? 65 : t <= 30 ? 47 : 195] if (3267375409 >> t & 1) != 0 as r268_n2
expect r268_n2.wavefronts == 2
read v[t <= 0 ? 57 : t <= 2 ? 308 : t <= 7 ? 338 : t <= 8 ? 147 : t <= 9 ? 417 : t <= 10 ? 185 : t <= 13 ? 244 : t <= 17 ? 445 : t <= 22 ? 40 : t <= 24 ? 197 : t <= 27 ? 451 : 194] if (1229072261 >> t & 1) != 0 as r269_rand
expect r269_rand.wavefronts == 5
read f[t <= 21 ? 428 : t <= 22 ? 61 : t <= 23 ? 428 : t <= 24 ? 298 : t <= 25 ? 311 : t <= 26 ? 298 : 311] if (266338304 >> t & 1) != 0 as r270_n2s
expect r270_n2s.wavefronts == 1
read v[t <= 0 ? 277 : t <= 4 ? 484 : t <= 6 ? 62 : t <= 7 ? 98 : t <= 19 ? 350 : 225] if (1573073 >> t & 1) != 0 as r271_rand
expect r271_rand.wavefronts == 2
read v[t <= 18 ? 108 : t <= 19 ? 359 : t <= 20 ? 436 : t <= 21 ? 156 : t <= 22 ? 436 : 156] if (16515072 >> t & 1) != 0 as r272_n2s
expect r272_n2s.wavefronts == 3
read w[t <= 2 ? 315 : t <= 5 ? 407 : t <= 6 ? 315 : t <= 8 ? 407 : t <= 9 ? 315 : t <= 10 ? 407 : t <= 12 ? 315 : t <= 26 ? 407 : t <= 27 ? 315 : 407] if (3471056878 >> t & 1) != 0 as r273_few
expect r273_few.wavefronts == 2
write f[t <= 1 ? 16 : t <= 7 ? 227 : t <= 8 ? 16 : t <= 11 ? 227 : t <= 22 ? 16 : 227] if (37751694 >> t & 1) != 0 as r274_few
expect r274_few.wavefronts == 1
read f[270] if (1078071432 >> t & 1) != 0 as r275_bcast
expect r275_bcast.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 363 : t <= 2 ? 425 : t <= 4 ? 349 : t <= 6 ? 380 : t <= 9 ? 385 : t <= 11 ? 108 : t <= 13 ? 27 : t <= 15 ? 461 : t <= 16 ? 297 : t <= 21 ? 249 : 284] if (3224501077 >> t & 1) != 0 as r276_n1s
expect r276_n1s.wavefronts == 3
read v[t <= 1 ? 463 : t <= 3 ? 169 : t <= 8 ? 495 : t <= 23 ? 463 : t <= 26 ? 137 : t <= 27 ? 463 : t <= 28 ? 137 : 169] if (2627731722 >> t & 1) != 0 as r277_few
expect r277_few.wavefronts == 5
read v[t <= 0 ? 344 : t <= 1 ? 96 : t <= 2 ? 427 : t <= 3 ? 96 : t <= 4 ? 21 : t <= 5 ? 193 : t <= 6 ? 21 : t <= 7 ? 193 : t <= 8 ? 385 : t <= 9 ? 446 : t <= 10 ? 385 : t <= 11 ? 446 : t <= 12 ? 151 : t <= 13 ? 173 : t <= 14 ? 151 : t <= 15 ? 173 : t <= 16 ? 232 : t <= 17 ? 289 : t <= 18 ? 232 : t <= 19 ? 289 : t <= 20 ? 29 : t <= 21 ? 421 : t <= 22 ? 29 : t <= 23 ? 421 : t <= 24 ? 175 : t <= 25 ? 385 : t <= 26 ? 175 : t <= 27 ? 385 : t <= 28 ? 317 : t <= 29 ? 229 : t <= 30 ? 317 : 178] as r278_n2s
expect r278_n2s.wavefronts == 7
write f[16 * t + -261] if (671088640 >> t & 1) != 0 as r279_stride
expect r279_stride.wavefronts == 2
read v[t <= 1 ? 379 : t <= 3 ? 350 : t <= 5 ? 119 : t <= 6 ? 296 : t <= 7 ? 259 : t <= 9 ? 119 : t <= 11 ? 169 : t <= 12 ? 455 : t <= 15 ? 230 : t <= 17 ? 260 : t <= 19 ? 240 : t <= 21 ? 165 : t <= 23 ? 89 : t <= 25 ? 15 : t <= 26 ? 6 : t <= 29 ? 236 : t <= 30 ? 239 : 107] if (3890929407 >> t & 1) != 0 as r280_n1s
expect r280_n1s.wavefronts == 7
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 124 : t <= 3 ? 109 : t <= 4 ? 124 : t <= 7 ? 125 : t <= 8 ? 140 : t <= 11 ? 93 : t <= 13 ? 92 : t <= 15 ? 93 : t <= 19 ? 125 : t <= 21 ? 108 : t <= 25 ? 124 : t <= 26 ? 141 : t <= 29 ? 140 : 109] if (3074211229 >> t & 1) != 0 as r281_n1c
expect r281_n1c.wavefronts == 4
read v[t <= 27 ? 433 : 351] if (469762048 >> t & 1) != 0 as r282_n1
expect r282_n1.wavefronts == 1
read v[t <= 1 ? 168 : t <= 7 ? 380 : t <= 10 ? 290 : t <= 12 ? 319 : t <= 20 ? 96 : t <= 23 ? 246 : 28] if (1083184290 >> t & 1) != 0 as r283_n2
expect r283_n2.wavefronts == 2
read v[1 * t + 442] if (784332798 >> t & 1) != 0 as r284_stride
expect r284_stride.wavefronts == 4
write v[t <= 1 ? 12 : t <= 2 ? 11 : t <= 3 ? 10 : t <= 4 ? 9 : t <= 5 ? 8 : t <= 7 ? 6 : t <= 8 ? 5 : t <= 10 ? 3 : t <= 12 ? 1 : t <= 13 ? 0 : t <= 14 ? 511 : t <= 15 ? 510 : t <= 18 ? 507 : t <= 20 ? 505 : t <= 23 ? 502 : t <= 24 ? 501 : t <= 25 ? 500 : t <= 26 ? 499 : t <= 27 ? 498 : t <= 29 ? 496 : t <= 30 ? 495 : 494] if (4019516862 >> t & 1) != 0 as r285_stride
expect r285_stride.wavefronts == 4
read f[5 * t + 109] if (167968 >> t & 1) != 0 as r286_stride
expect r286_stride.wavefronts == 1
read f[4 * t + 184] as r287_stride
expect r287_stride.wavefronts == 4
read w[t <= 2 ? 264 : t <= 6 ? 131 : t <= 8 ? 174 : t <= 11 ? 301 : t <= 19 ? 269 : t <= 21 ? 334 : t <= 26 ? 68 : 128] if (338168132 >> t & 1) != 0 as r288_rand
expect r288_rand.wavefronts == 2
read f[t <= 2 ? 48 : t <= 4 ? 356 : t <= 7 ? 155 : t <= 8 ? 433 : t <= 9 ? 337 : t <= 10 ? 433 : t <= 11 ? 337 : t <= 13 ? 58 : t <= 14 ? 365 : t <= 17 ? 119 : t <= 18 ? 317 : t <= 19 ? 119 : t <= 20 ? 6 : t <= 21 ? 123 : t <= 22 ? 6 : t <= 23 ? 123 : t <= 26 ? 489 : t <= 27 ? 361 : t <= 28 ? 289 : t <= 29 ? 232 : t <= 30 ? 289 : 232] if (4261310389 >> t & 1) != 0 as r289_n2
expect r289_n2.wavefronts == 2
read w[t <= 0 ? 246 : t <= 1 ? 91 : t <= 2 ? 246 : t <= 3 ? 91 : t <= 5 ? 246 : t <= 7 ? 131 : t <= 8 ? 246 : t <= 10 ? 131 : t <= 11 ? 246 : t <= 12 ? 91 : t <= 13 ? 246 : t <= 14 ? 337 : t <= 15 ? 246 : t <= 16 ? 337 : t <= 17 ? 246 : t <= 18 ? 91 : t <= 19 ? 337 : t <= 20 ? 246 : t <= 21 ? 91 : t <= 22 ? 131 : t <= 23 ? 246 : t <= 25 ? 91 : t <= 27 ? 246 : t <= 28 ? 337 : t <= 29 ? 131 : 91] if (2063597503 >> t & 1) != 0 as r290_few
expect r290_few.wavefronts == 2
write f[t <= 1 ? 125 : t <= 3 ? 126 : t <= 4 ? 221 : t <= 7 ? 190 : t <= 9 ? 125 : t <= 11 ? 222 : t <= 13 ? 157 : t <= 15 ? 190 : t <= 17 ? 221 : t <= 19 ? 222 : t <= 20 ? 221 : t <= 23 ? 222 : t <= 25 ? 221 : t <= 27 ? 126 : t <= 28 ? 157 : 190] if (3755995103 >> t & 1) != 0 as r291_n1c
expect r291_n1c.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 16 : t <= 1 ? 329 : t <= 4 ? 3 : t <= 5 ? 328 : t <= 6 ? 3 : t <= 7 ? 328 : t <= 9 ? 470 : t <= 12 ? 364 : t <= 13 ? 435 : t <= 14 ? 364 : t <= 16 ? 383 : t <= 17 ? 123 : t <= 22 ? 411 : t <= 27 ? 447 : 497] if (1515418355 >> t & 1) != 0 as r292_n2
expect r292_n2.wavefronts == 2
read w[145] if (32768 >> t & 1) != 0 as r293_n2
expect r293_n2.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 107 : t <= 3 ? 108 : t <= 5 ? 107 : t <= 7 ? 116 : t <= 9 ? 91 : t <= 11 ? 108 : t <= 13 ? 91 : t <= 15 ? 100 : t <= 17 ? 91 : t <= 19 ? 92 : t <= 21 ? 99 : t <= 23 ? 108 : t <= 25 ? 107 : t <= 27 ? 116 : t <= 29 ? 91 : 100] as r294_n1c
expect r294_n1c.wavefronts == 7
write v[5 * t + 245] as r295_stride
expect r295_stride.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[222] if (177357184 >> t & 1) != 0 as r296_bcast
expect r296_bcast.wavefronts == 2
write v[t <= 20 ? 65 : t <= 21 ? 167 : 254] if (540016640 >> t & 1) != 0 as r297_rand
expect r297_rand.wavefronts == 2
read w[68] if (134217728 >> t & 1) != 0 as r298_n2s
expect r298_n2s.wavefronts == 1
read w[62] if (1 >> t & 1) != 0 as r299_bcast
expect r299_bcast.wavefronts == 1
read v[t <= 0 ? 401 : t <= 2 ? 189 : t <= 6 ? 26 : t <= 7 ? 492 : t <= 9 ? 83 : t <= 11 ? 497 : t <= 12 ? 126 : t <= 14 ? 150 : t <= 17 ? 85 : t <= 21 ? 22 : 65] if (6445765 >> t & 1) != 0 as r300_n1s
expect r300_n1s.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 2 ? 68 : t <= 3 ? 85 : t <= 6 ? 61 : t <= 8 ? 70 : t <= 9 ? 76 : t <= 10 ? 70 : t <= 22 ? 86 : 60] if (71305164 >> t & 1) != 0 as r301_n2c
expect r301_n2c.wavefronts == 3
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 369 : t <= 2 ? 70 : t <= 4 ? 84 : t <= 5 ? 83 : t <= 6 ? 367 : t <= 14 ? 482 : t <= 17 ? 507 : t <= 20 ? 194 : t <= 25 ? 58 : t <= 28 ? 217 : 191] if (840056950 >> t & 1) != 0 as r302_rand
expect r302_rand.wavefronts == 4
read w[t <= 0 ? 437 : t <= 1 ? 432 : t <= 2 ? 437 : t <= 3 ? 432 : t <= 4 ? 194 : t <= 5 ? 41 : t <= 6 ? 194 : t <= 7 ? 41 : t <= 8 ? 263 : t <= 9 ? 221 : t <= 10 ? 263 : t <= 11 ? 28 : t <= 12 ? 14 : t <= 13 ? 180 : t <= 14 ? 14 : t <= 15 ? 180 : t <= 16 ? 479 : t <= 17 ? 133 : t <= 18 ? 479 : t <= 19 ? 77 : t <= 20 ? 269 : t <= 21 ? 148 : t <= 22 ? 269 : t <= 23 ? 148 : t <= 24 ? 54 : t <= 25 ? 28 : t <= 26 ? 54 : t <= 27 ? 28 : t <= 28 ? 49 : t <= 29 ? 45 : t <= 30 ? 49 : 45] as r303_n2s
expect r303_n2s.wavefronts == 4
read f[301] as r304_bcast
expect r304_bcast.wavefronts == 1
write v[t <= 2 ? 96 : t <= 4 ? 105 : t <= 7 ? 98 : t <= 10 ? 122 : t <= 11 ? 104 : t <= 12 ? 96 : t <= 13 ? 105 : t <= 14 ? 96 : t <= 15 ? 105 : t <= 16 ? 97 : t <= 19 ? 98 : t <= 20 ? 114 : t <= 21 ? 120 : t <= 22 ? 114 : t <= 23 ? 120 : t <= 25 ? 121 : t <= 26 ? 104 : t <= 28 ? 121 : t <= 29 ? 122 : t <= 30 ? 121 : 122] if (4277927349 >> t & 1) != 0 as r305_n2c
expect r305_n2c.wavefronts == 6
write v[t <= 0 ? 382 : t <= 1 ? 460 : t <= 2 ? 134 : t <= 3 ? 348 : t <= 4 ? 4 : t <= 5 ? 385 : t <= 6 ? 406 : t <= 7 ? 105 : t <= 8 ? 296 : t <= 9 ? 101 : t <= 10 ? 89 : t <= 11 ? 5 : t <= 12 ? 414 : t <= 13 ? 96 : t <= 14 ? 255 : t <= 15 ? 444 : t <= 16 ? 5 : t <= 17 ? 425 : t <= 18 ? 10 : t <= 19 ? 414 : t <= 20 ? 276 : t <= 21 ? 272 : t <= 22 ? 89 : t <= 23 ? 7 : t <= 24 ? 333 : t <= 25 ? 203 : t <= 26 ? 67 : t <= 27 ? 186 : t <= 28 ? 286 : t <= 29 ? 235 : t <= 30 ? 468 : 196] as r306_rand
expect r306_rand.wavefronts == 10
write v[t <= 1 ? 133 : t <= 2 ? 132 : t <= 6 ? 133 : t <= 11 ? 140 : t <= 12 ? 124 : t <= 15 ? 133 : t <= 16 ? 141 : t <= 19 ? 142 : t <= 23 ? 116 : t <= 26 ? 132 : t <= 29 ? 118 : t <= 30 ? 133 : 118] if (3853228126 >> t & 1) != 0 as r307_n2c
expect r307_n2c.wavefronts == 5
read v[t <= 6 ? 133 : t <= 7 ? 142 : t <= 12 ? 116 : t <= 13 ? 141 : t <= 18 ? 117 : t <= 20 ? 118 : t <= 21 ? 132 : t <= 22 ? 118 : t <= 24 ? 140 : t <= 25 ? 141 : 125] if (1131688144 >> t & 1) != 0 as r308_n2c
expect r308_n2c.wavefronts == 5
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 204 : t <= 3 ? 497 : t <= 5 ? 334 : t <= 7 ? 79 : t <= 8 ? 61 : t <= 11 ? 394 : t <= 13 ? 263 : t <= 15 ? 160 : t <= 17 ? 124 : t <= 19 ? 165 : t <= 21 ? 381 : t <= 23 ? 456 : t <= 25 ? 373 : t <= 26 ? 466 : t <= 29 ? 351 : 179] if (3087007231 >> t & 1) != 0 as r309_n1
expect r309_n1.wavefronts == 2
read f[t <= 5 ? 418 : 59] if (96 >> t & 1) != 0 as r310_rand
expect r310_rand.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 2 ? 44 : t <= 5 ? 254 : t <= 8 ? 461 : t <= 13 ? 316 : t <= 18 ? 437 : t <= 19 ? 345 : t <= 27 ? 36 : t <= 29 ? 299 : 65] if (1745690917 >> t & 1) != 0 as r311_n2
expect r311_n2.wavefronts == 2
write w[395] as r312_bcast
expect r312_bcast.wavefronts == 2
read v[t <= 13 ? 173 : t <= 17 ? 487 : 324] if (2236416 >> t & 1) != 0 as r313_n1
expect r313_n1.wavefronts == 2
write w[t <= 2 ? 97 : t <= 4 ? 424 : t <= 14 ? 449 : 207] if (540692 >> t & 1) != 0 as r314_rand
expect r314_rand.wavefronts == 3
read w[t <= 0 ? 313 : t <= 1 ? 395 : t <= 2 ? 313 : t <= 3 ? 395 : t <= 4 ? 23 : t <= 5 ? 32 : t <= 6 ? 23 : t <= 7 ? 32 : t <= 8 ? 363 : t <= 9 ? 201 : t <= 10 ? 363 : t <= 11 ? 201 : t <= 12 ? 471 : t <= 13 ? 118 : t <= 14 ? 471 : t <= 15 ? 118 : t <= 16 ? 186 : t <= 17 ? 359 : t <= 18 ? 186 : t <= 19 ? 499 : t <= 20 ? 126 : t <= 21 ? 77 : t <= 22 ? 126 : t <= 23 ? 77 : t <= 24 ? 448 : t <= 25 ? 331 : t <= 26 ? 448 : t <= 27 ? 331 : t <= 28 ? 148 : t <= 29 ? 265 : t <= 30 ? 148 : 265] as r315_n2s
expect r315_n2s.wavefronts == 3
read f[210] if (3925876996 >> t & 1) != 0 as r316_bcast
expect r316_bcast.wavefronts == 1
read w[t <= 15 ? 412 : t <= 17 ? 400 : t <= 19 ? 236 : 55] if (2064384 >> t & 1) != 0 as r317_n1
expect r317_n1.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 18 : t <= 16 ? 476 : t <= 21 ? 22 : t <= 25 ? 30 : t <= 26 ? 140 : t <= 29 ? 190 : 50] if (3877699586 >> t & 1) != 0 as r318_n1s
expect r318_n1s.wavefronts == 2
write v[t <= 0 ? 382 : t <= 1 ? 322 : t <= 2 ? 382 : t <= 4 ? 264 : t <= 7 ? 116 : t <= 8 ? 88 : t <= 9 ? 403 : t <= 10 ? 88 : t <= 11 ? 403 : t <= 14 ? 108 : t <= 15 ? 246 : t <= 18 ? 423 : t <= 19 ? 366 : t <= 21 ? 225 : t <= 22 ? 313 : t <= 23 ? 225 : t <= 27 ? 340 : t <= 29 ? 68 : t <= 30 ? 92 : 68] if (3907903415 >> t & 1) != 0 as r319_n2
expect r319_n2.wavefronts == 7
read v[93] if (256 >> t & 1) != 0 as r320_n1c
expect r320_n1c.wavefronts == 1
write v[268] if (1048576 >> t & 1) != 0 as r321_n1s
expect r321_n1s.wavefronts == 1
read v[t <= 1 ? 350 : t <= 5 ? 164 : t <= 6 ? 400 : t <= 12 ? 152 : t <= 14 ? 492 : t <= 18 ? 305 : t <= 19 ? 481 : t <= 20 ? 469 : t <= 22 ? 131 : t <= 24 ? 52 : 57] if (157044850 >> t & 1) != 0 as r322_n1s
expect r322_n1s.wavefronts == 5
read w[t <= 2 ? 32 : t <= 16 ? 86 : t <= 23 ? 316 : 207] if (2155937796 >> t & 1) != 0 as r323_rand
expect r323_rand.wavefronts == 1
read w[t <= 2 ? 221 : t <= 5 ? 88 : t <= 11 ? 221 : t <= 12 ? 88 : t <= 15 ? 221 : t <= 18 ? 88 : t <= 19 ? 221 : t <= 23 ? 88 : t <= 25 ? 221 : t <= 28 ? 88 : t <= 29 ? 221 : 88] if (3221200125 >> t & 1) != 0 as r324_few
expect r324_few.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 4 ? 399 : t <= 6 ? 119 : t <= 12 ? 447 : t <= 19 ? 267 : 502] if (134746192 >> t & 1) != 0 as r325_n1s
expect r325_n1s.wavefronts == 2
read f[t <= 1 ? 26 : t <= 2 ? 505 : t <= 4 ? 377 : t <= 7 ? 493 : t <= 9 ? 261 : t <= 11 ? 487 : t <= 12 ? 264 : t <= 15 ? 311 : t <= 16 ? 196 : t <= 18 ? 509 : t <= 21 ? 211 : t <= 23 ? 416 : t <= 25 ? 134 : 30] if (249928599 >> t & 1) != 0 as r326_n1
expect r326_n1.wavefronts == 2
write v[222] if (4080 >> t & 1) != 0 as r327_stride
expect r327_stride.wavefronts == 2
read v[t <= 1 ? 187 : t <= 7 ? 10 : t <= 8 ? 204 : t <= 12 ? 81 : t <= 15 ? 459 : t <= 19 ? 385 : t <= 23 ? 87 : t <= 24 ? 269 : 178] if (59281794 >> t & 1) != 0 as r328_n2
expect r328_n2.wavefronts == 3
read f[219] if (537001984 >> t & 1) != 0 as r329_bcast
expect r329_bcast.wavefronts == 1
read w[t <= 2 ? 469 : t <= 4 ? 405 : t <= 8 ? 203 : t <= 12 ? 282 : t <= 14 ? 303 : t <= 18 ? 384 : t <= 19 ? 428 : t <= 21 ? 39 : t <= 24 ? 329 : t <= 29 ? 110 : 432] if (2704036116 >> t & 1) != 0 as r330_rand
expect r330_rand.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 414 : t <= 3 ? 435 : t <= 5 ? 451 : t <= 7 ? 191 : t <= 9 ? 357 : t <= 11 ? 294 : t <= 13 ? 299 : t <= 15 ? 509 : t <= 17 ? 410 : t <= 19 ? 135 : t <= 21 ? 264 : t <= 23 ? 423 : t <= 25 ? 133 : t <= 27 ? 4 : t <= 29 ? 423 : 272] as r331_n1
expect r331_n1.wavefronts == 2
# Nsight's instrumented estimate: 5
read v[t <= 1 ? 131 : t <= 5 ? 123 : t <= 14 ? 148 : t <= 16 ? 123 : t <= 19 ? 148 : 139] if (2703394 >> t & 1) != 0 as r332_n1c
expect r332_n1c.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 59 : t <= 3 ? 156 : t <= 5 ? 250 : t <= 9 ? 18 : t <= 13 ? 460 : t <= 15 ? 340 : t <= 16 ? 289 : t <= 19 ? 3 : t <= 21 ? 317 : t <= 23 ? 14 : t <= 27 ? 232 : t <= 29 ? 80 : 276] if (1823335229 >> t & 1) != 0 as r333_n1s
expect r333_n1s.wavefronts == 5
read w[t <= 20 ? 402 : 248] if (13631488 >> t & 1) != 0 as r334_few
expect r334_few.wavefronts == 1
read v[428] if (2037585366 >> t & 1) != 0 as r335_bcast
expect r335_bcast.wavefronts == 2
read w[t <= 0 ? 392 : t <= 1 ? 400 : t <= 2 ? 408 : t <= 3 ? 416 : t <= 4 ? 424 : t <= 5 ? 432 : t <= 7 ? 448 : t <= 8 ? 456 : t <= 10 ? 472 : t <= 11 ? 480 : t <= 12 ? 488 : t <= 13 ? 496 : t <= 14 ? 504 : t <= 16 ? 8 : t <= 17 ? 16 : t <= 18 ? 24 : t <= 19 ? 32 : t <= 20 ? 40 : t <= 22 ? 56 : t <= 23 ? 64 : t <= 24 ? 72 : t <= 25 ? 80 : t <= 26 ? 88 : t <= 27 ? 96 : t <= 28 ? 104 : t <= 29 ? 112 : t <= 30 ? 120 : 128] if (4292836799 >> t & 1) != 0 as r336_stride
expect r336_stride.wavefronts == 15
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 10 : t <= 6 ? 3 : t <= 8 ? 4 : t <= 9 ? 2 : t <= 10 ? 4 : t <= 12 ? 2 : t <= 15 ? 27 : t <= 17 ? 4 : t <= 18 ? 3 : t <= 20 ? 28 : t <= 21 ? 2 : t <= 22 ? 28 : t <= 28 ? 11 : t <= 29 ? 28 : 11] if (2054592459 >> t & 1) != 0 as r337_n2c
expect r337_n2c.wavefronts == 4
read v[t <= 1 ? 7 : t <= 5 ? 395 : t <= 6 ? 35 : t <= 9 ? 224 : t <= 11 ? 474 : t <= 13 ? 467 : t <= 15 ? 371 : t <= 19 ? 429 : t <= 21 ? 332 : t <= 27 ? 125 : 28] if (2351475298 >> t & 1) != 0 as r338_n1s
expect r338_n1s.wavefronts == 6
# Nsight's instrumented estimate: 4
read v[t <= 2 ? 325 : t <= 12 ? 40 : t <= 21 ? 44 : t <= 24 ? 501 : t <= 25 ? 408 : t <= 26 ? 147 : 56] if (1193283588 >> t & 1) != 0 as r339_rand
expect r339_rand.wavefronts == 5
# Nsight's instrumented estimate: 4
read w[t <= 9 ? 77 : t <= 10 ? 79 : t <= 11 ? 77 : t <= 12 ? 45 : t <= 13 ? 46 : t <= 14 ? 45 : t <= 15 ? 46 : t <= 16 ? 78 : t <= 17 ? 31 : t <= 18 ? 78 : t <= 19 ? 31 : t <= 20 ? 47 : 77] if (4193792 >> t & 1) != 0 as r340_n2c
expect r340_n2c.wavefronts == 3
read f[12] if (130944 >> t & 1) != 0 as r341_bcast
expect r341_bcast.wavefronts == 1
read v[84] if (1048576 >> t & 1) != 0 as r342_bcast
expect r342_bcast.wavefronts == 1
write w[t <= 0 ? 450 : t <= 1 ? 15 : t <= 2 ? 374 : t <= 3 ? 325 : t <= 4 ? 132 : t <= 5 ? 35 : t <= 6 ? 82 : t <= 7 ? 162 : t <= 8 ? 484 : t <= 9 ? 99 : t <= 10 ? 357 : t <= 11 ? 324 : t <= 12 ? 76 : t <= 13 ? 105 : t <= 14 ? 41 : t <= 15 ? 379 : t <= 16 ? 197 : t <= 17 ? 18 : t <= 18 ? 505 : t <= 19 ? 16 : t <= 20 ? 496 : t <= 21 ? 48 : t <= 22 ? 313 : t <= 23 ? 425 : t <= 24 ? 45 : t <= 25 ? 294 : t <= 26 ? 59 : t <= 27 ? 114 : t <= 28 ? 24 : t <= 29 ? 247 : t <= 30 ? 231 : 300] as r343_rand
expect r343_rand.wavefronts == 6
write w[t <= 0 ? 50 : t <= 1 ? 35 : t <= 2 ? 50 : t <= 11 ? 2 : t <= 12 ? 34 : t <= 16 ? 51 : 2] if (83990535 >> t & 1) != 0 as r344_n2c
expect r344_n2c.wavefronts == 4
read f[t <= 3 ? 25 : t <= 4 ? 88 : t <= 6 ? 25 : t <= 9 ? 88 : t <= 13 ? 24 : t <= 15 ? 121 : t <= 19 ? 57 : t <= 21 ? 24 : t <= 22 ? 25 : t <= 25 ? 56 : t <= 27 ? 121 : 88] if (1048113756 >> t & 1) != 0 as r345_n1c
expect r345_n1c.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 78 : t <= 1 ? 393 : t <= 2 ? 78 : t <= 3 ? 393 : t <= 4 ? 440 : t <= 5 ? 224 : t <= 6 ? 440 : t <= 7 ? 224 : t <= 8 ? 140 : t <= 9 ? 198 : t <= 10 ? 140 : t <= 11 ? 198 : t <= 12 ? 14 : t <= 13 ? 72 : t <= 14 ? 14 : t <= 15 ? 72 : t <= 16 ? 229 : t <= 17 ? 345 : t <= 18 ? 229 : t <= 19 ? 345 : t <= 20 ? 110 : t <= 21 ? 97 : t <= 22 ? 110 : t <= 23 ? 97 : t <= 24 ? 43 : t <= 25 ? 17 : t <= 26 ? 43 : t <= 27 ? 17 : t <= 28 ? 281 : t <= 29 ? 389 : t <= 30 ? 281 : 389] as r346_n2
expect r346_n2.wavefronts == 3
read w[t <= 2 ? 419 : t <= 9 ? 165 : t <= 10 ? 353 : t <= 15 ? 218 : t <= 27 ? 368 : 435] if (704677380 >> t & 1) != 0 as r347_n2
expect r347_n2.wavefronts == 2
read w[197] as r348_bcast
expect r348_bcast.wavefronts == 1
read v[t <= 18 ? 70 : t <= 19 ? 95 : t <= 20 ? 87 : 69] if (3932160 >> t & 1) != 0 as r349_n2c
expect r349_n2c.wavefronts == 2
write v[t <= 0 ? 361 : t <= 3 ? 174 : t <= 6 ? 416 : t <= 13 ? 442 : t <= 14 ? 330 : t <= 15 ? 442 : t <= 27 ? 9 : 330] if (671146057 >> t & 1) != 0 as r350_n2
expect r350_n2.wavefronts == 4
read w[t <= 1 ? 498 : t <= 3 ? 305 : t <= 5 ? 484 : t <= 7 ? 478 : t <= 9 ? 203 : t <= 11 ? 205 : t <= 13 ? 411 : t <= 15 ? 457 : t <= 17 ? 299 : t <= 19 ? 98 : t <= 21 ? 112 : t <= 23 ? 104 : t <= 25 ? 394 : t <= 27 ? 286 : t <= 29 ? 201 : 215] as r351_n1
expect r351_n1.wavefronts == 3
read w[t <= 0 ? 198 : t <= 1 ? 214 : t <= 2 ? 230 : t <= 3 ? 246 : t <= 4 ? 262 : t <= 5 ? 278 : t <= 6 ? 294 : t <= 7 ? 310 : t <= 8 ? 326 : t <= 9 ? 342 : t <= 10 ? 358 : t <= 11 ? 374 : t <= 12 ? 390 : t <= 13 ? 406 : t <= 14 ? 422 : t <= 15 ? 438 : t <= 16 ? 454 : t <= 17 ? 470 : t <= 18 ? 486 : t <= 19 ? 502 : t <= 20 ? 6 : t <= 21 ? 22 : t <= 22 ? 38 : t <= 23 ? 54 : t <= 24 ? 70 : t <= 25 ? 86 : t <= 26 ? 102 : t <= 27 ? 118 : t <= 28 ? 134 : t <= 29 ? 150 : t <= 30 ? 166 : 182] as r352_stride
expect r352_stride.wavefronts == 32
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 98 : t <= 3 ? 91 : t <= 5 ? 98 : t <= 7 ? 107 : t <= 9 ? 106 : t <= 11 ? 91 : t <= 13 ? 98 : t <= 15 ? 91 : t <= 17 ? 114 : t <= 19 ? 107 : t <= 21 ? 114 : t <= 23 ? 91 : t <= 25 ? 98 : t <= 27 ? 107 : t <= 29 ? 114 : 115] as r353_n1c
expect r353_n1c.wavefronts == 5
# Nsight's instrumented estimate: 3
read w[t <= 4 ? 49 : t <= 9 ? 17 : t <= 11 ? 18 : t <= 14 ? 50 : t <= 19 ? 18 : t <= 29 ? 17 : 18] if (1627933201 >> t & 1) != 0 as r354_n1c
expect r354_n1c.wavefronts == 2
write v[t <= 3 ? 255 : t <= 6 ? 439 : t <= 7 ? 100 : t <= 11 ? 455 : t <= 12 ? 40 : t <= 13 ? 405 : t <= 14 ? 40 : t <= 15 ? 405 : t <= 18 ? 438 : t <= 19 ? 254 : t <= 20 ? 152 : t <= 23 ? 30 : t <= 24 ? 460 : t <= 27 ? 345 : t <= 30 ? 359 : 143] if (3650943708 >> t & 1) != 0 as r355_n2
expect r355_n2.wavefronts == 8
read v[t <= 1 ? 139 : t <= 3 ? 318 : t <= 5 ? 5 : t <= 7 ? 360 : t <= 9 ? 320 : t <= 11 ? 218 : t <= 13 ? 96 : t <= 15 ? 497 : t <= 16 ? 328 : t <= 17 ? 194 : t <= 19 ? 451 : t <= 21 ? 331 : t <= 23 ? 487 : t <= 25 ? 20 : t <= 27 ? 482 : t <= 29 ? 488 : 217] as r356_n1s
expect r356_n1s.wavefronts == 6
write v[133] if (2048 >> t & 1) != 0 as r357_n1c
expect r357_n1c.wavefronts == 1
read v[t <= 1 ? 454 : t <= 2 ? 471 : t <= 4 ? 505 : t <= 5 ? 10 : t <= 7 ? 44 : t <= 8 ? 61 : t <= 9 ? 78 : t <= 10 ? 95 : t <= 11 ? 112 : t <= 12 ? 129 : t <= 13 ? 146 : t <= 14 ? 163 : t <= 15 ? 180 : t <= 16 ? 197 : t <= 17 ? 214 : t <= 18 ? 231 : t <= 19 ? 248 : t <= 21 ? 282 : t <= 22 ? 299 : t <= 24 ? 333 : t <= 26 ? 367 : t <= 27 ? 384 : t <= 30 ? 435 : 452] if (3446669238 >> t & 1) != 0 as r358_stride
expect r358_stride.wavefronts == 4
write w[t <= 0 ? 268 : t <= 1 ? 487 : t <= 2 ? 268 : t <= 3 ? 487 : t <= 4 ? 461 : t <= 5 ? 61 : t <= 6 ? 461 : t <= 7 ? 61 : t <= 8 ? 194 : t <= 9 ? 476 : t <= 10 ? 194 : t <= 11 ? 476 : t <= 12 ? 323 : t <= 13 ? 277 : t <= 14 ? 323 : t <= 15 ? 504 : t <= 16 ? 437 : t <= 17 ? 274 : t <= 18 ? 437 : t <= 19 ? 11 : t <= 20 ? 29 : t <= 21 ? 218 : t <= 22 ? 29 : t <= 23 ? 218 : t <= 24 ? 393 : t <= 25 ? 428 : t <= 26 ? 393 : t <= 27 ? 428 : t <= 28 ? 149 : t <= 29 ? 462 : t <= 30 ? 149 : 462] as r359_n2s
expect r359_n2s.wavefronts == 4
write v[t <= 0 ? 271 : t <= 1 ? 26 : t <= 2 ? 340 : t <= 3 ? 473 : t <= 4 ? 450 : t <= 5 ? 386 : t <= 6 ? 18 : t <= 7 ? 405 : t <= 8 ? 294 : t <= 9 ? 115 : t <= 10 ? 479 : t <= 11 ? 484 : t <= 12 ? 54 : t <= 13 ? 364 : t <= 14 ? 459 : t <= 15 ? 251 : t <= 16 ? 108 : t <= 17 ? 434 : t <= 18 ? 150 : t <= 19 ? 186 : t <= 21 ? 56 : t <= 22 ? 483 : t <= 23 ? 334 : t <= 25 ? 1 : t <= 26 ? 454 : t <= 27 ? 456 : t <= 28 ? 312 : t <= 29 ? 81 : t <= 30 ? 42 : 67] if (4277141503 >> t & 1) != 0 as r360_rand
expect r360_rand.wavefronts == 11
read v[329] if (32 >> t & 1) != 0 as r361_rand
expect r361_rand.wavefronts == 1
read w[425] if (2151678496 >> t & 1) != 0 as r362_bcast
expect r362_bcast.wavefronts == 1
read f[444] if (31 >> t & 1) != 0 as r363_bcast
expect r363_bcast.wavefronts == 1
read v[t <= 0 ? 385 : t <= 2 ? 419 : t <= 10 ? 43 : t <= 14 ? 111 : t <= 19 ? 196 : t <= 24 ? 281 : t <= 25 ? 298 : t <= 27 ? 332 : 366] if (721961989 >> t & 1) != 0 as r364_stride
expect r364_stride.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[407] if (3243902724 >> t & 1) != 0 as r365_bcast
expect r365_bcast.wavefronts == 2
read f[t <= 0 ? 304 : t <= 1 ? 113 : t <= 4 ? 291 : t <= 5 ? 422 : t <= 6 ? 373 : t <= 7 ? 356 : t <= 8 ? 139 : t <= 9 ? 261 : t <= 11 ? 213 : t <= 12 ? 342 : t <= 13 ? 6 : t <= 15 ? 312 : t <= 16 ? 33 : t <= 17 ? 387 : t <= 19 ? 508 : t <= 20 ? 231 : t <= 21 ? 449 : t <= 22 ? 124 : t <= 24 ? 476 : t <= 25 ? 376 : t <= 26 ? 354 : t <= 27 ? 399 : t <= 28 ? 467 : t <= 29 ? 0 : t <= 30 ? 232 : 221] if (4286299123 >> t & 1) != 0 as r366_rand
expect r366_rand.wavefronts == 3
read f[8 * t + 113] as r367_stride
expect r367_stride.wavefronts == 8
read w[t <= 0 ? 53 : t <= 3 ? 102 : t <= 23 ? 70 : 53] if (545259529 >> t & 1) != 0 as r368_n1c
expect r368_n1c.wavefronts == 2
write w[t <= 1 ? 322 : t <= 2 ? 125 : t <= 6 ? 344 : t <= 11 ? 0 : t <= 19 ? 380 : t <= 24 ? 99 : t <= 26 ? 86 : 322] if (352847942 >> t & 1) != 0 as r369_rand
expect r369_rand.wavefronts == 2
write v[167] as r370_bcast
expect r370_bcast.wavefronts == 4
read f[t <= 0 ? 38 : t <= 23 ? 59 : 204] if (276824065 >> t & 1) != 0 as r371_n2s
expect r371_n2s.wavefronts == 1
read w[t <= 2 ? 506 : t <= 3 ? 80 : t <= 6 ? 506 : t <= 16 ? 80 : t <= 17 ? 506 : t <= 18 ? 80 : t <= 21 ? 506 : t <= 23 ? 80 : t <= 24 ? 506 : t <= 25 ? 80 : t <= 26 ? 506 : t <= 29 ? 80 : t <= 30 ? 506 : 80] as r372_few
expect r372_few.wavefronts == 2
read v[t <= 0 ? 190 : t <= 3 ? 319 : t <= 5 ? 296 : t <= 6 ? 319 : t <= 7 ? 190 : t <= 8 ? 319 : t <= 9 ? 296 : t <= 10 ? 319 : t <= 12 ? 296 : t <= 13 ? 319 : t <= 14 ? 190 : t <= 15 ? 319 : t <= 17 ? 190 : t <= 18 ? 157 : t <= 19 ? 296 : t <= 22 ? 319 : t <= 23 ? 190 : t <= 24 ? 319 : t <= 25 ? 190 : t <= 27 ? 319 : t <= 28 ? 296 : t <= 29 ? 190 : t <= 30 ? 296 : 190] as r373_few
expect r373_few.wavefronts == 4
write v[t <= 0 ? 106 : t <= 3 ? 107 : t <= 6 ? 115 : t <= 7 ? 124 : t <= 8 ? 108 : t <= 14 ? 130 : t <= 15 ? 131 : t <= 16 ? 123 : t <= 17 ? 124 : t <= 18 ? 123 : t <= 20 ? 124 : t <= 21 ? 122 : t <= 22 ? 124 : t <= 26 ? 122 : t <= 27 ? 123 : 107] if (1577049051 >> t & 1) != 0 as r374_n2c
expect r374_n2c.wavefronts == 6
read v[t <= 2 ? 289 : t <= 10 ? 396 : t <= 12 ? 70 : t <= 17 ? 426 : t <= 22 ? 315 : 170] if (71439364 >> t & 1) != 0 as r375_n2s
expect r375_n2s.wavefronts == 3
# Nsight's instrumented estimate: 7
read v[t <= 3 ? 24 : t <= 6 ? 40 : t <= 8 ? 17 : t <= 9 ? 23 : t <= 10 ? 17 : t <= 12 ? 39 : t <= 13 ? 40 : t <= 14 ? 39 : t <= 16 ? 40 : t <= 19 ? 33 : t <= 22 ? 25 : t <= 23 ? 39 : t <= 24 ? 15 : t <= 30 ? 24 : 33] if (3655038810 >> t & 1) != 0 as r376_n2c
expect r376_n2c.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 360 : t <= 4 ? 104 : t <= 11 ? 360 : t <= 12 ? 315 : t <= 22 ? 104 : t <= 26 ? 197 : 315] if (374872210 >> t & 1) != 0 as r377_few
expect r377_few.wavefronts == 3
read f[t <= 2 ? 427 : t <= 3 ? 466 : t <= 8 ? 427 : t <= 9 ? 466 : t <= 12 ? 427 : t <= 16 ? 466 : t <= 17 ? 427 : t <= 18 ? 466 : t <= 20 ? 427 : t <= 21 ? 466 : t <= 22 ? 427 : t <= 26 ? 466 : t <= 28 ? 427 : 466] as r378_few
expect r378_few.wavefronts == 1
read v[t <= 0 ? 143 : t <= 2 ? 169 : t <= 4 ? 143 : t <= 6 ? 169 : t <= 7 ? 143 : t <= 8 ? 169 : t <= 10 ? 143 : t <= 13 ? 169 : t <= 14 ? 143 : t <= 17 ? 169 : t <= 18 ? 143 : t <= 19 ? 169 : t <= 20 ? 143 : t <= 23 ? 169 : t <= 28 ? 143 : 169] as r379_few
expect r379_few.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 4 ? 139 : t <= 5 ? 429 : t <= 12 ? 37 : t <= 13 ? 364 : t <= 14 ? 37 : t <= 15 ? 364 : t <= 16 ? 402 : t <= 17 ? 455 : t <= 18 ? 402 : t <= 19 ? 455 : t <= 20 ? 85 : t <= 21 ? 259 : t <= 22 ? 85 : t <= 26 ? 334 : t <= 30 ? 377 : 17] if (3565154352 >> t & 1) != 0 as r380_n2
expect r380_n2.wavefronts == 4
write v[t <= 0 ? 74 : t <= 1 ? 7 : t <= 2 ? 503 : t <= 3 ? 415 : t <= 4 ? 88 : t <= 5 ? 361 : t <= 6 ? 21 : t <= 7 ? 164 : t <= 9 ? 419 : t <= 10 ? 278 : t <= 12 ? 376 : t <= 14 ? 14 : t <= 15 ? 216 : t <= 17 ? 409 : t <= 18 ? 18 : t <= 19 ? 189 : t <= 20 ? 114 : t <= 22 ? 409 : t <= 24 ? 308 : t <= 25 ? 145 : t <= 26 ? 140 : t <= 27 ? 123 : t <= 28 ? 146 : t <= 29 ? 221 : 376] if (2136921855 >> t & 1) != 0 as r381_rand
expect r381_rand.wavefronts == 9
read v[t <= 0 ? 79 : t <= 1 ? 111 : t <= 2 ? 143 : t <= 3 ? 175 : t <= 4 ? 207 : t <= 5 ? 239 : t <= 6 ? 271 : t <= 7 ? 303 : t <= 8 ? 335 : t <= 9 ? 367 : t <= 10 ? 399 : t <= 11 ? 431 : t <= 12 ? 463 : t <= 13 ? 495 : t <= 14 ? 15 : t <= 15 ? 47 : t <= 16 ? 79 : t <= 17 ? 111 : t <= 18 ? 143 : t <= 19 ? 175 : t <= 20 ? 207 : t <= 21 ? 239 : t <= 22 ? 271 : t <= 23 ? 303 : t <= 24 ? 335 : t <= 25 ? 367 : t <= 26 ? 399 : t <= 27 ? 431 : t <= 28 ? 463 : t <= 29 ? 495 : t <= 30 ? 15 : 47] as r382_stride
expect r382_stride.wavefronts == 32
read v[t <= 1 ? 57 : t <= 5 ? 132 : t <= 7 ? 381 : t <= 9 ? 446 : t <= 11 ? 462 : t <= 13 ? 212 : t <= 15 ? 374 : t <= 17 ? 239 : t <= 19 ? 305 : t <= 21 ? 243 : t <= 22 ? 310 : t <= 24 ? 306 : t <= 25 ? 490 : t <= 27 ? 125 : t <= 29 ? 499 : 282] if (1803550643 >> t & 1) != 0 as r383_n1s
expect r383_n1s.wavefronts == 8
read v[t <= 8 ? 40 : t <= 10 ? 439 : 198] if (16778496 >> t & 1) != 0 as r384_rand
expect r384_rand.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 2 ? 143 : t <= 4 ? 144 : t <= 5 ? 137 : t <= 6 ? 144 : t <= 7 ? 137 : t <= 10 ? 153 : t <= 11 ? 151 : t <= 12 ? 127 : t <= 13 ? 128 : t <= 17 ? 153 : t <= 22 ? 129 : t <= 23 ? 143 : t <= 27 ? 136 : t <= 28 ? 152 : t <= 29 ? 129 : 152] if (2025995508 >> t & 1) != 0 as r385_n2c
expect r385_n2c.wavefronts == 5
# Nsight's instrumented estimate: 5
read v[t <= 7 ? 30 : t <= 9 ? 29 : t <= 11 ? 22 : t <= 13 ? 45 : t <= 15 ? 30 : t <= 17 ? 37 : t <= 19 ? 30 : t <= 21 ? 37 : 38] if (8388544 >> t & 1) != 0 as r386_n1c
expect r386_n1c.wavefronts == 4
read w[t <= 0 ? 359 : t <= 1 ? 18 : t <= 2 ? 359 : t <= 3 ? 18 : t <= 4 ? 370 : t <= 5 ? 42 : t <= 6 ? 341 : t <= 7 ? 42 : t <= 10 ? 40 : t <= 12 ? 333 : t <= 15 ? 410 : t <= 17 ? 156 : t <= 18 ? 359 : t <= 19 ? 156 : t <= 20 ? 271 : t <= 23 ? 377 : t <= 24 ? 330 : t <= 26 ? 380 : t <= 27 ? 198 : t <= 28 ? 173 : t <= 29 ? 29 : t <= 30 ? 173 : 29] if (4257134079 >> t & 1) != 0 as r387_n2s
expect r387_n2s.wavefronts == 4
read v[3 * t + 121] if (245760 >> t & 1) != 0 as r388_stride
expect r388_stride.wavefronts == 2
read f[t <= 3 ? 224 : t <= 7 ? 0 : t <= 8 ? 166 : t <= 9 ? 366 : t <= 10 ? 166 : t <= 12 ? 471 : t <= 13 ? 14 : t <= 14 ? 471 : t <= 16 ? 154 : t <= 17 ? 183 : t <= 18 ? 154 : t <= 20 ? 343 : t <= 23 ? 413 : t <= 26 ? 143 : t <= 28 ? 194 : t <= 29 ? 2 : t <= 30 ? 194 : 2] if (4105664394 >> t & 1) != 0 as r389_n2
expect r389_n2.wavefronts == 3
read v[t <= 4 ? 179 : t <= 13 ? 108 : t <= 14 ? 338 : t <= 20 ? 92 : 19] if (135290896 >> t & 1) != 0 as r390_n1s
expect r390_n1s.wavefronts == 2
write f[t <= 1 ? 120 : t <= 2 ? 57 : t <= 9 ? 152 : t <= 11 ? 89 : t <= 12 ? 88 : t <= 14 ? 121 : t <= 17 ? 56 : t <= 19 ? 89 : t <= 21 ? 56 : t <= 23 ? 57 : t <= 25 ? 88 : t <= 26 ? 57 : t <= 29 ? 56 : 57] if (4160708375 >> t & 1) != 0 as r391_n1c
expect r391_n1c.wavefronts == 4
write f[t <= 0 ? 4 : t <= 1 ? 305 : t <= 2 ? 467 : t <= 3 ? 506 : t <= 5 ? 219 : t <= 7 ? 113 : t <= 10 ? 392 : t <= 11 ? 262 : t <= 12 ? 151 : t <= 14 ? 3 : t <= 15 ? 168 : t <= 16 ? 1 : t <= 17 ? 297 : t <= 18 ? 17 : t <= 19 ? 488 : t <= 20 ? 131 : t <= 24 ? 506 : t <= 25 ? 47 : t <= 27 ? 384 : t <= 28 ? 277 : t <= 29 ? 416 : t <= 30 ? 467 : 73] if (4213169327 >> t & 1) != 0 as r392_rand
expect r392_rand.wavefronts == 3
read f[t <= 0 ? 172 : t <= 1 ? 180 : t <= 2 ? 322 : t <= 9 ? 364 : t <= 14 ? 42 : t <= 15 ? 483 : t <= 16 ? 170 : t <= 17 ? 228 : t <= 18 ? 170 : t <= 20 ? 176 : t <= 21 ? 192 : 429] if (137871879 >> t & 1) != 0 as r393_n2s
expect r393_n2s.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 43 : t <= 3 ? 60 : t <= 5 ? 51 : t <= 7 ? 36 : t <= 9 ? 59 : t <= 11 ? 52 : t <= 13 ? 59 : t <= 15 ? 52 : t <= 17 ? 51 : t <= 19 ? 52 : t <= 21 ? 35 : t <= 23 ? 36 : t <= 25 ? 51 : t <= 27 ? 60 : t <= 29 ? 59 : 52] as r394_n1c
expect r394_n1c.wavefronts == 6
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 481 : t <= 3 ? 292 : t <= 5 ? 394 : t <= 6 ? 190 : t <= 9 ? 271 : t <= 10 ? 209 : t <= 13 ? 132 : t <= 15 ? 306 : t <= 17 ? 391 : t <= 19 ? 146 : t <= 21 ? 241 : t <= 22 ? 478 : t <= 24 ? 495 : t <= 27 ? 130 : t <= 29 ? 460 : 231] if (4252743291 >> t & 1) != 0 as r395_n1s
expect r395_n1s.wavefronts == 3
# Nsight's instrumented estimate: 5
read v[t <= 5 ? 376 : t <= 11 ? 499 : t <= 13 ? 435 : t <= 14 ? 162 : t <= 16 ? 86 : t <= 18 ? 128 : t <= 22 ? 394 : t <= 24 ? 214 : t <= 28 ? 467 : 37] if (3510986784 >> t & 1) != 0 as r396_n1s
expect r396_n1s.wavefronts == 4
read w[t <= 1 ? 432 : t <= 3 ? 375 : t <= 6 ? 190 : t <= 9 ? 20 : t <= 13 ? 24 : t <= 14 ? 395 : t <= 17 ? 433 : t <= 20 ? 98 : t <= 27 ? 339 : t <= 28 ? 76 : t <= 30 ? 204 : 297] if (3625087823 >> t & 1) != 0 as r397_n1s
expect r397_n1s.wavefronts == 3
read v[t <= 4 ? 159 : 180] if (1073741840 >> t & 1) != 0 as r398_n1s
expect r398_n1s.wavefronts == 2
read w[t <= 2 ? 399 : t <= 13 ? 388 : 380] if (2105348 >> t & 1) != 0 as r399_stride
expect r399_stride.wavefronts == 1
read f[168] if (131072 >> t & 1) != 0 as r400_n1
expect r400_n1.wavefronts == 1
read w[t <= 9 ? 150 : t <= 12 ? 511 : t <= 13 ? 327 : t <= 17 ? 68 : t <= 25 ? 123 : t <= 27 ? 75 : t <= 29 ? 389 : t <= 30 ? 76 : 254] if (3926012416 >> t & 1) != 0 as r401_rand
expect r401_rand.wavefronts == 3
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 144 : t <= 2 ? 143 : t <= 3 ? 144 : t <= 4 ? 176 : t <= 5 ? 145 : t <= 6 ? 176 : t <= 7 ? 145 : t <= 8 ? 129 : t <= 11 ? 127 : t <= 12 ? 175 : t <= 13 ? 176 : t <= 14 ? 175 : t <= 17 ? 161 : t <= 18 ? 176 : t <= 19 ? 161 : t <= 21 ? 175 : t <= 22 ? 129 : t <= 26 ? 175 : t <= 27 ? 176 : t <= 28 ? 128 : t <= 29 ? 177 : 128] if (2096003582 >> t & 1) != 0 as r402_n2c
expect r402_n2c.wavefronts == 4
write w[12 * t + 196] if (27471880 >> t & 1) != 0 as r403_stride
expect r403_stride.wavefronts == 3
# Nsight's instrumented estimate: 3
read w[t <= 3 ? 292 : t <= 5 ? 22 : t <= 10 ? 473 : t <= 15 ? 17 : t <= 19 ? 324 : t <= 21 ? 292 : t <= 24 ? 449 : 187] if (288916520 >> t & 1) != 0 as r404_n1
expect r404_n1.wavefronts == 2
read v[t <= 4 ? 494 : t <= 6 ? 83 : t <= 10 ? 494 : t <= 16 ? 83 : t <= 17 ? 494 : t <= 18 ? 83 : t <= 20 ? 494 : t <= 21 ? 83 : t <= 23 ? 494 : t <= 27 ? 83 : 494] if (3388936155 >> t & 1) != 0 as r405_few
expect r405_few.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 343 : t <= 3 ? 276 : t <= 5 ? 77 : t <= 7 ? 104 : t <= 9 ? 178 : t <= 11 ? 53 : t <= 13 ? 7 : t <= 15 ? 42 : t <= 17 ? 164 : t <= 19 ? 182 : t <= 21 ? 356 : t <= 23 ? 370 : t <= 25 ? 294 : t <= 27 ? 471 : t <= 29 ? 204 : 282] as r406_n1
expect r406_n1.wavefronts == 5
read v[t <= 0 ? 0 : t <= 3 ? 191 : t <= 5 ? 293 : t <= 8 ? 0 : t <= 12 ? 191 : t <= 22 ? 293 : t <= 24 ? 0 : 191] if (557848873 >> t & 1) != 0 as r407_few
expect r407_few.wavefronts == 2
read v[t <= 16 ? 427 : 283] if (516096 >> t & 1) != 0 as r408_few
expect r408_few.wavefronts == 3
read f[98] if (2134865972 >> t & 1) != 0 as r409_bcast
expect r409_bcast.wavefronts == 1
write f[t <= 1 ? 160 : t <= 7 ? 135 : t <= 15 ? 216 : t <= 16 ? 49 : t <= 17 ? 230 : t <= 23 ? 439 : 308] if (42172546 >> t & 1) != 0 as r410_n2s
expect r410_n2s.wavefronts == 1
write w[t <= 25 ? 114 : t <= 26 ? 97 : t <= 28 ? 114 : 115] if (1040187392 >> t & 1) != 0 as r411_n2c
expect r411_n2c.wavefronts == 1
write v[t <= 0 ? 464 : t <= 3 ? 356 : t <= 8 ? 509 : t <= 11 ? 424 : t <= 12 ? 468 : t <= 16 ? 486 : t <= 20 ? 364 : t <= 21 ? 447 : t <= 24 ? 238 : t <= 25 ? 453 : t <= 26 ? 238 : 229] if (2268141833 >> t & 1) != 0 as r412_n2s
expect r412_n2s.wavefronts == 5
read v[t <= 8 ? 85 : t <= 9 ? 83 : 85] if (1792 >> t & 1) != 0 as r413_n2c
expect r413_n2c.wavefronts == 1
read f[t <= 0 ? 471 : t <= 3 ? 452 : t <= 10 ? 288 : t <= 16 ? 458 : t <= 19 ? 324 : t <= 20 ? 58 : 152] if (270074889 >> t & 1) != 0 as r414_n2
expect r414_n2.wavefronts == 2
write w[t <= 1 ? 304 : t <= 2 ? 336 : t <= 3 ? 368 : t <= 4 ? 400 : t <= 7 ? 496 : t <= 8 ? 16 : t <= 10 ? 80 : t <= 11 ? 112 : t <= 12 ? 144 : t <= 13 ? 176 : t <= 14 ? 208 : t <= 15 ? 240 : t <= 18 ? 336 : t <= 19 ? 368 : t <= 20 ? 400 : t <= 21 ? 432 : t <= 22 ? 464 : t <= 23 ? 496 : t <= 24 ? 16 : t <= 25 ? 48 : t <= 27 ? 112 : t <= 28 ? 144 : t <= 29 ? 176 : 208] if (2080177566 >> t & 1) != 0 as r415_stride
expect r415_stride.wavefronts == 24
read v[t <= 1 ? 89 : t <= 4 ? 176 : t <= 8 ? 468 : t <= 12 ? 433 : t <= 14 ? 54 : t <= 16 ? 359 : t <= 17 ? 161 : t <= 19 ? 403 : 29] if (9130258 >> t & 1) != 0 as r416_rand
expect r416_rand.wavefronts == 3
write v[t <= 0 ? 395 : t <= 1 ? 66 : t <= 2 ? 395 : t <= 3 ? 66 : t <= 4 ? 254 : t <= 5 ? 233 : t <= 6 ? 254 : t <= 7 ? 439 : t <= 8 ? 203 : t <= 9 ? 488 : t <= 10 ? 465 : t <= 11 ? 488 : t <= 12 ? 183 : t <= 13 ? 230 : t <= 14 ? 183 : t <= 15 ? 230 : t <= 16 ? 59 : t <= 17 ? 93 : t <= 18 ? 59 : t <= 19 ? 93 : t <= 20 ? 415 : t <= 21 ? 487 : t <= 22 ? 415 : t <= 23 ? 487 : t <= 24 ? 366 : t <= 25 ? 255 : t <= 26 ? 366 : t <= 27 ? 255 : t <= 28 ? 499 : t <= 29 ? 6 : t <= 30 ? 499 : 6] as r417_n2s
expect r417_n2s.wavefronts == 6
write w[269] as r418_bcast
expect r418_bcast.wavefronts == 2
read w[23] if (256 >> t & 1) != 0 as r419_bcast
expect r419_bcast.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 0 : t <= 1 ? 450 : t <= 2 ? 0 : t <= 3 ? 450 : t <= 4 ? 59 : t <= 5 ? 79 : t <= 6 ? 59 : t <= 7 ? 79 : t <= 8 ? 70 : t <= 9 ? 455 : t <= 10 ? 70 : t <= 11 ? 455 : t <= 12 ? 140 : t <= 13 ? 502 : t <= 14 ? 140 : t <= 15 ? 502 : t <= 16 ? 63 : t <= 17 ? 330 : t <= 18 ? 63 : t <= 19 ? 330 : t <= 20 ? 157 : t <= 21 ? 275 : t <= 22 ? 157 : t <= 23 ? 275 : t <= 24 ? 279 : t <= 25 ? 79 : t <= 26 ? 279 : t <= 27 ? 79 : t <= 28 ? 144 : t <= 29 ? 418 : t <= 30 ? 144 : 418] as r420_n2
expect r420_n2.wavefronts == 5
read f[t <= 1 ? 105 : t <= 3 ? 422 : t <= 5 ? 318 : t <= 7 ? 311 : t <= 9 ? 177 : t <= 10 ? 218 : t <= 13 ? 11 : t <= 15 ? 319 : t <= 17 ? 136 : t <= 19 ? 213 : t <= 21 ? 369 : t <= 25 ? 416 : t <= 27 ? 120 : t <= 29 ? 142 : 46] if (4265588670 >> t & 1) != 0 as r421_n1
expect r421_n1.wavefronts == 2
read f[1 * t + 6] if (871219840 >> t & 1) != 0 as r422_stride
expect r422_stride.wavefronts == 1
write w[t <= 0 ? 102 : t <= 20 ? 86 : t <= 26 ? 87 : 70] if (605028865 >> t & 1) != 0 as r423_n1c
expect r423_n1c.wavefronts == 4
read v[19] if (16384 >> t & 1) != 0 as r424_n1c
expect r424_n1c.wavefronts == 1
read f[t <= 0 ? 511 : t <= 3 ? 492 : t <= 5 ? 160 : t <= 6 ? 134 : t <= 7 ? 160 : t <= 14 ? 220 : t <= 15 ? 71 : t <= 16 ? 450 : t <= 22 ? 144 : t <= 26 ? 224 : 166] if (205639913 >> t & 1) != 0 as r425_n2s
expect r425_n2s.wavefronts == 2
read w[t <= 0 ? 455 : t <= 1 ? 160 : t <= 2 ? 107 : t <= 3 ? 26 : t <= 4 ? 73 : t <= 5 ? 181 : t <= 6 ? 314 : t <= 7 ? 236 : t <= 8 ? 455 : t <= 9 ? 203 : t <= 10 ? 112 : t <= 11 ? 199 : t <= 12 ? 315 : t <= 13 ? 192 : t <= 14 ? 376 : t <= 15 ? 263 : t <= 16 ? 338 : t <= 17 ? 260 : t <= 18 ? 366 : t <= 19 ? 415 : t <= 20 ? 120 : t <= 21 ? 295 : t <= 22 ? 16 : t <= 23 ? 261 : t <= 24 ? 468 : t <= 25 ? 16 : t <= 26 ? 140 : t <= 27 ? 315 : t <= 28 ? 418 : t <= 29 ? 365 : t <= 30 ? 48 : 96] as r426_rand
expect r426_rand.wavefronts == 6
# Nsight's instrumented estimate: 1
read v[421] if (1394936612 >> t & 1) != 0 as r427_bcast
expect r427_bcast.wavefronts == 2
read f[t <= 0 ? 210 : t <= 1 ? 209 : t <= 2 ? 208 : t <= 3 ? 207 : t <= 4 ? 206 : t <= 5 ? 205 : t <= 6 ? 204 : t <= 7 ? 203 : t <= 8 ? 202 : t <= 9 ? 201 : t <= 10 ? 200 : t <= 11 ? 199 : t <= 12 ? 198 : t <= 13 ? 197 : t <= 14 ? 196 : t <= 15 ? 195 : t <= 16 ? 194 : t <= 17 ? 193 : t <= 18 ? 192 : t <= 19 ? 191 : t <= 20 ? 190 : t <= 21 ? 189 : t <= 22 ? 188 : t <= 23 ? 187 : t <= 24 ? 186 : t <= 25 ? 185 : t <= 26 ? 184 : t <= 27 ? 183 : t <= 28 ? 182 : t <= 29 ? 181 : t <= 30 ? 180 : 179] as r428_stride
expect r428_stride.wavefronts == 1
write w[t <= 6 ? 131 : t <= 8 ? 155 : t <= 12 ? 63 : t <= 13 ? 239 : t <= 15 ? 290 : t <= 20 ? 294 : t <= 23 ? 173 : t <= 25 ? 484 : 125] if (311472448 >> t & 1) != 0 as r429_rand
expect r429_rand.wavefronts == 4
read w[t <= 0 ? 68 : t <= 1 ? 276 : t <= 2 ? 208 : t <= 3 ? 327 : t <= 4 ? 247 : t <= 5 ? 170 : t <= 6 ? 253 : t <= 7 ? 355 : t <= 8 ? 303 : t <= 9 ? 166 : t <= 10 ? 206 : t <= 11 ? 405 : t <= 12 ? 488 : t <= 13 ? 396 : t <= 14 ? 279 : t <= 15 ? 89 : t <= 16 ? 504 : t <= 17 ? 360 : t <= 18 ? 248 : t <= 19 ? 33 : t <= 20 ? 174 : t <= 21 ? 503 : t <= 22 ? 206 : t <= 23 ? 324 : t <= 24 ? 153 : t <= 25 ? 469 : t <= 26 ? 38 : t <= 27 ? 49 : t <= 28 ? 96 : t <= 29 ? 455 : t <= 30 ? 177 : 185] as r430_rand
expect r430_rand.wavefronts == 6
read v[t <= 0 ? 478 : t <= 1 ? 494 : t <= 3 ? 14 : t <= 6 ? 62 : t <= 8 ? 94 : t <= 12 ? 158 : t <= 14 ? 190 : t <= 23 ? 334 : t <= 25 ? 366 : 398] if (176181579 >> t & 1) != 0 as r431_stride
expect r431_stride.wavefronts == 10
read w[4 * t + 74] if (553713921 >> t & 1) != 0 as r432_stride
expect r432_stride.wavefronts == 4
write w[t <= 2 ? 126 : t <= 12 ? 97 : t <= 13 ? 453 : t <= 19 ? 246 : t <= 20 ? 352 : t <= 26 ? 482 : t <= 27 ? 509 : 379] if (2350395396 >> t & 1) != 0 as r433_n2s
expect r433_n2s.wavefronts == 2
read f[420] as r434_bcast
expect r434_bcast.wavefronts == 1
write v[t <= 0 ? 369 : t <= 1 ? 368 : t <= 2 ? 367 : t <= 3 ? 366 : t <= 4 ? 365 : t <= 5 ? 364 : t <= 6 ? 363 : t <= 7 ? 362 : t <= 8 ? 361 : t <= 9 ? 360 : t <= 10 ? 359 : t <= 11 ? 358 : t <= 12 ? 357 : t <= 13 ? 356 : t <= 14 ? 355 : t <= 15 ? 354 : t <= 16 ? 353 : t <= 17 ? 352 : t <= 18 ? 351 : t <= 19 ? 350 : t <= 20 ? 349 : t <= 21 ? 348 : t <= 22 ? 347 : t <= 23 ? 346 : t <= 24 ? 345 : t <= 25 ? 344 : t <= 26 ? 343 : t <= 27 ? 342 : t <= 28 ? 341 : t <= 29 ? 340 : t <= 30 ? 339 : 338] as r435_stride
expect r435_stride.wavefronts == 4
read w[t <= 0 ? 232 : t <= 1 ? 176 : t <= 2 ? 95 : t <= 3 ? 373 : t <= 4 ? 99 : t <= 5 ? 133 : t <= 7 ? 122 : t <= 8 ? 143 : t <= 9 ? 353 : t <= 10 ? 196 : t <= 11 ? 241 : t <= 12 ? 168 : t <= 13 ? 381 : t <= 14 ? 384 : t <= 15 ? 254 : t <= 16 ? 301 : t <= 17 ? 419 : t <= 18 ? 132 : t <= 19 ? 189 : t <= 20 ? 106 : t <= 21 ? 300 : t <= 22 ? 368 : t <= 23 ? 349 : t <= 24 ? 241 : t <= 25 ? 354 : t <= 26 ? 196 : t <= 27 ? 171 : t <= 28 ? 259 : t <= 29 ? 80 : t <= 30 ? 291 : 488] if (4294967231 >> t & 1) != 0 as r436_rand
expect r436_rand.wavefronts == 5
write f[t <= 0 ? 328 : t <= 2 ? 108 : t <= 3 ? 164 : t <= 4 ? 328 : t <= 5 ? 164 : t <= 6 ? 328 : t <= 8 ? 164 : t <= 9 ? 328 : t <= 10 ? 164 : t <= 11 ? 328 : t <= 12 ? 164 : t <= 13 ? 328 : t <= 17 ? 108 : t <= 18 ? 164 : t <= 20 ? 108 : t <= 21 ? 164 : t <= 24 ? 328 : t <= 25 ? 164 : t <= 26 ? 328 : t <= 27 ? 164 : t <= 28 ? 328 : t <= 29 ? 164 : t <= 30 ? 108 : 328] as r437_few
expect r437_few.wavefronts == 1
read f[t <= 1 ? 261 : t <= 3 ? 359 : t <= 5 ? 188 : t <= 7 ? 348 : t <= 9 ? 19 : t <= 11 ? 63 : t <= 12 ? 164 : t <= 13 ? 38 : t <= 15 ? 263 : t <= 17 ? 160 : t <= 19 ? 154 : t <= 21 ? 314 : t <= 23 ? 333 : t <= 25 ? 328 : t <= 27 ? 457 : t <= 28 ? 240 : t <= 29 ? 498 : t <= 30 ? 359 : 277] as r438_n1s
expect r438_n1s.wavefronts == 2
read w[324] if (4292856797 >> t & 1) != 0 as r439_bcast
expect r439_bcast.wavefronts == 1
read w[t <= 5 ? 430 : 141] if (536870944 >> t & 1) != 0 as r440_rand
expect r440_rand.wavefronts == 1
write v[t <= 26 ? 131 : t <= 27 ? 305 : t <= 28 ? 359 : 192] if (1006632960 >> t & 1) != 0 as r441_n2s
expect r441_n2s.wavefronts == 1
read v[t <= 0 ? 379 : t <= 3 ? 41 : t <= 4 ? 142 : t <= 7 ? 301 : t <= 9 ? 29 : t <= 10 ? 106 : t <= 13 ? 38 : t <= 14 ? 192 : t <= 16 ? 172 : t <= 17 ? 183 : t <= 19 ? 220 : t <= 21 ? 382 : t <= 25 ? 305 : t <= 27 ? 69 : t <= 29 ? 114 : 155] if (2856285917 >> t & 1) != 0 as r442_n1s
expect r442_n1s.wavefronts == 5
read w[t <= 26 ? 208 : t <= 27 ? 432 : t <= 28 ? 463 : t <= 29 ? 39 : 463] if (2080374784 >> t & 1) != 0 as r443_n2
expect r443_n2.wavefronts == 2
read v[324] if (2 >> t & 1) != 0 as r444_n1
expect r444_n1.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 48 : t <= 3 ? 211 : t <= 5 ? 365 : t <= 7 ? 141 : t <= 9 ? 203 : t <= 11 ? 458 : t <= 13 ? 482 : t <= 15 ? 65 : t <= 17 ? 464 : t <= 19 ? 196 : t <= 21 ? 315 : t <= 23 ? 271 : t <= 25 ? 317 : t <= 27 ? 450 : t <= 29 ? 356 : 467] as r445_n1
expect r445_n1.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 3 ? 423 : t <= 4 ? 202 : t <= 7 ? 86 : t <= 10 ? 236 : t <= 11 ? 34 : t <= 14 ? 310 : t <= 15 ? 111 : t <= 18 ? 51 : t <= 19 ? 433 : t <= 22 ? 98 : t <= 26 ? 49 : 468] if (2773339322 >> t & 1) != 0 as r446_n2
expect r446_n2.wavefronts == 2
write v[323] if (1073741824 >> t & 1) != 0 as r447_rand
expect r447_rand.wavefronts == 1
write v[t <= 0 ? 357 : t <= 1 ? 345 : t <= 2 ? 357 : t <= 3 ? 345 : t <= 7 ? 124 : t <= 10 ? 186 : t <= 14 ? 11 : t <= 15 ? 320 : t <= 17 ? 156 : t <= 18 ? 330 : t <= 20 ? 122 : t <= 23 ? 251 : t <= 26 ? 209 : t <= 28 ? 473 : 129] if (884397231 >> t & 1) != 0 as r448_n2
expect r448_n2.wavefronts == 7
read w[t <= 3 ? 234 : t <= 6 ? 169 : t <= 15 ? 234 : 169] if (1082163272 >> t & 1) != 0 as r449_few
expect r449_few.wavefronts == 1
# Nsight's instrumented estimate: 5
read v[t <= 3 ? 169 : t <= 4 ? 211 : t <= 5 ? 226 : t <= 10 ? 122 : t <= 14 ? 4 : t <= 15 ? 11 : t <= 18 ? 203 : t <= 20 ? 416 : t <= 23 ? 11 : t <= 26 ? 408 : t <= 28 ? 103 : t <= 29 ? 205 : 103] if (1972683834 >> t & 1) != 0 as r450_n2
expect r450_n2.wavefronts == 4
read w[t <= 7 ? 405 : t <= 9 ? 52 : t <= 21 ? 407 : t <= 24 ? 193 : 243] if (555745920 >> t & 1) != 0 as r451_n2s
expect r451_n2s.wavefronts == 1
read f[284] if (456615906 >> t & 1) != 0 as r452_bcast
expect r452_bcast.wavefronts == 1
read w[t <= 0 ? 61 : t <= 3 ? 509 : t <= 6 ? 366 : t <= 10 ? 128 : t <= 11 ? 294 : t <= 12 ? 324 : t <= 13 ? 148 : t <= 14 ? 324 : t <= 15 ? 148 : t <= 18 ? 455 : t <= 19 ? 248 : t <= 22 ? 153 : t <= 23 ? 436 : t <= 24 ? 5 : t <= 25 ? 206 : t <= 29 ? 434 : t <= 30 ? 490 : 434] if (3822910811 >> t & 1) != 0 as r453_n2
expect r453_n2.wavefronts == 3
read w[t <= 0 ? 350 : t <= 1 ? 45 : t <= 2 ? 445 : t <= 3 ? 314 : t <= 4 ? 301 : t <= 5 ? 362 : t <= 6 ? 8 : t <= 7 ? 144 : t <= 8 ? 272 : t <= 9 ? 150 : t <= 10 ? 496 : t <= 12 ? 105 : t <= 14 ? 153 : t <= 15 ? 337 : t <= 18 ? 134 : t <= 19 ? 230 : t <= 24 ? 459 : t <= 26 ? 361 : t <= 28 ? 3 : t <= 29 ? 480 : t <= 30 ? 494 : 57] if (4111259647 >> t & 1) != 0 as r454_rand
expect r454_rand.wavefronts == 5
write v[t <= 2 ? 373 : t <= 3 ? 15 : t <= 11 ? 440 : t <= 13 ? 453 : t <= 21 ? 339 : t <= 26 ? 178 : t <= 27 ? 165 : 67] if (740305420 >> t & 1) != 0 as r455_n2s
expect r455_n2s.wavefronts == 4
read w[t <= 0 ? 186 : t <= 1 ? 494 : t <= 2 ? 186 : t <= 3 ? 494 : t <= 4 ? 84 : t <= 5 ? 438 : t <= 6 ? 84 : t <= 7 ? 438 : t <= 8 ? 443 : t <= 9 ? 403 : t <= 10 ? 443 : t <= 11 ? 403 : t <= 12 ? 421 : t <= 13 ? 71 : t <= 14 ? 188 : t <= 15 ? 71 : t <= 16 ? 334 : t <= 17 ? 75 : t <= 18 ? 334 : t <= 19 ? 75 : t <= 20 ? 458 : t <= 21 ? 463 : t <= 22 ? 458 : t <= 23 ? 463 : t <= 24 ? 464 : t <= 25 ? 87 : t <= 26 ? 464 : t <= 27 ? 87 : t <= 28 ? 417 : t <= 29 ? 454 : t <= 30 ? 229 : 402] as r456_n2s
expect r456_n2s.wavefronts == 2
read f[t <= 15 ? 110 : t <= 17 ? 141 : t <= 19 ? 206 : t <= 21 ? 173 : 206] if (8372224 >> t & 1) != 0 as r457_n1c
expect r457_n1c.wavefronts == 2
read v[236] if (3758096383 >> t & 1) != 0 as r458_bcast
expect r458_bcast.wavefronts == 2
write w[t <= 0 ? 327 : t <= 1 ? 475 : t <= 2 ? 327 : t <= 3 ? 475 : t <= 4 ? 344 : t <= 5 ? 387 : t <= 6 ? 344 : t <= 7 ? 387 : t <= 8 ? 44 : t <= 9 ? 135 : t <= 10 ? 44 : t <= 11 ? 135 : t <= 12 ? 452 : t <= 13 ? 91 : t <= 14 ? 452 : t <= 15 ? 15 : t <= 16 ? 341 : t <= 17 ? 256 : t <= 18 ? 341 : t <= 19 ? 256 : t <= 20 ? 260 : t <= 21 ? 167 : t <= 22 ? 260 : t <= 23 ? 181 : t <= 24 ? 90 : t <= 25 ? 211 : t <= 26 ? 90 : t <= 27 ? 211 : t <= 28 ? 43 : t <= 29 ? 135 : t <= 30 ? 43 : 135] as r459_n2s
expect r459_n2s.wavefronts == 4
write v[t <= 13 ? 65 : t <= 14 ? 140 : t <= 20 ? 254 : t <= 22 ? 418 : t <= 26 ? 486 : 84] if (609247232 >> t & 1) != 0 as r460_n1
expect r460_n1.wavefronts == 3
read w[57] if (268435456 >> t & 1) != 0 as r461_n2c
expect r461_n2c.wavefronts == 1
write v[t <= 1 ? 454 : t <= 2 ? 213 : t <= 3 ? 454 : t <= 4 ? 213 : t <= 5 ? 454 : t <= 7 ? 213 : t <= 10 ? 454 : t <= 11 ? 213 : t <= 16 ? 454 : t <= 18 ? 213 : t <= 22 ? 454 : t <= 23 ? 213 : t <= 24 ? 454 : t <= 26 ? 213 : 454] as r462_few
expect r462_few.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 5 ? 127 : t <= 10 ? 221 : t <= 11 ? 245 : t <= 24 ? 268 : 376] if (50334752 >> t & 1) != 0 as r463_n2s
expect r463_n2s.wavefronts == 3
write v[t <= 5 ? 290 : t <= 6 ? 233 : t <= 7 ? 290 : t <= 8 ? 111 : t <= 9 ? 413 : t <= 10 ? 111 : t <= 11 ? 413 : t <= 12 ? 36 : t <= 13 ? 53 : 36] if (32736 >> t & 1) != 0 as r464_n2
expect r464_n2.wavefronts == 3
read w[t <= 14 ? 272 : t <= 15 ? 149 : t <= 20 ? 22 : t <= 24 ? 272 : t <= 25 ? 149 : 272] if (194035844 >> t & 1) != 0 as r465_few
expect r465_few.wavefronts == 2
write v[t <= 14 ? 35 : t <= 16 ? 12 : t <= 26 ? 11 : t <= 28 ? 12 : 13] if (880885760 >> t & 1) != 0 as r466_n2c
expect r466_n2c.wavefronts == 3
read w[384] if (2150637633 >> t & 1) != 0 as r467_bcast
expect r467_bcast.wavefronts == 1
read v[239] if (3472881911 >> t & 1) != 0 as r468_bcast
expect r468_bcast.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 14 : t <= 1 ? 63 : t <= 2 ? 14 : t <= 4 ? 31 : t <= 10 ? 16 : t <= 11 ? 14 : t <= 12 ? 30 : t <= 13 ? 63 : t <= 14 ? 30 : t <= 16 ? 63 : t <= 17 ? 64 : t <= 18 ? 63 : t <= 20 ? 32 : t <= 21 ? 30 : t <= 22 ? 32 : t <= 23 ? 30 : t <= 26 ? 14 : t <= 27 ? 47 : 15] if (1576500375 >> t & 1) != 0 as r469_n2c
expect r469_n2c.wavefronts == 4
read w[428] if (944816356 >> t & 1) != 0 as r470_bcast
expect r470_bcast.wavefronts == 1
read f[49] if (536870913 >> t & 1) != 0 as r471_bcast
expect r471_bcast.wavefronts == 1
write w[t <= 1 ? 269 : t <= 3 ? 467 : t <= 5 ? 163 : t <= 7 ? 458 : t <= 9 ? 432 : t <= 11 ? 494 : t <= 13 ? 471 : t <= 15 ? 153 : t <= 17 ? 379 : t <= 19 ? 178 : t <= 21 ? 290 : t <= 23 ? 25 : t <= 25 ? 368 : t <= 27 ? 378 : t <= 29 ? 406 : 140] as r472_n1
expect r472_n1.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 346 : t <= 3 ? 153 : t <= 5 ? 188 : t <= 8 ? 96 : t <= 11 ? 310 : t <= 13 ? 253 : t <= 15 ? 365 : t <= 17 ? 280 : t <= 18 ? 260 : t <= 23 ? 431 : t <= 24 ? 348 : t <= 27 ? 44 : 186] if (2378693933 >> t & 1) != 0 as r473_n1
expect r473_n1.wavefronts == 5
write w[253] if (2707972046 >> t & 1) != 0 as r474_bcast
expect r474_bcast.wavefronts == 2
read v[t <= 1 ? 340 : t <= 2 ? 37 : t <= 3 ? 493 : t <= 5 ? 231 : t <= 7 ? 59 : t <= 9 ? 102 : t <= 11 ? 6 : t <= 13 ? 463 : t <= 15 ? 186 : t <= 17 ? 167 : t <= 19 ? 471 : t <= 21 ? 275 : t <= 23 ? 101 : t <= 25 ? 187 : t <= 27 ? 214 : t <= 29 ? 110 : 425] as r475_n1s
expect r475_n1s.wavefronts == 8
read v[t <= 5 ? 197 : 497] if (240 >> t & 1) != 0 as r476_n1s
expect r476_n1s.wavefronts == 1
read w[t <= 8 ? 425 : t <= 10 ? 29 : t <= 27 ? 271 : 36] if (671089920 >> t & 1) != 0 as r477_rand
expect r477_rand.wavefronts == 1
write f[t <= 1 ? 120 : t <= 20 ? 89 : 120] if (135266306 >> t & 1) != 0 as r478_n2c
expect r478_n2c.wavefronts == 1
read w[t <= 0 ? 494 : t <= 1 ? 250 : t <= 2 ? 238 : t <= 13 ? 355 : t <= 14 ? 400 : t <= 25 ? 405 : t <= 26 ? 343 : 247] if (2248171527 >> t & 1) != 0 as r479_rand
expect r479_rand.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 12 ? 57 : t <= 13 ? 26 : t <= 14 ? 57 : t <= 15 ? 26 : t <= 16 ? 10 : t <= 17 ? 59 : t <= 18 ? 10 : t <= 20 ? 59 : t <= 21 ? 41 : t <= 22 ? 59 : t <= 23 ? 41 : 57] if (33550336 >> t & 1) != 0 as r480_n2c
expect r480_n2c.wavefronts == 2
read v[t <= 2 ? 207 : t <= 4 ? 86 : t <= 18 ? 355 : t <= 29 ? 218 : 407] if (1610874900 >> t & 1) != 0 as r481_rand
expect r481_rand.wavefronts == 2
write w[t <= 5 ? 259 : t <= 6 ? 291 : t <= 16 ? 259 : t <= 22 ? 426 : 259] if (1078001760 >> t & 1) != 0 as r482_few
expect r482_few.wavefronts == 3
read v[t <= 0 ? 409 : t <= 1 ? 91 : t <= 2 ? 409 : t <= 3 ? 91 : t <= 4 ? 498 : t <= 5 ? 449 : t <= 6 ? 498 : t <= 7 ? 449 : t <= 8 ? 413 : t <= 9 ? 295 : t <= 10 ? 490 : t <= 11 ? 295 : t <= 12 ? 404 : t <= 13 ? 398 : t <= 14 ? 404 : t <= 15 ? 398 : t <= 16 ? 219 : t <= 17 ? 204 : t <= 18 ? 219 : t <= 19 ? 401 : t <= 20 ? 468 : t <= 21 ? 324 : t <= 22 ? 468 : t <= 23 ? 324 : t <= 24 ? 400 : t <= 25 ? 277 : t <= 26 ? 400 : t <= 27 ? 277 : t <= 28 ? 44 : t <= 29 ? 158 : t <= 30 ? 493 : 158] as r483_n2s
expect r483_n2s.wavefronts == 8
write w[412] if (2147483648 >> t & 1) != 0 as r484_n1
expect r484_n1.wavefronts == 1
read w[t <= 1 ? 354 : t <= 4 ? 75 : t <= 9 ? 144 : t <= 12 ? 342 : t <= 18 ? 408 : t <= 20 ? 320 : 412] if (34869778 >> t & 1) != 0 as r485_n2
expect r485_n2.wavefronts == 2
write w[t <= 1 ? 124 : t <= 3 ? 157 : t <= 5 ? 140 : t <= 7 ? 157 : t <= 9 ? 124 : t <= 11 ? 141 : t <= 13 ? 124 : t <= 15 ? 109 : t <= 17 ? 156 : t <= 19 ? 109 : t <= 21 ? 108 : t <= 23 ? 109 : t <= 25 ? 156 : t <= 27 ? 157 : t <= 29 ? 124 : 109] as r486_n1c
expect r486_n1c.wavefronts == 6
# Nsight's instrumented estimate: 6
read v[t <= 2 ? 171 : t <= 5 ? 475 : t <= 11 ? 220 : t <= 12 ? 91 : t <= 15 ? 361 : t <= 16 ? 164 : t <= 22 ? 428 : t <= 26 ? 395 : 381] if (876714020 >> t & 1) != 0 as r487_n1s
expect r487_n1s.wavefronts == 5
read w[t <= 1 ? 43 : t <= 3 ? 101 : t <= 4 ? 15 : t <= 7 ? 87 : t <= 9 ? 68 : t <= 10 ? 243 : t <= 12 ? 94 : t <= 15 ? 419 : t <= 16 ? 397 : t <= 17 ? 44 : t <= 21 ? 166 : t <= 22 ? 238 : t <= 24 ? 330 : t <= 27 ? 449 : t <= 29 ? 430 : 59] if (3983775707 >> t & 1) != 0 as r488_n1s
expect r488_n1s.wavefronts == 4
read w[163] if (2 >> t & 1) != 0 as r489_few
expect r489_few.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 469 : t <= 2 ? 93 : t <= 6 ? 173 : t <= 13 ? 26 : t <= 14 ? 142 : t <= 17 ? 296 : t <= 18 ? 73 : t <= 23 ? 489 : 105] if (1082548294 >> t & 1) != 0 as r490_n1s
expect r490_n1s.wavefronts == 6
read v[t <= 5 ? 474 : t <= 7 ? 386 : t <= 8 ? 187 : t <= 10 ? 386 : t <= 11 ? 474 : t <= 12 ? 386 : t <= 13 ? 474 : t <= 15 ? 386 : t <= 16 ? 474 : t <= 17 ? 386 : t <= 18 ? 474 : t <= 21 ? 386 : t <= 23 ? 187 : t <= 24 ? 386 : t <= 28 ? 474 : t <= 30 ? 187 : 386] if (3552034232 >> t & 1) != 0 as r491_few
expect r491_few.wavefronts == 8
write w[t <= 5 ? 45 : t <= 6 ? 44 : t <= 14 ? 27 : t <= 20 ? 29 : 59] if (84951136 >> t & 1) != 0 as r492_n2c
expect r492_n2c.wavefronts == 2
read w[t <= 1 ? 4 : t <= 6 ? 5 : 52] if (268435522 >> t & 1) != 0 as r493_n1c
expect r493_n1c.wavefronts == 2
write v[t <= 1 ? 239 : t <= 6 ? 216 : t <= 8 ? 193 : t <= 10 ? 389 : t <= 12 ? 41 : t <= 15 ? 206 : t <= 17 ? 301 : t <= 19 ? 445 : t <= 21 ? 318 : t <= 23 ? 91 : t <= 24 ? 225 : t <= 27 ? 140 : t <= 29 ? 510 : 90] if (2846594370 >> t & 1) != 0 as r494_n1s
expect r494_n1s.wavefronts == 6
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 163 : t <= 1 ? 164 : t <= 2 ? 163 : t <= 3 ? 164 : t <= 4 ? 132 : t <= 5 ? 133 : t <= 6 ? 132 : t <= 7 ? 133 : t <= 8 ? 165 : t <= 9 ? 163 : t <= 10 ? 165 : t <= 12 ? 163 : t <= 13 ? 164 : t <= 14 ? 163 : t <= 15 ? 164 : t <= 16 ? 148 : t <= 17 ? 165 : t <= 18 ? 148 : t <= 19 ? 165 : t <= 20 ? 149 : t <= 21 ? 131 : t <= 22 ? 149 : t <= 23 ? 131 : t <= 24 ? 147 : t <= 25 ? 148 : t <= 26 ? 147 : t <= 27 ? 148 : t <= 28 ? 116 : t <= 29 ? 117 : t <= 30 ? 116 : 117] as r495_n2c
expect r495_n2c.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 181 : t <= 1 ? 3 : t <= 2 ? 181 : t <= 4 ? 295 : t <= 5 ? 406 : t <= 6 ? 295 : t <= 7 ? 406 : t <= 11 ? 422 : t <= 14 ? 130 : t <= 15 ? 54 : t <= 16 ? 431 : t <= 17 ? 29 : t <= 22 ? 154 : t <= 23 ? 338 : t <= 25 ? 380 : t <= 30 ? 222 : 292] if (3536050935 >> t & 1) != 0 as r496_n2
expect r496_n2.wavefronts == 3
# Nsight's instrumented estimate: 3
read v[t <= 2 ? 149 : t <= 18 ? 212 : t <= 20 ? 149 : t <= 30 ? 212 : 149] if (3426487076 >> t & 1) != 0 as r497_few
expect r497_few.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 0 ? 42 : t <= 3 ? 43 : t <= 12 ? 42 : t <= 15 ? 43 : t <= 18 ? 51 : t <= 19 ? 44 : t <= 24 ? 58 : t <= 28 ? 43 : 52] if (2578223113 >> t & 1) != 0 as r498_n2c
expect r498_n2c.wavefronts == 3
write f[t <= 1 ? 458 : t <= 2 ? 374 : t <= 4 ? 176 : t <= 7 ? 447 : t <= 9 ? 442 : t <= 13 ? 18 : t <= 19 ? 430 : t <= 26 ? 88 : t <= 28 ? 280 : 125] if (1409819350 >> t & 1) != 0 as r499_n1s
expect r499_n1s.wavefronts == 2
read w[t <= 1 ? 505 : 227] if (262146 >> t & 1) != 0 as r500_few
expect r500_few.wavefronts == 1
read v[t <= 10 ? 208 : t <= 11 ? 154 : t <= 12 ? 208 : t <= 13 ? 276 : t <= 14 ? 154 : t <= 15 ? 276 : t <= 16 ? 154 : t <= 18 ? 208 : t <= 19 ? 154 : 276] if (4193280 >> t & 1) != 0 as r501_few
expect r501_few.wavefronts == 2
write w[t <= 0 ? 351 : t <= 1 ? 39 : t <= 2 ? 154 : t <= 5 ? 351 : t <= 8 ? 295 : t <= 9 ? 351 : t <= 11 ? 295 : t <= 13 ? 154 : t <= 14 ? 351 : t <= 15 ? 39 : t <= 16 ? 295 : t <= 18 ? 39 : t <= 20 ? 351 : t <= 21 ? 39 : t <= 23 ? 154 : t <= 25 ? 39 : t <= 27 ? 351 : t <= 30 ? 154 : 295] as r502_few
expect r502_few.wavefronts == 4
write v[t <= 0 ? 21 : t <= 1 ? 30 : t <= 2 ? 21 : t <= 3 ? 30 : t <= 4 ? 22 : t <= 5 ? 23 : t <= 6 ? 22 : t <= 7 ? 23 : t <= 8 ? 15 : t <= 9 ? 21 : t <= 10 ? 15 : t <= 12 ? 21 : t <= 13 ? 30 : t <= 14 ? 21 : t <= 15 ? 30 : t <= 16 ? 14 : t <= 17 ? 15 : t <= 18 ? 14 : t <= 19 ? 15 : t <= 20 ? 23 : t <= 21 ? 13 : t <= 22 ? 23 : t <= 23 ? 13 : t <= 24 ? 29 : t <= 25 ? 6 : t <= 26 ? 29 : t <= 27 ? 6 : t <= 28 ? 22 : t <= 29 ? 23 : t <= 30 ? 22 : 23] as r503_n2c
expect r503_n2c.wavefronts == 7
read v[t <= 0 ? 386 : t <= 1 ? 168 : t <= 3 ? 247 : t <= 4 ? 224 : t <= 7 ? 2 : t <= 10 ? 431 : t <= 12 ? 253 : t <= 14 ? 381 : t <= 15 ? 18 : t <= 16 ? 405 : t <= 18 ? 391 : t <= 19 ? 455 : t <= 20 ? 0 : t <= 21 ? 39 : t <= 24 ? 402 : 339] if (1094571163 >> t & 1) != 0 as r504_rand
expect r504_rand.wavefronts == 8
read w[t <= 5 ? 325 : t <= 6 ? 346 : t <= 7 ? 51 : t <= 8 ? 380 : t <= 9 ? 491 : t <= 10 ? 47 : t <= 11 ? 334 : t <= 12 ? 475 : t <= 13 ? 194 : t <= 14 ? 350 : t <= 15 ? 226 : t <= 16 ? 17 : t <= 17 ? 284 : t <= 18 ? 35 : t <= 19 ? 329 : t <= 20 ? 365 : t <= 21 ? 172 : t <= 22 ? 111 : t <= 23 ? 7 : t <= 24 ? 458 : t <= 25 ? 493 : t <= 26 ? 306 : t <= 27 ? 490 : t <= 28 ? 250 : t <= 29 ? 116 : 171] if (2147483616 >> t & 1) != 0 as r505_rand
expect r505_rand.wavefronts == 5
read w[t <= 10 ? 235 : t <= 18 ? 308 : 269] if (33817600 >> t & 1) != 0 as r506_n1s
expect r506_n1s.wavefronts == 1
write w[230] if (17856077 >> t & 1) != 0 as r507_bcast
expect r507_bcast.wavefronts == 2
read v[t <= 0 ? 289 : t <= 1 ? 26 : t <= 6 ? 149 : t <= 9 ? 160 : t <= 10 ? 257 : t <= 11 ? 350 : t <= 12 ? 298 : t <= 14 ? 255 : t <= 15 ? 88 : t <= 17 ? 229 : t <= 19 ? 146 : t <= 20 ? 466 : t <= 22 ? 100 : t <= 24 ? 473 : t <= 25 ? 173 : t <= 26 ? 459 : t <= 28 ? 391 : 271] if (2539314755 >> t & 1) != 0 as r508_rand
expect r508_rand.wavefronts == 7
write v[136] if (1073741824 >> t & 1) != 0 as r509_n2c
expect r509_n2c.wavefronts == 1
read w[t <= 0 ? 439 : t <= 3 ? 304 : t <= 6 ? 27 : t <= 10 ? 278 : t <= 11 ? 63 : t <= 12 ? 466 : t <= 16 ? 58 : t <= 17 ? 53 : t <= 18 ? 58 : t <= 19 ? 53 : t <= 22 ? 89 : t <= 25 ? 247 : t <= 26 ? 36 : t <= 27 ? 247 : t <= 28 ? 107 : 136] if (3192855899 >> t & 1) != 0 as r510_n2
expect r510_n2.wavefronts == 2
write w[12 * t + 101] if (675359274 >> t & 1) != 0 as r511_stride
expect r511_stride.wavefronts == 5
read f[t <= 1 ? 191 : t <= 4 ? 144 : t <= 6 ? 191 : t <= 13 ? 144 : t <= 14 ? 191 : t <= 16 ? 144 : t <= 17 ? 191 : t <= 19 ? 144 : t <= 21 ? 191 : t <= 24 ? 144 : t <= 26 ? 191 : t <= 28 ? 144 : 191] if (2515533146 >> t & 1) != 0 as r512_few
expect r512_few.wavefronts == 1
read w[t <= 0 ? 313 : t <= 1 ? 464 : t <= 2 ? 310 : t <= 3 ? 272 : t <= 4 ? 453 : t <= 5 ? 306 : t <= 6 ? 442 : t <= 7 ? 506 : t <= 8 ? 263 : t <= 9 ? 317 : t <= 10 ? 468 : t <= 11 ? 97 : t <= 12 ? 107 : t <= 13 ? 68 : t <= 14 ? 57 : t <= 15 ? 422 : t <= 16 ? 220 : t <= 17 ? 369 : t <= 18 ? 45 : t <= 19 ? 383 : t <= 20 ? 232 : t <= 21 ? 136 : t <= 22 ? 27 : t <= 23 ? 345 : t <= 24 ? 462 : t <= 26 ? 492 : t <= 27 ? 380 : t <= 28 ? 346 : t <= 29 ? 28 : t <= 30 ? 414 : 53] if (4261412863 >> t & 1) != 0 as r513_rand
expect r513_rand.wavefronts == 6
read w[t <= 3 ? 496 : t <= 14 ? 357 : t <= 21 ? 210 : t <= 24 ? 80 : 311] if (153108488 >> t & 1) != 0 as r514_n2
expect r514_n2.wavefronts == 2
# Nsight's instrumented estimate: 2
read v[t <= 3 ? 352 : t <= 5 ? 427 : t <= 9 ? 352 : t <= 20 ? 427 : t <= 24 ? 352 : t <= 25 ? 427 : 352] if (119014056 >> t & 1) != 0 as r515_few
expect r515_few.wavefronts == 4
read w[t <= 4 ? 4 : t <= 7 ? 138 : t <= 8 ? 4 : t <= 9 ? 138 : t <= 20 ? 4 : t <= 26 ? 138 : 4] if (2251293649 >> t & 1) != 0 as r516_few
expect r516_few.wavefronts == 2
read w[474] as r517_bcast
expect r517_bcast.wavefronts == 1
read v[t <= 0 ? 30 : t <= 1 ? 31 : t <= 2 ? 30 : t <= 4 ? 31 : t <= 5 ? 16 : t <= 6 ? 31 : t <= 7 ? 16 : t <= 11 ? 14 : t <= 13 ? 31 : t <= 16 ? 23 : t <= 17 ? 8 : t <= 18 ? 23 : t <= 19 ? 8 : t <= 20 ? 24 : t <= 21 ? 30 : t <= 22 ? 24 : t <= 23 ? 30 : t <= 24 ? 14 : t <= 25 ? 23 : t <= 26 ? 14 : t <= 28 ? 23 : t <= 29 ? 16 : t <= 30 ? 23 : 16] if (4294912767 >> t & 1) != 0 as r518_n2c
expect r518_n2c.wavefronts == 5
read w[4 * t + 78] as r519_stride
expect r519_stride.wavefronts == 8
read f[t <= 11 ? 507 : t <= 16 ? 425 : t <= 19 ? 496 : t <= 22 ? 255 : t <= 26 ? 436 : 256] if (340330496 >> t & 1) != 0 as r520_n2s
expect r520_n2s.wavefronts == 1
read w[t <= 1 ? 11 : t <= 5 ? 191 : t <= 6 ? 402 : t <= 9 ? 191 : t <= 10 ? 449 : t <= 11 ? 402 : t <= 13 ? 449 : t <= 17 ? 402 : t <= 19 ? 11 : t <= 20 ? 449 : t <= 21 ? 191 : t <= 22 ? 449 : t <= 25 ? 402 : t <= 27 ? 191 : t <= 28 ? 402 : 11] if (2675601266 >> t & 1) != 0 as r521_few
expect r521_few.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 111 : t <= 3 ? 144 : t <= 5 ? 111 : t <= 7 ? 96 : t <= 9 ? 95 : t <= 11 ? 144 : t <= 13 ? 143 : t <= 15 ? 128 : t <= 17 ? 127 : t <= 19 ? 96 : t <= 21 ? 95 : t <= 23 ? 128 : t <= 25 ? 143 : t <= 27 ? 144 : t <= 29 ? 95 : 96] as r522_n1c
expect r522_n1c.wavefronts == 4
write w[t <= 1 ? 111 : t <= 2 ? 109 : t <= 6 ? 311 : t <= 7 ? 238 : t <= 10 ? 347 : t <= 11 ? 456 : t <= 12 ? 387 : t <= 13 ? 418 : t <= 14 ? 387 : t <= 15 ? 418 : t <= 17 ? 457 : t <= 18 ? 77 : t <= 19 ? 457 : t <= 21 ? 309 : t <= 22 ? 209 : t <= 25 ? 300 : t <= 26 ? 128 : t <= 28 ? 187 : t <= 29 ? 6 : t <= 30 ? 187 : 6] if (4134469078 >> t & 1) != 0 as r523_n2
expect r523_n2.wavefronts == 2
write v[2 * t + 329] if (133169152 >> t & 1) != 0 as r524_stride
expect r524_stride.wavefronts == 2
read v[t <= 9 ? 63 : t <= 13 ? 64 : 87] if (8397312 >> t & 1) != 0 as r525_n2c
expect r525_n2c.wavefronts == 2
read f[t <= 5 ? 152 : t <= 11 ? 153 : t <= 17 ? 184 : t <= 27 ? 217 : 216] if (671221792 >> t & 1) != 0 as r526_n1c
expect r526_n1c.wavefronts == 3
write v[3 * t + 187] if (76187794 >> t & 1) != 0 as r527_stride
expect r527_stride.wavefronts == 4
read w[288] if (2675940983 >> t & 1) != 0 as r528_bcast
expect r528_bcast.wavefronts == 1
write w[t <= 13 ? 425 : t <= 27 ? 306 : 425] if (671113248 >> t & 1) != 0 as r529_few
expect r529_few.wavefronts == 2
read w[t <= 0 ? 253 : t <= 7 ? 480 : t <= 11 ? 264 : t <= 13 ? 380 : t <= 14 ? 222 : t <= 19 ? 43 : t <= 20 ? 297 : t <= 21 ? 230 : t <= 25 ? 248 : t <= 26 ? 410 : t <= 27 ? 248 : t <= 28 ? 286 : 271] if (2654496929 >> t & 1) != 0 as r530_n2
expect r530_n2.wavefronts == 2
read v[t <= 1 ? 25 : t <= 2 ? 10 : t <= 10 ? 26 : t <= 16 ? 33 : t <= 21 ? 25 : 17] if (19997702 >> t & 1) != 0 as r531_n1c
expect r531_n1c.wavefronts == 5
write w[t <= 27 ? 505 : 69] if (671088640 >> t & 1) != 0 as r532_n1
expect r532_n1.wavefronts == 1
read v[57] if (327680 >> t & 1) != 0 as r533_n2c
expect r533_n2c.wavefronts == 1
read w[t <= 1 ? 27 : t <= 3 ? 210 : t <= 5 ? 84 : t <= 7 ? 125 : t <= 9 ? 16 : t <= 11 ? 430 : t <= 13 ? 224 : t <= 15 ? 57 : t <= 17 ? 80 : t <= 18 ? 36 : t <= 19 ? 437 : t <= 21 ? 61 : t <= 23 ? 442 : t <= 25 ? 165 : t <= 27 ? 482 : t <= 28 ? 106 : t <= 29 ? 451 : t <= 30 ? 345 : 469] as r534_n1s
expect r534_n1s.wavefronts == 5
read v[171] as r535_bcast
expect r535_bcast.wavefronts == 2
read w[t <= 0 ? 111 : t <= 1 ? 87 : t <= 2 ? 111 : t <= 3 ? 87 : t <= 4 ? 96 : t <= 5 ? 266 : t <= 6 ? 96 : t <= 7 ? 266 : t <= 8 ? 121 : t <= 9 ? 82 : t <= 10 ? 121 : t <= 11 ? 82 : t <= 12 ? 370 : t <= 13 ? 347 : t <= 14 ? 370 : t <= 15 ? 347 : t <= 16 ? 115 : t <= 17 ? 224 : t <= 18 ? 322 : t <= 19 ? 224 : t <= 20 ? 333 : t <= 21 ? 365 : t <= 22 ? 333 : t <= 23 ? 365 : t <= 24 ? 488 : t <= 25 ? 485 : t <= 26 ? 488 : t <= 27 ? 485 : t <= 28 ? 185 : t <= 29 ? 121 : t <= 30 ? 185 : 121] as r536_n2s
expect r536_n2s.wavefronts == 4
write v[t <= 3 ? 219 : t <= 4 ? 73 : t <= 6 ? 396 : t <= 7 ? 334 : t <= 19 ? 284 : t <= 26 ? 140 : t <= 27 ? 47 : t <= 28 ? 355 : 302] if (1007157464 >> t & 1) != 0 as r537_n2s
expect r537_n2s.wavefronts == 3
read f[t <= 0 ? 5 : t <= 2 ? 436 : t <= 4 ? 5 : t <= 6 ? 436 : t <= 7 ? 5 : t <= 8 ? 400 : t <= 11 ? 436 : t <= 13 ? 5 : t <= 14 ? 400 : t <= 15 ? 5 : t <= 16 ? 436 : t <= 17 ? 400 : t <= 19 ? 5 : t <= 20 ? 400 : t <= 21 ? 5 : t <= 22 ? 436 : t <= 23 ? 5 : t <= 24 ? 436 : t <= 25 ? 400 : t <= 26 ? 436 : t <= 27 ? 400 : t <= 28 ? 5 : t <= 30 ? 436 : 400] as r538_few
expect r538_few.wavefronts == 1
write v[t <= 2 ? 343 : t <= 5 ? 507 : t <= 9 ? 198 : t <= 18 ? 438 : t <= 25 ? 277 : t <= 27 ? 496 : t <= 29 ? 487 : 183] if (3993240100 >> t & 1) != 0 as r539_n1s
expect r539_n1s.wavefronts == 5
write v[t <= 1 ? 139 : t <= 3 ? 463 : t <= 5 ? 327 : t <= 7 ? 479 : t <= 9 ? 227 : t <= 11 ? 70 : t <= 13 ? 250 : t <= 15 ? 255 : t <= 17 ? 105 : t <= 19 ? 507 : t <= 21 ? 85 : t <= 23 ? 476 : t <= 25 ? 102 : t <= 26 ? 154 : t <= 27 ? 32 : t <= 29 ? 499 : 313] as r540_n1s
expect r540_n1s.wavefronts == 6
read w[t <= 5 ? 161 : t <= 6 ? 85 : t <= 9 ? 238 : t <= 16 ? 253 : t <= 20 ? 182 : t <= 21 ? 476 : t <= 22 ? 149 : 505] if (1081148256 >> t & 1) != 0 as r541_n1s
expect r541_n1s.wavefronts == 2
read v[t <= 8 ? 505 : t <= 11 ? 2 : t <= 29 ? 56 : t <= 30 ? 59 : 62] if (3758098688 >> t & 1) != 0 as r542_stride
expect r542_stride.wavefronts == 2
write v[5 * t + 66] as r543_stride
expect r543_stride.wavefronts == 4
read v[165] as r544_bcast
expect r544_bcast.wavefronts == 2
read w[53] if (524288 >> t & 1) != 0 as r545_n1c
expect r545_n1c.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 7 ? 135 : t <= 8 ? 110 : t <= 17 ? 126 : t <= 19 ? 119 : t <= 27 ? 127 : t <= 29 ? 110 : 127] if (3163230592 >> t & 1) != 0 as r546_n1c
expect r546_n1c.wavefronts == 4
write f[t <= 0 ? 357 : t <= 3 ? 31 : t <= 5 ? 400 : t <= 8 ? 473 : t <= 11 ? 7 : t <= 20 ? 77 : t <= 25 ? 495 : t <= 27 ? 191 : 302] if (2333083945 >> t & 1) != 0 as r547_n1
expect r547_n1.wavefronts == 2
read f[t <= 1 ? 225 : t <= 2 ? 406 : t <= 4 ? 225 : t <= 5 ? 406 : t <= 6 ? 225 : t <= 8 ? 375 : t <= 9 ? 406 : t <= 11 ? 375 : t <= 12 ? 406 : t <= 13 ? 375 : t <= 14 ? 406 : t <= 15 ? 225 : t <= 16 ? 375 : t <= 19 ? 225 : t <= 20 ? 375 : t <= 21 ? 225 : t <= 22 ? 406 : t <= 23 ? 375 : t <= 24 ? 225 : t <= 26 ? 375 : t <= 27 ? 225 : t <= 28 ? 375 : t <= 29 ? 406 : 375] as r548_few
expect r548_few.wavefronts == 1
write v[t <= 3 ? 492 : t <= 5 ? 2 : t <= 6 ? 133 : t <= 7 ? 2 : t <= 10 ? 491 : t <= 11 ? 453 : t <= 13 ? 93 : t <= 16 ? 473 : t <= 19 ? 363 : t <= 22 ? 295 : t <= 23 ? 359 : t <= 24 ? 204 : t <= 27 ? 39 : 237] if (701181162 >> t & 1) != 0 as r549_n2s
expect r549_n2s.wavefronts == 6
read w[t <= 2 ? 61 : t <= 5 ? 438 : 479] if (1060 >> t & 1) != 0 as r550_n1
expect r550_n1.wavefronts == 1
write v[t <= 6 ? 177 : t <= 9 ? 312 : t <= 12 ? 291 : 35] if (268702288 >> t & 1) != 0 as r551_n2
expect r551_n2.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 54 : t <= 1 ? 63 : t <= 2 ? 54 : t <= 3 ? 63 : t <= 4 ? 55 : t <= 7 ? 48 : t <= 8 ? 40 : t <= 9 ? 62 : t <= 10 ? 40 : t <= 11 ? 62 : t <= 12 ? 54 : t <= 13 ? 39 : t <= 14 ? 54 : t <= 15 ? 39 : t <= 16 ? 47 : t <= 17 ? 56 : t <= 18 ? 47 : t <= 19 ? 56 : t <= 20 ? 64 : t <= 21 ? 62 : t <= 22 ? 64 : t <= 23 ? 62 : t <= 24 ? 46 : t <= 25 ? 55 : t <= 26 ? 46 : t <= 27 ? 55 : t <= 28 ? 39 : t <= 29 ? 48 : t <= 30 ? 39 : 48] if (4294967231 >> t & 1) != 0 as r552_n2c
expect r552_n2c.wavefronts == 6
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 318 : t <= 2 ? 92 : t <= 3 ? 318 : t <= 5 ? 505 : t <= 6 ? 221 : t <= 7 ? 505 : t <= 11 ? 436 : t <= 14 ? 171 : t <= 19 ? 262 : t <= 20 ? 469 : t <= 21 ? 275 : t <= 22 ? 469 : t <= 23 ? 275 : t <= 24 ? 201 : t <= 25 ? 48 : t <= 26 ? 201 : t <= 27 ? 48 : t <= 30 ? 80 : 455] if (3489159406 >> t & 1) != 0 as r553_n2s
expect r553_n2s.wavefronts == 2
write v[t <= 12 ? 458 : 290] if (12288 >> t & 1) != 0 as r554_rand
expect r554_rand.wavefronts == 2
read v[t <= 0 ? 153 : t <= 1 ? 52 : t <= 3 ? 430 : t <= 4 ? 153 : t <= 5 ? 52 : t <= 6 ? 430 : t <= 9 ? 153 : t <= 10 ? 52 : t <= 11 ? 153 : t <= 12 ? 484 : t <= 13 ? 52 : t <= 15 ? 153 : t <= 17 ? 430 : t <= 18 ? 153 : t <= 19 ? 52 : t <= 22 ? 430 : t <= 23 ? 484 : t <= 25 ? 52 : t <= 27 ? 484 : t <= 28 ? 153 : t <= 29 ? 52 : t <= 30 ? 153 : 484] as r555_few
expect r555_few.wavefronts == 7
read w[448] if (2147483136 >> t & 1) != 0 as r556_stride
expect r556_stride.wavefronts == 1
# Nsight's instrumented estimate: 1
read v[16] if (75497728 >> t & 1) != 0 as r557_bcast
expect r557_bcast.wavefronts == 2
write w[t <= 24 ? 177 : t <= 25 ? 510 : t <= 26 ? 42 : t <= 27 ? 177 : 510] if (1065353216 >> t & 1) != 0 as r558_few
expect r558_few.wavefronts == 1
write v[t <= 0 ? 11 : t <= 1 ? 192 : t <= 2 ? 11 : t <= 4 ? 192 : t <= 5 ? 43 : t <= 6 ? 192 : t <= 7 ? 43 : t <= 8 ? 32 : t <= 9 ? 2 : t <= 10 ? 32 : t <= 11 ? 2 : t <= 12 ? 355 : t <= 13 ? 114 : t <= 14 ? 355 : t <= 15 ? 114 : t <= 16 ? 485 : t <= 17 ? 146 : t <= 18 ? 485 : t <= 19 ? 146 : t <= 20 ? 321 : t <= 21 ? 314 : t <= 22 ? 321 : t <= 23 ? 314 : t <= 24 ? 253 : t <= 25 ? 238 : t <= 26 ? 253 : t <= 27 ? 238 : t <= 28 ? 35 : t <= 29 ? 469 : t <= 30 ? 35 : 469] as r559_n2
expect r559_n2.wavefronts == 8
read v[t <= 3 ? 265 : t <= 4 ? 117 : t <= 6 ? 265 : t <= 7 ? 117 : t <= 11 ? 265 : t <= 15 ? 117 : t <= 17 ? 265 : t <= 18 ? 117 : t <= 20 ? 265 : t <= 22 ? 117 : t <= 24 ? 265 : t <= 25 ? 117 : t <= 27 ? 265 : t <= 28 ? 117 : 265] if (4294950911 >> t & 1) != 0 as r560_few
expect r560_few.wavefronts == 4
read w[t <= 1 ? 72 : t <= 3 ? 433 : t <= 5 ? 146 : t <= 7 ? 179 : t <= 9 ? 338 : t <= 11 ? 325 : t <= 13 ? 175 : t <= 14 ? 185 : t <= 15 ? 406 : t <= 17 ? 374 : t <= 19 ? 45 : t <= 21 ? 497 : t <= 23 ? 292 : t <= 25 ? 344 : t <= 27 ? 507 : t <= 29 ? 162 : t <= 30 ? 259 : 247] as r561_n1s
expect r561_n1s.wavefronts == 3
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 95 : t <= 1 ? 112 : t <= 2 ? 95 : t <= 3 ? 112 : t <= 4 ? 104 : t <= 5 ? 97 : t <= 6 ? 104 : t <= 8 ? 97 : t <= 9 ? 111 : t <= 10 ? 97 : t <= 11 ? 111 : t <= 12 ? 119 : t <= 13 ? 120 : t <= 14 ? 119 : t <= 16 ? 120 : t <= 17 ? 105 : t <= 18 ? 120 : t <= 20 ? 105 : t <= 21 ? 103 : t <= 22 ? 105 : t <= 24 ? 103 : t <= 25 ? 120 : t <= 26 ? 103 : t <= 27 ? 120 : t <= 28 ? 104 : t <= 29 ? 97 : t <= 30 ? 104 : 97] as r562_n2c
expect r562_n2c.wavefronts == 5
write w[t <= 1 ? 189 : t <= 3 ? 376 : t <= 5 ? 373 : t <= 7 ? 364 : t <= 9 ? 391 : t <= 11 ? 439 : t <= 12 ? 234 : t <= 13 ? 293 : t <= 15 ? 307 : t <= 17 ? 22 : t <= 19 ? 453 : t <= 20 ? 76 : t <= 21 ? 385 : t <= 23 ? 469 : t <= 25 ? 76 : t <= 27 ? 74 : t <= 29 ? 391 : 115] as r563_n1s
expect r563_n1s.wavefronts == 4
write v[t <= 3 ? 0 : t <= 5 ? 160 : t <= 7 ? 118 : t <= 9 ? 117 : t <= 11 ? 195 : t <= 13 ? 236 : t <= 15 ? 497 : 226] if (131068 >> t & 1) != 0 as r564_n1s
expect r564_n1s.wavefronts == 4
write w[t <= 0 ? 323 : t <= 1 ? 401 : t <= 2 ? 323 : t <= 4 ? 235 : t <= 5 ? 170 : t <= 8 ? 203 : t <= 9 ? 156 : t <= 10 ? 203 : t <= 12 ? 244 : t <= 13 ? 257 : t <= 14 ? 244 : t <= 15 ? 257 : t <= 16 ? 313 : t <= 17 ? 99 : t <= 18 ? 313 : t <= 19 ? 99 : t <= 22 ? 478 : t <= 23 ? 213 : t <= 24 ? 95 : t <= 25 ? 447 : t <= 26 ? 95 : t <= 27 ? 447 : t <= 28 ? 149 : t <= 29 ? 428 : t <= 30 ? 149 : 428] if (4292867895 >> t & 1) != 0 as r565_n2
expect r565_n2.wavefronts == 4
read f[t <= 0 ? 66 : t <= 1 ? 104 : t <= 2 ? 66 : t <= 3 ? 395 : t <= 4 ? 194 : t <= 5 ? 382 : t <= 6 ? 194 : t <= 7 ? 382 : t <= 8 ? 446 : t <= 9 ? 131 : t <= 10 ? 337 : t <= 11 ? 131 : t <= 12 ? 155 : t <= 13 ? 64 : t <= 14 ? 155 : t <= 15 ? 64 : t <= 16 ? 201 : t <= 17 ? 318 : t <= 18 ? 201 : t <= 19 ? 318 : t <= 20 ? 346 : t <= 21 ? 144 : t <= 22 ? 346 : t <= 23 ? 144 : t <= 24 ? 209 : t <= 25 ? 111 : t <= 26 ? 209 : t <= 27 ? 111 : t <= 28 ? 324 : t <= 29 ? 377 : t <= 30 ? 324 : 377] as r566_n2s
expect r566_n2s.wavefronts == 3
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 159 : t <= 1 ? 160 : t <= 2 ? 159 : t <= 4 ? 160 : t <= 5 ? 129 : t <= 6 ? 160 : t <= 7 ? 129 : t <= 8 ? 177 : t <= 9 ? 175 : t <= 10 ? 177 : t <= 11 ? 175 : t <= 12 ? 143 : t <= 13 ? 144 : t <= 14 ? 143 : t <= 15 ? 144 : t <= 16 ? 128 : t <= 17 ? 177 : t <= 18 ? 128 : t <= 20 ? 177 : t <= 21 ? 175 : t <= 22 ? 177 : t <= 23 ? 175 : t <= 24 ? 143 : t <= 25 ? 160 : t <= 26 ? 143 : t <= 28 ? 160 : t <= 29 ? 129 : t <= 30 ? 160 : 129] as r567_n2c
expect r567_n2c.wavefronts == 3
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 50 : t <= 2 ? 65 : t <= 3 ? 50 : t <= 6 ? 18 : t <= 7 ? 67 : t <= 8 ? 51 : t <= 9 ? 17 : t <= 10 ? 51 : t <= 12 ? 33 : t <= 16 ? 66 : t <= 19 ? 51 : t <= 20 ? 19 : t <= 21 ? 49 : t <= 22 ? 19 : t <= 23 ? 49 : t <= 27 ? 18 : t <= 28 ? 66 : t <= 29 ? 35 : 66] if (2029762526 >> t & 1) != 0 as r568_n2c
expect r568_n2c.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 7 ? 435 : t <= 9 ? 444 : t <= 19 ? 161 : t <= 20 ? 183 : t <= 27 ? 211 : 75] if (1209533056 >> t & 1) != 0 as r569_n1s
expect r569_n1s.wavefronts == 3
write v[126] if (1631593281 >> t & 1) != 0 as r570_stride
expect r570_stride.wavefronts == 4
# Nsight's instrumented estimate: 2
read v[t <= 9 ? 372 : t <= 10 ? 165 : t <= 11 ? 217 : t <= 12 ? 372 : t <= 14 ? 217 : t <= 16 ? 372 : t <= 17 ? 217 : t <= 18 ? 372 : 217] if (1048448 >> t & 1) != 0 as r571_few
expect r571_few.wavefronts == 3
write w[4 * t + 13] if (2416443392 >> t & 1) != 0 as r572_stride
expect r572_stride.wavefronts == 2
write v[t <= 2 ? 95 : t <= 5 ? 97 : t <= 6 ? 96 : t <= 8 ? 113 : t <= 12 ? 119 : t <= 15 ? 104 : t <= 17 ? 97 : 104] if (1073910116 >> t & 1) != 0 as r573_n2c
expect r573_n2c.wavefronts == 4
read f[471] if (4290768879 >> t & 1) != 0 as r574_bcast
expect r574_bcast.wavefronts == 1
read v[t <= 28 ? 249 : 186] if (2953052194 >> t & 1) != 0 as r575_few
expect r575_few.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 358 : t <= 1 ? 291 : t <= 2 ? 358 : t <= 3 ? 291 : t <= 4 ? 14 : t <= 5 ? 199 : t <= 6 ? 14 : t <= 7 ? 199 : t <= 8 ? 295 : t <= 9 ? 71 : t <= 10 ? 295 : t <= 11 ? 71 : t <= 12 ? 23 : t <= 13 ? 370 : t <= 14 ? 23 : t <= 15 ? 370 : t <= 16 ? 283 : t <= 17 ? 81 : t <= 18 ? 283 : t <= 19 ? 81 : t <= 20 ? 184 : t <= 21 ? 330 : t <= 22 ? 184 : t <= 26 ? 375 : t <= 28 ? 63 : t <= 29 ? 79 : t <= 30 ? 63 : 79] if (4118806527 >> t & 1) != 0 as r576_n2
expect r576_n2.wavefronts == 5
# Nsight's instrumented estimate: 4
read v[t <= 0 ? 59 : t <= 2 ? 305 : t <= 4 ? 18 : t <= 6 ? 459 : t <= 9 ? 86 : t <= 11 ? 244 : t <= 12 ? 498 : t <= 15 ? 352 : t <= 17 ? 208 : t <= 18 ? 501 : t <= 24 ? 330 : t <= 27 ? 398 : t <= 29 ? 143 : 49] if (2030493269 >> t & 1) != 0 as r577_n1
expect r577_n1.wavefronts == 3
read w[203] as r578_bcast
expect r578_bcast.wavefronts == 1
write f[t <= 2 ? 416 : t <= 7 ? 256 : t <= 10 ? 451 : t <= 16 ? 178 : t <= 20 ? 1 : t <= 21 ? 238 : t <= 22 ? 1 : 60] if (141624485 >> t & 1) != 0 as r579_n2s
expect r579_n2s.wavefronts == 2
read f[t <= 1 ? 64 : t <= 3 ? 65 : t <= 5 ? 160 : t <= 7 ? 161 : t <= 9 ? 96 : t <= 11 ? 129 : t <= 13 ? 96 : t <= 15 ? 161 : t <= 17 ? 160 : t <= 19 ? 129 : t <= 21 ? 64 : t <= 23 ? 129 : t <= 25 ? 64 : t <= 26 ? 161 : t <= 29 ? 160 : 65] if (3087007678 >> t & 1) != 0 as r580_n1c
expect r580_n1c.wavefronts == 3
write v[t <= 1 ? 148 : t <= 3 ? 125 : t <= 5 ? 132 : t <= 7 ? 133 : t <= 9 ? 140 : t <= 11 ? 149 : t <= 13 ? 140 : t <= 15 ? 149 : t <= 17 ? 140 : t <= 19 ? 133 : t <= 21 ? 124 : t <= 23 ? 141 : t <= 25 ? 132 : t <= 27 ? 141 : t <= 29 ? 124 : 133] as r581_n1c
expect r581_n1c.wavefronts == 7
read v[t <= 0 ? 387 : t <= 3 ? 435 : t <= 5 ? 467 : t <= 6 ? 483 : t <= 7 ? 499 : t <= 8 ? 3 : t <= 9 ? 19 : t <= 10 ? 35 : t <= 11 ? 51 : t <= 12 ? 67 : t <= 16 ? 131 : t <= 19 ? 179 : t <= 20 ? 195 : t <= 22 ? 227 : t <= 23 ? 243 : t <= 26 ? 291 : t <= 27 ? 307 : t <= 28 ? 323 : t <= 30 ? 355 : 371] if (3705217001 >> t & 1) != 0 as r582_stride
expect r582_stride.wavefronts == 20
read w[t <= 1 ? 464 : t <= 3 ? 272 : t <= 4 ? 508 : t <= 5 ? 53 : t <= 7 ? 65 : t <= 9 ? 151 : t <= 11 ? 101 : t <= 13 ? 498 : t <= 15 ? 222 : t <= 17 ? 451 : t <= 19 ? 485 : t <= 21 ? 506 : t <= 23 ? 105 : t <= 24 ? 220 : t <= 25 ? 52 : t <= 26 ? 505 : t <= 27 ? 159 : t <= 29 ? 455 : 308] as r583_n1s
expect r583_n1s.wavefronts == 4
read w[t <= 0 ? 302 : t <= 1 ? 261 : t <= 4 ? 129 : t <= 5 ? 481 : t <= 6 ? 430 : t <= 7 ? 99 : t <= 9 ? 241 : t <= 10 ? 37 : t <= 12 ? 336 : t <= 13 ? 184 : t <= 14 ? 243 : t <= 15 ? 279 : t <= 19 ? 95 : t <= 20 ? 420 : t <= 21 ? 268 : t <= 24 ? 109 : t <= 25 ? 372 : t <= 26 ? 38 : t <= 27 ? 332 : t <= 28 ? 148 : 153] if (1597568755 >> t & 1) != 0 as r584_rand
expect r584_rand.wavefronts == 6
read w[t <= 5 ? 396 : t <= 22 ? 278 : t <= 23 ? 129 : t <= 24 ? 400 : t <= 27 ? 247 : t <= 28 ? 476 : 223] if (968884256 >> t & 1) != 0 as r585_n2s
expect r585_n2s.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 393 : t <= 3 ? 495 : t <= 5 ? 270 : t <= 7 ? 388 : t <= 9 ? 413 : t <= 11 ? 353 : t <= 13 ? 405 : t <= 15 ? 53 : t <= 17 ? 326 : t <= 19 ? 8 : t <= 21 ? 440 : t <= 23 ? 1 : t <= 25 ? 448 : t <= 27 ? 122 : t <= 29 ? 358 : 509] as r586_n1
expect r586_n1.wavefronts == 6
read w[t <= 4 ? 10 : t <= 10 ? 87 : t <= 20 ? 448 : t <= 25 ? 180 : 201] if (1376781328 >> t & 1) != 0 as r587_n2s
expect r587_n2s.wavefronts == 1
write v[t <= 3 ? 270 : t <= 4 ? 208 : 227] if (2097176 >> t & 1) != 0 as r588_n1
expect r588_n1.wavefronts == 2
write w[213] if (2482608911 >> t & 1) != 0 as r589_bcast
expect r589_bcast.wavefronts == 2
read v[t <= 14 ? 422 : t <= 15 ? 454 : t <= 16 ? 486 : t <= 17 ? 6 : t <= 18 ? 38 : t <= 19 ? 70 : t <= 20 ? 102 : t <= 21 ? 134 : t <= 22 ? 166 : t <= 23 ? 198 : t <= 24 ? 230 : t <= 25 ? 262 : 294] if (134201344 >> t & 1) != 0 as r590_stride
expect r590_stride.wavefronts == 13
write f[t <= 7 ? 293 : t <= 18 ? 482 : t <= 20 ? 318 : t <= 23 ? 470 : t <= 24 ? 14 : 256] if (1368653984 >> t & 1) != 0 as r591_n2s
expect r591_n2s.wavefronts == 1
write v[t <= 7 ? 104 : t <= 9 ? 103 : t <= 12 ? 111 : t <= 19 ? 104 : t <= 21 ? 103 : 104] if (136843904 >> t & 1) != 0 as r592_n1c
expect r592_n1c.wavefronts == 5
read w[241] if (16781312 >> t & 1) != 0 as r593_bcast
expect r593_bcast.wavefronts == 1
read f[232] as r594_bcast
expect r594_bcast.wavefronts == 1
read w[t <= 0 ? 158 : t <= 1 ? 117 : t <= 3 ? 228 : t <= 4 ? 158 : t <= 6 ? 10 : t <= 7 ? 228 : t <= 8 ? 10 : t <= 9 ? 158 : t <= 10 ? 10 : t <= 11 ? 117 : t <= 12 ? 228 : t <= 13 ? 117 : t <= 14 ? 10 : t <= 15 ? 228 : t <= 16 ? 117 : t <= 17 ? 158 : t <= 21 ? 228 : t <= 23 ? 158 : t <= 24 ? 117 : t <= 28 ? 10 : t <= 29 ? 228 : t <= 30 ? 10 : 158] as r595_few
expect r595_few.wavefronts == 2
read f[217] if (142740774 >> t & 1) != 0 as r596_stride
expect r596_stride.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 57 : t <= 3 ? 65 : t <= 5 ? 72 : t <= 7 ? 250 : t <= 9 ? 463 : t <= 11 ? 495 : t <= 13 ? 498 : t <= 15 ? 302 : t <= 17 ? 142 : t <= 19 ? 507 : t <= 21 ? 228 : t <= 23 ? 97 : t <= 25 ? 21 : t <= 27 ? 24 : t <= 29 ? 177 : 79] as r597_n1
expect r597_n1.wavefronts == 3
write f[t <= 3 ? 182 : t <= 4 ? 100 : t <= 6 ? 182 : t <= 7 ? 100 : t <= 9 ? 182 : t <= 10 ? 100 : t <= 12 ? 182 : t <= 14 ? 100 : t <= 17 ? 182 : t <= 18 ? 100 : t <= 22 ? 182 : t <= 23 ? 100 : t <= 26 ? 182 : t <= 28 ? 100 : t <= 30 ? 182 : 100] as r598_few
expect r598_few.wavefronts == 1
write w[t <= 3 ? 270 : t <= 7 ? 222 : t <= 8 ? 496 : t <= 10 ? 113 : t <= 11 ? 285 : t <= 12 ? 499 : t <= 18 ? 272 : t <= 21 ? 359 : t <= 26 ? 110 : t <= 28 ? 171 : 431] if (1411653000 >> t & 1) != 0 as r599_rand
expect r599_rand.wavefronts == 3
read w[5 * t + 65] if (2359722248 >> t & 1) != 0 as r600_stride
expect r600_stride.wavefronts == 2
read f[t <= 5 ? 237 : t <= 26 ? 352 : 237] if (603979808 >> t & 1) != 0 as r601_few
expect r601_few.wavefronts == 1
read v[t <= 1 ? 197 : t <= 3 ? 391 : t <= 4 ? 197 : t <= 17 ? 223 : t <= 20 ? 197 : t <= 24 ? 223 : t <= 25 ? 197 : t <= 29 ? 391 : 197] if (2738234138 >> t & 1) != 0 as r602_few
expect r602_few.wavefronts == 5
write v[t <= 5 ? 241 : t <= 7 ? 257 : t <= 8 ? 246 : t <= 9 ? 287 : t <= 10 ? 139 : t <= 18 ? 289 : t <= 24 ? 176 : t <= 29 ? 232 : 74] if (1627654048 >> t & 1) != 0 as r603_rand
expect r603_rand.wavefronts == 6
read w[t <= 1 ? 226 : t <= 2 ? 116 : t <= 5 ? 91 : t <= 7 ? 481 : t <= 9 ? 206 : t <= 10 ? 72 : t <= 12 ? 99 : t <= 15 ? 282 : t <= 17 ? 226 : t <= 19 ? 119 : t <= 20 ? 131 : t <= 23 ? 248 : t <= 24 ? 470 : t <= 26 ? 294 : t <= 27 ? 362 : t <= 28 ? 324 : 17] if (1574623222 >> t & 1) != 0 as r604_n1s
expect r604_n1s.wavefronts == 3
write w[t <= 0 ? 76 : t <= 1 ? 125 : t <= 2 ? 76 : t <= 3 ? 125 : t <= 6 ? 77 : t <= 7 ? 94 : t <= 8 ? 78 : t <= 9 ? 76 : t <= 10 ? 78 : t <= 11 ? 76 : t <= 12 ? 124 : t <= 13 ? 125 : t <= 14 ? 124 : t <= 17 ? 126 : t <= 18 ? 77 : t <= 22 ? 126 : t <= 24 ? 124 : t <= 25 ? 125 : t <= 26 ? 124 : t <= 27 ? 125 : t <= 30 ? 109 : 126] if (3747512271 >> t & 1) != 0 as r605_n2c
expect r605_n2c.wavefronts == 5
read f[t <= 3 ? 153 : t <= 12 ? 152 : t <= 16 ? 120 : t <= 21 ? 216 : t <= 26 ? 217 : 120] if (351342604 >> t & 1) != 0 as r606_n1c
expect r606_n1c.wavefronts == 3
read v[t <= 1 ? 227 : t <= 3 ? 345 : t <= 5 ? 28 : t <= 7 ? 450 : t <= 9 ? 177 : t <= 11 ? 356 : t <= 13 ? 245 : t <= 15 ? 447 : t <= 17 ? 387 : t <= 19 ? 291 : t <= 21 ? 282 : t <= 23 ? 482 : t <= 25 ? 219 : t <= 27 ? 319 : t <= 29 ? 106 : 419] as r607_n1
expect r607_n1.wavefronts == 6
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 307 : t <= 3 ? 141 : t <= 5 ? 375 : t <= 7 ? 306 : t <= 9 ? 16 : t <= 11 ? 502 : t <= 13 ? 388 : t <= 15 ? 248 : t <= 17 ? 393 : t <= 19 ? 181 : t <= 21 ? 68 : t <= 23 ? 306 : t <= 25 ? 303 : 254] if (268435455 >> t & 1) != 0 as r608_n1
expect r608_n1.wavefronts == 3
read f[17] as r609_bcast
expect r609_bcast.wavefronts == 1
read w[t <= 1 ? 281 : t <= 2 ? 381 : t <= 4 ? 216 : t <= 7 ? 482 : t <= 8 ? 260 : t <= 9 ? 358 : t <= 10 ? 260 : t <= 14 ? 156 : t <= 18 ? 299 : t <= 23 ? 509 : t <= 25 ? 341 : t <= 30 ? 312 : 424] if (3263514518 >> t & 1) != 0 as r610_n2
expect r610_n2.wavefronts == 3
# Nsight's instrumented estimate: 9
read v[t <= 0 ? 79 : t <= 1 ? 331 : t <= 2 ? 79 : t <= 3 ? 331 : t <= 4 ? 399 : t <= 5 ? 39 : t <= 6 ? 399 : t <= 7 ? 39 : t <= 8 ? 302 : t <= 9 ? 382 : t <= 10 ? 302 : t <= 11 ? 382 : t <= 12 ? 94 : t <= 13 ? 274 : t <= 14 ? 94 : t <= 15 ? 274 : t <= 16 ? 165 : t <= 17 ? 214 : t <= 18 ? 165 : t <= 19 ? 214 : t <= 20 ? 455 : t <= 21 ? 231 : t <= 22 ? 455 : t <= 23 ? 231 : t <= 24 ? 389 : t <= 25 ? 388 : t <= 26 ? 389 : t <= 27 ? 388 : t <= 28 ? 183 : t <= 29 ? 331 : t <= 30 ? 183 : 331] as r611_n2
expect r611_n2.wavefronts == 6
write v[t <= 0 ? 335 : t <= 1 ? 248 : t <= 2 ? 331 : t <= 3 ? 134 : t <= 4 ? 399 : t <= 5 ? 476 : t <= 6 ? 32 : t <= 7 ? 265 : t <= 8 ? 350 : t <= 11 ? 475 : t <= 12 ? 360 : t <= 15 ? 24 : t <= 16 ? 72 : t <= 18 ? 203 : t <= 20 ? 427 : t <= 21 ? 92 : t <= 22 ? 86 : t <= 23 ? 449 : t <= 24 ? 425 : t <= 27 ? 110 : t <= 28 ? 156 : t <= 29 ? 373 : 94] if (2046138879 >> t & 1) != 0 as r612_rand
expect r612_rand.wavefronts == 8
# Nsight's instrumented estimate: 1
read v[452] if (1073758217 >> t & 1) != 0 as r613_bcast
expect r613_bcast.wavefronts == 2
write w[t <= 1 ? 116 : t <= 3 ? 133 : t <= 5 ? 132 : t <= 7 ? 133 : t <= 9 ? 132 : t <= 11 ? 117 : t <= 12 ? 132 : t <= 15 ? 133 : t <= 17 ? 132 : t <= 18 ? 133 : t <= 21 ? 100 : t <= 25 ? 132 : 117] if (1260887982 >> t & 1) != 0 as r614_n1c
expect r614_n1c.wavefronts == 4
read w[25] if (2164271624 >> t & 1) != 0 as r615_bcast
expect r615_bcast.wavefronts == 1
read w[4 * t + 356] if (3758096384 >> t & 1) != 0 as r616_stride
expect r616_stride.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 60 : t <= 1 ? 391 : t <= 2 ? 60 : t <= 3 ? 391 : t <= 4 ? 304 : t <= 5 ? 489 : t <= 6 ? 304 : t <= 7 ? 489 : t <= 8 ? 54 : t <= 9 ? 2 : t <= 10 ? 54 : t <= 11 ? 2 : t <= 12 ? 387 : t <= 13 ? 34 : t <= 14 ? 387 : t <= 15 ? 34 : t <= 16 ? 358 : t <= 17 ? 203 : t <= 18 ? 358 : t <= 19 ? 203 : t <= 20 ? 418 : t <= 21 ? 370 : t <= 22 ? 418 : t <= 23 ? 370 : t <= 24 ? 332 : t <= 25 ? 363 : t <= 26 ? 332 : t <= 27 ? 363 : t <= 28 ? 13 : t <= 29 ? 120 : t <= 30 ? 13 : 120] as r617_n2
expect r617_n2.wavefronts == 4
read v[t <= 2 ? 224 : t <= 3 ? 93 : t <= 10 ? 320 : t <= 13 ? 134 : t <= 26 ? 171 : t <= 28 ? 473 : 206] if (1409295372 >> t & 1) != 0 as r618_rand
expect r618_rand.wavefronts == 3
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 102 : t <= 3 ? 103 : t <= 4 ? 87 : t <= 5 ? 104 : t <= 10 ? 112 : t <= 18 ? 103 : t <= 20 ? 96 : t <= 23 ? 94 : 95] if (179610683 >> t & 1) != 0 as r619_n2c
expect r619_n2c.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 113 : t <= 1 ? 106 : t <= 2 ? 113 : t <= 3 ? 106 : t <= 4 ? 114 : t <= 5 ? 115 : t <= 6 ? 114 : t <= 8 ? 107 : t <= 9 ? 105 : t <= 10 ? 107 : t <= 11 ? 105 : t <= 12 ? 113 : t <= 15 ? 106 : t <= 18 ? 114 : t <= 19 ? 107 : t <= 23 ? 105 : t <= 24 ? 129 : t <= 25 ? 114 : t <= 26 ? 129 : t <= 28 ? 114 : t <= 29 ? 123 : t <= 30 ? 114 : 123] if (4289576831 >> t & 1) != 0 as r620_n2c
expect r620_n2c.wavefronts == 4
read v[t <= 7 ? 40 : t <= 8 ? 55 : t <= 11 ? 56 : t <= 14 ? 48 : t <= 22 ? 40 : 48] if (71321984 >> t & 1) != 0 as r621_n1c
expect r621_n1c.wavefronts == 5
write v[t <= 0 ? 306 : t <= 1 ? 170 : t <= 2 ? 306 : t <= 8 ? 242 : t <= 9 ? 492 : t <= 12 ? 295 : t <= 13 ? 40 : t <= 22 ? 209 : t <= 24 ? 237 : t <= 27 ? 209 : 509] if (1498428167 >> t & 1) != 0 as r622_n2s
expect r622_n2s.wavefronts == 6
read v[t <= 0 ? 31 : t <= 1 ? 47 : t <= 2 ? 63 : t <= 3 ? 79 : t <= 4 ? 95 : t <= 5 ? 111 : t <= 6 ? 127 : t <= 7 ? 143 : t <= 8 ? 159 : t <= 9 ? 175 : t <= 10 ? 191 : t <= 11 ? 207 : t <= 12 ? 223 : t <= 13 ? 239 : t <= 14 ? 255 : t <= 15 ? 271 : t <= 16 ? 287 : t <= 17 ? 303 : t <= 18 ? 319 : t <= 19 ? 335 : t <= 20 ? 351 : t <= 21 ? 367 : t <= 22 ? 383 : t <= 23 ? 399 : t <= 24 ? 415 : t <= 25 ? 431 : t <= 26 ? 447 : t <= 27 ? 463 : t <= 28 ? 479 : t <= 29 ? 495 : t <= 30 ? 511 : 15] as r623_stride
expect r623_stride.wavefronts == 32
read w[t <= 0 ? 208 : t <= 1 ? 288 : t <= 2 ? 208 : t <= 3 ? 288 : t <= 6 ? 374 : t <= 9 ? 208 : t <= 10 ? 288 : t <= 11 ? 374 : t <= 13 ? 288 : t <= 14 ? 208 : t <= 15 ? 288 : t <= 18 ? 208 : t <= 19 ? 288 : t <= 20 ? 208 : t <= 21 ? 374 : t <= 22 ? 208 : t <= 23 ? 374 : t <= 24 ? 288 : t <= 25 ? 374 : t <= 26 ? 288 : t <= 28 ? 208 : t <= 29 ? 374 : t <= 30 ? 288 : 374] as r624_few
expect r624_few.wavefronts == 4
write w[t <= 0 ? 340 : t <= 1 ? 96 : t <= 2 ? 340 : t <= 3 ? 96 : t <= 4 ? 373 : t <= 5 ? 322 : t <= 6 ? 373 : t <= 7 ? 322 : t <= 8 ? 441 : t <= 9 ? 267 : t <= 10 ? 441 : t <= 11 ? 267 : t <= 12 ? 206 : t <= 13 ? 115 : t <= 14 ? 206 : t <= 15 ? 115 : t <= 16 ? 151 : t <= 17 ? 375 : t <= 18 ? 151 : t <= 19 ? 375 : t <= 20 ? 388 : t <= 21 ? 370 : t <= 22 ? 388 : t <= 23 ? 370 : t <= 24 ? 162 : t <= 25 ? 304 : t <= 26 ? 162 : t <= 27 ? 304 : t <= 28 ? 311 : t <= 29 ? 163 : t <= 30 ? 311 : 163] as r625_n2
expect r625_n2.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 6 ? 152 : t <= 8 ? 425 : t <= 9 ? 457 : t <= 27 ? 478 : 156] if (671089472 >> t & 1) != 0 as r626_n2
expect r626_n2.wavefronts == 2
write v[t <= 3 ? 33 : t <= 5 ? 76 : t <= 7 ? 364 : t <= 8 ? 285 : t <= 11 ? 446 : t <= 13 ? 19 : t <= 17 ? 386 : t <= 19 ? 231 : t <= 21 ? 307 : t <= 23 ? 52 : t <= 27 ? 150 : 289] if (1018117624 >> t & 1) != 0 as r627_n1s
expect r627_n1s.wavefronts == 5
read v[t <= 0 ? 318 : t <= 1 ? 164 : t <= 2 ? 62 : t <= 3 ? 204 : t <= 4 ? 31 : t <= 5 ? 386 : t <= 6 ? 69 : t <= 7 ? 246 : t <= 8 ? 384 : t <= 9 ? 459 : t <= 10 ? 386 : t <= 11 ? 62 : t <= 12 ? 180 : t <= 13 ? 114 : t <= 14 ? 53 : t <= 15 ? 59 : t <= 16 ? 463 : t <= 17 ? 300 : t <= 18 ? 319 : t <= 19 ? 45 : t <= 20 ? 69 : t <= 21 ? 59 : t <= 22 ? 270 : t <= 23 ? 315 : t <= 24 ? 446 : t <= 25 ? 302 : t <= 26 ? 370 : t <= 27 ? 156 : t <= 28 ? 262 : t <= 29 ? 51 : t <= 30 ? 289 : 396] as r628_rand
expect r628_rand.wavefronts == 10
# Nsight's instrumented estimate: 3
read w[t <= 8 ? 493 : t <= 11 ? 251 : t <= 12 ? 297 : t <= 16 ? 310 : t <= 26 ? 41 : 454] if (604051712 >> t & 1) != 0 as r629_n2s
expect r629_n2s.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 103 : t <= 1 ? 478 : t <= 2 ? 103 : t <= 3 ? 478 : t <= 4 ? 426 : t <= 5 ? 433 : t <= 6 ? 426 : t <= 7 ? 433 : t <= 8 ? 301 : t <= 9 ? 269 : t <= 10 ? 301 : t <= 11 ? 269 : t <= 12 ? 198 : t <= 13 ? 269 : t <= 14 ? 198 : t <= 15 ? 269 : t <= 16 ? 298 : t <= 17 ? 368 : t <= 18 ? 298 : t <= 19 ? 368 : t <= 20 ? 209 : t <= 21 ? 66 : t <= 22 ? 209 : t <= 23 ? 66 : t <= 24 ? 302 : t <= 25 ? 386 : t <= 26 ? 302 : t <= 27 ? 386 : t <= 28 ? 171 : t <= 29 ? 457 : t <= 30 ? 171 : 457] as r630_n2
expect r630_n2.wavefronts == 2
write v[t <= 0 ? 161 : t <= 1 ? 356 : t <= 3 ? 248 : t <= 5 ? 278 : t <= 8 ? 418 : t <= 10 ? 474 : t <= 11 ? 295 : t <= 13 ? 152 : t <= 14 ? 193 : t <= 16 ? 118 : t <= 17 ? 462 : t <= 19 ? 109 : t <= 23 ? 503 : t <= 24 ? 293 : 417] if (294350123 >> t & 1) != 0 as r631_rand
expect r631_rand.wavefronts == 6
read w[8 * t + 236] if (68567364 >> t & 1) != 0 as r632_stride
expect r632_stride.wavefronts == 7
write w[t <= 0 ? 296 : t <= 1 ? 500 : t <= 2 ? 296 : t <= 3 ? 12 : t <= 4 ? 115 : t <= 5 ? 157 : t <= 6 ? 115 : t <= 7 ? 157 : t <= 8 ? 387 : t <= 9 ? 73 : t <= 10 ? 387 : t <= 11 ? 73 : t <= 12 ? 297 : t <= 13 ? 507 : t <= 14 ? 297 : t <= 15 ? 507 : t <= 16 ? 433 : t <= 17 ? 466 : t <= 18 ? 433 : t <= 19 ? 466 : t <= 20 ? 362 : t <= 21 ? 213 : t <= 22 ? 362 : t <= 23 ? 213 : t <= 24 ? 89 : t <= 25 ? 511 : t <= 26 ? 89 : t <= 27 ? 511 : t <= 28 ? 365 : t <= 29 ? 78 : t <= 30 ? 365 : 78] as r633_n2s
expect r633_n2s.wavefronts == 3
write f[t <= 3 ? 434 : t <= 4 ? 191 : t <= 14 ? 332 : t <= 16 ? 273 : t <= 18 ? 290 : t <= 21 ? 447 : 89] if (2149924888 >> t & 1) != 0 as r634_n1s
expect r634_n1s.wavefronts == 2
read f[73] if (36915200 >> t & 1) != 0 as r635_bcast
expect r635_bcast.wavefronts == 1
write w[t <= 0 ? 364 : t <= 1 ? 298 : t <= 2 ? 364 : t <= 3 ? 298 : t <= 4 ? 248 : t <= 5 ? 215 : t <= 6 ? 248 : t <= 7 ? 215 : t <= 8 ? 265 : t <= 9 ? 257 : t <= 10 ? 265 : t <= 11 ? 257 : t <= 12 ? 290 : t <= 13 ? 397 : t <= 14 ? 290 : t <= 15 ? 397 : t <= 16 ? 355 : t <= 17 ? 273 : t <= 18 ? 421 : t <= 19 ? 489 : t <= 20 ? 177 : t <= 21 ? 113 : t <= 22 ? 177 : t <= 23 ? 113 : t <= 24 ? 388 : t <= 25 ? 141 : t <= 26 ? 388 : t <= 27 ? 163 : t <= 28 ? 42 : t <= 29 ? 45 : t <= 30 ? 42 : 45] as r636_n2s
expect r636_n2s.wavefronts == 4
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 65 : t <= 1 ? 90 : t <= 2 ? 65 : t <= 3 ? 90 : t <= 4 ? 66 : t <= 5 ? 75 : t <= 6 ? 66 : t <= 7 ? 75 : t <= 8 ? 83 : t <= 9 ? 65 : t <= 10 ? 83 : t <= 12 ? 65 : t <= 13 ? 74 : t <= 14 ? 65 : t <= 15 ? 74 : t <= 16 ? 82 : t <= 17 ? 91 : t <= 18 ? 82 : t <= 19 ? 91 : t <= 20 ? 67 : t <= 21 ? 81 : t <= 22 ? 67 : t <= 24 ? 81 : t <= 25 ? 90 : t <= 26 ? 81 : t <= 27 ? 90 : t <= 28 ? 82 : t <= 29 ? 67 : t <= 30 ? 82 : 67] as r637_n2c
expect r637_n2c.wavefronts == 5
read w[t <= 0 ? 322 : t <= 1 ? 289 : t <= 2 ? 322 : t <= 3 ? 289 : t <= 4 ? 202 : t <= 5 ? 52 : t <= 6 ? 202 : t <= 7 ? 499 : t <= 8 ? 160 : t <= 9 ? 85 : t <= 10 ? 160 : t <= 11 ? 85 : t <= 12 ? 3 : t <= 13 ? 87 : t <= 14 ? 3 : t <= 15 ? 87 : t <= 16 ? 386 : t <= 17 ? 333 : t <= 18 ? 386 : t <= 19 ? 333 : t <= 20 ? 196 : t <= 21 ? 347 : t <= 22 ? 196 : t <= 23 ? 347 : t <= 24 ? 402 : t <= 25 ? 231 : t <= 26 ? 402 : t <= 27 ? 231 : t <= 28 ? 276 : t <= 29 ? 179 : t <= 30 ? 276 : 179] as r638_n2s
expect r638_n2s.wavefronts == 4
write v[45] if (3148619263 >> t & 1) != 0 as r639_bcast
expect r639_bcast.wavefronts == 4
write v[t <= 0 ? 383 : t <= 1 ? 62 : t <= 2 ? 383 : t <= 3 ? 62 : t <= 4 ? 314 : t <= 5 ? 68 : t <= 6 ? 314 : t <= 7 ? 68 : t <= 8 ? 175 : t <= 9 ? 235 : t <= 10 ? 175 : t <= 11 ? 235 : t <= 12 ? 113 : t <= 13 ? 274 : t <= 14 ? 113 : t <= 15 ? 274 : t <= 16 ? 267 : t <= 17 ? 105 : t <= 18 ? 350 : t <= 19 ? 105 : t <= 20 ? 160 : t <= 21 ? 488 : t <= 22 ? 156 : t <= 23 ? 488 : t <= 24 ? 199 : t <= 25 ? 196 : t <= 26 ? 199 : t <= 27 ? 196 : t <= 28 ? 283 : t <= 29 ? 319 : t <= 30 ? 283 : 319] as r640_n2s
expect r640_n2s.wavefronts == 6
read v[2 * t + 31] if (1082278274 >> t & 1) != 0 as r641_stride
expect r641_stride.wavefronts == 2
read w[t <= 1 ? 130 : t <= 3 ? 416 : t <= 4 ? 26 : t <= 5 ? 462 : t <= 6 ? 338 : t <= 7 ? 178 : t <= 8 ? 494 : t <= 11 ? 250 : t <= 12 ? 99 : t <= 15 ? 412 : t <= 17 ? 449 : t <= 19 ? 80 : t <= 21 ? 337 : t <= 23 ? 370 : t <= 24 ? 253 : t <= 26 ? 489 : t <= 27 ? 425 : t <= 29 ? 228 : 506] if (4261404159 >> t & 1) != 0 as r642_n1s
expect r642_n1s.wavefronts == 5
write w[t <= 0 ? 326 : t <= 1 ? 334 : t <= 2 ? 342 : t <= 3 ? 350 : t <= 4 ? 358 : t <= 5 ? 366 : t <= 6 ? 374 : t <= 7 ? 382 : t <= 8 ? 390 : t <= 9 ? 398 : t <= 10 ? 406 : t <= 11 ? 414 : t <= 12 ? 422 : t <= 13 ? 430 : t <= 14 ? 438 : t <= 15 ? 446 : t <= 16 ? 454 : t <= 17 ? 462 : t <= 18 ? 470 : t <= 19 ? 478 : t <= 20 ? 486 : t <= 21 ? 494 : t <= 22 ? 502 : t <= 23 ? 510 : t <= 24 ? 6 : t <= 25 ? 14 : t <= 26 ? 22 : t <= 27 ? 30 : t <= 28 ? 38 : t <= 29 ? 46 : t <= 30 ? 54 : 62] as r643_stride
expect r643_stride.wavefronts == 16
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 126 : t <= 1 ? 79 : t <= 2 ? 126 : t <= 3 ? 79 : t <= 4 ? 127 : t <= 5 ? 96 : t <= 6 ? 127 : t <= 7 ? 96 : t <= 9 ? 78 : t <= 10 ? 128 : t <= 11 ? 78 : t <= 14 ? 94 : t <= 15 ? 95 : t <= 18 ? 79 : t <= 20 ? 96 : t <= 21 ? 94 : t <= 22 ? 96 : t <= 24 ? 94 : t <= 25 ? 111 : t <= 26 ? 94 : t <= 27 ? 111 : t <= 28 ? 95 : t <= 29 ? 96 : t <= 30 ? 95 : 96] if (4294827775 >> t & 1) != 0 as r644_n2c
expect r644_n2c.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 96 : t <= 1 ? 97 : t <= 2 ? 96 : t <= 3 ? 97 : t <= 4 ? 105 : t <= 5 ? 98 : t <= 6 ? 105 : t <= 7 ? 98 : t <= 8 ? 90 : t <= 9 ? 112 : t <= 10 ? 90 : t <= 11 ? 112 : t <= 12 ? 88 : t <= 13 ? 105 : t <= 14 ? 88 : t <= 16 ? 105 : t <= 17 ? 106 : t <= 18 ? 105 : t <= 19 ? 106 : t <= 20 ? 114 : t <= 21 ? 112 : t <= 22 ? 114 : t <= 23 ? 112 : t <= 24 ? 104 : t <= 25 ? 89 : t <= 26 ? 104 : t <= 27 ? 89 : t <= 28 ? 105 : t <= 29 ? 106 : t <= 30 ? 105 : 106] as r645_n2c
expect r645_n2c.wavefronts == 5
write f[t <= 0 ? 175 : t <= 1 ? 176 : t <= 2 ? 175 : t <= 3 ? 176 : t <= 4 ? 112 : t <= 5 ? 81 : t <= 6 ? 112 : t <= 7 ? 81 : t <= 8 ? 145 : t <= 9 ? 143 : t <= 10 ? 145 : t <= 11 ? 143 : t <= 12 ? 175 : t <= 13 ? 80 : t <= 14 ? 175 : t <= 15 ? 80 : t <= 16 ? 144 : t <= 17 ? 177 : t <= 18 ? 144 : t <= 19 ? 177 : t <= 20 ? 113 : t <= 21 ? 79 : t <= 22 ? 113 : t <= 23 ? 79 : t <= 24 ? 111 : t <= 25 ? 176 : t <= 26 ? 111 : t <= 28 ? 176 : t <= 29 ? 113 : t <= 30 ? 176 : 113] as r646_n2c
expect r646_n2c.wavefronts == 4
write v[326] if (32 >> t & 1) != 0 as r647_stride
expect r647_stride.wavefronts == 1
read w[t <= 0 ? 487 : t <= 1 ? 467 : t <= 3 ? 231 : t <= 4 ? 292 : t <= 5 ? 311 : t <= 7 ? 345 : t <= 8 ? 66 : t <= 9 ? 282 : t <= 10 ? 9 : t <= 11 ? 7 : t <= 12 ? 435 : t <= 15 ? 196 : t <= 16 ? 206 : t <= 18 ? 65 : t <= 19 ? 487 : t <= 22 ? 249 : t <= 23 ? 38 : t <= 28 ? 102 : t <= 29 ? 450 : 435] if (2966265787 >> t & 1) != 0 as r648_rand
expect r648_rand.wavefronts == 6
read v[t <= 0 ? 481 : t <= 1 ? 103 : t <= 2 ? 481 : t <= 3 ? 103 : t <= 4 ? 429 : t <= 5 ? 16 : t <= 6 ? 429 : t <= 7 ? 16 : t <= 8 ? 491 : t <= 9 ? 220 : t <= 10 ? 491 : t <= 11 ? 220 : t <= 12 ? 337 : t <= 13 ? 53 : t <= 14 ? 337 : t <= 15 ? 53 : t <= 16 ? 464 : t <= 17 ? 313 : t <= 18 ? 464 : t <= 19 ? 313 : t <= 20 ? 261 : t <= 21 ? 43 : t <= 22 ? 265 : t <= 23 ? 459 : t <= 24 ? 117 : t <= 25 ? 199 : t <= 26 ? 117 : t <= 27 ? 199 : t <= 28 ? 98 : t <= 29 ? 199 : t <= 30 ? 98 : 199] as r649_n2s
expect r649_n2s.wavefronts == 5
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 75 : t <= 3 ? 68 : t <= 5 ? 75 : t <= 7 ? 76 : t <= 9 ? 91 : t <= 11 ? 92 : t <= 13 ? 67 : t <= 15 ? 76 : t <= 17 ? 91 : t <= 18 ? 76 : t <= 21 ? 91 : t <= 23 ? 84 : t <= 25 ? 83 : t <= 27 ? 68 : t <= 29 ? 75 : 84] if (4294426623 >> t & 1) != 0 as r650_n1c
expect r650_n1c.wavefronts == 6
read f[t <= 0 ? 508 : t <= 1 ? 509 : t <= 2 ? 510 : t <= 3 ? 511 : t <= 4 ? 0 : t <= 5 ? 1 : t <= 6 ? 2 : t <= 7 ? 3 : t <= 8 ? 4 : t <= 9 ? 5 : t <= 10 ? 6 : t <= 11 ? 7 : t <= 12 ? 8 : t <= 13 ? 9 : t <= 14 ? 10 : t <= 15 ? 11 : t <= 16 ? 12 : t <= 17 ? 13 : t <= 18 ? 14 : t <= 19 ? 15 : t <= 20 ? 16 : t <= 21 ? 17 : t <= 22 ? 18 : t <= 23 ? 19 : t <= 24 ? 20 : t <= 25 ? 21 : t <= 26 ? 22 : t <= 27 ? 23 : t <= 28 ? 24 : t <= 29 ? 25 : t <= 30 ? 26 : 27] as r651_stride
expect r651_stride.wavefronts == 1
read v[t <= 0 ? 201 : t <= 1 ? 233 : t <= 2 ? 201 : t <= 3 ? 233 : t <= 4 ? 173 : t <= 5 ? 37 : t <= 6 ? 173 : t <= 7 ? 37 : t <= 8 ? 269 : t <= 9 ? 122 : t <= 10 ? 269 : t <= 11 ? 122 : t <= 12 ? 72 : t <= 13 ? 35 : t <= 14 ? 72 : t <= 15 ? 35 : t <= 16 ? 111 : t <= 17 ? 383 : t <= 18 ? 111 : t <= 19 ? 383 : t <= 20 ? 332 : t <= 21 ? 99 : t <= 22 ? 332 : t <= 23 ? 473 : t <= 24 ? 362 : t <= 25 ? 221 : t <= 26 ? 362 : t <= 27 ? 480 : t <= 28 ? 330 : t <= 29 ? 424 : t <= 30 ? 330 : 484] as r652_n2s
expect r652_n2s.wavefronts == 7
read w[t <= 2 ? 1 : t <= 7 ? 13 : t <= 9 ? 183 : t <= 13 ? 191 : t <= 15 ? 380 : t <= 17 ? 21 : t <= 24 ? 415 : 114] if (553825220 >> t & 1) != 0 as r653_n1
expect r653_n1.wavefronts == 2
read w[t <= 10 ? 59 : t <= 12 ? 57 : t <= 13 ? 42 : t <= 14 ? 57 : t <= 15 ? 42 : 58] if (130048 >> t & 1) != 0 as r654_n2c
expect r654_n2c.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 3 ? 511 : t <= 4 ? 446 : t <= 11 ? 21 : t <= 21 ? 208 : 176] if (538970136 >> t & 1) != 0 as r655_n2
expect r655_n2.wavefronts == 2
read w[t <= 0 ? 111 : t <= 1 ? 316 : t <= 3 ? 111 : t <= 4 ? 316 : t <= 5 ? 57 : t <= 6 ? 111 : t <= 8 ? 309 : t <= 9 ? 316 : t <= 13 ? 111 : t <= 14 ? 57 : t <= 15 ? 111 : t <= 16 ? 316 : t <= 18 ? 309 : t <= 19 ? 57 : t <= 20 ? 309 : t <= 24 ? 57 : t <= 25 ? 111 : t <= 26 ? 316 : t <= 27 ? 111 : t <= 29 ? 57 : t <= 30 ? 111 : 309] as r656_few
expect r656_few.wavefronts == 2
write v[t <= 0 ? 57 : t <= 3 ? 472 : t <= 4 ? 308 : t <= 5 ? 472 : t <= 6 ? 57 : t <= 8 ? 308 : t <= 9 ? 472 : t <= 10 ? 308 : t <= 11 ? 57 : t <= 12 ? 472 : t <= 13 ? 308 : t <= 14 ? 472 : t <= 17 ? 308 : t <= 18 ? 472 : t <= 19 ? 57 : t <= 21 ? 308 : t <= 22 ? 57 : t <= 23 ? 308 : t <= 26 ? 472 : t <= 27 ? 308 : t <= 28 ? 57 : t <= 29 ? 308 : t <= 30 ? 57 : 308] as r657_few
expect r657_few.wavefronts == 4
read w[8 * t + 70] if (3581787791 >> t & 1) != 0 as r658_stride
expect r658_stride.wavefronts == 15
read w[146] if (32768 >> t & 1) != 0 as r659_stride
expect r659_stride.wavefronts == 1
read v[t <= 1 ? 306 : t <= 3 ? 215 : t <= 5 ? 348 : t <= 7 ? 399 : t <= 9 ? 403 : t <= 10 ? 445 : t <= 11 ? 52 : t <= 13 ? 155 : t <= 15 ? 507 : t <= 16 ? 177 : t <= 17 ? 149 : t <= 19 ? 470 : t <= 20 ? 38 : t <= 21 ? 497 : t <= 23 ? 182 : t <= 25 ? 434 : t <= 27 ? 336 : t <= 29 ? 39 : 158] as r660_n1s
expect r660_n1s.wavefronts == 9
read v[t <= 0 ? 250 : t <= 2 ? 369 : t <= 4 ? 250 : t <= 5 ? 369 : t <= 8 ? 250 : t <= 12 ? 369 : t <= 13 ? 250 : t <= 16 ? 369 : t <= 18 ? 250 : t <= 20 ? 369 : t <= 23 ? 250 : t <= 26 ? 369 : t <= 28 ? 250 : 369] if (3214802751 >> t & 1) != 0 as r661_few
expect r661_few.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 20 : t <= 1 ? 37 : t <= 2 ? 20 : t <= 4 ? 37 : t <= 5 ? 46 : t <= 6 ? 37 : t <= 7 ? 46 : t <= 8 ? 38 : t <= 9 ? 20 : t <= 10 ? 38 : t <= 11 ? 20 : t <= 12 ? 44 : t <= 13 ? 37 : t <= 14 ? 44 : t <= 15 ? 37 : t <= 16 ? 29 : t <= 17 ? 46 : t <= 18 ? 29 : t <= 19 ? 46 : t <= 20 ? 30 : t <= 21 ? 20 : t <= 22 ? 30 : t <= 23 ? 20 : t <= 24 ? 44 : t <= 25 ? 45 : t <= 26 ? 44 : t <= 28 ? 45 : t <= 29 ? 22 : t <= 30 ? 45 : 22] as r662_n2c
expect r662_n2c.wavefronts == 5
write v[t <= 17 ? 344 : 139] if (545390625 >> t & 1) != 0 as r663_few
expect r663_few.wavefronts == 3
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 93 : t <= 3 ? 62 : t <= 5 ? 109 : t <= 7 ? 78 : t <= 9 ? 77 : t <= 11 ? 94 : t <= 13 ? 109 : t <= 15 ? 94 : t <= 17 ? 93 : t <= 19 ? 110 : t <= 21 ? 77 : t <= 23 ? 110 : t <= 25 ? 93 : t <= 27 ? 110 : t <= 29 ? 109 : 94] as r664_n1c
expect r664_n1c.wavefronts == 4
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 57 : t <= 3 ? 42 : t <= 5 ? 57 : t <= 7 ? 26 : t <= 9 ? 9 : t <= 11 ? 58 : t <= 13 ? 9 : t <= 15 ? 10 : t <= 17 ? 9 : t <= 19 ? 42 : t <= 21 ? 9 : t <= 23 ? 42 : t <= 25 ? 41 : t <= 27 ? 58 : t <= 29 ? 9 : 42] as r665_n1c
expect r665_n1c.wavefronts == 4
read w[116] as r666_bcast
expect r666_bcast.wavefronts == 1
# Nsight's instrumented estimate: 3
read v[t <= 7 ? 20 : t <= 8 ? 418 : t <= 11 ? 75 : t <= 12 ? 343 : t <= 15 ? 381 : t <= 17 ? 147 : t <= 21 ? 455 : t <= 25 ? 137 : t <= 26 ? 339 : 152] if (237148544 >> t & 1) != 0 as r667_rand
expect r667_rand.wavefronts == 4
read v[t <= 2 ? 378 : t <= 4 ? 40 : t <= 7 ? 508 : t <= 9 ? 172 : t <= 15 ? 478 : t <= 18 ? 237 : t <= 21 ? 328 : t <= 22 ? 194 : 166] if (23364276 >> t & 1) != 0 as r668_n2s
expect r668_n2s.wavefronts == 3
read w[t <= 1 ? 426 : t <= 2 ? 232 : t <= 3 ? 322 : t <= 5 ? 188 : t <= 7 ? 205 : t <= 9 ? 27 : t <= 11 ? 429 : t <= 13 ? 353 : t <= 15 ? 29 : t <= 17 ? 306 : t <= 19 ? 199 : t <= 21 ? 182 : t <= 23 ? 251 : t <= 25 ? 258 : t <= 27 ? 440 : t <= 29 ? 150 : 155] as r669_n1s
expect r669_n1s.wavefronts == 5
read f[403] as r670_bcast
expect r670_bcast.wavefronts == 1
write w[t <= 0 ? 289 : t <= 1 ? 321 : t <= 2 ? 353 : t <= 3 ? 385 : t <= 5 ? 449 : t <= 6 ? 481 : t <= 7 ? 1 : t <= 8 ? 33 : t <= 9 ? 65 : t <= 10 ? 97 : t <= 11 ? 129 : t <= 13 ? 193 : t <= 14 ? 225 : t <= 15 ? 257 : t <= 16 ? 289 : t <= 17 ? 321 : t <= 18 ? 353 : t <= 20 ? 417 : t <= 21 ? 449 : t <= 22 ? 481 : t <= 23 ? 1 : t <= 24 ? 33 : t <= 25 ? 65 : t <= 26 ? 97 : t <= 27 ? 129 : t <= 28 ? 161 : t <= 29 ? 193 : t <= 30 ? 225 : 257] if (4294438895 >> t & 1) != 0 as r671_stride
expect r671_stride.wavefronts == 29
read w[t <= 0 ? 194 : t <= 5 ? 11 : t <= 11 ? 204 : t <= 13 ? 194 : 28] if (268445729 >> t & 1) != 0 as r672_n2s
expect r672_n2s.wavefronts == 2
read w[t <= 2 ? 422 : t <= 5 ? 440 : t <= 9 ? 171 : t <= 16 ? 385 : t <= 20 ? 107 : t <= 26 ? 313 : 395] if (1410400804 >> t & 1) != 0 as r673_n2s
expect r673_n2s.wavefronts == 3
write f[t <= 0 ? 169 : t <= 1 ? 149 : t <= 2 ? 28 : t <= 3 ? 54 : t <= 4 ? 99 : t <= 5 ? 310 : t <= 7 ? 451 : t <= 8 ? 4 : t <= 9 ? 440 : t <= 10 ? 421 : t <= 11 ? 385 : t <= 12 ? 423 : t <= 13 ? 259 : t <= 14 ? 233 : t <= 15 ? 481 : t <= 16 ? 341 : t <= 17 ? 60 : t <= 18 ? 303 : t <= 19 ? 495 : t <= 20 ? 70 : t <= 21 ? 247 : t <= 22 ? 284 : t <= 23 ? 193 : t <= 24 ? 103 : t <= 25 ? 325 : t <= 26 ? 5 : t <= 27 ? 2 : t <= 28 ? 253 : t <= 29 ? 251 : t <= 30 ? 162 : 72] if (4294967231 >> t & 1) != 0 as r674_rand
expect r674_rand.wavefronts == 3
write v[t <= 0 ? 55 : t <= 1 ? 47 : t <= 2 ? 208 : t <= 3 ? 400 : t <= 4 ? 377 : t <= 5 ? 436 : t <= 6 ? 270 : t <= 7 ? 460 : t <= 8 ? 302 : t <= 9 ? 304 : t <= 10 ? 444 : t <= 11 ? 391 : t <= 12 ? 146 : t <= 13 ? 224 : t <= 14 ? 255 : t <= 15 ? 415 : t <= 16 ? 180 : t <= 17 ? 127 : t <= 18 ? 213 : t <= 19 ? 140 : t <= 20 ? 348 : t <= 21 ? 59 : t <= 22 ? 470 : t <= 23 ? 238 : t <= 24 ? 347 : t <= 25 ? 189 : t <= 26 ? 223 : t <= 27 ? 425 : t <= 28 ? 494 : t <= 29 ? 310 : t <= 30 ? 233 : 72] as r675_rand
expect r675_rand.wavefronts == 10
write f[408] if (4294955007 >> t & 1) != 0 as r676_bcast
expect r676_bcast.wavefronts == 1
write w[t <= 1 ? 166 : t <= 2 ? 237 : t <= 4 ? 166 : t <= 7 ? 50 : t <= 8 ? 237 : t <= 9 ? 166 : t <= 11 ? 237 : t <= 12 ? 146 : t <= 14 ? 166 : t <= 15 ? 50 : t <= 19 ? 146 : t <= 20 ? 50 : t <= 21 ? 146 : t <= 22 ? 237 : t <= 23 ? 166 : t <= 24 ? 50 : t <= 25 ? 237 : t <= 28 ? 146 : t <= 29 ? 166 : 50] if (3153910783 >> t & 1) != 0 as r677_few
expect r677_few.wavefronts == 4
read f[139] if (2048 >> t & 1) != 0 as r678_n1c
expect r678_n1c.wavefronts == 1
read v[t <= 10 ? 58 : 64] if (16778240 >> t & 1) != 0 as r679_n2c
expect r679_n2c.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 2 ? 70 : t <= 3 ? 87 : t <= 10 ? 72 : t <= 12 ? 54 : t <= 15 ? 103 : t <= 18 ? 55 : t <= 20 ? 56 : t <= 21 ? 102 : t <= 22 ? 56 : t <= 23 ? 102 : t <= 25 ? 87 : t <= 26 ? 70 : 87] if (250918156 >> t & 1) != 0 as r680_n2c
expect r680_n2c.wavefronts == 3
write w[t <= 2 ? 484 : t <= 15 ? 416 : t <= 16 ? 503 : t <= 19 ? 416 : 503] if (537497606 >> t & 1) != 0 as r681_few
expect r681_few.wavefronts == 2
read f[t <= 6 ? 3 : t <= 23 ? 45 : 481] if (75497536 >> t & 1) != 0 as r682_n2
expect r682_n2.wavefronts == 1
read w[t <= 0 ? 370 : t <= 8 ? 318 : t <= 12 ? 464 : t <= 16 ? 271 : t <= 29 ? 453 : 338] if (2684424449 >> t & 1) != 0 as r683_n1
expect r683_n1.wavefronts == 2
read v[t <= 0 ? 250 : t <= 1 ? 314 : t <= 2 ? 441 : t <= 3 ? 239 : t <= 4 ? 402 : t <= 5 ? 81 : t <= 6 ? 73 : t <= 7 ? 244 : t <= 8 ? 378 : t <= 9 ? 419 : t <= 10 ? 243 : t <= 11 ? 183 : t <= 12 ? 226 : t <= 13 ? 324 : t <= 14 ? 196 : t <= 15 ? 115 : t <= 16 ? 64 : t <= 17 ? 165 : t <= 18 ? 457 : t <= 19 ? 4 : t <= 20 ? 41 : t <= 21 ? 389 : t <= 22 ? 137 : t <= 23 ? 480 : t <= 24 ? 263 : t <= 25 ? 268 : t <= 26 ? 429 : t <= 27 ? 435 : t <= 28 ? 254 : t <= 29 ? 20 : t <= 30 ? 494 : 463] as r684_rand
expect r684_rand.wavefronts == 11
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 78 : t <= 3 ? 95 : t <= 5 ? 78 : t <= 7 ? 95 : t <= 9 ? 70 : t <= 11 ? 71 : t <= 13 ? 86 : t <= 15 ? 71 : t <= 17 ? 94 : t <= 19 ? 87 : t <= 21 ? 94 : t <= 23 ? 79 : t <= 25 ? 70 : t <= 27 ? 79 : t <= 29 ? 86 : 79] as r685_n1c
expect r685_n1c.wavefronts == 6
read w[t <= 2 ? 86 : t <= 3 ? 71 : 39] if (268435468 >> t & 1) != 0 as r686_n2c
expect r686_n2c.wavefronts == 2
read v[t <= 0 ? 435 : t <= 3 ? 320 : t <= 7 ? 38 : t <= 8 ? 328 : t <= 9 ? 482 : t <= 10 ? 328 : t <= 14 ? 221 : t <= 15 ? 177 : t <= 17 ? 43 : t <= 23 ? 20 : t <= 26 ? 180 : t <= 27 ? 71 : 464] if (765642665 >> t & 1) != 0 as r687_n2
expect r687_n2.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 53 : t <= 1 ? 54 : t <= 2 ? 53 : t <= 3 ? 54 : t <= 4 ? 22 : t <= 5 ? 39 : t <= 6 ? 22 : t <= 7 ? 39 : t <= 8 ? 23 : t <= 9 ? 69 : t <= 10 ? 23 : t <= 12 ? 69 : t <= 13 ? 54 : t <= 14 ? 69 : t <= 15 ? 54 : t <= 16 ? 38 : t <= 17 ? 39 : t <= 18 ? 38 : t <= 19 ? 39 : t <= 20 ? 23 : t <= 21 ? 69 : t <= 22 ? 23 : t <= 24 ? 69 : t <= 25 ? 22 : t <= 26 ? 69 : t <= 28 ? 22 : t <= 29 ? 71 : t <= 30 ? 22 : 71] as r688_n2c
expect r688_n2c.wavefronts == 3
write v[t <= 8 ? 166 : t <= 11 ? 84 : t <= 15 ? 166 : t <= 16 ? 67 : t <= 20 ? 84 : 59] if (68258048 >> t & 1) != 0 as r689_few
expect r689_few.wavefronts == 3
read v[319] if (16777216 >> t & 1) != 0 as r690_n2s
expect r690_n2s.wavefronts == 1
write v[t <= 6 ? 49 : t <= 8 ? 42 : t <= 11 ? 64 : t <= 12 ? 48 : t <= 18 ? 57 : 56] if (17112000 >> t & 1) != 0 as r691_n2c
expect r691_n2c.wavefronts == 5
write w[t <= 1 ? 210 : t <= 4 ? 259 : t <= 5 ? 297 : t <= 6 ? 259 : t <= 7 ? 297 : t <= 11 ? 435 : t <= 12 ? 354 : t <= 13 ? 260 : t <= 14 ? 354 : t <= 19 ? 457 : t <= 22 ? 252 : t <= 23 ? 486 : t <= 24 ? 128 : t <= 25 ? 352 : t <= 28 ? 167 : t <= 29 ? 315 : 167] if (1943567090 >> t & 1) != 0 as r692_n2
expect r692_n2.wavefronts == 4
read v[t <= 0 ? 477 : t <= 1 ? 363 : t <= 2 ? 106 : t <= 3 ? 88 : t <= 4 ? 463 : t <= 5 ? 135 : t <= 6 ? 314 : t <= 7 ? 206 : t <= 8 ? 429 : t <= 9 ? 114 : t <= 11 ? 446 : t <= 12 ? 91 : t <= 13 ? 414 : t <= 14 ? 398 : t <= 15 ? 196 : t <= 16 ? 298 : t <= 17 ? 197 : t <= 18 ? 453 : t <= 19 ? 199 : t <= 20 ? 347 : t <= 21 ? 396 : t <= 22 ? 5 : t <= 23 ? 237 : t <= 24 ? 480 : t <= 25 ? 317 : t <= 26 ? 272 : t <= 27 ? 185 : t <= 28 ? 233 : t <= 29 ? 237 : t <= 30 ? 347 : 82] if (4294966271 >> t & 1) != 0 as r693_rand
expect r693_rand.wavefronts == 11
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 89 : t <= 3 ? 90 : t <= 5 ? 73 : t <= 7 ? 74 : t <= 9 ? 89 : t <= 11 ? 90 : t <= 13 ? 89 : t <= 15 ? 90 : t <= 17 ? 73 : t <= 19 ? 74 : t <= 21 ? 121 : t <= 23 ? 122 : t <= 25 ? 105 : t <= 27 ? 74 : t <= 29 ? 105 : 122] as r694_n1c
expect r694_n1c.wavefronts == 4
write v[t <= 3 ? 257 : 233] if (134217736 >> t & 1) != 0 as r695_stride
expect r695_stride.wavefronts == 2
write v[t <= 2 ? 138 : t <= 6 ? 369 : t <= 8 ? 199 : t <= 13 ? 321 : t <= 17 ? 165 : t <= 18 ? 149 : 430] if (537276740 >> t & 1) != 0 as r696_n1s
expect r696_n1s.wavefronts == 5
read v[t <= 2 ? 436 : t <= 12 ? 165 : t <= 17 ? 420 : t <= 20 ? 373 : 242] if (9572356 >> t & 1) != 0 as r697_n1s
expect r697_n1s.wavefronts == 2
write w[t <= 0 ? 13 : t <= 1 ? 62 : t <= 2 ? 13 : t <= 3 ? 62 : t <= 4 ? 30 : t <= 5 ? 63 : t <= 6 ? 30 : t <= 7 ? 63 : t <= 8 ? 31 : t <= 9 ? 29 : t <= 10 ? 31 : t <= 12 ? 29 : t <= 13 ? 30 : t <= 14 ? 29 : t <= 15 ? 30 : t <= 16 ? 46 : t <= 17 ? 15 : t <= 18 ? 46 : t <= 19 ? 15 : t <= 22 ? 31 : t <= 23 ? 45 : t <= 26 ? 61 : t <= 27 ? 62 : t <= 28 ? 14 : t <= 29 ? 47 : t <= 30 ? 14 : 47] if (4259315711 >> t & 1) != 0 as r698_n2c
expect r698_n2c.wavefronts == 5
read v[t <= 1 ? 15 : t <= 3 ? 8 : t <= 7 ? 16 : t <= 9 ? 15 : t <= 10 ? 24 : t <= 13 ? 31 : t <= 14 ? 32 : t <= 17 ? 7 : t <= 19 ? 8 : t <= 21 ? 15 : t <= 22 ? 8 : t <= 25 ? 31 : t <= 27 ? 24 : t <= 28 ? 23 : 32] if (1602123727 >> t & 1) != 0 as r699_n1c
expect r699_n1c.wavefronts == 8
write f[t <= 0 ? 416 : t <= 1 ? 425 : t <= 2 ? 434 : t <= 3 ? 443 : t <= 4 ? 452 : t <= 5 ? 461 : t <= 6 ? 470 : t <= 7 ? 479 : t <= 8 ? 488 : t <= 9 ? 497 : t <= 10 ? 506 : t <= 11 ? 3 : t <= 12 ? 12 : t <= 13 ? 21 : t <= 14 ? 30 : t <= 15 ? 39 : t <= 16 ? 48 : t <= 17 ? 57 : t <= 18 ? 66 : t <= 19 ? 75 : t <= 20 ? 84 : t <= 21 ? 93 : t <= 22 ? 102 : t <= 23 ? 111 : t <= 24 ? 120 : t <= 25 ? 129 : t <= 26 ? 138 : t <= 27 ? 147 : t <= 28 ? 156 : t <= 29 ? 165 : t <= 30 ? 174 : 183] as r700_stride
expect r700_stride.wavefronts == 1
write w[484] as r701_bcast
expect r701_bcast.wavefronts == 2
read f[t <= 0 ? 17 : 49] if (196609 >> t & 1) != 0 as r702_n1c
expect r702_n1c.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 34 : t <= 3 ? 51 : t <= 5 ? 50 : t <= 7 ? 83 : t <= 9 ? 50 : t <= 11 ? 35 : t <= 13 ? 34 : t <= 15 ? 51 : t <= 17 ? 50 : t <= 19 ? 83 : t <= 21 ? 50 : t <= 23 ? 67 : t <= 25 ? 82 : t <= 27 ? 35 : t <= 29 ? 50 : 67] as r703_n1c
expect r703_n1c.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 79 : t <= 6 ? 80 : t <= 14 ? 71 : t <= 19 ? 57 : t <= 22 ? 81 : t <= 30 ? 72 : 81] if (3629662273 >> t & 1) != 0 as r704_n2c
expect r704_n2c.wavefronts == 4
write w[t <= 0 ? 382 : t <= 1 ? 347 : t <= 2 ? 382 : t <= 3 ? 347 : t <= 4 ? 77 : t <= 5 ? 38 : t <= 6 ? 77 : t <= 7 ? 38 : t <= 8 ? 329 : t <= 9 ? 251 : t <= 10 ? 329 : t <= 11 ? 251 : t <= 12 ? 241 : t <= 13 ? 256 : t <= 14 ? 241 : t <= 15 ? 256 : t <= 16 ? 289 : t <= 17 ? 103 : t <= 18 ? 289 : t <= 19 ? 103 : t <= 20 ? 508 : t <= 21 ? 161 : t <= 22 ? 508 : t <= 23 ? 161 : t <= 24 ? 250 : t <= 25 ? 415 : t <= 26 ? 250 : t <= 27 ? 415 : t <= 28 ? 234 : t <= 29 ? 372 : t <= 30 ? 234 : 372] as r705_n2
expect r705_n2.wavefronts == 4
read w[506] if (134217728 >> t & 1) != 0 as r706_n1
expect r706_n1.wavefronts == 1
write w[t <= 0 ? 195 : t <= 2 ? 261 : t <= 9 ? 195 : t <= 12 ? 261 : t <= 15 ? 195 : t <= 22 ? 261 : 195] if (37802503 >> t & 1) != 0 as r707_few
expect r707_few.wavefronts == 2
read v[t <= 1 ? 254 : t <= 2 ? 270 : t <= 3 ? 286 : t <= 4 ? 302 : t <= 5 ? 318 : t <= 8 ? 366 : t <= 9 ? 382 : t <= 11 ? 414 : t <= 12 ? 430 : t <= 14 ? 462 : t <= 15 ? 478 : t <= 16 ? 494 : t <= 18 ? 14 : t <= 19 ? 30 : t <= 21 ? 62 : t <= 22 ? 78 : t <= 23 ? 94 : t <= 24 ? 110 : t <= 26 ? 142 : t <= 27 ? 158 : t <= 28 ? 174 : 190] if (1038998334 >> t & 1) != 0 as r708_stride
expect r708_stride.wavefronts == 22
read v[t <= 2 ? 253 : t <= 7 ? 329 : t <= 11 ? 358 : t <= 13 ? 377 : t <= 14 ? 485 : t <= 16 ? 306 : t <= 19 ? 126 : t <= 27 ? 120 : 502] if (671705220 >> t & 1) != 0 as r709_n1
expect r709_n1.wavefronts == 4
read v[t <= 0 ? 92 : t <= 2 ? 245 : t <= 3 ? 92 : t <= 4 ? 294 : t <= 5 ? 301 : t <= 6 ? 294 : t <= 7 ? 301 : t <= 8 ? 294 : t <= 9 ? 92 : t <= 11 ? 301 : t <= 13 ? 245 : t <= 17 ? 301 : t <= 18 ? 294 : t <= 19 ? 245 : t <= 20 ? 294 : t <= 21 ? 92 : t <= 23 ? 245 : t <= 25 ? 301 : t <= 27 ? 294 : t <= 28 ? 301 : 92] if (985660415 >> t & 1) != 0 as r710_few
expect r710_few.wavefronts == 7
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 153 : t <= 3 ? 154 : t <= 5 ? 153 : t <= 7 ? 138 : t <= 9 ? 121 : t <= 11 ? 154 : t <= 13 ? 169 : t <= 15 ? 122 : t <= 17 ? 153 : t <= 19 ? 154 : t <= 21 ? 137 : t <= 23 ? 122 : t <= 25 ? 137 : t <= 27 ? 154 : t <= 29 ? 153 : 170] as r711_n1c
expect r711_n1c.wavefronts == 4
write w[t <= 1 ? 390 : t <= 3 ? 442 : t <= 5 ? 481 : t <= 7 ? 84 : t <= 9 ? 81 : t <= 11 ? 190 : t <= 13 ? 496 : t <= 15 ? 344 : t <= 17 ? 217 : t <= 19 ? 349 : t <= 21 ? 472 : t <= 23 ? 447 : t <= 25 ? 115 : t <= 27 ? 173 : t <= 29 ? 114 : 81] as r712_n1
expect r712_n1.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 106 : t <= 3 ? 115 : t <= 5 ? 98 : t <= 7 ? 91 : t <= 8 ? 114 : t <= 11 ? 107 : t <= 13 ? 98 : t <= 15 ? 99 : t <= 16 ? 114 : t <= 19 ? 115 : t <= 21 ? 98 : t <= 23 ? 99 : t <= 25 ? 90 : t <= 27 ? 99 : t <= 29 ? 98 : 115] if (4294834685 >> t & 1) != 0 as r713_n1c
expect r713_n1c.wavefronts == 7
# Nsight's instrumented estimate: 3
read w[t <= 8 ? 70 : t <= 18 ? 53 : t <= 24 ? 36 : 85] if (285475072 >> t & 1) != 0 as r714_n2c
expect r714_n2c.wavefronts == 2
write v[t <= 3 ? 407 : t <= 4 ? 479 : t <= 7 ? 7 : t <= 10 ? 76 : t <= 11 ? 260 : t <= 13 ? 222 : t <= 14 ? 131 : t <= 15 ? 222 : t <= 16 ? 318 : t <= 19 ? 81 : t <= 22 ? 310 : t <= 23 ? 156 : t <= 24 ? 56 : t <= 25 ? 48 : t <= 26 ? 56 : t <= 29 ? 248 : 141] if (2816076986 >> t & 1) != 0 as r715_n2s
expect r715_n2s.wavefronts == 10
read f[186] as r716_stride
expect r716_stride.wavefronts == 1
read v[t <= 0 ? 40 : t <= 1 ? 57 : t <= 3 ? 91 : t <= 4 ? 108 : t <= 6 ? 142 : t <= 8 ? 176 : t <= 9 ? 193 : t <= 10 ? 210 : t <= 11 ? 227 : t <= 12 ? 244 : t <= 13 ? 261 : t <= 14 ? 278 : t <= 16 ? 312 : t <= 17 ? 329 : t <= 18 ? 346 : t <= 19 ? 363 : t <= 22 ? 414 : t <= 23 ? 431 : t <= 24 ? 448 : t <= 25 ? 465 : t <= 26 ? 482 : t <= 27 ? 499 : t <= 28 ? 4 : t <= 29 ? 21 : t <= 30 ? 38 : 55] if (4291788635 >> t & 1) != 0 as r717_stride
expect r717_stride.wavefronts == 4
read w[1 * t + 445] if (133169152 >> t & 1) != 0 as r718_stride
expect r718_stride.wavefronts == 1
read w[t <= 0 ? 101 : t <= 1 ? 117 : t <= 2 ? 133 : t <= 3 ? 149 : t <= 5 ? 181 : t <= 6 ? 197 : t <= 7 ? 213 : t <= 8 ? 229 : t <= 9 ? 245 : t <= 10 ? 261 : t <= 11 ? 277 : t <= 12 ? 293 : t <= 13 ? 309 : t <= 14 ? 325 : t <= 15 ? 341 : t <= 16 ? 357 : t <= 17 ? 373 : t <= 18 ? 389 : t <= 19 ? 405 : t <= 20 ? 421 : t <= 21 ? 437 : t <= 22 ? 453 : t <= 23 ? 469 : t <= 24 ? 485 : t <= 25 ? 501 : t <= 26 ? 5 : t <= 27 ? 21 : t <= 28 ? 37 : t <= 29 ? 53 : t <= 30 ? 69 : 85] if (4294967279 >> t & 1) != 0 as r719_stride
expect r719_stride.wavefronts == 31
read w[t <= 0 ? 84 : t <= 1 ? 504 : t <= 2 ? 84 : t <= 4 ? 308 : t <= 5 ? 295 : t <= 6 ? 308 : t <= 10 ? 81 : t <= 11 ? 272 : t <= 12 ? 174 : t <= 13 ? 259 : t <= 14 ? 174 : t <= 15 ? 23 : t <= 18 ? 330 : t <= 19 ? 106 : t <= 20 ? 358 : t <= 21 ? 310 : t <= 22 ? 358 : t <= 23 ? 310 : t <= 24 ? 433 : t <= 27 ? 49 : t <= 29 ? 320 : t <= 30 ? 264 : 493] if (3959225719 >> t & 1) != 0 as r720_n2s
expect r720_n2s.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 1 ? 135 : t <= 5 ? 120 : t <= 11 ? 118 : t <= 14 ? 142 : t <= 17 ? 136 : t <= 18 ? 143 : t <= 26 ? 126 : 128] if (2215004194 >> t & 1) != 0 as r721_n2c
expect r721_n2c.wavefronts == 4
write v[369] if (4294704639 >> t & 1) != 0 as r722_bcast
expect r722_bcast.wavefronts == 4
read w[t <= 8 ? 45 : t <= 9 ? 96 : t <= 10 ? 45 : t <= 11 ? 96 : t <= 12 ? 245 : t <= 13 ? 233 : t <= 14 ? 245 : t <= 15 ? 233 : t <= 16 ? 157 : t <= 17 ? 496 : t <= 18 ? 157 : t <= 19 ? 496 : t <= 20 ? 488 : t <= 21 ? 85 : t <= 22 ? 488 : t <= 23 ? 85 : t <= 24 ? 182 : t <= 25 ? 308 : 182] if (134217472 >> t & 1) != 0 as r723_n2
expect r723_n2.wavefronts == 2
read f[456] if (4026006460 >> t & 1) != 0 as r724_bcast
expect r724_bcast.wavefronts == 1
read w[t <= 19 ? 330 : t <= 20 ? 462 : t <= 21 ? 20 : t <= 22 ? 462 : t <= 24 ? 128 : t <= 27 ? 267 : t <= 28 ? 70 : 410] if (2574778368 >> t & 1) != 0 as r725_n2s
expect r725_n2s.wavefronts == 2
read v[t <= 1 ? 170 : t <= 2 ? 341 : t <= 5 ? 110 : t <= 6 ? 91 : t <= 8 ? 107 : t <= 11 ? 336 : t <= 12 ? 82 : t <= 17 ? 248 : t <= 19 ? 30 : t <= 25 ? 289 : 274] if (1124997494 >> t & 1) != 0 as r726_n1s
expect r726_n1s.wavefronts == 3
read v[t <= 0 ? 373 : t <= 1 ? 192 : t <= 2 ? 373 : t <= 3 ? 192 : t <= 4 ? 88 : t <= 5 ? 379 : t <= 6 ? 88 : t <= 7 ? 379 : t <= 8 ? 359 : t <= 9 ? 282 : t <= 10 ? 359 : t <= 11 ? 282 : t <= 12 ? 128 : t <= 13 ? 237 : t <= 14 ? 128 : t <= 15 ? 237 : t <= 16 ? 10 : t <= 17 ? 431 : t <= 18 ? 10 : t <= 19 ? 431 : t <= 20 ? 355 : t <= 23 ? 61 : t <= 24 ? 249 : t <= 25 ? 288 : t <= 26 ? 249 : t <= 28 ? 176 : t <= 29 ? 7 : 188] if (3082813439 >> t & 1) != 0 as r727_n2s
expect r727_n2s.wavefronts == 6
read v[t <= 0 ? 105 : t <= 5 ? 223 : t <= 6 ? 348 : t <= 8 ? 116 : t <= 11 ? 482 : t <= 15 ? 151 : t <= 17 ? 399 : t <= 18 ? 81 : t <= 19 ? 160 : t <= 21 ? 397 : t <= 23 ? 4 : t <= 24 ? 192 : t <= 27 ? 470 : t <= 29 ? 380 : t <= 30 ? 229 : 296] if (3920529761 >> t & 1) != 0 as r728_rand
expect r728_rand.wavefronts == 5
write w[291] if (1075580928 >> t & 1) != 0 as r729_bcast
expect r729_bcast.wavefronts == 2
read v[t <= 0 ? 508 : t <= 2 ? 430 : t <= 3 ? 482 : t <= 5 ? 344 : t <= 7 ? 464 : t <= 11 ? 65 : t <= 12 ? 10 : t <= 14 ? 485 : t <= 15 ? 201 : t <= 17 ? 15 : t <= 19 ? 161 : t <= 20 ? 6 : t <= 24 ? 398 : t <= 25 ? 0 : t <= 26 ? 166 : 97] if (1192941741 >> t & 1) != 0 as r730_rand
expect r730_rand.wavefronts == 7
read w[t <= 2 ? 348 : t <= 7 ? 23 : t <= 8 ? 312 : t <= 14 ? 195 : t <= 16 ? 323 : t <= 17 ? 476 : t <= 18 ? 323 : t <= 21 ? 318 : t <= 24 ? 269 : t <= 27 ? 490 : 311] if (2334609796 >> t & 1) != 0 as r731_n2
expect r731_n2.wavefronts == 2
write v[t <= 1 ? 29 : t <= 3 ? 347 : t <= 5 ? 1 : t <= 7 ? 437 : t <= 9 ? 275 : t <= 10 ? 458 : t <= 11 ? 63 : t <= 12 ? 190 : t <= 13 ? 69 : t <= 15 ? 209 : t <= 17 ? 136 : t <= 19 ? 20 : t <= 21 ? 405 : t <= 23 ? 443 : t <= 25 ? 358 : t <= 27 ? 395 : t <= 29 ? 463 : 2] as r732_n1s
expect r732_n1s.wavefronts == 5
read w[t <= 1 ? 509 : t <= 6 ? 49 : t <= 8 ? 509 : t <= 9 ? 49 : t <= 10 ? 509 : t <= 11 ? 49 : t <= 13 ? 509 : t <= 16 ? 49 : t <= 17 ? 509 : t <= 18 ? 49 : t <= 19 ? 509 : t <= 20 ? 49 : t <= 22 ? 509 : t <= 24 ? 49 : t <= 26 ? 509 : t <= 28 ? 49 : t <= 29 ? 509 : 49] as r733_few
expect r733_few.wavefronts == 2
read v[t <= 1 ? 10 : t <= 2 ? 27 : t <= 15 ? 11 : t <= 21 ? 2 : 11] if (69238790 >> t & 1) != 0 as r734_n1c
expect r734_n1c.wavefronts == 3
write w[t <= 1 ? 109 : t <= 2 ? 46 : t <= 5 ? 101 : t <= 9 ? 315 : t <= 12 ? 249 : t <= 13 ? 486 : t <= 14 ? 249 : t <= 21 ? 126 : 268] if (1075868198 >> t & 1) != 0 as r735_n2s
expect r735_n2s.wavefronts == 2
read f[t <= 1 ? 53 : t <= 6 ? 85 : t <= 11 ? 20 : t <= 16 ? 21 : t <= 17 ? 22 : 86] if (538118210 >> t & 1) != 0 as r736_n2c
expect r736_n2c.wavefronts == 3
read v[t <= 0 ? 123 : t <= 1 ? 124 : t <= 2 ? 123 : t <= 4 ? 124 : t <= 5 ? 117 : t <= 6 ? 124 : t <= 7 ? 117 : t <= 8 ? 109 : t <= 9 ? 107 : t <= 10 ? 109 : t <= 12 ? 107 : t <= 13 ? 124 : t <= 14 ? 107 : t <= 16 ? 124 : t <= 17 ? 125 : t <= 18 ? 124 : t <= 20 ? 125 : t <= 21 ? 99 : t <= 22 ? 125 : t <= 23 ? 99 : t <= 24 ? 107 : t <= 25 ? 100 : t <= 26 ? 107 : t <= 27 ? 100 : t <= 28 ? 116 : t <= 29 ? 101 : t <= 30 ? 116 : 101] as r737_n2c
expect r737_n2c.wavefronts == 5
write w[t <= 16 ? 477 : 61] if (12648448 >> t & 1) != 0 as r738_n1s
expect r738_n1s.wavefronts == 2
write v[t <= 1 ? 134 : t <= 3 ? 127 : t <= 5 ? 134 : t <= 7 ? 127 : t <= 9 ? 126 : t <= 11 ? 119 : t <= 13 ? 126 : t <= 15 ? 135 : t <= 17 ? 118 : t <= 19 ? 135 : t <= 21 ? 118 : t <= 23 ? 127 : t <= 25 ? 134 : t <= 27 ? 119 : t <= 29 ? 134 : 127] as r739_n1c
expect r739_n1c.wavefronts == 7
# Nsight's instrumented estimate: 3
read w[t <= 3 ? 280 : t <= 5 ? 413 : t <= 8 ? 26 : t <= 14 ? 333 : t <= 20 ? 402 : t <= 23 ? 417 : t <= 26 ? 203 : t <= 29 ? 480 : 293] if (2765111592 >> t & 1) != 0 as r740_n1
expect r740_n1.wavefronts == 2
read f[t <= 0 ? 389 : t <= 1 ? 96 : t <= 2 ? 389 : t <= 3 ? 96 : t <= 4 ? 77 : t <= 5 ? 48 : t <= 6 ? 77 : t <= 7 ? 286 : t <= 8 ? 390 : t <= 9 ? 509 : t <= 10 ? 390 : t <= 11 ? 509 : t <= 12 ? 169 : t <= 13 ? 174 : t <= 14 ? 169 : t <= 15 ? 174 : t <= 16 ? 507 : t <= 17 ? 65 : t <= 18 ? 507 : t <= 19 ? 65 : t <= 20 ? 121 : t <= 21 ? 99 : t <= 22 ? 121 : t <= 23 ? 99 : t <= 24 ? 387 : t <= 25 ? 317 : t <= 26 ? 387 : t <= 27 ? 317 : t <= 28 ? 259 : t <= 29 ? 281 : t <= 30 ? 144 : 281] as r741_n2s
expect r741_n2s.wavefronts == 3
read v[t <= 1 ? 124 : t <= 3 ? 362 : t <= 5 ? 227 : t <= 7 ? 510 : t <= 9 ? 152 : t <= 11 ? 100 : t <= 13 ? 498 : t <= 15 ? 163 : t <= 17 ? 375 : t <= 19 ? 259 : t <= 21 ? 322 : t <= 23 ? 425 : t <= 25 ? 225 : t <= 27 ? 219 : t <= 29 ? 308 : 311] as r742_n1
expect r742_n1.wavefronts == 4
write f[t <= 0 ? 63 : t <= 1 ? 470 : t <= 2 ? 63 : t <= 3 ? 470 : t <= 4 ? 10 : t <= 5 ? 265 : t <= 6 ? 10 : t <= 7 ? 265 : t <= 8 ? 71 : t <= 9 ? 499 : t <= 10 ? 71 : t <= 11 ? 499 : t <= 12 ? 460 : t <= 13 ? 466 : t <= 14 ? 460 : t <= 15 ? 466 : t <= 16 ? 298 : t <= 17 ? 264 : t <= 18 ? 298 : t <= 19 ? 264 : t <= 20 ? 3 : t <= 21 ? 481 : t <= 22 ? 3 : t <= 23 ? 481 : t <= 24 ? 257 : t <= 25 ? 224 : t <= 26 ? 257 : t <= 27 ? 224 : t <= 28 ? 387 : t <= 29 ? 462 : t <= 30 ? 387 : 462] as r743_n2
expect r743_n2.wavefronts == 2
read w[t <= 0 ? 28 : t <= 1 ? 11 : t <= 2 ? 399 : t <= 3 ? 225 : t <= 4 ? 2 : t <= 5 ? 487 : t <= 6 ? 403 : t <= 7 ? 115 : t <= 8 ? 276 : t <= 9 ? 438 : t <= 10 ? 348 : t <= 11 ? 65 : t <= 12 ? 437 : t <= 13 ? 160 : t <= 14 ? 121 : t <= 15 ? 503 : t <= 16 ? 377 : t <= 17 ? 287 : t <= 18 ? 190 : t <= 19 ? 390 : t <= 20 ? 193 : t <= 21 ? 362 : t <= 22 ? 350 : t <= 23 ? 208 : t <= 24 ? 144 : t <= 25 ? 207 : t <= 26 ? 123 : t <= 27 ? 129 : t <= 28 ? 145 : t <= 29 ? 183 : t <= 30 ? 418 : 466] as r744_rand
expect r744_rand.wavefronts == 5
write w[t <= 0 ? 379 : t <= 1 ? 369 : t <= 10 ? 431 : t <= 12 ? 265 : t <= 13 ? 213 : t <= 14 ? 53 : t <= 15 ? 109 : t <= 20 ? 268 : 463] if (135328771 >> t & 1) != 0 as r745_rand
expect r745_rand.wavefronts == 3
read w[t <= 5 ? 313 : t <= 17 ? 418 : t <= 19 ? 356 : t <= 20 ? 119 : 288] if (10092592 >> t & 1) != 0 as r746_n1s
expect r746_n1s.wavefronts == 1
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 247 : t <= 3 ? 385 : t <= 5 ? 420 : t <= 7 ? 246 : t <= 9 ? 421 : t <= 10 ? 467 : t <= 17 ? 151 : t <= 18 ? 261 : t <= 21 ? 96 : t <= 23 ? 373 : 211] if (65472431 >> t & 1) != 0 as r747_n1
expect r747_n1.wavefronts == 3
# Nsight's instrumented estimate: 3
read w[t <= 2 ? 243 : t <= 4 ? 182 : t <= 8 ? 222 : t <= 14 ? 422 : t <= 15 ? 377 : t <= 18 ? 83 : t <= 22 ? 42 : t <= 27 ? 492 : t <= 28 ? 469 : 369] if (944034068 >> t & 1) != 0 as r748_n2s
expect r748_n2s.wavefronts == 2
read f[t <= 5 ? 411 : t <= 7 ? 119 : t <= 15 ? 293 : t <= 19 ? 65 : t <= 22 ? 141 : t <= 25 ? 197 : t <= 27 ? 469 : t <= 29 ? 399 : 41] if (2068349104 >> t & 1) != 0 as r749_n1
expect r749_n1.wavefronts == 2
read f[t <= 1 ? 460 : t <= 3 ? 66 : t <= 5 ? 434 : t <= 7 ? 217 : t <= 9 ? 28 : t <= 11 ? 315 : t <= 13 ? 233 : t <= 15 ? 357 : t <= 17 ? 183 : t <= 19 ? 188 : 289] if (2097151 >> t & 1) != 0 as r750_n1
expect r750_n1.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 72 : t <= 3 ? 89 : t <= 5 ? 88 : t <= 7 ? 73 : t <= 9 ? 104 : t <= 11 ? 121 : t <= 13 ? 104 : t <= 15 ? 73 : t <= 17 ? 72 : t <= 19 ? 105 : t <= 21 ? 88 : t <= 23 ? 121 : t <= 25 ? 120 : t <= 27 ? 105 : t <= 29 ? 72 : 89] as r751_n1c
expect r751_n1c.wavefronts == 4
write v[t <= 1 ? 326 : t <= 3 ? 82 : t <= 5 ? 420 : t <= 7 ? 510 : t <= 9 ? 392 : t <= 11 ? 143 : t <= 13 ? 164 : t <= 15 ? 361 : t <= 17 ? 133 : t <= 19 ? 326 : t <= 21 ? 106 : t <= 23 ? 473 : t <= 25 ? 57 : t <= 27 ? 457 : t <= 29 ? 104 : 146] as r752_n1
expect r752_n1.wavefronts == 6
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 84 : t <= 3 ? 137 : t <= 4 ? 138 : t <= 7 ? 81 : t <= 9 ? 201 : t <= 11 ? 304 : t <= 12 ? 24 : t <= 15 ? 373 : t <= 17 ? 257 : t <= 18 ? 84 : t <= 21 ? 227 : t <= 22 ? 33 : t <= 24 ? 511 : t <= 27 ? 507 : t <= 29 ? 182 : 397] if (4251425497 >> t & 1) != 0 as r753_n1s
expect r753_n1s.wavefronts == 3
write v[t <= 0 ? 96 : t <= 1 ? 81 : t <= 2 ? 96 : t <= 4 ? 81 : t <= 5 ? 90 : t <= 6 ? 81 : t <= 7 ? 90 : t <= 8 ? 82 : t <= 9 ? 80 : t <= 10 ? 82 : t <= 11 ? 80 : t <= 12 ? 88 : t <= 13 ? 81 : t <= 14 ? 88 : t <= 18 ? 81 : t <= 19 ? 98 : t <= 20 ? 74 : t <= 21 ? 80 : t <= 22 ? 74 : t <= 23 ? 80 : t <= 24 ? 72 : t <= 25 ? 81 : t <= 26 ? 72 : t <= 27 ? 81 : t <= 28 ? 97 : t <= 29 ? 74 : t <= 30 ? 97 : 74] if (4294836215 >> t & 1) != 0 as r754_n2c
expect r754_n2c.wavefronts == 7
read v[t <= 0 ? 345 : t <= 1 ? 406 : t <= 2 ? 176 : t <= 3 ? 129 : t <= 4 ? 195 : t <= 5 ? 334 : t <= 6 ? 399 : t <= 7 ? 8 : t <= 8 ? 117 : t <= 9 ? 78 : t <= 10 ? 217 : t <= 11 ? 94 : t <= 12 ? 373 : t <= 13 ? 496 : t <= 14 ? 426 : t <= 15 ? 256 : t <= 16 ? 272 : t <= 17 ? 310 : t <= 18 ? 161 : t <= 19 ? 11 : t <= 20 ? 366 : t <= 21 ? 462 : t <= 22 ? 231 : t <= 23 ? 127 : t <= 24 ? 158 : t <= 25 ? 378 : t <= 26 ? 326 : t <= 27 ? 437 : t <= 28 ? 31 : t <= 29 ? 184 : t <= 30 ? 364 : 95] as r755_rand
expect r755_rand.wavefronts == 9
write v[t <= 0 ? 37 : t <= 1 ? 6 : t <= 2 ? 176 : t <= 3 ? 323 : t <= 4 ? 111 : t <= 5 ? 97 : t <= 6 ? 173 : t <= 7 ? 109 : t <= 8 ? 136 : t <= 9 ? 166 : t <= 10 ? 190 : t <= 11 ? 215 : t <= 12 ? 327 : t <= 13 ? 466 : t <= 14 ? 460 : t <= 15 ? 12 : t <= 16 ? 378 : t <= 17 ? 433 : t <= 18 ? 60 : t <= 19 ? 201 : t <= 20 ? 329 : t <= 21 ? 408 : t <= 22 ? 476 : t <= 23 ? 5 : t <= 24 ? 291 : t <= 25 ? 424 : t <= 26 ? 61 : t <= 27 ? 407 : t <= 28 ? 146 : t <= 29 ? 11 : t <= 30 ? 461 : 508] as r756_rand
expect r756_rand.wavefronts == 10
write w[412] as r757_bcast
expect r757_bcast.wavefronts == 2
write w[t <= 1 ? 181 : t <= 3 ? 2 : t <= 5 ? 300 : t <= 7 ? 182 : t <= 9 ? 17 : t <= 11 ? 412 : t <= 13 ? 394 : t <= 15 ? 447 : t <= 17 ? 230 : t <= 19 ? 201 : t <= 21 ? 13 : t <= 23 ? 295 : t <= 25 ? 98 : t <= 26 ? 302 : t <= 27 ? 122 : t <= 29 ? 365 : 74] as r758_n1s
expect r758_n1s.wavefronts == 4
read v[t <= 0 ? 475 : t <= 1 ? 507 : t <= 2 ? 27 : t <= 3 ? 59 : t <= 4 ? 91 : t <= 5 ? 123 : t <= 6 ? 155 : t <= 7 ? 187 : t <= 8 ? 219 : t <= 9 ? 251 : t <= 10 ? 283 : t <= 11 ? 315 : t <= 12 ? 347 : t <= 13 ? 379 : t <= 14 ? 411 : t <= 15 ? 443 : t <= 16 ? 475 : t <= 17 ? 507 : t <= 18 ? 27 : t <= 19 ? 59 : t <= 20 ? 91 : t <= 21 ? 123 : t <= 22 ? 155 : t <= 23 ? 187 : t <= 24 ? 219 : t <= 25 ? 251 : t <= 26 ? 283 : t <= 27 ? 315 : t <= 28 ? 347 : t <= 29 ? 379 : t <= 30 ? 411 : 443] as r759_stride
expect r759_stride.wavefronts == 32
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 117 : t <= 3 ? 118 : t <= 4 ? 141 : t <= 7 ? 118 : t <= 9 ? 125 : t <= 11 ? 118 : t <= 12 ? 117 : t <= 15 ? 142 : t <= 17 ? 125 : t <= 21 ? 117 : t <= 23 ? 126 : t <= 25 ? 117 : t <= 27 ? 142 : t <= 28 ? 133 : 142] if (3740524187 >> t & 1) != 0 as r760_n1c
expect r760_n1c.wavefronts == 6
write v[t <= 1 ? 462 : t <= 2 ? 448 : t <= 3 ? 462 : t <= 7 ? 160 : t <= 9 ? 84 : t <= 12 ? 383 : t <= 13 ? 361 : t <= 14 ? 383 : t <= 15 ? 361 : t <= 16 ? 186 : t <= 17 ? 367 : t <= 18 ? 186 : t <= 22 ? 422 : t <= 26 ? 494 : t <= 30 ? 236 : 365] if (3562533518 >> t & 1) != 0 as r761_n2s
expect r761_n2s.wavefronts == 5
write v[t <= 0 ? 89 : t <= 2 ? 414 : t <= 5 ? 108 : t <= 6 ? 89 : t <= 7 ? 108 : t <= 8 ? 414 : t <= 11 ? 462 : t <= 13 ? 414 : t <= 14 ? 89 : t <= 15 ? 414 : t <= 18 ? 89 : t <= 19 ? 462 : t <= 20 ? 414 : t <= 21 ? 89 : t <= 22 ? 414 : t <= 23 ? 108 : t <= 24 ? 414 : t <= 25 ? 108 : t <= 26 ? 414 : t <= 28 ? 89 : t <= 29 ? 462 : t <= 30 ? 414 : 89] if (4294962173 >> t & 1) != 0 as r762_few
expect r762_few.wavefronts == 7
read v[132] if (512 >> t & 1) != 0 as r763_n2c
expect r763_n2c.wavefronts == 1
write v[t <= 7 ? 132 : t <= 10 ? 140 : t <= 12 ? 146 : t <= 13 ? 147 : t <= 14 ? 146 : t <= 17 ? 124 : t <= 18 ? 123 : t <= 22 ? 124 : t <= 23 ? 130 : t <= 24 ? 146 : t <= 30 ? 147 : 148] if (3252057216 >> t & 1) != 0 as r764_n2c
expect r764_n2c.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 9 ? 89 : t <= 15 ? 58 : t <= 20 ? 89 : t <= 28 ? 105 : 90] if (2417000962 >> t & 1) != 0 as r765_n1c
expect r765_n1c.wavefronts == 2
read w[t <= 4 ? 463 : t <= 5 ? 251 : t <= 7 ? 28 : t <= 8 ? 192 : t <= 9 ? 316 : t <= 11 ? 9 : t <= 13 ? 43 : t <= 15 ? 302 : t <= 16 ? 263 : t <= 17 ? 270 : t <= 19 ? 101 : t <= 21 ? 348 : t <= 23 ? 476 : t <= 25 ? 380 : t <= 27 ? 309 : 44] if (536870896 >> t & 1) != 0 as r766_n1s
expect r766_n1s.wavefronts == 6
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 138 : t <= 3 ? 147 : t <= 5 ? 138 : t <= 7 ? 139 : t <= 9 ? 146 : t <= 11 ? 131 : t <= 13 ? 146 : t <= 15 ? 139 : t <= 17 ? 138 : t <= 19 ? 123 : t <= 21 ? 122 : t <= 23 ? 147 : t <= 25 ? 138 : t <= 27 ? 131 : t <= 29 ? 146 : 131] as r767_n1c
expect r767_n1c.wavefronts == 6
read w[t <= 2 ? 396 : t <= 3 ? 58 : t <= 7 ? 93 : t <= 21 ? 58 : 93] if (1617969804 >> t & 1) != 0 as r768_few
expect r768_few.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 2 ? 246 : t <= 5 ? 413 : t <= 8 ? 113 : t <= 16 ? 77 : t <= 23 ? 148 : t <= 24 ? 418 : t <= 27 ? 334 : t <= 28 ? 82 : 111] if (2642477348 >> t & 1) != 0 as r769_n1s
expect r769_n1s.wavefronts == 2
read f[394] if (8388608 >> t & 1) != 0 as r770_stride
expect r770_stride.wavefronts == 1
read v[t <= 0 ? 278 : t <= 1 ? 295 : t <= 2 ? 312 : t <= 3 ? 329 : t <= 4 ? 346 : t <= 5 ? 363 : t <= 6 ? 380 : t <= 7 ? 397 : t <= 8 ? 414 : t <= 9 ? 431 : t <= 10 ? 448 : t <= 11 ? 465 : t <= 12 ? 482 : t <= 13 ? 499 : t <= 14 ? 4 : t <= 15 ? 21 : t <= 16 ? 38 : t <= 17 ? 55 : t <= 18 ? 72 : t <= 19 ? 89 : t <= 20 ? 106 : t <= 21 ? 123 : t <= 22 ? 140 : t <= 23 ? 157 : t <= 24 ? 174 : t <= 25 ? 191 : t <= 26 ? 208 : t <= 27 ? 225 : t <= 28 ? 242 : t <= 29 ? 259 : t <= 30 ? 276 : 293] as r771_stride
expect r771_stride.wavefronts == 4
read w[t <= 25 ? 144 : t <= 26 ? 127 : t <= 28 ? 144 : t <= 29 ? 129 : 144] if (2113929216 >> t & 1) != 0 as r772_n2c
expect r772_n2c.wavefronts == 1
read w[t <= 19 ? 282 : 97] if (537395200 >> t & 1) != 0 as r773_rand
expect r773_rand.wavefronts == 1
read w[t <= 0 ? 119 : t <= 2 ? 500 : t <= 3 ? 51 : t <= 6 ? 295 : t <= 10 ? 167 : t <= 12 ? 293 : t <= 13 ? 140 : t <= 14 ? 33 : t <= 16 ? 436 : t <= 18 ? 101 : t <= 19 ? 23 : t <= 24 ? 52 : t <= 25 ? 477 : t <= 26 ? 367 : 352] if (655193165 >> t & 1) != 0 as r774_rand
expect r774_rand.wavefronts == 5
write w[t <= 0 ? 133 : t <= 1 ? 503 : t <= 2 ? 133 : t <= 3 ? 503 : t <= 4 ? 311 : t <= 5 ? 427 : t <= 6 ? 311 : t <= 7 ? 427 : t <= 8 ? 176 : t <= 9 ? 334 : t <= 10 ? 176 : t <= 11 ? 334 : t <= 12 ? 419 : t <= 13 ? 245 : t <= 14 ? 419 : t <= 15 ? 245 : t <= 16 ? 194 : t <= 17 ? 232 : t <= 18 ? 194 : t <= 19 ? 232 : t <= 20 ? 99 : t <= 21 ? 55 : t <= 22 ? 99 : t <= 23 ? 55 : t <= 24 ? 206 : t <= 25 ? 12 : t <= 26 ? 206 : t <= 27 ? 12 : t <= 28 ? 477 : t <= 29 ? 204 : t <= 30 ? 477 : 204] as r775_n2
expect r775_n2.wavefronts == 4
read w[t <= 0 ? 477 : t <= 1 ? 271 : t <= 2 ? 481 : t <= 3 ? 252 : t <= 4 ? 181 : t <= 5 ? 128 : t <= 6 ? 16 : t <= 7 ? 170 : t <= 8 ? 163 : t <= 9 ? 93 : t <= 10 ? 455 : t <= 11 ? 473 : t <= 12 ? 106 : t <= 13 ? 350 : t <= 14 ? 503 : t <= 15 ? 443 : t <= 16 ? 284 : t <= 17 ? 327 : t <= 18 ? 59 : t <= 19 ? 19 : t <= 20 ? 493 : t <= 21 ? 497 : t <= 22 ? 455 : t <= 23 ? 38 : t <= 24 ? 12 : t <= 25 ? 488 : t <= 26 ? 366 : t <= 27 ? 92 : t <= 28 ? 156 : t <= 29 ? 454 : t <= 30 ? 152 : 308] as r776_rand
expect r776_rand.wavefronts == 6
read v[456] if (128 >> t & 1) != 0 as r777_n1
expect r777_n1.wavefronts == 1
read w[t <= 22 ? 206 : t <= 23 ? 199 : t <= 24 ? 167 : t <= 25 ? 93 : t <= 26 ? 167 : t <= 27 ? 93 : t <= 28 ? 311 : 326] if (1069547520 >> t & 1) != 0 as r778_n2
expect r778_n2.wavefronts == 3
write v[t <= 12 ? 475 : t <= 13 ? 365 : t <= 14 ? 475 : t <= 15 ? 365 : t <= 16 ? 248 : t <= 17 ? 312 : t <= 18 ? 248 : t <= 19 ? 312 : t <= 20 ? 407 : t <= 21 ? 213 : t <= 22 ? 407 : t <= 23 ? 213 : t <= 24 ? 367 : t <= 25 ? 21 : t <= 26 ? 367 : t <= 27 ? 21 : t <= 28 ? 177 : t <= 29 ? 406 : t <= 30 ? 177 : 406] if (4294963200 >> t & 1) != 0 as r779_n2
expect r779_n2.wavefronts == 4
write w[325] if (4272808185 >> t & 1) != 0 as r780_bcast
expect r780_bcast.wavefronts == 2
write v[178] if (2147616768 >> t & 1) != 0 as r781_bcast
expect r781_bcast.wavefronts == 3
read v[333] if (536870912 >> t & 1) != 0 as r782_stride
expect r782_stride.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 432 : t <= 5 ? 76 : t <= 10 ? 235 : t <= 14 ? 362 : t <= 15 ? 50 : t <= 17 ? 72 : t <= 18 ? 56 : t <= 20 ? 125 : t <= 21 ? 49 : t <= 22 ? 125 : t <= 26 ? 191 : 253] if (611767586 >> t & 1) != 0 as r783_n2
expect r783_n2.wavefronts == 4
read v[t <= 0 ? 384 : t <= 1 ? 392 : t <= 2 ? 400 : t <= 3 ? 408 : t <= 4 ? 416 : t <= 5 ? 424 : t <= 6 ? 432 : t <= 7 ? 440 : t <= 8 ? 448 : t <= 9 ? 456 : t <= 10 ? 464 : t <= 11 ? 472 : t <= 12 ? 480 : t <= 13 ? 488 : t <= 14 ? 496 : t <= 15 ? 504 : t <= 16 ? 0 : t <= 17 ? 8 : t <= 18 ? 16 : t <= 19 ? 24 : t <= 20 ? 32 : t <= 21 ? 40 : t <= 22 ? 48 : t <= 23 ? 56 : t <= 24 ? 64 : t <= 25 ? 72 : t <= 26 ? 80 : t <= 27 ? 88 : t <= 28 ? 96 : t <= 29 ? 104 : t <= 30 ? 112 : 120] as r784_stride
expect r784_stride.wavefronts == 32
read v[t <= 9 ? 129 : t <= 11 ? 238 : t <= 15 ? 486 : t <= 16 ? 289 : t <= 17 ? 502 : t <= 27 ? 254 : 268] if (1208191488 >> t & 1) != 0 as r785_rand
expect r785_rand.wavefronts == 4
write v[t <= 4 ? 275 : t <= 7 ? 253 : t <= 11 ? 278 : t <= 23 ? 418 : t <= 25 ? 382 : t <= 29 ? 430 : 31] if (1652557968 >> t & 1) != 0 as r786_n1s
expect r786_n1s.wavefronts == 5
read v[t <= 2 ? 56 : t <= 3 ? 73 : t <= 4 ? 49 : t <= 5 ? 50 : t <= 6 ? 49 : t <= 7 ? 50 : t <= 8 ? 74 : t <= 9 ? 48 : t <= 10 ? 74 : t <= 12 ? 48 : t <= 13 ? 65 : t <= 14 ? 48 : t <= 16 ? 65 : t <= 17 ? 74 : t <= 18 ? 65 : t <= 19 ? 74 : t <= 20 ? 58 : t <= 21 ? 72 : t <= 22 ? 58 : t <= 23 ? 72 : t <= 24 ? 56 : t <= 25 ? 65 : t <= 26 ? 56 : t <= 27 ? 65 : 66] if (2952790013 >> t & 1) != 0 as r787_n2c
expect r787_n2c.wavefronts == 6
write w[t <= 7 ? 135 : t <= 12 ? 39 : t <= 16 ? 446 : 75] if (1118336 >> t & 1) != 0 as r788_n2
expect r788_n2.wavefronts == 3
read v[t <= 1 ? 117 : t <= 2 ? 134 : t <= 5 ? 117 : t <= 7 ? 134 : t <= 9 ? 117 : t <= 14 ? 118 : t <= 23 ? 134 : t <= 24 ? 133 : 134] if (159403687 >> t & 1) != 0 as r789_n1c
expect r789_n1c.wavefronts == 3
write v[t <= 0 ? 413 : t <= 2 ? 73 : t <= 3 ? 32 : t <= 4 ? 503 : t <= 5 ? 236 : t <= 7 ? 85 : t <= 10 ? 137 : t <= 11 ? 341 : t <= 12 ? 286 : t <= 15 ? 483 : t <= 17 ? 89 : t <= 18 ? 361 : t <= 20 ? 86 : t <= 21 ? 215 : t <= 22 ? 231 : t <= 23 ? 286 : t <= 25 ? 308 : 353] if (116825277 >> t & 1) != 0 as r790_rand
expect r790_rand.wavefronts == 6
read w[t <= 0 ? 201 : t <= 1 ? 140 : t <= 2 ? 201 : t <= 3 ? 63 : t <= 4 ? 148 : t <= 5 ? 89 : t <= 6 ? 148 : t <= 7 ? 89 : t <= 8 ? 190 : t <= 9 ? 158 : t <= 10 ? 190 : t <= 11 ? 158 : t <= 12 ? 380 : t <= 13 ? 71 : t <= 14 ? 380 : t <= 16 ? 71 : t <= 17 ? 157 : t <= 18 ? 71 : t <= 19 ? 157 : t <= 20 ? 351 : t <= 21 ? 259 : t <= 22 ? 351 : t <= 23 ? 259 : t <= 24 ? 295 : t <= 25 ? 257 : t <= 26 ? 295 : t <= 27 ? 257 : t <= 28 ? 183 : t <= 29 ? 164 : t <= 30 ? 183 : 164] as r791_n2s
expect r791_n2s.wavefronts == 5
read v[t <= 0 ? 323 : t <= 9 ? 130 : t <= 10 ? 323 : t <= 11 ? 130 : t <= 15 ? 323 : t <= 18 ? 130 : t <= 20 ? 323 : t <= 24 ? 130 : t <= 25 ? 323 : t <= 27 ? 130 : t <= 28 ? 323 : t <= 29 ? 130 : t <= 30 ? 323 : 130] as r792_few
expect r792_few.wavefronts == 4
read w[t <= 4 ? 189 : t <= 5 ? 201 : t <= 9 ? 249 : t <= 11 ? 273 : t <= 23 ? 417 : t <= 26 ? 453 : 1] if (2222983728 >> t & 1) != 0 as r793_stride
expect r793_stride.wavefronts == 4
read v[t <= 0 ? 431 : t <= 1 ? 342 : t <= 2 ? 345 : t <= 3 ? 190 : t <= 6 ? 4 : t <= 8 ? 508 : t <= 9 ? 18 : t <= 10 ? 88 : t <= 11 ? 437 : t <= 12 ? 312 : t <= 15 ? 354 : t <= 17 ? 507 : t <= 21 ? 349 : t <= 22 ? 14 : t <= 24 ? 160 : t <= 25 ? 74 : t <= 26 ? 137 : 367] if (258645839 >> t & 1) != 0 as r794_rand
expect r794_rand.wavefronts == 6
read v[t <= 3 ? 126 : t <= 6 ? 110 : t <= 16 ? 118 : t <= 19 ? 127 : t <= 28 ? 118 : 111] if (839450696 >> t & 1) != 0 as r795_n2c
expect r795_n2c.wavefronts == 4
read w[t <= 15 ? 425 : t <= 16 ? 177 : t <= 17 ? 234 : t <= 18 ? 6 : t <= 19 ? 390 : 431] if (2064384 >> t & 1) != 0 as r796_rand
expect r796_rand.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[408] if (3212975368 >> t & 1) != 0 as r797_bcast
expect r797_bcast.wavefronts == 2
read v[t <= 9 ? 29 : t <= 11 ? 208 : t <= 17 ? 169 : t <= 23 ? 46 : 257] if (42077952 >> t & 1) != 0 as r798_n1
expect r798_n1.wavefronts == 3
read w[t <= 0 ? 342 : t <= 1 ? 351 : t <= 2 ? 2 : t <= 4 ? 402 : t <= 6 ? 66 : t <= 7 ? 218 : t <= 8 ? 58 : t <= 9 ? 486 : t <= 10 ? 171 : t <= 11 ? 166 : t <= 13 ? 100 : t <= 15 ? 88 : t <= 16 ? 356 : t <= 21 ? 64 : t <= 24 ? 39 : t <= 26 ? 79 : t <= 28 ? 7 : t <= 29 ? 459 : t <= 30 ? 245 : 229] if (4112625623 >> t & 1) != 0 as r799_rand
expect r799_rand.wavefronts == 5
read v[t <= 1 ? 10 : t <= 2 ? 311 : t <= 7 ? 202 : t <= 8 ? 89 : t <= 11 ? 335 : t <= 12 ? 103 : t <= 13 ? 137 : t <= 14 ? 103 : t <= 15 ? 494 : t <= 16 ? 274 : t <= 19 ? 214 : t <= 20 ? 115 : t <= 23 ? 480 : t <= 26 ? 335 : t <= 27 ? 455 : t <= 28 ? 219 : t <= 29 ? 272 : 219] if (2109340070 >> t & 1) != 0 as r800_n2s
expect r800_n2s.wavefronts == 7
# Nsight's instrumented estimate: 4
read w[t <= 12 ? 74 : t <= 17 ? 42 : t <= 25 ? 74 : t <= 27 ? 75 : 58] if (704778240 >> t & 1) != 0 as r801_n1c
expect r801_n1c.wavefronts == 3
write v[429] if (2048 >> t & 1) != 0 as r802_rand
expect r802_rand.wavefronts == 1
read w[t <= 13 ? 307 : 298] if (8397320 >> t & 1) != 0 as r803_few
expect r803_few.wavefronts == 1
read w[t <= 0 ? 318 : t <= 3 ? 369 : t <= 8 ? 454 : t <= 9 ? 471 : t <= 10 ? 488 : t <= 11 ? 505 : t <= 13 ? 27 : t <= 14 ? 44 : t <= 16 ? 78 : t <= 18 ? 112 : t <= 21 ? 163 : t <= 23 ? 197 : t <= 24 ? 214 : t <= 25 ? 231 : t <= 27 ? 265 : 299] if (732262153 >> t & 1) != 0 as r804_stride
expect r804_stride.wavefronts == 2
read f[t <= 13 ? 312 : t <= 14 ? 277 : t <= 16 ? 51 : t <= 20 ? 240 : 410] if (2148622336 >> t & 1) != 0 as r805_rand
expect r805_rand.wavefronts == 1
# Nsight's instrumented estimate: 4
read v[t <= 4 ? 36 : t <= 5 ? 45 : t <= 6 ? 36 : t <= 7 ? 45 : t <= 9 ? 35 : t <= 10 ? 45 : t <= 12 ? 35 : t <= 13 ? 36 : t <= 14 ? 35 : t <= 18 ? 36 : t <= 20 ? 53 : t <= 21 ? 51 : t <= 24 ? 35 : t <= 28 ? 36 : t <= 29 ? 45 : t <= 30 ? 36 : 45] if (4046847738 >> t & 1) != 0 as r806_n2c
expect r806_n2c.wavefronts == 3
read v[t <= 1 ? 65 : t <= 3 ? 419 : t <= 5 ? 341 : t <= 6 ? 416 : t <= 7 ? 4 : t <= 9 ? 121 : t <= 11 ? 38 : t <= 13 ? 464 : t <= 15 ? 116 : t <= 17 ? 80 : t <= 19 ? 367 : t <= 21 ? 65 : t <= 23 ? 489 : t <= 25 ? 369 : t <= 27 ? 360 : t <= 29 ? 448 : 40] as r807_n1s
expect r807_n1s.wavefronts == 7
read w[t <= 5 ? 184 : t <= 10 ? 478 : t <= 12 ? 471 : t <= 15 ? 485 : t <= 16 ? 176 : t <= 19 ? 123 : t <= 20 ? 69 : t <= 23 ? 404 : t <= 24 ? 40 : 407] if (568169504 >> t & 1) != 0 as r808_n1
expect r808_n1.wavefronts == 2
write v[t <= 1 ? 106 : t <= 2 ? 401 : t <= 5 ? 198 : t <= 7 ? 348 : t <= 9 ? 306 : t <= 10 ? 428 : t <= 12 ? 62 : t <= 15 ? 474 : t <= 17 ? 176 : t <= 19 ? 286 : t <= 21 ? 374 : t <= 27 ? 320 : 458] if (2351667111 >> t & 1) != 0 as r809_n1s
expect r809_n1s.wavefronts == 6
write v[t <= 1 ? 36 : t <= 2 ? 33 : t <= 3 ? 356 : t <= 4 ? 209 : t <= 5 ? 147 : t <= 6 ? 277 : t <= 7 ? 316 : t <= 8 ? 286 : t <= 9 ? 197 : t <= 10 ? 134 : t <= 11 ? 191 : t <= 12 ? 12 : t <= 13 ? 419 : t <= 14 ? 373 : t <= 15 ? 169 : t <= 16 ? 111 : t <= 17 ? 91 : t <= 18 ? 65 : t <= 19 ? 494 : 54] if (2097150 >> t & 1) != 0 as r810_rand
expect r810_rand.wavefronts == 7
read v[t <= 0 ? 285 : t <= 1 ? 215 : t <= 2 ? 432 : t <= 3 ? 451 : t <= 4 ? 67 : t <= 5 ? 497 : t <= 6 ? 207 : t <= 7 ? 90 : t <= 8 ? 260 : t <= 9 ? 332 : t <= 10 ? 183 : t <= 11 ? 115 : t <= 12 ? 243 : t <= 13 ? 46 : t <= 14 ? 228 : t <= 15 ? 330 : t <= 16 ? 316 : t <= 17 ? 346 : t <= 18 ? 2 : t <= 19 ? 33 : t <= 20 ? 55 : t <= 21 ? 419 : t <= 22 ? 78 : t <= 23 ? 15 : t <= 24 ? 375 : t <= 25 ? 140 : t <= 26 ? 35 : t <= 27 ? 74 : t <= 28 ? 196 : t <= 29 ? 238 : t <= 30 ? 390 : 96] as r811_rand
expect r811_rand.wavefronts == 9
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 109 : t <= 1 ? 110 : t <= 2 ? 109 : t <= 3 ? 110 : t <= 5 ? 111 : t <= 6 ? 142 : t <= 7 ? 111 : t <= 8 ? 127 : t <= 9 ? 141 : t <= 10 ? 127 : t <= 11 ? 141 : t <= 12 ? 125 : t <= 13 ? 94 : t <= 14 ? 125 : t <= 17 ? 127 : t <= 18 ? 126 : t <= 19 ? 127 : t <= 20 ? 111 : t <= 21 ? 125 : t <= 22 ? 111 : t <= 23 ? 125 : t <= 24 ? 141 : t <= 25 ? 126 : t <= 26 ? 141 : t <= 28 ? 126 : t <= 29 ? 111 : t <= 30 ? 126 : 111] if (4294868975 >> t & 1) != 0 as r812_n2c
expect r812_n2c.wavefronts == 4
read w[t <= 0 ? 155 : t <= 2 ? 410 : t <= 3 ? 33 : t <= 4 ? 380 : t <= 5 ? 218 : t <= 6 ? 88 : t <= 7 ? 382 : t <= 9 ? 272 : t <= 10 ? 112 : t <= 11 ? 85 : t <= 12 ? 471 : t <= 14 ? 207 : t <= 17 ? 44 : t <= 20 ? 138 : t <= 21 ? 298 : t <= 22 ? 207 : t <= 23 ? 449 : t <= 24 ? 331 : t <= 26 ? 463 : t <= 27 ? 67 : t <= 28 ? 108 : t <= 29 ? 213 : 16] if (3186777853 >> t & 1) != 0 as r813_rand
expect r813_rand.wavefronts == 4
read w[t <= 1 ? 200 : t <= 3 ? 444 : t <= 5 ? 26 : t <= 7 ? 279 : t <= 9 ? 223 : t <= 11 ? 27 : t <= 13 ? 62 : t <= 15 ? 316 : t <= 17 ? 76 : t <= 18 ? 212 : t <= 19 ? 162 : t <= 20 ? 503 : t <= 21 ? 35 : t <= 23 ? 424 : t <= 25 ? 51 : t <= 26 ? 90 : t <= 27 ? 445 : t <= 29 ? 100 : 15] as r814_n1s
expect r814_n1s.wavefronts == 4
write w[t <= 0 ? 78 : t <= 3 ? 31 : t <= 4 ? 79 : t <= 5 ? 32 : t <= 6 ? 79 : t <= 7 ? 32 : t <= 8 ? 64 : t <= 9 ? 78 : t <= 10 ? 64 : t <= 11 ? 78 : t <= 15 ? 79 : t <= 18 ? 63 : t <= 19 ? 64 : t <= 20 ? 32 : t <= 21 ? 46 : t <= 22 ? 32 : t <= 23 ? 46 : t <= 25 ? 63 : t <= 26 ? 30 : t <= 28 ? 63 : t <= 29 ? 80 : t <= 30 ? 63 : 80] if (4278038523 >> t & 1) != 0 as r815_n2c
expect r815_n2c.wavefronts == 5
# Nsight's instrumented estimate: 1
read v[49] if (1074889744 >> t & 1) != 0 as r816_bcast
expect r816_bcast.wavefronts == 2
read w[t <= 0 ? 293 : t <= 1 ? 378 : t <= 2 ? 318 : t <= 3 ? 457 : t <= 4 ? 202 : t <= 5 ? 416 : t <= 6 ? 373 : t <= 7 ? 279 : t <= 8 ? 166 : t <= 9 ? 274 : t <= 10 ? 403 : t <= 11 ? 106 : t <= 12 ? 82 : t <= 13 ? 110 : t <= 14 ? 62 : t <= 15 ? 103 : t <= 16 ? 249 : t <= 17 ? 342 : t <= 18 ? 496 : t <= 19 ? 357 : t <= 20 ? 250 : t <= 21 ? 437 : t <= 22 ? 177 : t <= 23 ? 314 : t <= 24 ? 402 : t <= 25 ? 426 : t <= 26 ? 87 : t <= 27 ? 178 : t <= 28 ? 440 : t <= 29 ? 235 : t <= 30 ? 380 : 266] as r817_rand
expect r817_rand.wavefronts == 7
read w[t <= 3 ? 168 : t <= 6 ? 424 : t <= 9 ? 465 : t <= 12 ? 328 : t <= 19 ? 216 : t <= 21 ? 247 : 499] if (539497032 >> t & 1) != 0 as r818_rand
expect r818_rand.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 0 ? 217 : t <= 8 ? 164 : t <= 15 ? 217 : t <= 17 ? 164 : t <= 18 ? 217 : t <= 28 ? 164 : 217] if (2555820929 >> t & 1) != 0 as r819_few
expect r819_few.wavefronts == 2
read w[287] as r820_stride
expect r820_stride.wavefronts == 1
read w[417] if (3620588261 >> t & 1) != 0 as r821_bcast
expect r821_bcast.wavefronts == 1
read v[t <= 0 ? 430 : t <= 1 ? 462 : t <= 2 ? 494 : t <= 3 ? 14 : t <= 4 ? 46 : t <= 5 ? 78 : t <= 6 ? 110 : t <= 7 ? 142 : t <= 8 ? 174 : t <= 9 ? 206 : t <= 10 ? 238 : t <= 11 ? 270 : t <= 12 ? 302 : t <= 13 ? 334 : t <= 14 ? 366 : t <= 15 ? 398 : t <= 16 ? 430 : t <= 17 ? 462 : t <= 18 ? 494 : t <= 19 ? 14 : t <= 20 ? 46 : t <= 21 ? 78 : t <= 22 ? 110 : t <= 23 ? 142 : t <= 24 ? 174 : t <= 25 ? 206 : t <= 26 ? 238 : t <= 27 ? 270 : t <= 28 ? 302 : t <= 29 ? 334 : t <= 30 ? 366 : 398] as r822_stride
expect r822_stride.wavefronts == 32
write w[t <= 1 ? 166 : t <= 26 ? 336 : 191] if (1140850690 >> t & 1) != 0 as r823_n2s
expect r823_n2s.wavefronts == 2
read w[t <= 0 ? 153 : t <= 3 ? 205 : t <= 4 ? 57 : t <= 5 ? 309 : t <= 6 ? 337 : t <= 7 ? 309 : t <= 11 ? 350 : t <= 14 ? 0 : t <= 15 ? 461 : t <= 16 ? 271 : t <= 19 ? 186 : t <= 22 ? 124 : t <= 23 ? 227 : t <= 24 ? 268 : t <= 25 ? 315 : t <= 26 ? 268 : t <= 27 ? 171 : t <= 30 ? 403 : 185] if (3754679035 >> t & 1) != 0 as r824_n2s
expect r824_n2s.wavefronts == 4
read v[486] if (196608 >> t & 1) != 0 as r825_n1s
expect r825_n1s.wavefronts == 1
write f[327] if (1474821772 >> t & 1) != 0 as r826_bcast
expect r826_bcast.wavefronts == 1
write v[50] if (16 >> t & 1) != 0 as r827_n1c
expect r827_n1c.wavefronts == 1
read w[t <= 1 ? 333 : t <= 3 ? 367 : t <= 9 ? 469 : t <= 10 ? 486 : t <= 12 ? 8 : t <= 13 ? 25 : t <= 14 ? 42 : t <= 15 ? 59 : t <= 16 ? 76 : t <= 18 ? 110 : t <= 19 ? 127 : t <= 20 ? 144 : t <= 22 ? 178 : t <= 23 ? 195 : t <= 24 ? 212 : t <= 25 ? 229 : t <= 26 ? 246 : t <= 27 ? 263 : t <= 28 ? 280 : t <= 29 ? 297 : t <= 30 ? 314 : 331] if (4292736522 >> t & 1) != 0 as r828_stride
expect r828_stride.wavefronts == 2
read f[t <= 10 ? 126 : t <= 12 ? 31 : t <= 15 ? 14 : t <= 16 ? 387 : t <= 24 ? 340 : 257] if (3238106112 >> t & 1) != 0 as r829_n1s
expect r829_n1s.wavefronts == 1
write v[t <= 0 ? 326 : t <= 1 ? 2 : t <= 2 ? 326 : t <= 3 ? 2 : t <= 5 ? 326 : t <= 6 ? 2 : t <= 9 ? 326 : t <= 10 ? 2 : t <= 11 ? 326 : t <= 12 ? 2 : t <= 13 ? 326 : t <= 15 ? 2 : t <= 16 ? 326 : t <= 17 ? 2 : t <= 19 ? 326 : t <= 22 ? 2 : t <= 23 ? 326 : t <= 24 ? 2 : t <= 25 ? 326 : t <= 26 ? 2 : t <= 28 ? 326 : t <= 29 ? 2 : 326] as r830_few
expect r830_few.wavefronts == 4
read w[270] if (3221225472 >> t & 1) != 0 as r831_n1
expect r831_n1.wavefronts == 1
# Nsight's instrumented estimate: 1
read v[436] if (672695368 >> t & 1) != 0 as r832_bcast
expect r832_bcast.wavefronts == 2
write f[t <= 0 ? 149 : t <= 1 ? 83 : t <= 2 ? 149 : t <= 4 ? 166 : t <= 5 ? 149 : t <= 6 ? 83 : t <= 7 ? 149 : t <= 8 ? 83 : t <= 9 ? 149 : t <= 10 ? 83 : t <= 11 ? 149 : t <= 18 ? 83 : t <= 19 ? 149 : t <= 20 ? 166 : t <= 22 ? 83 : t <= 23 ? 166 : t <= 28 ? 149 : 166] if (3724349439 >> t & 1) != 0 as r833_few
expect r833_few.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 59 : t <= 2 ? 50 : t <= 4 ? 51 : t <= 5 ? 68 : t <= 8 ? 44 : t <= 12 ? 66 : t <= 13 ? 51 : t <= 14 ? 66 : t <= 15 ? 51 : t <= 16 ? 43 : t <= 17 ? 60 : t <= 18 ? 43 : t <= 19 ? 60 : t <= 20 ? 52 : t <= 21 ? 66 : t <= 22 ? 52 : t <= 24 ? 42 : t <= 25 ? 67 : t <= 26 ? 42 : t <= 28 ? 67 : 68] if (2675964214 >> t & 1) != 0 as r834_n2c
expect r834_n2c.wavefronts == 5
write w[201] as r835_bcast
expect r835_bcast.wavefronts == 2
read f[t <= 0 ? 452 : t <= 1 ? 423 : t <= 2 ? 452 : t <= 3 ? 423 : t <= 4 ? 145 : t <= 5 ? 151 : t <= 6 ? 145 : t <= 7 ? 151 : t <= 8 ? 498 : t <= 9 ? 467 : t <= 10 ? 498 : t <= 11 ? 467 : t <= 12 ? 450 : t <= 13 ? 293 : t <= 14 ? 450 : t <= 15 ? 293 : t <= 16 ? 304 : t <= 17 ? 394 : t <= 18 ? 304 : t <= 19 ? 394 : t <= 20 ? 225 : t <= 21 ? 3 : t <= 22 ? 225 : t <= 23 ? 3 : t <= 24 ? 440 : t <= 25 ? 230 : t <= 26 ? 440 : t <= 27 ? 230 : t <= 28 ? 388 : t <= 29 ? 212 : t <= 30 ? 388 : 212] as r836_n2
expect r836_n2.wavefronts == 2
write w[t <= 1 ? 146 : t <= 3 ? 263 : t <= 6 ? 271 : t <= 8 ? 191 : t <= 11 ? 335 : t <= 13 ? 456 : t <= 16 ? 158 : t <= 19 ? 13 : t <= 21 ? 391 : t <= 23 ? 73 : t <= 24 ? 140 : t <= 27 ? 386 : t <= 28 ? 235 : 347] if (3723308363 >> t & 1) != 0 as r837_n1
expect r837_n1.wavefronts == 5
read v[t <= 0 ? 111 : t <= 1 ? 506 : t <= 2 ? 111 : t <= 3 ? 118 : t <= 4 ? 100 : t <= 5 ? 279 : t <= 6 ? 100 : t <= 7 ? 279 : t <= 8 ? 104 : t <= 9 ? 508 : t <= 10 ? 104 : t <= 11 ? 508 : t <= 12 ? 111 : t <= 13 ? 119 : t <= 14 ? 111 : t <= 15 ? 119 : t <= 16 ? 131 : t <= 17 ? 108 : t <= 18 ? 131 : t <= 19 ? 260 : t <= 20 ? 267 : t <= 21 ? 313 : t <= 22 ? 267 : t <= 23 ? 313 : t <= 24 ? 346 : t <= 25 ? 508 : t <= 26 ? 346 : t <= 27 ? 508 : t <= 28 ? 286 : t <= 29 ? 18 : t <= 30 ? 286 : 18] as r838_n2s
expect r838_n2s.wavefronts == 8
read w[236] if (1143482414 >> t & 1) != 0 as r839_bcast
expect r839_bcast.wavefronts == 1
# Nsight's instrumented estimate: 2
read v[t <= 2 ? 260 : t <= 3 ? 135 : t <= 4 ? 260 : t <= 5 ? 135 : t <= 6 ? 260 : t <= 8 ? 135 : t <= 11 ? 260 : t <= 13 ? 135 : t <= 15 ? 260 : 135] if (262140 >> t & 1) != 0 as r840_few
expect r840_few.wavefronts == 3
write v[t <= 3 ? 104 : t <= 5 ? 119 : t <= 6 ? 112 : t <= 12 ? 119 : t <= 14 ? 120 : t <= 16 ? 111 : t <= 21 ? 119 : t <= 25 ? 103 : t <= 29 ? 119 : 120] if (3810611308 >> t & 1) != 0 as r841_n1c
expect r841_n1c.wavefronts == 7
read w[5 * t + 75] if (536698527 >> t & 1) != 0 as r842_stride
expect r842_stride.wavefronts == 2
read v[51] as r843_bcast
expect r843_bcast.wavefronts == 2
read v[337] if (33554432 >> t & 1) != 0 as r844_n2s
expect r844_n2s.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 108 : t <= 6 ? 77 : t <= 17 ? 92 : t <= 18 ? 109 : 108] if (3539009 >> t & 1) != 0 as r845_n1c
expect r845_n1c.wavefronts == 2
read v[t <= 1 ? 1 : t <= 3 ? 348 : t <= 17 ? 60 : 8] if (1245194 >> t & 1) != 0 as r846_n1
expect r846_n1.wavefronts == 2
write w[t <= 4 ? 45 : t <= 8 ? 506 : t <= 11 ? 7 : t <= 12 ? 506 : t <= 14 ? 60 : t <= 28 ? 506 : 7] if (805329168 >> t & 1) != 0 as r847_few
expect r847_few.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 32 : t <= 3 ? 17 : t <= 6 ? 9 : t <= 17 ? 16 : t <= 19 ? 17 : t <= 21 ? 32 : t <= 24 ? 8 : t <= 29 ? 16 : 25] if (2703949898 >> t & 1) != 0 as r848_n1c
expect r848_n1c.wavefronts == 5
read f[t <= 1 ? 122 : t <= 6 ? 58 : t <= 10 ? 91 : t <= 16 ? 58 : 25] if (2163794 >> t & 1) != 0 as r849_n2c
expect r849_n2c.wavefronts == 2
read v[t <= 0 ? 499 : t <= 1 ? 168 : t <= 2 ? 499 : t <= 3 ? 168 : t <= 4 ? 110 : t <= 5 ? 255 : t <= 6 ? 110 : t <= 7 ? 255 : t <= 8 ? 162 : t <= 9 ? 24 : t <= 10 ? 162 : t <= 11 ? 24 : t <= 12 ? 55 : t <= 13 ? 188 : t <= 14 ? 55 : t <= 15 ? 188 : t <= 16 ? 467 : t <= 17 ? 181 : t <= 18 ? 467 : t <= 19 ? 181 : t <= 20 ? 357 : t <= 21 ? 107 : t <= 22 ? 357 : t <= 23 ? 107 : t <= 24 ? 503 : t <= 25 ? 318 : t <= 26 ? 503 : t <= 27 ? 318 : t <= 28 ? 17 : t <= 29 ? 101 : t <= 30 ? 387 : 101] as r850_n2s
expect r850_n2s.wavefronts == 5
read w[t <= 3 ? 52 : t <= 11 ? 410 : t <= 19 ? 496 : t <= 22 ? 450 : t <= 25 ? 69 : t <= 26 ? 58 : 107] if (1195902984 >> t & 1) != 0 as r851_n1s
expect r851_n1s.wavefronts == 2
read w[119] if (262144 >> t & 1) != 0 as r852_n1c
expect r852_n1c.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 436 : t <= 1 ? 18 : t <= 2 ? 436 : t <= 3 ? 18 : t <= 4 ? 282 : t <= 5 ? 193 : t <= 6 ? 282 : t <= 7 ? 193 : t <= 8 ? 502 : t <= 9 ? 318 : t <= 10 ? 502 : t <= 11 ? 318 : t <= 12 ? 311 : t <= 13 ? 315 : t <= 14 ? 311 : t <= 15 ? 315 : t <= 16 ? 324 : t <= 17 ? 31 : t <= 18 ? 324 : t <= 19 ? 31 : t <= 20 ? 370 : t <= 21 ? 289 : t <= 22 ? 370 : t <= 23 ? 289 : t <= 24 ? 231 : t <= 25 ? 84 : t <= 26 ? 231 : t <= 27 ? 84 : t <= 28 ? 10 : t <= 29 ? 508 : t <= 30 ? 10 : 508] as r853_n2
expect r853_n2.wavefronts == 5
write w[243] if (4092 >> t & 1) != 0 as r854_bcast
expect r854_bcast.wavefronts == 1
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 104 : t <= 1 ? 121 : t <= 2 ? 104 : t <= 3 ? 121 : t <= 4 ? 105 : t <= 5 ? 90 : t <= 6 ? 105 : t <= 8 ? 90 : t <= 9 ? 88 : t <= 10 ? 90 : t <= 11 ? 88 : t <= 12 ? 120 : t <= 13 ? 73 : t <= 14 ? 120 : t <= 15 ? 73 : t <= 16 ? 121 : t <= 17 ? 122 : t <= 18 ? 121 : t <= 19 ? 122 : t <= 20 ? 106 : t <= 21 ? 120 : t <= 22 ? 106 : t <= 23 ? 120 : t <= 24 ? 72 : t <= 25 ? 73 : t <= 26 ? 72 : t <= 28 ? 73 : t <= 29 ? 74 : t <= 30 ? 73 : 74] as r855_n2c
expect r855_n2c.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[62] if (2818574336 >> t & 1) != 0 as r856_bcast
expect r856_bcast.wavefronts == 2
read w[t <= 0 ? 490 : t <= 1 ? 506 : t <= 2 ? 10 : t <= 3 ? 26 : t <= 4 ? 42 : t <= 5 ? 58 : t <= 6 ? 74 : t <= 7 ? 90 : t <= 8 ? 106 : t <= 9 ? 122 : t <= 10 ? 138 : t <= 11 ? 154 : t <= 12 ? 170 : t <= 13 ? 186 : t <= 14 ? 202 : t <= 15 ? 218 : t <= 16 ? 234 : t <= 17 ? 250 : t <= 18 ? 266 : t <= 19 ? 282 : t <= 20 ? 298 : t <= 21 ? 314 : t <= 22 ? 330 : t <= 23 ? 346 : t <= 24 ? 362 : t <= 25 ? 378 : t <= 26 ? 394 : t <= 27 ? 410 : t <= 28 ? 426 : t <= 29 ? 442 : t <= 30 ? 458 : 474] as r857_stride
expect r857_stride.wavefronts == 32
read v[t <= 2 ? 82 : t <= 8 ? 65 : t <= 15 ? 82 : t <= 21 ? 65 : t <= 29 ? 81 : 66] if (1881178372 >> t & 1) != 0 as r858_n1c
expect r858_n1c.wavefronts == 3
read f[t <= 0 ? 268 : t <= 1 ? 288 : t <= 2 ? 268 : t <= 3 ? 288 : t <= 4 ? 451 : t <= 5 ? 136 : t <= 6 ? 451 : t <= 7 ? 136 : t <= 8 ? 423 : t <= 9 ? 121 : t <= 10 ? 423 : t <= 11 ? 121 : t <= 12 ? 350 : t <= 13 ? 443 : t <= 14 ? 350 : t <= 15 ? 443 : t <= 16 ? 321 : t <= 17 ? 53 : t <= 18 ? 321 : t <= 19 ? 53 : t <= 20 ? 342 : t <= 21 ? 11 : t <= 22 ? 342 : t <= 23 ? 11 : t <= 24 ? 125 : t <= 25 ? 47 : t <= 26 ? 125 : t <= 27 ? 47 : t <= 28 ? 153 : t <= 29 ? 313 : t <= 30 ? 153 : 313] as r859_n2
expect r859_n2.wavefronts == 3
read v[t <= 0 ? 3 : t <= 1 ? 172 : t <= 2 ? 380 : t <= 3 ? 183 : t <= 4 ? 377 : t <= 5 ? 225 : t <= 6 ? 2 : t <= 7 ? 330 : t <= 8 ? 360 : t <= 9 ? 7 : t <= 10 ? 282 : t <= 11 ? 494 : t <= 12 ? 440 : t <= 13 ? 400 : t <= 14 ? 114 : t <= 15 ? 45 : t <= 16 ? 145 : t <= 17 ? 108 : t <= 18 ? 194 : t <= 19 ? 89 : t <= 20 ? 359 : t <= 21 ? 485 : t <= 22 ? 453 : t <= 23 ? 295 : t <= 24 ? 474 : t <= 25 ? 157 : t <= 26 ? 40 : t <= 27 ? 147 : t <= 28 ? 148 : t <= 29 ? 424 : t <= 30 ? 385 : 5] as r860_rand
expect r860_rand.wavefronts == 9
write w[t <= 0 ? 249 : t <= 1 ? 395 : t <= 2 ? 249 : t <= 3 ? 395 : t <= 4 ? 183 : t <= 5 ? 358 : t <= 6 ? 183 : t <= 7 ? 358 : t <= 8 ? 18 : t <= 9 ? 405 : t <= 10 ? 18 : t <= 11 ? 405 : t <= 12 ? 333 : t <= 13 ? 97 : t <= 14 ? 333 : t <= 15 ? 97 : t <= 16 ? 102 : t <= 17 ? 444 : t <= 18 ? 102 : t <= 19 ? 444 : t <= 20 ? 23 : t <= 21 ? 156 : t <= 22 ? 23 : t <= 23 ? 156 : t <= 24 ? 300 : t <= 25 ? 55 : t <= 26 ? 300 : t <= 27 ? 55 : t <= 28 ? 65 : t <= 29 ? 397 : t <= 30 ? 65 : 397] as r861_n2
expect r861_n2.wavefronts == 4
read v[285] if (33554432 >> t & 1) != 0 as r862_n1s
expect r862_n1s.wavefronts == 1
read v[t <= 1 ? 12 : t <= 8 ? 340 : t <= 11 ? 503 : t <= 13 ? 20 : t <= 18 ? 271 : 71] if (134490370 >> t & 1) != 0 as r863_rand
expect r863_rand.wavefronts == 5
read v[t <= 0 ? 278 : t <= 1 ? 287 : t <= 3 ? 305 : t <= 4 ? 314 : t <= 5 ? 323 : t <= 6 ? 332 : t <= 8 ? 350 : t <= 9 ? 359 : t <= 10 ? 368 : t <= 12 ? 386 : t <= 14 ? 404 : t <= 15 ? 413 : t <= 16 ? 422 : t <= 17 ? 431 : t <= 18 ? 440 : t <= 20 ? 458 : t <= 21 ? 467 : t <= 23 ? 485 : t <= 24 ? 494 : t <= 25 ? 503 : t <= 26 ? 0 : t <= 28 ? 18 : t <= 29 ? 27 : 36] if (2008536955 >> t & 1) != 0 as r864_stride
expect r864_stride.wavefronts == 4
read w[t <= 1 ? 203 : t <= 8 ? 298 : t <= 12 ? 203 : t <= 17 ? 298 : t <= 20 ? 203 : t <= 22 ? 500 : 298] if (13766922 >> t & 1) != 0 as r865_few
expect r865_few.wavefronts == 2
write v[12 * t + 42] if (2188115976 >> t & 1) != 0 as r866_stride
expect r866_stride.wavefronts == 5
# Nsight's instrumented estimate: 4
read v[t <= 8 ? 31 : t <= 15 ? 24 : t <= 20 ? 23 : t <= 28 ? 7 : 8] if (2433777921 >> t & 1) != 0 as r867_n1c
expect r867_n1c.wavefronts == 3
read f[237] if (52428800 >> t & 1) != 0 as r868_bcast
expect r868_bcast.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 27 : t <= 3 ? 44 : t <= 5 ? 51 : t <= 7 ? 36 : t <= 9 ? 43 : t <= 11 ? 36 : t <= 13 ? 27 : t <= 15 ? 44 : t <= 17 ? 51 : t <= 19 ? 44 : t <= 21 ? 27 : t <= 23 ? 44 : t <= 25 ? 43 : t <= 27 ? 36 : t <= 29 ? 43 : 52] as r869_n1c
expect r869_n1c.wavefronts == 6
read v[t <= 1 ? 301 : t <= 3 ? 487 : t <= 5 ? 492 : t <= 7 ? 232 : t <= 9 ? 430 : t <= 11 ? 132 : t <= 13 ? 191 : t <= 15 ? 385 : t <= 17 ? 376 : t <= 18 ? 39 : t <= 19 ? 419 : t <= 21 ? 341 : t <= 23 ? 35 : t <= 25 ? 350 : t <= 27 ? 349 : t <= 28 ? 38 : t <= 29 ? 361 : 299] as r870_n1s
expect r870_n1s.wavefronts == 6
read w[t <= 1 ? 321 : t <= 5 ? 363 : t <= 7 ? 456 : t <= 9 ? 421 : t <= 11 ? 191 : t <= 13 ? 71 : t <= 15 ? 353 : t <= 17 ? 17 : t <= 19 ? 446 : t <= 21 ? 453 : t <= 23 ? 41 : t <= 25 ? 358 : t <= 27 ? 483 : t <= 29 ? 28 : t <= 30 ? 3 : 279] as r871_n1s
expect r871_n1s.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 61 : t <= 5 ? 274 : t <= 6 ? 369 : t <= 8 ? 181 : t <= 9 ? 492 : t <= 10 ? 181 : t <= 11 ? 492 : t <= 12 ? 298 : t <= 13 ? 175 : t <= 14 ? 298 : t <= 15 ? 175 : t <= 16 ? 3 : t <= 17 ? 289 : t <= 18 ? 3 : t <= 19 ? 289 : t <= 20 ? 371 : t <= 21 ? 345 : t <= 22 ? 371 : t <= 23 ? 345 : t <= 26 ? 291 : t <= 27 ? 20 : t <= 28 ? 414 : 88] if (3187670881 >> t & 1) != 0 as r872_n2
expect r872_n2.wavefronts == 3
read v[t <= 1 ? 65 : t <= 5 ? 166 : t <= 10 ? 61 : t <= 20 ? 418 : t <= 21 ? 55 : t <= 27 ? 315 : 5] if (1513096226 >> t & 1) != 0 as r873_n2s
expect r873_n2s.wavefronts == 2
write w[t <= 0 ? 151 : t <= 1 ? 152 : t <= 2 ? 151 : t <= 3 ? 152 : t <= 4 ? 136 : t <= 5 ? 137 : t <= 6 ? 136 : t <= 7 ? 137 : t <= 8 ? 121 : t <= 9 ? 151 : t <= 10 ? 121 : t <= 11 ? 151 : t <= 12 ? 119 : t <= 13 ? 120 : t <= 14 ? 119 : t <= 16 ? 120 : t <= 17 ? 153 : t <= 18 ? 120 : t <= 19 ? 153 : t <= 20 ? 137 : t <= 21 ? 151 : t <= 22 ? 137 : t <= 23 ? 151 : t <= 24 ? 119 : t <= 25 ? 120 : t <= 26 ? 119 : t <= 28 ? 120 : t <= 29 ? 121 : t <= 30 ? 120 : 121] as r874_n2c
expect r874_n2c.wavefronts == 6
write w[t <= 0 ? 272 : t <= 1 ? 20 : t <= 2 ? 166 : t <= 3 ? 20 : t <= 4 ? 435 : t <= 5 ? 270 : t <= 6 ? 273 : t <= 7 ? 270 : t <= 8 ? 456 : t <= 9 ? 146 : t <= 10 ? 456 : t <= 11 ? 146 : t <= 12 ? 494 : t <= 13 ? 385 : t <= 14 ? 494 : t <= 15 ? 385 : t <= 16 ? 306 : t <= 17 ? 144 : t <= 18 ? 343 : t <= 19 ? 144 : t <= 20 ? 247 : t <= 21 ? 292 : t <= 22 ? 247 : t <= 23 ? 292 : t <= 24 ? 268 : t <= 25 ? 104 : t <= 26 ? 268 : t <= 27 ? 104 : t <= 28 ? 107 : t <= 29 ? 428 : t <= 30 ? 107 : 428] as r875_n2s
expect r875_n2s.wavefronts == 4
write w[t <= 0 ? 87 : t <= 1 ? 163 : t <= 2 ? 87 : t <= 3 ? 163 : t <= 4 ? 103 : t <= 5 ? 371 : t <= 6 ? 103 : t <= 7 ? 371 : t <= 8 ? 270 : t <= 9 ? 117 : t <= 10 ? 270 : t <= 11 ? 117 : t <= 12 ? 335 : t <= 13 ? 473 : t <= 14 ? 335 : t <= 15 ? 473 : t <= 16 ? 379 : t <= 17 ? 462 : t <= 18 ? 379 : t <= 19 ? 462 : t <= 20 ? 99 : t <= 21 ? 182 : t <= 22 ? 99 : t <= 23 ? 182 : t <= 24 ? 284 : t <= 25 ? 225 : t <= 26 ? 284 : t <= 27 ? 225 : t <= 28 ? 24 : t <= 29 ? 316 : t <= 30 ? 24 : 316] as r876_n2
expect r876_n2.wavefronts == 4
write w[t <= 21 ? 313 : t <= 23 ? 110 : t <= 25 ? 171 : t <= 27 ? 73 : t <= 28 ? 340 : t <= 29 ? 464 : t <= 30 ? 118 : 297] if (4293918720 >> t & 1) != 0 as r877_n1s
expect r877_n1s.wavefronts == 3
write v[t <= 6 ? 206 : t <= 8 ? 409 : t <= 12 ? 58 : t <= 14 ? 339 : 202] if (1073762624 >> t & 1) != 0 as r878_n1
expect r878_n1.wavefronts == 3
read v[t <= 3 ? 133 : t <= 6 ? 191 : t <= 19 ? 78 : t <= 21 ? 160 : 428] if (19660872 >> t & 1) != 0 as r879_n1s
expect r879_n1s.wavefronts == 2
write w[t <= 1 ? 16 : t <= 3 ? 230 : t <= 5 ? 367 : t <= 6 ? 58 : t <= 7 ? 496 : t <= 9 ? 453 : t <= 11 ? 159 : t <= 13 ? 179 : t <= 15 ? 341 : t <= 17 ? 149 : t <= 19 ? 489 : t <= 21 ? 236 : t <= 23 ? 45 : t <= 24 ? 245 : t <= 25 ? 61 : t <= 27 ? 183 : t <= 29 ? 294 : 475] as r880_n1s
expect r880_n1s.wavefronts == 4
read w[t <= 1 ? 312 : t <= 2 ? 492 : t <= 5 ? 348 : t <= 6 ? 145 : t <= 7 ? 341 : t <= 9 ? 414 : t <= 10 ? 48 : t <= 12 ? 199 : t <= 15 ? 96 : t <= 17 ? 374 : t <= 19 ? 250 : t <= 23 ? 216 : t <= 25 ? 46 : 285] if (2211174135 >> t & 1) != 0 as r881_n1s
expect r881_n1s.wavefronts == 3
write w[t <= 0 ? 68 : t <= 1 ? 18 : t <= 2 ? 68 : t <= 4 ? 142 : t <= 5 ? 260 : t <= 6 ? 142 : t <= 8 ? 336 : t <= 9 ? 108 : t <= 10 ? 336 : t <= 11 ? 108 : t <= 12 ? 83 : t <= 13 ? 410 : t <= 14 ? 83 : t <= 15 ? 410 : t <= 18 ? 401 : t <= 20 ? 2 : t <= 21 ? 434 : t <= 22 ? 2 : t <= 25 ? 44 : t <= 26 ? 416 : t <= 27 ? 44 : t <= 28 ? 104 : 180] if (2658467703 >> t & 1) != 0 as r882_n2
expect r882_n2.wavefronts == 4
read w[290] if (3223489024 >> t & 1) != 0 as r883_bcast
expect r883_bcast.wavefronts == 1
read w[23] if (2147483648 >> t & 1) != 0 as r884_n2c
expect r884_n2c.wavefronts == 1
read v[t <= 3 ? 397 : t <= 5 ? 491 : t <= 27 ? 179 : 449] if (402653224 >> t & 1) != 0 as r885_n1
expect r885_n1.wavefronts == 2
read v[t <= 13 ? 77 : t <= 19 ? 94 : t <= 21 ? 92 : t <= 25 ? 69 : 68] if (103292928 >> t & 1) != 0 as r886_n2c
expect r886_n2c.wavefronts == 3
read f[t <= 0 ? 205 : t <= 1 ? 452 : t <= 2 ? 150 : t <= 3 ? 29 : t <= 4 ? 68 : t <= 5 ? 54 : t <= 6 ? 237 : t <= 7 ? 102 : t <= 8 ? 24 : t <= 9 ? 414 : t <= 10 ? 33 : t <= 11 ? 21 : t <= 12 ? 11 : t <= 13 ? 383 : t <= 14 ? 252 : t <= 15 ? 169 : t <= 16 ? 343 : t <= 17 ? 434 : t <= 18 ? 367 : t <= 19 ? 442 : t <= 20 ? 41 : t <= 21 ? 224 : t <= 22 ? 216 : t <= 23 ? 103 : t <= 24 ? 126 : t <= 25 ? 87 : t <= 26 ? 284 : t <= 27 ? 119 : t <= 28 ? 511 : t <= 29 ? 462 : t <= 30 ? 292 : 66] as r887_rand
expect r887_rand.wavefronts == 3
read w[t <= 7 ? 264 : t <= 15 ? 283 : 254] if (98432 >> t & 1) != 0 as r888_n2s
expect r888_n2s.wavefronts == 1
write f[t <= 1 ? 95 : t <= 3 ? 17 : t <= 5 ? 146 : t <= 7 ? 430 : t <= 8 ? 85 : t <= 11 ? 235 : t <= 13 ? 349 : t <= 15 ? 401 : t <= 17 ? 87 : t <= 19 ? 350 : t <= 21 ? 61 : t <= 23 ? 292 : t <= 25 ? 43 : t <= 27 ? 68 : t <= 28 ? 500 : 69] if (3753901563 >> t & 1) != 0 as r889_n1
expect r889_n1.wavefronts == 2
read w[t <= 0 ? 230 : t <= 1 ? 177 : t <= 2 ? 230 : t <= 3 ? 177 : t <= 4 ? 499 : t <= 5 ? 384 : t <= 6 ? 499 : t <= 7 ? 384 : t <= 8 ? 428 : t <= 9 ? 201 : t <= 10 ? 428 : t <= 11 ? 201 : t <= 12 ? 495 : t <= 13 ? 276 : t <= 14 ? 495 : t <= 15 ? 276 : t <= 16 ? 458 : t <= 17 ? 243 : t <= 18 ? 458 : t <= 19 ? 243 : t <= 20 ? 24 : t <= 21 ? 102 : t <= 22 ? 24 : t <= 23 ? 102 : t <= 24 ? 406 : t <= 25 ? 286 : t <= 26 ? 406 : t <= 27 ? 286 : t <= 28 ? 172 : t <= 29 ? 175 : t <= 30 ? 172 : 175] as r890_n2
expect r890_n2.wavefronts == 3
write w[19] if (8388608 >> t & 1) != 0 as r891_n1
expect r891_n1.wavefronts == 1
read w[294] if (4288582118 >> t & 1) != 0 as r892_bcast
expect r892_bcast.wavefronts == 1
write w[t <= 3 ? 232 : t <= 4 ? 90 : t <= 8 ? 346 : 237] if (8388888 >> t & 1) != 0 as r893_n2s
expect r893_n2s.wavefronts == 3
read v[t <= 0 ? 478 : t <= 1 ? 298 : t <= 2 ? 427 : t <= 3 ? 131 : t <= 4 ? 1 : t <= 5 ? 38 : t <= 6 ? 19 : t <= 7 ? 16 : t <= 8 ? 194 : t <= 9 ? 36 : t <= 10 ? 87 : t <= 11 ? 0 : t <= 12 ? 16 : t <= 13 ? 442 : t <= 14 ? 219 : t <= 15 ? 37 : t <= 16 ? 410 : t <= 17 ? 495 : t <= 18 ? 1 : t <= 19 ? 37 : t <= 20 ? 42 : t <= 21 ? 498 : t <= 22 ? 507 : t <= 23 ? 72 : t <= 24 ? 416 : t <= 25 ? 354 : t <= 26 ? 506 : t <= 27 ? 348 : t <= 28 ? 431 : t <= 29 ? 52 : t <= 30 ? 42 : 297] as r894_rand
expect r894_rand.wavefronts == 11
read w[t <= 0 ? 189 : t <= 3 ? 410 : t <= 6 ? 293 : t <= 8 ? 98 : t <= 14 ? 286 : t <= 22 ? 136 : 420] if (273695049 >> t & 1) != 0 as r895_n2s
expect r895_n2s.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 6 ? 64 : t <= 7 ? 81 : t <= 8 ? 65 : t <= 9 ? 63 : t <= 10 ? 65 : t <= 11 ? 63 : t <= 12 ? 95 : t <= 13 ? 80 : t <= 14 ? 95 : t <= 15 ? 80 : t <= 16 ? 96 : t <= 17 ? 97 : t <= 18 ? 96 : t <= 19 ? 97 : t <= 20 ? 81 : t <= 21 ? 47 : t <= 22 ? 81 : t <= 23 ? 47 : t <= 24 ? 79 : t <= 25 ? 96 : t <= 26 ? 79 : t <= 28 ? 96 : t <= 29 ? 49 : t <= 30 ? 96 : 49] if (4294967232 >> t & 1) != 0 as r896_n2c
expect r896_n2c.wavefronts == 4
write v[t <= 5 ? 115 : t <= 6 ? 108 : t <= 9 ? 115 : t <= 21 ? 123 : t <= 23 ? 124 : t <= 25 ? 123 : t <= 26 ? 132 : 124] if (1185940064 >> t & 1) != 0 as r897_n1c
expect r897_n1c.wavefronts == 5
read w[t <= 0 ? 312 : t <= 1 ? 366 : t <= 2 ? 35 : t <= 3 ? 366 : t <= 4 ? 490 : t <= 5 ? 411 : t <= 6 ? 490 : t <= 7 ? 411 : t <= 8 ? 124 : t <= 9 ? 234 : t <= 10 ? 124 : t <= 11 ? 234 : t <= 12 ? 391 : t <= 13 ? 302 : t <= 14 ? 391 : t <= 15 ? 302 : t <= 16 ? 447 : t <= 17 ? 107 : t <= 18 ? 447 : t <= 19 ? 107 : t <= 20 ? 127 : t <= 21 ? 68 : t <= 22 ? 127 : t <= 23 ? 68 : t <= 24 ? 105 : t <= 25 ? 391 : t <= 26 ? 105 : t <= 27 ? 391 : t <= 28 ? 236 : t <= 29 ? 419 : t <= 30 ? 236 : 173] as r898_n2s
expect r898_n2s.wavefronts == 4
read f[t <= 6 ? 1 : t <= 16 ? 96 : t <= 19 ? 33 : t <= 27 ? 1 : t <= 29 ? 64 : 65] if (4161347648 >> t & 1) != 0 as r899_n1c
expect r899_n1c.wavefronts == 3
write v[t <= 3 ? 383 : t <= 4 ? 149 : t <= 8 ? 464 : t <= 10 ? 368 : t <= 11 ? 369 : t <= 14 ? 186 : t <= 16 ? 153 : 240] if (16862488 >> t & 1) != 0 as r900_rand
expect r900_rand.wavefronts == 5
read v[t <= 3 ? 191 : t <= 5 ? 196 : t <= 7 ? 32 : t <= 8 ? 452 : t <= 11 ? 241 : t <= 14 ? 62 : t <= 16 ? 172 : 151] if (2147569132 >> t & 1) != 0 as r901_n1
expect r901_n1.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 75 : t <= 1 ? 92 : t <= 2 ? 75 : t <= 3 ? 92 : t <= 4 ? 76 : t <= 5 ? 93 : t <= 6 ? 76 : t <= 7 ? 93 : t <= 8 ? 61 : t <= 9 ? 75 : t <= 10 ? 61 : t <= 12 ? 75 : t <= 13 ? 92 : t <= 14 ? 75 : t <= 15 ? 92 : t <= 16 ? 76 : t <= 17 ? 77 : t <= 18 ? 76 : t <= 19 ? 77 : t <= 20 ? 61 : t <= 21 ? 59 : t <= 22 ? 61 : t <= 23 ? 59 : t <= 24 ? 91 : t <= 25 ? 76 : t <= 26 ? 91 : t <= 27 ? 76 : t <= 28 ? 92 : t <= 29 ? 77 : t <= 30 ? 92 : 77] as r902_n2c
expect r902_n2c.wavefronts == 3
read v[12 * t + 17] if (2147483616 >> t & 1) != 0 as r903_stride
expect r903_stride.wavefronts == 14
read f[t <= 4 ? 437 : t <= 12 ? 319 : t <= 19 ? 165 : t <= 21 ? 437 : 319] if (19429392 >> t & 1) != 0 as r904_few
expect r904_few.wavefronts == 1
write v[307] if (1 >> t & 1) != 0 as r905_rand
expect r905_rand.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 15 ? 385 : t <= 16 ? 233 : t <= 17 ? 9 : t <= 18 ? 233 : t <= 19 ? 9 : t <= 20 ? 226 : t <= 21 ? 160 : t <= 22 ? 226 : t <= 23 ? 160 : t <= 24 ? 236 : t <= 25 ? 458 : t <= 26 ? 236 : t <= 27 ? 458 : t <= 28 ? 22 : t <= 29 ? 328 : 22] if (2147450880 >> t & 1) != 0 as r906_n2s
expect r906_n2s.wavefronts == 2
read w[113 * t + -1447] if (24576 >> t & 1) != 0 as r907_rand
expect r907_rand.wavefronts == 1
read v[63] if (1 >> t & 1) != 0 as r908_n2c
expect r908_n2c.wavefronts == 1
read w[t <= 13 ? 163 : t <= 19 ? 454 : t <= 21 ? 271 : t <= 22 ? 186 : t <= 27 ? 272 : 99] if (2288525312 >> t & 1) != 0 as r909_n1
expect r909_n1.wavefronts == 2
read v[t <= 25 ? 88 : 80] if (301989888 >> t & 1) != 0 as r910_n2c
expect r910_n2c.wavefronts == 2
read w[5 * t + 123] if (402523351 >> t & 1) != 0 as r911_stride
expect r911_stride.wavefronts == 2
read v[t <= 0 ? 161 : t <= 1 ? 58 : t <= 2 ? 291 : t <= 3 ? 9 : t <= 4 ? 214 : t <= 5 ? 384 : t <= 6 ? 464 : t <= 7 ? 440 : t <= 8 ? 352 : t <= 9 ? 482 : t <= 10 ? 233 : t <= 11 ? 467 : t <= 12 ? 238 : t <= 13 ? 295 : t <= 14 ? 362 : t <= 15 ? 131 : t <= 16 ? 51 : t <= 17 ? 267 : t <= 18 ? 38 : t <= 19 ? 393 : t <= 20 ? 368 : t <= 21 ? 48 : t <= 22 ? 29 : t <= 23 ? 280 : t <= 24 ? 145 : t <= 25 ? 207 : t <= 26 ? 111 : t <= 27 ? 106 : t <= 28 ? 470 : t <= 29 ? 89 : t <= 30 ? 208 : 46] as r912_rand
expect r912_rand.wavefronts == 10
write f[t <= 0 ? 150 : t <= 3 ? 119 : t <= 5 ? 118 : t <= 12 ? 214 : t <= 15 ? 119 : t <= 16 ? 118 : t <= 19 ? 119 : t <= 20 ? 118 : t <= 23 ? 151 : t <= 25 ? 182 : t <= 27 ? 151 : t <= 29 ? 118 : 183] if (4292710973 >> t & 1) != 0 as r913_n1c
expect r913_n1c.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 6 : t <= 12 ? 423 : t <= 13 ? 26 : t <= 14 ? 71 : t <= 21 ? 490 : t <= 25 ? 303 : 56] if (3257954306 >> t & 1) != 0 as r914_n1s
expect r914_n1s.wavefronts == 5
read f[t <= 5 ? 85 : t <= 10 ? 172 : t <= 15 ? 85 : t <= 16 ? 123 : t <= 17 ? 85 : t <= 19 ? 172 : t <= 20 ? 85 : t <= 21 ? 123 : t <= 26 ? 391 : 172] if (2352731424 >> t & 1) != 0 as r915_few
expect r915_few.wavefronts == 1
read w[385] if (268439680 >> t & 1) != 0 as r916_bcast
expect r916_bcast.wavefronts == 1
write v[t <= 7 ? 435 : t <= 10 ? 471 : t <= 19 ? 67 : 115] if (8914048 >> t & 1) != 0 as r917_stride
expect r917_stride.wavefronts == 4
write w[t <= 4 ? 125 : t <= 5 ? 158 : t <= 6 ? 125 : t <= 7 ? 158 : t <= 8 ? 174 : t <= 9 ? 156 : t <= 10 ? 174 : t <= 11 ? 156 : t <= 12 ? 172 : t <= 13 ? 141 : t <= 14 ? 172 : t <= 16 ? 141 : t <= 17 ? 158 : t <= 18 ? 141 : 158] if (1048560 >> t & 1) != 0 as r918_n2c
expect r918_n2c.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 405 : t <= 3 ? 413 : t <= 10 ? 348 : t <= 11 ? 157 : t <= 13 ? 371 : t <= 16 ? 218 : t <= 17 ? 326 : t <= 22 ? 300 : t <= 24 ? 294 : t <= 27 ? 125 : 110] if (2302880777 >> t & 1) != 0 as r919_rand
expect r919_rand.wavefronts == 3
# Nsight's instrumented estimate: 2
read v[t <= 4 ? 31 : t <= 12 ? 116 : t <= 13 ? 110 : t <= 14 ? 235 : t <= 19 ? 455 : 110] if (67661840 >> t & 1) != 0 as r920_rand
expect r920_rand.wavefronts == 4
read v[t <= 0 ? 162 : t <= 1 ? 190 : t <= 3 ? 77 : t <= 4 ? 190 : t <= 6 ? 421 : t <= 7 ? 77 : t <= 8 ? 190 : t <= 11 ? 421 : t <= 15 ? 190 : t <= 16 ? 162 : t <= 17 ? 421 : t <= 18 ? 77 : t <= 19 ? 190 : t <= 21 ? 162 : t <= 22 ? 77 : t <= 24 ? 190 : t <= 25 ? 162 : t <= 27 ? 77 : t <= 28 ? 162 : t <= 29 ? 421 : 162] if (4219448283 >> t & 1) != 0 as r921_few
expect r921_few.wavefronts == 7
read f[t <= 11 ? 232 : t <= 14 ? 238 : t <= 16 ? 178 : t <= 28 ? 136 : 128] if (1342261248 >> t & 1) != 0 as r922_rand
expect r922_rand.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 421 : t <= 12 ? 286 : t <= 13 ? 71 : t <= 17 ? 286 : t <= 23 ? 71 : t <= 30 ? 286 : 279] if (3229757954 >> t & 1) != 0 as r923_few
expect r923_few.wavefronts == 3
write w[1 * t + 211] as r924_stride
expect r924_stride.wavefronts == 2
read v[t <= 11 ? 411 : t <= 13 ? 400 : 160] if (30720 >> t & 1) != 0 as r925_n1s
expect r925_n1s.wavefronts == 2
read v[t <= 23 ? 500 : t <= 24 ? 20 : t <= 25 ? 52 : t <= 26 ? 84 : t <= 27 ? 116 : t <= 28 ? 148 : t <= 29 ? 180 : t <= 30 ? 212 : 244] if (4286578688 >> t & 1) != 0 as r926_stride
expect r926_stride.wavefronts == 9
read w[257] if (4 >> t & 1) != 0 as r927_rand
expect r927_rand.wavefronts == 1
read f[t <= 0 ? 87 : t <= 3 ? 184 : t <= 4 ? 151 : t <= 7 ? 120 : t <= 9 ? 183 : t <= 14 ? 184 : t <= 17 ? 119 : t <= 21 ? 183 : t <= 25 ? 151 : t <= 27 ? 88 : t <= 29 ? 87 : 152] if (1848853469 >> t & 1) != 0 as r928_n1c
expect r928_n1c.wavefronts == 4
read f[t <= 20 ? 267 : 431] if (5259904 >> t & 1) != 0 as r929_few
expect r929_few.wavefronts == 1
read v[t <= 24 ? 259 : t <= 25 ? 113 : t <= 26 ? 259 : t <= 27 ? 113 : t <= 28 ? 319 : t <= 29 ? 438 : t <= 30 ? 319 : 438] if (4278190080 >> t & 1) != 0 as r930_n2
expect r930_n2.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 50 : t <= 1 ? 51 : t <= 2 ? 50 : t <= 3 ? 51 : t <= 4 ? 67 : t <= 5 ? 60 : t <= 6 ? 67 : t <= 8 ? 60 : t <= 9 ? 58 : t <= 10 ? 60 : t <= 11 ? 58 : t <= 12 ? 50 : t <= 13 ? 67 : t <= 14 ? 50 : t <= 16 ? 67 : t <= 17 ? 68 : t <= 18 ? 67 : t <= 19 ? 68 : t <= 20 ? 44 : t <= 21 ? 42 : t <= 22 ? 44 : t <= 23 ? 42 : t <= 24 ? 58 : t <= 25 ? 67 : t <= 26 ? 58 : t <= 28 ? 67 : t <= 29 ? 52 : t <= 30 ? 67 : 52] as r931_n2c
expect r931_n2c.wavefronts == 5
write w[t <= 1 ? 135 : t <= 3 ? 344 : t <= 5 ? 208 : t <= 7 ? 430 : t <= 9 ? 454 : t <= 11 ? 194 : t <= 13 ? 248 : t <= 15 ? 81 : t <= 17 ? 270 : t <= 19 ? 469 : t <= 21 ? 17 : t <= 23 ? 103 : t <= 25 ? 149 : t <= 26 ? 472 : t <= 27 ? 77 : t <= 29 ? 270 : 227] as r932_n1s
expect r932_n1s.wavefronts == 4
read w[t <= 0 ? 401 : t <= 3 ? 297 : t <= 7 ? 162 : t <= 8 ? 51 : t <= 10 ? 273 : t <= 11 ? 54 : t <= 12 ? 349 : t <= 13 ? 256 : t <= 14 ? 240 : t <= 17 ? 306 : t <= 19 ? 447 : t <= 20 ? 246 : t <= 21 ? 214 : t <= 22 ? 174 : t <= 23 ? 346 : t <= 24 ? 377 : t <= 26 ? 82 : t <= 29 ? 219 : 460] if (2784656777 >> t & 1) != 0 as r933_rand
expect r933_rand.wavefronts == 4
read f[t <= 1 ? 6 : t <= 3 ? 486 : t <= 5 ? 346 : t <= 7 ? 507 : t <= 9 ? 440 : t <= 10 ? 311 : t <= 13 ? 243 : t <= 15 ? 195 : t <= 17 ? 223 : t <= 19 ? 498 : t <= 21 ? 30 : t <= 23 ? 171 : t <= 25 ? 175 : t <= 27 ? 275 : t <= 29 ? 134 : 161] if (4294965247 >> t & 1) != 0 as r934_n1
expect r934_n1.wavefronts == 3
read v[t <= 1 ? 10 : t <= 3 ? 408 : t <= 4 ? 10 : t <= 6 ? 178 : t <= 7 ? 10 : t <= 8 ? 178 : t <= 9 ? 495 : t <= 11 ? 178 : t <= 12 ? 10 : t <= 14 ? 408 : t <= 15 ? 178 : t <= 16 ? 495 : t <= 17 ? 178 : t <= 18 ? 10 : t <= 19 ? 495 : t <= 20 ? 408 : t <= 21 ? 495 : t <= 22 ? 10 : t <= 23 ? 408 : t <= 24 ? 10 : t <= 25 ? 178 : t <= 26 ? 10 : t <= 27 ? 408 : t <= 28 ? 10 : t <= 29 ? 408 : 10] as r935_few
expect r935_few.wavefronts == 8
read w[5 * t + 282] if (16711680 >> t & 1) != 0 as r936_stride
expect r936_stride.wavefronts == 1
read v[t <= 1 ? 358 : t <= 3 ? 246 : t <= 5 ? 63 : t <= 7 ? 170 : t <= 9 ? 395 : t <= 11 ? 484 : t <= 13 ? 173 : t <= 14 ? 282 : t <= 15 ? 265 : t <= 16 ? 125 : t <= 17 ? 265 : t <= 19 ? 18 : t <= 21 ? 267 : t <= 23 ? 437 : t <= 25 ? 500 : t <= 27 ? 492 : t <= 29 ? 361 : t <= 30 ? 358 : 415] as r937_n1s
expect r937_n1s.wavefronts == 7
read w[283] if (1073741824 >> t & 1) != 0 as r938_rand
expect r938_rand.wavefronts == 1
read w[t <= 1 ? 504 : t <= 3 ? 16 : t <= 6 ? 346 : t <= 9 ? 35 : t <= 13 ? 311 : t <= 15 ? 398 : t <= 17 ? 158 : t <= 19 ? 60 : t <= 21 ? 0 : t <= 25 ? 115 : t <= 29 ? 75 : 2] if (4080775754 >> t & 1) != 0 as r939_n1
expect r939_n1.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[12 * t + 144] if (25166368 >> t & 1) != 0 as r940_stride
expect r940_stride.wavefronts == 2
write v[t <= 0 ? 62 : t <= 1 ? 215 : t <= 2 ? 258 : t <= 3 ? 308 : t <= 4 ? 151 : t <= 5 ? 397 : t <= 6 ? 357 : t <= 7 ? 52 : t <= 8 ? 356 : t <= 9 ? 4 : t <= 10 ? 417 : t <= 11 ? 78 : t <= 12 ? 67 : t <= 13 ? 45 : t <= 14 ? 388 : t <= 15 ? 282 : t <= 16 ? 511 : t <= 17 ? 266 : t <= 18 ? 391 : t <= 19 ? 144 : t <= 20 ? 342 : t <= 21 ? 276 : t <= 22 ? 468 : t <= 23 ? 22 : t <= 24 ? 437 : t <= 25 ? 205 : t <= 26 ? 321 : t <= 27 ? 265 : t <= 28 ? 459 : t <= 29 ? 345 : t <= 30 ? 129 : 282] as r941_rand
expect r941_rand.wavefronts == 11
write w[t <= 0 ? 418 : t <= 1 ? 403 : t <= 2 ? 39 : t <= 3 ? 15 : t <= 4 ? 418 : t <= 5 ? 403 : t <= 6 ? 15 : t <= 7 ? 39 : t <= 9 ? 15 : t <= 10 ? 39 : t <= 15 ? 403 : t <= 17 ? 418 : t <= 19 ? 15 : t <= 20 ? 418 : t <= 22 ? 403 : t <= 23 ? 15 : t <= 29 ? 403 : t <= 30 ? 418 : 39] if (3789457151 >> t & 1) != 0 as r942_few
expect r942_few.wavefronts == 2
read v[12 * t + -53] if (268173312 >> t & 1) != 0 as r943_stride
expect r943_stride.wavefronts == 5
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 113 : t <= 3 ? 130 : t <= 5 ? 81 : t <= 7 ? 114 : t <= 9 ? 113 : t <= 11 ? 130 : t <= 13 ? 97 : t <= 15 ? 98 : t <= 17 ? 113 : t <= 19 ? 130 : t <= 21 ? 129 : t <= 23 ? 82 : t <= 25 ? 113 : t <= 27 ? 130 : t <= 29 ? 129 : 98] as r944_n1c
expect r944_n1c.wavefronts == 4
write v[1 * t + 98] if (3289384976 >> t & 1) != 0 as r945_stride
expect r945_stride.wavefronts == 4
read v[5 * t + 355] as r946_stride
expect r946_stride.wavefronts == 4
write v[t <= 1 ? 92 : t <= 3 ? 101 : t <= 5 ? 100 : t <= 7 ? 117 : t <= 9 ? 116 : t <= 11 ? 101 : t <= 13 ? 116 : t <= 15 ? 109 : t <= 17 ? 108 : t <= 19 ? 101 : t <= 21 ? 116 : t <= 23 ? 93 : t <= 25 ? 100 : t <= 27 ? 101 : t <= 29 ? 116 : 101] as r947_n1c
expect r947_n1c.wavefronts == 8
read v[81] if (256 >> t & 1) != 0 as r948_rand
expect r948_rand.wavefronts == 1
read v[t <= 0 ? 342 : t <= 1 ? 361 : t <= 2 ? 342 : t <= 3 ? 361 : t <= 4 ? 330 : t <= 5 ? 465 : t <= 6 ? 330 : t <= 7 ? 465 : t <= 8 ? 242 : t <= 9 ? 8 : t <= 10 ? 242 : t <= 11 ? 8 : t <= 12 ? 3 : t <= 13 ? 283 : t <= 14 ? 3 : t <= 15 ? 283 : t <= 16 ? 362 : t <= 17 ? 50 : t <= 18 ? 472 : t <= 19 ? 50 : t <= 20 ? 395 : t <= 21 ? 506 : t <= 22 ? 51 : t <= 23 ? 506 : t <= 24 ? 23 : t <= 25 ? 122 : t <= 26 ? 23 : t <= 27 ? 122 : t <= 28 ? 176 : t <= 29 ? 11 : t <= 30 ? 176 : 11] as r949_n2s
expect r949_n2s.wavefronts == 8
write v[t <= 4 ? 118 : t <= 5 ? 331 : t <= 6 ? 118 : t <= 14 ? 284 : t <= 24 ? 99 : t <= 25 ? 369 : 7] if (318783600 >> t & 1) != 0 as r950_n2s
expect r950_n2s.wavefronts == 3
read v[t <= 2 ? 286 : t <= 3 ? 236 : t <= 5 ? 53 : t <= 6 ? 145 : t <= 9 ? 404 : t <= 12 ? 58 : t <= 13 ? 122 : t <= 14 ? 58 : t <= 15 ? 122 : t <= 16 ? 405 : t <= 17 ? 86 : t <= 18 ? 405 : t <= 19 ? 86 : t <= 21 ? 477 : t <= 22 ? 359 : t <= 23 ? 477 : t <= 24 ? 374 : t <= 27 ? 365 : t <= 28 ? 33 : t <= 30 ? 204 : 199] if (3656381037 >> t & 1) != 0 as r951_n2s
expect r951_n2s.wavefronts == 6
read v[245] if (1073741824 >> t & 1) != 0 as r952_bcast
expect r952_bcast.wavefronts == 1
read v[t <= 10 ? 57 : t <= 11 ? 345 : t <= 12 ? 184 : t <= 13 ? 81 : t <= 14 ? 74 : t <= 15 ? 81 : 322] if (130048 >> t & 1) != 0 as r953_n2s
expect r953_n2s.wavefronts == 4
# Nsight's instrumented estimate: 2
read v[t <= 7 ? 109 : t <= 9 ? 432 : t <= 10 ? 109 : t <= 12 ? 295 : t <= 13 ? 432 : t <= 17 ? 109 : t <= 21 ? 58 : t <= 22 ? 109 : t <= 23 ? 58 : t <= 24 ? 109 : t <= 27 ? 295 : 109] if (467926688 >> t & 1) != 0 as r954_few
expect r954_few.wavefronts == 4
write v[t <= 2 ? 234 : t <= 8 ? 85 : t <= 16 ? 57 : 312] if (67174660 >> t & 1) != 0 as r955_n1
expect r955_n1.wavefronts == 4
read f[403] if (128 >> t & 1) != 0 as r956_few
expect r956_few.wavefronts == 1
read f[t <= 3 ? 238 : t <= 5 ? 58 : t <= 9 ? 267 : t <= 11 ? 37 : t <= 14 ? 473 : t <= 16 ? 13 : t <= 21 ? 457 : t <= 23 ? 450 : t <= 24 ? 159 : t <= 29 ? 154 : 405] if (3790686760 >> t & 1) != 0 as r957_n1
expect r957_n1.wavefronts == 2
read f[t <= 0 ? 34 : t <= 1 ? 99 : t <= 2 ? 34 : t <= 3 ? 99 : t <= 4 ? 67 : t <= 5 ? 36 : t <= 6 ? 67 : t <= 7 ? 36 : t <= 8 ? 132 : t <= 9 ? 66 : t <= 10 ? 132 : t <= 12 ? 66 : t <= 13 ? 99 : t <= 14 ? 66 : t <= 15 ? 99 : t <= 16 ? 67 : t <= 17 ? 36 : t <= 18 ? 67 : t <= 20 ? 36 : t <= 21 ? 98 : t <= 22 ? 36 : t <= 23 ? 98 : t <= 24 ? 34 : t <= 25 ? 131 : t <= 26 ? 34 : t <= 28 ? 131 : t <= 29 ? 36 : t <= 30 ? 131 : 36] as r958_n2c
expect r958_n2c.wavefronts == 3
read w[464] if (81408226 >> t & 1) != 0 as r959_bcast
expect r959_bcast.wavefronts == 1
read w[t <= 1 ? 418 : t <= 2 ? 510 : t <= 4 ? 407 : t <= 5 ? 271 : t <= 6 ? 36 : t <= 11 ? 489 : t <= 13 ? 190 : t <= 15 ? 354 : t <= 16 ? 153 : t <= 19 ? 499 : t <= 20 ? 273 : t <= 22 ? 106 : t <= 23 ? 443 : t <= 27 ? 52 : t <= 29 ? 38 : 272] if (2832836726 >> t & 1) != 0 as r960_rand
expect r960_rand.wavefronts == 3
read f[t <= 1 ? 164 : t <= 3 ? 165 : t <= 5 ? 68 : t <= 7 ? 133 : t <= 9 ? 68 : t <= 11 ? 133 : t <= 13 ? 100 : t <= 15 ? 165 : t <= 17 ? 132 : t <= 19 ? 69 : t <= 21 ? 100 : t <= 23 ? 133 : t <= 25 ? 164 : t <= 27 ? 101 : t <= 29 ? 164 : 101] as r961_n1c
expect r961_n1c.wavefronts == 4
write v[247 * t + -3230] if (49152 >> t & 1) != 0 as r962_n2
expect r962_n2.wavefronts == 1
write w[451] if (909897982 >> t & 1) != 0 as r963_bcast
expect r963_bcast.wavefronts == 2
read v[t <= 2 ? 62 : t <= 6 ? 63 : t <= 11 ? 70 : t <= 13 ? 55 : 62] if (10496596 >> t & 1) != 0 as r964_n2c
expect r964_n2c.wavefronts == 3
write v[t <= 0 ? 453 : t <= 1 ? 340 : t <= 2 ? 198 : t <= 3 ? 453 : t <= 4 ? 340 : t <= 5 ? 453 : t <= 6 ? 340 : t <= 7 ? 198 : t <= 8 ? 453 : t <= 10 ? 198 : t <= 12 ? 340 : t <= 14 ? 453 : t <= 16 ? 340 : t <= 17 ? 453 : t <= 18 ? 340 : t <= 19 ? 453 : t <= 21 ? 340 : 198] if (16777215 >> t & 1) != 0 as r965_few
expect r965_few.wavefronts == 3
write w[t <= 1 ? 374 : t <= 2 ? 340 : t <= 4 ? 374 : t <= 9 ? 340 : t <= 11 ? 374 : t <= 12 ? 340 : t <= 15 ? 374 : t <= 18 ? 340 : t <= 19 ? 374 : t <= 20 ? 340 : t <= 22 ? 374 : t <= 24 ? 340 : t <= 25 ? 374 : t <= 26 ? 340 : t <= 28 ? 374 : 340] as r966_few
expect r966_few.wavefronts == 2
read v[t <= 26 ? 213 : t <= 27 ? 406 : t <= 29 ? 175 : 399] if (4227858432 >> t & 1) != 0 as r967_n1s
expect r967_n1s.wavefronts == 2
read f[445] as r968_bcast
expect r968_bcast.wavefronts == 1
read v[t <= 0 ? 132 : t <= 1 ? 55 : t <= 2 ? 132 : t <= 3 ? 55 : t <= 4 ? 38 : t <= 5 ? 130 : t <= 6 ? 38 : t <= 7 ? 130 : t <= 8 ? 91 : t <= 9 ? 269 : t <= 10 ? 91 : t <= 11 ? 269 : t <= 12 ? 360 : t <= 13 ? 93 : t <= 14 ? 33 : t <= 15 ? 93 : t <= 18 ? 206 : t <= 19 ? 17 : t <= 20 ? 10 : t <= 21 ? 375 : t <= 22 ? 10 : t <= 23 ? 375 : t <= 24 ? 379 : t <= 25 ? 474 : t <= 26 ? 145 : t <= 27 ? 474 : t <= 28 ? 41 : t <= 29 ? 51 : t <= 30 ? 41 : 51] if (4294836223 >> t & 1) != 0 as r969_n2s
expect r969_n2s.wavefronts == 6
write w[403] if (1 >> t & 1) != 0 as r970_n1s
expect r970_n1s.wavefronts == 1
read v[t <= 0 ? 232 : t <= 1 ? 438 : t <= 6 ? 112 : t <= 7 ? 438 : t <= 10 ? 112 : t <= 11 ? 217 : t <= 12 ? 232 : t <= 16 ? 112 : t <= 17 ? 438 : t <= 18 ? 232 : t <= 20 ? 112 : t <= 22 ? 217 : t <= 23 ? 112 : t <= 24 ? 217 : t <= 25 ? 112 : t <= 26 ? 232 : t <= 27 ? 438 : t <= 29 ? 217 : 438] if (1876401395 >> t & 1) != 0 as r971_few
expect r971_few.wavefronts == 8
read v[428] if (33554304 >> t & 1) != 0 as r972_bcast
expect r972_bcast.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 106 : t <= 1 ? 59 : t <= 2 ? 106 : t <= 3 ? 59 : t <= 4 ? 107 : t <= 5 ? 92 : t <= 6 ? 107 : t <= 7 ? 92 : t <= 8 ? 108 : t <= 9 ? 74 : t <= 10 ? 108 : t <= 12 ? 74 : t <= 13 ? 107 : t <= 14 ? 74 : t <= 15 ? 107 : t <= 16 ? 91 : t <= 17 ? 76 : t <= 18 ? 91 : t <= 20 ? 76 : t <= 21 ? 74 : t <= 22 ? 76 : t <= 23 ? 74 : t <= 24 ? 58 : t <= 25 ? 91 : t <= 26 ? 58 : t <= 27 ? 91 : t <= 28 ? 59 : t <= 29 ? 108 : t <= 30 ? 59 : 108] as r973_n2c
expect r973_n2c.wavefronts == 3
read f[t <= 0 ? 443 : t <= 8 ? 508 : t <= 9 ? 443 : t <= 16 ? 176 : t <= 18 ? 508 : 443] if (33891073 >> t & 1) != 0 as r974_few
expect r974_few.wavefronts == 1
write v[t <= 1 ? 71 : t <= 3 ? 80 : t <= 5 ? 55 : t <= 7 ? 56 : t <= 9 ? 63 : t <= 11 ? 56 : t <= 13 ? 63 : t <= 15 ? 72 : t <= 17 ? 55 : t <= 19 ? 64 : t <= 21 ? 79 : t <= 23 ? 72 : t <= 25 ? 79 : t <= 27 ? 72 : t <= 29 ? 55 : 64] as r975_n1c
expect r975_n1c.wavefronts == 8
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 112 : t <= 1 ? 83 : t <= 2 ? 112 : t <= 3 ? 83 : t <= 6 ? 478 : t <= 10 ? 345 : t <= 11 ? 241 : t <= 12 ? 496 : t <= 15 ? 500 : t <= 16 ? 8 : t <= 19 ? 159 : t <= 20 ? 217 : t <= 23 ? 262 : t <= 24 ? 363 : t <= 27 ? 19 : t <= 29 ? 295 : t <= 30 ? 310 : 295] if (3954818399 >> t & 1) != 0 as r976_n2s
expect r976_n2s.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 112 : t <= 2 ? 97 : t <= 11 ? 145 : t <= 13 ? 112 : t <= 15 ? 113 : t <= 17 ? 144 : t <= 18 ? 113 : t <= 21 ? 128 : t <= 23 ? 113 : t <= 24 ? 96 : t <= 27 ? 145 : t <= 29 ? 128 : 145] if (3991321606 >> t & 1) != 0 as r977_n1c
expect r977_n1c.wavefronts == 4
read v[t <= 6 ? 500 : t <= 7 ? 505 : t <= 8 ? 510 : 38] if (65984 >> t & 1) != 0 as r978_stride
expect r978_stride.wavefronts == 2
write w[t <= 3 ? 444 : t <= 12 ? 360 : t <= 23 ? 501 : 486] if (1082134536 >> t & 1) != 0 as r979_n1
expect r979_n1.wavefronts == 2
read w[t <= 0 ? 501 : t <= 1 ? 266 : t <= 2 ? 385 : t <= 3 ? 438 : t <= 4 ? 385 : t <= 5 ? 44 : t <= 9 ? 285 : t <= 10 ? 183 : t <= 11 ? 496 : t <= 12 ? 109 : t <= 13 ? 226 : t <= 14 ? 40 : t <= 15 ? 39 : t <= 16 ? 374 : t <= 17 ? 235 : t <= 18 ? 498 : t <= 19 ? 479 : t <= 21 ? 484 : t <= 23 ? 197 : t <= 24 ? 233 : t <= 25 ? 343 : t <= 26 ? 360 : t <= 27 ? 192 : t <= 28 ? 348 : t <= 29 ? 334 : 159] if (2142240319 >> t & 1) != 0 as r980_rand
expect r980_rand.wavefronts == 4
# Nsight's instrumented estimate: 3
read v[t <= 23 ? 253 : t <= 24 ? 286 : t <= 25 ? 374 : t <= 26 ? 286 : 374] if (260046848 >> t & 1) != 0 as r981_n2s
expect r981_n2s.wavefronts == 2
read f[t <= 1 ? 276 : t <= 3 ? 50 : t <= 5 ? 86 : t <= 7 ? 317 : t <= 9 ? 511 : t <= 11 ? 24 : t <= 13 ? 44 : t <= 14 ? 227 : t <= 15 ? 65 : t <= 16 ? 118 : t <= 17 ? 444 : t <= 19 ? 313 : t <= 21 ? 175 : t <= 23 ? 306 : t <= 25 ? 208 : t <= 27 ? 129 : t <= 29 ? 345 : 165] as r982_n1s
expect r982_n1s.wavefronts == 2
write f[232] if (3992975868 >> t & 1) != 0 as r983_bcast
expect r983_bcast.wavefronts == 1
read w[t <= 13 ? 4 : t <= 15 ? 105 : t <= 17 ? 421 : t <= 19 ? 35 : t <= 21 ? 318 : t <= 23 ? 31 : t <= 24 ? 350 : t <= 25 ? 187 : t <= 27 ? 336 : 29] if (1073733632 >> t & 1) != 0 as r984_n1s
expect r984_n1s.wavefronts == 3
read w[t <= 14 ? 449 : t <= 17 ? 342 : 449] if (1073889472 >> t & 1) != 0 as r985_few
expect r985_few.wavefronts == 1
read v[t <= 0 ? 96 : t <= 1 ? 73 : t <= 2 ? 96 : t <= 3 ? 73 : t <= 8 ? 90 : t <= 9 ? 88 : t <= 10 ? 90 : t <= 11 ? 88 : t <= 13 ? 89 : t <= 14 ? 88 : t <= 18 ? 81 : t <= 21 ? 88 : t <= 26 ? 96 : 98] if (2753916847 >> t & 1) != 0 as r986_n2c
expect r986_n2c.wavefronts == 4
read v[t <= 18 ? 404 : t <= 25 ? 225 : t <= 29 ? 148 : 280] if (1912864768 >> t & 1) != 0 as r987_n1s
expect r987_n1s.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 78 : t <= 6 ? 87 : t <= 10 ? 79 : t <= 14 ? 87 : t <= 19 ? 79 : t <= 21 ? 102 : t <= 25 ? 86 : t <= 27 ? 87 : t <= 28 ? 94 : 95] if (2653701193 >> t & 1) != 0 as r988_n1c
expect r988_n1c.wavefronts == 5
read w[185] as r989_stride
expect r989_stride.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 36 : t <= 1 ? 37 : t <= 2 ? 36 : t <= 3 ? 37 : t <= 4 ? 5 : t <= 5 ? 38 : t <= 6 ? 5 : t <= 7 ? 38 : t <= 8 ? 22 : t <= 9 ? 20 : t <= 10 ? 22 : t <= 11 ? 20 : t <= 12 ? 36 : t <= 13 ? 53 : t <= 14 ? 36 : t <= 15 ? 53 : t <= 16 ? 37 : t <= 17 ? 54 : t <= 18 ? 37 : t <= 19 ? 54 : t <= 20 ? 22 : t <= 21 ? 4 : t <= 22 ? 22 : t <= 23 ? 4 : t <= 24 ? 36 : t <= 25 ? 53 : t <= 26 ? 36 : t <= 27 ? 53 : t <= 28 ? 37 : t <= 29 ? 54 : t <= 30 ? 37 : 54] as r990_n2c
expect r990_n2c.wavefronts == 3
read w[t <= 9 ? 395 : t <= 23 ? 121 : 189] if (142606848 >> t & 1) != 0 as r991_stride
expect r991_stride.wavefronts == 1
read v[t <= 0 ? 401 : t <= 3 ? 356 : t <= 4 ? 359 : t <= 6 ? 401 : t <= 8 ? 356 : t <= 9 ? 401 : t <= 13 ? 359 : t <= 14 ? 401 : t <= 15 ? 359 : t <= 16 ? 401 : t <= 17 ? 356 : t <= 18 ? 359 : t <= 23 ? 356 : t <= 26 ? 401 : t <= 27 ? 359 : t <= 28 ? 401 : t <= 30 ? 359 : 401] as r992_few
expect r992_few.wavefronts == 4
read f[t <= 20 ? 42 : 486] if (2148532224 >> t & 1) != 0 as r993_rand
expect r993_rand.wavefronts == 1
write v[t <= 0 ? 302 : t <= 1 ? 505 : t <= 2 ? 274 : t <= 3 ? 302 : t <= 4 ? 274 : t <= 7 ? 505 : t <= 9 ? 274 : t <= 10 ? 302 : t <= 13 ? 505 : t <= 14 ? 302 : t <= 15 ? 505 : t <= 17 ? 302 : t <= 18 ? 505 : t <= 20 ? 274 : t <= 21 ? 505 : t <= 22 ? 274 : t <= 24 ? 505 : t <= 26 ? 274 : t <= 27 ? 505 : t <= 28 ? 302 : t <= 29 ? 274 : t <= 30 ? 302 : 274] as r994_few
expect r994_few.wavefronts == 4
write w[t <= 1 ? 508 : t <= 14 ? 277 : t <= 17 ? 267 : t <= 23 ? 209 : 270] if (1086472194 >> t & 1) != 0 as r995_n1
expect r995_n1.wavefronts == 2
read w[t <= 2 ? 465 : t <= 3 ? 198 : t <= 5 ? 237 : t <= 6 ? 232 : t <= 9 ? 211 : t <= 10 ? 238 : t <= 14 ? 162 : t <= 16 ? 248 : t <= 17 ? 127 : t <= 18 ? 248 : t <= 19 ? 127 : t <= 20 ? 48 : t <= 21 ? 271 : t <= 25 ? 510 : t <= 26 ? 83 : t <= 29 ? 88 : t <= 30 ? 301 : 88] if (3862910572 >> t & 1) != 0 as r996_n2s
expect r996_n2s.wavefronts == 3
write w[t <= 0 ? 266 : t <= 1 ? 385 : t <= 2 ? 80 : t <= 3 ? 243 : t <= 5 ? 175 : t <= 6 ? 335 : t <= 7 ? 217 : t <= 8 ? 192 : t <= 9 ? 233 : t <= 10 ? 310 : t <= 11 ? 99 : t <= 12 ? 23 : t <= 13 ? 208 : t <= 14 ? 108 : t <= 15 ? 203 : t <= 17 ? 26 : t <= 18 ? 297 : t <= 19 ? 29 : t <= 20 ? 41 : t <= 21 ? 259 : t <= 22 ? 495 : t <= 23 ? 446 : t <= 24 ? 328 : t <= 25 ? 102 : t <= 26 ? 40 : t <= 27 ? 434 : t <= 28 ? 377 : t <= 29 ? 204 : t <= 30 ? 6 : 325] if (4294901743 >> t & 1) != 0 as r997_rand
expect r997_rand.wavefronts == 6
read w[t <= 1 ? 156 : 124] if (536870914 >> t & 1) != 0 as r998_n1c
expect r998_n1c.wavefronts == 2
read v[t <= 23 ? 323 : t <= 24 ? 466 : t <= 25 ? 389 : t <= 26 ? 466 : t <= 27 ? 389 : 209] if (528482304 >> t & 1) != 0 as r999_n2
expect r999_n2.wavefronts == 1
read w[t <= 19 ? 502 : 252] if (2621440 >> t & 1) != 0 as r1000_n2s
expect r1000_n2s.wavefronts == 1
read w[86] if (1610612736 >> t & 1) != 0 as r1001_bcast
expect r1001_bcast.wavefronts == 1
read w[t <= 15 ? 360 : t <= 23 ? 49 : t <= 27 ? 127 : 360] if (2575335440 >> t & 1) != 0 as r1002_few
expect r1002_few.wavefronts == 1
read v[t <= 0 ? 421 : t <= 1 ? 116 : t <= 2 ? 396 : t <= 3 ? 116 : t <= 4 ? 105 : t <= 5 ? 88 : t <= 6 ? 105 : t <= 7 ? 88 : t <= 8 ? 221 : t <= 9 ? 456 : t <= 10 ? 221 : t <= 11 ? 456 : t <= 12 ? 306 : t <= 13 ? 474 : t <= 14 ? 306 : t <= 15 ? 474 : t <= 16 ? 467 : t <= 17 ? 123 : t <= 18 ? 297 : t <= 19 ? 123 : t <= 22 ? 182 : t <= 23 ? 443 : t <= 24 ? 376 : t <= 25 ? 293 : t <= 26 ? 376 : t <= 27 ? 293 : t <= 28 ? 409 : t <= 29 ? 181 : t <= 30 ? 409 : 181] if (4292870143 >> t & 1) != 0 as r1003_n2s
expect r1003_n2s.wavefronts == 9
write f[t <= 10 ? 110 : t <= 11 ? 304 : t <= 12 ? 197 : t <= 13 ? 248 : t <= 14 ? 197 : t <= 15 ? 248 : t <= 16 ? 302 : t <= 17 ? 104 : t <= 18 ? 302 : t <= 19 ? 104 : t <= 20 ? 241 : t <= 21 ? 257 : t <= 22 ? 241 : t <= 23 ? 257 : t <= 24 ? 216 : t <= 25 ? 428 : t <= 26 ? 216 : t <= 27 ? 428 : t <= 28 ? 421 : 474] if (1073740800 >> t & 1) != 0 as r1004_n2
expect r1004_n2.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 86 : t <= 2 ? 166 : t <= 4 ? 289 : t <= 9 ? 25 : t <= 13 ? 251 : t <= 14 ? 164 : t <= 17 ? 245 : t <= 21 ? 220 : t <= 23 ? 368 : t <= 25 ? 140 : t <= 27 ? 476 : 16] if (2330096149 >> t & 1) != 0 as r1005_n1
expect r1005_n1.wavefronts == 5
read f[t <= 23 ? 330 : t <= 24 ? 264 : t <= 25 ? 245 : t <= 26 ? 264 : 245] if (260046848 >> t & 1) != 0 as r1006_n2s
expect r1006_n2s.wavefronts == 1
read f[t <= 1 ? 219 : t <= 3 ? 444 : t <= 6 ? 219 : t <= 7 ? 444 : t <= 8 ? 219 : t <= 14 ? 444 : t <= 15 ? 219 : t <= 17 ? 444 : t <= 18 ? 219 : t <= 19 ? 444 : t <= 22 ? 219 : t <= 26 ? 444 : t <= 29 ? 219 : t <= 30 ? 444 : 219] as r1007_few
expect r1007_few.wavefronts == 1
write f[t <= 1 ? 510 : t <= 5 ? 499 : t <= 6 ? 165 : t <= 10 ? 508 : t <= 17 ? 502 : t <= 19 ? 286 : t <= 21 ? 269 : t <= 22 ? 146 : t <= 26 ? 22 : t <= 29 ? 32 : 88] if (2758476898 >> t & 1) != 0 as r1008_n1s
expect r1008_n1s.wavefronts == 2
write v[t <= 0 ? 480 : t <= 1 ? 438 : t <= 2 ? 165 : t <= 3 ? 392 : t <= 4 ? 251 : t <= 5 ? 141 : t <= 6 ? 468 : t <= 7 ? 48 : t <= 8 ? 223 : t <= 9 ? 110 : t <= 10 ? 32 : t <= 11 ? 160 : t <= 12 ? 265 : t <= 13 ? 118 : t <= 14 ? 499 : t <= 15 ? 116 : t <= 16 ? 287 : t <= 17 ? 302 : t <= 18 ? 487 : t <= 19 ? 355 : t <= 20 ? 294 : t <= 21 ? 24 : t <= 22 ? 58 : t <= 23 ? 118 : t <= 24 ? 180 : t <= 25 ? 91 : t <= 26 ? 58 : t <= 27 ? 309 : t <= 28 ? 12 : t <= 29 ? 73 : t <= 30 ? 302 : 317] as r1009_rand
expect r1009_rand.wavefronts == 10
read w[t <= 1 ? 371 : t <= 3 ? 412 : t <= 4 ? 84 : t <= 7 ? 119 : t <= 8 ? 27 : t <= 9 ? 486 : t <= 13 ? 136 : t <= 15 ? 327 : t <= 17 ? 322 : t <= 19 ? 290 : t <= 20 ? 92 : t <= 23 ? 212 : t <= 25 ? 471 : t <= 26 ? 448 : t <= 29 ? 490 : 225] if (4158628831 >> t & 1) != 0 as r1010_n1s
expect r1010_n1s.wavefronts == 4
# Nsight's instrumented estimate: 9
read v[t <= 2 ? 242 : t <= 3 ? 338 : t <= 4 ? 17 : t <= 5 ? 186 : t <= 6 ? 17 : t <= 8 ? 3 : t <= 9 ? 329 : t <= 12 ? 466 : t <= 13 ? 66 : t <= 14 ? 466 : t <= 15 ? 66 : t <= 16 ? 43 : t <= 19 ? 36 : t <= 20 ? 143 : t <= 21 ? 243 : t <= 22 ? 143 : t <= 23 ? 243 : t <= 25 ? 70 : t <= 26 ? 54 : t <= 28 ? 26 : t <= 29 ? 217 : 26] if (1996092285 >> t & 1) != 0 as r1011_n2
expect r1011_n2.wavefronts == 7
# Nsight's instrumented estimate: 3
read w[t <= 2 ? 126 : t <= 16 ? 79 : t <= 24 ? 94 : t <= 25 ? 111 : 94] if (117506052 >> t & 1) != 0 as r1012_n2c
expect r1012_n2c.wavefronts == 2
read f[t <= 0 ? 2 : t <= 1 ? 334 : t <= 2 ? 2 : t <= 3 ? 334 : t <= 4 ? 131 : t <= 5 ? 345 : t <= 6 ? 131 : t <= 7 ? 345 : t <= 8 ? 182 : t <= 9 ? 216 : t <= 10 ? 182 : t <= 11 ? 216 : t <= 12 ? 73 : t <= 13 ? 372 : t <= 14 ? 73 : t <= 15 ? 372 : t <= 16 ? 506 : t <= 17 ? 485 : t <= 18 ? 506 : t <= 19 ? 485 : t <= 20 ? 117 : t <= 21 ? 304 : t <= 22 ? 117 : t <= 23 ? 304 : t <= 24 ? 256 : t <= 25 ? 382 : t <= 26 ? 256 : t <= 27 ? 382 : t <= 28 ? 389 : t <= 29 ? 511 : t <= 30 ? 389 : 511] as r1013_n2
expect r1013_n2.wavefronts == 2
write v[t <= 20 ? 104 : 105] if (9437184 >> t & 1) != 0 as r1014_n1c
expect r1014_n1c.wavefronts == 1
write v[t <= 0 ? 41 : t <= 1 ? 338 : t <= 2 ? 126 : t <= 3 ? 55 : t <= 4 ? 168 : t <= 5 ? 336 : t <= 6 ? 207 : t <= 7 ? 298 : t <= 8 ? 151 : t <= 9 ? 354 : t <= 10 ? 99 : t <= 11 ? 25 : t <= 12 ? 291 : t <= 13 ? 220 : t <= 14 ? 371 : t <= 15 ? 281 : t <= 16 ? 177 : t <= 17 ? 463 : t <= 18 ? 142 : t <= 19 ? 501 : t <= 20 ? 495 : t <= 21 ? 112 : t <= 22 ? 334 : t <= 23 ? 413 : t <= 24 ? 257 : t <= 25 ? 286 : t <= 26 ? 361 : t <= 27 ? 117 : t <= 28 ? 84 : t <= 29 ? 377 : t <= 30 ? 58 : 386] as r1015_rand
expect r1015_rand.wavefronts == 10
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 47 : t <= 1 ? 48 : t <= 2 ? 47 : t <= 3 ? 48 : t <= 4 ? 64 : t <= 5 ? 49 : t <= 6 ? 64 : t <= 7 ? 49 : t <= 8 ? 65 : t <= 9 ? 47 : t <= 10 ? 65 : t <= 12 ? 47 : t <= 13 ? 32 : t <= 14 ? 47 : t <= 16 ? 32 : t <= 17 ? 49 : t <= 18 ? 32 : t <= 19 ? 49 : t <= 20 ? 17 : t <= 21 ? 47 : t <= 22 ? 17 : t <= 24 ? 31 : t <= 25 ? 64 : t <= 26 ? 31 : t <= 27 ? 64 : t <= 28 ? 48 : t <= 29 ? 65 : t <= 30 ? 48 : 65] if (4286578687 >> t & 1) != 0 as r1016_n2c
expect r1016_n2c.wavefronts == 3
# Nsight's instrumented estimate: 4
read v[t <= 4 ? 48 : t <= 5 ? 65 : t <= 6 ? 48 : t <= 7 ? 65 : t <= 8 ? 41 : t <= 9 ? 55 : t <= 10 ? 41 : t <= 11 ? 55 : t <= 12 ? 47 : t <= 13 ? 64 : t <= 14 ? 47 : t <= 15 ? 64 : t <= 16 ? 56 : t <= 17 ? 57 : t <= 18 ? 56 : 57] if (1048560 >> t & 1) != 0 as r1017_n2c
expect r1017_n2c.wavefronts == 3
read v[t <= 0 ? 444 : t <= 1 ? 449 : t <= 2 ? 454 : t <= 3 ? 459 : t <= 4 ? 464 : t <= 5 ? 469 : t <= 6 ? 474 : t <= 7 ? 479 : t <= 8 ? 484 : t <= 9 ? 489 : t <= 10 ? 494 : t <= 11 ? 499 : t <= 12 ? 504 : t <= 13 ? 509 : t <= 14 ? 2 : t <= 15 ? 7 : t <= 16 ? 12 : t <= 17 ? 17 : t <= 18 ? 22 : t <= 19 ? 27 : t <= 20 ? 32 : t <= 21 ? 37 : t <= 22 ? 42 : t <= 23 ? 47 : t <= 24 ? 52 : t <= 25 ? 57 : t <= 26 ? 62 : t <= 27 ? 67 : t <= 28 ? 72 : t <= 29 ? 77 : t <= 30 ? 82 : 87] as r1018_stride
expect r1018_stride.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 499 : t <= 6 ? 42 : t <= 11 ? 374 : t <= 14 ? 188 : t <= 18 ? 88 : t <= 19 ? 428 : t <= 20 ? 422 : t <= 23 ? 327 : t <= 24 ? 387 : t <= 25 ? 42 : t <= 26 ? 387 : t <= 28 ? 23 : 170] if (3080538181 >> t & 1) != 0 as r1019_n2s
expect r1019_n2s.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 235 : t <= 1 ? 301 : t <= 2 ? 235 : t <= 3 ? 301 : t <= 4 ? 429 : t <= 5 ? 65 : t <= 6 ? 429 : t <= 7 ? 65 : t <= 8 ? 370 : t <= 9 ? 163 : t <= 10 ? 370 : t <= 11 ? 163 : t <= 12 ? 439 : t <= 13 ? 442 : t <= 14 ? 439 : t <= 15 ? 442 : t <= 16 ? 104 : t <= 17 ? 156 : t <= 18 ? 104 : t <= 19 ? 156 : t <= 20 ? 326 : t <= 21 ? 440 : t <= 22 ? 326 : t <= 23 ? 440 : t <= 24 ? 493 : t <= 25 ? 469 : t <= 26 ? 493 : t <= 27 ? 469 : t <= 28 ? 241 : t <= 29 ? 396 : t <= 30 ? 241 : 396] as r1020_n2
expect r1020_n2.wavefronts == 4
read f[t <= 1 ? 271 : t <= 3 ? 29 : t <= 5 ? 175 : t <= 7 ? 356 : t <= 9 ? 222 : t <= 11 ? 247 : t <= 13 ? 116 : t <= 15 ? 285 : t <= 17 ? 166 : t <= 19 ? 183 : t <= 21 ? 232 : t <= 23 ? 26 : t <= 25 ? 276 : t <= 27 ? 300 : t <= 29 ? 172 : 392] as r1021_n1
expect r1021_n1.wavefronts == 2
read f[t <= 0 ? 128 : t <= 1 ? 251 : t <= 2 ? 128 : t <= 3 ? 251 : t <= 4 ? 357 : t <= 5 ? 24 : t <= 6 ? 357 : t <= 7 ? 24 : t <= 8 ? 477 : t <= 9 ? 333 : t <= 10 ? 477 : t <= 11 ? 333 : t <= 12 ? 115 : t <= 13 ? 433 : t <= 14 ? 115 : t <= 15 ? 433 : t <= 16 ? 89 : t <= 17 ? 269 : t <= 18 ? 89 : t <= 19 ? 269 : t <= 20 ? 490 : t <= 21 ? 255 : t <= 22 ? 490 : t <= 23 ? 255 : t <= 24 ? 96 : t <= 25 ? 172 : t <= 26 ? 96 : t <= 27 ? 172 : t <= 28 ? 488 : t <= 29 ? 391 : t <= 30 ? 488 : 391] as r1022_n2
expect r1022_n2.wavefronts == 2
read v[t <= 0 ? 57 : t <= 2 ? 382 : t <= 3 ? 110 : t <= 4 ? 57 : t <= 5 ? 382 : t <= 6 ? 57 : t <= 7 ? 110 : t <= 8 ? 57 : t <= 9 ? 382 : t <= 10 ? 57 : t <= 11 ? 382 : t <= 12 ? 110 : t <= 13 ? 382 : t <= 14 ? 57 : t <= 15 ? 382 : t <= 16 ? 57 : t <= 18 ? 110 : t <= 19 ? 382 : t <= 22 ? 57 : t <= 25 ? 110 : t <= 27 ? 382 : t <= 28 ? 110 : 382] as r1023_few
expect r1023_few.wavefronts == 8
write v[t <= 2 ? 249 : t <= 5 ? 388 : t <= 8 ? 206 : t <= 10 ? 249 : t <= 12 ? 206 : t <= 14 ? 388 : t <= 15 ? 206 : t <= 16 ? 388 : t <= 18 ? 206 : t <= 19 ? 249 : t <= 21 ? 388 : t <= 22 ? 206 : t <= 23 ? 388 : t <= 26 ? 206 : t <= 27 ? 249 : t <= 28 ? 388 : t <= 29 ? 249 : t <= 30 ? 388 : 206] if (4278188031 >> t & 1) != 0 as r1024_few
expect r1024_few.wavefronts == 4
read w[63] if (33550336 >> t & 1) != 0 as r1025_bcast
expect r1025_bcast.wavefronts == 1
read f[111] if (1342440965 >> t & 1) != 0 as r1026_bcast
expect r1026_bcast.wavefronts == 1
write v[t <= 15 ? 415 : t <= 16 ? 103 : t <= 17 ? 217 : t <= 18 ? 103 : t <= 20 ? 217 : t <= 21 ? 347 : t <= 22 ? 415 : t <= 23 ? 217 : t <= 24 ? 415 : t <= 26 ? 347 : t <= 27 ? 103 : t <= 28 ? 415 : t <= 29 ? 103 : 415] if (2147450880 >> t & 1) != 0 as r1027_few
expect r1027_few.wavefronts == 5
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 467 : t <= 3 ? 315 : t <= 5 ? 111 : t <= 7 ? 20 : t <= 8 ? 216 : t <= 13 ? 243 : t <= 16 ? 107 : t <= 19 ? 222 : t <= 23 ? 348 : t <= 25 ? 480 : t <= 26 ? 361 : t <= 29 ? 414 : 58] if (1724457389 >> t & 1) != 0 as r1028_n1
expect r1028_n1.wavefronts == 2
read w[t <= 0 ? 491 : t <= 1 ? 444 : t <= 4 ? 491 : t <= 5 ? 49 : t <= 7 ? 491 : t <= 12 ? 444 : t <= 15 ? 49 : t <= 16 ? 444 : t <= 20 ? 49 : t <= 21 ? 444 : t <= 22 ? 49 : t <= 27 ? 444 : 49] if (2289800883 >> t & 1) != 0 as r1029_few
expect r1029_few.wavefronts == 2
read v[501] as r1030_bcast
expect r1030_bcast.wavefronts == 2
read w[t <= 0 ? 224 : t <= 1 ? 207 : t <= 2 ? 270 : t <= 3 ? 76 : t <= 4 ? 180 : t <= 5 ? 0 : t <= 6 ? 71 : t <= 7 ? 406 : t <= 8 ? 205 : t <= 9 ? 299 : t <= 10 ? 293 : t <= 11 ? 163 : t <= 12 ? 210 : t <= 13 ? 198 : t <= 14 ? 340 : t <= 15 ? 185 : t <= 16 ? 135 : t <= 17 ? 186 : t <= 18 ? 205 : t <= 19 ? 105 : t <= 20 ? 218 : t <= 22 ? 309 : t <= 23 ? 192 : t <= 24 ? 140 : t <= 25 ? 223 : t <= 26 ? 98 : t <= 27 ? 209 : t <= 28 ? 59 : t <= 29 ? 60 : t <= 30 ? 227 : 312] as r1031_rand
expect r1031_rand.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 7 ? 194 : t <= 9 ? 175 : t <= 10 ? 92 : t <= 12 ? 388 : t <= 15 ? 112 : t <= 17 ? 334 : t <= 19 ? 174 : t <= 20 ? 82 : t <= 25 ? 214 : t <= 27 ? 351 : 272] if (991926144 >> t & 1) != 0 as r1032_n1
expect r1032_n1.wavefronts == 2
read f[t <= 1 ? 0 : t <= 3 ? 33 : t <= 5 ? 96 : t <= 7 ? 1 : t <= 9 ? 96 : t <= 11 ? 97 : t <= 13 ? 96 : t <= 15 ? 33 : t <= 17 ? 32 : t <= 19 ? 1 : t <= 21 ? 64 : t <= 23 ? 33 : t <= 25 ? 64 : t <= 27 ? 65 : t <= 29 ? 64 : 33] as r1033_n1c
expect r1033_n1c.wavefronts == 4
read w[t <= 14 ? 464 : t <= 15 ? 40 : 184] if (2146304 >> t & 1) != 0 as r1034_n2
expect r1034_n2.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 3 ? 117 : t <= 11 ? 133 : t <= 13 ? 132 : t <= 14 ? 117 : 100] if (268462088 >> t & 1) != 0 as r1035_n1c
expect r1035_n1c.wavefronts == 2
read w[94] if (134217728 >> t & 1) != 0 as r1036_n1c
expect r1036_n1c.wavefronts == 1
read w[t <= 0 ? 477 : t <= 1 ? 494 : t <= 2 ? 511 : t <= 3 ? 16 : t <= 4 ? 33 : t <= 5 ? 50 : t <= 6 ? 67 : t <= 7 ? 84 : t <= 8 ? 101 : t <= 10 ? 135 : t <= 11 ? 152 : t <= 12 ? 169 : t <= 13 ? 186 : t <= 14 ? 203 : t <= 15 ? 220 : t <= 16 ? 237 : t <= 17 ? 254 : t <= 18 ? 271 : t <= 19 ? 288 : t <= 20 ? 305 : t <= 21 ? 322 : t <= 23 ? 356 : t <= 24 ? 373 : t <= 25 ? 390 : t <= 26 ? 407 : t <= 27 ? 424 : t <= 28 ? 441 : t <= 29 ? 458 : t <= 30 ? 475 : 492] if (4290772479 >> t & 1) != 0 as r1037_stride
expect r1037_stride.wavefronts == 2
read w[t <= 7 ? 67 : 99] if (4194432 >> t & 1) != 0 as r1038_n2c
expect r1038_n2c.wavefronts == 2
write v[t <= 4 ? 77 : t <= 7 ? 446 : t <= 13 ? 443 : t <= 17 ? 114 : t <= 21 ? 38 : t <= 22 ? 267 : t <= 26 ? 47 : t <= 28 ? 99 : 306] if (878846128 >> t & 1) != 0 as r1039_n2
expect r1039_n2.wavefronts == 4
write w[t <= 1 ? 68 : t <= 2 ? 101 : t <= 5 ? 84 : t <= 7 ? 85 : t <= 9 ? 52 : t <= 11 ? 69 : t <= 13 ? 52 : t <= 15 ? 101 : t <= 17 ? 52 : t <= 19 ? 85 : t <= 21 ? 68 : t <= 23 ? 53 : t <= 27 ? 101 : t <= 29 ? 68 : 69] if (3970939830 >> t & 1) != 0 as r1040_n1c
expect r1040_n1c.wavefronts == 7
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 59 : t <= 3 ? 68 : t <= 5 ? 75 : t <= 6 ? 76 : t <= 9 ? 59 : t <= 11 ? 76 : t <= 13 ? 51 : t <= 15 ? 52 : t <= 17 ? 75 : t <= 19 ? 60 : t <= 21 ? 75 : t <= 23 ? 68 : t <= 25 ? 67 : t <= 27 ? 68 : t <= 29 ? 51 : 68] if (4294967163 >> t & 1) != 0 as r1041_n1c
expect r1041_n1c.wavefronts == 6
read f[t <= 0 ? 313 : t <= 1 ? 506 : t <= 2 ? 74 : t <= 3 ? 492 : t <= 4 ? 446 : t <= 5 ? 23 : t <= 6 ? 127 : t <= 7 ? 397 : t <= 8 ? 28 : t <= 9 ? 351 : t <= 10 ? 30 : t <= 11 ? 278 : t <= 12 ? 409 : t <= 13 ? 185 : t <= 14 ? 316 : t <= 15 ? 497 : t <= 16 ? 258 : t <= 17 ? 335 : t <= 18 ? 311 : t <= 19 ? 296 : t <= 20 ? 114 : t <= 21 ? 278 : t <= 22 ? 199 : t <= 23 ? 168 : t <= 24 ? 468 : t <= 25 ? 404 : t <= 26 ? 180 : t <= 27 ? 195 : t <= 28 ? 256 : t <= 29 ? 362 : t <= 30 ? 141 : 154] as r1042_rand
expect r1042_rand.wavefronts == 3
read v[t <= 2 ? 171 : t <= 3 ? 471 : t <= 4 ? 93 : t <= 6 ? 214 : t <= 9 ? 382 : t <= 10 ? 498 : t <= 15 ? 6 : t <= 17 ? 464 : t <= 22 ? 204 : t <= 25 ? 135 : t <= 28 ? 479 : 466] if (843220572 >> t & 1) != 0 as r1043_rand
expect r1043_rand.wavefronts == 6
read v[t <= 0 ? 178 : t <= 1 ? 90 : t <= 2 ? 178 : t <= 3 ? 90 : t <= 4 ? 94 : t <= 5 ? 289 : t <= 6 ? 94 : t <= 7 ? 289 : t <= 8 ? 43 : t <= 9 ? 434 : t <= 10 ? 43 : t <= 11 ? 434 : t <= 12 ? 368 : t <= 13 ? 120 : t <= 14 ? 304 : t <= 15 ? 120 : t <= 16 ? 19 : t <= 17 ? 268 : t <= 18 ? 264 : t <= 19 ? 268 : t <= 20 ? 169 : t <= 21 ? 200 : t <= 22 ? 169 : t <= 23 ? 200 : t <= 24 ? 29 : t <= 25 ? 167 : t <= 26 ? 29 : t <= 27 ? 167 : t <= 28 ? 187 : t <= 29 ? 485 : t <= 30 ? 187 : 485] as r1044_n2s
expect r1044_n2s.wavefronts == 9
read w[t <= 0 ? 421 : t <= 1 ? 412 : t <= 2 ? 219 : t <= 4 ? 101 : t <= 5 ? 502 : t <= 6 ? 207 : t <= 7 ? 163 : t <= 8 ? 115 : t <= 9 ? 497 : t <= 10 ? 115 : t <= 11 ? 26 : t <= 12 ? 281 : t <= 13 ? 400 : t <= 14 ? 444 : t <= 15 ? 317 : t <= 16 ? 503 : t <= 17 ? 148 : t <= 18 ? 67 : t <= 20 ? 247 : t <= 21 ? 329 : t <= 22 ? 72 : t <= 23 ? 114 : t <= 24 ? 95 : t <= 25 ? 256 : t <= 26 ? 193 : t <= 27 ? 89 : t <= 28 ? 270 : t <= 29 ? 209 : t <= 30 ? 410 : 303] if (4294442999 >> t & 1) != 0 as r1045_rand
expect r1045_rand.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 283 : t <= 3 ? 228 : t <= 5 ? 485 : t <= 7 ? 237 : t <= 9 ? 161 : t <= 11 ? 273 : t <= 13 ? 35 : t <= 15 ? 248 : t <= 17 ? 327 : t <= 19 ? 107 : t <= 21 ? 108 : t <= 23 ? 105 : t <= 25 ? 227 : t <= 27 ? 489 : t <= 29 ? 401 : 226] as r1046_n1
expect r1046_n1.wavefronts == 3
read w[t <= 4 ? 336 : t <= 5 ? 353 : t <= 13 ? 489 : t <= 18 ? 62 : t <= 21 ? 113 : t <= 26 ? 198 : t <= 28 ? 232 : 249] if (874782768 >> t & 1) != 0 as r1047_stride
expect r1047_stride.wavefronts == 2
write w[t <= 26 ? 459 : 388] if (201326592 >> t & 1) != 0 as r1048_n2s
expect r1048_n2s.wavefronts == 1
write f[t <= 1 ? 30 : t <= 3 ? 127 : t <= 5 ? 94 : t <= 7 ? 63 : t <= 9 ? 62 : t <= 11 ? 63 : t <= 13 ? 126 : t <= 15 ? 63 : t <= 17 ? 62 : t <= 19 ? 95 : t <= 21 ? 62 : t <= 23 ? 31 : t <= 25 ? 62 : t <= 27 ? 127 : t <= 29 ? 94 : 63] as r1049_n1c
expect r1049_n1c.wavefronts == 4
read f[311] if (404050689 >> t & 1) != 0 as r1050_bcast
expect r1050_bcast.wavefronts == 1
write f[t <= 3 ? 213 : t <= 5 ? 493 : t <= 7 ? 487 : t <= 9 ? 71 : t <= 11 ? 229 : t <= 13 ? 49 : t <= 14 ? 69 : t <= 17 ? 300 : t <= 19 ? 485 : t <= 21 ? 157 : t <= 22 ? 104 : t <= 23 ? 252 : t <= 25 ? 469 : t <= 27 ? 9 : t <= 28 ? 150 : 62] if (1610313720 >> t & 1) != 0 as r1051_n1s
expect r1051_n1s.wavefronts == 3
read w[t <= 6 ? 411 : t <= 23 ? 108 : 135] if (2155872320 >> t & 1) != 0 as r1052_n1
expect r1052_n1.wavefronts == 1
read f[t <= 1 ? 9 : t <= 2 ? 473 : t <= 5 ? 157 : t <= 6 ? 56 : t <= 9 ? 338 : t <= 10 ? 220 : t <= 13 ? 278 : t <= 14 ? 384 : t <= 17 ? 121 : t <= 19 ? 72 : t <= 21 ? 19 : t <= 22 ? 237 : t <= 25 ? 182 : t <= 27 ? 414 : t <= 28 ? 363 : 408] if (2658104934 >> t & 1) != 0 as r1053_n1
expect r1053_n1.wavefronts == 2
read v[t <= 4 ? 123 : t <= 5 ? 83 : t <= 7 ? 504 : t <= 10 ? 0 : t <= 11 ? 193 : t <= 12 ? 337 : t <= 14 ? 97 : t <= 16 ? 201 : t <= 18 ? 248 : t <= 19 ? 349 : t <= 22 ? 364 : t <= 24 ? 356 : t <= 26 ? 237 : t <= 27 ? 492 : t <= 28 ? 455 : 488] if (1565351088 >> t & 1) != 0 as r1054_rand
expect r1054_rand.wavefronts == 8
read f[t <= 0 ? 151 : t <= 1 ? 504 : t <= 2 ? 151 : t <= 3 ? 504 : t <= 4 ? 146 : t <= 5 ? 198 : t <= 6 ? 146 : t <= 7 ? 198 : t <= 8 ? 291 : t <= 9 ? 384 : t <= 10 ? 291 : t <= 11 ? 384 : t <= 12 ? 187 : t <= 13 ? 216 : t <= 14 ? 338 : t <= 15 ? 216 : t <= 16 ? 237 : t <= 17 ? 267 : t <= 18 ? 237 : t <= 19 ? 267 : t <= 20 ? 252 : t <= 21 ? 57 : t <= 22 ? 252 : t <= 23 ? 57 : t <= 24 ? 460 : t <= 25 ? 40 : t <= 26 ? 460 : t <= 27 ? 49 : t <= 28 ? 364 : t <= 29 ? 185 : t <= 30 ? 364 : 185] as r1055_n2s
expect r1055_n2s.wavefronts == 2
read f[t <= 1 ? 107 : t <= 3 ? 108 : t <= 5 ? 107 : t <= 7 ? 76 : t <= 9 ? 11 : t <= 11 ? 108 : t <= 13 ? 11 : t <= 15 ? 12 : t <= 17 ? 43 : t <= 19 ? 108 : t <= 21 ? 43 : t <= 23 ? 108 : t <= 25 ? 75 : t <= 27 ? 76 : t <= 29 ? 11 : 76] as r1056_n1c
expect r1056_n1c.wavefronts == 4
write v[t <= 9 ? 68 : t <= 11 ? 77 : t <= 13 ? 52 : t <= 15 ? 77 : t <= 17 ? 52 : t <= 19 ? 53 : t <= 21 ? 52 : 77] if (8388352 >> t & 1) != 0 as r1057_n1c
expect r1057_n1c.wavefronts == 4
write w[t <= 0 ? 243 : t <= 2 ? 86 : t <= 3 ? 437 : t <= 4 ? 259 : t <= 7 ? 122 : t <= 8 ? 497 : t <= 9 ? 415 : t <= 10 ? 497 : t <= 11 ? 415 : t <= 12 ? 357 : t <= 13 ? 259 : t <= 14 ? 357 : t <= 15 ? 259 : t <= 16 ? 267 : t <= 17 ? 193 : t <= 18 ? 240 : t <= 19 ? 193 : t <= 21 ? 379 : t <= 22 ? 207 : t <= 23 ? 379 : t <= 26 ? 66 : t <= 28 ? 173 : t <= 29 ? 338 : t <= 30 ? 173 : 508] if (4126146493 >> t & 1) != 0 as r1058_n2s
expect r1058_n2s.wavefronts == 4
write f[t <= 2 ? 36 : t <= 9 ? 35 : t <= 10 ? 68 : t <= 16 ? 3 : t <= 21 ? 35 : t <= 22 ? 100 : t <= 24 ? 99 : t <= 28 ? 3 : 4] if (1365313060 >> t & 1) != 0 as r1059_n1c
expect r1059_n1c.wavefronts == 4
write f[362] if (8388592 >> t & 1) != 0 as r1060_bcast
expect r1060_bcast.wavefronts == 1
read w[t <= 4 ? 139 : 106] if (16400 >> t & 1) != 0 as r1061_n2c
expect r1061_n2c.wavefronts == 1
read w[100] as r1062_bcast
expect r1062_bcast.wavefronts == 1
read v[t <= 2 ? 251 : t <= 4 ? 90 : t <= 15 ? 38 : t <= 18 ? 205 : 198] if (4562965 >> t & 1) != 0 as r1063_n2
expect r1063_n2.wavefronts == 2
read v[t <= 21 ? 196 : 459] if (14680064 >> t & 1) != 0 as r1064_n1
expect r1064_n1.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 15 ? 139 : t <= 19 ? 108 : t <= 23 ? 154 : 122] if (76054536 >> t & 1) != 0 as r1065_n2c
expect r1065_n2c.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[216] if (76292296 >> t & 1) != 0 as r1066_bcast
expect r1066_bcast.wavefronts == 2
write w[t <= 0 ? 35 : t <= 1 ? 231 : t <= 2 ? 35 : t <= 3 ? 231 : t <= 4 ? 280 : t <= 5 ? 309 : t <= 6 ? 280 : t <= 7 ? 309 : t <= 8 ? 169 : t <= 9 ? 43 : t <= 10 ? 169 : t <= 11 ? 43 : t <= 12 ? 447 : t <= 13 ? 399 : t <= 14 ? 447 : t <= 15 ? 399 : t <= 16 ? 154 : t <= 17 ? 343 : t <= 18 ? 154 : t <= 19 ? 343 : t <= 20 ? 350 : t <= 21 ? 173 : t <= 22 ? 350 : t <= 23 ? 173 : t <= 24 ? 219 : t <= 25 ? 106 : t <= 26 ? 219 : t <= 27 ? 106 : t <= 28 ? 148 : t <= 29 ? 213 : t <= 30 ? 148 : 213] as r1067_n2
expect r1067_n2.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 121 : t <= 3 ? 146 : t <= 6 ? 138 : t <= 7 ? 139 : t <= 8 ? 131 : t <= 9 ? 129 : t <= 10 ? 131 : t <= 11 ? 129 : t <= 16 ? 122 : t <= 22 ? 123 : t <= 24 ? 121 : t <= 27 ? 122 : t <= 30 ? 146 : 131] if (3686862809 >> t & 1) != 0 as r1068_n2c
expect r1068_n2c.wavefronts == 4
read f[t <= 1 ? 43 : t <= 3 ? 12 : t <= 9 ? 75 : t <= 17 ? 11 : t <= 18 ? 108 : 75] if (1442314 >> t & 1) != 0 as r1069_n1c
expect r1069_n1c.wavefronts == 3
write w[t <= 6 ? 135 : t <= 11 ? 119 : t <= 14 ? 87 : t <= 17 ? 134 : t <= 19 ? 119 : t <= 20 ? 102 : t <= 24 ? 134 : t <= 27 ? 87 : 118] if (1025460292 >> t & 1) != 0 as r1070_n1c
expect r1070_n1c.wavefronts == 6
write v[t <= 0 ? 390 : t <= 2 ? 342 : t <= 3 ? 394 : t <= 4 ? 342 : t <= 5 ? 394 : t <= 6 ? 342 : t <= 7 ? 390 : t <= 8 ? 342 : t <= 9 ? 394 : t <= 10 ? 390 : t <= 11 ? 342 : t <= 13 ? 390 : t <= 16 ? 342 : t <= 17 ? 394 : t <= 18 ? 390 : t <= 19 ? 394 : t <= 20 ? 342 : t <= 21 ? 394 : t <= 22 ? 342 : t <= 23 ? 390 : t <= 29 ? 394 : t <= 30 ? 390 : 394] as r1071_few
expect r1071_few.wavefronts == 7
read v[t <= 5 ? 219 : t <= 10 ? 194 : t <= 21 ? 363 : 474] if (6292512 >> t & 1) != 0 as r1072_n1
expect r1072_n1.wavefronts == 2
write v[12 * t + 114] as r1073_stride
expect r1073_stride.wavefronts == 16
read w[t <= 0 ? 163 : t <= 2 ? 104 : t <= 9 ? 130 : t <= 15 ? 377 : t <= 28 ? 228 : 358] if (805339653 >> t & 1) != 0 as r1074_rand
expect r1074_rand.wavefronts == 2
read v[t <= 13 ? 233 : t <= 23 ? 309 : t <= 24 ? 393 : t <= 27 ? 455 : t <= 28 ? 411 : 405] if (2575310848 >> t & 1) != 0 as r1075_rand
expect r1075_rand.wavefronts == 3
read f[8] if (1855046208 >> t & 1) != 0 as r1076_bcast
expect r1076_bcast.wavefronts == 1
read w[t <= 0 ? 504 : t <= 1 ? 506 : t <= 6 ? 4 : t <= 8 ? 8 : t <= 10 ? 12 : t <= 12 ? 16 : t <= 13 ? 18 : t <= 14 ? 20 : t <= 15 ? 22 : t <= 16 ? 24 : t <= 18 ? 28 : t <= 22 ? 36 : t <= 23 ? 38 : t <= 25 ? 42 : t <= 26 ? 44 : t <= 27 ? 46 : t <= 28 ? 48 : t <= 29 ? 50 : t <= 30 ? 52 : 54] if (4274386243 >> t & 1) != 0 as r1077_stride
expect r1077_stride.wavefronts == 4
read w[253] if (1821724682 >> t & 1) != 0 as r1078_bcast
expect r1078_bcast.wavefronts == 1
write f[9 * t + 49] if (105251840 >> t & 1) != 0 as r1079_stride
expect r1079_stride.wavefronts == 1
write w[89] as r1080_bcast
expect r1080_bcast.wavefronts == 2
read v[39] if (1048576 >> t & 1) != 0 as r1081_n2s
expect r1081_n2s.wavefronts == 1
read w[t <= 1 ? 62 : t <= 3 ? 130 : t <= 4 ? 397 : t <= 5 ? 426 : 328] if (255 >> t & 1) != 0 as r1082_n1s
expect r1082_n1s.wavefronts == 1
write w[492] if (12582912 >> t & 1) != 0 as r1083_n1
expect r1083_n1.wavefronts == 1
read f[t <= 0 ? 226 : t <= 3 ? 144 : t <= 5 ? 141 : t <= 7 ? 350 : t <= 9 ? 141 : t <= 11 ? 283 : t <= 13 ? 421 : t <= 15 ? 316 : t <= 17 ? 52 : t <= 19 ? 118 : t <= 20 ? 299 : t <= 23 ? 213 : t <= 25 ? 197 : t <= 27 ? 34 : t <= 29 ? 291 : t <= 30 ? 366 : 176] if (4292853757 >> t & 1) != 0 as r1084_n1s
expect r1084_n1s.wavefronts == 2
write v[186] as r1085_stride
expect r1085_stride.wavefronts == 4
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 82 : t <= 1 ? 191 : t <= 2 ? 82 : t <= 3 ? 191 : t <= 4 ? 143 : t <= 5 ? 376 : t <= 6 ? 143 : t <= 7 ? 376 : t <= 8 ? 160 : t <= 11 ? 286 : t <= 12 ? 162 : t <= 13 ? 329 : t <= 14 ? 162 : t <= 16 ? 193 : t <= 17 ? 221 : t <= 18 ? 193 : t <= 19 ? 221 : t <= 20 ? 480 : t <= 21 ? 390 : t <= 22 ? 480 : t <= 23 ? 390 : t <= 24 ? 121 : t <= 25 ? 41 : t <= 26 ? 121 : t <= 27 ? 41 : t <= 28 ? 233 : t <= 29 ? 421 : t <= 30 ? 233 : 421] if (4294933503 >> t & 1) != 0 as r1086_n2
expect r1086_n2.wavefronts == 6
write v[t <= 13 ? 112 : t <= 14 ? 4 : 458] if (57344 >> t & 1) != 0 as r1087_rand
expect r1087_rand.wavefronts == 1
read w[341] as r1088_bcast
expect r1088_bcast.wavefronts == 1
read v[t <= 0 ? 475 : t <= 2 ? 493 : t <= 4 ? 475 : t <= 5 ? 493 : t <= 11 ? 475 : t <= 14 ? 493 : t <= 16 ? 475 : t <= 20 ? 493 : t <= 28 ? 475 : t <= 29 ? 493 : t <= 30 ? 475 : 493] as r1089_few
expect r1089_few.wavefronts == 4
read w[t <= 1 ? 159 : t <= 3 ? 121 : t <= 5 ? 381 : t <= 7 ? 435 : t <= 17 ? 164 : t <= 21 ? 508 : t <= 27 ? 399 : 299] if (1210187947 >> t & 1) != 0 as r1090_n1
expect r1090_n1.wavefronts == 2
write f[178] if (3864324565 >> t & 1) != 0 as r1091_bcast
expect r1091_bcast.wavefronts == 1
write w[t <= 0 ? 435 : t <= 7 ? 110 : t <= 29 ? 458 : 133] if (2684354689 >> t & 1) != 0 as r1092_n1s
expect r1092_n1s.wavefronts == 2
read v[t <= 21 ? 71 : t <= 23 ? 72 : t <= 25 ? 87 : 96] if (132120576 >> t & 1) != 0 as r1093_n1c
expect r1093_n1c.wavefronts == 2
read w[t <= 17 ? 404 : t <= 18 ? 71 : t <= 19 ? 404 : t <= 20 ? 266 : t <= 21 ? 29 : t <= 22 ? 266 : t <= 23 ? 29 : t <= 24 ? 168 : t <= 25 ? 494 : t <= 26 ? 168 : t <= 27 ? 494 : t <= 28 ? 29 : 347] if (1073610752 >> t & 1) != 0 as r1094_n2
expect r1094_n2.wavefronts == 1
write v[t <= 4 ? 8 : t <= 15 ? 25 : t <= 16 ? 16 : t <= 19 ? 9 : t <= 20 ? 16 : t <= 27 ? 25 : 8] if (471695376 >> t & 1) != 0 as r1095_n1c
expect r1095_n1c.wavefronts == 4
read w[t <= 3 ? 184 : t <= 4 ? 373 : t <= 6 ? 173 : t <= 8 ? 268 : t <= 9 ? 183 : t <= 11 ? 500 : t <= 13 ? 97 : t <= 14 ? 123 : t <= 15 ? 68 : t <= 16 ? 4 : t <= 17 ? 139 : t <= 18 ? 348 : t <= 19 ? 189 : t <= 20 ? 169 : t <= 22 ? 392 : t <= 23 ? 171 : t <= 25 ? 158 : t <= 27 ? 91 : 490] if (2329930584 >> t & 1) != 0 as r1096_rand
expect r1096_rand.wavefronts == 5
read f[t <= 2 ? 112 : t <= 3 ? 457 : t <= 4 ? 323 : t <= 7 ? 144 : t <= 8 ? 432 : t <= 9 ? 447 : t <= 10 ? 432 : t <= 11 ? 447 : t <= 12 ? 147 : t <= 13 ? 297 : t <= 14 ? 147 : t <= 15 ? 297 : t <= 18 ? 416 : t <= 19 ? 72 : t <= 23 ? 316 : t <= 27 ? 241 : t <= 28 ? 158 : 453] if (2559442845 >> t & 1) != 0 as r1097_n2s
expect r1097_n2s.wavefronts == 3
write w[t <= 16 ? 308 : t <= 19 ? 369 : t <= 20 ? 308 : t <= 25 ? 369 : t <= 26 ? 308 : 369] if (236782592 >> t & 1) != 0 as r1098_few
expect r1098_few.wavefronts == 2
write w[t <= 25 ? 472 : 180] if (117440512 >> t & 1) != 0 as r1099_n1s
expect r1099_n1s.wavefronts == 1
read v[332] if (160 >> t & 1) != 0 as r1100_n2
expect r1100_n2.wavefronts == 1
read v[t <= 1 ? 328 : t <= 3 ? 227 : t <= 5 ? 294 : t <= 7 ? 162 : t <= 9 ? 49 : t <= 11 ? 179 : t <= 13 ? 88 : t <= 15 ? 463 : t <= 17 ? 98 : t <= 19 ? 433 : t <= 21 ? 143 : t <= 23 ? 144 : t <= 25 ? 422 : t <= 27 ? 381 : t <= 29 ? 324 : 465] as r1101_n1
expect r1101_n1.wavefronts == 4
read v[t <= 1 ? 76 : t <= 8 ? 93 : t <= 25 ? 84 : t <= 26 ? 83 : 100] if (369099010 >> t & 1) != 0 as r1102_n2c
expect r1102_n2c.wavefronts == 3
read w[t <= 9 ? 207 : t <= 11 ? 202 : t <= 15 ? 317 : t <= 16 ? 500 : 389] if (8506880 >> t & 1) != 0 as r1103_n1s
expect r1103_n1s.wavefronts == 1
read v[t <= 1 ? 194 : t <= 3 ? 23 : t <= 5 ? 70 : t <= 7 ? 103 : t <= 13 ? 156 : t <= 15 ? 263 : t <= 16 ? 250 : t <= 18 ? 409 : t <= 21 ? 412 : t <= 23 ? 398 : t <= 24 ? 15 : t <= 27 ? 229 : t <= 29 ? 242 : 150] if (4256542895 >> t & 1) != 0 as r1104_n1
expect r1104_n1.wavefronts == 5
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 59 : t <= 3 ? 233 : t <= 5 ? 354 : t <= 6 ? 322 : t <= 11 ? 292 : t <= 13 ? 385 : t <= 15 ? 113 : t <= 17 ? 426 : t <= 19 ? 323 : t <= 21 ? 49 : t <= 23 ? 406 : t <= 25 ? 288 : t <= 26 ? 358 : 264] if (1191181423 >> t & 1) != 0 as r1105_n1s
expect r1105_n1s.wavefronts == 3
write v[t <= 3 ? 188 : t <= 6 ? 413 : t <= 7 ? 331 : t <= 9 ? 233 : t <= 10 ? 238 : t <= 18 ? 205 : t <= 22 ? 277 : t <= 26 ? 290 : 21] if (608503498 >> t & 1) != 0 as r1106_n2
expect r1106_n2.wavefronts == 5
read w[t <= 0 ? 128 : t <= 4 ? 372 : t <= 7 ? 12 : t <= 21 ? 278 : 0] if (18874577 >> t & 1) != 0 as r1107_n1
expect r1107_n1.wavefronts == 2
read v[15] if (65536 >> t & 1) != 0 as r1108_stride
expect r1108_stride.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 264 : t <= 6 ? 376 : t <= 9 ? 151 : t <= 11 ? 92 : t <= 14 ? 119 : t <= 22 ? 462 : 321] if (71322434 >> t & 1) != 0 as r1109_n1s
expect r1109_n1s.wavefronts == 2
read f[t <= 9 ? 286 : t <= 10 ? 326 : t <= 11 ? 286 : t <= 12 ? 287 : t <= 13 ? 213 : t <= 14 ? 287 : t <= 15 ? 213 : t <= 16 ? 210 : t <= 17 ? 493 : t <= 18 ? 210 : t <= 19 ? 493 : 407] if (2096640 >> t & 1) != 0 as r1110_n2
expect r1110_n2.wavefronts == 1
read w[t <= 0 ? 471 : t <= 15 ? 491 : 118] if (819201 >> t & 1) != 0 as r1111_few
expect r1111_few.wavefronts == 1
write w[t <= 0 ? 480 : t <= 1 ? 483 : t <= 2 ? 480 : t <= 3 ? 483 : t <= 4 ? 48 : t <= 5 ? 406 : t <= 6 ? 48 : t <= 7 ? 406 : t <= 8 ? 34 : t <= 9 ? 7 : t <= 10 ? 34 : t <= 11 ? 7 : t <= 12 ? 502 : t <= 13 ? 156 : t <= 14 ? 502 : t <= 15 ? 156 : t <= 16 ? 414 : t <= 17 ? 389 : t <= 18 ? 414 : t <= 19 ? 389 : t <= 20 ? 485 : t <= 21 ? 200 : t <= 22 ? 485 : t <= 23 ? 200 : t <= 24 ? 472 : t <= 25 ? 72 : t <= 26 ? 472 : t <= 27 ? 72 : t <= 28 ? 188 : t <= 29 ? 35 : t <= 30 ? 188 : 35] as r1112_n2
expect r1112_n2.wavefronts == 5
read v[t <= 10 ? 308 : t <= 12 ? 392 : t <= 13 ? 308 : t <= 15 ? 392 : t <= 18 ? 308 : t <= 23 ? 392 : t <= 25 ? 308 : t <= 26 ? 392 : t <= 28 ? 308 : t <= 29 ? 392 : 308] if (4294966784 >> t & 1) != 0 as r1113_few
expect r1113_few.wavefronts == 3
read v[t <= 1 ? 330 : t <= 3 ? 262 : t <= 4 ? 376 : t <= 7 ? 103 : t <= 9 ? 455 : t <= 12 ? 212 : t <= 14 ? 131 : t <= 17 ? 435 : t <= 20 ? 22 : t <= 23 ? 31 : t <= 25 ? 255 : 400] if (328356506 >> t & 1) != 0 as r1114_n1
expect r1114_n1.wavefronts == 4
read f[t <= 0 ? 120 : t <= 6 ? 89 : t <= 7 ? 26 : t <= 8 ? 122 : t <= 11 ? 24 : t <= 14 ? 120 : t <= 19 ? 122 : t <= 20 ? 26 : t <= 21 ? 120 : t <= 22 ? 26 : t <= 24 ? 88 : t <= 27 ? 89 : t <= 28 ? 121 : t <= 29 ? 26 : 121] if (2071615963 >> t & 1) != 0 as r1115_n2c
expect r1115_n2c.wavefronts == 3
read f[t <= 13 ? 413 : 492] if (24584 >> t & 1) != 0 as r1116_few
expect r1116_few.wavefronts == 1
write w[t <= 1 ? 112 : t <= 3 ? 485 : t <= 5 ? 414 : t <= 7 ? 59 : t <= 9 ? 427 : t <= 11 ? 171 : t <= 13 ? 433 : t <= 15 ? 301 : t <= 17 ? 223 : t <= 19 ? 19 : t <= 21 ? 225 : t <= 23 ? 109 : t <= 25 ? 79 : t <= 27 ? 223 : t <= 29 ? 493 : 175] as r1117_n1
expect r1117_n1.wavefronts == 6
read v[t <= 0 ? 183 : t <= 3 ? 346 : t <= 6 ? 116 : t <= 17 ? 103 : 439] if (67240009 >> t & 1) != 0 as r1118_n2
expect r1118_n2.wavefronts == 3
write f[t <= 0 ? 209 : t <= 1 ? 351 : t <= 4 ? 343 : t <= 7 ? 13 : t <= 9 ? 252 : t <= 10 ? 144 : t <= 12 ? 500 : t <= 13 ? 129 : t <= 14 ? 500 : t <= 16 ? 337 : t <= 19 ? 205 : t <= 20 ? 367 : t <= 28 ? 70 : 135] if (2417587859 >> t & 1) != 0 as r1119_n2
expect r1119_n2.wavefronts == 2
write v[t <= 0 ? 36 : t <= 5 ? 20 : t <= 6 ? 29 : t <= 23 ? 21 : t <= 25 ? 28 : 20] if (868253793 >> t & 1) != 0 as r1120_n1c
expect r1120_n1c.wavefronts == 6
read v[t <= 3 ? 291 : t <= 5 ? 212 : t <= 7 ? 42 : t <= 9 ? 368 : t <= 11 ? 495 : t <= 13 ? 394 : t <= 15 ? 325 : t <= 17 ? 222 : t <= 19 ? 386 : t <= 21 ? 180 : t <= 23 ? 31 : t <= 25 ? 242 : t <= 27 ? 194 : 459] if (1073741820 >> t & 1) != 0 as r1121_n1
expect r1121_n1.wavefronts == 5
write v[t <= 0 ? 50 : t <= 1 ? 102 : t <= 2 ? 304 : t <= 3 ? 423 : t <= 4 ? 399 : t <= 5 ? 200 : t <= 6 ? 471 : t <= 7 ? 375 : t <= 8 ? 371 : t <= 9 ? 478 : t <= 10 ? 346 : t <= 11 ? 203 : t <= 12 ? 40 : t <= 13 ? 290 : t <= 14 ? 259 : t <= 15 ? 484 : t <= 16 ? 330 : t <= 17 ? 475 : t <= 18 ? 428 : t <= 19 ? 316 : t <= 20 ? 503 : t <= 21 ? 467 : t <= 22 ? 427 : t <= 23 ? 418 : t <= 24 ? 314 : t <= 25 ? 263 : t <= 26 ? 268 : t <= 27 ? 22 : t <= 28 ? 88 : t <= 29 ? 315 : t <= 30 ? 348 : 269] as r1122_rand
expect r1122_rand.wavefronts == 12
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 305 : t <= 3 ? 251 : t <= 4 ? 127 : t <= 9 ? 163 : t <= 10 ? 439 : t <= 13 ? 295 : t <= 15 ? 101 : t <= 17 ? 214 : t <= 18 ? 213 : t <= 20 ? 435 : t <= 23 ? 509 : t <= 29 ? 139 : 483] if (3767989786 >> t & 1) != 0 as r1123_n1s
expect r1123_n1s.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 4 ? 3 : t <= 7 ? 52 : t <= 11 ? 20 : t <= 12 ? 3 : t <= 15 ? 20 : t <= 16 ? 35 : t <= 25 ? 3 : 4] if (117562578 >> t & 1) != 0 as r1124_n1c
expect r1124_n1c.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[470] if (537919844 >> t & 1) != 0 as r1125_bcast
expect r1125_bcast.wavefronts == 2
read w[t <= 1 ? 160 : t <= 10 ? 161 : t <= 14 ? 159 : t <= 16 ? 128 : t <= 21 ? 143 : 128] if (35738882 >> t & 1) != 0 as r1126_n2c
expect r1126_n2c.wavefronts == 2
read f[5 * t + 39] if (1351828169 >> t & 1) != 0 as r1127_stride
expect r1127_stride.wavefronts == 1
read v[t <= 18 ? 489 : 467] if (8126464 >> t & 1) != 0 as r1128_few
expect r1128_few.wavefronts == 1
read v[t <= 0 ? 457 : t <= 1 ? 144 : t <= 2 ? 457 : t <= 3 ? 242 : t <= 4 ? 74 : t <= 5 ? 269 : t <= 6 ? 74 : t <= 7 ? 234 : t <= 8 ? 363 : t <= 9 ? 380 : t <= 10 ? 363 : t <= 11 ? 380 : t <= 12 ? 90 : t <= 13 ? 139 : t <= 14 ? 90 : t <= 15 ? 118 : t <= 16 ? 496 : t <= 17 ? 511 : t <= 18 ? 496 : t <= 19 ? 511 : t <= 20 ? 215 : t <= 21 ? 91 : t <= 22 ? 215 : t <= 23 ? 91 : t <= 24 ? 473 : t <= 25 ? 127 : t <= 26 ? 473 : t <= 27 ? 127 : t <= 28 ? 26 : t <= 29 ? 388 : t <= 30 ? 26 : 388] as r1129_n2s
expect r1129_n2s.wavefronts == 8
read f[t <= 5 ? 209 : t <= 17 ? 113 : 114] if (2147614752 >> t & 1) != 0 as r1130_n1c
expect r1130_n1c.wavefronts == 2
write f[t <= 1 ? 63 : t <= 3 ? 122 : t <= 5 ? 476 : t <= 7 ? 47 : t <= 9 ? 0 : t <= 11 ? 447 : t <= 13 ? 432 : t <= 15 ? 398 : t <= 17 ? 406 : t <= 19 ? 13 : t <= 21 ? 214 : t <= 23 ? 220 : t <= 25 ? 115 : t <= 27 ? 503 : t <= 29 ? 88 : 117] as r1131_n1
expect r1131_n1.wavefronts == 2
read v[t <= 0 ? 474 : t <= 1 ? 295 : t <= 2 ? 137 : t <= 3 ? 231 : t <= 5 ? 166 : t <= 6 ? 377 : t <= 7 ? 347 : t <= 8 ? 86 : t <= 9 ? 389 : t <= 10 ? 458 : t <= 11 ? 443 : t <= 12 ? 62 : t <= 13 ? 79 : t <= 15 ? 50 : t <= 17 ? 159 : t <= 18 ? 229 : t <= 19 ? 260 : t <= 20 ? 65 : t <= 21 ? 453 : t <= 22 ? 69 : t <= 23 ? 156 : t <= 24 ? 485 : t <= 25 ? 340 : t <= 26 ? 407 : t <= 27 ? 322 : t <= 28 ? 107 : t <= 29 ? 201 : t <= 30 ? 313 : 315] if (4294885359 >> t & 1) != 0 as r1132_rand
expect r1132_rand.wavefronts == 9
read w[t <= 0 ? 498 : t <= 1 ? 410 : t <= 2 ? 498 : t <= 3 ? 410 : t <= 4 ? 473 : t <= 5 ? 171 : t <= 6 ? 473 : t <= 7 ? 171 : t <= 8 ? 0 : t <= 9 ? 8 : t <= 10 ? 0 : t <= 11 ? 8 : t <= 12 ? 222 : t <= 13 ? 55 : t <= 14 ? 222 : t <= 15 ? 55 : t <= 16 ? 283 : t <= 17 ? 282 : t <= 18 ? 283 : t <= 19 ? 282 : t <= 20 ? 446 : t <= 21 ? 301 : t <= 22 ? 446 : t <= 23 ? 301 : t <= 24 ? 43 : t <= 25 ? 307 : t <= 26 ? 43 : t <= 27 ? 307 : t <= 28 ? 381 : t <= 29 ? 232 : t <= 30 ? 438 : 232] as r1133_n2s
expect r1133_n2s.wavefronts == 3
read v[t <= 3 ? 489 : t <= 5 ? 263 : t <= 6 ? 167 : t <= 7 ? 166 : t <= 13 ? 471 : t <= 16 ? 408 : t <= 25 ? 398 : 280] if (2181112040 >> t & 1) != 0 as r1134_rand
expect r1134_rand.wavefronts == 5
read v[t <= 11 ? 153 : t <= 14 ? 488 : t <= 19 ? 1 : t <= 28 ? 358 : 508] if (1342720000 >> t & 1) != 0 as r1135_n1s
expect r1135_n1s.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 27 : t <= 3 ? 52 : t <= 5 ? 43 : t <= 7 ? 44 : t <= 9 ? 35 : t <= 11 ? 44 : t <= 13 ? 27 : t <= 15 ? 36 : t <= 16 ? 43 : t <= 19 ? 52 : t <= 21 ? 51 : t <= 23 ? 52 : t <= 25 ? 43 : t <= 27 ? 36 : t <= 29 ? 27 : 28] if (4210948861 >> t & 1) != 0 as r1136_n1c
expect r1136_n1c.wavefronts == 6
read f[390] if (3356591360 >> t & 1) != 0 as r1137_bcast
expect r1137_bcast.wavefronts == 1
read w[t <= 0 ? 421 : t <= 1 ? 489 : t <= 2 ? 421 : t <= 3 ? 0 : t <= 4 ? 415 : t <= 5 ? 35 : t <= 6 ? 415 : t <= 7 ? 35 : t <= 8 ? 280 : t <= 9 ? 162 : t <= 10 ? 280 : t <= 11 ? 162 : t <= 12 ? 223 : t <= 13 ? 46 : t <= 14 ? 223 : t <= 15 ? 46 : t <= 16 ? 432 : t <= 17 ? 274 : t <= 18 ? 432 : t <= 19 ? 274 : t <= 20 ? 209 : t <= 21 ? 89 : t <= 22 ? 183 : t <= 23 ? 89 : t <= 24 ? 345 : t <= 25 ? 322 : t <= 26 ? 438 : t <= 27 ? 322 : t <= 28 ? 408 : t <= 29 ? 227 : t <= 30 ? 408 : 227] as r1138_n2s
expect r1138_n2s.wavefronts == 4
write v[t <= 6 ? 404 : t <= 12 ? 141 : t <= 17 ? 277 : t <= 18 ? 190 : t <= 19 ? 412 : t <= 21 ? 91 : t <= 24 ? 4 : t <= 25 ? 10 : 475] if (120459328 >> t & 1) != 0 as r1139_rand
expect r1139_rand.wavefronts == 4
read w[t <= 29 ? 140 : t <= 30 ? 171 : 140] if (3758096384 >> t & 1) != 0 as r1140_n2c
expect r1140_n2c.wavefronts == 1
read f[t <= 1 ? 454 : t <= 2 ? 5 : t <= 4 ? 458 : t <= 7 ? 473 : t <= 8 ? 416 : t <= 11 ? 2 : t <= 12 ? 317 : t <= 15 ? 116 : t <= 16 ? 351 : t <= 17 ? 237 : t <= 18 ? 351 : t <= 21 ? 202 : t <= 22 ? 472 : t <= 23 ? 202 : t <= 24 ? 433 : t <= 25 ? 343 : t <= 26 ? 433 : t <= 27 ? 343 : t <= 30 ? 275 : 187] if (3756497846 >> t & 1) != 0 as r1141_n2
expect r1141_n2.wavefronts == 2
read v[t <= 4 ? 18 : t <= 7 ? 11 : t <= 11 ? 35 : t <= 18 ? 19 : t <= 21 ? 34 : t <= 23 ? 19 : t <= 24 ? 26 : t <= 27 ? 35 : t <= 28 ? 10 : 35] if (1503923346 >> t & 1) != 0 as r1142_n1c
expect r1142_n1c.wavefronts == 5
read v[t <= 0 ? 395 : t <= 1 ? 332 : t <= 2 ? 395 : t <= 3 ? 339 : t <= 4 ? 395 : t <= 5 ? 332 : t <= 7 ? 252 : t <= 9 ? 395 : t <= 11 ? 332 : t <= 13 ? 339 : t <= 14 ? 252 : t <= 17 ? 332 : t <= 19 ? 252 : t <= 21 ? 332 : t <= 23 ? 395 : t <= 24 ? 252 : t <= 25 ? 395 : t <= 26 ? 332 : t <= 27 ? 339 : t <= 28 ? 395 : t <= 30 ? 332 : 339] as r1143_few
expect r1143_few.wavefronts == 8
# Nsight's instrumented estimate: 1
read v[12] if (2151680000 >> t & 1) != 0 as r1144_bcast
expect r1144_bcast.wavefronts == 2
write f[t <= 1 ? 469 : t <= 3 ? 319 : t <= 5 ? 179 : t <= 7 ? 336 : t <= 9 ? 414 : t <= 11 ? 198 : t <= 13 ? 18 : t <= 15 ? 109 : t <= 17 ? 308 : t <= 19 ? 366 : t <= 21 ? 25 : t <= 23 ? 179 : t <= 25 ? 395 : t <= 27 ? 318 : t <= 29 ? 418 : 458] as r1145_n1
expect r1145_n1.wavefronts == 2
write v[t <= 10 ? 285 : t <= 23 ? 429 : t <= 25 ? 252 : t <= 28 ? 510 : 214] if (1384121344 >> t & 1) != 0 as r1146_n1s
expect r1146_n1s.wavefronts == 4
read v[t <= 2 ? 93 : t <= 6 ? 86 : t <= 12 ? 85 : t <= 20 ? 87 : t <= 24 ? 93 : t <= 25 ? 94 : 103] if (2198868036 >> t & 1) != 0 as r1147_n2c
expect r1147_n2c.wavefronts == 4
read w[t <= 0 ? 446 : t <= 9 ? 402 : t <= 11 ? 14 : t <= 12 ? 446 : t <= 13 ? 402 : t <= 18 ? 446 : t <= 19 ? 14 : t <= 21 ? 214 : t <= 22 ? 14 : t <= 24 ? 214 : t <= 25 ? 402 : t <= 27 ? 214 : t <= 28 ? 402 : t <= 29 ? 214 : t <= 30 ? 402 : 446] if (4294901401 >> t & 1) != 0 as r1148_few
expect r1148_few.wavefronts == 4
write w[t <= 0 ? 42 : t <= 1 ? 27 : t <= 2 ? 42 : t <= 4 ? 27 : t <= 5 ? 60 : t <= 6 ? 27 : t <= 7 ? 60 : t <= 9 ? 42 : t <= 10 ? 44 : t <= 11 ? 42 : t <= 12 ? 26 : t <= 13 ? 43 : t <= 14 ? 26 : t <= 15 ? 43 : t <= 17 ? 76 : t <= 18 ? 43 : t <= 19 ? 76 : t <= 20 ? 44 : t <= 21 ? 58 : t <= 24 ? 42 : t <= 25 ? 27 : t <= 26 ? 42 : t <= 27 ? 27 : t <= 29 ? 76 : t <= 30 ? 27 : 76] if (4013883127 >> t & 1) != 0 as r1149_n2c
expect r1149_n2c.wavefronts == 4
write w[t <= 0 ? 166 : t <= 4 ? 248 : t <= 5 ? 240 : t <= 6 ? 170 : t <= 7 ? 53 : t <= 8 ? 276 : t <= 12 ? 481 : t <= 13 ? 425 : t <= 14 ? 269 : t <= 15 ? 409 : t <= 16 ? 68 : t <= 17 ? 378 : t <= 18 ? 28 : t <= 19 ? 415 : t <= 20 ? 195 : t <= 21 ? 252 : t <= 22 ? 158 : t <= 24 ? 401 : t <= 25 ? 106 : t <= 26 ? 319 : t <= 28 ? 290 : 278] if (931131889 >> t & 1) != 0 as r1150_rand
expect r1150_rand.wavefronts == 4
read w[t <= 20 ? 139 : t <= 21 ? 313 : t <= 22 ? 139 : t <= 23 ? 313 : t <= 24 ? 157 : t <= 25 ? 119 : t <= 26 ? 157 : t <= 27 ? 119 : t <= 28 ? 244 : 202] if (1072693248 >> t & 1) != 0 as r1151_n2
expect r1151_n2.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 59 : t <= 6 ? 36 : t <= 8 ? 35 : t <= 11 ? 36 : t <= 13 ? 43 : t <= 14 ? 52 : t <= 17 ? 43 : t <= 18 ? 36 : t <= 21 ? 51 : t <= 28 ? 43 : 52] if (2469886283 >> t & 1) != 0 as r1152_n1c
expect r1152_n1c.wavefronts == 5
write w[t <= 9 ? 158 : t <= 21 ? 24 : t <= 24 ? 158 : 24] if (1126203905 >> t & 1) != 0 as r1153_few
expect r1153_few.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 360 : t <= 3 ? 35 : t <= 5 ? 423 : t <= 7 ? 317 : t <= 9 ? 298 : t <= 11 ? 151 : t <= 13 ? 150 : t <= 15 ? 250 : t <= 17 ? 295 : t <= 19 ? 478 : t <= 21 ? 70 : t <= 23 ? 319 : t <= 25 ? 207 : t <= 27 ? 448 : t <= 29 ? 59 : 475] as r1154_n1
expect r1154_n1.wavefronts == 3
write v[t <= 1 ? 147 : 98] if (18 >> t & 1) != 0 as r1155_few
expect r1155_few.wavefronts == 1
read f[t <= 0 ? 122 : t <= 1 ? 51 : t <= 2 ? 122 : t <= 3 ? 51 : t <= 4 ? 382 : t <= 5 ? 404 : t <= 6 ? 382 : t <= 7 ? 404 : t <= 8 ? 245 : t <= 9 ? 30 : t <= 10 ? 245 : t <= 11 ? 30 : t <= 12 ? 459 : t <= 13 ? 221 : t <= 14 ? 459 : t <= 15 ? 221 : t <= 16 ? 362 : t <= 17 ? 213 : t <= 18 ? 362 : t <= 19 ? 213 : t <= 20 ? 241 : t <= 21 ? 404 : t <= 22 ? 241 : t <= 23 ? 404 : t <= 24 ? 113 : t <= 25 ? 385 : t <= 26 ? 113 : t <= 27 ? 385 : t <= 28 ? 23 : t <= 29 ? 25 : t <= 30 ? 23 : 25] as r1156_n2
expect r1156_n2.wavefronts == 2
write w[t <= 0 ? 326 : t <= 1 ? 216 : t <= 3 ? 326 : t <= 4 ? 216 : t <= 6 ? 326 : t <= 7 ? 216 : t <= 8 ? 326 : t <= 10 ? 216 : t <= 12 ? 326 : t <= 13 ? 216 : t <= 14 ? 326 : t <= 15 ? 216 : t <= 16 ? 326 : t <= 17 ? 216 : t <= 18 ? 326 : t <= 22 ? 216 : t <= 23 ? 326 : t <= 24 ? 216 : t <= 29 ? 326 : 216] as r1157_few
expect r1157_few.wavefronts == 2
read v[206] if (134217728 >> t & 1) != 0 as r1158_bcast
expect r1158_bcast.wavefronts == 1
write w[t <= 0 ? 430 : t <= 1 ? 27 : t <= 2 ? 365 : t <= 3 ? 315 : t <= 4 ? 181 : t <= 5 ? 216 : t <= 6 ? 371 : t <= 7 ? 264 : t <= 8 ? 460 : t <= 9 ? 134 : t <= 10 ? 190 : t <= 11 ? 426 : t <= 12 ? 328 : t <= 13 ? 281 : t <= 14 ? 37 : t <= 15 ? 299 : t <= 16 ? 94 : t <= 17 ? 300 : t <= 18 ? 280 : t <= 19 ? 341 : t <= 20 ? 56 : t <= 21 ? 300 : t <= 22 ? 348 : t <= 23 ? 300 : t <= 24 ? 443 : t <= 25 ? 86 : t <= 26 ? 139 : t <= 27 ? 318 : t <= 28 ? 74 : t <= 29 ? 288 : t <= 30 ? 440 : 275] as r1159_rand
expect r1159_rand.wavefronts == 6
read w[t <= 5 ? 341 : t <= 12 ? 433 : t <= 14 ? 509 : t <= 16 ? 43 : t <= 18 ? 442 : 503] if (537219104 >> t & 1) != 0 as r1160_rand
expect r1160_rand.wavefronts == 1
read v[t <= 1 ? 208 : t <= 3 ? 17 : t <= 5 ? 11 : t <= 7 ? 302 : t <= 9 ? 66 : t <= 10 ? 142 : t <= 11 ? 113 : t <= 13 ? 353 : t <= 15 ? 1 : t <= 17 ? 17 : t <= 19 ? 350 : t <= 21 ? 466 : t <= 23 ? 238 : t <= 25 ? 314 : t <= 27 ? 313 : t <= 29 ? 410 : 255] as r1161_n1s
expect r1161_n1s.wavefronts == 8
read v[3 * t + 258] if (402653184 >> t & 1) != 0 as r1162_stride
expect r1162_stride.wavefronts == 1
write w[t <= 3 ? 500 : t <= 5 ? 267 : t <= 6 ? 459 : t <= 9 ? 100 : t <= 12 ? 421 : t <= 15 ? 181 : t <= 17 ? 83 : t <= 21 ? 115 : t <= 23 ? 204 : t <= 25 ? 456 : t <= 27 ? 112 : t <= 28 ? 84 : 240] if (1587778172 >> t & 1) != 0 as r1163_n1s
expect r1163_n1s.wavefronts == 4
write v[t <= 19 ? 386 : t <= 20 ? 389 : t <= 21 ? 470 : t <= 22 ? 389 : 470] if (16252928 >> t & 1) != 0 as r1164_n2
expect r1164_n2.wavefronts == 1
read w[t <= 0 ? 37 : t <= 4 ? 489 : t <= 10 ? 37 : t <= 20 ? 489 : 487] if (17826835 >> t & 1) != 0 as r1165_few
expect r1165_few.wavefronts == 1
write w[43] if (512 >> t & 1) != 0 as r1166_n2c
expect r1166_n2c.wavefronts == 1
read v[331] as r1167_bcast
expect r1167_bcast.wavefronts == 2
write w[t <= 6 ? 79 : 112] if (524352 >> t & 1) != 0 as r1168_n2c
expect r1168_n2c.wavefronts == 2
read f[t <= 1 ? 209 : t <= 3 ? 34 : t <= 5 ? 288 : t <= 7 ? 297 : t <= 9 ? 432 : t <= 11 ? 275 : t <= 13 ? 363 : t <= 15 ? 496 : t <= 17 ? 419 : t <= 19 ? 23 : t <= 21 ? 499 : t <= 23 ? 248 : t <= 25 ? 208 : t <= 27 ? 236 : t <= 29 ? 104 : 30] as r1169_n1
expect r1169_n1.wavefronts == 3
write v[t <= 1 ? 124 : t <= 3 ? 90 : t <= 5 ? 215 : t <= 7 ? 397 : t <= 9 ? 495 : t <= 11 ? 130 : t <= 13 ? 374 : t <= 15 ? 94 : t <= 17 ? 345 : t <= 18 ? 386 : t <= 19 ? 239 : t <= 21 ? 483 : t <= 23 ? 116 : t <= 25 ? 360 : t <= 26 ? 198 : t <= 27 ? 160 : t <= 29 ? 509 : 69] as r1170_n1s
expect r1170_n1s.wavefronts == 6
read f[t <= 0 ? 147 : t <= 1 ? 116 : t <= 2 ? 147 : t <= 3 ? 116 : t <= 4 ? 148 : t <= 5 ? 53 : t <= 6 ? 148 : t <= 8 ? 53 : t <= 9 ? 83 : t <= 10 ? 53 : t <= 11 ? 83 : t <= 12 ? 51 : t <= 13 ? 148 : t <= 14 ? 51 : t <= 15 ? 148 : t <= 16 ? 116 : t <= 17 ? 149 : t <= 18 ? 116 : t <= 20 ? 149 : t <= 21 ? 147 : t <= 22 ? 149 : t <= 23 ? 147 : t <= 24 ? 83 : t <= 25 ? 84 : t <= 26 ? 83 : t <= 28 ? 84 : t <= 29 ? 53 : t <= 30 ? 84 : 53] as r1171_n2c
expect r1171_n2c.wavefronts == 3
write w[t <= 1 ? 475 : t <= 25 ? 325 : 475] if (1107296290 >> t & 1) != 0 as r1172_few
expect r1172_few.wavefronts == 2
read v[431] as r1173_bcast
expect r1173_bcast.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 3 ? 56 : t <= 6 ? 40 : t <= 8 ? 65 : t <= 9 ? 63 : 48] if (263000 >> t & 1) != 0 as r1174_n2c
expect r1174_n2c.wavefronts == 3
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 135 : t <= 3 ? 120 : t <= 5 ? 103 : t <= 7 ? 104 : t <= 10 ? 120 : t <= 13 ? 151 : t <= 15 ? 104 : t <= 17 ? 103 : t <= 19 ? 104 : t <= 25 ? 103 : t <= 27 ? 136 : t <= 29 ? 119 : 136] if (4013929727 >> t & 1) != 0 as r1175_n1c
expect r1175_n1c.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 4 : t <= 5 ? 324 : t <= 7 ? 135 : t <= 11 ? 276 : t <= 14 ? 54 : t <= 17 ? 476 : t <= 19 ? 291 : t <= 24 ? 212 : t <= 27 ? 501 : t <= 29 ? 113 : 161] if (3910027426 >> t & 1) != 0 as r1176_n1s
expect r1176_n1s.wavefronts == 5
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 37 : t <= 1 ? 6 : t <= 2 ? 37 : t <= 3 ? 6 : t <= 4 ? 22 : t <= 5 ? 23 : t <= 6 ? 22 : t <= 7 ? 23 : t <= 8 ? 39 : t <= 9 ? 21 : t <= 10 ? 39 : t <= 12 ? 21 : t <= 13 ? 54 : t <= 14 ? 21 : t <= 15 ? 54 : t <= 16 ? 22 : t <= 17 ? 7 : t <= 18 ? 22 : t <= 19 ? 7 : t <= 20 ? 23 : t <= 21 ? 53 : t <= 22 ? 23 : t <= 23 ? 53 : t <= 24 ? 5 : t <= 25 ? 38 : t <= 26 ? 5 : t <= 28 ? 38 : t <= 29 ? 39 : t <= 30 ? 38 : 39] as r1177_n2c
expect r1177_n2c.wavefronts == 4
read w[t <= 0 ? 65 : t <= 1 ? 81 : t <= 2 ? 97 : t <= 3 ? 113 : t <= 5 ? 145 : t <= 6 ? 161 : t <= 7 ? 177 : t <= 9 ? 209 : t <= 10 ? 225 : t <= 12 ? 257 : t <= 13 ? 273 : t <= 14 ? 289 : t <= 15 ? 305 : t <= 17 ? 337 : t <= 18 ? 353 : t <= 20 ? 385 : t <= 21 ? 401 : t <= 22 ? 417 : t <= 23 ? 433 : t <= 24 ? 449 : t <= 25 ? 465 : t <= 26 ? 481 : t <= 27 ? 497 : t <= 28 ? 1 : t <= 29 ? 17 : 33] if (2146891503 >> t & 1) != 0 as r1178_stride
expect r1178_stride.wavefronts == 26
read f[t <= 1 ? 167 : t <= 3 ? 43 : t <= 5 ? 305 : t <= 7 ? 331 : t <= 8 ? 330 : t <= 9 ? 249 : t <= 11 ? 453 : t <= 13 ? 408 : t <= 14 ? 261 : t <= 15 ? 420 : t <= 17 ? 232 : t <= 19 ? 298 : t <= 21 ? 11 : t <= 23 ? 146 : t <= 25 ? 110 : t <= 27 ? 122 : t <= 29 ? 337 : 445] as r1179_n1s
expect r1179_n1s.wavefronts == 3
write v[t <= 3 ? 258 : t <= 8 ? 280 : t <= 11 ? 474 : t <= 15 ? 327 : t <= 18 ? 199 : t <= 24 ? 238 : t <= 27 ? 98 : 18] if (1225034504 >> t & 1) != 0 as r1180_n2
expect r1180_n2.wavefronts == 5
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 101 : t <= 1 ? 102 : t <= 2 ? 101 : t <= 4 ? 102 : t <= 5 ? 95 : t <= 6 ? 102 : t <= 7 ? 95 : t <= 8 ? 79 : t <= 9 ? 93 : t <= 10 ? 79 : t <= 11 ? 93 : t <= 12 ? 77 : t <= 13 ? 78 : t <= 14 ? 77 : t <= 15 ? 78 : t <= 16 ? 86 : t <= 17 ? 95 : t <= 18 ? 86 : t <= 19 ? 95 : t <= 20 ? 103 : t <= 21 ? 101 : t <= 22 ? 103 : t <= 23 ? 101 : t <= 24 ? 93 : t <= 25 ? 94 : t <= 26 ? 93 : t <= 27 ? 94 : t <= 28 ? 102 : t <= 29 ? 103 : t <= 30 ? 102 : 103] as r1181_n2c
expect r1181_n2c.wavefronts == 6
# Nsight's instrumented estimate: 4
read v[t <= 5 ? 47 : t <= 6 ? 38 : t <= 9 ? 37 : t <= 12 ? 53 : t <= 15 ? 38 : 45] if (67146336 >> t & 1) != 0 as r1182_n2c
expect r1182_n2c.wavefronts == 3
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 71 : t <= 1 ? 163 : t <= 2 ? 71 : t <= 3 ? 163 : t <= 4 ? 1 : t <= 5 ? 184 : t <= 6 ? 1 : t <= 7 ? 184 : t <= 8 ? 333 : t <= 9 ? 144 : t <= 10 ? 333 : t <= 11 ? 144 : t <= 12 ? 190 : t <= 13 ? 303 : t <= 14 ? 190 : t <= 15 ? 303 : t <= 16 ? 208 : t <= 17 ? 505 : t <= 18 ? 208 : t <= 19 ? 505 : t <= 20 ? 447 : t <= 21 ? 121 : t <= 22 ? 447 : t <= 23 ? 121 : t <= 24 ? 302 : t <= 25 ? 487 : t <= 26 ? 302 : t <= 27 ? 487 : t <= 28 ? 405 : t <= 29 ? 259 : t <= 30 ? 405 : 259] as r1183_n2
expect r1183_n2.wavefronts == 2
read v[t <= 1 ? 242 : t <= 3 ? 508 : t <= 5 ? 456 : t <= 6 ? 337 : t <= 7 ? 135 : t <= 9 ? 7 : t <= 11 ? 371 : t <= 13 ? 118 : t <= 15 ? 183 : t <= 17 ? 218 : t <= 19 ? 162 : t <= 21 ? 429 : t <= 23 ? 395 : t <= 25 ? 385 : t <= 27 ? 375 : t <= 28 ? 255 : t <= 29 ? 284 : 374] as r1184_n1s
expect r1184_n1s.wavefronts == 7
read w[33] if (4194304 >> t & 1) != 0 as r1185_bcast
expect r1185_bcast.wavefronts == 1
write v[1 * t + 453] as r1186_stride
expect r1186_stride.wavefronts == 4
read f[t <= 1 ? 156 : t <= 6 ? 276 : t <= 7 ? 143 : t <= 9 ? 167 : t <= 10 ? 466 : t <= 11 ? 167 : t <= 15 ? 477 : t <= 16 ? 176 : t <= 18 ? 346 : t <= 22 ? 3 : t <= 23 ? 192 : t <= 26 ? 251 : t <= 28 ? 0 : 32] if (902147794 >> t & 1) != 0 as r1187_n2s
expect r1187_n2s.wavefronts == 3
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 20 : t <= 6 ? 5 : t <= 10 ? 53 : t <= 15 ? 21 : t <= 17 ? 36 : t <= 21 ? 4 : t <= 27 ? 5 : 4] if (404931649 >> t & 1) != 0 as r1188_n1c
expect r1188_n1c.wavefronts == 3
read v[t <= 7 ? 113 : 112] if (50331776 >> t & 1) != 0 as r1189_n1c
expect r1189_n1c.wavefronts == 2
read w[t <= 18 ? 31 : t <= 19 ? 143 : t <= 20 ? 300 : t <= 21 ? 9 : t <= 22 ? 300 : t <= 23 ? 9 : t <= 24 ? 337 : 492] if (66846720 >> t & 1) != 0 as r1190_n2
expect r1190_n2.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 96 : t <= 8 ? 113 : t <= 9 ? 111 : t <= 12 ? 95 : t <= 17 ? 81 : t <= 20 ? 65 : t <= 23 ? 79 : t <= 26 ? 111 : 97] if (2224165634 >> t & 1) != 0 as r1191_n2c
expect r1191_n2c.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 270 : t <= 1 ? 162 : t <= 7 ? 50 : t <= 11 ? 177 : t <= 16 ? 5 : t <= 21 ? 159 : t <= 25 ? 418 : t <= 26 ? 502 : t <= 27 ? 418 : t <= 30 ? 197 : 56] if (3458271363 >> t & 1) != 0 as r1192_n2s
expect r1192_n2s.wavefronts == 4
read v[t <= 4 ? 451 : t <= 21 ? 438 : 234] if (2149842960 >> t & 1) != 0 as r1193_few
expect r1193_few.wavefronts == 2
read w[124] if (33554688 >> t & 1) != 0 as r1194_bcast
expect r1194_bcast.wavefronts == 1
read f[t <= 1 ? 318 : t <= 4 ? 269 : t <= 6 ? 318 : t <= 8 ? 269 : t <= 9 ? 318 : t <= 12 ? 269 : t <= 13 ? 318 : t <= 14 ? 269 : t <= 15 ? 318 : t <= 17 ? 269 : t <= 18 ? 318 : t <= 19 ? 269 : t <= 20 ? 318 : t <= 21 ? 269 : t <= 22 ? 318 : t <= 25 ? 269 : t <= 26 ? 318 : t <= 27 ? 269 : t <= 28 ? 318 : 269] if (1073741822 >> t & 1) != 0 as r1195_few
expect r1195_few.wavefronts == 1
write f[16 * t + 12] as r1196_stride
expect r1196_stride.wavefronts == 16
read v[t <= 4 ? 70 : t <= 7 ? 71 : t <= 8 ? 87 : t <= 15 ? 78 : t <= 16 ? 70 : t <= 21 ? 77 : t <= 22 ? 71 : t <= 24 ? 85 : 94] if (1096909240 >> t & 1) != 0 as r1197_n2c
expect r1197_n2c.wavefronts == 4
read v[9 * t + 113] if (1073217536 >> t & 1) != 0 as r1198_stride
expect r1198_stride.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 173 : t <= 4 ? 206 : t <= 11 ? 143 : t <= 16 ? 471 : t <= 19 ? 313 : t <= 21 ? 242 : t <= 26 ? 294 : t <= 27 ? 316 : t <= 30 ? 425 : 466] if (3425241618 >> t & 1) != 0 as r1199_n2
expect r1199_n2.wavefronts == 2
write v[416] as r1200_bcast
expect r1200_bcast.wavefronts == 4
write v[t <= 6 ? 274 : t <= 22 ? 371 : t <= 26 ? 274 : 371] if (2353038404 >> t & 1) != 0 as r1201_few
expect r1201_few.wavefronts == 4
write w[t <= 1 ? 197 : t <= 3 ? 121 : t <= 5 ? 318 : t <= 7 ? 448 : t <= 9 ? 251 : t <= 10 ? 495 : t <= 11 ? 73 : t <= 13 ? 427 : t <= 15 ? 474 : t <= 17 ? 33 : t <= 19 ? 306 : t <= 21 ? 461 : t <= 23 ? 242 : t <= 25 ? 343 : t <= 27 ? 501 : t <= 29 ? 427 : 109] as r1202_n1s
expect r1202_n1s.wavefronts == 4
read f[t <= 1 ? 144 : t <= 3 ? 40 : t <= 5 ? 259 : t <= 9 ? 378 : t <= 11 ? 2 : t <= 13 ? 253 : t <= 15 ? 94 : t <= 16 ? 158 : t <= 19 ? 318 : t <= 21 ? 455 : t <= 23 ? 305 : t <= 25 ? 214 : t <= 27 ? 188 : t <= 29 ? 444 : 450] if (4294836030 >> t & 1) != 0 as r1203_n1
expect r1203_n1.wavefronts == 3
write w[t <= 9 ? 247 : 191] if (1536 >> t & 1) != 0 as r1204_few
expect r1204_few.wavefronts == 1
write v[t <= 2 ? 190 : t <= 5 ? 62 : t <= 10 ? 278 : 222] if (134219044 >> t & 1) != 0 as r1205_n2
expect r1205_n2.wavefronts == 4
read w[t <= 3 ? 44 : t <= 20 ? 499 : t <= 21 ? 456 : 499] if (271581192 >> t & 1) != 0 as r1206_few
expect r1206_few.wavefronts == 1
read v[t <= 0 ? 119 : t <= 1 ? 122 : t <= 2 ? 119 : t <= 3 ? 122 : t <= 4 ? 284 : t <= 5 ? 177 : t <= 6 ? 284 : t <= 7 ? 177 : t <= 8 ? 45 : t <= 9 ? 458 : t <= 10 ? 45 : t <= 11 ? 458 : t <= 12 ? 430 : t <= 13 ? 241 : t <= 14 ? 430 : t <= 15 ? 241 : t <= 16 ? 113 : t <= 17 ? 110 : t <= 18 ? 113 : t <= 19 ? 110 : t <= 20 ? 511 : t <= 21 ? 475 : t <= 22 ? 511 : t <= 23 ? 475 : t <= 24 ? 510 : t <= 25 ? 214 : t <= 26 ? 510 : t <= 27 ? 214 : t <= 28 ? 377 : t <= 29 ? 322 : t <= 30 ? 377 : 322] as r1207_n2
expect r1207_n2.wavefronts == 5
read w[t <= 0 ? 223 : t <= 1 ? 272 : t <= 2 ? 223 : t <= 3 ? 272 : t <= 4 ? 460 : t <= 5 ? 171 : t <= 6 ? 460 : t <= 7 ? 171 : t <= 8 ? 9 : t <= 9 ? 369 : t <= 10 ? 9 : t <= 11 ? 369 : t <= 13 ? 259 : t <= 14 ? 214 : t <= 16 ? 354 : t <= 17 ? 203 : t <= 18 ? 354 : t <= 19 ? 203 : t <= 20 ? 353 : t <= 21 ? 1 : t <= 22 ? 495 : t <= 23 ? 1 : t <= 24 ? 464 : t <= 25 ? 9 : t <= 26 ? 464 : t <= 28 ? 162 : t <= 29 ? 285 : t <= 30 ? 162 : 285] if (4160712703 >> t & 1) != 0 as r1208_n2s
expect r1208_n2s.wavefronts == 3
write v[t <= 7 ? 82 : t <= 15 ? 109 : t <= 16 ? 173 : t <= 19 ? 490 : t <= 21 ? 290 : t <= 24 ? 347 : 72] if (53051552 >> t & 1) != 0 as r1209_n2
expect r1209_n2.wavefronts == 5
write v[t <= 1 ? 222 : t <= 2 ? 382 : t <= 4 ? 298 : t <= 7 ? 205 : t <= 10 ? 439 : t <= 11 ? 331 : t <= 15 ? 122 : t <= 17 ? 253 : t <= 18 ? 323 : t <= 19 ? 253 : t <= 22 ? 309 : t <= 23 ? 111 : t <= 26 ? 433 : t <= 30 ? 55 : 178] if (3588140470 >> t & 1) != 0 as r1210_n2
expect r1210_n2.wavefronts == 6
read w[t <= 2 ? 201 : t <= 4 ? 110 : t <= 7 ? 19 : t <= 8 ? 54 : t <= 15 ? 65 : t <= 16 ? 337 : t <= 19 ? 321 : t <= 20 ? 23 : t <= 28 ? 127 : 225] if (3491332564 >> t & 1) != 0 as r1211_n1
expect r1211_n1.wavefronts == 4
write v[t <= 2 ? 114 : t <= 3 ? 139 : t <= 5 ? 140 : t <= 6 ? 139 : t <= 8 ? 140 : t <= 14 ? 114 : t <= 15 ? 123 : t <= 16 ? 139 : t <= 19 ? 140 : t <= 22 ? 132 : t <= 24 ? 138 : t <= 27 ? 115 : t <= 28 ? 131 : t <= 29 ? 132 : 131] if (2069615085 >> t & 1) != 0 as r1212_n2c
expect r1212_n2c.wavefronts == 6
# Nsight's instrumented estimate: 6
read v[t <= 3 ? 12 : t <= 5 ? 19 : t <= 6 ? 28 : t <= 15 ? 4 : t <= 17 ? 3 : t <= 18 ? 4 : t <= 23 ? 12 : t <= 29 ? 11 : 12] if (4085694588 >> t & 1) != 0 as r1213_n1c
expect r1213_n1c.wavefronts == 5
read w[t <= 5 ? 50 : t <= 6 ? 344 : t <= 9 ? 407 : t <= 20 ? 458 : t <= 23 ? 291 : 232] if (814744176 >> t & 1) != 0 as r1214_n1
expect r1214_n1.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 58 : t <= 1 ? 75 : t <= 2 ? 58 : t <= 3 ? 75 : t <= 4 ? 91 : t <= 5 ? 60 : t <= 6 ? 91 : t <= 7 ? 60 : t <= 8 ? 76 : t <= 9 ? 106 : t <= 10 ? 76 : t <= 11 ? 106 : t <= 12 ? 74 : t <= 13 ? 91 : t <= 14 ? 74 : t <= 15 ? 91 : t <= 16 ? 107 : t <= 17 ? 76 : t <= 18 ? 107 : t <= 20 ? 76 : t <= 21 ? 90 : t <= 22 ? 76 : t <= 23 ? 90 : t <= 24 ? 106 : t <= 25 ? 59 : t <= 26 ? 106 : t <= 27 ? 59 : t <= 28 ? 91 : t <= 29 ? 60 : t <= 30 ? 91 : 60] as r1215_n2c
expect r1215_n2c.wavefronts == 4
read w[3 * t + 121] as r1216_stride
expect r1216_stride.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 51 : t <= 3 ? 52 : t <= 5 ? 59 : t <= 7 ? 44 : t <= 9 ? 51 : t <= 11 ? 44 : t <= 13 ? 59 : t <= 14 ? 44 : t <= 17 ? 51 : t <= 19 ? 44 : t <= 21 ? 43 : t <= 23 ? 60 : t <= 25 ? 43 : t <= 27 ? 60 : t <= 29 ? 59 : 68] if (4294934527 >> t & 1) != 0 as r1217_n1c
expect r1217_n1c.wavefronts == 5
write w[336] as r1218_bcast
expect r1218_bcast.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 470 : t <= 5 ? 261 : t <= 7 ? 440 : t <= 9 ? 438 : t <= 11 ? 392 : t <= 13 ? 278 : t <= 14 ? 489 : t <= 16 ? 411 : t <= 18 ? 397 : t <= 21 ? 204 : t <= 23 ? 469 : t <= 27 ? 234 : t <= 29 ? 345 : 468] if (2900720610 >> t & 1) != 0 as r1219_n1s
expect r1219_n1s.wavefronts == 5
read w[t <= 0 ? 138 : t <= 2 ? 42 : t <= 3 ? 172 : t <= 6 ? 42 : t <= 7 ? 24 : t <= 10 ? 138 : t <= 11 ? 24 : t <= 12 ? 138 : t <= 13 ? 172 : t <= 17 ? 138 : t <= 18 ? 24 : t <= 21 ? 172 : t <= 24 ? 138 : t <= 25 ? 42 : t <= 26 ? 24 : t <= 27 ? 42 : t <= 29 ? 138 : 42] if (4281220813 >> t & 1) != 0 as r1220_few
expect r1220_few.wavefronts == 4
read v[t <= 4 ? 146 : t <= 6 ? 277 : t <= 8 ? 340 : t <= 15 ? 235 : t <= 17 ? 263 : t <= 23 ? 366 : t <= 24 ? 171 : 414] if (163742032 >> t & 1) != 0 as r1221_n1s
expect r1221_n1s.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 72 : t <= 1 ? 97 : t <= 2 ? 72 : t <= 3 ? 97 : t <= 4 ? 89 : t <= 5 ? 82 : t <= 6 ? 89 : t <= 8 ? 82 : t <= 9 ? 96 : t <= 10 ? 82 : t <= 11 ? 96 : t <= 12 ? 72 : t <= 13 ? 81 : t <= 14 ? 72 : t <= 15 ? 81 : t <= 16 ? 73 : t <= 17 ? 98 : t <= 18 ? 73 : t <= 19 ? 98 : t <= 20 ? 82 : t <= 21 ? 80 : t <= 22 ? 82 : t <= 23 ? 80 : t <= 24 ? 72 : t <= 25 ? 97 : t <= 26 ? 72 : t <= 27 ? 97 : t <= 28 ? 73 : t <= 29 ? 90 : t <= 30 ? 73 : 90] as r1222_n2c
expect r1222_n2c.wavefronts == 6
read w[t <= 15 ? 9 : 8] if (1081344 >> t & 1) != 0 as r1223_n1c
expect r1223_n1c.wavefronts == 1
write v[t <= 0 ? 32 : t <= 1 ? 503 : t <= 2 ? 32 : t <= 3 ? 503 : t <= 4 ? 213 : t <= 5 ? 385 : t <= 6 ? 213 : t <= 7 ? 385 : t <= 8 ? 18 : t <= 9 ? 416 : t <= 10 ? 18 : t <= 11 ? 416 : t <= 12 ? 14 : t <= 13 ? 295 : t <= 14 ? 14 : t <= 15 ? 295 : t <= 16 ? 328 : t <= 17 ? 99 : t <= 18 ? 328 : t <= 19 ? 99 : t <= 20 ? 187 : t <= 21 ? 316 : t <= 22 ? 187 : t <= 23 ? 316 : t <= 24 ? 87 : t <= 25 ? 398 : t <= 26 ? 87 : t <= 27 ? 398 : t <= 28 ? 89 : t <= 29 ? 393 : t <= 30 ? 89 : 393] as r1224_n2
expect r1224_n2.wavefronts == 6
write v[t <= 10 ? 67 : t <= 15 ? 83 : t <= 18 ? 67 : t <= 22 ? 75 : 83] if (3225732096 >> t & 1) != 0 as r1225_n1c
expect r1225_n1c.wavefronts == 5
write w[t <= 1 ? 92 : t <= 13 ? 124 : t <= 15 ? 109 : t <= 16 ? 92 : t <= 19 ? 125 : t <= 20 ? 108 : t <= 26 ? 109 : 93] if (3302879267 >> t & 1) != 0 as r1226_n1c
expect r1226_n1c.wavefronts == 5
read v[t <= 2 ? 302 : t <= 27 ? 229 : 219] if (2281701381 >> t & 1) != 0 as r1227_n2
expect r1227_n2.wavefronts == 2
read v[t <= 6 ? 249 : 241] if (262208 >> t & 1) != 0 as r1228_rand
expect r1228_rand.wavefronts == 2
read f[132] if (262144 >> t & 1) != 0 as r1229_n1c
expect r1229_n1c.wavefronts == 1
read v[360] as r1230_bcast
expect r1230_bcast.wavefronts == 2
write w[342] if (2146959360 >> t & 1) != 0 as r1231_bcast
expect r1231_bcast.wavefronts == 1
read v[t <= 19 ? 163 : t <= 20 ? 364 : t <= 21 ? 116 : t <= 22 ? 50 : t <= 23 ? 111 : 472] if (33030144 >> t & 1) != 0 as r1232_rand
expect r1232_rand.wavefronts == 3
read w[t <= 3 ? 455 : t <= 4 ? 191 : t <= 6 ? 76 : t <= 7 ? 50 : t <= 8 ? 44 : t <= 9 ? 181 : t <= 10 ? 116 : t <= 12 ? 258 : t <= 13 ? 208 : t <= 14 ? 226 : t <= 16 ? 476 : t <= 20 ? 465 : t <= 21 ? 206 : t <= 23 ? 475 : t <= 24 ? 104 : t <= 25 ? 15 : t <= 26 ? 69 : t <= 28 ? 168 : 465] if (1471248344 >> t & 1) != 0 as r1233_rand
expect r1233_rand.wavefronts == 5
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 34 : t <= 2 ? 27 : t <= 4 ? 42 : t <= 6 ? 51 : t <= 8 ? 42 : t <= 13 ? 26 : t <= 15 ? 51 : t <= 17 ? 50 : t <= 19 ? 51 : t <= 21 ? 26 : t <= 22 ? 35 : t <= 24 ? 34 : t <= 26 ? 35 : 26] if (896446805 >> t & 1) != 0 as r1234_n1c
expect r1234_n1c.wavefronts == 6
read v[t <= 0 ? 484 : t <= 2 ? 92 : t <= 4 ? 411 : t <= 6 ? 9 : t <= 7 ? 0 : t <= 14 ? 338 : t <= 24 ? 10 : 150] if (50348245 >> t & 1) != 0 as r1235_rand
expect r1235_rand.wavefronts == 4
write v[t <= 0 ? 350 : t <= 1 ? 116 : t <= 2 ? 350 : t <= 3 ? 116 : t <= 4 ? 235 : t <= 7 ? 36 : t <= 8 ? 416 : t <= 9 ? 29 : t <= 12 ? 310 : t <= 13 ? 437 : t <= 14 ? 310 : t <= 15 ? 437 : t <= 16 ? 78 : t <= 17 ? 464 : t <= 18 ? 78 : t <= 19 ? 464 : t <= 20 ? 95 : t <= 21 ? 213 : t <= 22 ? 95 : t <= 23 ? 213 : t <= 24 ? 371 : t <= 25 ? 190 : t <= 26 ? 371 : t <= 27 ? 190 : t <= 30 ? 502 : 123] if (3758093215 >> t & 1) != 0 as r1236_n2
expect r1236_n2.wavefronts == 7
read f[t <= 5 ? 50 : t <= 8 ? 311 : t <= 12 ? 285 : t <= 23 ? 366 : t <= 25 ? 227 : t <= 27 ? 265 : 131] if (2390757664 >> t & 1) != 0 as r1237_n1s
expect r1237_n1s.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 168 : t <= 2 ? 135 : t <= 3 ? 168 : t <= 5 ? 153 : t <= 6 ? 120 : t <= 9 ? 167 : t <= 10 ? 169 : t <= 15 ? 136 : t <= 17 ? 121 : t <= 18 ? 136 : t <= 19 ? 121 : t <= 20 ? 137 : t <= 21 ? 151 : t <= 24 ? 167 : t <= 27 ? 152 : t <= 29 ? 121 : t <= 30 ? 136 : 121] if (3946743406 >> t & 1) != 0 as r1238_n2c
expect r1238_n2c.wavefronts == 4
read v[216] if (268435456 >> t & 1) != 0 as r1239_rand
expect r1239_rand.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 149 : t <= 3 ? 153 : t <= 5 ? 301 : t <= 7 ? 131 : t <= 9 ? 112 : t <= 11 ? 64 : t <= 13 ? 415 : t <= 15 ? 432 : t <= 17 ? 135 : t <= 19 ? 264 : t <= 21 ? 387 : t <= 23 ? 308 : t <= 25 ? 27 : t <= 27 ? 98 : t <= 29 ? 457 : 228] as r1240_n1
expect r1240_n1.wavefronts == 5
read f[t <= 3 ? 91 : t <= 7 ? 28 : t <= 13 ? 91 : t <= 14 ? 58 : t <= 20 ? 124 : 27] if (270033032 >> t & 1) != 0 as r1241_n2c
expect r1241_n2c.wavefronts == 2
read w[t <= 20 ? 159 : 125] if (3670016 >> t & 1) != 0 as r1242_n2c
expect r1242_n2c.wavefronts == 1
write v[t <= 13 ? 152 : t <= 18 ? 217 : 103] if (1074012164 >> t & 1) != 0 as r1243_few
expect r1243_few.wavefronts == 4
read w[t <= 0 ? 447 : t <= 9 ? 39 : t <= 18 ? 181 : 173] if (537133569 >> t & 1) != 0 as r1244_n2s
expect r1244_n2s.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 88 : t <= 5 ? 79 : t <= 6 ? 35 : t <= 9 ? 12 : t <= 11 ? 157 : t <= 13 ? 261 : t <= 15 ? 430 : t <= 17 ? 34 : t <= 18 ? 221 : t <= 21 ? 75 : t <= 22 ? 477 : t <= 25 ? 176 : t <= 27 ? 24 : 239] if (996584035 >> t & 1) != 0 as r1245_n1s
expect r1245_n1s.wavefronts == 4
read v[t <= 0 ? 188 : t <= 1 ? 17 : t <= 2 ? 429 : t <= 3 ? 430 : t <= 4 ? 145 : t <= 5 ? 453 : t <= 6 ? 467 : t <= 7 ? 414 : t <= 8 ? 247 : t <= 9 ? 217 : t <= 10 ? 190 : t <= 11 ? 336 : t <= 12 ? 119 : t <= 13 ? 456 : t <= 14 ? 321 : t <= 15 ? 302 : t <= 16 ? 75 : t <= 17 ? 215 : t <= 18 ? 419 : t <= 19 ? 199 : t <= 20 ? 489 : t <= 21 ? 365 : t <= 22 ? 35 : t <= 23 ? 123 : t <= 24 ? 45 : t <= 25 ? 300 : t <= 26 ? 148 : t <= 27 ? 430 : t <= 28 ? 423 : t <= 29 ? 270 : t <= 30 ? 55 : 350] as r1246_rand
expect r1246_rand.wavefronts == 11
read f[t <= 12 ? 321 : t <= 22 ? 176 : 245] if (272633856 >> t & 1) != 0 as r1247_n1s
expect r1247_n1s.wavefronts == 1
write v[t <= 1 ? 443 : t <= 3 ? 285 : t <= 5 ? 495 : t <= 7 ? 301 : t <= 9 ? 305 : t <= 11 ? 193 : t <= 13 ? 469 : t <= 15 ? 419 : t <= 17 ? 140 : t <= 19 ? 111 : t <= 21 ? 12 : t <= 23 ? 428 : t <= 25 ? 237 : t <= 27 ? 103 : t <= 29 ? 146 : 331] as r1248_n1
expect r1248_n1.wavefronts == 8
read v[t <= 0 ? 333 : t <= 1 ? 267 : t <= 2 ? 333 : t <= 3 ? 267 : t <= 4 ? 210 : t <= 5 ? 253 : t <= 6 ? 210 : t <= 7 ? 253 : t <= 8 ? 95 : t <= 9 ? 324 : t <= 10 ? 95 : t <= 11 ? 324 : t <= 12 ? 453 : t <= 13 ? 417 : t <= 14 ? 453 : t <= 15 ? 417 : t <= 16 ? 243 : t <= 17 ? 169 : t <= 18 ? 243 : t <= 20 ? 43 : t <= 21 ? 255 : t <= 22 ? 43 : t <= 23 ? 255 : t <= 24 ? 421 : t <= 25 ? 304 : t <= 26 ? 421 : t <= 27 ? 304 : t <= 28 ? 181 : t <= 29 ? 219 : t <= 30 ? 470 : 219] if (4294443007 >> t & 1) != 0 as r1249_n2s
expect r1249_n2s.wavefronts == 7
read v[t <= 1 ? 108 : t <= 3 ? 117 : t <= 5 ? 108 : t <= 9 ? 100 : t <= 11 ? 101 : t <= 13 ? 100 : t <= 15 ? 125 : t <= 17 ? 108 : t <= 19 ? 125 : t <= 21 ? 108 : t <= 22 ? 101 : t <= 25 ? 100 : 109] if (3413901115 >> t & 1) != 0 as r1250_n1c
expect r1250_n1c.wavefronts == 6
read w[t <= 1 ? 62 : t <= 3 ? 307 : t <= 4 ? 16 : t <= 7 ? 278 : t <= 9 ? 178 : t <= 12 ? 418 : t <= 15 ? 505 : t <= 16 ? 197 : t <= 20 ? 480 : t <= 25 ? 243 : t <= 26 ? 477 : 18] if (370250718 >> t & 1) != 0 as r1251_n1s
expect r1251_n1s.wavefronts == 3
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 14 : t <= 3 ? 485 : t <= 5 ? 294 : t <= 7 ? 371 : t <= 9 ? 233 : t <= 11 ? 281 : t <= 13 ? 362 : t <= 15 ? 285 : t <= 17 ? 241 : t <= 19 ? 280 : t <= 21 ? 191 : t <= 23 ? 139 : t <= 25 ? 0 : t <= 27 ? 324 : t <= 29 ? 396 : 358] as r1252_n1
expect r1252_n1.wavefronts == 2
read v[t <= 2 ? 469 : t <= 5 ? 339 : t <= 7 ? 127 : t <= 8 ? 480 : t <= 13 ? 157 : t <= 15 ? 130 : t <= 16 ? 495 : t <= 19 ? 390 : t <= 21 ? 3 : t <= 23 ? 418 : t <= 25 ? 421 : t <= 27 ? 114 : t <= 29 ? 428 : 33] if (2863264164 >> t & 1) != 0 as r1253_n1
expect r1253_n1.wavefronts == 4
read f[t <= 8 ? 20 : t <= 14 ? 371 : t <= 19 ? 500 : t <= 20 ? 21 : t <= 23 ? 305 : t <= 25 ? 479 : 164] if (177750272 >> t & 1) != 0 as r1254_n1s
expect r1254_n1s.wavefronts == 2
# Nsight's instrumented estimate: 7
read w[t <= 1 ? 108 : t <= 3 ? 93 : t <= 5 ? 108 : t <= 7 ? 125 : t <= 9 ? 108 : t <= 11 ? 77 : t <= 13 ? 124 : t <= 15 ? 93 : t <= 17 ? 108 : t <= 19 ? 93 : t <= 21 ? 76 : t <= 23 ? 93 : t <= 25 ? 124 : t <= 27 ? 125 : t <= 29 ? 92 : 109] as r1255_n1c
expect r1255_n1c.wavefronts == 4
read w[t <= 3 ? 26 : t <= 5 ? 14 : t <= 9 ? 339 : t <= 11 ? 447 : t <= 13 ? 478 : t <= 19 ? 341 : t <= 21 ? 89 : t <= 25 ? 62 : t <= 27 ? 298 : t <= 28 ? 292 : 257] if (2653694524 >> t & 1) != 0 as r1256_n1s
expect r1256_n1s.wavefronts == 3
write w[t <= 3 ? 485 : t <= 5 ? 8 : t <= 6 ? 196 : t <= 9 ? 232 : t <= 10 ? 351 : t <= 16 ? 378 : t <= 19 ? 259 : t <= 20 ? 184 : t <= 24 ? 165 : t <= 27 ? 225 : 243] if (421201512 >> t & 1) != 0 as r1257_n2
expect r1257_n2.wavefronts == 4
read v[2 * t + 323] as r1258_stride
expect r1258_stride.wavefronts == 8
read v[t <= 6 ? 120 : t <= 19 ? 42 : t <= 26 ? 19 : 120] if (1143473216 >> t & 1) != 0 as r1259_few
expect r1259_few.wavefronts == 2
read w[t <= 0 ? 171 : t <= 1 ? 336 : t <= 2 ? 171 : t <= 3 ? 336 : t <= 4 ? 461 : t <= 5 ? 97 : t <= 6 ? 461 : t <= 7 ? 97 : t <= 8 ? 144 : t <= 9 ? 447 : t <= 10 ? 144 : t <= 11 ? 447 : t <= 12 ? 231 : t <= 13 ? 119 : t <= 14 ? 231 : t <= 15 ? 119 : t <= 16 ? 271 : t <= 17 ? 398 : t <= 18 ? 326 : t <= 19 ? 398 : t <= 20 ? 316 : t <= 21 ? 19 : t <= 22 ? 316 : t <= 23 ? 19 : t <= 24 ? 260 : t <= 25 ? 346 : t <= 26 ? 260 : t <= 27 ? 209 : t <= 28 ? 371 : t <= 29 ? 464 : t <= 30 ? 421 : 464] as r1260_n2s
expect r1260_n2s.wavefronts == 4
read v[t <= 15 ? 280 : t <= 21 ? 182 : 452] if (270565376 >> t & 1) != 0 as r1261_n1
expect r1261_n1.wavefronts == 2
read w[296] if (276840472 >> t & 1) != 0 as r1262_bcast
expect r1262_bcast.wavefronts == 1
write v[t <= 0 ? 268 : t <= 1 ? 19 : t <= 2 ? 268 : t <= 3 ? 19 : t <= 4 ? 365 : t <= 5 ? 445 : t <= 6 ? 365 : t <= 7 ? 445 : t <= 8 ? 58 : t <= 11 ? 189 : t <= 12 ? 196 : t <= 13 ? 418 : t <= 14 ? 196 : t <= 15 ? 418 : t <= 16 ? 375 : t <= 17 ? 407 : t <= 18 ? 375 : t <= 19 ? 407 : t <= 20 ? 306 : t <= 21 ? 38 : t <= 22 ? 442 : t <= 23 ? 38 : t <= 25 ? 199 : t <= 26 ? 250 : t <= 27 ? 436 : t <= 28 ? 308 : 85] if (1056963583 >> t & 1) != 0 as r1263_n2s
expect r1263_n2s.wavefronts == 8
read v[t <= 4 ? 148 : 14] if (131088 >> t & 1) != 0 as r1264_n1
expect r1264_n1.wavefronts == 2
read w[t <= 0 ? 227 : t <= 1 ? 51 : t <= 2 ? 155 : t <= 3 ? 167 : t <= 4 ? 155 : t <= 6 ? 51 : t <= 7 ? 227 : t <= 9 ? 155 : t <= 10 ? 227 : t <= 12 ? 167 : t <= 13 ? 51 : t <= 14 ? 167 : t <= 16 ? 155 : t <= 17 ? 167 : t <= 18 ? 51 : t <= 19 ? 155 : t <= 20 ? 51 : t <= 21 ? 227 : t <= 22 ? 51 : t <= 23 ? 155 : t <= 24 ? 51 : t <= 26 ? 227 : t <= 27 ? 155 : t <= 29 ? 227 : t <= 30 ? 51 : 155] as r1265_few
expect r1265_few.wavefronts == 4
read v[t <= 1 ? 118 : t <= 5 ? 229 : t <= 6 ? 289 : t <= 8 ? 202 : t <= 9 ? 103 : t <= 10 ? 65 : t <= 12 ? 74 : t <= 15 ? 222 : t <= 16 ? 206 : t <= 17 ? 81 : t <= 22 ? 344 : t <= 23 ? 381 : t <= 24 ? 293 : t <= 25 ? 151 : t <= 27 ? 7 : 342] if (734238562 >> t & 1) != 0 as r1266_rand
expect r1266_rand.wavefronts == 6
read v[t <= 0 ? 438 : t <= 1 ? 454 : t <= 2 ? 470 : t <= 3 ? 486 : t <= 4 ? 502 : t <= 5 ? 6 : t <= 6 ? 22 : t <= 7 ? 38 : t <= 8 ? 54 : t <= 9 ? 70 : t <= 10 ? 86 : t <= 11 ? 102 : t <= 12 ? 118 : t <= 13 ? 134 : t <= 14 ? 150 : t <= 15 ? 166 : t <= 16 ? 182 : t <= 17 ? 198 : t <= 18 ? 214 : t <= 19 ? 230 : t <= 20 ? 246 : t <= 21 ? 262 : t <= 22 ? 278 : t <= 23 ? 294 : t <= 24 ? 310 : t <= 25 ? 326 : t <= 26 ? 342 : t <= 27 ? 358 : t <= 28 ? 374 : t <= 29 ? 390 : t <= 30 ? 406 : 422] as r1267_stride
expect r1267_stride.wavefronts == 32
read v[t <= 14 ? 43 : t <= 23 ? 51 : 35] if (2155889664 >> t & 1) != 0 as r1268_n1c
expect r1268_n1c.wavefronts == 3
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 8 : t <= 3 ? 41 : t <= 4 ? 8 : t <= 11 ? 57 : t <= 12 ? 40 : t <= 16 ? 8 : t <= 18 ? 9 : t <= 21 ? 56 : t <= 22 ? 9 : t <= 25 ? 40 : t <= 27 ? 57 : t <= 29 ? 24 : 25] if (3949272286 >> t & 1) != 0 as r1269_n1c
expect r1269_n1c.wavefronts == 4
read f[t <= 0 ? 132 : t <= 1 ? 32 : t <= 2 ? 251 : t <= 3 ? 261 : t <= 4 ? 56 : t <= 5 ? 168 : t <= 6 ? 314 : t <= 7 ? 379 : t <= 8 ? 365 : t <= 9 ? 126 : t <= 10 ? 251 : t <= 11 ? 216 : t <= 12 ? 126 : t <= 13 ? 406 : t <= 14 ? 234 : t <= 15 ? 223 : t <= 16 ? 2 : t <= 17 ? 387 : t <= 18 ? 120 : t <= 19 ? 271 : t <= 20 ? 427 : t <= 21 ? 460 : t <= 22 ? 190 : t <= 23 ? 257 : t <= 24 ? 474 : t <= 25 ? 280 : t <= 26 ? 193 : t <= 27 ? 467 : t <= 28 ? 176 : t <= 29 ? 93 : t <= 30 ? 212 : 383] as r1270_rand
expect r1270_rand.wavefronts == 4
write w[t <= 9 ? 385 : t <= 10 ? 441 : t <= 11 ? 6 : t <= 12 ? 218 : t <= 13 ? 294 : t <= 14 ? 153 : t <= 15 ? 146 : t <= 16 ? 162 : t <= 17 ? 433 : t <= 18 ? 14 : 497] if (1048064 >> t & 1) != 0 as r1271_rand
expect r1271_rand.wavefronts == 4
read w[t <= 19 ? 233 : t <= 20 ? 88 : 290] if (9961472 >> t & 1) != 0 as r1272_n1s
expect r1272_n1s.wavefronts == 1
read v[44] if (1 >> t & 1) != 0 as r1273_n2c
expect r1273_n2c.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 154 : t <= 1 ? 123 : t <= 2 ? 154 : t <= 3 ? 123 : t <= 4 ? 155 : t <= 5 ? 140 : t <= 6 ? 155 : t <= 7 ? 140 : t <= 8 ? 172 : t <= 9 ? 122 : t <= 10 ? 172 : t <= 12 ? 122 : t <= 13 ? 171 : t <= 14 ? 122 : t <= 16 ? 171 : t <= 17 ? 124 : t <= 18 ? 171 : t <= 19 ? 124 : t <= 20 ? 140 : t <= 21 ? 170 : t <= 22 ? 140 : t <= 23 ? 170 : t <= 24 ? 122 : t <= 25 ? 123 : t <= 26 ? 122 : t <= 28 ? 123 : t <= 29 ? 140 : t <= 30 ? 123 : 140] as r1274_n2c
expect r1274_n2c.wavefronts == 3
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 122 : t <= 1 ? 99 : t <= 2 ? 122 : t <= 6 ? 99 : t <= 7 ? 100 : t <= 9 ? 122 : t <= 10 ? 124 : t <= 11 ? 122 : t <= 12 ? 98 : t <= 13 ? 107 : t <= 14 ? 98 : t <= 15 ? 107 : t <= 19 ? 100 : t <= 20 ? 124 : t <= 24 ? 106 : t <= 25 ? 115 : t <= 26 ? 106 : t <= 27 ? 115 : 108] if (2948267743 >> t & 1) != 0 as r1275_n2c
expect r1275_n2c.wavefronts == 5
write v[2 * t + 200] if (2064 >> t & 1) != 0 as r1276_stride
expect r1276_stride.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 71 : t <= 2 ? 203 : t <= 5 ? 388 : t <= 7 ? 390 : t <= 9 ? 504 : t <= 11 ? 155 : t <= 13 ? 33 : t <= 14 ? 298 : t <= 17 ? 6 : t <= 19 ? 472 : t <= 21 ? 339 : t <= 23 ? 56 : t <= 25 ? 428 : t <= 26 ? 206 : t <= 29 ? 123 : 138] if (3890969255 >> t & 1) != 0 as r1277_n1s
expect r1277_n1s.wavefronts == 3
read v[t <= 3 ? 95 : t <= 14 ? 378 : t <= 21 ? 483 : 440] if (69222408 >> t & 1) != 0 as r1278_n2
expect r1278_n2.wavefronts == 2
read w[399] if (64 >> t & 1) != 0 as r1279_n1s
expect r1279_n1s.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 10 ? 352 : t <= 12 ? 416 : 0] if (2147521536 >> t & 1) != 0 as r1280_stride
expect r1280_stride.wavefronts == 3
read f[t <= 0 ? 177 : t <= 1 ? 114 : t <= 2 ? 177 : t <= 3 ? 114 : t <= 4 ? 178 : t <= 5 ? 179 : t <= 6 ? 178 : t <= 7 ? 179 : t <= 8 ? 147 : t <= 9 ? 113 : t <= 10 ? 147 : t <= 12 ? 113 : t <= 13 ? 114 : t <= 14 ? 113 : t <= 15 ? 114 : t <= 16 ? 146 : t <= 17 ? 147 : t <= 18 ? 146 : t <= 19 ? 147 : t <= 20 ? 115 : t <= 21 ? 209 : t <= 22 ? 115 : t <= 23 ? 209 : t <= 24 ? 145 : t <= 25 ? 146 : t <= 26 ? 145 : t <= 28 ? 146 : t <= 29 ? 211 : t <= 30 ? 146 : 211] as r1281_n2c
expect r1281_n2c.wavefronts == 4
read v[t <= 3 ? 372 : t <= 4 ? 490 : t <= 5 ? 489 : t <= 8 ? 287 : 496] if (1073742138 >> t & 1) != 0 as r1282_n2s
expect r1282_n2s.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 113 : t <= 3 ? 146 : t <= 5 ? 129 : t <= 7 ? 130 : t <= 9 ? 161 : t <= 11 ? 114 : t <= 13 ? 113 : t <= 15 ? 146 : t <= 17 ? 161 : t <= 19 ? 130 : t <= 21 ? 145 : t <= 23 ? 130 : t <= 25 ? 113 : t <= 27 ? 114 : t <= 29 ? 145 : 146] as r1283_n1c
expect r1283_n1c.wavefronts == 4
read w[t <= 0 ? 256 : t <= 3 ? 127 : t <= 5 ? 337 : t <= 6 ? 184 : t <= 9 ? 326 : t <= 11 ? 104 : t <= 13 ? 105 : t <= 14 ? 2 : t <= 17 ? 500 : t <= 19 ? 110 : t <= 20 ? 404 : t <= 25 ? 81 : t <= 30 ? 40 : 456] if (3256844157 >> t & 1) != 0 as r1284_n1s
expect r1284_n1s.wavefronts == 4
write v[t <= 0 ? 82 : t <= 1 ? 477 : t <= 2 ? 210 : 291] if (67108871 >> t & 1) != 0 as r1285_rand
expect r1285_rand.wavefronts == 3
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 104 : t <= 2 ? 97 : t <= 7 ? 105 : t <= 9 ? 120 : t <= 13 ? 112 : t <= 16 ? 104 : t <= 22 ? 97 : t <= 24 ? 96 : 112] if (827138949 >> t & 1) != 0 as r1286_n1c
expect r1286_n1c.wavefronts == 6
read w[9 * t + 87] if (1946155789 >> t & 1) != 0 as r1287_stride
expect r1287_stride.wavefronts == 2
write w[t <= 7 ? 122 : t <= 13 ? 105 : t <= 20 ? 89 : t <= 24 ? 137 : t <= 27 ? 122 : t <= 29 ? 105 : 138] if (1762664576 >> t & 1) != 0 as r1288_n1c
expect r1288_n1c.wavefronts == 4
write v[t <= 0 ? 298 : t <= 1 ? 99 : t <= 2 ? 298 : t <= 8 ? 16 : t <= 9 ? 372 : t <= 10 ? 16 : t <= 12 ? 191 : t <= 15 ? 327 : t <= 17 ? 284 : t <= 18 ? 181 : t <= 19 ? 284 : t <= 20 ? 354 : t <= 21 ? 208 : t <= 22 ? 354 : t <= 23 ? 208 : t <= 24 ? 15 : t <= 25 ? 286 : t <= 26 ? 277 : 454] if (1476310791 >> t & 1) != 0 as r1289_n2s
expect r1289_n2s.wavefronts == 6
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 63 : t <= 1 ? 96 : t <= 2 ? 63 : t <= 4 ? 64 : t <= 5 ? 65 : t <= 6 ? 64 : t <= 7 ? 65 : t <= 8 ? 113 : t <= 9 ? 95 : t <= 10 ? 113 : t <= 14 ? 95 : t <= 16 ? 64 : t <= 17 ? 113 : t <= 18 ? 64 : t <= 19 ? 113 : t <= 20 ? 81 : t <= 21 ? 111 : t <= 22 ? 81 : t <= 23 ? 111 : t <= 24 ? 95 : t <= 25 ? 96 : t <= 26 ? 95 : t <= 28 ? 96 : t <= 29 ? 81 : t <= 30 ? 96 : 81] if (4160737271 >> t & 1) != 0 as r1290_n2c
expect r1290_n2c.wavefronts == 3
write v[t <= 0 ? 39 : t <= 1 ? 53 : t <= 2 ? 217 : t <= 3 ? 478 : t <= 4 ? 435 : t <= 5 ? 43 : t <= 6 ? 228 : t <= 7 ? 276 : t <= 8 ? 120 : t <= 9 ? 244 : t <= 10 ? 182 : t <= 11 ? 430 : t <= 13 ? 142 : t <= 14 ? 217 : t <= 15 ? 187 : t <= 16 ? 73 : t <= 17 ? 488 : t <= 18 ? 403 : t <= 19 ? 398 : t <= 20 ? 41 : t <= 22 ? 181 : t <= 23 ? 216 : t <= 24 ? 243 : t <= 25 ? 175 : t <= 26 ? 247 : t <= 27 ? 121 : t <= 28 ? 173 : t <= 29 ? 120 : t <= 30 ? 390 : 396] if (4292866047 >> t & 1) != 0 as r1291_rand
expect r1291_rand.wavefronts == 9
write v[t <= 7 ? 17 : t <= 9 ? 413 : t <= 16 ? 147 : t <= 21 ? 479 : t <= 22 ? 312 : t <= 24 ? 7 : t <= 27 ? 370 : t <= 28 ? 163 : 261] if (2573271680 >> t & 1) != 0 as r1292_n1
expect r1292_n1.wavefronts == 4
read v[t <= 1 ? 363 : t <= 2 ? 271 : t <= 3 ? 25 : t <= 5 ? 223 : t <= 7 ? 18 : t <= 9 ? 216 : t <= 11 ? 202 : t <= 12 ? 68 : t <= 13 ? 12 : t <= 15 ? 200 : t <= 17 ? 342 : t <= 19 ? 362 : t <= 21 ? 306 : t <= 23 ? 288 : t <= 25 ? 387 : t <= 27 ? 431 : t <= 29 ? 234 : t <= 30 ? 28 : 507] as r1293_n1s
expect r1293_n1s.wavefronts == 8
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 1 : t <= 4 ? 50 : t <= 9 ? 17 : t <= 18 ? 50 : t <= 19 ? 35 : 34] if (34341395 >> t & 1) != 0 as r1294_n2c
expect r1294_n2c.wavefronts == 2
write w[t <= 0 ? 307 : t <= 1 ? 361 : t <= 2 ? 189 : t <= 3 ? 281 : t <= 4 ? 84 : t <= 5 ? 427 : t <= 6 ? 297 : t <= 7 ? 100 : t <= 8 ? 82 : t <= 9 ? 464 : t <= 10 ? 120 : t <= 11 ? 214 : t <= 12 ? 483 : t <= 13 ? 269 : t <= 14 ? 172 : t <= 15 ? 203 : t <= 16 ? 333 : t <= 17 ? 319 : t <= 18 ? 181 : t <= 19 ? 268 : t <= 20 ? 45 : t <= 21 ? 388 : t <= 22 ? 413 : t <= 23 ? 495 : t <= 24 ? 352 : t <= 25 ? 450 : t <= 26 ? 344 : t <= 27 ? 121 : t <= 28 ? 208 : t <= 29 ? 31 : t <= 30 ? 172 : 502] as r1295_rand
expect r1295_rand.wavefronts == 6
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 3 : t <= 3 ? 131 : t <= 9 ? 221 : t <= 12 ? 201 : t <= 15 ? 23 : t <= 17 ? 38 : t <= 18 ? 103 : t <= 21 ? 351 : 120] if (36082185 >> t & 1) != 0 as r1296_n1s
expect r1296_n1s.wavefronts == 4
read f[t <= 9 ? 92 : t <= 10 ? 149 : 71] if (16778752 >> t & 1) != 0 as r1297_n1s
expect r1297_n1s.wavefronts == 1
read w[t <= 4 ? 204 : t <= 5 ? 477 : t <= 6 ? 204 : t <= 7 ? 477 : t <= 10 ? 51 : t <= 11 ? 477 : t <= 18 ? 204 : t <= 19 ? 477 : 204] if (39718140 >> t & 1) != 0 as r1298_few
expect r1298_few.wavefronts == 2
write w[t <= 11 ? 124 : t <= 15 ? 365 : t <= 20 ? 308 : t <= 21 ? 100 : t <= 22 ? 308 : t <= 24 ? 300 : 412] if (158377984 >> t & 1) != 0 as r1299_n2
expect r1299_n2.wavefronts == 3
read w[t <= 6 ? 115 : t <= 11 ? 229 : t <= 15 ? 399 : t <= 19 ? 178 : 323] if (2918464 >> t & 1) != 0 as r1300_n1s
expect r1300_n1s.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[283] if (67273728 >> t & 1) != 0 as r1301_bcast
expect r1301_bcast.wavefronts == 2
read w[t <= 1 ? 325 : t <= 3 ? 468 : t <= 5 ? 373 : t <= 7 ? 344 : t <= 9 ? 189 : t <= 11 ? 32 : t <= 13 ? 449 : t <= 15 ? 183 : t <= 17 ? 103 : t <= 19 ? 353 : t <= 21 ? 349 : t <= 23 ? 57 : t <= 25 ? 341 : t <= 27 ? 304 : t <= 29 ? 353 : 115] as r1302_n1
expect r1302_n1.wavefronts == 3
read v[t <= 9 ? 73 : t <= 14 ? 363 : t <= 15 ? 503 : t <= 19 ? 253 : t <= 20 ? 356 : t <= 21 ? 417 : 264] if (137937408 >> t & 1) != 0 as r1303_n2s
expect r1303_n2s.wavefronts == 2
read v[t <= 27 ? 17 : t <= 29 ? 32 : 25] if (2080374784 >> t & 1) != 0 as r1304_n1c
expect r1304_n1c.wavefronts == 2
read v[t <= 1 ? 373 : t <= 2 ? 202 : t <= 5 ? 89 : t <= 7 ? 247 : t <= 9 ? 221 : t <= 11 ? 18 : t <= 15 ? 506 : t <= 17 ? 464 : t <= 19 ? 435 : t <= 21 ? 359 : t <= 22 ? 101 : t <= 25 ? 133 : t <= 27 ? 489 : t <= 29 ? 407 : 354] if (2138738599 >> t & 1) != 0 as r1305_n1
expect r1305_n1.wavefronts == 5
read f[357] as r1306_bcast
expect r1306_bcast.wavefronts == 1
read w[t <= 16 ? 47 : t <= 17 ? 64 : t <= 18 ? 47 : t <= 19 ? 64 : t <= 20 ? 48 : t <= 21 ? 14 : t <= 22 ? 48 : 14] if (16711680 >> t & 1) != 0 as r1307_n2c
expect r1307_n2c.wavefronts == 2
write w[2 * t + 327] as r1308_stride
expect r1308_stride.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 2 ? 133 : t <= 7 ? 141 : t <= 9 ? 124 : t <= 12 ? 140 : t <= 15 ? 117 : t <= 18 ? 133 : t <= 26 ? 125 : t <= 29 ? 140 : 125] if (4093956740 >> t & 1) != 0 as r1309_n1c
expect r1309_n1c.wavefronts == 5
write v[t <= 0 ? 250 : t <= 1 ? 66 : t <= 2 ? 250 : t <= 3 ? 66 : t <= 4 ? 394 : t <= 5 ? 111 : t <= 6 ? 394 : t <= 7 ? 111 : t <= 8 ? 162 : t <= 9 ? 387 : t <= 10 ? 162 : t <= 11 ? 387 : t <= 12 ? 207 : t <= 13 ? 400 : t <= 14 ? 207 : t <= 15 ? 400 : t <= 16 ? 417 : t <= 17 ? 423 : t <= 18 ? 417 : t <= 19 ? 423 : t <= 20 ? 448 : t <= 21 ? 468 : t <= 22 ? 448 : t <= 23 ? 468 : t <= 24 ? 184 : t <= 25 ? 154 : t <= 26 ? 184 : t <= 27 ? 154 : t <= 28 ? 135 : t <= 29 ? 411 : t <= 30 ? 135 : 411] as r1310_n2
expect r1310_n2.wavefronts == 6
read w[t <= 1 ? 209 : t <= 10 ? 312 : t <= 11 ? 194 : t <= 19 ? 228 : t <= 20 ? 109 : 15] if (85593090 >> t & 1) != 0 as r1311_n2
expect r1311_n2.wavefronts == 1
write v[t <= 0 ? 434 : t <= 1 ? 468 : t <= 2 ? 273 : t <= 3 ? 321 : t <= 4 ? 41 : t <= 5 ? 479 : t <= 6 ? 443 : t <= 7 ? 318 : t <= 8 ? 84 : t <= 9 ? 109 : t <= 10 ? 201 : t <= 11 ? 469 : t <= 12 ? 320 : t <= 13 ? 180 : t <= 14 ? 177 : t <= 15 ? 137 : t <= 16 ? 374 : t <= 17 ? 37 : t <= 18 ? 320 : t <= 19 ? 43 : t <= 20 ? 393 : t <= 21 ? 452 : t <= 22 ? 258 : t <= 23 ? 151 : t <= 24 ? 27 : t <= 25 ? 431 : t <= 26 ? 301 : t <= 27 ? 257 : t <= 28 ? 300 : t <= 29 ? 54 : t <= 30 ? 166 : 359] as r1312_rand
expect r1312_rand.wavefronts == 9
read w[t <= 0 ? 185 : t <= 3 ? 454 : t <= 6 ? 386 : t <= 7 ? 260 : t <= 9 ? 135 : t <= 10 ? 423 : t <= 11 ? 135 : t <= 13 ? 82 : t <= 16 ? 303 : t <= 17 ? 96 : t <= 18 ? 303 : t <= 23 ? 473 : t <= 24 ? 155 : t <= 27 ? 417 : 434] if (2340892377 >> t & 1) != 0 as r1313_n2
expect r1313_n2.wavefronts == 3
# Nsight's instrumented estimate: 3
read v[t <= 7 ? 309 : t <= 11 ? 322 : t <= 12 ? 309 : t <= 13 ? 322 : t <= 14 ? 309 : t <= 17 ? 322 : t <= 20 ? 309 : t <= 22 ? 322 : t <= 23 ? 309 : 322] if (33554304 >> t & 1) != 0 as r1314_few
expect r1314_few.wavefronts == 4
read f[t <= 0 ? 222 : t <= 1 ? 127 : t <= 2 ? 222 : t <= 3 ? 127 : t <= 6 ? 191 : t <= 8 ? 128 : t <= 9 ? 190 : t <= 13 ? 191 : t <= 14 ? 190 : t <= 15 ? 191 : t <= 20 ? 128 : t <= 23 ? 190 : t <= 24 ? 158 : t <= 27 ? 191 : 192] if (730915663 >> t & 1) != 0 as r1315_n2c
expect r1315_n2c.wavefronts == 3
read w[t <= 7 ? 355 : t <= 10 ? 70 : t <= 12 ? 334 : t <= 26 ? 352 : 354] if (1140855936 >> t & 1) != 0 as r1316_n2
expect r1316_n2.wavefronts == 1
read f[437] if (17334528 >> t & 1) != 0 as r1317_bcast
expect r1317_bcast.wavefronts == 1
read v[t <= 2 ? 145 : t <= 13 ? 68 : t <= 27 ? 510 : 107] if (671096836 >> t & 1) != 0 as r1318_n2
expect r1318_n2.wavefronts == 2
read v[t <= 0 ? 341 : t <= 2 ? 327 : t <= 3 ? 134 : t <= 4 ? 341 : t <= 5 ? 134 : t <= 6 ? 327 : t <= 7 ? 134 : t <= 9 ? 327 : t <= 12 ? 134 : t <= 14 ? 341 : t <= 15 ? 134 : t <= 16 ? 341 : t <= 17 ? 134 : t <= 19 ? 341 : t <= 20 ? 327 : t <= 21 ? 341 : t <= 22 ? 327 : t <= 23 ? 341 : t <= 24 ? 327 : t <= 25 ? 341 : t <= 27 ? 327 : t <= 28 ? 341 : t <= 29 ? 327 : t <= 30 ? 134 : 341] as r1319_few
expect r1319_few.wavefronts == 4
read w[t <= 0 ? 89 : t <= 1 ? 39 : t <= 2 ? 488 : t <= 3 ? 284 : t <= 5 ? 388 : t <= 6 ? 464 : t <= 7 ? 488 : t <= 8 ? 124 : t <= 9 ? 67 : t <= 10 ? 136 : t <= 11 ? 376 : t <= 12 ? 45 : t <= 13 ? 275 : t <= 15 ? 114 : t <= 16 ? 148 : t <= 17 ? 474 : t <= 18 ? 85 : t <= 19 ? 455 : t <= 20 ? 439 : t <= 21 ? 99 : t <= 22 ? 390 : t <= 23 ? 148 : t <= 24 ? 491 : t <= 25 ? 252 : t <= 26 ? 394 : t <= 27 ? 24 : t <= 29 ? 27 : t <= 30 ? 146 : 46] if (4026515439 >> t & 1) != 0 as r1320_rand
expect r1320_rand.wavefronts == 5
read f[331] as r1321_bcast
expect r1321_bcast.wavefronts == 1
read w[t <= 0 ? 444 : t <= 3 ? 432 : t <= 4 ? 260 : t <= 7 ? 473 : t <= 8 ? 319 : t <= 9 ? 186 : t <= 10 ? 319 : t <= 11 ? 186 : t <= 12 ? 189 : t <= 13 ? 74 : t <= 14 ? 189 : t <= 16 ? 289 : t <= 17 ? 79 : t <= 18 ? 289 : t <= 19 ? 79 : t <= 20 ? 21 : t <= 21 ? 430 : t <= 22 ? 396 : t <= 23 ? 430 : t <= 24 ? 184 : t <= 25 ? 66 : t <= 26 ? 189 : t <= 27 ? 66 : t <= 28 ? 58 : t <= 29 ? 343 : t <= 30 ? 58 : 343] if (4294934459 >> t & 1) != 0 as r1322_n2s
expect r1322_n2s.wavefronts == 3
read w[t <= 1 ? 489 : t <= 13 ? 97 : t <= 14 ? 21 : 267] if (268460034 >> t & 1) != 0 as r1323_n2s
expect r1323_n2s.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 367 : t <= 1 ? 194 : t <= 2 ? 367 : t <= 3 ? 194 : t <= 4 ? 396 : t <= 5 ? 32 : t <= 6 ? 396 : t <= 7 ? 32 : t <= 8 ? 480 : t <= 9 ? 61 : t <= 10 ? 480 : t <= 11 ? 61 : t <= 12 ? 30 : t <= 13 ? 372 : t <= 14 ? 30 : t <= 15 ? 372 : t <= 16 ? 76 : t <= 17 ? 18 : t <= 18 ? 76 : t <= 19 ? 18 : t <= 20 ? 427 : t <= 21 ? 69 : t <= 22 ? 427 : t <= 23 ? 69 : t <= 24 ? 184 : t <= 25 ? 164 : t <= 26 ? 184 : t <= 27 ? 164 : t <= 28 ? 194 : t <= 29 ? 370 : t <= 30 ? 194 : 370] as r1324_n2
expect r1324_n2.wavefronts == 3
read v[t <= 2 ? 201 : t <= 7 ? 92 : t <= 18 ? 95 : 245] if (8650884 >> t & 1) != 0 as r1325_n1
expect r1325_n1.wavefronts == 2
write f[9 * t + 186] if (540672 >> t & 1) != 0 as r1326_stride
expect r1326_stride.wavefronts == 1
write w[t <= 1 ? 36 : t <= 3 ? 21 : t <= 5 ? 4 : t <= 7 ? 37 : t <= 9 ? 20 : t <= 11 ? 21 : t <= 13 ? 52 : t <= 15 ? 37 : t <= 17 ? 52 : t <= 19 ? 37 : t <= 21 ? 52 : t <= 23 ? 37 : t <= 25 ? 4 : t <= 27 ? 21 : t <= 29 ? 52 : 53] as r1327_n1c
expect r1327_n1c.wavefronts == 7
read w[t <= 9 ? 113 : t <= 23 ? 140 : 483] if (1082130944 >> t & 1) != 0 as r1328_n1s
expect r1328_n1s.wavefronts == 1
read v[5 * t + 312] if (164614 >> t & 1) != 0 as r1329_stride
expect r1329_stride.wavefronts == 3
write v[t <= 2 ? 178 : t <= 6 ? 159 : t <= 12 ? 313 : t <= 13 ? 484 : t <= 18 ? 511 : t <= 19 ? 66 : t <= 23 ? 104 : t <= 25 ? 238 : t <= 26 ? 94 : t <= 27 ? 238 : 256] if (1317810260 >> t & 1) != 0 as r1330_n2s
expect r1330_n2s.wavefronts == 5
write w[41] if (4202692569 >> t & 1) != 0 as r1331_bcast
expect r1331_bcast.wavefronts == 2
read w[t <= 11 ? 373 : 60] if (7168 >> t & 1) != 0 as r1332_n1
expect r1332_n1.wavefronts == 1
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 239 : t <= 3 ? 61 : t <= 4 ? 94 : t <= 5 ? 424 : t <= 6 ? 94 : t <= 7 ? 424 : t <= 10 ? 493 : t <= 11 ? 129 : t <= 12 ? 426 : t <= 15 ? 40 : t <= 17 ? 115 : t <= 18 ? 123 : t <= 21 ? 196 : t <= 22 ? 1 : t <= 24 ? 407 : t <= 27 ? 46 : t <= 30 ? 114 : 229] if (3378953469 >> t & 1) != 0 as r1333_n2
expect r1333_n2.wavefronts == 4
read w[t <= 0 ? 103 : t <= 1 ? 104 : t <= 2 ? 103 : t <= 3 ? 104 : t <= 4 ? 88 : t <= 5 ? 105 : t <= 6 ? 88 : t <= 8 ? 105 : t <= 9 ? 87 : t <= 10 ? 105 : t <= 11 ? 87 : t <= 12 ? 103 : t <= 13 ? 88 : t <= 14 ? 103 : t <= 15 ? 88 : t <= 16 ? 56 : t <= 17 ? 105 : t <= 18 ? 56 : t <= 19 ? 105 : t <= 20 ? 73 : t <= 21 ? 71 : t <= 22 ? 73 : t <= 23 ? 71 : t <= 24 ? 87 : t <= 25 ? 72 : t <= 26 ? 87 : t <= 27 ? 72 : t <= 28 ? 56 : t <= 29 ? 105 : t <= 30 ? 56 : 105] as r1334_n2c
expect r1334_n2c.wavefronts == 4
read f[8 * t + 199] if (1091195110 >> t & 1) != 0 as r1335_stride
expect r1335_stride.wavefronts == 4
read f[t <= 1 ? 123 : t <= 3 ? 441 : t <= 5 ? 38 : t <= 7 ? 51 : t <= 9 ? 140 : t <= 11 ? 404 : t <= 13 ? 24 : t <= 15 ? 331 : t <= 17 ? 183 : t <= 19 ? 43 : t <= 21 ? 37 : t <= 23 ? 46 : t <= 25 ? 438 : t <= 27 ? 247 : t <= 29 ? 120 : 334] as r1336_n1
expect r1336_n1.wavefronts == 2
write v[t <= 1 ? 69 : t <= 2 ? 0 : t <= 3 ? 500 : t <= 4 ? 69 : t <= 5 ? 0 : t <= 6 ? 500 : t <= 7 ? 431 : t <= 9 ? 0 : t <= 10 ? 500 : t <= 11 ? 431 : t <= 14 ? 69 : t <= 16 ? 431 : t <= 17 ? 69 : t <= 18 ? 431 : t <= 19 ? 500 : t <= 22 ? 431 : t <= 23 ? 500 : t <= 25 ? 0 : t <= 26 ? 69 : t <= 28 ? 0 : t <= 30 ? 69 : 0] as r1337_few
expect r1337_few.wavefronts == 4
read v[t <= 4 ? 423 : 357] if (16777232 >> t & 1) != 0 as r1338_n1
expect r1338_n1.wavefronts == 2
read v[t <= 4 ? 56 : t <= 9 ? 92 : t <= 10 ? 192 : t <= 12 ? 332 : t <= 15 ? 144 : t <= 20 ? 101 : t <= 26 ? 219 : 360] if (1141937680 >> t & 1) != 0 as r1339_n2s
expect r1339_n2s.wavefronts == 4
read w[t <= 0 ? 78 : t <= 2 ? 333 : t <= 4 ? 143 : t <= 7 ? 155 : t <= 12 ? 321 : t <= 15 ? 472 : t <= 25 ? 475 : t <= 27 ? 153 : 309] if (436244629 >> t & 1) != 0 as r1340_n1s
expect r1340_n1s.wavefronts == 2
write f[t <= 3 ? 187 : t <= 5 ? 179 : t <= 6 ? 413 : t <= 9 ? 60 : t <= 13 ? 113 : t <= 14 ? 82 : t <= 18 ? 246 : t <= 20 ? 128 : t <= 24 ? 293 : t <= 27 ? 86 : 62] if (1024750188 >> t & 1) != 0 as r1341_n1s
expect r1341_n1s.wavefronts == 2
read v[t <= 0 ? 386 : t <= 3 ? 183 : t <= 9 ? 386 : t <= 16 ? 183 : 386] if (4293129 >> t & 1) != 0 as r1342_few
expect r1342_few.wavefronts == 2
read w[t <= 11 ? 424 : t <= 29 ? 388 : 424] if (1610614784 >> t & 1) != 0 as r1343_few
expect r1343_few.wavefronts == 1
read v[t <= 2 ? 502 : t <= 3 ? 504 : t <= 4 ? 506 : t <= 5 ? 508 : t <= 8 ? 2 : t <= 9 ? 4 : t <= 11 ? 8 : t <= 12 ? 10 : t <= 13 ? 12 : t <= 14 ? 14 : t <= 15 ? 16 : t <= 17 ? 20 : t <= 18 ? 22 : t <= 19 ? 24 : t <= 21 ? 28 : t <= 22 ? 30 : t <= 23 ? 32 : t <= 25 ? 36 : t <= 26 ? 38 : t <= 27 ? 40 : t <= 28 ? 42 : t <= 29 ? 44 : t <= 30 ? 46 : 48] if (4277074748 >> t & 1) != 0 as r1344_stride
expect r1344_stride.wavefronts == 7
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 28 : t <= 3 ? 29 : t <= 5 ? 20 : t <= 7 ? 21 : t <= 9 ? 12 : t <= 11 ? 13 : t <= 13 ? 12 : t <= 15 ? 21 : t <= 17 ? 20 : t <= 19 ? 13 : t <= 21 ? 36 : t <= 22 ? 29 : t <= 25 ? 20 : t <= 27 ? 29 : t <= 29 ? 12 : 29] if (4286578687 >> t & 1) != 0 as r1345_n1c
expect r1345_n1c.wavefronts == 6
write w[t <= 0 ? 265 : t <= 1 ? 26 : t <= 2 ? 265 : t <= 3 ? 26 : t <= 4 ? 422 : t <= 5 ? 89 : t <= 6 ? 422 : t <= 7 ? 89 : t <= 8 ? 488 : t <= 9 ? 323 : t <= 10 ? 488 : t <= 11 ? 323 : t <= 12 ? 131 : t <= 15 ? 491 : t <= 18 ? 123 : t <= 19 ? 105 : t <= 20 ? 382 : t <= 23 ? 318 : t <= 27 ? 249 : t <= 28 ? 104 : t <= 29 ? 309 : 104] if (2059247615 >> t & 1) != 0 as r1346_n2
expect r1346_n2.wavefronts == 4
read w[t <= 4 ? 392 : t <= 5 ? 79 : t <= 6 ? 392 : t <= 7 ? 79 : t <= 8 ? 384 : 230] if (1008 >> t & 1) != 0 as r1347_n2
expect r1347_n2.wavefronts == 1
read f[t <= 1 ? 445 : t <= 2 ? 453 : t <= 3 ? 461 : t <= 4 ? 469 : t <= 5 ? 477 : t <= 6 ? 485 : t <= 7 ? 493 : t <= 8 ? 501 : t <= 9 ? 509 : t <= 10 ? 5 : t <= 11 ? 13 : t <= 12 ? 21 : t <= 14 ? 37 : t <= 15 ? 45 : t <= 16 ? 53 : t <= 17 ? 61 : t <= 20 ? 85 : t <= 21 ? 93 : t <= 22 ? 101 : t <= 23 ? 109 : t <= 24 ? 117 : t <= 25 ? 125 : t <= 26 ? 133 : t <= 27 ? 141 : t <= 28 ? 149 : t <= 29 ? 157 : t <= 30 ? 165 : 173] if (4294172670 >> t & 1) != 0 as r1348_stride
expect r1348_stride.wavefronts == 7
write f[t <= 1 ? 102 : t <= 3 ? 71 : t <= 5 ? 70 : t <= 7 ? 103 : t <= 9 ? 102 : t <= 11 ? 7 : t <= 13 ? 38 : t <= 15 ? 7 : t <= 17 ? 6 : t <= 19 ? 39 : t <= 21 ? 70 : t <= 23 ? 39 : t <= 25 ? 70 : t <= 27 ? 71 : t <= 29 ? 70 : 39] as r1349_n1c
expect r1349_n1c.wavefronts == 4
read w[463] if (484453666 >> t & 1) != 0 as r1350_bcast
expect r1350_bcast.wavefronts == 1
read w[126] as r1351_bcast
expect r1351_bcast.wavefronts == 1
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 95 : t <= 1 ? 48 : t <= 2 ? 95 : t <= 4 ? 48 : t <= 5 ? 81 : t <= 6 ? 48 : t <= 7 ? 81 : t <= 8 ? 49 : t <= 9 ? 47 : t <= 10 ? 49 : t <= 12 ? 63 : t <= 13 ? 64 : t <= 14 ? 63 : t <= 15 ? 64 : t <= 16 ? 80 : t <= 17 ? 49 : t <= 18 ? 80 : t <= 19 ? 49 : t <= 20 ? 81 : t <= 21 ? 47 : t <= 22 ? 81 : t <= 23 ? 47 : t <= 24 ? 95 : t <= 25 ? 48 : t <= 26 ? 95 : t <= 27 ? 48 : t <= 28 ? 64 : t <= 29 ? 65 : t <= 30 ? 64 : 65] if (4294965247 >> t & 1) != 0 as r1352_n2c
expect r1352_n2c.wavefronts == 3
write w[t <= 1 ? 111 : t <= 2 ? 187 : t <= 4 ? 111 : t <= 9 ? 187 : t <= 10 ? 111 : t <= 12 ? 187 : t <= 14 ? 111 : t <= 15 ? 187 : t <= 16 ? 111 : t <= 18 ? 187 : t <= 20 ? 111 : t <= 22 ? 187 : t <= 23 ? 111 : t <= 24 ? 187 : t <= 26 ? 111 : t <= 28 ? 187 : t <= 29 ? 111 : t <= 30 ? 187 : 111] as r1353_few
expect r1353_few.wavefronts == 2
read v[t <= 2 ? 177 : t <= 5 ? 394 : t <= 11 ? 5 : t <= 18 ? 471 : 372] if (1312804 >> t & 1) != 0 as r1354_n1
expect r1354_n1.wavefronts == 2
write v[3 * t + 149] as r1355_stride
expect r1355_stride.wavefronts == 4
write w[t <= 1 ? 329 : t <= 3 ? 108 : t <= 5 ? 343 : t <= 7 ? 98 : t <= 9 ? 320 : t <= 11 ? 510 : t <= 13 ? 454 : t <= 15 ? 407 : t <= 17 ? 489 : t <= 19 ? 382 : t <= 21 ? 391 : t <= 23 ? 410 : t <= 25 ? 451 : t <= 27 ? 134 : t <= 28 ? 88 : 304] if (1610612667 >> t & 1) != 0 as r1356_n1
expect r1356_n1.wavefronts == 3
write w[t <= 11 ? 222 : t <= 15 ? 365 : t <= 18 ? 222 : t <= 24 ? 365 : 222] if (1090824192 >> t & 1) != 0 as r1357_few
expect r1357_few.wavefronts == 2
read w[5 * t + 62] if (2147481555 >> t & 1) != 0 as r1358_stride
expect r1358_stride.wavefronts == 2
read w[131] if (8388608 >> t & 1) != 0 as r1359_rand
expect r1359_rand.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 75 : t <= 1 ? 68 : t <= 2 ? 75 : t <= 3 ? 68 : t <= 4 ? 60 : t <= 5 ? 69 : t <= 6 ? 60 : t <= 8 ? 69 : t <= 9 ? 67 : t <= 10 ? 69 : t <= 11 ? 67 : t <= 12 ? 59 : t <= 13 ? 68 : t <= 14 ? 59 : t <= 15 ? 68 : t <= 16 ? 60 : t <= 17 ? 61 : t <= 18 ? 60 : t <= 19 ? 61 : t <= 20 ? 77 : t <= 21 ? 59 : t <= 22 ? 77 : t <= 23 ? 59 : t <= 24 ? 75 : t <= 25 ? 68 : t <= 26 ? 75 : t <= 27 ? 68 : t <= 28 ? 60 : t <= 29 ? 69 : t <= 30 ? 60 : 69] as r1360_n2c
expect r1360_n2c.wavefronts == 6
read v[t <= 1 ? 310 : t <= 3 ? 411 : t <= 5 ? 76 : t <= 7 ? 368 : t <= 9 ? 393 : t <= 11 ? 387 : t <= 12 ? 105 : t <= 15 ? 145 : t <= 17 ? 238 : t <= 19 ? 331 : t <= 21 ? 255 : t <= 22 ? 85 : t <= 24 ? 295 : t <= 25 ? 376 : t <= 27 ? 40 : t <= 29 ? 384 : 445] if (4285258683 >> t & 1) != 0 as r1361_n1s
expect r1361_n1s.wavefronts == 8
write w[t <= 0 ? 63 : t <= 3 ? 117 : t <= 4 ? 445 : t <= 5 ? 117 : t <= 10 ? 445 : t <= 11 ? 117 : t <= 12 ? 63 : t <= 13 ? 117 : t <= 14 ? 63 : t <= 16 ? 445 : t <= 18 ? 63 : t <= 19 ? 117 : t <= 23 ? 445 : t <= 25 ? 63 : 117] if (2731408569 >> t & 1) != 0 as r1362_few
expect r1362_few.wavefronts == 2
read w[t <= 0 ? 491 : t <= 1 ? 337 : t <= 3 ? 190 : t <= 5 ? 337 : t <= 6 ? 491 : t <= 12 ? 190 : t <= 17 ? 337 : t <= 21 ? 190 : t <= 25 ? 337 : t <= 27 ? 190 : t <= 28 ? 337 : t <= 30 ? 190 : 491] if (4290729851 >> t & 1) != 0 as r1363_few
expect r1363_few.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 2 ? 310 : t <= 5 ? 128 : t <= 6 ? 427 : t <= 11 ? 205 : t <= 13 ? 477 : 363] if (4204644 >> t & 1) != 0 as r1364_n1s
expect r1364_n1s.wavefronts == 3
read f[t <= 3 ? 364 : t <= 5 ? 294 : t <= 14 ? 254 : t <= 25 ? 264 : t <= 27 ? 136 : t <= 28 ? 285 : 230] if (2650816568 >> t & 1) != 0 as r1365_n1
expect r1365_n1.wavefronts == 2
write v[t <= 1 ? 69 : t <= 3 ? 62 : t <= 5 ? 77 : t <= 7 ? 54 : t <= 9 ? 61 : t <= 11 ? 54 : t <= 13 ? 77 : t <= 15 ? 70 : t <= 17 ? 77 : t <= 19 ? 70 : t <= 21 ? 53 : t <= 23 ? 78 : 77] if (67108862 >> t & 1) != 0 as r1366_n1c
expect r1366_n1c.wavefronts == 7
read f[t <= 5 ? 185 : t <= 8 ? 89 : t <= 13 ? 88 : t <= 26 ? 119 : t <= 27 ? 120 : 184] if (469770528 >> t & 1) != 0 as r1367_n2c
expect r1367_n2c.wavefronts == 3
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 370 : t <= 5 ? 507 : t <= 11 ? 421 : t <= 14 ? 159 : t <= 19 ? 448 : t <= 20 ? 244 : t <= 25 ? 384 : 295] if (1108887586 >> t & 1) != 0 as r1368_n2s
expect r1368_n2s.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 481 : t <= 1 ? 109 : t <= 2 ? 481 : t <= 3 ? 109 : t <= 4 ? 344 : t <= 7 ? 161 : t <= 8 ? 302 : t <= 9 ? 207 : t <= 10 ? 302 : t <= 11 ? 207 : t <= 12 ? 209 : t <= 13 ? 57 : t <= 14 ? 209 : t <= 15 ? 57 : t <= 16 ? 59 : t <= 17 ? 211 : t <= 18 ? 59 : t <= 19 ? 211 : t <= 21 ? 456 : t <= 27 ? 7 : t <= 28 ? 425 : t <= 29 ? 369 : 425] if (2049966015 >> t & 1) != 0 as r1369_n2
expect r1369_n2.wavefronts == 6
read w[t <= 22 ? 173 : t <= 23 ? 357 : t <= 24 ? 418 : t <= 25 ? 211 : t <= 26 ? 177 : 82] if (264241152 >> t & 1) != 0 as r1370_rand
expect r1370_rand.wavefronts == 2
read v[3 * t + 350] if (2398935023 >> t & 1) != 0 as r1371_stride
expect r1371_stride.wavefronts == 4
read w[2 * t + 201] as r1372_stride
expect r1372_stride.wavefronts == 4
read v[t <= 1 ? 3 : t <= 3 ? 37 : t <= 5 ? 359 : t <= 7 ? 42 : t <= 9 ? 462 : t <= 11 ? 420 : t <= 13 ? 347 : t <= 15 ? 46 : t <= 17 ? 211 : t <= 19 ? 464 : t <= 21 ? 30 : t <= 23 ? 301 : t <= 25 ? 461 : t <= 27 ? 111 : t <= 28 ? 110 : t <= 29 ? 90 : 23] as r1373_n1s
expect r1373_n1s.wavefronts == 6
write v[t <= 0 ? 461 : t <= 1 ? 189 : t <= 2 ? 461 : t <= 3 ? 189 : t <= 4 ? 511 : t <= 5 ? 97 : t <= 6 ? 511 : t <= 7 ? 97 : t <= 8 ? 339 : t <= 9 ? 247 : t <= 10 ? 339 : t <= 11 ? 247 : t <= 12 ? 335 : t <= 13 ? 376 : t <= 14 ? 335 : t <= 15 ? 376 : t <= 16 ? 105 : t <= 17 ? 362 : t <= 18 ? 105 : t <= 19 ? 362 : t <= 20 ? 486 : t <= 21 ? 70 : t <= 22 ? 329 : t <= 23 ? 70 : t <= 24 ? 483 : t <= 25 ? 140 : t <= 26 ? 87 : t <= 27 ? 140 : t <= 28 ? 294 : t <= 29 ? 357 : t <= 30 ? 294 : 357] as r1374_n2s
expect r1374_n2s.wavefronts == 7
write f[162] if (281018513 >> t & 1) != 0 as r1375_few
expect r1375_few.wavefronts == 1
read v[t <= 0 ? 130 : t <= 1 ? 452 : t <= 2 ? 125 : t <= 3 ? 452 : t <= 6 ? 89 : t <= 7 ? 383 : t <= 10 ? 208 : t <= 12 ? 20 : t <= 13 ? 327 : t <= 18 ? 158 : t <= 21 ? 127 : t <= 24 ? 173 : t <= 25 ? 140 : t <= 26 ? 173 : t <= 30 ? 447 : 487] if (3341104335 >> t & 1) != 0 as r1376_n2s
expect r1376_n2s.wavefronts == 5
read v[445] if (58720256 >> t & 1) != 0 as r1377_bcast
expect r1377_bcast.wavefronts == 1
read v[t <= 2 ? 120 : t <= 6 ? 279 : t <= 10 ? 430 : t <= 16 ? 222 : t <= 21 ? 164 : 254] if (271647812 >> t & 1) != 0 as r1378_n1s
expect r1378_n1s.wavefronts == 3
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 286 : t <= 3 ? 63 : t <= 5 ? 462 : t <= 7 ? 160 : t <= 9 ? 253 : t <= 11 ? 509 : t <= 13 ? 407 : t <= 15 ? 179 : t <= 17 ? 460 : t <= 19 ? 232 : t <= 21 ? 35 : t <= 23 ? 204 : t <= 25 ? 393 : t <= 27 ? 342 : t <= 29 ? 479 : 362] as r1379_n1
expect r1379_n1.wavefronts == 4
write v[418] if (2418278663 >> t & 1) != 0 as r1380_bcast
expect r1380_bcast.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[235] if (42762304 >> t & 1) != 0 as r1381_stride
expect r1381_stride.wavefronts == 2
read v[t <= 3 ? 24 : t <= 16 ? 468 : 79] if (268501000 >> t & 1) != 0 as r1382_n2
expect r1382_n2.wavefronts == 2
read w[279] as r1383_bcast
expect r1383_bcast.wavefronts == 1
write v[t <= 0 ? 386 : t <= 1 ? 348 : t <= 2 ? 271 : t <= 3 ? 348 : t <= 4 ? 503 : t <= 5 ? 358 : t <= 6 ? 503 : t <= 7 ? 358 : t <= 8 ? 260 : t <= 9 ? 157 : t <= 10 ? 260 : t <= 11 ? 157 : t <= 12 ? 310 : t <= 13 ? 123 : t <= 14 ? 310 : t <= 15 ? 123 : t <= 17 ? 85 : t <= 18 ? 227 : t <= 19 ? 85 : t <= 20 ? 341 : t <= 21 ? 303 : t <= 22 ? 341 : t <= 23 ? 303 : t <= 24 ? 37 : t <= 25 ? 286 : t <= 26 ? 37 : t <= 27 ? 439 : t <= 28 ? 167 : t <= 29 ? 310 : t <= 30 ? 342 : 310] if (4294901759 >> t & 1) != 0 as r1384_n2s
expect r1384_n2s.wavefronts == 8
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 121 : t <= 2 ? 138 : t <= 5 ? 121 : t <= 7 ? 122 : t <= 8 ? 113 : t <= 11 ? 130 : t <= 13 ? 129 : t <= 15 ? 138 : t <= 17 ? 137 : t <= 19 ? 114 : t <= 21 ? 137 : t <= 24 ? 129 : t <= 27 ? 130 : t <= 29 ? 121 : 130] if (3913219559 >> t & 1) != 0 as r1385_n1c
expect r1385_n1c.wavefronts == 6
write v[99] if (128 >> t & 1) != 0 as r1386_n1
expect r1386_n1.wavefronts == 1
write v[t <= 16 ? 467 : t <= 17 ? 58 : t <= 18 ? 467 : t <= 19 ? 58 : t <= 20 ? 103 : t <= 21 ? 346 : t <= 22 ? 103 : t <= 23 ? 346 : t <= 24 ? 415 : t <= 25 ? 337 : 415] if (134152192 >> t & 1) != 0 as r1387_n2s
expect r1387_n2s.wavefronts == 3
write w[t <= 0 ? 265 : t <= 5 ? 77 : t <= 9 ? 378 : t <= 14 ? 310 : 38] if (67126065 >> t & 1) != 0 as r1388_n1
expect r1388_n1.wavefronts == 2
write f[t <= 1 ? 409 : t <= 3 ? 325 : t <= 10 ? 75 : t <= 11 ? 42 : t <= 19 ? 281 : 286] if (8915978 >> t & 1) != 0 as r1389_rand
expect r1389_rand.wavefronts == 2
write v[361] if (134152192 >> t & 1) != 0 as r1390_bcast
expect r1390_bcast.wavefronts == 2
write w[t <= 0 ? 375 : t <= 3 ? 156 : t <= 6 ? 389 : t <= 10 ? 360 : t <= 14 ? 160 : t <= 15 ? 442 : t <= 16 ? 129 : t <= 19 ? 237 : t <= 23 ? 311 : t <= 26 ? 10 : t <= 27 ? 66 : t <= 28 ? 435 : t <= 29 ? 76 : t <= 30 ? 435 : 76] if (4236887387 >> t & 1) != 0 as r1391_n2s
expect r1391_n2s.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 97 : t <= 1 ? 397 : t <= 2 ? 97 : t <= 3 ? 397 : t <= 4 ? 436 : t <= 5 ? 366 : t <= 6 ? 436 : t <= 7 ? 366 : t <= 8 ? 464 : t <= 9 ? 210 : t <= 10 ? 464 : t <= 11 ? 210 : t <= 12 ? 265 : t <= 13 ? 212 : t <= 14 ? 265 : t <= 15 ? 212 : t <= 16 ? 44 : t <= 17 ? 206 : t <= 18 ? 44 : t <= 19 ? 206 : t <= 20 ? 306 : t <= 21 ? 83 : t <= 22 ? 306 : t <= 23 ? 83 : t <= 24 ? 16 : t <= 27 ? 228 : t <= 28 ? 143 : t <= 29 ? 368 : t <= 30 ? 143 : 368] if (4227858431 >> t & 1) != 0 as r1392_n2
expect r1392_n2.wavefronts == 3
write w[t <= 0 ? 100 : t <= 1 ? 314 : t <= 2 ? 93 : t <= 3 ? 510 : t <= 4 ? 68 : t <= 6 ? 224 : t <= 7 ? 500 : t <= 8 ? 369 : t <= 9 ? 430 : t <= 11 ? 201 : t <= 12 ? 164 : t <= 13 ? 274 : t <= 15 ? 152 : t <= 16 ? 250 : t <= 18 ? 470 : t <= 19 ? 448 : t <= 20 ? 260 : t <= 21 ? 296 : t <= 22 ? 205 : t <= 23 ? 16 : t <= 24 ? 68 : t <= 25 ? 455 : t <= 26 ? 29 : t <= 27 ? 193 : t <= 29 ? 397 : 345] if (1878899679 >> t & 1) != 0 as r1393_rand
expect r1393_rand.wavefronts == 7
write w[89] if (2097152 >> t & 1) != 0 as r1394_few
expect r1394_few.wavefronts == 1
read f[334] if (268435456 >> t & 1) != 0 as r1395_stride
expect r1395_stride.wavefronts == 1
read w[385] as r1396_bcast
expect r1396_bcast.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 227 : t <= 5 ? 55 : t <= 8 ? 412 : t <= 11 ? 451 : t <= 16 ? 61 : t <= 17 ? 349 : t <= 20 ? 139 : t <= 23 ? 324 : t <= 24 ? 234 : t <= 25 ? 177 : 132] if (1402145057 >> t & 1) != 0 as r1397_n2
expect r1397_n2.wavefronts == 2
read v[t <= 0 ? 111 : t <= 1 ? 125 : t <= 2 ? 111 : t <= 3 ? 125 : t <= 4 ? 8 : t <= 5 ? 109 : t <= 6 ? 8 : t <= 7 ? 109 : t <= 8 ? 483 : t <= 9 ? 214 : t <= 10 ? 483 : t <= 11 ? 214 : t <= 12 ? 399 : t <= 13 ? 136 : t <= 14 ? 399 : t <= 15 ? 188 : t <= 16 ? 195 : t <= 17 ? 373 : t <= 18 ? 195 : t <= 19 ? 373 : t <= 20 ? 301 : t <= 21 ? 273 : t <= 22 ? 301 : t <= 23 ? 273 : t <= 24 ? 403 : t <= 25 ? 339 : t <= 26 ? 403 : t <= 27 ? 339 : t <= 28 ? 436 : t <= 29 ? 243 : t <= 30 ? 436 : 243] as r1398_n2s
expect r1398_n2s.wavefronts == 8
read f[t <= 1 ? 341 : t <= 3 ? 483 : t <= 5 ? 426 : t <= 7 ? 497 : t <= 9 ? 104 : t <= 11 ? 498 : t <= 12 ? 102 : t <= 13 ? 212 : t <= 15 ? 375 : t <= 17 ? 208 : t <= 19 ? 262 : t <= 20 ? 17 : t <= 21 ? 110 : t <= 23 ? 257 : t <= 25 ? 69 : t <= 27 ? 396 : t <= 29 ? 200 : 57] as r1399_n1s
expect r1399_n1s.wavefronts == 2
read v[379] if (32 >> t & 1) != 0 as r1400_n1s
expect r1400_n1s.wavefronts == 1
write v[t <= 7 ? 207 : t <= 9 ? 394 : t <= 10 ? 127 : t <= 11 ? 115 : t <= 13 ? 155 : t <= 15 ? 341 : t <= 17 ? 356 : t <= 19 ? 253 : t <= 21 ? 16 : 98] if (8388480 >> t & 1) != 0 as r1401_n1s
expect r1401_n1s.wavefronts == 4
read v[t <= 29 ? 473 : 31] if (3758096384 >> t & 1) != 0 as r1402_n1
expect r1402_n1.wavefronts == 1
read v[t <= 0 ? 357 : t <= 4 ? 421 : t <= 5 ? 437 : t <= 6 ? 453 : t <= 7 ? 469 : t <= 8 ? 485 : t <= 9 ? 501 : t <= 11 ? 21 : t <= 12 ? 37 : t <= 13 ? 53 : t <= 15 ? 85 : t <= 17 ? 117 : t <= 22 ? 197 : t <= 24 ? 229 : t <= 25 ? 245 : t <= 27 ? 277 : t <= 29 ? 309 : t <= 30 ? 325 : 341] if (3947019249 >> t & 1) != 0 as r1403_stride
expect r1403_stride.wavefronts == 19
read f[t <= 0 ? 116 : t <= 3 ? 430 : t <= 4 ? 126 : t <= 9 ? 208 : t <= 12 ? 45 : t <= 17 ? 144 : t <= 19 ? 400 : t <= 20 ? 70 : t <= 21 ? 442 : t <= 27 ? 287 : t <= 28 ? 337 : t <= 29 ? 28 : t <= 30 ? 255 : 365] if (4164555289 >> t & 1) != 0 as r1404_rand
expect r1404_rand.wavefronts == 3
read w[t <= 2 ? 146 : t <= 5 ? 408 : t <= 7 ? 230 : t <= 9 ? 261 : t <= 18 ? 0 : t <= 20 ? 455 : t <= 22 ? 118 : 433] if (22282916 >> t & 1) != 0 as r1405_n1s
expect r1405_n1s.wavefronts == 2
write f[t <= 0 ? 434 : t <= 4 ? 448 : t <= 10 ? 98 : t <= 14 ? 381 : t <= 16 ? 243 : t <= 18 ? 431 : t <= 21 ? 28 : t <= 24 ? 334 : t <= 27 ? 478 : t <= 29 ? 510 : 116] if (1764049937 >> t & 1) != 0 as r1406_n1s
expect r1406_n1s.wavefronts == 2
write v[161] if (4155882233 >> t & 1) != 0 as r1407_stride
expect r1407_stride.wavefronts == 4
write v[t <= 3 ? 239 : t <= 5 ? 316 : t <= 9 ? 131 : t <= 11 ? 363 : t <= 12 ? 174 : t <= 22 ? 292 : t <= 25 ? 393 : t <= 27 ? 441 : 220] if (2319456808 >> t & 1) != 0 as r1408_rand
expect r1408_rand.wavefronts == 6
read w[351] if (555770000 >> t & 1) != 0 as r1409_bcast
expect r1409_bcast.wavefronts == 1
read w[t <= 1 ? 142 : t <= 3 ? 143 : t <= 8 ? 110 : t <= 15 ? 111 : 126] if (114958 >> t & 1) != 0 as r1410_n1c
expect r1410_n1c.wavefronts == 3
read v[t <= 0 ? 473 : t <= 1 ? 273 : t <= 2 ? 89 : t <= 3 ? 468 : t <= 4 ? 171 : t <= 5 ? 357 : t <= 6 ? 97 : t <= 7 ? 303 : t <= 8 ? 243 : t <= 9 ? 94 : t <= 10 ? 288 : t <= 11 ? 332 : t <= 12 ? 434 : t <= 13 ? 402 : t <= 14 ? 19 : t <= 15 ? 315 : t <= 16 ? 220 : t <= 17 ? 355 : t <= 18 ? 494 : t <= 19 ? 464 : t <= 20 ? 224 : t <= 21 ? 457 : t <= 22 ? 58 : t <= 23 ? 239 : t <= 24 ? 462 : t <= 25 ? 249 : t <= 26 ? 315 : t <= 27 ? 311 : t <= 28 ? 217 : t <= 29 ? 177 : t <= 30 ? 107 : 432] as r1411_rand
expect r1411_rand.wavefronts == 12
read w[t <= 11 ? 372 : t <= 15 ? 179 : 38] if (134252544 >> t & 1) != 0 as r1412_n2s
expect r1412_n2s.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 3 ? 106 : t <= 4 ? 122 : t <= 5 ? 91 : t <= 11 ? 105 : t <= 15 ? 74 : t <= 17 ? 107 : t <= 20 ? 123 : 89] if (68323384 >> t & 1) != 0 as r1413_n2c
expect r1413_n2c.wavefronts == 3
read w[295] if (4096 >> t & 1) != 0 as r1414_n1s
expect r1414_n1s.wavefronts == 1
read w[t <= 2 ? 289 : t <= 6 ? 487 : t <= 7 ? 302 : t <= 14 ? 291 : t <= 19 ? 117 : t <= 23 ? 260 : t <= 26 ? 162 : 430] if (1149915332 >> t & 1) != 0 as r1415_n2s
expect r1415_n2s.wavefronts == 2
read w[69] if (4223655871 >> t & 1) != 0 as r1416_bcast
expect r1416_bcast.wavefronts == 1
write v[t <= 8 ? 446 : t <= 11 ? 333 : t <= 13 ? 102 : t <= 17 ? 284 : t <= 23 ? 241 : t <= 24 ? 465 : t <= 29 ? 462 : 50] if (2978097408 >> t & 1) != 0 as r1417_n1s
expect r1417_n1s.wavefronts == 4
read v[1 * t + 119] if (537182240 >> t & 1) != 0 as r1418_stride
expect r1418_stride.wavefronts == 2
read w[t <= 0 ? 253 : t <= 1 ? 26 : t <= 2 ? 486 : t <= 3 ? 8 : t <= 4 ? 104 : t <= 5 ? 231 : t <= 6 ? 193 : t <= 7 ? 140 : t <= 8 ? 375 : t <= 9 ? 415 : t <= 10 ? 377 : t <= 11 ? 343 : t <= 12 ? 446 : t <= 13 ? 378 : t <= 14 ? 391 : t <= 15 ? 72 : t <= 16 ? 148 : t <= 17 ? 167 : t <= 18 ? 404 : t <= 19 ? 119 : t <= 20 ? 106 : t <= 21 ? 201 : t <= 22 ? 319 : t <= 23 ? 480 : t <= 24 ? 90 : t <= 25 ? 430 : t <= 26 ? 134 : t <= 27 ? 487 : t <= 28 ? 212 : t <= 29 ? 260 : t <= 30 ? 344 : 72] as r1419_rand
expect r1419_rand.wavefronts == 8
write v[t <= 1 ? 210 : t <= 2 ? 304 : t <= 4 ? 122 : t <= 10 ? 258 : t <= 17 ? 301 : t <= 21 ? 112 : t <= 23 ? 452 : t <= 24 ? 283 : t <= 27 ? 326 : t <= 29 ? 462 : 119] if (1772291094 >> t & 1) != 0 as r1420_n1
expect r1420_n1.wavefronts == 6
write w[t <= 0 ? 317 : t <= 1 ? 19 : t <= 2 ? 317 : t <= 3 ? 19 : t <= 4 ? 376 : t <= 5 ? 75 : t <= 6 ? 376 : t <= 7 ? 75 : t <= 10 ? 390 : t <= 11 ? 104 : t <= 12 ? 98 : t <= 15 ? 128 : t <= 16 ? 452 : t <= 17 ? 398 : t <= 18 ? 452 : t <= 19 ? 398 : t <= 20 ? 63 : t <= 23 ? 321 : t <= 24 ? 404 : t <= 25 ? 420 : t <= 26 ? 327 : t <= 27 ? 420 : t <= 28 ? 176 : t <= 29 ? 283 : t <= 30 ? 176 : 283] if (4290756095 >> t & 1) != 0 as r1421_n2s
expect r1421_n2s.wavefronts == 5
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 82 : t <= 1 ? 75 : t <= 2 ? 82 : t <= 3 ? 75 : t <= 4 ? 99 : t <= 5 ? 76 : t <= 6 ? 99 : t <= 7 ? 76 : t <= 8 ? 92 : t <= 9 ? 82 : t <= 10 ? 92 : t <= 11 ? 82 : t <= 12 ? 74 : t <= 13 ? 75 : t <= 14 ? 74 : t <= 16 ? 75 : t <= 17 ? 92 : t <= 18 ? 75 : t <= 19 ? 92 : t <= 20 ? 100 : t <= 21 ? 74 : t <= 22 ? 100 : t <= 23 ? 74 : t <= 24 ? 82 : t <= 25 ? 75 : t <= 26 ? 82 : t <= 27 ? 75 : t <= 28 ? 91 : t <= 29 ? 100 : t <= 30 ? 91 : 100] as r1422_n2c
expect r1422_n2c.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 5 ? 193 : t <= 6 ? 417 : t <= 11 ? 159 : t <= 21 ? 243 : 104] if (69208160 >> t & 1) != 0 as r1423_n2s
expect r1423_n2s.wavefronts == 3
write v[5] if (3750682022 >> t & 1) != 0 as r1424_bcast
expect r1424_bcast.wavefronts == 4
write v[1 * t + 223] as r1425_stride
expect r1425_stride.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 75 : t <= 1 ? 497 : t <= 2 ? 75 : t <= 3 ? 497 : t <= 4 ? 459 : t <= 5 ? 127 : t <= 6 ? 459 : t <= 7 ? 127 : t <= 8 ? 201 : t <= 9 ? 102 : t <= 10 ? 201 : t <= 11 ? 102 : t <= 12 ? 474 : t <= 13 ? 422 : t <= 14 ? 474 : t <= 15 ? 422 : t <= 16 ? 442 : t <= 17 ? 275 : t <= 18 ? 442 : t <= 19 ? 275 : t <= 20 ? 493 : t <= 21 ? 357 : t <= 22 ? 493 : t <= 23 ? 357 : t <= 24 ? 3 : t <= 25 ? 465 : t <= 26 ? 3 : t <= 27 ? 465 : t <= 28 ? 136 : t <= 29 ? 398 : 136] if (2147483647 >> t & 1) != 0 as r1426_n2
expect r1426_n2.wavefronts == 2
read w[t <= 1 ? 46 : t <= 2 ? 445 : t <= 4 ? 46 : t <= 6 ? 10 : t <= 7 ? 46 : t <= 9 ? 10 : t <= 10 ? 445 : t <= 11 ? 46 : t <= 12 ? 445 : t <= 13 ? 46 : t <= 15 ? 10 : t <= 16 ? 46 : t <= 17 ? 445 : t <= 18 ? 10 : t <= 19 ? 445 : t <= 20 ? 46 : t <= 25 ? 445 : t <= 26 ? 46 : t <= 27 ? 445 : t <= 28 ? 10 : t <= 29 ? 46 : t <= 30 ? 10 : 46] as r1427_few
expect r1427_few.wavefronts == 2
write v[t <= 3 ? 38 : t <= 5 ? 146 : t <= 7 ? 237 : t <= 9 ? 283 : t <= 10 ? 231 : t <= 13 ? 208 : t <= 14 ? 223 : t <= 17 ? 411 : t <= 18 ? 241 : t <= 20 ? 342 : t <= 23 ? 324 : t <= 27 ? 97 : t <= 29 ? 444 : 54] if (2832627448 >> t & 1) != 0 as r1428_n1s
expect r1428_n1s.wavefronts == 5
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 115 : t <= 1 ? 132 : t <= 2 ? 115 : t <= 4 ? 132 : t <= 5 ? 133 : t <= 6 ? 132 : t <= 8 ? 133 : t <= 9 ? 139 : t <= 10 ? 133 : t <= 12 ? 139 : t <= 13 ? 140 : t <= 14 ? 139 : t <= 15 ? 140 : t <= 16 ? 124 : t <= 17 ? 133 : t <= 18 ? 124 : t <= 19 ? 133 : t <= 20 ? 125 : t <= 21 ? 131 : t <= 22 ? 125 : t <= 24 ? 131 : t <= 25 ? 132 : t <= 26 ? 131 : t <= 27 ? 132 : t <= 28 ? 116 : t <= 29 ? 125 : t <= 30 ? 116 : 125] as r1429_n2c
expect r1429_n2c.wavefronts == 5
read v[492] if (16384 >> t & 1) != 0 as r1430_bcast
expect r1430_bcast.wavefronts == 1
write v[77] if (1074809248 >> t & 1) != 0 as r1431_bcast
expect r1431_bcast.wavefronts == 4
read w[21 * t + -47] if (2097280 >> t & 1) != 0 as r1432_rand
expect r1432_rand.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 156 : t <= 3 ? 141 : t <= 5 ? 126 : t <= 6 ? 173 : t <= 7 ? 126 : t <= 10 ? 158 : t <= 11 ? 172 : t <= 14 ? 156 : t <= 19 ? 126 : t <= 22 ? 158 : t <= 24 ? 140 : t <= 25 ? 141 : t <= 26 ? 140 : t <= 27 ? 141 : t <= 30 ? 173 : 142] if (3755630059 >> t & 1) != 0 as r1433_n2c
expect r1433_n2c.wavefronts == 3
read w[t <= 6 ? 344 : t <= 7 ? 306 : 229] if (448 >> t & 1) != 0 as r1434_n2
expect r1434_n2.wavefronts == 1
write w[131] if (8388677 >> t & 1) != 0 as r1435_bcast
expect r1435_bcast.wavefronts == 2
read w[5] if (1048512 >> t & 1) != 0 as r1436_bcast
expect r1436_bcast.wavefronts == 1
write f[t <= 21 ? 85 : t <= 23 ? 474 : t <= 25 ? 133 : t <= 27 ? 330 : t <= 29 ? 257 : 287] if (2146435072 >> t & 1) != 0 as r1437_n1s
expect r1437_n1s.wavefronts == 1
read f[t <= 4 ? 265 : t <= 9 ? 447 : t <= 10 ? 265 : t <= 12 ? 34 : t <= 22 ? 447 : 265] if (37754384 >> t & 1) != 0 as r1438_few
expect r1438_few.wavefronts == 1
write w[t <= 11 ? 128 : t <= 12 ? 481 : t <= 13 ? 113 : t <= 14 ? 481 : t <= 15 ? 113 : t <= 16 ? 232 : t <= 17 ? 386 : t <= 18 ? 232 : t <= 19 ? 386 : t <= 20 ? 75 : t <= 21 ? 475 : t <= 22 ? 75 : t <= 23 ? 475 : t <= 24 ? 28 : t <= 25 ? 276 : 28] if (134215680 >> t & 1) != 0 as r1439_n2
expect r1439_n2.wavefronts == 4
read w[t <= 0 ? 473 : t <= 1 ? 410 : t <= 2 ? 473 : t <= 3 ? 410 : t <= 4 ? 416 : t <= 5 ? 330 : t <= 6 ? 222 : t <= 7 ? 330 : t <= 8 ? 481 : t <= 9 ? 338 : t <= 10 ? 481 : t <= 11 ? 338 : t <= 12 ? 436 : t <= 13 ? 256 : t <= 14 ? 436 : t <= 15 ? 256 : t <= 16 ? 188 : t <= 17 ? 37 : t <= 18 ? 188 : t <= 19 ? 37 : t <= 20 ? 211 : t <= 21 ? 136 : t <= 22 ? 211 : t <= 23 ? 136 : t <= 24 ? 347 : t <= 25 ? 6 : t <= 26 ? 347 : t <= 27 ? 6 : t <= 28 ? 31 : t <= 29 ? 172 : t <= 30 ? 31 : 172] as r1440_n2s
expect r1440_n2s.wavefronts == 4
read w[t <= 0 ? 158 : t <= 1 ? 175 : t <= 2 ? 158 : t <= 3 ? 175 : t <= 4 ? 127 : t <= 5 ? 160 : t <= 6 ? 127 : t <= 7 ? 160 : t <= 8 ? 144 : t <= 9 ? 142 : t <= 10 ? 144 : t <= 11 ? 142 : t <= 12 ? 158 : t <= 13 ? 127 : t <= 14 ? 158 : t <= 15 ? 127 : t <= 16 ? 159 : t <= 17 ? 160 : t <= 18 ? 159 : t <= 19 ? 160 : t <= 20 ? 144 : t <= 21 ? 158 : t <= 22 ? 144 : t <= 24 ? 158 : t <= 25 ? 159 : t <= 26 ? 158 : t <= 27 ? 159 : t <= 28 ? 143 : t <= 29 ? 144 : t <= 30 ? 143 : 144] as r1441_n2c
expect r1441_n2c.wavefronts == 4
read w[t <= 0 ? 303 : t <= 1 ? 319 : t <= 2 ? 335 : t <= 3 ? 351 : t <= 4 ? 367 : t <= 5 ? 383 : t <= 6 ? 399 : t <= 7 ? 415 : t <= 9 ? 447 : t <= 10 ? 463 : t <= 11 ? 479 : t <= 12 ? 495 : t <= 13 ? 511 : t <= 14 ? 15 : t <= 15 ? 31 : t <= 16 ? 47 : t <= 17 ? 63 : t <= 18 ? 79 : t <= 19 ? 95 : t <= 20 ? 111 : t <= 21 ? 127 : t <= 22 ? 143 : t <= 24 ? 175 : t <= 25 ? 191 : t <= 27 ? 223 : t <= 28 ? 239 : t <= 29 ? 255 : t <= 30 ? 271 : 287] if (4219469567 >> t & 1) != 0 as r1442_stride
expect r1442_stride.wavefronts == 29
write v[t <= 13 ? 443 : t <= 14 ? 280 : t <= 15 ? 443 : t <= 16 ? 296 : t <= 17 ? 334 : 296] if (516096 >> t & 1) != 0 as r1443_n2s
expect r1443_n2s.wavefronts == 2
read w[t <= 11 ? 262 : t <= 13 ? 180 : 186] if (30720 >> t & 1) != 0 as r1444_n1s
expect r1444_n1s.wavefronts == 1
write w[t <= 0 ? 303 : t <= 1 ? 398 : t <= 6 ? 303 : t <= 8 ? 398 : t <= 9 ? 303 : t <= 10 ? 398 : t <= 11 ? 303 : t <= 14 ? 398 : t <= 15 ? 400 : t <= 16 ? 303 : t <= 18 ? 398 : t <= 20 ? 303 : t <= 21 ? 398 : t <= 23 ? 400 : t <= 25 ? 398 : t <= 26 ? 400 : t <= 27 ? 398 : t <= 29 ? 400 : t <= 30 ? 303 : 398] as r1445_few
expect r1445_few.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 19 : t <= 11 ? 18 : t <= 13 ? 27 : t <= 14 ? 26 : t <= 15 ? 27 : t <= 19 ? 28 : t <= 20 ? 36 : t <= 21 ? 26 : t <= 29 ? 28 : 19] if (1614342146 >> t & 1) != 0 as r1446_n2c
expect r1446_n2c.wavefronts == 4
read v[t <= 2 ? 80 : t <= 5 ? 83 : t <= 9 ? 429 : t <= 13 ? 401 : t <= 14 ? 367 : 247] if (1073766948 >> t & 1) != 0 as r1447_rand
expect r1447_rand.wavefronts == 2
write f[t <= 4 ? 356 : t <= 17 ? 212 : t <= 22 ? 325 : 87] if (541196304 >> t & 1) != 0 as r1448_n1
expect r1448_n1.wavefronts == 1
read v[t <= 2 ? 111 : t <= 3 ? 125 : t <= 5 ? 81 : t <= 6 ? 80 : t <= 11 ? 260 : t <= 12 ? 0 : t <= 13 ? 135 : t <= 17 ? 495 : t <= 18 ? 313 : t <= 19 ? 238 : t <= 22 ? 311 : t <= 23 ? 303 : t <= 24 ? 485 : t <= 27 ? 365 : t <= 29 ? 241 : 350] if (1775122540 >> t & 1) != 0 as r1449_rand
expect r1449_rand.wavefronts == 7
write v[t <= 0 ? 74 : t <= 1 ? 60 : t <= 2 ? 74 : t <= 3 ? 60 : t <= 4 ? 160 : t <= 5 ? 65 : t <= 6 ? 160 : t <= 7 ? 65 : t <= 8 ? 428 : t <= 9 ? 296 : t <= 10 ? 428 : t <= 11 ? 296 : t <= 12 ? 320 : t <= 13 ? 389 : t <= 14 ? 320 : t <= 15 ? 389 : t <= 16 ? 40 : t <= 17 ? 235 : t <= 18 ? 40 : t <= 19 ? 235 : t <= 20 ? 194 : t <= 21 ? 196 : t <= 22 ? 194 : t <= 23 ? 196 : t <= 24 ? 263 : t <= 25 ? 269 : t <= 26 ? 263 : t <= 27 ? 269 : t <= 28 ? 497 : t <= 29 ? 307 : t <= 30 ? 497 : 307] as r1450_n2
expect r1450_n2.wavefronts == 5
read v[t <= 2 ? 177 : t <= 7 ? 272 : t <= 14 ? 51 : t <= 24 ? 416 : t <= 27 ? 111 : 448] if (956317828 >> t & 1) != 0 as r1451_n1s
expect r1451_n1s.wavefronts == 3
write v[t <= 0 ? 397 : t <= 2 ? 169 : t <= 3 ? 397 : t <= 5 ? 403 : t <= 6 ? 397 : t <= 8 ? 403 : t <= 9 ? 397 : t <= 10 ? 403 : t <= 16 ? 397 : t <= 17 ? 169 : t <= 18 ? 397 : t <= 19 ? 169 : t <= 26 ? 397 : t <= 28 ? 403 : t <= 29 ? 397 : 169] if (2088748927 >> t & 1) != 0 as r1452_few
expect r1452_few.wavefronts == 4
read v[t <= 0 ? 301 : t <= 1 ? 379 : t <= 2 ? 101 : t <= 3 ? 379 : t <= 4 ? 303 : t <= 5 ? 100 : t <= 6 ? 303 : t <= 7 ? 100 : t <= 8 ? 40 : t <= 9 ? 96 : t <= 10 ? 40 : t <= 11 ? 96 : t <= 12 ? 86 : t <= 13 ? 397 : t <= 14 ? 86 : t <= 15 ? 406 : t <= 16 ? 325 : t <= 17 ? 125 : t <= 18 ? 325 : t <= 19 ? 125 : t <= 20 ? 262 : t <= 21 ? 363 : t <= 22 ? 262 : t <= 23 ? 363 : t <= 24 ? 396 : t <= 25 ? 310 : t <= 26 ? 396 : t <= 27 ? 310 : t <= 28 ? 225 : t <= 29 ? 234 : t <= 30 ? 225 : 234] as r1453_n2s
expect r1453_n2s.wavefronts == 7
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 65 : t <= 3 ? 66 : t <= 5 ? 89 : t <= 7 ? 90 : t <= 9 ? 89 : t <= 11 ? 66 : t <= 13 ? 81 : t <= 15 ? 82 : t <= 17 ? 73 : t <= 19 ? 66 : t <= 21 ? 81 : t <= 23 ? 66 : t <= 25 ? 81 : t <= 27 ? 74 : t <= 29 ? 81 : 74] as r1454_n1c
expect r1454_n1c.wavefronts == 5
read f[t <= 1 ? 367 : t <= 3 ? 24 : t <= 5 ? 32 : t <= 7 ? 274 : t <= 9 ? 367 : t <= 11 ? 164 : t <= 13 ? 118 : t <= 15 ? 465 : t <= 17 ? 373 : t <= 19 ? 52 : t <= 21 ? 423 : t <= 23 ? 400 : t <= 25 ? 44 : t <= 27 ? 501 : t <= 29 ? 382 : 57] as r1455_n1
expect r1455_n1.wavefronts == 2
read w[410] if (4269256703 >> t & 1) != 0 as r1456_bcast
expect r1456_bcast.wavefronts == 1
read f[t <= 1 ? 54 : t <= 3 ? 23 : t <= 5 ? 86 : t <= 7 ? 119 : t <= 9 ? 86 : t <= 11 ? 55 : t <= 13 ? 54 : t <= 15 ? 119 : t <= 17 ? 54 : t <= 19 ? 87 : t <= 21 ? 22 : t <= 23 ? 23 : t <= 25 ? 54 : t <= 27 ? 119 : 118] if (1073741823 >> t & 1) != 0 as r1457_n1c
expect r1457_n1c.wavefronts == 4
read w[310] as r1458_stride
expect r1458_stride.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 315 : t <= 3 ? 190 : t <= 5 ? 189 : t <= 7 ? 79 : t <= 9 ? 338 : t <= 11 ? 374 : t <= 13 ? 281 : t <= 15 ? 31 : t <= 17 ? 420 : t <= 19 ? 8 : t <= 21 ? 504 : t <= 23 ? 235 : t <= 25 ? 392 : t <= 27 ? 362 : t <= 29 ? 25 : 402] if (4227858430 >> t & 1) != 0 as r1459_n1
expect r1459_n1.wavefronts == 5
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 61 : t <= 1 ? 46 : t <= 2 ? 61 : t <= 3 ? 46 : t <= 4 ? 70 : t <= 5 ? 47 : t <= 6 ? 70 : t <= 7 ? 47 : t <= 8 ? 63 : t <= 9 ? 45 : t <= 10 ? 63 : t <= 11 ? 45 : t <= 12 ? 53 : t <= 13 ? 70 : t <= 14 ? 53 : t <= 15 ? 70 : t <= 16 ? 54 : t <= 17 ? 47 : t <= 18 ? 54 : t <= 20 ? 47 : t <= 21 ? 61 : t <= 22 ? 47 : t <= 23 ? 61 : t <= 24 ? 45 : t <= 25 ? 70 : t <= 26 ? 45 : t <= 27 ? 70 : t <= 28 ? 62 : t <= 29 ? 47 : t <= 30 ? 62 : 47] as r1460_n2c
expect r1460_n2c.wavefronts == 6
write v[t <= 0 ? 333 : t <= 4 ? 274 : t <= 8 ? 253 : t <= 11 ? 213 : t <= 17 ? 89 : t <= 22 ? 227 : 426] if (1078069521 >> t & 1) != 0 as r1461_rand
expect r1461_rand.wavefronts == 5
write w[t <= 0 ? 362 : t <= 1 ? 172 : t <= 3 ? 362 : t <= 6 ? 172 : t <= 7 ? 362 : t <= 10 ? 172 : t <= 12 ? 362 : t <= 13 ? 172 : t <= 15 ? 362 : t <= 17 ? 172 : t <= 20 ? 362 : t <= 25 ? 172 : t <= 26 ? 362 : t <= 27 ? 172 : t <= 28 ? 362 : t <= 30 ? 172 : 362] as r1462_few
expect r1462_few.wavefronts == 2
read v[t <= 0 ? 220 : t <= 1 ? 146 : t <= 2 ? 220 : t <= 3 ? 146 : t <= 4 ? 291 : t <= 5 ? 49 : t <= 6 ? 291 : t <= 7 ? 49 : t <= 8 ? 292 : t <= 9 ? 370 : t <= 10 ? 292 : t <= 11 ? 370 : t <= 12 ? 188 : t <= 13 ? 270 : t <= 14 ? 188 : t <= 15 ? 446 : t <= 16 ? 473 : t <= 17 ? 476 : t <= 18 ? 473 : t <= 19 ? 476 : t <= 20 ? 130 : t <= 21 ? 166 : t <= 22 ? 130 : t <= 23 ? 166 : t <= 24 ? 155 : t <= 25 ? 378 : t <= 26 ? 104 : t <= 27 ? 378 : t <= 28 ? 0 : t <= 29 ? 318 : t <= 30 ? 342 : 318] as r1463_n2s
expect r1463_n2s.wavefronts == 6
read f[t <= 1 ? 158 : t <= 3 ? 49 : t <= 5 ? 166 : t <= 7 ? 132 : t <= 8 ? 304 : t <= 9 ? 305 : t <= 11 ? 163 : t <= 12 ? 321 : t <= 13 ? 177 : t <= 15 ? 502 : t <= 17 ? 304 : t <= 19 ? 289 : t <= 21 ? 109 : t <= 22 ? 451 : t <= 23 ? 241 : t <= 25 ? 2 : t <= 27 ? 126 : t <= 29 ? 238 : 344] as r1464_n1s
expect r1464_n1s.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[309] if (272761050 >> t & 1) != 0 as r1465_bcast
expect r1465_bcast.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 106 : t <= 3 ? 91 : t <= 5 ? 90 : t <= 7 ? 83 : t <= 9 ? 98 : t <= 11 ? 83 : t <= 13 ? 106 : t <= 15 ? 91 : t <= 17 ? 90 : t <= 19 ? 99 : t <= 21 ? 106 : t <= 23 ? 99 : t <= 25 ? 90 : t <= 27 ? 83 : t <= 29 ? 90 : 91] as r1466_n1c
expect r1466_n1c.wavefronts == 6
read v[t <= 0 ? 298 : t <= 1 ? 306 : t <= 2 ? 314 : t <= 3 ? 322 : t <= 4 ? 330 : t <= 5 ? 338 : t <= 6 ? 346 : t <= 7 ? 354 : t <= 8 ? 362 : t <= 9 ? 370 : t <= 10 ? 378 : t <= 11 ? 386 : t <= 12 ? 394 : t <= 13 ? 402 : t <= 14 ? 410 : t <= 15 ? 418 : t <= 16 ? 426 : t <= 17 ? 434 : t <= 18 ? 442 : t <= 19 ? 450 : t <= 20 ? 458 : t <= 21 ? 466 : t <= 22 ? 474 : t <= 23 ? 482 : t <= 24 ? 490 : t <= 25 ? 498 : t <= 26 ? 506 : t <= 27 ? 2 : t <= 28 ? 10 : t <= 29 ? 18 : t <= 30 ? 26 : 34] as r1467_stride
expect r1467_stride.wavefronts == 32
read w[5 * t + 40] if (2135947175 >> t & 1) != 0 as r1468_stride
expect r1468_stride.wavefronts == 2
read v[t <= 0 ? 261 : t <= 1 ? 277 : t <= 2 ? 293 : t <= 3 ? 309 : t <= 4 ? 325 : t <= 5 ? 341 : t <= 6 ? 357 : t <= 7 ? 373 : t <= 8 ? 389 : t <= 9 ? 405 : t <= 10 ? 421 : t <= 11 ? 437 : t <= 12 ? 453 : t <= 13 ? 469 : t <= 14 ? 485 : t <= 15 ? 501 : t <= 16 ? 5 : t <= 17 ? 21 : t <= 18 ? 37 : t <= 19 ? 53 : t <= 20 ? 69 : t <= 21 ? 85 : t <= 22 ? 101 : t <= 23 ? 117 : t <= 24 ? 133 : t <= 25 ? 149 : t <= 26 ? 165 : t <= 27 ? 181 : t <= 28 ? 197 : t <= 29 ? 213 : t <= 30 ? 229 : 245] as r1469_stride
expect r1469_stride.wavefronts == 32
write v[t <= 1 ? 124 : t <= 2 ? 123 : t <= 3 ? 124 : t <= 4 ? 200 : t <= 6 ? 123 : t <= 8 ? 124 : t <= 10 ? 200 : t <= 11 ? 123 : t <= 12 ? 200 : t <= 15 ? 123 : t <= 17 ? 124 : t <= 19 ? 200 : t <= 20 ? 123 : t <= 22 ? 200 : t <= 23 ? 124 : t <= 24 ? 200 : t <= 25 ? 123 : t <= 26 ? 200 : t <= 28 ? 124 : t <= 29 ? 123 : t <= 30 ? 124 : 123] as r1470_few
expect r1470_few.wavefronts == 4
write v[293] as r1471_bcast
expect r1471_bcast.wavefronts == 4
read w[t <= 22 ? 178 : t <= 23 ? 48 : t <= 24 ? 303 : 340] if (62914560 >> t & 1) != 0 as r1472_n2s
expect r1472_n2s.wavefronts == 1
read v[41] if (33554432 >> t & 1) != 0 as r1473_n1c
expect r1473_n1c.wavefronts == 1
write w[t <= 3 ? 468 : t <= 6 ? 356 : t <= 15 ? 336 : t <= 21 ? 323 : 441] if (11567176 >> t & 1) != 0 as r1474_n1
expect r1474_n1.wavefronts == 3
write f[t <= 0 ? 230 : t <= 9 ? 78 : t <= 12 ? 146 : t <= 13 ? 342 : t <= 16 ? 70 : t <= 17 ? 118 : t <= 25 ? 208 : 178] if (2181247489 >> t & 1) != 0 as r1475_rand
expect r1475_rand.wavefronts == 2
read w[t <= 0 ? 281 : t <= 1 ? 217 : t <= 4 ? 255 : t <= 6 ? 318 : t <= 7 ? 465 : t <= 9 ? 183 : t <= 10 ? 412 : t <= 11 ? 391 : t <= 12 ? 379 : t <= 13 ? 467 : t <= 14 ? 271 : t <= 15 ? 147 : t <= 16 ? 264 : t <= 17 ? 297 : t <= 19 ? 225 : t <= 20 ? 131 : t <= 21 ? 189 : t <= 23 ? 356 : t <= 25 ? 221 : t <= 26 ? 99 : t <= 27 ? 404 : t <= 28 ? 502 : 473] if (1589378771 >> t & 1) != 0 as r1476_rand
expect r1476_rand.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 3 ? 83 : t <= 6 ? 67 : t <= 7 ? 68 : t <= 10 ? 92 : t <= 11 ? 66 : t <= 13 ? 75 : t <= 18 ? 83 : t <= 19 ? 84 : t <= 22 ? 92 : t <= 25 ? 83 : 84] if (575417818 >> t & 1) != 0 as r1477_n2c
expect r1477_n2c.wavefronts == 5
read v[t <= 20 ? 102 : t <= 21 ? 275 : 102] if (7340032 >> t & 1) != 0 as r1478_n2
expect r1478_n2.wavefronts == 1
write v[t <= 2 ? 67 : t <= 17 ? 120 : 135] if (33751044 >> t & 1) != 0 as r1479_n1
expect r1479_n1.wavefronts == 3
# Nsight's instrumented estimate: 3
read v[t <= 1 ? 307 : t <= 6 ? 141 : t <= 8 ? 377 : t <= 9 ? 362 : t <= 10 ? 427 : t <= 20 ? 401 : t <= 21 ? 107 : 210] if (19924802 >> t & 1) != 0 as r1480_rand
expect r1480_rand.wavefronts == 4
read w[285] as r1481_bcast
expect r1481_bcast.wavefronts == 1
read v[t <= 0 ? 51 : t <= 6 ? 76 : t <= 8 ? 53 : t <= 9 ? 59 : t <= 13 ? 76 : t <= 18 ? 68 : t <= 22 ? 77 : t <= 26 ? 51 : t <= 27 ? 52 : 69] if (2354389841 >> t & 1) != 0 as r1482_n2c
expect r1482_n2c.wavefronts == 4
write f[t <= 1 ? 163 : t <= 3 ? 100 : t <= 5 ? 99 : t <= 7 ? 164 : t <= 9 ? 163 : t <= 11 ? 164 : t <= 13 ? 195 : t <= 15 ? 100 : t <= 17 ? 131 : t <= 19 ? 100 : t <= 21 ? 131 : t <= 23 ? 164 : t <= 25 ? 99 : t <= 27 ? 164 : t <= 29 ? 99 : 132] as r1483_n1c
expect r1483_n1c.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 34 : t <= 3 ? 1 : t <= 5 ? 329 : t <= 7 ? 503 : t <= 9 ? 150 : t <= 11 ? 230 : t <= 13 ? 288 : t <= 15 ? 484 : t <= 17 ? 210 : t <= 19 ? 485 : t <= 21 ? 345 : t <= 23 ? 145 : t <= 25 ? 200 : t <= 27 ? 482 : t <= 29 ? 374 : 336] as r1484_n1
expect r1484_n1.wavefronts == 3
read w[t <= 0 ? 202 : t <= 2 ? 90 : t <= 3 ? 128 : t <= 4 ? 303 : t <= 6 ? 5 : t <= 9 ? 3 : t <= 11 ? 424 : t <= 12 ? 410 : t <= 13 ? 339 : t <= 15 ? 256 : t <= 17 ? 178 : t <= 21 ? 213 : t <= 22 ? 440 : t <= 27 ? 160 : t <= 29 ? 240 : 386] if (4235460445 >> t & 1) != 0 as r1485_n1s
expect r1485_n1s.wavefronts == 5
write w[t <= 7 ? 486 : t <= 8 ? 448 : 244] if (262528 >> t & 1) != 0 as r1486_n2s
expect r1486_n2s.wavefronts == 2
read w[138] if (1432584151 >> t & 1) != 0 as r1487_bcast
expect r1487_bcast.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 5 ? 48 : t <= 11 ? 46 : t <= 12 ? 14 : t <= 18 ? 31 : t <= 23 ? 30 : t <= 26 ? 46 : 47] if (1151605280 >> t & 1) != 0 as r1488_n2c
expect r1488_n2c.wavefronts == 3
write w[t <= 3 ? 483 : t <= 4 ? 65 : t <= 6 ? 32 : t <= 20 ? 416 : t <= 23 ? 459 : t <= 26 ? 388 : 271] if (2224029784 >> t & 1) != 0 as r1489_rand
expect r1489_rand.wavefronts == 2
write v[t <= 0 ? 103 : t <= 1 ? 47 : t <= 3 ? 393 : t <= 5 ? 363 : t <= 6 ? 417 : t <= 7 ? 102 : t <= 9 ? 495 : t <= 11 ? 174 : t <= 13 ? 31 : t <= 14 ? 57 : t <= 15 ? 484 : t <= 17 ? 213 : t <= 19 ? 315 : t <= 21 ? 431 : t <= 23 ? 62 : t <= 25 ? 252 : t <= 27 ? 265 : t <= 29 ? 336 : 271] as r1490_n1s
expect r1490_n1s.wavefronts == 6
write f[t <= 1 ? 5 : t <= 2 ? 488 : t <= 3 ? 5 : t <= 6 ? 488 : t <= 7 ? 5 : t <= 8 ? 488 : t <= 9 ? 5 : t <= 15 ? 488 : t <= 24 ? 5 : 488] as r1491_few
expect r1491_few.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 117 : t <= 3 ? 134 : t <= 5 ? 117 : t <= 7 ? 110 : t <= 9 ? 109 : t <= 11 ? 134 : t <= 13 ? 117 : t <= 15 ? 118 : t <= 17 ? 109 : t <= 19 ? 134 : t <= 21 ? 117 : t <= 23 ? 134 : t <= 25 ? 133 : t <= 27 ? 126 : t <= 29 ? 133 : 134] as r1492_n1c
expect r1492_n1c.wavefronts == 6
read v[t <= 19 ? 137 : 136] if (1572864 >> t & 1) != 0 as r1493_n1c
expect r1493_n1c.wavefronts == 1
read v[25] if (4277779839 >> t & 1) != 0 as r1494_bcast
expect r1494_bcast.wavefronts == 2
read f[3 * t + 266] if (268434944 >> t & 1) != 0 as r1495_stride
expect r1495_stride.wavefronts == 1
read v[t <= 5 ? 195 : t <= 7 ? 280 : t <= 9 ? 198 : t <= 10 ? 251 : t <= 15 ? 419 : t <= 21 ? 353 : t <= 25 ? 329 : 310] if (1126205104 >> t & 1) != 0 as r1496_n1
expect r1496_n1.wavefronts == 5
write f[t <= 2 ? 184 : t <= 3 ? 509 : t <= 6 ? 229 : t <= 7 ? 282 : t <= 8 ? 383 : t <= 9 ? 210 : t <= 10 ? 36 : t <= 11 ? 378 : t <= 12 ? 33 : t <= 14 ? 291 : t <= 17 ? 415 : t <= 19 ? 419 : t <= 21 ? 436 : 0] if (136994764 >> t & 1) != 0 as r1497_rand
expect r1497_rand.wavefronts == 2
write f[t <= 2 ? 65 : t <= 3 ? 68 : t <= 4 ? 315 : t <= 7 ? 390 : t <= 9 ? 154 : t <= 10 ? 319 : t <= 11 ? 154 : t <= 12 ? 383 : t <= 13 ? 328 : t <= 14 ? 383 : t <= 16 ? 498 : t <= 17 ? 485 : t <= 18 ? 498 : t <= 20 ? 157 : t <= 21 ? 6 : t <= 24 ? 322 : t <= 25 ? 396 : t <= 26 ? 322 : t <= 27 ? 396 : t <= 30 ? 78 : 28] if (3476520637 >> t & 1) != 0 as r1498_n2
expect r1498_n2.wavefronts == 2
read w[2 * t + 100] if (131584 >> t & 1) != 0 as r1499_n1c
expect r1499_n1c.wavefronts == 2
read v[t <= 1 ? 105 : t <= 3 ? 159 : t <= 4 ? 306 : t <= 5 ? 317 : t <= 7 ? 193 : t <= 8 ? 269 : t <= 9 ? 461 : t <= 11 ? 86 : t <= 13 ? 263 : t <= 15 ? 111 : t <= 17 ? 321 : t <= 19 ? 160 : t <= 21 ? 449 : t <= 23 ? 257 : t <= 25 ? 487 : t <= 27 ? 191 : t <= 29 ? 501 : 467] as r1500_n1s
expect r1500_n1s.wavefronts == 9
# Nsight's instrumented estimate: 5
read v[t <= 1 ? 43 : t <= 2 ? 104 : t <= 4 ? 372 : t <= 7 ? 289 : t <= 9 ? 231 : t <= 15 ? 96 : t <= 21 ? 402 : t <= 23 ? 406 : t <= 24 ? 204 : t <= 26 ? 330 : t <= 29 ? 219 : 11] if (3856712406 >> t & 1) != 0 as r1501_n1s
expect r1501_n1s.wavefronts == 4
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 137 : t <= 2 ? 88 : t <= 3 ? 137 : t <= 8 ? 90 : t <= 9 ? 136 : t <= 10 ? 90 : t <= 14 ? 104 : t <= 15 ? 105 : t <= 16 ? 89 : t <= 17 ? 138 : t <= 18 ? 89 : t <= 20 ? 138 : t <= 24 ? 88 : t <= 27 ? 105 : t <= 28 ? 121 : 90] if (2569000878 >> t & 1) != 0 as r1502_n2c
expect r1502_n2c.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 1 ? 44 : t <= 4 ? 20 : t <= 6 ? 29 : t <= 12 ? 44 : t <= 15 ? 21 : t <= 21 ? 44 : 20] if (539005010 >> t & 1) != 0 as r1503_n1c
expect r1503_n1c.wavefronts == 4
read v[t <= 1 ? 367 : t <= 3 ? 219 : t <= 4 ? 202 : t <= 5 ? 6 : t <= 7 ? 192 : t <= 9 ? 157 : t <= 10 ? 467 : t <= 13 ? 95 : t <= 15 ? 361 : t <= 17 ? 97 : t <= 19 ? 445 : t <= 20 ? 393 : t <= 23 ? 74 : t <= 25 ? 237 : t <= 27 ? 105 : t <= 29 ? 456 : 64] if (4292863935 >> t & 1) != 0 as r1504_n1s
expect r1504_n1s.wavefronts == 6
read f[t <= 1 ? 39 : t <= 3 ? 72 : t <= 5 ? 71 : t <= 7 ? 40 : t <= 9 ? 103 : t <= 11 ? 72 : t <= 13 ? 39 : t <= 15 ? 40 : t <= 17 ? 135 : t <= 19 ? 136 : t <= 21 ? 135 : t <= 23 ? 136 : t <= 25 ? 135 : t <= 27 ? 40 : t <= 29 ? 135 : 72] as r1505_n1c
expect r1505_n1c.wavefronts == 4
write w[166] if (1920 >> t & 1) != 0 as r1506_bcast
expect r1506_bcast.wavefronts == 1
# Nsight's instrumented estimate: 5
read v[t <= 1 ? 3 : t <= 3 ? 320 : t <= 5 ? 420 : t <= 7 ? 60 : t <= 9 ? 240 : t <= 11 ? 151 : t <= 12 ? 274 : t <= 15 ? 11 : t <= 17 ? 293 : t <= 19 ? 410 : t <= 21 ? 380 : t <= 23 ? 118 : t <= 25 ? 243 : t <= 27 ? 132 : t <= 29 ? 335 : 250] if (4294959103 >> t & 1) != 0 as r1507_n1
expect r1507_n1.wavefronts == 4
read f[t <= 11 ? 257 : t <= 12 ? 347 : t <= 18 ? 411 : t <= 24 ? 222 : 312] if (84154368 >> t & 1) != 0 as r1508_n1
expect r1508_n1.wavefronts == 2
read f[t <= 1 ? 73 : t <= 3 ? 106 : t <= 5 ? 73 : t <= 11 ? 10 : t <= 13 ? 73 : t <= 15 ? 42 : t <= 16 ? 105 : t <= 19 ? 74 : t <= 24 ? 73 : t <= 27 ? 106 : 10] if (1292478575 >> t & 1) != 0 as r1509_n1c
expect r1509_n1c.wavefronts == 4
read f[t <= 11 ? 105 : t <= 12 ? 376 : t <= 13 ? 105 : t <= 15 ? 376 : t <= 16 ? 105 : t <= 17 ? 376 : t <= 19 ? 105 : 376] if (16776704 >> t & 1) != 0 as r1510_few
expect r1510_few.wavefronts == 1
write v[t <= 0 ? 504 : t <= 1 ? 234 : t <= 2 ? 504 : t <= 3 ? 234 : t <= 4 ? 332 : t <= 5 ? 471 : t <= 6 ? 332 : t <= 7 ? 471 : t <= 8 ? 276 : t <= 9 ? 326 : t <= 10 ? 276 : t <= 11 ? 326 : t <= 12 ? 488 : t <= 13 ? 206 : t <= 14 ? 488 : t <= 15 ? 206 : t <= 16 ? 26 : t <= 17 ? 104 : t <= 18 ? 26 : t <= 19 ? 104 : t <= 20 ? 124 : t <= 21 ? 179 : t <= 22 ? 124 : t <= 23 ? 179 : t <= 24 ? 339 : t <= 25 ? 410 : t <= 26 ? 339 : t <= 27 ? 410 : t <= 28 ? 380 : t <= 29 ? 234 : t <= 30 ? 380 : 234] as r1511_n2
expect r1511_n2.wavefronts == 6
read w[t <= 3 ? 460 : t <= 6 ? 53 : t <= 8 ? 308 : t <= 19 ? 231 : t <= 28 ? 109 : 81] if (2416443720 >> t & 1) != 0 as r1512_rand
expect r1512_rand.wavefronts == 1
read w[t <= 1 ? 125 : t <= 2 ? 140 : t <= 5 ? 66 : t <= 7 ? 155 : t <= 10 ? 488 : t <= 13 ? 511 : t <= 18 ? 455 : t <= 21 ? 159 : t <= 23 ? 459 : t <= 24 ? 447 : t <= 25 ? 459 : t <= 26 ? 261 : t <= 29 ? 292 : 330] if (3085186551 >> t & 1) != 0 as r1513_n1s
expect r1513_n1s.wavefronts == 3
write v[t <= 0 ? 62 : t <= 2 ? 66 : t <= 3 ? 62 : t <= 4 ? 66 : t <= 6 ? 62 : t <= 7 ? 66 : t <= 8 ? 62 : t <= 10 ? 66 : t <= 11 ? 62 : t <= 12 ? 66 : t <= 17 ? 62 : t <= 20 ? 66 : t <= 21 ? 62 : t <= 25 ? 66 : t <= 29 ? 62 : 66] as r1514_few
expect r1514_few.wavefronts == 4
write w[t <= 1 ? 497 : t <= 3 ? 408 : t <= 4 ? 407 : t <= 5 ? 104 : t <= 7 ? 8 : t <= 9 ? 118 : t <= 11 ? 271 : t <= 13 ? 187 : t <= 15 ? 145 : t <= 17 ? 509 : t <= 19 ? 378 : t <= 21 ? 311 : t <= 23 ? 193 : t <= 25 ? 442 : t <= 27 ? 506 : t <= 29 ? 163 : 50] as r1515_n1s
expect r1515_n1s.wavefronts == 6
# Nsight's instrumented estimate: 3
read w[t <= 15 ? 106 : t <= 17 ? 287 : 255] if (491520 >> t & 1) != 0 as r1516_n1s
expect r1516_n1s.wavefronts == 2
write f[61] if (6660 >> t & 1) != 0 as r1517_bcast
expect r1517_bcast.wavefronts == 1
read f[281] if (571343362 >> t & 1) != 0 as r1518_bcast
expect r1518_bcast.wavefronts == 1
read v[t <= 2 ? 488 : t <= 6 ? 392 : t <= 14 ? 238 : t <= 16 ? 488 : t <= 18 ? 238 : t <= 23 ? 392 : t <= 24 ? 488 : 383] if (161857604 >> t & 1) != 0 as r1519_few
expect r1519_few.wavefronts == 6
write v[t <= 0 ? 102 : t <= 1 ? 87 : t <= 2 ? 102 : t <= 3 ? 87 : t <= 4 ? 103 : t <= 5 ? 104 : t <= 6 ? 103 : t <= 7 ? 104 : t <= 8 ? 96 : t <= 9 ? 94 : t <= 10 ? 96 : t <= 11 ? 94 : t <= 12 ? 78 : t <= 13 ? 79 : t <= 14 ? 78 : t <= 15 ? 79 : t <= 16 ? 87 : t <= 17 ? 96 : t <= 18 ? 87 : t <= 20 ? 96 : t <= 21 ? 78 : t <= 22 ? 96 : t <= 24 ? 78 : t <= 25 ? 87 : t <= 26 ? 78 : t <= 28 ? 87 : t <= 29 ? 80 : t <= 30 ? 87 : 80] as r1520_n2c
expect r1520_n2c.wavefronts == 6
read v[t <= 0 ? 23 : t <= 1 ? 149 : t <= 7 ? 309 : t <= 10 ? 229 : t <= 16 ? 273 : t <= 17 ? 406 : t <= 18 ? 273 : t <= 19 ? 406 : t <= 22 ? 187 : t <= 23 ? 356 : t <= 28 ? 508 : 262] if (2967405955 >> t & 1) != 0 as r1521_n2
expect r1521_n2.wavefronts == 5
read w[t <= 2 ? 138 : t <= 7 ? 59 : t <= 15 ? 257 : t <= 16 ? 359 : t <= 17 ? 361 : t <= 22 ? 466 : t <= 27 ? 127 : 200] if (407076997 >> t & 1) != 0 as r1522_n2
expect r1522_n2.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 8 ? 227 : t <= 11 ? 145 : t <= 15 ? 143 : t <= 17 ? 314 : t <= 19 ? 47 : t <= 20 ? 261 : t <= 23 ? 55 : t <= 25 ? 116 : t <= 26 ? 453 : 142] if (396004608 >> t & 1) != 0 as r1523_n1s
expect r1523_n1s.wavefronts == 2
read f[t <= 0 ? 324 : t <= 1 ? 397 : t <= 2 ? 324 : t <= 3 ? 397 : t <= 4 ? 55 : t <= 5 ? 327 : t <= 6 ? 55 : t <= 7 ? 327 : t <= 8 ? 106 : t <= 9 ? 505 : t <= 10 ? 126 : t <= 11 ? 505 : t <= 12 ? 403 : t <= 13 ? 275 : t <= 14 ? 403 : t <= 15 ? 275 : t <= 16 ? 91 : t <= 17 ? 168 : t <= 18 ? 91 : t <= 19 ? 168 : t <= 20 ? 163 : t <= 21 ? 470 : t <= 22 ? 163 : t <= 23 ? 470 : t <= 24 ? 218 : t <= 25 ? 498 : t <= 26 ? 218 : t <= 27 ? 118 : t <= 28 ? 418 : t <= 29 ? 299 : t <= 30 ? 244 : 299] as r1524_n2s
expect r1524_n2s.wavefronts == 2
write v[t <= 0 ? 409 : t <= 7 ? 125 : t <= 15 ? 129 : t <= 18 ? 483 : 78] if (8683649 >> t & 1) != 0 as r1525_n1s
expect r1525_n1s.wavefronts == 3
read w[t <= 1 ? 392 : t <= 2 ? 415 : t <= 4 ? 181 : t <= 6 ? 505 : t <= 11 ? 387 : t <= 13 ? 419 : t <= 14 ? 301 : t <= 17 ? 87 : t <= 18 ? 488 : t <= 21 ? 82 : t <= 23 ? 131 : t <= 25 ? 308 : t <= 27 ? 399 : t <= 29 ? 163 : 331] if (3957816406 >> t & 1) != 0 as r1526_n1
expect r1526_n1.wavefronts == 4
read v[t <= 2 ? 91 : t <= 6 ? 116 : t <= 8 ? 117 : t <= 14 ? 115 : 100] if (278852 >> t & 1) != 0 as r1527_n2c
expect r1527_n2c.wavefronts == 3
read v[t <= 18 ? 481 : 131] if (1310720 >> t & 1) != 0 as r1528_few
expect r1528_few.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 476 : t <= 4 ? 1 : t <= 7 ? 40 : t <= 12 ? 106 : t <= 17 ? 171 : t <= 20 ? 161 : t <= 23 ? 463 : t <= 26 ? 479 : 487] if (1420955825 >> t & 1) != 0 as r1529_n2s
expect r1529_n2s.wavefronts == 2
write w[t <= 1 ? 89 : t <= 3 ? 106 : t <= 5 ? 57 : t <= 7 ? 90 : t <= 9 ? 105 : t <= 11 ? 90 : t <= 13 ? 89 : t <= 15 ? 58 : t <= 17 ? 57 : t <= 19 ? 106 : t <= 21 ? 105 : t <= 23 ? 74 : t <= 25 ? 105 : t <= 27 ? 74 : t <= 29 ? 73 : 58] if (4294963199 >> t & 1) != 0 as r1530_n1c
expect r1530_n1c.wavefronts == 6
read v[t <= 1 ? 26 : t <= 3 ? 410 : t <= 5 ? 237 : t <= 6 ? 205 : t <= 7 ? 474 : t <= 9 ? 131 : t <= 11 ? 108 : t <= 13 ? 323 : t <= 15 ? 4 : t <= 17 ? 447 : t <= 19 ? 265 : t <= 21 ? 48 : t <= 23 ? 34 : t <= 24 ? 133 : t <= 26 ? 468 : t <= 29 ? 432 : t <= 30 ? 406 : 17] if (4127195135 >> t & 1) != 0 as r1531_n1s
expect r1531_n1s.wavefronts == 7
read v[t <= 1 ? 190 : t <= 3 ? 13 : t <= 5 ? 99 : t <= 6 ? 329 : t <= 7 ? 39 : t <= 9 ? 37 : t <= 11 ? 486 : t <= 13 ? 289 : t <= 15 ? 59 : t <= 17 ? 380 : t <= 19 ? 165 : t <= 21 ? 67 : t <= 23 ? 287 : t <= 24 ? 277 : t <= 25 ? 351 : t <= 27 ? 294 : t <= 29 ? 172 : t <= 30 ? 310 : 119] as r1532_n1s
expect r1532_n1s.wavefronts == 5
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 128 : t <= 3 ? 129 : t <= 5 ? 144 : t <= 7 ? 145 : t <= 9 ? 144 : t <= 11 ? 145 : t <= 13 ? 112 : t <= 15 ? 97 : t <= 17 ? 128 : t <= 19 ? 97 : t <= 21 ? 144 : t <= 23 ? 113 : t <= 25 ? 144 : t <= 27 ? 97 : t <= 29 ? 128 : 97] as r1533_n1c
expect r1533_n1c.wavefronts == 4
read v[2 * t + 317] if (4286574589 >> t & 1) != 0 as r1534_stride
expect r1534_stride.wavefronts == 8
write v[480] if (579387650 >> t & 1) != 0 as r1535_bcast
expect r1535_bcast.wavefronts == 4
read v[t <= 1 ? 96 : t <= 3 ? 97 : t <= 5 ? 96 : t <= 7 ? 89 : t <= 9 ? 72 : t <= 11 ? 81 : t <= 13 ? 72 : t <= 15 ? 73 : t <= 17 ? 96 : t <= 19 ? 89 : t <= 21 ? 72 : t <= 23 ? 73 : t <= 25 ? 72 : t <= 27 ? 81 : t <= 29 ? 72 : 81] as r1536_n1c
expect r1536_n1c.wavefronts == 7
read w[t <= 6 ? 462 : 425] if (320 >> t & 1) != 0 as r1537_n2s
expect r1537_n2s.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 52 : t <= 3 ? 308 : t <= 5 ? 406 : t <= 6 ? 492 : t <= 9 ? 85 : t <= 11 ? 116 : t <= 13 ? 201 : t <= 15 ? 315 : t <= 17 ? 177 : t <= 19 ? 167 : t <= 21 ? 446 : t <= 23 ? 321 : t <= 25 ? 147 : t <= 27 ? 411 : t <= 29 ? 174 : 391] if (4294967167 >> t & 1) != 0 as r1538_n1
expect r1538_n1.wavefronts == 6
read v[t <= 21 ? 429 : t <= 22 ? 276 : t <= 23 ? 112 : t <= 24 ? 115 : t <= 25 ? 419 : t <= 26 ? 278 : t <= 27 ? 216 : t <= 28 ? 214 : t <= 29 ? 450 : 328] if (2145386496 >> t & 1) != 0 as r1539_rand
expect r1539_rand.wavefronts == 3
read v[t <= 0 ? 177 : t <= 5 ? 345 : t <= 8 ? 77 : t <= 9 ? 345 : t <= 11 ? 77 : t <= 12 ? 177 : t <= 19 ? 345 : t <= 21 ? 77 : t <= 24 ? 345 : t <= 29 ? 177 : 77] if (1831541539 >> t & 1) != 0 as r1540_few
expect r1540_few.wavefronts == 7
write w[303] if (134217728 >> t & 1) != 0 as r1541_rand
expect r1541_rand.wavefronts == 1
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 175 : t <= 3 ? 128 : t <= 4 ? 127 : t <= 6 ? 144 : t <= 13 ? 127 : t <= 15 ? 176 : t <= 17 ? 143 : t <= 19 ? 176 : t <= 21 ? 143 : t <= 25 ? 175 : t <= 27 ? 160 : t <= 29 ? 159 : 144] if (2856251486 >> t & 1) != 0 as r1542_n1c
expect r1542_n1c.wavefronts == 4
read v[t <= 0 ? 18 : t <= 1 ? 343 : t <= 2 ? 284 : t <= 4 ? 115 : t <= 5 ? 97 : t <= 6 ? 137 : t <= 7 ? 234 : t <= 8 ? 149 : t <= 9 ? 501 : t <= 10 ? 484 : t <= 12 ? 209 : t <= 13 ? 348 : t <= 14 ? 277 : t <= 15 ? 124 : t <= 16 ? 340 : t <= 17 ? 369 : t <= 18 ? 6 : t <= 19 ? 474 : t <= 20 ? 50 : t <= 21 ? 283 : t <= 23 ? 396 : t <= 24 ? 39 : t <= 25 ? 474 : t <= 27 ? 463 : t <= 28 ? 142 : t <= 29 ? 190 : t <= 30 ? 90 : 318] if (4223662071 >> t & 1) != 0 as r1543_rand
expect r1543_rand.wavefronts == 10
write w[496] as r1544_bcast
expect r1544_bcast.wavefronts == 2
write v[241] if (3290431748 >> t & 1) != 0 as r1545_bcast
expect r1545_bcast.wavefronts == 4
read w[443] if (8380416 >> t & 1) != 0 as r1546_bcast
expect r1546_bcast.wavefronts == 1
write v[t <= 0 ? 350 : t <= 4 ? 434 : t <= 6 ? 350 : t <= 8 ? 434 : t <= 9 ? 350 : t <= 12 ? 434 : t <= 13 ? 350 : t <= 15 ? 434 : t <= 16 ? 350 : t <= 17 ? 434 : t <= 19 ? 350 : t <= 21 ? 434 : t <= 22 ? 350 : t <= 26 ? 434 : t <= 29 ? 350 : t <= 30 ? 434 : 350] as r1547_few
expect r1547_few.wavefronts == 4
read w[t <= 0 ? 99 : t <= 1 ? 116 : t <= 2 ? 133 : t <= 3 ? 150 : t <= 4 ? 167 : t <= 5 ? 184 : t <= 6 ? 201 : t <= 7 ? 218 : t <= 8 ? 235 : t <= 9 ? 252 : t <= 10 ? 269 : t <= 11 ? 286 : t <= 12 ? 303 : t <= 13 ? 320 : t <= 14 ? 337 : t <= 15 ? 354 : t <= 16 ? 371 : t <= 17 ? 388 : t <= 18 ? 405 : t <= 19 ? 422 : t <= 20 ? 439 : t <= 21 ? 456 : t <= 22 ? 473 : t <= 23 ? 490 : t <= 24 ? 507 : t <= 25 ? 12 : t <= 26 ? 29 : t <= 27 ? 46 : t <= 28 ? 63 : t <= 29 ? 80 : t <= 30 ? 97 : 114] as r1548_stride
expect r1548_stride.wavefronts == 2
write v[t <= 0 ? 112 : t <= 1 ? 385 : t <= 2 ? 112 : t <= 3 ? 385 : t <= 4 ? 239 : t <= 5 ? 427 : t <= 6 ? 239 : t <= 7 ? 427 : t <= 8 ? 236 : t <= 9 ? 153 : t <= 10 ? 150 : t <= 11 ? 153 : t <= 12 ? 272 : t <= 13 ? 83 : t <= 14 ? 272 : t <= 15 ? 83 : t <= 16 ? 500 : t <= 17 ? 231 : t <= 18 ? 500 : t <= 19 ? 231 : t <= 20 ? 242 : t <= 21 ? 89 : t <= 22 ? 242 : t <= 23 ? 89 : t <= 24 ? 9 : t <= 25 ? 212 : t <= 26 ? 9 : t <= 27 ? 212 : t <= 28 ? 5 : t <= 29 ? 394 : t <= 30 ? 289 : 394] as r1549_n2s
expect r1549_n2s.wavefronts == 5
read v[205] if (201326592 >> t & 1) != 0 as r1550_bcast
expect r1550_bcast.wavefronts == 1
read w[112] if (32768 >> t & 1) != 0 as r1551_n1s
expect r1551_n1s.wavefronts == 1
write w[t <= 6 ? 44 : t <= 9 ? 200 : t <= 17 ? 28 : 348] if (2228800 >> t & 1) != 0 as r1552_rand
expect r1552_rand.wavefronts == 3
read w[t <= 0 ? 291 : t <= 2 ? 356 : t <= 4 ? 340 : t <= 5 ? 291 : t <= 6 ? 356 : t <= 7 ? 340 : t <= 10 ? 502 : t <= 11 ? 291 : t <= 12 ? 502 : t <= 15 ? 340 : t <= 17 ? 291 : t <= 18 ? 340 : t <= 19 ? 356 : t <= 20 ? 502 : t <= 23 ? 291 : t <= 24 ? 502 : t <= 25 ? 340 : t <= 27 ? 502 : t <= 28 ? 291 : t <= 29 ? 502 : t <= 30 ? 340 : 356] if (4290772733 >> t & 1) != 0 as r1553_few
expect r1553_few.wavefronts == 4
write w[363] as r1554_bcast
expect r1554_bcast.wavefronts == 2
write v[t <= 1 ? 46 : t <= 3 ? 101 : t <= 5 ? 305 : t <= 7 ? 239 : t <= 9 ? 481 : t <= 11 ? 294 : t <= 13 ? 265 : t <= 15 ? 105 : t <= 17 ? 130 : t <= 19 ? 466 : t <= 21 ? 251 : t <= 23 ? 431 : t <= 25 ? 360 : t <= 27 ? 27 : t <= 29 ? 462 : 493] as r1555_n1
expect r1555_n1.wavefronts == 7
# Nsight's instrumented estimate: 4
read w[t <= 10 ? 134 : t <= 14 ? 118 : t <= 17 ? 133 : 149] if (2245632 >> t & 1) != 0 as r1556_n1c
expect r1556_n1c.wavefronts == 2
read w[t <= 18 ? 272 : t <= 19 ? 406 : t <= 20 ? 383 : t <= 21 ? 51 : 383] if (8126464 >> t & 1) != 0 as r1557_n2s
expect r1557_n2s.wavefronts == 1
read f[413] as r1558_bcast
expect r1558_bcast.wavefronts == 1
read w[255] as r1559_bcast
expect r1559_bcast.wavefronts == 1
read v[1 * t + 285] if (4160741375 >> t & 1) != 0 as r1560_stride
expect r1560_stride.wavefronts == 4
read v[t <= 1 ? 443 : t <= 2 ? 500 : t <= 3 ? 453 : t <= 5 ? 493 : t <= 7 ? 212 : t <= 9 ? 189 : t <= 11 ? 382 : t <= 13 ? 128 : t <= 14 ? 434 : t <= 15 ? 337 : t <= 17 ? 459 : t <= 19 ? 106 : t <= 21 ? 156 : t <= 23 ? 342 : t <= 25 ? 52 : t <= 27 ? 28 : t <= 29 ? 509 : 247] as r1561_n1s
expect r1561_n1s.wavefronts == 6
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 223 : t <= 3 ? 253 : t <= 5 ? 404 : t <= 7 ? 116 : t <= 9 ? 210 : t <= 11 ? 421 : t <= 13 ? 22 : t <= 15 ? 209 : t <= 17 ? 316 : t <= 19 ? 63 : t <= 21 ? 402 : t <= 23 ? 98 : t <= 25 ? 29 : t <= 27 ? 277 : t <= 29 ? 139 : 137] as r1562_n1
expect r1562_n1.wavefronts == 4
read w[2 * t + 311] if (278921344 >> t & 1) != 0 as r1563_stride
expect r1563_stride.wavefronts == 2
write w[t <= 1 ? 495 : t <= 5 ? 443 : t <= 10 ? 495 : t <= 11 ? 112 : t <= 13 ? 443 : t <= 15 ? 495 : t <= 16 ? 443 : t <= 17 ? 112 : t <= 19 ? 443 : t <= 21 ? 495 : t <= 22 ? 112 : t <= 23 ? 495 : t <= 24 ? 443 : t <= 26 ? 112 : t <= 28 ? 495 : 443] if (1575988787 >> t & 1) != 0 as r1564_few
expect r1564_few.wavefronts == 2
read f[t <= 2 ? 155 : t <= 3 ? 100 : t <= 4 ? 293 : t <= 7 ? 388 : t <= 8 ? 429 : t <= 9 ? 259 : t <= 10 ? 429 : t <= 11 ? 484 : t <= 12 ? 256 : t <= 13 ? 38 : t <= 14 ? 256 : t <= 15 ? 45 : t <= 18 ? 248 : t <= 19 ? 37 : t <= 20 ? 505 : t <= 21 ? 0 : t <= 22 ? 505 : t <= 24 ? 491 : t <= 25 ? 462 : t <= 26 ? 491 : t <= 27 ? 462 : t <= 28 ? 119 : t <= 29 ? 131 : t <= 30 ? 119 : 131] if (4286447517 >> t & 1) != 0 as r1565_n2s
expect r1565_n2s.wavefronts == 3
read f[88] if (196640 >> t & 1) != 0 as r1566_bcast
expect r1566_bcast.wavefronts == 1
write f[t <= 1 ? 98 : t <= 3 ? 328 : t <= 5 ? 28 : t <= 7 ? 101 : t <= 9 ? 194 : t <= 11 ? 93 : t <= 13 ? 89 : t <= 15 ? 411 : t <= 17 ? 131 : t <= 19 ? 128 : t <= 21 ? 236 : t <= 23 ? 386 : t <= 25 ? 235 : t <= 27 ? 387 : t <= 29 ? 215 : 364] as r1567_n1
expect r1567_n1.wavefronts == 3
# Nsight's instrumented estimate: 3
read w[t <= 3 ? 170 : t <= 5 ? 457 : t <= 6 ? 181 : t <= 8 ? 402 : t <= 9 ? 450 : t <= 10 ? 402 : t <= 15 ? 131 : t <= 18 ? 225 : t <= 19 ? 329 : t <= 20 ? 341 : t <= 23 ? 352 : t <= 25 ? 503 : t <= 26 ? 63 : t <= 30 ? 503 : 164] if (3736971114 >> t & 1) != 0 as r1568_n2s
expect r1568_n2s.wavefronts == 2
write v[t <= 0 ? 212 : t <= 1 ? 141 : t <= 2 ? 212 : t <= 3 ? 179 : t <= 4 ? 151 : t <= 5 ? 27 : t <= 6 ? 151 : t <= 7 ? 27 : t <= 8 ? 131 : t <= 9 ? 115 : t <= 10 ? 131 : t <= 11 ? 115 : t <= 12 ? 324 : t <= 13 ? 489 : t <= 14 ? 324 : t <= 15 ? 489 : t <= 16 ? 175 : t <= 17 ? 119 : t <= 18 ? 175 : t <= 19 ? 213 : t <= 20 ? 325 : t <= 21 ? 109 : t <= 22 ? 325 : t <= 23 ? 109 : t <= 24 ? 72 : t <= 25 ? 371 : t <= 26 ? 77 : t <= 27 ? 371 : t <= 28 ? 86 : t <= 29 ? 173 : t <= 30 ? 86 : 173] as r1569_n2s
expect r1569_n2s.wavefronts == 9
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 407 : t <= 3 ? 399 : t <= 5 ? 284 : t <= 7 ? 69 : t <= 9 ? 385 : t <= 11 ? 259 : t <= 13 ? 478 : t <= 15 ? 412 : t <= 17 ? 330 : t <= 19 ? 184 : t <= 21 ? 245 : t <= 23 ? 293 : t <= 25 ? 413 : t <= 27 ? 393 : t <= 29 ? 404 : 370] as r1570_n1
expect r1570_n1.wavefronts == 5
write v[397] if (2148024328 >> t & 1) != 0 as r1571_stride
expect r1571_stride.wavefronts == 4
read f[t <= 0 ? 155 : t <= 1 ? 177 : t <= 2 ? 155 : t <= 3 ? 177 : t <= 4 ? 378 : t <= 5 ? 431 : t <= 6 ? 378 : t <= 7 ? 194 : t <= 8 ? 384 : t <= 9 ? 403 : t <= 10 ? 384 : t <= 11 ? 403 : t <= 12 ? 420 : t <= 13 ? 187 : t <= 14 ? 234 : t <= 15 ? 187 : t <= 16 ? 240 : t <= 17 ? 327 : t <= 18 ? 240 : t <= 19 ? 327 : t <= 20 ? 94 : t <= 21 ? 167 : t <= 22 ? 94 : t <= 23 ? 167 : t <= 24 ? 210 : t <= 25 ? 380 : t <= 26 ? 210 : t <= 27 ? 380 : t <= 28 ? 460 : t <= 29 ? 292 : t <= 30 ? 460 : 292] as r1572_n2s
expect r1572_n2s.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 96 : t <= 1 ? 113 : t <= 2 ? 96 : t <= 4 ? 113 : t <= 5 ? 98 : t <= 6 ? 113 : t <= 7 ? 98 : t <= 8 ? 114 : t <= 9 ? 128 : t <= 10 ? 114 : t <= 12 ? 128 : t <= 13 ? 97 : t <= 14 ? 128 : t <= 16 ? 97 : t <= 17 ? 114 : t <= 18 ? 97 : t <= 19 ? 114 : t <= 20 ? 98 : t <= 21 ? 128 : t <= 22 ? 98 : t <= 23 ? 128 : t <= 24 ? 112 : t <= 25 ? 81 : t <= 26 ? 112 : t <= 28 ? 81 : t <= 29 ? 98 : t <= 30 ? 81 : 98] as r1573_n2c
expect r1573_n2c.wavefronts == 3
read v[t <= 0 ? 407 : t <= 1 ? 416 : t <= 2 ? 425 : t <= 3 ? 434 : t <= 4 ? 443 : t <= 5 ? 452 : t <= 6 ? 461 : t <= 7 ? 470 : t <= 8 ? 479 : t <= 9 ? 488 : t <= 10 ? 497 : t <= 11 ? 506 : t <= 13 ? 12 : t <= 14 ? 21 : t <= 15 ? 30 : t <= 16 ? 39 : t <= 17 ? 48 : t <= 18 ? 57 : t <= 19 ? 66 : t <= 20 ? 75 : t <= 21 ? 84 : t <= 22 ? 93 : t <= 23 ? 102 : t <= 24 ? 111 : t <= 25 ? 120 : t <= 26 ? 129 : t <= 27 ? 138 : t <= 28 ? 147 : t <= 30 ? 165 : 174] if (3758092287 >> t & 1) != 0 as r1574_stride
expect r1574_stride.wavefronts == 4
read v[t <= 9 ? 394 : t <= 16 ? 13 : t <= 20 ? 286 : 216] if (34669056 >> t & 1) != 0 as r1575_n2
expect r1575_n2.wavefronts == 2
read f[t <= 0 ? 125 : t <= 1 ? 122 : t <= 2 ? 125 : t <= 3 ? 122 : t <= 4 ? 258 : t <= 7 ? 96 : t <= 8 ? 167 : t <= 9 ? 465 : t <= 10 ? 167 : t <= 11 ? 465 : t <= 12 ? 1 : t <= 13 ? 236 : t <= 14 ? 1 : t <= 15 ? 236 : t <= 16 ? 14 : t <= 17 ? 437 : t <= 18 ? 14 : t <= 19 ? 437 : t <= 20 ? 37 : t <= 21 ? 393 : t <= 22 ? 37 : t <= 23 ? 393 : t <= 24 ? 445 : t <= 25 ? 384 : t <= 26 ? 445 : t <= 27 ? 384 : t <= 28 ? 504 : t <= 29 ? 115 : t <= 30 ? 504 : 115] if (4294967231 >> t & 1) != 0 as r1576_n2
expect r1576_n2.wavefronts == 2
read w[t <= 0 ? 242 : t <= 1 ? 391 : t <= 2 ? 0 : t <= 3 ? 483 : t <= 4 ? 407 : t <= 5 ? 284 : t <= 6 ? 320 : t <= 7 ? 193 : t <= 8 ? 378 : t <= 9 ? 195 : t <= 10 ? 132 : t <= 11 ? 429 : t <= 12 ? 293 : t <= 13 ? 505 : t <= 14 ? 188 : t <= 15 ? 475 : t <= 16 ? 158 : t <= 17 ? 234 : t <= 18 ? 336 : t <= 19 ? 72 : t <= 20 ? 282 : t <= 21 ? 455 : t <= 22 ? 394 : t <= 23 ? 121 : t <= 24 ? 75 : t <= 25 ? 508 : t <= 26 ? 479 : t <= 27 ? 318 : t <= 28 ? 344 : t <= 29 ? 25 : t <= 30 ? 314 : 493] as r1577_rand
expect r1577_rand.wavefronts == 6
read w[t <= 0 ? 444 : t <= 1 ? 453 : t <= 2 ? 462 : t <= 4 ? 480 : t <= 7 ? 507 : t <= 8 ? 4 : t <= 9 ? 13 : t <= 14 ? 58 : t <= 16 ? 76 : t <= 18 ? 94 : t <= 19 ? 103 : t <= 20 ? 112 : t <= 21 ? 121 : t <= 23 ? 139 : t <= 24 ? 148 : t <= 26 ? 166 : t <= 27 ? 175 : t <= 28 ? 184 : 202] if (1572684695 >> t & 1) != 0 as r1578_stride
expect r1578_stride.wavefronts == 2
read f[t <= 0 ? 45 : t <= 1 ? 44 : t <= 2 ? 43 : t <= 3 ? 42 : t <= 4 ? 41 : t <= 5 ? 40 : t <= 6 ? 39 : t <= 7 ? 38 : t <= 8 ? 37 : t <= 9 ? 36 : t <= 10 ? 35 : t <= 11 ? 34 : t <= 12 ? 33 : t <= 13 ? 32 : t <= 14 ? 31 : t <= 15 ? 30 : t <= 16 ? 29 : t <= 17 ? 28 : t <= 18 ? 27 : t <= 19 ? 26 : t <= 20 ? 25 : t <= 21 ? 24 : t <= 22 ? 23 : t <= 23 ? 22 : t <= 24 ? 21 : t <= 25 ? 20 : t <= 26 ? 19 : t <= 27 ? 18 : t <= 28 ? 17 : t <= 29 ? 16 : t <= 30 ? 15 : 14] as r1579_stride
expect r1579_stride.wavefronts == 1
read w[t <= 1 ? 74 : t <= 3 ? 70 : t <= 5 ? 228 : t <= 7 ? 2 : t <= 9 ? 504 : t <= 11 ? 270 : t <= 13 ? 167 : t <= 15 ? 491 : t <= 17 ? 95 : t <= 19 ? 496 : t <= 21 ? 480 : t <= 23 ? 290 : t <= 25 ? 158 : t <= 27 ? 492 : t <= 29 ? 178 : 5] as r1580_n1
expect r1580_n1.wavefronts == 3
write f[t <= 2 ? 66 : t <= 4 ? 67 : t <= 5 ? 100 : t <= 6 ? 67 : t <= 7 ? 100 : t <= 9 ? 98 : t <= 10 ? 100 : t <= 14 ? 98 : t <= 15 ? 35 : t <= 18 ? 3 : t <= 19 ? 68 : t <= 20 ? 36 : t <= 27 ? 35 : t <= 29 ? 68 : 99] if (1780342516 >> t & 1) != 0 as r1581_n2c
expect r1581_n2c.wavefronts == 4
read v[t <= 1 ? 202 : t <= 2 ? 488 : t <= 4 ? 51 : t <= 5 ? 310 : t <= 6 ? 51 : t <= 7 ? 310 : t <= 14 ? 53 : t <= 15 ? 147 : t <= 16 ? 378 : t <= 18 ? 177 : t <= 22 ? 50 : 456] if (138789110 >> t & 1) != 0 as r1582_n2s
expect r1582_n2s.wavefronts == 5
read v[t <= 17 ? 26 : t <= 19 ? 51 : 42] if (4063232 >> t & 1) != 0 as r1583_n1c
expect r1583_n1c.wavefronts == 2
read v[507] if (64 >> t & 1) != 0 as r1584_n2
expect r1584_n2.wavefronts == 1
write v[t <= 26 ? 464 : t <= 27 ? 499 : t <= 28 ? 445 : 366] if (1006632960 >> t & 1) != 0 as r1585_rand
expect r1585_rand.wavefronts == 1
read w[t <= 0 ? 345 : t <= 4 ? 36 : t <= 5 ? 345 : t <= 11 ? 36 : t <= 14 ? 345 : t <= 15 ? 36 : t <= 17 ? 345 : t <= 18 ? 36 : t <= 24 ? 345 : t <= 25 ? 36 : t <= 26 ? 345 : t <= 28 ? 36 : t <= 29 ? 345 : 36] if (4289719923 >> t & 1) != 0 as r1586_few
expect r1586_few.wavefronts == 2
read v[t <= 0 ? 280 : t <= 1 ? 497 : t <= 2 ? 143 : t <= 3 ? 141 : t <= 4 ? 350 : t <= 5 ? 507 : t <= 6 ? 488 : t <= 7 ? 117 : t <= 8 ? 241 : t <= 9 ? 229 : t <= 10 ? 406 : t <= 11 ? 89 : t <= 12 ? 177 : t <= 13 ? 127 : t <= 15 ? 314 : t <= 16 ? 112 : t <= 18 ? 49 : t <= 20 ? 90 : t <= 21 ? 270 : t <= 22 ? 138 : t <= 23 ? 460 : t <= 24 ? 164 : t <= 25 ? 365 : t <= 26 ? 396 : t <= 27 ? 480 : t <= 29 ? 195 : 305] if (1878376447 >> t & 1) != 0 as r1587_rand
expect r1587_rand.wavefronts == 9
# Nsight's instrumented estimate: 6
read v[t <= 3 ? 238 : t <= 11 ? 82 : t <= 14 ? 375 : t <= 15 ? 399 : t <= 16 ? 93 : t <= 19 ? 463 : t <= 20 ? 241 : t <= 21 ? 500 : t <= 22 ? 241 : t <= 23 ? 500 : t <= 26 ? 432 : t <= 27 ? 168 : 31] if (771475978 >> t & 1) != 0 as r1588_n2
expect r1588_n2.wavefronts == 4
read f[t <= 0 ? 143 : t <= 1 ? 80 : t <= 2 ? 143 : t <= 3 ? 80 : t <= 4 ? 176 : t <= 5 ? 113 : t <= 6 ? 176 : t <= 7 ? 113 : t <= 8 ? 81 : t <= 9 ? 111 : t <= 10 ? 81 : t <= 11 ? 111 : t <= 12 ? 143 : t <= 13 ? 112 : t <= 14 ? 143 : t <= 15 ? 112 : t <= 16 ? 80 : t <= 17 ? 177 : t <= 18 ? 80 : t <= 19 ? 177 : t <= 20 ? 113 : t <= 21 ? 143 : t <= 22 ? 113 : t <= 24 ? 143 : t <= 25 ? 144 : t <= 26 ? 143 : t <= 28 ? 144 : t <= 29 ? 81 : t <= 30 ? 144 : 81] as r1589_n2c
expect r1589_n2c.wavefronts == 4
# Nsight's instrumented estimate: 7
read w[t <= 1 ? 99 : t <= 3 ? 84 : t <= 5 ? 67 : t <= 7 ? 68 : t <= 9 ? 51 : t <= 11 ? 100 : t <= 13 ? 83 : t <= 15 ? 84 : t <= 17 ? 51 : t <= 19 ? 84 : t <= 21 ? 51 : t <= 23 ? 52 : t <= 25 ? 51 : t <= 27 ? 100 : t <= 29 ? 51 : 84] as r1590_n1c
expect r1590_n1c.wavefronts == 4
read v[224] if (925553903 >> t & 1) != 0 as r1591_bcast
expect r1591_bcast.wavefronts == 2
write f[t <= 0 ? 222 : t <= 1 ? 116 : t <= 2 ? 222 : t <= 3 ? 116 : t <= 4 ? 316 : t <= 5 ? 96 : t <= 6 ? 316 : t <= 7 ? 96 : t <= 8 ? 253 : t <= 9 ? 458 : t <= 10 ? 253 : t <= 11 ? 458 : t <= 12 ? 417 : t <= 13 ? 369 : t <= 14 ? 417 : t <= 15 ? 369 : t <= 16 ? 26 : t <= 17 ? 185 : t <= 18 ? 26 : t <= 19 ? 185 : t <= 20 ? 165 : t <= 21 ? 117 : t <= 22 ? 165 : t <= 23 ? 117 : t <= 24 ? 386 : t <= 25 ? 510 : t <= 26 ? 386 : t <= 27 ? 510 : t <= 28 ? 473 : t <= 29 ? 134 : t <= 30 ? 473 : 134] as r1592_n2
expect r1592_n2.wavefronts == 2
write v[t <= 0 ? 283 : t <= 1 ? 12 : t <= 2 ? 441 : t <= 3 ? 169 : t <= 4 ? 145 : t <= 5 ? 90 : t <= 6 ? 130 : t <= 7 ? 224 : t <= 8 ? 184 : t <= 9 ? 24 : t <= 10 ? 76 : t <= 11 ? 96 : t <= 12 ? 176 : t <= 13 ? 325 : t <= 14 ? 106 : t <= 15 ? 146 : t <= 16 ? 216 : t <= 17 ? 333 : t <= 18 ? 245 : t <= 19 ? 74 : t <= 20 ? 25 : t <= 21 ? 414 : t <= 22 ? 172 : t <= 23 ? 33 : t <= 25 ? 88 : t <= 26 ? 246 : t <= 27 ? 213 : t <= 28 ? 43 : t <= 29 ? 156 : t <= 30 ? 345 : 402] if (4278190079 >> t & 1) != 0 as r1593_rand
expect r1593_rand.wavefronts == 10
write v[417] if (4248419835 >> t & 1) != 0 as r1594_bcast
expect r1594_bcast.wavefronts == 4
write v[438] if (131072 >> t & 1) != 0 as r1595_n2s
expect r1595_n2s.wavefronts == 1
read w[t <= 1 ? 106 : t <= 4 ? 443 : t <= 7 ? 58 : t <= 9 ? 94 : t <= 10 ? 448 : t <= 13 ? 314 : t <= 17 ? 57 : t <= 19 ? 268 : t <= 21 ? 352 : t <= 22 ? 366 : t <= 24 ? 2 : t <= 27 ? 20 : 330] if (3380491987 >> t & 1) != 0 as r1596_n1
expect r1596_n1.wavefronts == 4
read f[t <= 0 ? 221 : t <= 1 ? 185 : t <= 2 ? 221 : t <= 3 ? 185 : t <= 4 ? 356 : t <= 5 ? 165 : t <= 6 ? 356 : t <= 7 ? 165 : t <= 10 ? 461 : t <= 11 ? 299 : t <= 12 ? 105 : t <= 15 ? 260 : t <= 16 ? 481 : t <= 17 ? 429 : t <= 18 ? 481 : t <= 19 ? 429 : t <= 20 ? 428 : t <= 21 ? 232 : t <= 22 ? 390 : t <= 23 ? 232 : t <= 24 ? 80 : t <= 25 ? 0 : t <= 26 ? 395 : t <= 27 ? 0 : t <= 28 ? 1 : t <= 29 ? 116 : t <= 30 ? 1 : 116] if (4294950399 >> t & 1) != 0 as r1597_n2s
expect r1597_n2s.wavefronts == 2
read v[t <= 5 ? 116 : t <= 8 ? 22 : t <= 13 ? 234 : 262] if (67117344 >> t & 1) != 0 as r1598_n2s
expect r1598_n2s.wavefronts == 2
write w[t <= 14 ? 80 : t <= 15 ? 440 : t <= 16 ? 344 : t <= 17 ? 101 : 344] if (507904 >> t & 1) != 0 as r1599_n2s
expect r1599_n2s.wavefronts == 2
read f[t <= 8 ? 317 : t <= 14 ? 5 : t <= 20 ? 133 : t <= 23 ? 372 : t <= 30 ? 328 : 290] if (3230679296 >> t & 1) != 0 as r1600_rand
expect r1600_rand.wavefronts == 2
write v[t <= 1 ? 388 : t <= 3 ? 116 : t <= 5 ? 384 : t <= 7 ? 59 : t <= 9 ? 504 : t <= 11 ? 299 : t <= 13 ? 147 : t <= 15 ? 23 : t <= 17 ? 212 : t <= 19 ? 208 : t <= 21 ? 102 : t <= 23 ? 400 : t <= 25 ? 165 : t <= 27 ? 46 : t <= 29 ? 503 : 480] as r1601_n1
expect r1601_n1.wavefronts == 7
read w[277] as r1602_bcast
expect r1602_bcast.wavefronts == 1
read w[t <= 0 ? 493 : t <= 1 ? 254 : t <= 2 ? 297 : t <= 3 ? 254 : t <= 4 ? 66 : t <= 5 ? 415 : t <= 6 ? 66 : t <= 7 ? 415 : t <= 8 ? 477 : t <= 9 ? 45 : t <= 10 ? 477 : t <= 11 ? 45 : t <= 12 ? 49 : t <= 13 ? 149 : t <= 14 ? 49 : t <= 15 ? 149 : t <= 16 ? 230 : t <= 17 ? 304 : t <= 18 ? 230 : t <= 19 ? 304 : t <= 20 ? 428 : t <= 21 ? 160 : t <= 22 ? 428 : t <= 23 ? 160 : t <= 24 ? 352 : t <= 25 ? 69 : t <= 26 ? 352 : t <= 27 ? 69 : t <= 28 ? 477 : t <= 29 ? 286 : t <= 30 ? 477 : 286] as r1603_n2s
expect r1603_n2s.wavefronts == 6
write w[t <= 0 ? 404 : t <= 1 ? 412 : t <= 2 ? 420 : t <= 3 ? 428 : t <= 4 ? 436 : t <= 5 ? 444 : t <= 6 ? 452 : t <= 7 ? 460 : t <= 8 ? 468 : t <= 9 ? 476 : t <= 10 ? 484 : t <= 11 ? 492 : t <= 12 ? 500 : t <= 13 ? 508 : t <= 14 ? 4 : t <= 15 ? 12 : t <= 16 ? 20 : t <= 17 ? 28 : t <= 18 ? 36 : t <= 19 ? 44 : t <= 20 ? 52 : t <= 21 ? 60 : t <= 22 ? 68 : t <= 23 ? 76 : t <= 24 ? 84 : t <= 25 ? 92 : t <= 26 ? 100 : t <= 27 ? 108 : t <= 28 ? 116 : t <= 29 ? 124 : t <= 30 ? 132 : 140] as r1604_stride
expect r1604_stride.wavefronts == 16
read f[t <= 4 ? 494 : t <= 7 ? 456 : t <= 8 ? 338 : t <= 9 ? 111 : t <= 16 ? 341 : t <= 21 ? 36 : t <= 26 ? 482 : 344] if (337707920 >> t & 1) != 0 as r1605_n2
expect r1605_n2.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 4 ? 68 : t <= 11 ? 37 : t <= 14 ? 85 : t <= 21 ? 68 : 85] if (204491792 >> t & 1) != 0 as r1606_n1c
expect r1606_n1c.wavefronts == 2
read v[t <= 9 ? 508 : t <= 10 ? 242 : t <= 11 ? 254 : t <= 12 ? 457 : t <= 13 ? 454 : t <= 14 ? 53 : t <= 15 ? 152 : t <= 16 ? 166 : t <= 17 ? 402 : t <= 18 ? 278 : t <= 19 ? 156 : t <= 20 ? 198 : t <= 21 ? 58 : 413] if (8388096 >> t & 1) != 0 as r1607_rand
expect r1607_rand.wavefronts == 5
read w[t <= 0 ? 185 : t <= 2 ? 469 : t <= 8 ? 117 : t <= 12 ? 313 : t <= 13 ? 390 : t <= 16 ? 85 : t <= 19 ? 142 : t <= 20 ? 389 : t <= 21 ? 338 : t <= 24 ? 111 : t <= 27 ? 248 : t <= 28 ? 147 : 67] if (960049413 >> t & 1) != 0 as r1608_rand
expect r1608_rand.wavefronts == 4
write f[t <= 0 ? 156 : t <= 1 ? 98 : t <= 2 ? 358 : t <= 3 ? 156 : t <= 7 ? 21 : t <= 9 ? 98 : t <= 13 ? 21 : t <= 18 ? 156 : t <= 19 ? 98 : t <= 22 ? 358 : t <= 23 ? 21 : t <= 25 ? 156 : t <= 26 ? 358 : t <= 27 ? 21 : t <= 29 ? 358 : 21] if (1875787471 >> t & 1) != 0 as r1609_few
expect r1609_few.wavefronts == 1
write f[t <= 0 ? 29 : t <= 1 ? 28 : t <= 2 ? 27 : t <= 3 ? 26 : t <= 4 ? 25 : t <= 5 ? 24 : t <= 6 ? 23 : t <= 7 ? 22 : t <= 8 ? 21 : t <= 9 ? 20 : t <= 10 ? 19 : t <= 11 ? 18 : t <= 12 ? 17 : t <= 13 ? 16 : t <= 14 ? 15 : t <= 15 ? 14 : t <= 16 ? 13 : t <= 17 ? 12 : t <= 18 ? 11 : t <= 19 ? 10 : t <= 20 ? 9 : t <= 21 ? 8 : t <= 22 ? 7 : t <= 23 ? 6 : t <= 24 ? 5 : t <= 25 ? 4 : t <= 26 ? 3 : t <= 27 ? 2 : t <= 28 ? 1 : t <= 30 ? 511 : 510] if (3758096383 >> t & 1) != 0 as r1610_stride
expect r1610_stride.wavefronts == 1
# Nsight's instrumented estimate: 7
read w[t <= 1 ? 55 : t <= 3 ? 56 : t <= 5 ? 39 : t <= 7 ? 72 : t <= 9 ? 23 : t <= 11 ? 24 : t <= 13 ? 39 : t <= 15 ? 40 : t <= 17 ? 55 : t <= 19 ? 24 : t <= 21 ? 71 : t <= 23 ? 72 : t <= 25 ? 23 : t <= 27 ? 72 : t <= 29 ? 55 : 24] as r1611_n1c
expect r1611_n1c.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 7 ? 134 : t <= 9 ? 101 : t <= 15 ? 150 : t <= 17 ? 117 : t <= 18 ? 134 : t <= 21 ? 117 : t <= 23 ? 134 : 102] if (2159444872 >> t & 1) != 0 as r1612_n1c
expect r1612_n1c.wavefronts == 3
write f[16 * t + 57] if (1504 >> t & 1) != 0 as r1613_stride
expect r1613_stride.wavefronts == 3
read w[t <= 2 ? 220 : t <= 10 ? 372 : 268] if (16778244 >> t & 1) != 0 as r1614_n2
expect r1614_n2.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 30 : t <= 3 ? 287 : t <= 5 ? 405 : t <= 7 ? 486 : t <= 9 ? 502 : t <= 11 ? 166 : t <= 13 ? 138 : t <= 15 ? 183 : t <= 17 ? 471 : t <= 19 ? 440 : t <= 21 ? 284 : t <= 23 ? 332 : t <= 25 ? 371 : t <= 27 ? 245 : t <= 29 ? 230 : 279] as r1615_n1
expect r1615_n1.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 498 : t <= 4 ? 52 : t <= 14 ? 382 : t <= 15 ? 259 : t <= 17 ? 100 : t <= 21 ? 70 : t <= 22 ? 10 : t <= 25 ? 506 : t <= 28 ? 449 : 285] if (2455945234 >> t & 1) != 0 as r1616_n2s
expect r1616_n2s.wavefronts == 2
write v[t <= 0 ? 469 : t <= 1 ? 308 : t <= 2 ? 469 : t <= 3 ? 308 : t <= 4 ? 471 : t <= 5 ? 444 : t <= 6 ? 471 : t <= 7 ? 444 : t <= 8 ? 213 : t <= 9 ? 224 : t <= 10 ? 213 : t <= 11 ? 224 : t <= 12 ? 125 : t <= 13 ? 347 : t <= 14 ? 125 : t <= 15 ? 347 : t <= 16 ? 476 : t <= 17 ? 284 : t <= 18 ? 476 : t <= 19 ? 284 : t <= 20 ? 43 : t <= 21 ? 450 : t <= 22 ? 43 : t <= 23 ? 450 : t <= 24 ? 356 : t <= 25 ? 224 : t <= 26 ? 356 : t <= 27 ? 224 : t <= 28 ? 480 : t <= 29 ? 358 : t <= 30 ? 480 : 358] as r1617_n2
expect r1617_n2.wavefronts == 8
write w[t <= 0 ? 104 : t <= 1 ? 105 : t <= 2 ? 104 : t <= 4 ? 105 : t <= 5 ? 122 : t <= 6 ? 105 : t <= 7 ? 122 : t <= 8 ? 90 : t <= 9 ? 120 : t <= 10 ? 90 : t <= 12 ? 120 : t <= 13 ? 89 : t <= 14 ? 120 : t <= 15 ? 89 : t <= 16 ? 73 : t <= 17 ? 74 : t <= 18 ? 73 : t <= 19 ? 74 : t <= 20 ? 106 : t <= 21 ? 104 : t <= 22 ? 106 : t <= 23 ? 104 : t <= 24 ? 120 : t <= 25 ? 121 : t <= 26 ? 120 : t <= 27 ? 121 : t <= 28 ? 105 : t <= 29 ? 74 : t <= 30 ? 105 : 74] as r1618_n2c
expect r1618_n2c.wavefronts == 5
read v[t <= 3 ? 124 : t <= 5 ? 73 : t <= 18 ? 124 : 73] if (8650792 >> t & 1) != 0 as r1619_few
expect r1619_few.wavefronts == 2
write w[3 * t + 315] as r1620_stride
expect r1620_stride.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 134 : t <= 1 ? 111 : t <= 2 ? 134 : t <= 4 ? 111 : t <= 5 ? 136 : t <= 6 ? 111 : t <= 7 ? 136 : t <= 8 ? 120 : t <= 9 ? 134 : t <= 10 ? 120 : t <= 11 ? 134 : t <= 12 ? 126 : t <= 13 ? 111 : t <= 14 ? 126 : t <= 16 ? 111 : t <= 17 ? 136 : t <= 18 ? 111 : t <= 19 ? 136 : t <= 20 ? 120 : t <= 21 ? 110 : t <= 22 ? 120 : t <= 23 ? 110 : t <= 24 ? 126 : t <= 25 ? 111 : t <= 26 ? 126 : t <= 28 ? 111 : t <= 29 ? 120 : t <= 30 ? 111 : 120] as r1621_n2c
expect r1621_n2c.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 113 : t <= 5 ? 174 : t <= 13 ? 422 : t <= 19 ? 457 : t <= 21 ? 81 : 244] if (271065124 >> t & 1) != 0 as r1622_n2s
expect r1622_n2s.wavefronts == 4
write w[t <= 0 ? 358 : t <= 1 ? 231 : t <= 2 ? 152 : t <= 3 ? 358 : t <= 6 ? 152 : t <= 7 ? 358 : t <= 8 ? 152 : t <= 9 ? 231 : t <= 10 ? 497 : t <= 11 ? 231 : t <= 12 ? 152 : t <= 14 ? 231 : t <= 15 ? 497 : t <= 16 ? 358 : t <= 17 ? 497 : t <= 20 ? 152 : t <= 21 ? 358 : t <= 22 ? 231 : t <= 23 ? 358 : t <= 24 ? 231 : t <= 25 ? 497 : t <= 27 ? 358 : t <= 30 ? 231 : 358] as r1623_few
expect r1623_few.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 2 ? 79 : t <= 6 ? 96 : t <= 8 ? 81 : t <= 9 ? 111 : 81] if (4196165 >> t & 1) != 0 as r1624_n2c
expect r1624_n2c.wavefronts == 2
write v[t <= 17 ? 364 : t <= 19 ? 72 : 26] if (168427520 >> t & 1) != 0 as r1625_few
expect r1625_few.wavefronts == 2
read w[4 * t + 193] as r1626_stride
expect r1626_stride.wavefronts == 8
write w[t <= 2 ? 50 : t <= 8 ? 4 : 3] if (33554692 >> t & 1) != 0 as r1627_n2c
expect r1627_n2c.wavefronts == 2
read v[t <= 25 ? 371 : t <= 26 ? 102 : t <= 27 ? 371 : t <= 28 ? 198 : t <= 29 ? 51 : 198] if (2113929216 >> t & 1) != 0 as r1628_n2
expect r1628_n2.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 52 : t <= 3 ? 61 : t <= 5 ? 68 : t <= 7 ? 69 : t <= 9 ? 52 : t <= 11 ? 69 : t <= 13 ? 52 : t <= 15 ? 53 : t <= 17 ? 60 : t <= 19 ? 77 : t <= 21 ? 76 : t <= 23 ? 53 : t <= 25 ? 52 : t <= 27 ? 69 : t <= 29 ? 52 : 61] as r1629_n1c
expect r1629_n1c.wavefronts == 7
# Nsight's instrumented estimate: 3
read v[t <= 2 ? 76 : t <= 3 ? 489 : t <= 4 ? 341 : t <= 5 ? 441 : t <= 6 ? 341 : t <= 7 ? 441 : t <= 8 ? 228 : 61] if (1020 >> t & 1) != 0 as r1630_n2
expect r1630_n2.wavefronts == 2
read w[t <= 7 ? 114 : t <= 8 ? 425 : t <= 23 ? 133 : 206] if (142606752 >> t & 1) != 0 as r1631_n2s
expect r1631_n2s.wavefronts == 1
write w[t <= 15 ? 119 : 150] if (536903680 >> t & 1) != 0 as r1632_n1c
expect r1632_n1c.wavefronts == 2
read v[t <= 2 ? 28 : 415] if (524292 >> t & 1) != 0 as r1633_n2
expect r1633_n2.wavefronts == 2
read v[364] if (4 >> t & 1) != 0 as r1634_n2
expect r1634_n2.wavefronts == 1
read v[t <= 0 ? 129 : t <= 1 ? 447 : t <= 2 ? 129 : t <= 3 ? 447 : t <= 4 ? 378 : t <= 5 ? 28 : t <= 6 ? 378 : t <= 7 ? 28 : t <= 8 ? 111 : t <= 9 ? 295 : t <= 10 ? 111 : t <= 11 ? 295 : t <= 12 ? 425 : t <= 13 ? 232 : t <= 14 ? 425 : t <= 15 ? 232 : t <= 16 ? 319 : t <= 17 ? 3 : t <= 18 ? 319 : t <= 19 ? 3 : t <= 20 ? 75 : t <= 21 ? 300 : t <= 22 ? 75 : t <= 23 ? 300 : t <= 24 ? 268 : t <= 25 ? 459 : t <= 26 ? 268 : t <= 27 ? 459 : t <= 28 ? 257 : t <= 29 ? 13 : t <= 30 ? 257 : 13] as r1635_n2
expect r1635_n2.wavefronts == 6
write w[t <= 0 ? 435 : t <= 1 ? 387 : t <= 2 ? 17 : t <= 3 ? 57 : t <= 4 ? 407 : t <= 5 ? 231 : t <= 6 ? 220 : t <= 7 ? 330 : t <= 8 ? 508 : t <= 9 ? 0 : t <= 10 ? 363 : t <= 11 ? 223 : t <= 12 ? 332 : t <= 13 ? 312 : t <= 14 ? 501 : t <= 15 ? 169 : t <= 16 ? 463 : t <= 17 ? 99 : t <= 18 ? 104 : t <= 19 ? 501 : t <= 20 ? 168 : t <= 21 ? 494 : t <= 22 ? 228 : t <= 23 ? 196 : t <= 24 ? 168 : t <= 25 ? 257 : t <= 26 ? 446 : t <= 27 ? 480 : t <= 28 ? 64 : t <= 29 ? 250 : t <= 30 ? 245 : 454] as r1636_rand
expect r1636_rand.wavefronts == 5
# Nsight's instrumented estimate: 1
read v[19] if (1218445860 >> t & 1) != 0 as r1637_bcast
expect r1637_bcast.wavefronts == 2
write v[1 * t + 106] if (2650530859 >> t & 1) != 0 as r1638_stride
expect r1638_stride.wavefronts == 4
read v[140] if (67108864 >> t & 1) != 0 as r1639_n1c
expect r1639_n1c.wavefronts == 1
read w[4 * t + 2] if (67182848 >> t & 1) != 0 as r1640_stride
expect r1640_stride.wavefronts == 2
read f[t <= 8 ? 369 : t <= 9 ? 351 : t <= 10 ? 33 : t <= 11 ? 342 : t <= 12 ? 461 : t <= 13 ? 350 : t <= 14 ? 510 : t <= 15 ? 61 : t <= 16 ? 136 : t <= 17 ? 316 : t <= 18 ? 30 : 86] if (1048320 >> t & 1) != 0 as r1641_rand
expect r1641_rand.wavefronts == 3
read v[t <= 0 ? 372 : t <= 1 ? 151 : t <= 2 ? 157 : t <= 3 ? 207 : t <= 4 ? 360 : t <= 5 ? 201 : t <= 6 ? 475 : t <= 7 ? 135 : t <= 8 ? 355 : t <= 9 ? 19 : t <= 10 ? 326 : t <= 11 ? 272 : t <= 12 ? 179 : t <= 13 ? 427 : t <= 14 ? 111 : t <= 15 ? 259 : t <= 16 ? 437 : t <= 17 ? 278 : t <= 18 ? 465 : t <= 19 ? 326 : t <= 20 ? 468 : t <= 21 ? 75 : t <= 22 ? 439 : t <= 23 ? 409 : t <= 24 ? 117 : t <= 25 ? 100 : t <= 26 ? 167 : t <= 27 ? 440 : t <= 28 ? 246 : t <= 29 ? 220 : t <= 30 ? 339 : 260] as r1642_rand
expect r1642_rand.wavefronts == 13
read w[t <= 7 ? 464 : t <= 9 ? 70 : t <= 16 ? 303 : t <= 19 ? 44 : t <= 21 ? 464 : 70] if (136905344 >> t & 1) != 0 as r1643_few
expect r1643_few.wavefronts == 1
read v[t <= 0 ? 129 : t <= 7 ? 287 : 401] if (67108993 >> t & 1) != 0 as r1644_n2
expect r1644_n2.wavefronts == 2
read f[t <= 0 ? 200 : t <= 3 ? 408 : t <= 4 ? 64 : t <= 5 ? 15 : t <= 6 ? 64 : t <= 7 ? 15 : t <= 11 ? 444 : t <= 12 ? 168 : t <= 13 ? 86 : t <= 14 ? 168 : t <= 15 ? 145 : t <= 16 ? 58 : t <= 17 ? 138 : t <= 18 ? 58 : t <= 19 ? 138 : t <= 21 ? 75 : t <= 22 ? 431 : t <= 23 ? 75 : t <= 24 ? 203 : t <= 25 ? 47 : t <= 26 ? 203 : t <= 28 ? 474 : t <= 29 ? 446 : 474] if (2012216059 >> t & 1) != 0 as r1645_n2s
expect r1645_n2s.wavefronts == 3
write w[t <= 0 ? 438 : t <= 1 ? 182 : t <= 2 ? 199 : t <= 3 ? 50 : t <= 4 ? 327 : t <= 5 ? 443 : t <= 6 ? 510 : t <= 7 ? 278 : t <= 8 ? 66 : t <= 9 ? 406 : t <= 10 ? 331 : t <= 11 ? 380 : t <= 12 ? 72 : t <= 13 ? 31 : t <= 14 ? 289 : t <= 15 ? 430 : t <= 16 ? 5 : t <= 17 ? 262 : t <= 18 ? 109 : t <= 19 ? 163 : t <= 20 ? 395 : t <= 21 ? 88 : t <= 22 ? 14 : t <= 23 ? 17 : t <= 24 ? 63 : t <= 25 ? 18 : t <= 26 ? 383 : t <= 27 ? 306 : t <= 28 ? 243 : t <= 29 ? 292 : t <= 30 ? 458 : 347] as r1646_rand
expect r1646_rand.wavefronts == 6
read f[t <= 0 ? 30 : t <= 1 ? 293 : t <= 2 ? 30 : t <= 3 ? 293 : t <= 4 ? 385 : t <= 5 ? 298 : t <= 6 ? 385 : t <= 7 ? 298 : t <= 8 ? 504 : t <= 9 ? 235 : t <= 10 ? 504 : t <= 11 ? 235 : t <= 12 ? 315 : t <= 13 ? 19 : t <= 14 ? 315 : t <= 15 ? 19 : t <= 16 ? 256 : t <= 17 ? 273 : t <= 18 ? 256 : t <= 19 ? 273 : t <= 20 ? 279 : t <= 21 ? 131 : t <= 22 ? 279 : t <= 23 ? 131 : t <= 27 ? 234 : t <= 28 ? 448 : t <= 29 ? 463 : t <= 30 ? 448 : 463] as r1647_n2
expect r1647_n2.wavefronts == 2
write f[t <= 0 ? 11 : t <= 1 ? 43 : t <= 3 ? 107 : t <= 7 ? 235 : t <= 8 ? 267 : t <= 10 ? 331 : t <= 12 ? 395 : t <= 14 ? 459 : t <= 17 ? 43 : t <= 18 ? 75 : t <= 20 ? 139 : t <= 21 ? 171 : t <= 23 ? 235 : t <= 28 ? 395 : t <= 29 ? 427 : t <= 30 ? 459 : 491] if (4038481291 >> t & 1) != 0 as r1648_stride
expect r1648_stride.wavefronts == 13
read v[113] if (992 >> t & 1) != 0 as r1649_bcast
expect r1649_bcast.wavefronts == 1
write v[t <= 1 ? 4 : t <= 3 ? 38 : t <= 5 ? 315 : t <= 7 ? 145 : t <= 9 ? 223 : t <= 11 ? 11 : t <= 13 ? 360 : t <= 15 ? 468 : t <= 17 ? 191 : t <= 19 ? 189 : t <= 21 ? 291 : t <= 23 ? 187 : t <= 25 ? 29 : t <= 27 ? 299 : t <= 29 ? 73 : 337] as r1650_n1
expect r1650_n1.wavefronts == 6
read w[t <= 19 ? 40 : t <= 20 ? 72 : t <= 21 ? 54 : t <= 22 ? 72 : t <= 23 ? 54 : t <= 24 ? 22 : t <= 25 ? 39 : t <= 26 ? 22 : t <= 28 ? 39 : t <= 29 ? 40 : t <= 30 ? 39 : 40] if (4294443008 >> t & 1) != 0 as r1651_n2c
expect r1651_n2c.wavefronts == 2
write v[t <= 1 ? 420 : t <= 3 ? 478 : t <= 4 ? 509 : t <= 5 ? 59 : t <= 7 ? 45 : t <= 8 ? 330 : t <= 9 ? 316 : t <= 11 ? 409 : t <= 13 ? 6 : t <= 14 ? 126 : t <= 15 ? 459 : t <= 17 ? 332 : t <= 19 ? 143 : t <= 21 ? 132 : t <= 23 ? 253 : t <= 25 ? 260 : t <= 27 ? 444 : t <= 29 ? 449 : 87] as r1652_n1s
expect r1652_n1s.wavefronts == 8
write f[441] if (134217728 >> t & 1) != 0 as r1653_n2s
expect r1653_n2s.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 480 : t <= 2 ? 328 : t <= 13 ? 154 : t <= 15 ? 79 : t <= 16 ? 285 : t <= 21 ? 375 : t <= 24 ? 263 : 487] if (555851781 >> t & 1) != 0 as r1654_n1
expect r1654_n1.wavefronts == 3
write w[t <= 0 ? 64 : t <= 1 ? 283 : t <= 2 ? 64 : t <= 3 ? 283 : t <= 4 ? 472 : t <= 5 ? 236 : t <= 6 ? 354 : t <= 7 ? 236 : t <= 8 ? 258 : t <= 9 ? 104 : t <= 10 ? 258 : t <= 11 ? 104 : t <= 12 ? 247 : t <= 13 ? 0 : t <= 14 ? 247 : t <= 15 ? 0 : t <= 16 ? 406 : t <= 17 ? 495 : t <= 18 ? 406 : t <= 19 ? 495 : t <= 20 ? 136 : t <= 21 ? 324 : t <= 22 ? 136 : t <= 23 ? 83 : t <= 24 ? 478 : t <= 25 ? 4 : t <= 26 ? 478 : t <= 27 ? 4 : t <= 28 ? 172 : t <= 29 ? 96 : t <= 30 ? 172 : 152] as r1655_n2s
expect r1655_n2s.wavefronts == 4
read v[158] if (4294967039 >> t & 1) != 0 as r1656_bcast
expect r1656_bcast.wavefronts == 2
write w[t <= 11 ? 21 : t <= 12 ? 263 : t <= 13 ? 404 : t <= 14 ? 263 : t <= 15 ? 404 : t <= 16 ? 507 : t <= 17 ? 96 : t <= 18 ? 507 : t <= 19 ? 96 : t <= 20 ? 255 : t <= 21 ? 51 : t <= 22 ? 255 : t <= 23 ? 51 : t <= 24 ? 352 : t <= 25 ? 382 : t <= 26 ? 352 : t <= 27 ? 382 : t <= 28 ? 340 : t <= 29 ? 408 : 340] if (2147481600 >> t & 1) != 0 as r1657_n2
expect r1657_n2.wavefronts == 3
write v[t <= 0 ? 239 : t <= 1 ? 116 : t <= 2 ? 180 : t <= 3 ? 395 : t <= 4 ? 497 : t <= 5 ? 223 : t <= 6 ? 175 : t <= 7 ? 369 : t <= 8 ? 256 : t <= 9 ? 270 : t <= 10 ? 496 : t <= 11 ? 22 : t <= 12 ? 388 : t <= 13 ? 62 : t <= 14 ? 82 : t <= 15 ? 376 : t <= 16 ? 429 : t <= 17 ? 10 : t <= 18 ? 145 : t <= 19 ? 212 : t <= 20 ? 439 : t <= 21 ? 282 : t <= 22 ? 298 : t <= 23 ? 182 : t <= 24 ? 476 : t <= 25 ? 376 : t <= 26 ? 287 : t <= 27 ? 163 : t <= 28 ? 126 : t <= 29 ? 265 : t <= 30 ? 43 : 233] as r1658_rand
expect r1658_rand.wavefronts == 11
read w[t <= 1 ? 0 : t <= 3 ? 14 : t <= 8 ? 165 : t <= 11 ? 205 : t <= 12 ? 197 : t <= 17 ? 267 : t <= 21 ? 144 : t <= 24 ? 13 : t <= 26 ? 311 : t <= 27 ? 65 : t <= 28 ? 466 : 155] if (2637306123 >> t & 1) != 0 as r1659_n1s
expect r1659_n1s.wavefronts == 4
read f[t <= 1 ? 289 : t <= 3 ? 200 : t <= 5 ? 284 : t <= 7 ? 390 : t <= 8 ? 405 : t <= 11 ? 320 : t <= 13 ? 126 : t <= 15 ? 488 : t <= 17 ? 65 : t <= 18 ? 49 : t <= 21 ? 13 : t <= 23 ? 100 : t <= 25 ? 329 : t <= 27 ? 363 : t <= 29 ? 356 : 479] if (4294442495 >> t & 1) != 0 as r1660_n1
expect r1660_n1.wavefronts == 2
read w[t <= 0 ? 207 : t <= 3 ? 88 : t <= 5 ? 337 : t <= 7 ? 339 : t <= 11 ? 470 : t <= 13 ? 441 : t <= 15 ? 167 : t <= 17 ? 360 : t <= 19 ? 501 : t <= 21 ? 487 : t <= 22 ? 263 : t <= 23 ? 184 : t <= 25 ? 247 : t <= 27 ? 410 : t <= 28 ? 193 : 270] if (3757833469 >> t & 1) != 0 as r1661_n1s
expect r1661_n1s.wavefronts == 4
write f[2 * t + 150] if (2281701386 >> t & 1) != 0 as r1662_stride
expect r1662_stride.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 123 : t <= 3 ? 116 : t <= 5 ? 107 : t <= 7 ? 124 : t <= 9 ? 123 : t <= 11 ? 116 : t <= 13 ? 123 : t <= 15 ? 108 : t <= 17 ? 123 : t <= 19 ? 108 : t <= 21 ? 107 : t <= 23 ? 100 : t <= 25 ? 99 : t <= 27 ? 100 : t <= 29 ? 107 : 108] as r1663_n1c
expect r1663_n1c.wavefronts == 6
write w[t <= 2 ? 60 : t <= 3 ? 93 : t <= 6 ? 109 : t <= 19 ? 62 : t <= 20 ? 94 : t <= 27 ? 93 : 78] if (2316828748 >> t & 1) != 0 as r1664_n2c
expect r1664_n2c.wavefronts == 5
read v[t <= 1 ? 158 : t <= 3 ? 109 : t <= 5 ? 398 : t <= 7 ? 60 : t <= 9 ? 373 : t <= 11 ? 428 : t <= 13 ? 475 : t <= 15 ? 116 : t <= 17 ? 349 : t <= 19 ? 364 : t <= 21 ? 98 : t <= 23 ? 292 : t <= 25 ? 273 : t <= 26 ? 58 : t <= 27 ? 319 : t <= 29 ? 94 : 406] as r1665_n1s
expect r1665_n1s.wavefronts == 8
write w[t <= 7 ? 420 : t <= 8 ? 15 : t <= 10 ? 302 : t <= 13 ? 15 : t <= 15 ? 302 : t <= 16 ? 15 : t <= 17 ? 302 : t <= 20 ? 15 : t <= 22 ? 420 : t <= 23 ? 15 : t <= 24 ? 420 : t <= 28 ? 302 : 420] if (2482746774 >> t & 1) != 0 as r1666_few
expect r1666_few.wavefronts == 2
read v[t <= 0 ? 17 : t <= 1 ? 42 : t <= 2 ? 17 : 42] if (15 >> t & 1) != 0 as r1667_n2c
expect r1667_n2c.wavefronts == 1
read v[t <= 0 ? 125 : t <= 1 ? 65 : t <= 2 ? 267 : t <= 4 ? 65 : t <= 5 ? 34 : t <= 6 ? 483 : t <= 7 ? 374 : t <= 8 ? 155 : t <= 9 ? 501 : t <= 10 ? 480 : t <= 11 ? 358 : t <= 12 ? 349 : t <= 13 ? 218 : t <= 14 ? 302 : t <= 15 ? 39 : t <= 16 ? 32 : t <= 17 ? 338 : t <= 18 ? 407 : t <= 19 ? 157 : t <= 20 ? 250 : t <= 22 ? 133 : t <= 23 ? 340 : t <= 24 ? 40 : t <= 25 ? 129 : t <= 26 ? 317 : t <= 28 ? 160 : t <= 29 ? 145 : t <= 30 ? 324 : 440] if (4158652407 >> t & 1) != 0 as r1668_rand
expect r1668_rand.wavefronts == 9
write v[t <= 1 ? 129 : t <= 2 ? 130 : t <= 5 ? 129 : t <= 9 ? 137 : t <= 11 ? 122 : t <= 12 ? 113 : t <= 19 ? 130 : t <= 20 ? 121 : t <= 22 ? 138 : t <= 24 ? 137 : t <= 27 ? 122 : t <= 29 ? 113 : 114] if (3109559846 >> t & 1) != 0 as r1669_n1c
expect r1669_n1c.wavefronts == 7
write f[t <= 0 ? 509 : t <= 3 ? 282 : t <= 4 ? 372 : t <= 7 ? 440 : t <= 10 ? 511 : t <= 12 ? 285 : t <= 15 ? 196 : t <= 16 ? 321 : t <= 17 ? 209 : t <= 18 ? 321 : t <= 19 ? 209 : t <= 20 ? 200 : t <= 21 ? 343 : t <= 22 ? 200 : t <= 23 ? 343 : t <= 24 ? 40 : t <= 25 ? 500 : t <= 26 ? 40 : t <= 28 ? 58 : 101] if (3086988729 >> t & 1) != 0 as r1670_n2
expect r1670_n2.wavefronts == 2
write v[t <= 1 ? 321 : t <= 3 ? 383 : t <= 5 ? 414 : t <= 7 ? 429 : t <= 9 ? 271 : t <= 11 ? 216 : t <= 13 ? 37 : t <= 15 ? 441 : t <= 17 ? 153 : t <= 19 ? 463 : t <= 21 ? 321 : t <= 23 ? 42 : t <= 25 ? 136 : t <= 27 ? 47 : t <= 29 ? 68 : 159] as r1671_n1
expect r1671_n1.wavefronts == 6
read w[25] as r1672_bcast
expect r1672_bcast.wavefronts == 1
read v[t <= 4 ? 188 : 153] if (1040 >> t & 1) != 0 as r1673_rand
expect r1673_rand.wavefronts == 1
read v[t <= 3 ? 508 : t <= 5 ? 1 : t <= 7 ? 13 : t <= 9 ? 450 : t <= 11 ? 143 : t <= 13 ? 201 : t <= 15 ? 237 : t <= 19 ? 47 : t <= 20 ? 429 : t <= 23 ? 153 : t <= 26 ? 47 : t <= 28 ? 402 : 307] if (1423765436 >> t & 1) != 0 as r1674_n1
expect r1674_n1.wavefronts == 3
write w[t <= 0 ? 497 : t <= 1 ? 506 : t <= 2 ? 3 : t <= 3 ? 12 : t <= 4 ? 21 : t <= 5 ? 30 : t <= 6 ? 39 : t <= 7 ? 48 : t <= 8 ? 57 : t <= 9 ? 66 : t <= 10 ? 75 : t <= 11 ? 84 : t <= 12 ? 93 : t <= 13 ? 102 : t <= 14 ? 111 : t <= 15 ? 120 : t <= 16 ? 129 : t <= 17 ? 138 : t <= 18 ? 147 : t <= 19 ? 156 : t <= 20 ? 165 : t <= 21 ? 174 : t <= 22 ? 183 : t <= 23 ? 192 : t <= 24 ? 201 : t <= 25 ? 210 : t <= 26 ? 219 : t <= 27 ? 228 : t <= 28 ? 237 : t <= 29 ? 246 : t <= 30 ? 255 : 264] as r1675_stride
expect r1675_stride.wavefronts == 2
read f[t <= 0 ? 191 : t <= 3 ? 72 : t <= 7 ? 208 : t <= 8 ? 385 : t <= 12 ? 1 : t <= 21 ? 217 : 495] if (1075843465 >> t & 1) != 0 as r1676_n2s
expect r1676_n2s.wavefronts == 2
read v[158] if (268369920 >> t & 1) != 0 as r1677_bcast
expect r1677_bcast.wavefronts == 1
write w[t <= 1 ? 64 : t <= 6 ? 65 : t <= 22 ? 81 : t <= 25 ? 112 : 65] if (239075394 >> t & 1) != 0 as r1678_n1c
expect r1678_n1c.wavefronts == 3
write v[t <= 10 ? 221 : t <= 12 ? 200 : t <= 22 ? 155 : t <= 25 ? 471 : t <= 28 ? 17 : 272] if (843060224 >> t & 1) != 0 as r1679_rand
expect r1679_rand.wavefronts == 3
read w[114] if (3221217279 >> t & 1) != 0 as r1680_bcast
expect r1680_bcast.wavefronts == 1
read f[t <= 11 ? 298 : t <= 13 ? 299 : t <= 16 ? 233 : t <= 21 ? 29 : t <= 22 ? 85 : t <= 25 ? 431 : t <= 27 ? 40 : t <= 28 ? 443 : 196] if (2590058496 >> t & 1) != 0 as r1681_n1
expect r1681_n1.wavefronts == 1
write v[t <= 0 ? 434 : t <= 1 ? 437 : t <= 2 ? 440 : t <= 3 ? 443 : t <= 4 ? 446 : t <= 5 ? 449 : t <= 6 ? 452 : t <= 7 ? 455 : t <= 8 ? 458 : t <= 9 ? 461 : t <= 10 ? 464 : t <= 11 ? 467 : t <= 12 ? 470 : t <= 13 ? 473 : t <= 14 ? 476 : t <= 15 ? 479 : t <= 16 ? 482 : t <= 17 ? 485 : t <= 18 ? 488 : t <= 19 ? 491 : t <= 20 ? 494 : t <= 21 ? 497 : t <= 22 ? 500 : t <= 23 ? 503 : t <= 24 ? 506 : t <= 25 ? 509 : t <= 26 ? 0 : t <= 27 ? 3 : t <= 28 ? 6 : t <= 29 ? 9 : t <= 30 ? 12 : 15] as r1682_stride
expect r1682_stride.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 374 : t <= 3 ? 344 : t <= 5 ? 279 : t <= 7 ? 80 : t <= 9 ? 130 : t <= 11 ? 229 : t <= 13 ? 290 : t <= 15 ? 229 : t <= 17 ? 295 : t <= 19 ? 93 : t <= 23 ? 494 : t <= 24 ? 333 : t <= 27 ? 122 : 108] if (3452944363 >> t & 1) != 0 as r1683_n1
expect r1683_n1.wavefronts == 2
read v[t <= 1 ? 354 : t <= 3 ? 369 : t <= 4 ? 271 : t <= 5 ? 328 : t <= 7 ? 369 : t <= 9 ? 354 : t <= 10 ? 328 : t <= 11 ? 354 : t <= 13 ? 328 : t <= 14 ? 271 : t <= 15 ? 354 : t <= 16 ? 271 : t <= 17 ? 369 : t <= 18 ? 354 : t <= 22 ? 369 : t <= 23 ? 271 : t <= 24 ? 369 : t <= 25 ? 328 : t <= 26 ? 354 : t <= 27 ? 369 : t <= 28 ? 271 : t <= 29 ? 354 : t <= 30 ? 369 : 354] as r1684_few
expect r1684_few.wavefronts == 4
read w[4 * t + 321] if (742829320 >> t & 1) != 0 as r1685_stride
expect r1685_stride.wavefronts == 6
write w[t <= 23 ? 111 : t <= 24 ? 49 : t <= 25 ? 336 : t <= 26 ? 49 : 336] if (260046848 >> t & 1) != 0 as r1686_n2s
expect r1686_n2s.wavefronts == 1
read w[t <= 5 ? 364 : t <= 6 ? 229 : t <= 7 ? 364 : t <= 9 ? 229 : t <= 13 ? 364 : t <= 14 ? 229 : t <= 15 ? 364 : t <= 16 ? 229 : t <= 19 ? 364 : t <= 21 ? 229 : t <= 22 ? 364 : t <= 24 ? 229 : t <= 25 ? 364 : t <= 27 ? 229 : t <= 29 ? 364 : t <= 30 ? 229 : 364] as r1687_few
expect r1687_few.wavefronts == 2
read v[358] as r1688_bcast
expect r1688_bcast.wavefronts == 2
read v[9 * t + 28] as r1689_stride
expect r1689_stride.wavefronts == 4
write w[t <= 0 ? 366 : t <= 2 ? 405 : t <= 11 ? 137 : t <= 16 ? 173 : t <= 18 ? 136 : t <= 20 ? 494 : 367] if (34933765 >> t & 1) != 0 as r1690_n1s
expect r1690_n1s.wavefronts == 2
write v[t <= 0 ? 75 : t <= 3 ? 85 : t <= 5 ? 182 : t <= 7 ? 111 : t <= 9 ? 422 : t <= 11 ? 122 : t <= 13 ? 326 : t <= 15 ? 145 : t <= 16 ? 136 : t <= 19 ? 468 : t <= 20 ? 375 : t <= 21 ? 68 : t <= 23 ? 157 : t <= 25 ? 432 : t <= 26 ? 75 : t <= 27 ? 63 : t <= 29 ? 95 : 455] if (4290637565 >> t & 1) != 0 as r1691_n1s
expect r1691_n1s.wavefronts == 8
read v[t <= 3 ? 108 : t <= 10 ? 93 : t <= 12 ? 107 : t <= 13 ? 100 : t <= 14 ? 107 : t <= 15 ? 100 : t <= 16 ? 108 : t <= 19 ? 93 : t <= 20 ? 101 : t <= 23 ? 115 : t <= 26 ? 99 : t <= 27 ? 108 : 117] if (2377905322 >> t & 1) != 0 as r1692_n2c
expect r1692_n2c.wavefronts == 5
read w[459] if (1158311167 >> t & 1) != 0 as r1693_bcast
expect r1693_bcast.wavefronts == 1
read v[t <= 2 ? 376 : t <= 3 ? 360 : t <= 6 ? 376 : t <= 8 ? 360 : t <= 9 ? 376 : 190] if (2046 >> t & 1) != 0 as r1694_few
expect r1694_few.wavefronts == 4
read w[t <= 5 ? 436 : t <= 8 ? 472 : t <= 16 ? 56 : t <= 19 ? 92 : t <= 23 ? 140 : t <= 24 ? 152 : 176] if (92864800 >> t & 1) != 0 as r1695_stride
expect r1695_stride.wavefronts == 3
write f[t <= 4 ? 176 : t <= 5 ? 410 : t <= 12 ? 125 : 337] if (2101296 >> t & 1) != 0 as r1696_n2s
expect r1696_n2s.wavefronts == 1
read f[92] if (1923119515 >> t & 1) != 0 as r1697_bcast
expect r1697_bcast.wavefronts == 1
write v[t <= 2 ? 414 : t <= 7 ? 376 : t <= 14 ? 471 : t <= 17 ? 116 : t <= 19 ? 179 : 154] if (1074413700 >> t & 1) != 0 as r1698_n1s
expect r1698_n1s.wavefronts == 4
write w[313] if (16769024 >> t & 1) != 0 as r1699_bcast
expect r1699_bcast.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 155 : t <= 1 ? 4 : t <= 2 ? 155 : t <= 3 ? 4 : t <= 4 ? 421 : t <= 5 ? 341 : t <= 6 ? 421 : t <= 7 ? 341 : t <= 8 ? 395 : t <= 9 ? 69 : t <= 10 ? 395 : t <= 11 ? 69 : t <= 12 ? 45 : t <= 13 ? 468 : t <= 14 ? 45 : t <= 15 ? 468 : t <= 16 ? 284 : t <= 17 ? 267 : t <= 18 ? 284 : t <= 19 ? 267 : t <= 20 ? 43 : t <= 21 ? 210 : t <= 22 ? 43 : t <= 23 ? 210 : t <= 24 ? 185 : t <= 25 ? 401 : t <= 26 ? 185 : t <= 27 ? 401 : t <= 28 ? 73 : t <= 29 ? 95 : t <= 30 ? 73 : 95] as r1700_n2
expect r1700_n2.wavefronts == 4
write w[t <= 20 ? 49 : 311] if (135266304 >> t & 1) != 0 as r1701_few
expect r1701_few.wavefronts == 1
read v[t <= 10 ? 358 : t <= 25 ? 499 : 258] if (167773184 >> t & 1) != 0 as r1702_n1s
expect r1702_n1s.wavefronts == 2
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 30 : t <= 1 ? 39 : t <= 2 ? 30 : t <= 3 ? 39 : t <= 4 ? 55 : t <= 5 ? 48 : t <= 10 ? 32 : t <= 12 ? 46 : t <= 13 ? 39 : t <= 14 ? 46 : t <= 15 ? 39 : t <= 17 ? 40 : t <= 18 ? 31 : t <= 20 ? 40 : t <= 21 ? 38 : t <= 22 ? 40 : t <= 24 ? 54 : t <= 25 ? 31 : t <= 26 ? 54 : t <= 27 ? 31 : 48] if (2944333119 >> t & 1) != 0 as r1703_n2c
expect r1703_n2c.wavefronts == 4
write w[t <= 12 ? 339 : t <= 13 ? 487 : t <= 14 ? 339 : t <= 15 ? 487 : t <= 16 ? 367 : t <= 17 ? 106 : t <= 18 ? 367 : 25] if (1044480 >> t & 1) != 0 as r1704_n2s
expect r1704_n2s.wavefronts == 2
write w[t <= 1 ? 99 : t <= 3 ? 165 : t <= 5 ? 390 : t <= 7 ? 511 : t <= 9 ? 357 : t <= 11 ? 403 : t <= 13 ? 421 : t <= 15 ? 46 : t <= 17 ? 94 : t <= 19 ? 199 : t <= 21 ? 346 : t <= 23 ? 417 : t <= 25 ? 441 : t <= 27 ? 123 : t <= 29 ? 348 : 327] as r1705_n1
expect r1705_n1.wavefronts == 5
read f[t <= 0 ? 79 : t <= 1 ? 144 : t <= 2 ? 79 : t <= 3 ? 144 : t <= 4 ? 80 : t <= 5 ? 145 : t <= 6 ? 80 : t <= 8 ? 145 : t <= 9 ? 111 : t <= 10 ? 145 : t <= 12 ? 111 : t <= 13 ? 112 : t <= 14 ? 111 : t <= 16 ? 112 : t <= 17 ? 81 : t <= 18 ? 112 : t <= 19 ? 81 : t <= 20 ? 145 : t <= 21 ? 111 : t <= 22 ? 145 : t <= 23 ? 111 : t <= 24 ? 79 : t <= 25 ? 144 : t <= 26 ? 79 : t <= 27 ? 144 : t <= 28 ? 176 : t <= 29 ? 177 : t <= 30 ? 176 : 177] as r1706_n2c
expect r1706_n2c.wavefronts == 4
write v[t <= 0 ? 144 : t <= 12 ? 207 : t <= 19 ? 144 : t <= 23 ? 406 : 144] if (547100673 >> t & 1) != 0 as r1707_few
expect r1707_few.wavefronts == 4
write f[t <= 11 ? 294 : t <= 19 ? 242 : t <= 21 ? 339 : 134] if (69732352 >> t & 1) != 0 as r1708_rand
expect r1708_rand.wavefronts == 2
write v[t <= 0 ? 425 : t <= 1 ? 336 : t <= 2 ? 425 : t <= 3 ? 336 : t <= 4 ? 214 : t <= 5 ? 167 : t <= 6 ? 214 : t <= 7 ? 167 : t <= 8 ? 453 : t <= 9 ? 459 : t <= 10 ? 453 : t <= 11 ? 459 : t <= 12 ? 162 : t <= 13 ? 225 : t <= 14 ? 162 : t <= 15 ? 225 : t <= 16 ? 269 : t <= 17 ? 325 : t <= 18 ? 269 : t <= 19 ? 325 : t <= 20 ? 324 : t <= 21 ? 293 : t <= 22 ? 324 : t <= 23 ? 293 : t <= 24 ? 4 : t <= 25 ? 336 : t <= 26 ? 4 : t <= 27 ? 336 : t <= 28 ? 163 : t <= 29 ? 469 : t <= 30 ? 163 : 469] as r1709_n2
expect r1709_n2.wavefronts == 6
read v[t <= 0 ? 283 : t <= 1 ? 387 : t <= 2 ? 283 : t <= 3 ? 387 : t <= 4 ? 221 : t <= 5 ? 166 : t <= 6 ? 221 : t <= 7 ? 166 : t <= 8 ? 155 : t <= 9 ? 475 : t <= 10 ? 155 : t <= 11 ? 475 : t <= 14 ? 287 : t <= 16 ? 478 : t <= 17 ? 85 : t <= 18 ? 386 : t <= 19 ? 85 : t <= 20 ? 336 : t <= 21 ? 73 : t <= 22 ? 336 : t <= 25 ? 104 : t <= 30 ? 87 : 80] if (3531563007 >> t & 1) != 0 as r1710_n2s
expect r1710_n2s.wavefronts == 7
read w[t <= 15 ? 382 : t <= 16 ? 126 : 382] if (507904 >> t & 1) != 0 as r1711_few
expect r1711_few.wavefronts == 3
read v[t <= 1 ? 105 : t <= 3 ? 341 : t <= 5 ? 252 : t <= 7 ? 5 : t <= 9 ? 97 : t <= 11 ? 505 : t <= 13 ? 76 : t <= 15 ? 434 : t <= 17 ? 229 : t <= 18 ? 345 : t <= 19 ? 26 : t <= 20 ? 47 : t <= 21 ? 206 : t <= 23 ? 115 : t <= 24 ? 241 : t <= 25 ? 168 : t <= 27 ? 11 : t <= 29 ? 429 : 351] as r1712_n1s
expect r1712_n1s.wavefronts == 6
read f[t <= 0 ? 92 : t <= 1 ? 93 : t <= 2 ? 92 : t <= 3 ? 93 : t <= 4 ? 125 : t <= 5 ? 126 : t <= 6 ? 125 : t <= 7 ? 126 : t <= 8 ? 30 : t <= 9 ? 92 : t <= 10 ? 30 : t <= 11 ? 92 : t <= 14 ? 60 : t <= 16 ? 29 : t <= 17 ? 94 : t <= 18 ? 29 : t <= 20 ? 62 : t <= 21 ? 124 : t <= 22 ? 62 : t <= 23 ? 124 : t <= 24 ? 60 : t <= 25 ? 29 : t <= 26 ? 60 : t <= 28 ? 125 : t <= 29 ? 94 : t <= 30 ? 125 : 94] if (4160217087 >> t & 1) != 0 as r1713_n2c
expect r1713_n2c.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 63 : t <= 3 ? 88 : t <= 4 ? 80 : t <= 5 ? 89 : t <= 6 ? 80 : t <= 9 ? 71 : t <= 10 ? 81 : t <= 11 ? 71 : t <= 12 ? 87 : t <= 13 ? 80 : t <= 14 ? 87 : t <= 16 ? 80 : t <= 17 ? 89 : t <= 21 ? 71 : t <= 22 ? 73 : t <= 23 ? 71 : t <= 24 ? 87 : t <= 25 ? 64 : t <= 26 ? 87 : t <= 27 ? 64 : t <= 28 ? 88 : t <= 29 ? 73 : t <= 30 ? 88 : 73] if (4293131899 >> t & 1) != 0 as r1714_n2c
expect r1714_n2c.wavefronts == 6
read f[t <= 1 ? 63 : t <= 3 ? 64 : t <= 5 ? 63 : t <= 7 ? 64 : t <= 9 ? 127 : t <= 10 ? 160 : t <= 14 ? 128 : t <= 17 ? 63 : t <= 19 ? 160 : t <= 21 ? 159 : t <= 25 ? 95 : t <= 27 ? 160 : t <= 28 ? 159 : 160] if (1597720570 >> t & 1) != 0 as r1715_n1c
expect r1715_n1c.wavefronts == 4
read v[t <= 1 ? 24 : t <= 7 ? 401 : t <= 8 ? 377 : t <= 9 ? 401 : t <= 10 ? 377 : t <= 12 ? 401 : t <= 13 ? 377 : t <= 16 ? 401 : t <= 19 ? 377 : t <= 22 ? 401 : t <= 27 ? 377 : 401] if (2823649154 >> t & 1) != 0 as r1716_few
expect r1716_few.wavefronts == 7
write w[t <= 0 ? 51 : t <= 1 ? 116 : t <= 2 ? 325 : t <= 3 ? 291 : t <= 4 ? 344 : t <= 5 ? 386 : t <= 6 ? 307 : t <= 7 ? 352 : t <= 8 ? 454 : t <= 9 ? 195 : t <= 10 ? 170 : t <= 11 ? 47 : t <= 12 ? 267 : t <= 13 ? 468 : t <= 14 ? 145 : t <= 15 ? 91 : t <= 16 ? 269 : t <= 17 ? 342 : t <= 18 ? 417 : t <= 19 ? 302 : t <= 20 ? 1 : t <= 21 ? 21 : t <= 22 ? 78 : t <= 23 ? 22 : t <= 24 ? 210 : t <= 25 ? 400 : t <= 26 ? 419 : t <= 27 ? 33 : t <= 28 ? 207 : t <= 29 ? 60 : t <= 30 ? 292 : 497] as r1717_rand
expect r1717_rand.wavefronts == 8
read w[t <= 0 ? 439 : t <= 2 ? 374 : t <= 7 ? 276 : t <= 13 ? 307 : t <= 14 ? 113 : t <= 16 ? 189 : t <= 18 ? 298 : t <= 19 ? 318 : t <= 20 ? 378 : t <= 22 ? 240 : t <= 23 ? 237 : t <= 24 ? 418 : t <= 26 ? 178 : t <= 28 ? 419 : t <= 29 ? 321 : 477] if (3051184261 >> t & 1) != 0 as r1718_rand
expect r1718_rand.wavefronts == 4
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 85 : t <= 3 ? 282 : t <= 5 ? 316 : t <= 7 ? 435 : t <= 9 ? 17 : t <= 11 ? 505 : t <= 13 ? 197 : t <= 15 ? 433 : t <= 17 ? 206 : t <= 19 ? 104 : t <= 21 ? 22 : t <= 23 ? 324 : t <= 25 ? 184 : t <= 27 ? 167 : t <= 29 ? 262 : 441] as r1719_n1
expect r1719_n1.wavefronts == 6
write w[t <= 1 ? 141 : t <= 2 ? 108 : t <= 5 ? 110 : t <= 12 ? 140 : t <= 13 ? 109 : 125] if (134230054 >> t & 1) != 0 as r1720_n2c
expect r1720_n2c.wavefronts == 3
read v[t <= 10 ? 171 : t <= 13 ? 36 : 475] if (536880128 >> t & 1) != 0 as r1721_n2s
expect r1721_n2s.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[6] if (17119282 >> t & 1) != 0 as r1722_bcast
expect r1722_bcast.wavefronts == 2
read w[3 * t + 320] if (2097136 >> t & 1) != 0 as r1723_stride
expect r1723_stride.wavefronts == 2
read v[461] if (3220688503 >> t & 1) != 0 as r1724_bcast
expect r1724_bcast.wavefronts == 2
write v[33] if (4026531831 >> t & 1) != 0 as r1725_bcast
expect r1725_bcast.wavefronts == 4
write w[t <= 3 ? 389 : t <= 5 ? 222 : t <= 7 ? 389 : t <= 16 ? 222 : t <= 22 ? 389 : 222] if (306249912 >> t & 1) != 0 as r1726_few
expect r1726_few.wavefronts == 2
write w[t <= 8 ? 210 : t <= 9 ? 474 : t <= 10 ? 210 : t <= 11 ? 474 : t <= 12 ? 104 : t <= 13 ? 126 : t <= 14 ? 104 : t <= 15 ? 126 : t <= 16 ? 295 : t <= 17 ? 82 : t <= 18 ? 295 : t <= 19 ? 82 : t <= 20 ? 77 : t <= 21 ? 104 : t <= 22 ? 77 : t <= 23 ? 104 : t <= 24 ? 21 : t <= 25 ? 502 : t <= 26 ? 21 : t <= 27 ? 502 : t <= 28 ? 226 : 314] if (1073741568 >> t & 1) != 0 as r1727_n2
expect r1727_n2.wavefronts == 3
write v[t <= 0 ? 119 : t <= 3 ? 435 : t <= 5 ? 277 : t <= 7 ? 144 : t <= 9 ? 237 : t <= 11 ? 336 : t <= 13 ? 418 : t <= 15 ? 174 : t <= 17 ? 165 : t <= 18 ? 324 : t <= 21 ? 53 : t <= 23 ? 72 : t <= 25 ? 336 : t <= 26 ? 20 : t <= 27 ? 124 : t <= 29 ? 493 : t <= 30 ? 57 : 152] if (4025920189 >> t & 1) != 0 as r1728_n1s
expect r1728_n1s.wavefronts == 6
write w[t <= 2 ? 497 : t <= 6 ? 38 : t <= 7 ? 50 : t <= 9 ? 0 : t <= 10 ? 489 : t <= 11 ? 0 : t <= 12 ? 350 : t <= 15 ? 482 : t <= 17 ? 430 : t <= 22 ? 75 : t <= 25 ? 154 : t <= 26 ? 65 : t <= 28 ? 280 : t <= 29 ? 145 : 280] if (1984077525 >> t & 1) != 0 as r1729_n2s
expect r1729_n2s.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 281 : t <= 2 ? 14 : t <= 5 ? 149 : t <= 6 ? 211 : t <= 9 ? 325 : t <= 11 ? 490 : t <= 15 ? 49 : t <= 17 ? 425 : t <= 19 ? 37 : t <= 20 ? 357 : t <= 24 ? 59 : t <= 29 ? 134 : 108] if (1897909877 >> t & 1) != 0 as r1730_n1s
expect r1730_n1s.wavefronts == 4
write w[t <= 0 ? 449 : t <= 1 ? 437 : t <= 2 ? 39 : t <= 3 ? 385 : t <= 4 ? 76 : t <= 5 ? 280 : t <= 6 ? 348 : t <= 7 ? 357 : t <= 10 ? 378 : t <= 11 ? 221 : t <= 12 ? 32 : t <= 13 ? 362 : t <= 15 ? 34 : t <= 16 ? 378 : t <= 17 ? 273 : t <= 18 ? 208 : t <= 19 ? 293 : t <= 21 ? 330 : t <= 22 ? 104 : t <= 23 ? 480 : t <= 24 ? 313 : t <= 25 ? 142 : t <= 26 ? 120 : t <= 27 ? 164 : t <= 28 ? 129 : 410] if (2683288831 >> t & 1) != 0 as r1731_rand
expect r1731_rand.wavefronts == 5
read w[5 * t + 101] as r1732_stride
expect r1732_stride.wavefronts == 2
read v[397] if (1 >> t & 1) != 0 as r1733_rand
expect r1733_rand.wavefronts == 1
read v[97 * t + -2029] if (6291456 >> t & 1) != 0 as r1734_n1
expect r1734_n1.wavefronts == 1
# Nsight's instrumented estimate: 1
read v[474] if (8396808 >> t & 1) != 0 as r1735_stride
expect r1735_stride.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 114 : t <= 3 ? 115 : t <= 4 ? 99 : t <= 7 ? 124 : t <= 8 ? 108 : t <= 9 ? 98 : t <= 10 ? 108 : t <= 12 ? 98 : t <= 13 ? 123 : t <= 14 ? 98 : t <= 16 ? 99 : t <= 20 ? 124 : t <= 21 ? 122 : t <= 22 ? 124 : t <= 23 ? 122 : t <= 24 ? 106 : t <= 25 ? 107 : t <= 26 ? 106 : t <= 28 ? 99 : t <= 29 ? 100 : t <= 30 ? 99 : 100] if (4160454587 >> t & 1) != 0 as r1736_n2c
expect r1736_n2c.wavefronts == 5
write v[t <= 1 ? 352 : t <= 2 ? 194 : t <= 3 ? 451 : t <= 4 ? 493 : t <= 6 ? 132 : t <= 9 ? 386 : t <= 10 ? 78 : t <= 11 ? 381 : t <= 14 ? 491 : t <= 15 ? 89 : t <= 18 ? 312 : t <= 19 ? 128 : t <= 20 ? 90 : t <= 23 ? 495 : t <= 26 ? 180 : t <= 27 ? 123 : t <= 29 ? 349 : t <= 30 ? 45 : 359] if (3969699422 >> t & 1) != 0 as r1737_rand
expect r1737_rand.wavefronts == 6
read v[154] if (2048 >> t & 1) != 0 as r1738_bcast
expect r1738_bcast.wavefronts == 1
read f[t <= 2 ? 349 : t <= 3 ? 147 : t <= 4 ? 228 : t <= 5 ? 380 : t <= 6 ? 228 : t <= 9 ? 416 : t <= 18 ? 347 : t <= 24 ? 133 : t <= 27 ? 221 : 245] if (688128636 >> t & 1) != 0 as r1739_n2
expect r1739_n2.wavefronts == 2
read f[t <= 21 ? 205 : 264] if (69206016 >> t & 1) != 0 as r1740_few
expect r1740_few.wavefronts == 1
read v[t <= 11 ? 59 : t <= 12 ? 23 : t <= 13 ? 279 : t <= 14 ? 23 : t <= 15 ? 279 : t <= 16 ? 66 : t <= 17 ? 129 : t <= 18 ? 66 : t <= 19 ? 129 : t <= 20 ? 176 : t <= 21 ? 462 : t <= 22 ? 176 : t <= 23 ? 462 : t <= 24 ? 340 : t <= 25 ? 135 : t <= 26 ? 340 : t <= 27 ? 135 : t <= 28 ? 1 : 16] if (1073739776 >> t & 1) != 0 as r1741_n2
expect r1741_n2.wavefronts == 4
read v[t <= 23 ? 104 : t <= 24 ? 115 : 349] if (58720256 >> t & 1) != 0 as r1742_n2
expect r1742_n2.wavefronts == 1
read w[t <= 0 ? 230 : t <= 5 ? 362 : t <= 8 ? 128 : t <= 13 ? 64 : t <= 25 ? 335 : 288] if (1124081953 >> t & 1) != 0 as r1743_n1
expect r1743_n1.wavefronts == 3
write v[t <= 1 ? 172 : t <= 3 ? 154 : t <= 5 ? 338 : t <= 7 ? 329 : t <= 9 ? 153 : t <= 11 ? 260 : t <= 13 ? 307 : t <= 15 ? 236 : t <= 17 ? 471 : t <= 19 ? 420 : t <= 21 ? 24 : t <= 23 ? 452 : t <= 25 ? 266 : t <= 27 ? 236 : t <= 28 ? 387 : 496] if (3758092287 >> t & 1) != 0 as r1744_n1
expect r1744_n1.wavefronts == 7
read w[t <= 12 ? 284 : t <= 13 ? 295 : t <= 14 ? 9 : t <= 15 ? 253 : t <= 16 ? 239 : t <= 17 ? 368 : t <= 18 ? 154 : t <= 19 ? 58 : t <= 20 ? 15 : t <= 21 ? 241 : t <= 22 ? 116 : t <= 23 ? 15 : t <= 24 ? 242 : t <= 25 ? 259 : t <= 26 ? 215 : t <= 27 ? 449 : t <= 28 ? 145 : t <= 29 ? 431 : 440] if (2147479552 >> t & 1) != 0 as r1745_rand
expect r1745_rand.wavefronts == 4
read v[t <= 5 ? 330 : t <= 20 ? 179 : 330] if (1076891680 >> t & 1) != 0 as r1746_few
expect r1746_few.wavefronts == 2
write f[t <= 0 ? 405 : t <= 1 ? 232 : t <= 2 ? 405 : t <= 3 ? 232 : t <= 4 ? 213 : t <= 5 ? 478 : t <= 6 ? 213 : t <= 7 ? 478 : t <= 8 ? 12 : t <= 9 ? 259 : t <= 10 ? 12 : t <= 11 ? 259 : t <= 12 ? 406 : t <= 13 ? 419 : t <= 14 ? 406 : t <= 15 ? 419 : t <= 16 ? 127 : t <= 17 ? 382 : t <= 18 ? 127 : t <= 19 ? 382 : t <= 20 ? 6 : t <= 21 ? 52 : t <= 22 ? 6 : t <= 23 ? 52 : t <= 24 ? 270 : t <= 25 ? 76 : t <= 26 ? 270 : t <= 27 ? 76 : t <= 28 ? 397 : t <= 29 ? 471 : t <= 30 ? 397 : 471] as r1747_n2
expect r1747_n2.wavefronts == 2
write v[t <= 1 ? 15 : t <= 3 ? 8 : t <= 5 ? 15 : t <= 7 ? 32 : t <= 9 ? 15 : t <= 11 ? 24 : t <= 13 ? 23 : t <= 15 ? 32 : t <= 17 ? 15 : t <= 19 ? 16 : t <= 21 ? 15 : t <= 23 ? 24 : t <= 25 ? 31 : t <= 27 ? 24 : t <= 29 ? 7 : 24] as r1748_n1c
expect r1748_n1c.wavefronts == 8
write w[347] if (2147483616 >> t & 1) != 0 as r1749_bcast
expect r1749_bcast.wavefronts == 2
read v[t <= 3 ? 180 : t <= 6 ? 181 : t <= 11 ? 289 : t <= 18 ? 225 : t <= 23 ? 120 : 458] if (42208328 >> t & 1) != 0 as r1750_n1
expect r1750_n1.wavefronts == 2
write w[t <= 0 ? 156 : t <= 1 ? 188 : t <= 2 ? 220 : t <= 4 ? 284 : t <= 5 ? 316 : t <= 6 ? 348 : t <= 7 ? 380 : t <= 8 ? 412 : t <= 9 ? 444 : t <= 10 ? 476 : t <= 11 ? 508 : t <= 13 ? 60 : t <= 14 ? 92 : t <= 15 ? 124 : t <= 17 ? 188 : t <= 18 ? 220 : t <= 21 ? 316 : t <= 22 ? 348 : t <= 25 ? 444 : t <= 26 ? 476 : t <= 27 ? 508 : 92] if (1315368951 >> t & 1) != 0 as r1751_stride
expect r1751_stride.wavefronts == 22
write v[t <= 0 ? 227 : t <= 6 ? 44 : t <= 8 ? 227 : t <= 9 ? 44 : t <= 11 ? 227 : t <= 12 ? 44 : t <= 14 ? 227 : t <= 17 ? 44 : t <= 18 ? 227 : t <= 20 ? 44 : t <= 21 ? 227 : t <= 23 ? 44 : t <= 24 ? 227 : t <= 26 ? 44 : t <= 30 ? 227 : 44] as r1752_few
expect r1752_few.wavefronts == 4
write v[t <= 0 ? 236 : t <= 20 ? 291 : 24] if (269484033 >> t & 1) != 0 as r1753_n1
expect r1753_n1.wavefronts == 3
read w[497] if (131072 >> t & 1) != 0 as r1754_few
expect r1754_few.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 9 ? 103 : t <= 10 ? 105 : t <= 14 ? 71 : t <= 16 ? 72 : t <= 26 ? 103 : t <= 27 ? 56 : 57] if (755062272 >> t & 1) != 0 as r1755_n2c
expect r1755_n2c.wavefronts == 2
write w[t <= 0 ? 99 : t <= 1 ? 161 : t <= 2 ? 99 : t <= 3 ? 161 : t <= 4 ? 243 : t <= 5 ? 393 : t <= 6 ? 243 : t <= 7 ? 393 : t <= 8 ? 452 : t <= 9 ? 150 : t <= 10 ? 452 : t <= 11 ? 150 : t <= 12 ? 183 : t <= 13 ? 11 : t <= 14 ? 183 : t <= 15 ? 11 : t <= 16 ? 396 : t <= 17 ? 82 : t <= 18 ? 396 : t <= 19 ? 82 : t <= 20 ? 472 : t <= 21 ? 176 : t <= 22 ? 472 : t <= 23 ? 176 : t <= 24 ? 429 : t <= 25 ? 76 : t <= 26 ? 429 : t <= 27 ? 76 : t <= 28 ? 393 : t <= 29 ? 219 : t <= 30 ? 393 : 219] as r1756_n2
expect r1756_n2.wavefronts == 4
read w[t <= 0 ? 442 : t <= 1 ? 385 : t <= 2 ? 442 : t <= 3 ? 385 : t <= 4 ? 58 : t <= 5 ? 231 : t <= 6 ? 58 : t <= 7 ? 231 : t <= 8 ? 466 : t <= 9 ? 277 : t <= 10 ? 466 : t <= 11 ? 387 : t <= 12 ? 211 : t <= 13 ? 424 : t <= 14 ? 211 : t <= 15 ? 148 : t <= 16 ? 369 : t <= 17 ? 220 : t <= 18 ? 369 : t <= 19 ? 220 : t <= 20 ? 365 : t <= 21 ? 85 : t <= 22 ? 165 : t <= 23 ? 85 : t <= 24 ? 155 : t <= 25 ? 253 : t <= 26 ? 155 : t <= 27 ? 253 : 263] if (2952790015 >> t & 1) != 0 as r1757_n2s
expect r1757_n2s.wavefronts == 4
write v[t <= 1 ? 123 : t <= 3 ? 116 : t <= 5 ? 99 : t <= 7 ? 116 : t <= 9 ? 107 : t <= 11 ? 108 : t <= 13 ? 123 : t <= 15 ? 124 : t <= 17 ? 99 : t <= 19 ? 116 : t <= 21 ? 115 : t <= 23 ? 100 : t <= 25 ? 107 : t <= 27 ? 100 : t <= 29 ? 123 : 100] as r1758_n1c
expect r1758_n1c.wavefronts == 8
read v[t <= 0 ? 274 : t <= 1 ? 286 : t <= 2 ? 298 : t <= 3 ? 310 : t <= 4 ? 322 : t <= 5 ? 334 : t <= 6 ? 346 : t <= 7 ? 358 : t <= 8 ? 370 : t <= 9 ? 382 : t <= 10 ? 394 : t <= 11 ? 406 : t <= 12 ? 418 : t <= 13 ? 430 : t <= 14 ? 442 : t <= 15 ? 454 : t <= 16 ? 466 : t <= 17 ? 478 : t <= 18 ? 490 : t <= 19 ? 502 : t <= 20 ? 2 : t <= 21 ? 14 : t <= 22 ? 26 : t <= 23 ? 38 : t <= 24 ? 50 : t <= 25 ? 62 : t <= 26 ? 74 : t <= 27 ? 86 : t <= 28 ? 98 : t <= 29 ? 110 : t <= 30 ? 122 : 134] as r1759_stride
expect r1759_stride.wavefronts == 16
read w[t <= 1 ? 260 : t <= 3 ? 204 : t <= 5 ? 52 : t <= 7 ? 363 : t <= 9 ? 45 : t <= 11 ? 111 : t <= 13 ? 160 : t <= 15 ? 62 : t <= 17 ? 90 : t <= 19 ? 102 : t <= 20 ? 417 : t <= 21 ? 304 : t <= 23 ? 502 : t <= 24 ? 419 : t <= 25 ? 481 : t <= 27 ? 199 : t <= 29 ? 69 : t <= 30 ? 100 : 501] as r1760_n1s
expect r1760_n1s.wavefronts == 4
read f[t <= 7 ? 351 : t <= 9 ? 23 : t <= 11 ? 306 : t <= 13 ? 143 : t <= 15 ? 119 : t <= 17 ? 243 : t <= 19 ? 201 : t <= 21 ? 152 : t <= 23 ? 250 : t <= 25 ? 184 : t <= 27 ? 91 : 461] if (536870848 >> t & 1) != 0 as r1761_n1
expect r1761_n1.wavefronts == 2
read w[7] if (41951232 >> t & 1) != 0 as r1762_bcast
expect r1762_bcast.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 3 ? 12 : t <= 6 ? 28 : t <= 7 ? 29 : t <= 9 ? 27 : t <= 10 ? 21 : t <= 14 ? 27 : t <= 17 ? 5 : t <= 18 ? 28 : t <= 19 ? 5 : t <= 21 ? 3 : t <= 22 ? 21 : t <= 25 ? 20 : t <= 26 ? 19 : t <= 28 ? 20 : 21] if (3060680410 >> t & 1) != 0 as r1763_n2c
expect r1763_n2c.wavefronts == 4
write f[t <= 0 ? 360 : t <= 10 ? 396 : t <= 13 ? 360 : t <= 22 ? 108 : t <= 27 ? 396 : 108] if (1480598529 >> t & 1) != 0 as r1764_few
expect r1764_few.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 5 ? 300 : t <= 9 ? 17 : t <= 15 ? 92 : 93] if (536904240 >> t & 1) != 0 as r1765_n1s
expect r1765_n1s.wavefronts == 2
read v[t <= 0 ? 361 : t <= 1 ? 377 : t <= 2 ? 393 : t <= 3 ? 409 : t <= 4 ? 425 : t <= 5 ? 441 : t <= 6 ? 457 : t <= 7 ? 473 : t <= 8 ? 489 : t <= 9 ? 505 : t <= 10 ? 9 : t <= 11 ? 25 : t <= 12 ? 41 : t <= 13 ? 57 : t <= 14 ? 73 : t <= 15 ? 89 : t <= 16 ? 105 : t <= 17 ? 121 : t <= 18 ? 137 : t <= 19 ? 153 : t <= 20 ? 169 : t <= 21 ? 185 : t <= 22 ? 201 : t <= 23 ? 217 : t <= 24 ? 233 : t <= 25 ? 249 : t <= 26 ? 265 : t <= 27 ? 281 : t <= 28 ? 297 : t <= 29 ? 313 : t <= 30 ? 329 : 345] as r1766_stride
expect r1766_stride.wavefronts == 32
# Nsight's instrumented estimate: 3
read v[t <= 5 ? 79 : t <= 8 ? 11 : t <= 9 ? 79 : t <= 10 ? 11 : t <= 21 ? 79 : t <= 22 ? 11 : t <= 23 ? 79 : t <= 24 ? 11 : t <= 26 ? 79 : 11] if (234485756 >> t & 1) != 0 as r1767_few
expect r1767_few.wavefronts == 4
read w[t <= 27 ? 190 : t <= 29 ? 438 : 53] if (4227858432 >> t & 1) != 0 as r1768_n1s
expect r1768_n1s.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 10 ? 501 : t <= 23 ? 362 : 266] if (545260544 >> t & 1) != 0 as r1769_n2s
expect r1769_n2s.wavefronts == 2
write f[t <= 1 ? 54 : t <= 3 ? 58 : t <= 5 ? 314 : t <= 7 ? 400 : t <= 9 ? 480 : t <= 11 ? 354 : t <= 13 ? 488 : t <= 14 ? 225 : t <= 17 ? 160 : t <= 19 ? 278 : t <= 21 ? 304 : t <= 23 ? 391 : t <= 25 ? 239 : t <= 26 ? 386 : t <= 29 ? 112 : 156] if (2012971006 >> t & 1) != 0 as r1770_n1
expect r1770_n1.wavefronts == 3
read w[t <= 0 ? 420 : t <= 1 ? 508 : t <= 2 ? 420 : t <= 3 ? 508 : t <= 4 ? 469 : t <= 5 ? 209 : t <= 6 ? 469 : t <= 7 ? 209 : t <= 8 ? 58 : t <= 9 ? 114 : t <= 10 ? 58 : t <= 11 ? 114 : t <= 12 ? 49 : t <= 13 ? 93 : t <= 14 ? 49 : t <= 15 ? 93 : t <= 16 ? 90 : t <= 17 ? 369 : t <= 18 ? 90 : t <= 19 ? 369 : t <= 20 ? 339 : t <= 21 ? 384 : t <= 22 ? 339 : t <= 23 ? 384 : t <= 24 ? 31 : t <= 25 ? 268 : t <= 26 ? 31 : t <= 27 ? 268 : t <= 28 ? 41 : t <= 29 ? 84 : t <= 30 ? 41 : 84] as r1771_n2
expect r1771_n2.wavefronts == 3
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 76 : t <= 1 ? 125 : t <= 2 ? 76 : t <= 3 ? 125 : t <= 4 ? 109 : t <= 5 ? 94 : t <= 6 ? 109 : t <= 8 ? 94 : t <= 9 ? 124 : t <= 10 ? 94 : t <= 11 ? 124 : t <= 12 ? 92 : t <= 13 ? 125 : t <= 14 ? 92 : t <= 15 ? 125 : t <= 16 ? 93 : t <= 17 ? 94 : t <= 18 ? 93 : t <= 19 ? 94 : t <= 20 ? 110 : t <= 21 ? 108 : t <= 22 ? 110 : t <= 23 ? 108 : t <= 24 ? 124 : t <= 25 ? 77 : t <= 26 ? 124 : t <= 27 ? 77 : t <= 28 ? 125 : t <= 29 ? 110 : t <= 30 ? 125 : 110] as r1772_n2c
expect r1772_n2c.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 154 : t <= 9 ? 71 : t <= 13 ? 292 : t <= 15 ? 90 : t <= 17 ? 319 : t <= 19 ? 255 : t <= 20 ? 250 : t <= 22 ? 252 : 64] if (1079698177 >> t & 1) != 0 as r1773_n1
expect r1773_n1.wavefronts == 3
write v[t <= 1 ? 24 : t <= 3 ? 30 : t <= 5 ? 309 : t <= 7 ? 132 : t <= 9 ? 215 : t <= 11 ? 234 : t <= 13 ? 84 : t <= 14 ? 432 : t <= 15 ? 29 : t <= 17 ? 77 : t <= 19 ? 396 : t <= 21 ? 281 : t <= 23 ? 179 : t <= 25 ? 418 : t <= 27 ? 210 : t <= 29 ? 86 : 254] as r1774_n1s
expect r1774_n1s.wavefronts == 5
read w[t <= 3 ? 365 : t <= 4 ? 498 : t <= 5 ? 365 : t <= 6 ? 25 : t <= 7 ? 498 : t <= 8 ? 365 : t <= 9 ? 25 : t <= 12 ? 328 : t <= 13 ? 498 : t <= 14 ? 328 : t <= 15 ? 25 : t <= 16 ? 498 : t <= 17 ? 25 : t <= 18 ? 498 : t <= 19 ? 328 : t <= 20 ? 498 : t <= 22 ? 25 : t <= 23 ? 498 : t <= 25 ? 328 : t <= 26 ? 498 : t <= 27 ? 328 : t <= 28 ? 498 : t <= 29 ? 365 : t <= 30 ? 498 : 365] as r1775_few
expect r1775_few.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 71 : t <= 1 ? 363 : t <= 2 ? 71 : t <= 3 ? 363 : t <= 4 ? 58 : t <= 5 ? 308 : t <= 6 ? 58 : t <= 7 ? 308 : t <= 8 ? 328 : t <= 9 ? 324 : t <= 10 ? 328 : t <= 11 ? 324 : t <= 12 ? 446 : t <= 13 ? 140 : t <= 14 ? 446 : t <= 15 ? 140 : t <= 16 ? 482 : t <= 17 ? 223 : t <= 18 ? 482 : t <= 19 ? 223 : t <= 20 ? 136 : t <= 21 ? 202 : t <= 22 ? 136 : t <= 23 ? 202 : t <= 24 ? 485 : t <= 25 ? 108 : t <= 26 ? 485 : t <= 27 ? 108 : t <= 28 ? 155 : t <= 29 ? 102 : t <= 30 ? 155 : 102] as r1776_n2
expect r1776_n2.wavefronts == 2
write w[t <= 1 ? 230 : t <= 6 ? 32 : t <= 7 ? 230 : t <= 14 ? 32 : t <= 15 ? 230 : t <= 16 ? 32 : t <= 17 ? 230 : t <= 19 ? 32 : t <= 21 ? 230 : t <= 22 ? 32 : t <= 26 ? 230 : t <= 28 ? 32 : 230] if (4293914331 >> t & 1) != 0 as r1777_few
expect r1777_few.wavefronts == 2
read v[483] if (268435456 >> t & 1) != 0 as r1778_n2s
expect r1778_n2s.wavefronts == 1
read w[t <= 0 ? 407 : t <= 1 ? 301 : t <= 2 ? 407 : t <= 3 ? 301 : t <= 4 ? 382 : t <= 5 ? 480 : t <= 6 ? 41 : t <= 7 ? 480 : t <= 8 ? 290 : t <= 9 ? 132 : t <= 10 ? 290 : t <= 11 ? 132 : t <= 12 ? 209 : t <= 13 ? 233 : t <= 14 ? 209 : t <= 15 ? 233 : t <= 16 ? 490 : t <= 17 ? 300 : t <= 18 ? 490 : t <= 19 ? 300 : t <= 20 ? 210 : t <= 21 ? 28 : t <= 22 ? 191 : t <= 23 ? 28 : t <= 24 ? 33 : t <= 25 ? 188 : t <= 26 ? 33 : t <= 27 ? 188 : t <= 28 ? 496 : t <= 29 ? 420 : t <= 30 ? 496 : 60] as r1779_n2s
expect r1779_n2s.wavefronts == 6
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 53 : t <= 3 ? 54 : t <= 5 ? 21 : t <= 7 ? 38 : t <= 9 ? 37 : t <= 11 ? 6 : t <= 13 ? 53 : t <= 15 ? 6 : t <= 17 ? 5 : t <= 19 ? 54 : t <= 21 ? 5 : t <= 23 ? 54 : t <= 25 ? 37 : t <= 27 ? 38 : t <= 29 ? 53 : 22] as r1780_n1c
expect r1780_n1c.wavefronts == 4
write v[t <= 1 ? 127 : t <= 3 ? 128 : t <= 5 ? 119 : t <= 7 ? 120 : t <= 9 ? 127 : t <= 11 ? 136 : t <= 13 ? 127 : t <= 15 ? 128 : t <= 17 ? 119 : t <= 19 ? 136 : t <= 21 ? 127 : t <= 23 ? 128 : t <= 25 ? 127 : t <= 27 ? 120 : t <= 29 ? 111 : 120] as r1781_n1c
expect r1781_n1c.wavefronts == 8
read f[377] if (2763034285 >> t & 1) != 0 as r1782_bcast
expect r1782_bcast.wavefronts == 1
write w[t <= 22 ? 474 : t <= 25 ? 244 : 188] if (104857600 >> t & 1) != 0 as r1783_n2s
expect r1783_n2s.wavefronts == 1
write v[t <= 1 ? 184 : t <= 3 ? 12 : t <= 5 ? 430 : t <= 6 ? 191 : t <= 9 ? 395 : t <= 11 ? 6 : t <= 13 ? 312 : t <= 15 ? 259 : t <= 16 ? 26 : t <= 23 ? 332 : t <= 27 ? 92 : 283] if (3363957375 >> t & 1) != 0 as r1784_n1
expect r1784_n1.wavefronts == 5
read w[329] if (33554432 >> t & 1) != 0 as r1785_bcast
expect r1785_bcast.wavefronts == 1
write w[t <= 3 ? 511 : t <= 13 ? 197 : t <= 16 ? 154 : t <= 29 ? 38 : 21] if (1610686472 >> t & 1) != 0 as r1786_n2
expect r1786_n2.wavefronts == 2
read w[t <= 1 ? 502 : t <= 3 ? 299 : t <= 5 ? 139 : t <= 7 ? 266 : t <= 9 ? 109 : t <= 11 ? 87 : t <= 13 ? 81 : t <= 15 ? 442 : t <= 16 ? 107 : t <= 17 ? 204 : t <= 19 ? 453 : t <= 20 ? 75 : t <= 21 ? 370 : t <= 23 ? 113 : t <= 25 ? 491 : t <= 27 ? 344 : t <= 29 ? 166 : 148] as r1787_n1s
expect r1787_n1s.wavefronts == 5
read f[t <= 0 ? 470 : t <= 1 ? 478 : t <= 2 ? 486 : t <= 3 ? 494 : t <= 4 ? 502 : t <= 5 ? 510 : t <= 6 ? 6 : t <= 7 ? 14 : t <= 8 ? 22 : t <= 9 ? 30 : t <= 10 ? 38 : t <= 11 ? 46 : t <= 12 ? 54 : t <= 13 ? 62 : t <= 14 ? 70 : t <= 15 ? 78 : t <= 16 ? 86 : t <= 17 ? 94 : t <= 18 ? 102 : t <= 19 ? 110 : t <= 20 ? 118 : t <= 21 ? 126 : t <= 22 ? 134 : t <= 23 ? 142 : t <= 24 ? 150 : t <= 25 ? 158 : t <= 26 ? 166 : t <= 27 ? 174 : t <= 28 ? 182 : t <= 29 ? 190 : t <= 30 ? 198 : 206] as r1788_stride
expect r1788_stride.wavefronts == 8
write w[t <= 0 ? 9 : t <= 2 ? 263 : t <= 3 ? 203 : t <= 5 ? 9 : t <= 7 ? 203 : t <= 10 ? 263 : t <= 11 ? 203 : t <= 12 ? 263 : t <= 13 ? 203 : t <= 14 ? 9 : t <= 17 ? 263 : t <= 19 ? 9 : t <= 22 ? 263 : t <= 23 ? 9 : t <= 24 ? 263 : t <= 25 ? 203 : t <= 26 ? 9 : t <= 27 ? 263 : t <= 28 ? 203 : t <= 29 ? 9 : t <= 30 ? 263 : 9] as r1789_few
expect r1789_few.wavefronts == 2
read v[t <= 0 ? 62 : t <= 3 ? 71 : t <= 4 ? 70 : t <= 9 ? 86 : t <= 12 ? 78 : t <= 24 ? 62 : 71] if (1090523677 >> t & 1) != 0 as r1790_n1c
expect r1790_n1c.wavefronts == 5
read w[t <= 1 ? 206 : t <= 3 ? 17 : t <= 5 ? 54 : t <= 7 ? 312 : t <= 9 ? 182 : t <= 11 ? 491 : t <= 13 ? 219 : t <= 14 ? 383 : t <= 15 ? 186 : t <= 17 ? 237 : t <= 19 ? 282 : t <= 21 ? 497 : t <= 23 ? 267 : t <= 25 ? 420 : t <= 27 ? 120 : t <= 29 ? 235 : 493] as r1791_n1s
expect r1791_n1s.wavefronts == 4
write w[t <= 0 ? 326 : t <= 1 ? 167 : t <= 2 ? 326 : t <= 4 ? 244 : t <= 5 ? 162 : t <= 8 ? 292 : t <= 9 ? 363 : t <= 10 ? 292 : t <= 11 ? 457 : t <= 12 ? 205 : t <= 13 ? 362 : t <= 14 ? 205 : t <= 15 ? 362 : t <= 18 ? 318 : t <= 19 ? 381 : t <= 20 ? 22 : t <= 21 ? 337 : t <= 22 ? 22 : t <= 23 ? 337 : t <= 24 ? 311 : t <= 25 ? 406 : t <= 26 ? 311 : t <= 27 ? 406 : t <= 28 ? 21 : t <= 29 ? 114 : t <= 30 ? 21 : 114] if (4294836023 >> t & 1) != 0 as r1792_n2s
expect r1792_n2s.wavefronts == 4
read v[t <= 7 ? 293 : t <= 8 ? 165 : t <= 12 ? 394 : t <= 14 ? 293 : t <= 15 ? 394 : t <= 17 ? 165 : t <= 20 ? 293 : t <= 21 ? 165 : t <= 24 ? 394 : t <= 27 ? 293 : 165] if (691983261 >> t & 1) != 0 as r1793_few
expect r1793_few.wavefronts == 7
read v[t <= 0 ? 383 : t <= 3 ? 147 : t <= 6 ? 383 : t <= 8 ? 121 : t <= 9 ? 383 : t <= 10 ? 121 : t <= 11 ? 95 : t <= 14 ? 383 : t <= 17 ? 121 : t <= 19 ? 383 : t <= 21 ? 147 : t <= 22 ? 121 : t <= 23 ? 95 : t <= 24 ? 147 : t <= 26 ? 95 : t <= 27 ? 147 : t <= 30 ? 121 : 95] as r1794_few
expect r1794_few.wavefronts == 6
write v[413] as r1795_bcast
expect r1795_bcast.wavefronts == 4
write w[t <= 1 ? 309 : t <= 5 ? 193 : 510] if (2147483682 >> t & 1) != 0 as r1796_n2
expect r1796_n2.wavefronts == 2
read v[t <= 0 ? 74 : t <= 1 ? 364 : t <= 2 ? 74 : t <= 6 ? 283 : t <= 7 ? 9 : t <= 8 ? 99 : t <= 9 ? 150 : t <= 10 ? 99 : t <= 11 ? 135 : t <= 12 ? 231 : t <= 13 ? 177 : t <= 14 ? 231 : t <= 15 ? 177 : t <= 16 ? 441 : t <= 17 ? 296 : t <= 18 ? 441 : t <= 19 ? 296 : t <= 20 ? 186 : t <= 21 ? 69 : t <= 22 ? 186 : t <= 23 ? 69 : t <= 24 ? 208 : t <= 25 ? 501 : t <= 26 ? 208 : t <= 27 ? 501 : t <= 28 ? 34 : t <= 29 ? 509 : 34] if (2147483607 >> t & 1) != 0 as r1797_n2s
expect r1797_n2s.wavefronts == 6
read v[t <= 4 ? 356 : t <= 6 ? 161 : t <= 9 ? 45 : 247] if (3146320 >> t & 1) != 0 as r1798_n1
expect r1798_n1.wavefronts == 2
write w[t <= 1 ? 144 : t <= 8 ? 304 : t <= 9 ? 131 : t <= 17 ? 374 : t <= 23 ? 182 : t <= 27 ? 372 : t <= 30 ? 435 : 282] if (3363963650 >> t & 1) != 0 as r1799_n2
expect r1799_n2.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 5 ? 65 : t <= 7 ? 18 : t <= 9 ? 65 : t <= 11 ? 18 : t <= 13 ? 33 : t <= 15 ? 50 : t <= 17 ? 17 : t <= 19 ? 18 : t <= 21 ? 65 : t <= 23 ? 50 : t <= 25 ? 49 : t <= 26 ? 50 : t <= 29 ? 49 : 50] if (4143972338 >> t & 1) != 0 as r1800_n1c
expect r1800_n1c.wavefronts == 4
read w[274] as r1801_bcast
expect r1801_bcast.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 169 : t <= 3 ? 354 : t <= 5 ? 431 : t <= 7 ? 260 : t <= 9 ? 139 : t <= 11 ? 441 : t <= 13 ? 460 : t <= 15 ? 271 : t <= 17 ? 22 : t <= 19 ? 120 : t <= 21 ? 453 : t <= 23 ? 240 : t <= 25 ? 256 : t <= 27 ? 480 : t <= 29 ? 251 : 68] as r1802_n1
expect r1802_n1.wavefronts == 3
write v[5 * t + 80] if (504234048 >> t & 1) != 0 as r1803_stride
expect r1803_stride.wavefronts == 3
read f[303] as r1804_bcast
expect r1804_bcast.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 146 : t <= 3 ? 139 : t <= 5 ? 122 : t <= 7 ? 131 : t <= 9 ? 138 : t <= 11 ? 147 : t <= 13 ? 146 : t <= 15 ? 147 : t <= 17 ? 138 : t <= 19 ? 147 : t <= 21 ? 122 : t <= 23 ? 123 : t <= 25 ? 130 : t <= 27 ? 139 : t <= 29 ? 138 : 123] as r1805_n1c
expect r1805_n1c.wavefronts == 6
write v[t <= 0 ? 75 : t <= 2 ? 60 : t <= 5 ? 75 : t <= 7 ? 76 : t <= 9 ? 67 : t <= 10 ? 60 : t <= 17 ? 83 : t <= 18 ? 68 : t <= 21 ? 67 : t <= 23 ? 76 : t <= 25 ? 67 : t <= 27 ? 76 : 84] if (3404142501 >> t & 1) != 0 as r1806_n1c
expect r1806_n1c.wavefronts == 8
write w[156] if (4127194623 >> t & 1) != 0 as r1807_bcast
expect r1807_bcast.wavefronts == 2
read w[t <= 7 ? 468 : t <= 12 ? 42 : t <= 15 ? 503 : 141] if (561280 >> t & 1) != 0 as r1808_n2s
expect r1808_n2s.wavefronts == 1
read f[t <= 1 ? 287 : t <= 2 ? 310 : t <= 4 ? 299 : t <= 13 ? 350 : 405] if (28694 >> t & 1) != 0 as r1809_n1s
expect r1809_n1s.wavefronts == 1
write w[t <= 2 ? 203 : t <= 8 ? 197 : 398] if (1077936388 >> t & 1) != 0 as r1810_few
expect r1810_few.wavefronts == 2
write v[t <= 1 ? 301 : t <= 3 ? 351 : t <= 5 ? 174 : t <= 7 ? 111 : t <= 9 ? 272 : t <= 11 ? 412 : t <= 13 ? 203 : t <= 15 ? 233 : t <= 17 ? 25 : t <= 19 ? 448 : t <= 21 ? 93 : t <= 23 ? 129 : t <= 25 ? 405 : t <= 27 ? 320 : t <= 29 ? 246 : 421] as r1811_n1
expect r1811_n1.wavefronts == 7
read w[t <= 1 ? 72 : t <= 2 ? 291 : t <= 4 ? 436 : t <= 6 ? 442 : t <= 7 ? 469 : t <= 8 ? 104 : t <= 9 ? 431 : t <= 10 ? 216 : t <= 11 ? 460 : t <= 12 ? 92 : t <= 13 ? 209 : t <= 15 ? 4 : t <= 16 ? 17 : t <= 17 ? 500 : t <= 18 ? 188 : t <= 19 ? 414 : t <= 20 ? 37 : t <= 21 ? 272 : t <= 22 ? 343 : t <= 23 ? 143 : t <= 24 ? 395 : t <= 26 ? 87 : t <= 28 ? 206 : t <= 29 ? 477 : t <= 30 ? 462 : 396] if (4127178710 >> t & 1) != 0 as r1812_rand
expect r1812_rand.wavefronts == 6
read f[t <= 0 ? 509 : t <= 2 ? 35 : t <= 6 ? 249 : t <= 7 ? 509 : t <= 9 ? 35 : t <= 10 ? 249 : t <= 16 ? 35 : t <= 20 ? 509 : t <= 23 ? 35 : t <= 24 ? 249 : t <= 25 ? 35 : t <= 27 ? 63 : t <= 29 ? 249 : t <= 30 ? 63 : 249] if (3955058405 >> t & 1) != 0 as r1813_few
expect r1813_few.wavefronts == 1
read w[t <= 0 ? 179 : t <= 1 ? 272 : t <= 2 ? 228 : t <= 3 ? 380 : t <= 4 ? 138 : t <= 5 ? 289 : t <= 6 ? 368 : t <= 7 ? 404 : t <= 8 ? 403 : t <= 10 ? 451 : t <= 11 ? 501 : t <= 12 ? 148 : t <= 13 ? 449 : t <= 14 ? 309 : t <= 15 ? 323 : t <= 16 ? 115 : t <= 17 ? 169 : t <= 18 ? 138 : t <= 19 ? 354 : t <= 20 ? 475 : t <= 21 ? 11 : t <= 22 ? 433 : t <= 23 ? 403 : t <= 24 ? 264 : t <= 25 ? 34 : t <= 26 ? 102 : t <= 27 ? 192 : t <= 28 ? 21 : t <= 29 ? 126 : t <= 30 ? 347 : 164] as r1814_rand
expect r1814_rand.wavefronts == 7
read v[t <= 13 ? 369 : t <= 14 ? 421 : t <= 15 ? 195 : t <= 16 ? 73 : 494] if (253952 >> t & 1) != 0 as r1815_rand
expect r1815_rand.wavefronts == 2
write f[t <= 1 ? 132 : t <= 3 ? 165 : t <= 5 ? 196 : t <= 7 ? 101 : t <= 9 ? 100 : t <= 11 ? 197 : t <= 13 ? 196 : t <= 15 ? 165 : t <= 17 ? 164 : t <= 19 ? 197 : t <= 21 ? 164 : t <= 23 ? 133 : t <= 25 ? 100 : t <= 27 ? 101 : t <= 29 ? 196 : 101] as r1816_n1c
expect r1816_n1c.wavefronts == 4
read w[32 * t + 164] if (15 >> t & 1) != 0 as r1817_stride
expect r1817_stride.wavefronts == 4
write w[t <= 3 ? 82 : t <= 7 ? 130 : t <= 9 ? 113 : t <= 11 ? 114 : t <= 16 ? 113 : t <= 19 ? 114 : t <= 21 ? 81 : t <= 27 ? 82 : 98] if (3433892556 >> t & 1) != 0 as r1818_n1c
expect r1818_n1c.wavefronts == 6
write v[t <= 0 ? 135 : t <= 1 ? 316 : t <= 2 ? 79 : t <= 3 ? 358 : t <= 4 ? 393 : t <= 5 ? 269 : t <= 6 ? 373 : t <= 7 ? 26 : t <= 9 ? 141 : t <= 10 ? 297 : t <= 11 ? 380 : t <= 12 ? 344 : t <= 13 ? 369 : t <= 14 ? 110 : t <= 15 ? 34 : t <= 17 ? 445 : t <= 18 ? 425 : t <= 19 ? 4 : t <= 20 ? 222 : t <= 21 ? 188 : t <= 22 ? 419 : t <= 23 ? 269 : t <= 24 ? 223 : t <= 25 ? 511 : t <= 26 ? 10 : t <= 27 ? 444 : t <= 28 ? 64 : t <= 30 ? 254 : 141] if (3758030591 >> t & 1) != 0 as r1819_rand
expect r1819_rand.wavefronts == 8
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 95 : t <= 1 ? 112 : t <= 2 ? 95 : t <= 4 ? 112 : t <= 5 ? 129 : t <= 6 ? 112 : t <= 7 ? 129 : t <= 8 ? 113 : t <= 9 ? 95 : t <= 10 ? 113 : t <= 11 ? 95 : t <= 12 ? 143 : t <= 13 ? 112 : t <= 14 ? 143 : t <= 16 ? 112 : t <= 17 ? 97 : t <= 18 ? 112 : t <= 19 ? 97 : t <= 20 ? 113 : t <= 21 ? 111 : t <= 22 ? 113 : t <= 23 ? 111 : t <= 24 ? 127 : t <= 25 ? 144 : t <= 26 ? 127 : t <= 27 ? 144 : t <= 28 ? 128 : t <= 29 ? 113 : t <= 30 ? 128 : 113] as r1820_n2c
expect r1820_n2c.wavefronts == 4
read v[5 * t + 229] if (172032264 >> t & 1) != 0 as r1821_stride
expect r1821_stride.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 464 : t <= 3 ? 128 : t <= 5 ? 80 : t <= 7 ? 160 : t <= 9 ? 319 : t <= 11 ? 40 : t <= 13 ? 224 : t <= 15 ? 235 : t <= 17 ? 143 : t <= 19 ? 419 : t <= 21 ? 297 : t <= 23 ? 430 : t <= 25 ? 12 : t <= 27 ? 88 : t <= 29 ? 102 : 306] as r1822_n1
expect r1822_n1.wavefronts == 5
write w[t <= 1 ? 202 : t <= 4 ? 99 : t <= 7 ? 202 : t <= 8 ? 99 : t <= 10 ? 202 : t <= 11 ? 99 : t <= 13 ? 202 : t <= 15 ? 99 : t <= 16 ? 202 : t <= 17 ? 99 : t <= 18 ? 202 : t <= 19 ? 99 : t <= 20 ? 202 : t <= 21 ? 99 : t <= 23 ? 202 : t <= 24 ? 99 : 202] as r1823_few
expect r1823_few.wavefronts == 2
read v[t <= 0 ? 301 : t <= 1 ? 313 : t <= 2 ? 325 : t <= 4 ? 349 : t <= 6 ? 373 : t <= 7 ? 385 : t <= 8 ? 397 : t <= 9 ? 409 : t <= 10 ? 421 : t <= 11 ? 433 : t <= 12 ? 445 : t <= 14 ? 469 : t <= 15 ? 481 : t <= 16 ? 493 : t <= 17 ? 505 : t <= 19 ? 17 : t <= 21 ? 41 : t <= 22 ? 53 : t <= 24 ? 77 : t <= 25 ? 89 : t <= 26 ? 101 : t <= 28 ? 125 : t <= 29 ? 137 : 161] if (3077300183 >> t & 1) != 0 as r1824_stride
expect r1824_stride.wavefronts == 14
read v[t <= 6 ? 147 : t <= 10 ? 228 : t <= 11 ? 59 : t <= 18 ? 89 : t <= 22 ? 98 : t <= 23 ? 120 : t <= 25 ? 466 : 389] if (1120144448 >> t & 1) != 0 as r1825_rand
expect r1825_rand.wavefronts == 4
read w[t <= 0 ? 195 : t <= 1 ? 327 : t <= 2 ? 195 : t <= 3 ? 327 : t <= 4 ? 76 : t <= 5 ? 252 : t <= 6 ? 76 : t <= 7 ? 252 : t <= 8 ? 496 : t <= 9 ? 47 : t <= 10 ? 48 : t <= 11 ? 47 : t <= 13 ? 304 : t <= 14 ? 476 : t <= 15 ? 304 : t <= 17 ? 268 : t <= 18 ? 372 : t <= 19 ? 268 : t <= 20 ? 484 : t <= 21 ? 505 : t <= 22 ? 484 : t <= 23 ? 505 : t <= 24 ? 437 : t <= 25 ? 188 : t <= 26 ? 437 : t <= 27 ? 188 : t <= 28 ? 242 : t <= 29 ? 267 : t <= 30 ? 242 : 267] if (4294897663 >> t & 1) != 0 as r1826_n2s
expect r1826_n2s.wavefronts == 5
write w[t <= 1 ? 302 : t <= 3 ? 51 : t <= 5 ? 123 : t <= 7 ? 473 : t <= 9 ? 337 : t <= 11 ? 3 : t <= 13 ? 329 : t <= 15 ? 236 : t <= 17 ? 480 : t <= 19 ? 143 : t <= 21 ? 211 : t <= 23 ? 432 : t <= 25 ? 475 : t <= 27 ? 60 : t <= 29 ? 351 : 409] as r1827_n1
expect r1827_n1.wavefronts == 4
read v[30] if (65536 >> t & 1) != 0 as r1828_few
expect r1828_few.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 4 ? 50 : t <= 5 ? 205 : t <= 9 ? 402 : t <= 14 ? 172 : t <= 16 ? 143 : t <= 17 ? 235 : t <= 27 ? 167 : 187] if (2281914928 >> t & 1) != 0 as r1829_rand
expect r1829_rand.wavefronts == 2
read w[t <= 2 ? 213 : t <= 8 ? 418 : t <= 12 ? 103 : t <= 14 ? 358 : t <= 21 ? 491 : t <= 22 ? 265 : 359] if (275796228 >> t & 1) != 0 as r1830_n1s
expect r1830_n1s.wavefronts == 2
read f[t <= 1 ? 128 : t <= 3 ? 97 : t <= 5 ? 96 : t <= 7 ? 65 : t <= 9 ? 160 : t <= 11 ? 65 : t <= 13 ? 96 : t <= 15 ? 97 : t <= 17 ? 160 : t <= 19 ? 161 : t <= 21 ? 64 : t <= 23 ? 97 : t <= 25 ? 96 : t <= 27 ? 129 : t <= 29 ? 96 : 129] as r1831_n1c
expect r1831_n1c.wavefronts == 4
read v[t <= 1 ? 262 : t <= 3 ? 424 : t <= 6 ? 393 : t <= 11 ? 26 : t <= 15 ? 135 : t <= 21 ? 179 : 252] if (136366158 >> t & 1) != 0 as r1832_n1s
expect r1832_n1s.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 0 ? 77 : t <= 2 ? 86 : t <= 4 ? 61 : t <= 13 ? 77 : t <= 22 ? 78 : t <= 25 ? 69 : 78] if (1128280085 >> t & 1) != 0 as r1833_n1c
expect r1833_n1c.wavefronts == 3
read w[t <= 0 ? 461 : t <= 1 ? 469 : t <= 2 ? 477 : t <= 3 ? 485 : t <= 4 ? 493 : t <= 5 ? 501 : t <= 6 ? 509 : t <= 7 ? 5 : t <= 8 ? 13 : t <= 9 ? 21 : t <= 10 ? 29 : t <= 11 ? 37 : t <= 12 ? 45 : t <= 13 ? 53 : t <= 14 ? 61 : t <= 15 ? 69 : t <= 16 ? 77 : t <= 17 ? 85 : t <= 18 ? 93 : t <= 19 ? 101 : t <= 20 ? 109 : t <= 21 ? 117 : t <= 22 ? 125 : t <= 23 ? 133 : t <= 24 ? 141 : t <= 25 ? 149 : t <= 26 ? 157 : t <= 27 ? 165 : t <= 28 ? 173 : t <= 29 ? 181 : t <= 30 ? 189 : 197] as r1834_stride
expect r1834_stride.wavefronts == 16
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 74 : t <= 3 ? 91 : t <= 5 ? 58 : t <= 7 ? 59 : t <= 9 ? 106 : t <= 11 ? 91 : t <= 13 ? 90 : t <= 15 ? 75 : t <= 17 ? 106 : t <= 19 ? 59 : t <= 21 ? 90 : t <= 23 ? 59 : t <= 25 ? 106 : t <= 27 ? 59 : t <= 29 ? 106 : 75] as r1835_n1c
expect r1835_n1c.wavefronts == 4
write w[t <= 24 ? 165 : t <= 25 ? 62 : 165] if (117440512 >> t & 1) != 0 as r1836_n2
expect r1836_n2.wavefronts == 1
write w[t <= 1 ? 208 : t <= 6 ? 47 : t <= 12 ? 383 : t <= 15 ? 81 : t <= 27 ? 200 : 50] if (2281738306 >> t & 1) != 0 as r1837_n2s
expect r1837_n2s.wavefronts == 3
read w[t <= 0 ? 146 : t <= 9 ? 162 : t <= 15 ? 147 : 130] if (115457 >> t & 1) != 0 as r1838_n1c
expect r1838_n1c.wavefronts == 3
read f[t <= 0 ? 96 : t <= 1 ? 486 : t <= 2 ? 286 : t <= 3 ? 37 : t <= 4 ? 306 : t <= 5 ? 322 : t <= 6 ? 313 : t <= 7 ? 236 : t <= 8 ? 284 : t <= 9 ? 195 : t <= 10 ? 248 : t <= 11 ? 175 : t <= 12 ? 125 : t <= 13 ? 264 : t <= 14 ? 70 : t <= 15 ? 186 : t <= 16 ? 104 : t <= 17 ? 485 : t <= 18 ? 142 : t <= 19 ? 112 : t <= 20 ? 214 : t <= 21 ? 120 : t <= 22 ? 228 : t <= 23 ? 236 : t <= 24 ? 462 : t <= 25 ? 167 : t <= 26 ? 400 : t <= 27 ? 51 : t <= 28 ? 28 : t <= 29 ? 89 : t <= 30 ? 355 : 373] as r1839_rand
expect r1839_rand.wavefronts == 2
write v[t <= 1 ? 27 : t <= 5 ? 291 : t <= 6 ? 27 : t <= 12 ? 291 : t <= 15 ? 27 : t <= 16 ? 291 : t <= 19 ? 27 : t <= 23 ? 291 : t <= 27 ? 27 : 291] if (2145124090 >> t & 1) != 0 as r1840_few
expect r1840_few.wavefronts == 8
write v[501] if (65600 >> t & 1) != 0 as r1841_few
expect r1841_few.wavefronts == 2
write v[115] if (2147483648 >> t & 1) != 0 as r1842_n2c
expect r1842_n2c.wavefronts == 1
read v[5 * t + 191] if (4034936844 >> t & 1) != 0 as r1843_stride
expect r1843_stride.wavefronts == 4
read w[t <= 3 ? 425 : t <= 8 ? 229 : 411] if (536871176 >> t & 1) != 0 as r1844_rand
expect r1844_rand.wavefronts == 1
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 149 : t <= 1 ? 118 : t <= 2 ? 149 : t <= 3 ? 118 : t <= 4 ? 150 : t <= 5 ? 151 : t <= 6 ? 150 : t <= 7 ? 151 : t <= 8 ? 103 : t <= 9 ? 117 : t <= 10 ? 103 : t <= 11 ? 117 : t <= 12 ? 149 : t <= 13 ? 102 : t <= 14 ? 149 : t <= 15 ? 102 : t <= 16 ? 118 : t <= 17 ? 151 : t <= 18 ? 118 : t <= 19 ? 151 : t <= 20 ? 119 : t <= 21 ? 133 : t <= 22 ? 119 : t <= 23 ? 133 : t <= 24 ? 101 : t <= 25 ? 134 : t <= 26 ? 101 : t <= 27 ? 134 : t <= 28 ? 150 : t <= 29 ? 135 : t <= 30 ? 150 : 135] as r1845_n2c
expect r1845_n2c.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 113 : t <= 4 ? 368 : t <= 7 ? 92 : t <= 9 ? 432 : t <= 10 ? 211 : t <= 15 ? 363 : t <= 17 ? 431 : t <= 21 ? 116 : t <= 23 ? 337 : t <= 25 ? 458 : t <= 27 ? 63 : t <= 29 ? 309 : 98] if (1877198739 >> t & 1) != 0 as r1846_n1
expect r1846_n1.wavefronts == 4
read f[t <= 2 ? 13 : t <= 6 ? 110 : t <= 9 ? 109 : t <= 13 ? 78 : t <= 14 ? 13 : t <= 16 ? 110 : t <= 17 ? 47 : t <= 18 ? 110 : t <= 19 ? 47 : t <= 20 ? 79 : t <= 21 ? 109 : t <= 22 ? 79 : t <= 23 ? 109 : t <= 25 ? 78 : t <= 26 ? 109 : t <= 27 ? 78 : t <= 28 ? 14 : t <= 29 ? 111 : t <= 30 ? 14 : 111] if (4278149701 >> t & 1) != 0 as r1847_n2c
expect r1847_n2c.wavefronts == 3
read w[t <= 7 ? 11 : t <= 16 ? 76 : t <= 19 ? 129 : t <= 28 ? 292 : 286] if (805896320 >> t & 1) != 0 as r1848_rand
expect r1848_rand.wavefronts == 1
write w[1 * t + 454] as r1849_stride
expect r1849_stride.wavefronts == 2
read v[t <= 8 ? 508 : t <= 17 ? 113 : 100] if (1180032 >> t & 1) != 0 as r1850_few
expect r1850_few.wavefronts == 2
write v[t <= 8 ? 163 : t <= 20 ? 207 : 457] if (9437440 >> t & 1) != 0 as r1851_n1s
expect r1851_n1s.wavefronts == 2
read w[t <= 4 ? 97 : t <= 5 ? 107 : t <= 6 ? 97 : t <= 7 ? 107 : 473] if (496 >> t & 1) != 0 as r1852_n2s
expect r1852_n2s.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 87 : t <= 3 ? 88 : t <= 5 ? 103 : t <= 7 ? 88 : t <= 9 ? 87 : t <= 11 ? 104 : t <= 13 ? 79 : t <= 15 ? 88 : t <= 17 ? 87 : t <= 19 ? 88 : t <= 21 ? 103 : t <= 23 ? 96 : t <= 25 ? 87 : t <= 27 ? 88 : t <= 29 ? 95 : 88] as r1853_n1c
expect r1853_n1c.wavefronts == 6
write w[t <= 5 ? 100 : t <= 18 ? 69 : 116] if (537133088 >> t & 1) != 0 as r1854_n1c
expect r1854_n1c.wavefronts == 2
write f[17 * t + 216] if (9760 >> t & 1) != 0 as r1855_stride
expect r1855_stride.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 165 : t <= 1 ? 188 : t <= 2 ? 165 : t <= 3 ? 188 : t <= 4 ? 259 : t <= 5 ? 149 : t <= 6 ? 259 : t <= 7 ? 149 : t <= 8 ? 1 : t <= 9 ? 392 : t <= 10 ? 1 : t <= 11 ? 392 : t <= 12 ? 169 : t <= 13 ? 327 : t <= 14 ? 169 : t <= 15 ? 327 : t <= 16 ? 200 : t <= 17 ? 255 : t <= 18 ? 200 : t <= 19 ? 255 : t <= 20 ? 46 : t <= 21 ? 111 : t <= 22 ? 46 : t <= 23 ? 111 : t <= 24 ? 132 : t <= 25 ? 268 : t <= 26 ? 132 : t <= 27 ? 268 : t <= 28 ? 269 : t <= 29 ? 352 : t <= 30 ? 269 : 352] as r1856_n2
expect r1856_n2.wavefronts == 2
write v[t <= 4 ? 377 : t <= 10 ? 332 : t <= 12 ? 446 : t <= 18 ? 122 : t <= 23 ? 481 : t <= 25 ? 264 : 154] if (2189693968 >> t & 1) != 0 as r1857_rand
expect r1857_rand.wavefronts == 4
read f[t <= 0 ? 33 : t <= 1 ? 454 : t <= 3 ? 139 : t <= 4 ? 461 : t <= 6 ? 249 : t <= 7 ? 470 : t <= 8 ? 246 : t <= 9 ? 300 : t <= 10 ? 488 : t <= 11 ? 144 : t <= 12 ? 47 : t <= 13 ? 419 : t <= 16 ? 260 : t <= 17 ? 327 : t <= 18 ? 465 : t <= 20 ? 68 : t <= 21 ? 25 : t <= 22 ? 286 : t <= 23 ? 187 : t <= 24 ? 505 : t <= 25 ? 198 : t <= 26 ? 349 : t <= 28 ? 285 : t <= 29 ? 332 : 453] if (2012692443 >> t & 1) != 0 as r1858_rand
expect r1858_rand.wavefronts == 3
write w[t <= 27 ? 171 : t <= 28 ? 484 : t <= 29 ? 171 : 484] if (2080374784 >> t & 1) != 0 as r1859_few
expect r1859_few.wavefronts == 1
read v[t <= 1 ? 122 : t <= 3 ? 131 : t <= 5 ? 138 : t <= 7 ? 115 : t <= 9 ? 130 : t <= 11 ? 123 : t <= 13 ? 130 : t <= 15 ? 139 : t <= 17 ? 138 : t <= 19 ? 115 : t <= 21 ? 114 : t <= 23 ? 139 : t <= 25 ? 122 : t <= 27 ? 115 : t <= 29 ? 130 : 115] as r1860_n1c
expect r1860_n1c.wavefronts == 8
read f[t <= 0 ? 369 : t <= 3 ? 347 : t <= 18 ? 388 : t <= 22 ? 102 : t <= 27 ? 375 : 475] if (407109641 >> t & 1) != 0 as r1861_n1
expect r1861_n1.wavefronts == 2
read w[t <= 0 ? 44 : t <= 1 ? 369 : t <= 2 ? 131 : t <= 3 ? 174 : t <= 4 ? 141 : t <= 5 ? 216 : t <= 6 ? 196 : t <= 8 ? 485 : t <= 10 ? 395 : t <= 14 ? 219 : t <= 15 ? 469 : t <= 16 ? 298 : t <= 17 ? 12 : t <= 22 ? 114 : t <= 26 ? 83 : t <= 28 ? 34 : 496] if (2487469439 >> t & 1) != 0 as r1862_rand
expect r1862_rand.wavefronts == 4
write w[t <= 2 ? 170 : t <= 8 ? 11 : t <= 19 ? 46 : 130] if (67633412 >> t & 1) != 0 as r1863_rand
expect r1863_rand.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 5 ? 87 : t <= 6 ? 72 : t <= 18 ? 104 : t <= 21 ? 71 : 103] if (20187232 >> t & 1) != 0 as r1864_n1c
expect r1864_n1c.wavefronts == 3
read v[t <= 0 ? 263 : t <= 1 ? 406 : t <= 2 ? 263 : t <= 3 ? 406 : t <= 4 ? 111 : t <= 5 ? 352 : t <= 6 ? 114 : t <= 7 ? 352 : t <= 8 ? 242 : t <= 9 ? 285 : t <= 10 ? 242 : t <= 11 ? 285 : t <= 12 ? 161 : t <= 13 ? 475 : t <= 14 ? 161 : t <= 15 ? 76 : t <= 16 ? 183 : t <= 17 ? 308 : t <= 18 ? 183 : t <= 19 ? 308 : t <= 20 ? 343 : t <= 21 ? 175 : t <= 22 ? 343 : t <= 23 ? 175 : t <= 24 ? 100 : t <= 25 ? 492 : t <= 26 ? 100 : t <= 27 ? 492 : t <= 28 ? 453 : t <= 29 ? 415 : t <= 30 ? 453 : 415] as r1865_n2s
expect r1865_n2s.wavefronts == 8
write v[t <= 1 ? 197 : 396] if (32802 >> t & 1) != 0 as r1866_few
expect r1866_few.wavefronts == 2
write v[245] if (2 >> t & 1) != 0 as r1867_bcast
expect r1867_bcast.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 399 : t <= 1 ? 328 : t <= 2 ? 399 : t <= 3 ? 328 : t <= 4 ? 356 : t <= 5 ? 398 : t <= 6 ? 356 : t <= 7 ? 398 : t <= 8 ? 197 : t <= 9 ? 319 : t <= 10 ? 197 : t <= 11 ? 319 : t <= 12 ? 185 : t <= 13 ? 134 : t <= 14 ? 185 : t <= 15 ? 134 : t <= 16 ? 3 : t <= 17 ? 407 : t <= 18 ? 3 : t <= 19 ? 407 : t <= 20 ? 430 : t <= 21 ? 433 : t <= 22 ? 430 : t <= 23 ? 433 : t <= 24 ? 167 : t <= 25 ? 246 : t <= 26 ? 167 : t <= 27 ? 246 : t <= 28 ? 391 : t <= 29 ? 341 : t <= 30 ? 391 : 341] as r1868_n2
expect r1868_n2.wavefronts == 3
write w[t <= 0 ? 443 : t <= 3 ? 390 : t <= 4 ? 407 : t <= 5 ? 329 : t <= 6 ? 407 : t <= 7 ? 329 : t <= 8 ? 388 : t <= 9 ? 431 : t <= 10 ? 388 : t <= 11 ? 431 : t <= 12 ? 221 : t <= 13 ? 356 : t <= 14 ? 221 : t <= 16 ? 122 : t <= 17 ? 363 : t <= 18 ? 122 : t <= 21 ? 211 : t <= 22 ? 149 : t <= 23 ? 211 : t <= 24 ? 321 : t <= 27 ? 463 : t <= 28 ? 491 : t <= 29 ? 437 : 491] if (2078769145 >> t & 1) != 0 as r1869_n2s
expect r1869_n2s.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 2 ? 63 : t <= 3 ? 32 : t <= 4 ? 80 : t <= 5 ? 49 : t <= 6 ? 80 : t <= 10 ? 33 : t <= 11 ? 31 : t <= 12 ? 47 : t <= 13 ? 64 : t <= 14 ? 47 : t <= 17 ? 81 : t <= 18 ? 48 : t <= 21 ? 79 : t <= 22 ? 33 : t <= 23 ? 79 : t <= 30 ? 48 : 81] if (3236330621 >> t & 1) != 0 as r1870_n2c
expect r1870_n2c.wavefronts == 4
read f[t <= 11 ? 149 : t <= 12 ? 448 : t <= 13 ? 191 : t <= 14 ? 476 : t <= 15 ? 199 : t <= 16 ? 211 : t <= 17 ? 407 : t <= 18 ? 418 : t <= 19 ? 408 : t <= 20 ? 358 : t <= 21 ? 505 : t <= 22 ? 491 : t <= 23 ? 388 : t <= 24 ? 471 : t <= 25 ? 200 : t <= 26 ? 367 : t <= 27 ? 297 : t <= 28 ? 346 : t <= 29 ? 146 : t <= 30 ? 140 : 170] if (4294965248 >> t & 1) != 0 as r1871_rand
expect r1871_rand.wavefronts == 2
read v[t <= 13 ? 394 : t <= 15 ? 348 : t <= 17 ? 235 : t <= 19 ? 81 : t <= 21 ? 274 : t <= 23 ? 407 : t <= 25 ? 238 : t <= 27 ? 434 : t <= 29 ? 224 : 177] if (2147479552 >> t & 1) != 0 as r1872_n1
expect r1872_n1.wavefronts == 3
write v[t <= 2 ? 46 : t <= 4 ? 55 : t <= 10 ? 64 : t <= 14 ? 46 : t <= 15 ? 47 : t <= 17 ? 64 : t <= 18 ? 47 : t <= 22 ? 64 : t <= 23 ? 62 : t <= 26 ? 54 : t <= 27 ? 71 : t <= 28 ? 47 : t <= 29 ? 64 : t <= 30 ? 47 : 64] if (4258714645 >> t & 1) != 0 as r1873_n2c
expect r1873_n2c.wavefronts == 5
write w[t <= 1 ? 434 : t <= 3 ? 263 : t <= 5 ? 293 : t <= 7 ? 425 : t <= 9 ? 445 : t <= 11 ? 245 : t <= 13 ? 224 : t <= 15 ? 196 : t <= 17 ? 441 : t <= 19 ? 501 : t <= 21 ? 473 : t <= 23 ? 112 : t <= 25 ? 312 : t <= 27 ? 10 : t <= 29 ? 162 : 263] as r1874_n1
expect r1874_n1.wavefronts == 4
read v[t <= 1 ? 97 : t <= 10 ? 256 : t <= 15 ? 293 : 168] if (99330 >> t & 1) != 0 as r1875_n2
expect r1875_n2.wavefronts == 2
read f[t <= 22 ? 195 : t <= 24 ? 97 : 131] if (2168455168 >> t & 1) != 0 as r1876_n2c
expect r1876_n2c.wavefronts == 2
read w[t <= 1 ? 436 : t <= 6 ? 476 : t <= 9 ? 500 : t <= 10 ? 508 : t <= 13 ? 20 : t <= 15 ? 36 : t <= 19 ? 68 : t <= 20 ? 76 : 164] if (2149099074 >> t & 1) != 0 as r1877_stride
expect r1877_stride.wavefronts == 6
read f[t <= 1 ? 454 : 15] if (1286 >> t & 1) != 0 as r1878_few
expect r1878_few.wavefronts == 1
read v[187] if (34048 >> t & 1) != 0 as r1879_bcast
expect r1879_bcast.wavefronts == 1
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 82 : t <= 1 ? 83 : t <= 2 ? 82 : t <= 3 ? 83 : t <= 4 ? 99 : t <= 5 ? 100 : t <= 6 ? 99 : t <= 7 ? 100 : t <= 8 ? 116 : t <= 9 ? 114 : t <= 10 ? 116 : t <= 11 ? 114 : t <= 12 ? 130 : t <= 13 ? 131 : t <= 14 ? 130 : t <= 15 ? 131 : t <= 16 ? 99 : t <= 17 ? 84 : t <= 18 ? 99 : t <= 19 ? 84 : t <= 20 ? 100 : t <= 21 ? 82 : t <= 22 ? 100 : t <= 24 ? 82 : t <= 25 ? 83 : t <= 26 ? 82 : t <= 27 ? 83 : t <= 28 ? 99 : t <= 29 ? 116 : t <= 30 ? 99 : 116] as r1880_n2c
expect r1880_n2c.wavefronts == 3
read w[t <= 0 ? 217 : t <= 5 ? 432 : t <= 7 ? 272 : t <= 13 ? 111 : t <= 21 ? 162 : t <= 22 ? 122 : t <= 27 ? 191 : t <= 29 ? 253 : 464] if (4167053489 >> t & 1) != 0 as r1881_n1
expect r1881_n1.wavefronts == 3
write f[t <= 2 ? 137 : t <= 6 ? 3 : t <= 7 ? 300 : t <= 11 ? 189 : t <= 14 ? 269 : t <= 16 ? 41 : t <= 17 ? 31 : t <= 18 ? 41 : t <= 21 ? 381 : t <= 26 ? 428 : t <= 28 ? 239 : t <= 29 ? 39 : t <= 30 ? 224 : 39] if (4096219861 >> t & 1) != 0 as r1882_n2s
expect r1882_n2s.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 275 : t <= 5 ? 154 : t <= 7 ? 418 : t <= 9 ? 264 : t <= 11 ? 349 : t <= 13 ? 272 : t <= 15 ? 498 : t <= 17 ? 15 : t <= 19 ? 128 : t <= 21 ? 467 : t <= 23 ? 457 : t <= 25 ? 69 : t <= 27 ? 190 : t <= 28 ? 478 : 405] if (3756965875 >> t & 1) != 0 as r1883_n1
expect r1883_n1.wavefronts == 5
read v[t <= 0 ? 288 : t <= 1 ? 342 : t <= 2 ? 288 : t <= 3 ? 342 : t <= 4 ? 437 : t <= 5 ? 207 : t <= 6 ? 437 : t <= 7 ? 207 : t <= 8 ? 53 : t <= 9 ? 388 : t <= 10 ? 53 : t <= 11 ? 388 : t <= 12 ? 474 : t <= 13 ? 444 : t <= 14 ? 70 : t <= 15 ? 140 : t <= 16 ? 346 : t <= 17 ? 177 : t <= 18 ? 346 : t <= 19 ? 177 : t <= 20 ? 54 : t <= 21 ? 419 : t <= 22 ? 54 : t <= 23 ? 419 : t <= 24 ? 327 : t <= 25 ? 410 : t <= 26 ? 327 : t <= 27 ? 482 : t <= 28 ? 228 : t <= 29 ? 175 : t <= 30 ? 228 : 175] as r1884_n2s
expect r1884_n2s.wavefronts == 7
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 95 : t <= 2 ? 467 : t <= 3 ? 175 : t <= 4 ? 227 : t <= 6 ? 223 : t <= 11 ? 325 : t <= 12 ? 350 : t <= 17 ? 283 : t <= 18 ? 168 : t <= 21 ? 495 : 217] if (137763933 >> t & 1) != 0 as r1885_n1s
expect r1885_n1s.wavefronts == 6
read v[t <= 2 ? 350 : 274] if (3145732 >> t & 1) != 0 as r1886_n1
expect r1886_n1.wavefronts == 2
read f[t <= 0 ? 243 : t <= 1 ? 318 : t <= 2 ? 50 : t <= 3 ? 406 : t <= 4 ? 271 : t <= 5 ? 27 : t <= 6 ? 362 : t <= 7 ? 153 : t <= 8 ? 509 : t <= 9 ? 184 : t <= 10 ? 196 : t <= 11 ? 451 : t <= 12 ? 312 : t <= 13 ? 273 : t <= 14 ? 27 : t <= 15 ? 366 : t <= 16 ? 440 : t <= 18 ? 372 : t <= 19 ? 82 : t <= 20 ? 414 : t <= 21 ? 299 : t <= 22 ? 473 : t <= 23 ? 274 : t <= 24 ? 464 : t <= 25 ? 10 : t <= 26 ? 364 : t <= 27 ? 66 : t <= 28 ? 293 : t <= 29 ? 327 : t <= 30 ? 312 : 90] as r1887_rand
expect r1887_rand.wavefronts == 3
read w[t <= 1 ? 249 : t <= 3 ? 464 : t <= 6 ? 123 : t <= 9 ? 35 : t <= 10 ? 37 : t <= 12 ? 171 : t <= 13 ? 508 : t <= 14 ? 270 : t <= 16 ? 177 : t <= 18 ? 416 : t <= 20 ? 148 : t <= 21 ? 128 : t <= 24 ? 480 : t <= 26 ? 321 : t <= 28 ? 338 : 304] if (1429567050 >> t & 1) != 0 as r1888_rand
expect r1888_rand.wavefronts == 6
write v[295] if (4157696137 >> t & 1) != 0 as r1889_bcast
expect r1889_bcast.wavefronts == 4
read v[t <= 2 ? 447 : t <= 10 ? 164 : t <= 18 ? 434 : 114] if (67372036 >> t & 1) != 0 as r1890_n2
expect r1890_n2.wavefronts == 3
read v[t <= 12 ? 83 : t <= 17 ? 467 : t <= 22 ? 341 : t <= 24 ? 177 : 187] if (155324416 >> t & 1) != 0 as r1891_rand
expect r1891_rand.wavefronts == 3
read w[t <= 0 ? 351 : t <= 1 ? 132 : t <= 2 ? 282 : t <= 3 ? 10 : t <= 4 ? 307 : t <= 5 ? 135 : t <= 6 ? 10 : t <= 7 ? 300 : t <= 8 ? 429 : t <= 9 ? 467 : t <= 10 ? 267 : t <= 11 ? 506 : t <= 12 ? 51 : t <= 13 ? 120 : t <= 14 ? 424 : t <= 15 ? 15 : t <= 16 ? 391 : t <= 17 ? 400 : t <= 18 ? 460 : t <= 19 ? 295 : t <= 20 ? 178 : t <= 21 ? 508 : t <= 22 ? 252 : t <= 23 ? 208 : t <= 24 ? 180 : t <= 25 ? 438 : t <= 26 ? 195 : t <= 27 ? 189 : t <= 28 ? 406 : t <= 29 ? 350 : t <= 30 ? 478 : 105] as r1892_rand
expect r1892_rand.wavefronts == 6
read w[t <= 1 ? 400 : t <= 2 ? 256 : t <= 4 ? 400 : t <= 5 ? 492 : t <= 7 ? 256 : t <= 9 ? 492 : t <= 12 ? 400 : t <= 16 ? 256 : t <= 17 ? 400 : t <= 18 ? 256 : t <= 20 ? 492 : t <= 21 ? 400 : t <= 22 ? 256 : t <= 23 ? 492 : t <= 25 ? 256 : t <= 26 ? 492 : t <= 27 ? 400 : t <= 28 ? 492 : t <= 29 ? 256 : 400] as r1893_few
expect r1893_few.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 398 : t <= 4 ? 411 : t <= 5 ? 316 : t <= 10 ? 374 : t <= 11 ? 274 : t <= 14 ? 226 : t <= 23 ? 97 : t <= 25 ? 440 : t <= 26 ? 394 : t <= 28 ? 317 : 52] if (2524990514 >> t & 1) != 0 as r1894_rand
expect r1894_rand.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 82 : t <= 1 ? 67 : t <= 6 ? 99 : t <= 21 ? 114 : t <= 22 ? 116 : 98] if (90177603 >> t & 1) != 0 as r1895_n2c
expect r1895_n2c.wavefronts == 3
write v[1 * t + 325] if (805323350 >> t & 1) != 0 as r1896_stride
expect r1896_stride.wavefronts == 3
read w[t <= 2 ? 51 : t <= 11 ? 316 : t <= 12 ? 271 : t <= 15 ? 445 : t <= 18 ? 335 : t <= 23 ? 127 : 322] if (75798532 >> t & 1) != 0 as r1897_n1
expect r1897_n1.wavefronts == 3
read f[t <= 1 ? 279 : t <= 3 ? 170 : t <= 5 ? 451 : t <= 7 ? 265 : t <= 9 ? 75 : t <= 11 ? 119 : t <= 13 ? 237 : t <= 15 ? 46 : t <= 17 ? 495 : t <= 19 ? 440 : t <= 21 ? 168 : t <= 23 ? 420 : t <= 25 ? 208 : t <= 27 ? 28 : t <= 29 ? 196 : 151] as r1898_n1
expect r1898_n1.wavefronts == 3
write w[t <= 3 ? 341 : t <= 5 ? 226 : t <= 7 ? 223 : t <= 15 ? 122 : t <= 16 ? 489 : t <= 21 ? 366 : 232] if (2149679288 >> t & 1) != 0 as r1899_n1s
expect r1899_n1s.wavefronts == 2
write f[t <= 1 ? 503 : t <= 3 ? 399 : t <= 5 ? 450 : t <= 7 ? 437 : t <= 9 ? 116 : t <= 11 ? 310 : t <= 13 ? 153 : t <= 15 ? 347 : t <= 17 ? 10 : t <= 19 ? 392 : t <= 21 ? 432 : t <= 23 ? 385 : t <= 25 ? 496 : t <= 27 ? 71 : t <= 29 ? 326 : 495] as r1900_n1
expect r1900_n1.wavefronts == 2
read w[t <= 6 ? 24 : t <= 15 ? 8 : 40] if (33587272 >> t & 1) != 0 as r1901_n2c
expect r1901_n2c.wavefronts == 3
write w[72] as r1902_bcast
expect r1902_bcast.wavefronts == 2
read f[t <= 0 ? 216 : t <= 1 ? 248 : t <= 2 ? 280 : t <= 3 ? 312 : t <= 6 ? 408 : t <= 7 ? 440 : t <= 8 ? 472 : t <= 9 ? 504 : t <= 10 ? 24 : t <= 11 ? 56 : t <= 12 ? 88 : t <= 13 ? 120 : t <= 14 ? 152 : t <= 15 ? 184 : t <= 16 ? 216 : t <= 17 ? 248 : t <= 18 ? 280 : t <= 21 ? 376 : t <= 22 ? 408 : t <= 23 ? 440 : t <= 24 ? 472 : t <= 25 ? 504 : t <= 26 ? 24 : t <= 27 ? 56 : t <= 28 ? 88 : t <= 29 ? 120 : t <= 30 ? 152 : 184] if (4293394383 >> t & 1) != 0 as r1903_stride
expect r1903_stride.wavefronts == 15
write v[t <= 0 ? 136 : t <= 1 ? 168 : t <= 7 ? 376 : t <= 14 ? 181 : t <= 17 ? 301 : t <= 18 ? 199 : t <= 19 ? 132 : t <= 22 ? 113 : t <= 26 ? 159 : 400] if (1147031683 >> t & 1) != 0 as r1904_n2s
expect r1904_n2s.wavefronts == 6
read v[t <= 4 ? 49 : t <= 24 ? 116 : 165] if (50331664 >> t & 1) != 0 as r1905_n2
expect r1905_n2.wavefronts == 2
read w[t <= 1 ? 25 : t <= 3 ? 217 : t <= 4 ? 166 : t <= 5 ? 406 : t <= 6 ? 187 : t <= 7 ? 398 : t <= 9 ? 340 : t <= 11 ? 295 : t <= 13 ? 222 : t <= 15 ? 121 : t <= 17 ? 30 : t <= 19 ? 290 : t <= 21 ? 507 : t <= 23 ? 125 : t <= 25 ? 504 : t <= 27 ? 348 : t <= 28 ? 160 : t <= 29 ? 49 : 449] as r1906_n1s
expect r1906_n1s.wavefronts == 5
read v[t <= 0 ? 110 : t <= 1 ? 492 : t <= 2 ? 192 : t <= 3 ? 424 : t <= 4 ? 21 : t <= 5 ? 184 : t <= 6 ? 206 : t <= 7 ? 74 : t <= 8 ? 433 : t <= 9 ? 493 : t <= 10 ? 228 : t <= 11 ? 434 : t <= 12 ? 150 : t <= 13 ? 105 : t <= 14 ? 243 : t <= 15 ? 145 : t <= 16 ? 86 : t <= 17 ? 296 : t <= 18 ? 149 : t <= 19 ? 38 : t <= 20 ? 30 : t <= 21 ? 297 : t <= 22 ? 467 : t <= 23 ? 450 : t <= 24 ? 463 : t <= 25 ? 227 : t <= 26 ? 128 : t <= 27 ? 488 : t <= 28 ? 303 : t <= 29 ? 196 : t <= 30 ? 454 : 337] as r1907_rand
expect r1907_rand.wavefronts == 11
read w[88] if (4 >> t & 1) != 0 as r1908_n1c
expect r1908_n1c.wavefronts == 1
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 41 : t <= 3 ? 58 : t <= 5 ? 57 : t <= 7 ? 42 : t <= 9 ? 73 : t <= 11 ? 26 : t <= 13 ? 57 : t <= 15 ? 42 : t <= 17 ? 41 : t <= 19 ? 42 : t <= 21 ? 73 : t <= 23 ? 42 : t <= 25 ? 41 : t <= 27 ? 58 : t <= 29 ? 57 : 58] as r1909_n1c
expect r1909_n1c.wavefronts == 3
write w[t <= 0 ? 432 : t <= 3 ? 17 : t <= 5 ? 65 : t <= 11 ? 245 : t <= 12 ? 108 : t <= 15 ? 297 : t <= 19 ? 37 : t <= 21 ? 360 : t <= 23 ? 78 : t <= 25 ? 44 : t <= 27 ? 463 : 87] if (1340644393 >> t & 1) != 0 as r1910_n1
expect r1910_n1.wavefronts == 3
read v[t <= 1 ? 122 : t <= 3 ? 445 : t <= 5 ? 248 : t <= 7 ? 249 : t <= 8 ? 511 : t <= 9 ? 54 : t <= 11 ? 95 : t <= 13 ? 387 : t <= 15 ? 247 : t <= 17 ? 443 : t <= 19 ? 232 : t <= 21 ? 424 : t <= 23 ? 385 : t <= 25 ? 174 : t <= 27 ? 213 : t <= 29 ? 56 : 295] as r1911_n1s
expect r1911_n1s.wavefronts == 7
# Nsight's instrumented estimate: 1
read v[283] if (1546666498 >> t & 1) != 0 as r1912_bcast
expect r1912_bcast.wavefronts == 2
write v[t <= 1 ? 34 : t <= 3 ? 43 : t <= 5 ? 58 : t <= 6 ? 35 : t <= 10 ? 59 : t <= 15 ? 35 : t <= 17 ? 50 : t <= 18 ? 51 : t <= 22 ? 35 : t <= 25 ? 34 : t <= 27 ? 35 : t <= 28 ? 42 : 59] if (2672198762 >> t & 1) != 0 as r1913_n1c
expect r1913_n1c.wavefronts == 8
read v[t <= 4 ? 117 : t <= 7 ? 402 : t <= 17 ? 129 : t <= 18 ? 482 : t <= 22 ? 198 : 174] if (138805392 >> t & 1) != 0 as r1914_n2s
expect r1914_n2s.wavefronts == 3
read f[t <= 0 ? 320 : t <= 1 ? 328 : t <= 2 ? 336 : t <= 3 ? 344 : t <= 4 ? 352 : t <= 5 ? 360 : t <= 6 ? 368 : t <= 7 ? 376 : t <= 8 ? 384 : t <= 9 ? 392 : t <= 10 ? 400 : t <= 11 ? 408 : t <= 12 ? 416 : t <= 13 ? 424 : t <= 14 ? 432 : t <= 15 ? 440 : t <= 16 ? 448 : t <= 17 ? 456 : t <= 18 ? 464 : t <= 19 ? 472 : t <= 20 ? 480 : t <= 21 ? 488 : t <= 22 ? 496 : t <= 23 ? 504 : t <= 24 ? 0 : t <= 25 ? 8 : t <= 26 ? 16 : t <= 27 ? 24 : t <= 28 ? 32 : t <= 29 ? 40 : t <= 30 ? 48 : 56] as r1915_stride
expect r1915_stride.wavefronts == 8
read w[57] if (2902356969 >> t & 1) != 0 as r1916_bcast
expect r1916_bcast.wavefronts == 1
# Nsight's instrumented estimate: 3
read v[t <= 3 ? 248 : t <= 8 ? 234 : t <= 25 ? 339 : t <= 27 ? 260 : t <= 28 ? 248 : 339] if (2583953672 >> t & 1) != 0 as r1917_few
expect r1917_few.wavefronts == 2
read f[t <= 9 ? 20 : t <= 13 ? 260 : t <= 16 ? 406 : t <= 17 ? 196 : t <= 20 ? 406 : t <= 21 ? 260 : t <= 22 ? 406 : t <= 24 ? 20 : t <= 27 ? 196 : 20] if (3716096593 >> t & 1) != 0 as r1918_few
expect r1918_few.wavefronts == 2
read v[t <= 1 ? 113 : t <= 5 ? 224 : t <= 6 ? 92 : t <= 7 ? 276 : t <= 8 ? 128 : t <= 16 ? 207 : t <= 18 ? 489 : t <= 23 ? 303 : t <= 25 ? 309 : t <= 26 ? 374 : t <= 27 ? 84 : t <= 29 ? 236 : 128] if (2932146659 >> t & 1) != 0 as r1919_n1s
expect r1919_n1s.wavefronts == 7
read w[12 * t + 83] if (148640134 >> t & 1) != 0 as r1920_stride
expect r1920_stride.wavefronts == 5
read v[t <= 1 ? 197 : t <= 3 ? 44 : t <= 5 ? 15 : t <= 7 ? 510 : t <= 9 ? 342 : t <= 11 ? 456 : t <= 13 ? 465 : t <= 15 ? 395 : t <= 17 ? 377 : t <= 19 ? 370 : t <= 21 ? 100 : t <= 23 ? 225 : t <= 25 ? 259 : t <= 27 ? 287 : t <= 29 ? 321 : 100] if (4294950911 >> t & 1) != 0 as r1921_n1
expect r1921_n1.wavefronts == 5
read f[t <= 0 ? 343 : t <= 1 ? 425 : t <= 2 ? 343 : t <= 7 ? 94 : t <= 8 ? 99 : t <= 9 ? 281 : t <= 10 ? 99 : t <= 11 ? 281 : t <= 13 ? 215 : t <= 14 ? 161 : t <= 15 ? 215 : t <= 17 ? 114 : t <= 18 ? 311 : t <= 19 ? 114 : t <= 20 ? 241 : t <= 21 ? 414 : t <= 22 ? 241 : t <= 23 ? 414 : t <= 25 ? 277 : t <= 30 ? 334 : 326] if (3271487367 >> t & 1) != 0 as r1922_n2
expect r1922_n2.wavefronts == 3
read v[82] as r1923_bcast
expect r1923_bcast.wavefronts == 2
read v[t <= 10 ? 402 : t <= 16 ? 486 : t <= 24 ? 354 : 209] if (2164327424 >> t & 1) != 0 as r1924_n1
expect r1924_n1.wavefronts == 2
read f[t <= 1 ? 482 : t <= 3 ? 292 : t <= 5 ? 231 : t <= 7 ? 506 : t <= 9 ? 461 : t <= 11 ? 8 : t <= 13 ? 166 : t <= 15 ? 203 : t <= 17 ? 287 : t <= 19 ? 463 : t <= 20 ? 213 : t <= 22 ? 82 : t <= 25 ? 142 : t <= 27 ? 298 : t <= 29 ? 147 : 382] if (4284481535 >> t & 1) != 0 as r1925_n1
expect r1925_n1.wavefronts == 1
write w[t <= 2 ? 44 : t <= 7 ? 101 : t <= 11 ? 174 : t <= 15 ? 505 : t <= 22 ? 14 : t <= 25 ? 79 : 346] if (188796036 >> t & 1) != 0 as r1926_n1
expect r1926_n1.wavefronts == 2
write w[t <= 0 ? 319 : t <= 1 ? 232 : t <= 2 ? 319 : t <= 3 ? 232 : t <= 4 ? 412 : t <= 5 ? 501 : t <= 6 ? 412 : t <= 7 ? 501 : t <= 8 ? 247 : t <= 9 ? 378 : t <= 10 ? 247 : t <= 11 ? 378 : t <= 12 ? 485 : t <= 13 ? 51 : t <= 14 ? 485 : t <= 15 ? 51 : t <= 16 ? 165 : t <= 17 ? 277 : t <= 18 ? 165 : t <= 19 ? 277 : t <= 20 ? 6 : t <= 21 ? 41 : t <= 22 ? 6 : t <= 23 ? 41 : t <= 24 ? 429 : t <= 25 ? 7 : t <= 26 ? 429 : t <= 27 ? 7 : t <= 28 ? 8 : t <= 29 ? 45 : t <= 30 ? 8 : 45] as r1927_n2
expect r1927_n2.wavefronts == 4
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 74 : t <= 1 ? 43 : t <= 2 ? 74 : t <= 3 ? 43 : t <= 4 ? 91 : t <= 5 ? 44 : t <= 6 ? 91 : t <= 7 ? 44 : t <= 8 ? 76 : t <= 9 ? 90 : t <= 10 ? 76 : t <= 11 ? 90 : t <= 12 ? 58 : t <= 13 ? 43 : t <= 14 ? 58 : t <= 15 ? 43 : t <= 16 ? 59 : t <= 17 ? 76 : t <= 18 ? 59 : t <= 19 ? 76 : t <= 20 ? 92 : t <= 21 ? 58 : t <= 22 ? 92 : t <= 23 ? 58 : t <= 24 ? 90 : t <= 25 ? 91 : t <= 26 ? 90 : t <= 27 ? 91 : t <= 28 ? 43 : t <= 29 ? 92 : t <= 30 ? 43 : 92] as r1928_n2c
expect r1928_n2c.wavefronts == 3
read v[t <= 1 ? 404 : t <= 2 ? 210 : t <= 3 ? 404 : t <= 4 ? 372 : t <= 5 ? 239 : t <= 6 ? 372 : t <= 7 ? 239 : t <= 8 ? 330 : t <= 9 ? 232 : t <= 10 ? 330 : t <= 11 ? 232 : t <= 12 ? 371 : t <= 13 ? 124 : t <= 18 ? 198 : t <= 20 ? 472 : t <= 24 ? 384 : t <= 25 ? 376 : t <= 26 ? 384 : t <= 28 ? 234 : t <= 29 ? 31 : 344] if (1997881342 >> t & 1) != 0 as r1929_n2s
expect r1929_n2s.wavefronts == 7
# Nsight's instrumented estimate: 1
read v[350] if (100684288 >> t & 1) != 0 as r1930_bcast
expect r1930_bcast.wavefronts == 2
write f[t <= 4 ? 108 : t <= 15 ? 44 : 141] if (4227088 >> t & 1) != 0 as r1931_n2c
expect r1931_n2c.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 43 : t <= 1 ? 44 : t <= 2 ? 43 : t <= 3 ? 44 : t <= 4 ? 92 : t <= 5 ? 77 : t <= 6 ? 92 : t <= 7 ? 77 : t <= 8 ? 61 : t <= 9 ? 75 : t <= 10 ? 61 : t <= 12 ? 75 : t <= 13 ? 60 : t <= 14 ? 75 : t <= 16 ? 60 : t <= 17 ? 77 : t <= 18 ? 60 : t <= 19 ? 77 : t <= 20 ? 93 : t <= 21 ? 43 : t <= 22 ? 93 : t <= 24 ? 43 : t <= 25 ? 60 : t <= 26 ? 43 : t <= 27 ? 60 : t <= 28 ? 44 : t <= 29 ? 77 : t <= 30 ? 44 : 77] as r1932_n2c
expect r1932_n2c.wavefronts == 3
read f[t <= 2 ? 370 : t <= 6 ? 4 : t <= 8 ? 392 : t <= 11 ? 322 : t <= 13 ? 433 : t <= 15 ? 293 : t <= 19 ? 274 : t <= 21 ? 268 : t <= 23 ? 151 : t <= 24 ? 377 : 205] if (163376452 >> t & 1) != 0 as r1933_n1
expect r1933_n1.wavefronts == 2
read f[416] if (673194996 >> t & 1) != 0 as r1934_bcast
expect r1934_bcast.wavefronts == 1
read w[t <= 3 ? 267 : t <= 25 ? 77 : 267] if (302252088 >> t & 1) != 0 as r1935_few
expect r1935_few.wavefronts == 1
read w[t <= 5 ? 215 : t <= 20 ? 455 : t <= 29 ? 488 : 371] if (1611661344 >> t & 1) != 0 as r1936_n2
expect r1936_n2.wavefronts == 2
read v[t <= 1 ? 106 : t <= 3 ? 189 : t <= 5 ? 478 : t <= 7 ? 322 : t <= 9 ? 3 : t <= 11 ? 58 : t <= 13 ? 263 : t <= 15 ? 230 : t <= 17 ? 398 : t <= 19 ? 123 : t <= 21 ? 452 : t <= 23 ? 93 : t <= 25 ? 410 : t <= 27 ? 307 : t <= 28 ? 495 : t <= 29 ? 137 : 358] as r1937_n1s
expect r1937_n1s.wavefronts == 5
write v[t <= 1 ? 348 : t <= 2 ? 486 : t <= 3 ? 368 : t <= 4 ? 348 : t <= 6 ? 368 : t <= 7 ? 348 : t <= 8 ? 368 : t <= 11 ? 193 : t <= 12 ? 348 : t <= 13 ? 368 : t <= 15 ? 486 : t <= 19 ? 368 : t <= 20 ? 486 : t <= 22 ? 348 : t <= 24 ? 193 : t <= 25 ? 368 : t <= 28 ? 348 : t <= 29 ? 193 : t <= 30 ? 368 : 348] as r1938_few
expect r1938_few.wavefronts == 4
write w[t <= 0 ? 342 : t <= 3 ? 360 : t <= 5 ? 385 : t <= 6 ? 294 : t <= 9 ? 435 : t <= 10 ? 336 : t <= 13 ? 129 : t <= 14 ? 100 : t <= 15 ? 129 : t <= 17 ? 366 : t <= 20 ? 224 : t <= 23 ? 174 : t <= 24 ? 279 : t <= 28 ? 117 : 80] if (2444420713 >> t & 1) != 0 as r1939_n2s
expect r1939_n2s.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 50 : t <= 3 ? 499 : t <= 5 ? 76 : t <= 7 ? 15 : t <= 9 ? 120 : t <= 11 ? 452 : t <= 13 ? 113 : t <= 15 ? 77 : t <= 17 ? 432 : t <= 19 ? 5 : t <= 21 ? 138 : t <= 23 ? 12 : t <= 25 ? 165 : t <= 27 ? 433 : t <= 29 ? 336 : 175] as r1940_n1
expect r1940_n1.wavefronts == 2
read w[t <= 3 ? 209 : t <= 8 ? 329 : t <= 9 ? 216 : t <= 23 ? 363 : 378] if (545260298 >> t & 1) != 0 as r1941_n2
expect r1941_n2.wavefronts == 1
write v[t <= 3 ? 109 : t <= 4 ? 332 : t <= 7 ? 112 : t <= 9 ? 281 : t <= 10 ? 71 : t <= 12 ? 377 : t <= 15 ? 295 : t <= 18 ? 447 : t <= 19 ? 226 : t <= 21 ? 24 : t <= 25 ? 170 : t <= 26 ? 438 : t <= 27 ? 170 : t <= 29 ? 290 : t <= 30 ? 223 : 290] if (3995899544 >> t & 1) != 0 as r1942_n2
expect r1942_n2.wavefronts == 6
# Nsight's instrumented estimate: 7
read v[t <= 2 ? 65 : t <= 5 ? 48 : t <= 7 ? 65 : t <= 9 ? 48 : t <= 10 ? 41 : t <= 13 ? 64 : t <= 14 ? 41 : t <= 17 ? 48 : t <= 18 ? 65 : t <= 21 ? 56 : t <= 23 ? 57 : t <= 24 ? 48 : t <= 27 ? 49 : t <= 29 ? 56 : 41] if (1839687588 >> t & 1) != 0 as r1943_n1c
expect r1943_n1c.wavefronts == 6
read f[t <= 2 ? 39 : t <= 3 ? 104 : t <= 4 ? 40 : t <= 5 ? 41 : t <= 6 ? 40 : t <= 7 ? 41 : t <= 8 ? 105 : t <= 11 ? 71 : t <= 12 ? 103 : t <= 13 ? 40 : t <= 14 ? 103 : t <= 15 ? 40 : t <= 16 ? 136 : t <= 17 ? 73 : t <= 18 ? 136 : t <= 19 ? 73 : t <= 20 ? 137 : t <= 21 ? 39 : t <= 22 ? 137 : t <= 24 ? 39 : t <= 25 ? 40 : t <= 26 ? 39 : t <= 27 ? 40 : t <= 28 ? 72 : t <= 29 ? 105 : t <= 30 ? 72 : 105] if (4294966269 >> t & 1) != 0 as r1944_n2c
expect r1944_n2c.wavefronts == 4
read v[t <= 3 ? 401 : t <= 4 ? 86 : t <= 5 ? 398 : t <= 6 ? 86 : t <= 7 ? 398 : t <= 8 ? 173 : t <= 9 ? 178 : t <= 10 ? 173 : t <= 11 ? 178 : t <= 12 ? 18 : t <= 13 ? 224 : t <= 14 ? 18 : t <= 15 ? 224 : t <= 18 ? 459 : t <= 19 ? 375 : t <= 20 ? 455 : t <= 21 ? 467 : t <= 22 ? 455 : t <= 25 ? 277 : t <= 26 ? 130 : t <= 27 ? 14 : t <= 29 ? 244 : t <= 30 ? 445 : 244] if (4001234936 >> t & 1) != 0 as r1945_n2s
expect r1945_n2s.wavefronts == 8
read v[265] if (2 >> t & 1) != 0 as r1946_rand
expect r1946_rand.wavefronts == 1
read w[412] if (128 >> t & 1) != 0 as r1947_n1s
expect r1947_n1s.wavefronts == 1
write w[t <= 1 ? 310 : t <= 3 ? 395 : t <= 5 ? 461 : t <= 7 ? 433 : t <= 9 ? 385 : t <= 11 ? 500 : t <= 13 ? 134 : t <= 15 ? 422 : t <= 17 ? 499 : t <= 19 ? 509 : t <= 21 ? 477 : t <= 23 ? 163 : t <= 27 ? 198 : t <= 29 ? 409 : 228] as r1948_n1
expect r1948_n1.wavefronts == 5
write v[t <= 1 ? 106 : t <= 3 ? 99 : t <= 5 ? 106 : t <= 7 ? 83 : t <= 9 ? 98 : t <= 11 ? 83 : t <= 13 ? 106 : t <= 15 ? 107 : t <= 17 ? 106 : t <= 19 ? 107 : t <= 21 ? 98 : t <= 23 ? 99 : t <= 25 ? 82 : t <= 27 ? 99 : t <= 29 ? 106 : 83] as r1949_n1c
expect r1949_n1c.wavefronts == 8
read w[t <= 3 ? 219 : 167] if (32776 >> t & 1) != 0 as r1950_n1s
expect r1950_n1s.wavefronts == 1
write w[2] if (1073741824 >> t & 1) != 0 as r1951_rand
expect r1951_rand.wavefronts == 1
read f[t <= 23 ? 263 : 444] if (29360128 >> t & 1) != 0 as r1952_n1s
expect r1952_n1s.wavefronts == 1
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 104 : t <= 3 ? 57 : t <= 5 ? 88 : t <= 7 ? 89 : t <= 8 ? 72 : t <= 11 ? 89 : t <= 13 ? 104 : t <= 15 ? 89 : t <= 17 ? 56 : t <= 18 ? 73 : t <= 21 ? 88 : t <= 23 ? 105 : t <= 24 ? 56 : t <= 27 ? 89 : t <= 29 ? 72 : 73] if (2914500095 >> t & 1) != 0 as r1953_n1c
expect r1953_n1c.wavefronts == 4
write v[t <= 0 ? 508 : t <= 3 ? 496 : t <= 5 ? 66 : t <= 7 ? 56 : t <= 8 ? 160 : t <= 11 ? 358 : t <= 12 ? 245 : t <= 15 ? 303 : t <= 17 ? 372 : t <= 19 ? 168 : t <= 21 ? 405 : t <= 23 ? 7 : t <= 25 ? 5 : t <= 27 ? 216 : t <= 29 ? 138 : 24] if (4277919165 >> t & 1) != 0 as r1954_n1
expect r1954_n1.wavefronts == 6
# Nsight's instrumented estimate: 4
read w[t <= 7 ? 63 : t <= 9 ? 466 : t <= 11 ? 210 : t <= 13 ? 75 : t <= 15 ? 40 : t <= 17 ? 170 : t <= 19 ? 407 : t <= 21 ? 448 : t <= 23 ? 219 : t <= 25 ? 458 : t <= 27 ? 194 : 235] if (536870784 >> t & 1) != 0 as r1955_n1
expect r1955_n1.wavefronts == 3
read w[136] if (128 >> t & 1) != 0 as r1956_n1c
expect r1956_n1c.wavefronts == 1
write v[504] if (16777216 >> t & 1) != 0 as r1957_rand
expect r1957_rand.wavefronts == 1
read v[t <= 21 ? 503 : 72] if (1075838976 >> t & 1) != 0 as r1958_stride
expect r1958_stride.wavefronts == 1
write v[t <= 0 ? 493 : t <= 1 ? 242 : t <= 8 ? 409 : t <= 14 ? 334 : t <= 17 ? 210 : t <= 20 ? 218 : 432] if (2148679939 >> t & 1) != 0 as r1959_rand
expect r1959_rand.wavefronts == 5
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 159 : t <= 4 ? 144 : t <= 14 ? 159 : t <= 16 ? 128 : t <= 19 ? 129 : t <= 27 ? 144 : t <= 29 ? 161 : 128] if (1745436689 >> t & 1) != 0 as r1960_n2c
expect r1960_n2c.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 73 : t <= 3 ? 231 : t <= 4 ? 240 : t <= 7 ? 288 : t <= 8 ? 437 : t <= 9 ? 195 : t <= 12 ? 160 : t <= 13 ? 103 : t <= 14 ? 160 : t <= 15 ? 103 : t <= 16 ? 350 : t <= 17 ? 351 : t <= 18 ? 350 : t <= 19 ? 351 : t <= 20 ? 327 : t <= 21 ? 393 : t <= 22 ? 327 : t <= 23 ? 393 : t <= 27 ? 428 : t <= 28 ? 421 : t <= 29 ? 490 : 421] if (2030039995 >> t & 1) != 0 as r1961_n2
expect r1961_n2.wavefronts == 3
read v[t <= 0 ? 212 : t <= 1 ? 224 : t <= 2 ? 236 : t <= 3 ? 248 : t <= 4 ? 260 : t <= 5 ? 272 : t <= 6 ? 284 : t <= 7 ? 296 : t <= 8 ? 308 : t <= 9 ? 320 : t <= 10 ? 332 : t <= 11 ? 344 : t <= 12 ? 356 : t <= 13 ? 368 : t <= 14 ? 380 : t <= 15 ? 392 : t <= 16 ? 404 : t <= 17 ? 416 : t <= 18 ? 428 : t <= 19 ? 440 : t <= 20 ? 452 : t <= 21 ? 464 : t <= 22 ? 476 : t <= 23 ? 488 : t <= 24 ? 500 : t <= 25 ? 0 : t <= 26 ? 12 : t <= 27 ? 24 : t <= 28 ? 36 : t <= 29 ? 48 : t <= 30 ? 60 : 72] as r1962_stride
expect r1962_stride.wavefronts == 16
read w[t <= 0 ? 28 : t <= 1 ? 126 : t <= 2 ? 28 : t <= 3 ? 126 : t <= 4 ? 410 : t <= 5 ? 355 : t <= 6 ? 410 : t <= 7 ? 355 : t <= 8 ? 123 : t <= 9 ? 509 : t <= 10 ? 123 : t <= 11 ? 509 : t <= 12 ? 346 : t <= 13 ? 112 : t <= 14 ? 346 : t <= 15 ? 112 : t <= 16 ? 104 : t <= 17 ? 158 : t <= 18 ? 104 : t <= 19 ? 158 : t <= 20 ? 298 : t <= 21 ? 495 : t <= 22 ? 298 : t <= 23 ? 495 : t <= 24 ? 344 : t <= 25 ? 453 : t <= 26 ? 344 : t <= 27 ? 453 : t <= 28 ? 327 : t <= 29 ? 10 : t <= 30 ? 327 : 10] as r1963_n2
expect r1963_n2.wavefronts == 4
write w[t <= 1 ? 60 : t <= 13 ? 92 : t <= 15 ? 61 : 92] if (2138114 >> t & 1) != 0 as r1964_n1c
expect r1964_n1c.wavefronts == 3
write w[429] as r1965_bcast
expect r1965_bcast.wavefronts == 2
write v[t <= 0 ? 351 : t <= 1 ? 350 : t <= 2 ? 349 : t <= 3 ? 348 : t <= 4 ? 347 : t <= 5 ? 346 : t <= 6 ? 345 : t <= 7 ? 344 : t <= 8 ? 343 : t <= 9 ? 342 : t <= 10 ? 341 : t <= 12 ? 339 : t <= 13 ? 338 : t <= 14 ? 337 : t <= 15 ? 336 : t <= 16 ? 335 : t <= 17 ? 334 : t <= 18 ? 333 : t <= 19 ? 332 : t <= 21 ? 330 : t <= 22 ? 329 : t <= 23 ? 328 : t <= 24 ? 327 : t <= 25 ? 326 : t <= 26 ? 325 : t <= 27 ? 324 : t <= 28 ? 323 : t <= 29 ? 322 : t <= 30 ? 321 : 320] if (4293916671 >> t & 1) != 0 as r1966_stride
expect r1966_stride.wavefronts == 4
write w[t <= 2 ? 14 : t <= 3 ? 116 : t <= 4 ? 242 : t <= 5 ? 426 : t <= 6 ? 242 : t <= 7 ? 426 : t <= 10 ? 6 : t <= 12 ? 439 : t <= 15 ? 285 : t <= 16 ? 27 : t <= 17 ? 338 : t <= 18 ? 27 : t <= 19 ? 338 : t <= 21 ? 456 : t <= 22 ? 445 : t <= 23 ? 456 : t <= 24 ? 295 : t <= 25 ? 182 : t <= 26 ? 295 : t <= 28 ? 219 : 365] if (3085940221 >> t & 1) != 0 as r1967_n2
expect r1967_n2.wavefronts == 3
read v[t <= 0 ? 141 : t <= 1 ? 142 : t <= 2 ? 141 : t <= 5 ? 127 : t <= 6 ? 118 : t <= 8 ? 143 : t <= 9 ? 133 : t <= 13 ? 126 : t <= 14 ? 133 : t <= 15 ? 126 : t <= 16 ? 118 : t <= 17 ? 135 : t <= 18 ? 118 : t <= 20 ? 127 : t <= 21 ? 141 : t <= 22 ? 127 : t <= 26 ? 141 : t <= 30 ? 118 : 143] if (3573015399 >> t & 1) != 0 as r1968_n2c
expect r1968_n2c.wavefronts == 6
write w[t <= 2 ? 117 : t <= 3 ? 102 : t <= 4 ? 86 : t <= 5 ? 119 : t <= 6 ? 86 : t <= 8 ? 119 : t <= 9 ? 85 : t <= 10 ? 119 : t <= 11 ? 85 : t <= 14 ? 117 : t <= 15 ? 118 : t <= 18 ? 102 : t <= 19 ? 135 : t <= 22 ? 119 : t <= 23 ? 133 : t <= 24 ? 85 : t <= 25 ? 118 : t <= 26 ? 85 : t <= 27 ? 118 : t <= 28 ? 134 : 87] if (3217936381 >> t & 1) != 0 as r1969_n2c
expect r1969_n2c.wavefronts == 6
write w[t <= 0 ? 464 : t <= 1 ? 245 : t <= 2 ? 175 : t <= 3 ? 420 : t <= 4 ? 113 : t <= 5 ? 234 : t <= 6 ? 370 : t <= 8 ? 49 : t <= 9 ? 2 : t <= 11 ? 337 : t <= 14 ? 501 : t <= 15 ? 60 : t <= 16 ? 41 : t <= 21 ? 386 : t <= 22 ? 384 : t <= 23 ? 219 : t <= 25 ? 492 : t <= 26 ? 278 : t <= 28 ? 100 : t <= 29 ? 346 : 292] if (3068251007 >> t & 1) != 0 as r1970_rand
expect r1970_rand.wavefronts == 5
write v[t <= 1 ? 400 : t <= 2 ? 197 : t <= 5 ? 166 : t <= 7 ? 346 : t <= 15 ? 468 : t <= 17 ? 117 : t <= 20 ? 30 : t <= 22 ? 93 : t <= 24 ? 77 : t <= 26 ? 296 : t <= 28 ? 55 : 226] if (3578970342 >> t & 1) != 0 as r1971_n1s
expect r1971_n1s.wavefronts == 5
write v[t <= 0 ? 4 : t <= 1 ? 505 : t <= 2 ? 4 : t <= 3 ? 505 : t <= 4 ? 103 : t <= 5 ? 261 : t <= 6 ? 103 : t <= 7 ? 372 : t <= 8 ? 366 : t <= 9 ? 124 : t <= 10 ? 366 : t <= 11 ? 124 : t <= 12 ? 391 : t <= 13 ? 171 : t <= 14 ? 391 : t <= 15 ? 486 : t <= 16 ? 427 : t <= 17 ? 352 : t <= 18 ? 427 : t <= 19 ? 352 : t <= 20 ? 44 : t <= 21 ? 406 : t <= 22 ? 44 : t <= 23 ? 406 : t <= 24 ? 89 : t <= 25 ? 219 : t <= 26 ? 89 : t <= 27 ? 219 : t <= 28 ? 306 : t <= 29 ? 391 : t <= 30 ? 306 : 391] as r1972_n2s
expect r1972_n2s.wavefronts == 6
write f[t <= 2 ? 123 : t <= 15 ? 28 : t <= 23 ? 27 : t <= 25 ? 28 : 93] if (2189459461 >> t & 1) != 0 as r1973_n2c
expect r1973_n2c.wavefronts == 2
read v[3 * t + 10] if (2155217924 >> t & 1) != 0 as r1974_stride
expect r1974_stride.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 121 : t <= 2 ? 106 : t <= 5 ? 121 : t <= 8 ? 105 : t <= 10 ? 154 : t <= 13 ? 121 : t <= 15 ? 154 : t <= 17 ? 121 : t <= 19 ? 122 : t <= 21 ? 137 : t <= 22 ? 122 : t <= 25 ? 105 : t <= 27 ? 138 : t <= 29 ? 105 : 138] if (4000314677 >> t & 1) != 0 as r1975_n1c
expect r1975_n1c.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 1 ? 125 : t <= 9 ? 101 : t <= 15 ? 102 : t <= 16 ? 109 : t <= 21 ? 101 : t <= 23 ? 126 : 109] if (283214594 >> t & 1) != 0 as r1976_n1c
expect r1976_n1c.wavefronts == 4
read v[t <= 4 ? 420 : t <= 7 ? 353 : t <= 14 ? 251 : t <= 20 ? 420 : 251] if (1074806928 >> t & 1) != 0 as r1977_few
expect r1977_few.wavefronts == 2
read v[t <= 6 ? 14 : t <= 10 ? 431 : t <= 12 ? 342 : 0] if (4199488 >> t & 1) != 0 as r1978_rand
expect r1978_rand.wavefronts == 3
write v[t <= 5 ? 90 : t <= 6 ? 83 : t <= 10 ? 91 : t <= 19 ? 99 : t <= 25 ? 90 : 99] if (101188721 >> t & 1) != 0 as r1979_n1c
expect r1979_n1c.wavefronts == 4
read f[241] if (65536 >> t & 1) != 0 as r1980_n1s
expect r1980_n1s.wavefronts == 1
write w[244] if (134217728 >> t & 1) != 0 as r1981_n1
expect r1981_n1.wavefronts == 1
write v[t <= 0 ? 164 : t <= 6 ? 145 : t <= 8 ? 433 : t <= 23 ? 92 : 343] if (545259841 >> t & 1) != 0 as r1982_n2s
expect r1982_n2s.wavefronts == 4
read v[t <= 1 ? 216 : t <= 7 ? 143 : t <= 8 ? 445 : t <= 9 ? 430 : t <= 11 ? 428 : t <= 13 ? 382 : t <= 15 ? 463 : t <= 16 ? 347 : t <= 19 ? 458 : t <= 23 ? 317 : t <= 25 ? 421 : t <= 26 ? 445 : t <= 29 ? 221 : 98] if (4136500098 >> t & 1) != 0 as r1983_n1s
expect r1983_n1s.wavefronts == 7
read f[t <= 1 ? 367 : t <= 3 ? 216 : t <= 5 ? 26 : t <= 9 ? 308 : t <= 12 ? 162 : t <= 15 ? 125 : t <= 17 ? 35 : t <= 18 ? 197 : t <= 21 ? 37 : t <= 23 ? 450 : t <= 27 ? 185 : t <= 29 ? 61 : 347] if (4176990763 >> t & 1) != 0 as r1984_n1s
expect r1984_n1s.wavefronts == 2
read w[t <= 2 ? 482 : t <= 4 ? 325 : t <= 6 ? 482 : t <= 7 ? 325 : t <= 8 ? 482 : t <= 12 ? 325 : t <= 14 ? 482 : t <= 16 ? 325 : t <= 17 ? 482 : t <= 20 ? 325 : t <= 25 ? 416 : t <= 28 ? 325 : 416] if (4083110389 >> t & 1) != 0 as r1985_few
expect r1985_few.wavefronts == 2
read w[2 * t + 119] if (2181694594 >> t & 1) != 0 as r1986_stride
expect r1986_stride.wavefronts == 3
write v[t <= 0 ? 242 : t <= 3 ? 241 : t <= 4 ? 242 : t <= 9 ? 241 : t <= 10 ? 242 : t <= 12 ? 241 : t <= 13 ? 242 : t <= 14 ? 241 : t <= 15 ? 242 : t <= 19 ? 241 : t <= 23 ? 242 : t <= 25 ? 241 : t <= 28 ? 242 : t <= 30 ? 241 : 242] as r1987_few
expect r1987_few.wavefronts == 4
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 121 : t <= 3 ? 154 : t <= 5 ? 153 : t <= 7 ? 154 : t <= 9 ? 121 : t <= 11 ? 154 : t <= 12 ? 105 : t <= 15 ? 106 : t <= 17 ? 105 : t <= 19 ? 138 : t <= 21 ? 105 : t <= 23 ? 122 : t <= 25 ? 137 : t <= 27 ? 154 : t <= 29 ? 137 : 138] if (3220955135 >> t & 1) != 0 as r1988_n1c
expect r1988_n1c.wavefronts == 4
write f[t <= 20 ? 403 : t <= 21 ? 90 : t <= 22 ? 223 : t <= 23 ? 403 : t <= 24 ? 223 : t <= 27 ? 90 : 483] if (535822336 >> t & 1) != 0 as r1989_few
expect r1989_few.wavefronts == 1
write f[t <= 1 ? 214 : t <= 3 ? 347 : t <= 5 ? 391 : t <= 7 ? 476 : t <= 9 ? 265 : t <= 11 ? 42 : t <= 12 ? 337 : t <= 15 ? 168 : t <= 17 ? 132 : t <= 19 ? 319 : t <= 21 ? 493 : t <= 23 ? 373 : t <= 25 ? 61 : t <= 27 ? 164 : t <= 29 ? 265 : 44] if (4293910270 >> t & 1) != 0 as r1990_n1
expect r1990_n1.wavefronts == 2
read v[t <= 0 ? 38 : t <= 1 ? 48 : t <= 2 ? 38 : t <= 3 ? 48 : t <= 5 ? 321 : t <= 6 ? 177 : t <= 7 ? 321 : t <= 9 ? 454 : t <= 10 ? 205 : t <= 11 ? 454 : t <= 12 ? 11 : t <= 13 ? 497 : t <= 14 ? 11 : t <= 15 ? 497 : t <= 16 ? 17 : t <= 19 ? 450 : t <= 20 ? 18 : t <= 21 ? 342 : t <= 22 ? 18 : t <= 23 ? 342 : t <= 25 ? 1 : t <= 26 ? 124 : t <= 27 ? 1 : t <= 28 ? 55 : 74] if (2667314927 >> t & 1) != 0 as r1991_n2
expect r1991_n2.wavefronts == 6
read f[t <= 1 ? 487 : t <= 3 ? 113 : t <= 5 ? 412 : t <= 6 ? 332 : t <= 9 ? 65 : 119] if (50332538 >> t & 1) != 0 as r1992_n1
expect r1992_n1.wavefronts == 1
write w[t <= 0 ? 51 : t <= 1 ? 382 : t <= 2 ? 51 : t <= 3 ? 382 : t <= 4 ? 80 : t <= 5 ? 116 : t <= 6 ? 80 : t <= 7 ? 116 : t <= 8 ? 215 : t <= 9 ? 317 : t <= 10 ? 215 : t <= 11 ? 317 : t <= 12 ? 438 : t <= 13 ? 406 : t <= 14 ? 252 : t <= 15 ? 406 : t <= 16 ? 167 : t <= 17 ? 224 : t <= 18 ? 167 : t <= 19 ? 464 : t <= 20 ? 437 : t <= 21 ? 324 : t <= 22 ? 437 : t <= 23 ? 324 : t <= 24 ? 419 : t <= 25 ? 403 : t <= 26 ? 419 : t <= 27 ? 403 : t <= 28 ? 493 : t <= 29 ? 122 : t <= 30 ? 493 : 122] as r1993_n2s
expect r1993_n2s.wavefronts == 4
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 123 : t <= 3 ? 108 : t <= 5 ? 91 : t <= 7 ? 108 : t <= 9 ? 123 : t <= 11 ? 92 : t <= 13 ? 123 : t <= 15 ? 140 : t <= 17 ? 123 : t <= 19 ? 124 : t <= 21 ? 139 : t <= 23 ? 92 : t <= 25 ? 91 : t <= 27 ? 92 : t <= 29 ? 139 : 108] as r1994_n1c
expect r1994_n1c.wavefronts == 4
write w[t <= 0 ? 282 : t <= 1 ? 182 : t <= 2 ? 360 : t <= 3 ? 43 : t <= 4 ? 205 : t <= 5 ? 75 : t <= 6 ? 511 : t <= 7 ? 226 : t <= 8 ? 336 : t <= 9 ? 284 : t <= 10 ? 359 : t <= 11 ? 283 : t <= 12 ? 357 : t <= 13 ? 105 : t <= 14 ? 331 : t <= 15 ? 493 : t <= 16 ? 219 : t <= 17 ? 461 : t <= 18 ? 208 : t <= 19 ? 455 : t <= 20 ? 280 : t <= 21 ? 284 : t <= 22 ? 195 : t <= 23 ? 275 : t <= 24 ? 207 : t <= 25 ? 446 : t <= 26 ? 507 : t <= 27 ? 158 : t <= 29 ? 217 : 383] if (2952790015 >> t & 1) != 0 as r1995_rand
expect r1995_rand.wavefronts == 6
read f[t <= 2 ? 365 : t <= 13 ? 35 : t <= 23 ? 188 : 164] if (79699972 >> t & 1) != 0 as r1996_n1
expect r1996_n1.wavefronts == 1
write v[t <= 1 ? 102 : t <= 2 ? 23 : t <= 3 ? 433 : t <= 5 ? 426 : t <= 7 ? 180 : t <= 9 ? 97 : t <= 11 ? 418 : t <= 13 ? 355 : t <= 15 ? 300 : t <= 17 ? 428 : t <= 19 ? 192 : t <= 21 ? 153 : t <= 23 ? 27 : t <= 25 ? 38 : t <= 27 ? 96 : t <= 29 ? 142 : 370] as r1997_n1s
expect r1997_n1s.wavefronts == 5
read w[t <= 3 ? 126 : t <= 7 ? 48 : t <= 8 ? 486 : t <= 9 ? 215 : t <= 27 ? 88 : 147] if (939525064 >> t & 1) != 0 as r1998_n1s
expect r1998_n1s.wavefronts == 1
write w[432] if (1691097280 >> t & 1) != 0 as r1999_stride
expect r1999_stride.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 92 : t <= 3 ? 93 : t <= 5 ? 92 : t <= 7 ? 85 : t <= 9 ? 92 : t <= 11 ? 93 : t <= 13 ? 108 : t <= 15 ? 109 : t <= 17 ? 108 : t <= 19 ? 85 : t <= 21 ? 84 : t <= 23 ? 109 : t <= 25 ? 108 : t <= 27 ? 109 : t <= 29 ? 92 : 101] as r2000_n1c
expect r2000_n1c.wavefronts == 6
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 136 : t <= 3 ? 105 : t <= 4 ? 121 : t <= 5 ? 138 : t <= 6 ? 121 : t <= 9 ? 104 : t <= 10 ? 122 : t <= 12 ? 104 : t <= 13 ? 121 : t <= 14 ? 104 : t <= 15 ? 121 : t <= 19 ? 122 : t <= 22 ? 106 : t <= 24 ? 136 : t <= 27 ? 105 : t <= 28 ? 121 : t <= 29 ? 122 : 121] if (2069560955 >> t & 1) != 0 as r2001_n2c
expect r2001_n2c.wavefronts == 3
read w[t <= 0 ? 305 : t <= 1 ? 321 : t <= 2 ? 337 : t <= 3 ? 353 : t <= 4 ? 369 : t <= 5 ? 385 : t <= 6 ? 401 : t <= 7 ? 417 : t <= 8 ? 433 : t <= 9 ? 449 : t <= 10 ? 465 : t <= 11 ? 481 : t <= 12 ? 497 : t <= 13 ? 1 : t <= 14 ? 17 : t <= 15 ? 33 : t <= 16 ? 49 : t <= 17 ? 65 : t <= 18 ? 81 : t <= 19 ? 97 : t <= 20 ? 113 : t <= 21 ? 129 : t <= 22 ? 145 : t <= 23 ? 161 : t <= 24 ? 177 : t <= 25 ? 193 : t <= 26 ? 209 : t <= 27 ? 225 : t <= 28 ? 241 : t <= 29 ? 257 : t <= 30 ? 273 : 289] as r2002_stride
expect r2002_stride.wavefronts == 32
read v[t <= 1 ? 241 : t <= 2 ? 18 : t <= 3 ? 241 : t <= 4 ? 18 : t <= 5 ? 223 : t <= 6 ? 241 : t <= 7 ? 18 : t <= 8 ? 223 : t <= 11 ? 241 : t <= 13 ? 18 : t <= 14 ? 223 : t <= 16 ? 18 : t <= 19 ? 241 : t <= 20 ? 223 : t <= 21 ? 18 : t <= 22 ? 223 : t <= 23 ? 18 : t <= 24 ? 241 : t <= 25 ? 18 : t <= 26 ? 241 : t <= 27 ? 18 : t <= 28 ? 241 : t <= 29 ? 223 : 18] as r2003_few
expect r2003_few.wavefronts == 4
write w[t <= 19 ? 420 : 197] if (1074266112 >> t & 1) != 0 as r2004_rand
expect r2004_rand.wavefronts == 1
read v[t <= 1 ? 79 : t <= 3 ? 80 : t <= 5 ? 87 : t <= 7 ? 72 : t <= 8 ? 71 : t <= 11 ? 88 : t <= 13 ? 95 : t <= 15 ? 88 : t <= 17 ? 87 : t <= 19 ? 72 : t <= 21 ? 95 : t <= 23 ? 88 : t <= 25 ? 95 : t <= 27 ? 80 : t <= 29 ? 71 : 96] if (4294966783 >> t & 1) != 0 as r2005_n1c
expect r2005_n1c.wavefronts == 8
write v[t <= 5 ? 361 : t <= 19 ? 140 : 307] if (17301536 >> t & 1) != 0 as r2006_n1
expect r2006_n1.wavefronts == 3
read w[131] if (1073776644 >> t & 1) != 0 as r2007_bcast
expect r2007_bcast.wavefronts == 1
write w[t <= 0 ? 55 : t <= 1 ? 268 : t <= 2 ? 55 : t <= 3 ? 268 : t <= 4 ? 45 : t <= 5 ? 55 : t <= 7 ? 45 : t <= 8 ? 268 : t <= 9 ? 55 : t <= 10 ? 268 : t <= 12 ? 55 : t <= 13 ? 45 : t <= 14 ? 55 : t <= 15 ? 268 : t <= 16 ? 55 : t <= 17 ? 268 : t <= 18 ? 55 : t <= 19 ? 45 : t <= 20 ? 268 : t <= 23 ? 55 : t <= 24 ? 268 : t <= 25 ? 55 : t <= 26 ? 45 : t <= 27 ? 55 : t <= 28 ? 268 : 45] as r2008_few
expect r2008_few.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 273 : t <= 3 ? 243 : t <= 5 ? 246 : t <= 7 ? 351 : t <= 9 ? 383 : t <= 11 ? 203 : t <= 13 ? 22 : t <= 15 ? 158 : t <= 17 ? 412 : t <= 19 ? 96 : t <= 21 ? 92 : t <= 23 ? 179 : t <= 25 ? 245 : t <= 27 ? 175 : t <= 29 ? 165 : 77] as r2009_n1
expect r2009_n1.wavefronts == 6
write w[t <= 4 ? 108 : 141] if (524304 >> t & 1) != 0 as r2010_n2c
expect r2010_n2c.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 7 : t <= 1 ? 71 : t <= 2 ? 7 : t <= 3 ? 71 : t <= 4 ? 28 : t <= 5 ? 478 : t <= 6 ? 28 : t <= 7 ? 478 : t <= 8 ? 109 : t <= 9 ? 387 : t <= 10 ? 109 : t <= 11 ? 387 : t <= 12 ? 323 : t <= 13 ? 240 : t <= 14 ? 323 : t <= 15 ? 240 : t <= 16 ? 281 : t <= 17 ? 7 : t <= 18 ? 281 : t <= 19 ? 7 : t <= 20 ? 452 : t <= 21 ? 252 : t <= 22 ? 452 : t <= 23 ? 252 : t <= 24 ? 35 : t <= 25 ? 456 : t <= 26 ? 35 : t <= 27 ? 456 : t <= 28 ? 328 : t <= 29 ? 398 : t <= 30 ? 328 : 398] as r2011_n2
expect r2011_n2.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 109 : t <= 1 ? 404 : t <= 2 ? 109 : t <= 3 ? 404 : t <= 4 ? 47 : t <= 5 ? 271 : t <= 6 ? 47 : t <= 7 ? 271 : t <= 8 ? 137 : t <= 9 ? 426 : t <= 10 ? 137 : t <= 11 ? 426 : t <= 12 ? 444 : t <= 13 ? 384 : t <= 14 ? 444 : t <= 15 ? 384 : t <= 16 ? 322 : t <= 17 ? 160 : t <= 18 ? 322 : t <= 19 ? 160 : t <= 20 ? 171 : t <= 21 ? 269 : t <= 22 ? 171 : t <= 23 ? 269 : t <= 24 ? 486 : t <= 25 ? 355 : t <= 26 ? 486 : t <= 27 ? 355 : t <= 28 ? 305 : t <= 29 ? 214 : t <= 30 ? 305 : 214] as r2012_n2
expect r2012_n2.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[400] if (269484064 >> t & 1) != 0 as r2013_bcast
expect r2013_bcast.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 304 : t <= 1 ? 290 : t <= 7 ? 208 : t <= 8 ? 14 : t <= 9 ? 355 : t <= 10 ? 14 : t <= 14 ? 492 : t <= 15 ? 101 : t <= 19 ? 131 : t <= 20 ? 100 : t <= 23 ? 203 : t <= 24 ? 246 : t <= 27 ? 277 : 153] if (431544195 >> t & 1) != 0 as r2014_n2s
expect r2014_n2s.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[395] if (134906704 >> t & 1) != 0 as r2015_bcast
expect r2015_bcast.wavefronts == 2
read v[8 * t + 53] if (4026515166 >> t & 1) != 0 as r2016_stride
expect r2016_stride.wavefronts == 27
write w[t <= 2 ? 107 : t <= 5 ? 74 : t <= 7 ? 75 : t <= 9 ? 90 : t <= 11 ? 75 : 107] if (2147486388 >> t & 1) != 0 as r2017_n1c
expect r2017_n1c.wavefronts == 3
write f[t <= 0 ? 163 : t <= 1 ? 132 : t <= 2 ? 163 : t <= 3 ? 132 : t <= 6 ? 164 : t <= 7 ? 69 : t <= 8 ? 133 : t <= 9 ? 131 : t <= 10 ? 133 : t <= 12 ? 67 : t <= 13 ? 100 : t <= 14 ? 67 : t <= 16 ? 100 : t <= 17 ? 69 : t <= 18 ? 100 : t <= 20 ? 165 : t <= 21 ? 99 : t <= 22 ? 165 : t <= 27 ? 68 : t <= 28 ? 164 : t <= 29 ? 165 : t <= 30 ? 164 : 165] if (4168611807 >> t & 1) != 0 as r2018_n2c
expect r2018_n2c.wavefronts == 4
write w[t <= 26 ? 6 : t <= 27 ? 352 : t <= 28 ? 153 : t <= 29 ? 366 : 350] if (2080374784 >> t & 1) != 0 as r2019_rand
expect r2019_rand.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 493 : t <= 2 ? 331 : t <= 5 ? 146 : t <= 7 ? 409 : t <= 10 ? 35 : t <= 12 ? 482 : t <= 15 ? 31 : t <= 16 ? 364 : t <= 19 ? 255 : t <= 21 ? 89 : t <= 23 ? 417 : t <= 25 ? 24 : t <= 27 ? 45 : t <= 29 ? 232 : 345] if (4226667765 >> t & 1) != 0 as r2020_n1
expect r2020_n1.wavefronts == 5
write v[t <= 2 ? 410 : t <= 22 ? 212 : 67] if (20971524 >> t & 1) != 0 as r2021_n2s
expect r2021_n2s.wavefronts == 3
write f[t <= 0 ? 299 : t <= 4 ? 269 : t <= 7 ? 298 : t <= 15 ? 140 : t <= 20 ? 251 : t <= 23 ? 187 : t <= 24 ? 192 : 73] if (97550481 >> t & 1) != 0 as r2022_n1s
expect r2022_n1s.wavefronts == 2
write v[70] as r2023_bcast
expect r2023_bcast.wavefronts == 4
read v[t <= 1 ? 334 : t <= 3 ? 485 : t <= 5 ? 350 : t <= 7 ? 6 : t <= 9 ? 494 : t <= 11 ? 483 : t <= 13 ? 132 : t <= 15 ? 28 : t <= 16 ? 142 : t <= 17 ? 346 : t <= 19 ? 288 : t <= 21 ? 398 : t <= 23 ? 480 : t <= 25 ? 360 : t <= 27 ? 415 : t <= 29 ? 259 : 246] as r2024_n1s
expect r2024_n1s.wavefronts == 8
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 109 : t <= 3 ? 197 : t <= 5 ? 263 : t <= 7 ? 367 : t <= 9 ? 179 : t <= 11 ? 97 : t <= 13 ? 42 : t <= 15 ? 437 : t <= 17 ? 106 : t <= 19 ? 82 : t <= 21 ? 79 : t <= 23 ? 185 : t <= 25 ? 389 : t <= 27 ? 128 : t <= 29 ? 192 : 406] as r2025_n1
expect r2025_n1.wavefronts == 3
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 102 : t <= 1 ? 119 : t <= 2 ? 102 : t <= 3 ? 119 : t <= 6 ? 103 : t <= 7 ? 112 : t <= 9 ? 118 : t <= 10 ? 120 : t <= 12 ? 118 : t <= 13 ? 119 : t <= 14 ? 118 : t <= 15 ? 119 : t <= 20 ? 112 : t <= 23 ? 102 : t <= 25 ? 127 : t <= 26 ? 126 : t <= 27 ? 127 : t <= 29 ? 120 : t <= 30 ? 119 : 120] if (4004576991 >> t & 1) != 0 as r2026_n2c
expect r2026_n2c.wavefronts == 4
read w[t <= 0 ? 508 : t <= 1 ? 0 : t <= 2 ? 4 : t <= 3 ? 8 : t <= 4 ? 12 : t <= 5 ? 16 : t <= 6 ? 20 : t <= 7 ? 24 : t <= 8 ? 28 : t <= 9 ? 32 : t <= 10 ? 36 : t <= 11 ? 40 : t <= 12 ? 44 : t <= 13 ? 48 : t <= 16 ? 60 : t <= 17 ? 64 : t <= 18 ? 68 : t <= 19 ? 72 : t <= 20 ? 76 : t <= 21 ? 80 : t <= 22 ? 84 : t <= 23 ? 88 : t <= 24 ? 92 : t <= 25 ? 96 : t <= 26 ? 100 : t <= 27 ? 104 : t <= 28 ? 108 : t <= 29 ? 112 : t <= 30 ? 116 : 120] if (4294918143 >> t & 1) != 0 as r2027_stride
expect r2027_stride.wavefronts == 8
write v[t <= 1 ? 336 : t <= 3 ? 431 : t <= 5 ? 481 : t <= 7 ? 290 : t <= 9 ? 208 : t <= 11 ? 166 : t <= 13 ? 48 : t <= 15 ? 362 : t <= 17 ? 353 : t <= 19 ? 392 : t <= 21 ? 191 : t <= 23 ? 459 : t <= 25 ? 33 : t <= 26 ? 509 : t <= 27 ? 448 : t <= 29 ? 187 : 295] as r2028_n1s
expect r2028_n1s.wavefronts == 5
read f[452] if (640861598 >> t & 1) != 0 as r2029_bcast
expect r2029_bcast.wavefronts == 1
read v[t <= 3 ? 420 : t <= 8 ? 376 : t <= 15 ? 166 : t <= 17 ? 281 : t <= 22 ? 471 : t <= 25 ? 470 : 20] if (172196108 >> t & 1) != 0 as r2030_n1
expect r2030_n1.wavefronts == 2
write v[t <= 10 ? 114 : 187] if (1049600 >> t & 1) != 0 as r2031_n2
expect r2031_n2.wavefronts == 2
read v[t <= 14 ? 117 : t <= 15 ? 134 : t <= 20 ? 127 : t <= 21 ? 133 : 126] if (36884481 >> t & 1) != 0 as r2032_n2c
expect r2032_n2c.wavefronts == 2
read v[t <= 16 ? 227 : t <= 24 ? 507 : 253] if (2164326400 >> t & 1) != 0 as r2033_n1
expect r2033_n1.wavefronts == 2
read w[t <= 0 ? 26 : t <= 3 ? 43 : t <= 4 ? 53 : t <= 5 ? 43 : t <= 6 ? 53 : t <= 7 ? 26 : t <= 8 ? 53 : t <= 9 ? 43 : t <= 12 ? 26 : t <= 13 ? 53 : t <= 15 ? 26 : t <= 16 ? 53 : t <= 19 ? 26 : t <= 20 ? 43 : t <= 21 ? 26 : t <= 24 ? 43 : t <= 28 ? 53 : t <= 30 ? 26 : 43] as r2034_few
expect r2034_few.wavefronts == 2
write v[t <= 0 ? 222 : t <= 6 ? 283 : t <= 13 ? 360 : t <= 17 ? 77 : 238] if (268574785 >> t & 1) != 0 as r2035_rand
expect r2035_rand.wavefronts == 4
write f[t <= 0 ? 175 : t <= 1 ? 233 : t <= 3 ? 175 : t <= 4 ? 233 : t <= 5 ? 104 : t <= 6 ? 219 : t <= 7 ? 104 : t <= 8 ? 175 : t <= 9 ? 104 : t <= 10 ? 175 : t <= 12 ? 219 : t <= 13 ? 175 : t <= 14 ? 219 : t <= 16 ? 104 : t <= 18 ? 175 : t <= 19 ? 233 : t <= 21 ? 219 : t <= 22 ? 175 : t <= 23 ? 104 : t <= 26 ? 219 : t <= 27 ? 104 : t <= 28 ? 175 : 104] as r2036_few
expect r2036_few.wavefronts == 1
write v[t <= 0 ? 116 : t <= 1 ? 117 : t <= 2 ? 116 : t <= 3 ? 117 : t <= 4 ? 125 : t <= 5 ? 118 : t <= 6 ? 125 : t <= 7 ? 118 : t <= 8 ? 142 : t <= 9 ? 140 : t <= 10 ? 142 : t <= 12 ? 140 : t <= 13 ? 133 : t <= 14 ? 140 : t <= 15 ? 133 : t <= 16 ? 117 : t <= 17 ? 134 : t <= 18 ? 117 : t <= 20 ? 134 : t <= 21 ? 116 : t <= 22 ? 134 : t <= 23 ? 116 : t <= 24 ? 124 : t <= 25 ? 141 : t <= 26 ? 124 : t <= 27 ? 141 : t <= 28 ? 133 : t <= 29 ? 126 : t <= 30 ? 133 : 126] as r2037_n2c
expect r2037_n2c.wavefronts == 6
write f[t <= 0 ? 157 : t <= 1 ? 88 : t <= 2 ? 157 : t <= 14 ? 23 : t <= 16 ? 327 : 451] if (16859143 >> t & 1) != 0 as r2038_n2s
expect r2038_n2s.wavefronts == 1
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 107 : t <= 1 ? 124 : t <= 2 ? 107 : t <= 3 ? 124 : t <= 6 ? 76 : t <= 7 ? 125 : t <= 8 ? 109 : t <= 11 ? 107 : t <= 12 ? 91 : t <= 13 ? 108 : t <= 14 ? 91 : t <= 16 ? 108 : t <= 17 ? 93 : t <= 18 ? 108 : t <= 19 ? 93 : t <= 20 ? 125 : t <= 21 ? 75 : t <= 22 ? 125 : t <= 23 ? 75 : t <= 24 ? 107 : t <= 25 ? 76 : t <= 26 ? 107 : t <= 28 ? 76 : t <= 29 ? 109 : t <= 30 ? 76 : 109] if (4294966239 >> t & 1) != 0 as r2039_n2c
expect r2039_n2c.wavefronts == 3
read f[t <= 9 ? 383 : 170] if (33280 >> t & 1) != 0 as r2040_n2s
expect r2040_n2s.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 340 : t <= 3 ? 312 : t <= 4 ? 241 : t <= 5 ? 463 : t <= 6 ? 241 : t <= 7 ? 463 : t <= 8 ? 369 : t <= 9 ? 0 : t <= 10 ? 369 : t <= 11 ? 0 : t <= 12 ? 98 : t <= 13 ? 241 : t <= 14 ? 98 : t <= 15 ? 241 : t <= 16 ? 418 : t <= 17 ? 337 : t <= 18 ? 418 : t <= 19 ? 337 : t <= 20 ? 436 : t <= 21 ? 423 : t <= 22 ? 436 : t <= 23 ? 423 : t <= 24 ? 115 : t <= 25 ? 467 : t <= 26 ? 115 : t <= 27 ? 467 : t <= 28 ? 167 : t <= 29 ? 149 : t <= 30 ? 167 : 149] if (4294967291 >> t & 1) != 0 as r2041_n2
expect r2041_n2.wavefronts == 3
read f[t <= 1 ? 440 : t <= 3 ? 495 : t <= 5 ? 466 : t <= 7 ? 19 : t <= 9 ? 300 : t <= 11 ? 486 : t <= 13 ? 466 : t <= 15 ? 425 : t <= 17 ? 81 : t <= 19 ? 486 : t <= 21 ? 321 : t <= 23 ? 414 : t <= 25 ? 469 : t <= 27 ? 434 : t <= 29 ? 26 : 211] as r2042_n1
expect r2042_n1.wavefronts == 2
write w[236] as r2043_bcast
expect r2043_bcast.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 294 : t <= 1 ? 131 : t <= 2 ? 294 : t <= 3 ? 131 : t <= 4 ? 187 : t <= 5 ? 121 : t <= 6 ? 187 : t <= 7 ? 121 : t <= 8 ? 142 : t <= 9 ? 107 : t <= 10 ? 142 : t <= 11 ? 107 : t <= 12 ? 34 : t <= 13 ? 267 : t <= 14 ? 34 : t <= 15 ? 267 : t <= 16 ? 277 : t <= 17 ? 322 : t <= 18 ? 277 : t <= 19 ? 322 : t <= 20 ? 223 : t <= 21 ? 97 : t <= 22 ? 223 : t <= 23 ? 97 : t <= 24 ? 342 : t <= 25 ? 137 : t <= 26 ? 342 : t <= 27 ? 137 : t <= 28 ? 216 : t <= 29 ? 327 : t <= 30 ? 216 : 327] as r2044_n2
expect r2044_n2.wavefronts == 3
write w[143] as r2045_bcast
expect r2045_bcast.wavefronts == 2
read w[t <= 0 ? 215 : t <= 1 ? 89 : t <= 2 ? 215 : t <= 3 ? 89 : t <= 4 ? 506 : t <= 5 ? 387 : t <= 6 ? 506 : t <= 7 ? 387 : t <= 8 ? 282 : t <= 9 ? 113 : t <= 10 ? 365 : t <= 11 ? 113 : t <= 12 ? 91 : t <= 13 ? 153 : t <= 14 ? 91 : t <= 15 ? 153 : t <= 16 ? 15 : t <= 17 ? 231 : t <= 18 ? 15 : t <= 19 ? 231 : t <= 20 ? 86 : t <= 21 ? 298 : t <= 22 ? 262 : t <= 23 ? 298 : t <= 24 ? 410 : t <= 25 ? 107 : t <= 26 ? 410 : t <= 27 ? 107 : t <= 28 ? 162 : t <= 29 ? 179 : t <= 30 ? 149 : 179] as r2046_n2s
expect r2046_n2s.wavefronts == 4
write w[t <= 1 ? 149 : t <= 2 ? 118 : t <= 6 ? 166 : t <= 13 ? 117 : t <= 17 ? 149 : t <= 24 ? 133 : t <= 27 ? 118 : 133] if (688070726 >> t & 1) != 0 as r2047_n1c
expect r2047_n1c.wavefronts == 4
write f[t <= 4 ? 251 : t <= 8 ? 100 : t <= 15 ? 251 : 100] if (4227856 >> t & 1) != 0 as r2048_few
expect r2048_few.wavefronts == 1
# Nsight's instrumented estimate: 3
read v[t <= 0 ? 398 : t <= 2 ? 416 : t <= 6 ? 452 : t <= 7 ? 461 : t <= 9 ? 479 : t <= 15 ? 21 : t <= 16 ? 30 : t <= 21 ? 75 : 156] if (1075937989 >> t & 1) != 0 as r2049_stride
expect r2049_stride.wavefronts == 4
write v[388] if (2 >> t & 1) != 0 as r2050_n2s
expect r2050_n2s.wavefronts == 1
read f[t <= 0 ? 424 : t <= 1 ? 432 : t <= 2 ? 440 : t <= 3 ? 448 : t <= 4 ? 456 : t <= 5 ? 464 : t <= 6 ? 472 : t <= 7 ? 480 : t <= 8 ? 488 : t <= 9 ? 496 : t <= 10 ? 504 : t <= 11 ? 0 : t <= 12 ? 8 : t <= 13 ? 16 : t <= 14 ? 24 : t <= 15 ? 32 : t <= 16 ? 40 : t <= 17 ? 48 : t <= 18 ? 56 : t <= 19 ? 64 : t <= 20 ? 72 : t <= 21 ? 80 : t <= 22 ? 88 : t <= 23 ? 96 : t <= 24 ? 104 : t <= 25 ? 112 : t <= 26 ? 120 : t <= 27 ? 128 : t <= 28 ? 136 : t <= 29 ? 144 : t <= 30 ? 152 : 160] as r2051_stride
expect r2051_stride.wavefronts == 8
write w[t <= 6 ? 319 : t <= 15 ? 384 : t <= 23 ? 494 : t <= 25 ? 399 : 508] if (578846784 >> t & 1) != 0 as r2052_rand
expect r2052_rand.wavefronts == 2
read v[t <= 0 ? 369 : t <= 1 ? 130 : t <= 2 ? 33 : t <= 3 ? 392 : t <= 4 ? 276 : t <= 5 ? 126 : t <= 6 ? 244 : t <= 7 ? 105 : t <= 8 ? 206 : t <= 9 ? 421 : t <= 10 ? 337 : t <= 11 ? 212 : t <= 12 ? 392 : t <= 13 ? 178 : t <= 14 ? 378 : t <= 15 ? 357 : t <= 16 ? 127 : t <= 17 ? 182 : t <= 18 ? 455 : t <= 19 ? 212 : t <= 20 ? 350 : t <= 21 ? 249 : t <= 22 ? 196 : t <= 23 ? 78 : t <= 24 ? 503 : t <= 25 ? 50 : t <= 26 ? 7 : t <= 27 ? 61 : t <= 28 ? 380 : t <= 29 ? 433 : t <= 30 ? 497 : 393] as r2053_rand
expect r2053_rand.wavefronts == 11
write w[t <= 0 ? 58 : t <= 1 ? 75 : t <= 2 ? 58 : t <= 3 ? 75 : t <= 4 ? 107 : t <= 5 ? 60 : t <= 6 ? 107 : t <= 7 ? 60 : t <= 8 ? 76 : t <= 9 ? 106 : t <= 10 ? 76 : t <= 12 ? 106 : t <= 13 ? 91 : t <= 14 ? 106 : t <= 15 ? 91 : t <= 16 ? 59 : t <= 17 ? 92 : t <= 18 ? 59 : t <= 20 ? 92 : t <= 21 ? 90 : t <= 22 ? 92 : t <= 24 ? 90 : t <= 25 ? 91 : t <= 26 ? 90 : t <= 27 ? 91 : t <= 28 ? 59 : t <= 29 ? 60 : t <= 30 ? 59 : 60] as r2054_n2c
expect r2054_n2c.wavefronts == 5
read w[126] if (2 >> t & 1) != 0 as r2055_stride
expect r2055_stride.wavefronts == 1
read w[t <= 0 ? 4 : t <= 1 ? 224 : t <= 4 ? 4 : t <= 5 ? 286 : t <= 6 ? 4 : t <= 11 ? 224 : t <= 13 ? 286 : t <= 14 ? 224 : t <= 16 ? 286 : t <= 17 ? 224 : t <= 18 ? 4 : t <= 21 ? 286 : t <= 22 ? 4 : t <= 24 ? 224 : t <= 25 ? 286 : t <= 26 ? 4 : t <= 27 ? 286 : t <= 28 ? 4 : 224] as r2056_few
expect r2056_few.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 103 : t <= 3 ? 112 : t <= 5 ? 127 : t <= 7 ? 104 : t <= 9 ? 111 : t <= 11 ? 112 : t <= 13 ? 111 : t <= 15 ? 120 : t <= 17 ? 127 : t <= 19 ? 104 : t <= 21 ? 127 : t <= 23 ? 104 : t <= 25 ? 119 : t <= 27 ? 120 : t <= 29 ? 119 : 104] as r2057_n1c
expect r2057_n1c.wavefronts == 5
read v[t <= 4 ? 467 : t <= 6 ? 231 : t <= 9 ? 11 : t <= 11 ? 413 : t <= 19 ? 402 : 470] if (34081360 >> t & 1) != 0 as r2058_n1s
expect r2058_n1s.wavefronts == 3
read w[t <= 7 ? 318 : t <= 8 ? 498 : t <= 9 ? 489 : t <= 12 ? 195 : t <= 17 ? 232 : 76] if (4330368 >> t & 1) != 0 as r2059_rand
expect r2059_rand.wavefronts == 1
write v[t <= 0 ? 197 : t <= 5 ? 102 : t <= 8 ? 100 : t <= 11 ? 396 : t <= 15 ? 408 : t <= 20 ? 318 : t <= 27 ? 271 : 188] if (403745057 >> t & 1) != 0 as r2060_n2s
expect r2060_n2s.wavefronts == 5
write v[t <= 18 ? 387 : t <= 23 ? 472 : 62] if (545521664 >> t & 1) != 0 as r2061_stride
expect r2061_stride.wavefronts == 2
read f[t <= 2 ? 113 : t <= 6 ? 313 : t <= 7 ? 171 : t <= 11 ? 186 : t <= 17 ? 51 : 53] if (1181892 >> t & 1) != 0 as r2062_n2s
expect r2062_n2s.wavefronts == 1
write v[t <= 2 ? 389 : t <= 9 ? 387 : t <= 18 ? 508 : t <= 19 ? 475 : t <= 20 ? 455 : 82] if (18612740 >> t & 1) != 0 as r2063_n2
expect r2063_n2.wavefronts == 4
read v[t <= 1 ? 308 : t <= 8 ? 22 : t <= 9 ? 308 : t <= 10 ? 22 : t <= 12 ? 308 : t <= 13 ? 22 : t <= 17 ? 308 : t <= 18 ? 22 : t <= 19 ? 308 : t <= 20 ? 22 : t <= 24 ? 308 : t <= 25 ? 22 : t <= 26 ? 308 : t <= 28 ? 22 : t <= 29 ? 308 : 22] if (4152311603 >> t & 1) != 0 as r2064_few
expect r2064_few.wavefronts == 4
read v[t <= 1 ? 223 : t <= 3 ? 125 : t <= 5 ? 437 : t <= 7 ? 2 : t <= 9 ? 72 : t <= 11 ? 46 : t <= 13 ? 124 : t <= 15 ? 476 : t <= 17 ? 56 : t <= 19 ? 443 : t <= 21 ? 43 : t <= 23 ? 126 : t <= 25 ? 414 : t <= 27 ? 322 : t <= 29 ? 250 : t <= 30 ? 501 : 275] as r2065_n1s
expect r2065_n1s.wavefronts == 8
read f[12 * t + -18] if (775911244 >> t & 1) != 0 as r2066_stride
expect r2066_stride.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[353] if (130560 >> t & 1) != 0 as r2067_bcast
expect r2067_bcast.wavefronts == 2
read v[t <= 4 ? 438 : t <= 9 ? 6 : t <= 11 ? 38 : t <= 14 ? 86 : t <= 15 ? 102 : t <= 16 ? 118 : t <= 18 ? 150 : t <= 19 ? 166 : t <= 21 ? 198 : t <= 22 ? 214 : t <= 24 ? 246 : t <= 26 ? 278 : t <= 28 ? 310 : 342] if (1433258512 >> t & 1) != 0 as r2068_stride
expect r2068_stride.wavefronts == 14
read w[t <= 0 ? 440 : t <= 1 ? 438 : t <= 2 ? 440 : t <= 3 ? 438 : t <= 4 ? 63 : t <= 5 ? 25 : t <= 6 ? 63 : t <= 7 ? 25 : t <= 8 ? 54 : t <= 9 ? 195 : t <= 10 ? 54 : t <= 11 ? 195 : t <= 12 ? 96 : t <= 13 ? 411 : t <= 14 ? 494 : t <= 15 ? 411 : t <= 16 ? 101 : t <= 17 ? 268 : t <= 18 ? 101 : t <= 19 ? 268 : t <= 20 ? 173 : t <= 21 ? 394 : t <= 22 ? 173 : t <= 23 ? 394 : t <= 24 ? 104 : t <= 25 ? 349 : t <= 26 ? 104 : t <= 27 ? 46 : t <= 28 ? 360 : t <= 29 ? 415 : t <= 30 ? 360 : 415] as r2069_n2s
expect r2069_n2s.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 2 ? 60 : t <= 3 ? 45 : t <= 5 ? 30 : t <= 6 ? 45 : t <= 10 ? 30 : t <= 14 ? 28 : t <= 15 ? 29 : t <= 17 ? 14 : t <= 23 ? 28 : t <= 24 ? 44 : t <= 25 ? 61 : 62] if (595772524 >> t & 1) != 0 as r2070_n2c
expect r2070_n2c.wavefronts == 3
write w[t <= 0 ? 78 : t <= 1 ? 63 : t <= 2 ? 78 : t <= 3 ? 63 : t <= 4 ? 47 : t <= 5 ? 32 : t <= 6 ? 47 : t <= 8 ? 64 : t <= 9 ? 78 : t <= 10 ? 64 : t <= 12 ? 78 : t <= 13 ? 79 : t <= 14 ? 78 : t <= 16 ? 79 : t <= 17 ? 80 : t <= 18 ? 79 : t <= 19 ? 80 : t <= 20 ? 48 : t <= 21 ? 62 : t <= 22 ? 48 : t <= 23 ? 62 : t <= 24 ? 30 : t <= 25 ? 79 : t <= 26 ? 30 : t <= 27 ? 79 : t <= 28 ? 63 : t <= 29 ? 80 : t <= 30 ? 63 : 80] if (4294967167 >> t & 1) != 0 as r2071_n2c
expect r2071_n2c.wavefronts == 5
write v[t <= 0 ? 385 : t <= 1 ? 393 : t <= 2 ? 401 : t <= 3 ? 409 : t <= 4 ? 417 : t <= 5 ? 425 : t <= 6 ? 433 : t <= 7 ? 441 : t <= 8 ? 449 : t <= 9 ? 457 : t <= 10 ? 465 : t <= 11 ? 473 : t <= 12 ? 481 : t <= 13 ? 489 : t <= 14 ? 497 : t <= 15 ? 505 : t <= 16 ? 1 : t <= 17 ? 9 : t <= 18 ? 17 : t <= 19 ? 25 : t <= 20 ? 33 : t <= 21 ? 41 : t <= 22 ? 49 : t <= 23 ? 57 : t <= 24 ? 65 : t <= 25 ? 73 : t <= 26 ? 81 : t <= 27 ? 89 : t <= 28 ? 97 : t <= 29 ? 105 : t <= 30 ? 113 : 121] as r2072_stride
expect r2072_stride.wavefronts == 32
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 330 : t <= 3 ? 93 : t <= 5 ? 236 : t <= 7 ? 347 : t <= 9 ? 198 : t <= 11 ? 308 : t <= 13 ? 52 : t <= 15 ? 508 : t <= 17 ? 120 : t <= 19 ? 491 : t <= 21 ? 98 : t <= 23 ? 171 : t <= 25 ? 498 : t <= 27 ? 146 : t <= 29 ? 459 : 152] as r2073_n1
expect r2073_n1.wavefronts == 4
read f[t <= 0 ? 415 : t <= 1 ? 114 : t <= 2 ? 163 : t <= 4 ? 342 : t <= 5 ? 6 : t <= 7 ? 44 : t <= 8 ? 315 : t <= 9 ? 87 : t <= 10 ? 127 : t <= 11 ? 53 : t <= 12 ? 435 : t <= 15 ? 45 : t <= 16 ? 219 : t <= 17 ? 240 : t <= 18 ? 193 : t <= 19 ? 126 : t <= 20 ? 418 : t <= 24 ? 36 : t <= 25 ? 376 : t <= 26 ? 296 : t <= 27 ? 303 : 115] if (1327472567 >> t & 1) != 0 as r2074_rand
expect r2074_rand.wavefronts == 2
write v[t <= 0 ? 145 : t <= 1 ? 494 : t <= 2 ? 145 : t <= 3 ? 494 : t <= 4 ? 4 : t <= 5 ? 251 : t <= 6 ? 4 : t <= 7 ? 251 : t <= 8 ? 209 : t <= 9 ? 39 : t <= 10 ? 209 : t <= 11 ? 39 : t <= 12 ? 460 : t <= 13 ? 110 : t <= 14 ? 460 : t <= 15 ? 110 : t <= 16 ? 81 : t <= 17 ? 59 : t <= 18 ? 81 : t <= 19 ? 59 : t <= 20 ? 345 : t <= 21 ? 221 : t <= 22 ? 345 : t <= 23 ? 221 : t <= 24 ? 450 : t <= 25 ? 4 : t <= 26 ? 450 : t <= 27 ? 4 : t <= 28 ? 62 : t <= 29 ? 248 : t <= 30 ? 62 : 248] as r2075_n2
expect r2075_n2.wavefronts == 5
read v[t <= 0 ? 19 : t <= 1 ? 113 : t <= 2 ? 19 : t <= 3 ? 113 : t <= 4 ? 223 : t <= 5 ? 249 : t <= 6 ? 41 : t <= 7 ? 249 : t <= 10 ? 108 : t <= 11 ? 443 : t <= 13 ? 127 : t <= 14 ? 299 : t <= 15 ? 127 : t <= 16 ? 116 : t <= 17 ? 463 : t <= 18 ? 116 : t <= 20 ? 174 : t <= 21 ? 470 : t <= 24 ? 409 : t <= 27 ? 204 : t <= 28 ? 205 : t <= 29 ? 18 : t <= 30 ? 205 : 18] if (4214746367 >> t & 1) != 0 as r2076_n2s
expect r2076_n2s.wavefronts == 8
write w[t <= 1 ? 36 : t <= 3 ? 53 : t <= 5 ? 68 : t <= 7 ? 21 : t <= 9 ? 36 : t <= 11 ? 37 : t <= 13 ? 52 : t <= 15 ? 37 : t <= 17 ? 20 : t <= 19 ? 53 : t <= 21 ? 20 : t <= 23 ? 21 : t <= 25 ? 52 : t <= 27 ? 69 : t <= 29 ? 68 : 37] as r2077_n1c
expect r2077_n1c.wavefronts == 7
write w[9 * t + 182] if (4259315711 >> t & 1) != 0 as r2078_stride
expect r2078_stride.wavefronts == 2
read v[40] if (67108864 >> t & 1) != 0 as r2079_n1s
expect r2079_n1s.wavefronts == 1
write v[390] if (2978485659 >> t & 1) != 0 as r2080_bcast
expect r2080_bcast.wavefronts == 4
read v[93] if (256 >> t & 1) != 0 as r2081_rand
expect r2081_rand.wavefronts == 1
read w[t <= 0 ? 121 : t <= 1 ? 440 : t <= 2 ? 459 : t <= 3 ? 318 : t <= 4 ? 269 : t <= 5 ? 470 : t <= 6 ? 430 : t <= 7 ? 433 : t <= 8 ? 356 : t <= 9 ? 172 : t <= 10 ? 150 : t <= 11 ? 296 : t <= 12 ? 451 : t <= 13 ? 123 : t <= 14 ? 183 : t <= 15 ? 17 : t <= 16 ? 291 : t <= 17 ? 482 : t <= 18 ? 395 : t <= 19 ? 204 : t <= 20 ? 348 : t <= 21 ? 6 : t <= 22 ? 34 : t <= 23 ? 184 : t <= 24 ? 8 : t <= 25 ? 374 : t <= 26 ? 298 : t <= 27 ? 427 : t <= 28 ? 47 : t <= 29 ? 83 : t <= 30 ? 496 : 373] as r2082_rand
expect r2082_rand.wavefronts == 4
read w[t <= 0 ? 1 : t <= 1 ? 489 : t <= 2 ? 310 : t <= 3 ? 194 : t <= 4 ? 58 : t <= 5 ? 42 : t <= 6 ? 423 : t <= 7 ? 462 : t <= 8 ? 280 : t <= 9 ? 1 : t <= 10 ? 93 : t <= 11 ? 115 : t <= 12 ? 365 : t <= 13 ? 33 : t <= 14 ? 150 : t <= 15 ? 394 : t <= 16 ? 134 : t <= 17 ? 505 : t <= 18 ? 30 : t <= 19 ? 22 : t <= 20 ? 53 : t <= 21 ? 431 : t <= 22 ? 80 : t <= 23 ? 338 : t <= 24 ? 488 : t <= 25 ? 344 : t <= 26 ? 418 : t <= 27 ? 256 : t <= 28 ? 286 : t <= 29 ? 144 : t <= 30 ? 375 : 403] as r2083_rand
expect r2083_rand.wavefronts == 6
read f[274] as r2084_bcast
expect r2084_bcast.wavefronts == 1
read v[12 * t + 167] if (308297925 >> t & 1) != 0 as r2085_stride
expect r2085_stride.wavefronts == 6
read v[t <= 10 ? 415 : t <= 14 ? 189 : t <= 16 ? 296 : 435] if (33637376 >> t & 1) != 0 as r2086_rand
expect r2086_rand.wavefronts == 2
read f[t <= 1 ? 130 : t <= 3 ? 35 : t <= 5 ? 98 : t <= 7 ? 35 : t <= 9 ? 130 : t <= 11 ? 35 : t <= 13 ? 34 : t <= 15 ? 35 : t <= 17 ? 130 : t <= 19 ? 99 : t <= 21 ? 98 : t <= 23 ? 99 : t <= 25 ? 130 : t <= 27 ? 67 : t <= 29 ? 98 : 35] as r2087_n1c
expect r2087_n1c.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 45 : t <= 3 ? 38 : t <= 5 ? 37 : t <= 7 ? 30 : t <= 9 ? 37 : t <= 11 ? 38 : t <= 13 ? 45 : t <= 15 ? 30 : t <= 17 ? 37 : t <= 19 ? 22 : t <= 21 ? 45 : t <= 23 ? 46 : t <= 25 ? 21 : t <= 27 ? 38 : t <= 29 ? 21 : 30] as r2088_n1c
expect r2088_n1c.wavefronts == 6
read v[t <= 7 ? 3 : t <= 10 ? 207 : 401] if (536888448 >> t & 1) != 0 as r2089_n1s
expect r2089_n1s.wavefronts == 2
read v[t <= 1 ? 51 : t <= 3 ? 237 : t <= 5 ? 410 : t <= 7 ? 243 : t <= 9 ? 291 : t <= 11 ? 436 : t <= 13 ? 451 : t <= 15 ? 256 : t <= 17 ? 57 : t <= 19 ? 393 : t <= 20 ? 360 : t <= 21 ? 304 : t <= 23 ? 441 : t <= 25 ? 395 : t <= 27 ? 437 : t <= 29 ? 355 : 257] as r2090_n1s
expect r2090_n1s.wavefronts == 9
# Nsight's instrumented estimate: 3
read v[t <= 6 ? 349 : t <= 9 ? 175 : t <= 10 ? 337 : t <= 13 ? 450 : t <= 19 ? 374 : t <= 21 ? 301 : t <= 25 ? 250 : t <= 29 ? 271 : 132] if (2720540224 >> t & 1) != 0 as r2091_rand
expect r2091_rand.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 49 : t <= 5 ? 17 : t <= 7 ? 50 : t <= 9 ? 65 : t <= 11 ? 66 : t <= 13 ? 49 : t <= 15 ? 18 : t <= 21 ? 65 : t <= 23 ? 34 : t <= 25 ? 49 : t <= 26 ? 18 : t <= 28 ? 33 : 34] if (3606117347 >> t & 1) != 0 as r2092_n1c
expect r2092_n1c.wavefronts == 4
read v[t <= 3 ? 156 : t <= 5 ? 95 : t <= 6 ? 139 : t <= 17 ? 126 : t <= 22 ? 119 : 117] if (1079115880 >> t & 1) != 0 as r2093_n2
expect r2093_n2.wavefronts == 2
read f[t <= 0 ? 113 : t <= 3 ? 82 : t <= 4 ? 81 : t <= 6 ? 178 : t <= 9 ? 145 : t <= 11 ? 146 : t <= 13 ? 113 : t <= 14 ? 114 : t <= 18 ? 82 : t <= 26 ? 114 : t <= 29 ? 145 : 82] if (2751753049 >> t & 1) != 0 as r2094_n1c
expect r2094_n1c.wavefronts == 4
read f[t <= 0 ? 78 : t <= 1 ? 111 : t <= 2 ? 78 : t <= 3 ? 111 : t <= 4 ? 47 : t <= 8 ? 80 : t <= 9 ? 14 : t <= 13 ? 111 : t <= 14 ? 110 : t <= 15 ? 111 : t <= 20 ? 112 : t <= 21 ? 110 : t <= 22 ? 112 : t <= 23 ? 110 : t <= 24 ? 78 : t <= 25 ? 79 : t <= 26 ? 78 : t <= 28 ? 79 : 16] if (3220890559 >> t & 1) != 0 as r2095_n2c
expect r2095_n2c.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 94 : t <= 1 ? 79 : t <= 2 ? 94 : t <= 3 ? 79 : t <= 4 ? 95 : t <= 5 ? 104 : t <= 6 ? 95 : t <= 7 ? 104 : t <= 8 ? 88 : t <= 9 ? 78 : t <= 10 ? 88 : t <= 11 ? 78 : t <= 12 ? 86 : t <= 13 ? 95 : t <= 14 ? 86 : t <= 15 ? 95 : t <= 16 ? 103 : t <= 17 ? 104 : t <= 18 ? 103 : t <= 19 ? 104 : t <= 20 ? 88 : t <= 21 ? 94 : t <= 22 ? 88 : t <= 23 ? 94 : t <= 24 ? 78 : t <= 25 ? 79 : t <= 26 ? 78 : t <= 27 ? 79 : t <= 28 ? 87 : t <= 29 ? 80 : t <= 30 ? 87 : 80] as r2096_n2c
expect r2096_n2c.wavefronts == 6
# Nsight's instrumented estimate: 4
read w[t <= 6 ? 55 : t <= 7 ? 88 : t <= 14 ? 38 : t <= 18 ? 71 : t <= 19 ? 40 : t <= 20 ? 72 : t <= 21 ? 54 : t <= 22 ? 72 : t <= 24 ? 70 : t <= 30 ? 71 : 88] if (3279706816 >> t & 1) != 0 as r2097_n2c
expect r2097_n2c.wavefronts == 3
read v[t <= 0 ? 27 : t <= 1 ? 232 : t <= 2 ? 27 : t <= 3 ? 232 : t <= 4 ? 257 : t <= 5 ? 367 : t <= 6 ? 257 : t <= 7 ? 454 : t <= 8 ? 374 : t <= 9 ? 305 : t <= 10 ? 408 : t <= 11 ? 305 : t <= 12 ? 227 : t <= 13 ? 474 : t <= 14 ? 227 : t <= 15 ? 474 : t <= 16 ? 4 : t <= 17 ? 196 : t <= 18 ? 4 : t <= 19 ? 196 : t <= 20 ? 431 : t <= 21 ? 119 : t <= 22 ? 89 : t <= 23 ? 119 : t <= 24 ? 80 : t <= 25 ? 159 : t <= 26 ? 80 : t <= 27 ? 159 : t <= 28 ? 303 : t <= 29 ? 295 : t <= 30 ? 303 : 295] as r2098_n2s
expect r2098_n2s.wavefronts == 7
read w[510] if (1073746432 >> t & 1) != 0 as r2099_stride
expect r2099_stride.wavefronts == 1
write v[t <= 0 ? 379 : t <= 1 ? 374 : t <= 2 ? 492 : t <= 3 ? 407 : t <= 4 ? 289 : t <= 5 ? 66 : t <= 6 ? 112 : t <= 7 ? 80 : t <= 8 ? 363 : t <= 9 ? 243 : t <= 10 ? 57 : t <= 11 ? 449 : t <= 12 ? 420 : t <= 13 ? 242 : t <= 14 ? 71 : t <= 15 ? 238 : t <= 16 ? 15 : t <= 17 ? 406 : t <= 18 ? 373 : t <= 19 ? 304 : t <= 20 ? 466 : t <= 21 ? 13 : t <= 23 ? 462 : t <= 24 ? 307 : t <= 25 ? 291 : t <= 27 ? 142 : t <= 29 ? 479 : t <= 30 ? 378 : 20] if (3955228671 >> t & 1) != 0 as r2100_rand
expect r2100_rand.wavefronts == 8
# Nsight's instrumented estimate: 4
read w[12 * t + -61] if (2355634240 >> t & 1) != 0 as r2101_stride
expect r2101_stride.wavefronts == 3
read f[t <= 5 ? 365 : t <= 12 ? 316 : t <= 16 ? 101 : t <= 19 ? 9 : t <= 22 ? 4 : t <= 25 ? 153 : t <= 26 ? 182 : 266] if (1179193376 >> t & 1) != 0 as r2102_n2
expect r2102_n2.wavefronts == 1
write v[96] if (65664 >> t & 1) != 0 as r2103_bcast
expect r2103_bcast.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 3 ? 33 : t <= 5 ? 0 : t <= 7 ? 17 : t <= 9 ? 16 : t <= 23 ? 1 : t <= 27 ? 49 : 17] if (1217135544 >> t & 1) != 0 as r2104_n1c
expect r2104_n1c.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 83 : t <= 1 ? 84 : t <= 2 ? 83 : t <= 3 ? 84 : t <= 4 ? 68 : t <= 5 ? 69 : t <= 6 ? 68 : t <= 7 ? 69 : t <= 8 ? 85 : t <= 9 ? 83 : t <= 10 ? 85 : t <= 11 ? 83 : t <= 12 ? 67 : t <= 13 ? 60 : t <= 14 ? 67 : t <= 15 ? 60 : t <= 16 ? 84 : t <= 17 ? 77 : t <= 18 ? 84 : t <= 19 ? 77 : t <= 20 ? 61 : t <= 21 ? 67 : t <= 22 ? 61 : t <= 23 ? 67 : t <= 24 ? 59 : t <= 25 ? 84 : t <= 26 ? 59 : t <= 27 ? 84 : t <= 28 ? 76 : t <= 29 ? 77 : t <= 30 ? 76 : 77] as r2105_n2c
expect r2105_n2c.wavefronts == 5
read f[3 * t + 385] as r2106_stride
expect r2106_stride.wavefronts == 1
write w[8 * t + 198] as r2107_stride
expect r2107_stride.wavefronts == 16
read w[t <= 0 ? 14 : t <= 1 ? 146 : t <= 2 ? 473 : t <= 3 ? 157 : t <= 4 ? 504 : t <= 5 ? 304 : t <= 6 ? 232 : t <= 7 ? 292 : t <= 8 ? 267 : t <= 10 ? 288 : t <= 11 ? 6 : t <= 12 ? 98 : t <= 13 ? 308 : t <= 14 ? 322 : t <= 15 ? 45 : t <= 16 ? 399 : t <= 17 ? 153 : t <= 18 ? 176 : t <= 19 ? 17 : t <= 20 ? 9 : t <= 21 ? 129 : t <= 22 ? 415 : t <= 25 ? 36 : t <= 26 ? 368 : t <= 27 ? 26 : t <= 28 ? 207 : t <= 29 ? 296 : t <= 30 ? 300 : 84] if (4269800959 >> t & 1) != 0 as r2108_rand
expect r2108_rand.wavefronts == 6
write w[t <= 0 ? 104 : t <= 3 ? 439 : t <= 4 ? 365 : t <= 5 ? 176 : t <= 7 ? 81 : t <= 9 ? 323 : t <= 11 ? 219 : t <= 13 ? 464 : t <= 15 ? 116 : t <= 17 ? 392 : t <= 19 ? 390 : t <= 21 ? 329 : t <= 23 ? 280 : t <= 25 ? 233 : t <= 27 ? 35 : t <= 29 ? 480 : 332] if (4294963197 >> t & 1) != 0 as r2109_n1s
expect r2109_n1s.wavefronts == 4
read v[t <= 1 ? 17 : t <= 3 ? 255 : t <= 15 ? 256 : t <= 23 ? 500 : 322] if (25198602 >> t & 1) != 0 as r2110_n1
expect r2110_n1.wavefronts == 2
read f[t <= 14 ? 297 : 274] if (49152 >> t & 1) != 0 as r2111_n2s
expect r2111_n2s.wavefronts == 1
write v[t <= 0 ? 64 : t <= 2 ? 57 : t <= 13 ? 48 : t <= 14 ? 57 : t <= 17 ? 72 : t <= 19 ? 57 : t <= 21 ? 56 : t <= 22 ? 57 : t <= 27 ? 73 : t <= 29 ? 72 : 49] if (2088399621 >> t & 1) != 0 as r2112_n1c
expect r2112_n1c.wavefronts == 6
write w[t <= 1 ? 351 : t <= 2 ? 448 : t <= 5 ? 31 : t <= 6 ? 44 : t <= 8 ? 418 : t <= 11 ? 76 : t <= 12 ? 232 : t <= 13 ? 18 : t <= 14 ? 232 : t <= 16 ? 327 : t <= 17 ? 336 : t <= 27 ? 123 : t <= 28 ? 449 : 213] if (973306214 >> t & 1) != 0 as r2113_n2
expect r2113_n2.wavefronts == 3
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 25 : t <= 3 ? 10 : t <= 5 ? 41 : t <= 7 ? 26 : t <= 9 ? 57 : t <= 11 ? 10 : t <= 13 ? 57 : t <= 15 ? 42 : t <= 17 ? 25 : t <= 19 ? 10 : t <= 21 ? 9 : t <= 23 ? 42 : t <= 25 ? 9 : t <= 27 ? 10 : t <= 29 ? 41 : 26] as r2114_n1c
expect r2114_n1c.wavefronts == 4
write w[t <= 0 ? 354 : t <= 1 ? 403 : t <= 2 ? 354 : t <= 3 ? 403 : t <= 4 ? 334 : t <= 5 ? 272 : t <= 6 ? 334 : t <= 7 ? 272 : t <= 8 ? 428 : t <= 9 ? 51 : t <= 10 ? 428 : t <= 11 ? 51 : t <= 12 ? 289 : t <= 13 ? 139 : t <= 14 ? 289 : t <= 15 ? 139 : t <= 16 ? 158 : t <= 17 ? 484 : t <= 18 ? 158 : t <= 19 ? 484 : t <= 20 ? 219 : t <= 21 ? 418 : t <= 22 ? 219 : t <= 23 ? 418 : t <= 24 ? 360 : t <= 25 ? 125 : t <= 26 ? 360 : t <= 27 ? 125 : t <= 28 ? 314 : t <= 29 ? 421 : t <= 30 ? 314 : 421] as r2115_n2
expect r2115_n2.wavefronts == 3
read w[389] if (538968188 >> t & 1) != 0 as r2116_bcast
expect r2116_bcast.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 123 : t <= 3 ? 100 : t <= 5 ? 99 : t <= 7 ? 100 : t <= 9 ? 115 : t <= 11 ? 124 : t <= 13 ? 115 : t <= 15 ? 100 : t <= 17 ? 123 : t <= 19 ? 108 : t <= 21 ? 99 : t <= 23 ? 116 : t <= 25 ? 99 : t <= 27 ? 116 : t <= 29 ? 107 : 116] as r2117_n1c
expect r2117_n1c.wavefronts == 6
read f[302] if (235212801 >> t & 1) != 0 as r2118_bcast
expect r2118_bcast.wavefronts == 1
write v[t <= 1 ? 270 : t <= 6 ? 463 : t <= 9 ? 103 : t <= 11 ? 0 : t <= 17 ? 40 : t <= 19 ? 248 : t <= 20 ? 498 : t <= 23 ? 231 : t <= 24 ? 371 : t <= 27 ? 203 : t <= 29 ? 113 : 338] if (2917010243 >> t & 1) != 0 as r2119_n1
expect r2119_n1.wavefronts == 6
write v[t <= 0 ? 314 : t <= 1 ? 331 : t <= 2 ? 348 : t <= 3 ? 365 : t <= 4 ? 382 : t <= 5 ? 399 : t <= 6 ? 416 : t <= 7 ? 433 : t <= 8 ? 450 : t <= 9 ? 467 : t <= 10 ? 484 : t <= 11 ? 501 : t <= 12 ? 6 : t <= 13 ? 23 : t <= 14 ? 40 : t <= 15 ? 57 : t <= 16 ? 74 : t <= 17 ? 91 : t <= 18 ? 108 : t <= 19 ? 125 : t <= 20 ? 142 : t <= 21 ? 159 : t <= 22 ? 176 : t <= 23 ? 193 : t <= 24 ? 210 : t <= 25 ? 227 : t <= 26 ? 244 : t <= 27 ? 261 : t <= 28 ? 278 : t <= 29 ? 295 : t <= 30 ? 312 : 329] as r2120_stride
expect r2120_stride.wavefronts == 4
read f[t <= 0 ? 35 : t <= 1 ? 177 : t <= 2 ? 15 : t <= 3 ? 249 : t <= 4 ? 494 : t <= 5 ? 232 : t <= 6 ? 220 : t <= 7 ? 302 : t <= 8 ? 445 : t <= 9 ? 297 : t <= 10 ? 398 : t <= 11 ? 437 : t <= 12 ? 452 : t <= 13 ? 78 : t <= 14 ? 43 : t <= 15 ? 485 : t <= 16 ? 258 : t <= 17 ? 289 : t <= 18 ? 276 : t <= 19 ? 272 : t <= 20 ? 153 : t <= 21 ? 162 : t <= 22 ? 234 : t <= 23 ? 161 : t <= 24 ? 143 : t <= 25 ? 483 : t <= 26 ? 25 : t <= 27 ? 346 : t <= 28 ? 188 : t <= 29 ? 423 : t <= 30 ? 247 : 170] as r2121_rand
expect r2121_rand.wavefronts == 4
write w[t <= 5 ? 81 : t <= 6 ? 425 : t <= 7 ? 81 : t <= 8 ? 149 : t <= 9 ? 239 : t <= 10 ? 149 : 239] if (4064 >> t & 1) != 0 as r2122_n2
expect r2122_n2.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 150 : t <= 1 ? 135 : t <= 2 ? 150 : t <= 3 ? 135 : t <= 4 ? 143 : t <= 5 ? 152 : t <= 6 ? 143 : t <= 7 ? 152 : t <= 8 ? 136 : t <= 9 ? 126 : t <= 10 ? 136 : t <= 11 ? 126 : t <= 12 ? 134 : t <= 13 ? 151 : t <= 14 ? 134 : t <= 15 ? 151 : t <= 16 ? 143 : t <= 17 ? 152 : t <= 18 ? 143 : t <= 19 ? 152 : t <= 20 ? 128 : t <= 21 ? 134 : t <= 22 ? 128 : t <= 23 ? 134 : t <= 24 ? 150 : t <= 25 ? 127 : t <= 26 ? 150 : t <= 27 ? 127 : t <= 28 ? 151 : t <= 29 ? 152 : t <= 30 ? 151 : 152] as r2123_n2c
expect r2123_n2c.wavefronts == 6
write w[204] as r2124_bcast
expect r2124_bcast.wavefronts == 2
write w[t <= 1 ? 277 : t <= 3 ? 114 : t <= 5 ? 27 : t <= 7 ? 125 : t <= 9 ? 116 : t <= 11 ? 466 : t <= 13 ? 378 : t <= 15 ? 180 : t <= 17 ? 21 : t <= 19 ? 384 : t <= 21 ? 476 : t <= 23 ? 276 : t <= 25 ? 228 : t <= 27 ? 241 : t <= 29 ? 423 : 433] as r2125_n1
expect r2125_n1.wavefronts == 4
read w[t <= 0 ? 480 : t <= 1 ? 388 : t <= 2 ? 480 : t <= 3 ? 388 : t <= 4 ? 428 : t <= 5 ? 107 : t <= 6 ? 428 : t <= 7 ? 107 : t <= 8 ? 85 : t <= 9 ? 199 : t <= 10 ? 85 : t <= 11 ? 199 : t <= 12 ? 492 : t <= 13 ? 256 : t <= 14 ? 208 : t <= 15 ? 256 : t <= 16 ? 346 : t <= 17 ? 343 : t <= 18 ? 346 : t <= 19 ? 343 : t <= 20 ? 95 : t <= 21 ? 272 : t <= 22 ? 54 : t <= 23 ? 272 : t <= 24 ? 455 : t <= 25 ? 232 : t <= 26 ? 32 : t <= 27 ? 232 : t <= 28 ? 280 : t <= 29 ? 443 : t <= 30 ? 280 : 443] as r2126_n2s
expect r2126_n2s.wavefronts == 5
read w[t <= 0 ? 289 : t <= 9 ? 192 : t <= 10 ? 430 : t <= 13 ? 236 : t <= 27 ? 432 : t <= 28 ? 145 : 193] if (1543517697 >> t & 1) != 0 as r2127_n1s
expect r2127_n1s.wavefronts == 3
write v[66] if (4253007670 >> t & 1) != 0 as r2128_bcast
expect r2128_bcast.wavefronts == 4
write f[t <= 1 ? 407 : t <= 7 ? 404 : t <= 8 ? 164 : t <= 11 ? 90 : t <= 14 ? 488 : t <= 17 ? 355 : t <= 19 ? 332 : t <= 21 ? 259 : t <= 23 ? 351 : t <= 25 ? 163 : t <= 27 ? 218 : t <= 29 ? 213 : 508] if (4290660739 >> t & 1) != 0 as r2129_n1
expect r2129_n1.wavefronts == 3
write v[t <= 1 ? 117 : t <= 3 ? 126 : t <= 5 ? 117 : t <= 7 ? 126 : t <= 9 ? 101 : t <= 11 ? 102 : t <= 13 ? 101 : t <= 15 ? 110 : t <= 17 ? 101 : t <= 19 ? 126 : t <= 21 ? 117 : t <= 23 ? 110 : t <= 25 ? 109 : t <= 27 ? 118 : t <= 29 ? 117 : 102] as r2130_n1c
expect r2130_n1c.wavefronts == 7
# Nsight's instrumented estimate: 5
read w[t <= 9 ? 26 : t <= 10 ? 44 : t <= 11 ? 26 : t <= 12 ? 42 : t <= 13 ? 27 : t <= 14 ? 42 : t <= 16 ? 27 : t <= 17 ? 76 : t <= 18 ? 27 : t <= 19 ? 76 : t <= 20 ? 44 : t <= 21 ? 58 : t <= 22 ? 44 : t <= 23 ? 58 : t <= 24 ? 26 : t <= 25 ? 43 : t <= 26 ? 26 : t <= 27 ? 43 : 75] if (536870400 >> t & 1) != 0 as r2131_n2c
expect r2131_n2c.wavefronts == 3
write f[t <= 0 ? 52 : t <= 1 ? 255 : t <= 4 ? 320 : t <= 7 ? 474 : t <= 9 ? 140 : t <= 10 ? 452 : t <= 11 ? 140 : t <= 12 ? 318 : t <= 18 ? 266 : t <= 20 ? 257 : t <= 21 ? 419 : t <= 22 ? 257 : t <= 23 ? 419 : t <= 25 ? 491 : t <= 26 ? 150 : t <= 27 ? 491 : t <= 28 ? 397 : 192] if (3203735219 >> t & 1) != 0 as r2132_n2
expect r2132_n2.wavefronts == 2
write f[t <= 0 ? 57 : t <= 1 ? 223 : t <= 2 ? 57 : t <= 3 ? 223 : t <= 4 ? 365 : t <= 5 ? 410 : t <= 6 ? 365 : t <= 7 ? 410 : t <= 8 ? 437 : t <= 9 ? 310 : t <= 10 ? 437 : t <= 11 ? 310 : t <= 12 ? 438 : t <= 13 ? 427 : t <= 14 ? 438 : t <= 15 ? 427 : t <= 16 ? 263 : t <= 17 ? 175 : t <= 18 ? 263 : t <= 19 ? 175 : t <= 20 ? 119 : t <= 21 ? 78 : t <= 22 ? 119 : t <= 23 ? 78 : t <= 24 ? 108 : t <= 25 ? 338 : t <= 26 ? 65 : t <= 27 ? 295 : t <= 28 ? 145 : t <= 29 ? 135 : t <= 30 ? 145 : 135] as r2133_n2s
expect r2133_n2s.wavefronts == 3
write v[230] if (4293896703 >> t & 1) != 0 as r2134_bcast
expect r2134_bcast.wavefronts == 4
read v[t <= 0 ? 195 : t <= 2 ? 32 : t <= 3 ? 82 : t <= 4 ? 161 : t <= 5 ? 32 : t <= 6 ? 7 : t <= 8 ? 370 : t <= 10 ? 287 : t <= 13 ? 496 : t <= 14 ? 341 : t <= 15 ? 313 : t <= 16 ? 290 : t <= 17 ? 366 : t <= 18 ? 300 : t <= 19 ? 505 : t <= 20 ? 13 : t <= 21 ? 422 : t <= 24 ? 270 : t <= 25 ? 132 : t <= 27 ? 174 : t <= 28 ? 154 : t <= 29 ? 303 : t <= 30 ? 198 : 441] if (4215272829 >> t & 1) != 0 as r2135_rand
expect r2135_rand.wavefronts == 7
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 86 : t <= 1 ? 119 : t <= 2 ? 86 : t <= 4 ? 119 : t <= 5 ? 136 : t <= 6 ? 119 : t <= 7 ? 136 : t <= 8 ? 104 : t <= 9 ? 118 : t <= 10 ? 104 : t <= 11 ? 118 : t <= 12 ? 86 : t <= 13 ? 87 : t <= 14 ? 86 : t <= 15 ? 87 : t <= 16 ? 135 : t <= 17 ? 104 : t <= 18 ? 135 : t <= 19 ? 104 : t <= 20 ? 136 : t <= 21 ? 102 : t <= 22 ? 136 : t <= 23 ? 102 : t <= 24 ? 134 : t <= 25 ? 87 : t <= 26 ? 134 : t <= 28 ? 87 : t <= 29 ? 88 : t <= 30 ? 87 : 88] as r2136_n2c
expect r2136_n2c.wavefronts == 4
write f[483] if (268435456 >> t & 1) != 0 as r2137_stride
expect r2137_stride.wavefronts == 1
write v[t <= 0 ? 502 : t <= 6 ? 325 : t <= 9 ? 246 : t <= 12 ? 252 : t <= 21 ? 126 : t <= 22 ? 385 : 234] if (2154041921 >> t & 1) != 0 as r2138_n1
expect r2138_n1.wavefronts == 4
# Nsight's instrumented estimate: 7
read w[t <= 1 ? 88 : t <= 3 ? 89 : t <= 5 ? 56 : t <= 7 ? 41 : t <= 9 ? 56 : t <= 11 ? 73 : t <= 13 ? 72 : t <= 15 ? 89 : t <= 17 ? 56 : t <= 19 ? 73 : t <= 21 ? 72 : t <= 23 ? 89 : t <= 25 ? 40 : t <= 27 ? 41 : t <= 29 ? 40 : 57] as r2139_n1c
expect r2139_n1c.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 16 : t <= 3 ? 25 : t <= 5 ? 40 : t <= 7 ? 17 : t <= 9 ? 40 : t <= 10 ? 41 : t <= 13 ? 24 : t <= 14 ? 25 : t <= 17 ? 32 : t <= 19 ? 33 : t <= 21 ? 32 : t <= 23 ? 17 : t <= 25 ? 24 : t <= 26 ? 41 : t <= 29 ? 32 : 25] if (3086907327 >> t & 1) != 0 as r2140_n1c
expect r2140_n1c.wavefronts == 7
read w[356] if (16384 >> t & 1) != 0 as r2141_stride
expect r2141_stride.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 127 : t <= 7 ? 119 : t <= 10 ? 97 : t <= 15 ? 301 : t <= 18 ? 395 : t <= 20 ? 194 : t <= 22 ? 171 : t <= 25 ? 430 : 102] if (575964290 >> t & 1) != 0 as r2142_rand
expect r2142_rand.wavefronts == 2
read v[t <= 10 ? 377 : t <= 11 ? 313 : t <= 12 ? 348 : t <= 13 ? 129 : t <= 14 ? 348 : t <= 15 ? 129 : t <= 16 ? 72 : t <= 17 ? 21 : t <= 18 ? 72 : t <= 19 ? 21 : t <= 20 ? 90 : t <= 21 ? 56 : 90] if (8387584 >> t & 1) != 0 as r2143_n2
expect r2143_n2.wavefronts == 5
read v[t <= 10 ? 127 : t <= 13 ? 273 : t <= 14 ? 252 : t <= 23 ? 44 : 226] if (276849664 >> t & 1) != 0 as r2144_n1
expect r2144_n1.wavefronts == 2
read v[t <= 1 ? 467 : t <= 3 ? 337 : t <= 5 ? 400 : t <= 7 ? 12 : t <= 9 ? 481 : t <= 13 ? 224 : t <= 15 ? 46 : t <= 17 ? 295 : t <= 19 ? 301 : t <= 21 ? 445 : t <= 23 ? 107 : t <= 25 ? 222 : t <= 27 ? 357 : t <= 29 ? 252 : 333] if (4277141503 >> t & 1) != 0 as r2145_n1
expect r2145_n1.wavefronts == 6
write v[t <= 0 ? 215 : t <= 1 ? 119 : t <= 2 ? 496 : t <= 3 ? 480 : t <= 4 ? 91 : t <= 5 ? 85 : t <= 6 ? 472 : t <= 7 ? 413 : t <= 8 ? 170 : t <= 9 ? 403 : t <= 10 ? 52 : t <= 11 ? 232 : t <= 12 ? 68 : t <= 13 ? 503 : t <= 14 ? 381 : t <= 15 ? 507 : t <= 16 ? 215 : t <= 17 ? 54 : t <= 18 ? 222 : t <= 19 ? 326 : t <= 20 ? 229 : t <= 21 ? 300 : t <= 22 ? 499 : t <= 23 ? 350 : t <= 24 ? 376 : t <= 25 ? 78 : t <= 26 ? 29 : t <= 27 ? 320 : t <= 28 ? 339 : t <= 29 ? 294 : t <= 30 ? 111 : 89] as r2146_rand
expect r2146_rand.wavefronts == 11
read v[t <= 9 ? 452 : t <= 18 ? 91 : 417] if (537133568 >> t & 1) != 0 as r2147_n1
expect r2147_n1.wavefronts == 2
write w[t <= 0 ? 426 : t <= 1 ? 476 : t <= 2 ? 249 : t <= 3 ? 394 : t <= 4 ? 323 : t <= 5 ? 28 : t <= 6 ? 58 : t <= 7 ? 219 : t <= 8 ? 71 : t <= 9 ? 353 : t <= 10 ? 479 : t <= 11 ? 102 : t <= 12 ? 47 : t <= 13 ? 227 : t <= 14 ? 320 : t <= 15 ? 72 : t <= 16 ? 7 : t <= 17 ? 399 : t <= 18 ? 349 : t <= 19 ? 405 : t <= 20 ? 150 : t <= 21 ? 250 : t <= 22 ? 507 : t <= 23 ? 101 : t <= 24 ? 479 : t <= 25 ? 149 : t <= 26 ? 484 : t <= 27 ? 420 : t <= 28 ? 394 : t <= 29 ? 24 : t <= 30 ? 472 : 46] as r2148_rand
expect r2148_rand.wavefronts == 6
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 102 : t <= 3 ? 103 : t <= 5 ? 118 : t <= 7 ? 119 : t <= 9 ? 126 : t <= 11 ? 119 : t <= 13 ? 126 : t <= 15 ? 127 : t <= 17 ? 102 : t <= 19 ? 119 : t <= 21 ? 118 : t <= 23 ? 119 : t <= 25 ? 102 : t <= 27 ? 103 : t <= 29 ? 126 : 111] as r2149_n1c
expect r2149_n1c.wavefronts == 6
read w[t <= 9 ? 215 : 209] if (66048 >> t & 1) != 0 as r2150_n2s
expect r2150_n2s.wavefronts == 1
write v[206] if (128 >> t & 1) != 0 as r2151_bcast
expect r2151_bcast.wavefronts == 1
read w[98] if (768 >> t & 1) != 0 as r2152_n1c
expect r2152_n1c.wavefronts == 1
write v[t <= 0 ? 191 : t <= 1 ? 509 : t <= 2 ? 64 : t <= 3 ? 223 : t <= 4 ? 143 : t <= 5 ? 235 : t <= 6 ? 73 : t <= 7 ? 416 : t <= 8 ? 327 : t <= 9 ? 387 : t <= 10 ? 337 : t <= 11 ? 38 : t <= 12 ? 288 : t <= 13 ? 92 : t <= 14 ? 58 : t <= 15 ? 95 : t <= 16 ? 94 : t <= 17 ? 104 : t <= 18 ? 438 : t <= 19 ? 337 : t <= 20 ? 3 : t <= 21 ? 282 : t <= 22 ? 509 : t <= 23 ? 262 : t <= 24 ? 67 : t <= 25 ? 479 : t <= 26 ? 58 : t <= 27 ? 326 : t <= 28 ? 219 : t <= 29 ? 200 : t <= 30 ? 205 : 473] as r2153_rand
expect r2153_rand.wavefronts == 10
read v[t <= 1 ? 465 : t <= 2 ? 473 : t <= 3 ? 481 : t <= 4 ? 489 : t <= 5 ? 497 : t <= 7 ? 1 : t <= 8 ? 9 : t <= 9 ? 17 : t <= 10 ? 25 : t <= 11 ? 33 : t <= 14 ? 57 : t <= 17 ? 81 : t <= 20 ? 105 : t <= 21 ? 113 : t <= 24 ? 137 : t <= 30 ? 185 : 193] if (3241299902 >> t & 1) != 0 as r2154_stride
expect r2154_stride.wavefronts == 17
write w[t <= 2 ? 329 : t <= 7 ? 338 : t <= 14 ? 301 : t <= 20 ? 161 : t <= 24 ? 73 : 85] if (286277764 >> t & 1) != 0 as r2155_n1s
expect r2155_n1s.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 336 : t <= 2 ? 504 : t <= 7 ? 340 : t <= 9 ? 328 : t <= 10 ? 506 : t <= 13 ? 290 : t <= 17 ? 469 : t <= 19 ? 351 : t <= 20 ? 128 : t <= 23 ? 118 : t <= 26 ? 225 : 500] if (3298506374 >> t & 1) != 0 as r2156_n1
expect r2156_n1.wavefronts == 2
read v[t <= 2 ? 307 : t <= 8 ? 3 : 238] if (16777476 >> t & 1) != 0 as r2157_n2
expect r2157_n2.wavefronts == 3
write f[t <= 0 ? 452 : t <= 1 ? 328 : t <= 2 ? 277 : t <= 3 ? 355 : t <= 4 ? 315 : t <= 5 ? 489 : t <= 6 ? 110 : t <= 8 ? 499 : t <= 9 ? 305 : t <= 10 ? 414 : t <= 11 ? 237 : t <= 12 ? 327 : t <= 13 ? 386 : t <= 14 ? 327 : t <= 15 ? 181 : t <= 16 ? 80 : t <= 17 ? 163 : t <= 18 ? 172 : t <= 19 ? 334 : t <= 20 ? 260 : t <= 21 ? 23 : t <= 22 ? 352 : t <= 23 ? 273 : t <= 24 ? 251 : t <= 25 ? 440 : t <= 26 ? 257 : t <= 27 ? 95 : t <= 28 ? 126 : t <= 29 ? 63 : t <= 30 ? 308 : 427] if (4294967167 >> t & 1) != 0 as r2158_rand
expect r2158_rand.wavefronts == 2
read v[t <= 9 ? 53 : t <= 15 ? 416 : t <= 19 ? 373 : t <= 21 ? 104 : 396] if (271090176 >> t & 1) != 0 as r2159_n1s
expect r2159_n1s.wavefronts == 2
read w[313] if (1082155077 >> t & 1) != 0 as r2160_bcast
expect r2160_bcast.wavefronts == 1
read v[t <= 0 ? 145 : t <= 1 ? 320 : t <= 2 ? 141 : t <= 3 ? 430 : t <= 4 ? 111 : t <= 5 ? 477 : t <= 6 ? 256 : t <= 7 ? 408 : t <= 8 ? 491 : t <= 9 ? 352 : t <= 10 ? 251 : t <= 11 ? 59 : t <= 12 ? 154 : t <= 13 ? 433 : t <= 14 ? 108 : t <= 15 ? 227 : t <= 16 ? 420 : t <= 17 ? 35 : t <= 18 ? 279 : t <= 19 ? 92 : t <= 20 ? 484 : t <= 21 ? 212 : t <= 22 ? 40 : t <= 23 ? 125 : t <= 24 ? 131 : t <= 25 ? 250 : t <= 26 ? 367 : t <= 27 ? 174 : t <= 28 ? 462 : t <= 29 ? 126 : t <= 30 ? 208 : 419] as r2161_rand
expect r2161_rand.wavefronts == 14
write v[t <= 1 ? 482 : t <= 3 ? 138 : t <= 4 ? 326 : t <= 5 ? 301 : t <= 7 ? 64 : t <= 9 ? 390 : t <= 11 ? 310 : t <= 13 ? 429 : t <= 15 ? 26 : t <= 17 ? 207 : t <= 19 ? 212 : t <= 21 ? 167 : t <= 23 ? 143 : t <= 25 ? 385 : t <= 27 ? 164 : t <= 28 ? 188 : t <= 29 ? 485 : 373] as r2162_n1s
expect r2162_n1s.wavefronts == 9
read v[t <= 1 ? 489 : t <= 6 ? 301 : t <= 11 ? 182 : t <= 18 ? 108 : 94] if (4458562 >> t & 1) != 0 as r2163_n1s
expect r2163_n1s.wavefronts == 2
read w[t <= 1 ? 409 : t <= 2 ? 451 : t <= 5 ? 409 : t <= 6 ? 451 : t <= 7 ? 409 : t <= 8 ? 451 : t <= 9 ? 409 : t <= 10 ? 451 : t <= 11 ? 409 : t <= 13 ? 451 : t <= 15 ? 409 : t <= 18 ? 451 : t <= 21 ? 409 : t <= 22 ? 451 : t <= 23 ? 409 : t <= 24 ? 451 : t <= 25 ? 409 : t <= 26 ? 451 : t <= 28 ? 409 : 451] as r2164_few
expect r2164_few.wavefronts == 2
read f[t <= 20 ? 283 : t <= 21 ? 282 : t <= 22 ? 102 : t <= 23 ? 258 : t <= 24 ? 449 : t <= 25 ? 388 : t <= 26 ? 49 : t <= 27 ? 139 : t <= 28 ? 366 : t <= 29 ? 55 : 217] if (2146435072 >> t & 1) != 0 as r2165_rand
expect r2165_rand.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 100 : t <= 3 ? 149 : t <= 5 ? 100 : t <= 7 ? 117 : t <= 9 ? 148 : t <= 11 ? 149 : t <= 13 ? 148 : t <= 15 ? 117 : t <= 17 ? 100 : t <= 19 ? 133 : t <= 21 ? 116 : t <= 23 ? 149 : t <= 25 ? 100 : t <= 27 ? 133 : t <= 29 ? 132 : 117] as r2166_n1c
expect r2166_n1c.wavefronts == 4
read w[t <= 6 ? 206 : 334] if (1073741888 >> t & 1) != 0 as r2167_rand
expect r2167_rand.wavefronts == 2
write f[503] if (335553024 >> t & 1) != 0 as r2168_bcast
expect r2168_bcast.wavefronts == 1
write f[t <= 9 ? 368 : t <= 10 ? 246 : t <= 15 ? 163 : t <= 17 ? 384 : t <= 27 ? 436 : 491] if (402818560 >> t & 1) != 0 as r2169_n2s
expect r2169_n2s.wavefronts == 1
read w[439] if (41984166 >> t & 1) != 0 as r2170_bcast
expect r2170_bcast.wavefronts == 1
read v[t <= 1 ? 183 : t <= 2 ? 58 : t <= 3 ? 256 : t <= 4 ? 436 : t <= 5 ? 122 : t <= 6 ? 154 : t <= 7 ? 433 : t <= 8 ? 172 : t <= 9 ? 146 : t <= 10 ? 343 : t <= 11 ? 337 : t <= 12 ? 405 : t <= 13 ? 252 : t <= 14 ? 216 : t <= 15 ? 194 : t <= 16 ? 48 : t <= 17 ? 64 : t <= 18 ? 134 : t <= 20 ? 346 : t <= 21 ? 473 : t <= 22 ? 445 : t <= 23 ? 271 : t <= 24 ? 71 : t <= 26 ? 235 : t <= 27 ? 290 : t <= 28 ? 437 : t <= 29 ? 287 : 189] if (2113404926 >> t & 1) != 0 as r2171_rand
expect r2171_rand.wavefronts == 9
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 102 : t <= 3 ? 367 : t <= 5 ? 383 : t <= 7 ? 168 : t <= 9 ? 461 : t <= 11 ? 276 : t <= 13 ? 444 : t <= 15 ? 51 : t <= 17 ? 458 : t <= 19 ? 146 : t <= 21 ? 464 : t <= 23 ? 475 : t <= 25 ? 409 : t <= 27 ? 69 : t <= 29 ? 176 : 33] as r2172_n1
expect r2172_n1.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 389 : t <= 3 ? 160 : t <= 5 ? 430 : t <= 7 ? 209 : t <= 9 ? 401 : t <= 11 ? 484 : t <= 13 ? 333 : t <= 15 ? 469 : t <= 17 ? 114 : t <= 19 ? 369 : t <= 21 ? 443 : t <= 23 ? 85 : t <= 25 ? 282 : t <= 27 ? 187 : t <= 29 ? 215 : 68] as r2173_n1
expect r2173_n1.wavefronts == 3
read v[392] if (4227316719 >> t & 1) != 0 as r2174_bcast
expect r2174_bcast.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 6 ? 123 : t <= 9 ? 504 : t <= 10 ? 472 : t <= 13 ? 428 : t <= 20 ? 311 : t <= 27 ? 406 : 389] if (470820416 >> t & 1) != 0 as r2175_n1s
expect r2175_n1s.wavefronts == 2
read w[t <= 5 ? 310 : t <= 11 ? 494 : t <= 14 ? 338 : t <= 19 ? 239 : t <= 21 ? 436 : t <= 22 ? 268 : t <= 25 ? 117 : t <= 27 ? 270 : 259] if (728516640 >> t & 1) != 0 as r2176_n1s
expect r2176_n1s.wavefronts == 2
read v[t <= 2 ? 388 : t <= 5 ? 162 : t <= 6 ? 318 : t <= 7 ? 162 : t <= 8 ? 315 : t <= 9 ? 73 : t <= 10 ? 315 : t <= 13 ? 38 : t <= 14 ? 343 : t <= 16 ? 175 : t <= 19 ? 294 : t <= 23 ? 454 : t <= 25 ? 399 : t <= 29 ? 336 : 6] if (2726914020 >> t & 1) != 0 as r2177_n2s
expect r2177_n2s.wavefronts == 5
read v[t <= 0 ? 169 : t <= 1 ? 295 : t <= 3 ? 169 : t <= 4 ? 295 : t <= 5 ? 169 : t <= 7 ? 279 : t <= 9 ? 295 : t <= 10 ? 169 : t <= 12 ? 295 : t <= 13 ? 279 : t <= 14 ? 169 : t <= 15 ? 295 : t <= 17 ? 169 : t <= 18 ? 295 : t <= 19 ? 169 : t <= 21 ? 279 : t <= 22 ? 169 : t <= 25 ? 295 : t <= 27 ? 169 : t <= 29 ? 279 : 169] as r2178_few
expect r2178_few.wavefronts == 8
write w[t <= 1 ? 303 : t <= 3 ? 176 : t <= 5 ? 7 : t <= 6 ? 356 : t <= 7 ? 281 : t <= 9 ? 127 : t <= 11 ? 271 : t <= 13 ? 311 : t <= 15 ? 73 : t <= 17 ? 137 : t <= 19 ? 162 : t <= 21 ? 22 : t <= 23 ? 163 : t <= 25 ? 34 : t <= 27 ? 383 : t <= 29 ? 28 : 357] as r2179_n1s
expect r2179_n1s.wavefronts == 5
write w[t <= 1 ? 356 : t <= 3 ? 35 : t <= 5 ? 356 : t <= 7 ? 126 : t <= 9 ? 346 : t <= 11 ? 215 : t <= 13 ? 264 : t <= 15 ? 353 : t <= 17 ? 20 : t <= 19 ? 354 : t <= 21 ? 390 : t <= 23 ? 488 : t <= 25 ? 396 : t <= 27 ? 93 : t <= 29 ? 27 : 257] as r2180_n1
expect r2180_n1.wavefronts == 2
read w[t <= 25 ? 45 : t <= 26 ? 312 : 18] if (234881024 >> t & 1) != 0 as r2181_few
expect r2181_few.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 78 : t <= 1 ? 79 : t <= 2 ? 78 : t <= 3 ? 79 : t <= 4 ? 95 : t <= 5 ? 104 : t <= 6 ? 95 : t <= 7 ? 104 : t <= 8 ? 80 : t <= 9 ? 94 : t <= 10 ? 80 : t <= 11 ? 94 : t <= 12 ? 86 : t <= 13 ? 79 : t <= 14 ? 86 : t <= 15 ? 79 : t <= 16 ? 95 : t <= 17 ? 80 : t <= 18 ? 95 : t <= 20 ? 80 : t <= 21 ? 102 : t <= 22 ? 80 : t <= 23 ? 102 : t <= 24 ? 78 : t <= 25 ? 87 : t <= 26 ? 78 : t <= 28 ? 87 : t <= 29 ? 80 : t <= 30 ? 87 : 80] as r2182_n2c
expect r2182_n2c.wavefronts == 5
read f[t <= 0 ? 435 : t <= 1 ? 434 : t <= 3 ? 432 : t <= 6 ? 429 : t <= 7 ? 428 : t <= 8 ? 427 : t <= 9 ? 426 : t <= 10 ? 425 : t <= 11 ? 424 : t <= 12 ? 423 : t <= 13 ? 422 : t <= 15 ? 420 : t <= 16 ? 419 : t <= 17 ? 418 : t <= 18 ? 417 : t <= 19 ? 416 : t <= 20 ? 415 : t <= 21 ? 414 : t <= 23 ? 412 : t <= 24 ? 411 : t <= 25 ? 410 : t <= 26 ? 409 : t <= 27 ? 408 : t <= 28 ? 407 : t <= 29 ? 406 : t <= 30 ? 405 : 404] if (4290756555 >> t & 1) != 0 as r2183_stride
expect r2183_stride.wavefronts == 1
write v[t <= 2 ? 92 : t <= 4 ? 99 : t <= 24 ? 115 : 91] if (285212692 >> t & 1) != 0 as r2184_n1c
expect r2184_n1c.wavefronts == 3
read v[291] if (3881919853 >> t & 1) != 0 as r2185_bcast
expect r2185_bcast.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 91 : t <= 1 ? 60 : t <= 2 ? 91 : t <= 3 ? 60 : t <= 4 ? 108 : t <= 5 ? 77 : t <= 6 ? 108 : t <= 8 ? 77 : t <= 9 ? 75 : t <= 10 ? 77 : t <= 11 ? 75 : t <= 12 ? 91 : t <= 13 ? 108 : t <= 14 ? 91 : t <= 18 ? 60 : t <= 19 ? 93 : t <= 20 ? 77 : t <= 21 ? 59 : t <= 22 ? 77 : t <= 24 ? 59 : t <= 25 ? 108 : t <= 26 ? 59 : t <= 27 ? 108 : t <= 28 ? 60 : t <= 29 ? 93 : t <= 30 ? 60 : 93] if (4294803455 >> t & 1) != 0 as r2186_n2c
expect r2186_n2c.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 13 : t <= 1 ? 22 : t <= 2 ? 13 : t <= 3 ? 22 : t <= 4 ? 38 : t <= 5 ? 39 : t <= 6 ? 38 : t <= 7 ? 39 : t <= 8 ? 15 : t <= 9 ? 37 : t <= 10 ? 15 : t <= 11 ? 37 : t <= 12 ? 29 : t <= 13 ? 38 : t <= 14 ? 29 : t <= 15 ? 38 : t <= 16 ? 14 : t <= 17 ? 39 : t <= 18 ? 14 : t <= 19 ? 39 : t <= 20 ? 23 : t <= 21 ? 13 : t <= 22 ? 23 : t <= 23 ? 13 : t <= 24 ? 29 : t <= 25 ? 38 : t <= 26 ? 29 : t <= 27 ? 38 : t <= 28 ? 30 : t <= 29 ? 39 : t <= 30 ? 30 : 39] as r2187_n2c
expect r2187_n2c.wavefronts == 6
read v[t <= 7 ? 271 : t <= 8 ? 494 : t <= 9 ? 429 : t <= 10 ? 494 : t <= 11 ? 429 : t <= 12 ? 66 : t <= 13 ? 507 : t <= 14 ? 66 : t <= 15 ? 507 : t <= 16 ? 297 : t <= 17 ? 437 : t <= 18 ? 297 : t <= 19 ? 437 : t <= 20 ? 79 : t <= 21 ? 292 : t <= 22 ? 79 : t <= 23 ? 292 : 287] if (33554304 >> t & 1) != 0 as r2188_n2
expect r2188_n2.wavefronts == 3
read f[t <= 1 ? 254 : t <= 2 ? 347 : t <= 3 ? 254 : t <= 4 ? 215 : t <= 7 ? 424 : t <= 8 ? 447 : t <= 9 ? 161 : t <= 10 ? 447 : t <= 14 ? 485 : t <= 15 ? 276 : t <= 18 ? 157 : t <= 20 ? 194 : t <= 21 ? 309 : t <= 22 ? 194 : t <= 23 ? 309 : t <= 25 ? 186 : t <= 26 ? 229 : t <= 27 ? 186 : t <= 28 ? 110 : t <= 29 ? 304 : t <= 30 ? 110 : 304] if (4277458846 >> t & 1) != 0 as r2189_n2
expect r2189_n2.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 11 ? 84 : t <= 17 ? 67 : t <= 22 ? 84 : 52] if (205654016 >> t & 1) != 0 as r2190_n1c
expect r2190_n1c.wavefronts == 2
read f[467] as r2191_bcast
expect r2191_bcast.wavefronts == 1
write w[t <= 13 ? 328 : t <= 14 ? 456 : t <= 15 ? 457 : 23] if (258048 >> t & 1) != 0 as r2192_n1s
expect r2192_n1s.wavefronts == 3
read f[t <= 2 ? 318 : t <= 9 ? 56 : 229] if (536871684 >> t & 1) != 0 as r2193_n1s
expect r2193_n1s.wavefronts == 1
write w[t <= 8 ? 122 : t <= 11 ? 454 : t <= 26 ? 380 : 104] if (2214594816 >> t & 1) != 0 as r2194_n1
expect r2194_n1.wavefronts == 2
# Nsight's instrumented estimate: 3
read v[t <= 0 ? 304 : t <= 3 ? 102 : t <= 4 ? 377 : t <= 7 ? 304 : t <= 9 ? 377 : t <= 12 ? 102 : t <= 13 ? 123 : t <= 14 ? 377 : t <= 15 ? 102 : t <= 17 ? 123 : t <= 20 ? 377 : t <= 22 ? 102 : t <= 24 ? 377 : t <= 25 ? 123 : t <= 27 ? 377 : 123] if (1331361497 >> t & 1) != 0 as r2195_few
expect r2195_few.wavefronts == 4
read v[t <= 1 ? 110 : t <= 2 ? 109 : t <= 6 ? 110 : t <= 10 ? 103 : t <= 14 ? 101 : t <= 16 ? 118 : 111] if (5326150 >> t & 1) != 0 as r2196_n2c
expect r2196_n2c.wavefronts == 3
read v[t <= 9 ? 257 : 409] if (4608 >> t & 1) != 0 as r2197_few
expect r2197_few.wavefronts == 2
read v[t <= 0 ? 11 : t <= 4 ? 342 : t <= 5 ? 153 : t <= 6 ? 342 : t <= 7 ? 153 : t <= 8 ? 94 : t <= 17 ? 106 : t <= 18 ? 208 : t <= 22 ? 283 : t <= 23 ? 81 : t <= 24 ? 469 : t <= 27 ? 382 : 403] if (1540751857 >> t & 1) != 0 as r2198_n2
expect r2198_n2.wavefronts == 4
read f[4 * t + 19] if (2359296 >> t & 1) != 0 as r2199_stride
expect r2199_stride.wavefronts == 1
write f[t <= 9 ? 176 : 34] if (2097664 >> t & 1) != 0 as r2200_n1s
expect r2200_n1s.wavefronts == 1
write w[t <= 0 ? 40 : t <= 1 ? 10 : t <= 2 ? 424 : t <= 3 ? 312 : t <= 4 ? 108 : t <= 5 ? 71 : t <= 6 ? 430 : t <= 7 ? 211 : t <= 8 ? 100 : t <= 9 ? 26 : t <= 10 ? 475 : t <= 11 ? 25 : t <= 12 ? 416 : t <= 13 ? 48 : t <= 14 ? 28 : t <= 15 ? 131 : t <= 16 ? 43 : t <= 17 ? 62 : t <= 18 ? 438 : t <= 19 ? 197 : t <= 20 ? 374 : t <= 21 ? 223 : t <= 22 ? 57 : t <= 23 ? 233 : t <= 24 ? 336 : t <= 25 ? 497 : t <= 26 ? 117 : t <= 27 ? 493 : t <= 28 ? 358 : t <= 29 ? 108 : t <= 30 ? 318 : 175] as r2201_rand
expect r2201_rand.wavefronts == 6
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 366 : t <= 1 ? 51 : t <= 2 ? 366 : t <= 3 ? 51 : t <= 4 ? 161 : t <= 5 ? 400 : t <= 6 ? 161 : t <= 7 ? 400 : t <= 8 ? 312 : t <= 9 ? 220 : t <= 10 ? 312 : t <= 11 ? 220 : t <= 12 ? 440 : t <= 13 ? 99 : t <= 14 ? 440 : t <= 15 ? 99 : t <= 16 ? 50 : t <= 17 ? 199 : t <= 18 ? 50 : t <= 19 ? 199 : t <= 20 ? 428 : t <= 21 ? 482 : t <= 22 ? 428 : t <= 23 ? 482 : t <= 24 ? 38 : t <= 25 ? 423 : t <= 26 ? 38 : t <= 27 ? 423 : t <= 28 ? 411 : t <= 29 ? 295 : t <= 30 ? 411 : 295] as r2202_n2
expect r2202_n2.wavefronts == 3
write v[t <= 5 ? 86 : t <= 7 ? 79 : t <= 9 ? 94 : t <= 10 ? 87 : t <= 13 ? 86 : t <= 14 ? 87 : t <= 21 ? 94 : t <= 22 ? 79 : t <= 24 ? 86 : t <= 26 ? 79 : t <= 29 ? 94 : 87] if (2774562530 >> t & 1) != 0 as r2203_n1c
expect r2203_n1c.wavefronts == 6
read f[3 * t + 251] if (201564736 >> t & 1) != 0 as r2204_stride
expect r2204_stride.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 118 : t <= 3 ? 95 : t <= 4 ? 111 : t <= 7 ? 120 : t <= 8 ? 96 : t <= 11 ? 110 : t <= 12 ? 94 : t <= 13 ? 111 : t <= 14 ? 94 : t <= 16 ? 111 : t <= 17 ? 120 : t <= 18 ? 111 : t <= 19 ? 120 : t <= 20 ? 96 : t <= 21 ? 118 : t <= 22 ? 96 : t <= 23 ? 118 : t <= 24 ? 102 : t <= 25 ? 103 : t <= 26 ? 102 : t <= 28 ? 103 : t <= 29 ? 96 : t <= 30 ? 103 : 96] if (4294965659 >> t & 1) != 0 as r2205_n2c
expect r2205_n2c.wavefronts == 5
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 45 : t <= 3 ? 30 : t <= 4 ? 37 : t <= 6 ? 54 : t <= 8 ? 29 : t <= 11 ? 30 : t <= 13 ? 29 : t <= 15 ? 38 : t <= 17 ? 53 : t <= 18 ? 46 : t <= 21 ? 37 : t <= 23 ? 30 : t <= 25 ? 53 : t <= 27 ? 54 : t <= 29 ? 45 : 30] if (3199727967 >> t & 1) != 0 as r2206_n1c
expect r2206_n1c.wavefronts == 6
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 68 : t <= 3 ? 21 : t <= 5 ? 36 : t <= 7 ? 53 : t <= 9 ? 20 : t <= 11 ? 21 : t <= 13 ? 36 : t <= 15 ? 21 : t <= 17 ? 36 : t <= 19 ? 53 : t <= 21 ? 20 : t <= 23 ? 53 : t <= 25 ? 68 : t <= 27 ? 21 : t <= 29 ? 68 : 21] as r2207_n1c
expect r2207_n1c.wavefronts == 3
read v[t <= 9 ? 24 : t <= 15 ? 440 : 500] if (134251008 >> t & 1) != 0 as r2208_n1s
expect r2208_n1s.wavefronts == 3
write w[t <= 7 ? 99 : t <= 11 ? 438 : t <= 12 ? 130 : t <= 17 ? 256 : t <= 20 ? 415 : t <= 25 ? 387 : 503] if (571611264 >> t & 1) != 0 as r2209_n1s
expect r2209_n1s.wavefronts == 2
read f[184] if (131072 >> t & 1) != 0 as r2210_bcast
expect r2210_bcast.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 67 : t <= 3 ? 84 : t <= 5 ? 91 : t <= 7 ? 76 : t <= 9 ? 91 : t <= 11 ? 76 : t <= 13 ? 91 : t <= 15 ? 68 : t <= 17 ? 83 : t <= 19 ? 68 : t <= 21 ? 75 : t <= 23 ? 92 : t <= 25 ? 83 : t <= 27 ? 92 : t <= 29 ? 75 : 68] as r2211_n1c
expect r2211_n1c.wavefronts == 5
read v[t <= 1 ? 395 : t <= 3 ? 20 : t <= 4 ? 361 : t <= 11 ? 83 : t <= 13 ? 86 : t <= 15 ? 487 : t <= 17 ? 32 : t <= 20 ? 182 : 334] if (13871135 >> t & 1) != 0 as r2212_n1
expect r2212_n1.wavefronts == 4
read f[t <= 0 ? 126 : t <= 3 ? 191 : t <= 6 ? 159 : t <= 10 ? 95 : t <= 13 ? 126 : t <= 17 ? 190 : t <= 20 ? 94 : 191] if (1142039625 >> t & 1) != 0 as r2213_n1c
expect r2213_n1c.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 466 : t <= 1 ? 362 : t <= 2 ? 466 : t <= 3 ? 362 : t <= 4 ? 418 : t <= 5 ? 202 : t <= 6 ? 418 : t <= 7 ? 202 : t <= 8 ? 397 : t <= 9 ? 443 : t <= 10 ? 397 : t <= 11 ? 443 : t <= 12 ? 457 : t <= 13 ? 400 : t <= 14 ? 457 : t <= 15 ? 400 : t <= 16 ? 224 : t <= 17 ? 199 : t <= 18 ? 224 : t <= 19 ? 199 : t <= 20 ? 10 : t <= 21 ? 366 : t <= 22 ? 10 : t <= 23 ? 366 : t <= 24 ? 202 : t <= 25 ? 396 : t <= 26 ? 202 : t <= 27 ? 396 : t <= 28 ? 76 : t <= 29 ? 280 : t <= 30 ? 76 : 280] as r2214_n2
expect r2214_n2.wavefronts == 3
read v[t <= 3 ? 225 : t <= 12 ? 395 : 48] if (528392 >> t & 1) != 0 as r2215_n1s
expect r2215_n1s.wavefronts == 2
write w[378] if (268435456 >> t & 1) != 0 as r2216_n2
expect r2216_n2.wavefronts == 1
write w[123] as r2217_bcast
expect r2217_bcast.wavefronts == 2
read v[t <= 8 ? 308 : 487] if (1048832 >> t & 1) != 0 as r2218_few
expect r2218_few.wavefronts == 2
read w[t <= 15 ? 116 : t <= 16 ? 68 : t <= 17 ? 85 : t <= 26 ? 99 : 84] if (335773696 >> t & 1) != 0 as r2219_n2c
expect r2219_n2c.wavefronts == 3
read w[t <= 1 ? 401 : t <= 3 ? 263 : t <= 5 ? 268 : t <= 7 ? 277 : t <= 9 ? 287 : t <= 11 ? 430 : t <= 13 ? 218 : t <= 15 ? 59 : t <= 17 ? 342 : t <= 19 ? 272 : t <= 20 ? 383 : t <= 21 ? 269 : t <= 22 ? 449 : t <= 23 ? 352 : t <= 25 ? 131 : t <= 27 ? 126 : t <= 29 ? 363 : 391] as r2220_n1s
expect r2220_n1s.wavefronts == 3
read v[t <= 0 ? 165 : t <= 1 ? 216 : t <= 2 ? 165 : t <= 3 ? 82 : t <= 6 ? 216 : t <= 8 ? 82 : t <= 11 ? 110 : t <= 12 ? 165 : t <= 14 ? 110 : t <= 15 ? 216 : t <= 16 ? 165 : t <= 19 ? 82 : t <= 21 ? 165 : t <= 23 ? 216 : t <= 25 ? 82 : t <= 26 ? 110 : t <= 27 ? 216 : t <= 30 ? 82 : 110] if (4008312271 >> t & 1) != 0 as r2221_few
expect r2221_few.wavefronts == 4
read f[56] if (2147483648 >> t & 1) != 0 as r2222_rand
expect r2222_rand.wavefronts == 1
read v[t <= 0 ? 432 : t <= 1 ? 27 : t <= 2 ? 30 : t <= 3 ? 27 : t <= 4 ? 205 : t <= 5 ? 407 : t <= 6 ? 205 : t <= 7 ? 407 : t <= 8 ? 424 : t <= 9 ? 194 : t <= 10 ? 424 : t <= 11 ? 194 : t <= 12 ? 85 : t <= 13 ? 153 : t <= 14 ? 85 : t <= 15 ? 153 : t <= 16 ? 145 : t <= 17 ? 94 : t <= 18 ? 145 : t <= 19 ? 94 : t <= 20 ? 365 : t <= 21 ? 496 : t <= 22 ? 365 : t <= 23 ? 496 : t <= 24 ? 117 : t <= 25 ? 9 : t <= 26 ? 117 : t <= 27 ? 9 : t <= 28 ? 149 : t <= 29 ? 357 : t <= 30 ? 149 : 357] as r2223_n2s
expect r2223_n2s.wavefronts == 6
write w[t <= 1 ? 361 : t <= 2 ? 459 : t <= 4 ? 111 : t <= 7 ? 53 : t <= 9 ? 346 : t <= 10 ? 133 : t <= 13 ? 505 : t <= 14 ? 371 : t <= 17 ? 236 : t <= 18 ? 100 : t <= 23 ? 350 : t <= 27 ? 367 : t <= 29 ? 502 : 46] if (3162994582 >> t & 1) != 0 as r2224_n1s
expect r2224_n1s.wavefronts == 4
read w[t <= 1 ? 281 : t <= 3 ? 341 : t <= 5 ? 353 : t <= 7 ? 392 : t <= 9 ? 375 : t <= 11 ? 127 : t <= 13 ? 279 : t <= 15 ? 143 : t <= 17 ? 165 : t <= 19 ? 87 : t <= 20 ? 180 : t <= 21 ? 304 : t <= 23 ? 305 : t <= 25 ? 68 : t <= 27 ? 143 : t <= 29 ? 477 : 467] as r2225_n1s
expect r2225_n1s.wavefronts == 4
read w[t <= 0 ? 368 : t <= 3 ? 318 : t <= 7 ? 368 : t <= 10 ? 318 : t <= 11 ? 368 : t <= 14 ? 318 : t <= 17 ? 368 : t <= 18 ? 318 : t <= 24 ? 368 : t <= 25 ? 318 : t <= 26 ? 368 : t <= 27 ? 318 : t <= 29 ? 368 : 318] if (4025998813 >> t & 1) != 0 as r2226_few
expect r2226_few.wavefronts == 2
read v[216] as r2227_few
expect r2227_few.wavefronts == 2
read w[t <= 2 ? 96 : t <= 3 ? 65 : t <= 6 ? 81 : t <= 9 ? 48 : t <= 10 ? 66 : t <= 11 ? 48 : t <= 12 ? 96 : t <= 13 ? 81 : t <= 14 ? 96 : t <= 15 ? 81 : t <= 16 ? 97 : t <= 19 ? 82 : t <= 23 ? 80 : t <= 24 ? 64 : t <= 25 ? 81 : t <= 26 ? 64 : t <= 28 ? 81 : t <= 29 ? 82 : t <= 30 ? 81 : 82] if (4289461852 >> t & 1) != 0 as r2228_n2c
expect r2228_n2c.wavefronts == 4
write v[t <= 0 ? 109 : t <= 1 ? 126 : t <= 2 ? 109 : t <= 3 ? 126 : t <= 4 ? 110 : t <= 5 ? 103 : t <= 6 ? 110 : t <= 7 ? 103 : t <= 8 ? 111 : t <= 9 ? 101 : t <= 10 ? 111 : t <= 11 ? 101 : t <= 12 ? 125 : t <= 13 ? 118 : t <= 14 ? 125 : t <= 15 ? 118 : t <= 16 ? 110 : t <= 17 ? 127 : t <= 18 ? 110 : t <= 19 ? 127 : t <= 20 ? 111 : t <= 21 ? 109 : t <= 22 ? 111 : t <= 24 ? 109 : t <= 25 ? 126 : t <= 26 ? 109 : t <= 28 ? 126 : t <= 29 ? 111 : t <= 30 ? 126 : 111] as r2229_n2c
expect r2229_n2c.wavefronts == 7
read f[t <= 0 ? 20 : t <= 1 ? 53 : t <= 2 ? 20 : t <= 4 ? 53 : t <= 5 ? 22 : t <= 6 ? 53 : t <= 7 ? 22 : t <= 8 ? 118 : t <= 9 ? 116 : t <= 10 ? 118 : t <= 11 ? 116 : t <= 12 ? 20 : t <= 13 ? 21 : t <= 14 ? 20 : t <= 15 ? 21 : t <= 16 ? 85 : t <= 17 ? 54 : t <= 18 ? 85 : t <= 19 ? 54 : t <= 20 ? 86 : t <= 21 ? 116 : t <= 22 ? 86 : t <= 24 ? 116 : t <= 25 ? 21 : t <= 26 ? 116 : t <= 27 ? 21 : t <= 28 ? 117 : t <= 29 ? 54 : t <= 30 ? 117 : 54] as r2230_n2c
expect r2230_n2c.wavefronts == 4
write v[t <= 27 ? 58 : t <= 29 ? 73 : 66] if (2080374784 >> t & 1) != 0 as r2231_n1c
expect r2231_n1c.wavefronts == 2
read w[t <= 1 ? 198 : t <= 11 ? 176 : t <= 13 ? 110 : t <= 17 ? 31 : t <= 24 ? 286 : 193] if (285354498 >> t & 1) != 0 as r2232_n2s
expect r2232_n2s.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 120 : t <= 1 ? 169 : t <= 2 ? 120 : t <= 4 ? 169 : t <= 7 ? 122 : t <= 11 ? 168 : t <= 13 ? 169 : t <= 14 ? 168 : t <= 15 ? 169 : t <= 16 ? 121 : t <= 17 ? 154 : t <= 18 ? 121 : t <= 19 ? 154 : t <= 24 ? 168 : t <= 25 ? 153 : t <= 26 ? 168 : t <= 27 ? 153 : t <= 28 ? 121 : t <= 29 ? 154 : t <= 30 ? 121 : 154] if (4289718943 >> t & 1) != 0 as r2233_n2c
expect r2233_n2c.wavefronts == 3
read v[256] as r2234_stride
expect r2234_stride.wavefronts == 2
write v[t <= 1 ? 432 : t <= 3 ? 146 : t <= 5 ? 68 : t <= 7 ? 307 : t <= 9 ? 392 : t <= 11 ? 143 : t <= 13 ? 109 : t <= 15 ? 211 : t <= 17 ? 361 : t <= 19 ? 261 : t <= 21 ? 159 : t <= 23 ? 298 : t <= 25 ? 242 : t <= 26 ? 239 : t <= 27 ? 371 : t <= 29 ? 319 : 331] as r2235_n1s
expect r2235_n1s.wavefronts == 5
write v[t <= 0 ? 142 : t <= 1 ? 354 : t <= 2 ? 142 : t <= 5 ? 372 : t <= 6 ? 225 : t <= 7 ? 464 : t <= 8 ? 454 : t <= 9 ? 428 : t <= 10 ? 454 : t <= 12 ? 184 : t <= 13 ? 420 : t <= 14 ? 184 : t <= 15 ? 420 : t <= 17 ? 509 : t <= 20 ? 69 : t <= 21 ? 287 : t <= 22 ? 69 : t <= 23 ? 287 : t <= 24 ? 130 : t <= 27 ? 118 : t <= 28 ? 317 : t <= 29 ? 92 : t <= 30 ? 317 : 92] if (4227004391 >> t & 1) != 0 as r2236_n2s
expect r2236_n2s.wavefronts == 6
write v[394] as r2237_bcast
expect r2237_bcast.wavefronts == 4
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 265 : t <= 6 ? 333 : t <= 16 ? 153 : t <= 23 ? 265 : t <= 25 ? 333 : t <= 27 ? 153 : 333] if (1249968721 >> t & 1) != 0 as r2238_few
expect r2238_few.wavefronts == 2
read w[86] as r2239_stride
expect r2239_stride.wavefronts == 1
read v[t <= 3 ? 493 : t <= 7 ? 210 : t <= 16 ? 469 : 162] if (589960 >> t & 1) != 0 as r2240_n2s
expect r2240_n2s.wavefronts == 2
read v[133] if (112 >> t & 1) != 0 as r2241_bcast
expect r2241_bcast.wavefronts == 1
write v[t <= 4 ? 174 : t <= 7 ? 36 : t <= 9 ? 131 : t <= 10 ? 89 : t <= 11 ? 131 : t <= 12 ? 462 : t <= 15 ? 500 : t <= 17 ? 33 : t <= 18 ? 499 : t <= 19 ? 33 : t <= 20 ? 65 : t <= 21 ? 418 : t <= 23 ? 188 : t <= 30 ? 371 : 216] if (3233726128 >> t & 1) != 0 as r2242_n2s
expect r2242_n2s.wavefronts == 5
write w[t <= 4 ? 139 : t <= 11 ? 122 : t <= 12 ? 154 : t <= 15 ? 171 : 155] if (1073788944 >> t & 1) != 0 as r2243_n2c
expect r2243_n2c.wavefronts == 3
read w[t <= 0 ? 502 : t <= 1 ? 409 : t <= 2 ? 502 : t <= 3 ? 409 : t <= 7 ? 390 : t <= 10 ? 218 : t <= 12 ? 274 : t <= 13 ? 94 : t <= 14 ? 274 : t <= 16 ? 133 : t <= 17 ? 487 : t <= 18 ? 133 : t <= 19 ? 487 : t <= 20 ? 162 : t <= 22 ? 458 : t <= 23 ? 435 : t <= 24 ? 477 : t <= 25 ? 426 : t <= 26 ? 477 : t <= 27 ? 426 : t <= 30 ? 489 : 322] if (3755963791 >> t & 1) != 0 as r2244_n2s
expect r2244_n2s.wavefronts == 4
read f[t <= 1 ? 291 : t <= 2 ? 307 : t <= 3 ? 323 : t <= 4 ? 339 : t <= 5 ? 355 : t <= 6 ? 371 : t <= 7 ? 387 : t <= 8 ? 403 : t <= 9 ? 419 : t <= 10 ? 435 : t <= 11 ? 451 : t <= 14 ? 499 : t <= 15 ? 3 : t <= 16 ? 19 : t <= 17 ? 35 : t <= 18 ? 51 : t <= 19 ? 67 : t <= 20 ? 83 : t <= 21 ? 99 : t <= 22 ? 115 : t <= 23 ? 131 : t <= 24 ? 147 : t <= 25 ? 163 : t <= 26 ? 179 : t <= 28 ? 211 : t <= 29 ? 227 : t <= 30 ? 243 : 259] if (4160737278 >> t & 1) != 0 as r2245_stride
expect r2245_stride.wavefronts == 14
read f[t <= 0 ? 129 : t <= 6 ? 34 : t <= 8 ? 131 : t <= 11 ? 129 : t <= 12 ? 33 : t <= 15 ? 34 : t <= 16 ? 98 : t <= 19 ? 35 : t <= 20 ? 99 : t <= 21 ? 129 : t <= 25 ? 98 : t <= 26 ? 65 : t <= 27 ? 98 : t <= 29 ? 131 : t <= 30 ? 34 : 131] if (3996760899 >> t & 1) != 0 as r2246_n2c
expect r2246_n2c.wavefronts == 3
read w[t <= 1 ? 187 : t <= 6 ? 267 : t <= 9 ? 315 : t <= 30 ? 139 : 155] if (3221226050 >> t & 1) != 0 as r2247_stride
expect r2247_stride.wavefronts == 5
# Nsight's instrumented estimate: 1
read v[327] if (75694210 >> t & 1) != 0 as r2248_stride
expect r2248_stride.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 2 ? 145 : t <= 12 ? 120 : t <= 15 ? 145 : t <= 25 ? 120 : t <= 27 ? 121 : 136] if (705728772 >> t & 1) != 0 as r2249_n1c
expect r2249_n1c.wavefronts == 3
read v[t <= 3 ? 347 : t <= 5 ? 357 : t <= 7 ? 270 : t <= 9 ? 473 : t <= 10 ? 271 : t <= 12 ? 236 : t <= 14 ? 446 : t <= 15 ? 487 : t <= 16 ? 259 : t <= 18 ? 290 : t <= 21 ? 392 : t <= 23 ? 3 : t <= 25 ? 175 : t <= 27 ? 241 : t <= 29 ? 25 : 427] if (3957708796 >> t & 1) != 0 as r2250_n1s
expect r2250_n1s.wavefronts == 7
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 87 : t <= 1 ? 224 : t <= 2 ? 87 : t <= 3 ? 224 : t <= 4 ? 94 : t <= 5 ? 189 : t <= 6 ? 94 : t <= 7 ? 189 : t <= 8 ? 92 : t <= 9 ? 134 : t <= 10 ? 92 : t <= 11 ? 134 : t <= 12 ? 176 : t <= 13 ? 385 : t <= 14 ? 176 : t <= 15 ? 385 : t <= 16 ? 436 : t <= 17 ? 88 : t <= 18 ? 436 : t <= 19 ? 88 : t <= 20 ? 58 : t <= 21 ? 503 : t <= 22 ? 58 : t <= 23 ? 503 : t <= 24 ? 8 : t <= 25 ? 231 : t <= 26 ? 8 : t <= 27 ? 231 : t <= 28 ? 243 : t <= 29 ? 498 : t <= 30 ? 243 : 498] as r2251_n2
expect r2251_n2.wavefronts == 3
write v[443] as r2252_bcast
expect r2252_bcast.wavefronts == 4
write v[193 * t + -5570] if (1610612736 >> t & 1) != 0 as r2253_n2s
expect r2253_n2s.wavefronts == 1
read w[t <= 1 ? 59 : t <= 2 ? 323 : t <= 5 ? 424 : t <= 9 ? 287 : t <= 11 ? 469 : t <= 14 ? 236 : t <= 17 ? 399 : 485] if (268651318 >> t & 1) != 0 as r2254_n1
expect r2254_n1.wavefronts == 2
read v[t <= 2 ? 192 : t <= 8 ? 209 : 362] if (65796 >> t & 1) != 0 as r2255_n2
expect r2255_n2.wavefronts == 2
read w[313] if (128 >> t & 1) != 0 as r2256_n2s
expect r2256_n2s.wavefronts == 1
read f[t <= 2 ? 374 : t <= 5 ? 296 : t <= 7 ? 138 : t <= 9 ? 153 : t <= 12 ? 443 : t <= 16 ? 119 : t <= 17 ? 441 : t <= 19 ? 389 : t <= 20 ? 470 : t <= 23 ? 66 : t <= 27 ? 304 : t <= 28 ? 279 : 170] if (3634303652 >> t & 1) != 0 as r2257_n1s
expect r2257_n1s.wavefronts == 2
read v[t <= 0 ? 155 : t <= 1 ? 29 : t <= 2 ? 363 : t <= 3 ? 343 : t <= 4 ? 103 : t <= 5 ? 25 : t <= 6 ? 287 : t <= 7 ? 158 : t <= 8 ? 430 : t <= 9 ? 16 : t <= 10 ? 225 : t <= 11 ? 496 : t <= 12 ? 284 : t <= 13 ? 501 : t <= 14 ? 116 : t <= 15 ? 360 : t <= 16 ? 114 : t <= 17 ? 245 : t <= 18 ? 228 : t <= 19 ? 334 : t <= 20 ? 437 : t <= 21 ? 278 : t <= 22 ? 136 : t <= 23 ? 217 : t <= 24 ? 33 : t <= 25 ? 245 : t <= 26 ? 207 : t <= 27 ? 254 : t <= 28 ? 152 : t <= 29 ? 119 : t <= 30 ? 33 : 325] as r2258_rand
expect r2258_rand.wavefronts == 10
write w[489] if (33554432 >> t & 1) != 0 as r2259_few
expect r2259_few.wavefronts == 1
read f[t <= 0 ? 272 : t <= 3 ? 297 : t <= 5 ? 495 : t <= 6 ? 347 : t <= 7 ? 209 : t <= 9 ? 354 : t <= 10 ? 367 : t <= 11 ? 343 : t <= 13 ? 172 : t <= 15 ? 316 : t <= 17 ? 254 : t <= 18 ? 192 : t <= 19 ? 238 : t <= 21 ? 345 : t <= 22 ? 161 : t <= 25 ? 124 : t <= 26 ? 79 : t <= 29 ? 57 : 385] if (4134453229 >> t & 1) != 0 as r2260_n1s
expect r2260_n1s.wavefronts == 3
# Nsight's instrumented estimate: 3
read v[t <= 6 ? 433 : t <= 9 ? 191 : t <= 13 ? 68 : t <= 17 ? 159 : t <= 18 ? 403 : t <= 23 ? 300 : 289] if (2160468544 >> t & 1) != 0 as r2261_n1
expect r2261_n1.wavefronts == 2
read v[t <= 0 ? 155 : t <= 1 ? 183 : t <= 2 ? 155 : t <= 3 ? 183 : t <= 4 ? 31 : t <= 5 ? 29 : t <= 6 ? 31 : t <= 7 ? 29 : t <= 8 ? 208 : t <= 9 ? 495 : t <= 10 ? 208 : t <= 11 ? 495 : t <= 12 ? 204 : t <= 13 ? 139 : t <= 14 ? 204 : t <= 15 ? 139 : t <= 16 ? 419 : t <= 17 ? 80 : t <= 18 ? 497 : t <= 19 ? 80 : t <= 20 ? 253 : t <= 21 ? 336 : t <= 22 ? 253 : t <= 23 ? 336 : t <= 24 ? 435 : t <= 25 ? 486 : t <= 26 ? 461 : t <= 27 ? 486 : t <= 28 ? 317 : t <= 29 ? 293 : t <= 30 ? 317 : 63] as r2262_n2s
expect r2262_n2s.wavefronts == 8
# Nsight's instrumented estimate: 3
read v[t <= 0 ? 322 : t <= 1 ? 395 : t <= 2 ? 322 : t <= 4 ? 395 : t <= 7 ? 322 : t <= 8 ? 395 : t <= 10 ? 322 : t <= 12 ? 395 : t <= 13 ? 322 : t <= 14 ? 395 : t <= 17 ? 322 : t <= 19 ? 395 : t <= 20 ? 322 : t <= 23 ? 395 : 322] if (2917137919 >> t & 1) != 0 as r2263_few
expect r2263_few.wavefronts == 4
read v[t <= 1 ? 157 : t <= 3 ? 489 : t <= 5 ? 242 : t <= 7 ? 461 : t <= 9 ? 405 : t <= 11 ? 196 : t <= 13 ? 407 : t <= 15 ? 277 : t <= 17 ? 53 : t <= 19 ? 203 : t <= 21 ? 463 : t <= 23 ? 489 : t <= 25 ? 200 : t <= 27 ? 193 : t <= 28 ? 289 : t <= 29 ? 422 : 39] as r2264_n1s
expect r2264_n1s.wavefronts == 7
read v[t <= 14 ? 276 : t <= 15 ? 28 : t <= 16 ? 145 : t <= 17 ? 32 : t <= 18 ? 145 : t <= 19 ? 194 : t <= 20 ? 100 : t <= 21 ? 450 : t <= 22 ? 84 : 450] if (16760832 >> t & 1) != 0 as r2265_n2s
expect r2265_n2s.wavefronts == 4
read f[t <= 0 ? 38 : t <= 1 ? 17 : t <= 2 ? 269 : t <= 5 ? 256 : t <= 6 ? 475 : t <= 9 ? 264 : t <= 10 ? 384 : t <= 11 ? 264 : t <= 12 ? 44 : t <= 13 ? 476 : t <= 14 ? 44 : t <= 15 ? 476 : t <= 17 ? 117 : t <= 18 ? 320 : t <= 20 ? 482 : t <= 23 ? 191 : t <= 26 ? 172 : t <= 30 ? 201 : 169] if (3317104231 >> t & 1) != 0 as r2266_n2s
expect r2266_n2s.wavefronts == 3
write f[t <= 1 ? 383 : t <= 8 ? 124 : t <= 9 ? 110 : t <= 10 ? 124 : 4] if (67110658 >> t & 1) != 0 as r2267_n2s
expect r2267_n2s.wavefronts == 1
read v[t <= 2 ? 122 : t <= 10 ? 138 : t <= 12 ? 129 : 137] if (70660 >> t & 1) != 0 as r2268_n1c
expect r2268_n1c.wavefronts == 3
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 96 : t <= 1 ? 73 : t <= 2 ? 96 : t <= 3 ? 73 : t <= 4 ? 97 : t <= 5 ? 90 : t <= 6 ? 97 : t <= 7 ? 90 : t <= 8 ? 98 : t <= 9 ? 80 : t <= 10 ? 98 : t <= 11 ? 80 : t <= 12 ? 72 : t <= 13 ? 97 : t <= 14 ? 72 : t <= 15 ? 97 : t <= 16 ? 81 : t <= 17 ? 98 : t <= 18 ? 81 : t <= 20 ? 98 : t <= 21 ? 96 : t <= 22 ? 98 : t <= 23 ? 96 : t <= 24 ? 88 : t <= 25 ? 89 : t <= 26 ? 88 : t <= 27 ? 89 : t <= 28 ? 81 : t <= 29 ? 74 : t <= 30 ? 81 : 74] as r2269_n2c
expect r2269_n2c.wavefronts == 5
write f[t <= 4 ? 340 : t <= 15 ? 56 : t <= 16 ? 409 : 322] if (134316048 >> t & 1) != 0 as r2270_n1
expect r2270_n1.wavefronts == 1
write v[t <= 0 ? 18 : t <= 1 ? 76 : t <= 2 ? 160 : t <= 3 ? 159 : t <= 4 ? 28 : t <= 5 ? 169 : t <= 6 ? 355 : t <= 7 ? 138 : t <= 8 ? 307 : t <= 9 ? 159 : t <= 10 ? 94 : t <= 11 ? 141 : t <= 12 ? 350 : t <= 13 ? 339 : t <= 14 ? 46 : t <= 15 ? 47 : t <= 16 ? 148 : t <= 17 ? 63 : t <= 18 ? 204 : t <= 19 ? 316 : t <= 20 ? 221 : t <= 21 ? 242 : t <= 22 ? 363 : t <= 23 ? 427 : t <= 24 ? 249 : t <= 25 ? 103 : t <= 26 ? 453 : t <= 27 ? 343 : t <= 28 ? 181 : t <= 29 ? 11 : t <= 30 ? 439 : 65] as r2271_rand
expect r2271_rand.wavefronts == 11
read w[t <= 4 ? 460 : t <= 6 ? 494 : t <= 12 ? 84 : t <= 26 ? 322 : 390] if (1140854864 >> t & 1) != 0 as r2272_stride
expect r2272_stride.wavefronts == 1
read w[t <= 1 ? 361 : t <= 9 ? 285 : t <= 10 ? 267 : t <= 13 ? 159 : t <= 23 ? 0 : t <= 24 ? 504 : 401] if (830486018 >> t & 1) != 0 as r2273_n1
expect r2273_n1.wavefronts == 1
read w[t <= 5 ? 303 : t <= 8 ? 210 : t <= 10 ? 29 : t <= 15 ? 460 : t <= 19 ? 113 : 383] if (134776096 >> t & 1) != 0 as r2274_n1s
expect r2274_n1s.wavefronts == 2
read v[t <= 0 ? 476 : t <= 1 ? 139 : t <= 2 ? 142 : t <= 3 ? 467 : t <= 4 ? 148 : t <= 6 ? 90 : t <= 7 ? 89 : t <= 8 ? 228 : t <= 9 ? 60 : t <= 10 ? 368 : t <= 11 ? 193 : t <= 12 ? 98 : t <= 13 ? 284 : t <= 14 ? 75 : t <= 15 ? 443 : t <= 16 ? 276 : t <= 17 ? 472 : t <= 18 ? 264 : t <= 19 ? 406 : t <= 20 ? 221 : t <= 21 ? 122 : t <= 22 ? 26 : t <= 23 ? 484 : t <= 24 ? 62 : t <= 25 ? 268 : t <= 26 ? 236 : t <= 27 ? 178 : t <= 28 ? 507 : t <= 29 ? 17 : t <= 30 ? 46 : 106] as r2275_rand
expect r2275_rand.wavefronts == 9
read v[45] if (524288 >> t & 1) != 0 as r2276_n1c
expect r2276_n1c.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 25 : t <= 5 ? 34 : t <= 6 ? 33 : t <= 7 ? 34 : t <= 8 ? 26 : t <= 9 ? 24 : t <= 10 ? 26 : t <= 14 ? 40 : t <= 15 ? 33 : t <= 16 ? 25 : t <= 17 ? 18 : t <= 18 ? 25 : t <= 19 ? 18 : t <= 20 ? 26 : t <= 21 ? 24 : t <= 22 ? 26 : t <= 23 ? 24 : t <= 29 ? 42 : 25] if (1627375586 >> t & 1) != 0 as r2277_n2c
expect r2277_n2c.wavefronts == 5
write v[t <= 1 ? 63 : t <= 3 ? 88 : t <= 5 ? 79 : t <= 7 ? 72 : t <= 9 ? 87 : t <= 11 ? 64 : t <= 13 ? 63 : t <= 15 ? 80 : t <= 17 ? 79 : t <= 19 ? 80 : t <= 21 ? 79 : t <= 23 ? 64 : t <= 25 ? 79 : t <= 27 ? 80 : t <= 29 ? 79 : 72] as r2278_n1c
expect r2278_n1c.wavefronts == 8
read w[t <= 10 ? 50 : t <= 11 ? 96 : t <= 12 ? 64 : t <= 13 ? 81 : t <= 14 ? 64 : 81] if (64512 >> t & 1) != 0 as r2279_n2c
expect r2279_n2c.wavefronts == 2
read v[t <= 0 ? 432 : t <= 1 ? 160 : t <= 2 ? 432 : t <= 3 ? 160 : t <= 4 ? 432 : t <= 5 ? 160 : t <= 6 ? 432 : t <= 7 ? 160 : t <= 8 ? 432 : t <= 10 ? 160 : t <= 12 ? 432 : t <= 14 ? 160 : t <= 18 ? 432 : t <= 22 ? 160 : t <= 23 ? 432 : t <= 26 ? 160 : 432] if (3489595391 >> t & 1) != 0 as r2280_few
expect r2280_few.wavefronts == 8
read v[17 * t + -124] if (134209536 >> t & 1) != 0 as r2281_stride
expect r2281_stride.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[t <= 4 ? 510 : t <= 6 ? 496 : t <= 7 ? 510 : 496] if (2040 >> t & 1) != 0 as r2282_few
expect r2282_few.wavefronts == 2
write v[t <= 1 ? 79 : t <= 3 ? 80 : t <= 5 ? 63 : t <= 7 ? 72 : t <= 9 ? 63 : t <= 11 ? 64 : t <= 13 ? 87 : t <= 15 ? 88 : t <= 17 ? 71 : t <= 19 ? 64 : t <= 21 ? 79 : t <= 23 ? 64 : t <= 25 ? 87 : t <= 27 ? 64 : t <= 29 ? 71 : 64] as r2283_n1c
expect r2283_n1c.wavefronts == 8
write v[143] if (266338304 >> t & 1) != 0 as r2284_bcast
expect r2284_bcast.wavefronts == 2
read v[t <= 14 ? 486 : 242] if (81920 >> t & 1) != 0 as r2285_n1s
expect r2285_n1s.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 103 : t <= 1 ? 82 : t <= 2 ? 103 : t <= 3 ? 82 : t <= 4 ? 484 : t <= 5 ? 361 : t <= 6 ? 484 : t <= 9 ? 100 : t <= 10 ? 358 : t <= 11 ? 100 : t <= 12 ? 372 : t <= 15 ? 77 : t <= 19 ? 185 : t <= 22 ? 224 : t <= 23 ? 502 : t <= 26 ? 283 : t <= 27 ? 105 : t <= 29 ? 54 : 333] if (1842003583 >> t & 1) != 0 as r2286_n2s
expect r2286_n2s.wavefronts == 3
write w[t <= 0 ? 466 : t <= 1 ? 478 : t <= 2 ? 490 : t <= 3 ? 502 : t <= 4 ? 2 : t <= 5 ? 14 : t <= 6 ? 26 : t <= 7 ? 38 : t <= 8 ? 50 : t <= 9 ? 62 : t <= 10 ? 74 : t <= 11 ? 86 : t <= 12 ? 98 : t <= 13 ? 110 : t <= 14 ? 122 : t <= 15 ? 134 : t <= 16 ? 146 : t <= 17 ? 158 : t <= 18 ? 170 : t <= 19 ? 182 : t <= 20 ? 194 : t <= 21 ? 206 : t <= 22 ? 218 : t <= 23 ? 230 : t <= 24 ? 242 : t <= 25 ? 254 : t <= 26 ? 266 : t <= 27 ? 278 : t <= 28 ? 290 : t <= 29 ? 302 : t <= 30 ? 314 : 326] as r2287_stride
expect r2287_stride.wavefronts == 8
read v[115] as r2288_bcast
expect r2288_bcast.wavefronts == 2
write f[t <= 0 ? 470 : t <= 3 ? 157 : t <= 4 ? 253 : t <= 5 ? 470 : t <= 6 ? 157 : t <= 7 ? 470 : t <= 10 ? 85 : t <= 12 ? 253 : t <= 13 ? 470 : t <= 14 ? 157 : t <= 17 ? 253 : t <= 19 ? 85 : t <= 20 ? 253 : t <= 21 ? 157 : t <= 22 ? 85 : t <= 23 ? 253 : t <= 26 ? 157 : t <= 27 ? 85 : t <= 30 ? 157 : 85] as r2289_few
expect r2289_few.wavefronts == 2
read w[444] if (131072 >> t & 1) != 0 as r2290_bcast
expect r2290_bcast.wavefronts == 1
read w[t <= 5 ? 175 : t <= 6 ? 270 : t <= 8 ? 251 : t <= 9 ? 416 : t <= 15 ? 85 : t <= 17 ? 222 : t <= 21 ? 174 : t <= 22 ? 139 : 25] if (23233376 >> t & 1) != 0 as r2291_n2
expect r2291_n2.wavefronts == 3
read f[137] if (8388608 >> t & 1) != 0 as r2292_n2c
expect r2292_n2c.wavefronts == 1
write w[t <= 1 ? 153 : t <= 3 ? 154 : t <= 5 ? 153 : t <= 7 ? 122 : t <= 11 ? 170 : t <= 13 ? 153 : t <= 15 ? 122 : t <= 19 ? 170 : t <= 20 ? 153 : t <= 23 ? 122 : t <= 27 ? 154 : t <= 28 ? 169 : 154] if (2560157871 >> t & 1) != 0 as r2293_n1c
expect r2293_n1c.wavefronts == 6
write w[t <= 0 ? 196 : t <= 1 ? 31 : t <= 2 ? 196 : t <= 3 ? 31 : t <= 4 ? 352 : t <= 5 ? 412 : t <= 6 ? 352 : t <= 7 ? 510 : t <= 8 ? 395 : t <= 9 ? 21 : t <= 10 ? 395 : t <= 11 ? 21 : t <= 12 ? 281 : t <= 13 ? 260 : t <= 14 ? 281 : t <= 15 ? 260 : t <= 16 ? 318 : t <= 17 ? 85 : t <= 18 ? 318 : t <= 19 ? 85 : t <= 20 ? 264 : t <= 21 ? 489 : t <= 22 ? 264 : t <= 23 ? 489 : t <= 24 ? 417 : t <= 25 ? 485 : t <= 26 ? 417 : t <= 27 ? 485 : t <= 28 ? 509 : t <= 29 ? 282 : t <= 30 ? 509 : 282] as r2294_n2s
expect r2294_n2s.wavefronts == 4
read v[t <= 1 ? 239 : t <= 4 ? 226 : t <= 14 ? 85 : t <= 16 ? 313 : t <= 18 ? 367 : t <= 27 ? 436 : t <= 28 ? 0 : 199] if (1476739090 >> t & 1) != 0 as r2295_n1s
expect r2295_n1s.wavefronts == 3
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 63 : t <= 3 ? 48 : t <= 5 ? 47 : t <= 6 ? 32 : t <= 9 ? 47 : t <= 11 ? 16 : t <= 13 ? 63 : t <= 15 ? 32 : t <= 17 ? 63 : t <= 19 ? 16 : t <= 21 ? 31 : t <= 22 ? 16 : t <= 25 ? 63 : t <= 27 ? 32 : t <= 28 ? 63 : 32] if (1535114863 >> t & 1) != 0 as r2296_n1c
expect r2296_n1c.wavefronts == 3
# Nsight's instrumented estimate: 7
read v[t <= 2 ? 352 : t <= 3 ? 5 : t <= 4 ? 52 : t <= 5 ? 6 : t <= 6 ? 52 : t <= 7 ? 6 : t <= 8 ? 89 : t <= 9 ? 150 : t <= 10 ? 89 : t <= 11 ? 150 : t <= 12 ? 294 : t <= 13 ? 442 : t <= 14 ? 294 : t <= 15 ? 442 : t <= 16 ? 291 : t <= 17 ? 11 : t <= 18 ? 291 : t <= 19 ? 11 : t <= 20 ? 104 : t <= 21 ? 502 : t <= 22 ? 104 : t <= 23 ? 502 : t <= 24 ? 41 : t <= 25 ? 199 : t <= 26 ? 41 : t <= 27 ? 199 : t <= 28 ? 320 : t <= 29 ? 431 : t <= 30 ? 320 : 431] if (4294967293 >> t & 1) != 0 as r2297_n2s
expect r2297_n2s.wavefronts == 5
read f[16 * t + -76] if (8320 >> t & 1) != 0 as r2298_stride
expect r2298_stride.wavefronts == 2
write v[t <= 5 ? 207 : t <= 6 ? 357 : t <= 7 ? 370 : t <= 8 ? 207 : t <= 10 ? 357 : t <= 12 ? 370 : t <= 15 ? 207 : t <= 16 ? 357 : t <= 17 ? 370 : t <= 19 ? 357 : t <= 20 ? 207 : t <= 21 ? 370 : t <= 22 ? 207 : t <= 23 ? 357 : t <= 24 ? 370 : t <= 25 ? 207 : t <= 27 ? 370 : t <= 29 ? 207 : t <= 30 ? 370 : 357] as r2299_few
expect r2299_few.wavefronts == 4
read v[t <= 0 ? 424 : t <= 1 ? 8 : t <= 5 ? 160 : t <= 8 ? 475 : t <= 9 ? 23 : t <= 10 ? 252 : t <= 11 ? 236 : t <= 13 ? 139 : t <= 14 ? 486 : t <= 16 ? 64 : t <= 23 ? 128 : t <= 30 ? 461 : 42] if (3229708067 >> t & 1) != 0 as r2300_rand
expect r2300_rand.wavefronts == 8
read v[1 * t + 396] as r2301_stride
expect r2301_stride.wavefronts == 4
write v[t <= 2 ? 3 : 407] if (262148 >> t & 1) != 0 as r2302_rand
expect r2302_rand.wavefronts == 2
read v[t <= 14 ? 483 : t <= 15 ? 137 : t <= 16 ? 483 : t <= 17 ? 137 : t <= 22 ? 483 : t <= 25 ? 137 : 483] if (2319966346 >> t & 1) != 0 as r2303_few
expect r2303_few.wavefronts == 4
read v[t <= 4 ? 126 : t <= 7 ? 151 : t <= 16 ? 126 : 125] if (16842896 >> t & 1) != 0 as r2304_n2c
expect r2304_n2c.wavefronts == 2
read f[458] if (260046848 >> t & 1) != 0 as r2305_bcast
expect r2305_bcast.wavefronts == 1
read w[353] if (546646085 >> t & 1) != 0 as r2306_stride
expect r2306_stride.wavefronts == 1
write w[t <= 9 ? 402 : t <= 13 ? 365 : t <= 22 ? 51 : t <= 25 ? 208 : 365] if (574829056 >> t & 1) != 0 as r2307_few
expect r2307_few.wavefronts == 2
read w[t <= 1 ? 204 : t <= 2 ? 284 : t <= 3 ? 204 : t <= 4 ? 284 : t <= 6 ? 204 : t <= 9 ? 284 : t <= 11 ? 368 : t <= 13 ? 284 : t <= 14 ? 204 : t <= 16 ? 284 : t <= 17 ? 204 : t <= 18 ? 368 : t <= 19 ? 284 : t <= 20 ? 368 : t <= 22 ? 284 : t <= 23 ? 368 : t <= 24 ? 204 : t <= 25 ? 368 : t <= 26 ? 204 : t <= 27 ? 368 : t <= 28 ? 284 : t <= 29 ? 204 : 284] as r2308_few
expect r2308_few.wavefronts == 4
write v[t <= 1 ? 134 : t <= 2 ? 127 : t <= 10 ? 143 : t <= 17 ? 134 : t <= 20 ? 126 : 134] if (34735239 >> t & 1) != 0 as r2309_n1c
expect r2309_n1c.wavefronts == 6
write v[379] if (3068183605 >> t & 1) != 0 as r2310_bcast
expect r2310_bcast.wavefronts == 4
write v[203] as r2311_bcast
expect r2311_bcast.wavefronts == 4
write v[t <= 7 ? 268 : t <= 8 ? 276 : t <= 9 ? 304 : t <= 10 ? 373 : t <= 11 ? 196 : t <= 12 ? 105 : t <= 13 ? 17 : t <= 14 ? 30 : t <= 15 ? 112 : 354] if (130944 >> t & 1) != 0 as r2312_rand
expect r2312_rand.wavefronts == 4
write w[266] if (572661768 >> t & 1) != 0 as r2313_bcast
expect r2313_bcast.wavefronts == 2
write f[t <= 5 ? 442 : t <= 6 ? 4 : t <= 9 ? 442 : t <= 10 ? 393 : t <= 11 ? 4 : t <= 12 ? 286 : t <= 13 ? 4 : t <= 15 ? 442 : t <= 16 ? 4 : t <= 17 ? 286 : t <= 18 ? 442 : t <= 19 ? 286 : t <= 20 ? 442 : t <= 21 ? 393 : t <= 22 ? 286 : t <= 23 ? 442 : 393] if (67108832 >> t & 1) != 0 as r2314_few
expect r2314_few.wavefronts == 1
write v[t <= 9 ? 83 : t <= 11 ? 76 : t <= 13 ? 67 : t <= 17 ? 59 : t <= 18 ? 68 : t <= 21 ? 83 : t <= 22 ? 84 : t <= 29 ? 83 : 84] if (4033297152 >> t & 1) != 0 as r2315_n1c
expect r2315_n1c.wavefronts == 5
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 32 : t <= 1 ? 49 : t <= 2 ? 32 : t <= 3 ? 49 : t <= 4 ? 65 : t <= 5 ? 82 : t <= 6 ? 65 : t <= 7 ? 82 : t <= 8 ? 50 : t <= 9 ? 48 : t <= 10 ? 50 : t <= 12 ? 48 : t <= 13 ? 49 : t <= 14 ? 48 : t <= 15 ? 49 : t <= 16 ? 33 : t <= 17 ? 66 : t <= 18 ? 33 : t <= 19 ? 66 : t <= 20 ? 50 : t <= 21 ? 48 : t <= 22 ? 50 : t <= 23 ? 48 : t <= 24 ? 80 : t <= 25 ? 49 : t <= 26 ? 80 : t <= 30 ? 49 : 66] if (3489660927 >> t & 1) != 0 as r2316_n2c
expect r2316_n2c.wavefronts == 3
read v[t <= 12 ? 120 : t <= 16 ? 116 : 113] if (593920 >> t & 1) != 0 as r2317_stride
expect r2317_stride.wavefronts == 2
read w[t <= 0 ? 170 : 293] if (65 >> t & 1) != 0 as r2318_n2
expect r2318_n2.wavefronts == 1
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 25 : t <= 3 ? 474 : t <= 9 ? 448 : t <= 11 ? 307 : t <= 12 ? 452 : t <= 15 ? 363 : t <= 16 ? 8 : t <= 22 ? 197 : t <= 25 ? 282 : t <= 27 ? 187 : t <= 29 ? 407 : 108] if (2856425995 >> t & 1) != 0 as r2319_n1s
expect r2319_n1s.wavefronts == 3
read v[4 * t + 103] if (3165690291 >> t & 1) != 0 as r2320_stride
expect r2320_stride.wavefronts == 10
read f[t <= 4 ? 424 : t <= 9 ? 431 : t <= 15 ? 90 : t <= 17 ? 466 : t <= 19 ? 283 : t <= 25 ? 403 : 301] if (839549456 >> t & 1) != 0 as r2321_n1s
expect r2321_n1s.wavefronts == 1
read w[t <= 14 ? 430 : t <= 16 ? 39 : 155] if (1163296 >> t & 1) != 0 as r2322_few
expect r2322_few.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 34 : t <= 1 ? 19 : t <= 2 ? 34 : t <= 3 ? 19 : t <= 4 ? 35 : t <= 5 ? 20 : t <= 6 ? 35 : t <= 8 ? 20 : t <= 9 ? 50 : t <= 10 ? 20 : t <= 12 ? 50 : t <= 13 ? 35 : t <= 14 ? 50 : t <= 16 ? 35 : t <= 17 ? 36 : t <= 18 ? 35 : t <= 19 ? 36 : t <= 20 ? 4 : t <= 21 ? 34 : t <= 22 ? 4 : t <= 24 ? 34 : t <= 25 ? 35 : t <= 26 ? 34 : t <= 27 ? 35 : t <= 28 ? 51 : t <= 29 ? 20 : t <= 30 ? 51 : 20] as r2323_n2c
expect r2323_n2c.wavefronts == 3
write v[t <= 0 ? 297 : t <= 1 ? 175 : t <= 2 ? 297 : t <= 3 ? 175 : t <= 4 ? 478 : t <= 5 ? 34 : t <= 6 ? 478 : t <= 7 ? 34 : t <= 8 ? 153 : t <= 9 ? 123 : t <= 10 ? 153 : t <= 11 ? 123 : t <= 12 ? 255 : t <= 13 ? 486 : t <= 14 ? 255 : t <= 15 ? 486 : t <= 16 ? 223 : t <= 17 ? 38 : t <= 18 ? 223 : t <= 19 ? 38 : t <= 20 ? 84 : t <= 21 ? 71 : t <= 22 ? 84 : t <= 23 ? 71 : t <= 24 ? 16 : t <= 25 ? 321 : t <= 26 ? 16 : t <= 27 ? 321 : t <= 28 ? 120 : t <= 29 ? 482 : t <= 30 ? 120 : 482] as r2324_n2
expect r2324_n2.wavefronts == 6
read v[87] as r2325_bcast
expect r2325_bcast.wavefronts == 2
write w[t <= 1 ? 180 : t <= 8 ? 57 : t <= 18 ? 69 : t <= 26 ? 443 : 19] if (604242178 >> t & 1) != 0 as r2326_n1
expect r2326_n1.wavefronts == 2
read w[t <= 1 ? 234 : t <= 3 ? 353 : t <= 5 ? 500 : t <= 7 ? 145 : t <= 9 ? 422 : t <= 11 ? 381 : t <= 13 ? 243 : t <= 15 ? 205 : t <= 17 ? 225 : t <= 19 ? 184 : t <= 21 ? 85 : t <= 23 ? 49 : t <= 25 ? 37 : t <= 27 ? 388 : t <= 29 ? 166 : 403] as r2327_n1
expect r2327_n1.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 157 : t <= 3 ? 217 : t <= 5 ? 488 : t <= 7 ? 250 : t <= 9 ? 8 : t <= 11 ? 152 : t <= 13 ? 134 : t <= 15 ? 355 : t <= 17 ? 86 : t <= 18 ? 474 : t <= 21 ? 72 : t <= 23 ? 148 : t <= 24 ? 438 : t <= 27 ? 45 : 338] if (1038548975 >> t & 1) != 0 as r2328_n1
expect r2328_n1.wavefronts == 4
write v[t <= 7 ? 171 : 45] if (69760 >> t & 1) != 0 as r2329_few
expect r2329_few.wavefronts == 3
write f[t <= 0 ? 484 : t <= 1 ? 238 : t <= 3 ? 419 : t <= 5 ? 96 : t <= 7 ? 72 : t <= 9 ? 31 : t <= 11 ? 113 : t <= 12 ? 340 : t <= 13 ? 501 : t <= 15 ? 153 : t <= 17 ? 414 : t <= 19 ? 223 : t <= 20 ? 343 : t <= 21 ? 328 : t <= 23 ? 169 : t <= 25 ? 394 : t <= 27 ? 454 : t <= 29 ? 228 : 125] if (4294901759 >> t & 1) != 0 as r2330_n1s
expect r2330_n1s.wavefronts == 2
read v[t <= 0 ? 319 : t <= 1 ? 308 : t <= 2 ? 368 : t <= 3 ? 364 : t <= 4 ? 426 : t <= 5 ? 333 : t <= 6 ? 101 : t <= 7 ? 238 : t <= 8 ? 160 : t <= 9 ? 250 : t <= 11 ? 16 : t <= 12 ? 369 : t <= 13 ? 195 : t <= 14 ? 62 : t <= 15 ? 285 : t <= 16 ? 183 : t <= 17 ? 432 : t <= 18 ? 50 : t <= 19 ? 284 : t <= 20 ? 148 : t <= 21 ? 24 : t <= 22 ? 417 : t <= 23 ? 353 : t <= 24 ? 152 : t <= 25 ? 337 : t <= 26 ? 46 : t <= 27 ? 389 : t <= 28 ? 12 : t <= 29 ? 105 : t <= 30 ? 277 : 368] as r2331_rand
expect r2331_rand.wavefronts == 8
# Nsight's instrumented estimate: 5
read v[t <= 0 ? 213 : t <= 3 ? 456 : t <= 4 ? 152 : t <= 5 ? 222 : t <= 8 ? 388 : t <= 9 ? 147 : t <= 10 ? 388 : t <= 11 ? 147 : t <= 12 ? 457 : t <= 13 ? 342 : t <= 16 ? 54 : t <= 19 ? 299 : t <= 23 ? 252 : t <= 26 ? 202 : t <= 27 ? 48 : t <= 28 ? 189 : 38] if (3165208379 >> t & 1) != 0 as r2332_n2
expect r2332_n2.wavefronts == 4
read w[t <= 0 ? 189 : t <= 1 ? 418 : t <= 2 ? 422 : t <= 3 ? 43 : t <= 4 ? 364 : t <= 6 ? 242 : t <= 7 ? 128 : t <= 8 ? 351 : t <= 9 ? 29 : t <= 10 ? 341 : t <= 11 ? 452 : t <= 12 ? 339 : t <= 13 ? 487 : t <= 14 ? 106 : t <= 15 ? 485 : t <= 16 ? 430 : t <= 18 ? 61 : t <= 19 ? 102 : t <= 21 ? 216 : t <= 22 ? 100 : t <= 25 ? 484 : t <= 26 ? 110 : t <= 28 ? 323 : t <= 29 ? 494 : t <= 30 ? 448 : 334] if (4134404063 >> t & 1) != 0 as r2333_rand
expect r2333_rand.wavefronts == 6
write w[t <= 3 ? 85 : t <= 9 ? 132 : t <= 11 ? 133 : t <= 13 ? 84 : t <= 16 ? 132 : t <= 19 ? 85 : t <= 28 ? 100 : 117] if (2433301260 >> t & 1) != 0 as r2334_n1c
expect r2334_n1c.wavefronts == 4
read w[1 * t + -7] if (273162240 >> t & 1) != 0 as r2335_stride
expect r2335_stride.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 115 : t <= 1 ? 164 : t <= 2 ? 115 : t <= 3 ? 164 : t <= 4 ? 132 : t <= 5 ? 133 : t <= 6 ? 132 : t <= 7 ? 133 : t <= 8 ? 117 : t <= 9 ? 115 : t <= 10 ? 117 : t <= 11 ? 115 : t <= 12 ? 131 : t <= 13 ? 132 : t <= 14 ? 131 : t <= 15 ? 132 : t <= 16 ? 164 : t <= 17 ? 117 : t <= 18 ? 164 : t <= 19 ? 117 : t <= 20 ? 149 : t <= 21 ? 147 : t <= 22 ? 149 : t <= 23 ? 147 : t <= 24 ? 115 : t <= 25 ? 164 : t <= 26 ? 115 : t <= 27 ? 164 : t <= 28 ? 116 : t <= 29 ? 165 : t <= 30 ? 116 : 165] as r2336_n2c
expect r2336_n2c.wavefronts == 4
read v[t <= 0 ? 299 : t <= 1 ? 230 : t <= 2 ? 299 : t <= 3 ? 230 : t <= 4 ? 9 : t <= 5 ? 94 : t <= 6 ? 9 : t <= 7 ? 94 : t <= 8 ? 268 : t <= 9 ? 477 : t <= 10 ? 268 : t <= 11 ? 477 : t <= 12 ? 238 : t <= 13 ? 394 : t <= 14 ? 238 : t <= 15 ? 394 : t <= 16 ? 470 : t <= 17 ? 394 : t <= 18 ? 470 : t <= 19 ? 394 : t <= 21 ? 171 : t <= 22 ? 104 : t <= 23 ? 171 : t <= 24 ? 268 : t <= 25 ? 191 : t <= 26 ? 268 : t <= 27 ? 221 : t <= 28 ? 299 : t <= 29 ? 344 : t <= 30 ? 299 : 344] if (4293918719 >> t & 1) != 0 as r2337_n2s
expect r2337_n2s.wavefronts == 5
# Nsight's instrumented estimate: 4
read v[t <= 2 ? 294 : t <= 6 ? 429 : t <= 12 ? 25 : t <= 14 ? 83 : t <= 18 ? 402 : t <= 23 ? 232 : 112] if (3234091076 >> t & 1) != 0 as r2338_n1
expect r2338_n1.wavefronts == 3
write w[t <= 0 ? 201 : t <= 3 ? 430 : t <= 5 ? 136 : t <= 6 ? 197 : t <= 7 ? 136 : t <= 8 ? 290 : t <= 9 ? 76 : t <= 10 ? 290 : t <= 11 ? 76 : t <= 15 ? 215 : t <= 16 ? 372 : t <= 17 ? 141 : t <= 18 ? 372 : t <= 20 ? 506 : t <= 21 ? 179 : t <= 22 ? 506 : t <= 23 ? 179 : t <= 24 ? 31 : t <= 25 ? 39 : t <= 26 ? 31 : t <= 27 ? 39 : t <= 28 ? 130 : t <= 29 ? 316 : t <= 30 ? 130 : 316] if (4294422507 >> t & 1) != 0 as r2339_n2
expect r2339_n2.wavefronts == 2
read v[1 * t + 110] if (1179722 >> t & 1) != 0 as r2340_stride
expect r2340_stride.wavefronts == 2
# Nsight's instrumented estimate: 1
read v[90] if (33555008 >> t & 1) != 0 as r2341_bcast
expect r2341_bcast.wavefronts == 2
write v[t <= 1 ? 113 : t <= 7 ? 74 : t <= 9 ? 113 : t <= 11 ? 74 : t <= 13 ? 113 : t <= 14 ? 74 : t <= 18 ? 113 : t <= 25 ? 74 : t <= 28 ? 113 : t <= 29 ? 74 : 113] if (1945104278 >> t & 1) != 0 as r2342_few
expect r2342_few.wavefronts == 4
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 26 : t <= 3 ? 477 : t <= 5 ? 16 : t <= 7 ? 70 : t <= 9 ? 99 : t <= 11 ? 206 : t <= 13 ? 147 : t <= 15 ? 263 : t <= 17 ? 436 : t <= 19 ? 45 : t <= 21 ? 435 : t <= 23 ? 139 : t <= 25 ? 482 : t <= 27 ? 114 : t <= 29 ? 215 : 398] as r2343_n1
expect r2343_n1.wavefronts == 4
read f[373] if (3074 >> t & 1) != 0 as r2344_stride
expect r2344_stride.wavefronts == 1
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 157 : t <= 3 ? 126 : t <= 5 ? 125 : t <= 7 ? 126 : t <= 9 ? 125 : t <= 11 ? 142 : t <= 13 ? 125 : t <= 15 ? 174 : t <= 17 ? 125 : t <= 19 ? 126 : t <= 21 ? 125 : t <= 23 ? 174 : t <= 25 ? 141 : t <= 27 ? 126 : t <= 29 ? 173 : 126] as r2345_n1c
expect r2345_n1c.wavefronts == 4
read w[t <= 0 ? 175 : t <= 1 ? 144 : t <= 2 ? 175 : t <= 3 ? 144 : t <= 4 ? 176 : t <= 5 ? 177 : t <= 6 ? 176 : t <= 7 ? 177 : t <= 8 ? 145 : t <= 9 ? 127 : t <= 10 ? 145 : t <= 11 ? 127 : t <= 12 ? 175 : t <= 13 ? 176 : t <= 14 ? 175 : t <= 15 ? 176 : t <= 16 ? 128 : t <= 17 ? 161 : t <= 18 ? 128 : t <= 19 ? 161 : t <= 20 ? 145 : t <= 21 ? 127 : t <= 22 ? 145 : t <= 23 ? 127 : t <= 24 ? 143 : t <= 25 ? 160 : t <= 26 ? 143 : t <= 27 ? 160 : t <= 28 ? 128 : t <= 29 ? 145 : t <= 30 ? 128 : 145] as r2346_n2c
expect r2346_n2c.wavefronts == 4
read v[17 * t + -103] if (67043328 >> t & 1) != 0 as r2347_stride
expect r2347_stride.wavefronts == 2
read v[t <= 3 ? 81 : t <= 7 ? 98 : t <= 19 ? 82 : t <= 23 ? 80 : t <= 25 ? 73 : 82] if (2728919176 >> t & 1) != 0 as r2348_n2c
expect r2348_n2c.wavefronts == 2
write v[t <= 0 ? 408 : t <= 12 ? 388 : t <= 18 ? 178 : t <= 19 ? 265 : 143] if (2887681 >> t & 1) != 0 as r2349_rand
expect r2349_rand.wavefronts == 3
read w[444] as r2350_bcast
expect r2350_bcast.wavefronts == 1
read w[t <= 3 ? 319 : t <= 9 ? 170 : t <= 15 ? 156 : 328] if (4235784 >> t & 1) != 0 as r2351_n2
expect r2351_n2.wavefronts == 1
write w[t <= 0 ? 118 : t <= 1 ? 119 : t <= 2 ? 118 : t <= 3 ? 119 : t <= 4 ? 151 : t <= 5 ? 136 : t <= 6 ? 151 : t <= 8 ? 136 : t <= 9 ? 118 : t <= 10 ? 136 : t <= 12 ? 118 : t <= 13 ? 135 : t <= 14 ? 118 : t <= 15 ? 135 : t <= 16 ? 119 : t <= 17 ? 136 : t <= 18 ? 119 : t <= 19 ? 136 : t <= 20 ? 152 : t <= 21 ? 134 : t <= 22 ? 152 : t <= 24 ? 134 : t <= 25 ? 119 : t <= 26 ? 134 : t <= 27 ? 119 : t <= 28 ? 151 : t <= 29 ? 120 : t <= 30 ? 151 : 120] as r2352_n2c
expect r2352_n2c.wavefronts == 6
# Nsight's instrumented estimate: 6
read v[t <= 3 ? 151 : t <= 6 ? 127 : t <= 7 ? 136 : t <= 10 ? 144 : t <= 12 ? 134 : t <= 13 ? 127 : t <= 18 ? 143 : t <= 19 ? 128 : t <= 22 ? 152 : 150] if (89994442 >> t & 1) != 0 as r2353_n2c
expect r2353_n2c.wavefronts == 4
read w[181] as r2354_bcast
expect r2354_bcast.wavefronts == 1
read w[t <= 1 ? 33 : t <= 3 ? 74 : t <= 5 ? 483 : t <= 7 ? 380 : t <= 9 ? 225 : t <= 10 ? 249 : t <= 11 ? 443 : t <= 12 ? 360 : t <= 13 ? 317 : t <= 15 ? 432 : t <= 17 ? 210 : t <= 19 ? 341 : t <= 21 ? 7 : t <= 23 ? 470 : t <= 25 ? 55 : t <= 27 ? 327 : t <= 28 ? 417 : t <= 29 ? 267 : 77] as r2355_n1s
expect r2355_n1s.wavefronts == 5
write v[t <= 0 ? 72 : t <= 1 ? 73 : t <= 2 ? 72 : t <= 4 ? 73 : t <= 5 ? 90 : t <= 6 ? 73 : t <= 7 ? 90 : t <= 8 ? 74 : t <= 9 ? 96 : t <= 10 ? 74 : t <= 12 ? 96 : t <= 13 ? 81 : t <= 14 ? 96 : t <= 16 ? 81 : t <= 17 ? 82 : t <= 18 ? 81 : t <= 20 ? 82 : t <= 21 ? 88 : t <= 22 ? 82 : t <= 23 ? 88 : t <= 24 ? 72 : t <= 25 ? 81 : t <= 26 ? 72 : t <= 27 ? 81 : t <= 28 ? 89 : t <= 29 ? 98 : t <= 30 ? 89 : 98] as r2356_n2c
expect r2356_n2c.wavefronts == 5
read w[t <= 1 ? 349 : t <= 2 ? 44 : t <= 3 ? 349 : t <= 4 ? 510 : t <= 5 ? 384 : t <= 6 ? 510 : t <= 7 ? 384 : t <= 8 ? 459 : t <= 9 ? 300 : t <= 10 ? 459 : t <= 11 ? 300 : t <= 12 ? 400 : t <= 13 ? 394 : t <= 14 ? 400 : t <= 15 ? 394 : t <= 16 ? 484 : t <= 17 ? 92 : t <= 18 ? 484 : t <= 19 ? 92 : t <= 20 ? 161 : t <= 21 ? 220 : t <= 22 ? 161 : t <= 23 ? 220 : t <= 24 ? 333 : t <= 25 ? 332 : t <= 26 ? 333 : t <= 27 ? 332 : t <= 28 ? 459 : 431] if (3221225470 >> t & 1) != 0 as r2357_n2
expect r2357_n2.wavefronts == 5
read v[t <= 5 ? 351 : 189] if (131104 >> t & 1) != 0 as r2358_n1s
expect r2358_n1s.wavefronts == 2
read w[t <= 2 ? 83 : t <= 3 ? 398 : t <= 10 ? 505 : t <= 21 ? 340 : t <= 26 ? 389 : t <= 27 ? 25 : t <= 29 ? 319 : t <= 30 ? 502 : 319] if (3961521164 >> t & 1) != 0 as r2359_n2s
expect r2359_n2s.wavefronts == 2
write w[t <= 1 ? 51 : t <= 3 ? 36 : t <= 5 ? 35 : t <= 7 ? 36 : t <= 9 ? 3 : t <= 11 ? 20 : t <= 13 ? 19 : t <= 15 ? 52 : t <= 17 ? 19 : t <= 19 ? 4 : t <= 21 ? 35 : t <= 23 ? 52 : t <= 25 ? 51 : t <= 27 ? 36 : t <= 29 ? 3 : 4] as r2360_n1c
expect r2360_n1c.wavefronts == 8
read w[t <= 9 ? 256 : 446] if (68157952 >> t & 1) != 0 as r2361_few
expect r2361_few.wavefronts == 1
read w[t <= 0 ? 252 : t <= 1 ? 268 : t <= 2 ? 284 : t <= 3 ? 300 : t <= 4 ? 316 : t <= 5 ? 332 : t <= 6 ? 348 : t <= 7 ? 364 : t <= 8 ? 380 : t <= 9 ? 396 : t <= 10 ? 412 : t <= 11 ? 428 : t <= 12 ? 444 : t <= 13 ? 460 : t <= 14 ? 476 : t <= 15 ? 492 : t <= 16 ? 508 : t <= 17 ? 12 : t <= 18 ? 28 : t <= 19 ? 44 : t <= 20 ? 60 : t <= 21 ? 76 : t <= 22 ? 92 : t <= 23 ? 108 : t <= 24 ? 124 : t <= 25 ? 140 : t <= 26 ? 156 : t <= 27 ? 172 : t <= 28 ? 188 : t <= 29 ? 204 : t <= 30 ? 220 : 236] as r2362_stride
expect r2362_stride.wavefronts == 32
read v[t <= 0 ? 286 : t <= 4 ? 179 : t <= 5 ? 508 : t <= 6 ? 37 : t <= 8 ? 282 : t <= 9 ? 168 : t <= 11 ? 386 : t <= 14 ? 46 : t <= 17 ? 274 : t <= 18 ? 17 : t <= 20 ? 153 : t <= 21 ? 333 : t <= 22 ? 170 : t <= 23 ? 277 : t <= 24 ? 174 : t <= 25 ? 182 : t <= 26 ? 32 : t <= 28 ? 393 : 70] if (2549500785 >> t & 1) != 0 as r2363_rand
expect r2363_rand.wavefronts == 8
read f[458] if (537658433 >> t & 1) != 0 as r2364_bcast
expect r2364_bcast.wavefronts == 1
write w[t <= 7 ? 342 : t <= 9 ? 227 : t <= 11 ? 74 : t <= 13 ? 2 : 373] if (65472 >> t & 1) != 0 as r2365_n1
expect r2365_n1.wavefronts == 1
read w[t <= 26 ? 91 : 475] if (2214592512 >> t & 1) != 0 as r2366_n2
expect r2366_n2.wavefronts == 2
write w[t <= 0 ? 57 : 58] if (9 >> t & 1) != 0 as r2367_n2c
expect r2367_n2c.wavefronts == 1
read v[t <= 0 ? 271 : t <= 1 ? 143 : t <= 2 ? 271 : t <= 3 ? 143 : t <= 4 ? 348 : t <= 5 ? 77 : t <= 6 ? 348 : t <= 7 ? 77 : t <= 8 ? 479 : t <= 9 ? 16 : t <= 10 ? 479 : t <= 11 ? 16 : t <= 12 ? 438 : t <= 13 ? 495 : t <= 14 ? 438 : t <= 15 ? 495 : t <= 16 ? 275 : t <= 17 ? 343 : t <= 18 ? 275 : t <= 19 ? 343 : t <= 20 ? 30 : t <= 21 ? 108 : t <= 22 ? 30 : t <= 23 ? 108 : t <= 24 ? 207 : t <= 25 ? 93 : t <= 26 ? 207 : t <= 27 ? 93 : t <= 28 ? 267 : t <= 29 ? 471 : t <= 30 ? 62 : 471] as r2368_n2s
expect r2368_n2s.wavefronts == 7
write f[t <= 1 ? 444 : t <= 2 ? 117 : t <= 3 ? 230 : t <= 4 ? 428 : t <= 6 ? 230 : t <= 7 ? 428 : t <= 8 ? 230 : t <= 9 ? 428 : t <= 10 ? 230 : t <= 11 ? 117 : t <= 13 ? 428 : t <= 14 ? 444 : t <= 15 ? 428 : t <= 16 ? 444 : t <= 18 ? 117 : t <= 19 ? 230 : t <= 20 ? 444 : t <= 21 ? 117 : t <= 24 ? 428 : t <= 25 ? 444 : t <= 26 ? 117 : t <= 27 ? 428 : t <= 28 ? 117 : t <= 30 ? 444 : 117] as r2369_few
expect r2369_few.wavefronts == 1
read w[262] if (2147483648 >> t & 1) != 0 as r2370_n1s
expect r2370_n1s.wavefronts == 1
read f[t <= 6 ? 100 : t <= 13 ? 67 : 68] if (67117120 >> t & 1) != 0 as r2371_n1c
expect r2371_n1c.wavefronts == 2
read v[t <= 9 ? 508 : t <= 12 ? 242 : 66] if (2147488256 >> t & 1) != 0 as r2372_few
expect r2372_few.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 117 : t <= 1 ? 102 : t <= 2 ? 117 : t <= 4 ? 102 : t <= 5 ? 71 : t <= 6 ? 102 : t <= 7 ? 71 : t <= 8 ? 119 : t <= 9 ? 117 : t <= 10 ? 119 : t <= 12 ? 117 : t <= 13 ? 86 : t <= 14 ? 117 : t <= 15 ? 86 : t <= 16 ? 118 : t <= 17 ? 87 : t <= 18 ? 118 : t <= 19 ? 87 : t <= 20 ? 103 : t <= 21 ? 85 : t <= 22 ? 103 : t <= 23 ? 85 : t <= 24 ? 101 : t <= 25 ? 102 : t <= 26 ? 101 : t <= 27 ? 102 : t <= 28 ? 70 : t <= 29 ? 103 : t <= 30 ? 70 : 103] as r2373_n2c
expect r2373_n2c.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 105 : t <= 1 ? 90 : t <= 2 ? 105 : t <= 6 ? 106 : t <= 22 ? 59 : t <= 30 ? 106 : 59] if (3225419847 >> t & 1) != 0 as r2374_n2c
expect r2374_n2c.wavefronts == 2
read f[t <= 0 ? 173 : t <= 1 ? 110 : t <= 2 ? 173 : t <= 4 ? 110 : t <= 5 ? 143 : t <= 6 ? 110 : t <= 7 ? 143 : t <= 8 ? 207 : t <= 9 ? 109 : t <= 10 ? 207 : t <= 11 ? 109 : t <= 12 ? 141 : t <= 13 ? 110 : t <= 14 ? 141 : t <= 16 ? 110 : t <= 17 ? 111 : t <= 18 ? 110 : t <= 20 ? 111 : t <= 21 ? 109 : t <= 22 ? 111 : t <= 23 ? 109 : t <= 24 ? 173 : t <= 25 ? 142 : t <= 26 ? 173 : t <= 27 ? 142 : t <= 28 ? 110 : t <= 29 ? 207 : t <= 30 ? 110 : 207] as r2375_n2c
expect r2375_n2c.wavefronts == 3
read w[t <= 1 ? 208 : t <= 3 ? 7 : t <= 5 ? 457 : t <= 7 ? 330 : t <= 8 ? 355 : t <= 11 ? 51 : t <= 13 ? 58 : t <= 15 ? 205 : t <= 17 ? 206 : t <= 19 ? 240 : t <= 21 ? 136 : t <= 23 ? 345 : t <= 25 ? 18 : t <= 26 ? 469 : 147] if (1190133182 >> t & 1) != 0 as r2376_n1s
expect r2376_n1s.wavefronts == 3
write w[t <= 4 ? 12 : t <= 7 ? 80 : t <= 14 ? 30 : t <= 16 ? 291 : t <= 18 ? 304 : t <= 19 ? 314 : t <= 20 ? 273 : t <= 24 ? 496 : t <= 27 ? 59 : t <= 29 ? 196 : t <= 30 ? 466 : 508] if (3911008400 >> t & 1) != 0 as r2377_rand
expect r2377_rand.wavefronts == 3
write w[t <= 5 ? 433 : t <= 6 ? 90 : t <= 9 ? 159 : t <= 12 ? 14 : t <= 15 ? 481 : t <= 18 ? 22 : t <= 21 ? 317 : t <= 24 ? 113 : t <= 27 ? 150 : t <= 29 ? 299 : t <= 30 ? 477 : 299] if (3911496288 >> t & 1) != 0 as r2378_n2s
expect r2378_n2s.wavefronts == 4
read v[t <= 0 ? 204 : t <= 1 ? 83 : t <= 2 ? 132 : t <= 3 ? 331 : t <= 4 ? 96 : t <= 5 ? 50 : t <= 6 ? 360 : t <= 7 ? 470 : t <= 8 ? 113 : t <= 9 ? 366 : t <= 10 ? 426 : t <= 11 ? 133 : t <= 12 ? 110 : t <= 13 ? 259 : t <= 14 ? 316 : t <= 15 ? 145 : t <= 16 ? 59 : t <= 17 ? 81 : t <= 18 ? 70 : t <= 19 ? 97 : t <= 20 ? 333 : t <= 21 ? 2 : t <= 22 ? 248 : t <= 23 ? 116 : t <= 24 ? 467 : t <= 25 ? 106 : t <= 26 ? 238 : t <= 27 ? 357 : t <= 28 ? 470 : t <= 29 ? 370 : t <= 30 ? 75 : 273] as r2379_rand
expect r2379_rand.wavefronts == 8
read w[t <= 1 ? 122 : t <= 3 ? 44 : t <= 5 ? 163 : t <= 7 ? 434 : t <= 9 ? 474 : t <= 11 ? 67 : t <= 13 ? 473 : t <= 15 ? 10 : t <= 17 ? 462 : t <= 19 ? 235 : t <= 21 ? 181 : t <= 23 ? 271 : t <= 25 ? 164 : t <= 26 ? 169 : t <= 27 ? 196 : t <= 29 ? 189 : 82] as r2380_n1s
expect r2380_n1s.wavefronts == 5
read w[120] if (512 >> t & 1) != 0 as r2381_few
expect r2381_few.wavefronts == 1
read f[t <= 0 ? 241 : t <= 1 ? 151 : t <= 2 ? 441 : t <= 3 ? 370 : t <= 4 ? 87 : t <= 5 ? 406 : t <= 6 ? 298 : t <= 7 ? 197 : t <= 8 ? 64 : t <= 9 ? 462 : t <= 10 ? 30 : t <= 11 ? 191 : t <= 12 ? 50 : t <= 13 ? 222 : t <= 14 ? 397 : t <= 15 ? 501 : t <= 16 ? 208 : t <= 17 ? 144 : t <= 18 ? 377 : t <= 19 ? 331 : t <= 20 ? 219 : t <= 21 ? 215 : t <= 22 ? 61 : t <= 23 ? 479 : t <= 24 ? 71 : t <= 25 ? 508 : t <= 26 ? 138 : t <= 27 ? 352 : t <= 28 ? 90 : t <= 29 ? 114 : t <= 30 ? 437 : 479] as r2382_rand
expect r2382_rand.wavefronts == 3
write v[t <= 1 ? 469 : t <= 4 ? 14 : t <= 7 ? 445 : t <= 9 ? 45 : t <= 13 ? 344 : t <= 17 ? 413 : t <= 18 ? 239 : t <= 20 ? 69 : t <= 24 ? 479 : 264] if (51782290 >> t & 1) != 0 as r2383_n2s
expect r2383_n2s.wavefronts == 6
read v[t <= 0 ? 53 : t <= 7 ? 259 : t <= 9 ? 53 : t <= 12 ? 259 : t <= 13 ? 35 : t <= 14 ? 53 : t <= 15 ? 35 : t <= 17 ? 259 : t <= 20 ? 53 : t <= 22 ? 259 : t <= 23 ? 53 : t <= 26 ? 35 : t <= 28 ? 53 : t <= 29 ? 259 : t <= 30 ? 35 : 259] if (4107530883 >> t & 1) != 0 as r2384_few
expect r2384_few.wavefronts == 6
read v[t <= 7 ? 275 : t <= 9 ? 413 : t <= 15 ? 494 : t <= 25 ? 80 : 299] if (302023296 >> t & 1) != 0 as r2385_rand
expect r2385_rand.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 33 : t <= 2 ? 34 : t <= 5 ? 65 : t <= 7 ? 50 : t <= 9 ? 49 : t <= 11 ? 34 : t <= 13 ? 65 : t <= 15 ? 50 : t <= 17 ? 81 : t <= 19 ? 82 : t <= 21 ? 33 : t <= 23 ? 34 : t <= 25 ? 65 : t <= 27 ? 66 : t <= 29 ? 81 : 34] if (4294966263 >> t & 1) != 0 as r2386_n1c
expect r2386_n1c.wavefronts == 4
write w[t <= 0 ? 272 : t <= 1 ? 288 : t <= 2 ? 304 : t <= 3 ? 320 : t <= 4 ? 336 : t <= 5 ? 352 : t <= 6 ? 368 : t <= 7 ? 384 : t <= 8 ? 400 : t <= 9 ? 416 : t <= 10 ? 432 : t <= 11 ? 448 : t <= 12 ? 464 : t <= 13 ? 480 : t <= 14 ? 496 : t <= 15 ? 0 : t <= 16 ? 16 : t <= 17 ? 32 : t <= 18 ? 48 : t <= 19 ? 64 : t <= 20 ? 80 : t <= 21 ? 96 : t <= 22 ? 112 : t <= 23 ? 128 : t <= 24 ? 144 : t <= 25 ? 160 : t <= 26 ? 176 : t <= 27 ? 192 : t <= 28 ? 208 : t <= 29 ? 224 : t <= 30 ? 240 : 256] as r2387_stride
expect r2387_stride.wavefronts == 32
write f[t <= 2 ? 160 : t <= 5 ? 151 : t <= 10 ? 39 : t <= 12 ? 130 : t <= 13 ? 172 : t <= 16 ? 211 : t <= 17 ? 223 : t <= 18 ? 211 : t <= 21 ? 255 : t <= 25 ? 223 : t <= 26 ? 224 : t <= 27 ? 223 : t <= 29 ? 303 : 222] if (1848063269 >> t & 1) != 0 as r2388_n2
expect r2388_n2.wavefronts == 2
read v[t <= 4 ? 81 : t <= 6 ? 95 : t <= 11 ? 410 : t <= 18 ? 95 : t <= 19 ? 410 : t <= 21 ? 81 : t <= 25 ? 507 : t <= 27 ? 81 : 95] if (2318151252 >> t & 1) != 0 as r2389_few
expect r2389_few.wavefronts == 4
read w[t <= 2 ? 490 : t <= 5 ? 263 : t <= 6 ? 151 : t <= 7 ? 323 : t <= 8 ? 22 : t <= 9 ? 34 : t <= 10 ? 223 : t <= 13 ? 196 : t <= 15 ? 388 : t <= 16 ? 62 : t <= 19 ? 86 : t <= 20 ? 323 : t <= 21 ? 285 : t <= 23 ? 244 : t <= 24 ? 253 : t <= 25 ? 267 : t <= 28 ? 415 : t <= 29 ? 408 : 499] if (3015288804 >> t & 1) != 0 as r2390_rand
expect r2390_rand.wavefronts == 4
read w[t <= 1 ? 6 : t <= 2 ? 184 : t <= 3 ? 108 : t <= 5 ? 400 : t <= 7 ? 341 : t <= 8 ? 317 : t <= 9 ? 136 : t <= 11 ? 31 : t <= 13 ? 12 : t <= 15 ? 470 : t <= 17 ? 47 : t <= 19 ? 443 : t <= 21 ? 473 : t <= 23 ? 190 : t <= 25 ? 1 : t <= 27 ? 13 : t <= 29 ? 393 : 142] as r2391_n1s
expect r2391_n1s.wavefronts == 4
write w[t <= 1 ? 18 : t <= 2 ? 33 : t <= 5 ? 201 : t <= 12 ? 282 : t <= 18 ? 135 : t <= 26 ? 284 : 330] if (2214858791 >> t & 1) != 0 as r2392_n1s
expect r2392_n1s.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 52 : t <= 1 ? 296 : t <= 2 ? 52 : t <= 3 ? 296 : t <= 4 ? 502 : t <= 5 ? 328 : t <= 6 ? 502 : t <= 7 ? 328 : t <= 8 ? 109 : t <= 9 ? 309 : t <= 10 ? 109 : t <= 11 ? 309 : t <= 12 ? 257 : t <= 13 ? 429 : t <= 14 ? 257 : t <= 15 ? 429 : t <= 16 ? 374 : t <= 17 ? 37 : t <= 18 ? 374 : t <= 19 ? 37 : t <= 20 ? 164 : t <= 21 ? 438 : t <= 22 ? 164 : t <= 23 ? 438 : t <= 24 ? 248 : t <= 25 ? 154 : t <= 26 ? 248 : t <= 27 ? 154 : t <= 28 ? 153 : t <= 29 ? 481 : t <= 30 ? 153 : 481] as r2393_n2
expect r2393_n2.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 110 : t <= 4 ? 142 : t <= 16 ? 126 : t <= 19 ? 95 : t <= 20 ? 126 : t <= 24 ? 142 : 111] if (1159266321 >> t & 1) != 0 as r2394_n1c
expect r2394_n1c.wavefronts == 3
read v[t <= 1 ? 216 : t <= 3 ? 107 : t <= 4 ? 47 : t <= 7 ? 133 : t <= 9 ? 284 : t <= 10 ? 205 : t <= 11 ? 362 : t <= 13 ? 370 : t <= 15 ? 426 : t <= 17 ? 192 : t <= 19 ? 498 : t <= 20 ? 100 : t <= 23 ? 141 : t <= 24 ? 222 : t <= 25 ? 103 : t <= 27 ? 311 : t <= 29 ? 391 : 378] if (4292853727 >> t & 1) != 0 as r2395_n1s
expect r2395_n1s.wavefronts == 8
write w[t <= 1 ? 23 : t <= 3 ? 56 : t <= 5 ? 39 : t <= 6 ? 8 : t <= 9 ? 23 : t <= 11 ? 40 : t <= 13 ? 23 : t <= 15 ? 40 : t <= 17 ? 55 : t <= 19 ? 40 : t <= 20 ? 23 : t <= 23 ? 24 : t <= 25 ? 39 : t <= 27 ? 40 : t <= 29 ? 39 : 56] if (4225760895 >> t & 1) != 0 as r2396_n1c
expect r2396_n1c.wavefronts == 6
read w[5 * t + 340] if (4018115567 >> t & 1) != 0 as r2397_stride
expect r2397_stride.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 2 ? 309 : t <= 4 ? 215 : t <= 7 ? 139 : t <= 10 ? 308 : t <= 12 ? 219 : t <= 14 ? 28 : t <= 17 ? 284 : t <= 19 ? 80 : t <= 21 ? 32 : t <= 23 ? 324 : t <= 24 ? 165 : t <= 27 ? 72 : t <= 29 ? 255 : 39] if (4256912532 >> t & 1) != 0 as r2398_n1
expect r2398_n1.wavefronts == 2
read v[t <= 23 ? 251 : t <= 24 ? 15 : t <= 25 ? 140 : t <= 26 ? 364 : t <= 27 ? 288 : 467] if (528482304 >> t & 1) != 0 as r2399_rand
expect r2399_rand.wavefronts == 3
read v[t <= 1 ? 232 : t <= 3 ? 3 : t <= 5 ? 217 : t <= 7 ? 248 : t <= 9 ? 27 : t <= 11 ? 206 : t <= 13 ? 348 : t <= 15 ? 400 : t <= 17 ? 38 : t <= 19 ? 365 : t <= 21 ? 59 : t <= 23 ? 479 : t <= 25 ? 424 : t <= 27 ? 473 : t <= 29 ? 14 : 10] as r2400_n1
expect r2400_n1.wavefronts == 5
write w[t <= 2 ? 126 : t <= 3 ? 100 : t <= 5 ? 379 : t <= 8 ? 100 : t <= 12 ? 126 : t <= 17 ? 100 : t <= 22 ? 379 : t <= 28 ? 126 : t <= 30 ? 379 : 126] if (3737293612 >> t & 1) != 0 as r2401_few
expect r2401_few.wavefronts == 2
write w[363] if (1878884351 >> t & 1) != 0 as r2402_bcast
expect r2402_bcast.wavefronts == 2
read w[t <= 0 ? 307 : t <= 1 ? 211 : t <= 2 ? 250 : t <= 4 ? 404 : t <= 5 ? 357 : t <= 6 ? 256 : t <= 7 ? 243 : t <= 8 ? 133 : t <= 9 ? 173 : t <= 10 ? 442 : t <= 12 ? 109 : t <= 13 ? 255 : t <= 14 ? 440 : t <= 15 ? 432 : t <= 16 ? 181 : t <= 18 ? 447 : t <= 20 ? 106 : t <= 21 ? 113 : t <= 22 ? 389 : t <= 25 ? 184 : t <= 27 ? 385 : t <= 29 ? 85 : 95] if (1786116087 >> t & 1) != 0 as r2403_rand
expect r2403_rand.wavefronts == 6
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 30 : t <= 6 ? 31 : t <= 8 ? 40 : t <= 12 ? 30 : t <= 13 ? 39 : t <= 14 ? 30 : t <= 15 ? 39 : t <= 19 ? 24 : t <= 23 ? 22 : t <= 26 ? 46 : t <= 27 ? 23 : t <= 30 ? 47 : 40] if (3716739397 >> t & 1) != 0 as r2404_n2c
expect r2404_n2c.wavefronts == 4
read v[t <= 0 ? 381 : t <= 4 ? 40 : t <= 6 ? 42 : t <= 14 ? 222 : t <= 16 ? 257 : t <= 19 ? 371 : t <= 20 ? 386 : t <= 23 ? 196 : t <= 24 ? 175 : 157] if (563691601 >> t & 1) != 0 as r2405_rand
expect r2405_rand.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 184 : t <= 2 ? 62 : t <= 3 ? 184 : t <= 4 ? 60 : t <= 5 ? 184 : t <= 6 ? 60 : t <= 7 ? 184 : t <= 11 ? 384 : t <= 14 ? 341 : t <= 15 ? 80 : t <= 16 ? 349 : t <= 17 ? 362 : t <= 18 ? 349 : t <= 19 ? 362 : t <= 20 ? 43 : t <= 21 ? 302 : t <= 22 ? 43 : t <= 23 ? 302 : t <= 26 ? 103 : t <= 28 ? 456 : t <= 29 ? 155 : t <= 30 ? 456 : 155] if (4127185662 >> t & 1) != 0 as r2406_n2
expect r2406_n2.wavefronts == 2
read v[71 * t + -1620] if (1610612736 >> t & 1) != 0 as r2407_n2s
expect r2407_n2s.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 165 : t <= 3 ? 118 : t <= 5 ? 165 : t <= 7 ? 150 : t <= 9 ? 117 : t <= 11 ? 118 : t <= 13 ? 117 : t <= 15 ? 118 : t <= 17 ? 117 : t <= 19 ? 150 : t <= 21 ? 133 : t <= 23 ? 118 : t <= 25 ? 133 : t <= 27 ? 134 : t <= 29 ? 165 : 150] as r2408_n1c
expect r2408_n1c.wavefronts == 3
write w[t <= 3 ? 500 : t <= 11 ? 504 : t <= 24 ? 500 : t <= 26 ? 286 : 500] if (2231896072 >> t & 1) != 0 as r2409_few
expect r2409_few.wavefronts == 2
read w[t <= 0 ? 331 : t <= 1 ? 259 : t <= 3 ? 478 : t <= 4 ? 56 : t <= 5 ? 480 : t <= 7 ? 163 : t <= 8 ? 344 : t <= 9 ? 11 : t <= 11 ? 364 : t <= 13 ? 37 : t <= 15 ? 13 : t <= 17 ? 170 : t <= 19 ? 262 : t <= 21 ? 467 : t <= 23 ? 153 : t <= 25 ? 368 : t <= 27 ? 39 : t <= 29 ? 209 : 335] as r2410_n1s
expect r2410_n1s.wavefronts == 3
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 64 : t <= 2 ? 79 : t <= 3 ? 64 : t <= 4 ? 72 : t <= 5 ? 81 : t <= 6 ? 72 : t <= 10 ? 81 : t <= 12 ? 79 : t <= 13 ? 72 : t <= 14 ? 79 : t <= 15 ? 72 : t <= 17 ? 89 : t <= 18 ? 72 : t <= 19 ? 89 : t <= 20 ? 73 : t <= 21 ? 87 : t <= 22 ? 73 : t <= 24 ? 71 : t <= 25 ? 64 : t <= 26 ? 71 : t <= 27 ? 64 : t <= 28 ? 88 : t <= 29 ? 73 : t <= 30 ? 88 : 73] if (4286510334 >> t & 1) != 0 as r2411_n2c
expect r2411_n2c.wavefronts == 5
read v[t <= 0 ? 458 : t <= 1 ? 424 : t <= 2 ? 458 : t <= 3 ? 424 : t <= 4 ? 355 : t <= 5 ? 387 : t <= 6 ? 355 : t <= 7 ? 387 : t <= 8 ? 222 : t <= 9 ? 174 : t <= 10 ? 222 : t <= 11 ? 174 : t <= 12 ? 492 : t <= 13 ? 70 : t <= 14 ? 282 : t <= 15 ? 70 : t <= 16 ? 433 : t <= 17 ? 139 : t <= 18 ? 433 : t <= 19 ? 139 : t <= 20 ? 19 : t <= 21 ? 297 : t <= 22 ? 19 : t <= 23 ? 297 : t <= 24 ? 254 : t <= 25 ? 92 : t <= 26 ? 254 : t <= 27 ? 92 : t <= 28 ? 17 : t <= 29 ? 440 : t <= 30 ? 17 : 440] as r2412_n2s
expect r2412_n2s.wavefronts == 8
# Nsight's instrumented estimate: 4
read v[t <= 3 ? 336 : t <= 5 ? 404 : t <= 6 ? 455 : t <= 10 ? 209 : t <= 12 ? 93 : t <= 17 ? 130 : t <= 18 ? 75 : t <= 19 ? 130 : t <= 21 ? 325 : t <= 22 ? 162 : t <= 23 ? 325 : 377] if (149820776 >> t & 1) != 0 as r2413_n2s
expect r2413_n2s.wavefronts == 3
write v[494] if (4284710903 >> t & 1) != 0 as r2414_bcast
expect r2414_bcast.wavefronts == 4
read w[t <= 0 ? 361 : t <= 7 ? 192 : t <= 11 ? 361 : t <= 15 ? 192 : t <= 16 ? 361 : t <= 17 ? 192 : t <= 18 ? 361 : t <= 19 ? 192 : t <= 22 ? 361 : t <= 24 ? 192 : t <= 26 ? 361 : 192] if (936347781 >> t & 1) != 0 as r2415_few
expect r2415_few.wavefronts == 2
read f[t <= 0 ? 63 : t <= 1 ? 160 : t <= 2 ? 63 : t <= 4 ? 160 : t <= 5 ? 129 : t <= 6 ? 160 : t <= 7 ? 129 : t <= 8 ? 65 : t <= 9 ? 63 : t <= 10 ? 65 : t <= 11 ? 63 : t <= 12 ? 95 : t <= 13 ? 128 : t <= 14 ? 95 : t <= 16 ? 128 : t <= 17 ? 129 : t <= 18 ? 128 : t <= 20 ? 129 : t <= 21 ? 127 : t <= 22 ? 129 : t <= 24 ? 127 : t <= 25 ? 160 : t <= 26 ? 127 : t <= 27 ? 160 : t <= 28 ? 128 : t <= 29 ? 161 : t <= 30 ? 128 : 161] as r2416_n2c
expect r2416_n2c.wavefronts == 3
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 456 : t <= 3 ? 85 : t <= 5 ? 177 : t <= 7 ? 129 : t <= 9 ? 387 : t <= 11 ? 240 : t <= 13 ? 65 : t <= 15 ? 141 : t <= 17 ? 207 : t <= 19 ? 286 : t <= 21 ? 373 : t <= 23 ? 269 : t <= 25 ? 50 : t <= 27 ? 386 : t <= 29 ? 463 : 150] as r2417_n1
expect r2417_n1.wavefronts == 3
read f[t <= 0 ? 32 : t <= 1 ? 33 : t <= 2 ? 32 : t <= 3 ? 33 : t <= 4 ? 97 : t <= 5 ? 98 : t <= 6 ? 97 : t <= 8 ? 98 : t <= 9 ? 32 : t <= 10 ? 98 : t <= 11 ? 32 : t <= 12 ? 0 : t <= 13 ? 65 : t <= 14 ? 0 : t <= 15 ? 65 : t <= 16 ? 1 : t <= 17 ? 2 : t <= 18 ? 1 : t <= 20 ? 2 : t <= 21 ? 32 : t <= 22 ? 2 : t <= 24 ? 32 : t <= 25 ? 1 : t <= 26 ? 32 : t <= 27 ? 1 : t <= 28 ? 97 : t <= 29 ? 34 : t <= 30 ? 97 : 34] as r2418_n2c
expect r2418_n2c.wavefronts == 4
read w[t <= 4 ? 65 : t <= 9 ? 249 : t <= 10 ? 15 : t <= 13 ? 415 : t <= 17 ? 423 : t <= 19 ? 303 : t <= 22 ? 106 : 390] if (1078601488 >> t & 1) != 0 as r2419_n1
expect r2419_n1.wavefronts == 3
read w[396] if (2829247154 >> t & 1) != 0 as r2420_bcast
expect r2420_bcast.wavefronts == 1
read v[t <= 2 ? 60 : t <= 6 ? 61 : t <= 9 ? 60 : t <= 29 ? 62 : 69] if (1614807628 >> t & 1) != 0 as r2421_n2c
expect r2421_n2c.wavefronts == 2
write v[295] as r2422_stride
expect r2422_stride.wavefronts == 4
write f[108 * t + -1720] if (1114112 >> t & 1) != 0 as r2423_n2
expect r2423_n2.wavefronts == 1
read f[8 * t + 99] as r2424_stride
expect r2424_stride.wavefronts == 8
# Nsight's instrumented estimate: 5
read w[t <= 2 ? 114 : t <= 4 ? 115 : t <= 5 ? 116 : t <= 6 ? 115 : t <= 7 ? 116 : t <= 8 ? 132 : t <= 9 ? 98 : t <= 10 ? 132 : t <= 11 ? 98 : t <= 13 ? 131 : t <= 14 ? 130 : t <= 15 ? 131 : t <= 16 ? 99 : t <= 17 ? 100 : t <= 18 ? 99 : t <= 20 ? 100 : t <= 23 ? 98 : t <= 24 ? 146 : t <= 25 ? 147 : t <= 26 ? 146 : t <= 27 ? 147 : t <= 30 ? 99 : 116] if (3483365365 >> t & 1) != 0 as r2425_n2c
expect r2425_n2c.wavefronts == 4
write w[379] if (256 >> t & 1) != 0 as r2426_n2s
expect r2426_n2s.wavefronts == 1
read v[1 * t + 75] if (57344 >> t & 1) != 0 as r2427_stride
expect r2427_stride.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 18 : t <= 3 ? 67 : t <= 5 ? 34 : t <= 7 ? 51 : t <= 9 ? 50 : t <= 11 ? 35 : t <= 13 ? 34 : t <= 15 ? 35 : t <= 17 ? 18 : t <= 19 ? 67 : t <= 21 ? 66 : t <= 23 ? 67 : t <= 25 ? 18 : t <= 27 ? 51 : 66] if (536870911 >> t & 1) != 0 as r2428_n1c
expect r2428_n1c.wavefronts == 4
write v[t <= 9 ? 400 : 229] if (67109376 >> t & 1) != 0 as r2429_n1s
expect r2429_n1s.wavefronts == 2
write v[t <= 4 ? 59 : t <= 11 ? 500 : t <= 24 ? 414 : 132] if (553650192 >> t & 1) != 0 as r2430_n1
expect r2430_n1.wavefronts == 3
write v[t <= 2 ? 134 : 499] if (2097156 >> t & 1) != 0 as r2431_n1
expect r2431_n1.wavefronts == 2
read v[t <= 1 ? 173 : t <= 3 ? 473 : t <= 5 ? 58 : t <= 7 ? 284 : t <= 8 ? 389 : t <= 9 ? 285 : t <= 11 ? 177 : t <= 13 ? 70 : t <= 15 ? 95 : t <= 16 ? 233 : t <= 17 ? 382 : t <= 19 ? 275 : t <= 21 ? 296 : t <= 23 ? 221 : t <= 25 ? 324 : t <= 27 ? 110 : t <= 29 ? 310 : 122] as r2432_n1s
expect r2432_n1s.wavefronts == 6
# Nsight's instrumented estimate: 3
read w[t <= 3 ? 14 : t <= 7 ? 222 : t <= 14 ? 121 : t <= 22 ? 423 : 468] if (272646280 >> t & 1) != 0 as r2433_rand
expect r2433_rand.wavefronts == 2
read v[t <= 0 ? 297 : t <= 2 ? 286 : t <= 3 ? 297 : t <= 7 ? 286 : t <= 8 ? 297 : t <= 9 ? 286 : t <= 10 ? 297 : t <= 12 ? 286 : t <= 14 ? 297 : t <= 18 ? 286 : t <= 20 ? 297 : t <= 26 ? 286 : t <= 28 ? 297 : t <= 29 ? 286 : 297] if (4261412863 >> t & 1) != 0 as r2434_few
expect r2434_few.wavefronts == 4
write f[t <= 1 ? 85 : t <= 22 ? 156 : 466] if (37748738 >> t & 1) != 0 as r2435_n1s
expect r2435_n1s.wavefronts == 1
write f[104] as r2436_bcast
expect r2436_bcast.wavefronts == 1
read w[t <= 0 ? 221 : t <= 4 ? 331 : t <= 5 ? 473 : t <= 8 ? 111 : t <= 15 ? 31 : t <= 27 ? 12 : 63] if (402686257 >> t & 1) != 0 as r2437_n2s
expect r2437_n2s.wavefronts == 3
write v[t <= 1 ? 271 : t <= 5 ? 314 : t <= 7 ? 260 : t <= 8 ? 179 : t <= 11 ? 444 : t <= 15 ? 154 : t <= 17 ? 196 : t <= 19 ? 236 : t <= 23 ? 336 : t <= 27 ? 158 : t <= 29 ? 438 : 462] if (3167653346 >> t & 1) != 0 as r2438_n1
expect r2438_n1.wavefronts == 7
read w[t <= 1 ? 212 : t <= 3 ? 457 : t <= 5 ? 163 : t <= 7 ? 422 : t <= 9 ? 35 : t <= 11 ? 341 : t <= 13 ? 97 : t <= 15 ? 177 : t <= 17 ? 291 : t <= 18 ? 419 : t <= 19 ? 511 : t <= 21 ? 47 : t <= 23 ? 426 : t <= 25 ? 258 : t <= 27 ? 391 : t <= 29 ? 434 : 318] if (4277141487 >> t & 1) != 0 as r2439_n1s
expect r2439_n1s.wavefronts == 4
write w[1 * t + 75] if (16450 >> t & 1) != 0 as r2440_stride
expect r2440_stride.wavefronts == 1
read w[t <= 0 ? 386 : t <= 1 ? 147 : t <= 2 ? 386 : t <= 3 ? 147 : t <= 4 ? 444 : t <= 5 ? 370 : t <= 6 ? 444 : t <= 7 ? 370 : t <= 8 ? 25 : t <= 9 ? 367 : t <= 10 ? 25 : t <= 11 ? 367 : t <= 12 ? 274 : t <= 13 ? 315 : t <= 14 ? 274 : t <= 15 ? 439 : t <= 16 ? 24 : t <= 17 ? 123 : t <= 18 ? 24 : t <= 19 ? 123 : t <= 20 ? 102 : t <= 21 ? 38 : t <= 22 ? 102 : t <= 23 ? 38 : t <= 24 ? 499 : t <= 25 ? 438 : t <= 26 ? 499 : t <= 27 ? 438 : t <= 28 ? 90 : t <= 29 ? 62 : t <= 30 ? 90 : 62] as r2441_n2s
expect r2441_n2s.wavefronts == 6
# Nsight's instrumented estimate: 4
read w[t <= 5 ? 376 : t <= 11 ? 448 : t <= 12 ? 460 : t <= 13 ? 472 : t <= 18 ? 20 : t <= 19 ? 32 : t <= 25 ? 104 : t <= 26 ? 116 : 176] if (2248947744 >> t & 1) != 0 as r2442_stride
expect r2442_stride.wavefronts == 3
read v[62] as r2443_bcast
expect r2443_bcast.wavefronts == 2
read w[287] if (65536 >> t & 1) != 0 as r2444_n1s
expect r2444_n1s.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 91 : t <= 1 ? 44 : t <= 2 ? 91 : t <= 3 ? 44 : t <= 4 ? 92 : t <= 5 ? 45 : t <= 6 ? 92 : t <= 7 ? 45 : t <= 8 ? 77 : t <= 9 ? 59 : t <= 10 ? 77 : t <= 11 ? 59 : t <= 12 ? 91 : t <= 13 ? 44 : t <= 14 ? 91 : t <= 15 ? 44 : t <= 16 ? 92 : t <= 17 ? 61 : t <= 18 ? 92 : t <= 19 ? 61 : t <= 20 ? 93 : t <= 21 ? 43 : t <= 22 ? 93 : t <= 23 ? 43 : t <= 24 ? 75 : t <= 25 ? 60 : t <= 26 ? 75 : t <= 28 ? 60 : t <= 29 ? 77 : t <= 30 ? 60 : 77] as r2445_n2c
expect r2445_n2c.wavefronts == 4
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 120 : t <= 3 ? 145 : t <= 5 ? 136 : t <= 7 ? 129 : t <= 9 ? 120 : t <= 11 ? 129 : t <= 13 ? 128 : t <= 15 ? 137 : t <= 17 ? 144 : t <= 19 ? 145 : t <= 21 ? 144 : t <= 23 ? 145 : t <= 25 ? 144 : t <= 27 ? 121 : t <= 29 ? 144 : 145] as r2446_n1c
expect r2446_n1c.wavefronts == 5
write w[331] as r2447_bcast
expect r2447_bcast.wavefronts == 2
write v[t <= 5 ? 258 : t <= 7 ? 236 : t <= 8 ? 258 : t <= 9 ? 236 : t <= 11 ? 258 : t <= 17 ? 236 : t <= 18 ? 258 : t <= 19 ? 236 : t <= 21 ? 258 : t <= 27 ? 236 : t <= 30 ? 258 : 236] as r2448_few
expect r2448_few.wavefronts == 4
read f[t <= 0 ? 86 : t <= 1 ? 151 : t <= 2 ? 86 : t <= 3 ? 151 : t <= 4 ? 183 : t <= 5 ? 88 : t <= 6 ? 183 : t <= 7 ? 88 : t <= 8 ? 184 : t <= 9 ? 150 : t <= 10 ? 184 : t <= 11 ? 150 : t <= 12 ? 182 : t <= 13 ? 119 : t <= 14 ? 182 : t <= 15 ? 119 : t <= 16 ? 87 : t <= 17 ? 184 : t <= 18 ? 87 : t <= 19 ? 184 : t <= 20 ? 120 : t <= 21 ? 118 : t <= 22 ? 120 : t <= 23 ? 118 : t <= 24 ? 182 : t <= 25 ? 87 : t <= 26 ? 182 : t <= 27 ? 87 : t <= 28 ? 183 : t <= 29 ? 88 : t <= 30 ? 183 : 88] as r2449_n2c
expect r2449_n2c.wavefronts == 4
read v[t <= 1 ? 151 : t <= 9 ? 119 : 436] if (67109378 >> t & 1) != 0 as r2450_rand
expect r2450_rand.wavefronts == 3
read v[395] if (8192 >> t & 1) != 0 as r2451_rand
expect r2451_rand.wavefronts == 1
# Nsight's instrumented estimate: 7
read w[t <= 1 ? 21 : t <= 3 ? 6 : t <= 5 ? 21 : t <= 7 ? 22 : t <= 9 ? 53 : t <= 11 ? 54 : t <= 13 ? 5 : t <= 15 ? 54 : t <= 17 ? 21 : t <= 19 ? 38 : t <= 21 ? 53 : t <= 23 ? 22 : t <= 25 ? 21 : t <= 27 ? 54 : t <= 29 ? 53 : 6] as r2452_n1c
expect r2452_n1c.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 76 : t <= 3 ? 69 : t <= 5 ? 76 : t <= 7 ? 77 : t <= 9 ? 68 : t <= 11 ? 93 : t <= 13 ? 92 : t <= 14 ? 69 : t <= 17 ? 76 : t <= 19 ? 69 : t <= 21 ? 76 : t <= 22 ? 93 : t <= 25 ? 76 : t <= 27 ? 77 : t <= 29 ? 76 : 85] if (2944102399 >> t & 1) != 0 as r2453_n1c
expect r2453_n1c.wavefronts == 7
write v[8 * t + 54] if (384 >> t & 1) != 0 as r2454_n2c
expect r2454_n2c.wavefronts == 2
read w[t <= 1 ? 142 : t <= 3 ? 296 : t <= 5 ? 73 : t <= 7 ? 26 : t <= 9 ? 447 : t <= 10 ? 336 : t <= 13 ? 380 : t <= 15 ? 390 : t <= 17 ? 128 : t <= 21 ? 375 : t <= 23 ? 291 : t <= 25 ? 125 : t <= 27 ? 264 : t <= 28 ? 186 : 92] if (3740448751 >> t & 1) != 0 as r2455_n1
expect r2455_n1.wavefronts == 2
read w[t <= 1 ? 371 : t <= 2 ? 392 : t <= 6 ? 199 : t <= 7 ? 266 : t <= 8 ? 96 : t <= 14 ? 132 : t <= 21 ? 485 : t <= 22 ? 188 : t <= 23 ? 195 : t <= 25 ? 63 : t <= 27 ? 495 : t <= 28 ? 350 : t <= 29 ? 195 : 299] if (2061517254 >> t & 1) != 0 as r2456_rand
expect r2456_rand.wavefronts == 3
# Nsight's instrumented estimate: 1
read v[100] if (8404992 >> t & 1) != 0 as r2457_n2c
expect r2457_n2c.wavefronts == 2
read v[t <= 3 ? 170 : t <= 4 ? 246 : t <= 7 ? 131 : t <= 8 ? 330 : t <= 9 ? 438 : t <= 19 ? 489 : t <= 22 ? 25 : 360] if (13239192 >> t & 1) != 0 as r2458_n2
expect r2458_n2.wavefronts == 4
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 109 : t <= 2 ? 142 : t <= 7 ? 126 : t <= 10 ? 142 : t <= 14 ? 110 : t <= 19 ? 158 : t <= 23 ? 126 : t <= 25 ? 141 : t <= 26 ? 142 : 158] if (2278048903 >> t & 1) != 0 as r2459_n1c
expect r2459_n1c.wavefronts == 4
write w[t <= 0 ? 151 : t <= 2 ? 83 : t <= 3 ? 151 : t <= 4 ? 83 : t <= 6 ? 385 : t <= 7 ? 151 : t <= 8 ? 385 : t <= 9 ? 83 : t <= 10 ? 151 : t <= 12 ? 83 : t <= 13 ? 151 : t <= 16 ? 385 : t <= 17 ? 151 : t <= 18 ? 385 : t <= 19 ? 83 : t <= 24 ? 151 : t <= 25 ? 83 : t <= 26 ? 151 : t <= 27 ? 385 : t <= 28 ? 151 : t <= 29 ? 385 : t <= 30 ? 83 : 385] as r2460_few
expect r2460_few.wavefronts == 2
read v[434] if (8388608 >> t & 1) != 0 as r2461_rand
expect r2461_rand.wavefronts == 1
read v[t <= 9 ? 390 : t <= 19 ? 161 : 350] if (537395712 >> t & 1) != 0 as r2462_n1
expect r2462_n1.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 3 ? 311 : t <= 12 ? 407 : t <= 13 ? 343 : t <= 20 ? 340 : t <= 27 ? 73 : 102] if (672149512 >> t & 1) != 0 as r2463_n2s
expect r2463_n2s.wavefronts == 3
write w[t <= 5 ? 493 : t <= 10 ? 443 : t <= 14 ? 16 : t <= 15 ? 107 : t <= 16 ? 4 : t <= 17 ? 158 : t <= 27 ? 206 : 317] if (1208206368 >> t & 1) != 0 as r2464_n2
expect r2464_n2.wavefronts == 4
read v[t <= 13 ? 172 : t <= 16 ? 236 : t <= 18 ? 172 : t <= 19 ? 236 : 172] if (8380416 >> t & 1) != 0 as r2465_few
expect r2465_few.wavefronts == 4
read v[t <= 5 ? 498 : 166] if (224 >> t & 1) != 0 as r2466_n1s
expect r2466_n1s.wavefronts == 1
write v[4 * t + 116] as r2467_stride
expect r2467_stride.wavefronts == 16
read f[t <= 10 ? 169 : t <= 11 ? 226 : t <= 13 ? 169 : t <= 14 ? 226 : t <= 15 ? 169 : t <= 17 ? 226 : 169] if (16776192 >> t & 1) != 0 as r2468_few
expect r2468_few.wavefronts == 1
read v[t <= 0 ? 373 : t <= 3 ? 429 : t <= 4 ? 278 : t <= 6 ? 501 : t <= 7 ? 147 : t <= 9 ? 432 : t <= 10 ? 294 : t <= 13 ? 432 : t <= 16 ? 485 : t <= 17 ? 318 : t <= 23 ? 97 : t <= 24 ? 242 : t <= 25 ? 415 : t <= 26 ? 242 : t <= 28 ? 179 : t <= 29 ? 223 : t <= 30 ? 179 : 223] if (4154666715 >> t & 1) != 0 as r2469_n2s
expect r2469_n2s.wavefronts == 7
write v[t <= 0 ? 77 : t <= 3 ? 70 : t <= 5 ? 85 : t <= 7 ? 70 : t <= 9 ? 69 : t <= 11 ? 86 : t <= 13 ? 93 : t <= 15 ? 78 : t <= 19 ? 70 : t <= 21 ? 69 : t <= 23 ? 94 : t <= 25 ? 93 : t <= 26 ? 94 : t <= 29 ? 93 : 78] if (3082615805 >> t & 1) != 0 as r2470_n1c
expect r2470_n1c.wavefronts == 8
write v[5 * t + 229] if (580943872 >> t & 1) != 0 as r2471_stride
expect r2471_stride.wavefronts == 3
read w[t <= 1 ? 364 : t <= 12 ? 203 : t <= 14 ? 17 : t <= 21 ? 427 : 290] if (136335362 >> t & 1) != 0 as r2472_n2s
expect r2472_n2s.wavefronts == 2
write w[t <= 10 ? 19 : t <= 11 ? 1 : t <= 12 ? 17 : t <= 13 ? 18 : t <= 14 ? 17 : t <= 16 ? 18 : t <= 17 ? 35 : t <= 18 ? 18 : t <= 19 ? 35 : t <= 20 ? 3 : t <= 21 ? 1 : t <= 22 ? 3 : t <= 23 ? 1 : t <= 24 ? 33 : t <= 25 ? 2 : 33] if (134216704 >> t & 1) != 0 as r2473_n2c
expect r2473_n2c.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 3 ? 30 : t <= 15 ? 368 : t <= 17 ? 375 : t <= 24 ? 421 : 213] if (285376520 >> t & 1) != 0 as r2474_n2
expect r2474_n2.wavefronts == 3
read w[t <= 5 ? 57 : 257] if (8388640 >> t & 1) != 0 as r2475_rand
expect r2475_rand.wavefronts == 1
read v[t <= 1 ? 444 : t <= 2 ? 349 : t <= 4 ? 32 : t <= 8 ? 144 : t <= 11 ? 180 : t <= 17 ? 334 : t <= 24 ? 208 : t <= 26 ? 177 : 399] if (1157761302 >> t & 1) != 0 as r2476_n1s
expect r2476_n1s.wavefronts == 3
write f[t <= 4 ? 373 : t <= 5 ? 71 : t <= 6 ? 373 : t <= 21 ? 306 : 109] if (538968176 >> t & 1) != 0 as r2477_n2
expect r2477_n2.wavefronts == 1
read f[t <= 17 ? 145 : t <= 19 ? 442 : t <= 20 ? 109 : t <= 21 ? 250 : t <= 23 ? 1 : 55] if (33423360 >> t & 1) != 0 as r2478_n1s
expect r2478_n1s.wavefronts == 2
read v[t <= 1 ? 422 : t <= 3 ? 100 : t <= 5 ? 131 : t <= 7 ? 248 : t <= 9 ? 125 : t <= 11 ? 310 : t <= 13 ? 95 : t <= 15 ? 121 : t <= 16 ? 40 : t <= 17 ? 327 : t <= 19 ? 508 : t <= 20 ? 409 : t <= 21 ? 300 : t <= 23 ? 412 : t <= 25 ? 456 : t <= 26 ? 243 : t <= 27 ? 390 : t <= 29 ? 253 : 260] as r2479_n1s
expect r2479_n1s.wavefronts == 6
read w[65] if (2048 >> t & 1) != 0 as r2480_n1c
expect r2480_n1c.wavefronts == 1
write v[3 * t + 136] if (2928139463 >> t & 1) != 0 as r2481_stride
expect r2481_stride.wavefronts == 4
write v[340] if (2151686432 >> t & 1) != 0 as r2482_bcast
expect r2482_bcast.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 1 ? 314 : t <= 3 ? 327 : t <= 5 ? 149 : t <= 7 ? 46 : t <= 9 ? 227 : t <= 11 ? 266 : t <= 13 ? 158 : t <= 15 ? 152 : t <= 17 ? 116 : t <= 19 ? 200 : t <= 21 ? 464 : t <= 23 ? 71 : t <= 25 ? 463 : t <= 27 ? 228 : t <= 29 ? 162 : 486] as r2483_n1
expect r2483_n1.wavefronts == 4
read w[t <= 18 ? 508 : t <= 19 ? 293 : t <= 20 ? 459 : t <= 21 ? 88 : t <= 22 ? 459 : 88] if (16515072 >> t & 1) != 0 as r2484_n2
expect r2484_n2.wavefronts == 1
read v[t <= 2 ? 437 : t <= 13 ? 504 : t <= 14 ? 387 : 427] if (815108 >> t & 1) != 0 as r2485_n1
expect r2485_n1.wavefronts == 2
read f[t <= 21 ? 185 : t <= 22 ? 155 : t <= 24 ? 185 : t <= 25 ? 122 : t <= 26 ? 185 : t <= 27 ? 122 : t <= 28 ? 186 : t <= 29 ? 91 : t <= 30 ? 186 : 91] if (4292870144 >> t & 1) != 0 as r2486_n2c
expect r2486_n2c.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 18 ? 87 : t <= 25 ? 103 : 87] if (1107558416 >> t & 1) != 0 as r2487_n2c
expect r2487_n2c.wavefronts == 2
write w[53] as r2488_bcast
expect r2488_bcast.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 9 ? 412 : t <= 11 ? 156 : t <= 13 ? 219 : t <= 15 ? 130 : t <= 17 ? 122 : t <= 19 ? 41 : t <= 21 ? 71 : t <= 23 ? 116 : t <= 25 ? 114 : 126] if (268435200 >> t & 1) != 0 as r2489_n1
expect r2489_n1.wavefronts == 2
read v[t <= 0 ? 376 : t <= 1 ? 260 : t <= 2 ? 279 : t <= 3 ? 255 : t <= 4 ? 468 : t <= 5 ? 311 : t <= 6 ? 239 : t <= 7 ? 456 : t <= 8 ? 423 : t <= 9 ? 447 : t <= 10 ? 79 : t <= 11 ? 253 : t <= 12 ? 230 : t <= 13 ? 349 : t <= 14 ? 275 : t <= 15 ? 244 : t <= 16 ? 479 : t <= 17 ? 53 : t <= 18 ? 104 : t <= 19 ? 136 : t <= 20 ? 196 : t <= 21 ? 296 : t <= 22 ? 317 : t <= 23 ? 81 : t <= 24 ? 237 : t <= 25 ? 198 : t <= 26 ? 173 : t <= 27 ? 171 : t <= 28 ? 328 : t <= 29 ? 371 : t <= 30 ? 299 : 51] as r2490_rand
expect r2490_rand.wavefronts == 14
read w[442] if (4200960 >> t & 1) != 0 as r2491_bcast
expect r2491_bcast.wavefronts == 1
read w[478] if (1048375997 >> t & 1) != 0 as r2492_bcast
expect r2492_bcast.wavefronts == 1
read f[t <= 2 ? 341 : t <= 5 ? 259 : t <= 6 ? 346 : t <= 7 ? 235 : t <= 9 ? 453 : t <= 11 ? 376 : t <= 13 ? 208 : t <= 15 ? 355 : t <= 16 ? 400 : t <= 21 ? 3 : t <= 23 ? 151 : t <= 24 ? 264 : t <= 26 ? 267 : t <= 28 ? 15 : 86] if (2511470580 >> t & 1) != 0 as r2493_n1s
expect r2493_n1s.wavefronts == 3
write w[t <= 0 ? 142 : t <= 3 ? 159 : t <= 8 ? 160 : t <= 11 ? 110 : t <= 14 ? 126 : t <= 15 ? 127 : t <= 16 ? 143 : t <= 19 ? 112 : t <= 22 ? 144 : t <= 23 ? 110 : t <= 28 ? 127 : t <= 29 ? 160 : t <= 30 ? 127 : 160] if (4040939947 >> t & 1) != 0 as r2494_n2c
expect r2494_n2c.wavefronts == 6
read w[t <= 0 ? 81 : t <= 1 ? 405 : t <= 2 ? 345 : t <= 3 ? 405 : t <= 4 ? 71 : t <= 5 ? 445 : t <= 6 ? 71 : t <= 7 ? 445 : t <= 8 ? 501 : t <= 9 ? 471 : t <= 10 ? 501 : t <= 11 ? 471 : t <= 12 ? 56 : t <= 13 ? 170 : t <= 14 ? 56 : t <= 15 ? 170 : t <= 16 ? 449 : t <= 17 ? 327 : t <= 18 ? 449 : t <= 19 ? 327 : t <= 20 ? 50 : t <= 21 ? 76 : t <= 22 ? 50 : t <= 23 ? 76 : t <= 24 ? 198 : t <= 25 ? 402 : t <= 26 ? 198 : t <= 27 ? 402 : t <= 28 ? 398 : t <= 29 ? 35 : t <= 30 ? 398 : 35] as r2495_n2s
expect r2495_n2s.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 69 : t <= 1 ? 54 : t <= 2 ? 69 : t <= 3 ? 54 : t <= 4 ? 70 : t <= 5 ? 71 : t <= 6 ? 70 : t <= 7 ? 71 : t <= 8 ? 63 : t <= 9 ? 53 : t <= 10 ? 63 : t <= 11 ? 53 : t <= 12 ? 69 : t <= 13 ? 70 : t <= 14 ? 69 : t <= 15 ? 70 : t <= 16 ? 54 : t <= 17 ? 71 : t <= 18 ? 54 : t <= 19 ? 71 : t <= 20 ? 63 : t <= 21 ? 61 : t <= 22 ? 63 : t <= 23 ? 61 : t <= 24 ? 53 : t <= 25 ? 54 : t <= 26 ? 53 : t <= 27 ? 54 : t <= 28 ? 62 : t <= 29 ? 47 : t <= 30 ? 62 : 47] as r2496_n2c
expect r2496_n2c.wavefronts == 5
read v[t <= 1 ? 227 : t <= 3 ? 49 : t <= 5 ? 476 : t <= 7 ? 125 : t <= 8 ? 198 : t <= 9 ? 208 : t <= 11 ? 303 : t <= 13 ? 415 : t <= 14 ? 482 : t <= 15 ? 240 : t <= 17 ? 234 : t <= 19 ? 269 : t <= 21 ? 282 : t <= 23 ? 19 : t <= 25 ? 447 : t <= 27 ? 76 : t <= 29 ? 247 : 273] as r2497_n1s
expect r2497_n1s.wavefronts == 7
read f[286 * t + -6972] if (100663296 >> t & 1) != 0 as r2498_rand
expect r2498_rand.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 117 : t <= 1 ? 126 : t <= 2 ? 117 : t <= 4 ? 126 : t <= 5 ? 135 : t <= 6 ? 126 : t <= 7 ? 135 : t <= 8 ? 143 : t <= 9 ? 117 : t <= 10 ? 143 : t <= 11 ? 117 : t <= 12 ? 125 : t <= 13 ? 134 : t <= 14 ? 125 : t <= 15 ? 134 : t <= 16 ? 126 : t <= 17 ? 119 : t <= 18 ? 126 : t <= 19 ? 119 : t <= 20 ? 135 : t <= 21 ? 133 : t <= 22 ? 135 : t <= 23 ? 133 : t <= 24 ? 125 : t <= 25 ? 134 : t <= 26 ? 125 : t <= 27 ? 134 : t <= 28 ? 118 : t <= 29 ? 135 : t <= 30 ? 118 : 135] as r2499_n2c
expect r2499_n2c.wavefronts == 5
read f[t <= 1 ? 482 : t <= 6 ? 30 : t <= 9 ? 66 : t <= 10 ? 78 : t <= 17 ? 162 : t <= 29 ? 306 : 318] if (1610745410 >> t & 1) != 0 as r2500_stride
expect r2500_stride.wavefronts == 3
read w[181] if (2147483648 >> t & 1) != 0 as r2501_stride
expect r2501_stride.wavefronts == 1
read w[8 * t + 290] if (58720256 >> t & 1) != 0 as r2502_stride
expect r2502_stride.wavefronts == 2
read f[3 * t + 68] as r2503_stride
expect r2503_stride.wavefronts == 1
write v[t <= 7 ? 502 : 111] if (2097280 >> t & 1) != 0 as r2504_n2s
expect r2504_n2s.wavefronts == 2
read w[t <= 0 ? 449 : t <= 1 ? 79 : t <= 7 ? 40 : t <= 9 ? 449 : t <= 11 ? 79 : t <= 12 ? 449 : t <= 13 ? 40 : t <= 14 ? 449 : t <= 15 ? 40 : t <= 17 ? 79 : t <= 21 ? 449 : t <= 22 ? 79 : t <= 25 ? 40 : t <= 28 ? 449 : 79] if (3664183239 >> t & 1) != 0 as r2505_few
expect r2505_few.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 134 : t <= 1 ? 151 : t <= 2 ? 134 : t <= 3 ? 151 : t <= 4 ? 167 : t <= 5 ? 152 : t <= 6 ? 167 : t <= 7 ? 152 : t <= 8 ? 120 : t <= 9 ? 134 : t <= 10 ? 120 : t <= 11 ? 134 : t <= 12 ? 166 : t <= 13 ? 151 : t <= 14 ? 166 : t <= 16 ? 151 : t <= 17 ? 120 : t <= 18 ? 151 : t <= 19 ? 120 : t <= 20 ? 152 : t <= 21 ? 118 : t <= 22 ? 152 : t <= 23 ? 118 : t <= 24 ? 134 : t <= 25 ? 167 : t <= 26 ? 134 : t <= 28 ? 167 : t <= 29 ? 168 : t <= 30 ? 167 : 168] as r2506_n2c
expect r2506_n2c.wavefronts == 3
read v[t <= 3 ? 168 : t <= 4 ? 247 : t <= 5 ? 124 : t <= 6 ? 247 : t <= 7 ? 124 : t <= 8 ? 325 : t <= 9 ? 324 : t <= 10 ? 325 : t <= 11 ? 362 : t <= 12 ? 345 : t <= 13 ? 421 : t <= 14 ? 345 : t <= 15 ? 421 : t <= 16 ? 482 : t <= 17 ? 236 : t <= 18 ? 482 : t <= 19 ? 236 : 449] if (2097144 >> t & 1) != 0 as r2507_n2s
expect r2507_n2s.wavefronts == 4
read v[130] if (2147483648 >> t & 1) != 0 as r2508_n1c
expect r2508_n1c.wavefronts == 1
read f[t <= 8 ? 73 : t <= 11 ? 135 : t <= 20 ? 137 : t <= 21 ? 39 : 105] if (540018944 >> t & 1) != 0 as r2509_n2c
expect r2509_n2c.wavefronts == 3
write w[t <= 1 ? 263 : t <= 3 ? 213 : t <= 4 ? 485 : t <= 7 ? 259 : t <= 9 ? 231 : t <= 11 ? 299 : t <= 13 ? 273 : t <= 15 ? 252 : t <= 17 ? 207 : t <= 19 ? 319 : t <= 21 ? 400 : t <= 23 ? 276 : t <= 24 ? 281 : t <= 26 ? 245 : t <= 29 ? 17 : 134] if (4127195035 >> t & 1) != 0 as r2510_n1
expect r2510_n1.wavefronts == 4
read v[t <= 8 ? 162 : t <= 10 ? 65 : t <= 11 ? 235 : t <= 14 ? 162 : t <= 15 ? 235 : 162] if (130816 >> t & 1) != 0 as r2511_few
expect r2511_few.wavefronts == 2
read f[t <= 0 ? 110 : t <= 1 ? 163 : t <= 2 ? 48 : t <= 3 ? 180 : t <= 4 ? 142 : t <= 5 ? 168 : t <= 6 ? 172 : t <= 7 ? 43 : t <= 8 ? 354 : t <= 9 ? 84 : t <= 10 ? 142 : t <= 11 ? 170 : t <= 12 ? 408 : t <= 13 ? 138 : t <= 14 ? 242 : t <= 15 ? 83 : t <= 16 ? 442 : t <= 17 ? 427 : t <= 18 ? 259 : t <= 19 ? 367 : t <= 20 ? 395 : t <= 21 ? 278 : t <= 22 ? 113 : t <= 23 ? 443 : t <= 24 ? 383 : t <= 25 ? 430 : t <= 26 ? 275 : t <= 27 ? 471 : t <= 28 ? 138 : t <= 29 ? 383 : t <= 30 ? 162 : 45] as r2512_rand
expect r2512_rand.wavefronts == 3
read f[t <= 0 ? 225 : t <= 1 ? 84 : t <= 2 ? 225 : t <= 3 ? 84 : t <= 4 ? 21 : t <= 5 ? 166 : t <= 6 ? 21 : t <= 7 ? 166 : t <= 8 ? 313 : t <= 9 ? 237 : t <= 10 ? 313 : t <= 11 ? 237 : t <= 12 ? 422 : t <= 13 ? 407 : t <= 14 ? 422 : t <= 15 ? 407 : t <= 16 ? 303 : t <= 17 ? 457 : t <= 18 ? 303 : t <= 19 ? 457 : t <= 20 ? 113 : t <= 21 ? 167 : t <= 22 ? 113 : t <= 23 ? 167 : t <= 24 ? 231 : t <= 25 ? 277 : t <= 26 ? 231 : t <= 27 ? 277 : t <= 28 ? 459 : t <= 29 ? 365 : t <= 30 ? 459 : 365] as r2513_n2
expect r2513_n2.wavefronts == 2
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 355 : t <= 5 ? 179 : t <= 9 ? 297 : t <= 16 ? 356 : t <= 19 ? 440 : t <= 23 ? 455 : t <= 29 ? 129 : 495] if (3771269668 >> t & 1) != 0 as r2514_n1
expect r2514_n1.wavefronts == 4
read w[t <= 5 ? 420 : t <= 8 ? 474 : t <= 9 ? 420 : t <= 19 ? 474 : 420] if (2687042338 >> t & 1) != 0 as r2515_few
expect r2515_few.wavefronts == 1
read w[153] if (5 >> t & 1) != 0 as r2516_n2
expect r2516_n2.wavefronts == 1
read w[t <= 8 ? 245 : t <= 9 ? 132 : t <= 10 ? 245 : t <= 11 ? 132 : t <= 12 ? 150 : t <= 13 ? 227 : t <= 14 ? 150 : t <= 15 ? 227 : t <= 16 ? 171 : t <= 17 ? 238 : 171] if (524032 >> t & 1) != 0 as r2517_n2
expect r2517_n2.wavefronts == 1
read v[1 * t + 433] as r2518_stride
expect r2518_stride.wavefronts == 4
write f[t <= 6 ? 416 : 453] if (320 >> t & 1) != 0 as r2519_n2s
expect r2519_n2s.wavefronts == 1
write w[480] if (2147483648 >> t & 1) != 0 as r2520_n2
expect r2520_n2.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 47 : t <= 3 ? 24 : t <= 5 ? 39 : t <= 6 ? 40 : t <= 9 ? 39 : t <= 11 ? 48 : t <= 13 ? 23 : t <= 15 ? 24 : t <= 16 ? 23 : t <= 19 ? 24 : t <= 21 ? 47 : t <= 22 ? 24 : t <= 25 ? 23 : t <= 26 ? 48 : t <= 29 ? 39 : 24] if (4151963519 >> t & 1) != 0 as r2521_n1c
expect r2521_n1c.wavefronts == 6
write w[t <= 1 ? 139 : t <= 2 ? 138 : t <= 5 ? 108 : t <= 9 ? 90 : t <= 10 ? 124 : t <= 11 ? 90 : t <= 16 ? 123 : t <= 17 ? 124 : t <= 18 ? 123 : t <= 19 ? 124 : t <= 20 ? 140 : t <= 23 ? 106 : t <= 26 ? 90 : t <= 27 ? 139 : t <= 28 ? 123 : t <= 29 ? 108 : t <= 30 ? 123 : 108] if (4238290470 >> t & 1) != 0 as r2522_n2c
expect r2522_n2c.wavefronts == 5
read w[398] if (3615338443 >> t & 1) != 0 as r2523_bcast
expect r2523_bcast.wavefronts == 1
read f[t <= 1 ? 265 : t <= 3 ? 170 : t <= 5 ? 135 : t <= 7 ? 63 : t <= 9 ? 234 : t <= 11 ? 38 : t <= 13 ? 100 : t <= 15 ? 54 : t <= 17 ? 293 : t <= 19 ? 384 : t <= 21 ? 49 : t <= 23 ? 238 : t <= 25 ? 498 : t <= 27 ? 26 : t <= 29 ? 223 : 495] as r2524_n1
expect r2524_n1.wavefronts == 2
read w[199] if (491520 >> t & 1) != 0 as r2525_bcast
expect r2525_bcast.wavefronts == 1
read w[t <= 0 ? 271 : t <= 1 ? 333 : t <= 2 ? 458 : t <= 3 ? 333 : t <= 4 ? 336 : t <= 5 ? 477 : t <= 6 ? 336 : t <= 7 ? 477 : t <= 8 ? 53 : t <= 9 ? 75 : t <= 10 ? 53 : t <= 11 ? 75 : t <= 12 ? 346 : t <= 13 ? 193 : t <= 14 ? 346 : t <= 15 ? 193 : t <= 16 ? 286 : t <= 17 ? 354 : t <= 18 ? 286 : t <= 19 ? 354 : t <= 20 ? 484 : t <= 21 ? 3 : t <= 22 ? 484 : t <= 23 ? 3 : t <= 24 ? 462 : t <= 25 ? 413 : t <= 26 ? 462 : t <= 27 ? 413 : t <= 28 ? 442 : t <= 29 ? 308 : t <= 30 ? 442 : 308] as r2526_n2s
expect r2526_n2s.wavefronts == 4
read w[478] if (33554996 >> t & 1) != 0 as r2527_bcast
expect r2527_bcast.wavefronts == 1
read v[t <= 0 ? 186 : t <= 1 ? 301 : t <= 2 ? 372 : t <= 3 ? 66 : t <= 4 ? 129 : t <= 5 ? 157 : t <= 6 ? 409 : t <= 8 ? 456 : t <= 9 ? 248 : t <= 10 ? 439 : t <= 11 ? 11 : t <= 12 ? 21 : t <= 13 ? 462 : t <= 14 ? 157 : t <= 15 ? 197 : t <= 16 ? 147 : t <= 17 ? 335 : t <= 18 ? 31 : t <= 19 ? 371 : t <= 20 ? 390 : t <= 21 ? 323 : t <= 22 ? 224 : t <= 23 ? 483 : t <= 24 ? 452 : t <= 25 ? 274 : t <= 26 ? 186 : t <= 27 ? 269 : t <= 28 ? 155 : t <= 29 ? 320 : t <= 30 ? 381 : 316] as r2528_rand
expect r2528_rand.wavefronts == 11
write v[t <= 0 ? 402 : t <= 1 ? 467 : t <= 2 ? 402 : t <= 3 ? 467 : t <= 4 ? 34 : 166] if (63 >> t & 1) != 0 as r2529_n2
expect r2529_n2.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 5 ? 55 : t <= 7 ? 72 : t <= 9 ? 71 : t <= 11 ? 64 : t <= 13 ? 71 : t <= 17 ? 63 : t <= 18 ? 64 : t <= 21 ? 47 : t <= 23 ? 72 : t <= 25 ? 63 : t <= 27 ? 56 : 71] if (535244786 >> t & 1) != 0 as r2530_n1c
expect r2530_n1c.wavefronts == 5
read f[t <= 1 ? 5 : t <= 6 ? 201 : t <= 7 ? 392 : t <= 8 ? 335 : t <= 17 ? 88 : t <= 18 ? 451 : t <= 19 ? 88 : t <= 21 ? 43 : t <= 24 ? 271 : 314] if (53346754 >> t & 1) != 0 as r2531_n2
expect r2531_n2.wavefronts == 2
read v[t <= 3 ? 271 : t <= 9 ? 56 : t <= 12 ? 497 : t <= 13 ? 22 : t <= 17 ? 277 : t <= 18 ? 243 : 408] if (4600328 >> t & 1) != 0 as r2532_n2
expect r2532_n2.wavefronts == 2
write f[t <= 1 ? 113 : t <= 3 ? 50 : t <= 5 ? 81 : t <= 7 ? 114 : t <= 8 ? 113 : t <= 11 ? 114 : t <= 13 ? 81 : t <= 14 ? 146 : t <= 17 ? 49 : t <= 19 ? 114 : t <= 21 ? 145 : t <= 25 ? 49 : t <= 26 ? 50 : t <= 28 ? 49 : 82] if (3611196910 >> t & 1) != 0 as r2533_n1c
expect r2533_n1c.wavefronts == 4
read w[407] if (134217728 >> t & 1) != 0 as r2534_n2s
expect r2534_n2s.wavefronts == 1
read v[9 * t + 196] as r2535_stride
expect r2535_stride.wavefronts == 4
write v[243] if (256 >> t & 1) != 0 as r2536_n1s
expect r2536_n1s.wavefronts == 1
write f[364] if (2567962712 >> t & 1) != 0 as r2537_bcast
expect r2537_bcast.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 2 ? 26 : t <= 5 ? 9 : t <= 11 ? 26 : t <= 13 ? 1 : t <= 15 ? 18 : t <= 21 ? 9 : t <= 23 ? 18 : t <= 25 ? 9 : t <= 29 ? 25 : 18] if (1654695972 >> t & 1) != 0 as r2538_n1c
expect r2538_n1c.wavefronts == 4
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 374 : t <= 3 ? 379 : t <= 4 ? 63 : t <= 6 ? 127 : t <= 9 ? 107 : t <= 11 ? 118 : t <= 13 ? 305 : t <= 15 ? 114 : t <= 17 ? 250 : t <= 19 ? 390 : t <= 21 ? 181 : t <= 23 ? 497 : t <= 25 ? 479 : t <= 27 ? 482 : t <= 29 ? 9 : 57] if (4294901595 >> t & 1) != 0 as r2539_n1s
expect r2539_n1s.wavefronts == 5
read w[t <= 1 ? 81 : t <= 3 ? 105 : t <= 4 ? 488 : t <= 5 ? 81 : t <= 7 ? 488 : t <= 8 ? 81 : t <= 9 ? 105 : t <= 10 ? 81 : t <= 11 ? 105 : t <= 12 ? 81 : t <= 13 ? 105 : t <= 16 ? 488 : t <= 17 ? 105 : t <= 22 ? 81 : t <= 24 ? 488 : t <= 26 ? 81 : t <= 28 ? 105 : t <= 29 ? 488 : 81] as r2540_few
expect r2540_few.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 16 : t <= 3 ? 279 : t <= 4 ? 471 : t <= 7 ? 24 : t <= 9 ? 379 : t <= 11 ? 116 : t <= 13 ? 169 : t <= 15 ? 508 : t <= 17 ? 308 : t <= 19 ? 207 : t <= 20 ? 298 : t <= 22 ? 364 : t <= 25 ? 510 : t <= 26 ? 61 : t <= 29 ? 330 : 15] if (3059466203 >> t & 1) != 0 as r2541_n1
expect r2541_n1.wavefronts == 2
write w[2 * t + 247] if (4160708607 >> t & 1) != 0 as r2542_stride
expect r2542_stride.wavefronts == 4
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 64 : t <= 3 ? 422 : t <= 5 ? 441 : t <= 7 ? 201 : t <= 9 ? 54 : t <= 11 ? 213 : t <= 13 ? 478 : t <= 15 ? 243 : t <= 17 ? 193 : t <= 19 ? 145 : t <= 21 ? 133 : t <= 23 ? 317 : t <= 25 ? 42 : t <= 27 ? 205 : t <= 29 ? 244 : 286] as r2543_n1
expect r2543_n1.wavefronts == 6
read v[t <= 1 ? 107 : t <= 3 ? 248 : t <= 5 ? 160 : t <= 7 ? 106 : t <= 8 ? 272 : t <= 9 ? 420 : t <= 11 ? 326 : t <= 12 ? 390 : t <= 13 ? 232 : t <= 15 ? 169 : t <= 17 ? 229 : t <= 19 ? 329 : t <= 21 ? 435 : t <= 23 ? 219 : t <= 25 ? 64 : t <= 26 ? 478 : t <= 29 ? 324 : t <= 30 ? 89 : 420] if (4160749567 >> t & 1) != 0 as r2544_n1s
expect r2544_n1s.wavefronts == 8
read w[5 * t + 357] if (1346896069 >> t & 1) != 0 as r2545_stride
expect r2545_stride.wavefronts == 2
write w[t <= 1 ? 19 : t <= 3 ? 20 : t <= 4 ? 35 : t <= 6 ? 52 : t <= 9 ? 35 : t <= 11 ? 36 : t <= 12 ? 19 : t <= 14 ? 20 : t <= 17 ? 19 : t <= 19 ? 20 : t <= 23 ? 68 : t <= 29 ? 35 : 36] if (1670339162 >> t & 1) != 0 as r2546_n1c
expect r2546_n1c.wavefronts == 6
write w[t <= 2 ? 322 : t <= 5 ? 349 : t <= 7 ? 367 : t <= 8 ? 376 : t <= 9 ? 385 : t <= 10 ? 394 : t <= 12 ? 412 : t <= 16 ? 448 : t <= 18 ? 466 : t <= 19 ? 475 : t <= 20 ? 484 : t <= 21 ? 493 : t <= 22 ? 502 : t <= 23 ? 511 : t <= 24 ? 8 : t <= 27 ? 35 : t <= 28 ? 44 : t <= 29 ? 53 : t <= 30 ? 62 : 71] if (4194113444 >> t & 1) != 0 as r2547_stride
expect r2547_stride.wavefronts == 2
read f[t <= 3 ? 254 : t <= 6 ? 312 : t <= 7 ? 363 : t <= 9 ? 343 : t <= 12 ? 223 : t <= 13 ? 53 : t <= 17 ? 25 : t <= 18 ? 393 : t <= 20 ? 328 : t <= 25 ? 128 : t <= 27 ? 255 : t <= 28 ? 206 : 480] if (1511404232 >> t & 1) != 0 as r2548_rand
expect r2548_rand.wavefronts == 2
write v[t <= 12 ? 104 : t <= 16 ? 97 : t <= 17 ? 114 : t <= 18 ? 97 : t <= 23 ? 88 : 105] if (143069184 >> t & 1) != 0 as r2549_n2c
expect r2549_n2c.wavefronts == 3
write v[t <= 1 ? 309 : t <= 9 ? 410 : t <= 21 ? 267 : t <= 26 ? 24 : 418] if (203424258 >> t & 1) != 0 as r2550_rand
expect r2550_rand.wavefronts == 4
write f[t <= 0 ? 0 : t <= 1 ? 397 : t <= 2 ? 0 : t <= 3 ? 397 : t <= 4 ? 257 : t <= 5 ? 239 : t <= 6 ? 257 : t <= 7 ? 408 : t <= 8 ? 488 : t <= 9 ? 227 : t <= 10 ? 346 : t <= 11 ? 227 : t <= 12 ? 168 : t <= 13 ? 403 : t <= 14 ? 168 : t <= 15 ? 403 : t <= 16 ? 472 : t <= 17 ? 178 : t <= 18 ? 277 : t <= 19 ? 178 : t <= 20 ? 69 : t <= 21 ? 332 : t <= 22 ? 69 : t <= 23 ? 332 : t <= 24 ? 435 : t <= 25 ? 229 : t <= 26 ? 435 : t <= 27 ? 229 : t <= 28 ? 306 : t <= 29 ? 507 : t <= 30 ? 306 : 507] as r2551_n2s
expect r2551_n2s.wavefronts == 2
write v[t <= 0 ? 20 : t <= 1 ? 62 : t <= 2 ? 110 : t <= 3 ? 45 : t <= 4 ? 123 : t <= 5 ? 16 : t <= 6 ? 396 : t <= 7 ? 473 : t <= 8 ? 336 : t <= 9 ? 155 : t <= 10 ? 87 : t <= 11 ? 154 : t <= 12 ? 377 : t <= 13 ? 42 : t <= 14 ? 124 : t <= 15 ? 424 : t <= 16 ? 489 : t <= 17 ? 437 : t <= 18 ? 81 : t <= 19 ? 420 : t <= 20 ? 397 : t <= 21 ? 44 : t <= 22 ? 180 : t <= 23 ? 146 : t <= 24 ? 355 : t <= 25 ? 13 : t <= 26 ? 254 : t <= 27 ? 76 : t <= 28 ? 46 : t <= 29 ? 82 : t <= 30 ? 273 : 351] as r2552_rand
expect r2552_rand.wavefronts == 9
read f[2 * t + 301] as r2553_stride
expect r2553_stride.wavefronts == 2
read v[t <= 18 ? 454 : t <= 19 ? 361 : t <= 20 ? 454 : t <= 22 ? 361 : t <= 24 ? 454 : t <= 25 ? 361 : t <= 27 ? 454 : 361] if (1073479680 >> t & 1) != 0 as r2554_few
expect r2554_few.wavefronts == 2
read f[t <= 1 ? 52 : t <= 3 ? 117 : t <= 5 ? 52 : t <= 7 ? 85 : t <= 9 ? 52 : t <= 11 ? 53 : t <= 13 ? 148 : t <= 15 ? 149 : t <= 16 ? 148 : t <= 18 ? 85 : t <= 21 ? 116 : t <= 23 ? 85 : t <= 24 ? 84 : t <= 27 ? 85 : t <= 29 ? 52 : 53] if (1840623343 >> t & 1) != 0 as r2555_n1c
expect r2555_n1c.wavefronts == 4
write v[t <= 7 ? 432 : t <= 12 ? 353 : t <= 14 ? 445 : t <= 16 ? 11 : t <= 17 ? 193 : t <= 19 ? 122 : 506] if (2148225152 >> t & 1) != 0 as r2556_rand
expect r2556_rand.wavefronts == 4
read w[t <= 6 ? 331 : t <= 9 ? 489 : t <= 11 ? 339 : t <= 19 ? 69 : t <= 25 ? 77 : 276] if (101190208 >> t & 1) != 0 as r2557_n1
expect r2557_n1.wavefronts == 1
read v[t <= 0 ? 15 : t <= 1 ? 285 : t <= 2 ? 423 : t <= 3 ? 15 : t <= 6 ? 423 : t <= 7 ? 285 : t <= 8 ? 206 : t <= 9 ? 285 : t <= 10 ? 423 : t <= 11 ? 15 : t <= 12 ? 285 : t <= 13 ? 206 : t <= 14 ? 423 : t <= 16 ? 15 : t <= 17 ? 423 : t <= 18 ? 15 : t <= 20 ? 206 : t <= 21 ? 285 : t <= 22 ? 423 : t <= 23 ? 285 : t <= 24 ? 15 : t <= 26 ? 423 : t <= 27 ? 15 : t <= 28 ? 206 : 423] as r2558_few
expect r2558_few.wavefronts == 8
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 141 : t <= 3 ? 118 : t <= 5 ? 141 : t <= 6 ? 126 : t <= 9 ? 141 : t <= 11 ? 134 : t <= 13 ? 117 : t <= 15 ? 134 : t <= 17 ? 133 : t <= 19 ? 126 : t <= 21 ? 117 : t <= 23 ? 134 : t <= 25 ? 141 : t <= 27 ? 134 : t <= 29 ? 117 : 118] if (4294885247 >> t & 1) != 0 as r2559_n1c
expect r2559_n1c.wavefronts == 6
write f[62] if (2099232 >> t & 1) != 0 as r2560_bcast
expect r2560_bcast.wavefronts == 1
read w[t <= 6 ? 57 : t <= 11 ? 314 : 216] if (134220352 >> t & 1) != 0 as r2561_n2s
expect r2561_n2s.wavefronts == 1
read v[5 * t + 60] if (266338304 >> t & 1) != 0 as r2562_stride
expect r2562_stride.wavefronts == 2
read v[208] if (2 >> t & 1) != 0 as r2563_bcast
expect r2563_bcast.wavefronts == 1
write v[t <= 1 ? 124 : t <= 3 ? 109 : t <= 5 ? 108 : t <= 7 ? 117 : t <= 9 ? 108 : t <= 11 ? 109 : t <= 13 ? 108 : t <= 15 ? 117 : t <= 17 ? 132 : t <= 19 ? 109 : t <= 21 ? 116 : t <= 23 ? 117 : t <= 25 ? 116 : t <= 27 ? 117 : t <= 29 ? 108 : 109] as r2564_n1c
expect r2564_n1c.wavefronts == 8
write v[t <= 2 ? 133 : t <= 3 ? 134 : t <= 8 ? 119 : t <= 9 ? 109 : t <= 12 ? 117 : t <= 13 ? 110 : t <= 14 ? 117 : t <= 15 ? 110 : t <= 21 ? 117 : t <= 24 ? 125 : t <= 30 ? 134 : 111] if (3240162061 >> t & 1) != 0 as r2565_n2c
expect r2565_n2c.wavefronts == 5
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 27 : t <= 1 ? 44 : t <= 2 ? 27 : t <= 3 ? 44 : t <= 4 ? 76 : t <= 5 ? 61 : t <= 6 ? 76 : t <= 7 ? 61 : t <= 8 ? 29 : t <= 9 ? 59 : t <= 10 ? 29 : t <= 11 ? 59 : t <= 12 ? 43 : t <= 13 ? 60 : t <= 14 ? 43 : t <= 15 ? 60 : t <= 16 ? 44 : t <= 17 ? 29 : t <= 18 ? 44 : t <= 19 ? 29 : t <= 20 ? 45 : t <= 21 ? 27 : t <= 22 ? 45 : t <= 23 ? 27 : t <= 24 ? 75 : t <= 25 ? 76 : t <= 26 ? 75 : t <= 28 ? 76 : t <= 29 ? 45 : t <= 30 ? 76 : 45] as r2566_n2c
expect r2566_n2c.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 116 : t <= 1 ? 165 : t <= 2 ? 116 : t <= 3 ? 165 : t <= 4 ? 117 : t <= 5 ? 150 : t <= 6 ? 117 : t <= 7 ? 150 : t <= 8 ? 166 : t <= 9 ? 116 : t <= 10 ? 166 : t <= 11 ? 116 : t <= 12 ? 148 : t <= 13 ? 165 : t <= 14 ? 148 : t <= 16 ? 165 : t <= 17 ? 166 : t <= 18 ? 165 : t <= 19 ? 166 : t <= 20 ? 118 : t <= 21 ? 132 : t <= 22 ? 118 : t <= 24 ? 132 : t <= 25 ? 149 : t <= 26 ? 132 : t <= 27 ? 149 : t <= 28 ? 117 : t <= 29 ? 118 : t <= 30 ? 117 : 118] as r2567_n2c
expect r2567_n2c.wavefronts == 3
write v[t <= 0 ? 180 : t <= 1 ? 281 : t <= 2 ? 180 : t <= 3 ? 281 : t <= 4 ? 124 : t <= 5 ? 425 : t <= 6 ? 124 : t <= 11 ? 261 : t <= 13 ? 429 : t <= 14 ? 175 : t <= 15 ? 429 : t <= 16 ? 498 : t <= 17 ? 34 : t <= 18 ? 498 : t <= 19 ? 34 : t <= 20 ? 173 : t <= 21 ? 261 : t <= 22 ? 173 : t <= 23 ? 261 : t <= 24 ? 321 : t <= 25 ? 511 : t <= 26 ? 321 : t <= 27 ? 511 : t <= 28 ? 355 : t <= 29 ? 124 : t <= 30 ? 355 : 124] if (4294961791 >> t & 1) != 0 as r2568_n2
expect r2568_n2.wavefronts == 7
read w[447] if (135433504 >> t & 1) != 0 as r2569_bcast
expect r2569_bcast.wavefronts == 1
read v[t <= 0 ? 152 : t <= 1 ? 95 : t <= 2 ? 99 : t <= 4 ? 267 : t <= 5 ? 265 : t <= 6 ? 10 : t <= 7 ? 99 : t <= 8 ? 17 : t <= 9 ? 152 : t <= 10 ? 2 : t <= 12 ? 85 : t <= 13 ? 464 : t <= 14 ? 16 : t <= 15 ? 49 : t <= 16 ? 217 : t <= 17 ? 63 : t <= 18 ? 475 : t <= 19 ? 180 : t <= 20 ? 247 : t <= 21 ? 508 : t <= 23 ? 387 : t <= 24 ? 503 : t <= 25 ? 495 : t <= 27 ? 301 : t <= 28 ? 325 : t <= 29 ? 367 : t <= 30 ? 211 : 73] if (4223662071 >> t & 1) != 0 as r2570_rand
expect r2570_rand.wavefronts == 10
write v[162] as r2571_bcast
expect r2571_bcast.wavefronts == 4
read v[t <= 0 ? 61 : t <= 1 ? 227 : t <= 2 ? 274 : t <= 3 ? 141 : t <= 4 ? 252 : t <= 5 ? 4 : t <= 6 ? 47 : t <= 7 ? 148 : t <= 8 ? 325 : t <= 9 ? 190 : t <= 10 ? 324 : t <= 11 ? 369 : t <= 12 ? 266 : t <= 13 ? 328 : t <= 14 ? 80 : t <= 15 ? 359 : t <= 16 ? 210 : t <= 17 ? 243 : t <= 18 ? 255 : t <= 19 ? 439 : t <= 20 ? 503 : t <= 21 ? 310 : t <= 22 ? 360 : t <= 23 ? 33 : t <= 24 ? 230 : t <= 25 ? 67 : t <= 26 ? 402 : t <= 27 ? 82 : t <= 28 ? 95 : t <= 29 ? 100 : t <= 30 ? 208 : 281] as r2572_rand
expect r2572_rand.wavefronts == 10
read w[t <= 0 ? 19 : t <= 1 ? 51 : t <= 2 ? 83 : t <= 3 ? 115 : t <= 4 ? 147 : t <= 5 ? 179 : t <= 6 ? 211 : t <= 7 ? 243 : t <= 8 ? 275 : t <= 10 ? 339 : t <= 11 ? 371 : t <= 13 ? 435 : t <= 15 ? 499 : t <= 16 ? 19 : t <= 17 ? 51 : t <= 18 ? 83 : t <= 19 ? 115 : t <= 20 ? 147 : t <= 21 ? 179 : t <= 22 ? 211 : t <= 23 ? 243 : t <= 24 ? 275 : t <= 25 ? 307 : t <= 26 ? 339 : t <= 27 ? 371 : t <= 29 ? 435 : t <= 30 ? 467 : 499] if (4026510847 >> t & 1) != 0 as r2573_stride
expect r2573_stride.wavefronts == 28
read v[t <= 0 ? 299 : t <= 2 ? 197 : t <= 5 ? 238 : t <= 6 ? 299 : t <= 9 ? 197 : t <= 12 ? 238 : t <= 13 ? 299 : t <= 15 ? 197 : t <= 17 ? 299 : t <= 18 ? 238 : t <= 20 ? 299 : t <= 22 ? 238 : t <= 23 ? 197 : t <= 24 ? 238 : t <= 25 ? 299 : t <= 28 ? 238 : t <= 30 ? 197 : 299] if (4294898677 >> t & 1) != 0 as r2574_few
expect r2574_few.wavefronts == 4
read v[169] if (268435456 >> t & 1) != 0 as r2575_n1s
expect r2575_n1s.wavefronts == 1
read f[t <= 0 ? 110 : t <= 1 ? 111 : t <= 2 ? 110 : t <= 3 ? 111 : t <= 4 ? 175 : t <= 5 ? 208 : t <= 6 ? 175 : t <= 7 ? 208 : t <= 8 ? 112 : t <= 9 ? 110 : t <= 10 ? 112 : t <= 11 ? 110 : t <= 12 ? 206 : t <= 13 ? 143 : t <= 14 ? 206 : t <= 16 ? 143 : t <= 17 ? 208 : t <= 18 ? 143 : t <= 19 ? 208 : t <= 20 ? 144 : t <= 24 ? 110 : t <= 25 ? 175 : t <= 26 ? 110 : t <= 27 ? 175 : t <= 28 ? 143 : t <= 29 ? 112 : t <= 30 ? 143 : 112] if (4290772991 >> t & 1) != 0 as r2576_n2c
expect r2576_n2c.wavefronts == 3
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 234 : t <= 3 ? 262 : t <= 4 ? 22 : t <= 5 ? 71 : t <= 6 ? 22 : t <= 7 ? 71 : t <= 8 ? 242 : t <= 9 ? 229 : t <= 10 ? 242 : t <= 11 ? 229 : t <= 12 ? 385 : t <= 13 ? 335 : t <= 14 ? 385 : t <= 18 ? 313 : t <= 19 ? 186 : t <= 20 ? 495 : t <= 21 ? 25 : t <= 22 ? 495 : t <= 23 ? 25 : t <= 24 ? 439 : t <= 25 ? 362 : t <= 26 ? 439 : t <= 27 ? 362 : t <= 29 ? 387 : 57] if (1878884347 >> t & 1) != 0 as r2577_n2
expect r2577_n2.wavefronts == 3
write f[408] if (2515596988 >> t & 1) != 0 as r2578_bcast
expect r2578_bcast.wavefronts == 1
write w[152] if (134217728 >> t & 1) != 0 as r2579_bcast
expect r2579_bcast.wavefronts == 1
read w[2 * t + 346] if (520093696 >> t & 1) != 0 as r2580_stride
expect r2580_stride.wavefronts == 1
read f[t <= 1 ? 393 : t <= 11 ? 376 : t <= 12 ? 283 : t <= 13 ? 310 : t <= 19 ? 176 : 136] if (1587202 >> t & 1) != 0 as r2581_rand
expect r2581_rand.wavefronts == 1
read w[t <= 2 ? 123 : t <= 13 ? 112 : t <= 18 ? 107 : t <= 21 ? 104 : t <= 22 ? 103 : t <= 23 ? 102 : t <= 25 ? 100 : 97] if (316940292 >> t & 1) != 0 as r2582_stride
expect r2582_stride.wavefronts == 2
read v[t <= 0 ? 350 : t <= 1 ? 100 : t <= 2 ? 350 : t <= 3 ? 56 : t <= 5 ? 350 : t <= 6 ? 56 : t <= 9 ? 100 : t <= 12 ? 56 : t <= 13 ? 350 : t <= 15 ? 100 : t <= 16 ? 56 : t <= 17 ? 100 : t <= 20 ? 350 : t <= 21 ? 56 : t <= 23 ? 350 : t <= 24 ? 100 : t <= 26 ? 56 : t <= 27 ? 350 : t <= 28 ? 56 : t <= 30 ? 350 : 56] as r2583_few
expect r2583_few.wavefronts == 4
read f[164] if (1073741824 >> t & 1) != 0 as r2584_n2s
expect r2584_n2s.wavefronts == 1
read w[t <= 0 ? 360 : t <= 1 ? 368 : t <= 2 ? 376 : t <= 3 ? 384 : t <= 4 ? 392 : t <= 5 ? 400 : t <= 6 ? 408 : t <= 7 ? 416 : t <= 8 ? 424 : t <= 9 ? 432 : t <= 10 ? 440 : t <= 11 ? 448 : t <= 12 ? 456 : t <= 13 ? 464 : t <= 14 ? 472 : t <= 15 ? 480 : t <= 16 ? 488 : t <= 17 ? 496 : t <= 18 ? 504 : t <= 19 ? 0 : t <= 20 ? 8 : t <= 21 ? 16 : t <= 22 ? 24 : t <= 23 ? 32 : t <= 24 ? 40 : t <= 25 ? 48 : t <= 26 ? 56 : t <= 27 ? 64 : t <= 28 ? 72 : t <= 29 ? 80 : t <= 30 ? 88 : 96] as r2585_stride
expect r2585_stride.wavefronts == 16
write w[4 * t + 59] if (4227788119 >> t & 1) != 0 as r2586_stride
expect r2586_stride.wavefronts == 8
read w[t <= 0 ? 82 : t <= 1 ? 114 : t <= 2 ? 146 : t <= 3 ? 178 : t <= 4 ? 210 : t <= 5 ? 242 : t <= 6 ? 274 : t <= 7 ? 306 : t <= 8 ? 338 : t <= 9 ? 370 : t <= 10 ? 402 : t <= 11 ? 434 : t <= 12 ? 466 : t <= 13 ? 498 : t <= 14 ? 18 : t <= 15 ? 50 : t <= 16 ? 82 : t <= 17 ? 114 : t <= 18 ? 146 : t <= 19 ? 178 : t <= 20 ? 210 : t <= 21 ? 242 : t <= 22 ? 274 : t <= 23 ? 306 : t <= 24 ? 338 : t <= 25 ? 370 : t <= 26 ? 402 : t <= 27 ? 434 : t <= 28 ? 466 : t <= 29 ? 498 : t <= 30 ? 18 : 50] as r2587_stride
expect r2587_stride.wavefronts == 32
read v[t <= 0 ? 279 : t <= 1 ? 254 : t <= 2 ? 279 : t <= 4 ? 254 : t <= 7 ? 279 : t <= 17 ? 254 : t <= 18 ? 279 : t <= 21 ? 254 : t <= 22 ? 279 : t <= 30 ? 254 : 279] if (3655860223 >> t & 1) != 0 as r2588_few
expect r2588_few.wavefronts == 4
read v[t <= 1 ? 245 : t <= 14 ? 5 : t <= 17 ? 267 : t <= 23 ? 244 : 78] if (2156019714 >> t & 1) != 0 as r2589_n2
expect r2589_n2.wavefronts == 3
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 31 : t <= 7 ? 14 : t <= 10 ? 282 : t <= 13 ? 348 : t <= 14 ? 225 : t <= 15 ? 348 : t <= 16 ? 182 : t <= 17 ? 264 : t <= 18 ? 182 : t <= 20 ? 214 : t <= 23 ? 501 : t <= 25 ? 39 : t <= 26 ? 276 : t <= 27 ? 39 : 127] if (781706372 >> t & 1) != 0 as r2590_n2
expect r2590_n2.wavefronts == 3
read v[299] if (262144 >> t & 1) != 0 as r2591_n2
expect r2591_n2.wavefronts == 1
# Nsight's instrumented estimate: 5
read v[t <= 14 ? 194 : t <= 15 ? 236 : t <= 16 ? 181 : t <= 17 ? 437 : t <= 18 ? 181 : t <= 19 ? 437 : t <= 20 ? 402 : t <= 21 ? 320 : t <= 22 ? 402 : t <= 23 ? 320 : t <= 24 ? 171 : t <= 25 ? 99 : t <= 26 ? 171 : t <= 27 ? 99 : t <= 28 ? 86 : 144] if (1073725440 >> t & 1) != 0 as r2592_n2s
expect r2592_n2s.wavefronts == 3
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 129 : t <= 1 ? 477 : t <= 2 ? 129 : t <= 3 ? 477 : t <= 4 ? 390 : t <= 5 ? 489 : t <= 6 ? 390 : t <= 7 ? 489 : t <= 8 ? 402 : t <= 9 ? 443 : t <= 10 ? 402 : t <= 11 ? 443 : t <= 12 ? 415 : t <= 13 ? 489 : t <= 14 ? 415 : t <= 15 ? 489 : t <= 16 ? 52 : t <= 17 ? 20 : t <= 18 ? 52 : t <= 19 ? 20 : t <= 20 ? 410 : t <= 21 ? 496 : t <= 22 ? 410 : t <= 23 ? 496 : t <= 24 ? 447 : t <= 25 ? 504 : t <= 26 ? 447 : t <= 27 ? 504 : t <= 28 ? 174 : t <= 29 ? 29 : t <= 30 ? 174 : 29] as r2593_n2
expect r2593_n2.wavefronts == 2
read w[t <= 0 ? 418 : t <= 1 ? 88 : t <= 2 ? 418 : t <= 4 ? 130 : t <= 5 ? 261 : t <= 6 ? 88 : t <= 7 ? 418 : t <= 8 ? 88 : t <= 9 ? 130 : t <= 10 ? 418 : t <= 11 ? 130 : t <= 12 ? 261 : t <= 15 ? 88 : t <= 16 ? 418 : t <= 17 ? 88 : t <= 18 ? 418 : t <= 19 ? 130 : t <= 24 ? 88 : t <= 25 ? 130 : t <= 28 ? 88 : t <= 29 ? 418 : t <= 30 ? 261 : 88] as r2594_few
expect r2594_few.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 146 : t <= 3 ? 358 : t <= 9 ? 258 : t <= 11 ? 260 : t <= 14 ? 437 : 405] if (281098 >> t & 1) != 0 as r2595_n1
expect r2595_n1.wavefronts == 2
read f[t <= 30 ? 185 : 99] if (3221225472 >> t & 1) != 0 as r2596_n2
expect r2596_n2.wavefronts == 1
read v[t <= 0 ? 113 : t <= 12 ? 229 : t <= 14 ? 218 : 146] if (134238209 >> t & 1) != 0 as r2597_n1
expect r2597_n1.wavefronts == 2
read w[t <= 14 ? 208 : 51] if (540960 >> t & 1) != 0 as r2598_few
expect r2598_few.wavefronts == 1
read v[t <= 1 ? 125 : t <= 7 ? 194 : t <= 12 ? 314 : t <= 13 ? 212 : t <= 19 ? 135 : 342] if (17313922 >> t & 1) != 0 as r2599_rand
expect r2599_rand.wavefronts == 3
write v[t <= 10 ? 500 : t <= 11 ? 424 : t <= 18 ? 312 : 433] if (2362368 >> t & 1) != 0 as r2600_n2
expect r2600_n2.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 5 ? 87 : t <= 8 ? 317 : t <= 13 ? 410 : t <= 18 ? 490 : t <= 22 ? 106 : 116] if (38023456 >> t & 1) != 0 as r2601_n1
expect r2601_n1.wavefronts == 3
write f[t <= 1 ? 409 : t <= 7 ? 256 : t <= 9 ? 409 : 256] if (202516198 >> t & 1) != 0 as r2602_few
expect r2602_few.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 22 : t <= 2 ? 47 : t <= 5 ? 38 : t <= 7 ? 31 : t <= 8 ? 22 : t <= 11 ? 39 : t <= 12 ? 46 : t <= 19 ? 23 : t <= 21 ? 46 : t <= 23 ? 47 : t <= 24 ? 22 : t <= 27 ? 47 : t <= 29 ? 38 : 47] if (4189855222 >> t & 1) != 0 as r2603_n1c
expect r2603_n1c.wavefronts == 6
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 44 : t <= 3 ? 13 : t <= 5 ? 44 : t <= 7 ? 13 : t <= 9 ? 28 : t <= 11 ? 61 : t <= 13 ? 28 : t <= 15 ? 45 : t <= 17 ? 60 : t <= 19 ? 29 : t <= 21 ? 44 : t <= 23 ? 45 : t <= 25 ? 28 : t <= 27 ? 29 : t <= 29 ? 28 : 45] as r2604_n1c
expect r2604_n1c.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 294 : t <= 3 ? 134 : t <= 5 ? 277 : t <= 7 ? 345 : t <= 9 ? 151 : t <= 13 ? 364 : t <= 15 ? 88 : t <= 17 ? 174 : t <= 19 ? 106 : t <= 21 ? 140 : t <= 23 ? 385 : t <= 27 ? 40 : t <= 29 ? 109 : 217] if (3975934975 >> t & 1) != 0 as r2605_n1
expect r2605_n1.wavefronts == 2
read v[t <= 2 ? 270 : t <= 11 ? 233 : t <= 16 ? 179 : t <= 18 ? 484 : t <= 26 ? 343 : 169] if (872744964 >> t & 1) != 0 as r2606_n1s
expect r2606_n1s.wavefronts == 2
read v[347] if (134217728 >> t & 1) != 0 as r2607_n2
expect r2607_n2.wavefronts == 1
write w[t <= 0 ? 429 : t <= 1 ? 380 : t <= 2 ? 429 : t <= 4 ? 380 : t <= 5 ? 511 : t <= 6 ? 380 : t <= 7 ? 511 : t <= 8 ? 308 : t <= 9 ? 378 : t <= 10 ? 308 : t <= 11 ? 378 : t <= 12 ? 216 : t <= 13 ? 356 : t <= 14 ? 216 : t <= 15 ? 356 : t <= 16 ? 475 : t <= 17 ? 10 : t <= 18 ? 475 : t <= 19 ? 10 : t <= 20 ? 84 : t <= 21 ? 418 : t <= 22 ? 84 : t <= 23 ? 418 : t <= 24 ? 216 : t <= 25 ? 123 : t <= 26 ? 216 : t <= 27 ? 123 : t <= 28 ? 308 : t <= 29 ? 326 : t <= 30 ? 308 : 326] as r2608_n2
expect r2608_n2.wavefronts == 4
read w[t <= 17 ? 366 : t <= 18 ? 29 : t <= 19 ? 366 : t <= 23 ? 266 : t <= 27 ? 505 : 134] if (680394752 >> t & 1) != 0 as r2609_n2
expect r2609_n2.wavefronts == 1
read w[t <= 0 ? 337 : t <= 2 ? 369 : t <= 3 ? 385 : t <= 4 ? 401 : t <= 7 ? 449 : t <= 14 ? 49 : t <= 22 ? 177 : t <= 24 ? 209 : t <= 27 ? 257 : t <= 28 ? 273 : t <= 29 ? 289 : 321] if (3107995805 >> t & 1) != 0 as r2610_stride
expect r2610_stride.wavefronts == 12
read f[t <= 7 ? 382 : t <= 14 ? 46 : 323] if (53376 >> t & 1) != 0 as r2611_n1s
expect r2611_n1s.wavefronts == 1
read v[t <= 3 ? 386 : t <= 5 ? 170 : t <= 7 ? 254 : t <= 9 ? 388 : t <= 11 ? 355 : t <= 12 ? 330 : t <= 15 ? 1 : t <= 18 ? 295 : t <= 20 ? 275 : t <= 23 ? 67 : t <= 25 ? 336 : t <= 27 ? 404 : t <= 29 ? 187 : 11] if (1859427240 >> t & 1) != 0 as r2612_n1s
expect r2612_n1s.wavefronts == 7
read f[t <= 2 ? 404 : t <= 3 ? 483 : t <= 6 ? 366 : t <= 8 ? 427 : t <= 11 ? 436 : t <= 13 ? 282 : t <= 14 ? 136 : t <= 16 ? 168 : t <= 17 ? 324 : t <= 18 ? 168 : t <= 19 ? 324 : t <= 21 ? 170 : t <= 24 ? 490 : t <= 30 ? 30 : 220] if (3509545821 >> t & 1) != 0 as r2613_n2s
expect r2613_n2s.wavefronts == 2
read w[t <= 1 ? 186 : t <= 2 ? 236 : t <= 3 ? 186 : t <= 5 ? 342 : t <= 6 ? 387 : t <= 7 ? 342 : t <= 8 ? 287 : t <= 9 ? 504 : t <= 10 ? 263 : t <= 11 ? 324 : t <= 12 ? 319 : t <= 13 ? 312 : t <= 14 ? 319 : t <= 15 ? 312 : t <= 16 ? 42 : t <= 17 ? 243 : t <= 18 ? 42 : t <= 19 ? 243 : t <= 20 ? 506 : t <= 21 ? 25 : t <= 22 ? 506 : t <= 23 ? 25 : t <= 24 ? 72 : t <= 25 ? 505 : t <= 26 ? 72 : t <= 27 ? 505 : t <= 28 ? 61 : t <= 29 ? 28 : t <= 30 ? 61 : 28] if (4294967278 >> t & 1) != 0 as r2614_n2s
expect r2614_n2s.wavefronts == 4
read w[90] if (2147483648 >> t & 1) != 0 as r2615_n2c
expect r2615_n2c.wavefronts == 1
read w[t <= 9 ? 169 : t <= 26 ? 153 : 122] if (201327104 >> t & 1) != 0 as r2616_n2c
expect r2616_n2c.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 0 : t <= 1 ? 1 : t <= 2 ? 0 : t <= 3 ? 1 : t <= 4 ? 17 : t <= 5 ? 18 : t <= 6 ? 17 : t <= 8 ? 18 : t <= 9 ? 8 : t <= 10 ? 18 : t <= 12 ? 8 : t <= 13 ? 17 : t <= 14 ? 8 : t <= 15 ? 17 : t <= 16 ? 9 : t <= 17 ? 18 : t <= 18 ? 9 : t <= 19 ? 18 : t <= 20 ? 10 : t <= 21 ? 16 : t <= 22 ? 10 : t <= 23 ? 16 : t <= 24 ? 0 : t <= 25 ? 17 : t <= 26 ? 0 : t <= 28 ? 17 : t <= 29 ? 2 : t <= 30 ? 17 : 2] as r2617_n2c
expect r2617_n2c.wavefronts == 5
read f[t <= 1 ? 136 : t <= 2 ? 147 : t <= 6 ? 14 : t <= 15 ? 259 : t <= 18 ? 317 : t <= 20 ? 168 : t <= 21 ? 347 : t <= 26 ? 381 : 6] if (607420486 >> t & 1) != 0 as r2618_n2
expect r2618_n2.wavefronts == 2
write f[t <= 9 ? 10 : t <= 11 ? 288 : t <= 13 ? 497 : t <= 17 ? 326 : 408] if (1194752 >> t & 1) != 0 as r2619_n1
expect r2619_n1.wavefronts == 1
write v[t <= 0 ? 482 : t <= 4 ? 160 : t <= 6 ? 482 : t <= 8 ? 160 : t <= 9 ? 482 : t <= 10 ? 160 : t <= 12 ? 482 : t <= 14 ? 160 : t <= 15 ? 482 : t <= 17 ? 160 : t <= 18 ? 482 : t <= 19 ? 160 : t <= 20 ? 482 : t <= 22 ? 160 : t <= 26 ? 482 : t <= 28 ? 160 : t <= 29 ? 482 : t <= 30 ? 160 : 482] as r2620_few
expect r2620_few.wavefronts == 4
read v[3 * t + 383] if (2320534026 >> t & 1) != 0 as r2621_stride
expect r2621_stride.wavefronts == 3
write v[t <= 0 ? 213 : t <= 1 ? 420 : t <= 2 ? 213 : t <= 3 ? 420 : t <= 4 ? 289 : t <= 5 ? 18 : t <= 6 ? 289 : t <= 7 ? 367 : t <= 8 ? 290 : t <= 9 ? 139 : t <= 10 ? 290 : t <= 11 ? 139 : t <= 12 ? 217 : t <= 13 ? 155 : t <= 14 ? 217 : t <= 15 ? 155 : t <= 16 ? 305 : t <= 17 ? 438 : t <= 18 ? 305 : t <= 19 ? 438 : t <= 20 ? 323 : t <= 21 ? 128 : t <= 22 ? 323 : t <= 23 ? 128 : t <= 24 ? 224 : t <= 25 ? 233 : t <= 26 ? 224 : t <= 27 ? 233 : t <= 29 ? 508 : t <= 30 ? 409 : 508] if (4026531839 >> t & 1) != 0 as r2622_n2s
expect r2622_n2s.wavefronts == 6
# Nsight's instrumented estimate: 4
read w[t <= 7 ? 133 : t <= 8 ? 149 : t <= 9 ? 131 : t <= 10 ? 149 : t <= 11 ? 131 : t <= 12 ? 115 : t <= 13 ? 116 : t <= 14 ? 115 : t <= 15 ? 116 : t <= 16 ? 148 : t <= 17 ? 101 : t <= 18 ? 148 : t <= 19 ? 101 : t <= 20 ? 133 : t <= 21 ? 131 : t <= 22 ? 133 : t <= 23 ? 131 : t <= 24 ? 99 : t <= 25 ? 132 : t <= 26 ? 99 : t <= 27 ? 132 : 148] if (536870784 >> t & 1) != 0 as r2623_n2c
expect r2623_n2c.wavefronts == 3
read v[t <= 0 ? 257 : t <= 1 ? 41 : t <= 2 ? 257 : t <= 3 ? 41 : t <= 4 ? 357 : t <= 5 ? 113 : t <= 6 ? 357 : t <= 7 ? 113 : t <= 10 ? 395 : t <= 11 ? 106 : t <= 12 ? 303 : t <= 13 ? 458 : t <= 14 ? 303 : t <= 15 ? 458 : t <= 16 ? 65 : t <= 17 ? 360 : t <= 18 ? 65 : t <= 19 ? 472 : t <= 20 ? 231 : t <= 21 ? 116 : t <= 22 ? 260 : t <= 23 ? 69 : t <= 24 ? 16 : t <= 27 ? 287 : t <= 28 ? 376 : t <= 29 ? 445 : t <= 30 ? 376 : 445] if (4227857919 >> t & 1) != 0 as r2624_n2s
expect r2624_n2s.wavefronts == 9
write f[t <= 0 ? 385 : t <= 1 ? 61 : t <= 2 ? 385 : t <= 3 ? 61 : t <= 4 ? 7 : t <= 5 ? 179 : t <= 6 ? 189 : t <= 7 ? 179 : t <= 8 ? 142 : t <= 9 ? 169 : t <= 10 ? 142 : t <= 11 ? 169 : t <= 12 ? 389 : t <= 13 ? 302 : t <= 14 ? 389 : t <= 15 ? 302 : t <= 16 ? 60 : t <= 17 ? 73 : t <= 18 ? 60 : t <= 19 ? 73 : t <= 20 ? 302 : t <= 21 ? 411 : t <= 22 ? 302 : t <= 23 ? 411 : t <= 24 ? 409 : t <= 25 ? 116 : t <= 26 ? 409 : t <= 27 ? 116 : t <= 28 ? 151 : t <= 29 ? 214 : t <= 30 ? 151 : 214] as r2625_n2s
expect r2625_n2s.wavefronts == 2
read w[t <= 4 ? 43 : t <= 14 ? 471 : 43] if (2147631120 >> t & 1) != 0 as r2626_few
expect r2626_few.wavefronts == 1
# Nsight's instrumented estimate: 3
read w[t <= 3 ? 452 : t <= 4 ? 112 : t <= 7 ? 144 : t <= 9 ? 143 : t <= 12 ? 74 : t <= 14 ? 399 : t <= 20 ? 217 : 507] if (5264024 >> t & 1) != 0 as r2627_rand
expect r2627_rand.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 55 : t <= 3 ? 80 : t <= 5 ? 63 : t <= 7 ? 80 : t <= 8 ? 71 : t <= 10 ? 64 : t <= 15 ? 56 : t <= 17 ? 79 : t <= 18 ? 56 : t <= 21 ? 79 : t <= 22 ? 80 : t <= 25 ? 55 : t <= 27 ? 56 : t <= 29 ? 79 : 64] if (2138539519 >> t & 1) != 0 as r2628_n1c
expect r2628_n1c.wavefronts == 6
read w[t <= 0 ? 35 : t <= 1 ? 357 : t <= 2 ? 35 : t <= 3 ? 357 : t <= 4 ? 201 : t <= 5 ? 358 : t <= 6 ? 201 : t <= 7 ? 358 : t <= 8 ? 306 : t <= 9 ? 251 : t <= 10 ? 306 : t <= 11 ? 251 : t <= 12 ? 449 : t <= 13 ? 481 : t <= 14 ? 369 : t <= 15 ? 481 : t <= 16 ? 89 : t <= 17 ? 257 : t <= 18 ? 89 : t <= 19 ? 257 : t <= 20 ? 382 : t <= 21 ? 234 : t <= 22 ? 382 : t <= 23 ? 234 : t <= 24 ? 195 : t <= 25 ? 82 : t <= 26 ? 195 : t <= 27 ? 82 : t <= 28 ? 71 : t <= 29 ? 163 : t <= 30 ? 11 : 163] as r2629_n2s
expect r2629_n2s.wavefronts == 5
read v[t <= 0 ? 460 : t <= 1 ? 68 : t <= 2 ? 131 : t <= 3 ? 402 : t <= 4 ? 454 : t <= 5 ? 265 : t <= 6 ? 9 : t <= 7 ? 70 : t <= 8 ? 352 : t <= 9 ? 254 : t <= 10 ? 335 : t <= 11 ? 412 : t <= 12 ? 266 : t <= 13 ? 56 : t <= 14 ? 151 : t <= 15 ? 12 : t <= 16 ? 339 : t <= 17 ? 10 : t <= 18 ? 446 : t <= 19 ? 259 : t <= 20 ? 135 : t <= 21 ? 19 : t <= 22 ? 222 : t <= 23 ? 42 : t <= 24 ? 509 : t <= 25 ? 474 : t <= 26 ? 122 : t <= 27 ? 205 : t <= 28 ? 193 : t <= 29 ? 367 : t <= 30 ? 499 : 321] as r2630_rand
expect r2630_rand.wavefronts == 9
write f[t <= 0 ? 145 : t <= 1 ? 146 : t <= 2 ? 145 : t <= 3 ? 146 : t <= 4 ? 178 : t <= 5 ? 147 : t <= 6 ? 178 : t <= 7 ? 147 : t <= 8 ? 179 : t <= 9 ? 177 : t <= 10 ? 179 : t <= 11 ? 177 : t <= 12 ? 113 : t <= 13 ? 178 : t <= 14 ? 113 : t <= 15 ? 178 : t <= 16 ? 146 : t <= 17 ? 83 : t <= 18 ? 146 : t <= 20 ? 83 : t <= 21 ? 81 : t <= 22 ? 83 : t <= 23 ? 81 : t <= 24 ? 177 : t <= 25 ? 82 : t <= 26 ? 177 : t <= 27 ? 82 : t <= 28 ? 114 : t <= 29 ? 83 : t <= 30 ? 114 : 83] as r2631_n2c
expect r2631_n2c.wavefronts == 4
read v[t <= 3 ? 277 : t <= 13 ? 58 : 117] if (2105352 >> t & 1) != 0 as r2632_rand
expect r2632_rand.wavefronts == 2
write v[1 * t + 191] if (160171808 >> t & 1) != 0 as r2633_stride
expect r2633_stride.wavefronts == 4
read f[360] if (4247760136 >> t & 1) != 0 as r2634_bcast
expect r2634_bcast.wavefronts == 1
read v[97] as r2635_bcast
expect r2635_bcast.wavefronts == 2
read v[t <= 1 ? 147 : t <= 2 ? 172 : t <= 3 ? 415 : t <= 5 ? 61 : t <= 6 ? 260 : t <= 7 ? 72 : t <= 9 ? 216 : t <= 11 ? 310 : t <= 13 ? 206 : t <= 15 ? 98 : t <= 17 ? 406 : t <= 19 ? 399 : t <= 21 ? 58 : t <= 23 ? 205 : t <= 25 ? 386 : t <= 27 ? 392 : t <= 28 ? 280 : t <= 29 ? 466 : 253] if (3221225471 >> t & 1) != 0 as r2636_n1s
expect r2636_n1s.wavefronts == 7
read v[34] as r2637_bcast
expect r2637_bcast.wavefronts == 2
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 56 : t <= 3 ? 73 : t <= 5 ? 56 : t <= 7 ? 73 : t <= 9 ? 88 : t <= 11 ? 89 : t <= 13 ? 56 : t <= 15 ? 57 : t <= 17 ? 56 : t <= 19 ? 57 : t <= 21 ? 88 : t <= 23 ? 57 : t <= 25 ? 104 : t <= 27 ? 105 : t <= 29 ? 104 : 73] as r2638_n1c
expect r2638_n1c.wavefronts == 4
read v[t <= 27 ? 167 : 332] if (1208012928 >> t & 1) != 0 as r2639_few
expect r2639_few.wavefronts == 2
read v[t <= 18 ? 100 : 433] if (2147745792 >> t & 1) != 0 as r2640_n1s
expect r2640_n1s.wavefronts == 1
read w[t <= 0 ? 500 : t <= 1 ? 16 : t <= 2 ? 240 : t <= 3 ? 16 : t <= 4 ? 385 : t <= 5 ? 239 : t <= 6 ? 385 : t <= 7 ? 239 : t <= 8 ? 426 : t <= 9 ? 262 : t <= 10 ? 426 : t <= 11 ? 262 : t <= 12 ? 78 : t <= 13 ? 356 : t <= 14 ? 78 : t <= 15 ? 356 : t <= 16 ? 276 : t <= 17 ? 242 : t <= 18 ? 276 : t <= 19 ? 242 : t <= 20 ? 280 : t <= 21 ? 219 : t <= 22 ? 280 : t <= 23 ? 219 : t <= 24 ? 351 : t <= 25 ? 271 : t <= 26 ? 43 : t <= 27 ? 151 : t <= 28 ? 359 : t <= 29 ? 383 : t <= 30 ? 359 : 383] as r2641_n2s
expect r2641_n2s.wavefronts == 5
read w[t <= 9 ? 401 : t <= 14 ? 511 : t <= 21 ? 459 : 421] if (270549504 >> t & 1) != 0 as r2642_n2s
expect r2642_n2s.wavefronts == 1
read v[t <= 25 ? 463 : t <= 26 ? 236 : 463] if (234881024 >> t & 1) != 0 as r2643_few
expect r2643_few.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 40 : t <= 3 ? 41 : t <= 5 ? 40 : t <= 7 ? 41 : t <= 9 ? 16 : t <= 11 ? 17 : t <= 13 ? 32 : t <= 15 ? 41 : t <= 17 ? 24 : t <= 19 ? 33 : t <= 21 ? 40 : t <= 23 ? 33 : t <= 25 ? 24 : t <= 27 ? 25 : t <= 29 ? 24 : 41] as r2644_n1c
expect r2644_n1c.wavefronts == 6
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 352 : t <= 3 ? 442 : t <= 5 ? 97 : t <= 7 ? 224 : t <= 9 ? 300 : t <= 11 ? 167 : t <= 13 ? 179 : t <= 15 ? 239 : t <= 17 ? 83 : t <= 19 ? 319 : t <= 21 ? 434 : t <= 23 ? 328 : t <= 25 ? 338 : t <= 27 ? 251 : t <= 29 ? 30 : 193] as r2645_n1
expect r2645_n1.wavefronts == 2
write v[t <= 11 ? 440 : t <= 12 ? 188 : t <= 13 ? 482 : t <= 14 ? 188 : t <= 15 ? 482 : t <= 16 ? 209 : t <= 17 ? 312 : t <= 18 ? 209 : t <= 19 ? 312 : t <= 20 ? 0 : t <= 21 ? 486 : t <= 22 ? 0 : t <= 23 ? 486 : t <= 24 ? 327 : t <= 25 ? 320 : t <= 26 ? 327 : t <= 27 ? 320 : t <= 28 ? 53 : t <= 29 ? 246 : 53] if (2147481600 >> t & 1) != 0 as r2646_n2
expect r2646_n2.wavefronts == 4
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 89 : t <= 1 ? 90 : t <= 2 ? 89 : t <= 4 ? 90 : t <= 5 ? 59 : t <= 6 ? 90 : t <= 8 ? 59 : t <= 9 ? 73 : t <= 10 ? 59 : t <= 11 ? 73 : t <= 12 ? 57 : t <= 13 ? 42 : t <= 14 ? 57 : t <= 16 ? 42 : t <= 17 ? 75 : t <= 18 ? 42 : t <= 19 ? 75 : t <= 20 ? 91 : t <= 21 ? 57 : t <= 22 ? 91 : t <= 23 ? 57 : t <= 24 ? 41 : t <= 25 ? 90 : t <= 26 ? 41 : t <= 27 ? 90 : t <= 28 ? 74 : t <= 29 ? 59 : t <= 30 ? 74 : 59] as r2647_n2c
expect r2647_n2c.wavefronts == 4
read v[t <= 8 ? 381 : t <= 10 ? 90 : t <= 11 ? 61 : t <= 12 ? 90 : t <= 14 ? 61 : t <= 15 ? 90 : t <= 16 ? 61 : 381] if (524032 >> t & 1) != 0 as r2648_few
expect r2648_few.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[382] if (2214888197 >> t & 1) != 0 as r2649_bcast
expect r2649_bcast.wavefronts == 2
read f[t <= 1 ? 102 : t <= 3 ? 71 : t <= 5 ? 166 : t <= 7 ? 103 : t <= 9 ? 70 : t <= 11 ? 103 : t <= 13 ? 102 : t <= 15 ? 167 : t <= 17 ? 102 : t <= 19 ? 167 : t <= 21 ? 134 : t <= 23 ? 71 : t <= 25 ? 70 : t <= 27 ? 103 : t <= 29 ? 166 : 135] as r2650_n1c
expect r2650_n1c.wavefronts == 4
write v[69] if (3737119615 >> t & 1) != 0 as r2651_bcast
expect r2651_bcast.wavefronts == 4
read v[t <= 2 ? 295 : t <= 6 ? 290 : t <= 12 ? 361 : t <= 15 ? 210 : t <= 16 ? 374 : t <= 21 ? 151 : 383] if (271683652 >> t & 1) != 0 as r2652_n1s
expect r2652_n1s.wavefronts == 4
read v[t <= 0 ? 225 : t <= 1 ? 96 : t <= 2 ? 222 : t <= 3 ? 488 : t <= 4 ? 421 : t <= 5 ? 106 : t <= 6 ? 101 : t <= 7 ? 98 : t <= 8 ? 35 : t <= 9 ? 230 : t <= 10 ? 252 : t <= 11 ? 303 : t <= 12 ? 208 : t <= 13 ? 82 : t <= 14 ? 164 : t <= 16 ? 138 : t <= 17 ? 179 : t <= 18 ? 411 : t <= 19 ? 117 : t <= 20 ? 2 : t <= 21 ? 260 : t <= 22 ? 419 : t <= 23 ? 423 : t <= 24 ? 357 : t <= 25 ? 457 : t <= 26 ? 99 : t <= 27 ? 74 : t <= 28 ? 46 : t <= 29 ? 432 : t <= 30 ? 187 : 147] as r2653_rand
expect r2653_rand.wavefronts == 10
write v[t <= 8 ? 402 : t <= 10 ? 128 : t <= 17 ? 61 : 93] if (537068800 >> t & 1) != 0 as r2654_n1
expect r2654_n1.wavefronts == 3
read f[t <= 1 ? 204 : t <= 3 ? 406 : t <= 5 ? 91 : t <= 7 ? 210 : t <= 9 ? 329 : t <= 11 ? 161 : t <= 13 ? 26 : t <= 15 ? 249 : t <= 17 ? 222 : t <= 19 ? 283 : t <= 21 ? 281 : t <= 23 ? 265 : t <= 25 ? 257 : t <= 27 ? 63 : t <= 29 ? 379 : 295] as r2655_n1
expect r2655_n1.wavefronts == 3
# Nsight's instrumented estimate: 6
read w[t <= 0 ? 170 : t <= 1 ? 123 : t <= 4 ? 139 : t <= 8 ? 172 : t <= 9 ? 154 : t <= 10 ? 172 : t <= 11 ? 154 : t <= 12 ? 122 : t <= 13 ? 171 : t <= 14 ? 122 : t <= 16 ? 171 : t <= 19 ? 156 : t <= 20 ? 172 : t <= 21 ? 154 : t <= 22 ? 172 : t <= 23 ? 154 : t <= 24 ? 138 : t <= 25 ? 171 : t <= 26 ? 138 : t <= 27 ? 171 : t <= 29 ? 124 : t <= 30 ? 171 : 124] if (4026269619 >> t & 1) != 0 as r2656_n2c
expect r2656_n2c.wavefronts == 4
# Nsight's instrumented estimate: 1
read v[367] if (1157967884 >> t & 1) != 0 as r2657_bcast
expect r2657_bcast.wavefronts == 2
read w[t <= 0 ? 446 : t <= 23 ? 395 : 9] if (142606337 >> t & 1) != 0 as r2658_n2s
expect r2658_n2s.wavefronts == 1
read w[t <= 2 ? 101 : t <= 10 ? 71 : t <= 12 ? 101 : 55] if (1053700 >> t & 1) != 0 as r2659_n2c
expect r2659_n2c.wavefronts == 2
read v[17 * t + -47] if (33558528 >> t & 1) != 0 as r2660_stride
expect r2660_stride.wavefronts == 2
write w[t <= 13 ? 127 : t <= 22 ? 11 : 236] if (12591104 >> t & 1) != 0 as r2661_n2
expect r2661_n2.wavefronts == 2
# Nsight's instrumented estimate: 4
read v[t <= 5 ? 15 : t <= 10 ? 331 : t <= 12 ? 339 : t <= 23 ? 438 : t <= 27 ? 172 : 29] if (2323649568 >> t & 1) != 0 as r2662_n2s
expect r2662_n2s.wavefronts == 3
read w[t <= 0 ? 460 : t <= 1 ? 208 : t <= 2 ? 460 : t <= 3 ? 208 : t <= 4 ? 237 : t <= 5 ? 131 : t <= 6 ? 237 : t <= 7 ? 131 : t <= 8 ? 21 : t <= 9 ? 178 : t <= 10 ? 21 : t <= 11 ? 178 : t <= 12 ? 499 : t <= 13 ? 266 : t <= 14 ? 499 : t <= 15 ? 266 : t <= 16 ? 112 : t <= 17 ? 233 : t <= 18 ? 112 : t <= 19 ? 233 : t <= 20 ? 290 : t <= 21 ? 207 : t <= 22 ? 290 : t <= 23 ? 207 : t <= 24 ? 126 : t <= 25 ? 307 : t <= 26 ? 126 : t <= 27 ? 307 : t <= 28 ? 347 : t <= 29 ? 355 : t <= 30 ? 347 : 355] as r2663_n2
expect r2663_n2.wavefronts == 4
read v[498] if (1 >> t & 1) != 0 as r2664_stride
expect r2664_stride.wavefronts == 1
read w[t <= 0 ? 129 : t <= 1 ? 185 : t <= 2 ? 129 : t <= 3 ? 185 : t <= 4 ? 423 : t <= 5 ? 134 : t <= 6 ? 423 : t <= 7 ? 134 : t <= 8 ? 466 : t <= 9 ? 135 : t <= 10 ? 466 : t <= 11 ? 135 : t <= 12 ? 477 : t <= 13 ? 284 : t <= 14 ? 477 : t <= 15 ? 284 : t <= 16 ? 485 : t <= 17 ? 490 : t <= 18 ? 394 : t <= 19 ? 490 : t <= 21 ? 67 : t <= 22 ? 340 : t <= 23 ? 67 : t <= 24 ? 280 : t <= 25 ? 393 : t <= 26 ? 280 : t <= 27 ? 393 : t <= 28 ? 368 : t <= 29 ? 158 : t <= 30 ? 368 : 158] if (4293918719 >> t & 1) != 0 as r2665_n2s
expect r2665_n2s.wavefronts == 4
write w[170] if (1048576 >> t & 1) != 0 as r2666_rand
expect r2666_rand.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 3 ? 141 : t <= 7 ? 125 : t <= 8 ? 156 : t <= 13 ? 140 : t <= 15 ? 157 : t <= 21 ? 108 : t <= 24 ? 124 : 109] if (153133448 >> t & 1) != 0 as r2667_n1c
expect r2667_n1c.wavefronts == 4
read v[2 * t + 254] if (547490465 >> t & 1) != 0 as r2668_stride
expect r2668_stride.wavefronts == 5
write w[54] if (3746821015 >> t & 1) != 0 as r2669_bcast
expect r2669_bcast.wavefronts == 2
read w[t <= 4 ? 62 : t <= 5 ? 88 : t <= 6 ? 62 : 88] if (240 >> t & 1) != 0 as r2670_n2
expect r2670_n2.wavefronts == 1
read f[t <= 1 ? 61 : t <= 3 ? 407 : t <= 5 ? 511 : t <= 6 ? 296 : t <= 7 ? 60 : t <= 9 ? 489 : t <= 13 ? 35 : t <= 15 ? 355 : t <= 16 ? 56 : t <= 19 ? 390 : t <= 21 ? 79 : t <= 23 ? 100 : t <= 25 ? 4 : t <= 27 ? 115 : t <= 29 ? 163 : 368] if (3221091071 >> t & 1) != 0 as r2671_n1s
expect r2671_n1s.wavefronts == 3
write v[t <= 0 ? 40 : t <= 1 ? 25 : t <= 2 ? 40 : t <= 3 ? 25 : t <= 4 ? 33 : t <= 5 ? 26 : t <= 6 ? 33 : t <= 7 ? 26 : t <= 8 ? 18 : t <= 9 ? 24 : t <= 10 ? 18 : t <= 11 ? 24 : t <= 12 ? 16 : t <= 13 ? 25 : t <= 14 ? 16 : t <= 15 ? 25 : t <= 16 ? 17 : t <= 17 ? 34 : t <= 18 ? 17 : t <= 19 ? 34 : t <= 20 ? 18 : t <= 23 ? 32 : t <= 24 ? 16 : t <= 25 ? 17 : t <= 26 ? 16 : t <= 27 ? 17 : t <= 30 ? 41 : 42] if (3753902079 >> t & 1) != 0 as r2672_n2c
expect r2672_n2c.wavefronts == 8
read w[t <= 25 ? 98 : t <= 27 ? 83 : t <= 29 ? 82 : 115] if (2130706432 >> t & 1) != 0 as r2673_n1c
expect r2673_n1c.wavefronts == 2
write f[t <= 2 ? 197 : t <= 8 ? 124 : t <= 9 ? 439 : t <= 15 ? 388 : t <= 19 ? 205 : t <= 22 ? 67 : t <= 23 ? 391 : t <= 25 ? 297 : t <= 26 ? 283 : 187] if (382247684 >> t & 1) != 0 as r2674_n2
expect r2674_n2.wavefronts == 2
read v[t <= 1 ? 305 : t <= 3 ? 190 : t <= 5 ? 369 : t <= 7 ? 80 : t <= 8 ? 361 : t <= 9 ? 260 : t <= 11 ? 292 : t <= 13 ? 134 : t <= 14 ? 166 : t <= 15 ? 319 : t <= 17 ? 215 : t <= 19 ? 262 : t <= 21 ? 297 : t <= 22 ? 138 : t <= 23 ? 433 : t <= 25 ? 109 : t <= 27 ? 4 : t <= 29 ? 32 : 385] as r2675_n1s
expect r2675_n1s.wavefronts == 7
write v[t <= 5 ? 391 : t <= 6 ? 406 : t <= 10 ? 438 : t <= 11 ? 411 : t <= 20 ? 40 : 142] if (17828960 >> t & 1) != 0 as r2676_n2
expect r2676_n2.wavefronts == 4
read w[271] as r2677_bcast
expect r2677_bcast.wavefronts == 1
write w[t <= 1 ? 233 : t <= 3 ? 59 : t <= 5 ? 25 : t <= 6 ? 262 : t <= 7 ? 372 : t <= 9 ? 90 : t <= 10 ? 491 : t <= 11 ? 483 : t <= 13 ? 377 : t <= 15 ? 499 : t <= 17 ? 198 : t <= 19 ? 309 : t <= 21 ? 487 : t <= 23 ? 101 : t <= 25 ? 210 : t <= 27 ? 247 : t <= 29 ? 149 : 406] as r2678_n1s
expect r2678_n1s.wavefronts == 6
write v[t <= 3 ? 146 : t <= 4 ? 122 : t <= 8 ? 131 : t <= 15 ? 146 : 138] if (295192 >> t & 1) != 0 as r2679_n2c
expect r2679_n2c.wavefronts == 4
read w[t <= 16 ? 92 : t <= 23 ? 237 : 224] if (2155937792 >> t & 1) != 0 as r2680_n2
expect r2680_n2.wavefronts == 1
write v[t <= 1 ? 399 : t <= 3 ? 23 : t <= 5 ? 420 : t <= 7 ? 254 : t <= 9 ? 370 : t <= 11 ? 211 : t <= 13 ? 347 : t <= 15 ? 160 : t <= 17 ? 460 : t <= 19 ? 204 : t <= 21 ? 80 : t <= 23 ? 323 : t <= 25 ? 70 : t <= 27 ? 213 : t <= 29 ? 149 : 51] as r2681_n1
expect r2681_n1.wavefronts == 8
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 71 : t <= 3 ? 465 : t <= 10 ? 285 : t <= 12 ? 311 : t <= 19 ? 460 : t <= 24 ? 209 : t <= 26 ? 84 : 234] if (621548554 >> t & 1) != 0 as r2682_n1
expect r2682_n1.wavefronts == 2
read v[t <= 0 ? 131 : t <= 1 ? 113 : t <= 2 ? 131 : t <= 3 ? 113 : t <= 4 ? 152 : t <= 5 ? 257 : t <= 6 ? 152 : t <= 7 ? 257 : t <= 8 ? 216 : t <= 9 ? 159 : t <= 10 ? 216 : t <= 11 ? 159 : t <= 12 ? 72 : t <= 13 ? 49 : t <= 14 ? 72 : t <= 15 ? 49 : t <= 16 ? 325 : t <= 17 ? 301 : t <= 18 ? 325 : t <= 19 ? 284 : t <= 20 ? 181 : t <= 21 ? 353 : t <= 22 ? 181 : t <= 23 ? 353 : t <= 24 ? 201 : t <= 25 ? 404 : t <= 26 ? 475 : t <= 27 ? 404 : t <= 28 ? 43 : t <= 29 ? 372 : t <= 30 ? 414 : 372] as r2683_n2s
expect r2683_n2s.wavefronts == 9
read v[t <= 2 ? 269 : t <= 6 ? 227 : t <= 17 ? 389 : t <= 22 ? 320 : 507] if (71434308 >> t & 1) != 0 as r2684_rand
expect r2684_rand.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 1 ? 42 : t <= 3 ? 95 : t <= 5 ? 433 : t <= 7 ? 117 : t <= 9 ? 215 : t <= 11 ? 324 : t <= 13 ? 86 : t <= 15 ? 158 : t <= 17 ? 227 : t <= 19 ? 236 : t <= 21 ? 248 : t <= 23 ? 320 : t <= 25 ? 455 : t <= 27 ? 68 : t <= 29 ? 416 : 208] as r2685_n1
expect r2685_n1.wavefronts == 6
write v[t <= 1 ? 179 : t <= 2 ? 251 : t <= 3 ? 215 : t <= 5 ? 488 : t <= 7 ? 368 : t <= 9 ? 73 : t <= 10 ? 160 : t <= 13 ? 436 : t <= 15 ? 198 : t <= 16 ? 120 : t <= 17 ? 350 : t <= 19 ? 381 : t <= 21 ? 510 : t <= 23 ? 128 : t <= 24 ? 263 : t <= 26 ? 133 : t <= 28 ? 136 : 285] if (3589256894 >> t & 1) != 0 as r2686_n1s
expect r2686_n1s.wavefronts == 7
write v[t <= 1 ? 53 : t <= 2 ? 68 : t <= 3 ? 53 : t <= 4 ? 69 : t <= 14 ? 76 : t <= 19 ? 54 : t <= 25 ? 77 : 61] if (302530590 >> t & 1) != 0 as r2687_n2c
expect r2687_n2c.wavefronts == 6
# Nsight's instrumented estimate: 3
read v[5 * t + 226] if (48767108 >> t & 1) != 0 as r2688_stride
expect r2688_stride.wavefronts == 4
read w[451] if (131072 >> t & 1) != 0 as r2689_bcast
expect r2689_bcast.wavefronts == 1
read w[t <= 0 ? 406 : t <= 1 ? 300 : t <= 2 ? 73 : t <= 3 ? 254 : t <= 4 ? 26 : t <= 5 ? 207 : t <= 7 ? 135 : t <= 8 ? 273 : t <= 9 ? 455 : t <= 10 ? 483 : t <= 12 ? 119 : t <= 13 ? 113 : t <= 14 ? 194 : t <= 15 ? 491 : t <= 16 ? 448 : t <= 18 ? 364 : t <= 19 ? 25 : t <= 21 ? 169 : t <= 22 ? 318 : t <= 23 ? 405 : t <= 24 ? 2 : t <= 26 ? 232 : t <= 27 ? 423 : t <= 28 ? 75 : t <= 29 ? 354 : t <= 30 ? 131 : 477] if (4260231103 >> t & 1) != 0 as r2690_rand
expect r2690_rand.wavefronts == 5
# Nsight's instrumented estimate: 4
read w[t <= 13 ? 68 : t <= 15 ? 69 : t <= 17 ? 84 : t <= 19 ? 85 : t <= 21 ? 68 : t <= 23 ? 101 : 100] if (67100672 >> t & 1) != 0 as r2691_n1c
expect r2691_n1c.wavefronts == 3
write w[t <= 0 ? 39 : t <= 1 ? 166 : t <= 3 ? 480 : t <= 4 ? 296 : t <= 5 ? 84 : t <= 6 ? 118 : t <= 7 ? 430 : t <= 10 ? 181 : t <= 12 ? 307 : t <= 14 ? 41 : t <= 15 ? 193 : t <= 16 ? 10 : t <= 18 ? 476 : t <= 19 ? 477 : t <= 20 ? 480 : t <= 21 ? 325 : t <= 22 ? 370 : t <= 24 ? 51 : t <= 25 ? 93 : t <= 26 ? 316 : t <= 27 ? 87 : t <= 30 ? 142 : 393] if (3481130235 >> t & 1) != 0 as r2692_rand
expect r2692_rand.wavefronts == 4
read v[217] if (2037034871 >> t & 1) != 0 as r2693_bcast
expect r2693_bcast.wavefronts == 2
read v[t <= 10 ? 506 : 301] if (1073742848 >> t & 1) != 0 as r2694_few
expect r2694_few.wavefronts == 2
write f[t <= 8 ? 172 : t <= 18 ? 245 : 323] if (268697856 >> t & 1) != 0 as r2695_n1
expect r2695_n1.wavefronts == 1
read v[t <= 0 ? 255 : t <= 7 ? 117 : t <= 9 ? 256 : t <= 15 ? 438 : t <= 25 ? 186 : 480] if (167805569 >> t & 1) != 0 as r2696_n1
expect r2696_n1.wavefronts == 2
read v[t <= 3 ? 438 : t <= 6 ? 314 : t <= 9 ? 438 : t <= 11 ? 314 : t <= 13 ? 438 : t <= 15 ? 314 : t <= 18 ? 438 : t <= 19 ? 314 : t <= 20 ? 438 : t <= 24 ? 314 : t <= 27 ? 438 : t <= 30 ? 314 : 438] if (3386681928 >> t & 1) != 0 as r2697_few
expect r2697_few.wavefronts == 4
read f[t <= 1 ? 137 : t <= 3 ? 170 : t <= 5 ? 201 : t <= 7 ? 106 : t <= 9 ? 169 : t <= 11 ? 138 : t <= 13 ? 137 : t <= 15 ? 202 : t <= 17 ? 105 : t <= 19 ? 170 : t <= 21 ? 201 : t <= 23 ? 202 : t <= 25 ? 105 : t <= 27 ? 138 : t <= 29 ? 137 : 202] if (4294966207 >> t & 1) != 0 as r2698_n1c
expect r2698_n1c.wavefronts == 4
# Nsight's instrumented estimate: 5
read v[t <= 4 ? 42 : t <= 7 ? 51 : t <= 10 ? 35 : t <= 12 ? 57 : t <= 13 ? 58 : t <= 14 ? 57 : t <= 15 ? 58 : t <= 16 ? 42 : t <= 19 ? 35 : t <= 20 ? 51 : t <= 21 ? 33 : t <= 22 ? 51 : 49] if (24900784 >> t & 1) != 0 as r2699_n2c
expect r2699_n2c.wavefronts == 4
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 386 : t <= 3 ? 47 : t <= 5 ? 495 : t <= 7 ? 271 : t <= 9 ? 44 : t <= 11 ? 442 : t <= 13 ? 360 : t <= 15 ? 428 : t <= 17 ? 121 : t <= 19 ? 2 : t <= 21 ? 24 : t <= 23 ? 335 : t <= 25 ? 381 : t <= 27 ? 62 : t <= 29 ? 35 : 502] as r2700_n1
expect r2700_n1.wavefronts == 5
read w[t <= 11 ? 64 : t <= 15 ? 507 : t <= 17 ? 144 : t <= 18 ? 304 : t <= 19 ? 144 : t <= 27 ? 24 : 355] if (437159936 >> t & 1) != 0 as r2701_n2
expect r2701_n2.wavefronts == 3
read w[504] if (2778468523 >> t & 1) != 0 as r2702_bcast
expect r2702_bcast.wavefronts == 1
write v[t <= 0 ? 227 : t <= 1 ? 367 : t <= 2 ? 227 : t <= 3 ? 367 : t <= 4 ? 437 : t <= 5 ? 62 : t <= 6 ? 437 : t <= 7 ? 62 : t <= 8 ? 214 : t <= 9 ? 234 : t <= 10 ? 214 : t <= 11 ? 234 : t <= 12 ? 394 : t <= 13 ? 26 : t <= 14 ? 394 : t <= 15 ? 26 : t <= 16 ? 390 : t <= 17 ? 260 : t <= 18 ? 390 : t <= 19 ? 260 : t <= 20 ? 83 : t <= 21 ? 469 : t <= 22 ? 83 : t <= 23 ? 469 : t <= 24 ? 178 : t <= 25 ? 366 : t <= 26 ? 178 : t <= 27 ? 366 : t <= 28 ? 414 : t <= 29 ? 248 : t <= 30 ? 414 : 248] as r2703_n2
expect r2703_n2.wavefronts == 7
write v[t <= 0 ? 474 : t <= 1 ? 45 : t <= 2 ? 474 : t <= 3 ? 45 : t <= 4 ? 145 : t <= 5 ? 362 : t <= 6 ? 145 : t <= 7 ? 362 : t <= 8 ? 402 : t <= 9 ? 150 : t <= 10 ? 402 : t <= 11 ? 150 : t <= 15 ? 366 : t <= 16 ? 281 : t <= 17 ? 100 : t <= 18 ? 281 : t <= 19 ? 100 : t <= 20 ? 449 : t <= 21 ? 262 : t <= 22 ? 449 : t <= 23 ? 262 : t <= 24 ? 208 : t <= 25 ? 275 : t <= 26 ? 208 : t <= 27 ? 275 : t <= 28 ? 99 : t <= 29 ? 266 : t <= 30 ? 99 : 266] as r2704_n2
expect r2704_n2.wavefronts == 8
read v[t <= 15 ? 83 : 75] if (67141640 >> t & 1) != 0 as r2705_n1c
expect r2705_n1c.wavefronts == 2
read v[338] as r2706_stride
expect r2706_stride.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[2 * t + 28] if (269533185 >> t & 1) != 0 as r2707_stride
expect r2707_stride.wavefronts == 2
read w[t <= 1 ? 160 : t <= 2 ? 185 : t <= 3 ? 160 : t <= 5 ? 185 : t <= 6 ? 168 : t <= 10 ? 160 : t <= 11 ? 185 : t <= 12 ? 160 : t <= 13 ? 185 : t <= 14 ? 168 : t <= 18 ? 160 : t <= 21 ? 168 : t <= 25 ? 185 : t <= 26 ? 160 : t <= 28 ? 185 : t <= 29 ? 168 : t <= 30 ? 160 : 185] if (4293918575 >> t & 1) != 0 as r2708_few
expect r2708_few.wavefronts == 2
read f[t <= 0 ? 57 : t <= 1 ? 165 : t <= 2 ? 57 : t <= 3 ? 165 : t <= 4 ? 295 : t <= 5 ? 8 : t <= 6 ? 295 : t <= 7 ? 38 : t <= 8 ? 459 : t <= 9 ? 203 : t <= 10 ? 459 : t <= 11 ? 203 : t <= 12 ? 29 : t <= 13 ? 255 : t <= 14 ? 29 : t <= 15 ? 255 : t <= 16 ? 241 : t <= 17 ? 267 : t <= 18 ? 197 : t <= 19 ? 267 : t <= 20 ? 67 : t <= 21 ? 174 : t <= 22 ? 67 : t <= 23 ? 174 : t <= 24 ? 215 : t <= 25 ? 363 : t <= 26 ? 215 : t <= 27 ? 363 : t <= 28 ? 72 : t <= 29 ? 220 : t <= 30 ? 72 : 220] as r2709_n2s
expect r2709_n2s.wavefronts == 4
# Nsight's instrumented estimate: 3
read w[t <= 7 ? 252 : t <= 12 ? 447 : t <= 16 ? 173 : t <= 19 ? 481 : t <= 25 ? 199 : t <= 26 ? 439 : t <= 30 ? 235 : 64] if (3591049376 >> t & 1) != 0 as r2710_n2s
expect r2710_n2s.wavefronts == 2
read v[t <= 9 ? 5 : t <= 10 ? 72 : t <= 11 ? 5 : t <= 12 ? 280 : t <= 13 ? 137 : t <= 14 ? 280 : t <= 15 ? 137 : t <= 16 ? 195 : t <= 17 ? 271 : t <= 18 ? 195 : 271] if (1048064 >> t & 1) != 0 as r2711_n2
expect r2711_n2.wavefronts == 3
read v[t <= 0 ? 147 : t <= 1 ? 484 : t <= 2 ? 147 : t <= 3 ? 484 : t <= 4 ? 205 : t <= 5 ? 75 : t <= 6 ? 205 : t <= 7 ? 75 : t <= 8 ? 369 : t <= 9 ? 174 : t <= 10 ? 369 : t <= 11 ? 174 : t <= 12 ? 132 : t <= 13 ? 99 : t <= 14 ? 467 : t <= 15 ? 99 : t <= 16 ? 479 : t <= 17 ? 377 : t <= 18 ? 479 : t <= 19 ? 3 : t <= 20 ? 107 : t <= 21 ? 480 : t <= 22 ? 107 : t <= 23 ? 480 : t <= 24 ? 205 : t <= 25 ? 52 : t <= 26 ? 205 : t <= 27 ? 52 : t <= 28 ? 359 : t <= 29 ? 155 : t <= 30 ? 359 : 155] as r2712_n2s
expect r2712_n2s.wavefronts == 7
write w[t <= 4 ? 235 : t <= 8 ? 127 : t <= 13 ? 240 : t <= 18 ? 38 : t <= 22 ? 505 : 279] if (1079320848 >> t & 1) != 0 as r2713_n2
expect r2713_n2.wavefronts == 2
read v[t <= 0 ? 125 : t <= 1 ? 208 : t <= 2 ? 125 : t <= 3 ? 208 : t <= 4 ? 438 : t <= 5 ? 486 : t <= 6 ? 438 : t <= 7 ? 486 : t <= 8 ? 60 : t <= 9 ? 382 : t <= 10 ? 60 : t <= 11 ? 382 : t <= 12 ? 38 : t <= 13 ? 454 : t <= 14 ? 38 : t <= 15 ? 454 : t <= 16 ? 284 : t <= 17 ? 229 : t <= 18 ? 284 : t <= 19 ? 229 : t <= 20 ? 128 : t <= 21 ? 327 : t <= 22 ? 128 : t <= 23 ? 327 : t <= 24 ? 493 : t <= 25 ? 254 : t <= 26 ? 493 : t <= 27 ? 254 : t <= 28 ? 284 : t <= 29 ? 401 : t <= 30 ? 284 : 401] as r2714_n2
expect r2714_n2.wavefronts == 7
read f[t <= 21 ? 49 : 411] if (35651584 >> t & 1) != 0 as r2715_n2
expect r2715_n2.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 488 : t <= 2 ? 73 : t <= 5 ? 471 : t <= 6 ? 231 : t <= 9 ? 134 : t <= 11 ? 24 : t <= 17 ? 193 : t <= 19 ? 201 : t <= 21 ? 240 : t <= 23 ? 207 : t <= 24 ? 222 : t <= 27 ? 251 : t <= 29 ? 136 : 124] if (1845430901 >> t & 1) != 0 as r2716_n1
expect r2716_n1.wavefronts == 4
read f[t <= 0 ? 88 : t <= 1 ? 89 : t <= 2 ? 88 : t <= 3 ? 89 : t <= 4 ? 121 : t <= 5 ? 154 : t <= 6 ? 121 : t <= 7 ? 154 : t <= 8 ? 58 : t <= 9 ? 152 : t <= 10 ? 58 : t <= 11 ? 152 : t <= 12 ? 88 : t <= 13 ? 89 : t <= 14 ? 88 : t <= 15 ? 89 : t <= 16 ? 57 : t <= 17 ? 122 : t <= 18 ? 57 : t <= 20 ? 122 : t <= 21 ? 120 : t <= 22 ? 122 : t <= 23 ? 120 : t <= 24 ? 152 : t <= 25 ? 57 : t <= 26 ? 152 : t <= 27 ? 57 : t <= 28 ? 121 : t <= 29 ? 58 : t <= 30 ? 121 : 58] as r2717_n2c
expect r2717_n2c.wavefronts == 3
read v[t <= 1 ? 24 : t <= 4 ? 466 : t <= 5 ? 76 : t <= 8 ? 26 : t <= 9 ? 95 : t <= 10 ? 26 : t <= 11 ? 95 : t <= 12 ? 433 : t <= 15 ? 476 : t <= 18 ? 0 : t <= 20 ? 171 : t <= 21 ? 318 : t <= 22 ? 450 : t <= 23 ? 318 : t <= 26 ? 435 : t <= 27 ? 167 : t <= 29 ? 32 : t <= 30 ? 403 : 267] if (3992231730 >> t & 1) != 0 as r2718_n2s
expect r2718_n2s.wavefronts == 6
read v[t <= 1 ? 309 : t <= 17 ? 333 : 455] if (2228226 >> t & 1) != 0 as r2719_n2s
expect r2719_n2s.wavefronts == 2
read v[397] if (524288 >> t & 1) != 0 as r2720_n2
expect r2720_n2.wavefronts == 1
read v[t <= 1 ? 459 : t <= 3 ? 230 : t <= 5 ? 156 : t <= 7 ? 51 : t <= 9 ? 88 : t <= 11 ? 62 : t <= 13 ? 19 : t <= 15 ? 275 : t <= 17 ? 307 : t <= 19 ? 390 : t <= 21 ? 128 : t <= 23 ? 268 : t <= 25 ? 12 : t <= 27 ? 444 : t <= 29 ? 112 : 377] as r2721_n1
expect r2721_n1.wavefronts == 7
# Nsight's instrumented estimate: 3
read w[t <= 7 ? 73 : t <= 13 ? 24 : t <= 20 ? 41 : 73] if (2148540576 >> t & 1) != 0 as r2722_n2c
expect r2722_n2c.wavefronts == 2
write v[t <= 1 ? 59 : t <= 3 ? 76 : t <= 5 ? 67 : t <= 7 ? 68 : t <= 9 ? 83 : t <= 11 ? 76 : t <= 13 ? 75 : t <= 17 ? 59 : t <= 19 ? 60 : t <= 20 ? 83 : t <= 23 ? 84 : t <= 25 ? 83 : t <= 27 ? 84 : t <= 29 ? 59 : 76] if (4020191166 >> t & 1) != 0 as r2723_n1c
expect r2723_n1c.wavefronts == 8
write w[t <= 0 ? 45 : t <= 21 ? 29 : 47] if (538968065 >> t & 1) != 0 as r2724_n2c
expect r2724_n2c.wavefronts == 2
write v[t <= 1 ? 147 : t <= 3 ? 272 : t <= 5 ? 177 : t <= 7 ? 225 : t <= 8 ? 107 : t <= 9 ? 375 : t <= 11 ? 87 : t <= 13 ? 18 : t <= 15 ? 123 : t <= 17 ? 190 : t <= 19 ? 464 : t <= 21 ? 323 : t <= 23 ? 64 : t <= 25 ? 429 : t <= 27 ? 462 : t <= 29 ? 450 : 310] as r2725_n1s
expect r2725_n1s.wavefronts == 8
read f[t <= 0 ? 453 : t <= 1 ? 455 : t <= 2 ? 457 : t <= 3 ? 459 : t <= 4 ? 461 : t <= 5 ? 463 : t <= 6 ? 465 : t <= 7 ? 467 : t <= 8 ? 469 : t <= 9 ? 471 : t <= 10 ? 473 : t <= 11 ? 475 : t <= 12 ? 477 : t <= 13 ? 479 : t <= 14 ? 481 : t <= 15 ? 483 : t <= 16 ? 485 : t <= 17 ? 487 : t <= 18 ? 489 : t <= 19 ? 491 : t <= 20 ? 493 : t <= 21 ? 495 : t <= 22 ? 497 : t <= 23 ? 499 : t <= 24 ? 501 : t <= 25 ? 503 : t <= 26 ? 505 : t <= 27 ? 507 : t <= 28 ? 509 : t <= 29 ? 511 : t <= 30 ? 1 : 3] as r2726_stride
expect r2726_stride.wavefronts == 2
write v[t <= 0 ? 315 : t <= 1 ? 126 : t <= 2 ? 315 : t <= 3 ? 126 : t <= 4 ? 38 : t <= 5 ? 68 : t <= 6 ? 38 : t <= 7 ? 68 : t <= 8 ? 491 : t <= 9 ? 444 : t <= 10 ? 86 : t <= 11 ? 444 : t <= 12 ? 115 : t <= 13 ? 211 : t <= 14 ? 115 : t <= 15 ? 211 : t <= 16 ? 23 : t <= 17 ? 145 : t <= 18 ? 23 : t <= 19 ? 145 : t <= 20 ? 502 : t <= 21 ? 384 : t <= 22 ? 502 : t <= 23 ? 384 : t <= 24 ? 302 : t <= 25 ? 162 : t <= 26 ? 302 : t <= 27 ? 162 : t <= 28 ? 420 : t <= 29 ? 206 : t <= 30 ? 420 : 206] as r2727_n2s
expect r2727_n2s.wavefronts == 8
write v[t <= 7 ? 35 : t <= 8 ? 34 : t <= 22 ? 19 : t <= 26 ? 27 : 11] if (1145061760 >> t & 1) != 0 as r2728_n1c
expect r2728_n1c.wavefronts == 5
read w[t <= 3 ? 118 : t <= 7 ? 282 : t <= 8 ? 268 : t <= 16 ? 140 : t <= 17 ? 448 : 491] if (1245610 >> t & 1) != 0 as r2729_n2
expect r2729_n2.wavefronts == 2
read f[t <= 5 ? 119 : t <= 16 ? 254 : t <= 26 ? 448 : 49] if (335609904 >> t & 1) != 0 as r2730_n1
expect r2730_n1.wavefronts == 1
read w[t <= 4 ? 64 : t <= 9 ? 34 : t <= 14 ? 64 : t <= 16 ? 161 : t <= 18 ? 66 : t <= 25 ? 64 : t <= 26 ? 66 : t <= 30 ? 34 : 64] if (3323814420 >> t & 1) != 0 as r2731_few
expect r2731_few.wavefronts == 3
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 126 : t <= 2 ? 159 : t <= 5 ? 126 : t <= 7 ? 175 : t <= 9 ? 142 : t <= 11 ? 175 : t <= 12 ? 126 : t <= 15 ? 175 : t <= 17 ? 158 : t <= 19 ? 127 : t <= 21 ? 174 : t <= 23 ? 175 : t <= 25 ? 142 : t <= 27 ? 175 : t <= 29 ? 142 : 143] if (4294959095 >> t & 1) != 0 as r2732_n1c
expect r2732_n1c.wavefronts == 4
read v[t <= 2 ? 458 : t <= 3 ? 376 : t <= 4 ? 192 : t <= 8 ? 458 : t <= 9 ? 376 : t <= 10 ? 319 : t <= 15 ? 376 : t <= 16 ? 458 : t <= 17 ? 319 : t <= 18 ? 376 : t <= 19 ? 192 : t <= 21 ? 376 : t <= 22 ? 458 : t <= 24 ? 192 : t <= 26 ? 376 : t <= 28 ? 192 : t <= 29 ? 458 : t <= 30 ? 319 : 458] if (4253017917 >> t & 1) != 0 as r2733_few
expect r2733_few.wavefronts == 7
read v[252] if (33554432 >> t & 1) != 0 as r2734_stride
expect r2734_stride.wavefronts == 1
read w[1] if (541212748 >> t & 1) != 0 as r2735_bcast
expect r2735_bcast.wavefronts == 1
read w[t <= 5 ? 369 : t <= 6 ? 90 : t <= 8 ? 219 : t <= 16 ? 396 : t <= 20 ? 147 : t <= 25 ? 41 : 200] if (571539808 >> t & 1) != 0 as r2736_n1s
expect r2736_n1s.wavefronts == 1
write w[313] if (8 >> t & 1) != 0 as r2737_stride
expect r2737_stride.wavefronts == 1
read v[t <= 1 ? 159 : t <= 3 ? 497 : t <= 5 ? 63 : t <= 6 ? 158 : t <= 7 ? 50 : t <= 9 ? 437 : t <= 11 ? 388 : t <= 13 ? 507 : t <= 15 ? 283 : t <= 17 ? 10 : t <= 19 ? 195 : t <= 21 ? 157 : t <= 23 ? 324 : t <= 25 ? 0 : t <= 26 ? 226 : t <= 27 ? 71 : t <= 29 ? 450 : 454] as r2738_n1s
expect r2738_n1s.wavefronts == 7
write v[t <= 6 ? 312 : t <= 23 ? 69 : t <= 24 ? 229 : 390] if (2172649536 >> t & 1) != 0 as r2739_n2s
expect r2739_n2s.wavefronts == 3
write v[3 * t + 6] if (2147483649 >> t & 1) != 0 as r2740_stride
expect r2740_stride.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 0 ? 93 : t <= 1 ? 62 : t <= 2 ? 93 : t <= 4 ? 62 : t <= 5 ? 79 : t <= 6 ? 62 : t <= 7 ? 79 : t <= 8 ? 63 : t <= 9 ? 61 : t <= 10 ? 63 : t <= 11 ? 61 : t <= 12 ? 93 : t <= 13 ? 94 : t <= 14 ? 93 : t <= 16 ? 94 : t <= 17 ? 95 : t <= 18 ? 94 : t <= 19 ? 95 : t <= 20 ? 47 : t <= 21 ? 45 : t <= 22 ? 47 : t <= 23 ? 45 : t <= 24 ? 77 : t <= 25 ? 94 : t <= 26 ? 77 : t <= 27 ? 94 : t <= 28 ? 78 : t <= 29 ? 79 : t <= 30 ? 78 : 79] as r2741_n2c
expect r2741_n2c.wavefronts == 4
read w[t <= 7 ? 332 : t <= 8 ? 73 : 312] if (896 >> t & 1) != 0 as r2742_n2s
expect r2742_n2s.wavefronts == 1
write w[248] if (2147483648 >> t & 1) != 0 as r2743_n1
expect r2743_n1.wavefronts == 1
read w[3 * t + 74] as r2744_stride
expect r2744_stride.wavefronts == 2
write w[3 * t + 40] if (7890208 >> t & 1) != 0 as r2745_stride
expect r2745_stride.wavefronts == 2
write w[430] if (2097152 >> t & 1) != 0 as r2746_few
expect r2746_few.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 472 : t <= 3 ? 327 : t <= 7 ? 335 : t <= 9 ? 185 : t <= 11 ? 471 : t <= 13 ? 144 : t <= 15 ? 304 : t <= 17 ? 83 : t <= 19 ? 105 : t <= 21 ? 304 : t <= 23 ? 34 : t <= 25 ? 475 : t <= 27 ? 271 : t <= 29 ? 53 : 108] as r2747_n1
expect r2747_n1.wavefronts == 5
write v[3 * t + -4] if (3271044692 >> t & 1) != 0 as r2748_stride
expect r2748_stride.wavefronts == 4
read f[t <= 1 ? 66 : t <= 3 ? 144 : t <= 4 ? 271 : t <= 5 ? 25 : t <= 6 ? 182 : t <= 7 ? 421 : t <= 8 ? 358 : t <= 9 ? 71 : t <= 10 ? 478 : t <= 11 ? 353 : t <= 12 ? 470 : t <= 13 ? 222 : t <= 14 ? 446 : t <= 15 ? 164 : t <= 16 ? 381 : t <= 17 ? 466 : t <= 19 ? 155 : t <= 20 ? 504 : t <= 21 ? 494 : t <= 23 ? 99 : t <= 24 ? 425 : t <= 25 ? 180 : t <= 26 ? 33 : t <= 27 ? 486 : t <= 30 ? 305 : 422] if (3485204474 >> t & 1) != 0 as r2749_rand
expect r2749_rand.wavefronts == 3
read f[23] if (151260259 >> t & 1) != 0 as r2750_bcast
expect r2750_bcast.wavefronts == 1
read w[t <= 3 ? 166 : 492] if (1073741832 >> t & 1) != 0 as r2751_n1
expect r2751_n1.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 151 : t <= 3 ? 120 : t <= 5 ? 151 : t <= 7 ? 152 : t <= 9 ? 151 : t <= 11 ? 152 : t <= 13 ? 119 : t <= 15 ? 120 : t <= 17 ? 119 : t <= 19 ? 104 : t <= 21 ? 119 : t <= 23 ? 120 : t <= 25 ? 103 : t <= 27 ? 104 : t <= 29 ? 119 : 136] as r2752_n1c
expect r2752_n1c.wavefronts == 4
read v[t <= 0 ? 454 : t <= 1 ? 466 : t <= 2 ? 478 : t <= 3 ? 490 : t <= 4 ? 502 : t <= 5 ? 2 : t <= 6 ? 14 : t <= 7 ? 26 : t <= 8 ? 38 : t <= 9 ? 50 : t <= 10 ? 62 : t <= 11 ? 74 : t <= 12 ? 86 : t <= 13 ? 98 : t <= 14 ? 110 : t <= 15 ? 122 : t <= 16 ? 134 : t <= 17 ? 146 : t <= 18 ? 158 : t <= 19 ? 170 : t <= 20 ? 182 : t <= 21 ? 194 : t <= 22 ? 206 : t <= 23 ? 218 : t <= 24 ? 230 : t <= 25 ? 242 : t <= 26 ? 254 : t <= 27 ? 266 : t <= 28 ? 278 : t <= 29 ? 290 : t <= 30 ? 302 : 314] as r2753_stride
expect r2753_stride.wavefronts == 16
write w[t <= 2 ? 414 : t <= 3 ? 11 : t <= 6 ? 270 : t <= 7 ? 43 : t <= 8 ? 147 : t <= 9 ? 175 : t <= 14 ? 230 : t <= 15 ? 151 : t <= 16 ? 428 : t <= 17 ? 360 : t <= 18 ? 428 : t <= 19 ? 360 : t <= 22 ? 377 : t <= 23 ? 28 : t <= 24 ? 275 : t <= 25 ? 94 : t <= 26 ? 275 : t <= 27 ? 94 : 434] if (2950681565 >> t & 1) != 0 as r2754_n2s
expect r2754_n2s.wavefronts == 4
write w[t <= 1 ? 51 : t <= 3 ? 139 : t <= 5 ? 124 : t <= 7 ? 326 : t <= 9 ? 234 : t <= 11 ? 108 : t <= 13 ? 454 : t <= 15 ? 277 : t <= 17 ? 85 : t <= 19 ? 425 : t <= 21 ? 169 : t <= 23 ? 35 : t <= 25 ? 339 : t <= 27 ? 449 : t <= 29 ? 97 : 120] as r2755_n1
expect r2755_n1.wavefronts == 4
read v[t <= 1 ? 41 : t <= 3 ? 112 : t <= 4 ? 404 : t <= 5 ? 415 : t <= 7 ? 474 : t <= 9 ? 106 : t <= 11 ? 137 : t <= 13 ? 71 : t <= 15 ? 26 : t <= 17 ? 419 : t <= 19 ? 374 : t <= 21 ? 463 : t <= 23 ? 259 : t <= 25 ? 452 : t <= 27 ? 401 : t <= 29 ? 147 : t <= 30 ? 284 : 85] as r2756_n1s
expect r2756_n1s.wavefronts == 7
# Nsight's instrumented estimate: 5
read w[t <= 2 ? 91 : t <= 11 ? 107 : t <= 12 ? 123 : t <= 16 ? 92 : t <= 24 ? 123 : 124] if (184629252 >> t & 1) != 0 as r2757_n2c
expect r2757_n2c.wavefronts == 3
read v[t <= 0 ? 33 : t <= 15 ? 50 : t <= 22 ? 34 : t <= 25 ? 25 : 26] if (1111523337 >> t & 1) != 0 as r2758_n1c
expect r2758_n1c.wavefronts == 3
read f[t <= 0 ? 149 : t <= 1 ? 86 : t <= 2 ? 149 : t <= 4 ? 86 : t <= 5 ? 87 : t <= 6 ? 86 : t <= 7 ? 87 : t <= 8 ? 55 : t <= 9 ? 53 : t <= 10 ? 55 : t <= 11 ? 53 : t <= 12 ? 117 : t <= 13 ? 118 : t <= 14 ? 117 : t <= 15 ? 118 : t <= 16 ? 150 : t <= 17 ? 119 : t <= 18 ? 150 : t <= 20 ? 119 : t <= 21 ? 85 : t <= 22 ? 119 : t <= 23 ? 85 : t <= 24 ? 117 : t <= 25 ? 54 : t <= 26 ? 117 : t <= 27 ? 54 : t <= 28 ? 150 : t <= 29 ? 55 : t <= 30 ? 150 : 55] as r2759_n2c
expect r2759_n2c.wavefronts == 4
read w[42] as r2760_bcast
expect r2760_bcast.wavefronts == 1
# Nsight's instrumented estimate: 3
read v[t <= 0 ? 324 : t <= 9 ? 245 : t <= 14 ? 324 : t <= 21 ? 245 : t <= 22 ? 324 : 245] if (2162180609 >> t & 1) != 0 as r2761_few
expect r2761_few.wavefronts == 2
write w[t <= 0 ? 65 : t <= 1 ? 18 : t <= 2 ? 65 : t <= 3 ? 18 : t <= 4 ? 50 : t <= 5 ? 67 : t <= 6 ? 50 : t <= 7 ? 67 : t <= 8 ? 35 : t <= 9 ? 65 : t <= 10 ? 35 : t <= 12 ? 65 : t <= 13 ? 18 : t <= 14 ? 65 : t <= 15 ? 18 : t <= 16 ? 66 : t <= 17 ? 51 : t <= 18 ? 66 : t <= 19 ? 51 : t <= 20 ? 19 : t <= 21 ? 33 : t <= 22 ? 19 : t <= 23 ? 33 : t <= 24 ? 17 : t <= 25 ? 34 : t <= 26 ? 17 : t <= 27 ? 34 : t <= 28 ? 50 : t <= 29 ? 67 : t <= 30 ? 50 : 67] as r2762_n2c
expect r2762_n2c.wavefronts == 5
read w[t <= 0 ? 317 : t <= 1 ? 17 : t <= 2 ? 317 : t <= 3 ? 269 : t <= 4 ? 59 : t <= 5 ? 489 : t <= 6 ? 59 : t <= 7 ? 489 : t <= 8 ? 49 : t <= 9 ? 32 : t <= 10 ? 49 : t <= 11 ? 32 : t <= 12 ? 416 : t <= 13 ? 244 : t <= 14 ? 416 : t <= 15 ? 244 : t <= 16 ? 213 : t <= 17 ? 194 : t <= 18 ? 213 : t <= 19 ? 194 : t <= 20 ? 197 : t <= 21 ? 152 : t <= 22 ? 197 : t <= 23 ? 152 : t <= 24 ? 309 : t <= 25 ? 408 : t <= 26 ? 309 : t <= 27 ? 408 : t <= 28 ? 351 : t <= 29 ? 202 : t <= 30 ? 351 : 202] as r2763_n2s
expect r2763_n2s.wavefronts == 5
read w[t <= 3 ? 399 : t <= 7 ? 162 : t <= 9 ? 460 : t <= 10 ? 152 : t <= 13 ? 448 : t <= 14 ? 27 : t <= 17 ? 490 : t <= 18 ? 325 : t <= 22 ? 104 : t <= 24 ? 471 : t <= 25 ? 486 : t <= 26 ? 471 : t <= 27 ? 486 : t <= 29 ? 331 : t <= 30 ? 338 : 331] if (4014368392 >> t & 1) != 0 as r2764_n2
expect r2764_n2.wavefronts == 2
# Nsight's instrumented estimate: 3
read w[t <= 0 ? 97 : t <= 3 ? 176 : t <= 6 ? 262 : t <= 7 ? 238 : t <= 8 ? 67 : t <= 11 ? 15 : t <= 13 ? 297 : t <= 14 ? 205 : t <= 15 ? 297 : t <= 19 ? 421 : t <= 21 ? 398 : t <= 24 ? 149 : t <= 25 ? 256 : t <= 28 ? 246 : 31] if (2468932571 >> t & 1) != 0 as r2765_n2s
expect r2765_n2s.wavefronts == 2
read w[t <= 1 ? 108 : t <= 4 ? 341 : t <= 14 ? 108 : t <= 15 ? 341 : t <= 16 ? 108 : t <= 17 ? 341 : t <= 18 ? 108 : t <= 20 ? 341 : t <= 21 ? 108 : t <= 24 ? 341 : t <= 26 ? 108 : t <= 28 ? 341 : 108] as r2766_few
expect r2766_few.wavefronts == 2
read v[t <= 26 ? 508 : t <= 27 ? 404 : t <= 28 ? 28 : t <= 29 ? 250 : 187] if (2080374784 >> t & 1) != 0 as r2767_rand
expect r2767_rand.wavefronts == 3
read f[t <= 0 ? 136 : t <= 3 ? 169 : t <= 6 ? 137 : t <= 13 ? 169 : t <= 23 ? 136 : 72] if (75505739 >> t & 1) != 0 as r2768_n2c
expect r2768_n2c.wavefronts == 2
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 510 : t <= 1 ? 222 : t <= 2 ? 510 : t <= 3 ? 222 : t <= 4 ? 89 : t <= 5 ? 73 : t <= 6 ? 89 : t <= 7 ? 73 : t <= 8 ? 466 : t <= 9 ? 347 : t <= 10 ? 466 : t <= 11 ? 347 : t <= 12 ? 113 : t <= 13 ? 149 : t <= 14 ? 113 : t <= 15 ? 149 : t <= 16 ? 474 : t <= 17 ? 335 : t <= 18 ? 474 : t <= 19 ? 335 : t <= 20 ? 406 : t <= 21 ? 231 : t <= 22 ? 406 : t <= 23 ? 231 : t <= 24 ? 101 : t <= 25 ? 353 : t <= 26 ? 101 : t <= 27 ? 353 : t <= 28 ? 429 : t <= 29 ? 37 : t <= 30 ? 429 : 37] as r2769_n2
expect r2769_n2.wavefronts == 3
write w[21] if (1056964608 >> t & 1) != 0 as r2770_bcast
expect r2770_bcast.wavefronts == 1
# Nsight's instrumented estimate: 7
read v[t <= 2 ? 98 : t <= 3 ? 83 : t <= 6 ? 75 : t <= 7 ? 100 : t <= 9 ? 98 : t <= 10 ? 100 : t <= 11 ? 98 : t <= 14 ? 90 : t <= 19 ? 76 : t <= 20 ? 92 : t <= 24 ? 98 : t <= 25 ? 83 : t <= 26 ? 98 : t <= 28 ? 83 : t <= 29 ? 76 : 83] if (2142789341 >> t & 1) != 0 as r2771_n2c
expect r2771_n2c.wavefronts == 4
write w[t <= 1 ? 53 : t <= 3 ? 38 : t <= 5 ? 69 : t <= 7 ? 86 : t <= 9 ? 85 : t <= 10 ? 70 : t <= 13 ? 37 : t <= 15 ? 86 : t <= 17 ? 85 : t <= 19 ? 86 : t <= 21 ? 37 : t <= 23 ? 70 : t <= 25 ? 85 : t <= 27 ? 70 : t <= 29 ? 37 : 70] if (2147481599 >> t & 1) != 0 as r2772_n1c
expect r2772_n1c.wavefronts == 6
read w[63] if (1024 >> t & 1) != 0 as r2773_rand
expect r2773_rand.wavefronts == 1
read w[t <= 0 ? 280 : t <= 6 ? 260 : t <= 7 ? 280 : t <= 8 ? 300 : t <= 11 ? 280 : t <= 12 ? 260 : t <= 15 ? 280 : t <= 16 ? 300 : t <= 22 ? 280 : t <= 23 ? 300 : t <= 26 ? 260 : t <= 28 ? 280 : t <= 29 ? 260 : 280] if (4140939715 >> t & 1) != 0 as r2774_few
expect r2774_few.wavefronts == 2
read w[t <= 1 ? 81 : t <= 2 ? 113 : t <= 3 ? 145 : t <= 4 ? 177 : t <= 5 ? 209 : t <= 7 ? 273 : t <= 9 ? 337 : t <= 11 ? 401 : t <= 12 ? 433 : t <= 13 ? 465 : t <= 14 ? 497 : t <= 15 ? 17 : t <= 19 ? 145 : t <= 20 ? 177 : t <= 21 ? 209 : t <= 22 ? 241 : t <= 23 ? 273 : t <= 25 ? 337 : t <= 27 ? 401 : t <= 28 ? 433 : t <= 29 ? 465 : t <= 30 ? 497 : 17] if (4210621118 >> t & 1) != 0 as r2775_stride
expect r2775_stride.wavefronts == 23
read w[t <= 12 ? 7 : 30] if (67112960 >> t & 1) != 0 as r2776_n1s
expect r2776_n1s.wavefronts == 1
read f[t <= 3 ? 154 : t <= 5 ? 121 : t <= 12 ? 153 : t <= 16 ? 121 : t <= 21 ? 89 : 90] if (3223392296 >> t & 1) != 0 as r2777_n1c
expect r2777_n1c.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 0 ? 104 : t <= 1 ? 137 : t <= 2 ? 104 : t <= 3 ? 137 : t <= 4 ? 121 : t <= 5 ? 138 : t <= 6 ? 121 : t <= 7 ? 138 : t <= 8 ? 122 : t <= 9 ? 136 : t <= 10 ? 122 : t <= 11 ? 136 : t <= 12 ? 104 : t <= 13 ? 137 : t <= 14 ? 104 : t <= 15 ? 137 : t <= 16 ? 105 : t <= 17 ? 154 : t <= 18 ? 105 : t <= 20 ? 154 : t <= 21 ? 152 : t <= 22 ? 154 : t <= 24 ? 152 : t <= 25 ? 105 : t <= 26 ? 152 : t <= 27 ? 105 : t <= 28 ? 137 : t <= 29 ? 122 : t <= 30 ? 137 : 122] as r2778_n2c
expect r2778_n2c.wavefronts == 3
read f[t <= 0 ? 446 : t <= 1 ? 290 : t <= 2 ? 411 : t <= 3 ? 392 : t <= 4 ? 86 : t <= 5 ? 242 : t <= 6 ? 145 : t <= 7 ? 90 : t <= 8 ? 427 : t <= 9 ? 222 : t <= 10 ? 324 : t <= 11 ? 468 : t <= 12 ? 318 : t <= 13 ? 7 : t <= 14 ? 58 : t <= 15 ? 228 : t <= 16 ? 306 : t <= 17 ? 384 : t <= 18 ? 149 : t <= 19 ? 397 : t <= 20 ? 55 : t <= 21 ? 161 : t <= 22 ? 232 : t <= 23 ? 478 : t <= 24 ? 214 : t <= 25 ? 239 : t <= 26 ? 337 : t <= 27 ? 386 : t <= 28 ? 282 : t <= 29 ? 172 : t <= 30 ? 284 : 151] as r2779_rand
expect r2779_rand.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 111 : t <= 2 ? 142 : t <= 3 ? 111 : t <= 5 ? 144 : t <= 6 ? 143 : t <= 10 ? 144 : t <= 11 ? 110 : t <= 12 ? 94 : t <= 13 ? 111 : t <= 14 ? 94 : t <= 17 ? 96 : t <= 20 ? 112 : t <= 21 ? 110 : t <= 22 ? 112 : t <= 26 ? 142 : 95] if (208829934 >> t & 1) != 0 as r2780_n2c
expect r2780_n2c.wavefronts == 3
write v[279] as r2781_stride
expect r2781_stride.wavefronts == 4
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 74 : t <= 3 ? 107 : t <= 5 ? 106 : t <= 7 ? 107 : t <= 9 ? 58 : t <= 11 ? 75 : t <= 13 ? 106 : t <= 15 ? 75 : t <= 16 ? 74 : t <= 19 ? 75 : t <= 21 ? 58 : t <= 22 ? 75 : t <= 25 ? 74 : t <= 26 ? 59 : t <= 29 ? 74 : 75] if (3078483966 >> t & 1) != 0 as r2782_n1c
expect r2782_n1c.wavefronts == 3
write v[t <= 18 ? 129 : t <= 19 ? 136 : t <= 20 ? 263 : t <= 21 ? 351 : t <= 22 ? 326 : t <= 23 ? 264 : t <= 24 ? 481 : t <= 25 ? 493 : t <= 26 ? 198 : t <= 27 ? 269 : 341] if (536608768 >> t & 1) != 0 as r2783_rand
expect r2783_rand.wavefronts == 5
write v[129] if (16 >> t & 1) != 0 as r2784_n1c
expect r2784_n1c.wavefronts == 1
write w[t <= 0 ? 88 : t <= 1 ? 444 : t <= 2 ? 88 : t <= 3 ? 444 : t <= 4 ? 482 : t <= 5 ? 25 : t <= 6 ? 482 : t <= 8 ? 147 : t <= 9 ? 234 : t <= 10 ? 147 : t <= 11 ? 234 : t <= 12 ? 459 : t <= 13 ? 1 : t <= 14 ? 459 : t <= 15 ? 1 : t <= 17 ? 224 : t <= 18 ? 130 : t <= 19 ? 224 : t <= 20 ? 414 : t <= 21 ? 488 : t <= 22 ? 414 : t <= 23 ? 488 : t <= 24 ? 479 : t <= 25 ? 67 : t <= 26 ? 479 : t <= 27 ? 67 : t <= 28 ? 220 : t <= 29 ? 197 : t <= 30 ? 220 : 197] if (4294901631 >> t & 1) != 0 as r2785_n2
expect r2785_n2.wavefronts == 2
write w[t <= 1 ? 70 : t <= 3 ? 71 : t <= 5 ? 70 : t <= 7 ? 103 : t <= 9 ? 70 : t <= 11 ? 55 : t <= 13 ? 54 : t <= 15 ? 55 : t <= 17 ? 86 : t <= 19 ? 55 : t <= 21 ? 86 : t <= 23 ? 103 : t <= 25 ? 86 : t <= 27 ? 103 : t <= 29 ? 54 : 55] as r2786_n1c
expect r2786_n1c.wavefronts == 5
write w[t <= 0 ? 128 : t <= 3 ? 81 : t <= 4 ? 80 : t <= 7 ? 81 : t <= 9 ? 128 : t <= 11 ? 129 : t <= 12 ? 96 : t <= 15 ? 113 : t <= 16 ? 112 : t <= 21 ? 128 : t <= 25 ? 80 : t <= 26 ? 129 : t <= 29 ? 80 : 81] if (3877740445 >> t & 1) != 0 as r2787_n1c
expect r2787_n1c.wavefronts == 6
read v[8 * t + 303] if (17047620 >> t & 1) != 0 as r2788_stride
expect r2788_stride.wavefronts == 5
write w[t <= 1 ? 286 : t <= 3 ? 372 : t <= 5 ? 441 : t <= 7 ? 179 : t <= 9 ? 310 : t <= 11 ? 166 : t <= 12 ? 368 : t <= 13 ? 425 : t <= 15 ? 90 : t <= 16 ? 32 : t <= 19 ? 454 : t <= 21 ? 122 : t <= 23 ? 68 : t <= 25 ? 408 : t <= 29 ? 70 : 272] if (4092198907 >> t & 1) != 0 as r2789_n1s
expect r2789_n1s.wavefronts == 4
read v[t <= 0 ? 112 : t <= 6 ? 129 : t <= 8 ? 122 : t <= 14 ? 120 : t <= 25 ? 113 : t <= 26 ? 128 : 113] if (503333185 >> t & 1) != 0 as r2790_n2c
expect r2790_n2c.wavefronts == 3
read v[t <= 0 ? 70 : t <= 1 ? 464 : t <= 2 ? 437 : t <= 3 ? 66 : t <= 5 ? 12 : t <= 6 ? 56 : t <= 7 ? 161 : t <= 8 ? 378 : t <= 9 ? 101 : t <= 11 ? 267 : t <= 12 ? 507 : t <= 13 ? 17 : t <= 14 ? 63 : t <= 15 ? 218 : t <= 16 ? 101 : t <= 17 ? 259 : t <= 18 ? 16 : t <= 19 ? 260 : t <= 20 ? 183 : t <= 21 ? 268 : t <= 22 ? 83 : t <= 23 ? 201 : t <= 24 ? 182 : t <= 25 ? 13 : t <= 26 ? 253 : t <= 27 ? 270 : t <= 28 ? 231 : t <= 29 ? 375 : t <= 30 ? 67 : 321] if (4294966255 >> t & 1) != 0 as r2791_rand
expect r2791_rand.wavefronts == 8
# Nsight's instrumented estimate: 3
read w[t <= 1 ? 44 : t <= 2 ? 118 : t <= 3 ? 44 : t <= 7 ? 355 : t <= 8 ? 411 : t <= 11 ? 495 : t <= 15 ? 505 : t <= 16 ? 115 : t <= 17 ? 122 : t <= 18 ? 115 : t <= 19 ? 122 : t <= 22 ? 40 : t <= 27 ? 184 : t <= 28 ? 172 : 437] if (944736686 >> t & 1) != 0 as r2792_n2
expect r2792_n2.wavefronts == 2
read w[t <= 0 ? 395 : t <= 18 ? 478 : 425] if (2424833 >> t & 1) != 0 as r2793_n2s
expect r2793_n2s.wavefronts == 1
write v[t <= 0 ? 30 : t <= 3 ? 47 : t <= 5 ? 32 : t <= 6 ? 39 : t <= 7 ? 32 : t <= 8 ? 40 : t <= 9 ? 38 : t <= 12 ? 46 : t <= 16 ? 31 : t <= 17 ? 32 : t <= 18 ? 31 : t <= 19 ? 32 : t <= 20 ? 24 : t <= 21 ? 46 : t <= 22 ? 24 : t <= 23 ? 46 : t <= 27 ? 47 : t <= 29 ? 24 : t <= 30 ? 23 : 24] if (3942585323 >> t & 1) != 0 as r2794_n2c
expect r2794_n2c.wavefronts == 8
read v[t <= 22 ? 61 : 279] if (37748768 >> t & 1) != 0 as r2795_few
expect r2795_few.wavefronts == 2
write f[t <= 2 ? 475 : t <= 14 ? 335 : 257] if (536887300 >> t & 1) != 0 as r2796_n1s
expect r2796_n1s.wavefronts == 1
# Nsight's instrumented estimate: 1
read v[256] if (2684588055 >> t & 1) != 0 as r2797_bcast
expect r2797_bcast.wavefronts == 2
read w[t <= 13 ? 110 : t <= 14 ? 145 : t <= 15 ? 289 : t <= 16 ? 169 : t <= 17 ? 490 : t <= 18 ? 257 : t <= 19 ? 306 : t <= 20 ? 43 : t <= 21 ? 418 : t <= 22 ? 278 : t <= 23 ? 262 : t <= 24 ? 379 : t <= 25 ? 163 : 326] if (134209536 >> t & 1) != 0 as r2798_rand
expect r2798_rand.wavefronts == 5
write w[t <= 0 ? 438 : t <= 2 ? 196 : t <= 5 ? 489 : t <= 7 ? 350 : t <= 9 ? 381 : t <= 11 ? 459 : t <= 13 ? 269 : t <= 15 ? 156 : t <= 16 ? 197 : t <= 23 ? 103 : t <= 24 ? 283 : t <= 26 ? 327 : t <= 29 ? 406 : 292] if (3049389797 >> t & 1) != 0 as r2799_n1
expect r2799_n1.wavefronts == 4
read f[t <= 0 ? 386 : t <= 1 ? 244 : t <= 9 ? 11 : t <= 13 ? 352 : 142] if (268444163 >> t & 1) != 0 as r2800_n2s
expect r2800_n2s.wavefronts == 1
read v[1 * t + 197] if (1082131456 >> t & 1) != 0 as r2801_stride
expect r2801_stride.wavefronts == 2
write f[t <= 9 ? 112 : t <= 11 ? 113 : t <= 17 ? 112 : t <= 25 ? 48 : 49] if (1124285185 >> t & 1) != 0 as r2802_n1c
expect r2802_n1c.wavefronts == 2
write v[t <= 1 ? 54 : t <= 6 ? 47 : t <= 11 ? 55 : t <= 13 ? 46 : t <= 14 ? 39 : t <= 23 ? 47 : t <= 24 ? 62 : 54] if (293632066 >> t & 1) != 0 as r2803_n1c
expect r2803_n1c.wavefronts == 6
write w[t <= 0 ? 124 : t <= 1 ? 141 : t <= 2 ? 124 : t <= 3 ? 141 : t <= 4 ? 157 : t <= 5 ? 158 : t <= 6 ? 157 : t <= 8 ? 158 : t <= 9 ? 140 : t <= 10 ? 158 : t <= 12 ? 140 : t <= 13 ? 109 : t <= 14 ? 140 : t <= 15 ? 109 : t <= 16 ? 125 : t <= 17 ? 110 : t <= 18 ? 125 : t <= 19 ? 110 : t <= 20 ? 142 : t <= 21 ? 156 : t <= 22 ? 142 : t <= 23 ? 156 : t <= 24 ? 140 : t <= 25 ? 141 : t <= 26 ? 140 : t <= 27 ? 141 : t <= 28 ? 109 : t <= 29 ? 110 : t <= 30 ? 109 : 110] as r2804_n2c
expect r2804_n2c.wavefronts == 6
read w[t <= 0 ? 78 : t <= 1 ? 220 : t <= 8 ? 78 : t <= 9 ? 220 : t <= 12 ? 78 : t <= 16 ? 220 : t <= 17 ? 78 : t <= 18 ? 220 : t <= 22 ? 78 : t <= 25 ? 220 : t <= 26 ? 78 : 220] as r2805_few
expect r2805_few.wavefronts == 2
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 74 : t <= 3 ? 75 : t <= 5 ? 90 : t <= 7 ? 59 : t <= 9 ? 74 : t <= 11 ? 59 : t <= 13 ? 74 : t <= 15 ? 75 : t <= 17 ? 58 : t <= 19 ? 43 : t <= 21 ? 74 : t <= 23 ? 91 : t <= 25 ? 90 : t <= 27 ? 43 : t <= 29 ? 90 : 91] as r2806_n1c
expect r2806_n1c.wavefronts == 4
read w[t <= 0 ? 385 : t <= 6 ? 114 : t <= 14 ? 134 : 158] if (134234177 >> t & 1) != 0 as r2807_n2
expect r2807_n2.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 2 ? 51 : t <= 12 ? 67 : t <= 21 ? 51 : 67] if (69212676 >> t & 1) != 0 as r2808_n2c
expect r2808_n2c.wavefronts == 2
read w[t <= 0 ? 310 : t <= 10 ? 245 : 121] if (5121 >> t & 1) != 0 as r2809_n2
expect r2809_n2.wavefronts == 1
read v[t <= 1 ? 446 : t <= 2 ? 353 : t <= 3 ? 61 : t <= 5 ? 306 : t <= 6 ? 392 : t <= 9 ? 150 : t <= 11 ? 428 : t <= 13 ? 243 : t <= 14 ? 260 : t <= 15 ? 201 : t <= 16 ? 281 : t <= 18 ? 237 : t <= 19 ? 401 : t <= 21 ? 266 : t <= 23 ? 483 : t <= 24 ? 88 : t <= 27 ? 357 : t <= 28 ? 187 : 88] if (2649616239 >> t & 1) != 0 as r2810_n1s
expect r2810_n1s.wavefronts == 6
write w[t <= 3 ? 242 : t <= 7 ? 132 : t <= 8 ? 47 : t <= 11 ? 237 : t <= 15 ? 24 : t <= 23 ? 250 : t <= 27 ? 169 : 131] if (1216383432 >> t & 1) != 0 as r2811_n1
expect r2811_n1.wavefronts == 2
write w[t <= 7 ? 42 : t <= 9 ? 41 : t <= 11 ? 58 : t <= 13 ? 57 : t <= 15 ? 74 : t <= 17 ? 89 : 74] if (1048512 >> t & 1) != 0 as r2812_n1c
expect r2812_n1c.wavefronts == 4
read w[t <= 0 ? 172 : t <= 2 ? 291 : t <= 3 ? 496 : t <= 4 ? 291 : t <= 5 ? 172 : t <= 7 ? 496 : t <= 8 ? 291 : t <= 11 ? 496 : t <= 13 ? 291 : t <= 14 ? 172 : t <= 16 ? 496 : t <= 17 ? 291 : t <= 20 ? 172 : t <= 21 ? 496 : t <= 22 ? 291 : t <= 24 ? 496 : t <= 25 ? 172 : t <= 26 ? 291 : t <= 29 ? 496 : t <= 30 ? 291 : 496] as r2813_few
expect r2813_few.wavefronts == 2
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 142 : t <= 3 ? 143 : t <= 5 ? 134 : t <= 7 ? 127 : t <= 9 ? 134 : t <= 11 ? 151 : t <= 13 ? 142 : t <= 15 ? 143 : t <= 17 ? 134 : t <= 19 ? 135 : t <= 21 ? 134 : t <= 23 ? 127 : t <= 25 ? 150 : t <= 27 ? 151 : t <= 29 ? 150 : 135] as r2814_n1c
expect r2814_n1c.wavefronts == 6
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 26 : t <= 9 ? 396 : t <= 10 ? 128 : t <= 11 ? 396 : t <= 13 ? 120 : t <= 14 ? 449 : t <= 17 ? 157 : t <= 18 ? 82 : 469] if (2518532 >> t & 1) != 0 as r2815_n2
expect r2815_n2.wavefronts == 4
read w[t <= 17 ? 238 : 381] if (2147614720 >> t & 1) != 0 as r2816_n1
expect r2816_n1.wavefronts == 1
write f[t <= 1 ? 31 : t <= 16 ? 293 : t <= 19 ? 399 : t <= 25 ? 287 : 312] if (168361986 >> t & 1) != 0 as r2817_rand
expect r2817_rand.wavefronts == 2
write w[t <= 2 ? 439 : t <= 3 ? 90 : t <= 9 ? 172 : t <= 15 ? 53 : t <= 19 ? 260 : t <= 20 ? 79 : t <= 22 ? 474 : t <= 23 ? 63 : t <= 24 ? 85 : 63] if (567837212 >> t & 1) != 0 as r2818_rand
expect r2818_rand.wavefronts == 3
write v[t <= 0 ? 329 : t <= 1 ? 262 : t <= 2 ? 329 : t <= 3 ? 262 : t <= 4 ? 101 : t <= 5 ? 140 : t <= 6 ? 101 : t <= 7 ? 140 : t <= 8 ? 17 : t <= 9 ? 239 : t <= 10 ? 17 : t <= 11 ? 239 : t <= 12 ? 305 : t <= 13 ? 193 : t <= 14 ? 305 : t <= 15 ? 1 : t <= 16 ? 18 : t <= 17 ? 470 : t <= 18 ? 18 : t <= 19 ? 451 : t <= 20 ? 419 : t <= 21 ? 279 : t <= 22 ? 419 : t <= 23 ? 279 : t <= 24 ? 231 : t <= 25 ? 451 : t <= 26 ? 231 : t <= 27 ? 451 : t <= 28 ? 64 : t <= 29 ? 394 : t <= 30 ? 64 : 394] as r2819_n2s
expect r2819_n2s.wavefronts == 8
read f[t <= 25 ? 223 : t <= 27 ? 498 : t <= 29 ? 26 : 118] if (2113929216 >> t & 1) != 0 as r2820_n1
expect r2820_n1.wavefronts == 1
read w[t <= 0 ? 289 : t <= 16 ? 131 : t <= 24 ? 223 : 168] if (553713665 >> t & 1) != 0 as r2821_n2s
expect r2821_n2s.wavefronts == 1
write v[t <= 2 ? 222 : t <= 3 ? 376 : t <= 4 ? 252 : t <= 6 ? 376 : t <= 7 ? 222 : t <= 8 ? 376 : t <= 9 ? 252 : t <= 10 ? 222 : t <= 11 ? 376 : t <= 12 ? 252 : t <= 16 ? 376 : t <= 17 ? 222 : t <= 21 ? 376 : t <= 22 ? 252 : t <= 25 ? 222 : t <= 26 ? 376 : t <= 28 ? 252 : t <= 29 ? 376 : 252] if (3203391486 >> t & 1) != 0 as r2822_few
expect r2822_few.wavefronts == 4
write w[t <= 1 ? 376 : t <= 2 ? 431 : t <= 5 ? 291 : t <= 7 ? 243 : t <= 10 ? 90 : t <= 13 ? 416 : t <= 17 ? 504 : t <= 19 ? 498 : t <= 21 ? 211 : t <= 23 ? 176 : t <= 25 ? 345 : t <= 27 ? 294 : t <= 29 ? 406 : 210] if (4273677542 >> t & 1) != 0 as r2823_n1
expect r2823_n1.wavefronts == 4
read v[t <= 1 ? 346 : t <= 5 ? 53 : t <= 6 ? 346 : t <= 11 ? 53 : t <= 12 ? 346 : t <= 14 ? 53 : t <= 19 ? 346 : t <= 22 ? 53 : t <= 23 ? 346 : t <= 25 ? 53 : t <= 26 ? 346 : t <= 28 ? 53 : t <= 29 ? 346 : t <= 30 ? 53 : 346] as r2824_few
expect r2824_few.wavefronts == 4
read f[t <= 3 ? 133 : t <= 14 ? 103 : t <= 17 ? 18 : t <= 18 ? 21 : t <= 19 ? 5 : t <= 21 ? 234 : t <= 23 ? 415 : t <= 27 ? 379 : t <= 29 ? 96 : t <= 30 ? 51 : 320] if (3903733768 >> t & 1) != 0 as r2825_rand
expect r2825_rand.wavefronts == 2
read v[t <= 0 ? 353 : t <= 1 ? 435 : t <= 2 ? 278 : t <= 3 ? 133 : t <= 4 ? 461 : t <= 5 ? 308 : t <= 6 ? 98 : t <= 7 ? 298 : t <= 8 ? 372 : t <= 9 ? 60 : t <= 10 ? 167 : t <= 11 ? 307 : t <= 12 ? 267 : t <= 13 ? 283 : t <= 14 ? 43 : t <= 15 ? 33 : t <= 16 ? 21 : t <= 17 ? 32 : t <= 18 ? 14 : t <= 19 ? 73 : t <= 20 ? 318 : t <= 21 ? 101 : t <= 22 ? 211 : t <= 23 ? 376 : t <= 24 ? 373 : t <= 25 ? 125 : t <= 26 ? 169 : t <= 27 ? 374 : t <= 28 ? 236 : t <= 29 ? 442 : t <= 30 ? 296 : 136] as r2826_rand
expect r2826_rand.wavefronts == 10
read v[t <= 1 ? 342 : t <= 3 ? 252 : t <= 5 ? 285 : t <= 7 ? 82 : t <= 8 ? 180 : t <= 9 ? 474 : t <= 11 ? 292 : t <= 13 ? 67 : t <= 15 ? 506 : t <= 17 ? 127 : t <= 19 ? 414 : t <= 21 ? 453 : t <= 23 ? 321 : t <= 25 ? 156 : t <= 27 ? 78 : t <= 29 ? 228 : t <= 30 ? 313 : 349] as r2827_n1s
expect r2827_n1s.wavefronts == 6
read v[t <= 1 ? 163 : t <= 3 ? 400 : t <= 5 ? 292 : t <= 7 ? 270 : t <= 8 ? 55 : t <= 9 ? 312 : t <= 11 ? 384 : t <= 13 ? 378 : t <= 15 ? 321 : t <= 17 ? 78 : t <= 19 ? 34 : t <= 21 ? 278 : t <= 23 ? 232 : t <= 25 ? 471 : t <= 27 ? 103 : t <= 29 ? 159 : 248] as r2828_n1s
expect r2828_n1s.wavefronts == 8
write w[t <= 0 ? 80 : t <= 1 ? 121 : t <= 6 ? 377 : t <= 7 ? 52 : t <= 8 ? 281 : t <= 14 ? 344 : t <= 15 ? 364 : t <= 17 ? 250 : t <= 19 ? 327 : t <= 20 ? 106 : t <= 21 ? 171 : t <= 23 ? 294 : t <= 25 ? 184 : t <= 28 ? 8 : t <= 29 ? 27 : 283] if (2998583747 >> t & 1) != 0 as r2829_rand
expect r2829_rand.wavefronts == 6
read v[293] if (4210227711 >> t & 1) != 0 as r2830_bcast
expect r2830_bcast.wavefronts == 2
read f[t <= 0 ? 173 : t <= 1 ? 142 : t <= 2 ? 173 : t <= 3 ? 142 : t <= 4 ? 174 : t <= 5 ? 143 : t <= 6 ? 174 : t <= 8 ? 143 : t <= 9 ? 141 : t <= 10 ? 143 : t <= 11 ? 141 : t <= 12 ? 77 : t <= 13 ? 142 : t <= 14 ? 77 : t <= 15 ? 142 : t <= 16 ? 174 : t <= 17 ? 79 : t <= 18 ? 174 : t <= 19 ? 79 : t <= 20 ? 143 : t <= 21 ? 141 : t <= 22 ? 143 : t <= 24 ? 141 : t <= 25 ? 110 : t <= 26 ? 141 : t <= 27 ? 110 : t <= 28 ? 174 : t <= 29 ? 111 : t <= 30 ? 174 : 111] as r2831_n2c
expect r2831_n2c.wavefronts == 3
write w[t <= 1 ? 6 : t <= 3 ? 123 : t <= 5 ? 56 : t <= 7 ? 404 : t <= 9 ? 158 : t <= 11 ? 269 : t <= 13 ? 486 : t <= 15 ? 85 : t <= 17 ? 249 : t <= 19 ? 208 : t <= 21 ? 123 : t <= 23 ? 418 : t <= 25 ? 206 : t <= 27 ? 334 : t <= 29 ? 420 : 173] as r2832_n1
expect r2832_n1.wavefronts == 4
read v[28] if (1073741824 >> t & 1) != 0 as r2833_rand
expect r2833_rand.wavefronts == 1
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 45 : t <= 3 ? 301 : t <= 5 ? 15 : t <= 7 ? 59 : t <= 9 ? 228 : t <= 10 ? 222 : t <= 13 ? 181 : t <= 15 ? 214 : t <= 17 ? 506 : t <= 19 ? 110 : t <= 21 ? 275 : t <= 22 ? 136 : t <= 24 ? 365 : t <= 26 ? 239 : t <= 28 ? 259 : 421] if (2507929599 >> t & 1) != 0 as r2834_n1
expect r2834_n1.wavefronts == 3
read w[t <= 1 ? 75 : t <= 2 ? 139 : t <= 3 ? 90 : t <= 4 ? 139 : t <= 5 ? 90 : t <= 7 ? 139 : t <= 12 ? 75 : t <= 13 ? 90 : t <= 14 ? 75 : t <= 15 ? 139 : t <= 16 ? 75 : t <= 18 ? 139 : t <= 19 ? 90 : t <= 23 ? 139 : t <= 24 ? 75 : t <= 26 ? 90 : t <= 27 ? 75 : t <= 28 ? 90 : t <= 29 ? 139 : t <= 30 ? 75 : 139] as r2835_few
expect r2835_few.wavefronts == 4
write v[t <= 0 ? 160 : t <= 1 ? 77 : t <= 8 ? 12 : t <= 9 ? 196 : t <= 10 ? 12 : t <= 14 ? 218 : t <= 17 ? 81 : t <= 18 ? 418 : t <= 19 ? 81 : t <= 26 ? 136 : t <= 30 ? 190 : 408] if (3306047235 >> t & 1) != 0 as r2836_n2s
expect r2836_n2s.wavefronts == 6
write w[t <= 0 ? 478 : t <= 1 ? 483 : t <= 2 ? 488 : t <= 3 ? 493 : t <= 4 ? 498 : t <= 5 ? 503 : t <= 6 ? 508 : t <= 7 ? 1 : t <= 8 ? 6 : t <= 9 ? 11 : t <= 10 ? 16 : t <= 11 ? 21 : t <= 12 ? 26 : t <= 13 ? 31 : t <= 14 ? 36 : t <= 15 ? 41 : t <= 16 ? 46 : t <= 17 ? 51 : t <= 18 ? 56 : t <= 19 ? 61 : t <= 20 ? 66 : t <= 21 ? 71 : t <= 22 ? 76 : t <= 23 ? 81 : t <= 24 ? 86 : t <= 25 ? 91 : t <= 26 ? 96 : t <= 27 ? 101 : t <= 28 ? 106 : t <= 29 ? 111 : t <= 30 ? 116 : 121] as r2837_stride
expect r2837_stride.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 365 : t <= 3 ? 413 : t <= 4 ? 201 : t <= 9 ? 332 : t <= 11 ? 474 : t <= 13 ? 108 : t <= 14 ? 313 : t <= 17 ? 507 : t <= 18 ? 442 : t <= 20 ? 29 : t <= 23 ? 461 : t <= 25 ? 7 : 356] if (2207673881 >> t & 1) != 0 as r2838_n1
expect r2838_n1.wavefronts == 4
read v[t <= 0 ? 62 : t <= 1 ? 1 : t <= 6 ? 62 : t <= 9 ? 1 : t <= 10 ? 62 : t <= 14 ? 1 : t <= 15 ? 62 : t <= 16 ? 1 : t <= 18 ? 62 : t <= 19 ? 1 : t <= 21 ? 62 : t <= 23 ? 1 : t <= 24 ? 62 : t <= 25 ? 1 : t <= 28 ? 62 : 1] if (3221090295 >> t & 1) != 0 as r2839_few
expect r2839_few.wavefronts == 4
write w[t <= 0 ? 505 : t <= 7 ? 474 : t <= 9 ? 135 : t <= 10 ? 227 : t <= 13 ? 9 : t <= 18 ? 98 : 272] if (2147755649 >> t & 1) != 0 as r2840_n2s
expect r2840_n2s.wavefronts == 3
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 106 : t <= 9 ? 317 : t <= 10 ? 182 : t <= 11 ? 168 : t <= 14 ? 94 : t <= 15 ? 362 : t <= 16 ? 380 : t <= 18 ? 389 : 46] if (1074122242 >> t & 1) != 0 as r2841_rand
expect r2841_rand.wavefronts == 5
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 511 : t <= 3 ? 279 : t <= 5 ? 352 : t <= 7 ? 355 : t <= 9 ? 6 : t <= 11 ? 441 : t <= 13 ? 41 : t <= 15 ? 11 : t <= 17 ? 73 : t <= 19 ? 506 : t <= 21 ? 275 : t <= 23 ? 131 : t <= 25 ? 286 : t <= 27 ? 163 : t <= 29 ? 421 : 45] as r2842_n1
expect r2842_n1.wavefronts == 5
read v[t <= 1 ? 355 : t <= 5 ? 466 : t <= 7 ? 230 : t <= 9 ? 467 : t <= 10 ? 205 : t <= 12 ? 294 : t <= 15 ? 128 : t <= 17 ? 479 : t <= 18 ? 10 : t <= 21 ? 32 : t <= 22 ? 408 : t <= 25 ? 96 : t <= 27 ? 410 : 105] if (442996658 >> t & 1) != 0 as r2843_n1
expect r2843_n1.wavefronts == 5
write w[t <= 2 ? 154 : t <= 3 ? 123 : t <= 4 ? 155 : t <= 5 ? 156 : t <= 6 ? 155 : t <= 7 ? 156 : t <= 8 ? 124 : t <= 9 ? 106 : t <= 10 ? 124 : t <= 12 ? 106 : t <= 13 ? 123 : t <= 14 ? 106 : t <= 15 ? 123 : t <= 16 ? 155 : 140] if (262140 >> t & 1) != 0 as r2844_n2c
expect r2844_n2c.wavefronts == 3
read v[t <= 0 ? 373 : t <= 1 ? 9 : t <= 2 ? 18 : t <= 3 ? 278 : t <= 4 ? 428 : t <= 5 ? 32 : t <= 6 ? 150 : t <= 7 ? 118 : t <= 8 ? 434 : t <= 9 ? 222 : t <= 10 ? 9 : t <= 11 ? 379 : t <= 12 ? 447 : t <= 13 ? 217 : t <= 14 ? 453 : t <= 15 ? 391 : t <= 16 ? 54 : t <= 17 ? 287 : t <= 18 ? 430 : t <= 19 ? 437 : t <= 20 ? 151 : t <= 21 ? 69 : t <= 22 ? 354 : t <= 23 ? 88 : t <= 24 ? 30 : t <= 25 ? 288 : t <= 26 ? 266 : t <= 27 ? 219 : t <= 28 ? 505 : t <= 29 ? 424 : t <= 30 ? 371 : 326] as r2845_rand
expect r2845_rand.wavefronts == 9
read f[1 * t + 256] as r2846_stride
expect r2846_stride.wavefronts == 1
read w[t <= 4 ? 412 : t <= 8 ? 312 : 74] if (134218000 >> t & 1) != 0 as r2847_n2s
expect r2847_n2s.wavefronts == 1
write w[t <= 0 ? 157 : t <= 1 ? 126 : t <= 2 ? 157 : t <= 4 ? 126 : t <= 5 ? 159 : t <= 6 ? 126 : t <= 7 ? 159 : t <= 8 ? 111 : t <= 9 ? 157 : t <= 10 ? 111 : t <= 12 ? 157 : t <= 13 ? 142 : t <= 14 ? 157 : t <= 15 ? 142 : t <= 16 ? 126 : t <= 17 ? 159 : t <= 18 ? 126 : t <= 19 ? 159 : t <= 20 ? 127 : t <= 21 ? 125 : t <= 22 ? 127 : t <= 23 ? 125 : t <= 24 ? 141 : t <= 25 ? 158 : t <= 26 ? 141 : t <= 27 ? 158 : t <= 28 ? 110 : t <= 29 ? 127 : t <= 30 ? 110 : 127] as r2848_n2c
expect r2848_n2c.wavefronts == 5
write w[t <= 0 ? 272 : t <= 1 ? 162 : t <= 2 ? 86 : t <= 3 ? 162 : t <= 7 ? 272 : t <= 8 ? 162 : t <= 9 ? 86 : t <= 13 ? 272 : t <= 15 ? 86 : t <= 16 ? 162 : t <= 18 ? 272 : t <= 19 ? 86 : t <= 22 ? 272 : t <= 24 ? 162 : t <= 25 ? 272 : t <= 29 ? 162 : t <= 30 ? 272 : 162] as r2849_few
expect r2849_few.wavefronts == 2
write w[126] if (1073741824 >> t & 1) != 0 as r2850_n1c
expect r2850_n1c.wavefronts == 1
read w[t <= 0 ? 344 : t <= 2 ? 299 : t <= 3 ? 344 : t <= 4 ? 299 : t <= 6 ? 344 : t <= 8 ? 299 : t <= 9 ? 344 : t <= 10 ? 299 : t <= 11 ? 344 : t <= 13 ? 299 : t <= 14 ? 344 : t <= 16 ? 299 : t <= 19 ? 344 : t <= 21 ? 299 : t <= 25 ? 344 : t <= 26 ? 299 : t <= 27 ? 344 : t <= 29 ? 299 : 344] as r2851_few
expect r2851_few.wavefronts == 2
read v[t <= 0 ? 233 : t <= 3 ? 74 : t <= 4 ? 23 : t <= 8 ? 33 : t <= 11 ? 431 : 139] if (536873241 >> t & 1) != 0 as r2852_n1
expect r2852_n1.wavefronts == 3
read w[t <= 1 ? 397 : t <= 3 ? 68 : t <= 5 ? 429 : t <= 7 ? 346 : t <= 9 ? 49 : t <= 10 ? 502 : t <= 11 ? 259 : t <= 13 ? 210 : t <= 15 ? 158 : t <= 17 ? 167 : t <= 19 ? 112 : t <= 21 ? 29 : t <= 22 ? 147 : t <= 23 ? 136 : t <= 25 ? 247 : t <= 26 ? 158 : t <= 27 ? 304 : t <= 29 ? 296 : 168] as r2853_n1s
expect r2853_n1s.wavefronts == 5
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 222 : t <= 1 ? 83 : t <= 2 ? 222 : t <= 3 ? 83 : t <= 4 ? 51 : t <= 5 ? 0 : t <= 6 ? 51 : t <= 7 ? 0 : t <= 8 ? 419 : t <= 9 ? 300 : t <= 10 ? 419 : t <= 11 ? 300 : t <= 12 ? 293 : t <= 13 ? 292 : t <= 14 ? 293 : t <= 15 ? 292 : t <= 16 ? 201 : t <= 17 ? 335 : t <= 18 ? 201 : t <= 19 ? 335 : t <= 20 ? 294 : t <= 21 ? 307 : t <= 22 ? 294 : t <= 23 ? 307 : t <= 24 ? 153 : t <= 25 ? 112 : t <= 26 ? 153 : t <= 27 ? 112 : t <= 28 ? 185 : t <= 29 ? 120 : t <= 30 ? 185 : 120] as r2854_n2
expect r2854_n2.wavefronts == 6
read w[t <= 0 ? 78 : 95] if (32769 >> t & 1) != 0 as r2855_n1c
expect r2855_n1c.wavefronts == 1
read w[t <= 23 ? 314 : t <= 25 ? 1 : 341] if (125829120 >> t & 1) != 0 as r2856_n1s
expect r2856_n1s.wavefronts == 1
read v[t <= 2 ? 104 : t <= 15 ? 271 : t <= 18 ? 56 : 256] if (17072132 >> t & 1) != 0 as r2857_n1
expect r2857_n1.wavefronts == 3
write v[336] if (8126464 >> t & 1) != 0 as r2858_bcast
expect r2858_bcast.wavefronts == 1
write v[t <= 17 ? 106 : t <= 19 ? 454 : t <= 20 ? 222 : t <= 21 ? 43 : t <= 23 ? 272 : t <= 25 ? 177 : t <= 27 ? 247 : 21] if (536739840 >> t & 1) != 0 as r2859_n1s
expect r2859_n1s.wavefronts == 3
write w[185] if (1073741824 >> t & 1) != 0 as r2860_n2s
expect r2860_n2s.wavefronts == 1
read v[t <= 0 ? 3 : t <= 1 ? 171 : t <= 2 ? 447 : t <= 3 ? 314 : t <= 6 ? 234 : t <= 10 ? 249 : t <= 12 ? 508 : t <= 13 ? 156 : t <= 14 ? 299 : t <= 17 ? 268 : t <= 21 ? 321 : t <= 22 ? 143 : t <= 23 ? 194 : 408] if (551711823 >> t & 1) != 0 as r2861_rand
expect r2861_rand.wavefronts == 6
read f[177] if (1245186 >> t & 1) != 0 as r2862_bcast
expect r2862_bcast.wavefronts == 1
read f[t <= 0 ? 98 : t <= 1 ? 20 : t <= 2 ? 98 : t <= 3 ? 20 : t <= 4 ? 63 : t <= 5 ? 190 : t <= 6 ? 63 : t <= 7 ? 190 : t <= 8 ? 277 : t <= 9 ? 130 : t <= 10 ? 277 : t <= 11 ? 130 : t <= 12 ? 26 : t <= 13 ? 294 : t <= 14 ? 26 : t <= 15 ? 294 : t <= 16 ? 201 : t <= 17 ? 400 : t <= 18 ? 201 : t <= 19 ? 400 : t <= 20 ? 138 : t <= 21 ? 227 : t <= 22 ? 138 : t <= 23 ? 227 : t <= 24 ? 390 : t <= 25 ? 216 : t <= 26 ? 477 : t <= 27 ? 216 : t <= 28 ? 178 : t <= 29 ? 182 : t <= 30 ? 178 : 182] as r2863_n2s
expect r2863_n2s.wavefronts == 2
read v[t <= 1 ? 90 : t <= 3 ? 75 : t <= 5 ? 74 : t <= 7 ? 91 : t <= 9 ? 98 : t <= 11 ? 99 : t <= 13 ? 82 : t <= 15 ? 75 : t <= 17 ? 98 : t <= 19 ? 99 : t <= 21 ? 74 : t <= 23 ? 91 : t <= 25 ? 82 : t <= 27 ? 91 : t <= 29 ? 90 : 83] as r2864_n1c
expect r2864_n1c.wavefronts == 8
read f[t <= 0 ? 311 : t <= 1 ? 92 : t <= 2 ? 311 : t <= 3 ? 308 : t <= 4 ? 311 : t <= 5 ? 335 : t <= 7 ? 311 : t <= 8 ? 308 : t <= 9 ? 311 : t <= 10 ? 92 : t <= 11 ? 335 : t <= 12 ? 311 : t <= 14 ? 308 : t <= 15 ? 311 : t <= 16 ? 308 : t <= 17 ? 92 : t <= 19 ? 311 : t <= 20 ? 92 : t <= 21 ? 308 : t <= 27 ? 335 : t <= 28 ? 311 : t <= 29 ? 335 : t <= 30 ? 92 : 335] as r2865_few
expect r2865_few.wavefronts == 1
write v[t <= 1 ? 127 : t <= 3 ? 128 : t <= 5 ? 111 : t <= 7 ? 104 : t <= 8 ? 119 : t <= 10 ? 112 : t <= 13 ? 127 : t <= 15 ? 104 : t <= 17 ? 127 : t <= 19 ? 104 : t <= 23 ? 120 : t <= 24 ? 103 : t <= 27 ? 104 : t <= 29 ? 127 : 128] if (4258002430 >> t & 1) != 0 as r2866_n1c
expect r2866_n1c.wavefronts == 8
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 75 : t <= 3 ? 76 : t <= 5 ? 75 : t <= 7 ? 76 : t <= 9 ? 75 : t <= 11 ? 60 : t <= 13 ? 27 : t <= 15 ? 60 : t <= 17 ? 59 : t <= 19 ? 28 : t <= 21 ? 75 : t <= 23 ? 44 : t <= 25 ? 27 : t <= 27 ? 60 : t <= 29 ? 27 : 28] as r2867_n1c
expect r2867_n1c.wavefronts == 4
write v[t <= 15 ? 135 : t <= 16 ? 381 : t <= 27 ? 99 : t <= 28 ? 50 : 382] if (3087106048 >> t & 1) != 0 as r2868_n2s
expect r2868_n2s.wavefronts == 3
read w[44] if (524288 >> t & 1) != 0 as r2869_n2s
expect r2869_n2s.wavefronts == 1
read f[422] if (33488896 >> t & 1) != 0 as r2870_bcast
expect r2870_bcast.wavefronts == 1
write w[t <= 0 ? 385 : t <= 1 ? 299 : t <= 3 ? 385 : t <= 4 ? 299 : t <= 6 ? 385 : t <= 7 ? 299 : t <= 8 ? 385 : t <= 9 ? 299 : t <= 10 ? 385 : t <= 13 ? 299 : t <= 16 ? 385 : t <= 17 ? 299 : t <= 20 ? 385 : t <= 21 ? 299 : t <= 25 ? 385 : t <= 27 ? 299 : t <= 29 ? 385 : t <= 30 ? 299 : 385] as r2871_few
expect r2871_few.wavefronts == 2
read v[473] as r2872_bcast
expect r2872_bcast.wavefronts == 2
read v[t <= 1 ? 250 : t <= 2 ? 510 : t <= 3 ? 250 : t <= 4 ? 350 : t <= 5 ? 491 : t <= 7 ? 185 : t <= 8 ? 16 : t <= 11 ? 110 : t <= 12 ? 111 : t <= 13 ? 87 : t <= 14 ? 111 : t <= 15 ? 87 : t <= 16 ? 6 : t <= 17 ? 193 : t <= 18 ? 6 : t <= 19 ? 193 : t <= 22 ? 25 : t <= 25 ? 55 : t <= 26 ? 308 : t <= 30 ? 265 : 174] if (3328178622 >> t & 1) != 0 as r2873_n2s
expect r2873_n2s.wavefronts == 7
read v[t <= 1 ? 84 : t <= 4 ? 68 : t <= 12 ? 76 : t <= 18 ? 61 : t <= 20 ? 60 : 85] if (5509138 >> t & 1) != 0 as r2874_n1c
expect r2874_n1c.wavefronts == 5
read w[t <= 0 ? 111 : t <= 1 ? 128 : t <= 2 ? 145 : t <= 3 ? 162 : t <= 4 ? 179 : t <= 5 ? 196 : t <= 6 ? 213 : t <= 7 ? 230 : t <= 8 ? 247 : t <= 9 ? 264 : t <= 10 ? 281 : t <= 11 ? 298 : t <= 12 ? 315 : t <= 13 ? 332 : t <= 14 ? 349 : t <= 15 ? 366 : t <= 16 ? 383 : t <= 17 ? 400 : t <= 18 ? 417 : t <= 19 ? 434 : t <= 20 ? 451 : t <= 21 ? 468 : t <= 22 ? 485 : t <= 23 ? 502 : t <= 24 ? 7 : t <= 25 ? 24 : t <= 27 ? 58 : t <= 28 ? 75 : t <= 29 ? 92 : t <= 30 ? 109 : 126] if (4227858431 >> t & 1) != 0 as r2875_stride
expect r2875_stride.wavefronts == 2
read v[t <= 9 ? 32 : t <= 12 ? 193 : t <= 14 ? 32 : t <= 16 ? 193 : t <= 17 ? 32 : 193] if (1048320 >> t & 1) != 0 as r2876_few
expect r2876_few.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 77 : t <= 4 ? 86 : t <= 5 ? 103 : t <= 6 ? 86 : t <= 8 ? 103 : t <= 9 ? 101 : t <= 10 ? 103 : t <= 11 ? 101 : t <= 12 ? 85 : t <= 15 ? 86 : t <= 16 ? 78 : t <= 17 ? 87 : t <= 18 ? 78 : t <= 22 ? 87 : t <= 23 ? 85 : t <= 24 ? 93 : t <= 25 ? 86 : t <= 26 ? 93 : t <= 27 ? 86 : t <= 28 ? 78 : 79] if (1071620089 >> t & 1) != 0 as r2877_n2c
expect r2877_n2c.wavefronts == 5
read w[3 * t + 188] if (4282756341 >> t & 1) != 0 as r2878_stride
expect r2878_stride.wavefronts == 2
read v[t <= 0 ? 494 : t <= 1 ? 313 : t <= 2 ? 309 : t <= 3 ? 406 : t <= 4 ? 451 : t <= 5 ? 413 : t <= 6 ? 420 : t <= 7 ? 339 : t <= 8 ? 235 : t <= 9 ? 234 : t <= 10 ? 383 : t <= 11 ? 51 : t <= 12 ? 327 : t <= 13 ? 65 : t <= 14 ? 88 : t <= 15 ? 454 : t <= 16 ? 0 : t <= 17 ? 243 : t <= 18 ? 284 : t <= 19 ? 459 : t <= 20 ? 336 : t <= 21 ? 188 : t <= 22 ? 166 : t <= 23 ? 424 : t <= 25 ? 120 : t <= 26 ? 367 : t <= 27 ? 213 : t <= 28 ? 424 : t <= 29 ? 168 : t <= 30 ? 57 : 334] as r2879_rand
expect r2879_rand.wavefronts == 10
write w[t <= 0 ? 436 : t <= 1 ? 98 : t <= 2 ? 436 : t <= 3 ? 98 : t <= 4 ? 103 : t <= 5 ? 436 : t <= 6 ? 103 : t <= 7 ? 436 : t <= 8 ? 181 : t <= 9 ? 97 : t <= 10 ? 181 : t <= 11 ? 482 : t <= 12 ? 304 : t <= 13 ? 152 : t <= 14 ? 304 : t <= 15 ? 152 : t <= 16 ? 1 : t <= 17 ? 464 : t <= 18 ? 1 : t <= 19 ? 464 : t <= 20 ? 224 : t <= 21 ? 312 : t <= 22 ? 224 : t <= 23 ? 312 : t <= 24 ? 204 : t <= 25 ? 139 : t <= 26 ? 204 : t <= 27 ? 139 : t <= 28 ? 339 : t <= 29 ? 496 : t <= 30 ? 339 : 496] as r2880_n2s
expect r2880_n2s.wavefronts == 5
read v[t <= 2 ? 403 : t <= 17 ? 36 : 323] if (458756 >> t & 1) != 0 as r2881_n1
expect r2881_n1.wavefronts == 2
read f[t <= 0 ? 117 : 149] if (10486273 >> t & 1) != 0 as r2882_n2c
expect r2882_n2c.wavefronts == 2
read w[t <= 17 ? 383 : t <= 18 ? 414 : t <= 20 ? 0 : t <= 27 ? 420 : 484] if (672530432 >> t & 1) != 0 as r2883_n2s
expect r2883_n2s.wavefronts == 2
write w[t <= 5 ? 120 : t <= 13 ? 88 : t <= 14 ? 121 : t <= 20 ? 72 : t <= 26 ? 73 : 105] if (2224054320 >> t & 1) != 0 as r2884_n1c
expect r2884_n1c.wavefronts == 4
read f[t <= 0 ? 321 : t <= 1 ? 425 : t <= 2 ? 321 : t <= 3 ? 425 : t <= 4 ? 392 : t <= 5 ? 466 : t <= 6 ? 392 : t <= 7 ? 466 : t <= 8 ? 302 : t <= 9 ? 85 : t <= 10 ? 302 : t <= 11 ? 85 : t <= 12 ? 158 : t <= 13 ? 407 : t <= 14 ? 158 : t <= 15 ? 407 : t <= 16 ? 418 : t <= 17 ? 279 : t <= 18 ? 418 : t <= 19 ? 511 : t <= 20 ? 157 : t <= 21 ? 461 : t <= 22 ? 157 : t <= 23 ? 208 : t <= 24 ? 435 : t <= 25 ? 472 : t <= 26 ? 435 : t <= 27 ? 472 : t <= 28 ? 91 : t <= 29 ? 109 : t <= 30 ? 91 : 109] as r2885_n2s
expect r2885_n2s.wavefronts == 2
write v[t <= 5 ? 456 : t <= 10 ? 24 : 152] if (263200 >> t & 1) != 0 as r2886_stride
expect r2886_stride.wavefronts == 3
write f[1 * t + 24] if (2151809573 >> t & 1) != 0 as r2887_stride
expect r2887_stride.wavefronts == 1
write w[313] if (5578257 >> t & 1) != 0 as r2888_bcast
expect r2888_bcast.wavefronts == 2
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 151 : t <= 3 ? 152 : t <= 4 ? 128 : t <= 5 ? 137 : t <= 8 ? 145 : t <= 14 ? 151 : t <= 18 ? 144 : t <= 19 ? 145 : t <= 24 ? 143 : t <= 27 ? 128 : 153] if (2307739964 >> t & 1) != 0 as r2889_n2c
expect r2889_n2c.wavefronts == 4
read v[t <= 14 ? 342 : 329] if (134234112 >> t & 1) != 0 as r2890_stride
expect r2890_stride.wavefronts == 2
read v[t <= 0 ? 358 : t <= 17 ? 4 : t <= 18 ? 94 : t <= 23 ? 499 : t <= 26 ? 465 : t <= 28 ? 26 : 59] if (2496004097 >> t & 1) != 0 as r2891_n1
expect r2891_n1.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 0 ? 124 : t <= 1 ? 101 : t <= 2 ? 124 : t <= 3 ? 101 : t <= 4 ? 117 : t <= 5 ? 110 : t <= 6 ? 117 : t <= 7 ? 110 : t <= 8 ? 126 : t <= 9 ? 116 : t <= 10 ? 126 : t <= 11 ? 116 : t <= 12 ? 108 : t <= 13 ? 125 : t <= 14 ? 108 : t <= 15 ? 125 : t <= 16 ? 109 : t <= 17 ? 110 : t <= 18 ? 109 : t <= 19 ? 110 : t <= 20 ? 102 : t <= 21 ? 100 : t <= 22 ? 102 : t <= 23 ? 100 : t <= 24 ? 108 : t <= 25 ? 125 : t <= 26 ? 108 : t <= 27 ? 125 : t <= 28 ? 117 : t <= 29 ? 126 : t <= 30 ? 117 : 126] as r2892_n2c
expect r2892_n2c.wavefronts == 6
read w[t <= 16 ? 461 : t <= 19 ? 287 : 451] if (13172736 >> t & 1) != 0 as r2893_n1
expect r2893_n1.wavefronts == 1
# Nsight's instrumented estimate: 5
read w[t <= 1 ? 18 : t <= 3 ? 51 : t <= 9 ? 34 : t <= 11 ? 67 : t <= 13 ? 50 : t <= 15 ? 19 : t <= 17 ? 34 : t <= 19 ? 51 : t <= 21 ? 50 : t <= 22 ? 35 : t <= 25 ? 50 : t <= 26 ? 35 : 51] if (2273311551 >> t & 1) != 0 as r2894_n1c
expect r2894_n1c.wavefronts == 4
read w[113] as r2895_bcast
expect r2895_bcast.wavefronts == 1
# Nsight's instrumented estimate: 6
read v[t <= 1 ? 73 : t <= 2 ? 80 : t <= 3 ? 73 : t <= 6 ? 65 : t <= 15 ? 57 : t <= 22 ? 74 : t <= 25 ? 81 : t <= 26 ? 56 : 57] if (1178632270 >> t & 1) != 0 as r2896_n2c
expect r2896_n2c.wavefronts == 5
# Nsight's instrumented estimate: 4
read w[t <= 5 ? 302 : t <= 10 ? 190 : t <= 29 ? 302 : 190] if (1610614312 >> t & 1) != 0 as r2897_few
expect r2897_few.wavefronts == 2
write v[t <= 24 ? 73 : t <= 25 ? 58 : t <= 26 ? 73 : t <= 28 ? 58 : t <= 29 ? 51 : t <= 30 ? 58 : 51] if (4278190080 >> t & 1) != 0 as r2898_n2c
expect r2898_n2c.wavefronts == 1
read v[410] as r2899_bcast
expect r2899_bcast.wavefronts == 2
# Nsight's instrumented estimate: 5
read v[t <= 2 ? 405 : t <= 10 ? 173 : t <= 14 ? 340 : t <= 21 ? 405 : 173] if (18891796 >> t & 1) != 0 as r2900_few
expect r2900_few.wavefronts == 4
read v[t <= 0 ? 211 : t <= 1 ? 489 : t <= 2 ? 211 : t <= 3 ? 489 : t <= 4 ? 28 : t <= 5 ? 452 : t <= 6 ? 28 : t <= 7 ? 452 : t <= 8 ? 46 : t <= 9 ? 82 : t <= 10 ? 506 : t <= 11 ? 82 : t <= 12 ? 315 : t <= 13 ? 349 : t <= 14 ? 315 : t <= 15 ? 349 : t <= 16 ? 496 : t <= 17 ? 294 : t <= 18 ? 496 : t <= 19 ? 294 : t <= 20 ? 105 : t <= 21 ? 282 : t <= 22 ? 105 : t <= 23 ? 257 : t <= 24 ? 103 : t <= 25 ? 120 : t <= 26 ? 447 : t <= 27 ? 120 : t <= 28 ? 82 : t <= 29 ? 80 : t <= 30 ? 82 : 80] as r2901_n2s
expect r2901_n2s.wavefronts == 8
read w[500] if (8256 >> t & 1) != 0 as r2902_few
expect r2902_few.wavefronts == 1
write v[t <= 0 ? 48 : t <= 1 ? 184 : t <= 2 ? 48 : t <= 3 ? 184 : t <= 4 ? 362 : t <= 5 ? 212 : t <= 6 ? 362 : t <= 7 ? 212 : t <= 8 ? 286 : t <= 9 ? 8 : t <= 10 ? 286 : t <= 11 ? 8 : t <= 12 ? 365 : t <= 13 ? 413 : t <= 14 ? 365 : t <= 15 ? 413 : t <= 16 ? 248 : t <= 17 ? 140 : t <= 18 ? 248 : t <= 19 ? 140 : t <= 20 ? 474 : t <= 21 ? 57 : t <= 22 ? 474 : t <= 23 ? 57 : t <= 24 ? 147 : t <= 25 ? 82 : t <= 26 ? 147 : t <= 27 ? 82 : t <= 28 ? 396 : t <= 29 ? 478 : t <= 30 ? 396 : 478] as r2903_n2
expect r2903_n2.wavefronts == 6
write w[t <= 1 ? 258 : t <= 4 ? 192 : t <= 16 ? 258 : 192] if (270614802 >> t & 1) != 0 as r2904_few
expect r2904_few.wavefronts == 2
write v[242] as r2905_bcast
expect r2905_bcast.wavefronts == 4
read v[t <= 0 ? 103 : t <= 1 ? 463 : t <= 3 ? 103 : t <= 5 ? 463 : t <= 6 ? 464 : t <= 7 ? 463 : t <= 9 ? 464 : t <= 10 ? 463 : t <= 11 ? 464 : t <= 13 ? 103 : t <= 16 ? 464 : t <= 18 ? 463 : t <= 19 ? 103 : t <= 20 ? 464 : t <= 21 ? 463 : t <= 22 ? 103 : t <= 23 ? 463 : t <= 24 ? 464 : t <= 26 ? 463 : t <= 29 ? 464 : t <= 30 ? 103 : 464] as r2906_few
expect r2906_few.wavefronts == 8
write v[8 * t + 9] if (402653184 >> t & 1) != 0 as r2907_stride
expect r2907_stride.wavefronts == 2
write f[t <= 1 ? 73 : t <= 3 ? 170 : t <= 5 ? 73 : t <= 11 ? 138 : t <= 13 ? 105 : 74] if (4204714 >> t & 1) != 0 as r2908_n1c
expect r2908_n1c.wavefronts == 3
read f[t <= 1 ? 106 : t <= 3 ? 171 : t <= 5 ? 170 : t <= 7 ? 75 : t <= 9 ? 170 : t <= 11 ? 107 : t <= 13 ? 170 : t <= 15 ? 171 : t <= 17 ? 74 : t <= 19 ? 171 : t <= 21 ? 138 : t <= 23 ? 107 : t <= 25 ? 170 : t <= 27 ? 171 : t <= 29 ? 106 : 75] as r2909_n1c
expect r2909_n1c.wavefronts == 4
read f[t <= 2 ? 149 : t <= 3 ? 86 : t <= 4 ? 118 : t <= 5 ? 151 : t <= 6 ? 118 : t <= 7 ? 151 : t <= 8 ? 183 : t <= 9 ? 117 : t <= 10 ? 183 : t <= 11 ? 117 : t <= 14 ? 85 : t <= 15 ? 182 : t <= 16 ? 150 : t <= 17 ? 183 : t <= 18 ? 150 : t <= 20 ? 183 : t <= 21 ? 85 : t <= 22 ? 183 : t <= 23 ? 85 : t <= 24 ? 181 : t <= 25 ? 86 : t <= 26 ? 181 : t <= 28 ? 182 : t <= 29 ? 119 : t <= 30 ? 182 : 119] if (4160737276 >> t & 1) != 0 as r2910_n2c
expect r2910_n2c.wavefronts == 4
read v[t <= 0 ? 111 : t <= 5 ? 35 : t <= 14 ? 472 : 266] if (67125281 >> t & 1) != 0 as r2911_n1
expect r2911_n1.wavefronts == 2
read v[t <= 12 ? 471 : 29] if (4198400 >> t & 1) != 0 as r2912_few
expect r2912_few.wavefronts == 2
read w[t <= 3 ? 322 : t <= 5 ? 435 : t <= 10 ? 287 : t <= 11 ? 313 : t <= 12 ? 14 : t <= 15 ? 499 : t <= 17 ? 319 : t <= 19 ? 70 : t <= 21 ? 148 : t <= 27 ? 91 : 160] if (2284493864 >> t & 1) != 0 as r2913_n1s
expect r2913_n1s.wavefronts == 3
write v[t <= 2 ? 439 : t <= 3 ? 99 : t <= 21 ? 90 : 96] if (18874380 >> t & 1) != 0 as r2914_n2s
expect r2914_n2s.wavefronts == 3
read w[378] if (541065729 >> t & 1) != 0 as r2915_bcast
expect r2915_bcast.wavefronts == 1
read f[t <= 1 ? 106 : t <= 3 ? 142 : t <= 5 ? 106 : t <= 8 ? 142 : t <= 11 ? 106 : t <= 13 ? 306 : t <= 16 ? 142 : t <= 19 ? 106 : t <= 23 ? 142 : t <= 26 ? 306 : t <= 28 ? 106 : t <= 29 ? 306 : t <= 30 ? 142 : 306] if (4154453947 >> t & 1) != 0 as r2916_few
expect r2916_few.wavefronts == 1
read w[t <= 1 ? 77 : t <= 4 ? 349 : t <= 6 ? 77 : t <= 9 ? 349 : t <= 10 ? 77 : t <= 12 ? 349 : t <= 18 ? 77 : t <= 21 ? 349 : t <= 22 ? 77 : t <= 26 ? 349 : 77] if (2919143002 >> t & 1) != 0 as r2917_few
expect r2917_few.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 1 ? 77 : t <= 7 ? 128 : t <= 10 ? 444 : t <= 15 ? 196 : t <= 21 ? 280 : t <= 23 ? 51 : t <= 27 ? 446 : 169] if (413172866 >> t & 1) != 0 as r2918_n1s
expect r2918_n1s.wavefronts == 3
write w[t <= 2 ? 94 : 126] if (2564 >> t & 1) != 0 as r2919_n2c
expect r2919_n2c.wavefronts == 2
read w[t <= 1 ? 3 : t <= 2 ? 36 : t <= 17 ? 35 : 20] if (134348806 >> t & 1) != 0 as r2920_n1c
expect r2920_n1c.wavefronts == 2
write w[t <= 1 ? 51 : t <= 3 ? 403 : t <= 5 ? 73 : t <= 6 ? 194 : t <= 8 ? 466 : t <= 10 ? 324 : t <= 13 ? 116 : t <= 15 ? 5 : t <= 17 ? 183 : t <= 19 ? 251 : t <= 21 ? 280 : t <= 23 ? 222 : t <= 25 ? 422 : t <= 27 ? 107 : t <= 29 ? 259 : 52] if (4294964607 >> t & 1) != 0 as r2921_n1
expect r2921_n1.wavefronts == 4
read v[500] if (1675190943 >> t & 1) != 0 as r2922_bcast
expect r2922_bcast.wavefronts == 2
read f[t <= 0 ? 432 : t <= 1 ? 473 : t <= 2 ? 300 : t <= 3 ? 473 : t <= 4 ? 459 : t <= 5 ? 188 : t <= 6 ? 459 : t <= 7 ? 230 : t <= 8 ? 434 : t <= 9 ? 262 : t <= 10 ? 434 : t <= 11 ? 262 : t <= 12 ? 318 : t <= 13 ? 15 : t <= 14 ? 318 : t <= 15 ? 15 : t <= 16 ? 364 : t <= 17 ? 266 : t <= 18 ? 364 : t <= 19 ? 266 : t <= 20 ? 297 : t <= 21 ? 227 : t <= 22 ? 297 : t <= 23 ? 227 : t <= 24 ? 194 : t <= 25 ? 368 : t <= 26 ? 194 : t <= 27 ? 368 : t <= 28 ? 342 : t <= 29 ? 37 : t <= 30 ? 342 : 37] as r2923_n2s
expect r2923_n2s.wavefronts == 2
read v[488] if (268435456 >> t & 1) != 0 as r2924_n1
expect r2924_n1.wavefronts == 1
read v[t <= 0 ? 290 : t <= 2 ? 414 : t <= 4 ? 290 : t <= 6 ? 414 : t <= 7 ? 290 : t <= 9 ? 414 : t <= 11 ? 290 : t <= 14 ? 414 : t <= 15 ? 290 : t <= 16 ? 414 : t <= 18 ? 290 : t <= 20 ? 414 : t <= 21 ? 290 : t <= 23 ? 414 : t <= 27 ? 290 : t <= 29 ? 414 : t <= 30 ? 290 : 414] as r2925_few
expect r2925_few.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 5 ? 73 : t <= 11 ? 90 : t <= 13 ? 89 : t <= 15 ? 74 : t <= 25 ? 89 : 90] if (2181146656 >> t & 1) != 0 as r2926_n1c
expect r2926_n1c.wavefronts == 3
read f[t <= 0 ? 350 : t <= 2 ? 308 : t <= 3 ? 317 : t <= 8 ? 436 : t <= 12 ? 119 : t <= 14 ? 387 : t <= 22 ? 135 : t <= 27 ? 163 : 397] if (406868237 >> t & 1) != 0 as r2927_rand
expect r2927_rand.wavefronts == 2
# Nsight's instrumented estimate: 7
read v[t <= 0 ? 25 : t <= 1 ? 18 : t <= 2 ? 25 : t <= 3 ? 18 : t <= 4 ? 42 : t <= 5 ? 43 : t <= 6 ? 42 : t <= 7 ? 43 : t <= 8 ? 19 : t <= 9 ? 41 : t <= 10 ? 19 : t <= 11 ? 41 : t <= 12 ? 33 : t <= 13 ? 26 : t <= 14 ? 33 : t <= 15 ? 26 : t <= 16 ? 34 : t <= 17 ? 27 : t <= 18 ? 34 : t <= 19 ? 27 : t <= 20 ? 35 : t <= 21 ? 17 : t <= 22 ? 35 : t <= 23 ? 17 : t <= 24 ? 25 : t <= 25 ? 42 : t <= 26 ? 25 : t <= 28 ? 42 : t <= 29 ? 19 : t <= 30 ? 42 : 19] as r2928_n2c
expect r2928_n2c.wavefronts == 6
write w[t <= 0 ? 426 : t <= 1 ? 445 : t <= 2 ? 426 : t <= 3 ? 445 : t <= 4 ? 466 : t <= 5 ? 227 : t <= 6 ? 466 : t <= 7 ? 227 : t <= 8 ? 255 : t <= 9 ? 160 : t <= 10 ? 255 : t <= 11 ? 160 : t <= 12 ? 288 : t <= 13 ? 399 : t <= 14 ? 288 : t <= 15 ? 399 : t <= 16 ? 422 : t <= 17 ? 323 : t <= 18 ? 242 : t <= 19 ? 323 : t <= 20 ? 287 : t <= 21 ? 24 : t <= 22 ? 287 : t <= 23 ? 24 : t <= 24 ? 262 : t <= 25 ? 110 : t <= 26 ? 262 : t <= 27 ? 110 : t <= 28 ? 28 : t <= 29 ? 244 : t <= 30 ? 28 : 244] as r2929_n2s
expect r2929_n2s.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 0 ? 65 : t <= 11 ? 74 : t <= 15 ? 50 : t <= 21 ? 73 : 74] if (1085312001 >> t & 1) != 0 as r2930_n1c
expect r2930_n1c.wavefronts == 3
write v[t <= 1 ? 347 : t <= 16 ? 102 : t <= 28 ? 93 : 279] if (1342242818 >> t & 1) != 0 as r2931_rand
expect r2931_rand.wavefronts == 3
write v[t <= 1 ? 338 : t <= 6 ? 398 : t <= 14 ? 8 : t <= 19 ? 478 : t <= 20 ? 256 : t <= 25 ? 144 : t <= 29 ? 476 : 84] if (1645887554 >> t & 1) != 0 as r2932_n2
expect r2932_n2.wavefronts == 5
write v[t <= 1 ? 308 : t <= 3 ? 345 : t <= 5 ? 381 : t <= 7 ? 504 : t <= 9 ? 434 : t <= 11 ? 82 : t <= 13 ? 172 : t <= 15 ? 223 : t <= 17 ? 73 : t <= 19 ? 36 : t <= 21 ? 171 : t <= 23 ? 213 : t <= 25 ? 350 : t <= 27 ? 312 : t <= 29 ? 424 : 330] as r2933_n1
expect r2933_n1.wavefronts == 6
read v[t <= 9 ? 40 : t <= 12 ? 56 : t <= 22 ? 319 : 262] if (12587520 >> t & 1) != 0 as r2934_rand
expect r2934_rand.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 48 : t <= 3 ? 73 : t <= 4 ? 72 : t <= 7 ? 57 : t <= 9 ? 64 : t <= 11 ? 65 : t <= 13 ? 64 : t <= 15 ? 49 : t <= 16 ? 72 : t <= 19 ? 57 : t <= 21 ? 64 : t <= 23 ? 57 : t <= 25 ? 72 : t <= 27 ? 65 : t <= 29 ? 72 : 73] if (4277796575 >> t & 1) != 0 as r2935_n1c
expect r2935_n1c.wavefronts == 7
read v[t <= 0 ? 11 : t <= 1 ? 263 : t <= 2 ? 209 : t <= 3 ? 161 : t <= 4 ? 277 : t <= 5 ? 55 : t <= 7 ? 394 : t <= 9 ? 428 : t <= 11 ? 101 : t <= 13 ? 289 : t <= 15 ? 492 : t <= 17 ? 117 : t <= 19 ? 482 : t <= 21 ? 303 : t <= 23 ? 271 : t <= 25 ? 309 : t <= 27 ? 443 : t <= 29 ? 216 : 451] as r2936_n1s
expect r2936_n1s.wavefronts == 8
write v[t <= 3 ? 387 : t <= 7 ? 342 : t <= 9 ? 361 : t <= 11 ? 40 : t <= 13 ? 313 : t <= 15 ? 20 : t <= 17 ? 485 : t <= 19 ? 325 : t <= 21 ? 26 : t <= 23 ? 215 : 483] if (82836364 >> t & 1) != 0 as r2937_n1
expect r2937_n1.wavefronts == 6
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 364 : t <= 3 ? 262 : t <= 5 ? 438 : t <= 7 ? 145 : t <= 9 ? 124 : t <= 11 ? 386 : t <= 13 ? 119 : t <= 15 ? 330 : t <= 17 ? 259 : t <= 19 ? 38 : t <= 21 ? 54 : t <= 23 ? 367 : t <= 25 ? 442 : t <= 27 ? 3 : t <= 29 ? 383 : 107] as r2938_n1
expect r2938_n1.wavefronts == 5
write f[t <= 9 ? 478 : t <= 10 ? 79 : t <= 11 ? 302 : t <= 12 ? 16 : t <= 13 ? 236 : t <= 14 ? 414 : t <= 15 ? 249 : t <= 16 ? 310 : t <= 17 ? 17 : t <= 18 ? 278 : 191] if (1048064 >> t & 1) != 0 as r2939_rand
expect r2939_rand.wavefronts == 2
read v[12 * t + 115] if (4456448 >> t & 1) != 0 as r2940_stride
expect r2940_stride.wavefronts == 2
read w[43] if (536870912 >> t & 1) != 0 as r2941_n2c
expect r2941_n2c.wavefronts == 1
read f[t <= 8 ? 361 : t <= 11 ? 214 : t <= 19 ? 232 : 146] if (17303808 >> t & 1) != 0 as r2942_n1
expect r2942_n1.wavefronts == 1
write v[t <= 1 ? 114 : t <= 3 ? 115 : t <= 5 ? 90 : t <= 7 ? 99 : t <= 9 ? 90 : t <= 11 ? 99 : t <= 13 ? 114 : t <= 15 ? 91 : t <= 17 ? 106 : t <= 19 ? 107 : t <= 21 ? 90 : t <= 23 ? 99 : t <= 25 ? 114 : t <= 27 ? 107 : t <= 29 ? 106 : 91] as r2943_n1c
expect r2943_n1c.wavefronts == 8
# Nsight's instrumented estimate: 3
read v[t <= 23 ? 105 : t <= 24 ? 49 : 105] if (58720256 >> t & 1) != 0 as r2944_few
expect r2944_few.wavefronts == 2
write w[t <= 0 ? 231 : t <= 1 ? 142 : t <= 2 ? 231 : t <= 3 ? 142 : t <= 4 ? 344 : t <= 5 ? 270 : t <= 6 ? 344 : t <= 7 ? 270 : t <= 8 ? 49 : t <= 9 ? 390 : t <= 10 ? 49 : t <= 11 ? 390 : t <= 12 ? 21 : t <= 13 ? 448 : t <= 14 ? 21 : t <= 15 ? 448 : t <= 16 ? 148 : t <= 17 ? 334 : t <= 18 ? 148 : t <= 19 ? 334 : t <= 20 ? 0 : t <= 21 ? 444 : t <= 22 ? 0 : t <= 23 ? 444 : t <= 24 ? 357 : t <= 25 ? 385 : t <= 26 ? 357 : t <= 27 ? 385 : t <= 28 ? 157 : t <= 29 ? 444 : t <= 30 ? 157 : 444] as r2945_n2
expect r2945_n2.wavefronts == 3
write f[t <= 1 ? 322 : t <= 3 ? 320 : t <= 4 ? 319 : t <= 5 ? 318 : t <= 6 ? 317 : t <= 7 ? 316 : t <= 8 ? 315 : t <= 10 ? 313 : t <= 12 ? 311 : t <= 13 ? 310 : t <= 15 ? 308 : t <= 16 ? 307 : t <= 17 ? 306 : t <= 18 ? 305 : t <= 20 ? 303 : t <= 21 ? 302 : t <= 22 ? 301 : t <= 23 ? 300 : t <= 24 ? 299 : t <= 26 ? 297 : t <= 27 ? 296 : t <= 28 ? 295 : t <= 29 ? 294 : t <= 30 ? 293 : 292] if (4260869626 >> t & 1) != 0 as r2946_stride
expect r2946_stride.wavefronts == 1
read f[t <= 3 ? 230 : 157] if (268435464 >> t & 1) != 0 as r2947_n1
expect r2947_n1.wavefronts == 1
read v[3 * t + 141] if (1899783492 >> t & 1) != 0 as r2948_stride
expect r2948_stride.wavefronts == 4
write w[t <= 0 ? 2 : t <= 1 ? 471 : t <= 2 ? 397 : t <= 3 ? 471 : t <= 4 ? 311 : t <= 5 ? 203 : t <= 6 ? 311 : t <= 7 ? 203 : t <= 8 ? 345 : t <= 9 ? 39 : t <= 10 ? 345 : t <= 11 ? 39 : t <= 12 ? 431 : t <= 13 ? 132 : t <= 14 ? 431 : t <= 15 ? 411 : t <= 16 ? 490 : t <= 17 ? 165 : t <= 18 ? 490 : t <= 19 ? 341 : t <= 20 ? 215 : t <= 21 ? 13 : t <= 22 ? 215 : t <= 23 ? 13 : t <= 24 ? 436 : t <= 25 ? 135 : t <= 26 ? 436 : t <= 27 ? 135 : t <= 28 ? 370 : t <= 29 ? 204 : t <= 30 ? 370 : 204] as r2949_n2s
expect r2949_n2s.wavefronts == 5
read f[t <= 1 ? 158 : t <= 3 ? 95 : t <= 5 ? 190 : t <= 7 ? 191 : t <= 9 ? 158 : t <= 11 ? 95 : t <= 13 ? 126 : t <= 15 ? 127 : t <= 17 ? 126 : t <= 19 ? 191 : t <= 21 ? 190 : t <= 23 ? 95 : t <= 25 ? 126 : t <= 27 ? 191 : t <= 29 ? 190 : 127] as r2950_n1c
expect r2950_n1c.wavefronts == 3
read v[t <= 4 ? 135 : t <= 23 ? 112 : 119] if (276824144 >> t & 1) != 0 as r2951_n1c
expect r2951_n1c.wavefronts == 2
write w[t <= 0 ? 202 : t <= 1 ? 100 : t <= 2 ? 202 : t <= 4 ? 100 : t <= 5 ? 311 : t <= 6 ? 202 : t <= 7 ? 100 : t <= 8 ? 311 : t <= 9 ? 202 : t <= 10 ? 100 : t <= 12 ? 311 : t <= 13 ? 100 : t <= 14 ? 202 : t <= 15 ? 311 : t <= 17 ? 202 : t <= 18 ? 311 : t <= 21 ? 202 : t <= 22 ? 100 : t <= 23 ? 311 : t <= 24 ? 202 : t <= 25 ? 311 : t <= 28 ? 100 : 311] as r2952_few
expect r2952_few.wavefronts == 2
read v[t <= 8 ? 467 : t <= 20 ? 15 : t <= 23 ? 30 : t <= 27 ? 50 : 60] if (680526080 >> t & 1) != 0 as r2953_stride
expect r2953_stride.wavefronts == 2
read v[422] if (524288 >> t & 1) != 0 as r2954_n1
expect r2954_n1.wavefronts == 1
read f[t <= 0 ? 3 : t <= 1 ? 100 : t <= 2 ? 3 : t <= 3 ? 100 : t <= 4 ? 36 : t <= 5 ? 101 : t <= 6 ? 36 : t <= 8 ? 101 : t <= 9 ? 35 : t <= 10 ? 101 : t <= 11 ? 35 : t <= 12 ? 67 : t <= 13 ? 100 : t <= 14 ? 67 : t <= 16 ? 100 : t <= 17 ? 5 : t <= 18 ? 100 : t <= 19 ? 5 : t <= 20 ? 69 : t <= 21 ? 3 : t <= 22 ? 69 : t <= 24 ? 3 : t <= 25 ? 4 : t <= 26 ? 3 : t <= 27 ? 4 : t <= 28 ? 36 : t <= 29 ? 69 : t <= 30 ? 36 : 69] as r2955_n2c
expect r2955_n2c.wavefronts == 3
write v[t <= 1 ? 83 : t <= 2 ? 253 : t <= 3 ? 83 : t <= 4 ? 311 : t <= 5 ? 45 : t <= 6 ? 483 : t <= 7 ? 45 : t <= 8 ? 81 : t <= 9 ? 67 : t <= 10 ? 81 : t <= 11 ? 67 : t <= 12 ? 190 : t <= 13 ? 197 : t <= 14 ? 190 : t <= 15 ? 403 : t <= 16 ? 237 : t <= 17 ? 104 : t <= 18 ? 237 : t <= 19 ? 104 : t <= 20 ? 99 : t <= 21 ? 401 : t <= 22 ? 99 : t <= 23 ? 401 : t <= 24 ? 17 : t <= 25 ? 140 : t <= 26 ? 17 : t <= 27 ? 140 : t <= 28 ? 375 : t <= 29 ? 224 : 375] if (2147483646 >> t & 1) != 0 as r2956_n2s
expect r2956_n2s.wavefronts == 6
read f[t <= 3 ? 239 : t <= 4 ? 151 : t <= 5 ? 359 : t <= 11 ? 171 : t <= 14 ? 468 : t <= 15 ? 278 : t <= 16 ? 136 : t <= 19 ? 227 : t <= 23 ? 149 : t <= 27 ? 475 : 327] if (1252640831 >> t & 1) != 0 as r2957_n2
expect r2957_n2.wavefronts == 2
read f[t <= 3 ? 48 : t <= 5 ? 373 : 28] if (124 >> t & 1) != 0 as r2958_n1s
expect r2958_n1s.wavefronts == 1
write v[t <= 0 ? 189 : t <= 10 ? 392 : t <= 15 ? 269 : t <= 16 ? 299 : t <= 20 ? 10 : t <= 23 ? 49 : t <= 26 ? 203 : 461] if (349275137 >> t & 1) != 0 as r2959_n1
expect r2959_n1.wavefronts == 4
read v[t <= 0 ? 394 : t <= 4 ? 163 : 4] if (524305 >> t & 1) != 0 as r2960_rand
expect r2960_rand.wavefronts == 2
write w[t <= 22 ? 146 : t <= 23 ? 55 : t <= 26 ? 146 : 55] if (2145386496 >> t & 1) != 0 as r2961_few
expect r2961_few.wavefronts == 1
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 17 : t <= 3 ? 10 : t <= 5 ? 9 : t <= 7 ? 26 : t <= 9 ? 25 : t <= 11 ? 18 : t <= 13 ? 25 : t <= 15 ? 26 : t <= 17 ? 9 : t <= 19 ? 18 : t <= 21 ? 1 : t <= 23 ? 18 : t <= 25 ? 9 : t <= 27 ? 18 : t <= 29 ? 9 : 2] as r2962_n1c
expect r2962_n1c.wavefronts == 5
# Nsight's instrumented estimate: 6
read w[t <= 1 ? 113 : t <= 3 ? 146 : t <= 5 ? 161 : t <= 7 ? 162 : t <= 9 ? 129 : t <= 11 ? 162 : t <= 13 ? 129 : t <= 15 ? 146 : t <= 17 ? 129 : t <= 19 ? 114 : t <= 21 ? 161 : t <= 23 ? 130 : t <= 25 ? 129 : t <= 27 ? 162 : t <= 29 ? 161 : 130] as r2963_n1c
expect r2963_n1c.wavefronts == 4
read f[t <= 2 ? 493 : t <= 3 ? 144 : t <= 6 ? 309 : t <= 7 ? 264 : t <= 8 ? 115 : t <= 9 ? 164 : t <= 10 ? 115 : t <= 11 ? 164 : t <= 13 ? 244 : t <= 14 ? 438 : t <= 15 ? 244 : t <= 18 ? 80 : t <= 20 ? 437 : t <= 21 ? 20 : t <= 22 ? 437 : t <= 23 ? 20 : t <= 24 ? 134 : t <= 27 ? 265 : t <= 29 ? 490 : t <= 30 ? 303 : 490] if (3958763469 >> t & 1) != 0 as r2964_n2
expect r2964_n2.wavefronts == 2
# Nsight's instrumented estimate: 6
read v[t <= 0 ? 72 : t <= 1 ? 65 : t <= 2 ? 72 : t <= 3 ? 65 : t <= 4 ? 73 : t <= 5 ? 66 : t <= 6 ? 73 : t <= 7 ? 66 : t <= 8 ? 82 : t <= 9 ? 56 : t <= 10 ? 82 : t <= 11 ? 56 : t <= 12 ? 72 : t <= 13 ? 81 : t <= 14 ? 72 : t <= 15 ? 81 : t <= 16 ? 65 : t <= 17 ? 66 : t <= 18 ? 65 : t <= 20 ? 66 : t <= 21 ? 64 : t <= 22 ? 66 : t <= 23 ? 64 : t <= 24 ? 56 : t <= 25 ? 57 : t <= 26 ? 56 : t <= 28 ? 57 : t <= 29 ? 58 : t <= 30 ? 57 : 58] as r2965_n2c
expect r2965_n2c.wavefronts == 5
read w[5 * t + 307] if (4244631519 >> t & 1) != 0 as r2966_stride
expect r2966_stride.wavefronts == 2
write w[t <= 0 ? 227 : t <= 1 ? 404 : t <= 2 ? 227 : t <= 3 ? 404 : t <= 4 ? 3 : t <= 5 ? 416 : t <= 6 ? 3 : t <= 7 ? 416 : t <= 8 ? 215 : t <= 9 ? 150 : t <= 10 ? 215 : t <= 11 ? 150 : t <= 12 ? 298 : t <= 13 ? 265 : t <= 14 ? 298 : t <= 15 ? 265 : t <= 16 ? 33 : t <= 17 ? 314 : t <= 18 ? 33 : t <= 19 ? 314 : t <= 20 ? 1 : t <= 21 ? 4 : t <= 22 ? 1 : t <= 23 ? 4 : t <= 24 ? 401 : t <= 25 ? 506 : t <= 26 ? 401 : t <= 27 ? 506 : t <= 28 ? 257 : t <= 29 ? 299 : t <= 30 ? 257 : 299] as r2967_n2
expect r2967_n2.wavefronts == 6
read f[t <= 3 ? 326 : t <= 4 ? 343 : t <= 17 ? 52 : 69] if (393240 >> t & 1) != 0 as r2968_stride
expect r2968_stride.wavefronts == 1
read f[t <= 1 ? 247 : t <= 3 ? 416 : t <= 5 ? 362 : t <= 7 ? 296 : t <= 9 ? 284 : t <= 11 ? 61 : t <= 13 ? 9 : t <= 15 ? 156 : t <= 17 ? 502 : t <= 19 ? 390 : t <= 21 ? 350 : t <= 23 ? 356 : t <= 25 ? 178 : t <= 27 ? 198 : t <= 29 ? 182 : 12] as r2969_n1
expect r2969_n1.wavefronts == 2
write v[t <= 1 ? 149 : t <= 3 ? 142 : t <= 5 ? 141 : t <= 7 ? 134 : t <= 9 ? 149 : t <= 11 ? 150 : t <= 13 ? 125 : t <= 15 ? 150 : t <= 17 ? 125 : t <= 19 ? 134 : t <= 21 ? 125 : t <= 23 ? 142 : t <= 25 ? 141 : t <= 27 ? 126 : t <= 29 ? 133 : 134] as r2970_n1c
expect r2970_n1c.wavefronts == 8
read v[t <= 29 ? 312 : 469] if (1879048192 >> t & 1) != 0 as r2971_n1
expect r2971_n1.wavefronts == 1
read w[359] as r2972_bcast
expect r2972_bcast.wavefronts == 1
read v[t <= 0 ? 125 : t <= 3 ? 121 : t <= 6 ? 155 : t <= 7 ? 121 : t <= 8 ? 125 : t <= 9 ? 467 : t <= 10 ? 125 : t <= 11 ? 155 : t <= 12 ? 125 : t <= 15 ? 121 : t <= 16 ? 125 : t <= 17 ? 155 : t <= 18 ? 467 : t <= 19 ? 125 : t <= 20 ? 467 : t <= 22 ? 121 : t <= 23 ? 467 : t <= 24 ? 125 : t <= 25 ? 155 : t <= 26 ? 125 : t <= 28 ? 155 : 121] if (4294959087 >> t & 1) != 0 as r2973_few
expect r2973_few.wavefronts == 6
write w[t <= 0 ? 199 : t <= 3 ? 41 : t <= 4 ? 357 : t <= 6 ? 272 : t <= 9 ? 111 : t <= 14 ? 346 : t <= 18 ? 440 : t <= 22 ? 143 : t <= 24 ? 476 : 88] if (190075483 >> t & 1) != 0 as r2974_n2s
expect r2974_n2s.wavefronts == 3
read f[t <= 1 ? 454 : t <= 3 ? 197 : t <= 7 ? 300 : t <= 9 ? 339 : t <= 11 ? 444 : t <= 13 ? 248 : t <= 15 ? 473 : t <= 16 ? 337 : t <= 18 ? 419 : t <= 21 ? 361 : t <= 22 ? 101 : t <= 25 ? 165 : t <= 27 ? 38 : t <= 29 ? 293 : 286] if (3145072591 >> t & 1) != 0 as r2975_n1
expect r2975_n1.wavefronts == 4
write w[424] if (65536 >> t & 1) != 0 as r2976_n2s
expect r2976_n2s.wavefronts == 1
read f[500] if (8388592 >> t & 1) != 0 as r2977_stride
expect r2977_stride.wavefronts == 1
write v[90] if (1110966304 >> t & 1) != 0 as r2978_bcast
expect r2978_bcast.wavefronts == 3
write v[t <= 0 ? 331 : t <= 1 ? 382 : t <= 2 ? 331 : t <= 3 ? 382 : t <= 4 ? 38 : t <= 5 ? 17 : t <= 6 ? 38 : t <= 7 ? 17 : t <= 8 ? 91 : t <= 9 ? 186 : t <= 10 ? 91 : t <= 11 ? 186 : t <= 12 ? 485 : t <= 13 ? 389 : t <= 14 ? 485 : t <= 15 ? 389 : t <= 16 ? 124 : t <= 17 ? 344 : t <= 18 ? 124 : t <= 19 ? 344 : t <= 20 ? 420 : t <= 21 ? 413 : t <= 22 ? 420 : t <= 23 ? 413 : t <= 24 ? 88 : t <= 25 ? 456 : t <= 26 ? 88 : t <= 27 ? 456 : t <= 28 ? 449 : t <= 29 ? 266 : t <= 30 ? 449 : 266] as r2979_n2
expect r2979_n2.wavefronts == 8
# Nsight's instrumented estimate: 1
read v[332] if (218153402 >> t & 1) != 0 as r2980_bcast
expect r2980_bcast.wavefronts == 2
read f[t <= 0 ? 211 : t <= 2 ? 307 : t <= 4 ? 211 : t <= 5 ? 307 : t <= 6 ? 211 : t <= 8 ? 110 : t <= 10 ? 211 : t <= 11 ? 110 : t <= 13 ? 211 : t <= 17 ? 110 : t <= 19 ? 307 : t <= 20 ? 110 : t <= 21 ? 307 : t <= 23 ? 110 : t <= 24 ? 307 : t <= 25 ? 110 : t <= 26 ? 211 : t <= 28 ? 307 : t <= 29 ? 110 : t <= 30 ? 211 : 307] as r2981_few
expect r2981_few.wavefronts == 2
write f[t <= 0 ? 79 : t <= 1 ? 227 : t <= 7 ? 310 : t <= 8 ? 272 : t <= 9 ? 54 : t <= 10 ? 272 : t <= 14 ? 383 : t <= 16 ? 245 : t <= 17 ? 401 : t <= 21 ? 387 : t <= 22 ? 80 : t <= 26 ? 320 : t <= 27 ? 336 : t <= 29 ? 244 : 238] if (1818449795 >> t & 1) != 0 as r2982_n2s
expect r2982_n2s.wavefronts == 3
read v[t <= 0 ? 375 : t <= 1 ? 352 : t <= 2 ? 375 : t <= 3 ? 47 : t <= 4 ? 401 : t <= 5 ? 460 : t <= 6 ? 401 : t <= 7 ? 177 : t <= 8 ? 315 : t <= 9 ? 413 : t <= 10 ? 315 : t <= 11 ? 413 : t <= 12 ? 142 : t <= 13 ? 461 : t <= 14 ? 142 : t <= 15 ? 461 : t <= 16 ? 353 : t <= 17 ? 131 : t <= 18 ? 353 : t <= 19 ? 131 : t <= 20 ? 425 : t <= 21 ? 12 : t <= 22 ? 425 : t <= 23 ? 12 : t <= 24 ? 366 : t <= 25 ? 147 : t <= 26 ? 366 : t <= 27 ? 147 : t <= 28 ? 113 : t <= 29 ? 146 : t <= 30 ? 113 : 242] as r2983_n2s
expect r2983_n2s.wavefronts == 8
read w[177] if (2412398550 >> t & 1) != 0 as r2984_bcast
expect r2984_bcast.wavefronts == 1
read v[t <= 2 ? 28 : t <= 10 ? 20 : t <= 16 ? 14 : 9] if (2163716 >> t & 1) != 0 as r2985_stride
expect r2985_stride.wavefronts == 3
write v[374] if (46137377 >> t & 1) != 0 as r2986_bcast
expect r2986_bcast.wavefronts == 3
read f[t <= 3 ? 283 : t <= 4 ? 414 : t <= 7 ? 100 : 314] if (664 >> t & 1) != 0 as r2987_n1
expect r2987_n1.wavefronts == 1
write w[t <= 0 ? 423 : t <= 5 ? 427 : t <= 7 ? 90 : t <= 8 ? 225 : t <= 11 ? 344 : t <= 13 ? 460 : t <= 15 ? 63 : t <= 17 ? 449 : t <= 18 ? 61 : t <= 21 ? 270 : t <= 23 ? 322 : t <= 25 ? 504 : t <= 27 ? 357 : t <= 29 ? 352 : 509] if (3953637857 >> t & 1) != 0 as r2988_n1s
expect r2988_n1s.wavefronts == 3
# Nsight's instrumented estimate: 4
read w[t <= 1 ? 320 : t <= 3 ? 291 : t <= 5 ? 427 : t <= 7 ? 74 : t <= 9 ? 273 : t <= 11 ? 265 : t <= 13 ? 467 : t <= 15 ? 448 : t <= 17 ? 165 : t <= 19 ? 88 : t <= 21 ? 470 : t <= 23 ? 360 : t <= 25 ? 461 : t <= 27 ? 449 : t <= 29 ? 304 : 377] as r2989_n1
expect r2989_n1.wavefronts == 3
read w[t <= 1 ? 411 : t <= 6 ? 297 : t <= 14 ? 216 : t <= 22 ? 263 : t <= 26 ? 315 : 505] if (339755074 >> t & 1) != 0 as r2990_n2
expect r2990_n2.wavefronts == 2
write v[t <= 0 ? 41 : t <= 1 ? 437 : t <= 2 ? 454 : t <= 3 ? 132 : t <= 4 ? 412 : t <= 5 ? 414 : t <= 6 ? 147 : t <= 7 ? 150 : t <= 8 ? 479 : t <= 9 ? 353 : t <= 10 ? 103 : t <= 11 ? 55 : t <= 12 ? 279 : t <= 13 ? 88 : t <= 14 ? 223 : t <= 15 ? 83 : t <= 16 ? 306 : t <= 17 ? 269 : t <= 18 ? 394 : t <= 19 ? 511 : t <= 20 ? 43 : t <= 21 ? 232 : t <= 22 ? 297 : t <= 23 ? 197 : t <= 24 ? 317 : t <= 25 ? 414 : t <= 26 ? 409 : t <= 27 ? 185 : t <= 28 ? 475 : t <= 29 ? 330 : t <= 30 ? 351 : 446] as r2991_rand
expect r2991_rand.wavefronts == 12
read v[t <= 3 ? 255 : t <= 11 ? 247 : t <= 15 ? 243 : t <= 18 ? 240 : t <= 25 ? 233 : 228] if (1107593224 >> t & 1) != 0 as r2992_stride
expect r2992_stride.wavefronts == 3
# Nsight's instrumented estimate: 8
read v[t <= 1 ? 88 : t <= 3 ? 113 : t <= 5 ? 88 : t <= 7 ? 97 : t <= 9 ? 88 : t <= 11 ? 89 : t <= 13 ? 96 : t <= 15 ? 105 : t <= 17 ? 88 : t <= 19 ? 105 : t <= 21 ? 96 : t <= 23 ? 89 : t <= 25 ? 96 : t <= 27 ? 89 : t <= 29 ? 88 : 89] as r2993_n1c
expect r2993_n1c.wavefronts == 6
write w[t <= 6 ? 167 : t <= 16 ? 340 : t <= 17 ? 264 : t <= 23 ? 117 : 216] if (1350762560 >> t & 1) != 0 as r2994_n2s
expect r2994_n2s.wavefronts == 3
read w[t <= 1 ? 365 : t <= 3 ? 213 : t <= 4 ? 503 : t <= 5 ? 468 : t <= 7 ? 228 : t <= 9 ? 503 : t <= 11 ? 235 : t <= 13 ? 456 : t <= 14 ? 71 : t <= 15 ? 106 : t <= 17 ? 6 : t <= 19 ? 4 : t <= 21 ? 403 : t <= 22 ? 445 : t <= 23 ? 339 : t <= 25 ? 412 : t <= 27 ? 414 : t <= 29 ? 273 : 403] as r2995_n1s
expect r2995_n1s.wavefronts == 4
write v[9 * t + 128] as r2996_stride
expect r2996_stride.wavefronts == 4
write v[t <= 0 ? 40 : t <= 1 ? 33 : t <= 2 ? 40 : t <= 3 ? 33 : t <= 4 ? 57 : t <= 8 ? 50 : t <= 9 ? 32 : t <= 10 ? 50 : t <= 14 ? 48 : t <= 16 ? 57 : t <= 20 ? 50 : t <= 21 ? 48 : t <= 22 ? 50 : t <= 24 ? 48 : t <= 27 ? 57 : t <= 29 ? 58 : t <= 30 ? 57 : 58] if (3925563327 >> t & 1) != 0 as r2997_n2c
expect r2997_n2c.wavefronts == 6
# Nsight's instrumented estimate: 5
read v[t <= 1 ? 17 : t <= 2 ? 16 : t <= 3 ? 17 : t <= 4 ? 33 : t <= 5 ? 34 : t <= 6 ? 33 : t <= 7 ? 34 : t <= 8 ? 26 : t <= 9 ? 24 : t <= 10 ? 26 : t <= 11 ? 24 : t <= 12 ? 40 : t <= 13 ? 33 : t <= 14 ? 40 : t <= 15 ? 33 : 25] if (131070 >> t & 1) != 0 as r2998_n2c
expect r2998_n2c.wavefronts == 4
# Nsight's instrumented estimate: 4
read v[t <= 3 ? 59 : t <= 5 ? 3 : t <= 10 ? 120 : t <= 15 ? 287 : 269] if (558120 >> t & 1) != 0 as r2999_n2s
expect r2999_n2s.wavefronts == 3
