# texture_tex1d_float2.pat - each access's sector lookups as NVIDIA H200
# counted them (l1tex__t_sectors_pipe_tex_mem_texture, under
# accessan --gpu: tests/gpu/texture/device.sh); its texture requests
# (l1tex__t_requests_pipe_tex_mem_texture) in each comment.
# one warp's 64 tex1Dfetch fetches of float2 in linear memory
grid 1
block 32
texture float2 lin[1 << 20]
let l = threadIdx.x
for k in 0 .. 64 {
	read tex1Dfetch(lin, 0 + 4096 * k + (l)) as s1_0
	read tex1Dfetch(lin, 0 + 4096 * k + (2 * l)) as s2_0
	read tex1Dfetch(lin, 0 + 4096 * k + (4 * l)) as s4_0
	read tex1Dfetch(lin, 0 + 4096 * k + (8 * l)) as s8_0
	read tex1Dfetch(lin, 0 + 4096 * k + (32 * l)) as s32_0
	read tex1Dfetch(lin, 0 + 4096 * k + (31 - l)) as reverse_0
	read tex1Dfetch(lin, 0 + 4096 * k + ((l * 97 + k * 31 + l * l % 13) % 2048)) as scatter_0
	read tex1Dfetch(lin, 1 + 4096 * k + (l)) as s1_1
	read tex1Dfetch(lin, 1 + 4096 * k + (2 * l)) as s2_1
	read tex1Dfetch(lin, 1 + 4096 * k + (4 * l)) as s4_1
	read tex1Dfetch(lin, 1 + 4096 * k + (8 * l)) as s8_1
	read tex1Dfetch(lin, 1 + 4096 * k + (32 * l)) as s32_1
	read tex1Dfetch(lin, 1 + 4096 * k + (31 - l)) as reverse_1
	read tex1Dfetch(lin, 1 + 4096 * k + ((l * 97 + k * 31 + l * l % 13) % 2048)) as scatter_1
}
expect s1_0.sectors == 512   # 256 requests
expect s2_0.sectors == 1024   # 256 requests
expect s4_0.sectors == 2048   # 256 requests
expect s8_0.sectors == 2048   # 256 requests
expect s32_0.sectors == 2048   # 256 requests
expect reverse_0.sectors == 512   # 256 requests
expect scatter_0.sectors == 2048   # 256 requests
expect s1_1.sectors == 768   # 256 requests
expect s2_1.sectors == 1024   # 256 requests
expect s4_1.sectors == 2048   # 256 requests
expect s8_1.sectors == 2048   # 256 requests
expect s32_1.sectors == 2048   # 256 requests
expect reverse_1.sectors == 768   # 256 requests
expect scatter_1.sectors == 2048   # 256 requests
