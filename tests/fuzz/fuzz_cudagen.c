/*
 * fuzz_cudagen.c - a libFuzzer target for the CUDA generator: the input's
 * first line is the pattern's file name, the rest its text. Whatever
 * either holds, the generated source (where the pattern parses and the
 * generator accepts it) must keep every comment closed, the header
 * comment ending after the header (no file name closes it), and no
 * control byte or byte outside ASCII from the input in it. Compiling
 * each source with NVRTC is make gpu-check's (adversarial_random): too
 * slow for fuzzing.
 *
 *   make fuzz-cudagen    FUZZ_TIME seconds, corpus seeded from patterns/
 *   make fuzz-short      runs it briefly beside the front end's target
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudagen.h"
#include "diag.h"
#include "pat.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
check(const char *src)
{
	const char *head_end = strstr(src, " */\n\n");
	const char *grid = strstr(src, "\n * grid (");
	bool in = false;

	/* the header comment closes once, after its last line */
	if (head_end == NULL || grid == NULL || grid > head_end ||
	    strstr(src, "*/") != head_end + 1)
		abort();
	for (const unsigned char *c = (const unsigned char *)src; *c; c++) {
		if ((*c < 0x20 && *c != '\n' && *c != '\t') || *c >= 0x7f)
			abort();
		if (!in && c[0] == '/' && c[1] == '*')
			in = true, c++;
		else if (in && c[0] == '*' && c[1] == '/')
			in = false, c++;
	}
	if (in)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *null;
	const uint8_t *nl = memchr(data, '\n', size);
	size_t nlen = nl ? (size_t)(nl - data) : 0;
	char *name, *text, *src;
	pat_program *p;
	diag d;

	if (size > 65536)
		return 0;
	if (null == NULL)
		null = fopen("/dev/null", "w");
	name = malloc(nlen + 1);
	memcpy(name, data, nlen);
	name[nlen] = '\0';
	/* a name cannot hold NUL: it ends there */
	text = malloc(size - nlen + 1);
	memcpy(text, data + (nl ? nlen + 1 : 0), size - nlen - (nl ? 1 : 0));
	text[size - nlen - (nl ? 1 : 0)] = '\0';
	diag_init(&d, null, false);
	p = pat_parse(name, text, strlen(text), NULL, 0, &d);
	if (p != NULL) {
		if ((src = cudagen_source(p, CUDAGEN_ALL, &d)) != NULL)
			check(src);
		free(src);
		pat_free(p);
	}
	free(text);
	free(name);
	return 0;
}
