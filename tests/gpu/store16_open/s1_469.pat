# model 6 wavefronts; GPU 7 (pipe counter, 1 instructions; SASS-patched estimate 6)
# validate --adversarial --seed 1, pattern 469
# identical on an H200 (three reads, alone and in its pattern): tests/gpu/validate-speed/h200-final/miss.txt
grid 1
block 32
let t = threadIdx.x
shared int4 v[512]
shared double w[512]
shared float f[512]
write v[t <= 0 ? 12 : t <= 3 ? 29 : t <= 5 ? 20 : t <= 6 ? 21 : t <= 10 ? 29 : t <= 15 ? 5 : t <= 21 ? 4 : t <= 27 ? 13 : t <= 28 ? 20 : 13] if (2620621929 >> t & 1) != 0 as r469_1_n1c
