/*
 * msg.h - the table of messages: every diagnostic accessan prints, with
 * its id, its level and its text, in the manner of mandoc's mandocerr.
 *
 * A row is a macro MSG_<ID> whose value is "LEVEL, FORMAT": the level
 * (diag.h's enum diag_level) and a printf format, a string literal, so
 * that the compiler checks every call's arguments against it. Report one
 * with diag.h's DIAG_AT(d, file, src, loc, ID, args...) or
 * DIAG_PLAIN(d, ID, args...); a message built into a buffer first (one
 * that a lower layer hands up) takes its format from MSG_FMT(ID).
 *
 * accessan(1)'s DIAGNOSTICS lists every row: tests/tools/msgcheck.py
 * fails make check when a row has no entry there, an entry no row, or a
 * row no use. The entry is the text with each conversion written as a
 * word that says what it stands for ('%s' of "unknown array '%s'" is
 * "unknown array 'name'").
 *
 * A row's id is its stage (LEX, PARSE, ...) and a few words: ids are
 * stable, the JSON report and SARIF name a message by it; rewording a
 * text keeps its id.
 *
 * Rows stay on one line each, however long (the only exemption from the
 * 80 columns): the table is read by eye and by the test.
 */
#ifndef MSG_H
#define MSG_H

#include <inttypes.h>

/* ---- the scanner (lex.c) */
#define MSG_LEX_CHARACTER DIAG_ERROR, "unexpected character %s"
#define MSG_LEX_NUMBER_SUFFIX DIAG_ERROR, "invalid digit or suffix in number '%s'"
#define MSG_LEX_NUMBER DIAG_ERROR, "invalid number"
#define MSG_LEX_INTEGER_TOO_LARGE DIAG_ERROR, "integer literal too large (the largest is %" PRId64 ")"
#define MSG_LEX_UNTERMINATED_COMMENT DIAG_ERROR, "unterminated comment ('*/' expected)"
#define MSG_LEX_UNTERMINATED_STRING DIAG_ERROR, "unterminated string ('\"' expected on the same line)"

/* ---- the parser (parse.c) */

/* ---- patterns and files (pat.c, source.c, arena.c) */

/* ---- the command line and the commands (cli.c, cmd_*.c, main.c) */

/* ---- baselines (baseline.c) */

/* ---- running a pattern (eval.c, pipeline.c, sweep.c) */

/* ---- CUDA kernels (cudasrc.c, nvrtc.c, ptxcache.c, ptx*.c) */

/* ---- suggest (suggest.c, suggest_kernel.c) */

/* ---- the GPU back end (gpu/host) */

#endif
