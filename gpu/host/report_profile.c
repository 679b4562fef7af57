/*
 * report_profile.c - the "profile" back end (report_gpu.h): what
 * 'accessan calibrate --gpu' measured, as a profile file of "key value"
 * lines that -a/--profile FILE reads back (accessan(1), CALIBRATE). It
 * measures nothing itself: calibrate.c's figures are what it writes.
 */
#include <stdio.h>

#include "calibrate.h"
#include "report_gpu.h"

/* "h100" from "NVIDIA H100 80GB HBM3": the first word that is a letter
   and digits, lower case; else sm_XY */
static void
name_of(const gpu_device_info *info, char *buf, size_t len)
{
	const char *s = info->name;

	while (*s) {
		const char *e = s;
		while (*e && *e != ' ')
			e++;
		if (e - s >= 2 && e - s < 16 && ((s[0] >= 'A' && s[0] <= 'Z') ||
		    (s[0] >= 'a' && s[0] <= 'z')) && s[1] >= '0' && s[1] <= '9') {
			size_t n = 0;
			for (const char *c = s; c < e && n + 1 < len; c++)
				buf[n++] = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a'
				                                         : *c);
			buf[n] = '\0';
			return;
		}
		s = *e ? e + 1 : e;
	}
	snprintf(buf, len, "sm_%d%d", info->cc_major, info->cc_minor);
}

/* "key BYTES:NS ..." (accessan(1), TIME MODEL); nothing for no points */
static void
write_curve(FILE *out, const char *key, const sim_lat_curve *cv)
{
	if (cv->n <= 0)
		return;
	fprintf(out, "%s", key);
	for (int k = 0; k < cv->n; k++)
		fprintf(out, " %.0f:%.0f", cv->bytes[k], cv->ns[k]);
	fprintf(out, "\n");
}

static void
profile_write(void *b, const calibrate_result *r)
{
	FILE *out = report_gpu_stream(b);
	const gpu_device_info *i = &r->info;
	const char *name = r->name;
	char own[32];

	if (name == NULL) {
		name_of(i, own, sizeof own);
		name = own;
	}
	fprintf(out, "# accessan calibrate --gpu: measured on %s (driver %d.%d,"
	        " nominal SM clock %.3f GHz)\n", i->name, i->driver_version / 1000,
	        i->driver_version % 1000 / 10, i->sm_clock_khz / 1e6);
	fprintf(out, "# rates per SM are per cycle of the clock measured under "
	        "load (clock_ghz)\n");
	fprintf(out, "name %s\n", name);
	fprintf(out, "gpu %s\n", i->name);
	fprintf(out, "base sm_%d%d\n", i->cc_major, i->cc_minor);
	fprintf(out, "sm_count %d\n", i->sm_count);
	fprintf(out, "clock_ghz %.3f\n", r->clock_ghz);
	fprintf(out, "dram_gbps %.0f\n", r->dram_gbps);
	if (r->dram_line_cost > 0)
		fprintf(out, "dram_line_cost %.2f\n", r->dram_line_cost);
	if (r->dram_scatter_cost > 0)
		fprintf(out, "dram_scatter_cost %.1f\n", r->dram_scatter_cost);
	if (r->dram_write_cost > 0)
		fprintf(out, "dram_write_cost %.1f\n", r->dram_write_cost);
	if (r->dram_rbw_cost > 0)
		fprintf(out, "dram_rbw_cost %.1f\n", r->dram_rbw_cost);
	fprintf(out, "l2_gbps %.0f\n", r->l2_gbps);
	fprintf(out, "dram_latency_ns %.0f\n", r->dram_latency_ns);
	fprintf(out, "l2_latency_ns %.0f\n", r->l2_latency_ns);
	fprintf(out, "max_warps_per_sm %d\n", i->max_threads_per_sm / 32);
	fprintf(out, "max_blocks_per_sm %d\n", i->max_blocks_per_sm);
	fprintf(out, "shared_bytes_per_sm %d\n", i->shared_per_sm);
	fprintf(out, "regs_per_sm %d\n", i->regs_per_sm);
	fprintf(out, "lsu_requests_per_clk %.2f\n", r->lsu_requests_per_clk);
	fprintf(out, "smem_wavefronts_per_clk %.2f\n",
	        r->smem_wavefronts_per_clk);
	fprintf(out, "const_passes_per_clk %.3f\n", r->const_passes_per_clk);
	fprintf(out, "l1_bytes_per_clk %.0f\n", r->l1_bytes_per_clk);
	fprintf(out, "l2_store_gtps %.2f\n", r->l2_store_gtps);
	fprintf(out, "l2_line_ps %.3f\n", r->l2_line_ps);
	fprintf(out, "l2_sector_ps %.3f\n", r->l2_sector_ps);
	fprintf(out, "atom_float_ns %.3f\n", r->atom_float_ns);
	fprintf(out, "atom_int_ns %.3f\n", r->atom_int_ns);
	fprintf(out, "atom_sector_ns %.3f\n", r->atom_sector_ns);
	fprintf(out, "atom_units %.1f\n", r->atom_units);
	/* bits 7 to 16 that choose a line's unit: 0 would be no key */
	if (r->atom_unit_bits != 0)
		fprintf(out, "atom_unit_bits %u\n", r->atom_unit_bits);
	if (r->atom_window > 0)
		fprintf(out, "atom_window %.2f\n", r->atom_window);
	if (r->sync_step_ns > 0 && r->block_ns > 0) {
		fprintf(out, "sync_step_ns %.1f\n", r->sync_step_ns);
		fprintf(out, "block_ns %.1f\n", r->block_ns);
	}
	write_curve(out, "dram_latency_read", &r->lat_read);
	write_curve(out, "dram_latency_copy", &r->lat_copy);
	write_curve(out, "dram_wave_read", &r->wave_read);
	write_curve(out, "dram_wave_copy", &r->wave_copy);
}

const report_backend report_profile = {
	.name = "profile",
	.alloc = report_gpu_alloc,
	.profile = profile_write,
	.free = report_gpu_free,
};
