/*
 * texture.c - the block-linear place of a texel and a fetch's lane
 * quads (texture.h says where the rule comes from and how far it was
 * checked).
 *
 * A sector is 16 bytes by 2 rows, so a warp reading 32 floats down a
 * column touches 16 distinct sectors (2 rows each) where a row-major
 * array gives 32, and along a row 8 (16 bytes each) where a row-major
 * array gives 4. The texture pipe serves a fetch a lane quad at a time
 * and looks up each quad's sectors on their own: along a row each quad's
 * 4 floats are 16 bytes, one sector, 8 lookups for the warp's 8 distinct
 * sectors; a 16x2 block of floats is 4 distinct sectors but still 8
 * lookups. The H100 counted both figures so on every shape of
 * tests/gpu/texture (sim_texture()).
 *
 * A 1D texture (tex1Dfetch of linear memory) is served in lane octets
 * when its texels are up to 8 bytes, as an H100 and an H200 counted it:
 * 4 requests a full warp of floats or bytes, and each octet's distinct
 * sectors (8 floats one texel off span 2). 16-byte texels go a quad at a
 * time there too (sim_texture_group()).
 */
#include <string.h>

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
sim_texture_group(bool linear, unsigned size)
{
	return linear && size <= 8 ? 8 : 4;
}

unsigned
sim_texture_quads(uint32_t active, unsigned group)
{
	uint32_t m;
	unsigned q, n = 0;

	if (group == 0 || group > SIM_WARP || SIM_WARP % group != 0)
		group = 4;
	m = group == SIM_WARP ? 0xffffffffu : (1u << group) - 1;

	for (q = 0; q < SIM_WARP; q += group)
		n += ((active >> q) & m) != 0;
	return n;
}

void
sim_texture(const sim_request *r, unsigned group, sim_counts *c,
            sim_tex_counts *t)
{
	unsigned q, i, j;

	if (group == 0 || group > 8 || SIM_WARP % group != 0)
		group = 4;
	memset(t, 0, sizeof(*t));
	sim_global(r, c);
	t->sectors = c->sectors;
	t->quads = sim_texture_quads(r->active, group);
	for (q = 0; q < SIM_WARP; q += group) {
		uint64_t sec[8], tex[8];
		unsigned ns = 0, nt = 0;
		for (i = q; i < q + group; i++) {
			if (!((r->active >> i) & 1))
				continue;
			for (j = 0; j < ns && sec[j] != r->addr[i] / SIM_SECTOR; j++)
				;
			if (j == ns)
				sec[ns++] = r->addr[i] / SIM_SECTOR;
			for (j = 0; j < nt && tex[j] != r->addr[i]; j++)
				;
			if (j == nt)
				tex[nt++] = r->addr[i];
		}
		t->lookups += ns;
		t->ideal_lookups += (nt * r->size + SIM_SECTOR - 1) / SIM_SECTOR;
	}
	c->sectors = t->lookups;
	c->ideal_sectors = t->ideal_lookups;
}
