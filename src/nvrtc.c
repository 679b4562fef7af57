/*
 * nvrtc.c - NVRTC through dlopen: the few entry points that turn a CUDA
 * source into PTX, declared here by hand so that no CUDA header is needed
 * to build accessan; and ptxas's own report of a kernel's stack frame.
 * For a whole program (host code, system headers), which NVRTC refuses,
 * nvcc and ptxas run as programs instead.
 */
#define _XOPEN_SOURCE 700        /* realpath */
#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
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

/* The compile's time bound, seconds: $ACCESSAN_NVRTC_TIMEOUT (1 to 86400),
   else NVRTC_TIMEOUT; nvcc and ptxas have NVRTC's. */
static long
bound_seconds(void)
{
	const char *env = getenv("ACCESSAN_NVRTC_TIMEOUT");
	char *end;
	long t;

	if (env == NULL || *env == '\0')
		return NVRTC_TIMEOUT;
	t = strtol(env, &end, 10);
	return *end != '\0' || t < 1 || t > 86400 ? NVRTC_TIMEOUT : t;
}

/* Arm the watchdog for compiling file's kernel: the old action into old. */
static void
watch(const char *file, const char *kernel, struct sigaction *old)
{
	struct sigaction sa;
	char *file_e, *kernel_e;
	long t = bound_seconds();

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

/* ------------------------------------------------ nvcc, for whole programs */

/* The nvcc to run: $ACCESSAN_NVCC, $CUDA_HOME/bin/nvcc,
   /usr/local/cuda/bin/nvcc, or the first nvcc on PATH; NULL if none is
   executable. buf holds the path. */
static const char *
find_nvcc(char *buf, size_t len)
{
	const char *env = getenv("ACCESSAN_NVCC"), *home = getenv("CUDA_HOME");
	const char *path = getenv("PATH");

	if (env != NULL && *env != '\0')
		return access(env, X_OK) == 0 ? env : NULL;
	if (home != NULL && *home != '\0') {
		snprintf(buf, len, "%s/bin/nvcc", home);
		if (access(buf, X_OK) == 0)
			return buf;
	}
	if (access("/usr/local/cuda/bin/nvcc", X_OK) == 0)
		return "/usr/local/cuda/bin/nvcc";
	while (path != NULL && *path != '\0') {
		const char *e = strchr(path, ':');
		size_t n = e ? (size_t)(e - path) : strlen(path);

		if (n > 0 && n + 6 < len) {
			snprintf(buf, len, "%.*s/nvcc", (int)n, path);
			if (access(buf, X_OK) == 0)
				return buf;
		}
		path = e ? e + 1 : NULL;
	}
	return NULL;
}

/* Run argv (argv[0] a path) with its output and errors into the file
   out, in a process group of its own that is killed past the time bound.
   Returns its exit status, -2 when it ran out of time, -1 when it could
   not be run. */
static int
run_bounded(char *const argv[], const char *out)
{
	struct timespec nap = { 0, 20 * 1000 * 1000 };
	long ticks = bound_seconds() * 50;
	pid_t pid;
	int st;

	fflush(NULL);
	if ((pid = fork()) < 0)
		return -1;
	if (pid == 0) {
		int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		int nul = open("/dev/null", O_RDONLY);

		setpgid(0, 0);
		if (fd < 0 || nul < 0 || dup2(nul, 0) < 0 || dup2(fd, 1) < 0 ||
		    dup2(fd, 2) < 0)
			_exit(127);
		execv(argv[0], argv);
		_exit(127);
	}
	setpgid(pid, pid);
	for (;;) {
		pid_t r = waitpid(pid, &st, WNOHANG);

		if (r == pid)
			return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
		if (r < 0)
			return -1;
		if (ticks-- <= 0) {
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
			waitpid(pid, &st, 0);
			return -2;
		}
		nanosleep(&nap, NULL);
	}
}

/* The whole of the file at path, NUL-terminated, or NULL. */
static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	size_t n = 0, cap = 0, got;

	if (f == NULL)
		return NULL;
	do {
		if (cap - n < 4096) {
			cap = cap ? 2 * cap : 65536;
			s = xrealloc(s, cap + 1);
		}
		got = fread(s + n, 1, cap - n, f);
		n += got;
	} while (got > 0);
	fclose(f);
	s[n] = '\0';
	return s;
}

/* s with every from replaced by to (malloc'ed; s freed). */
static char *
replace_all(char *s, const char *from, const char *to)
{
	size_t nf = strlen(from), nt = strlen(to), k = 0;
	const char *p;
	char *r, *w;

	if (nf == 0)
		return s;
	for (p = s; (p = strstr(p, from)) != NULL; p += nf)
		k++;
	if (k == 0)
		return s;
	r = w = xmalloc(strlen(s) + k * nt + 1);
	for (p = s; ; ) {
		const char *q = strstr(p, from);
		size_t n = q ? (size_t)(q - p) : strlen(p);

		memcpy(w, p, n);
		w += n;
		if (q == NULL)
			break;
		memcpy(w, to, nt);
		w += nt;
		p = q + nf;
	}
	*w = '\0';
	free(s);
	return r;
}

/* Remove from ptx the line holding "__accessan_kernel" and the entry's
   declaration that it made ('.entry NAME' then its parameters and ';'),
   so that the PTX is the program's own. */
static void
strip_probe(char *ptx, const char *name)
{
	char *p = strstr(ptx, ".u64 __accessan_kernel"), *b, *e;
	char head[600];

	if (p != NULL) {
		for (b = p; b > ptx && b[-1] != '\n'; b--)
			;
		e = strchr(p, '\n');
		e = e ? e + 1 : p + strlen(p);
		memmove(b, e, strlen(e) + 1);
	}
	snprintf(head, sizeof(head), ".entry %s\n(", name);
	for (p = ptx; (p = strstr(p, head)) != NULL; p += strlen(head)) {
		char *close = strchr(p, ')');
		const char *after = close ? close + 1 : NULL;

		while (after != NULL && (*after == ' ' || *after == '\n' ||
		                         *after == '\t'))
			after++;
		if (after == NULL || *after != ';')
			continue;
		for (b = p; b > ptx && b[-1] != '\n'; b--)
			;
		e = strchr(after, '\n');
		e = e ? e + 1 : (char *)after + 1;
		memmove(b, e, strlen(e) + 1);
		return;
	}
}

/* A new folder for one compile, under $TMPDIR (else /tmp), into dir
   (len bytes): 0, or -1. */
static int
temp_dir(char *dir, size_t len, const char *what)
{
	const char *t = getenv("TMPDIR");

	if (t == NULL || *t == '\0' || strlen(t) > len - 64)
		t = "/tmp";
	snprintf(dir, len, "%s/accessan-%s.XXXXXX", t, what);
	return mkdtemp(dir) == NULL ? -1 : 0;
}

/* Remove dir's files a, b, c and dir. */
static void
clean(const char *dir, const char *a, const char *b, const char *c)
{
	unlink(a);
	unlink(b);
	unlink(c);
	rmdir(dir);
}

enum nvrtc_status
nvcc_compile(const char *file, const char *kernel, int cc, char **ptx,
             char **lowered, char **log, char *err, size_t errlen)
{
	char nvcc_buf[4096], dir[4096], cu[4200], out[4200], msgs[4200];
	char arch[48], *abs, *text;
	const char *nvcc = find_nvcc(nvcc_buf, sizeof(nvcc_buf));
	FILE *f;
	int rc;

	*ptx = *lowered = *log = NULL;
	if (nvcc == NULL) {
		snprintf(err, errlen, "nvcc not found (tried $ACCESSAN_NVCC, "
		         "$CUDA_HOME/bin, /usr/local/cuda/bin and PATH)");
		return NVRTC_NOLIB;
	}
	/* the file by its full name, in quotes: no quote or line break */
	if ((abs = realpath(file, NULL)) == NULL ||
	    strpbrk(abs, "\"\\\n") != NULL || strpbrk(kernel, "\n") != NULL) {
		snprintf(err, errlen, "nvcc: %s: cannot name the file in an "
		         "#include", file);
		free(abs);
		return NVRTC_NOLIB;
	}
	if (temp_dir(dir, sizeof(dir), "nvcc") != 0) {
		snprintf(err, errlen, "nvcc: cannot make a folder %s: %s", dir,
		         strerror(errno));
		free(abs);
		return NVRTC_NOLIB;
	}
	snprintf(cu, sizeof(cu), "%s/k.cu", dir);
	snprintf(out, sizeof(out), "%s/k.ptx", dir);
	snprintf(msgs, sizeof(msgs), "%s/log", dir);
	/* the program, and a device variable holding the kernel's address:
	   its initialiser names the kernel as PTX does (mangled), and
	   instantiates a template the program launches from host code */
	if ((f = fopen(cu, "w")) == NULL) {
		snprintf(err, errlen, "nvcc: %s: %s", cu, strerror(errno));
		clean(dir, cu, out, msgs);
		free(abs);
		return NVRTC_NOLIB;
	}
	fprintf(f, "#include \"%s\"\n__device__ void *__accessan_kernel = "
	        "(void *)(%s);\n", abs, kernel);
	fclose(f);
	snprintf(arch, sizeof(arch), "-arch=compute_%d", cc);
	{
		char *argv[] = { (char *)nvcc, "-ptx", arch, "-lineinfo",
		                 "-std=c++17", "-o", out, cu, NULL };
		rc = run_bounded(argv, msgs);
	}
	if ((text = slurp(msgs)) == NULL) {
		text = xmalloc(1);
		*text = '\0';
	}
	/* messages of the program at its own name; of the probe line, at
	   the kernel's name (NVRTC's "__nv_name_map") */
	text = replace_all(text, abs, file);
	text = replace_all(text, cu, "__nv_name_map");
	*log = text;
	if (rc == -2)
		snprintf(err, errlen, "nvcc did not finish compiling kernel "
		         "'%s' in %ld s; ACCESSAN_NVRTC_TIMEOUT sets the bound",
		         kernel, bound_seconds());
	else if (rc != 0)
		snprintf(err, errlen, "nvcc failed (exit %d)", rc);
	if (rc == 0 && (*ptx = slurp(out)) != NULL) {
		const char *p = strstr(*ptx, "__accessan_kernel = ");
		size_t n;

		if (p != NULL) {
			p += strlen("__accessan_kernel = ");
			n = strcspn(p, ";\n");
			*lowered = xmalloc(n + 1);
			memcpy(*lowered, p, n);
			(*lowered)[n] = '\0';
			/* generic(NAME) where the address is converted */
			if (strncmp(*lowered, "generic(", 8) == 0) {
				memmove(*lowered, *lowered + 8, strlen(*lowered) - 7);
				(*lowered)[strcspn(*lowered, ")")] = '\0';
			}
			strip_probe(*ptx, *lowered);
			*ptx = replace_all(*ptx, abs, file);
		}
	}
	clean(dir, cu, out, msgs);
	free(abs);
	if (rc == 0 && (*ptx == NULL || *lowered == NULL)) {
		snprintf(err, errlen, "nvcc made no PTX naming kernel '%s'",
		         kernel);
		free(*ptx);
		*ptx = NULL;
		rc = 1;
	}
	if (rc != 0) {
		free(*lowered);
		*lowered = NULL;
		return NVRTC_FAILED;
	}
	return NVRTC_OK;
}

int
nvcc_ptxas_frame(const char *ptx, const char *lowered, int cc,
                 nvrtc_frame *f, char *why, size_t whylen)
{
	char nvcc_buf[4096], ptxas[4096], dir[4096], in[4200], msgs[4200];
	char arch[48], *text;
	const char *nvcc = find_nvcc(nvcc_buf, sizeof(nvcc_buf)), *slash;
	FILE *fp;
	int rc, ok = 0;

	memset(f, 0, sizeof(*f));
	if (nvcc == NULL || (slash = strrchr(nvcc, '/')) == NULL) {
		snprintf(why, whylen, "nvcc, and so ptxas, not found");
		return -1;
	}
	snprintf(ptxas, sizeof(ptxas), "%.*s/ptxas", (int)(slash - nvcc), nvcc);
	if (access(ptxas, X_OK) != 0 ||
	    temp_dir(dir, sizeof(dir), "ptxas") != 0) {
		snprintf(why, whylen, "no ptxas beside %s", nvcc);
		return -1;
	}
	snprintf(in, sizeof(in), "%s/k.ptx", dir);
	snprintf(msgs, sizeof(msgs), "%s/log", dir);
	if ((fp = fopen(in, "w")) == NULL) {
		snprintf(why, whylen, "cannot write %s", in);
		rmdir(dir);
		return -1;
	}
	fputs(ptx, fp);
	fclose(fp);
	snprintf(arch, sizeof(arch), "-arch=sm_%d", cc);
	{
		char *argv[] = { ptxas, arch, "-v", "-o", "/dev/null", in, NULL };
		rc = run_bounded(argv, msgs);
	}
	text = slurp(msgs);
	clean(dir, in, msgs, msgs);
	if (rc != 0)
		snprintf(why, whylen, "ptxas for sm_%d failed", cc);
	else if (text == NULL || parse_frame(text, lowered, f) != 0)
		snprintf(why, whylen, "ptxas's log for sm_%d has no stack frame "
		         "line for the kernel", cc);
	else
		ok = 1;
	free(text);
	return ok ? 0 : -1;
}
