# model 4 wavefronts; GPU 5 (pipe counter, 1 instructions; SASS-patched estimate 4)
# validate --adversarial --seed 1, pattern 772
# identical on an H200 (three reads, alone and in its pattern): tests/gpu/validate-speed/h200-final/miss.txt
grid 1
block 32
let t = threadIdx.x
shared int4 v[512]
shared double w[512]
shared float f[512]
write v[t <= 1 ? 333 : t <= 5 ? 49 : t <= 6 ? 356 : t <= 7 ? 333 : t <= 12 ? 174 : t <= 14 ? 49 : t <= 15 ? 356 : t <= 22 ? 174 : t <= 24 ? 49 : t <= 26 ? 333 : t <= 27 ? 49 : 333] if (761450726 >> t & 1) != 0 as r772_0_few
