/*
 * nvrtc.c - NVRTC through dlopen: the few entry points that turn a CUDA
 * source into PTX, declared here by hand so that no CUDA header is needed
 * to build accessan; and ptxas's own report of a kernel's stack frame.
 * For a whole program (host code, system headers), which NVRTC refuses,
 * nvcc and ptxas run as programs instead.
 */
#define _GNU_SOURCE              /* realpath, strsignal, prctl */
#include <ctype.h>
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "arena.h"
#include "diag.h"
#include "stop.h"
#include "exitcode.h"
#include "nvrtc.h"
#include "ptxcache.h"

typedef void *prog_t;
typedef int (*create_fn)(prog_t *, const char *, const char *, int,
                         const char *const *, const char *const *);
typedef int (*compile_fn)(prog_t, int, const char *const *);
typedef int (*size_fn)(prog_t, size_t *);
typedef int (*get_fn)(prog_t, char *);
typedef int (*destroy_fn)(prog_t *);
typedef int (*addname_fn)(prog_t, const char *);
typedef int (*lowered_fn)(prog_t, const char *, const char **);
typedef int (*version_fn)(int *, int *);

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
	version_fn version;
	const char *name;            /* what dlopen was given */
} rt;

static int bind(void);

/* NVRTC loaded: 0, or -1 with *err, malloc'ed, saying why not. */
static int
load(char **err)
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
		struct stat st;
		/* a FIFO or a device would block dlopen for ever */
		if (stat(forced, &st) != 0) {
			*err = xasprintf(MSG_FMT(NVRTC_LIB_UNREADABLE), forced,
			                 strerror(errno));
			return -1;
		}
		if (!S_ISREG(st.st_mode)) {
			*err = xasprintf(MSG_FMT(NVRTC_LIB_NOT_REGULAR),
			                 forced);
			return -1;
		}
		rt.lib = dlopen(forced, RTLD_NOW | RTLD_LOCAL);
		rt.name = forced;
		if (rt.lib == NULL) {
			*err = xasprintf(MSG_FMT(NVRTC_LIB_DLOPEN), dlerror());
			return -1;
		}
	}
	for (i = 0; rt.lib == NULL && names[i] != NULL; i++)
		if ((rt.lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL)) == NULL &&
		    first == NULL)
			first = dlerror();
		else if (rt.lib != NULL)
			rt.name = names[i];
	if (rt.lib == NULL) {
		*err = xasprintf(MSG_FMT(NVRTC_LIB_NOT_FOUND),
		                 first ? first : "");
		return -1;
	}
	if (bind() == 0)
		return 0;
	*err = xasprintf(MSG_FMT(NVRTC_LIB_ENTRY), dlerror());
	dlclose(rt.lib);
	rt.lib = NULL;
	return -1;
}

/* rt's entry points from rt.lib: 0, or -1 where one is missing. */
static int
bind(void)
{
#define SYM(f, name) \
	if ((*(void **)&rt.f = dlsym(rt.lib, name)) == NULL) return -1
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
	*(void **)&rt.version = dlsym(rt.lib, "nvrtcVersion");
	return 0;
}

static const char *find_nvcc(char *buf, size_t len);

const char *
nvrtc_toolkit(void)
{
	static char id[4400];
	char *err = NULL, nvcc_buf[4096];
	const char *nvcc;
	struct stat st;
	int major = 0, minor = 0;
	size_t n;

	if (id[0] != '\0')
		return id;
	if (load(&err) != 0) {
		free(err);
		return "";
	}
	if (rt.version != NULL)
		rt.version(&major, &minor);
	n = (size_t)snprintf(id, sizeof(id), "nvrtc %d.%d", major, minor);
	/* nvcc, for whole programs: its file stands for its version */
	if ((nvcc = find_nvcc(nvcc_buf, sizeof(nvcc_buf))) != NULL &&
	    stat(nvcc, &st) == 0)
		snprintf(id + n, sizeof(id) - n, "; nvcc %s %lld %lld", nvcc,
		         (long long)st.st_size, (long long)st.st_mtime);
	return id;
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

/* ------------------------------------------------------------ children */

/*
 * Every compile runs in a process of its own: NVRTC's in a fork of this
 * one, nvcc and ptxas as programs. Each is in a process group of its own,
 * with an address-space bound (setrlimit: nvcc's front end on an include
 * of /dev/zero grows without end), dies with accessan (PR_SET_PDEATHSIG),
 * and is killed, its group with it, past the time bound or on Ctrl-C,
 * which this process sees within 20 ms (NVRTC's own signal handlers, in
 * the child, see none of it). The time bound is NVRTC_TIMEOUT seconds
 * ($ACCESSAN_NVRTC_TIMEOUT), the memory bound COMPILE_MEMORY MiB
 * ($ACCESSAN_COMPILE_MEMORY).
 */
#define NVRTC_TIMEOUT 60
#define COMPILE_MEMORY 4096

/* the group of the child running, for the signal handler (0: none) */
static volatile sig_atomic_t running_group;

void
nvrtc_kill_children(void)
{
	pid_t g = (pid_t)running_group;

	if (g > 0) {
		kill(-g, SIGKILL);
		kill(g, SIGKILL);
	}
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

/* The memory bound, MiB: $ACCESSAN_COMPILE_MEMORY (256 to 1048576), else
   COMPILE_MEMORY. */
static long
bound_mib(void)
{
	const char *env = getenv("ACCESSAN_COMPILE_MEMORY");
	char *end;
	long m;

	if (env == NULL || *env == '\0')
		return COMPILE_MEMORY;
	m = strtol(env, &end, 10);
	return *end != '\0' || m < 256 || m > 1048576 ? COMPILE_MEMORY : m;
}

typedef struct child {
	pid_t pid;
	int fd;                      /* what it writes (a fork's), or -1 */
	char *out;                   /* all it wrote there */
	size_t n, cap;
	int status;                  /* waitpid's */
} child;

enum child_end {
	CHILD_DONE,                  /* it ended: status */
	CHILD_TIMEOUT, CHILD_INTERRUPTED, CHILD_FAILED  /* could not run */
};

/* The address space this process maps now, bytes (0: unknown). */
static rlim_t
mapped_now(void)
{
	FILE *f = fopen("/proc/self/statm", "r");
	unsigned long long pages = 0;
	long page = sysconf(_SC_PAGESIZE);

	if (f == NULL)
		return 0;
	if (fscanf(f, "%llu", &pages) != 1)
		pages = 0;
	fclose(f);
	return page > 0 ? (rlim_t)pages * (rlim_t)page : 0;
}

/* In the child: a group of its own, killed with accessan, the default
   signal actions, the memory bound. A fork (forked: NVRTC's) starts with
   accessan's whole address space, which RLIMIT_AS counts: its bound is
   what it may add to that, or a large accessan (a sanitizer's build
   reserves terabytes of shadow) would leave NVRTC no room at all; a
   program it runs starts afresh and gets the bound itself. */
static void
child_setup(bool forked)
{
	struct rlimit rl;

	setpgid(0, 0);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	signal(SIGALRM, SIG_DFL);
	rl.rlim_cur = rl.rlim_max = ((rlim_t)bound_mib() << 20) +
	                            (forked ? mapped_now() : 0);
	setrlimit(RLIMIT_AS, &rl);
}

/* Fork a child that writes to a pipe (c->fd its reading end): 0 in the
   parent, 1 in the child (which writes to *wfd, then _exit()s), -1 when
   it could not. */
static int
child_fork(child *c, int *wfd)
{
	int p[2];

	memset(c, 0, sizeof(*c));
	c->fd = -1;
	if (pipe(p) != 0)
		return -1;
	fflush(NULL);
	if ((c->pid = fork()) < 0) {
		close(p[0]);
		close(p[1]);
		return -1;
	}
	if (c->pid == 0) {
		close(p[0]);
		child_setup(true);
		*wfd = p[1];
		return 1;
	}
	close(p[1]);
	c->fd = p[0];
	setpgid(c->pid, c->pid);
	running_group = c->pid;
	return 0;
}

/* Run argv (argv[0] a path) with its output and errors into the file out
   and TMPDIR set to tmp (its own temporary files beside ours): 0, or -1
   when it could not be started. */
static int
child_exec(child *c, char *const argv[], const char *out, const char *tmp)
{
	extern char **environ;
	char **env, tmpdir[4200];
	size_t n = 0, i, k = 0;

	memset(c, 0, sizeof(*c));
	c->fd = -1;
	while (environ[n] != NULL)
		n++;
	env = xmalloc(sizeof(*env) * (n + 2));
	snprintf(tmpdir, sizeof(tmpdir), "TMPDIR=%s", tmp);
	for (i = 0; i < n; i++)
		if (strncmp(environ[i], "TMPDIR=", 7) != 0)
			env[k++] = environ[i];
	env[k++] = tmpdir;
	env[k] = NULL;
	fflush(NULL);
	if ((c->pid = fork()) < 0) {
		free(env);
		return -1;
	}
	if (c->pid == 0) {
		int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		int nul = open("/dev/null", O_RDONLY);

		child_setup(false);
		if (fd < 0 || nul < 0 || dup2(nul, 0) < 0 || dup2(fd, 1) < 0 ||
		    dup2(fd, 2) < 0)
			_exit(127);
		execve(argv[0], argv, env);
		_exit(127);
	}
	free(env);
	setpgid(c->pid, c->pid);
	running_group = c->pid;
	return 0;
}

static double
seconds_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Wait, three seconds at most, until no process of group g is left: nvcc's
   own children (cicc, ptxas), killed with it, may still be writing into
   the compile's folder for a moment after nvcc is reaped, and the folder
   is removed next. (A killed process not yet reaped by its new parent
   still counts: hence the bound.) */
static void
group_gone(pid_t g)
{
	struct timespec nap = { 0, 2 * 1000 * 1000 };

	for (int i = 0; i < 1500 && kill(-g, 0) == 0; i++)
		nanosleep(&nap, NULL);
}

/* Wait for c, reading what it writes, until it ends, its time is up or
   Ctrl-C: then its group is killed. Ctrl-C is asked of this loop (not of
   the handler, which would end accessan and leave the child). */
static enum child_end
child_wait(child *c)
{
	const double until = seconds_now() + (double)bound_seconds();
	enum child_end end = CHILD_DONE;
	bool open_fd = c->fd >= 0, done = false;

	pipe_poll_begin();
	while (!done || open_fd) {
		struct pollfd pf = { c->fd, POLLIN, 0 };
		pid_t r;

		if (open_fd) {
			if (poll(&pf, 1, 20) > 0) {
				ssize_t got;
				if (c->cap - c->n < 65536) {
					c->cap = c->cap ? 2 * c->cap : 1 << 17;
					c->out = xrealloc(c->out, c->cap + 1);
				}
				got = read(c->fd, c->out + c->n, c->cap - c->n);
				if (got > 0)
					c->n += (size_t)got;
				else if (got == 0 || errno != EINTR)
					open_fd = false;
			}
		} else {
			struct timespec nap = { 0, 20 * 1000 * 1000 };
			nanosleep(&nap, NULL);
		}
		if (!done) {
			r = waitpid(c->pid, &c->status, WNOHANG);
			if (r == c->pid)
				done = true;
			else if (r < 0 && errno != EINTR) {
				done = true;
				end = CHILD_FAILED;
			}
		}
		if (done && !open_fd)
			break;
		if (eval_interrupted() || seconds_now() > until) {
			end = eval_interrupted() ? CHILD_INTERRUPTED : CHILD_TIMEOUT;
			kill(-c->pid, SIGKILL);
			kill(c->pid, SIGKILL);
			if (!done)
				waitpid(c->pid, &c->status, 0);
			group_gone(c->pid);
			break;
		}
	}
	running_group = 0;
	pipe_poll_end();
	if (c->fd >= 0)
		close(c->fd);
	if (c->out != NULL)
		c->out[c->n] = '\0';
	return end;
}

/* What ended a child that did not exit 0, for a message ("ran out of
   memory (the bound is 4096 MiB, ACCESSAN_COMPILE_MEMORY)"), malloc'ed. */
static char *
child_why(const child *c, const char *who)
{
	if (WIFSIGNALED(c->status))
		return xasprintf(MSG_FMT(NVRTC_CHILD_SIGNAL), who,
		                 WTERMSIG(c->status),
		                 strsignal(WTERMSIG(c->status)), bound_mib());
	return xasprintf(MSG_FMT(NVRTC_CHILD_EXIT), who,
	                 WIFEXITED(c->status) ? WEXITSTATUS(c->status) : -1);
}

/* In a fork's child: all of n bytes of s to fd. */
static void
put_all(int fd, const void *s, size_t n)
{
	const char *p = s;

	while (n > 0) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			_exit(126);
		p += w;
		n -= (size_t)w;
	}
}

/* One field of a fork's answer: its length, a newline, its bytes. */
static void
put_field(int fd, const char *s)
{
	char head[32];
	size_t n = s ? strlen(s) : 0;

	snprintf(head, sizeof(head), "%zu\n", n);
	put_all(fd, head, strlen(head));
	put_all(fd, s ? s : "", n);
}

/* The message of a compile that did not end well (NVRTC_STOPPED), a
   whole one of msg.h that cudasrc.c reports as it is, into *err
   (malloc'ed); or NVRTC_INTERRUPTED. child_why's words, for the file. */
static enum nvrtc_status
stopped(enum child_end end, const child *c, const char *who,
        const char *file, const char *kernel, char **err)
{
	if (end == CHILD_INTERRUPTED)
		return NVRTC_INTERRUPTED;
	if (end == CHILD_TIMEOUT) {
		char *file_e = diag_escape(file), *kernel_e = diag_escape(kernel);
		*err = xasprintf(MSG_FMT(NVRTC_TIMEOUT), file_e, who, kernel_e,
		                 bound_seconds());
		free(file_e);
		free(kernel_e);
	} else if (end == CHILD_FAILED)
		*err = xasprintf(MSG_FMT(NVRTC_NOT_RUN), file, who,
		                 strerror(errno));
	else if (WIFSIGNALED(c->status))
		*err = xasprintf(MSG_FMT(NVRTC_SIGNAL), file, who,
		                 WTERMSIG(c->status),
		                 strsignal(WTERMSIG(c->status)), bound_mib());
	else
		*err = xasprintf(MSG_FMT(NVRTC_EXIT), file, who,
		                 WIFEXITED(c->status) ? WEXITSTATUS(c->status)
		                                      : -1);
	return NVRTC_STOPPED;
}

/* base's n options, then the extra ones (-I, -D), in a new array. */
static const char **
with_extra(const char *const *base, int n, const char *const *extra,
           int nextra)
{
	const char **o = xmalloc(sizeof(*o) * (size_t)(n + nextra + 1));
	int i;

	for (i = 0; i < n; i++)
		o[i] = base[i];
	for (i = 0; i < nextra; i++)
		o[n + i] = extra[i];
	o[n + nextra] = NULL;
	return o;
}

/*
 * A compile's job, run in a process started afresh. NVRTC's PTX depends on
 * where its allocations land: NVRTC 13.0 makes different code for one
 * source from one run to the next (a loop unrolled or not, a value kept in
 * a register or reloaded from the stack), as address randomization moves
 * them. So the fork does not compile itself: it runs accessan again (its
 * own file, as /proc/self/exe names it), as
 * 'accessan --nvrtc-child', with randomization off (personality
 * ADDR_NO_RANDOMIZE) and an environment of the library path alone, the job
 * on its standard input (a memfd) and the answer on its standard output
 * (the pipe). The same job then makes the same PTX. The program's name
 * sizes an allocation too, so the child compiles in the source's folder,
 * the program named by the file's own name (a relative -I made absolute
 * first, in a buffer of the stack): where the checkout lies, and how the
 * pattern named the file, change nothing. Where that cannot
 * start (no /proc/self/exe, no memfd, a system that refuses the
 * personality: the layout is random then anyway), the fork compiles
 * itself, as the child does.
 */
/* the -I options that the child makes absolute, at most (past it the
   child compiles where accessan runs, the file named as given) */
#define NVRTC_MAX_EXTRA 128

typedef struct job {
	bool frame;                  /* ptxas's report, not the PTX */
	const char *src, *file;
	const char *kernel;          /* the name to lower (PTX only) */
	int cc;
	const char *const *extra;
	int nextra;
} job;

/* The job j, its answer to fd: the PTX's (status, log, lowered name, PTX)
   or the frame's ("ok" or why not, then ptxas's log). */
static void
run_job(const job *j, int fd)
{
	char arch[48];
	const char *opts[] = { arch, "-lineinfo", "-std=c++17",
	                       "--ptxas-options=-v" };
	const int nopts = j->frame ? 4 : 3;
	const char *low = NULL, **all;
	prog_t pr = NULL;
	size_t cubin = 1;
	char *text;
	int rc;

	snprintf(arch, sizeof(arch), j->frame ? "--gpu-architecture=sm_%d"
	         : "--gpu-architecture=compute_%d", j->cc);
	if (rt.create(&pr, j->src, j->file, 0, NULL, NULL) != 0) {
		put_field(fd, "create");
		return;
	}
	if (!j->frame)
		rt.addname(pr, j->kernel);
	all = with_extra(opts, nopts, j->extra, j->nextra);
	rc = rt.compile(pr, nopts + j->nextra, all);
	free(all);
	if (j->frame) {
		if (rc == 0 && rt.cubin_size != NULL &&
		    rt.cubin_size(pr, &cubin) != 0)
			cubin = 0;
		put_field(fd, rc != 0 ? "failed" : cubin == 0 ? "nocubin"
		                                          : "ok");
	} else {
		put_field(fd, rc == 0 ? "ok" : "failed");
	}
	text = text_of(pr, rt.log_size, rt.log);
	put_field(fd, text);
	free(text);
	if (!j->frame && rc == 0 && rt.lowered(pr, j->kernel, &low) == 0 &&
	    low != NULL) {
		put_field(fd, low);
		text = text_of(pr, rt.ptx_size, rt.ptx);
		put_field(fd, text);
		free(text);
	}
	/* what the child holds is freed, so that valgrind, which follows a
	   fork, finds no leak at its _exit */
	rt.destroy(&pr);
}

/*
 * The heap of the compiling process starts where accessan's own size
 * does not move it: the program break, which follows the end of the
 * program's data, raised to the next 256 MiB before the first
 * allocation. With address randomization off, NVRTC's allocations then
 * land at the same addresses whatever accessan's code (a build that adds
 * a function had turned local_hist's 40 stack operations into 41).
 */
static void
heap_at_fixed_place(void)
{
	const uintptr_t align = (uintptr_t)1 << 28;
	uintptr_t b = (uintptr_t)sbrk(0);

	/* where brk fails the heap stays where it was: NVRTC's output may
	   then differ between runs, as without this (a C library that
	   marks brk warn_unused_result wants the test, not a cast) */
	if (b != (uintptr_t)-1 &&
	    brk((void *)((b + align - 1) & ~(align - 1))) != 0)
		return;
}

/* In the fork: run j in accessan started afresh, its answer to wfd; where
   that cannot start, run it here. Never returns. */
static void
afresh(const job *j, int wfd)
{
	extern char **environ;
	char *argv[] = { "accessan", "--nvrtc-child", NULL };
	char *env[2] = { NULL, NULL }, num[32], self[PATH_MAX];
	int fd = memfd_create("accessan-nvrtc", 0), i;
	/* the program's own file, read here rather than run through
	   /proc/self/exe, which under valgrind is valgrind's */
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);

	for (i = 0; environ[i] != NULL; i++)
		if (strncmp(environ[i], "LD_LIBRARY_PATH=", 16) == 0)
			env[0] = environ[i];
	if (fd >= 0 && n > 0 && personality(ADDR_NO_RANDOMIZE) != -1) {
		self[n] = '\0';
		put_field(fd, j->frame ? "frame" : "ptx");
		put_field(fd, rt.name);
		put_field(fd, j->src);
		put_field(fd, j->file);
		put_field(fd, j->kernel ? j->kernel : "");
		snprintf(num, sizeof(num), "%d", j->cc);
		put_field(fd, num);
		snprintf(num, sizeof(num), "%d", j->nextra);
		put_field(fd, num);
		for (i = 0; i < j->nextra; i++)
			put_field(fd, j->extra[i]);
		if (lseek(fd, 0, SEEK_SET) == 0 && dup2(fd, 0) == 0 &&
		    dup2(wfd, 1) == 1) {
			execve(self, argv, env);
			/* it did not start: compile here, as before */
			dup2(open("/dev/null", O_RDONLY), 0);
		}
	}
	run_job(j, wfd);
	_exit(0);
}

/* log as NVRTC wrote it in the child, which compiles in the folder of
   file (in_folder): a line that names a file relative to that folder
   ("k.cu(12): error", an include's "k.h(4): error") names it from where
   accessan runs again ("dir/k.cu(12): error"), as the pattern's messages
   read it; NVRTC's own names, no files, stay. */
/* Whether the file name..name+n lies in the folder of file (its first dn
   bytes, the '/' included): NVRTC's own names ("__nv_name_map") do not. */
static bool
in_dir(const char *file, size_t dn, const char *name, size_t n)
{
	char path[PATH_MAX];

	if (dn + n >= sizeof(path))
		return false;
	memcpy(path, file, dn);
	memcpy(path + dn, name, n);
	path[dn + n] = '\0';
	return access(path, F_OK) == 0;
}

static char *
own_name(char *log, const char *file)
{
	const char *slash = strrchr(file, '/'), *p, *q;
	size_t dn, n = 0, cap;
	char *r;

	if (slash == NULL)
		return log;
	dn = (size_t)(slash - file) + 1;
	cap = strlen(log) + 1;
	for (p = log; (p = strchr(p, '\n')) != NULL; p++)
		cap += dn;
	r = xmalloc(cap + dn);
	for (p = log; *p != '\0'; p = q) {
		q = strchr(p, '\n');
		q = q ? q + 1 : p + strlen(p);
		/* NAME(LINE): with NAME relative: no '/' first, no blank */
		{
			const char *k = p;
			while (k < q && *k != '(' && *k != ' ' && *k != '\n')
				k++;
			if (k > p && *p != '/' && *k == '(' &&
			    isdigit((unsigned char)k[1]) &&
			    in_dir(file, dn, p, (size_t)(k - p))) {
				memcpy(r + n, file, dn);
				n += dn;
			}
		}
		memcpy(r + n, p, (size_t)(q - p));
		n += (size_t)(q - p);
	}
	r[n] = '\0';
	free(log);
	return r;
}

/* The status field of a compile's answer at *p, past the head that a
   child started afresh writes first; *moved: whether its log names files
   from the source's folder (own_name). */
static char *
answer_status(const char **p, const char *e, bool *moved)
{
	char *f = ptxcache_field(p, e);

	*moved = f != NULL && strcmp(f, "moved") == 0;
	if (f != NULL && (*moved || strcmp(f, "stayed") == 0)) {
		free(f);
		f = ptxcache_field(p, e);
	}
	return f;
}

/* A job's next field, NUL-terminated in place (no allocation: what the
   child allocates before NVRTC must not depend on the job's words), or ""
   where the job ended early. */
static const char *
job_field(char **p, char *e)
{
	char *q = *p, *f;
	unsigned long long n = 0;

	while (q < e && *q >= '0' && *q <= '9')
		n = n * 10 + (unsigned long long)(*q++ - '0');
	if (q >= e || *q != '\n' || n > (unsigned long long)(e - q - 1)) {
		*p = e;
		return "";
	}
	f = q + 1;
	*p = f + n;
	/* one byte back, over the newline, so that its own last byte's
	   place ends it: the next field is left as it was */
	memmove(f - 1, f, n);
	(f - 1)[n] = '\0';
	return f - 1;
}

/* In the child started afresh: compile in the folder of j's file, the
   program named by the file's name alone; extra's relative -I folders
   made absolute first (into static buffers: no allocation moves what
   NVRTC allocates after). false where it stays where it is (the file
   named as given): a folder it cannot enter, or no folder in the name. */
static bool
in_folder(job *j, const char **extra)
{
	static char abs[NVRTC_MAX_EXTRA][PATH_MAX + 3];
	static char dir[PATH_MAX];
	const char *slash = strrchr(j->file, '/');
	size_t n;
	int i;

	if (slash == NULL)
		return false;
	n = (size_t)(slash - j->file);
	if (n == 0)
		n = 1;                   /* "/x.cu": the root */
	if (n >= sizeof(dir) || j->nextra > NVRTC_MAX_EXTRA)
		return false;
	memcpy(dir, j->file, n);
	dir[n] = '\0';
	for (i = 0; i < j->nextra; i++) {
		char real[PATH_MAX];
		if (strncmp(extra[i], "-I", 2) != 0 || extra[i][2] == '/')
			continue;
		if (realpath(extra[i] + 2, real) == NULL)
			return false;
		snprintf(abs[i], sizeof(abs[i]), "-I%s", real);
	}
	if (chdir(dir) != 0)
		return false;
	for (i = 0; i < j->nextra; i++)
		if (abs[i][0] != '\0')
			extra[i] = abs[i];
	j->file = slash + 1;
	return true;
}

int
nvrtc_child_main(void)
{
	size_t n = 0, cap = 1 << 16;
	char *in, *p, *e;
	const char *name, **extra;
	job j;
	ssize_t r;
	bool lib;
	int i;

	heap_at_fixed_place();
	in = xmalloc(cap);

	while ((r = read(0, in + n, cap - n)) != 0) {
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			free(in);
			return EXIT_SYSTEM;
		}
		if ((n += (size_t)r) == cap)
			in = xrealloc(in, cap *= 2);
	}
	p = in;
	e = in + n;
	memset(&j, 0, sizeof(j));
	j.frame = strcmp(job_field(&p, e), "frame") == 0;
	name = job_field(&p, e);
	j.src = job_field(&p, e);
	j.file = job_field(&p, e);
	j.kernel = job_field(&p, e);
	j.cc = atoi(job_field(&p, e));
	j.nextra = atoi(job_field(&p, e));
	extra = xcalloc((size_t)(j.nextra > 0 ? j.nextra : 1), sizeof(*extra));
	for (i = 0; i < j.nextra; i++)
		extra[i] = job_field(&p, e);
	j.extra = extra;
	/* the library first, from where accessan runs (its name may be a
	   relative ACCESSAN_NVRTC_LIB); then the answer's head: whether
	   the log's names are the source folder's */
	lib = (rt.lib = dlopen(name, RTLD_NOW | RTLD_LOCAL)) != NULL &&
	      bind() == 0;
	put_field(1, in_folder(&j, extra) ? "moved" : "stayed");
	if (!lib)
		put_field(1, "create");
	else
		run_job(&j, 1);
	free(extra);
	free(in);
	return EXIT_OK;
}

enum nvrtc_status
nvrtc_compile(const char *src, const char *file, const char *kernel, int cc,
              const char *const *extra, int nextra, char **ptx,
              char **lowered, char **log, char **err)
{
	enum child_end end;
	const char *p, *e;
	child c;
	int wfd, rc;
	bool moved;
	char *st;

	*ptx = *lowered = *log = *err = NULL;
	if (load(err) != 0)
		return NVRTC_NOLIB;
	if ((rc = child_fork(&c, &wfd)) < 0) {
		*err = xasprintf(MSG_FMT(NVRTC_NO_PROCESS), strerror(errno));
		return NVRTC_NOLIB;
	}
	if (rc == 1) {
		job j = { false, src, file, kernel, cc, extra, nextra };
		afresh(&j, wfd);
	}
	end = child_wait(&c);
	if (end != CHILD_DONE || !WIFEXITED(c.status) ||
	    WEXITSTATUS(c.status) != 0) {
		free(c.out);
		return stopped(end, &c, "NVRTC", file, kernel, err);
	}
	p = c.out ? c.out : "";
	e = p + c.n;
	st = answer_status(&p, e, &moved);
	if (st == NULL || strcmp(st, "create") == 0) {
		*err = xasprintf(MSG_FMT(NVRTC_NO_PROGRAM));
		free(st);
		free(c.out);
		return NVRTC_NOLIB;
	}
	*log = ptxcache_field(&p, e);
	if (*log == NULL)
		*log = xcalloc(1, 1);
	if (moved)
		*log = own_name(*log, file);
	if (strcmp(st, "ok") != 0) {
		free(st);
		free(c.out);
		return NVRTC_FAILED;
	}
	free(st);
	*lowered = ptxcache_field(&p, e);
	*ptx = ptxcache_field(&p, e);
	free(c.out);
	if (*lowered == NULL || *ptx == NULL) {
		free(*lowered);
		free(*ptx);
		*ptx = *lowered = NULL;
		free(*log);
		*log = xasprintf(MSG_FMT(NVRTC_NO_KERNEL_NAMED), kernel);
		return NVRTC_FAILED;
	}
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

/* ptxas refused the kernel for sm_<cc>: the first line of its log that
   holds "error", relayed as it came after the architecture, malloc'ed. */
static char *
ptxas_error(int cc, const char *log)
{
	const char *m = log ? strstr(log, "error") : NULL;

	if (m == NULL)
		return xasprintf(MSG_FMT(NVRTC_PTXAS_REFUSED), cc);
	return xasprintf(MSG_FMT(NVRTC_PTXAS_ERROR), cc, (int)strcspn(m, "\n"),
	                 m);
}

int
nvrtc_ptxas_frame(const char *src, const char *file, const char *lowered,
                  int cc, const char *const *extra, int nextra,
                  nvrtc_frame *f, char **why)
{
	enum child_end end;
	const char *p, *e;
	char *st = NULL, *log = NULL;
	child c;
	int wfd, rc, ok = 0;
	bool moved;

	memset(f, 0, sizeof(*f));
	*why = NULL;
	if (load(why) != 0)
		return -1;
	if ((rc = child_fork(&c, &wfd)) < 0) {
		*why = xasprintf(MSG_FMT(NVRTC_FRAME_NO_PROCESS));
		return -1;
	}
	if (rc == 1) {
		job j = { true, src, file, NULL, cc, extra, nextra };
		afresh(&j, wfd);
	}
	end = child_wait(&c);
	if (end == CHILD_DONE && WIFEXITED(c.status) &&
	    WEXITSTATUS(c.status) == 0) {
		p = c.out ? c.out : "";
		e = p + c.n;
		st = answer_status(&p, e, &moved);
		log = ptxcache_field(&p, e);
	}
	if (end == CHILD_INTERRUPTED)
		*why = xasprintf(MSG_FMT(NVRTC_FRAME_INTERRUPTED));
	else if (end == CHILD_TIMEOUT)
		*why = xasprintf(MSG_FMT(NVRTC_PTXAS_TIMEOUT), cc,
		                 bound_seconds());
	else if (st == NULL)
		*why = child_why(&c, "NVRTC");
	else if (strcmp(st, "create") == 0)
		*why = xasprintf(MSG_FMT(NVRTC_NO_PROGRAM));
	else if (strcmp(st, "failed") == 0) {
		*why = ptxas_error(cc, log);
		ok = -1;
	}
	else if (strcmp(st, "nocubin") == 0)
		*why = xasprintf(MSG_FMT(NVRTC_NO_CUBIN), cc);
	else if (parse_frame(log ? log : "", lowered, f) != 0)
		*why = xasprintf(MSG_FMT(NVRTC_NO_FRAME_LINE), cc);
	else
		ok = 1;
	free(st);
	free(log);
	free(c.out);
	return ok == 1 ? 0 : ok == -1 ? NVRTC_PTXAS_FAILED : -1;
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

/* Run argv (argv[0] a path) with its output and errors into the file out
   and its temporary files in tmp, under the bounds (child_wait). Returns
   its exit status, or RUN_TIMEOUT, RUN_INTERRUPTED, RUN_SIGNALED (*c
   says which signal) or RUN_FAILED (it could not be run). */
enum { RUN_FAILED = -1, RUN_TIMEOUT = -2, RUN_INTERRUPTED = -3,
       RUN_SIGNALED = -4 };

static int
run_bounded(char *const argv[], const char *out, const char *tmp, child *c)
{
	enum child_end end;

	if (child_exec(c, argv, out, tmp) != 0)
		return RUN_FAILED;
	end = child_wait(c);
	if (end == CHILD_TIMEOUT)
		return RUN_TIMEOUT;
	if (end == CHILD_INTERRUPTED)
		return RUN_INTERRUPTED;
	if (end == CHILD_FAILED)
		return RUN_FAILED;
	if (WIFSIGNALED(c->status))
		return RUN_SIGNALED;
	return WIFEXITED(c->status) ? WEXITSTATUS(c->status) : RUN_FAILED;
}

/* The whole of the file at path, NUL-terminated, or NULL; *len (where
   len is not NULL), its bytes. */
static char *
slurp_bytes(const char *path, size_t *len)
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
	if (len != NULL)
		*len = n;
	return s;
}

static char *
slurp(const char *path)
{
	return slurp_bytes(path, NULL);
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
   (len bytes): 0, or -1. Its path reaches nvcc's command lines, which
   nvcc hands to a shell: a TMPDIR with anything but letters, digits and
   / . _ + - in it ($(...), a space, a quote) is not used. */
static int
temp_dir(char *dir, size_t len, const char *what)
{
	const char *t = getenv("TMPDIR");

	if (t == NULL || *t != '/' || strlen(t) > len - 64 ||
	    t[strspn(t, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	               "0123456789/._+-")] != '\0')
		t = "/tmp";
	snprintf(dir, len, "%s/accessan-%s.XXXXXX", t, what);
	return mkdtemp(dir) == NULL ? -1 : 0;
}

/* Remove dir and what is in it, three folders deep (nvcc's own
   temporary files lie there too, under names of its own). */
static void
clean_once(const char *dir, int depth)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d != NULL && (e = readdir(d)) != NULL) {
		char path[4400];
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		if (unlink(path) != 0 && (errno == EISDIR || errno == EPERM) &&
		    depth > 0)
			clean_once(path, depth - 1);
	}
	if (d != NULL)
		closedir(d);
	rmdir(dir);
}

/* The same, again while a file appears in dir as it is removed, tries
   times 20 ms apart at most: a killed compiler's processes may write
   for a moment after they are reaped, the more so on a loaded machine.
   At once where the folder goes the first time. */
static void
clean_tries(const char *dir, int tries)
{
	for (int i = 0; i < tries; i++) {
		struct timespec nap = { 0, 20 * 1000 * 1000 };
		clean_once(dir, 3);
		if (access(dir, F_OK) != 0)
			return;
		nanosleep(&nap, NULL);
	}
}

/* After a compile that ended by itself: a few tries. */
static void
clean(const char *dir)
{
	clean_tries(dir, 5);
}

/* After one killed (interrupted, out of time, a signal): five seconds. */
static void
clean_killed(const char *dir)
{
	clean_tries(dir, 250);
}

enum nvrtc_status
nvcc_compile(const char *file, const char *kernel, int cc,
             const char *const *extra, int nextra, char **ptx,
             char **lowered, char **log, char **err)
{
	char nvcc_buf[4096], dir[4096], cu[4200], out[4200], msgs[4200];
	char arch[48], *abs, *text;
	const char *nvcc = find_nvcc(nvcc_buf, sizeof(nvcc_buf));
	child c;
	FILE *f;
	int rc;

	*ptx = *lowered = *log = *err = NULL;
	if (nvcc == NULL) {
		*err = xasprintf(MSG_FMT(NVCC_NOT_FOUND));
		return NVRTC_NOLIB;
	}
	/* the file by its full name, in quotes: no quote or line break */
	if ((abs = realpath(file, NULL)) == NULL ||
	    strpbrk(abs, "\"\\\n") != NULL || strpbrk(kernel, "\n") != NULL) {
		*err = xasprintf(MSG_FMT(NVCC_UNNAMEABLE), file);
		free(abs);
		return NVRTC_NOLIB;
	}
	if (temp_dir(dir, sizeof(dir), "nvcc") != 0) {
		*err = xasprintf(MSG_FMT(NVCC_NO_FOLDER), dir, strerror(errno));
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
		*err = xasprintf(MSG_FMT(NVCC_CANNOT_WRITE), cu,
		                 strerror(errno));
		clean(dir);
		free(abs);
		return NVRTC_NOLIB;
	}
	fprintf(f, "#include \"%s\"\n__device__ void *__accessan_kernel = "
	        "(void *)(%s);\n", abs, kernel);
	fclose(f);
	snprintf(arch, sizeof(arch), "-arch=compute_%d", cc);
	{
		const char *head[] = { nvcc, "-ptx", arch, "-lineinfo",
		                       "-std=c++17", "-o", out };
		const char **argv = with_extra(head, 7, extra, nextra), **a;
		/* the file last: after the extra options */
		argv = xrealloc(argv, sizeof(*argv) * (size_t)(7 + nextra + 2));
		argv[7 + nextra] = cu;
		argv[8 + nextra] = NULL;
		rc = run_bounded((char *const *)(a = argv), msgs, dir, &c);
		free(a);
	}
	if (rc == RUN_INTERRUPTED) {
		clean_killed(dir);
		free(abs);
		return NVRTC_INTERRUPTED;
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
	if (rc == RUN_TIMEOUT || rc == RUN_SIGNALED || rc == RUN_FAILED) {
		enum nvrtc_status st = stopped(rc == RUN_TIMEOUT ? CHILD_TIMEOUT
		                               : rc == RUN_FAILED ? CHILD_FAILED
		                               : CHILD_DONE, &c, "nvcc", file,
		                               kernel, err);
		clean_killed(dir);
		free(abs);
		return st;
	}
	if (rc != 0)
		*err = xasprintf(MSG_FMT(NVCC_EXIT), rc);
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
	clean(dir);
	free(abs);
	if (rc == 0 && (*ptx == NULL || *lowered == NULL)) {
		*err = xasprintf(MSG_FMT(NVCC_NO_PTX), kernel);
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

#define PTXAS_OPTS 6

/*
 * ptxas (beside nvcc) on ptx for sm_<cc>, in a folder of its own: its
 * options opts (NULL-ended, at most PTXAS_OPTS) before the PTX file, with "%o"
 * standing for the output file dir/out; its log into *log and, where
 * out is not NULL, the output file's bytes into *bytes (*n of them), both
 * malloc'ed. 0, or the run's status (RUN_*, ptxas's exit), or 1 and *why
 * where ptxas cannot be run at all.
 */
static int
ptxas_run(const char *ptx, int cc, const char *const *opts, const char *out,
          char **log, char **bytes, size_t *n, char **why)
{
	char nvcc_buf[4096], ptxas[4096], dir[4096], in[4200], msgs[4200];
	char outp[4200], arch[48];
	const char *nvcc = find_nvcc(nvcc_buf, sizeof(nvcc_buf)), *slash;
	char *argv[PTXAS_OPTS + 4];
	child c;
	FILE *fp;
	int rc, i, a = 0;

	*log = NULL;
	if (bytes != NULL)
		*bytes = NULL;
	if (nvcc == NULL || (slash = strrchr(nvcc, '/')) == NULL) {
		*why = xasprintf(MSG_FMT(NVCC_NO_PTXAS));
		return 1;
	}
	snprintf(ptxas, sizeof(ptxas), "%.*s/ptxas", (int)(slash - nvcc), nvcc);
	if (access(ptxas, X_OK) != 0 ||
	    temp_dir(dir, sizeof(dir), "ptxas") != 0) {
		*why = xasprintf(MSG_FMT(NVCC_NO_PTXAS_BESIDE), nvcc);
		return 1;
	}
	snprintf(in, sizeof(in), "%s/k.ptx", dir);
	snprintf(msgs, sizeof(msgs), "%s/log", dir);
	snprintf(outp, sizeof(outp), "%s/%s", dir, out ? out : "");
	if ((fp = fopen(in, "w")) == NULL) {
		*why = xasprintf(MSG_FMT(NVCC_PTXAS_CANNOT_WRITE), in);
		clean(dir);
		return 1;
	}
	fputs(ptx, fp);
	fclose(fp);
	snprintf(arch, sizeof(arch), "-arch=sm_%d", cc);
	argv[a++] = ptxas;
	argv[a++] = arch;
	for (i = 0; opts[i] != NULL && i < PTXAS_OPTS; i++)
		argv[a++] = strcmp(opts[i], "%o") == 0 ? outp : (char *)opts[i];
	argv[a++] = in;
	argv[a] = NULL;
	rc = run_bounded(argv, msgs, dir, &c);
	*log = slurp(msgs);
	if (rc == 0 && out != NULL)
		*bytes = slurp_bytes(outp, n);
	if (rc == RUN_INTERRUPTED || rc == RUN_TIMEOUT || rc == RUN_SIGNALED)
		clean_killed(dir);
	else
		clean(dir);
	return rc;
}

/* ptxas_run's status rc that is no success, as a reason (malloc'ed). */
static char *
ptxas_why(int rc, int cc, const char *log)
{
	if (rc == RUN_INTERRUPTED)
		return xasprintf(MSG_FMT(NVRTC_FRAME_INTERRUPTED));
	if (rc == RUN_TIMEOUT)
		return xasprintf(MSG_FMT(NVRTC_PTXAS_TIMEOUT), cc, bound_seconds());
	return ptxas_error(cc, log);
}

int
nvcc_ptxas_frame(const char *ptx, const char *lowered, int cc,
                 nvrtc_frame *f, char **why)
{
	const char *opts[] = { "-v", "-o", "/dev/null", NULL };
	char *log;
	int rc, ok = 0;

	memset(f, 0, sizeof(*f));
	*why = NULL;
	if ((rc = ptxas_run(ptx, cc, opts, NULL, &log, NULL, NULL, why)) == 1)
		return -1;
	if (rc != 0) {
		*why = ptxas_why(rc, cc, log);
		ok = rc == RUN_INTERRUPTED || rc == RUN_TIMEOUT ? 0 : -1;
	} else if (log == NULL || parse_frame(log, lowered, f) != 0)
		*why = xasprintf(MSG_FMT(NVRTC_NO_FRAME_LINE), cc);
	else
		ok = 1;
	free(log);
	return ok == 1 ? 0 : ok == -1 ? NVRTC_PTXAS_FAILED : -1;
}

int
nvcc_ptxas_cubin(const char *ptx, const char *lowered, int cc,
                 unsigned char **cubin, size_t *n, char **why)
{
	/* the kernel alone (-e): the module's other kernels would cost
	   ptxas's time for nothing */
	const char *opts[] = { "-lineinfo", "-e", lowered, "-o", "%o", NULL };
	char *log, *bytes;
	int rc;

	*cubin = NULL;
	*n = 0;
	*why = NULL;
	if ((rc = ptxas_run(ptx, cc, opts, "k.cubin", &log, &bytes, n,
	                    why)) == 1)
		return -1;
	if (rc != 0 || bytes == NULL)
		*why = ptxas_why(rc, cc, log);
	else
		*cubin = (unsigned char *)bytes;
	free(log);
	return *why == NULL ? 0 : -1;
}
