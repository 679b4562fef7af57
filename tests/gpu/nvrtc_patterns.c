/*
 * nvrtc_patterns.c - make check's NVRTC test: every pattern file named on
 * the command line is parsed, turned into CUDA by cudagen and compiled by
 * NVRTC for sm_90 through the backend (no GPU or driver needed). Where the
 * backend or libnvrtc is missing every file is skipped with the reason.
 * Ends with the plain "N passed, N failed, N skipped" line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudagen.h"
#include "cudasrc.h"
#include "diag.h"
#include "gpuload.h"
#include "gpurun.h"
#include "pat.h"
#include "source.h"


int
main(int argc, char **argv)
{
	char err[8192];
	gpurun_log lg;
	const gpu_api *api;
	int passed = 0, failed = 0, skipped = 0;
	diag d;

	gpurun_log_open(&lg);
	api = gpuload_open(lg.d);
	snprintf(err, sizeof err, "%s", gpurun_log_text(&lg));
	gpurun_log_close(&lg);
	diag_init(&d, stderr, false);
	for (int i = 1; i < argc; i++) {
		size_t len = 0;
		char *src, *cuda;
		pat_program *p;
		void *cubin = NULL;
		size_t size = 0;
		char *log = NULL;
		int rc;

		if (api == NULL) {
			printf("SKIP %s: %s\n", argv[i], err);
			skipped++;
			continue;
		}
		if ((src = source_read(argv[i], &len, &d)) == NULL) {
			printf("FAIL %s: cannot read it\n", argv[i]);
			failed++;
			continue;
		}
		p = cudasrc_parse(argv[i], src, len, NULL, 0, NULL, NULL, &d);
		if (p == NULL) {
			printf("FAIL %s: does not parse\n", argv[i]);
			failed++;
			free(src);
			continue;
		}
		cuda = cudagen_source(p, CUDAGEN_ALL, &d);
		if (cuda == NULL) {
			/* a pattern the GPU cannot run (a store to constant
			   memory, say) is not an NVRTC failure */
			printf("SKIP %s: cudagen refuses it (see above)\n", argv[i]);
			skipped++;
			pat_free(p);
			free(src);
			continue;
		}
		rc = api->compile(cuda, argv[i], 9, 0, &cubin, &size, &log, err,
		                  sizeof err);
		if (rc == GPU_OK) {
			printf("ok   %s (sm_90 cubin, %zu bytes)\n", argv[i], size);
			passed++;
		} else if (rc == GPU_ENOLIB) {
			printf("SKIP %s: %s\n", argv[i], err);
			skipped++;
		} else {
			printf("FAIL %s: %s\n%s\n", argv[i], err, log ? log : "");
			failed++;
		}
		api->release(cubin);
		api->release(log);
		free(cuda);
		pat_free(p);
		free(src);
	}
	printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
	return failed ? 1 : 0;
}
