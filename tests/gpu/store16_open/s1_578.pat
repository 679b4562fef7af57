# model 3 wavefronts; GPU 4 (pipe counter, 1 instructions; SASS-patched estimate 3)
# validate --adversarial --seed 1, pattern 578
# identical on an H200 (three reads, alone and in its pattern): tests/gpu/validate-speed/h200-final/miss.txt
grid 1
block 32
let t = threadIdx.x
shared int4 v[512]
shared double w[512]
shared float f[512]
write v[t <= 1 ? 463 : t <= 17 ? 401 : t <= 22 ? 463 : t <= 29 ? 401 : t <= 30 ? 463 : 401] if (4041342978 >> t & 1) != 0 as st16_sp9_1_two
