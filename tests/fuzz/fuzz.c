/*
 * fuzz.c - a libFuzzer target for the whole front end and model: any bytes
 * are parsed as a pattern file, run with a small work limit, and reported
 * in text and JSON. Whatever the input, this must return: no crash, no
 * sanitizer report, no hang, no leak.
 *
 *   make fuzz            an hour, with the dictionary fuzz.dict and a
 *                        corpus seeded from patterns/, tests/cli/ and the
 *                        .pat files beside this one (inputs that once
 *                        failed)
 *   make check           runs a short, seeded session where clang has
 *                        libFuzzer
 *
 * The corpus, the log and any crash lie in build/tests/fuzz/.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "eval.h"
#include "pat.h"
#include "report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *null;
	pat_define defs[2] = { { "n", 64, false }, { "stride", 3, false } };
	eval_options o;
	eval_result r;
	report_opts ro;
	pat_program *p;
	sim_arch arch;
	char *src;
	diag d;

	if (size > 65536)
		return 0;
	if (null == NULL)
		null = fopen("/dev/null", "w");
	src = malloc(size + 1);
	memcpy(src, data, size);
	src[size] = '\0';
	diag_init(&d, null, false);
	/* the first byte picks a profile, so the Kepler bank mode is fuzzed */
	sim_arch_bank_mode(size > 0 && (data[0] & 1) ? sim_arch_find("sm_35")
	                                             : sim_arch_default(),
	                   size > 0 && (data[0] & 3) == 3 ? 8 : 4, &arch);
	p = pat_parse("fuzz.pat", src, size, defs, 2, &d);
	if (p != NULL) {
		memset(&o, 0, sizeof(o));
		o.arch = &arch;
		o.max_work = 200000;
		o.detail_warp = size > 1 && (data[1] & 1) ? 1 : -1;
		if (eval_run(p, &o, &r, &d) == 0) {
			memset(&ro, 0, sizeof(ro));
			ro.arch = &arch;
			ro.color = size > 2 && (data[2] & 1);
			report_item it = { .p = p, .r = &r, .arch = &arch };
			/* every back end that draws a pattern */
			for (int i = 0; i < 3; i++) {
				const report_backend *be = report_backend_find(
					i == 0 ? "text" : i == 1 ? "json" : "svg");
				void *doc = be->alloc(null, &ro);
				be->pattern(doc, &it);
				be->free(doc);
			}
		}
		eval_result_free(&r);
		pat_free(p);
	}
	free(src);
	return 0;
}
