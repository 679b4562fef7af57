# model 4 wavefronts; GPU 5 (pipe counter, 1 instructions; SASS-patched estimate 4)
# validate --adversarial --seed 11, pattern 42
# identical on an H200 (three reads, alone and in its pattern): tests/gpu/validate-speed/h200-final/miss.txt
grid 1
block 32
let t = threadIdx.x
shared int4 v[512]
shared double w[512]
shared float f[512]
write v[t <= 2 ? 186 : t <= 3 ? 136 : t <= 9 ? 207 : t <= 10 ? 186 : t <= 11 ? 207 : t <= 17 ? 136 : t <= 18 ? 207 : t <= 20 ? 136 : t <= 24 ? 207 : 136] if (85335678 >> t & 1) != 0 as r42_0_few
