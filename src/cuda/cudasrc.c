/*
 * cudasrc.c - the 'kernel' statement's work (cudasrc.h): compile, decode,
 * find which array each memory instruction reads or writes, and run the
 * launch through the warp interpreter.
 *
 * Which array: a register's provenance is the kernel parameter (or shared
 * or constant variable) its value derives from through integer arithmetic
 * (a flow-insensitive fixpoint over the kernel; NVVM's registers are
 * nearly single-assignment). An address with one provenance is that
 * array's; an address with none or several is refused when it executes.
 * Every lane's address is then checked against the array's bounds, so a
 * wrong attribution is an error, never a wrong count.
 */
#define _XOPEN_SOURCE 700     /* realpath */

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "arena.h"
#include "cudasrc.h"
#include "diag.h"
#include "stop.h"
#include "nvrtc.h"
#include "ptxcache.h"
#include "ptx.h"
#include "ptxlift.h"
#include "cutext.h"
#include "sass.h"
#include "source.h"
#include "texture.h"
#include "hot.h"

struct cudasrc {
	const char *name;            /* the kernel, as the pattern names it */
	const char *lowered;         /* as NVRTC names it (mangled) */
	const char *path;            /* the .cu file */
	const char *text;            /* its text */
	ptx_kernel *k;
	uint64_t *param;             /* each parameter's value */
	const pat_array **parray;    /* each parameter's array, or NULL */
	int naccesses, first;
	int nall;                    /* groups: the accesses, then the stack's
	                                that ptxas keeps in registers (run
	                                for their values, counted nowhere) */
	cudasrc_access *acc;
	cudasrc_contents *fills;
	int nfills;
	const cudasrc_contents **afill;   /* each access's contents, or NULL */
	bool *stored;                /* each target: some access stores */
	bool local_zero;             /* 'contents local = 0' */
	const char *lpath, *ltext;   /* the file the kernel's lines are of
	                                and its text: the .cu's, or a
	                                header's that defines the kernel */
	const char *lname;           /* that header as the .cu includes it
	                                (NULL: the lines are the .cu's) */
	const char *nvcc_ptx;        /* the PTX where nvcc compiled the file
	                                (a whole program), else NULL */
	uint64_t dyn_shared;         /* the launch's dynamic shared bytes */
	int many;                    /* a memory instruction whose address
	                                comes from several arrays (-1: none) */
	struct arena *A;             /* where it lives */
	ptx_lift *lift;              /* its PTX lifted, once asked */
	int whole;                   /* it lifts whole: 1, not: -1 (why
	                                whole_why), not asked yet: 0 */
	const char *whole_why;
};

/* -------------------------------------------------- compiling, cached */

/* Sweeps parse a file once per value: its kernel compiles once. */
typedef struct cached {
	char *src, *kernel, *ptx, *lowered;
	char *key;                   /* the options and includes, as the key
	                                of the disk cache has them */
	const char **extra;          /* the compilers' -I and -D */
	int nextra;
	int cc;
	bool nvcc;                   /* compiled by nvcc (a whole program) */
	/* ptxas's report of the kernel, asked once (stack_check) */
	bool asked, noted;
	int ptxas_rc;                /* 0: frame holds it; else why says why */
	nvrtc_frame frame;
	char *why;
	/* what ptxas made of the kernel, asked once (sass_weights) */
	bool sass_asked;
	uint32_t *sass;              /* machine instructions by PTX line */
	int sass_lines;              /* of sass; 0: not known */
	char *sass_why;              /* why not (NULL: no reason to give) */
	struct cached *next;
} cached;

static cached *cache;

static void free_options(const char **x, int n);

static char *
dup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

void
cudasrc_forget(void)
{
	while (cache != NULL) {
		cached *c = cache;
		cache = c->next;
		free(c->src);
		free(c->kernel);
		free(c->key);
		free_options(c->extra, c->nextra);
		free(c->ptx);
		free(c->lowered);
		free(c->why);
		free(c->sass);
		free(c->sass_why);
		free(c);
	}
}

/* The CUDA source at path, NUL-terminated; NULL with *why (where why is
   not NULL) the receiver's to free, said when it cannot be opened or
   read, holds a NUL byte or passes SOURCE_MAX_BYTES (a device file such
   as /dev/zero would never end). */
static char *
read_text(const char *path, char **why)
{
	const char *cause;
	FILE *f = source_fopen(path, &cause);
	char *buf = NULL;
	size_t n = 0, cap = 0, got;

	if (f == NULL) {
		if (why != NULL)
			*why = xstrndup(cause, strlen(cause));
		return NULL;
	}
	do {
		if (cap - n < 4096) {
			cap = cap ? 2 * cap : 65536;
			buf = xrealloc(buf, cap + 1);
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
	} while (got > 0 && n <= SOURCE_MAX_BYTES);
	/* a folder opens, and its read fails (EISDIR): said, rather than
	   an empty source that has no kernel of the name */
	if (ferror(f)) {
		if (why != NULL)
			*why = xasprintf("%s", strerror(errno));   /* relayed */
		fclose(f);
		free(buf);
		return NULL;
	}
	fclose(f);
	buf[n] = '\0';
	if (n > SOURCE_MAX_BYTES) {
		if (why != NULL)
			*why = xasprintf(MSG_FMT(CUDA_SOURCE_TOO_LARGE),
			                 SOURCE_MAX_BYTES >> 20);
		free(buf);
		return NULL;
	}
	if (memchr(buf, '\0', n) != NULL) {
		if (why != NULL)
			*why = xasprintf(MSG_FMT(CUDA_SOURCE_NUL));
		free(buf);
		return NULL;
	}
	return buf;
}

/* The line'th line of text, trimmed, into A. */
static const char *
line_text(struct arena *A, const char *text, int line)
{
	const char *p = text, *e;
	int i;

	if (line <= 0)
		return "";
	for (i = 1; i < line && p != NULL; i++)
		if ((p = strchr(p, '\n')) != NULL)
			p++;
	if (p == NULL)
		return "";
	while (*p == ' ' || *p == '\t')
		p++;
	e = strchr(p, '\n');
	if (e == NULL)
		e = p + strlen(p);
	while (e > p && isspace((unsigned char)e[-1]))
		e--;
	return arena_strndup(A, p, (size_t)(e - p));
}

/* The column of a message of NVRTC's log from the caret line under its
   source line ("  source", "  ^", both indented by two): 1 if none. */
static int
log_column(const char *after)
{
	const char *caret;
	int col;

	if (*after == '\0' || (after = strchr(after + 1, '\n')) == NULL)
		return 1;
	caret = after + 1;
	for (col = 0; caret[col] == ' '; col++)
		;
	return caret[col] == '^' && col >= 2 ? col - 1 : 1;
}

/*
 * The files a .cu includes with #include "x" (beside the including file,
 * or by a full path), and those they include, at most INCLUDE_DEPTH deep:
 * fn is called with each path until it returns true (then so does
 * walk_includes). Only these and the .cu are quoted in messages (a
 * '#line 1 "/etc/shadow"' makes the compiler name any file, and its
 * lines are not the user's to see through accessan); and each must be a
 * regular file before a compiler reads it (a FIFO would hold it until
 * the time bound).
 */
#define INCLUDE_DEPTH 8

static bool
same_file(const char *a, const char *b)
{
	struct stat x, y;

	return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev &&
	       x.st_ino == y.st_ino;
}

/* The file #include names (quoted: beside from first), found beside
   the including file or in a folder of o: into buf, true. */
static bool
find_include(const char *from, const char *name, size_t n, bool quoted,
             const cudasrc_opts *o, char *buf, size_t len)
{
	const char *slash = strrchr(from, '/');
	size_t dir = slash ? (size_t)(slash - from) + 1 : 0;
	struct stat st;
	int i;

	if (n > 0 && name[0] == '/') {
		snprintf(buf, len, "%.*s", (int)n, name);
		return stat(buf, &st) == 0;
	}
	if (quoted) {
		snprintf(buf, len, "%.*s%.*s", (int)dir, from, (int)n, name);
		if (stat(buf, &st) == 0)
			return true;
	}
	for (i = 0; o != NULL && i < o->ninclude; i++) {
		snprintf(buf, len, "%s/%.*s", o->include[i], (int)n, name);
		if (stat(buf, &st) == 0)
			return true;
	}
	return false;
}

static bool
walk_includes(const char *path, const char *text, const cudasrc_opts *o,
              int depth, bool (*fn)(const char *inc, void *arg), void *arg)
{
	const char *p = text;

	if (depth >= INCLUDE_DEPTH || text == NULL)
		return false;
	while ((p = strstr(p, "include")) != NULL) {
		const char *q = p, *b, *e;
		char inc[4096], *sub;
		bool hit;
		p += 7;
		/* '#' then spaces, 'include', spaces, '"file"' or '<file>' */
		while (q > text && (q[-1] == ' ' || q[-1] == '\t'))
			q--;
		if (q == text || q[-1] != '#')
			continue;
		for (b = p; *b == ' ' || *b == '\t'; b++)
			;
		if ((*b != '"' && *b != '<') ||
		    (e = strchr(b + 1, *b == '"' ? '"' : '>')) == NULL ||
		    memchr(b, '\n', (size_t)(e - b)) != NULL)
			continue;
		/* a system header (not in a folder of o) is the toolkit's */
		if (!find_include(path, b + 1, (size_t)(e - b - 1), *b == '"', o,
		                  inc, sizeof(inc)))
			continue;
		if (fn(inc, arg))
			return true;
		sub = read_text(inc, NULL);
		hit = sub != NULL && walk_includes(inc, sub, o, depth + 1, fn, arg);
		free(sub);
		if (hit)
			return true;
	}
	return false;
}

static bool
is_file(const char *inc, void *arg)
{
	return same_file(inc, arg);
}

/* Whether name (as a compiler's message gives it) is path or one of the
   files it includes. */
static bool
included(const char *name, const char *path, const char *text,
         const cudasrc_opts *o)
{
	return same_file(name, path) ||
	       walk_includes(path, text, o, 0, is_file, (void *)name);
}

/* An include that exists and is not a regular file: its path into arg
   (IRREGULAR_PATH bytes, cut there). */
#define IRREGULAR_PATH 512

static bool
irregular(const char *inc, void *arg)
{
	struct stat st;

	if (stat(inc, &st) != 0 || S_ISREG(st.st_mode))
		return false;
	snprintf(arg, IRREGULAR_PATH, "%.*s", IRREGULAR_PATH - 1, inc);
	return true;
}

/*
 * " (did you mean 'reduce_sum'?)" for a kernel name that the source
 * lacks, among the names of its __global__ functions (the identifier
 * before each one's parameter list, past __launch_bounds__(...)), into
 * buf; else "". A template's instance is matched by its name alone.
 */
static void
kernel_guess(const char *text, const char *kernel, char *buf, size_t size)
{
	char typed[128], names[32][128];
	diag_guess g = { typed, NULL, 0 };
	const char *p = text, *q;
	int n = 0, i;

	snprintf(typed, sizeof(typed), "%.*s", (int)strcspn(kernel, "<("),
	         kernel);
	while (n < 32 && (p = strstr(p, "__global__")) != NULL) {
		const char *last = NULL;
		size_t len = 0;
		p += 10;
		for (q = p; *q != '\0' && *q != ';' && *q != '{'; ) {
			if (strncmp(q, "__launch_bounds__", 17) == 0) {
				q = strchr(q, ')');
				if (q == NULL)
					break;
				q++;
				continue;
			}
			if (*q == '(')
				break;
			if (isalpha((unsigned char)*q) || *q == '_') {
				last = q;
				for (len = 0; isalnum((unsigned char)q[len]) ||
				              q[len] == '_'; len++)
					;
				q += len;
				continue;
			}
			q++;
		}
		if (q != NULL && *q == '(' && last != NULL && len < 128) {
			memcpy(names[n], last, len);
			names[n][len] = '\0';
			n++;
		}
	}
	for (i = 0; i < n; i++)
		diag_guess_consider(&g, names[i]);
	diag_guess_text(&g, buf, size);
}

/* A compiler's own message, its text as the compiler wrote it: no row of
   msg.h has it (the row is the compiler's), so it goes out with no id. */
static void
relay_at(diag *d, enum diag_level lv, const char *file, const char *src,
         pat_loc loc, const char *text)
{
	diag_msg_at(d, NULL, file, src, loc, lv, "%s", text);
}

/*
 * NVRTC's log: each message "x.cu(12): error: ..." as a diagnostic of its
 * own file (an included header's too, not the .cu's) at line 12; those of
 * "__nv_name_map", NVRTC's lookup of the kernel's name, at the pattern's
 * 'kernel' line (file, src, at). Returns how many errors were about the
 * name where every one was (else the source's errors come first: 0).
 */
static int
report_log(diag *d, const char *path, const char *text,
           const cudasrc_opts *opts, const char *log, const char *file,
           const char *src, pat_loc at, bool nvcc)
{
	const char *p = log;
	int shown = 0, named = 0;

	while (*p) {
		const char *e = strchr(p, '\n'), *m, *q;
		size_t n = e ? (size_t)(e - p) : strlen(p);
		char *msg = xmalloc(n + 1);
		memcpy(msg, p, n);
		msg[n] = '\0';
		/* FILE(LINE): the file's name may hold parentheses itself */
		q = m = strstr(msg, "): ");
		while (q != NULL && q > msg && isdigit((unsigned char)q[-1]))
			q--;
		if (m != NULL && q < m && q > msg + 1 && q[-1] == '(') {
			pat_loc l = { atoi(q), log_column(p + n), 0 };
			enum diag_level lv = strncmp(m + 3, "warning", 7) == 0
			                             ? DIAG_WARNING : DIAG_ERROR;
			char *other = NULL;
			msg[q - 1 - msg] = '\0';
			m += 3;
			if (strncmp(m, "error: ", 7) == 0)
				m += 7;
			else if (strncmp(m, "warning: ", 9) == 0)
				m += 9;
			if (strcmp(msg, "__nv_name_map") == 0) {
				/* the last of its messages repeats the first's */
				if (!(named && strstr(m, "name expression") != NULL))
					diag_msg_at(d, "CUDA_KERNEL_NAME", file, src, at, lv,
					            MSG_FMT(CUDA_KERNEL_NAME), m);
				named += lv == DIAG_ERROR;
			} else if (strcmp(msg, path) == 0) {
				relay_at(d, lv, path, text, l, m);
			} else {
				/* a header's line, shown where the .cu includes
				   it; any other file's, named but not quoted */
				other = included(msg, path, text, opts)
				        ? read_text(msg, NULL) : NULL;
				relay_at(d, lv, msg, other, l, m);
				free(other);
			}
			shown += lv == DIAG_ERROR;
		}
		free(msg);
		p += n;
		if (*p)
			p++;
	}
	/* messages of no file and line (a compiler's own: "out of
	   memory"): each line as a message of its own */
	for (p = log; !shown && *p; ) {
		size_t n = strcspn(p, "\n");
		int len = (int)(n > 0 && p[n - 1] == '\r' ? n - 1 : n);
		if (n > 0 && p[strspn(p, " \t\r")] != '\n' &&
		    p[strspn(p, " \t\r")] != '\0') {
			if (nvcc)
				DIAG_PLAIN(d, CUDA_NVCC_LINE, path, len, p);
			else
				DIAG_PLAIN(d, CUDA_NVRTC_LINE, path, len, p);
		}
		p += n;
		if (*p)
			p++;
	}
	return shown == named ? named : 0;
}

/* Whether NVRTC's log says the source is a whole program: a host
   function, or a system header NVRTC does not have. */
static bool
whole_program(const char *log)
{
	return log != NULL &&
	       (strstr(log, "host functions are not allowed in JIT mode") !=
	        NULL || strstr(log, "could not open source file") != NULL);
}

/* The compilers' options of o (-I FOLDER, -D NAME[=VALUE]) into a new
   array (*n of them): NULL, said, where one holds what nvcc would hand
   to a shell (it runs its steps through one). */
static const char **
compile_options(const cudasrc_opts *o, int *n, const char *file,
                const char *src, pat_loc loc, diag *d)
{
	static const char path_ok[] = "abcdefghijklmnopqrstuvwxyz"
	                              "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._+-";
	static const char def_ok[] = "abcdefghijklmnopqrstuvwxyz"
	                             "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+-*/=,";
	const char **x;
	int i, k = 0;

	*n = 0;
	if (o == NULL)
		return NULL;
	x = xmalloc(sizeof(*x) * (size_t)(o->ninclude + o->ndefine + 1));
	for (i = 0; i < o->ninclude; i++) {
		if (o->include[i][strspn(o->include[i], path_ok)] != '\0' ||
		    o->include[i][0] == '\0') {
			char *e = diag_escape(o->include[i]);
			DIAG_AT(d, file, src, loc, CUDA_INCLUDE_FOLDER, e);
			free(e);
			free(x);
			return NULL;
		}
		x[k] = xmalloc(strlen(o->include[i]) + 3);
		sprintf((char *)x[k++], "-I%s", o->include[i]);
	}
	for (i = 0; i < o->ndefine; i++) {
		const char *v = o->define[i];
		size_t nm = strspn(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP"
		                      "QRSTUVWXYZ0123456789_");
		if (nm == 0 || (v[0] >= '0' && v[0] <= '9') ||
		    (v[nm] != '\0' && v[nm] != '=') ||
		    v[strspn(v, def_ok)] != '\0') {
			char *e = diag_escape(v);
			DIAG_AT(d, file, src, loc, CUDA_MACRO, e);
			free(e);
			for (k--; k >= 0; k--)
				free((char *)x[k]);
			free(x);
			return NULL;
		}
		x[k] = xmalloc(strlen(v) + 3);
		sprintf((char *)x[k++], "-D%s", v);
	}
	*n = k;
	return x;
}

static void
free_options(const char **x, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free((char *)x[i]);
	free(x);
}

/* What a compile reads beside its source, for the cache's key: each
   file the .cu includes (of its own, or of a folder of o), by name and
   text. */
static bool
key_include(const char *inc, void *arg)
{
	ptxcache_key *k = arg;
	char *t = read_text(inc, NULL);

	ptxcache_key_str(k, inc);
	ptxcache_key_str(k, t);
	free(t);
	return false;
}

static cached *
compile(const char *path, const char *text, const char *kernel, int cc,
        const cudasrc_opts *opts, const char *file, const char *src,
        pat_loc loc, diag *d, const char **ptx, const char **lowered)
{
	cached *c;
	char *p, *low, *log, *err = NULL, odd[IRREGULAR_PATH], keytext[40];
	char guess[200];
	enum nvrtc_status rc;
	bool via_nvcc = false;
	const char **extra;
	ptxcache_key key;
	int named, nextra, i, nvcc_flag;

	if ((extra = compile_options(opts, &nextra, file, src, loc, d)) ==
	    NULL && opts != NULL && opts->ninclude + opts->ndefine > 0)
		return NULL;
	if (walk_includes(path, text, opts, 0, irregular, odd)) {
		char *e = diag_escape(odd);
		DIAG_AT(d, file, src, loc, CUDA_INCLUDE_IRREGULAR, path, e);
		free(e);
		free_options(extra, nextra);
		return NULL;
	}
	/* the key: the toolkit, the profile, the kernel, the options, the
	   source and what it includes */
	ptxcache_key_init(&key);
	ptxcache_key_str(&key, nvrtc_toolkit());
	snprintf(keytext, sizeof(keytext), "compute_%d", cc);
	ptxcache_key_str(&key, keytext);
	ptxcache_key_str(&key, kernel);
	for (i = 0; i < nextra; i++)
		ptxcache_key_str(&key, extra[i]);
	ptxcache_key_str(&key, path);
	/* and where it lies: the PTX names its files as the compiler found
	   them, so one source in two checkouts is two entries, else one
	   would name the other's files */
	{
		char *where = realpath(path, NULL);
		ptxcache_key_str(&key, where != NULL ? where : "");
		free(where);
	}
	ptxcache_key_str(&key, text);
	walk_includes(path, text, opts, 0, key_include, &key);
	snprintf(keytext, sizeof(keytext), "%016llx%016llx",
	         (unsigned long long)key.a, (unsigned long long)key.b);
	for (c = cache; c != NULL; c = c->next)
		if (c->cc == cc && strcmp(c->kernel, kernel) == 0 &&
		    strcmp(c->key, keytext) == 0) {
			*ptx = c->ptx;
			*lowered = c->lowered;
			free_options(extra, nextra);
			return c;
		}
	if (nvrtc_toolkit()[0] != '\0' &&
	    ptxcache_get(&key, &p, &low, &nvcc_flag) == 0) {
		via_nvcc = nvcc_flag != 0;
		log = NULL;
		goto compiled;
	}
	rc = nvrtc_compile(text, path, kernel, cc, extra, nextra, &p, &low,
	                   &log, &err);
	/* a whole program: host code, or a system header, which NVRTC
	   (device code alone) refuses and nvcc compiles */
	if (rc == NVRTC_FAILED && whole_program(log)) {
		char *plog = NULL, *perr;
		enum nvrtc_status prc = nvcc_compile(path, kernel, cc, extra,
		                                     nextra, &p, &low, &plog,
		                                     &perr);

		if (prc == NVRTC_NOLIB) {
			named = report_log(d, path, text, opts, log, file, src, loc,
			                   false);
			DIAG_AT(d, file, src, loc, CUDA_HOST_CODE_NO_NVCC, path,
			        perr);
			free(perr);
			free(err);
			free(log);
			free(plog);
			free_options(extra, nextra);
			return NULL;
		}
		free(log);
		log = plog;
		rc = prc;
		via_nvcc = true;
		free(err);
		err = perr;
		if (rc == NVRTC_FAILED)
			DIAG_AT(d, file, src, loc, CUDA_RAN_NVCC, path, err);
	}
	switch (rc) {
	case NVRTC_NOLIB:
		DIAG_AT(d, file, src, loc, CUDA_NEEDS_NVRTC, err);
		free(err);
		free_options(extra, nextra);
		return NULL;
	case NVRTC_STOPPED:
		free(log);
		diag_relay(d, DIAG_ERROR, err, NULL);   /* nvrtc.c's row, whole */
		free(err);
		free_options(extra, nextra);
		return NULL;
	case NVRTC_INTERRUPTED:
		/* the command line says so; what fails after it is not the
		   user's error */
		free(log);
		free(err);
		d->nerrors++;
		d->silent = true;
		free_options(extra, nextra);
		return NULL;
	case NVRTC_FAILED:
		named = report_log(d, path, text, opts, log, file, src, loc,
		                   via_nvcc);
		kernel_guess(text, kernel, guess, sizeof(guess));
		if (named > 0 && guess[0] != '\0')
			DIAG_AT(d, file, src, loc, CUDA_NO_KERNEL_GUESS, path,
			        kernel, guess);
		else if (named > 0 && kernel[strspn(kernel, "abcdefghijklmnopqrstuvw"
		    "xyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")] == '\0')
			DIAG_AT(d, file, src, loc, CUDA_NO_KERNEL_OR_MORE, path,
			        kernel, kernel, kernel);
		else if (named > 0)
			DIAG_AT(d, file, src, loc, CUDA_NO_KERNEL, path, kernel);
		else
			DIAG_AT(d, file, src, loc, CUDA_DID_NOT_COMPILE, path,
			        kernel);
		free(log);
		free(err);
		free_options(extra, nextra);
		return NULL;
	default:
		break;
	}
	free(err);
	free(log);
	ptxcache_put(&key, p, low, via_nvcc);
compiled:
	c = xcalloc(1, sizeof(*c));
	c->src = dup(text);
	c->kernel = dup(kernel);
	c->key = dup(keytext);
	c->extra = extra;
	c->nextra = nextra;
	c->ptx = p;
	c->lowered = low;
	c->cc = cc;
	c->nvcc = via_nvcc;
	c->next = cache;
	cache = c;
	*ptx = p;
	*lowered = low;
	return c;
}

/* The file the kernel's lines are of (ptx.c keeps a header's inlined
   code at the kernel's line): where the kernel itself is defined in a
   header the .cu includes, that header, which NVRTC names by its full
   path; shown under the .cu's folder where it lies there (the shortest
   tail of its name that names the same file from the .cu's folder). */
static void
line_file(cudasrc *c, struct arena *A)
{
	const ptx_kernel *k = c->k;
	const char *f = NULL, *slash = strrchr(c->path, '/'), *t;
	char *text, *p;
	struct stat a, b;
	size_t n = slash ? (size_t)(slash - c->path) + 1 : 0;
	int i;

	c->lpath = c->path;
	c->ltext = c->text;
	for (i = 0; i < k->ninsns && f == NULL; i++)
		if (k->insns[i].file > 0 && k->insns[i].file < k->nfiles)
			f = k->files[k->insns[i].file];
	if (f == NULL || stat(f, &a) != 0 || stat(c->path, &b) != 0 ||
	    (a.st_dev == b.st_dev && a.st_ino == b.st_ino) ||
	    (text = read_text(f, NULL)) == NULL)
		return;
	c->ltext = arena_strndup(A, text, strlen(text));
	free(text);
	c->lpath = c->lname = f;
	p = arena_alloc(A, n + strlen(f) + 1);
	for (t = f + strlen(f); t > f; t--) {
		if (t[-1] != '/')
			continue;
		sprintf(p, "%.*s%s", (int)n, c->path, t);
		if (stat(p, &b) == 0 && a.st_dev == b.st_dev &&
		    a.st_ino == b.st_ino) {
			c->lname = t;
			c->lpath = p;
			break;
		}
	}
}

/* ------------------------------------------------------- provenance */

enum { PROV_NONE = -1, PROV_MANY = -2 };

static int
join(int a, int b)
{
	if (a == PROV_NONE)
		return b;
	if (b == PROV_NONE || a == b)
		return a;
	return PROV_MANY;
}

/* Each register's provenance, to a fixpoint. */
static int *
provenance(const ptx_kernel *k, const uint64_t *pointer_param)
{
	int *prov = xmalloc(sizeof(int) * ((size_t)k->nregs + 1));
	bool changed = true;
	int i, j;

	for (i = 0; i < k->nregs; i++)
		prov[i] = PROV_NONE;
	while (changed) {
		changed = false;
		for (i = 0; i < k->ninsns; i++) {
			const ptx_insn *in = &k->insns[i];
			int p = PROV_NONE, n;
			if (in->nops < 2 || in->o[0].kind != O_REG)
				continue;
			switch (in->op) {
			case P_LD: case P_ST: case P_BRA: case P_SETP: case P_FLOAT:
			case P_ATOM: case P_RED: case P_VOTE: case P_MATCH:
			case P_REDUX: case P_CALL: case P_TEX:
			case P_UNSUPPORTED: case P_SHFL: case P_NOP:
				continue;
			case P_LDPARAM:
				if (in->o[1].kind == O_PARAM &&
				    pointer_param[in->o[1].sym])
					p = in->o[1].sym;
				break;
			default:
				for (j = 1; j < in->nops; j++) {
					const ptx_opnd *o = &in->o[j];
					if (o->kind == O_REG)
						p = join(p, prov[o->reg]);
					else if (o->kind == O_SYM)
						p = join(p, k->nparams + o->sym);
				}
				break;
			}
			n = join(prov[in->o[0].reg], p);
			if (n != prov[in->o[0].reg]) {
				prov[in->o[0].reg] = n;
				changed = true;
			}
		}
	}
	return prov;
}

static const char *
target_name(const cudasrc *c, int t)
{
	const ptx_kernel *k = c->k;

	if (t < k->nparams)
		return c->parray[t] ? c->parray[t]->name : k->params[t].name;
	return k->vars[t - k->nparams].pretty;
}

/* The atomic function each PTX atomic operation is (atomicSub is an add,
   so it is counted as atomicAdd: the atomic rule does not tell them
   apart). */
static const enum pat_atomic atomic_of[] = {
	[PA_NONE] = A_NONE, [PA_ADD] = A_ADD, [PA_EXCH] = A_EXCH,
	[PA_MIN] = A_MIN, [PA_MAX] = A_MAX, [PA_INC] = A_INC, [PA_DEC] = A_DEC,
	[PA_CAS] = A_CAS, [PA_AND] = A_AND, [PA_OR] = A_OR, [PA_XOR] = A_XOR,
};

/* Per instruction, the earliest target of a branch at or after it
   (ninsns: none), so that instruction i lies inside a loop, a branch at
   or after it going back to it or before (NVVM's loops are such spans of
   the PTX), where back[i] <= i. */
static int *
loop_back(const ptx_kernel *k)
{
	int *back = xmalloc(sizeof(int) * ((size_t)k->ninsns + 1));
	int i, lo = k->ninsns;

	for (i = k->ninsns - 1; i >= 0; i--) {
		const ptx_insn *in = &k->insns[i];
		if (in->op == P_BRA && in->nops > 0 && in->o[0].kind == O_LABEL &&
		    in->o[0].imm >= 0 && in->o[0].imm < lo)
			lo = (int)in->o[0].imm;
		back[i] = lo;
	}
	return back;
}

/* The memory instructions grouped into accesses. */
static void
group(cudasrc *c, struct arena *A, const int *prov)
{
	ptx_kernel *k = c->k;
	int i, j, cap = 0;
	int *back = loop_back(k);

	for (i = 0; i < k->ninsns; i++) {
		ptx_insn *in = &k->insns[i];
		const ptx_opnd *ao;
		int t;
		unsigned size;
		bool atom = in->op == P_ATOM || in->op == P_RED;
		bool tex = in->op == P_TEX;
		if (tex)
			ao = &in->o[4];      /* the texture object's register */
		else if (atom)
			ao = in->op == P_ATOM ? &in->o[1] : &in->o[0];
		else if ((in->op == P_LD || in->op == P_ST) &&
		         in->nops == in->vec + 1)
			ao = in->op == P_LD ? &in->o[in->vec] : &in->o[0];
		else
			continue;
		if (ao->kind != (tex ? O_REG : O_ADDR))
			continue;
		t = ao->reg >= 0 ? prov[ao->reg] : ao->sym >= 0
		                                         ? k->nparams + ao->sym
		                                         : PROV_NONE;
		if (t == PROV_MANY && c->many < 0)
			c->many = i;
		if (t < 0 || (tex && t >= k->nparams))
			continue;
		if (tex) {
			/* a texel's bytes: the texture's element */
			size = c->parray[t] != NULL ? (unsigned)c->parray[t]->type->size
			                            : 4;
			goto grouped;
		}
		/* a space that the target is not in is not ours to guess */
		if (t < k->nparams ? in->space != PS_GLOBAL &&
		                             in->space != PS_GENERIC
		                   : (in->space != PS_GENERIC &&
		                      (int)in->space != (k->vars[t - k->nparams].space)))
			continue;
		/* a generic access to the stack: the interpreter keeps its
		   values as it does ld.local's */
		if (t >= k->nparams && k->vars[t - k->nparams].space == PS_LOCAL)
			in->space = PS_LOCAL;
		size = in->bits / 8 * in->vec;
grouped:
		for (j = 0; j < c->naccesses; j++)
			if (c->acc[j].target == t && c->acc[j].line == in->line &&
			    c->acc[j].tex == tex &&
			    c->acc[j].store == (in->op != P_LD && !tex) &&
			    c->acc[j].size == size &&
			    c->acc[j].atomic == (atom ? atomic_of[in->cmp] : A_NONE))
				break;
		if (j == c->naccesses) {
			cudasrc_access *a;
			if (c->naccesses == cap) {
				cap = cap ? 2 * cap : 16;
				c->acc = xrealloc(c->acc, sizeof(*c->acc) * (size_t)cap);
			}
			a = &c->acc[c->naccesses++];
			memset(a, 0, sizeof(*a));
			a->target = t;
			a->array = t < k->nparams ? c->parray[t] : NULL;
			a->line = in->line;
			a->col = in->col;
			a->store = in->op != P_LD && !tex;
			a->tex = tex;
			a->atomic = atom ? atomic_of[in->cmp] : A_NONE;
			a->size = size;
			a->insn = in->text;
			a->name = target_name(c, t);
			a->source = line_text(A, c->ltext, in->line);
		}
		c->acc[j].ninsns++;
		c->acc[j].in_loop |= back[i] <= i;
		in->group = j;
	}
	{
		cudasrc_access *copy = arena_alloc(A, sizeof(*copy) *
		                                      ((size_t)c->naccesses + 1));
		if (c->naccesses)
			memcpy(copy, c->acc, sizeof(*copy) * (size_t)c->naccesses);
		free(c->acc);
		c->acc = copy;
	}
	free(back);
}

/* ------------------------------------------ the stack, as ptxas has it */

/* Does the body of entry lowered in the PTX call a function? ptxas's
   figures of an entry are its own frame's: a callee's come apart. Not
   found: true, the answer that asserts nothing. */
static bool
entry_calls(const char *ptx, const char *lowered)
{
	const char *p = ptx, *q, *t, *x;
	size_t n = strlen(lowered);
	int depth = 0;
	bool body = false;

	while ((p = strstr(p, ".entry ")) != NULL) {
		for (p += 7; *p == ' '; p++)
			;
		if (strncmp(p, lowered, n) == 0 &&
		    (p[n] == '(' || isspace((unsigned char)p[n])))
			break;
	}
	for (; p != NULL && *p; p = q) {
		q = strchr(p, '\n');
		q = q != NULL ? q + 1 : p + strlen(p);
		for (t = p; t < q && isspace((unsigned char)*t); t++)
			;
		for (x = t; x < q && !(x[0] == '/' && x[1] == '/'); x++)
			if (*x == '{') {
				depth++;
				body = true;
			} else if (*x == '}') {
				depth--;
			}
		if (*t == '@')   /* a guard */
			for (t += strcspn(t, " \t\n"); *t == ' ' || *t == '\t'; t++)
				;
		if (strncmp(t, "call", 4) == 0 &&
		    (t[4] == '.' || t[4] == ' ' || t[4] == '\t'))
			return true;
		if (body && depth <= 0)
			return false;
	}
	return true;
}

static bool
is_stack(const cudasrc *c, int j)
{
	int t = c->acc[j].target - c->k->nparams;

	return t >= 0 && c->k->vars[t].space == PS_LOCAL;
}

/* The stack's accesses moved past the counted ones (cudasrc.nall): still
   run, for the values they keep, but requests of nothing. */
static void
hide_stack(cudasrc *c)
{
	int n = c->naccesses, *to = xmalloc(sizeof(int) * ((size_t)n + 1));
	cudasrc_access *old = xmalloc(sizeof(*old) * ((size_t)n + 1));
	int i, j, m = 0;

	memcpy(old, c->acc, sizeof(*old) * (size_t)n);
	for (j = 0; j < n; j++)
		if (!is_stack(c, j))
			to[j] = m++;
	c->naccesses = m;
	for (j = 0; j < n; j++)
		if (is_stack(c, j))
			to[j] = m++;
	for (j = 0; j < n; j++)
		c->acc[to[j]] = old[j];
	for (i = 0; i < c->k->ninsns; i++)
		if (c->k->insns[i].group >= 0)
			c->k->insns[i].group = to[c->k->insns[i].group];
	free(old);
	free(to);
}

/*
 * NVVM's PTX keeps a thread's automatic arrays on the stack, but ptxas
 * may keep a small one in registers, where its loads and stores are no
 * memory access. So ptxas is asked (once a compile: the report of a
 * compile for the profile's real architecture, cc) what frame the kernel
 * has. 0 bytes in a kernel that calls nothing: the stack's accesses are
 * hidden (hide_stack). Anything else, or no report: counted as the PTX
 * makes them, ptxas's figures or their absence said in a note (once a
 * compile, so that a sweep says it once).
 */
/* The local memory a thread may have, from compute capability 2.0 on
   (the CUDA programming guide's table of limits). */
#define LOCAL_MAX_BYTES (512u << 10)

static bool
stack_check(cudasrc *c, cached *e, int cc, const char *ptx, const char *file,
            const char *src, pat_loc loc, diag *d)
{
	char more[600] = "";
	const nvrtc_frame *f = &e->frame;
	bool calls;
	int n = 0, j;

	for (j = 0; j < c->naccesses; j++)
		if (is_stack(c, j))
			n += c->acc[j].ninsns;
	if (n == 0)
		return true;
	if (cc < 75) {
		/* a compile for sm_75 would not be the profile's ptxas */
		DIAG_AT(d, file, src, loc, CUDA_PTXAS_OLD_PROFILE, c->name,
		        cc, n);
		return true;
	}
	if (!e->asked) {
		e->asked = true;
		e->ptxas_rc = e->nvcc ?
		              nvcc_ptxas_frame(e->ptx, c->lowered, cc, &e->frame,
		                               &e->why) :
		              nvrtc_ptxas_frame(c->text, c->path, c->lowered, cc,
		                                e->extra, e->nextra, &e->frame,
		                                &e->why);
	}
	if (e->ptxas_rc == 0 && f->stack > LOCAL_MAX_BYTES) {
		/* ptxas takes it; the launch would fail */
		DIAG_AT(d, file, src, loc, CUDA_STACK_TOO_LARGE, c->name,
		        (unsigned long long)f->stack, cc, LOCAL_MAX_BYTES);
		return false;
	}
	calls = entry_calls(ptx, c->lowered);
	if (e->ptxas_rc == 0 && f->stack == 0 && !calls)
		hide_stack(c);
	if (e->ptxas_rc == NVRTC_PTXAS_FAILED) {
		/* not a figure to note beside: the kernel does not build for
		   the GPU the profile names */
		DIAG_AT(d, file, src, loc, CUDA_PTXAS_FAILED, c->name, cc,
		        e->why);
		return false;
	}
	if (e->noted || eval_interrupted())
		return true;
	e->noted = true;
	if (e->ptxas_rc != 0) {
		DIAG_AT(d, file, src, loc, CUDA_PTXAS_UNAVAILABLE, c->name,
		        e->why, n);
		return true;
	}
	if (f->stack == 0 && !calls) {
		DIAG_AT(d, file, src, loc, CUDA_STACK_IN_REGISTERS, c->name,
		        cc, n);
		return true;
	}
	if (calls)
		snprintf(more, sizeof(more), "; the kernel calls functions, "
		         "whose frames ptxas reports apart");
	else if (f->stack < c->k->local_bytes)
		snprintf(more, sizeof(more), "; the frame is smaller than the "
		         "PTX's %llu-byte stack: ptxas may keep part of it in "
		         "registers, counted here as memory",
		         (unsigned long long)c->k->local_bytes);
	if (f->spill_stores + f->spill_loads > 0)
		snprintf(more + strlen(more), sizeof(more) - strlen(more),
		         "; its spills are local memory accesses that the model "
		         "cannot place on an instruction: they are not counted");
	DIAG_AT(d, file, src, loc, CUDA_PTXAS_FRAME, c->name, cc, f->stack,
	        f->spill_stores, f->spill_loads, n, more);
	return true;
}

/* ------------------------------------------- what ptxas made of it */

/*
 * The time model counts the instructions a warp issues, and the PTX is
 * not those: ptxas makes 17 machine instructions of a 32-bit rem, one of
 * an add, none of a label. So ptxas compiles the PTX once more for the
 * profile's sm_<cc> with its line table, which says how many machine
 * instructions each PTX line became (sass.h), and each instruction
 * counts those when it runs. The answer is kept in the cache beside the
 * PTX ("sass" entries: the counts as text). Where ptxas is not there,
 * or is older than the profile's GPU, the counts stay unknown and the
 * time has no issue bound, which a note says.
 */
static void
sass_encode(const uint32_t *c, int n, char **out)
{
	size_t cap = 32, len;
	char *s = xmalloc(cap);
	int i;

	len = (size_t)snprintf(s, cap, "%d\n", n);
	for (i = 0; i < n; i++) {
		if (c[i] == 0)
			continue;
		if (cap - len < 32)
			s = xrealloc(s, cap *= 2);
		len += (size_t)snprintf(s + len, cap - len, "%d %u\n", i, c[i]);
	}
	*out = s;
}

static uint32_t *
sass_decode(const char *s, int *n)
{
	char *e;
	long v = strtol(s, &e, 10), line, count;
	uint32_t *c;

	if (e == s || v < 1 || v > (1L << 26))
		return NULL;
	c = xcalloc((size_t)v, sizeof(*c));
	for (s = e; *s != '\0'; s = e) {
		line = strtol(s, &e, 10);
		if (e == s)
			break;
		count = strtol(s = e, &e, 10);
		if (e == s || line < 0 || line >= v || count < 0 ||
		    count > UINT32_MAX) {
			free(c);
			return NULL;
		}
		c[line] = (uint32_t)count;
	}
	*n = (int)v;
	return c;
}

static void
sass_ask(cached *e, const char *ptx, const char *lowered, int cc)
{
	ptxcache_key key;
	char arch[32], *text = NULL, *low = NULL;
	unsigned char *cubin;
	uint64_t total;
	size_t n;
	int flag;

	e->sass_asked = true;
	ptxcache_key_init(&key);
	ptxcache_key_folder(&key, "sass");
	ptxcache_key_str(&key, nvrtc_toolkit());
	snprintf(arch, sizeof(arch), "sass sm_%d", cc);
	ptxcache_key_str(&key, arch);
	ptxcache_key_str(&key, lowered);
	ptxcache_key_str(&key, ptx);
	if (nvrtc_toolkit()[0] != '\0' &&
	    ptxcache_get(&key, &text, &low, &flag) == 0) {
		e->sass = sass_decode(text, &e->sass_lines);
		free(text);
		free(low);
		if (e->sass != NULL)
			return;
	}
	if (nvcc_ptxas_cubin(ptx, lowered, cc, &cubin, &n, &e->sass_why) != 0)
		return;
	if (sass_line_counts(cubin, n, lowered, &e->sass, &e->sass_lines,
	                     &total) != 0) {
		e->sass = NULL;
		e->sass_lines = 0;
		e->sass_why = xasprintf(MSG_FMT(CUDA_SASS_NO_TABLE), cc);
	} else {
		sass_encode(e->sass, e->sass_lines, &text);
		ptxcache_put(&key, text, lowered, 0);
		free(text);
	}
	free(cubin);
}

/* Each instruction of c's kernel given its line's machine instructions,
   where ptxas can be asked for sm_<cc> (cc: the profile's); else why
   not, said once a compile. */
static void
sass_weights(cudasrc *c, cached *e, int cc, const char *ptx,
             const char *file, const char *src, pat_loc loc, diag *d)
{
	if (cc < 75)                 /* the PTX is for compute_75 */
		return;
	if (!e->sass_asked) {
		sass_ask(e, ptx, c->lowered, cc);
		if (e->sass == NULL && e->sass_why != NULL)
			DIAG_AT(d, file, src, loc, CUDA_SASS_UNAVAILABLE, c->name,
			        cc, e->sass_why);
	}
	if (e->sass != NULL)
		sass_weigh(c->k, e->sass, e->sass_lines);
}

/* ------------------------------------------------------------- open */

/* Whether an instruction of k names variable i (the module declares the
   variables of every kernel in it). */
static bool
var_used(const ptx_kernel *k, int i)
{
	for (int n = 0; n < k->ninsns; n++)
		for (int j = 0; j < k->insns[n].nops; j++) {
			const ptx_opnd *o = &k->insns[n].o[j];
			if ((o->kind == O_SYM || o->kind == O_ADDR) && o->sym == i)
				return true;
		}
	return false;
}

/*
 * The kernel's shared memory: its static arrays (those it uses: the
 * module declares every kernel's) laid out in order from 0, then its
 * dynamic ones (extern __shared__ T s[]), each with its bytes from the
 * pattern's shared array of its name (a launch's third parameter, in the
 * pattern's terms), all of them where the static ones end, at 16 bytes'
 * alignment, as the launch places them. A shared
 * array of the pattern that is no such variable is said: the kernel's
 * static ones are its own. 0, or -1 after reporting to d.
 */
static int
shared_layout(cudasrc *c, const pat_array *arrays, int narrays,
               const char *file, const char *src, pat_loc loc, diag *d)
{
	ptx_kernel *k = c->k;
	uint64_t base, most = 0, end = 0;
	bool any = false, *used = xcalloc((size_t)k->nvars + 1, sizeof(*used));
	int i, j;

	for (i = 0; i < k->nvars; i++)
		used[i] = var_used(k, i);
	/* the static ones this kernel uses, in order: the module declares
	   every kernel's, and a kernel's block holds its own alone */
	for (i = 0; i < k->nvars; i++) {
		ptx_var *v = &k->vars[i];
		unsigned al = v->align ? v->align : 1;
		if (v->space != PS_SHARED || v->dynamic || !used[i])
			continue;
		v->addr = (end + al - 1) / al * al;
		end = v->addr + v->bytes;
	}
	k->shared_bytes = end;
	base = (end + 15) / 16 * 16;
	for (i = 0; i < k->nvars; i++) {
		ptx_var *v = &k->vars[i];
		if (!v->dynamic || !used[i])
			continue;
		for (j = 0; j < narrays; j++)
			if (arrays[j].space == SPACE_SHARED &&
			    strcmp(arrays[j].name, v->pretty) == 0)
				break;
		if (j == narrays) {
			DIAG_AT(d, file, src, loc, CUDA_DYNAMIC_SHARED, c->name,
			        v->pretty, v->pretty);
			free(used);
			return -1;
		}
		v->addr = base;
		v->bytes = arrays[j].bytes;
		if (v->bytes > most)
			most = v->bytes;
		any = true;
	}
	for (j = 0; j < narrays; j++) {
		bool named = false;
		if (arrays[j].space != SPACE_SHARED)
			continue;
		for (i = 0; i < k->nvars && !named; i++)
			named = k->vars[i].dynamic && used[i] &&
			        strcmp(arrays[j].name, k->vars[i].pretty) == 0;
		if (!named)
			DIAG_AT(d, file, src, arrays[j].loc, CUDA_SHARED_NOT_DYNAMIC,
			        arrays[j].name, c->name);
	}
	if (any) {
		c->dyn_shared = most;
		k->shared_bytes = base + most;
	}
	free(used);
	return 0;
}

cudasrc *
cudasrc_open(struct arena *A, const char *path, const char *kernel,
             const cudasrc_opts *opts, const cudasrc_bind *binds, int nbinds,
             const cudasrc_contents *fills, int nfills,
             const pat_array *arrays, int narrays, int cc,
             const char *file, const char *src, pat_loc loc, diag *d)
{
	cudasrc *c = arena_alloc(A, sizeof(*c));
	const char *ptx, *lowered, *err;
	char *text, *why;
	cached *e;
	uint64_t *pointer;
	int *prov, i, j;

	memset(c, 0, sizeof(*c));
	c->many = -1;
	c->A = A;
	if (opts != NULL && opts->replace_path != NULL &&
	    strcmp(opts->replace_path, path) == 0) {
		text = xmalloc(strlen(opts->replace_text) + 1);
		strcpy(text, opts->replace_text);
	} else if ((text = read_text(path, &why)) == NULL) {
		DIAG_AT(d, file, src, loc, CUDA_READ_SOURCE, path, why);
		free(why);
		return NULL;
	}
	c->path = arena_strndup(A, path, strlen(path));
	c->name = arena_strndup(A, kernel, strlen(kernel));
	c->text = arena_strndup(A, text, strlen(text));
	free(text);
	/* NVRTC 13 compiles for compute_75 and later; the code an older
	   profile's would see has the same addresses */
	if ((e = compile(c->path, c->text, kernel, cc < 75 ? 75 : cc, opts, file,
	                 src, loc, d, &ptx, &lowered)) == NULL)
		return NULL;
	c->lowered = lowered;
	c->nvcc_ptx = e->nvcc ? ptx : NULL;
	if ((c->k = ptx_decode(ptx, lowered, A, &err)) == NULL) {
		DIAG_AT(d, file, src, loc, CUDA_PTX_DECODE, kernel, err);
		return NULL;
	}
	line_file(c, A);
	sass_weights(c, e, cc, ptx, file, src, loc, d);
	if (shared_layout(c, arrays, narrays, file, src, loc, d) != 0)
		return NULL;
	if (c->k->printf_calls > 0)
		DIAG_AT(d, file, src, loc, CUDA_PRINTF, kernel);
	if (c->k->nparams != nbinds) {
		DIAG_AT(d, file, src, loc, CUDA_PARAM_COUNT, kernel,
		        c->k->nparams, nbinds);
		return NULL;
	}
	c->param = arena_alloc(A, sizeof(uint64_t) * ((size_t)nbinds + 1));
	c->parray = arena_alloc(A, sizeof(*c->parray) * ((size_t)nbinds + 1));
	pointer = xcalloc((size_t)nbinds + 1, sizeof(uint64_t));
	for (i = 0; i < nbinds; i++) {
		const cudasrc_bind *b = &binds[i];
		unsigned bits = c->k->params[i].bits;
		c->parray[i] = b->array;
		if (b->array != NULL) {
			if (bits != 64) {
				DIAG_AT(d, file, src, b->loc, CUDA_PARAM_NOT_POINTER, i + 1,
				        kernel, b->name);
				free(pointer);
				return NULL;
			}
			/* a texture's parameter is its texture object (a
			   cudaTextureObject_t, 64 bits): the base stands for it */
			if (b->array->space != SPACE_GLOBAL) {
				DIAG_AT(d, file, src, b->loc, CUDA_PARAM_NOT_GLOBAL, b->name,
				        pat_array_space(b->array));
				free(pointer);
				return NULL;
			}
			c->param[i] = b->array->base;
			pointer[i] = 1;
		} else if (c->k->params[i].isfloat && (bits == 32 || bits == 64)) {
			/* a float or a double: the number, as the type holds it */
			double v = b->isfloat ? b->fvalue : (double)b->value;
			float f = (float)v;
			uint32_t u;

			if (bits == 32) {
				memcpy(&u, &f, sizeof(u));
				c->param[i] = u;
			} else {
				memcpy(&c->param[i], &v, sizeof(v));
			}
		} else if (b->isfloat) {
			DIAG_AT(d, file, src, b->loc, CUDA_PARAM_NOT_WHOLE, i + 1,
			        kernel, bits == 64 ? "a pointer or a 64-bit integer" :
			        "an integer", b->name);
			free(pointer);
			return NULL;
		} else {
			c->param[i] = bits >= 64 || bits == 0 ? (uint64_t)b->value
			              : (uint64_t)b->value & (((uint64_t)1 << bits) - 1);
		}
	}
	prov = provenance(c->k, pointer);
	free(pointer);
	group(c, A, prov);
	free(prov);
	c->nall = c->naccesses;
	if (!stack_check(c, e, cc, ptx, file, src, loc, d))
		return NULL;
	for (j = 0; j < c->nall; j++) {
		const cudasrc_access *a = &c->acc[j];
		if (a->atomic == A_NONE || a->target < c->k->nparams ||
		    c->k->vars[a->target - c->k->nparams].space != PS_SHARED)
			continue;
		/* as the atomic statement warns (parse.c) */
		if (a->size == 8)
			DIAG_AT(d, file, src, loc, CUDA_SHARED_ATOMIC64, kernel,
			        a->line);
		else if (a->atomic == A_ADD && a->insn != NULL &&
		         strstr(a->insn, ".f32") != NULL)
			DIAG_AT(d, file, src, loc, CUDA_SHARED_ATOMIC_FLOAT, kernel,
			        a->line);
	}
	for (i = 0; i < nfills; i++)
		if (fills[i].array == NULL && fills[i].space == SPACE_GLOBAL) {
			if (fills[i].fill != FILL_VALUE || fills[i].value != 0) {
				DIAG_AT(d, file, src, loc, CUDA_CONTENTS_LOCAL);
				return NULL;
			}
			c->local_zero = true;
		}
	if (c->naccesses == 0) {
		/* else "no 'read' or 'write'" at the end of the pattern, with
		   nothing to say why; a 64-bit parameter given a value is the
		   likely pointer */
		char hint[96] = "";
		for (i = nbinds - 1; i >= 0; i--)
			if (binds[i].array == NULL && c->k->params[i].bits == 64)
				snprintf(hint, sizeof(hint), " (parameter %d is given a "
				         "value: a pointer takes an array's name)", i + 1);
		for (i = 0; i < c->k->ninsns && c->many < 0; i++)
			if (c->k->insns[i].op == P_CALL)
				break;
		if (c->many >= 0) {
			/* the arrays are there, behind one address */
			const ptx_insn *in = &c->k->insns[c->many];
			DIAG_AT(d, file, src, loc, CUDA_ADDRESS_MANY, kernel,
			        in->text, in->line);
		} else if (i < c->k->ninsns) {
			const ptx_insn *in = &c->k->insns[i];
			DIAG_AT(d, file, src, loc, CUDA_CALL_THROUGH_POINTER, kernel,
			        in->text, in->line);
		} else
			DIAG_AT(d, file, src, loc, CUDA_NO_ACCESS, kernel, hint);
		return NULL;
	}
	c->fills = arena_alloc(A, sizeof(*fills) * ((size_t)nfills + 1));
	if (nfills)
		memcpy(c->fills, fills, sizeof(*fills) * (size_t)nfills);
	c->nfills = nfills;
	c->stored = arena_alloc(A, (size_t)(c->k->nparams + c->k->nvars + 1));
	memset(c->stored, 0, (size_t)(c->k->nparams + c->k->nvars + 1));
	for (j = 0; j < c->nall; j++)
		if (c->acc[j].store)
			c->stored[c->acc[j].target] = true;
	/* one array given as two parameters (kernel(a, a)), or arrays that
	   overlap: a store through one makes the loads through the other
	   not known either */
	for (j = 0; j < c->nall; j++) {
		const pat_array *x = c->acc[j].array;
		if (!c->acc[j].store || x == NULL)
			continue;
		for (i = 0; i < c->nall; i++) {
			const pat_array *y = c->acc[i].array;
			if (y != NULL && y->space == x->space &&
			    y->base < x->base + x->bytes &&
			    x->base < y->base + y->bytes)
				c->stored[c->acc[i].target] = true;
		}
	}
	c->afill = arena_alloc(A, sizeof(*c->afill) * ((size_t)c->nall + 1));
	for (j = 0; j < c->nall; j++) {
		c->afill[j] = NULL;
		for (i = 0; i < nfills; i++)
			if (c->acc[j].target >= c->k->nparams &&
			    c->k->vars[c->acc[j].target - c->k->nparams].space ==
			            PS_LOCAL)
				break;   /* the stack: the interpreter's own */
			else if (c->acc[j].array != NULL
			            ? c->fills[i].array == c->acc[j].array
			            : c->fills[i].array == NULL &&
			              c->fills[i].space ==
			                      (c->k->vars[c->acc[j].target -
			                                  c->k->nparams].space ==
			                       PS_SHARED ? SPACE_SHARED
			                                 : SPACE_CONSTANT))
				c->afill[j] = &c->fills[i];
	}
	return c;
}

int cudasrc_naccesses(const cudasrc *c) { return c->naccesses; }
cudasrc_access *cudasrc_accesses(cudasrc *c) { return c->acc; }
int cudasrc_nvars(const cudasrc *c) { return c->k->nvars; }
void cudasrc_set_first(cudasrc *c, int first) { c->first = first; }

/* The kernel's PTX lifted for P's launch, once (ptxlift.h). */
static ptx_lift *
lifted(cudasrc *c, const pat_program *P)
{
	const pat_contents **fill;
	const pat_array **array;
	ptx_lift_loads *ld;

	if (c->lift != NULL)
		return c->lift;
	/* what the loads read: a 'contents' line's, where the kernel does
	   not store to that array as well (as on_load) */
	fill = arena_alloc(c->A, sizeof(*fill) * ((size_t)c->nall + 1));
	array = arena_alloc(c->A, sizeof(*array) * ((size_t)c->nall + 1));
	for (int g = 0; g < c->nall; g++) {
		fill[g] = c->stored[c->acc[g].target] ? NULL : c->afill[g];
		array[g] = c->acc[g].array;
	}
	ld = arena_alloc(c->A, sizeof(*ld));
	*ld = (ptx_lift_loads){ c->nall, fill, array };
	c->lift = ptx_lift_kernel(c->k, P->grid, P->block, c->param, ld, c->A);
	return c->lift;
}

void
cudasrc_lift_accesses(cudasrc *c, pat_program *P)
{
	for (int i = 0; i < c->naccesses; i++) {
		pat_stmt *s = P->accesses[c->first + i];
		s->u.access.lifted = ptx_lift_access(lifted(c, P), i,
		                                     s->u.access.array, c->A,
		                                     &s->u.access.lift_why);
	}
}

int
cudasrc_lift_pattern(cudasrc *c, const pat_program *P, FILE *f,
                     const char **why)
{
	char title[512];
	int rc;

	/* whether it lifts, asked once (suggest asks for each array) */
	if (f == NULL && c->whole != 0) {
		*why = c->whole_why;
		return c->whole > 0 ? 0 : -1;
	}
	snprintf(title, sizeof(title), "kernel %s of %s, lifted from its PTX "
	         "by accessan --emit-pattern, for the launch of %s at the "
	         "values below", c->name, c->path, P->file);
	rc = ptx_lift_pattern(lifted(c, P), P, c->first, c->naccesses, title,
	                      f, why);
	c->whole = rc == 0 ? 1 : -1;
	c->whole_why = *why;
	return rc;
}
int cudasrc_first(const cudasrc *c) { return c->first; }
uint64_t cudasrc_shared_bytes(const cudasrc *c) { return c->k->shared_bytes; }

const char *cudasrc_path(const cudasrc *c) { return c->path; }
const char *cudasrc_line_file(const cudasrc *c) { return c->lname; }
const char *cudasrc_line_path(const cudasrc *c) { return c->lpath; }
const char *cudasrc_line_text(const cudasrc *c) { return c->ltext; }
const char *cudasrc_text(const cudasrc *c) { return c->text; }
const char *cudasrc_name(const cudasrc *c) { return c->name; }
const char *cudasrc_lowered(const cudasrc *c) { return c->lowered; }
const char *cudasrc_nvcc_ptx(const cudasrc *c) { return c->nvcc_ptx; }
uint64_t cudasrc_dynamic_shared(const cudasrc *c) { return c->dyn_shared; }
bool cudasrc_machine_known(const cudasrc *c) { return c->k->sass; }
int cudasrc_nparams(const cudasrc *c) { return c->k->nparams; }

const pat_array *
cudasrc_param(const cudasrc *c, int i, unsigned *bits, uint64_t *value)
{
	*bits = c->k->params[i].bits;
	*value = c->param[i];
	return c->parray[i];
}

const cudasrc_contents *
cudasrc_fills(const cudasrc *c, int *n)
{
	*n = c->nfills;
	return c->fills;
}

const char *
cudasrc_var_symbol(const cudasrc *c, int i)
{
	return c->k->vars[i].name;
}

bool
cudasrc_var_local(const cudasrc *c, int i)
{
	return c->k->vars[i].space == PS_LOCAL;
}

bool
cudasrc_var_stored(const cudasrc *c, int i)
{
	return c->stored[c->k->nparams + i];
}

const char *
cudasrc_var(const cudasrc *c, int i, enum pat_space *space, uint64_t *base,
            uint64_t *bytes)
{
	const ptx_var *v = &c->k->vars[i];

	*space = v->space == PS_SHARED ? SPACE_SHARED : v->space == PS_LOCAL
	         ? SPACE_GLOBAL : SPACE_CONSTANT;
	*base = v->addr;
	*bytes = v->bytes;
	return v->pretty;
}

/* The element type of variable name, declared in kernel's body in text
   or else anywhere in it (at file scope: another kernel's of the same
   name is found first only where this one's body is not found). */
static bool
decl_type(const char *text, const char *kernel, const char *name,
          char *buf, size_t size)
{
	size_t len = strlen(text), from, to;

	if (cutext_kernel_body(text, len, kernel, &from, &to) &&
	    cutext_decl_type(text, len, from, to, name, buf, size))
		return true;
	return cutext_decl_type(text, len, 0, len, name, buf, size);
}

bool
cudasrc_var_type(const cudasrc *c, int i, char *buf, size_t size)
{
	const ptx_var *v = &c->k->vars[i];

	if (v->space == PS_LOCAL || v->pretty == NULL)
		return false;
	return decl_type(c->text, c->name, v->pretty, buf, size) ||
	       (c->ltext != NULL &&
	        decl_type(c->ltext, c->name, v->pretty, buf, size));
}

/* -------------------------------------------------------------- run */

typedef struct runner {
	const cudasrc *c;
	cudasrc_request_fn fn;
	const ptx_warp *w;           /* the warp running */
	void *arg;
	bool bound;                  /* the stop was max_lanes' */
	uint64_t requests, max_requests;   /* the warp's so far, the most
	                                      it makes (0: no limit) */
	uint64_t lanes, max_lanes;   /* thread-accesses so far, and the most
	                                this run may make (0: no limit) */
	uint64_t weight;             /* the blocks the running one stands for */
	const cudasrc_plan *plan;    /* the classes (NULL: every block runs) */
	size_t entry;                /* the running block's place in it */
	/* a tracked block's requests kept for the race check (classes) */
	const ptx_track *track;
	const bool *record;          /* which groups the check takes */
	struct rounds *keep;
	uint64_t wib;                /* the warp's index in its block */
	char *why;                   /* the last refusal said (on_request,
	                                on_texel), freed at the next */
} runner;

/* Lane l of request r reads or writes outside arr: why, malloc'ed. */
static char *
outside(const pat_array *arr, const sim_request *r, int l)
{
	return xasprintf(MSG_FMT(CUDA_OUTSIDE_ARRAY), l,
	                 r->store ? "writes" : "reads",
	                 (long long)(r->addr[l] - arr->base), arr->name,
	                 (unsigned long long)arr->bytes);
}

/* A refusal of the loader, kept in u until the next (the interpreter
   copies it into its error). */
static const char *
refuse(runner *u, char *why)
{
	free(u->why);
	u->why = why;
	return why;
}

/* A tracked block's requests that the race check takes, with their
   moves: each member of its classes makes them, moved (cudasrc_run). */
typedef struct kept {
	int g;
	uint32_t wib, bars, wsyncs;
	int64_t k[3];
	sim_request rq;
	uint64_t addr[SIM_WARP];
} kept;

typedef struct rounds {
	int64_t o[3];                /* the round's block */
	kept *r;
	size_t n, cap;
	uint64_t lanes;              /* of global memory: the check holds
	                                them to the end of the grid */
	uint64_t shared_lanes;       /* of shared memory: checked and
	                                forgotten at the end of each block */
} rounds;

static void
keep_request(runner *u, int g, const sim_request *r, uint32_t bars,
             uint32_t wsyncs)
{
	rounds *x = u->keep;
	kept *k;

	if (x->n == x->cap) {
		x->cap = x->cap ? 2 * x->cap : 64;
		x->r = xrealloc(x->r, x->cap * sizeof(*x->r));
	}
	k = &x->r[x->n++];
	k->g = g;
	k->wib = (uint32_t)u->wib;
	k->bars = bars;
	k->wsyncs = wsyncs;
	ptx_track_last(u->track, k->k);
	k->rq = *r;
	memcpy(k->addr, r->addr, sizeof(k->addr));
	k->rq.addr = k->addr;
	if (u->c->acc[g].array != NULL &&
	    u->c->acc[g].array->space == SPACE_SHARED)
		x->shared_lanes += (uint64_t)__builtin_popcount(r->active);
	else
		x->lanes += (uint64_t)__builtin_popcount(r->active);
}

/* Where texel (x, y) of group g's texture lies (ptx.h, texel): a 2D
   texture's in the block-linear layout (sim/texture.h), clamped as the
   pattern's tex2D is; a 1D one's in linear memory, tex1Dfetch's integer
   index held to the texture (the GPU returns 0 past it, and what it
   fetches then is not modelled), a float one clamped. */
static const char *
on_texel(void *arg, int g, int64_t x, int64_t y, bool clamp, uint64_t *addr,
         unsigned *size, unsigned *channels)
{
	runner *u = arg;
	const pat_array *arr;
	uint64_t es;

	if (g >= u->c->naccesses)
		return MSG_FMT(CUDA_TEXTURE_NONE);
	arr = u->c->acc[g].array;
	if (arr == NULL || !arr->texture)
		return refuse(u, xasprintf(MSG_FMT(CUDA_NOT_TEXTURE),
		                           arr ? arr->name : "?",
		                           arr ? arr->name : "?"));
	es = arr->type->size;
	*size = (unsigned)es;
	*channels = arr->type->kind == PT_FLOAT4 || arr->type->kind == PT_INT4 ||
	            arr->type->kind == PT_CHAR4 ? 4
	          : arr->type->kind == PT_FLOAT2 || arr->type->kind == PT_INT2
	          ? 2 : 1;
	if (arr->ndims == 2) {
		y = y < 0 ? 0 : y >= arr->dims[0] ? arr->dims[0] - 1 : y;
		x = x < 0 ? 0 : x >= arr->dims[1] ? arr->dims[1] - 1 : x;
		*addr = arr->base + sim_texel_offset((uint64_t)x * es, (uint64_t)y,
		                                     (uint64_t)arr->dims[1] * es);
		return NULL;
	}
	if (clamp)
		x = x < 0 ? 0 : x >= arr->dims[0] ? arr->dims[0] - 1 : x;
	if (x < 0 || x >= arr->dims[0])
		return refuse(u, xasprintf(MSG_FMT(CUDA_TEXEL_OUTSIDE),
		                           (long long)x, arr->name,
		                           (long long)arr->dims[0]));
	*addr = arr->base + (uint64_t)x * es;
	return NULL;
}

static const char *
on_request(void *arg, int g, uint64_t warp, const sim_request *r)
{
	runner *u = arg;
	const pat_array *arr;
	uint32_t bars, wsyncs;
	int l;

	if (g >= u->c->naccesses)
		return NULL;   /* the stack in registers (hide_stack): bound to
		                  no array, counted nowhere */
	arr = u->c->acc[g].array;
	if (arr->texture != u->c->acc[g].tex)
		return refuse(u, arr->texture
		              ? xasprintf(MSG_FMT(CUDA_TEXTURE_BY_POINTER),
		                          arr->name)
		              : xasprintf(MSG_FMT(CUDA_NOT_TEXTURE), arr->name,
		                          arr->name));
	/* measured from the base, so that an address that wrapped past 2^64
	   (addr + size small again) is outside, not inside */
	for (l = 0; l < SIM_WARP; l++)
		if (((r->active >> l) & 1) &&
		    (r->addr[l] < arr->base || r->size > arr->bytes ||
		     r->addr[l] - arr->base > arr->bytes - r->size))
			return refuse(u, outside(arr, r, l));
	u->lanes += (uint64_t)__builtin_popcount(r->active);
	if (u->max_lanes != 0 && u->lanes > u->max_lanes) {
		u->bound = true;
		return refuse(u, xasprintf(MSG_FMT(CUDA_LAUNCH_LANES),
		                           (unsigned long long)u->max_lanes));
	}
	ptx_warp_syncs(u->w, &bars, &wsyncs);
	if (u->keep != NULL && u->record[g])
		keep_request(u, g, r, bars, wsyncs);
	if (u->fn != NULL) {
		const unsigned uni = ptx_warp_uniform(u->w);
		const bool cls = u->plan != NULL && u->weight > 1;
		u->fn(u->arg, g, warp, r, bars, wsyncs, u->weight,
		      cls ? cudasrc_plan_same(u->plan, u->entry, g) : 1,
		      ptx_warp_round(u->w),
		      ((uni & PTX_UNI_ADDR) ? CUDASRC_UNI_ADDR : 0) |
		      ((uni & PTX_UNI_VALUE) ? CUDASRC_UNI_VALUE : 0),
		      cls ? cudasrc_plan_moved(u->plan, u->entry, g) : NULL);
	}
	if (u->max_requests != 0 && ++u->requests >= u->max_requests)
		return PTX_STOP;
	return NULL;
}

/* A memory instruction issued with no lane active (ptx_launch.idle):
   to fn as a request of no active lane, weighted as the warp's others. */
static void
on_idle(void *arg, int g, uint64_t warp)
{
	runner *u = arg;
	uint64_t none[SIM_WARP] = { 0 };
	sim_request r = { .addr = none, .active = 0 };
	uint32_t bars, wsyncs;

	if (g >= u->c->naccesses || u->fn == NULL)
		return;
	ptx_warp_syncs(u->w, &bars, &wsyncs);
	u->fn(u->arg, g, warp, &r, bars, wsyncs, u->weight,
	      u->plan != NULL && u->weight > 1
	      ? cudasrc_plan_same(u->plan, u->entry, g) : 1, false, 0, NULL);
}

/* A load's value where 'contents' declares it, and nothing stores to the
   array (what a store leaves, the model does not follow). A load of part
   of an element reads those bytes of its value (NVVM loads the low word
   alone of (int)a[i] % n with a long long a); one across elements is not
   known. */
static int
on_load(void *arg, int g, uint64_t addr, unsigned size, uint64_t *v)
{
	runner *u = arg;
	const cudasrc_contents *f = u->c->afill[g];
	const pat_array *arr = u->c->acc[g].array;
	uint64_t esz, idx, off, e;
	int64_t x;

	if (f == NULL || u->c->stored[u->c->acc[g].target])
		return 0;
	if (f->fill == FILL_VALUE && (f->value == 0 || f->array == NULL)) {
		/* zero is zero in every type; a shared variable's bytes are
		   untyped: the value fills the load */
		*v = (uint64_t)f->value;
		return 1;
	}
	esz = arr->type->size;
	off = (addr - arr->base) % esz;
	if (size == 0 || size > esz || off % size != 0)
		return 0;
	idx = (addr - arr->base) / esz;
	if (!pat_contents_at(f, (int64_t)idx, &x))
		return 0;            /* undefined there: not known */
	switch (arr->type->kind) {
	case PT_FLOAT: {
		float y = (float)x;
		uint32_t b;
		memcpy(&b, &y, 4);
		e = b;
		break;
	}
	case PT_DOUBLE: {
		double y = (double)x;
		memcpy(&e, &y, 8);
		break;
	}
	case PT_CHAR: case PT_UCHAR: case PT_SHORT: case PT_USHORT:
	case PT_INT: case PT_UINT: case PT_LONG: case PT_ULONG:
		e = (uint64_t)x;
		break;
	default:
		return 0;
	}
	/* the element's bytes, little-endian, from the load's first */
	*v = size == esz ? e : (e >> (8 * off)) &
	                       (((uint64_t)1 << (8 * size)) - 1);
	return 1;
}

/* Where a value the model does not know stopped a warp, what would make
   it known, said at the line of the instruction that made it: the
   contents of the array a load read, where the pattern can declare them
   (an array the kernel stores into is not followed, declared or not);
   why an atomic's old value is not. */
static void
unknown_hint(const cudasrc *c, const ptx_insn *o, diag *d)
{
	pat_loc l = { o->line, o->col > 0 ? o->col : 1, 0 };
	const char *lt = o->line ? c->ltext : NULL;
	const char *word, *name, *expr = "EXPR";
	int g = o->group, t;

	if (o->line <= 0)
		return;
	if (o->op == P_ATOM) {
		DIAG_AT(d, c->lpath, lt, l, CUDA_UNKNOWN_ATOMIC);
		return;
	}
	if (o->op != P_LD || g < 0 || g >= c->nall)
		return;
	t = c->acc[g].target;
	name = c->acc[g].name;
	if (c->stored[t]) {
		DIAG_AT(d, c->lpath, lt, l, CUDA_UNKNOWN_STORED, name);
		return;
	}
	if (c->afill[g] != NULL)
		return;              /* declared, undefined where it was read */
	word = name;
	if (t >= c->k->nparams)
		switch (c->k->vars[t - c->k->nparams].space) {
		case PS_SHARED: word = "shared"; break;
		case PS_CONST: word = "constant"; break;
		case PS_LOCAL: word = "local"; expr = "0"; break;
		default: return;
		}
	else if (c->acc[g].array == NULL)
		return;
	DIAG_AT(d, c->lpath, lt, l, CUDA_UNKNOWN_CONTENTS, name, word, expr);
}

/* What group g's loads read, as the track asks (ptx_launch.fill). */
static int
on_fill(void *arg, int g, unsigned *esz, int64_t *scale)
{
	runner *u = arg;
	const cudasrc_contents *f = u->c->afill[g];
	const pat_array *arr = u->c->acc[g].array;

	if (f == NULL || u->c->stored[u->c->acc[g].target])
		return 0;
	*esz = f->fill == FILL_VALUE && (f->value == 0 || f->array == NULL)
	       ? 1 : (unsigned)arr->type->size;
	if (f->fill == FILL_VALUE)
		return PTX_FILL_SAME;
	/* iota, or an expression of it linear in it: a scale of it */
	if (!pat_contents_linear(f, scale))
		return 0;
	switch (arr->type->kind) {
	case PT_CHAR: case PT_UCHAR: case PT_SHORT: case PT_USHORT:
	case PT_INT: case PT_UINT: case PT_LONG: case PT_ULONG:
		return PTX_FILL_INDEX;
	default:
		return 0;            /* a float's index is rounded */
	}
}

/* The interpreter's launch of c's kernel with p's grid and block, its
   callbacks the runner u's: one for every run of the kernel (the
   classes' tracked blocks, a block's work, the launch), so that each
   fetches textures, loads and requests alike. */
static void
launch_of(const cudasrc *c, const pat_program *p, uint64_t max_steps,
          runner *u, ptx_launch *L)
{
	int i;

	memset(L, 0, sizeof(*L));
	for (i = 0; i < 3; i++) {
		L->grid[i] = p->grid[i];
		L->block[i] = p->block[i];
	}
	L->param = c->param;
	L->load = on_load;
	L->fill = on_fill;
	L->request = on_request;
	L->idle = on_idle;
	L->texel = on_texel;
	L->arg = u;
	L->max_steps = max_steps;
	L->interrupted = eval_interrupted;
	L->local_zero = c->local_zero;
}


/* ------------------------------------------------- classes of blocks */

/* Blocks tracked (ptx_track) at most, one a round, and tracks that may
   fail past the first, before the blocks left are run one by one. */
#define CLASS_ROUNDS 64
#define CLASS_FAILS 8
/* A grid of more blocks than this is not classed: every round looks at
   each block left. */
#define CLASS_MAX_BLOCKS ((uint64_t)1 << 26)
#define NOT_CLASSED 255              /* (a block's round: run itself) */

struct cudasrc_plan {
	cudasrc_block *list;         /* the blocks to run, in grid order */
	size_t n;
	uint64_t nblocks;
	/* the race check's: each block's round (NOT_CLASSED: it runs), and
	   each round's requests; NULL where not kept */
	uint8_t *round_of;
	rounds round[CLASS_ROUNDS];
	int nrounds;
	bool races;                  /* kept: within the check's bound */
	bool by_class;               /* checked by classes */
	int64_t grid[3];
	double need;                 /* the check's records, estimated */
	/* the least thread-accesses and warp instructions of a tracked
	   block (one that ran to its end) */
	uint64_t lanes, insns;
	/* the global atomics (sim/hot.h): each group's index among them
	   (-1: another access), and each classed block's members at the
	   block's very addresses, natom a block from its share */
	int *atom_ix;
	int natom, natom_groups;
	uint64_t *share;
	size_t nshare, share_cap;
	/* beside each share, where its atomic's members' moves lie in
	   moved (SIZE_MAX: none, the atomic's array one L2 unit's), each
	   list closed by an entry of count 0 */
	size_t *moved_at;
	cudasrc_moved *moved;
	size_t nmoved, moved_cap;
	uint64_t part_blocks;        /* a part of a window of resident
	                                blocks' (sim/hot.h) */
};

/* The moves (from the class's first block, bytes) of split atomic s's
   members at by[0..n) of vis (nsplit a member), with the parts of
   windows of resident blocks their blocks (vis_block) lie in
   (sim/hot.h), sorted and counted,
   into pl->moved: the list's start in moved_at beside the share being
   written. */
static int
by_move(const void *x, const void *y)
{
	const cudasrc_moved *a = x, *b = y;

	if (a->part != b->part)
		return a->part < b->part ? -1 : 1;
	return a->off < b->off ? -1 : a->off > b->off;
}

static void
moved_list(cudasrc_plan *pl, const int64_t *vis, const uint64_t *vis_block,
           size_t nsplit, size_t s, const size_t *by, uint64_t n)
{
	cudasrc_moved *o = xmalloc((size_t)(n + 1) * sizeof(*o));
	size_t i, k;

	for (i = 0; i < n; i++) {
		o[i].off = vis[by[i] * nsplit + s];
		o[i].part = vis_block[by[i]] / pl->part_blocks;
	}
	qsort(o, (size_t)n, sizeof(*o), by_move);
	pl->moved_at[pl->nshare] = pl->nmoved;
	for (i = 0; i < n; i = k) {
		for (k = i + 1; k < n && o[k].off == o[i].off &&
		                o[k].part == o[i].part; k++)
			;
		if (pl->nmoved + 2 > pl->moved_cap) {
			pl->moved_cap = 2 * pl->moved_cap + 64;
			pl->moved = xrealloc(pl->moved, pl->moved_cap *
			                                sizeof(*pl->moved));
		}
		pl->moved[pl->nmoved] = o[i];
		pl->moved[pl->nmoved++].n = k - i;
	}
	pl->moved[pl->nmoved].off = 0;
	pl->moved[pl->nmoved].part = 0;
	pl->moved[pl->nmoved++].n = 0;
	free(o);
}

const cudasrc_moved *
cudasrc_plan_moved(const cudasrc_plan *pl, size_t j, int g)
{
	const cudasrc_block *k = &pl->list[j];
	size_t at;

	if (k->share == SIZE_MAX || g < 0 || g >= pl->natom_groups ||
	    pl->atom_ix[g] < 0)
		return NULL;
	at = pl->moved_at[k->share + (size_t)pl->atom_ix[g]];
	return at == SIZE_MAX ? NULL : &pl->moved[at];
}

uint64_t
cudasrc_plan_same(const cudasrc_plan *pl, size_t j, int g)
{
	const cudasrc_block *k = &pl->list[j];

	if (k->share == SIZE_MAX || g < 0 || g >= pl->natom_groups ||
	    pl->atom_ix[g] < 0)
		return 1;
	return pl->share[k->share + (size_t)pl->atom_ix[g]];
}

const cudasrc_block *
cudasrc_plan_blocks(const cudasrc_plan *pl, size_t *n)
{
	*n = pl->n;
	return pl->list;
}

void
cudasrc_plan_work(const cudasrc_plan *pl, uint64_t *lanes, uint64_t *insns)
{
	*lanes = pl->lanes;
	*insns = pl->insns;
}

bool
cudasrc_plan_races(const cudasrc_plan *pl, double *need)
{
	*need = pl->need;
	return pl->races;
}

bool
cudasrc_plan_by_class(const cudasrc_plan *pl)
{
	return pl->races && pl->by_class;
}

int64_t
cudasrc_plan_class_of(const cudasrc_plan *pl, const int64_t b[3])
{
	uint64_t i;
	int d;

	for (d = 0; d < 3; d++)
		if (b[d] < 0 || b[d] >= pl->grid[d])
			return -1;
	i = ((uint64_t)b[2] * (uint64_t)pl->grid[1] + (uint64_t)b[1]) *
	    (uint64_t)pl->grid[0] + (uint64_t)b[0];
	return pl->round_of[i] == NOT_CLASSED ? CLASS_ROUNDS + (int64_t)i
	                                      : pl->round_of[i];
}

void
cudasrc_plan_free(cudasrc_plan *pl)
{
	int i;

	if (pl == NULL)
		return;
	for (i = 0; i < pl->nrounds; i++)
		free(pl->round[i].r);
	free(pl->round_of);
	free(pl->list);
	free(pl->atom_ix);
	free(pl->share);
	free(pl->moved_at);
	free(pl->moved);
	free(pl);
}

/* The bytes a request's addresses may move by and count the same, for
   group g's array (as classes.c's periods): 0 where it may not move. */
static uint64_t
period_of(const cudasrc *c, const sim_arch *a, int g)
{
	const pat_array *arr;

	if (g >= c->naccesses)
		return 1;            /* the stack in registers: counted nowhere */
	arr = c->acc[g].array;
	if (arr->texture || arr->local)
		return 0;
	switch (arr->space) {
	case SPACE_GLOBAL: return a->load_segment == 128 ? 128 : SIM_SECTOR;
	case SPACE_SHARED: return SIM_BANKS * (uint64_t)a->bank_bytes;
	default: return 1;
	}
}

/* A growing list of blocks; share: where its shares lie (SIZE_MAX:
   none). */
static void
push(cudasrc_block **list, size_t *n, size_t *cap, uint64_t b, uint64_t w,
     size_t share)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		*list = xrealloc(*list, *cap * sizeof(**list));
	}
	(*list)[*n].b = b;
	(*list)[*n].weight = w;
	(*list)[*n].share = share;
	(*n)++;
}

static int
by_block(const void *x, const void *y)
{
	const cudasrc_block *a = x, *b = y;

	return a->b < b->b ? -1 : a->b > b->b;
}

/* The classes of one round's members (block b0's track t): members
   whose requests move by the same residues modulo their periods count
   the same. Each class's first member into the list, with its size;
   the members marked done. */
typedef struct residue {
	uint64_t period, k[3];       /* K modulo the period */
} residue;

typedef struct klass {
	uint64_t first, n;
	uint64_t *key;
	__int128 *dot0;              /* per atomic: the first's move */
	uint64_t *same;              /* per atomic: members that move as
	                                the first (its very addresses) */
} klass;

static size_t
key_slot(const uint64_t *key, int nk, size_t cap)
{
	uint64_t h = 0xcbf29ce484222325u;
	int i;

	for (i = 0; i < nk; i++)
		h = (h ^ key[i]) * 0x100000001b3u;
	return (size_t)(h ^ (h >> 31)) & (cap - 1);
}

static bool
round_classes(const cudasrc *c, const pat_program *p, const sim_arch *a,
              const ptx_track *t, uint64_t b0, uint64_t keep,
              uint8_t *done, cudasrc_plan *pl, size_t *cap,
              uint8_t *round_of, int round)
{
	const int na = pl->natom;
	const uint64_t gx = (uint64_t)p->grid[0], gy = (uint64_t)p->grid[1];
	const uint64_t nblocks = gx * gy * (uint64_t)p->grid[2];
	const int64_t o[3] = { (int64_t)(b0 % gx), (int64_t)(b0 / gx % gy),
	                       (int64_t)(b0 / gx / gy) };
	size_t nmv, i, nres = 0, ncl = 0, ccap = 1024, j;
	const ptx_move *mv = ptx_track_moves(t, &nmv);
	residue *res = xcalloc(nmv + 1, sizeof(*res));
	klass *cl = xcalloc(ccap, sizeof(*cl));
	size_t *slot;
	uint64_t b, *key;
	__extension__ typedef __int128 wide;

	/* the distinct residues a block's requests move by */
	for (i = 0; i < nmv; i++) {
		uint64_t P = period_of(c, a, mv[i].group);
		residue x = { P, { 0, 0, 0 } };
		if (P == 0) {
			free(res);
			free(cl);
			return false;    /* a texture's or the stack's: not moved */
		}
		for (int d = 0; d < 3; d++)
			x.k[d] = (uint64_t)mv[i].k[d] & (P - 1);
		if (x.k[0] == 0 && x.k[1] == 0 && x.k[2] == 0)
			continue;
		for (j = 0; j < nres; j++)
			if (memcmp(&res[j], &x, sizeof(x)) == 0)
				break;
		if (j == nres)
			res[nres++] = x;
	}
	/* each global atomic's move in this round: none (0), one (1, in
	   ak), several (2: a member shares the first's addresses or not
	   request by request, not counted) */
	int64_t (*ak)[3] = xcalloc((size_t)na + 1, sizeof(*ak));
	uint8_t *astate = xcalloc((size_t)na + 1, 1);
	for (i = 0; i < nmv; i++) {
		int ai = mv[i].group >= 0 && mv[i].group < c->naccesses
		         ? pl->atom_ix[mv[i].group] : -1;
		if (ai < 0)
			continue;
		if (astate[ai] == 0) {
			memcpy(ak[ai], mv[i].k, sizeof(ak[ai]));
			astate[ai] = 1;
		} else if (memcmp(ak[ai], mv[i].k, sizeof(ak[ai])) != 0)
			astate[ai] = 2;
	}
	/* a global atomic that moves over an array of several L2 units:
	   each member's move kept (vis_*), so that its requests' work goes
	   to the units of its own addresses (sim/hot.h: the units' busiest
	   is then the one every block's run gives); moved several ways:
	   not classed */
	bool *split = xcalloc((size_t)na + 1, sizeof(bool));
	size_t nsplit = 0, nvis = 0;
	size_t *vis_class = NULL;
	int64_t *vis_off = NULL;
	uint64_t *vis_block = NULL;
	for (i = 0; i < (size_t)c->naccesses; i++) {
		const int ai = pl->atom_ix[i];
		if (ai < 0 || astate[ai] == 0 || split[ai] ||
		    sim_hot_unit_share(a, c->acc[i].array->base,
		                       c->acc[i].array->bytes) >= 1)
			continue;
		if (astate[ai] == 2) {
			free(split);
			free(ak);
			free(astate);
			free(res);
			free(cl);
			return false;
		}
		split[ai] = true;
		nsplit++;
	}
	if (nsplit > 0) {
		vis_class = xmalloc((size_t)(nblocks - b0 + 1) * sizeof(*vis_class));
		vis_block = xmalloc((size_t)(nblocks - b0 + 1) * sizeof(*vis_block));
		vis_off = xmalloc((size_t)(nblocks - b0 + 1) * nsplit *
		                  sizeof(*vis_off));
	}
	slot = xmalloc(2 * ccap * sizeof(*slot));
	for (i = 0; i < 2 * ccap; i++)
		slot[i] = SIZE_MAX;
	key = xmalloc((nres + 1) * sizeof(*key));
	for (b = b0; b < nblocks; b++) {
		const int64_t bid[3] = { (int64_t)(b % gx), (int64_t)(b / gx % gy),
		                         (int64_t)(b / gx / gy) };
		const int64_t d[3] = { bid[0] - o[0], bid[1] - o[1], bid[2] - o[2] };
		bool in = true;
		if ((done[b / 8] >> (b % 8)) & 1 || (b == keep && b != b0))
			continue;
		if (b != b0 && !ptx_track_holds(t, bid))
			continue;
		/* every request stays inside its array */
		for (i = 0; i < nmv && in && b != b0; i++) {
			const pat_array *arr;
			wide m = (wide)mv[i].k[0] * d[0] + (wide)mv[i].k[1] * d[1] +
			         (wide)mv[i].k[2] * d[2];
			if (mv[i].group >= c->naccesses)
				continue;
			arr = c->acc[mv[i].group].array;
			in = (wide)mv[i].lo + m >= (wide)arr->base &&
			     (wide)mv[i].hi + m <= (wide)arr->base + (wide)arr->bytes;
		}
		if (!in)
			continue;
		for (i = 0; i < nres; i++)
			key[i] = (res[i].k[0] * (uint64_t)d[0] +
			          res[i].k[1] * (uint64_t)d[1] +
			          res[i].k[2] * (uint64_t)d[2]) & (res[i].period - 1);
		j = key_slot(key, (int)nres, 2 * ccap);
		while (slot[j] != SIZE_MAX &&
		       memcmp(cl[slot[j]].key, key, nres * sizeof(*key)) != 0)
			j = (j + 1) & (2 * ccap - 1);
		if (slot[j] == SIZE_MAX) {
			if (ncl == ccap) {
				/* twice the classes, the slots anew */
				ccap *= 2;
				cl = xrealloc(cl, ccap * sizeof(*cl));
				free(slot);
				slot = xmalloc(2 * ccap * sizeof(*slot));
				for (i = 0; i < 2 * ccap; i++)
					slot[i] = SIZE_MAX;
				for (i = 0; i < ncl; i++) {
					size_t s2 = key_slot(cl[i].key, (int)nres, 2 * ccap);
					while (slot[s2] != SIZE_MAX)
						s2 = (s2 + 1) & (2 * ccap - 1);
					slot[s2] = i;
				}
				j = key_slot(key, (int)nres, 2 * ccap);
				while (slot[j] != SIZE_MAX)
					j = (j + 1) & (2 * ccap - 1);
			}
			cl[ncl].first = b;
			cl[ncl].n = 0;
			cl[ncl].key = xmalloc((nres + 1) * sizeof(*key));
			memcpy(cl[ncl].key, key, nres * sizeof(*key));
			cl[ncl].dot0 = xcalloc((size_t)na + 1, sizeof(wide));
			cl[ncl].same = xcalloc((size_t)na + 1, sizeof(uint64_t));
			for (int ai = 0; ai < na; ai++)
				cl[ncl].dot0[ai] = (wide)ak[ai][0] * d[0] +
				                   (wide)ak[ai][1] * d[1] +
				                   (wide)ak[ai][2] * d[2];
			slot[j] = ncl++;
		}
		cl[slot[j]].n++;
		for (int ai = 0; ai < na; ai++)
			if (astate[ai] != 2 &&
			    (wide)ak[ai][0] * d[0] + (wide)ak[ai][1] * d[1] +
			    (wide)ak[ai][2] * d[2] == cl[slot[j]].dot0[ai])
				cl[slot[j]].same[ai]++;
		if (nsplit > 0) {
			size_t s = 0;
			vis_class[nvis] = slot[j];
			vis_block[nvis] = b;
			for (int ai = 0; ai < na; ai++)
				if (split[ai])
					vis_off[nvis * nsplit + s++] = (int64_t)(
					    (wide)ak[ai][0] * d[0] +
					    (wide)ak[ai][1] * d[1] +
					    (wide)ak[ai][2] * d[2] -
					    cl[slot[j]].dot0[ai]);
			nvis++;
		}
		done[b / 8] |= (uint8_t)(1u << (b % 8));
		if (round_of != NULL)
			round_of[b] = (uint8_t)round;
	}
	size_t *by = NULL, *from = NULL;
	if (nsplit > 0) {
		/* the members of each class, in block order: a counting sort */
		by = xmalloc((nvis + 1) * sizeof(*by));
		from = xcalloc(ncl + 1, sizeof(*from));
		for (i = 0; i < nvis; i++)
			from[vis_class[i] + 1]++;
		for (i = 0; i < ncl; i++)
			from[i + 1] += from[i];
		for (i = 0; i < nvis; i++)
			by[from[vis_class[i]]++] = i;
		for (i = ncl; i > 0; i--)
			from[i] = from[i - 1];
		from[0] = 0;
	}
	for (i = 0; i < ncl; i++) {
		size_t at = SIZE_MAX;
		if (na > 0 && cl[i].n > 1) {
			if (pl->nshare + (size_t)na > pl->share_cap) {
				pl->share_cap = 2 * (pl->share_cap + (size_t)na);
				pl->share = xrealloc(pl->share, pl->share_cap *
				                                sizeof(*pl->share));
				pl->moved_at = xrealloc(pl->moved_at,
				                        pl->share_cap *
				                        sizeof(*pl->moved_at));
			}
			at = pl->nshare;
			for (int ai = 0, s = 0; ai < na; ai++) {
				pl->moved_at[pl->nshare] = SIZE_MAX;
				if (split[ai])
					moved_list(pl, vis_off, vis_block, nsplit,
					           (size_t)s++, by + from[i], cl[i].n);
				pl->share[pl->nshare++] = astate[ai] == 2 ? 1
				                          : cl[i].same[ai];
			}
		}
		push(&pl->list, &pl->n, cap, cl[i].first, cl[i].n, at);
		free(cl[i].key);
		free(cl[i].dot0);
		free(cl[i].same);
	}
	free(ak);
	free(astate);
	free(split);
	free(vis_class);
	free(vis_off);
	free(vis_block);
	free(by);
	free(from);
	free(key);
	free(slot);
	free(cl);
	free(res);
	return true;
}

int
cudasrc_classes(const cudasrc *c, const pat_program *p, const sim_arch *a,
                uint64_t max_steps, uint64_t keep, const bool *record,
                uint64_t race_bound, bool by_class, uint64_t resident,
                cudasrc_plan **out, char **why)
{
	const uint64_t gx = (uint64_t)p->grid[0], gy = (uint64_t)p->grid[1];
	const uint64_t nblocks = gx * gy * (uint64_t)p->grid[2];
	const int64_t nthreads = p->block[0] * p->block[1] * p->block[2];
	const int nw = (int)((nthreads + SIM_WARP - 1) / SIM_WARP);
	cudasrc_plan *pl;
	size_t cap = 0;
	uint8_t *done;
	uint64_t next = 0, b;
	ptx_track *t;
	ptx_warp *w;
	ptx_launch L;
	ptx_error e;
	runner u;
	int fails = 0, i, rc = 0;

	*out = NULL;
	*why = NULL;
	if (nblocks > CLASS_MAX_BLOCKS) {
		*why = xasprintf(MSG_FMT(CUDA_CLASS_BLOCKS),
		                 (unsigned long long)CLASS_MAX_BLOCKS);
		return 1;
	}
	pl = xcalloc(1, sizeof(*pl));
	pl->nblocks = nblocks;
	pl->part_blocks = sim_hot_part_blocks(resident);
	pl->natom_groups = c->naccesses;
	pl->atom_ix = xmalloc(sizeof(int) * ((size_t)c->naccesses + 1));
	for (i = 0; i < c->naccesses; i++)
		pl->atom_ix[i] = c->acc[i].atomic != A_NONE &&
		                 c->acc[i].array != NULL &&
		                 c->acc[i].array->space == SPACE_GLOBAL &&
		                 !c->acc[i].array->local ? pl->natom++ : -1;
	pl->lanes = pl->insns = UINT64_MAX;
	pl->races = record != NULL;
	for (i = 0; i < 3; i++)
		pl->grid[i] = p->grid[i];
	launch_of(c, p, max_steps, &u, &L);
	u.why = NULL;
	L.track = t = ptx_track_new();
	w = ptx_warp_new(c->k);
	done = xcalloc((size_t)(nblocks / 8 + 1), 1);
	for (;;) {
		const char *failed;
		bool errored = false;
		int64_t bid[3];
		uint64_t insns = 0;
		rounds *x = &pl->round[pl->nrounds];
		while (next < nblocks && (done[next / 8] >> (next % 8)) & 1)
			next++;
		if (next == nblocks || pl->nrounds == CLASS_ROUNDS ||
		    fails > CLASS_FAILS)
			break;
		b = next;
		bid[0] = (int64_t)(b % gx);
		bid[1] = (int64_t)(b / gx % gy);
		bid[2] = (int64_t)(b / gx / gy);
		memcpy(x->o, bid, sizeof(bid));
		free(u.why);
		memset(&u, 0, sizeof(u));
		u.c = c;
		u.w = w;
		u.track = t;
		u.record = record;
		u.keep = pl->races ? x : NULL;
		ptx_track_reset(t, bid);
		for (i = 0; i < nw; i++) {
			u.wib = (uint64_t)i;
			if (ptx_run_warp(c->k, &L, w, bid, i, b * (uint64_t)nw +
			                 (uint64_t)i, &e) != 0) {
				/* the run of block b says it again */
				ptx_error_clear(&e);
				if (e.why == PTX_INTERRUPTED) {
					rc = CUDASRC_INTERRUPTED;
					goto out;
				}
				errored = ptx_track_failed(t) == NULL;
				break;
			}
			insns += e.steps;
		}
		pl->nrounds++;
		if (i == nw) {
			pl->lanes = u.lanes < pl->lanes ? u.lanes : pl->lanes;
			pl->insns = insns < pl->insns ? insns : pl->insns;
		}
		if (pl->nrounds == 1 && pl->races) {
			/* the check's records, as many a block as the first's:
			   global ones held to the end, a block's shared ones
			   until its end (race_end_block), as --exhaustive's
			   check holds them */
			pl->need = (double)x->lanes * (double)nblocks +
			           (double)x->shared_lanes;
			/* and its work: every block's records are made and
			   checked, shared ones too, which a bound of 16 times
			   the records keeps to seconds (a 2^26-float reduction,
			   2.7e8 of them, took 13 s) */
			/* past them, the check goes by classes, which holds a
			   block's records at once: refused where even those
			   pass the bound */
			pl->by_class = by_class || pl->need > (double)race_bound ||
			               (double)(x->lanes + x->shared_lanes) *
			               (double)nblocks > 16.0 * (double)race_bound;
			if (pl->by_class)
				pl->need = (double)(x->lanes + x->shared_lanes);
			if (pl->need > (double)race_bound) {
				pl->races = false;
				free(x->r);
				x->r = NULL;
				x->n = 0;
			} else {
				pl->round_of = xmalloc((size_t)nblocks);
				memset(pl->round_of, NOT_CLASSED, (size_t)nblocks);
			}
		}
		if (errored) {
			/* the run stops at b0, and says why: nothing after */
			push(&pl->list, &pl->n, &cap, b, 1, SIZE_MAX);
			done[b / 8] |= (uint8_t)(1u << (b % 8));
			next = nblocks;
			break;
		}
		failed = ptx_track_failed(t);
		if (failed == NULL &&
		    !round_classes(c, p, a, t, b, keep, done, pl, &cap,
		                   pl->round_of, pl->nrounds - 1))
			failed = MSG_FMT(CUDA_CLASS_MOVES);

		if (failed != NULL) {
			/* the block runs alone; where no round has classed any
			   after a few, every block runs */
			if (fails == 0)
				*why = xstrndup(failed, strlen(failed));
			if (++fails > CLASS_FAILS && pl->n == (size_t)fails - 1) {
				rc = 1;
				goto out;
			}
			push(&pl->list, &pl->n, &cap, b, 1, SIZE_MAX);
			done[b / 8] |= (uint8_t)(1u << (b % 8));
		}
	}
	/* the blocks left, one by one */
	for (b = next; b < nblocks; b++)
		if (!((done[b / 8] >> (b % 8)) & 1))
			push(&pl->list, &pl->n, &cap, b, 1, SIZE_MAX);
	qsort(pl->list, pl->n, sizeof(*pl->list), by_block);
	*out = pl;
	pl = NULL;
out:
	if (rc != 1) {               /* a reason only where it is the answer */
		free(*why);
		*why = NULL;
	}
	free(u.why);
	cudasrc_plan_free(pl);
	free(done);
	ptx_warp_free(w);
	ptx_track_free(t);
	return rc;
}

/* Whether round x's shared requests all move alike, by whole 16 bytes
   (the widest access): then its members' shared accesses are its first
   block's moved by one constant (race.c). */
static bool
shared_alike(const cudasrc *c, const rounds *x)
{
	const int64_t *k0 = NULL;
	size_t i;

	for (i = 0; i < x->n; i++) {
		const kept *k = &x->r[i];
		if (k->g >= c->naccesses ||
		    c->acc[k->g].array->space != SPACE_SHARED)
			continue;
		if (k0 == NULL) {
			k0 = k->k;
			if (k0[0] % 16 || k0[1] % 16 || k0[2] % 16)
				return false;
		} else if (memcmp(k0, k->k, sizeof(k->k)) != 0)
			return false;
	}
	return true;
}

/* Round x's kept requests of block b (shared ones alone: shared) to
   race_fn, moved, each after its move to move_fn. */
static void
feed_kept(const cudasrc *c, const rounds *x, const int64_t bid[3],
          uint64_t b, int nw, bool shared, cudasrc_race_fn race_fn,
          cudasrc_move_fn move_fn, void *arg)
{
	const int64_t d[3] = { bid[0] - x->o[0], bid[1] - x->o[1],
	                       bid[2] - x->o[2] };
	uint64_t addr[SIM_WARP];
	size_t i;
	int l;

	for (i = 0; i < x->n; i++) {
		const kept *k = &x->r[i];
		const uint64_t m = (uint64_t)k->k[0] * (uint64_t)d[0] +
		                   (uint64_t)k->k[1] * (uint64_t)d[1] +
		                   (uint64_t)k->k[2] * (uint64_t)d[2];
		sim_request rq = k->rq;
		if (shared && (k->g >= c->naccesses ||
		               c->acc[k->g].array->space != SPACE_SHARED))
			continue;
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = k->addr[l] + m;
		rq.addr = addr;
		move_fn(arg, shared ? (const int64_t[3]){ 0, 0, 0 } : k->k);
		race_fn(arg, k->g, b * (uint64_t)nw + k->wib, &rq, k->bars,
		        k->wsyncs);
	}
}

int
cudasrc_race_classes(const cudasrc *c, const pat_program *p,
                     const cudasrc_plan *pl, uint64_t max_steps,
                     uint64_t max_lanes, cudasrc_request_fn fn,
                     cudasrc_race_fn race_fn, cudasrc_move_fn move_fn,
                     cudasrc_class_fn class_fn,
                     cudasrc_block_fn block_end, void *arg, diag *d)
{
	const uint64_t gx = (uint64_t)p->grid[0], gy = (uint64_t)p->grid[1];
	const int64_t nthreads = p->block[0] * p->block[1] * p->block[2];
	const int nw = (int)((nthreads + SIM_WARP - 1) / SIM_WARP);
	cudasrc_class k[CLASS_ROUNDS];
	uint64_t b;
	int r, i, rc = 0;

	for (r = 0; r < pl->nrounds; r++) {
		memset(&k[r], 0, sizeof(k[r]));
		k[r].id = r;
		memcpy(k[r].o, pl->round[r].o, sizeof(k[r].o));
		for (i = 0; i < 3; i++) {
			k[r].lo[i] = INT64_MAX;
			k[r].hi[i] = INT64_MIN;
		}
		k[r].shared_alike = shared_alike(c, &pl->round[r]);
	}
	/* each round's members and their box */
	for (b = 0; b < pl->nblocks; b++) {
		const int64_t bid[3] = { (int64_t)(b % gx), (int64_t)(b / gx % gy),
		                         (int64_t)(b / gx / gy) };
		if ((r = pl->round_of[b]) == NOT_CLASSED)
			continue;
		k[r].members++;
		for (i = 0; i < 3; i++) {
			k[r].lo[i] = bid[i] < k[r].lo[i] ? bid[i] : k[r].lo[i];
			k[r].hi[i] = bid[i] > k[r].hi[i] ? bid[i] : k[r].hi[i];
		}
	}
	for (b = 0; b < pl->nblocks && rc == 0; b++) {
		const int64_t bid[3] = { (int64_t)(b % gx), (int64_t)(b / gx % gy),
		                         (int64_t)(b / gx / gy) };
		const rounds *x;
		if ((b & 0xffff) == 0 && eval_interrupted())
			return CUDASRC_INTERRUPTED;
		if ((r = pl->round_of[b]) == NOT_CLASSED) {
			cudasrc_class one;
			memset(&one, 0, sizeof(one));
			one.id = CLASS_ROUNDS + (int64_t)b;
			memcpy(one.o, bid, sizeof(bid));
			memcpy(one.lo, bid, sizeof(bid));
			memcpy(one.hi, bid, sizeof(bid));
			one.members = 1;
			one.shared_alike = true;
			class_fn(arg, &one);
			rc = cudasrc_run(c, p, NULL, b, b + 1, max_steps, max_lanes,
			                 0, fn, NULL, block_end, arg, d);
			continue;
		}
		x = &pl->round[r];
		if (memcmp(bid, x->o, sizeof(bid)) == 0) {
			class_fn(arg, &k[r]);
			feed_kept(c, x, bid, b, nw, false, race_fn, move_fn, arg);
			block_end(arg, 0);
		} else if (!k[r].shared_alike) {
			cudasrc_class m = k[r];
			m.id = -1;
			class_fn(arg, &m);
			feed_kept(c, x, bid, b, nw, true, race_fn, move_fn, arg);
			block_end(arg, 0);
		}
	}
	return rc;
}

/* A warp instruction costs the interpreter about what 8 thread-accesses
   do (measured: 1.3e7 instructions a second on one core for a grid of
   warps that touch no memory; 1e8 thread-accesses, with 7e6 instructions,
   for the notes' matrix-vector kernel), so a launch may run an eighth of
   its thread-accesses' bound in instructions: the notes' kernel at
   10000 x 20000, 2.8e7 of them, fits the default. */
#define LANES_PER_INSN 8

/* The launch (its blocks this run has: warps of them, 0 when unknown)
   runs more warp instructions than bound, its share of --max-work: -1,
   said. */
static int
launch_bound(const cudasrc *c, const pat_program *p, double warps,
             uint64_t bound, diag *d)
{
	char had[64] = "";

	if (warps > 0)
		snprintf(had, sizeof(had), " (%.0f warps, each at least one)",
		         warps);
	DIAG_PLAIN(d, CUDA_LAUNCH_INSNS, p->file, c->name,
	           (unsigned long long)bound, had);
	return -1;
}

int
cudasrc_block_work(const cudasrc *c, const pat_program *p, uint64_t b,
                   uint64_t max_steps, uint64_t max_lanes, uint64_t *lanes,
                   uint64_t *insns)
{
	const uint64_t gx = (uint64_t)p->grid[0], gy = (uint64_t)p->grid[1];
	const int64_t nthreads = p->block[0] * p->block[1] * p->block[2];
	const int nw = (int)((nthreads + SIM_WARP - 1) / SIM_WARP);
	const int64_t bid[3] = { (int64_t)(b % gx), (int64_t)(b / gx % gy),
	                         (int64_t)(b / gx / gy) };
	ptx_warp *w = ptx_warp_new(c->k);
	ptx_launch L;
	ptx_error e;
	runner u;
	int i, rc = 0;

	launch_of(c, p, max_steps, &u, &L);
	memset(&u, 0, sizeof(u));
	u.c = c;
	u.w = w;
	u.max_lanes = max_lanes;
	*insns = 0;
	for (i = 0; i < nw && rc == 0; i++) {
		if (ptx_run_warp(c->k, &L, w, bid, i, b * (uint64_t)nw +
		                 (uint64_t)i, &e) != 0) {
			rc = u.bound ? -2 : -1;
			ptx_error_clear(&e);   /* the run says it */
		}
		*insns += e.steps;
	}
	*lanes = u.lanes;
	free(u.why);
	ptx_warp_free(w);
	return rc;
}

/* The race check's records of the blocks from .. end-1 that do not run
   (members of a class): their round's requests, moved. */
static void
synthesize(const cudasrc_plan *pl, const pat_program *p, int nw,
           uint64_t from, uint64_t end, cudasrc_race_fn race_fn,
           cudasrc_block_fn block_end, void *arg)
{
	const uint64_t gx = (uint64_t)p->grid[0], gy = (uint64_t)p->grid[1];
	uint64_t b, addr[SIM_WARP];
	size_t i;
	int l;

	for (b = from; b < end; b++) {
		const rounds *x = &pl->round[pl->round_of[b]];
		const int64_t d[3] = { (int64_t)(b % gx) - x->o[0],
		                       (int64_t)(b / gx % gy) - x->o[1],
		                       (int64_t)(b / gx / gy) - x->o[2] };
		for (i = 0; i < x->n; i++) {
			const kept *k = &x->r[i];
			const uint64_t m = (uint64_t)k->k[0] * (uint64_t)d[0] +
			                   (uint64_t)k->k[1] * (uint64_t)d[1] +
			                   (uint64_t)k->k[2] * (uint64_t)d[2];
			sim_request rq = k->rq;
			for (l = 0; l < SIM_WARP; l++)
				addr[l] = k->addr[l] + m;
			rq.addr = addr;
			race_fn(arg, k->g, b * (uint64_t)nw + k->wib, &rq, k->bars,
			        k->wsyncs);
		}
		if (block_end != NULL)
			block_end(arg, 0);
	}
}

int
cudasrc_run(const cudasrc *c, const pat_program *p, const cudasrc_plan *pl,
            uint64_t first, uint64_t end, uint64_t max_steps,
            uint64_t max_lanes, uint64_t warp_requests,
            cudasrc_request_fn fn, cudasrc_race_fn race_fn,
            cudasrc_block_fn block_end, void *arg, diag *d)
{
	const ptx_kernel *k = c->k;
	const uint64_t gx = (uint64_t)p->grid[0], gy = (uint64_t)p->grid[1];
	const int64_t nthreads = p->block[0] * p->block[1] * p->block[2];
	const int nw = (int)((nthreads + SIM_WARP - 1) / SIM_WARP);
	const cudasrc_block *list = pl != NULL ? pl->list : NULL;
	const bool synth = pl != NULL && pl->races && !pl->by_class &&
	                   race_fn != NULL;
	ptx_launch L;
	ptx_warp *w = ptx_warp_new(k);
	ptx_error e;
	runner u;
	uint64_t j, steps = 0, max_insns;
	double issued;
	int i, rc = 0;

	launch_of(c, p, max_steps, &u, &L);
	memset(&u, 0, sizeof(u));
	u.c = c;
	u.fn = fn;
	u.arg = arg;
	u.w = w;
	u.max_requests = warp_requests;
	u.max_lanes = max_lanes;
	/* a warp that touches no memory makes no thread-access, and costs
	   its instructions all the same: they have a bound of their own,
	   refused up front where the warps alone pass it (a huge grid of
	   threads past the end of the data) */
	max_insns = max_lanes / LANES_PER_INSN + (max_lanes != 0);
	if (max_insns != 0 && (end - first > max_insns / (uint64_t)nw ||
	                       (end - first) * (uint64_t)nw > max_insns)) {
		ptx_warp_free(w);
		launch_bound(c, p, (end - first) * (double)nw, max_insns, d);
		return CUDASRC_BOUND;
	}
	for (j = first; j < end && rc == 0 && !eval_interrupted(); j++) {
		const uint64_t b = list != NULL ? list[j].b : j;
		int64_t bid[3] = { (int64_t)(b % gx), (int64_t)(b / gx % gy),
		                   (int64_t)(b / gx / gy) };
		u.weight = list != NULL ? list[j].weight : 1;
		u.plan = list != NULL ? pl : NULL;
		u.entry = (size_t)j;
		issued = 0;
		if (synth)           /* the members before it */
			synthesize(pl, p, nw, j == first ? b : list[j - 1].b + 1, b,
			           race_fn, block_end, arg);
		for (i = 0; i < nw && (u.requests = 0, true); i++)
			if (ptx_run_warp(k, &L, w, bid, i, b * (uint64_t)nw +
			                 (uint64_t)i, &e) != 0) {
				const ptx_insn *in = &k->insns[e.insn];
				if (e.why == PTX_INTERRUPTED) {
					rc = CUDASRC_INTERRUPTED;
					break;
				}
				if (e.why == PTX_ENOUGH) {
					ptx_error_clear(&e);
					continue;     /* the next warp */
				}
				pat_loc l = { in->line, in->col > 0 ? in->col : 1, 0 };
				const char *lt = in->line ? c->ltext : NULL;
				if (e.other >= 0) {
					const ptx_insn *o = &k->insns[e.other];
					/* the interpreter marks a quotient by zero
					   unknown, made at the div or rem itself */
					DIAG_AT(d, c->lpath, lt, l, CUDA_RUN_STOPPED_FROM,
					        c->name, (long long)bid[0],
					        (long long)bid[1], (long long)bid[2], i,
					        in->text, e.msg, o->line, o->text,
					        o->op == P_DIV || o->op == P_REM
					        ? ", a division by zero" : "");
					unknown_hint(c, o, d);
				} else
					DIAG_AT(d, c->lpath, lt, l, CUDA_RUN_STOPPED,
					        c->name, (long long)bid[0],
					        (long long)bid[1], (long long)bid[2], i,
					        in->text, e.msg);
				ptx_error_clear(&e);
				rc = u.bound ? CUDASRC_BOUND : -1;
				break;
			} else if ((steps += e.steps) > max_insns && max_insns) {
				launch_bound(c, p, 0, max_insns, d);
				rc = CUDASRC_BOUND;
				break;
			} else {
				issued += e.issued;
			}
		if (rc == 0 && block_end != NULL)
			/* whole instructions: the sums are exact, in any
			   order the parts of a threaded run add them */
			block_end(arg, floor(issued + 0.5) * (double)u.weight);
	}
	/* the members after the last block run, to the next part's */
	if (synth && rc == 0 && j == end && end > first && !eval_interrupted())
		synthesize(pl, p, nw, list[end - 1].b + 1,
		           end < pl->n ? list[end].b : pl->nblocks, race_fn,
		           block_end, arg);
	free(u.why);
	ptx_warp_free(w);
	return rc;
}

