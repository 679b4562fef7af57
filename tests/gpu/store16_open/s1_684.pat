# model 4 wavefronts; GPU 5 (pipe counter, 1 instructions; SASS-patched estimate 4)
# validate --adversarial --seed 1, pattern 684
# identical on an H200 (three reads, alone and in its pattern): tests/gpu/validate-speed/h200-final/miss.txt
grid 1
block 32
let t = threadIdx.x
shared int4 v[512]
shared double w[512]
shared float f[512]
write v[t <= 4 ? 200 : t <= 6 ? 450 : t <= 9 ? 200 : t <= 14 ? 334 : t <= 17 ? 200 : t <= 23 ? 334 : t <= 24 ? 200 : 334] if (562446928 >> t & 1) != 0 as r684_1_few
