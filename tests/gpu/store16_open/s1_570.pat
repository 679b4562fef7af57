# model 3 wavefronts; GPU 4 (pipe counter, 1 instructions; SASS-patched estimate 3)
# validate --adversarial --seed 1, pattern 570
# identical on an H200 (three reads, alone and in its pattern): tests/gpu/validate-speed/h200-final/miss.txt
grid 1
block 32
let t = threadIdx.x
shared int4 v[512]
shared double w[512]
shared float f[512]
write v[t <= 0 ? 330 : t <= 1 ? 177 : t <= 14 ? 330 : t <= 18 ? 177 : t <= 20 ? 330 : 177] if (3556355 >> t & 1) != 0 as st16_sp8_0_two
