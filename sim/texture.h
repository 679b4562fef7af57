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
 * checked on an H100 for the shapes listed in tests/gpu/texture/ and
 * nowhere else: a model from a public description and a measurement,
 * not an NVIDIA-documented rule.
 *
 * Part of the model: no I/O, no allocation.
 */
#ifndef TEXTURE_H
#define TEXTURE_H

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
 * The texture requests of a warp's fetch: its lane quads (lanes 4q to
 * 4q + 3) with an active lane, as l1tex__t_requests_pipe_tex counted
 * them on an H100 for 4-byte texels (8 a full warp, whatever the
 * texels' places: tests/gpu/texture/).
 */
unsigned sim_texture_quads(uint32_t active);

#endif
