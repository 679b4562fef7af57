/*
 * texture.h - where a texel of a 2D CUDA array lies, so that a tex2D()
 * fetch (point filtering, clamp) is counted like a load: which 32-byte
 * sectors the texels of a warp's fetch fall in, and how many texture
 * requests (lane quads) the fetch is.
 *
 * NVIDIA does not publish the layout of a CUDA array. This rule is
 * derived from public descriptions of NVIDIA's block-linear layout (the
 * Tegra TRM's "16Bx2" block-linear kind as the Linux DRM format
 * modifier DRM_FORMAT_MOD_NVIDIA_16BX2_BLOCK names it, include/uapi/drm/
 * drm_fourcc.h; minigbm's tegra.c; the tegra_swizzle crate): the array's
 * bytes are cut into GOBs of 64 bytes by 8 rows (512 bytes), and within a
 * GOB each 32-byte sector holds 16 bytes of 2 consecutive rows. It was
 * checked on an H100 and an H200 for the shapes listed in
 * tests/gpu/texture/ and nowhere else: a model from a public description and a measurement,
 * not an NVIDIA-documented rule. The texture pipe looks sectors up per
 * lane quad, not per warp: that part is the measurement's alone.
 *
 * Part of the model: no I/O, no allocation.
 */
#ifndef TEXTURE_H
#define TEXTURE_H

#include <stdbool.h>
#include <stdint.h>

#include "sim.h"

#define SIM_GOB_W 64         /* bytes of a row of a GOB */
#define SIM_GOB_H 8          /* rows of a GOB */
#define SIM_TEXSEC_W 16      /* bytes of a row of a sector */
#define SIM_TEXSEC_H 2       /* rows of a sector */

/*
 * The byte offset of byte xb of row y of a block-linear array whose rows
 * are width_bytes long: GOB (xb / 64, y / 8), taken in rows of GOBs
 * (blocks one GOB tall: the driver's block height is not known and
 * changes no sector count, which depends on the GOB's inside only), then
 * inside the GOB the 16-byte-by-2-row sectors. Any 32-byte-aligned run
 * of 32 offsets is one such sector.
 */
uint64_t sim_texel_offset(uint64_t xb, uint64_t y, uint64_t width_bytes);

/*
 * The lanes the texture pipe serves together in a fetch: a quad (4) for
 * a 2D texture, whatever its texels, and for a 1D one (linear memory) of
 * 16-byte texels; an octet (8) for a 1D texture of texels up to 8 bytes
 * (1, 2, 4 and 8 bytes), as an H100 and an H200 counted them on every
 * 1D shape of tests/gpu/texture/device.sh (tests/hw/texture_tex1d_*.pat).
 */
unsigned sim_texture_group(bool linear, unsigned size);

/*
 * The texture requests of a warp's fetch: its lane groups of 'group'
 * lanes (lanes g*group to g*group + group - 1) with an active lane, as
 * l1tex__t_requests_pipe_tex_mem_texture counted them (a full warp: 8
 * quads of a 2D fetch, whatever the texels' size and places,
 * tests/gpu/texture/shapes-measured-h100.txt; 4 octets of a 1D fetch of
 * floats).
 */
unsigned sim_texture_quads(uint32_t active, unsigned group);
/* (a group that does not divide a warp, 0 among them, counts as 4) */

/* What a tex2D fetch costs (sim_texture()). */
typedef struct sim_tex_counts {
	unsigned quads;          /* texture requests: lane groups (quads or
	                            octets) with an active lane */
	uint32_t lookups;        /* per group, the distinct sectors of its
	                            texels, summed: the H100's
	                            l1tex__t_sectors_pipe_tex_mem_texture */
	uint32_t ideal_lookups;  /* per group, ceil(its distinct bytes / 32),
	                            summed: the fewest that a group's texels
	                            could take */
	uint32_t sectors;        /* distinct sectors of the whole warp: what
	                            a fetch with nothing cached brings into
	                            L1 (..._lookup_miss on the H100) */
} sim_tex_counts;

/*
 * Cost of a fetch whose active lanes' texels lie at r->addr (block-linear
 * offsets, sim_texel_offset() plus a base that is a multiple of 32, or a
 * 1D texture's linear addresses), of r->size bytes each, served 'group'
 * lanes at a time (sim_texture_group(); another value counts as 4). On the shapes measured on an H100 (48) and an H200
 * (80: 1- to 16-byte texels; rows, columns, lane blocks, a diagonal, 2x2
 * quads, scatters; aligned and not), lookups, quads and sectors were
 * each the counter's figure on every one. *c gets the fields of a global load
 * (sim_global()) with sectors and ideal_sectors the lookups: the
 * counter that a global load's sectors are the LSU's twin of.
 */
void sim_texture(const sim_request *r, unsigned group, sim_counts *c,
                 sim_tex_counts *t);

#endif
