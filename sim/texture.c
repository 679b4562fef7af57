/*
 * texture.c - the block-linear place of a texel and a fetch's lane
 * quads (texture.h says where the rule comes from and how far it was
 * checked).
 *
 * A fetch's sectors are then those of sim_global() over the texels'
 * offsets: a sector is 16 bytes by 2 rows, so a warp reading 32 floats
 * down a column touches 16 sectors (2 rows each) where a row-major array
 * gives 32, and along a row 8 (16 bytes each) where a row-major array
 * gives 4. Those are the H100's figures for the two walks of
 * tests/gpu/texture/probe.cu.
 */
#include "texture.h"

uint64_t
sim_texel_offset(uint64_t xb, uint64_t y, uint64_t width_bytes)
{
	uint64_t gobs_per_row = (width_bytes + SIM_GOB_W - 1) / SIM_GOB_W;
	uint64_t gob = (y / SIM_GOB_H) * gobs_per_row + xb / SIM_GOB_W;
	uint64_t x = xb % SIM_GOB_W, r = y % SIM_GOB_H;

	/* inside a GOB: the 32-byte half (x bit 5), then the pair of rows,
	   then the 16-byte quarter (x bit 4), the row of the pair, and the
	   byte in its 16 */
	return gob * (SIM_GOB_W * SIM_GOB_H) + (x / 32) * 256 +
	       (r / SIM_TEXSEC_H) * 64 + (x % 32 / SIM_TEXSEC_W) * 32 +
	       (r % SIM_TEXSEC_H) * SIM_TEXSEC_W + x % SIM_TEXSEC_W;
}

unsigned
sim_texture_quads(uint32_t active)
{
	unsigned q, n = 0;

	for (q = 0; q < SIM_WARP / 4; q++)
		n += ((active >> (4 * q)) & 0xfu) != 0;
	return n;
}
