/*
 * nvrtc.c - NVRTC through dlopen: the few entry points that turn a CUDA
 * source into PTX, declared here by hand so that no CUDA header is needed
 * to build accessan; and ptxas's own report of a kernel's stack frame.
 */
#include <ctype.h>
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arena.h"
#include "diag.h"
#include "exitcode.h"
#include "nvrtc.h"

typedef void *prog_t;
typedef int (*create_fn)(prog_t *, const char *, const char *, int,
                         const char *const *, const char *const *);
typedef int (*compile_fn)(prog_t, int, const char *const *);
typedef int (*size_fn)(prog_t, size_t *);
typedef int (*get_fn)(prog_t, char *);
typedef int (*destroy_fn)(prog_t *);
typedef int (*addname_fn)(prog_t, const char *);
typedef int (*lowered_fn)(prog_t, const char *, const char **);

static struct {
	void *lib;
	create_fn create;
	compile_fn compile;
	size_fn ptx_size, log_size;
	get_fn ptx, log;
	destroy_fn destroy;
	addname_fn addname;
	lowered_fn lowered;
	size_fn cubin_size;          /* optional (NULL: an older NVRTC) */
} rt;

static int
load(char *err, size_t errlen)
{
	static const char *const names[] = {
		"libnvrtc.so.13", "libnvrtc.so",
		"/usr/local/cuda/lib64/libnvrtc.so.13",
		"/usr/local/cuda/lib64/libnvrtc.so", NULL
	};
	const char *forced = getenv("ACCESSAN_NVRTC_LIB");
	const char *first = NULL;
	int i;

	if (rt.lib != NULL)
		return 0;
	if (forced != NULL && *forced != '\0') {
		rt.lib = dlopen(forced, RTLD_NOW | RTLD_LOCAL);
		if (rt.lib == NULL) {
			snprintf(err, errlen, "NVRTC not found: %s (from "
			         "ACCESSAN_NVRTC_LIB)", dlerror());
			return -1;
		}
	}
	for (i = 0; rt.lib == NULL && names[i] != NULL; i++)
		if ((rt.lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL)) == NULL &&
		    first == NULL)
			first = dlerror();
	if (rt.lib == NULL) {
		snprintf(err, errlen, "NVRTC not found (tried libnvrtc.so.13, "
		         "libnvrtc.so and /usr/local/cuda/lib64; "
		         "ACCESSAN_NVRTC_LIB names the file): %s",
		         first ? first : "");
		return -1;
	}
#define SYM(f, name) \
	if ((*(void **)&rt.f = dlsym(rt.lib, name)) == NULL) goto bad
	SYM(create, "nvrtcCreateProgram");
	SYM(compile, "nvrtcCompileProgram");
	SYM(ptx_size, "nvrtcGetPTXSize");
	SYM(ptx, "nvrtcGetPTX");
	SYM(log_size, "nvrtcGetProgramLogSize");
	SYM(log, "nvrtcGetProgramLog");
	SYM(destroy, "nvrtcDestroyProgram");
	SYM(addname, "nvrtcAddNameExpression");
	SYM(lowered, "nvrtcGetLoweredName");
#undef SYM
	/* optional: where it is missing, ptxas's log alone is read */
	*(void **)&rt.cubin_size = dlsym(rt.lib, "nvrtcGetCUBINSize");
	return 0;
bad:
	snprintf(err, errlen, "NVRTC library lacks an entry point: %s",
	         dlerror());
	dlclose(rt.lib);
	rt.lib = NULL;
	return -1;
}

/* The program's text got with size and get, NUL-terminated. */
static char *
text_of(prog_t p, size_fn size, get_fn get)
{
	size_t n = 0;
	char *s;

	if (size(p, &n) != 0)
		n = 0;
	s = xmalloc(n + 1);
	if (n == 0 || get(p, s) != 0)
		n = 0;
	s[n] = '\0';
	return s;
}

/*
 * NVRTC runs in this process and cannot be stopped: a source whose macros
 * expand without end (#define A1 A0 A0, ... A39) would compile for ever.
 * A watchdog ends the program with a message past NVRTC_TIMEOUT seconds
 * ($ACCESSAN_NVRTC_TIMEOUT), the message made before it is armed since a
 * signal handler may only write().
 */
#define NVRTC_TIMEOUT 60

static char stall_msg[600];
static size_t stall_len;

static void
on_stall(int sig)
{
	ssize_t r;

	(void)sig;
	r = write(STDERR_FILENO, stall_msg, stall_len);
	(void)r;
	_exit(EXIT_PATTERN);
}

/* Arm the watchdog for compiling file's kernel: the old action into old. */
static void
watch(const char *file, const char *kernel, struct sigaction *old)
{
	const char *env = getenv("ACCESSAN_NVRTC_TIMEOUT");
	struct sigaction sa;
	char *end, *file_e, *kernel_e;
	long t = NVRTC_TIMEOUT;

	if (env != NULL && *env != '\0') {
		t = strtol(env, &end, 10);
		if (*end != '\0' || t < 1 || t > 86400)
			t = NVRTC_TIMEOUT;
	}
	/* the names as diag prints them: no terminal escape gets through */
	file_e = diag_escape(file);
	kernel_e = diag_escape(kernel);
	snprintf(stall_msg, sizeof(stall_msg), "accessan: error: %s: NVRTC "
	         "did not finish compiling kernel '%s' in %ld s (macros that "
	         "expand without end?); ACCESSAN_NVRTC_TIMEOUT sets the "
	         "bound\n", file_e, kernel_e, t);
	free(file_e);
	free(kernel_e);
	stall_len = strlen(stall_msg);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_stall;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, old);
	alarm((unsigned)t);
}

static void
unwatch(const struct sigaction *old)
{
	alarm(0);
	sigaction(SIGALRM, old, NULL);
}

enum nvrtc_status
nvrtc_compile(const char *src, const char *file, const char *kernel, int cc,
              char **ptx, char **lowered, char **log, char *err,
              size_t errlen)
{
	char arch[48];
	const char *opts[] = { arch, "-lineinfo", "-std=c++17" };
	const char *low = NULL;
	struct sigaction old;
	prog_t p = NULL;
	int rc;

	*ptx = *lowered = *log = NULL;
	if (load(err, errlen) != 0)
		return NVRTC_NOLIB;
	snprintf(arch, sizeof(arch), "--gpu-architecture=compute_%d", cc);
	if (rt.create(&p, src, file, 0, NULL, NULL) != 0) {
		snprintf(err, errlen, "NVRTC could not create a program");
		return NVRTC_NOLIB;
	}
	rt.addname(p, kernel);
	watch(file, kernel, &old);
	rc = rt.compile(p, 3, opts);
	unwatch(&old);
	*log = text_of(p, rt.log_size, rt.log);
	if (rc != 0) {
		rt.destroy(&p);
		return NVRTC_FAILED;
	}
	if (rt.lowered(p, kernel, &low) != 0 || low == NULL) {
		rt.destroy(&p);
		free(*log);
		*log = xmalloc(strlen(kernel) + 64);
		sprintf(*log, "no kernel named '%s'", kernel);
		return NVRTC_FAILED;
	}
	*lowered = xmalloc(strlen(low) + 1);
	strcpy(*lowered, low);
	*ptx = text_of(p, rt.ptx_size, rt.ptx);
	rt.destroy(&p);
	return NVRTC_OK;
}

/* The figures of function name in ptxas's verbose log: the line after
   "Function properties for NAME" reads "N bytes stack frame, N bytes spill
   stores, N bytes spill loads". 0, or -1 where the log has no such line. */
static int
parse_frame(const char *log, const char *name, nvrtc_frame *f)
{
	static const char key[] = "Function properties for ";
	size_t n = strlen(name);
	const char *p = log;

	while ((p = strstr(p, key)) != NULL) {
		const char *q = p + sizeof(key) - 1, *line, *e;
		char buf[256];
		p = q;
		if (strncmp(q, name, n) != 0 ||
		    (q[n] != '\n' && q[n] != '\r' && q[n] != ' '))
			continue;
		if ((line = strchr(q, '\n')) == NULL)
			return -1;
		line++;
		if ((e = strchr(line, '\n')) == NULL)
			e = line + strlen(line);
		while (line < e && !isdigit((unsigned char)*line))
			line++;
		if ((size_t)(e - line) >= sizeof(buf))
			return -1;
		memcpy(buf, line, (size_t)(e - line));
		buf[e - line] = '\0';
		return sscanf(buf, "%llu bytes stack frame, %llu bytes spill "
		              "stores, %llu bytes spill loads", &f->stack,
		              &f->spill_stores, &f->spill_loads) == 3 ? 0 : -1;
	}
	return -1;
}

int
nvrtc_ptxas_frame(const char *src, const char *file, const char *lowered,
                  int cc, nvrtc_frame *f, char *why, size_t whylen)
{
	char arch[48];
	const char *opts[] = { arch, "-lineinfo", "-std=c++17",
	                       "--ptxas-options=-v" };
	struct sigaction old;
	prog_t p = NULL;
	size_t cubin = 1;
	char *log;
	int rc, ok = 0;

	memset(f, 0, sizeof(*f));
	if (load(why, whylen) != 0)
		return -1;
	snprintf(arch, sizeof(arch), "--gpu-architecture=sm_%d", cc);
	if (rt.create(&p, src, file, 0, NULL, NULL) != 0) {
		snprintf(why, whylen, "NVRTC could not create a program");
		return -1;
	}
	watch(file, lowered, &old);   /* the same source: bounded the same */
	rc = rt.compile(p, 4, opts);
	unwatch(&old);
	log = text_of(p, rt.log_size, rt.log);
	if (rc == 0 && rt.cubin_size != NULL && rt.cubin_size(p, &cubin) != 0)
		cubin = 0;
	rt.destroy(&p);
	if (rc != 0)
		snprintf(why, whylen, "the compile for sm_%d failed", cc);
	else if (cubin == 0)
		snprintf(why, whylen, "NVRTC made no cubin for sm_%d", cc);
	else if (parse_frame(log, lowered, f) != 0)
		snprintf(why, whylen, "ptxas's log for sm_%d has no stack frame "
		         "line for the kernel", cc);
	else
		ok = 1;
	free(log);
	return ok ? 0 : -1;
}
