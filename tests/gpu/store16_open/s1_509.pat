# model 5 wavefronts; GPU 6 (pipe counter, 1 instructions; SASS-patched estimate 5)
# validate --adversarial --seed 1, pattern 509
# identical on an H200 (three reads, alone and in its pattern): tests/gpu/validate-speed/h200-final/miss.txt
grid 1
block 32
let t = threadIdx.x
shared int4 v[512]
shared double w[512]
shared float f[512]
write v[t <= 2 ? 120 : t <= 8 ? 282 : t <= 13 ? 120 : t <= 16 ? 282 : t <= 17 ? 120 : t <= 23 ? 482 : t <= 25 ? 282 : t <= 26 ? 120 : t <= 28 ? 282 : 120] if (1458004228 >> t & 1) != 0 as r509_1_few
