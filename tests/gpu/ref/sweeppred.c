/*
 * sweeppred.c - the time model's prediction that 'accessan sweep --gpu'
 * sets beside each measured point (gpurun_model_ms: the pattern times the
 * replicas the harness launches), without a GPU, so that a profile's
 * predictions can be held to sweeps measured before (RESULTS.md, Loaded
 * latency). The replicas are the harness's: enough copies of the global
 * arrays for 16 times the device's L2.
 *
 *   sweeppred L2_BYTES --profile FILE -D NAME=VALUE... PATTERN
 *
 * prints "predicted_gbps bound" for the point. Built and run by
 * sweeppred.sh (not by make: a measuring aid, like refbench's tables).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cudagen.h"
#include "diag.h"
#include "gpurun.h"
#include "pipeline.h"
#include "source.h"

int
main(int argc, char **argv)
{
	cli_options o;
	pipe_setup s;
	pipe_point pt;
	pipe_run run;
	diag d;
	sim_time t;
	char *text;
	size_t len = 0;
	uint64_t l2, g = 0, r;
	double ms;
	int rc;

	if (argc < 3)
		return 2;
	l2 = strtoull(argv[1], NULL, 10);
	argv[1] = "accessan";
	if ((rc = cli_parse(argc - 1, argv + 1, false, &o)) != -1)
		return rc;
	diag_init(&d, stderr, false);
	if ((text = source_read(argv[1 + o.first_file], &len, &d)) == NULL)
		return 3;
	cli_setup(&o, argv[1 + o.first_file], text, len, &s);
	pipe_point_init(&pt);
	memset(&run, 0, sizeof run);
	if (run_pattern(&s, &pt, &run, &d) != 0)
		return 2;
	for (int i = 0; i < run.p->narrays; i++)
		if (run.p->arrays[i].space == SPACE_GLOBAL &&
		    !run.p->arrays[i].local)
			g += cudagen_stride(&run.p->arrays[i]);
	r = g ? (16 * l2 + g - 1) / g : 1;
	ms = gpurun_model_ms(&run.r, &run.arch, r, &t);
	printf("%.1f %s\n", run.r.time.useful_bytes * (double)r / (ms * 1e-3) /
	       1e9, sim_bound_name(t.winner));
	pipe_run_free(&run);
	free(text);
	return 0;
}
