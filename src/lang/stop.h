/*
 * stop.h - Ctrl-C: the request to stop and where it is polled, which the
 * evaluator, the CUDA front end's compiles and the commands share. The
 * request is eval.c's (eval_interrupt, eval_interrupted), the polled
 * regions pipeline.c's (pipe_poll_begin, pipe_poll_end, pipe_polling):
 * a file that only stops when asked includes this, not their headers.
 */
#ifndef STOP_H
#define STOP_H

#include <stdbool.h>

/*
 * Ask every eval_run in progress or to come to stop: it ends at the next
 * warp or loop step, reports "interrupted" and returns -1. Async-signal-
 * safe, for a SIGINT handler. eval_interrupted() tells whether it was
 * asked.
 */
void eval_interrupt(void);
bool eval_interrupted(void);

/*
 * Code that polls eval_interrupted() as it goes (every evaluation through
 * pipeline.c; a compile's wait; validate's loop over patterns) runs
 * between pipe_poll_begin() and pipe_poll_end(), so that the SIGINT
 * handler asks it to stop and lets it free what it holds. Outside such
 * code nothing would look at the request, and the handler ends the
 * program itself. pipe_polling() is async-signal-safe.
 */
void pipe_poll_begin(void);
void pipe_poll_end(void);
bool pipe_polling(void);

#endif
