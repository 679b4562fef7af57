/*
 * cmd_transfer.c - 'accessan transfer': host-device copies predicted by
 * the link model (sim/link.h) and, with --gpu, measured on GPU 0
 * (gpu/host/xfergpu.h): pageable and pinned copies over a sweep of sizes,
 * many small copies against one large, copies staged over streams
 * overlapping a kernel, and a kernel reading mapped host memory.
 * Reports: text, json, svg (bandwidth by size), timeline (svg).
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cli.h"
#include "cmd.h"
#include "diag.h"
#include "exitcode.h"
#include "pipeline.h"
#include "report.h"
#include "source.h"
#include "transfer.h"
#include "xfergpu.h"

static const char usage_text[] =
"usage: accessan transfer [options]\n"
"Host-device copies: the link model's prediction, and with --gpu the\n"
"GPU's measurement beside it.\n"
"  -a, --arch NAME        architecture profile and its host link (sm_90)\n"
"      --link NAME        another link: pcie3, pcie4, pcie5, nvlink-c2c\n"
"      --set KEY=VALUE    set a link constant (calibration; see accessan(1))\n"
"      --sizes LIST       copy sizes: 4K,1M,... or MIN:MAX[:FACTOR]\n"
"                         (default 4K:1G:4)\n"
"      --direction D      h2d, d2h or both (default both)\n"
"      --batch N[xSIZE]   batching: N copies of SIZE against one\n"
"                         (default 1024x4K)\n"
"      --bytes SIZE       the overlap and zero-copy cases' total (256M;\n"
"                         with --kernel, the pattern's global arrays)\n"
"  -n, --streams N        streams of the overlap case (default 4)\n"
"      --kernel-ms T      the overlap case's kernel time (default 5)\n"
"      --kernel PATTERN   that time predicted for a pattern file instead\n"
"  -f, --format F         text, json, svg (bandwidth by size) or timeline\n"
"                         (the overlap case, svg)\n"
"  -o, --output FILE      write the report to FILE\n"
"      --list-links       list the links and their constants\n"
"      --gpu              measure on GPU 0 too (exit 3 without one)\n"
"      --reps N           measured repetitions, the median taken (5)\n"
"  -h, --help             this text\n";

/* "4K", "4KiB", "1M", "2G", "4096": bytes, binary units; 0 if bad */
static double
parse_size(const char *s, const char **end)
{
	char *e;
	double v;

	errno = 0;
	v = strtod(s, &e);
	if (e == s || errno || !(v > 0) || v > 64.0 * (1ULL << 30))
		return 0;
	switch (*e) {
	case 'K': case 'k': v *= 1024; e++; break;
	case 'M': case 'm': v *= 1024 * 1024; e++; break;
	case 'G': case 'g': v *= 1024.0 * 1024 * 1024; e++; break;
	default: break;
	}
	if (e[0] == 'i' && e[1] == 'B')
		e += 2;
	else if (e[0] == 'B')
		e++;
	if (v != floor(v) || v > 64.0 * (1ULL << 30))
		return 0;
	*end = e;
	return v;
}

static bool
whole_size(const char *s, double *v)
{
	const char *e;

	*v = parse_size(s, &e);
	return *v > 0 && *e == '\0';
}

/* --sizes: a comma list, or MIN:MAX[:FACTOR] */
static int
parse_sizes(const char *arg, transfer_setup *set)
{
	const char *p = arg, *e;
	double v;

	set->nsizes = 0;
	if (strchr(arg, ':')) {
		double lo, hi, fac = 4;
		char *fe;
		lo = parse_size(p, &e);
		if (lo == 0 || *e != ':')
			goto bad;
		hi = parse_size(e + 1, &e);
		if (hi == 0 || hi < lo || (*e != '\0' && *e != ':'))
			goto bad;
		if (*e == ':') {
			fac = strtod(e + 1, &fe);
			if (fe == e + 1 || *fe != '\0' || !(fac >= 1.25))
				goto bad;
		}
		for (v = lo; v <= hi * (1 + 1e-9); v = floor(v * fac)) {
			if (set->nsizes == TRANSFER_MAX_SIZES)
				return CLI_USAGE_ERROR(CMD_TRANSFER_SIZES_MANY,
				                       arg);
			set->sizes[set->nsizes++] = v;
		}
		return 0;
	}
	for (;;) {
		v = parse_size(p, &e);
		if (v == 0 || (*e != ',' && *e != '\0'))
			goto bad;
		if (set->nsizes == TRANSFER_MAX_SIZES)
			return CLI_USAGE_ERROR(CMD_TRANSFER_SIZES_MANY, arg);
		if (set->nsizes && v <= set->sizes[set->nsizes - 1])
			return CLI_USAGE_ERROR(CMD_TRANSFER_SIZES_ORDER,
			                       arg);
		set->sizes[set->nsizes++] = v;
		if (*e == '\0')
			return 0;
		p = e + 1;
	}
bad:
	return CLI_USAGE_ERROR(CMD_TRANSFER_SIZES, arg);
}

static int
parse_int(const char *opt, const char *arg, int lo, int hi, int *out)
{
	char *e;
	long v;

	errno = 0;
	v = strtol(arg, &e, 10);
	if (e == arg || *e || errno || v < lo || v > hi)
		return CLI_USAGE_ERROR(CMD_TRANSFER_WHOLE_NUMBER, opt, arg, lo,
		                       hi);
	*out = (int)v;
	return 0;
}

/* --set KEY=VALUE on the link */
static int
parse_set(const char *arg, sim_link *l)
{
	char key[64], *e;
	const char *eq = strchr(arg, '=');
	double v;
	size_t n;

	if (eq == NULL || (n = (size_t)(eq - arg)) == 0 || n >= sizeof key)
		return CLI_USAGE_ERROR(CMD_TRANSFER_SET_SYNTAX, arg);
	memcpy(key, arg, n);
	key[n] = '\0';
	errno = 0;
	v = strtod(eq + 1, &e);
	if (e == eq + 1 || *e || errno)
		return CLI_USAGE_ERROR(CMD_TRANSFER_SET_NUMBER, arg);
	switch (sim_link_set(l, key, v)) {
	case -1:
		return CLI_USAGE_ERROR(CMD_TRANSFER_SET_KEY, arg);
	case -2:
		return CLI_USAGE_ERROR(CMD_TRANSFER_SET_RANGE, arg);
	default:
		return 0;
	}
}

static void
list_links(void)
{
	size_t n, nk;
	const sim_link *l = sim_link_list(&n);
	const char *const *keys = sim_link_keys(&nk);

	for (size_t i = 0; i < n; i++) {
		printf("%-11s %s\n           ", l[i].name, l[i].desc);
		for (size_t k = 0; k < nk; k++)
			printf(" %s=%g", keys[k], sim_link_get(&l[i], keys[k]));
		printf("\n            source: %s\n", l[i].source);
	}
	printf("(each architecture profile has its own: accessan transfer "
	       "-a NAME prints it)\n");
}

/* The bytes of p's global arrays: what a host copies in for its kernel
   and out after it (local arrays are a thread's, views share another's
   bytes, a texture's are its CUDA array's, copied in too). */
static double
pattern_bytes(const pat_program *p)
{
	double b = 0;
	int i;

	for (i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		if (a->space == SPACE_GLOBAL && !a->local && a->view_of == NULL)
			b += (double)a->bytes;
	}
	return b;
}

/* The kernel time a pattern file's time model predicts, in ms, and the
   bytes of its global arrays. */
static int
kernel_from_pattern(const char *path, const sim_arch *arch, double *ms,
                    double *bytes)
{
	pipe_setup s;
	pipe_point pt;
	pipe_run run;
	diag d;
	size_t len;
	char *src;
	int rc = 0;

	diag_init(&d, stderr, false);
	if ((src = source_read(path, &len, &d)) == NULL)
		return EXIT_SYSTEM;
	memset(&s, 0, sizeof s);
	s.file = path;
	s.src = src;
	s.len = len;
	s.arch = arch;
	s.max_work = UINT64_C(1) << 32;
	s.threads = 1;
	pipe_point_init(&pt);
	if (run_pattern(&s, &pt, &run, &d) != 0 || !run.evaluated)
		rc = EXIT_PATTERN;
	else {
		*ms = run.r.time.t.seconds * 1e3;
		*bytes = pattern_bytes(run.p);
	}
	pipe_run_free(&run);
	free(src);
	return rc;
}

/* The command line: the setup and how to report it. */
typedef struct topts {
	transfer_setup set;
	const report_backend *be;    /* --format: one with a transfer() */
	const char *out, *kernel_file, *link_name;
	bool gpu;
	bool bytes_given;            /* --bytes */
	int reps;
	const char *sets[32];
	int nsets;
} topts;

/*
 * Longer than 100 lines: one case per option of getopt_long's, each a
 * few lines, read best as the one list the usage text mirrors.
 */
static int
parse(int argc, char **argv, topts *o)
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "list-links", no_argument, NULL, 'L' },
		{ "gpu", no_argument, NULL, 'G' },
		{ "arch", required_argument, NULL, 'a' },
		{ "link", required_argument, NULL, 'l' },
		{ "set", required_argument, NULL, 'S' },
		{ "sizes", required_argument, NULL, 'z' },
		{ "direction", required_argument, NULL, 'd' },
		{ "batch", required_argument, NULL, 'b' },
		{ "bytes", required_argument, NULL, 'B' },
		{ "streams", required_argument, NULL, 'n' },
		{ "kernel-ms", required_argument, NULL, 'k' },
		{ "kernel", required_argument, NULL, 'K' },
		{ "format", required_argument, NULL, 'f' },
		{ "output", required_argument, NULL, 'o' },
		{ "reps", required_argument, NULL, 'r' },
		{ NULL, 0, NULL, 0 },
	};
	const char *sizes = "4K:1G:4";
	int c;

	memset(o, 0, sizeof *o);
	o->set.arch = sim_arch_default();
	o->set.h2d = o->set.d2h = true;
	o->set.batch = 1024;
	o->set.batch_bytes = 1024 * 4096.0;
	o->set.overlap_bytes = o->set.zc_bytes = 256.0 * 1024 * 1024;
	o->set.streams = 4;
	o->set.kernel_ms = 5;
	o->set.kernel_from = "--kernel-ms";
	o->reps = 5;
	o->be = report_backend_find("text");
	optind = 0;                  /* glibc: start again, argv[0] skipped */
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":ha:n:f:o:", longopts,
	                        NULL)) != -1) {
		const char *v = optarg;
		int rc;
		switch (c) {
		case 'h': {
			fputs(usage_text, stdout);
			return -1;
		}
		case 'L': {
			list_links();
			return -1;
		}
		case 'G': {
			o->gpu = true;
			break;
		}
		case 'a': {
			if ((o->set.arch = sim_arch_find(v)) == NULL) {
				char mean[160];
				cli_arch_guess(v, mean, sizeof(mean));
				return CLI_USAGE_ERROR(
				    CMD_TRANSFER_UNKNOWN_ARCH, v, mean);
			}
			break;
		}
		case 'l': {
			if (sim_link_find(v) == NULL)
				return CLI_USAGE_ERROR(CMD_TRANSFER_LINK, v);
			o->link_name = v;
			break;
		}
		case 'S': {
			if (o->nsets == 32)
				return CLI_USAGE_ERROR(CMD_TRANSFER_SET_MANY,
				                       v);
			o->sets[o->nsets++] = v;
			break;
		}
		case 'z': {
			sizes = v;
			break;
		}
		case 'd': {
			o->set.h2d = !strcmp(v, "h2d") || !strcmp(v, "both");
			o->set.d2h = !strcmp(v, "d2h") || !strcmp(v, "both");
			if (!o->set.h2d && !o->set.d2h)
				return CLI_USAGE_ERROR(CMD_TRANSFER_DIRECTION,
				                       v);
			break;
		}
		case 'b': {
			char num[32];
			const char *x;
			double each = 4096;
			x = strchr(v, 'x');
			snprintf(num, sizeof num, "%.*s", x ? (int)(x - v) : 31, v);
			if ((rc = parse_int("--batch", num, 2, 1 << 20,
			                    &o->set.batch)))
				return rc;
			if (x && !whole_size(x + 1, &each))
				return CLI_USAGE_ERROR(CMD_TRANSFER_BATCH, v);
			/* the one copy of the total is a copy like the sweep's:
			   1048576x64G would be one of 64 PiB */
			if (o->set.batch * each > 64.0 * (1ULL << 30))
				return CLI_USAGE_ERROR(CMD_TRANSFER_BATCH_TOTAL,
				                       v);
			o->set.batch_bytes = o->set.batch * each;
			break;
		}
		case 'B': {
			if (!whole_size(v, &o->set.overlap_bytes))
				return CLI_USAGE_ERROR(CMD_TRANSFER_BYTES, v);
			o->set.zc_bytes = o->set.overlap_bytes;
			o->bytes_given = true;
			break;
		}
		case 'n': {
			if ((rc = parse_int("--streams", v, 1, SIM_LINK_MAX_STREAMS,
			                    &o->set.streams)))
				return rc;
			break;
		}
		case 'k': {
			char *e;
			errno = 0;
			o->set.kernel_ms = strtod(v, &e);
			if (e == v || *e || errno || !(o->set.kernel_ms >= 0) ||
			    o->set.kernel_ms > 1e6)
				return CLI_USAGE_ERROR(CMD_TRANSFER_KERNEL_MS,
				                       v);
			break;
		}
		case 'K': {
			o->kernel_file = v;
			break;
		}
		case 'f': {
			o->be = report_backend_find(v);
			if (o->be == NULL || o->be->transfer == NULL)
				return CLI_USAGE_ERROR(CMD_TRANSFER_FORMAT, v);
			break;
		}
		case 'o': {
			o->out = v;
			break;
		}
		case 'r': {
			if ((rc = parse_int("--reps", v, 1, 1000, &o->reps)))
				return rc;
			break;
		}
		default: {
			static const char *const names[] = {
				"--arch", "--batch", "--bytes", "--direction",
				"--format", "--gpu", "--help", "--kernel",
				"--kernel-ms", "--link", "--list-links", "--output",
				"--reps", "--set", "--sizes", "--streams", NULL
			};
			cli_option_error("transfer", c, argv, names);
			cli_try_help();
			return EXIT_PATTERN;
		}
		}
	}
	if (optind < argc) {
		CLI_ERROR(CMD_UNEXPECTED_ARGUMENT, "transfer", argv[optind]);
		cli_try_help();
		return EXIT_PATTERN;
	}
	{
		const sim_link *l = o->link_name ? sim_link_find(o->link_name) :
		                    sim_link_for_arch(o->set.arch->name);
		o->set.link = *(l ? l : sim_link_find("pcie5"));
	}
	for (int i = 0; i < o->nsets; i++) {
		int rc = parse_set(o->sets[i], &o->set.link);
		if (rc)
			return rc;
	}
	return parse_sizes(sizes, &o->set);
}

int
cmd_transfer(int argc, char **argv)
{
	topts o;
	transfer_result *r;
	diag d;
	FILE *out = stdout;
	void *doc;
	int rc;

	if ((rc = parse(argc, argv, &o)) != 0)
		return rc < 0 ? cli_flush_stdout(EXIT_OK) : rc;
	if (o.kernel_file) {
		double bytes = 0;
		if ((rc = kernel_from_pattern(o.kernel_file, o.set.arch,
		                              &o.set.kernel_ms, &bytes)))
			return rc;
		o.set.kernel_from = o.kernel_file;
		/* the kernel's own data, unless --bytes says otherwise */
		if (!o.bytes_given && bytes > 0) {
			o.set.overlap_bytes = o.set.zc_bytes = bytes;
			o.set.bytes_from = o.kernel_file;
		}
	}
	diag_init(&d, stderr, false);
	r = xmalloc(sizeof *r);
	transfer_predict(r, &o.set);
	if (o.gpu && xfergpu_measure(r, o.reps, &d) != 0) {
		free(r);
		return EXIT_SYSTEM;
	}
	if (o.out && (out = cli_open_out(o.out, &d)) == NULL) {
		free(r);
		return EXIT_SYSTEM;
	}
	doc = o.be->alloc(out, NULL);
	o.be->transfer(doc, r);
	o.be->free(doc);
	free(r);
	return o.out ? cli_close_out(out, o.out, &d) :
	       cli_flush_stdout(EXIT_OK);
}
